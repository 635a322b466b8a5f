/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - one mmap function for ->mmap and ->mmap_prepare.
 *
 * From 6.16 a driver may describe a new mapping in ->mmap_prepare(struct
 * vm_area_desc *) instead of filling the vma in ->mmap, and from 6.19 it
 * says what to map with an mmap action that the core carries out once the
 * vma exists; ->mmap is documented as deprecated.  The descriptor changed
 * shape again in 7.0 (vma_flags_t) and by 7.3 (MAP_KERNEL_PAGES and
 * vm_operations ->mapped in, success_hook and error_hook out).
 *
 * A driver writes its mmap once, against struct avc_mmap:
 *
 *	static int foo_map(struct avc_mmap *m)
 *	{
 *		int ret = avc_mmap_window(m, foo_pages);
 *
 *		if (!ret)
 *			ret = avc_mmap_shared_only(m);
 *		if (ret)
 *			return ret;
 *		avc_mmap_set_flags(m, AVC_VM_DRIVER_FLAGS);
 *		return avc_mmap_remap_pfn(m, avc_mmap_start(m), pfn,
 *					  avc_mmap_size(m));
 *	}
 *	AVC_DEFINE_MMAP(foo_mmap, foo_map, PFN);
 *
 *	static const struct file_operations foo_fops = {
 *		AVC_FOP_MMAP(foo_mmap),
 *	};
 *
 * and gets ->mmap_prepare with the kernel's mmap action where the kernel
 * has every piece the driver needs, ->mmap everywhere else.  The last
 * argument says what that is: PFN for a driver that only remaps frames
 * (avc_mmap_remap_pfn(), avc_mmap_io_remap_pfn()), REF for one that also
 * keeps per-vma state (avc_mmap_set_vm_ops(), avc_mmap_rvbuf()).  Every
 * request is checked the same way on both paths, so a hostile one fails
 * with the same errno whichever the kernel takes.
 */
/* Before the guard: see the comment in <avcompat/version.h>. */
#include <avcompat/version.h>
#include <avcompat/pfn.h>
#include <avcompat/mmap.h>
#include <avcompat/vma.h>
#include <avcompat/rvbuf.h>
#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/mm.h>

#ifndef _AVCOMPAT_MMAP_PREPARE_H
#define _AVCOMPAT_MMAP_PREPARE_H

/*
 * Not <linux/bug.h>, which 2.4 does not have: where the kernel has
 * WARN_ON_ONCE(), <linux/mm.h> brings it ([L:7.3] mm.h:7-10 includes
 * mmdebug.h and bug.h).  Without it the check is made all the same,
 * silently.
 */
#ifdef WARN_ON_ONCE
# define AVC_WARN_ON_ONCE(cond)	WARN_ON_ONCE(cond)
#else
# define AVC_WARN_ON_ONCE(cond)	(!!(cond))
#endif

/* What a driver's mmap needs (the last argument of AVC_DEFINE_MMAP()). */
#define AVC_MMAP_NEEDS_PFN	0	/* remap frames, no per-vma state */
#define AVC_MMAP_NEEDS_REF	1	/* + vm_ops with one reference per vma */

/*
 * Which path each kind takes: the desc path wherever the kernel has the
 * actions it needs (see AVC_HAVE_MMAP_ACTION, AVC_HAVE_MMAP_KERNEL_PAGES).
 * A REF mapping also needs ->mapped: in the 6.19-7.0 shape the only hook
 * after the action is success_hook, and a failed action unmaps the vma
 * (calling ->close) without it, so a count taken there cannot balance.
 */
#if AVC_HAVE_MMAP_ACTION
# define AVC_MMAP_PATH_PFN	DESC
#else
# define AVC_MMAP_PATH_PFN	VMA
#endif
#if AVC_HAVE_MMAP_KERNEL_PAGES
# define AVC_MMAP_PATH_REF	DESC
#else
# define AVC_MMAP_PATH_REF	VMA
#endif

/**
 * struct avc_mmap - one mmap request, from ->mmap or ->mmap_prepare
 * @file: the file being mapped
 * @vma: the new vma on the ->mmap path, else NULL
 * @desc: the descriptor on the ->mmap_prepare path, else NULL (only where
 *	the kernel has mmap actions)
 * @ops: on the ->mmap path, the vm_ops avc_mmap_set_vm_ops() installs
 *	once the driver's function succeeded
 * @priv: their private data
 * @needs: %AVC_MMAP_NEEDS_PFN or %AVC_MMAP_NEEDS_REF
 * @mapped: a map call was made (one per request: the kernel's mmap action
 *	holds one)
 *
 * Drivers read and change it only through the avc_mmap_*() helpers.
 */
struct avc_mmap {
	struct file *file;
	struct vm_area_struct *vma;
#if AVC_HAVE_MMAP_ACTION
	struct vm_area_desc *desc;
#endif
	const struct vm_operations_struct *ops;
	void *priv;
	unsigned int needs;
	unsigned int mapped;
};

/* A field of the request: the desc's on the ->mmap_prepare path, else the vma's. */
#if AVC_HAVE_MMAP_ACTION
# define AVC_MMAP_FIELD(m, dfield, vfield) \
	((m)->desc ? (m)->desc->dfield : (m)->vma->vfield)
#else
# define AVC_MMAP_FIELD(m, dfield, vfield)	((m)->vma->vfield)
#endif

/**
 * avc_mmap_file() - the file being mapped
 * @m: the request
 *
 * Return: the file (desc->file or the ->mmap argument).
 */
static __always_inline struct file *avc_mmap_file(const struct avc_mmap *m)
{
	return m->file;
}

/**
 * avc_mmap_start() - first user address of the new mapping
 * @m: the request
 *
 * Return: desc->start or vma->vm_start.
 */
static __always_inline unsigned long avc_mmap_start(const struct avc_mmap *m)
{
	return AVC_MMAP_FIELD(m, start, vm_start);
}

/**
 * avc_mmap_end() - the user address just past the new mapping
 * @m: the request
 *
 * Return: desc->end or vma->vm_end.
 */
static __always_inline unsigned long avc_mmap_end(const struct avc_mmap *m)
{
	return AVC_MMAP_FIELD(m, end, vm_end);
}

/**
 * avc_mmap_size() - length of the new mapping in bytes
 * @m: the request
 *
 * Return: a non-zero multiple of PAGE_SIZE.
 */
static __always_inline unsigned long avc_mmap_size(const struct avc_mmap *m)
{
	return avc_mmap_end(m) - avc_mmap_start(m);
}

/**
 * avc_mmap_pgoff() - the mmap offset in pages
 * @m: the request
 *
 * Return: desc->pgoff or vma->vm_pgoff, as user space asked.
 */
static __always_inline unsigned long avc_mmap_pgoff(const struct avc_mmap *m)
{
	return AVC_MMAP_FIELD(m, pgoff, vm_pgoff);
}

#if AVC_HAVE_DESC_VMA_FLAGS
/*
 * The first word of the vma_flags_t bitmap holds the legacy VM_* flags:
 * [L:7.3] mm_types.h:1093 vma_flags_to_legacy() and :1103
 * vma_flags_overwrite_word() read and write exactly this word.
 */
# define AVC_DESC_FLAGS(desc)	((desc)->vma_flags.__vma_flags[0])
#else
# define AVC_DESC_FLAGS(desc)	((desc)->vm_flags)
#endif

/**
 * avc_mmap_flags() - the VM_* flags of the new mapping
 * @m: the request
 *
 * Return: the flags; test them with VM_* masks (VM_SHARED, VM_WRITE ...).
 */
static __always_inline unsigned long avc_mmap_flags(const struct avc_mmap *m)
{
#if AVC_HAVE_MMAP_ACTION
	if (m->desc)
		return AVC_DESC_FLAGS(m->desc);
#endif
	return m->vma->vm_flags;
}

/**
 * avc_mmap_set_flags() - set VM_* flags on the new mapping
 * @m: the request
 * @flags: VM_* flags (e.g. AVC_VM_DRIVER_FLAGS)
 */
static __always_inline void avc_mmap_set_flags(struct avc_mmap *m,
					       unsigned long flags)
{
#if AVC_HAVE_MMAP_ACTION
	if (m->desc) {
		AVC_DESC_FLAGS(m->desc) |= flags;
		return;
	}
#endif
	avc_vm_flags_set(m->vma, flags);
}

/**
 * avc_mmap_clear_flags() - clear VM_* flags on the new mapping
 * @m: the request
 * @flags: VM_* flags (e.g. VM_MAYWRITE)
 */
static __always_inline void avc_mmap_clear_flags(struct avc_mmap *m,
						 unsigned long flags)
{
#if AVC_HAVE_MMAP_ACTION
	if (m->desc) {
		AVC_DESC_FLAGS(m->desc) &= ~flags;
		return;
	}
#endif
	avc_vm_flags_clear(m->vma, flags);
}

/**
 * avc_mmap_window_at() - check a window of a buffer against the request
 * @m: the request
 * @npages: pages in the buffer
 * @first: the buffer page the mapping starts at
 *
 * Return: 0 if [@first, @first + pages) lies inside the buffer, else
 * -EINVAL; checked without a sum that can wrap, so an overflowing offset
 * is refused too.
 */
static inline int avc_mmap_window_at(const struct avc_mmap *m,
				     unsigned long npages, unsigned long first)
{
	return avc_pages_window(npages, first, avc_mmap_size(m) >> PAGE_SHIFT);
}

/**
 * avc_mmap_window() - check the mapped window against a buffer
 * @m: the request
 * @npages: pages in the buffer
 *
 * Return: avc_mmap_window_at() from the request's own offset (pgoff).
 */
static inline int avc_mmap_window(const struct avc_mmap *m,
				  unsigned long npages)
{
	return avc_mmap_window_at(m, npages, avc_mmap_pgoff(m));
}

/**
 * avc_mmap_shared_only() - refuse writable private mappings
 * @m: the request
 *
 * A private writable mapping of driver memory would be a copy the device
 * never sees.  A private read-only one is allowed, and VM_MAYWRITE is
 * cleared so mprotect() cannot make it writable later.
 *
 * Return: 0, or -EINVAL for a private writable mapping.
 */
static inline int avc_mmap_shared_only(struct avc_mmap *m)
{
	unsigned long flags = avc_mmap_flags(m);

	if (flags & VM_SHARED)
		return 0;
	if (flags & VM_WRITE)
		return -EINVAL;
	avc_mmap_clear_flags(m, VM_MAYWRITE);
	return 0;
}

/*
 * One map call per request, checked like avc_remap_check() against the
 * request's own range, on both paths.  A copy, not a shared range check:
 * avc_remap_check() must load vm_start and vm_end where a hand-written
 * driver would, or tests/zero-overhead sees different code on arm64 and
 * sparc64.
 */
static inline int avc_mmap_map_check(struct avc_mmap *m, unsigned long addr,
				     avc_pfn_t pfn, unsigned long size)
{
	unsigned long end = addr + size;

	if (m->mapped)
		return -EBUSY;
	if ((addr | size) & ~PAGE_MASK)
		return -EINVAL;
	if (!size || end < addr)
		return -EINVAL;
	if (addr < avc_mmap_start(m) || end > avc_mmap_end(m))
		return -EINVAL;
	if (pfn.val + ((size - 1) >> PAGE_SHIFT) < pfn.val)
		return -EINVAL;
	return 0;
}

/* The two remap calls: @io picks the I/O variants. */
static inline int avc_mmap_remap(struct avc_mmap *m, unsigned long addr,
				 avc_pfn_t pfn, unsigned long size, int io)
{
	int ret = avc_mmap_map_check(m, addr, pfn, size);

	if (ret)
		return ret;
	m->mapped = 1;
#if AVC_HAVE_MMAP_ACTION
	if (m->desc) {
		if (io)
			mmap_action_ioremap(m->desc, addr, pfn.val, size);
		else
			mmap_action_remap(m->desc, addr, pfn.val, size);
		return 0;
	}
#endif
	if (io)
		return avc_io_remap_pfn_range(m->vma, addr, pfn, size,
					      m->vma->vm_page_prot);
	return avc_remap_pfn_range(m->vma, addr, pfn, size,
				   m->vma->vm_page_prot);
}

/**
 * avc_mmap_remap_pfn() - map physical frames (RAM) into the new mapping
 * @m: the request
 * @addr: user address to map at; page aligned, inside the mapping
 * @pfn: first frame
 * @size: bytes; page aligned, non-zero, inside the mapping
 *
 * mmap_action_remap() on the ->mmap_prepare path (carried out by the core
 * once the vma exists), avc_remap_pfn_range() with the vma's protection
 * on the ->mmap path.  One map call per request.
 *
 * Return: 0; -EINVAL for bad arguments (see avc_remap_check()); -EBUSY
 * for a second map call; or avc_remap_pfn_range()'s error.
 */
static inline int avc_mmap_remap_pfn(struct avc_mmap *m, unsigned long addr,
				     avc_pfn_t pfn, unsigned long size)
{
	return avc_mmap_remap(m, addr, pfn, size, 0);
}

/**
 * avc_mmap_io_remap_pfn() - map device (I/O) frames into the new mapping
 * @m: the request
 * @addr: user address to map at; page aligned, inside the mapping
 * @pfn: first frame; on sparc build it with avc_io_pfn()
 * @size: bytes; page aligned, non-zero, inside the mapping
 *
 * mmap_action_ioremap() on the ->mmap_prepare path (whose arch hook
 * io_remap_pfn_range_pfn() applies sparc's I/O space, as
 * io_remap_pfn_range() does), avc_io_remap_pfn_range() on the ->mmap path.
 *
 * Return: as avc_mmap_remap_pfn().
 */
static inline int avc_mmap_io_remap_pfn(struct avc_mmap *m, unsigned long addr,
					avc_pfn_t pfn, unsigned long size)
{
	return avc_mmap_remap(m, addr, pfn, size, 1);
}

/*
 * On the ->mmap_prepare path the private data starts out tagged (bit 0):
 * ->mapped, which runs only once the vma and its action succeeded, takes
 * the reference and drops the tag; a vma whose action failed is unmapped
 * with the tag still on, and ->close then drops nothing.  Kernel objects
 * are at least 4-byte aligned, so bit 0 is free.
 */
#define AVC_MMAP_PRIV_PENDING	1UL

/**
 * avc_mmap_priv_pending() - was this vma's reference never taken?
 * @priv: vma->vm_private_data of a vma set up by avc_mmap_set_vm_ops()
 *
 * Return: non-zero while the vma holds no reference (see ->close).
 */
static __always_inline int avc_mmap_priv_pending(const void *priv)
{
	return (unsigned long)priv & AVC_MMAP_PRIV_PENDING;
}

/* ->mapped for AVC_DEFINE_VM_REF_OPS(): the first reference (7.3). */
#if AVC_HAVE_MMAP_KERNEL_PAGES
# define AVC_VM_REF_MAPPED(name, get)					\
static int name##_mapped(unsigned long start, unsigned long end,	\
			 pgoff_t pgoff, const struct file *file,	\
			 void **priv)					\
{									\
	*priv = (void *)((unsigned long)*priv & ~AVC_MMAP_PRIV_PENDING);\
	get(*priv);							\
	return 0;							\
}

# define AVC_VM_OPS_MAPPED(name)	.mapped = name##_mapped,
#else
# define AVC_VM_REF_MAPPED(name, get)
# define AVC_VM_OPS_MAPPED(name)
#endif

/**
 * AVC_DEFINE_VM_REF_OPS() - vm_operations holding one reference per vma
 * @name: the const struct vm_operations_struct to define
 * @get: void get(void *priv): take a reference on the private data
 * @put: void put(void *priv): drop one
 *
 * Every vma that maps the object holds one reference: the first from
 * avc_mmap_set_vm_ops() (->mmap) or ->mapped (->mmap_prepare, 7.3), then
 * ->open for each fork, split or mremap copy, and ->close drops it.
 */
#define AVC_DEFINE_VM_REF_OPS(name, get, put)				\
static void name##_open(struct vm_area_struct *vma)			\
{									\
	get(vma->vm_private_data);					\
}									\
static void name##_close(struct vm_area_struct *vma)			\
{									\
	if (!avc_mmap_priv_pending(vma->vm_private_data))		\
		put(vma->vm_private_data);				\
}									\
AVC_VM_REF_MAPPED(name, get)						\
static const struct vm_operations_struct name = {			\
	.open = name##_open,						\
	.close = name##_close,						\
	AVC_VM_OPS_MAPPED(name)						\
}

/**
 * avc_mmap_set_vm_ops() - give the new mapping counted vm_operations
 * @m: the request, of a REF mmap (AVC_DEFINE_MMAP(..., REF))
 * @ops: operations from AVC_DEFINE_VM_REF_OPS()
 * @priv: the object they count
 *
 * The reference for the new vma is taken only once the mapping exists:
 * after the driver's function succeeded (->mmap) or in ->mapped
 * (->mmap_prepare); a request that fails on the way holds nothing.
 *
 * Return: 0, or -EINVAL (with a warning) from a PFN mmap, which may take
 * a path that has no hook for the first reference.
 */
static inline int avc_mmap_set_vm_ops(struct avc_mmap *m,
				      const struct vm_operations_struct *ops,
				      void *priv)
{
	if (AVC_WARN_ON_ONCE(m->needs != AVC_MMAP_NEEDS_REF))
		return -EINVAL;
#if AVC_HAVE_MMAP_ACTION
	if (m->desc) {
		m->desc->vm_ops = ops;
		m->desc->private_data =
			(void *)((unsigned long)priv | AVC_MMAP_PRIV_PENDING);
		return 0;
	}
#endif
	m->ops = ops;
	m->priv = priv;
	return 0;
}

/* ->mmap path: install the counted ops once the driver's function is done. */
static inline int avc_mmap_vma_done(struct avc_mmap *m, int ret)
{
	if (ret || !m->ops)
		return ret;
#if AVC_HAVE_CONST_VM_OPS
	m->vma->vm_ops = m->ops;
#else
	m->vma->vm_ops = (struct vm_operations_struct *)m->ops;
#endif
	m->vma->vm_private_data = m->priv;
	m->ops->open(m->vma);
	return 0;
}

#if AVC_HAVE_KREF

static inline void avc_rvbuf_ref_open(struct vm_area_struct *vma)
{
	avc_rvbuf_vma_get(vma->vm_private_data);
}

static inline void avc_rvbuf_ref_close(struct vm_area_struct *vma)
{
	if (!avc_mmap_priv_pending(vma->vm_private_data))
		avc_rvbuf_vma_put(vma->vm_private_data);
}

#if AVC_HAVE_MMAP_KERNEL_PAGES
static inline int avc_rvbuf_ref_mapped(unsigned long start, unsigned long end,
				       pgoff_t pgoff, const struct file *file,
				       void **priv)
{
	*priv = (void *)((unsigned long)*priv & ~AVC_MMAP_PRIV_PENDING);
	avc_rvbuf_vma_get(*priv);
	return 0;
}
#endif

/**
 * avc_rvbuf_ref_ops() - the counted vm_operations of a mapped avc_rvbuf
 *
 * What AVC_DEFINE_VM_REF_OPS() would give for avc_rvbuf_get() and
 * avc_rvbuf_put(), as a function so that a driver that includes this
 * header without mapping an avc_rvbuf gets no unused object.
 *
 * Return: operations whose private data is the struct avc_rvbuf.
 */
static inline const struct vm_operations_struct *avc_rvbuf_ref_ops(void)
{
	static const struct vm_operations_struct ops = {
		.open = avc_rvbuf_ref_open,
		.close = avc_rvbuf_ref_close,
#if AVC_HAVE_MMAP_KERNEL_PAGES
		.mapped = avc_rvbuf_ref_mapped,
#endif
	};

	return &ops;
}

/**
 * avc_mmap_rvbuf_at() - map a refcounted vmalloc buffer from a given page
 * @m: the request, of a REF mmap
 * @buf: the buffer (avc_rvbuf_alloc())
 * @first: the buffer page that appears at the mapping's start
 *
 * Maps [@first, @first + pages) of @buf, checked before anything is
 * mapped (avc_mmap_window_at(), avc_mmap_shared_only()), sets
 * AVC_VM_DRIVER_FLAGS, and holds a reference on @buf per vma (and tells
 * @buf->map_hook).  ->mmap_prepare: the MAP_KERNEL_PAGES action over
 * @buf's page array (there is no remap_vmalloc_range action; bench/ finds
 * it 4-17 times faster than a fault path on 7.3); ->mmap:
 * avc_rvmmap_strategy_at() with @buf->strategy.
 *
 * Return: 0; -EINVAL for a window outside @buf or a private writable
 * mapping; -EBUSY for a second map call; or the mapping's error.
 */
static inline int avc_mmap_rvbuf_at(struct avc_mmap *m, struct avc_rvbuf *buf,
				    unsigned long first)
{
	int ret = avc_mmap_window_at(m, buf->size >> PAGE_SHIFT, first);

	if (!ret)
		ret = avc_mmap_shared_only(m);
	if (!ret && m->mapped)
		ret = -EBUSY;
	if (ret)
		return ret;
	m->mapped = 1;
#if AVC_HAVE_MMAP_KERNEL_PAGES
	if (m->desc) {
		avc_mmap_set_flags(m, AVC_VM_DRIVER_FLAGS);
		mmap_action_map_kernel_pages(m->desc, m->desc->start,
					     buf->pages + first,
					     avc_mmap_size(m) >> PAGE_SHIFT);
		return avc_mmap_set_vm_ops(m, avc_rvbuf_ref_ops(), buf);
	}
#endif
	ret = avc_rvmmap_strategy_at(m->vma, buf->mem, buf->size, first,
				     buf->strategy);
	if (ret)
		return ret;
	return avc_mmap_set_vm_ops(m, avc_rvbuf_ref_ops(), buf);
}

/**
 * avc_mmap_rvbuf() - map a window of a refcounted vmalloc buffer
 * @m: the request, of a REF mmap
 * @buf: the buffer (avc_rvbuf_alloc())
 *
 * avc_mmap_rvbuf_at() from the request's own offset: the window [pgoff,
 * pgoff + pages).
 *
 * Return: as avc_mmap_rvbuf_at().
 */
static inline int avc_mmap_rvbuf(struct avc_mmap *m, struct avc_rvbuf *buf)
{
	return avc_mmap_rvbuf_at(m, buf, avc_mmap_pgoff(m));
}

#endif /* AVC_HAVE_KREF */

/**
 * AVC_DEFINE_MMAP_VMA() - define a ->mmap function around an avc mmap
 * @name: the function to define
 * @fn: int fn(struct avc_mmap *m), the driver's mmap
 * @kind: PFN or REF (see AVC_DEFINE_MMAP())
 *
 * The ->mmap form on every kernel; tests use it to take this path where
 * AVC_DEFINE_MMAP() would take the other.
 */
#define AVC_DEFINE_MMAP_VMA(name, fn, kind)				\
static int name(struct file *file, struct vm_area_struct *vma)		\
{									\
	struct avc_mmap m = {						\
		.file = file,						\
		.vma = vma,						\
		.needs = AVC_MMAP_NEEDS_##kind,			\
	};								\
									\
	return avc_mmap_vma_done(&m, fn(&m));				\
}

#if AVC_HAVE_MMAP_ACTION
/**
 * AVC_DEFINE_MMAP_DESC() - define a ->mmap_prepare function around an avc mmap
 * @name: the function to define
 * @fn: int fn(struct avc_mmap *m), the driver's mmap
 * @kind: PFN or REF (see AVC_DEFINE_MMAP())
 *
 * Only where the kernel has mmap actions (AVC_HAVE_MMAP_ACTION); a REF
 * mmap only where it also has MAP_KERNEL_PAGES and ->mapped
 * (AVC_HAVE_MMAP_KERNEL_PAGES), else it does not build: without ->mapped
 * nothing takes the reference that the tagged private data waits for
 * (->open of a split or fork would count the tagged pointer), and
 * avc_mmap_rvbuf() has no action to map with.
 */
#define AVC_DEFINE_MMAP_DESC(name, fn, kind)				\
static int name(struct vm_area_desc *desc)				\
{									\
	struct avc_mmap m = {						\
		.file = desc->file,					\
		.desc = desc,						\
		.needs = AVC_MMAP_NEEDS_##kind,			\
	};								\
									\
	_Static_assert(AVC_MMAP_NEEDS_##kind != AVC_MMAP_NEEDS_REF ||	\
		       AVC_HAVE_MMAP_KERNEL_PAGES,			\
		       "a REF mmap_prepare needs ->mapped");		\
	return fn(&m);							\
}
#endif

#define __AVC_MMAP_CAT(a, b)	a##b
/**
 * AVC_MMAP_CAT() - paste two tokens after expanding them
 * @a: first token
 * @b: second token, e.g. AVC_MMAP_PATH_PFN, which expands to DESC or VMA
 */
#define AVC_MMAP_CAT(a, b)	__AVC_MMAP_CAT(a, b)

/**
 * AVC_DEFINE_MMAP() - define the file operation for an avc mmap
 * @name: the function to define; put it in the fops with AVC_FOP_MMAP()
 * @fn: int fn(struct avc_mmap *m), the driver's mmap
 * @kind: PFN if @fn only remaps frames; REF if it also uses
 *	avc_mmap_set_vm_ops() or avc_mmap_rvbuf()
 *
 * Defines @name as a ->mmap_prepare function where the kernel has what
 * @kind asks for (PFN: mmap actions, 6.19+; REF: also MAP_KERNEL_PAGES
 * and ->mapped, 7.3), else as a ->mmap function.
 */
#define AVC_DEFINE_MMAP(name, fn, kind)				\
	AVC_MMAP_CAT(AVC_DEFINE_MMAP_, AVC_MMAP_PATH_##kind)(name, fn, kind)

/**
 * AVC_FOP_MMAP() - the file_operations member for an AVC_DEFINE_MMAP() function
 * @name: the function
 *
 * ->mmap or ->mmap_prepare, whichever @name's type fits; the other stays
 * NULL (the kernel refuses a file with both).
 */
#if AVC_HAVE_MMAP_ACTION
#define AVC_FOP_MMAP(name)						\
	.mmap = __builtin_choose_expr(					\
		__builtin_types_compatible_p(typeof(name),		\
			int (struct file *, struct vm_area_struct *)),	\
		name, NULL),						\
	.mmap_prepare = __builtin_choose_expr(				\
		__builtin_types_compatible_p(typeof(name),		\
			int (struct vm_area_desc *)),			\
		name, NULL)
#else
#define AVC_FOP_MMAP(name)	.mmap = name
#endif

#endif /* _AVCOMPAT_MMAP_PREPARE_H */
