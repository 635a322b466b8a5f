// SPDX-License-Identifier: GPL-2.0
/*
 * loopcam - the mmap loops of the 2005-2012 webcam drivers that are not
 * the seed patch's: a frame number per page from vmalloc_to_pfn() or
 * vmalloc_to_page(), PAGE_SHARED, and the mmap offset either ignored,
 * taken as a page offset into the buffer, or taken as the number of the
 * frame to map.  Each keeps its meaning as one avc_rvmmap_at() or
 * avc_rvmmap() call, with the window check and flags the loop lacked.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is loopcam.expected.c.
 */
#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/miscdevice.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <linux/vmalloc.h>

#define LOOP_FRAMES		4
#define LOOP_FRAME_SIZE		PAGE_ALIGN(640 * 480 * 2)
#define LOOP_FBUF_SIZE		(LOOP_FRAMES * LOOP_FRAME_SIZE)

struct loopcam {
	char *fbuf;
};

static struct loopcam loop;

static void *loop_rvmalloc(unsigned long size)
{
	void *mem;

	size = PAGE_ALIGN(size);
	mem = vmalloc_32(size);
	if (mem)
		memset(mem, 0, size);
	return mem;
}

static void loop_rvfree(void *mem, unsigned long size)
{
	vfree(mem);
}

/* the offset is ignored: every mapping starts at the first frame */
static int loop_mmap_all(struct file *file, struct vm_area_struct *vma)
{
	unsigned long start = vma->vm_start;
	unsigned long size = vma->vm_end - vma->vm_start;
	char *pos = loop.fbuf;
	struct page *page;

	if (size > LOOP_FBUF_SIZE)
		return -EINVAL;

	while (size > 0) {
		page = vmalloc_to_page(pos);
		if (remap_pfn_range(vma, start, page_to_pfn(page), PAGE_SIZE,
				    PAGE_SHARED))
			return -EAGAIN;
		start += PAGE_SIZE;
		pos += PAGE_SIZE;
		size -= PAGE_SIZE;
	}
	return 0;
}

/* the offset is a page offset into the buffer */
static int loop_mmap_off(struct file *file, struct vm_area_struct *vma)
{
	unsigned long start = vma->vm_start;
	unsigned long size = vma->vm_end - vma->vm_start;
	unsigned long off = vma->vm_pgoff << PAGE_SHIFT;
	unsigned long pos, pfn;

	if (off > LOOP_FBUF_SIZE || size > LOOP_FBUF_SIZE - off)
		return -EINVAL;

	pos = (unsigned long)loop.fbuf + off;
	while (size > 0) {
		pfn = vmalloc_to_pfn((void *)pos);
		if (remap_pfn_range(vma, start, pfn, PAGE_SIZE, PAGE_SHARED))
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

/* the offset is the number of the frame to map */
static int loop_mmap_frame(struct file *file, struct vm_area_struct *vma)
{
	unsigned long start = vma->vm_start;
	unsigned long size = vma->vm_end - vma->vm_start;
	unsigned long pos;

	if (vma->vm_pgoff >= LOOP_FRAMES || size > LOOP_FRAME_SIZE)
		return -EINVAL;

	pos = (unsigned long)loop.fbuf + vma->vm_pgoff * LOOP_FRAME_SIZE;
	while (size > 0) {
		if (remap_pfn_range(vma, start, vmalloc_to_pfn((void *)pos),
				    PAGE_SIZE, PAGE_SHARED))
			return -EAGAIN;
		start += PAGE_SIZE;
		pos += PAGE_SIZE;
		size -= PAGE_SIZE;
	}
	return 0;
}

static const struct file_operations loop_fops[] = {
	{ .owner = THIS_MODULE, .mmap = loop_mmap_all, },
	{ .owner = THIS_MODULE, .mmap = loop_mmap_off, },
	{ .owner = THIS_MODULE, .mmap = loop_mmap_frame, },
};

static struct miscdevice loop_misc[] = {
	{ .minor = MISC_DYNAMIC_MINOR, .name = "loopcam0", .fops = &loop_fops[0], },
	{ .minor = MISC_DYNAMIC_MINOR, .name = "loopcam1", .fops = &loop_fops[1], },
	{ .minor = MISC_DYNAMIC_MINOR, .name = "loopcam2", .fops = &loop_fops[2], },
};

static int __init loop_init(void)
{
	int i, err = 0;

	loop.fbuf = loop_rvmalloc(LOOP_FBUF_SIZE);
	if (!loop.fbuf)
		return -ENOMEM;
	for (i = 0; i < ARRAY_SIZE(loop_misc) && !err; i++)
		err = misc_register(&loop_misc[i]);
	if (err) {
		while (--i > 0)
			misc_deregister(&loop_misc[i - 1]);
		loop_rvfree(loop.fbuf, LOOP_FBUF_SIZE);
	}
	return err;
}

static void __exit loop_exit(void)
{
	int i;

	for (i = 0; i < ARRAY_SIZE(loop_misc); i++)
		misc_deregister(&loop_misc[i]);
	loop_rvfree(loop.fbuf, LOOP_FBUF_SIZE);
}

module_init(loop_init);
module_exit(loop_exit);

MODULE_DESCRIPTION("common per-page mmap loops (avcompat cocci test input)");
MODULE_LICENSE("GPL");
