/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - fault path keys: the fault handler's types and arguments,
 * vmf_insert_pfn(), and the mmap lock.
 *
 * Included by <avcompat/version.h>, which says how every key is decided
 * and what the evidence tags mean: a driver includes any avcompat header
 * and gets every key.  docs/keys.md lists them all.
 */
/*
 * Before the guard: see the comment in <avcompat/version.h>, which also
 * brings <linux/mm.h>, whose macros the keys test, before this file.
 */
#include <avcompat/version.h>

#ifndef _AVCOMPAT_FAULT_KEYS_H
#define _AVCOMPAT_FAULT_KEYS_H

/* --- fault path (docs/shims.md section "fault") ------------------------ */

/*
 * AVC_HAVE_VM_FAULT - vm_operations ->fault(vma, vmf).  2.6.23
 * (54cb8821de07 "mm: merge populate and nopage into fault") [T:2.6.22]
 * absent, [T:2.6.24] present.  Before it: ->nopage(vma, address, type).
 * Without it: a ->fault handler is never called before 2.6.23 (no such
 * member), and ->nopage does not exist after 2.6.25.
 */
#ifndef AVC_HAVE_VM_FAULT
# if AVC_KERNEL_GE(2, 6, 23)
#  define AVC_HAVE_VM_FAULT 1
# else
#  define AVC_HAVE_VM_FAULT 0
# endif
#endif

/*
 * AVC_HAVE_NOPAGE_TYPE - 2.5/2.6 ->nopage(vma, address, int *type), not
 * 2.4's ->nopage(vma, address, int write_access).  A 2.5.x change
 * [T:2.4.22], [T:2.6.8-mm4], [T:2.6.9]; keyed on 2.6.0, as [X] the Andor
 * PCI camera driver's vmops.h keys the same two prototypes.  Which 2.5.x
 * release is not known (docs/shims.md, "Unverified"); avcompat supports
 * no 2.5 kernel, so 2.6.0 is exact for every release it does support.
 * Without it: the wrong ->nopage prototype, a build break (or a warning
 * and a bogus third argument) on 2.4 or 2.6.
 * No probe: the two prototypes are 2.4's and 2.6's, and the probe's M=
 * build needs 2.6.
 */
#ifndef AVC_HAVE_NOPAGE_TYPE
# if AVC_KERNEL_GE(2, 6, 0)
#  define AVC_HAVE_NOPAGE_TYPE 1
# else
#  define AVC_HAVE_NOPAGE_TYPE 0
# endif
#endif

/*
 * AVC_HAVE_VMF_ADDRESS - vmf->address (unsigned long) and vmf->vma, not
 * vmf->virtual_address (void __user *).  4.10 (1a29d85eb0f1, which moved drivers
 * from vmf->virtual_address to vmf->address; 82b0f8c39a38 added vmf->vma
 * in the same release).
 * Without it: vmf->virtual_address does not build on 4.10+, vmf->address
 * does not before.
 */
#ifndef AVC_HAVE_VMF_ADDRESS
# if AVC_KERNEL_GE(4, 10, 0)
#  define AVC_HAVE_VMF_ADDRESS 1
# else
#  define AVC_HAVE_VMF_ADDRESS 0
# endif
#endif

/*
 * AVC_HAVE_FAULT_VMF_ONLY - ->fault(vmf) without the vma argument.  4.11
 * (11bac8000449 "mm, fs: reduce fault, page_mkwrite, and pfn_mkwrite to
 * take only vmf").  Without it: a ->fault(vma, vmf) handler stored in
 * vm_ops does not build on 4.11+, a ->fault(vmf) one not before.
 */
#ifndef AVC_HAVE_FAULT_VMF_ONLY
# if AVC_KERNEL_GE(4, 11, 0)
#  define AVC_HAVE_FAULT_VMF_ONLY 1
# else
#  define AVC_HAVE_FAULT_VMF_ONLY 0
# endif
#endif

/*
 * AVC_HAVE_VM_FAULT_T - the vm_fault_t type and vmf_insert_pfn()/
 * vmf_insert_page().  4.17 (1c8f422059ae "mm: change return type to
 * vm_fault_t"); a __bitwise type from 5.1 (3d3539018d2c), so returning an
 * errno from ->fault is a sparse error there.
 * Without it: returning an int from ->fault is a sparse error on 5.1+ (and
 * vm_fault_t does not exist before 4.17).
 */
#ifndef AVC_HAVE_VM_FAULT_T
# if AVC_KERNEL_GE(4, 17, 0)
#  define AVC_HAVE_VM_FAULT_T 1
# else
#  define AVC_HAVE_VM_FAULT_T 0
# endif
#endif

/*
 * AVC_HAVE_VM_INSERT_PFN - vm_insert_pfn(), 2.6.21 to 4.19 (removed in
 * 4.20 by ae2b01f37044) [T:2.6.20] absent, [T:2.6.21] present.
 * Without it: a call to vm_insert_pfn() does not build on 4.20+,
 * vmf_insert_pfn() does not before 4.17.
 */
#ifndef AVC_HAVE_VM_INSERT_PFN
# if AVC_KERNEL_IN_RANGE(2, 6, 21, 4, 20, 0)
#  define AVC_HAVE_VM_INSERT_PFN 1
# else
#  define AVC_HAVE_VM_INSERT_PFN 0
# endif
#endif

/*
 * AVC_HAVE_MMAP_LOCK - mmap_read_lock() and <linux/mmap_lock.h>.  5.8
 * (9740ca4e95b4), backported to 5.4.208 and other stable lines, so the
 * feature decides: the header's guard if <linux/mm.h> pulled it in, else
 * whether the header exists (__has_include, GCC 5+), else the version.
 * Without it: mmap_read_lock() does not build before 5.8 (or 5.4.208), and
 * mmap_sem does not after.
 */
#ifndef AVC_HAVE_MMAP_LOCK
# if defined(_LINUX_MMAP_LOCK_H)
#  define AVC_HAVE_MMAP_LOCK 1
# elif defined(__has_include)
#  if __has_include("linux/mmap_lock.h")
#   define AVC_HAVE_MMAP_LOCK 1
#  else
#   define AVC_HAVE_MMAP_LOCK 0
#  endif
# elif AVC_KERNEL_GE(5, 8, 0)
#  define AVC_HAVE_MMAP_LOCK 1
# else
#  define AVC_HAVE_MMAP_LOCK 0
# endif
#endif

#endif /* _AVCOMPAT_FAULT_KEYS_H */
