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
 *    is paid on first touch.
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
	avc_bench_mode = set.mode;
	mutex_unlock(&avc_bench_lock);
	return 0;
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

static int __init avc_bench_init(void)
{
	return misc_register(&avc_bench_dev);
}

static void __exit avc_bench_exit(void)
{
	misc_deregister(&avc_bench_dev);
	avc_rvbuf_put(avc_bench_buf);
}

module_init(avc_bench_init);
module_exit(avc_bench_exit);
MODULE_DESCRIPTION("avcompat mapping setup benchmark");
MODULE_LICENSE("GPL");
