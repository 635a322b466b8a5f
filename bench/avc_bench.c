// SPDX-License-Identifier: GPL-2.0
/*
 * avc_bench.c - mapping setup cost, side by side in one kernel.
 *
 * /dev/avc_bench maps one avc_rvbuf.  AVC_BENCH_SET picks the buffer size
 * and how the next mmap() maps it:
 *
 *  - through avcompat: avc_rvmmap_strategy() with each strategy (AUTO, the
 *    seed drivers' per-page remap loop, per-page vm_insert_page,
 *    remap_vmalloc_range, vm_map_pages, batched vm_insert_pages);
 *  - the kernel's own primitives called directly, as a driver written for
 *    this kernel alone would (remap_vmalloc_range, vm_map_pages,
 *    vm_insert_pages), to measure what the helpers cost on top;
 *  - lazily, from a fault handler (AVC_DEFINE_FAULT_PAGE), where the cost
 *    is paid on first touch;
 *  - through <avcompat/mmap_prepare.h>: avc_mmap_rvbuf() on the
 *    ->mmap_prepare path (AVC_DEFINE_MMAP_DESC: the MAP_KERNEL_PAGES
 *    action) and on the ->mmap path (AVC_DEFINE_MMAP_VMA: the default
 *    strategy), against a fault-path ->mmap_prepare of this module's own
 *    (VM_MIXEDMAP, ->fault inserts the page: nothing mapped up front);
 *    and avc_mmap_remap_pfn() on both paths against remap_pfn_range(),
 *    over a physically contiguous buffer; and the two mmap actions
 *    requested directly, without avcompat, to tell what the wrappers cost
 *    on the ->mmap_prepare path from what the path itself costs.  The ->mmap_prepare modes are
 *    mapped through a second device, /dev/avc_bench_desc (a file has
 *    ->mmap or ->mmap_prepare, not both), where the kernel has the
 *    actions they need.
 *
 * bench/bench-mmap times mmap() + first touch of every page + munmap() in
 * user space for each mode and size, in one boot, and reports ratios.
 */
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/uaccess.h>
#include <linux/vmalloc.h>
#include <avcompat/avcompat.h>

#include "avc_bench.h"

static DEFINE_MUTEX(avc_bench_lock);
static struct avc_rvbuf *avc_bench_buf;
static unsigned int avc_bench_mode;
/*
 * The PFN modes' buffer (alloc_pages_exact()).  Nothing counts its
 * mappings (a PFN mapping has no vm_ops to): the client unmaps before it
 * asks for another size, and the module cannot go while one is mapped.
 */
static void *avc_bench_pfn_mem;
static unsigned long avc_bench_pfn_size;

static struct page *avc_bench_lookup(struct vm_area_struct *vma,
				     unsigned long address)
{
	struct avc_rvbuf *buf = vma->vm_private_data;
	unsigned long off = address - vma->vm_start +
			    (vma->vm_pgoff << PAGE_SHIFT);

	if (off >= buf->size)
		return NULL;
	return vmalloc_to_page((char *)buf->mem + off);
}

AVC_DEFINE_FAULT_PAGE(avc_bench_fault, avc_bench_lookup);

static const struct vm_operations_struct avc_bench_lazy_ops = {
	.open = avc_rvbuf_vm_open,
	.close = avc_rvbuf_vm_close,
	AVC_VM_OPS_FAULT(avc_bench_fault),
};

static struct page **avc_bench_pages(struct avc_rvbuf *buf, unsigned long n)
{
	struct page **pages = kvmalloc_array(n, sizeof(*pages), GFP_KERNEL);
	unsigned long i;

	if (!pages)
		return NULL;
	for (i = 0; i < n; i++)
		pages[i] = vmalloc_to_page((char *)buf->mem + (i << PAGE_SHIFT));
	return pages;
}

/* The kernel's primitives, called directly (no avcompat in the path). */
static int avc_bench_raw(struct avc_rvbuf *buf, struct vm_area_struct *vma,
			 unsigned int mode)
{
	unsigned long n = buf->size >> PAGE_SHIFT;
	unsigned long left;
	struct page **pages;
	int ret;

	if (mode == AVC_BENCH_RAW_VMALLOC_RANGE)
		return remap_vmalloc_range(vma, buf->mem, vma->vm_pgoff);
	pages = avc_bench_pages(buf, n);
	if (!pages)
		return -ENOMEM;
	if (mode == AVC_BENCH_RAW_MAP_PAGES) {
		ret = vm_map_pages(vma, pages, n);
	} else {
		left = (vma->vm_end - vma->vm_start) >> PAGE_SHIFT;
		ret = vm_insert_pages(vma, vma->vm_start,
				      pages + vma->vm_pgoff, &left);
	}
	kvfree(pages);
	return ret;
}

/* avc_mmap_rvbuf() on either path: the driver code of a converted driver */
static int avc_bench_mp_map(struct avc_mmap *m)
{
	avc_bench_buf->strategy = AVC_RVMMAP_AUTO;
	return avc_mmap_rvbuf(m, avc_bench_buf);
}

AVC_DEFINE_MMAP_VMA(avc_bench_mp_vma, avc_bench_mp_map, REF);

/* avc_mmap_remap_pfn() on either path, over the contiguous buffer */
static int avc_bench_pfn_map(struct avc_mmap *m)
{
	unsigned long pfn = page_to_pfn(virt_to_page(avc_bench_pfn_mem));
	int ret = avc_mmap_window(m, avc_bench_pfn_size >> PAGE_SHIFT);

	if (!ret)
		ret = avc_mmap_shared_only(m);
	if (ret)
		return ret;
	avc_mmap_set_flags(m, AVC_VM_DRIVER_FLAGS);
	return avc_mmap_remap_pfn(m, avc_mmap_start(m),
				  avc_pfn_from_raw(pfn + avc_mmap_pgoff(m)),
				  avc_mmap_size(m));
}

AVC_DEFINE_MMAP_VMA(avc_bench_pfn_vma, avc_bench_pfn_map, PFN);

/* remap_pfn_range() as a driver for this kernel alone would call it */
static int avc_bench_raw_pfn(struct vm_area_struct *vma)
{
	unsigned long pfn = page_to_pfn(virt_to_page(avc_bench_pfn_mem));
	int ret = avc_rvmmap_window(vma, avc_bench_pfn_size);

	if (ret)
		return ret;
	avc_vm_flags_set(vma, AVC_VM_DRIVER_FLAGS);
	return remap_pfn_range(vma, vma->vm_start, pfn + vma->vm_pgoff,
			       vma->vm_end - vma->vm_start, vma->vm_page_prot);
}

#if AVC_HAVE_MMAP_KERNEL_PAGES
AVC_DEFINE_MMAP_DESC(avc_bench_mp_desc, avc_bench_mp_map, REF);

/*
 * The fault-path alternative to the MAP_KERNEL_PAGES action: nothing is
 * mapped in ->mmap_prepare; each first touch inserts its page.  ->mapped
 * has dropped the pending tag (and taken the vma's reference) before any
 * fault can come.
 */
static vm_fault_t avc_bench_desc_fault(struct vm_fault *vmf)
{
	struct avc_rvbuf *buf = vmf->vma->vm_private_data;

	if (vmf->pgoff >= buf->size >> PAGE_SHIFT)
		return VM_FAULT_SIGBUS;
	return vmf_insert_page(vmf->vma, vmf->address, buf->pages[vmf->pgoff]);
}

static const struct vm_operations_struct avc_bench_desc_fault_ops = {
	.open = avc_rvbuf_ref_open,
	.close = avc_rvbuf_ref_close,
	.mapped = avc_rvbuf_ref_mapped,
	.fault = avc_bench_desc_fault,
};

static int avc_bench_fault_map(struct avc_mmap *m)
{
	struct avc_rvbuf *buf = avc_bench_buf;
	int ret = avc_mmap_window(m, buf->size >> PAGE_SHIFT);

	if (!ret)
		ret = avc_mmap_shared_only(m);
	if (ret)
		return ret;
	/* vm_insert_page() from a fault needs VM_MIXEDMAP set beforehand */
	avc_mmap_set_flags(m, AVC_VM_DRIVER_FLAGS | VM_MIXEDMAP);
	return avc_mmap_set_vm_ops(m, &avc_bench_desc_fault_ops, buf);
}

AVC_DEFINE_MMAP_DESC(avc_bench_fault_desc, avc_bench_fault_map, REF);

/*
 * The MAP_KERNEL_PAGES action as a driver for 7.3 alone would request it
 * (with the same counted vm_operations, and no window checks: the client
 * maps the whole buffer).
 */
static int avc_bench_raw_desc_kpages(struct vm_area_desc *desc)
{
	struct avc_rvbuf *buf = avc_bench_buf;

	if (desc->pgoff || desc->end - desc->start != buf->size)
		return -EINVAL;
	AVC_DESC_FLAGS(desc) |= AVC_VM_DRIVER_FLAGS;
	mmap_action_map_kernel_pages(desc, desc->start, buf->pages,
				     buf->size >> PAGE_SHIFT);
	desc->vm_ops = avc_rvbuf_ref_ops();
	desc->private_data = (void *)((unsigned long)buf |
				      AVC_MMAP_PRIV_PENDING);
	return 0;
}
#endif

#if AVC_HAVE_MMAP_ACTION
AVC_DEFINE_MMAP_DESC(avc_bench_pfn_desc, avc_bench_pfn_map, PFN);

/* mmap_action_remap() as a driver for 6.19+ alone would request it */
static int avc_bench_raw_desc_remap(struct vm_area_desc *desc)
{
	unsigned long pfn = page_to_pfn(virt_to_page(avc_bench_pfn_mem));

	if (desc->pgoff || desc->end - desc->start != avc_bench_pfn_size)
		return -EINVAL;
	AVC_DESC_FLAGS(desc) |= AVC_VM_DRIVER_FLAGS;
	mmap_action_remap(desc, desc->start, pfn, desc->end - desc->start);
	return 0;
}

/* ->mmap_prepare of /dev/avc_bench_desc: the avc_bench_mode_desc() modes */
static int avc_bench_mmap_prepare(struct vm_area_desc *desc)
{
	int ret = -EINVAL;

	mutex_lock(&avc_bench_lock);
	if (!avc_bench_buf) {
		ret = -ENODEV;
	} else if (avc_bench_mode == AVC_BENCH_PFN_DESC) {
		ret = avc_bench_pfn_mem ? avc_bench_pfn_desc(desc) : -ENOMEM;
	} else if (avc_bench_mode == AVC_BENCH_RAW_DESC_REMAP) {
		ret = avc_bench_pfn_mem ? avc_bench_raw_desc_remap(desc) :
					  -ENOMEM;
#if AVC_HAVE_MMAP_KERNEL_PAGES
	} else if (avc_bench_mode == AVC_BENCH_MP_DESC) {
		ret = avc_bench_mp_desc(desc);
	} else if (avc_bench_mode == AVC_BENCH_MP_DESC_FAULT) {
		ret = avc_bench_fault_desc(desc);
	} else if (avc_bench_mode == AVC_BENCH_RAW_DESC_KPAGES) {
		ret = avc_bench_raw_desc_kpages(desc);
#endif
	}
	mutex_unlock(&avc_bench_lock);
	return ret;
}
#endif

/* The modes of <avcompat/mmap_prepare.h> that /dev/avc_bench maps */
static int avc_bench_mmap_mp(struct file *file, struct vm_area_struct *vma)
{
	switch (avc_bench_mode) {
	case AVC_BENCH_MP_VMA:
		return avc_bench_mp_vma(file, vma);
	case AVC_BENCH_PFN_VMA:
		return avc_bench_pfn_mem ? avc_bench_pfn_vma(file, vma) :
					   -ENOMEM;
	case AVC_BENCH_RAW_REMAP_PFN:
		return avc_bench_pfn_mem ? avc_bench_raw_pfn(vma) : -ENOMEM;
	}
	return -EINVAL;	/* an avc_bench_mode_desc() mode */
}

static int avc_bench_mmap(struct file *file, struct vm_area_struct *vma)
{
	struct avc_rvbuf *buf;
	int ret;

	mutex_lock(&avc_bench_lock);
	buf = avc_bench_buf;
	if (!buf) {
		ret = -ENODEV;
		goto out;
	}
	if (avc_bench_mode < AVC_BENCH_RAW_VMALLOC_RANGE) {
		buf->strategy = avc_bench_mode;
		ret = avc_rvbuf_mmap(buf, vma);
		goto out;
	}
	if (avc_bench_mode >= AVC_BENCH_MP_DESC) {
		ret = avc_bench_mmap_mp(file, vma);
		goto out;
	}
	ret = avc_rvmmap_window(vma, buf->size);
	if (ret)
		goto out;
	if (avc_bench_mode == AVC_BENCH_LAZY) {
		avc_vm_flags_set(vma, AVC_VM_DRIVER_FLAGS);
		vma->vm_ops = &avc_bench_lazy_ops;
	} else {
		ret = avc_bench_raw(buf, vma, avc_bench_mode);
		if (ret)
			goto out;
		vma->vm_ops = avc_rvbuf_vm_ops();
	}
	vma->vm_private_data = buf;
	avc_rvbuf_get(buf);
out:
	mutex_unlock(&avc_bench_lock);
	return ret;
}

/*
 * The PFN modes' contiguous buffer, reallocated when the size changes;
 * -ENOMEM above what one allocation can give (PAGE_SIZE << MAX_PAGE_ORDER).
 */
static int avc_bench_pfn_alloc(unsigned long size)
{
	size = PAGE_ALIGN(size);
	if (avc_bench_pfn_mem && avc_bench_pfn_size == size)
		return 0;
	if (avc_bench_pfn_mem)
		free_pages_exact(avc_bench_pfn_mem, avc_bench_pfn_size);
	avc_bench_pfn_size = size;
	avc_bench_pfn_mem = alloc_pages_exact(size, GFP_KERNEL | __GFP_ZERO |
					      __GFP_NOWARN);
	return avc_bench_pfn_mem ? 0 : -ENOMEM;
}

/* -EOPNOTSUPP for a mode this kernel has no path for */
static int avc_bench_mode_ok(unsigned int mode)
{
	if ((mode == AVC_BENCH_PFN_DESC || mode == AVC_BENCH_RAW_DESC_REMAP) &&
	    !AVC_HAVE_MMAP_ACTION)
		return -EOPNOTSUPP;
	if ((mode == AVC_BENCH_MP_DESC || mode == AVC_BENCH_MP_DESC_FAULT ||
	     mode == AVC_BENCH_RAW_DESC_KPAGES) && !AVC_HAVE_MMAP_KERNEL_PAGES)
		return -EOPNOTSUPP;
	return 0;
}

static long avc_bench_ioctl(struct file *file, unsigned int cmd,
			    unsigned long arg)
{
	struct avc_bench_set set;
	struct avc_rvbuf *buf;
	int ret;

	if (cmd != AVC_BENCH_SET)
		return -ENOTTY;
	ret = avc_copy_from_user(&set, (void __user *)arg, sizeof(set));
	if (ret)
		return ret;
	if (set.mode >= AVC_BENCH_NR_MODES || !set.size ||
	    set.size > AVC_BENCH_MAX_SIZE)
		return -EINVAL;
	ret = avc_bench_mode_ok(set.mode);
	if (ret)
		return ret;
	mutex_lock(&avc_bench_lock);
	if (!avc_bench_buf || avc_bench_buf->size != PAGE_ALIGN(set.size)) {
		buf = avc_rvbuf_alloc(set.size);
		if (!buf) {
			mutex_unlock(&avc_bench_lock);
			return -ENOMEM;
		}
		avc_rvbuf_put(avc_bench_buf);
		avc_bench_buf = buf;
	}
	if (set.mode == AVC_BENCH_PFN_DESC || set.mode == AVC_BENCH_PFN_VMA ||
	    set.mode == AVC_BENCH_RAW_REMAP_PFN ||
	    set.mode == AVC_BENCH_RAW_DESC_REMAP)
		ret = avc_bench_pfn_alloc(set.size);
	if (!ret)
		avc_bench_mode = set.mode;
	mutex_unlock(&avc_bench_lock);
	return ret;
}

static const struct file_operations avc_bench_fops = {
	.owner = THIS_MODULE,
	.mmap = avc_bench_mmap,
	.unlocked_ioctl = avc_bench_ioctl,
};

static struct miscdevice avc_bench_dev = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "avc_bench",
	.fops = &avc_bench_fops,
};

#if AVC_HAVE_MMAP_ACTION
static const struct file_operations avc_bench_desc_fops = {
	.owner = THIS_MODULE,
	.mmap_prepare = avc_bench_mmap_prepare,
};

static struct miscdevice avc_bench_desc_dev = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "avc_bench_desc",
	.fops = &avc_bench_desc_fops,
};
#endif

static int __init avc_bench_init(void)
{
	int ret = misc_register(&avc_bench_dev);

#if AVC_HAVE_MMAP_ACTION
	if (!ret) {
		ret = misc_register(&avc_bench_desc_dev);
		if (ret)
			misc_deregister(&avc_bench_dev);
	}
#endif
	return ret;
}

static void __exit avc_bench_exit(void)
{
#if AVC_HAVE_MMAP_ACTION
	misc_deregister(&avc_bench_desc_dev);
#endif
	misc_deregister(&avc_bench_dev);
	avc_rvbuf_put(avc_bench_buf);
	if (avc_bench_pfn_mem)
		free_pages_exact(avc_bench_pfn_mem, avc_bench_pfn_size);
}

module_init(avc_bench_init);
module_exit(avc_bench_exit);
MODULE_DESCRIPTION("avcompat mapping setup benchmark");
MODULE_LICENSE("GPL");
