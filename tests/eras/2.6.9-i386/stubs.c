// SPDX-License-Identifier: GPL-2.0
/* 2.6.9 stand-ins: mm/memory.c maps the physical address "to". */
#include <linux/mm.h>

int remap_page_range(struct vm_area_struct *vma, unsigned long from, unsigned long to, unsigned long size, pgprot_t prot)
{
	return kcall_record("remap_page_range", 5, vma, from, to, size, prot,
			    -1, to);
}

struct page *vmalloc_to_page(void *addr)
{
	return fake_vmalloc_to_page(addr);
}
