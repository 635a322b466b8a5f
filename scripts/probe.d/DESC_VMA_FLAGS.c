// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_DESC_VMA_FLAGS: struct vm_area_desc has vma_flags_t vma_flags (7.0). */
#include <linux/mm.h>

unsigned long avc_probe(struct vm_area_desc *desc);
unsigned long avc_probe(struct vm_area_desc *desc)
{
	return desc->vma_flags.__vma_flags[0] & VM_SHARED;
}
