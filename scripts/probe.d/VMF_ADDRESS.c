// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_VMF_ADDRESS: vmf->address and vmf->vma (4.10). */
#include <linux/mm.h>

unsigned long avc_probe(struct vm_fault *vmf);
unsigned long avc_probe(struct vm_fault *vmf)
{
	return vmf->address + vmf->vma->vm_start;
}
