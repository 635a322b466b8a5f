// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_VM_INSERT_PAGE: vm_insert_page() (2.6.15). */
#include <linux/mm.h>

int avc_probe(struct vm_area_struct *vma, struct page *page);
int avc_probe(struct vm_area_struct *vma, struct page *page)
{
	return vm_insert_page(vma, vma->vm_start, page);
}
