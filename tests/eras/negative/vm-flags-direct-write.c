// SPDX-License-Identifier: GPL-2.0
/* From 6.3 vma->vm_flags is read-only: flags go through vm_flags_set(). */
/* expect: assignment of read-only member 'vm_flags' */
#include <linux/mm.h>

void f(struct vm_area_struct *vma)
{
#ifdef NEG_CONTROL
	vm_flags_set(vma, VM_DONTEXPAND | VM_DONTDUMP);
#else
	vma->vm_flags |= VM_DONTEXPAND | VM_DONTDUMP;
#endif
}
