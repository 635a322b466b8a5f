// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_VM_MAP_PAGES: vm_map_pages() (5.2). */
#include <linux/mm.h>

int avc_probe(struct vm_area_struct *vma, struct page **pages);
int avc_probe(struct vm_area_struct *vma, struct page **pages)
{
	return vm_map_pages(vma, pages, 1);
}
