// SPDX-License-Identifier: GPL-2.0
/* A bare unsigned long (here vm_pgoff) is not a frame number by accident. */
/* expect: incompatible type for argument 3 of 'avc_remap_pfn_range' */
#include <avcompat/mmap.h>

int f(struct vm_area_struct *vma)
{
#ifdef NEG_CONTROL
	return avc_remap_pfn_range(vma, vma->vm_start,
				   avc_pfn_from_raw(vma->vm_pgoff), PAGE_SIZE,
				   vma->vm_page_prot);
#else
	return avc_remap_pfn_range(vma, vma->vm_start, vma->vm_pgoff,
				   PAGE_SIZE, vma->vm_page_prot);
#endif
}
