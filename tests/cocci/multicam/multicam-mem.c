// SPDX-License-Identifier: GPL-2.0
/*
 * multicam - frame buffer memory: vmalloc'ed, pages reserved for the old
 * remap_page_range(), physical addresses through the page tables.
 */
#include <linux/mm.h>
#include <linux/string.h>
#include <linux/vmalloc.h>

#include "multicam.h"

unsigned long multicam_kvirt_to_pa(unsigned long adr)
{
	unsigned long kva;

	kva = (unsigned long)page_address(vmalloc_to_page((void *)adr));
	kva |= adr & (PAGE_SIZE - 1);
	return __pa(kva);
}

void *multicam_rvmalloc(unsigned long size)
{
	void *mem;
	unsigned long adr;

	size = PAGE_ALIGN(size);
	mem = vmalloc_32(size);
	if (!mem)
		return NULL;
	memset(mem, 0, size);
	adr = (unsigned long)mem;
	while (size > 0) {
		SetPageReserved(vmalloc_to_page((void *)adr));
		adr += PAGE_SIZE;
		size -= PAGE_SIZE;
	}
	return mem;
}

void multicam_rvfree(void *mem, unsigned long size)
{
	unsigned long adr;

	if (!mem)
		return;
	adr = (unsigned long)mem;
	while ((long)size > 0) {
		ClearPageReserved(vmalloc_to_page((void *)adr));
		adr += PAGE_SIZE;
		size -= PAGE_SIZE;
	}
	vfree(mem);
}
