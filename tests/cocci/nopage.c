// SPDX-License-Identifier: GPL-2.0
/*
 * vloop - a frame buffer that user space maps lazily, in the style of the
 * 2.6.x video and sound drivers that filled their mappings from a
 * ->nopage() handler (before ->fault() arrived in 2.6.23): each fault
 * looks up the page behind the buffer offset, takes a reference on it and
 * reports a minor fault through *type.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is nopage.expected.c.
 */
#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/miscdevice.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/string.h>
#include <linux/vmalloc.h>

static unsigned long bufsize = 4 * 64 * 1024;
module_param(bufsize, ulong, 0444);
MODULE_PARM_DESC(bufsize, "frame buffer size in bytes");

struct vloop {
	void *buf;
	unsigned long size;
	atomic_t maps;
};

static struct vloop vloop;

static void vloop_vm_open(struct vm_area_struct *vma)
{
	struct vloop *dev = vma->vm_private_data;

	atomic_inc(&dev->maps);
}

static void vloop_vm_close(struct vm_area_struct *vma)
{
	struct vloop *dev = vma->vm_private_data;

	atomic_dec(&dev->maps);
}

static struct page *vloop_vm_nopage(struct vm_area_struct *vma,
				    unsigned long address, int *type)
{
	struct vloop *dev = vma->vm_private_data;
	unsigned long offset;
	struct page *page;

	offset = (address - vma->vm_start) + (vma->vm_pgoff << PAGE_SHIFT);
	if (offset >= dev->size)
		return NOPAGE_SIGBUS;

	page = vmalloc_to_page(dev->buf + offset);
	if (!page)
		return NOPAGE_SIGBUS;
	get_page(page);
	if (type)
		*type = VM_FAULT_MINOR;
	return page;
}

static const struct vm_operations_struct vloop_vm_ops = {
	.open = vloop_vm_open,
	.close = vloop_vm_close,
	.nopage = vloop_vm_nopage,
};

static int vloop_mmap(struct file *file, struct vm_area_struct *vma)
{
	unsigned long size = vma->vm_end - vma->vm_start;

	if (vma->vm_pgoff > vloop.size >> PAGE_SHIFT ||
	    size > vloop.size - (vma->vm_pgoff << PAGE_SHIFT))
		return -EINVAL;
	vma->vm_ops = &vloop_vm_ops;
	vma->vm_flags |= VM_RESERVED;
	vma->vm_private_data = &vloop;
	vloop_vm_open(vma);
	return 0;
}

static const struct file_operations vloop_fops = {
	.owner = THIS_MODULE,
	.mmap = vloop_mmap,
};

static struct miscdevice vloop_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "vloop",
	.fops = &vloop_fops,
};

static int __init vloop_init(void)
{
	int err;

	vloop.size = PAGE_ALIGN(bufsize);
	vloop.buf = vmalloc_32(vloop.size);
	if (!vloop.buf)
		return -ENOMEM;
	memset(vloop.buf, 0, vloop.size);
	atomic_set(&vloop.maps, 0);

	err = misc_register(&vloop_misc);
	if (err)
		vfree(vloop.buf);
	return err;
}

static void __exit vloop_exit(void)
{
	misc_deregister(&vloop_misc);
	vfree(vloop.buf);
}

module_init(vloop_init);
module_exit(vloop_exit);

MODULE_DESCRIPTION("lazily mapped frame buffer (avcompat cocci test input)");
MODULE_LICENSE("GPL");
