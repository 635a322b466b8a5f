// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_VM_FAULT: vm_operations_struct ->fault (2.6.23). */
#include <linux/mm.h>

int avc_probe(const struct vm_operations_struct *ops);
int avc_probe(const struct vm_operations_struct *ops)
{
	return !!ops->fault;
}
