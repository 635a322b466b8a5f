// SPDX-License-Identifier: GPL-2.0
/* 2.4.22 i386 stand-ins: mm/memory.c maps the physical address "to". */
#include <linux/mm.h>

int remap_page_range(unsigned long from, unsigned long to, unsigned long size, pgprot_t prot)
{
	return kcall_record("remap_page_range", 4, NULL, from, to, size, prot,
			    -1, to);
}

struct page *vmalloc_to_page(void *addr)
{
	return fake_vmalloc_to_page(addr);
}
