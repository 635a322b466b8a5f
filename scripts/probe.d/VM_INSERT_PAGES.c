// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_VM_INSERT_PAGES: batched vm_insert_pages() (5.8). */
#include <linux/mm.h>

int avc_probe(struct vm_area_struct *vma, struct page **pages);
int avc_probe(struct vm_area_struct *vma, struct page **pages)
{
	unsigned long n = 1;

	return vm_insert_pages(vma, vma->vm_start, pages, &n);
}
