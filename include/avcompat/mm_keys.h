/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - memory keys: the architecture, remapping, pfn and page helpers,
 * vma flags and vmalloc mapping.
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

#ifndef _AVCOMPAT_MM_KEYS_H
#define _AVCOMPAT_MM_KEYS_H

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

#endif /* _AVCOMPAT_MM_KEYS_H */
