// SPDX-License-Identifier: GPL-2.0
/*
 * multicam - the device file: open() allocates the frame buffer, mmap()
 * maps it page by page from the offset user space asked for.
 */
#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <avcompat/avcompat.h>

#include "multicam.h"

static int multicam_open(struct inode *inode, struct file *file)
{
	struct multicam *cam = &multicam_dev;
	int err = 0;

	mutex_lock(&cam->lock);
	if (!cam->users) {
		cam->fbuf = avc_rvmalloc(MULTICAM_FBUF_SIZE);
		if (!cam->fbuf)
			err = -ENOMEM;
	}
	if (!err)
		cam->users++;
	mutex_unlock(&cam->lock);
	file->private_data = cam;
	return err;
}

static int multicam_release(struct inode *inode, struct file *file)
{
	struct multicam *cam = file->private_data;

	mutex_lock(&cam->lock);
	if (!--cam->users) {
		avc_rvfree(cam->fbuf, MULTICAM_FBUF_SIZE);
		cam->fbuf = NULL;
	}
	mutex_unlock(&cam->lock);
	return 0;
}

static int multicam_mmap(struct file *file, struct vm_area_struct *vma)
{
	struct multicam *cam = file->private_data;
	unsigned long size = vma->vm_end - vma->vm_start;

	if (vma->vm_pgoff > MULTICAM_FBUF_SIZE >> PAGE_SHIFT ||
	    size > MULTICAM_FBUF_SIZE - (vma->vm_pgoff << PAGE_SHIFT))
		return -EINVAL;

	if (avc_rvmmap(vma, cam->fbuf, MULTICAM_FBUF_SIZE))
		return -EAGAIN;
	return 0;
}

const struct file_operations multicam_fops = {
	.owner = THIS_MODULE,
	.open = multicam_open,
	.release = multicam_release,
	.mmap = multicam_mmap,
};
