/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - a page frame number type the compiler can tell apart.
 *
 * remap_page_range() took a physical address, remap_pfn_range() (2.6.10)
 * takes a page frame number, and both are "unsigned long": an unconverted
 * caller compiles and maps frame 0x12345000 instead of 0x12345.  avc_pfn_t
 * is a one-member struct, so passing a phys_addr_t, an address or any
 * integer where a frame number is expected is a compile error.  Build one
 * with the constructor that says where the number comes from.
 *
 * The struct is passed in a register and every helper is __always_inline:
 * the type costs no code (tests/zero-overhead checks the disassembly).
 */
/* Before the guard: see the comment in <avcompat/version.h>. */
#include <avcompat/version.h>
#include <linux/types.h>
#include <linux/mm.h>
#include <asm/page.h>
#include <asm/io.h>

#ifndef _AVCOMPAT_PFN_H
#define _AVCOMPAT_PFN_H

/**
 * typedef avc_pfn_t - a page frame number, distinct from every integer type
 * @val: the raw frame number; read it with avc_pfn_val()
 */
typedef struct {
	unsigned long val;
} avc_pfn_t;

#if AVC_HAVE_PHYS_ADDR_T
/**
 * typedef avc_phys_t - a physical address wide enough for the platform
 *
 * phys_addr_t from 2.6.28, u64 before (a physical address can exceed
 * unsigned long on 32-bit PAE, LPAE and sparc32's 36-bit I/O space).
 */
typedef phys_addr_t avc_phys_t;
#else
typedef u64 avc_phys_t;
#endif

/**
 * avc_pfn_from_raw() - wrap a frame number that is already a pfn
 * @pfn: a page frame number (not an address)
 *
 * The explicit escape hatch, for numbers that really are frame numbers,
 * e.g. a vma's vm_pgoff under the /dev/mem convention.
 *
 * Return: @pfn as an avc_pfn_t.
 */
static __always_inline avc_pfn_t avc_pfn_from_raw(unsigned long pfn)
{
	avc_pfn_t p = { .val = pfn };

	return p;
}

/**
 * avc_pfn_val() - the raw frame number of an avc_pfn_t
 * @pfn: the frame number
 *
 * Return: the frame number as the kernel's remap_pfn_range() takes it.
 */
static __always_inline unsigned long avc_pfn_val(avc_pfn_t pfn)
{
	return pfn.val;
}

/**
 * avc_phys_to_pfn() - frame number of a physical address
 * @phys: a physical address; the offset inside the page is dropped
 *
 * Return: the frame that contains @phys.
 */
static __always_inline avc_pfn_t avc_phys_to_pfn(avc_phys_t phys)
{
	return avc_pfn_from_raw((unsigned long)(phys >> PAGE_SHIFT));
}

/**
 * avc_pfn_to_phys() - physical address of the start of a frame
 * @pfn: the frame number
 *
 * Computed in avc_phys_t, so frames above 4 GiB are not truncated on
 * 32-bit kernels.
 *
 * Return: the physical address of the first byte of @pfn.
 */
static __always_inline avc_phys_t avc_pfn_to_phys(avc_pfn_t pfn)
{
	return (avc_phys_t)pfn.val << PAGE_SHIFT;
}

/**
 * avc_pfn_add() - the frame @n frames after @pfn
 * @pfn: the base frame number
 * @n: how many frames to advance
 *
 * Return: @pfn + @n.
 */
static __always_inline avc_pfn_t avc_pfn_add(avc_pfn_t pfn, unsigned long n)
{
	return avc_pfn_from_raw(pfn.val + n);
}

/**
 * avc_virt_to_pfn() - frame number of a direct-mapped kernel address
 * @addr: an address from kmalloc(), __get_free_pages() or other lowmem;
 *	never vmalloc or highmem (use avc_vmalloc_to_pfn())
 *
 * The old drivers' __pa(buf) >> PAGE_SHIFT, typed.
 *
 * Return: the frame that backs @addr.
 */
static __always_inline avc_pfn_t avc_virt_to_pfn(const void *addr)
{
	return avc_phys_to_pfn(__pa(addr));
}

/**
 * avc_page_to_pfn() - frame number of a struct page
 * @page: the page
 *
 * page_to_pfn() from 2.6.0; on 2.4 through page_to_phys().
 *
 * Return: the frame number of @page.
 */
static __always_inline avc_pfn_t avc_page_to_pfn(struct page *page)
{
#if AVC_HAVE_PAGE_TO_PFN
	return avc_pfn_from_raw(page_to_pfn(page));
#else
	return avc_phys_to_pfn(page_to_phys(page));
#endif
}

/**
 * avc_vmalloc_to_pfn() - frame number behind a vmalloc() address
 * @addr: an address inside a vmalloc()ed area
 *
 * This replaces the drivers' private kvirt_to_pa(): vmalloc_to_pfn() from
 * 2.6.10, page_to_pfn(vmalloc_to_page()) before (2.4.19 and later).
 *
 * Return: the frame that backs @addr.
 */
static __always_inline avc_pfn_t avc_vmalloc_to_pfn(const void *addr)
{
#if AVC_HAVE_VMALLOC_TO_PFN && AVC_HAVE_CONST_VMALLOC_TO
	return avc_pfn_from_raw(vmalloc_to_pfn(addr));
#elif AVC_HAVE_VMALLOC_TO_PFN
	return avc_pfn_from_raw(vmalloc_to_pfn((void *)addr));
#else
	return avc_page_to_pfn(vmalloc_to_page((void *)addr));
#endif
}

#endif /* _AVCOMPAT_PFN_H */
