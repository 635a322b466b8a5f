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
 * Evidence tags ([T:x.y] header read in that release, [C] commit, [X]
 * out-of-tree code encoding the cutoff) refer to docs/shims.md, which lists
 * every key with what breaks without it.
 */
/*
 * Every avcompat header includes what it needs before its include guard.
 * With -I compat, <linux/mm.h> is compat/linux/mm.h, which includes
 * avcompat headers in turn; because a guard is only set once all of a
 * header's dependencies are complete, whichever header a driver includes
 * first, every definition is read after the ones it uses.
 */
#include <linux/version.h>
#include <linux/mm.h>

#ifndef _AVCOMPAT_VERSION_H
#define _AVCOMPAT_VERSION_H

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
 * every arch.  2.6.12 [T:2.6.11] absent, [T:2.6.12-rc2] present.  It is a
 * macro on most arches up to 6.x and on arches overriding it in 6.12.
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
 * ("generic: add phys_addr_t for holding physical addresses", 2008; not in
 * api-timeline.md: unconfirmed).  Before it avcompat uses u64.
 */
#ifndef AVC_HAVE_PHYS_ADDR_T
# if AVC_KERNEL_GE(2, 6, 28)
#  define AVC_HAVE_PHYS_ADDR_T 1
# else
#  define AVC_HAVE_PHYS_ADDR_T 0
# endif
#endif

/* --- uaccess (docs/shims.md section "uaccess") ------------------------- */

/*
 * AVC_COPY_USER_RETURNS_ERRNO - copy_{to,from}_user() return -errno on
 * failure instead of the number of bytes not copied.  Only the i386
 * 2.6.8.1-mm4 experiment did this (seed article; never merged), so it can
 * be set only explicitly.
 */
#ifndef AVC_COPY_USER_RETURNS_ERRNO
# define AVC_COPY_USER_RETURNS_ERRNO 0
#endif

/*
 * AVC_HAVE_LINUX_UACCESS_H - <linux/uaccess.h> exists.  2.6.18 (c22ce143d15e
 * added it; from memory, not in api-timeline.md: unconfirmed).  From 4.x on
 * copy_to_user() is declared only there; before 2.6.18 only <asm/uaccess.h>.
 */
#ifndef AVC_HAVE_LINUX_UACCESS_H
# if AVC_KERNEL_GE(2, 6, 18)
#  define AVC_HAVE_LINUX_UACCESS_H 1
# else
#  define AVC_HAVE_LINUX_UACCESS_H 0
# endif
#endif

#endif /* _AVCOMPAT_VERSION_H */
