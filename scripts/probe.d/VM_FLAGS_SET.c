// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_VM_FLAGS_SET: vm_flags_set()/vm_flags_clear() (6.3). */
#include <linux/mm.h>

void avc_probe(struct vm_area_struct *vma);
void avc_probe(struct vm_area_struct *vma)
{
	vm_flags_set(vma, VM_IO);
	vm_flags_clear(vma, VM_IO);
}
