// SPDX-License-Identifier: GPL-2.0
/*
 * vdevfld - a V4L2 driver of 3.x that sets struct video_device's parent
 * and debug fields, renamed dev_parent and dev_debug in 3.x and gone
 * under the old names on every kernel avcompat builds on.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is vdevfld.expected.c.
 */
#include <linux/module.h>
#include <media/v4l2-dev.h>
#include <media/v4l2-device.h>
#include <media/v4l2-ioctl.h>

static const struct v4l2_file_operations vdevf_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = video_ioctl2,
};

static int vdevf_querycap(struct file *file, void *priv,
			  struct v4l2_capability *cap)
{
	strscpy(cap->driver, "vdevfld", sizeof(cap->driver));
	strscpy(cap->card, "vdevfld", sizeof(cap->card));
	return 0;
}

static const struct v4l2_ioctl_ops vdevf_ioctl_ops = {
	.vidioc_querycap = vdevf_querycap,
};

static struct v4l2_device vdevf_v4l2;
static struct video_device vdevf_vdev = {
	.name = "vdevfld",
	.fops = &vdevf_fops,
	.ioctl_ops = &vdevf_ioctl_ops,
	.release = video_device_release_empty,
	.device_caps = V4L2_CAP_VIDEO_CAPTURE,
};

static int __init vdevf_init(void)
{
	struct video_device *vd = &vdevf_vdev;

	vd->v4l2_dev = &vdevf_v4l2;
	vd->parent = vdevf_v4l2.dev;
	vdevf_vdev.debug = 0;
	return video_register_device(&vdevf_vdev, VFL_TYPE_VIDEO, -1);
}

static void __exit vdevf_exit(void)
{
	video_unregister_device(&vdevf_vdev);
}

module_init(vdevf_init);
module_exit(vdevf_exit);

MODULE_DESCRIPTION("video_device parent and debug (avcompat cocci test input)");
MODULE_LICENSE("GPL");
