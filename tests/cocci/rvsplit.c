// SPDX-License-Identifier: GPL-2.0
/*
 * rvsplit - a frame grabber whose private rvmalloc(), rvfree() and
 * kvirt_to_pa() are written with the return type on the line above the
 * name, as many 2.6 drivers wrote their functions: once 20-rvmalloc and
 * 30-remap have converted their callers they are dead, and must be
 * deleted like the one-line form (left, they are unused-function
 * warnings under W=1) and not reported as still used.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is rvsplit.expected.c, its check-by-hand list
 * rvsplit.notes.
 */
#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/string.h>
#include <linux/vmalloc.h>

#define RVS_BUF_SIZE	(8 * PAGE_SIZE)

struct rvs_dev {
	struct mutex lock;	/* serialises open, release and mmap */
	void *buf;		/* from rvmalloc() */
};

static struct rvs_dev rvs;

static void *
rvmalloc(unsigned long size);
static void
rvfree(void *mem, unsigned long size);

static unsigned long
kvirt_to_pa(unsigned long adr)
{
	unsigned long kva;

	kva = (unsigned long)page_address(vmalloc_to_page((void *)adr));
	kva |= adr & (PAGE_SIZE - 1);
	return __pa(kva);
}

static void *
rvmalloc(unsigned long size)
{
	void *mem;
	unsigned long adr;

	size = PAGE_ALIGN(size);
	mem = vmalloc_32(size);
	if (!mem)
		return NULL;
	memset(mem, 0, size);
	adr = (unsigned long)mem;
	while (size > 0) {
		SetPageReserved(vmalloc_to_page((void *)adr));
		adr += PAGE_SIZE;
		size -= PAGE_SIZE;
	}
	return mem;
}

static void
rvfree(void *mem, unsigned long size)
{
	unsigned long adr;

	if (!mem)
		return;
	adr = (unsigned long)mem;
	while ((long)size > 0) {
		ClearPageReserved(vmalloc_to_page((void *)adr));
		adr += PAGE_SIZE;
		size -= PAGE_SIZE;
	}
	vfree(mem);
}

static int rvs_open(struct inode *inode, struct file *file)
{
	int err = 0;

	mutex_lock(&rvs.lock);
	if (rvs.buf) {
		err = -EBUSY;
		goto out;
	}
	rvs.buf = rvmalloc(RVS_BUF_SIZE);
	if (!rvs.buf)
		err = -ENOMEM;
out:
	mutex_unlock(&rvs.lock);
	return err;
}

static int rvs_release(struct inode *inode, struct file *file)
{
	mutex_lock(&rvs.lock);
	rvfree(rvs.buf, RVS_BUF_SIZE);
	rvs.buf = NULL;
	mutex_unlock(&rvs.lock);
	return 0;
}

static int rvs_mmap(struct file *file, struct vm_area_struct *vma)
{
	unsigned long start = vma->vm_start;
	unsigned long size = vma->vm_end - vma->vm_start;
	unsigned long page, pos;
	int err = 0;

	if (size > RVS_BUF_SIZE)
		return -EINVAL;
	mutex_lock(&rvs.lock);
	pos = (unsigned long)rvs.buf;
	while (size > 0) {
		page = kvirt_to_pa(pos);
		if (remap_page_range(vma, start, page, PAGE_SIZE, PAGE_SHARED)) {
			err = -EAGAIN;
			break;
		}
		start += PAGE_SIZE;
		pos += PAGE_SIZE;
		size -= PAGE_SIZE;
	}
	mutex_unlock(&rvs.lock);
	return err;
}

static const struct file_operations rvs_fops = {
	.owner = THIS_MODULE,
	.open = rvs_open,
	.release = rvs_release,
	.mmap = rvs_mmap,
};

static struct miscdevice rvs_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "rvsplit",
	.fops = &rvs_fops,
};

static int __init rvs_init(void)
{
	mutex_init(&rvs.lock);
	return misc_register(&rvs_misc);
}

static void __exit rvs_exit(void)
{
	misc_deregister(&rvs_misc);
}

module_init(rvs_init);
module_exit(rvs_exit);

MODULE_DESCRIPTION("return types above the names (avcompat cocci test input)");
MODULE_LICENSE("GPL");
