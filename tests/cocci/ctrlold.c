// SPDX-License-Identifier: GPL-2.0
/*
 * ctrlold - a V4L2 driver of the 2.6 years whose one control is answered
 * by hand, through vidioc_queryctrl, vidioc_g_ctrl and vidioc_s_ctrl, with
 * no v4l2_ctrl_handler.  6.15 removed those three ops from struct
 * v4l2_ioctl_ops, so it does not build from 6.15 on; deleting them would
 * lose the control, so they stay and cocci-apply lists them: the author
 * moves the control to a v4l2_ctrl_handler (ctrlold.notes).  The
 * converted driver must fail to build from 6.15 with exactly those
 * errors (ctrlold.nobuild) and build everywhere else.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is ctrlold.expected.c.
 */
#include <linux/module.h>
#include <media/v4l2-dev.h>
#include <media/v4l2-device.h>
#include <media/v4l2-ioctl.h>

#define CTRLO_BRIGHTNESS_DEF	128

static s32 ctrlo_brightness = CTRLO_BRIGHTNESS_DEF;

static const struct v4l2_file_operations ctrlo_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = video_ioctl2,
};

static int ctrlo_querycap(struct file *file, void *priv,
			  struct v4l2_capability *cap)
{
	strscpy(cap->driver, "ctrlold", sizeof(cap->driver));
	strscpy(cap->card, "ctrlold", sizeof(cap->card));
	return 0;
}

static int ctrlo_queryctrl(struct file *file, void *priv,
			   struct v4l2_queryctrl *qc)
{
	if (qc->id != V4L2_CID_BRIGHTNESS)
		return -EINVAL;
	qc->type = V4L2_CTRL_TYPE_INTEGER;
	strscpy(qc->name, "Brightness", sizeof(qc->name));
	qc->minimum = 0;
	qc->maximum = 255;
	qc->step = 1;
	qc->default_value = CTRLO_BRIGHTNESS_DEF;
	qc->flags = 0;
	return 0;
}

static int ctrlo_g_ctrl(struct file *file, void *priv, struct v4l2_control *c)
{
	if (c->id != V4L2_CID_BRIGHTNESS)
		return -EINVAL;
	c->value = ctrlo_brightness;
	return 0;
}

static int ctrlo_s_ctrl(struct file *file, void *priv, struct v4l2_control *c)
{
	if (c->id != V4L2_CID_BRIGHTNESS)
		return -EINVAL;
	if (c->value < 0 || c->value > 255)
		return -ERANGE;
	ctrlo_brightness = c->value;
	return 0;
}

static const struct v4l2_ioctl_ops ctrlo_ioctl_ops = {
	.vidioc_querycap = ctrlo_querycap,
	.vidioc_queryctrl = ctrlo_queryctrl,
	.vidioc_g_ctrl = ctrlo_g_ctrl,
	.vidioc_s_ctrl = ctrlo_s_ctrl,
};

static struct v4l2_device ctrlo_v4l2;
static struct video_device ctrlo_vdev = {
	.name = "ctrlold",
	.fops = &ctrlo_fops,
	.ioctl_ops = &ctrlo_ioctl_ops,
	.release = video_device_release_empty,
	.device_caps = V4L2_CAP_VIDEO_CAPTURE,
};

static int __init ctrlo_init(void)
{
	ctrlo_vdev.v4l2_dev = &ctrlo_v4l2;
	return video_register_device(&ctrlo_vdev, VFL_TYPE_VIDEO, -1);
}

static void __exit ctrlo_exit(void)
{
	video_unregister_device(&ctrlo_vdev);
}

module_init(ctrlo_init);
module_exit(ctrlo_exit);

MODULE_DESCRIPTION("controls answered by hand (avcompat cocci test input)");
MODULE_LICENSE("GPL");
