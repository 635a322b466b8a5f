// SPDX-License-Identifier: GPL-2.0
/*
 * avc_pfnmap - share a physically contiguous buffer with user space the way
 * OSS-era sound and capture drivers shared their DMA buffers.
 *
 * The buffer comes from __get_free_pages(), is zeroed and then filled with
 * a known pattern (avc_pfnmap_pattern() in avc_pfnmap.h), and its mmap maps
 * it with avc_mmap_remap_pfn(), through ->mmap_prepare's remap action where
 * the kernel has one and ->mmap elsewhere: any page-aligned window inside
 * the buffer, chosen by the mmap offset.  The device is shared-only: a
 * private writable mapping would be a copy-on-write copy of device memory,
 * so it is refused; a private read-only one may never become writable.
 * The mapping cannot grow (VM_DONTEXPAND), and the open file behind every
 * mapping holds a reference on the module, so the buffer outlives them.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/gfp.h>
#include <linux/init.h>
#include <linux/miscdevice.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <avcompat/avcompat.h>
#include <avcompat/vma.h>

#include "avc_pfnmap.h"

/* 4 MiB: order 10, which every kernel's page allocator can hand out. */
#define AVC_PFNMAP_MAX_SIZE	(4UL << 20)

static unsigned long size = 64 * 1024;
module_param(size, ulong, 0444);
MODULE_PARM_DESC(size, "buffer size in bytes, rounded up to whole pages (default 64 KiB, at most 4 MiB)");

static void *avc_pfnmap_buf;
static unsigned long avc_pfnmap_pages;	/* mappable pages */
static unsigned int avc_pfnmap_order;	/* allocation order */

/**
 * avc_pfnmap_fill() - write the known pattern into the buffer
 * @buf: the buffer
 * @bytes: bytes to fill, a multiple of 4
 */
static void avc_pfnmap_fill(u32 *buf, unsigned long bytes)
{
	unsigned long off;

	for (off = 0; off < bytes; off += sizeof(*buf))
		buf[off / sizeof(*buf)] = avc_pfnmap_pattern(off, PAGE_SIZE);
}

/**
 * avc_pfnmap_map() - map a window of the buffer
 * @m: the request; its pgoff is the first buffer page to map
 *
 * Written once for ->mmap and ->mmap_prepare (AVC_DEFINE_MMAP()).
 *
 * Return: 0, or -EINVAL for a private writable mapping or a window that
 * does not lie inside the buffer (including offsets so large that
 * offset + length wraps), or the error of avc_mmap_remap_pfn().
 */
static int avc_pfnmap_map(struct avc_mmap *m)
{
	int ret = avc_mmap_shared_only(m);

	if (!ret)
		ret = avc_mmap_window(m, avc_pfnmap_pages);
	if (ret)
		return ret;

	avc_mmap_set_flags(m, AVC_VM_DRIVER_FLAGS);
	return avc_mmap_remap_pfn(m, avc_mmap_start(m),
				  avc_pfn_add(avc_virt_to_pfn(avc_pfnmap_buf),
					      avc_mmap_pgoff(m)),
				  avc_mmap_size(m));
}

AVC_DEFINE_MMAP(avc_pfnmap_mmap, avc_pfnmap_map, PFN);

/**
 * avc_pfnmap_ioctl() - the device's ioctls
 * @file: the open device
 * @cmd: AVC_PFNMAP_GET_SIZE
 * @arg: user pointer to a __u64 that receives the buffer size in bytes
 *
 * Return: 0, -EFAULT if @arg is not writable, -ENOTTY for other commands.
 */
static long avc_pfnmap_ioctl(struct file *file, unsigned int cmd,
			     unsigned long arg)
{
	u64 bytes = (u64)avc_pfnmap_pages << PAGE_SHIFT;

	switch (cmd) {
	case AVC_PFNMAP_GET_SIZE:
		return avc_copy_to_user((void __user *)arg, &bytes,
					sizeof(bytes));
	default:
		return -ENOTTY;
	}
}

static const struct file_operations avc_pfnmap_fops = {
	.owner = THIS_MODULE,
	AVC_FOP_MMAP(avc_pfnmap_mmap),
	.unlocked_ioctl = avc_pfnmap_ioctl,
};

static struct miscdevice avc_pfnmap_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = AVC_PFNMAP_NAME,
	.fops = &avc_pfnmap_fops,
};

static int __init avc_pfnmap_init(void)
{
	unsigned long bytes;
	int ret;

	if (!size || size > AVC_PFNMAP_MAX_SIZE) {
		pr_err("size must be 1..%lu bytes\n", AVC_PFNMAP_MAX_SIZE);
		return -EINVAL;
	}
	bytes = PAGE_ALIGN(size);
	avc_pfnmap_pages = bytes >> PAGE_SHIFT;
	avc_pfnmap_order = get_order(bytes);
	avc_pfnmap_buf = (void *)__get_free_pages(GFP_KERNEL | __GFP_ZERO |
						  __GFP_NOWARN,
						  avc_pfnmap_order);
	if (!avc_pfnmap_buf)
		return -ENOMEM;
	avc_pfnmap_fill(avc_pfnmap_buf, bytes);

	ret = misc_register(&avc_pfnmap_misc);
	if (ret) {
		free_pages((unsigned long)avc_pfnmap_buf, avc_pfnmap_order);
		return ret;
	}
	pr_info("/dev/%s: %lu bytes (%lu pages)\n", AVC_PFNMAP_NAME, bytes,
		avc_pfnmap_pages);
	return 0;
}

static void __exit avc_pfnmap_exit(void)
{
	misc_deregister(&avc_pfnmap_misc);
	free_pages((unsigned long)avc_pfnmap_buf, avc_pfnmap_order);
}

module_init(avc_pfnmap_init);
module_exit(avc_pfnmap_exit);

MODULE_DESCRIPTION("avcompat sample: a contiguous buffer mapped with avc_remap_pfn_range()");
MODULE_LICENSE("GPL");
