// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_VM_INSERT_PFN: vm_insert_pfn() (2.6.21 to 4.19). */
#include <linux/mm.h>

int avc_probe(struct vm_area_struct *vma);
int avc_probe(struct vm_area_struct *vma)
{
	return vm_insert_pfn(vma, vma->vm_start, 0);
}
