// SPDX-License-Identifier: GPL-2.0
/* On today's kernel an unconverted remap_page_range() call cannot build. */
/* expect: implicit declaration of function 'remap_page_range' */
#include <linux/mm.h>

int f(struct vm_area_struct *vma, unsigned long phys)
{
#ifdef NEG_CONTROL
	return remap_pfn_range(vma, vma->vm_start, phys >> PAGE_SHIFT,
			       PAGE_SIZE, vma->vm_page_prot);
#else
	return remap_page_range(vma, vma->vm_start, phys, PAGE_SIZE,
				vma->vm_page_prot);
#endif
}
