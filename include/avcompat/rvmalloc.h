/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - vmalloc'ed buffers that user space can map.
 *
 * Camera and sound drivers allocate frame or sample buffers with vmalloc
 * and map windows of them into user space.  The seed patch deleted nine
 * private copies of the helpers (rvmalloc, rvfree, kvirt_to_pa) that did
 * this; here they are once, right on every era:
 *
 *  - avc_rvmalloc() returns zeroed, page-rounded memory that every mapping
 *    primitive of the running kernel accepts (vmalloc_user() for
 *    remap_vmalloc_range(), reserved pages where remap skipped others);
 *  - avc_rvmmap() maps the window [vm_pgoff, vm_pgoff + len) of it, with
 *    bounds checked before anything is mapped, through the best primitive
 *    the kernel has, or a forced one for tests and benchmarks.
 */
/* Before the guard: see the comment in <avcompat/version.h>. */
#include <avcompat/version.h>
#include <avcompat/pfn.h>
#include <avcompat/mmap.h>
#include <avcompat/vma.h>
#include <linux/errno.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/vmalloc.h>

#ifndef _AVCOMPAT_RVMALLOC_H
#define _AVCOMPAT_RVMALLOC_H

/**
 * enum avc_rvmmap_strategy - how avc_rvmmap_strategy() maps the pages
 * @AVC_RVMMAP_AUTO: the best the kernel has (see avc_rvmmap())
 * @AVC_RVMMAP_REMAP_PFN: one remap_pfn_range() per page (the seed drivers'
 *	loop; needs reserved pages before 2.6.15)
 * @AVC_RVMMAP_INSERT_PAGE: one vm_insert_page() per page (2.6.15+)
 * @AVC_RVMMAP_VMALLOC_RANGE: remap_vmalloc_range() (2.6.18+)
 * @AVC_RVMMAP_MAP_PAGES: vm_map_pages() over a page array (5.2+)
 * @AVC_RVMMAP_INSERT_PAGES: batched vm_insert_pages() (5.8+)
 * @AVC_RVMMAP_NR: number of strategies
 */
enum avc_rvmmap_strategy {
	AVC_RVMMAP_AUTO,
	AVC_RVMMAP_REMAP_PFN,
	AVC_RVMMAP_INSERT_PAGE,
	AVC_RVMMAP_VMALLOC_RANGE,
	AVC_RVMMAP_MAP_PAGES,
	AVC_RVMMAP_INSERT_PAGES,
	AVC_RVMMAP_NR,
};

/**
 * __avc_rvmalloc_size_ok() - may a buffer of this size be allocated?
 * @size: bytes, before the rounding up to whole pages
 *
 * The size guard of the vmalloc'ed buffers, avc_rvmalloc() and the PCM
 * helpers' vmalloc_32_user() (<avcompat/pcm.h>) alike: 0 is no buffer, and
 * a size above ~0UL - PAGE_SIZE wraps to 0 in PAGE_ALIGN() or rounds up to
 * the address space's last page, which no allocation can have; both are
 * refused before vmalloc is asked (it would warn).
 *
 * Return: 1 if @size is neither 0 nor above ~0UL - PAGE_SIZE, else 0.
 */
static inline int __avc_rvmalloc_size_ok(unsigned long size)
{
	return size && size <= ~0UL - PAGE_SIZE;
}

/**
 * avc_rvmalloc() - allocate a zeroed buffer that can be mapped to user space
 * @size: bytes; rounded up to whole pages
 *
 * vmalloc_user() from 2.6.18 (zeroed, VM_USERMAP for remap_vmalloc_range());
 * before, vmalloc_32() cleared by hand, with every page marked reserved on
 * kernels up to 2.6.14, whose remap skipped unreserved RAM.  No stale kernel
 * data can reach user space through it.
 *
 * Return: the buffer, or NULL if @size is 0, overflows or memory is short.
 */
static inline void *avc_rvmalloc(unsigned long size)
{
	void *mem;

	if (!__avc_rvmalloc_size_ok(size))
		return NULL;
	size = PAGE_ALIGN(size);
#if AVC_HAVE_REMAP_VMALLOC_RANGE
	mem = vmalloc_user(size);
#else
	mem = vmalloc_32(size);
	if (!mem)
		return NULL;
	memset(mem, 0, size);
# if AVC_NEED_PAGE_RESERVED
	{
		unsigned long off;

		for (off = 0; off < size; off += PAGE_SIZE)
			SetPageReserved(vmalloc_to_page((char *)mem + off));
	}
# endif
#endif
	return mem;
}

/**
 * avc_rvfree() - free a buffer from avc_rvmalloc()
 * @mem: the buffer, or NULL
 * @size: the size it was allocated with
 *
 * Clears the reserved bits first where avc_rvmalloc() set them.
 */
static inline void avc_rvfree(void *mem, unsigned long size)
{
	if (!mem)
		return;
#if AVC_NEED_PAGE_RESERVED
	{
		unsigned long off;

		size = PAGE_ALIGN(size);
		for (off = 0; off < size; off += PAGE_SIZE)
			ClearPageReserved(vmalloc_to_page((char *)mem + off));
	}
#endif
	vfree(mem);
}

/**
 * avc_rvmalloc_to_pfn() - frame number behind an offset of an rvmalloc buffer
 * @mem: the buffer
 * @offset: byte offset into it
 *
 * The typed replacement for the drivers' kvirt_to_pa() >> PAGE_SHIFT.
 *
 * Return: the frame that holds byte @offset of @mem.
 */
static inline avc_pfn_t avc_rvmalloc_to_pfn(const void *mem,
					    unsigned long offset)
{
	return avc_vmalloc_to_pfn((const char *)mem + offset);
}

/**
 * avc_pages_window() - does a window of pages lie inside a buffer?
 * @npages: pages in the buffer
 * @first: first page of the window
 * @count: pages in the window
 *
 * The one copy of the window rule, for a vma (avc_rvmmap_window_at()) and
 * for an ->mmap_prepare request (avc_mmap_window_at()): checked without a
 * sum that can wrap, so an overflowing offset is refused too.
 *
 * Return: 0 if [@first, @first + @count) is a non-empty window inside the
 * buffer, else -EINVAL.
 */
static inline int avc_pages_window(unsigned long npages, unsigned long first,
				   unsigned long count)
{
	if (!count || first >= npages || count > npages - first)
		return -EINVAL;
	return 0;
}

/**
 * avc_rvmmap_window_at() - check a window of a buffer against a vma
 * @vma: the mapping requested by user space
 * @size: the buffer's size (page aligned)
 * @first: the buffer page the mapping starts at
 *
 * Return: 0 if [@first, @first + len) lies inside the buffer, else
 * -EINVAL (also for offsets whose byte value would overflow).
 */
static inline int avc_rvmmap_window_at(struct vm_area_struct *vma,
				       unsigned long size, unsigned long first)
{
	return avc_pages_window(PAGE_ALIGN(size) >> PAGE_SHIFT, first,
				(vma->vm_end - vma->vm_start) >> PAGE_SHIFT);
}

/**
 * avc_rvmmap_window() - check a vma's window against a buffer
 * @vma: the mapping requested by user space
 * @size: the buffer's size (page aligned)
 *
 * Return: 0 if [vm_pgoff, vm_pgoff + len) lies inside the buffer, else
 * -EINVAL (also for offsets whose byte value would overflow).
 */
static inline int avc_rvmmap_window(struct vm_area_struct *vma,
				    unsigned long size)
{
	return avc_rvmmap_window_at(vma, size, vma->vm_pgoff);
}

/**
 * avc_rvmmap_pages() - page array of a window, for the array primitives
 * @mem: the buffer
 * @first: first page of the window
 * @n: pages in the window
 *
 * Return: a kvmalloc'ed array the caller frees with kvfree(), or NULL.
 */
static inline struct page **avc_rvmmap_pages(void *mem, unsigned long first,
					     unsigned long n)
{
#if AVC_HAVE_VM_MAP_PAGES
	struct page **pages = kvmalloc_array(n, sizeof(*pages), GFP_KERNEL);
	unsigned long i;

	if (!pages)
		return NULL;
	for (i = 0; i < n; i++)
		pages[i] = vmalloc_to_page((char *)mem + ((first + i) << PAGE_SHIFT));
	return pages;
#else
	return NULL;
#endif
}

/**
 * avc_rvmmap_strategy_at() - map a window of an rvmalloc buffer, chosen way
 * @vma: the mapping requested by user space (in the driver's ->mmap)
 * @mem: a buffer from avc_rvmalloc()
 * @size: its size
 * @first: the buffer page that appears at vma->vm_start (avc_rvmmap() and
 *	avc_rvmmap_strategy() pass vma->vm_pgoff; a driver whose offset means
 *	something else, e.g. a buffer index, passes its own)
 * @strategy: the primitive to use, or %AVC_RVMMAP_AUTO
 *
 * Checks everything before mapping anything: the window must lie inside
 * the buffer, and a private mapping must not be writable (writes would go
 * to private copies the driver never sees; VM_MAYWRITE is cleared so
 * mprotect() cannot change that).  Sets AVC_VM_DRIVER_FLAGS, so mremap()
 * cannot grow the mapping and core dumps leave it out.
 *
 * Return: 0; -EINVAL for a window outside the buffer or a writable private
 * mapping; -EOPNOTSUPP if @strategy does not exist on this kernel (or
 * needs a vmalloc_user() buffer this kernel cannot give); -ENOMEM; or the
 * kernel's error.
 */
static inline int avc_rvmmap_strategy_at(struct vm_area_struct *vma,
					 void *mem, unsigned long size,
					 unsigned long first,
					 enum avc_rvmmap_strategy strategy)
{
	unsigned long len = vma->vm_end - vma->vm_start;
	unsigned long n = len >> PAGE_SHIFT;
	unsigned long i;
	int ret;

	ret = avc_rvmmap_window_at(vma, size, first);
	if (ret)
		return ret;
	if (!(vma->vm_flags & VM_SHARED)) {
		if (vma->vm_flags & VM_WRITE)
			return -EINVAL;
		avc_vm_flags_clear(vma, VM_MAYWRITE);
	}
	if (strategy == AVC_RVMMAP_AUTO)
		strategy = AVC_HAVE_VM_INSERT_PAGES ? AVC_RVMMAP_INSERT_PAGES :
			   AVC_HAVE_REMAP_VMALLOC_RANGE ? AVC_RVMMAP_VMALLOC_RANGE :
			   AVC_HAVE_VM_INSERT_PAGE ? AVC_RVMMAP_INSERT_PAGE :
			   AVC_RVMMAP_REMAP_PFN;
	/* vm_map_pages() maps from vm_pgoff: another start takes the batch */
	if (strategy == AVC_RVMMAP_MAP_PAGES && first != vma->vm_pgoff)
		strategy = AVC_HAVE_VM_INSERT_PAGES ? AVC_RVMMAP_INSERT_PAGES :
			   AVC_RVMMAP_INSERT_PAGE;
	avc_vm_flags_set(vma, AVC_VM_DRIVER_FLAGS);

	switch (strategy) {
	case AVC_RVMMAP_REMAP_PFN:
		for (i = 0; i < n; i++) {
			unsigned long uaddr = vma->vm_start + (i << PAGE_SHIFT);
			unsigned long off = (first + i) << PAGE_SHIFT;

			ret = avc_remap_pfn_range(vma, uaddr,
						  avc_rvmalloc_to_pfn(mem, off),
						  PAGE_SIZE, vma->vm_page_prot);
			if (ret)
				return ret;
		}
		return 0;
#if AVC_HAVE_VM_INSERT_PAGE
	case AVC_RVMMAP_INSERT_PAGE:
		for (i = 0; i < n; i++) {
			unsigned long uaddr = vma->vm_start + (i << PAGE_SHIFT);
			unsigned long off = (first + i) << PAGE_SHIFT;

			ret = vm_insert_page(vma, uaddr,
					     vmalloc_to_page((char *)mem + off));
			if (ret)
				return ret;
		}
		return 0;
#endif
#if AVC_HAVE_REMAP_VMALLOC_RANGE
	case AVC_RVMMAP_VMALLOC_RANGE:
		return remap_vmalloc_range(vma, mem, first);
#endif
#if AVC_HAVE_VM_MAP_PAGES
	case AVC_RVMMAP_MAP_PAGES: {
		/* whole buffer: vm_map_pages() applies vm_pgoff itself */
		unsigned long npages = PAGE_ALIGN(size) >> PAGE_SHIFT;
		struct page **pages = avc_rvmmap_pages(mem, 0, npages);

		if (!pages)
			return -ENOMEM;
		ret = vm_map_pages(vma, pages, npages);
		kvfree(pages);
		return ret;
	}
#endif
#if AVC_HAVE_VM_INSERT_PAGES
	case AVC_RVMMAP_INSERT_PAGES: {
		struct page **pages = avc_rvmmap_pages(mem, first, n);
		unsigned long left = n;

		if (!pages)
			return -ENOMEM;
		ret = vm_insert_pages(vma, vma->vm_start, pages, &left);
		kvfree(pages);
		return ret ? ret : (left ? -EFAULT : 0);
	}
#endif
	default:
		return -EOPNOTSUPP;
	}
}

/**
 * avc_rvmmap_strategy() - map the window [vm_pgoff, +len) of a buffer
 * @vma: the mapping requested by user space (in the driver's ->mmap)
 * @mem: a buffer from avc_rvmalloc()
 * @size: its size
 * @strategy: the primitive to use, or %AVC_RVMMAP_AUTO
 *
 * avc_rvmmap_strategy_at() from vma->vm_pgoff.
 *
 * Return: as avc_rvmmap_strategy_at().
 */
static inline int avc_rvmmap_strategy(struct vm_area_struct *vma, void *mem,
				      unsigned long size,
				      enum avc_rvmmap_strategy strategy)
{
	return avc_rvmmap_strategy_at(vma, mem, size, vma->vm_pgoff, strategy);
}

/**
 * avc_rvmmap_at() - map a buffer from a given page at the vma's start
 * @vma: the mapping requested by user space (in the driver's ->mmap)
 * @mem: a buffer from avc_rvmalloc()
 * @size: its size
 * @first: the buffer page that appears at vma->vm_start
 *
 * For drivers whose mmap offset is not a page offset into this buffer
 * (a buffer index, a cookie): the same checks and primitives as
 * avc_rvmmap(), with the window [@first, @first + len).
 *
 * Return: as avc_rvmmap().
 */
static inline int avc_rvmmap_at(struct vm_area_struct *vma, void *mem,
				unsigned long size, unsigned long first)
{
	return avc_rvmmap_strategy_at(vma, mem, size, first, AVC_RVMMAP_AUTO);
}

/**
 * avc_rvmmap() - map a window of an rvmalloc buffer into user space
 * @vma: the mapping requested by user space (in the driver's ->mmap)
 * @mem: a buffer from avc_rvmalloc()
 * @size: its size
 *
 * Maps [vm_pgoff, vm_pgoff + len) of @mem with the best primitive of the
 * running kernel: batched vm_insert_pages() (5.8+; the fastest in bench/,
 * which takes the page table lock once per table, not once per page), else
 * remap_vmalloc_range() (2.6.18+), else vm_insert_page() per page
 * (2.6.15+), else remap_pfn_range() per page over reserved pages.
 * See avc_rvmmap_strategy() for the checks.
 *
 * Return: 0, -EINVAL for a bad window or a writable private mapping, or the
 * kernel's error.
 */
static inline int avc_rvmmap(struct vm_area_struct *vma, void *mem,
			     unsigned long size)
{
	return avc_rvmmap_strategy(vma, mem, size, AVC_RVMMAP_AUTO);
}

#endif /* _AVCOMPAT_RVMALLOC_H */
