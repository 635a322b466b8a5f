/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - vma flags without numbers and without era checks.
 *
 * vma->vm_flags became const in 6.3 (vm_flags_set() and friends); the
 * "don't core dump" bit 0x04000000 was VM_ALWAYSDUMP (<= 3.3), VM_NODUMP
 * (3.4-3.6) and VM_DONTDUMP (3.7+) - the same number with opposite
 * meanings, so it is never spelled as a number here; VM_RESERVED is gone
 * since 3.7.
 */
/* Before the guard: see the comment in <avcompat/version.h>. */
#include <avcompat/version.h>
#include <linux/mm.h>

#ifndef _AVCOMPAT_VMA_H
#define _AVCOMPAT_VMA_H

#if AVC_HAVE_VM_DONTDUMP
/**
 * AVC_VM_DONTDUMP - keep a mapping out of core dumps
 *
 * VM_DONTDUMP from 3.7, VM_NODUMP in 3.4-3.6, and 0 before: up to 3.3 the
 * same bit meant VM_ALWAYSDUMP, which forces the opposite.
 */
#define AVC_VM_DONTDUMP		VM_DONTDUMP
#elif AVC_HAVE_VM_NODUMP
#define AVC_VM_DONTDUMP		VM_NODUMP
#else
#define AVC_VM_DONTDUMP		0
#endif

#if AVC_HAVE_VM_RESERVED
/**
 * AVC_VM_DRIVER_FLAGS - flags for a driver buffer mapped into user space
 *
 * VM_DONTEXPAND (mremap() cannot grow the mapping past the buffer) and
 * AVC_VM_DONTDUMP; before 3.7 also VM_RESERVED (not swapped, counted as
 * reserved_vm), which 3.7 replaced by exactly these two.
 */
#define AVC_VM_DRIVER_FLAGS	(VM_DONTEXPAND | AVC_VM_DONTDUMP | VM_RESERVED)
#else
#define AVC_VM_DRIVER_FLAGS	(VM_DONTEXPAND | AVC_VM_DONTDUMP)
#endif

/**
 * avc_vm_flags_set() - set flags on a vma
 * @vma: the vma, with the mmap lock held for writing (as in ->mmap)
 * @flags: VM_* flags to set
 *
 * vm_flags_set() from 6.3, where vma->vm_flags is read-only.
 */
static __always_inline void avc_vm_flags_set(struct vm_area_struct *vma,
					     unsigned long flags)
{
#if AVC_HAVE_VM_FLAGS_SET
	vm_flags_set(vma, flags);
#else
	vma->vm_flags |= flags;
#endif
}

/**
 * avc_vm_flags_clear() - clear flags on a vma
 * @vma: the vma, with the mmap lock held for writing (as in ->mmap)
 * @flags: VM_* flags to clear
 *
 * vm_flags_clear() from 6.3, where vma->vm_flags is read-only.
 */
static __always_inline void avc_vm_flags_clear(struct vm_area_struct *vma,
					       unsigned long flags)
{
#if AVC_HAVE_VM_FLAGS_SET
	vm_flags_clear(vma, flags);
#else
	vma->vm_flags &= ~flags;
#endif
}

#endif /* _AVCOMPAT_VMA_H */
