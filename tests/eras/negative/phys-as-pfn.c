// SPDX-License-Identifier: GPL-2.0
/* The 2004 bug: a physical address passed where a frame number goes. */
/* expect: incompatible type for argument 3 of 'avc_remap_pfn_range' */
#include <avcompat/mmap.h>

int f(struct vm_area_struct *vma, phys_addr_t phys)
{
#ifdef NEG_CONTROL
	return avc_remap_pfn_range(vma, vma->vm_start, avc_phys_to_pfn(phys),
				   PAGE_SIZE, vma->vm_page_prot);
#else
	return avc_remap_pfn_range(vma, vma->vm_start, phys, PAGE_SIZE,
				   vma->vm_page_prot);
#endif
}
