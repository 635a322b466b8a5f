// SPDX-License-Identifier: GPL-2.0
/*
 * splitcam - a webcam driver that built on 2.4 and 2.6 from one source
 * (its 2.4 Makefile defined SPLIT_24): the head of its mmap is split by
 * #ifdef (a V4L1 video_device mmap on 2.4, a file_operations one on 2.6),
 * and so is the remap in its loop, each
 * branch opening the if's brace.  spatch reads the second branch of such
 * a split as a comment ("passed" in its --parse-c report): the only call
 * of kvirt_to_pa() is there, so kvirt_to_pa() must stay even though
 * spatch sees no caller.  The 2.4 uvirt_to_kva() nothing names any more
 * goes, and its #if with it.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is splitcam.expected.c.
 */
#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/miscdevice.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <linux/vmalloc.h>

#define SPLIT_FBUF_SIZE	(2 * PAGE_ALIGN(320 * 240 * 2))

static char *split_fbuf;

static inline unsigned long kvirt_to_pa(unsigned long adr)
{
	unsigned long kva;

	kva = (unsigned long)page_address(vmalloc_to_page((void *)adr));
	kva |= adr & (PAGE_SIZE - 1);
	return __pa(kva);
}

#ifdef SPLIT_24
static int split_mmap(struct video_device *vma, const char *adr,
		      unsigned long size)
{
	unsigned long start = (unsigned long)adr;
#else
static int split_mmap(struct file *file, struct vm_area_struct *vma)
{
	unsigned long start = vma->vm_start;
	unsigned long size = vma->vm_end - vma->vm_start;
#endif
	unsigned long pos;

	if (size > SPLIT_FBUF_SIZE)
		return -EINVAL;

	pos = (unsigned long)split_fbuf;
	while (size > 0) {
#ifdef SPLIT_HAVE_VMALLOC_TO_PFN
		if (remap_pfn_range(vma, start, vmalloc_to_pfn((void *)pos),
				    PAGE_SIZE, PAGE_SHARED)) {
#else
		if (remap_pfn_range(vma, start, kvirt_to_pa(pos) >> PAGE_SHIFT,
				    PAGE_SIZE, PAGE_SHARED)) {
#endif
			return -EAGAIN;
		}
		start += PAGE_SIZE;
		pos += PAGE_SIZE;
		if (size > PAGE_SIZE)
			size -= PAGE_SIZE;
		else
			size = 0;
	}
	return 0;
}

static const struct file_operations split_fops = {
	.owner = THIS_MODULE,
	.mmap = split_mmap,
};

static struct miscdevice split_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "splitcam",
	.fops = &split_fops,
};

static int __init split_init(void)
{
	int err;

	split_fbuf = vmalloc_user(SPLIT_FBUF_SIZE);
	if (!split_fbuf)
		return -ENOMEM;
	err = misc_register(&split_misc);
	if (err)
		vfree(split_fbuf);
	return err;
}

static void __exit split_exit(void)
{
	misc_deregister(&split_misc);
	vfree(split_fbuf);
}

module_init(split_init);
module_exit(split_exit);

MODULE_DESCRIPTION("mmap split by #if across 2.4 and 2.6 (avcompat cocci test input)");
MODULE_LICENSE("GPL");
