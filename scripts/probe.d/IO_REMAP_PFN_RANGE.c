// SPDX-License-Identifier: GPL-2.0
/*
 * AVC_HAVE_IO_REMAP_PFN_RANGE: io_remap_pfn_range() (2.6.12).  A call, not
 * "#ifdef io_remap_pfn_range": an arch macro up to 6.12 (sparc, mips), the
 * generic inline elsewhere and, in 7.3, on every arch.
 */
#include <linux/mm.h>

int avc_probe(struct vm_area_struct *vma);
int avc_probe(struct vm_area_struct *vma)
{
	return io_remap_pfn_range(vma, 0, 0, PAGE_SIZE, vma->vm_page_prot);
}
