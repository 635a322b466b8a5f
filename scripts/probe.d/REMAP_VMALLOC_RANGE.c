// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_REMAP_VMALLOC_RANGE: remap_vmalloc_range(), vmalloc_user() (2.6.18). */
#include <linux/mm.h>
#include <linux/vmalloc.h>

int avc_probe(struct vm_area_struct *vma);
int avc_probe(struct vm_area_struct *vma)
{
	return remap_vmalloc_range(vma, vmalloc_user(PAGE_SIZE), 0);
}
