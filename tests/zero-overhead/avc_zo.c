// SPDX-License-Identifier: GPL-2.0
/*
 * avc_zo.c - zero-overhead check.  Each avc_zo_avc_X() has a twin
 * avc_zo_raw_X() written the way a careful driver calls the kernel
 * directly; tests/zero-overhead/compare builds this file with the kernel's
 * own flags and requires each pair to disassemble to the same
 * instructions.  avc_zo_bare_remap() (no argument checks) is measured
 * against avc_zo_avc_remap(): that difference, the price of the checks
 * avcompat adds on every era, is reported, not required to be zero; so is
 * the difference to avc_zo_flat_remap(), the checks as early returns.
 */
#include <linux/module.h>
#include <linux/mm.h>
#include <linux/vmalloc.h>
#include <avcompat/avcompat.h>

/* The type: constructing and unwrapping an avc_pfn_t costs nothing. */
static noinline __used unsigned long avc_zo_avc_vmalloc_pfn(const void *addr)
{
	return avc_pfn_val(avc_vmalloc_to_pfn(addr));
}

static noinline __used unsigned long avc_zo_raw_vmalloc_pfn(const void *addr)
{
	return vmalloc_to_pfn(addr);
}

static noinline __used unsigned long avc_zo_avc_virt_pfn(const void *addr)
{
	return avc_pfn_val(avc_virt_to_pfn(addr));
}

static noinline __used unsigned long avc_zo_raw_virt_pfn(const void *addr)
{
	return __pa(addr) >> PAGE_SHIFT;
}

/* The remap: avcompat against the same checks written by hand. */
static noinline __used int
avc_zo_avc_remap(struct vm_area_struct *vma, unsigned long addr,
		 unsigned long pfn, unsigned long size, pgprot_t prot)
{
	return avc_remap_pfn_range(vma, addr, avc_pfn_from_raw(pfn), size,
				   prot);
}

/*
 * The checks as a careful driver writes them: in a helper of its own that
 * returns 0 or an errno, which the caller passes on.  The shape matters on
 * some arches: with the same checks spelt out as early returns in the
 * caller (avc_zo_flat_remap() below), gcc on arm64 and sparc64 orders the
 * compares and branches differently (same size, reordered blocks), and
 * that is the C's shape, not avcompat's doing.
 */
static __always_inline int
avc_zo_check(struct vm_area_struct *vma, unsigned long addr,
	     unsigned long pfn, unsigned long size)
{
	unsigned long end = addr + size;

	if (unlikely((addr | size) & ~PAGE_MASK))
		return -EINVAL;
	if (unlikely(!size || end < addr))
		return -EINVAL;
	if (unlikely(addr < vma->vm_start || end > vma->vm_end))
		return -EINVAL;
	if (unlikely(pfn + ((size - 1) >> PAGE_SHIFT) < pfn))
		return -EINVAL;
	return 0;
}

static noinline __used int
avc_zo_raw_remap(struct vm_area_struct *vma, unsigned long addr,
		 unsigned long pfn, unsigned long size, pgprot_t prot)
{
	int ret = avc_zo_check(vma, addr, pfn, size);

	if (ret)
		return ret;
	return remap_pfn_range(vma, addr, pfn, size, prot);
}

static noinline __used int
avc_zo_avc_io_remap(struct vm_area_struct *vma, unsigned long addr,
		    unsigned long pfn, unsigned long size, pgprot_t prot)
{
	return avc_io_remap_pfn_range(vma, addr, avc_pfn_from_raw(pfn), size,
				      prot);
}

static noinline __used int
avc_zo_raw_io_remap(struct vm_area_struct *vma, unsigned long addr,
		    unsigned long pfn, unsigned long size, pgprot_t prot)
{
	int ret = avc_zo_check(vma, addr, pfn, size);

	if (ret)
		return ret;
	return io_remap_pfn_range(vma, addr, pfn, size, prot);
}

/* The checks as early returns in the caller: only measured. */
static noinline __used int
avc_zo_flat_remap(struct vm_area_struct *vma, unsigned long addr,
		  unsigned long pfn, unsigned long size, pgprot_t prot)
{
	unsigned long end = addr + size;

	if (unlikely((addr | size) & ~PAGE_MASK))
		return -EINVAL;
	if (unlikely(!size || end < addr))
		return -EINVAL;
	if (unlikely(addr < vma->vm_start || end > vma->vm_end))
		return -EINVAL;
	if (unlikely(pfn + ((size - 1) >> PAGE_SHIFT) < pfn))
		return -EINVAL;
	return remap_pfn_range(vma, addr, pfn, size, prot);
}

/* The same call with no checks at all: only measured. */
static noinline __used int
avc_zo_bare_remap(struct vm_area_struct *vma, unsigned long addr,
		  unsigned long pfn, unsigned long size, pgprot_t prot)
{
	return remap_pfn_range(vma, addr, pfn, size, prot);
}

static noinline __used int
avc_zo_avc_copy(void __user *to, const void *from, unsigned long n)
{
	return avc_copy_to_user(to, from, n);
}

static noinline __used int
avc_zo_raw_copy(void __user *to, const void *from, unsigned long n)
{
	if (copy_to_user(to, from, n))
		return -EFAULT;
	return 0;
}

MODULE_DESCRIPTION("avcompat zero-overhead check");
MODULE_LICENSE("GPL");
