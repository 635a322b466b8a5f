// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_FAULT_VMF_ONLY: ->fault(struct vm_fault *) (4.11). */
#include <linux/mm.h>

int avc_probe(const struct vm_operations_struct *ops, struct vm_fault *vmf);
int avc_probe(const struct vm_operations_struct *ops, struct vm_fault *vmf)
{
	return (int)ops->fault(vmf);
}
