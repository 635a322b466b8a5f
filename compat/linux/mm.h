/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Today's <linux/mm.h> remap API on older kernels.
 *
 * Driver code written for a current kernel uses remap_pfn_range(),
 * io_remap_pfn_range() and vmalloc_to_pfn(); this header supplies them
 * where the kernel lacks them, on top of avcompat's checked helpers.
 * Enable with: ccflags-y += -I$(AVCOMPAT)/compat -I$(AVCOMPAT)/include
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

#include <avcompat/mmap.h>

#endif /* _AVC_COMPAT_LINUX_MM_H */
