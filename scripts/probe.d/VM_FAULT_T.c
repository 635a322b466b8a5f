// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_VM_FAULT_T: vm_fault_t and vmf_insert_pfn/page() (4.17). */
#include <linux/mm.h>

vm_fault_t avc_probe(struct vm_area_struct *vma, struct page *page);
vm_fault_t avc_probe(struct vm_area_struct *vma, struct page *page)
{
	vm_fault_t ret = vmf_insert_pfn(vma, vma->vm_start, 0);

	return ret ? ret : vmf_insert_page(vma, vma->vm_start, page);
}
