/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Today's <linux/mm.h> remap API on older kernels.
 *
 * Driver code written for a current kernel uses remap_pfn_range(),
 * io_remap_pfn_range() and vmalloc_to_pfn(); this header supplies them
 * where the kernel lacks them, on top of avcompat's checked helpers.
 * Enable with: NOSTDINC_FLAGS += -I$(AVCOMPAT)/compat -I$(AVCOMPAT)/include
 */
#ifndef _AVC_COMPAT_LINUX_MM_H
#define _AVC_COMPAT_LINUX_MM_H

#include_next <linux/mm.h>
#include <avcompat/version.h>

/*
 * The shims are macros on purpose: avcompat's own headers include
 * <linux/mm.h>, so when a driver includes <avcompat/mmap.h> first, this
 * file is read before the helpers it expands to are declared.  Macros are
 * resolved at the call site, after <avcompat/mmap.h> (included at the end).
 */

/*
 * remap_pfn_range() - 2.6.10 [T:2.6.9 absent, T:2.6.11 present].  Without
 * it, code written for today's kernel does not build on 2.4-2.6.9, and a
 * hand conversion back to remap_page_range() must remember the shift.
 */
#if !AVC_HAVE_REMAP_PFN_RANGE
#define remap_pfn_range(vma, addr, pfn, size, prot) \
	avc_remap_pfn_range(vma, addr, avc_pfn_from_raw(pfn), size, prot)
#endif

/*
 * MK_IOSPACE_PFN(), GET_IOSPACE(), GET_PFN() - sparc, 2.6.12 [T:2.6.12-rc2].
 * Without them a sparc driver cannot say which I/O space it means, and
 * the I/O-space bits of a plain pfn would be dropped.
 */
#if AVC_ARCH_SPARC && !AVC_HAVE_MK_IOSPACE_PFN
#define MK_IOSPACE_PFN(space, pfn) \
	((pfn) | ((unsigned long)(space) << AVC_IOSPACE_SHIFT))
#define GET_IOSPACE(pfn)	((pfn) >> AVC_IOSPACE_SHIFT)
#define GET_PFN(pfn)		((pfn) & AVC_IOSPACE_PFN_MASK)
#endif

/*
 * io_remap_pfn_range() - 2.6.12 [T:2.6.11 absent, T:2.6.12-rc2 present].
 * Before it io_remap_page_range() took 5 arguments on most arches and 6 on
 * sparc: exactly the sparc64 build break of sound/core in 2004.
 */
#if !AVC_HAVE_IO_REMAP_PFN_RANGE
#define io_remap_pfn_range(vma, addr, pfn, size, prot) \
	avc_io_remap_pfn_range(vma, addr, avc_pfn_from_raw(pfn), size, prot)
#endif

/*
 * vmalloc_to_pfn() - 2.6.10 [T:2.6.9 absent, T:2.6.11 present].  Without it
 * drivers open-code kvirt_to_pa(), which the seed patch deleted nine times.
 */
#if !AVC_HAVE_VMALLOC_TO_PFN
#define vmalloc_to_pfn(addr)	avc_pfn_val(avc_vmalloc_to_pfn(addr))
#endif

/*
 * page_to_pfn() - absent in 2.4 [T:2.4.22], present in 2.6.9 [T:2.6.9].
 */
#if !AVC_HAVE_PAGE_TO_PFN
#define page_to_pfn(page)	avc_pfn_val(avc_page_to_pfn(page))
#endif

/*
 * vm_flags_set(), vm_flags_clear() - 6.3 (bc292ab00f6c), where vm_flags
 * became read-only.  Without them code written for 6.3+ does not build on
 * older kernels; with "vma->vm_flags |=" it does not build on 6.3+.
 */
#if !AVC_HAVE_VM_FLAGS_SET
#define vm_flags_set(vma, flags)	avc_vm_flags_set(vma, flags)
#define vm_flags_clear(vma, flags)	avc_vm_flags_clear(vma, flags)
#endif

/*
 * VM_DONTDUMP - 3.7; VM_NODUMP in 3.4-3.6; before that the same bit meant
 * VM_ALWAYSDUMP, so it becomes 0 there, never the number ([X] backports
 * does the same).  Without it code for 3.7+ does not build, and a numeric
 * definition would force old kernels to dump the buffer.
 */
#if !AVC_HAVE_VM_DONTDUMP
#define VM_DONTDUMP			AVC_VM_DONTDUMP
#endif

/*
 * VM_RESERVED - removed in 3.7, whose commit replaced it in drivers by
 * VM_DONTEXPAND | VM_DONTDUMP ([X] pcitool compat.h does the same).
 * Without it old driver code does not build on 3.7+.
 */
#if !AVC_HAVE_VM_RESERVED
#define VM_RESERVED			(VM_DONTEXPAND | VM_DONTDUMP)
#endif

/*
 * vm_fault_t - 4.17 (1c8f422059ae).  Without it a ->fault handler written
 * for today's kernel does not build before 4.17.
 */
#if !AVC_HAVE_VM_FAULT_T
typedef int vm_fault_t;
#endif

/*
 * mmap_read_lock() and friends - 5.8 (9740ca4e95b4), backported to 5.4.208:
 * keyed on the header, not the version.  Without them code for 5.8+ does
 * not build on older kernels, and mm->mmap_sem does not build on 5.8+.
 */
#if AVC_HAVE_MMAP_LOCK
#include <linux/mmap_lock.h>
#else
static inline void mmap_read_lock(struct mm_struct *mm)
{
	down_read(&mm->mmap_sem);
}

static inline void mmap_read_unlock(struct mm_struct *mm)
{
	up_read(&mm->mmap_sem);
}

static inline int mmap_read_trylock(struct mm_struct *mm)
{
	return down_read_trylock(&mm->mmap_sem);
}

static inline void mmap_write_lock(struct mm_struct *mm)
{
	down_write(&mm->mmap_sem);
}

static inline void mmap_write_unlock(struct mm_struct *mm)
{
	up_write(&mm->mmap_sem);
}
#endif

#include <avcompat/mmap.h>
#include <avcompat/vma.h>

#endif /* _AVC_COMPAT_LINUX_MM_H */
