// SPDX-License-Identifier: GPL-2.0
/*
 * ifcam - a webcam whose mmap loop picks the remap call with #ifdef, as
 * out-of-tree drivers of 2005-2008 did to build on both sides of 2.6.10:
 * one branch hands remap_page_range() a physical address, the other hands
 * remap_pfn_range() a frame number, both from the same variable.  Neither
 * branch may be converted alone (the variable must stay for the other),
 * and no preprocessor line may move; the region is left and reported.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is ifdefcam.expected.c.
 */
#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/miscdevice.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <linux/vmalloc.h>
#include <avcompat/avcompat.h>

#define IFCAM_FBUF_SIZE	(2 * PAGE_ALIGN(320 * 240 * 2))

static char *ifcam_fbuf;

static inline unsigned long kvirt_to_pa(unsigned long adr)
{
	unsigned long kva;

	kva = (unsigned long)page_address(vmalloc_to_page((void *)adr));
	kva |= adr & (PAGE_SIZE - 1);
	return __pa(kva);
}

static int ifcam_mmap(struct file *file, struct vm_area_struct *vma)
{
	unsigned long start = vma->vm_start;
	unsigned long size = vma->vm_end - vma->vm_start;
	unsigned long page, pos;

	if (size > IFCAM_FBUF_SIZE)
		return -EINVAL;

	pos = (unsigned long)ifcam_fbuf;
	while (size > 0) {
		page = kvirt_to_pa(pos);
#ifdef HAS_REMAP_PAGE_RANGE
		if (remap_page_range(vma, start, page, PAGE_SIZE, PAGE_SHARED))
#else
		if (remap_pfn_range(vma, start, page >> PAGE_SHIFT, PAGE_SIZE,
				    PAGE_SHARED))
#endif
			return -EAGAIN;
		start += PAGE_SIZE;
		pos += PAGE_SIZE;
		if (size > PAGE_SIZE)
			size -= PAGE_SIZE;
		else
			size = 0;
	}
	return 0;
}

static const struct file_operations ifcam_fops = {
	.owner = THIS_MODULE,
	.mmap = ifcam_mmap,
};

static struct miscdevice ifcam_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "ifcam",
	.fops = &ifcam_fops,
};

static int __init ifcam_init(void)
{
	int err;

	ifcam_fbuf = avc_rvmalloc(IFCAM_FBUF_SIZE);
	if (!ifcam_fbuf)
		return -ENOMEM;
	err = misc_register(&ifcam_misc);
	if (err)
		avc_rvfree(ifcam_fbuf, IFCAM_FBUF_SIZE);
	return err;
}

static void __exit ifcam_exit(void)
{
	misc_deregister(&ifcam_misc);
	avc_rvfree(ifcam_fbuf, IFCAM_FBUF_SIZE);
}

module_init(ifcam_init);
module_exit(ifcam_exit);

MODULE_DESCRIPTION("#ifdef inside the mmap loop (avcompat cocci test input)");
MODULE_LICENSE("GPL");
