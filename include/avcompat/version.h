/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - kernel feature keys.
 *
 * The one place where avcompat decides what the kernel it is built against
 * provides.  Every key is an AVC_HAVE_* (or AVC_*) macro that is always
 * defined to 0 or 1, so "#if AVC_HAVE_X" is safe under -Werror=undef.
 * A key is decided by, in order:
 *
 *  1. an explicit definition: -DAVC_HAVE_X=0/1 on the command line, or the
 *     header named by AVC_CONFIG_HEADER (written by the feature probe);
 *  2. the existence of a macro, where the feature comes with one (this
 *     survives distro backports that LINUX_VERSION_CODE cannot see);
 *  3. LINUX_VERSION_CODE.
 *
 * Evidence tags ([T:x.y] header read in that release, [L:x.y] the Debian
 * source tree of that release, [C] commit or mailing-list patch, [X]
 * out-of-tree code encoding the cutoff) are explained in docs/shims.md,
 * which lists every key with what breaks without it; what could not be
 * verified is listed there in one place, section "Unverified".
 */
/*
 * Every avcompat header includes what it needs before its include guard.
 * With -I compat, <linux/mm.h> is compat/linux/mm.h, which includes
 * avcompat headers in turn; because a guard is only set once all of a
 * header's dependencies are complete, whichever header a driver includes
 * first, every definition is read after the ones it uses.
 *
 * The first part (AVC_KERNEL_GE() and the keys that test nothing but the
 * version) needs only <linux/version.h>.  compat/linux/timer.h and
 * compat/linux/hrtimer.h include this file with AVC_VERSION_BASE_ONLY
 * defined and get that part alone: <linux/timer.h> and <linux/hrtimer.h>
 * are read in the middle of <linux/mm.h>, and pulling <linux/mm.h> in
 * from there would decide the memory keys' macro tests (VM_DONTDUMP ...)
 * before <linux/mm.h> has defined them.
 */
#include <linux/version.h>

#ifndef _AVCOMPAT_VERSION_BASE_H
#define _AVCOMPAT_VERSION_BASE_H

#ifdef AVC_CONFIG_HEADER
#include AVC_CONFIG_HEADER
#endif

/* RHEL kernels define this; default it so "#if RHEL_RELEASE_CODE" is legal. */
#ifndef RHEL_RELEASE_CODE
#define RHEL_RELEASE_CODE 0
#endif
#ifndef RHEL_RELEASE_VERSION
#define RHEL_RELEASE_VERSION(a, b) (((a) << 8) + (b))
#endif

/**
 * AVC_KERNEL_GE() - is the kernel release at least a.b.c?
 * @a: major
 * @b: minor
 * @c: patch level
 *
 * The only use of LINUX_VERSION_CODE in avcompat, for keys whose feature
 * has no macro to test.
 */
#define AVC_KERNEL_GE(a, b, c) (LINUX_VERSION_CODE >= KERNEL_VERSION(a, b, c))

/**
 * AVC_KERNEL_IN_RANGE() - is the kernel release in [a1.b1.c1, a2.b2.c2)?
 * @a1: major of the first release in the range
 * @b1: minor of the first release in the range
 * @c1: patch level of the first release in the range
 * @a2: major of the first release after the range
 * @b2: minor of the first release after the range
 * @c2: patch level of the first release after the range
 *
 * True for a1.b1.c1 <= version < a2.b2.c2, like backports'
 * LINUX_VERSION_IN_RANGE(): a stable line that took a back-port from a
 * given sublevel on (6.1.91 up to 6.2.0), or an API that lived for a span
 * of releases.  Spelt with AVC_KERNEL_GE(), so that macro stays the only
 * reader of LINUX_VERSION_CODE.
 */
#define AVC_KERNEL_IN_RANGE(a1, b1, c1, a2, b2, c2) \
	(AVC_KERNEL_GE(a1, b1, c1) && !AVC_KERNEL_GE(a2, b2, c2))

/* --- timers (docs/shims.md, "Transparent backports") ------------------ */

/*
 * AVC_HAVE_HRTIMER_SETUP - hrtimer_setup(timer, function, clock, mode).
 * 6.13 (908a1d775422 "hrtimers: Introduce hrtimer_setup() to replace
 * hrtimer_init()"); hrtimer_init() and the ".function =" assignment it
 * needs were removed in 6.15 (9779489a31d7 "hrtimers: Delete
 * hrtimer_init()"), so 6.13 and 6.14 have both.  [L:6.1] hrtimer.h:375
 * and [L:6.12] hrtimer.h:229 have hrtimer_init() only.  An extern
 * function: the version decides, and a stable or vendor tree that carries
 * the new call needs the probe.
 * Without it: hrtimer_init() does not build on 6.15+ ("implicit
 * declaration"), and hrtimer_setup() does not build before 6.13.
 */
#ifndef AVC_HAVE_HRTIMER_SETUP
# if AVC_KERNEL_GE(6, 13, 0)
#  define AVC_HAVE_HRTIMER_SETUP 1
# else
#  define AVC_HAVE_HRTIMER_SETUP 0
# endif
#endif

/*
 * AVC_HAVE_TIMER_DELETE - timer_delete() and timer_delete_sync().  6.2
 * (bb663f0f3c39 "timers: Rename del_timer() to timer_delete()" and
 * 9b13df3fb64e "timers: Rename del_timer_sync() to timer_delete_sync()"),
 * which kept del_timer()/del_timer_sync() as inline wrappers until 6.15
 * removed them (8fa7292fee5c "treewide: Switch/rename to
 * timer_delete[_sync]()").  Both renames were back-ported to 6.1.y:
 * timer_delete_sync() in 6.1.84, timer_delete() in 6.1.91 (Debian's
 * changelog of 6.1.192 lists them under those releases); [L:6.1] 6.1.192
 * timer.h:185-186 has both, [L:6.12] timer.h:166-167.  Extern functions:
 * the version decides, 6.2 on and the 6.1.y stable range from 6.1.91
 * (AVC_KERNEL_IN_RANGE()); other stable lines that take it (a 5.10.y
 * series was posted in 2026) need the probe.
 * Without it: del_timer()/del_timer_sync() do not build on 6.15+, and
 * timer_delete() does not build before 6.2 (6.1.91).
 */
#ifndef AVC_HAVE_TIMER_DELETE
# if AVC_KERNEL_GE(6, 2, 0) || AVC_KERNEL_IN_RANGE(6, 1, 91, 6, 2, 0)
#  define AVC_HAVE_TIMER_DELETE 1
# else
#  define AVC_HAVE_TIMER_DELETE 0
# endif
#endif

#endif /* _AVCOMPAT_VERSION_BASE_H */

#ifndef AVC_VERSION_BASE_ONLY
#include <linux/mm.h>

#ifndef _AVCOMPAT_VERSION_H
#define _AVCOMPAT_VERSION_H

/* __must_check arrived in 2.6.9's compiler.h; harmless to default. */
#ifndef __must_check
#define __must_check
#endif

/* --- architecture ----------------------------------------------------- */

/*
 * AVC_ARCH_SPARC - sparc32 or sparc64: I/O space lives in the upper
 * physical-address bits (io_remap_page_range's 6th argument, later the top
 * four bits of the pfn).  CONFIG_SPARC from 2.6.29's merged arch/sparc,
 * CONFIG_SPARC32/CONFIG_SPARC64 before.
 */
#ifndef AVC_ARCH_SPARC
# if defined(CONFIG_SPARC) || defined(CONFIG_SPARC32) || defined(CONFIG_SPARC64)
#  define AVC_ARCH_SPARC 1
# else
#  define AVC_ARCH_SPARC 0
# endif
#endif

/* --- remapping (docs/shims.md section "remap") ------------------------- */

/*
 * AVC_HAVE_REMAP_VMA - remap_page_range() takes the vma as first argument.
 * 2.5.3 (first stable 2.6.0) [T:2.4.22] 4 args, [T:2.6.9] 5 args; vendor
 * 2.4 kernels with the tlb_vma patch have it too ([X] comedi compat).
 * Without it: the wrong argument count, a build break on 2.4 or on 2.6.
 * No probe: the probe builds with Kbuild's M=, which 2.4 lacks; tlb_vma
 * catches the vendor 2.4 back-ports.
 */
#ifndef AVC_HAVE_REMAP_VMA
# if defined(tlb_vma) || AVC_KERNEL_GE(2, 5, 3)
#  define AVC_HAVE_REMAP_VMA 1
# else
#  define AVC_HAVE_REMAP_VMA 0
# endif
#endif

/*
 * AVC_HAVE_REMAP_PFN_RANGE - remap_pfn_range(vma, addr, PFN, size, prot).
 * 2.6.10 [T:2.6.9] absent, [T:2.6.11] present; [X] perfctr "obsoleted in
 * 2.6.10-rc1".  Before it the third argument is a physical address.
 * Without it: a frame number passed as a physical address maps memory 4096
 * times too low, silently (the 2004 bug).
 */
#ifndef AVC_HAVE_REMAP_PFN_RANGE
# if AVC_KERNEL_GE(2, 6, 10)
#  define AVC_HAVE_REMAP_PFN_RANGE 1
# else
#  define AVC_HAVE_REMAP_PFN_RANGE 0
# endif
#endif

/*
 * AVC_HAVE_IO_REMAP_PFN_RANGE - io_remap_pfn_range() with one prototype on
 * every arch.  2.6.12 [T:2.6.11] absent, [T:2.6.12-rc2] present.  A macro
 * only where an arch overrides it: sparc and mips in 6.12 ([L:6.12]
 * arch/sparc/include/asm/pgtable_64.h:1101, arch/mips/include/asm/
 * pgtable.h:615); elsewhere the generic inline of [L:6.12] mm.h:3622.  In
 * 7.3 it is one generic inline on every arch (the arch hook is
 * io_remap_pfn_range_pfn()), so the macro test is false everywhere and
 * the version decides, as it always did on x86; the macro test stays for
 * vendor 2.6.11 kernels with the macro back-ported.  The probe compiles a
 * call, which a macro and an inline satisfy alike.
 * Without it: the 5 vs 6 argument io_remap_page_range() split, a build
 * break on sparc or the I/O space dropped.
 */
#ifndef AVC_HAVE_IO_REMAP_PFN_RANGE
# if defined(io_remap_pfn_range) || AVC_KERNEL_GE(2, 6, 12)
#  define AVC_HAVE_IO_REMAP_PFN_RANGE 1
# else
#  define AVC_HAVE_IO_REMAP_PFN_RANGE 0
# endif
#endif

/*
 * AVC_HAVE_MK_IOSPACE_PFN - sparc encodes the I/O space in the pfn's top
 * four bits.  2.6.12 with io_remap_pfn_range [T:2.6.12-rc2], still in 6.12.
 * Without it: a sparc driver cannot say which I/O space a frame is in.
 * No probe: the macro itself decides, which is what a probe would compile.
 */
#ifndef AVC_HAVE_MK_IOSPACE_PFN
# if defined(MK_IOSPACE_PFN)
#  define AVC_HAVE_MK_IOSPACE_PFN 1
# else
#  define AVC_HAVE_MK_IOSPACE_PFN 0
# endif
#endif

/* --- pfn and page helpers (docs/shims.md section "pfn") ---------------- */

/*
 * AVC_HAVE_PAGE_TO_PFN - page_to_pfn().  A macro in every era that has it;
 * absent in 2.4 [T:2.4.22], present in 2.6.9 [T:2.6.9].
 * Without it: no way from a struct page to a frame number on 2.4.
 * No probe: the macro decides on every 2.6 kernel, and the probe's M= build
 * needs 2.6.
 */
#ifndef AVC_HAVE_PAGE_TO_PFN
# if defined(page_to_pfn) || AVC_KERNEL_GE(2, 6, 0)
#  define AVC_HAVE_PAGE_TO_PFN 1
# else
#  define AVC_HAVE_PAGE_TO_PFN 0
# endif
#endif

/*
 * AVC_HAVE_VMALLOC_TO_PFN - vmalloc_to_pfn().  2.6.10 [T:2.6.9] absent,
 * [T:2.6.11] present.
 * Without it: drivers keep private kvirt_to_pa() copies (nine deleted by
 * the seed patch).
 */
#ifndef AVC_HAVE_VMALLOC_TO_PFN
# if AVC_KERNEL_GE(2, 6, 10)
#  define AVC_HAVE_VMALLOC_TO_PFN 1
# else
#  define AVC_HAVE_VMALLOC_TO_PFN 0
# endif
#endif

/*
 * AVC_HAVE_CONST_VMALLOC_TO - vmalloc_to_page/pfn take "const void *".
 * 2.6.26 [T:2.6.24] non-const, [T:2.6.26] const.
 * Without it: "discards const qualifier" warnings, fatal under -Werror.
 */
#ifndef AVC_HAVE_CONST_VMALLOC_TO
# if AVC_KERNEL_GE(2, 6, 26)
#  define AVC_HAVE_CONST_VMALLOC_TO 1
# else
#  define AVC_HAVE_CONST_VMALLOC_TO 0
# endif
#endif

/*
 * AVC_HAVE_PHYS_ADDR_T - the phys_addr_t type in <linux/types.h>.  2.6.28
 * ([C] 600715dcdf56 "generic: add phys_addr_t for holding physical
 * addresses", 2008); [X] backports' backport-include/linux/types.h
 * defines it for "< 2.6.28" and notes that x86 and powerpc had it
 * before, where the key is only conservative.  Before it avcompat uses
 * u64, which holds any physical address.
 * Without it: no type for a physical address above 4 GiB on 32-bit
 * kernels.
 */
#ifndef AVC_HAVE_PHYS_ADDR_T
# if AVC_KERNEL_GE(2, 6, 28)
#  define AVC_HAVE_PHYS_ADDR_T 1
# else
#  define AVC_HAVE_PHYS_ADDR_T 0
# endif
#endif

/* --- vma flags (docs/shims.md section "vma flags") --------------------- */

/*
 * AVC_HAVE_VM_DONTDUMP - VM_DONTDUMP.  3.7 [T:3.6] absent, [T:3.10]
 * present; the same bit was VM_NODUMP in 3.4-3.6 and meant the opposite,
 * VM_ALWAYSDUMP, up to 3.3 (so it is never defined by number).
 * Without it: buffers of device memory end up in core dumps, or the build
 * breaks on VM_DONTDUMP before 3.7.
 * No probe: the macro itself decides, which is what a probe would compile.
 */
#ifndef AVC_HAVE_VM_DONTDUMP
# if defined(VM_DONTDUMP)
#  define AVC_HAVE_VM_DONTDUMP 1
# else
#  define AVC_HAVE_VM_DONTDUMP 0
# endif
#endif

/*
 * AVC_HAVE_VM_NODUMP - VM_NODUMP, 3.4-3.6 [T:3.4], [T:3.6].
 * Without it: 3.4-3.6 would get VM_ALWAYSDUMP's meaning by number.
 * No probe: the macro itself decides, which is what a probe would compile.
 */
#ifndef AVC_HAVE_VM_NODUMP
# if defined(VM_NODUMP)
#  define AVC_HAVE_VM_NODUMP 1
# else
#  define AVC_HAVE_VM_NODUMP 0
# endif
#endif

/*
 * AVC_HAVE_VM_RESERVED - VM_RESERVED, removed in 3.7 (314e51b9851b "mm:
 * kill vma flag VM_RESERVED and mm->reserved_vm counter") [T:3.6], [T:3.10].
 * Without it: VM_RESERVED does not build on 3.7+, and before 3.7 the pages
 * of a remapped vma could be swapped out or merged.
 * No probe: the macro itself decides, which is what a probe would compile.
 */
#ifndef AVC_HAVE_VM_RESERVED
# if defined(VM_RESERVED)
#  define AVC_HAVE_VM_RESERVED 1
# else
#  define AVC_HAVE_VM_RESERVED 0
# endif
#endif

/*
 * AVC_HAVE_VM_FLAGS_SET - vm_flags_set()/vm_flags_clear(); from the same
 * release vma->vm_flags is const.  6.3 (bc292ab00f6c "mm: introduce
 * vma->vm_flags wrapper functions") [L:6.12] mm.h:884; inline functions,
 * no macro to test (enterprise backports: use the probe).
 * Without it: "vma->vm_flags |= ..." is an assignment to a read-only
 * member on 6.3+, and the wrappers do not exist before.
 */
#ifndef AVC_HAVE_VM_FLAGS_SET
# if AVC_KERNEL_GE(6, 3, 0)
#  define AVC_HAVE_VM_FLAGS_SET 1
# else
#  define AVC_HAVE_VM_FLAGS_SET 0
# endif
#endif

/* --- vmalloc mapping (docs/shims.md section "rvmalloc") ---------------- */

/*
 * AVC_NEED_PAGE_RESERVED - remap_page_range/remap_pfn_range silently skip
 * RAM pages that are not PageReserved.  Up to 2.6.14 [T:2.6.9], [T:2.6.12]
 * (mm/memory.c: "if (!pfn_valid(pfn) || PageReserved(...)) set_pte");
 * unconditional from 2.6.15 [T:2.6.18].  Without it nothing is mapped.
 * No probe: what changed is run-time behaviour (remap skipping unreserved
 * pages), which no compile test sees.
 */
#ifndef AVC_NEED_PAGE_RESERVED
# if AVC_KERNEL_GE(2, 6, 15)
#  define AVC_NEED_PAGE_RESERVED 0
# else
#  define AVC_NEED_PAGE_RESERVED 1
# endif
#endif

/*
 * AVC_HAVE_VM_INSERT_PAGE - vm_insert_page().  2.6.15 ([C] a145dd411eb2
 * "VM: add "vm_insert_page()" function", Linus Torvalds, in the shortlog
 * of the 2.6.15-rc4 announcement); [T:~2.6.15-rc] absent, [T:2.6.18]
 * present.
 * Without it: vmalloc buffers must be mapped with reserved pages and
 * remap_pfn_range (before 2.6.15), or the call does not build.
 */
#ifndef AVC_HAVE_VM_INSERT_PAGE
# if AVC_KERNEL_GE(2, 6, 15)
#  define AVC_HAVE_VM_INSERT_PAGE 1
# else
#  define AVC_HAVE_VM_INSERT_PAGE 0
# endif
#endif

/*
 * AVC_HAVE_REMAP_VMALLOC_RANGE - remap_vmalloc_range() and vmalloc_user()
 * (VM_USERMAP).  2.6.18 (bracket [T:~2.6.15-rc] absent, [T:2.6.18]
 * present).  vmalloc_user() is a macro only from 6.10 (alloc tagging), so
 * the version decides.
 * Without it: the strategy that checks the window against the area
 * (VM_USERMAP) is missing before 2.6.18, or not used after.
 */
#ifndef AVC_HAVE_REMAP_VMALLOC_RANGE
# if AVC_KERNEL_GE(2, 6, 18)
#  define AVC_HAVE_REMAP_VMALLOC_RANGE 1
# else
#  define AVC_HAVE_REMAP_VMALLOC_RANGE 0
# endif
#endif

/*
 * AVC_HAVE_VM_MAP_PAGES - vm_map_pages().  5.2 ([C] "mm: Introduce new
 * vm_map_pages() and vm_map_pages_zero() API", Apr 2019) [L:6.12] mm.h:3595.
 * Without it: the call does not build before 5.2; after, the per-page loop
 * is used where one call would do.
 */
#ifndef AVC_HAVE_VM_MAP_PAGES
# if AVC_KERNEL_GE(5, 2, 0)
#  define AVC_HAVE_VM_MAP_PAGES 1
# else
#  define AVC_HAVE_VM_MAP_PAGES 0
# endif
#endif

/*
 * AVC_HAVE_VM_INSERT_PAGES - batched vm_insert_pages().  Added in 5.7
 * ([C] 8cd3984d81d5 "mm/memory.c: add vm_insert_pages()": the 5.7.y
 * stable review of 20 July 2020, "[PATCH 5.7 239/244]", carries its fix
 * 7f70c2a68a51 "mm/memory.c: properly pte_offset_map_lock/unlock in
 * vm_insert_pages()", Fixes: 8cd3984d81d5, a pte_offset_map() without
 * pte_unmap()); [L:5.10] mm.h:2753, [L:6.12] mm.h:3593.  The key says
 * 5.8, the first release with that fix: one release late on purpose, so
 * a 5.7 kernel maps page by page, which works
 * (-DAVC_HAVE_VM_INSERT_PAGES=1 or the probe takes the call there).
 * Without it: the call does not build before 5.7; after, mapping a 64 MiB
 * buffer takes one page-table lock per page instead of per batch.
 */
#ifndef AVC_HAVE_VM_INSERT_PAGES
# if AVC_KERNEL_GE(5, 8, 0)
#  define AVC_HAVE_VM_INSERT_PAGES 1
# else
#  define AVC_HAVE_VM_INSERT_PAGES 0
# endif
#endif

/*
 * AVC_HAVE_VMALLOC_TO_PAGE - vmalloc_to_page().  2.4.19 ([X] alsa-driver
 * acore/memory.c keys on it); avcompat does not support older kernels.
 */
#if !AVC_KERNEL_GE(2, 4, 19)
# error "avcompat needs vmalloc_to_page(): Linux 2.4.19 or later"
#endif

/*
 * AVC_HAVE_KREF - <linux/kref.h> with kref_init(kref) and kref_put(kref,
 * release).  2.6.9 [T:2.6.9]: the header came in 2.6.5 with the release
 * function given to kref_init() instead (changed 2004-08-25, after 2.6.8),
 * and 2.4 has none [T:2.4.22].  Without it struct avc_rvbuf cannot be
 * built, so it exists from 2.6.9 on.
 * No probe: none written; only 2.6.5-2.6.8 have the two-argument
 * kref_init(): force -DAVC_HAVE_KREF=0 there.
 */
#ifndef AVC_HAVE_KREF
# if AVC_KERNEL_GE(2, 6, 9)
#  define AVC_HAVE_KREF 1
# else
#  define AVC_HAVE_KREF 0
# endif
#endif

/*
 * AVC_HAVE_CONST_VM_OPS - vma->vm_ops is a "const struct
 * vm_operations_struct *".  2.6.32 ([C] f0f37e2f7773 "const: mark struct
 * vm_struct_operations", Alexey Dobriyan, 27 Sep 2009: the patch on
 * linux-mm, its id in git blame of drivers/gpu/drm/ttm/ttm_bo_vm.c)
 * [T:2.6.29] not const, [T:2.6.32] const.  Without it: storing a const
 * table before it "discards const qualifier", fatal under -Werror.
 * No probe: none written; a wrong value is a const-qualifier warning on
 * 2.6.18-2.6.31 only: force -DAVC_HAVE_CONST_VM_OPS=0|1.
 */
#ifndef AVC_HAVE_CONST_VM_OPS
# if AVC_KERNEL_GE(2, 6, 32)
#  define AVC_HAVE_CONST_VM_OPS 1
# else
#  define AVC_HAVE_CONST_VM_OPS 0
# endif
#endif

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

/* --- mmap_prepare (docs/shims.md section "mmap_prepare") --------------- */

/*
 * AVC_HAVE_MMAP_ACTION - f_op->mmap_prepare(struct vm_area_desc *) with an
 * mmap action: mmap_action_remap(desc, start, pfn, size) and
 * mmap_action_ioremap() fill desc->action, which the core carries out once
 * the vma exists.  ->mmap_prepare alone came in 6.16 (c84bf6dd2b83 "mm:
 * introduce new .mmap_prepare() file callback"; [L:6.18] fs.h:2313 and
 * mm_types.h, a desc without an action); the action in 6.19 ("mm: add
 * ability to take further action in vm_area_desc", posted after
 * 6.18-rc1; its v5 already takes the desc, not the action), [L:7.3]
 * mm.h:4533.  Inline functions and an enum: no macro to test.
 * Without it: a desc without an action cannot remap anything, and
 * desc->action does not exist; with it wrongly off the driver only keeps
 * the deprecated ->mmap.
 */
#ifndef AVC_HAVE_MMAP_ACTION
# if AVC_KERNEL_GE(6, 19, 0)
#  define AVC_HAVE_MMAP_ACTION 1
# else
#  define AVC_HAVE_MMAP_ACTION 0
# endif
#endif

/*
 * AVC_HAVE_DESC_VMA_FLAGS - struct vm_area_desc holds "vma_flags_t
 * vma_flags", a bitmap whose first word is the legacy VM_* flags, instead
 * of "vm_flags_t vm_flags".  7.0 (5b4e14602d77 "mm: make vm_area_desc
 * utilise vma_flags_t only", with e435f38b3ef8 "mm: add mk_vma_flags()
 * bitmap flag macro helper"); [L:6.18] mm_types.h vm_flags, [L:7.3]
 * mm_types.h:898 vma_flags.  mk_vma_flags() is a macro from the same
 * series ([L:7.3] mm.h), tested first.
 * Without it: desc->vm_flags does not exist on 7.0+ and desc->vma_flags
 * does not exist before.
 */
#ifndef AVC_HAVE_DESC_VMA_FLAGS
# if defined(mk_vma_flags) || AVC_KERNEL_GE(7, 0, 0)
#  define AVC_HAVE_DESC_VMA_FLAGS 1
# else
#  define AVC_HAVE_DESC_VMA_FLAGS 0
# endif
#endif

/*
 * AVC_HAVE_MMAP_KERNEL_PAGES - the MAP_KERNEL_PAGES mmap action
 * (mmap_action_map_kernel_pages(desc, start, pages, nr)) and
 * vm_operations ->mapped(start, end, pgoff, file, &private), called once
 * the first vma of an mmap_prepare mapping exists; success_hook and
 * error_hook are gone.  [L:7.3] mm_types.h:822, mm.h:833 and :4624; the
 * 7.0 shape has neither (remap actions and the two hooks only).
 * mmap_action_map_kernel_pages() was posted on 12 March 2026 ([C]
 * "[PATCH 15/15] mm: add mmap_action_map_kernel_pages[_full]()", Lorenzo
 * Stoakes; v2 on 16 March) and carried in akpm's mm tree; the release
 * that merged it, 7.1, 7.2 or 7.3, is not known (docs/shims.md,
 * "Unverified"), so the version says 7.3: a 7.1 or 7.2 kernel that has
 * them needs the probe (scripts/probe), and without it builds the ->mmap
 * path, which still works.
 * Without it: a vmalloc buffer has no mmap action (there is no
 * remap_vmalloc_range action), and a driver that counts its mappings has
 * no hook that runs exactly once per new vma, so both keep ->mmap.
 */
#ifndef AVC_HAVE_MMAP_KERNEL_PAGES
# if AVC_HAVE_MMAP_ACTION && AVC_KERNEL_GE(7, 3, 0)
#  define AVC_HAVE_MMAP_KERNEL_PAGES 1
# else
#  define AVC_HAVE_MMAP_KERNEL_PAGES 0
# endif
#endif

/* --- uaccess (docs/shims.md section "uaccess") ------------------------- */

/*
 * AVC_COPY_USER_RETURNS_ERRNO - copy_{to,from}_user() return -errno on
 * failure instead of the number of bytes not copied.  Only the i386
 * 2.6.8.1-mm4 experiment did this (seed article; never merged), so it can
 * be set only explicitly.
 * Without it: none on mainline; on that -mm tree an errno would pass
 * through as a byte count.
 * No probe: a return convention is run-time behaviour; the key is explicit
 * only.
 */
#ifndef AVC_COPY_USER_RETURNS_ERRNO
# define AVC_COPY_USER_RETURNS_ERRNO 0
#endif

/*
 * AVC_HAVE_LINUX_UACCESS_H - <linux/uaccess.h> exists.  2.6.18: [X]
 * comedi's compat <linux/uaccess.h> includes <asm/uaccess.h> for "<
 * 2.6.18" and the kernel's header from 2.6.18 on, as another
 * out-of-tree kcompat header does ("<linux/uaccess.h> was added in kernel
 * version 2.6.18").  The commit that added it is not confirmed
 * (docs/shims.md, "Unverified").  From 4.x on copy_to_user() is declared
 * only there; before 2.6.18 only <asm/uaccess.h>.
 * Without it: copy_to_user() is undeclared on 4.x+, or the header is
 * missing on 2.6.17 and older.
 */
#ifndef AVC_HAVE_LINUX_UACCESS_H
# if AVC_KERNEL_GE(2, 6, 18)
#  define AVC_HAVE_LINUX_UACCESS_H 1
# else
#  define AVC_HAVE_LINUX_UACCESS_H 0
# endif
#endif

/* --- USB (compat/linux/usb.h) ------------------------------------------ */

/*
 * AVC_HAVE_USB_ALLOC_COHERENT - usb_alloc_coherent()/usb_free_coherent().
 * 2.6.34: the rename landed late in the 2.6.34-rc cycle, which kept
 * usb_buffer_alloc()/usb_buffer_free() as inline wrappers ("Compatible
 * macros while we switch over"); in-tree users were converted in 2.6.35
 * ([C] 997ea58eb92f "USB: rename usb_buffer_alloc() and usb_buffer_free()
 * users", Daniel Mack, 2010-04-12: the id in git blame of the
 * usb_alloc_coherent() calls of drivers/input/mouse/bcm5974.c, the
 * subject in ChangeLog-2.6.35), and the wrappers were gone by 3.3.
 * [T:2.6.32] old names only, [T:2.6.34-rc7] both, [T:3.3] new only.
 * Functions, no macro to test: the version decides unless
 * -DAVC_HAVE_USB_ALLOC_COHERENT=0|1 says otherwise (a vendor kernel with
 * the rename back-ported).  Without it: a driver written for 2.6.34+
 * (URB buffers for URB_NO_TRANSFER_DMA_MAP) does not build on older
 * kernels, and one written with usb_buffer_alloc() does not build on 3.3+.
 * Same arguments, same semantics: a plain rename.
 * No probe: none written; force -DAVC_HAVE_USB_ALLOC_COHERENT=0|1.
 */
#ifndef AVC_HAVE_USB_ALLOC_COHERENT
# if AVC_KERNEL_GE(2, 6, 34)
#  define AVC_HAVE_USB_ALLOC_COHERENT 1
# else
#  define AVC_HAVE_USB_ALLOC_COHERENT 0
# endif
#endif

#endif /* _AVCOMPAT_VERSION_H */
#endif /* !AVC_VERSION_BASE_ONLY */
