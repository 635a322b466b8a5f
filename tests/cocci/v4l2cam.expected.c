// SPDX-License-Identifier: GPL-2.0
/*
 * v4l2cam - a V4L2 capture driver of the 2.6.2x years: registered as
 * VFL_TYPE_GRABBER, timestamps from do_gettimeofday(), no device_caps
 * (the core did not ask for them yet), and a vmalloc'ed frame buffer
 * mapped page by page with the offset picking the frame.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is v4l2cam.expected.c.
 */
#include <linux/errno.h>
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/time.h>
#include <linux/vmalloc.h>
#include <media/v4l2-common.h>
#include <media/v4l2-dev.h>
#include <media/v4l2-device.h>
#include <media/v4l2-ioctl.h>
#include <avcompat/avcompat.h>

#define VCAM_FRAMES		2
#define VCAM_FRAME_SIZE		PAGE_ALIGN(320 * 240 * 2)
#define VCAM_FBUF_SIZE		(VCAM_FRAMES * VCAM_FRAME_SIZE)

struct vcam {
	struct v4l2_device v4l2_dev;
	struct video_device vdev;
	struct mutex lock;	/* the device */
	char *fbuf;
	unsigned int sequence;
};

static struct vcam vcam;

static int vcam_querycap(struct file *file, void *fh,
			 struct v4l2_capability *cap)
{
	strscpy(cap->driver, "v4l2cam", sizeof(cap->driver));
	strscpy(cap->card, "v4l2cam", sizeof(cap->card));
	return 0;
}

static int vcam_dqbuf(struct file *file, void *fh, struct v4l2_buffer *buf)
{
	if (buf->index >= VCAM_FRAMES)
		return -EINVAL;
	buf->bytesused = VCAM_FRAME_SIZE;
	buf->m.offset = buf->index;
	buf->sequence = vcam.sequence++;
	v4l2_buffer_set_timestamp(buf, ktime_get_ns());
	return 0;
}

static int vcam_mmap(struct file *file, struct vm_area_struct *vma)
{
	unsigned long size = vma->vm_end - vma->vm_start;

	if (vma->vm_pgoff >= VCAM_FRAMES || size > VCAM_FRAME_SIZE)
		return -EINVAL;

	if (avc_rvmmap_at(vma, vcam.fbuf, VCAM_FBUF_SIZE,
			  (vma->vm_pgoff * VCAM_FRAME_SIZE) >> PAGE_SHIFT))
		return -EAGAIN;
	return 0;
}

static const struct v4l2_file_operations vcam_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = video_ioctl2,
	.mmap = vcam_mmap,
};

static const struct v4l2_ioctl_ops vcam_ioctl_ops = {
	.vidioc_querycap = vcam_querycap,
	.vidioc_dqbuf = vcam_dqbuf,
};

static int __init vcam_init(void)
{
	int err;

	vcam.fbuf = avc_rvmalloc(VCAM_FBUF_SIZE);
	if (!vcam.fbuf)
		return -ENOMEM;
	mutex_init(&vcam.lock);
	strscpy(vcam.v4l2_dev.name, "v4l2cam", sizeof(vcam.v4l2_dev.name));
	err = v4l2_device_register(NULL, &vcam.v4l2_dev);
	if (err)
		goto free;
	strscpy(vcam.vdev.name, "v4l2cam", sizeof(vcam.vdev.name));
	vcam.vdev.v4l2_dev = &vcam.v4l2_dev;
	vcam.vdev.fops = &vcam_fops;
	vcam.vdev.ioctl_ops = &vcam_ioctl_ops;
	vcam.vdev.release = video_device_release_empty;
	vcam.vdev.lock = &vcam.lock;
	err = video_register_device(&vcam.vdev, VFL_TYPE_VIDEO, -1);
	if (!err)
		return 0;
	v4l2_device_unregister(&vcam.v4l2_dev);
free:
	avc_rvfree(vcam.fbuf, VCAM_FBUF_SIZE);
	return err;
}

static void __exit vcam_exit(void)
{
	video_unregister_device(&vcam.vdev);
	v4l2_device_unregister(&vcam.v4l2_dev);
	avc_rvfree(vcam.fbuf, VCAM_FBUF_SIZE);
}

module_init(vcam_init);
module_exit(vcam_exit);

MODULE_DESCRIPTION("V4L2 capture of the 2.6.2x years (avcompat cocci test input)");
MODULE_LICENSE("GPL");
