// SPDX-License-Identifier: GPL-2.0
/*
 * vflfall - a V4L2 driver of 2020 that already says VFL_TYPE_VIDEO and
 * keeps its own fallback for the kernels before 5.7: avcompat's
 * compat/media/v4l2-dev.h now gives the name everywhere, so the fallback
 * goes (it must not become "#define VFL_TYPE_VIDEO VFL_TYPE_VIDEO").
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is vflfall.expected.c.
 */
#include <linux/module.h>
#include <media/v4l2-dev.h>
#include <media/v4l2-device.h>
#include <media/v4l2-ioctl.h>

#ifndef VFL_TYPE_VIDEO
#define VFL_TYPE_VIDEO VFL_TYPE_GRABBER
#endif

static const struct v4l2_file_operations vflf_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = video_ioctl2,
};

static int vflf_querycap(struct file *file, void *priv,
			 struct v4l2_capability *cap)
{
	strscpy(cap->driver, "vflfall", sizeof(cap->driver));
	strscpy(cap->card, "vflfall", sizeof(cap->card));
	return 0;
}

static const struct v4l2_ioctl_ops vflf_ioctl_ops = {
	.vidioc_querycap = vflf_querycap,
};

static struct v4l2_device vflf_v4l2;
static struct video_device vflf_vdev = {
	.name = "vflfall",
	.fops = &vflf_fops,
	.ioctl_ops = &vflf_ioctl_ops,
	.release = video_device_release_empty,
	.device_caps = V4L2_CAP_VIDEO_CAPTURE,
};

static int __init vflf_init(void)
{
	vflf_vdev.v4l2_dev = &vflf_v4l2;
	return video_register_device(&vflf_vdev, VFL_TYPE_VIDEO, -1);
}

static void __exit vflf_exit(void)
{
	video_unregister_device(&vflf_vdev);
}

module_init(vflf_init);
module_exit(vflf_exit);

MODULE_DESCRIPTION("own VFL_TYPE_VIDEO fallback (avcompat cocci test input)");
MODULE_LICENSE("GPL");
