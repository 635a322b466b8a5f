// SPDX-License-Identifier: GPL-2.0
/* 2.6.12 sparc64 stand-ins: io_remap_pfn_range decodes the I/O space. */
#include <linux/mm.h>
#define ERA_CONST_VMALLOC 0
#include "../common/pfn-stubs.c"

int io_remap_pfn_range(struct vm_area_struct *vma, unsigned long from, unsigned long pfn, unsigned long size, pgprot_t prot)
{
	u64 phys = ((u64)GET_PFN(pfn) << PAGE_SHIFT) | ((u64)GET_IOSPACE(pfn) << 32);

	return kcall_record("io_remap_pfn_range", 5, vma, from, pfn, size,
			    prot, -1, phys);
}

int io_remap_page_range(struct vm_area_struct *vma, unsigned long from, unsigned long offset, unsigned long size, pgprot_t prot, int space)
{
	return kcall_record("io_remap_page_range", 6, vma, from, offset, size,
			    prot, space, offset | ((u64)space << 32));
}
