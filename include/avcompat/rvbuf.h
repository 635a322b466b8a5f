/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - a refcounted, mappable vmalloc buffer.
 *
 * A driver buffer mapped into user space must live as long as any mapping
 * of it: after the file is closed (a vma keeps the file, but not the
 * driver's per-device state), after fork(), after a partial munmap() that
 * splits the vma, and after a USB device is unplugged.  struct avc_rvbuf
 * holds a kref; every vma that maps it holds one reference, taken in
 * ->open (fork, split, mremap) and dropped in ->close, so the memory is
 * freed exactly once, after the last user of any kind is gone.
 */
/* Before the guard: see the comment in <avcompat/version.h>. */
#include <avcompat/version.h>
#include <avcompat/rvmalloc.h>
#if AVC_HAVE_KREF
#include <linux/kref.h>
#endif
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/string.h>

#ifndef _AVCOMPAT_RVBUF_H
#define _AVCOMPAT_RVBUF_H

#if AVC_HAVE_KREF	/* 2.6.9+: kref_init(kref), kref_put(kref, release) */

/**
 * struct avc_rvbuf - a refcounted buffer from avc_rvmalloc()
 * @mem: the zeroed, mappable memory
 * @size: its size in bytes, a whole number of pages
 * @ref: one reference for the owner and one per vma mapping it
 * @strategy: how avc_rvbuf_mmap() maps it (%AVC_RVMMAP_AUTO by default)
 * @release: called once, just before @mem is freed, if set
 * @map_hook: if set, called with +1 for each vma that starts mapping the
 *	buffer (the first mapping, fork, split, mremap) and -1 for each one
 *	unmapped, after the reference is taken and before it is dropped:
 *	the driver's own accounting (e.g. V4L2_BUF_FLAG_MAPPED)
 * @priv: for the owner, e.g. for @release
 * @pages: the pages of @mem, for the MAP_KERNEL_PAGES mmap action
 *	(avc_mmap_rvbuf(); only where the kernel has it)
 */
struct avc_rvbuf {
	void *mem;
	unsigned long size;
#if AVC_HAVE_MMAP_KERNEL_PAGES
	struct page **pages;
#endif
	struct kref ref;
	enum avc_rvmmap_strategy strategy;
	void (*release)(struct avc_rvbuf *buf);
	void (*map_hook)(struct avc_rvbuf *buf, int delta);
	void *priv;
};

/**
 * avc_rvbuf_alloc() - allocate a refcounted buffer
 * @size: bytes; rounded up to whole pages
 *
 * Return: the buffer holding one reference for the caller, or NULL.
 */
static inline struct avc_rvbuf *avc_rvbuf_alloc(unsigned long size)
{
	struct avc_rvbuf *buf = kmalloc(sizeof(*buf), GFP_KERNEL);

	if (!buf)
		return NULL;
	memset(buf, 0, sizeof(*buf));	/* no kzalloc() before 2.6.14 */
	buf->mem = avc_rvmalloc(size);
	if (!buf->mem) {
		kfree(buf);
		return NULL;
	}
	buf->size = PAGE_ALIGN(size);
#if AVC_HAVE_MMAP_KERNEL_PAGES
	/* the action maps from an array that must outlive the hook */
	buf->pages = avc_rvmmap_pages(buf->mem, 0, buf->size >> PAGE_SHIFT);
	if (!buf->pages) {
		avc_rvfree(buf->mem, buf->size);
		kfree(buf);
		return NULL;
	}
#endif
	kref_init(&buf->ref);
	return buf;
}

/**
 * avc_rvbuf_get() - take a reference
 * @buf: the buffer
 */
static inline void avc_rvbuf_get(struct avc_rvbuf *buf)
{
	kref_get(&buf->ref);
}

/**
 * avc_rvbuf_free() - kref release: free the memory, then the buffer
 * @ref: the buffer's kref
 */
static inline void avc_rvbuf_free(struct kref *ref)
{
	struct avc_rvbuf *buf = container_of(ref, struct avc_rvbuf, ref);

	if (buf->release)
		buf->release(buf);
#if AVC_HAVE_MMAP_KERNEL_PAGES
	kvfree(buf->pages);
#endif
	avc_rvfree(buf->mem, buf->size);
	kfree(buf);
}

/**
 * avc_rvbuf_put() - drop a reference; the last one frees the buffer
 * @buf: the buffer, or NULL
 */
static inline void avc_rvbuf_put(struct avc_rvbuf *buf)
{
	if (buf)
		kref_put(&buf->ref, avc_rvbuf_free);
}

/**
 * avc_rvbuf_vma_get() - a new vma maps the buffer: reference, then hook
 * @buf: the buffer
 */
static inline void avc_rvbuf_vma_get(struct avc_rvbuf *buf)
{
	avc_rvbuf_get(buf);
	if (buf->map_hook)
		buf->map_hook(buf, 1);
}

/**
 * avc_rvbuf_vma_put() - a vma is gone: hook, then drop its reference
 * @buf: the buffer
 */
static inline void avc_rvbuf_vma_put(struct avc_rvbuf *buf)
{
	if (buf->map_hook)
		buf->map_hook(buf, -1);
	avc_rvbuf_put(buf);
}

/**
 * avc_rvbuf_vm_open() - vm_operations ->open: a new vma maps the buffer
 * @vma: the new vma (fork, split or mremap)
 */
static inline void avc_rvbuf_vm_open(struct vm_area_struct *vma)
{
	avc_rvbuf_vma_get(vma->vm_private_data);
}

/**
 * avc_rvbuf_vm_close() - vm_operations ->close: a vma is gone
 * @vma: the vma being unmapped
 */
static inline void avc_rvbuf_vm_close(struct vm_area_struct *vma)
{
	avc_rvbuf_vma_put(vma->vm_private_data);
}

/**
 * avc_rvbuf_vm_ops() - the vm_operations of a mapped avc_rvbuf
 *
 * A function, not a variable, so a driver that includes this header but
 * does not map an avc_rvbuf gets no unused object.
 *
 * Return: the operations avc_rvbuf_mmap() installs.
 */
static inline const struct vm_operations_struct *avc_rvbuf_vm_ops(void)
{
	static const struct vm_operations_struct ops = {
		.open = avc_rvbuf_vm_open,
		.close = avc_rvbuf_vm_close,
	};

	return &ops;
}

/**
 * avc_rvbuf_mmap_at() - map the buffer from a given page, keeping it alive
 * @buf: the buffer
 * @vma: the mapping requested by user space (in the driver's ->mmap)
 * @first: the buffer page that appears at vma->vm_start
 *
 * Maps [@first, @first + len) of @buf with avc_rvmmap_strategy_at() and
 * @buf->strategy; on success the vma holds a reference to @buf until it is
 * unmapped (and @buf->map_hook hears of it).
 *
 * Return: 0, or the error of avc_rvmmap_strategy_at() (nothing is held
 * then).
 */
static inline int avc_rvbuf_mmap_at(struct avc_rvbuf *buf,
				    struct vm_area_struct *vma,
				    unsigned long first)
{
	int ret = avc_rvmmap_strategy_at(vma, buf->mem, buf->size, first,
					 buf->strategy);

	if (ret)
		return ret;
#if AVC_HAVE_CONST_VM_OPS
	vma->vm_ops = avc_rvbuf_vm_ops();
#else
	/* not const before 2.6.32; the core never writes through it */
	vma->vm_ops = (struct vm_operations_struct *)avc_rvbuf_vm_ops();
#endif
	vma->vm_private_data = buf;
	avc_rvbuf_vma_get(buf);
	return 0;
}

/**
 * avc_rvbuf_mmap() - map a window of the buffer, keeping it alive
 * @buf: the buffer
 * @vma: the mapping requested by user space (in the driver's ->mmap)
 *
 * avc_rvbuf_mmap_at() from vma->vm_pgoff: the window [vm_pgoff,
 * vm_pgoff + len).
 *
 * Return: as avc_rvbuf_mmap_at().
 */
static inline int avc_rvbuf_mmap(struct avc_rvbuf *buf,
				 struct vm_area_struct *vma)
{
	return avc_rvbuf_mmap_at(buf, vma, vma->vm_pgoff);
}

#endif /* AVC_HAVE_KREF */

#endif /* _AVCOMPAT_RVBUF_H */
