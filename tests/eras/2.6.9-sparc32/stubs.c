// SPDX-License-Identifier: GPL-2.0
/* 2.6.9 sparc32 stand-ins: I/O pages map to | space << 32. */
#include <linux/mm.h>

int remap_page_range(struct vm_area_struct *vma, unsigned long from, unsigned long to, unsigned long size, pgprot_t prot)
{
	return kcall_record("remap_page_range", 5, vma, from, to, size, prot,
			    -1, to);
}

int io_remap_page_range(struct vm_area_struct *vma, unsigned long from, unsigned long to, unsigned long size, pgprot_t prot, int space)
{
	return kcall_record("io_remap_page_range", 6, vma, from, to, size,
			    prot, space, to | ((u64)space << 32));
}

struct page *vmalloc_to_page(void *addr)
{
	return fake_vmalloc_to_page(addr);
}
