/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - map page frames into user space, right on every kernel.
 *
 * avc_remap_pfn_range() and avc_io_remap_pfn_range() take an avc_pfn_t and
 * call whatever the kernel has: remap_pfn_range() (2.6.10+), the
 * physical-address remap_page_range() with (2.5.3+) or without (2.4) the
 * vma, and for I/O memory io_remap_pfn_range() (2.6.12+) or the 5/6
 * argument io_remap_page_range() of older kernels, including sparc's
 * I/O-space argument.  Every era gets the same argument checks, so a bad
 * request fails the same way everywhere and nothing is ever half mapped.
 */
/* Before the guard: see the comment in <avcompat/version.h>. */
#include <avcompat/version.h>
#include <avcompat/pfn.h>
#include <linux/errno.h>
#include <linux/kernel.h>
#include <linux/mm.h>

#ifndef _AVCOMPAT_MMAP_H
#define _AVCOMPAT_MMAP_H

#if AVC_ARCH_SPARC
/* The I/O space is carried in the pfn's top four bits (MK_IOSPACE_PFN). */
#define AVC_IOSPACE_SHIFT	(BITS_PER_LONG - 4)
#define AVC_IOSPACE_PFN_MASK	((1UL << AVC_IOSPACE_SHIFT) - 1)
#endif

/**
 * avc_remap_check() - the argument checks of the avc remap helpers
 * @vma: the user mapping being filled
 * @addr: user address of the first page to map
 * @pfn: first frame to map
 * @size: bytes to map
 *
 * Return: 0, or -EINVAL if @addr or @size is not page aligned, @size is
 * zero, [@addr, @addr + @size) wraps or leaves @vma, or the frame range
 * wraps around.
 */
static __always_inline int avc_remap_check(struct vm_area_struct *vma,
					   unsigned long addr, avc_pfn_t pfn,
					   unsigned long size)
{
	unsigned long end = addr + size;

	if (unlikely((addr | size) & ~PAGE_MASK))
		return -EINVAL;
	if (unlikely(!size || end < addr))
		return -EINVAL;
	if (unlikely(addr < vma->vm_start || end > vma->vm_end))
		return -EINVAL;
	if (unlikely(pfn.val + ((size - 1) >> PAGE_SHIFT) < pfn.val))
		return -EINVAL;
	return 0;
}

/**
 * avc_phys_fits() - does a frame range have an unsigned long address?
 * @pfn: first frame
 * @size: bytes, non-zero and page aligned
 *
 * Kernels before 2.6.10 take the physical address as unsigned long, which
 * cannot hold addresses above 4 GiB on 32-bit kernels.
 *
 * Return: 0, or -EOVERFLOW if the last byte's address does not fit.
 */
static __always_inline int avc_phys_fits(avc_pfn_t pfn, unsigned long size)
{
	unsigned long last = pfn.val + ((size - 1) >> PAGE_SHIFT);

	return last <= (~0UL >> PAGE_SHIFT) ? 0 : -EOVERFLOW;
}

/**
 * avc_remap_pfn_range() - map physical frames into a user vma
 * @vma: the user mapping being filled (normally in a driver's ->mmap)
 * @addr: user address to map at; page aligned, inside @vma
 * @pfn: first frame, from avc_phys_to_pfn(), avc_virt_to_pfn(), ...
 * @size: bytes to map; page aligned, non-zero, within @vma
 * @prot: page protection, normally @vma->vm_page_prot
 *
 * remap_pfn_range() on 2.6.10 and later; remap_page_range() with the
 * physical address before (with the vma from 2.5.3, without on 2.4).
 *
 * Return: 0 on success; -EINVAL for bad arguments (see avc_remap_check()),
 * -EOVERFLOW where the kernel takes an unsigned long physical address that
 * cannot hold the frame's, or the kernel's error (-ENOMEM, -EAGAIN, ...).
 */
static __always_inline int avc_remap_pfn_range(struct vm_area_struct *vma,
					       unsigned long addr,
					       avc_pfn_t pfn,
					       unsigned long size,
					       pgprot_t prot)
{
	int ret = avc_remap_check(vma, addr, pfn, size);

	if (ret)
		return ret;
#if AVC_HAVE_REMAP_PFN_RANGE
	return remap_pfn_range(vma, addr, pfn.val, size, prot);
#else
	ret = avc_phys_fits(pfn, size);
	if (ret)
		return ret;
# if AVC_HAVE_REMAP_VMA
	return remap_page_range(vma, addr, pfn.val << PAGE_SHIFT, size, prot);
# else
	return remap_page_range(addr, pfn.val << PAGE_SHIFT, size, prot);
# endif
#endif
}

/**
 * avc_io_pfn() - frame number of a frame in a sparc I/O space
 * @space: the I/O space: bits 32 and up of the physical address
 * @pfn: frame number of the address within the space
 *
 * sparc's io_remap_page_range() took the space as a 6th argument; since
 * 2.6.12 it travels in the pfn's top four bits (MK_IOSPACE_PFN()).  On
 * other arches there are no I/O spaces and @space simply supplies the
 * physical address bits 32 and up, so one call is right everywhere.
 *
 * Return: the frame number to pass to avc_io_remap_pfn_range().
 */
static __always_inline avc_pfn_t avc_io_pfn(unsigned int space, avc_pfn_t pfn)
{
#if AVC_ARCH_SPARC
	return avc_pfn_from_raw(pfn.val |
				((unsigned long)space << AVC_IOSPACE_SHIFT));
#else
	return avc_pfn_add(pfn, (unsigned long)((u64)space << (32 - PAGE_SHIFT)));
#endif
}

/**
 * avc_io_remap_pfn_range() - map device (I/O) frames into a user vma
 * @vma: the user mapping being filled
 * @addr: user address to map at; page aligned, inside @vma
 * @pfn: first frame; on sparc build it with avc_io_pfn()
 * @size: bytes to map; page aligned, non-zero, within @vma
 * @prot: page protection (sparc32 before 2.6.12 ignores it)
 *
 * io_remap_pfn_range() on 2.6.12 and later.  Before: io_remap_page_range()
 * with the physical address, and on sparc the I/O space split out of @pfn
 * into its extra argument (6 arguments on 2.6, 5 without the vma on 2.4).
 *
 * Return: 0 on success; -EINVAL for bad arguments (see avc_remap_check()),
 * -EOVERFLOW where the physical address does not fit the old API's
 * unsigned long, or the kernel's error.
 */
static __always_inline int avc_io_remap_pfn_range(struct vm_area_struct *vma,
						  unsigned long addr,
						  avc_pfn_t pfn,
						  unsigned long size,
						  pgprot_t prot)
{
	int ret = avc_remap_check(vma, addr, pfn, size);

	if (ret)
		return ret;
#if AVC_HAVE_IO_REMAP_PFN_RANGE
	return io_remap_pfn_range(vma, addr, pfn.val, size, prot);
#elif AVC_ARCH_SPARC
	{
		avc_pfn_t off = avc_pfn_from_raw(pfn.val & AVC_IOSPACE_PFN_MASK);
		int space = (int)(pfn.val >> AVC_IOSPACE_SHIFT);

		ret = avc_phys_fits(off, size);
		if (ret)
			return ret;
# if AVC_HAVE_REMAP_VMA
		return io_remap_page_range(vma, addr, off.val << PAGE_SHIFT,
					   size, prot, space);
# else
		return io_remap_page_range(addr, off.val << PAGE_SHIFT, size,
					   prot, space);
# endif
	}
#else
	ret = avc_phys_fits(pfn, size);
	if (ret)
		return ret;
# if AVC_HAVE_REMAP_VMA
	return io_remap_page_range(vma, addr, pfn.val << PAGE_SHIFT, size, prot);
# else
	return io_remap_page_range(addr, pfn.val << PAGE_SHIFT, size, prot);
# endif
#endif
}

#endif /* _AVCOMPAT_MMAP_H */
