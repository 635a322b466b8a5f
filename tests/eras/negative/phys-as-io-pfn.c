// SPDX-License-Identifier: GPL-2.0
/* The same mistake through the I/O variant. */
/* expect: incompatible type for argument 3 of 'avc_io_remap_pfn_range' */
#include <avcompat/mmap.h>

int f(struct vm_area_struct *vma, phys_addr_t bar)
{
#ifdef NEG_CONTROL
	return avc_io_remap_pfn_range(vma, vma->vm_start, avc_phys_to_pfn(bar),
				      PAGE_SIZE, vma->vm_page_prot);
#else
	return avc_io_remap_pfn_range(vma, vma->vm_start, bar, PAGE_SIZE,
				      vma->vm_page_prot);
#endif
}
