// SPDX-License-Identifier: GPL-2.0
/*
 * ctrlhdl - a V4L2 driver of the 3.x years that moved its controls to a
 * v4l2_ctrl_handler, set as its v4l2_device's ctrl_handler, but kept the
 * hand-written control ops of before.  The core answers VIDIOC_QUERYCTRL,
 * G/S_CTRL, QUERYMENU and the EXT_CTRLS ioctls from the handler and never
 * calls these ops on any kernel, and 6.15 removed vidioc_queryctrl,
 * vidioc_g_ctrl and vidioc_s_ctrl from struct v4l2_ioctl_ops (a driver
 * that sets them does not build).  The ops go, and the functions that
 * nothing else calls with them; ctrlh_s_ctrl(), which the driver also
 * calls itself, stays.  Their prototypes go too, with the attribute
 * after the parameters (spatch keeps it, glued to the line before or
 * alone on its own; scripts/cocci-apply removes what is left).
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is ctrlhdl.expected.c.
 */
#include <linux/module.h>
#include <media/v4l2-ctrls.h>
#include <media/v4l2-dev.h>
#include <media/v4l2-device.h>
#include <media/v4l2-ioctl.h>

struct ctrlh_dev {
	struct v4l2_device v4l2_dev;
	struct video_device vdev;
	struct v4l2_ctrl_handler hdl;
	s32 brightness;
};

static struct ctrlh_dev ctrlh;

static int ctrlh_ctrl_s_ctrl(struct v4l2_ctrl *ctrl)
{
	if (ctrl->id != V4L2_CID_BRIGHTNESS)
		return -EINVAL;
	ctrlh.brightness = ctrl->val;
	return 0;
}

static const struct v4l2_ctrl_ops ctrlh_ctrl_ops = {
	.s_ctrl = ctrlh_ctrl_s_ctrl,
};

static const struct v4l2_file_operations ctrlh_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = video_ioctl2,
};

static int ctrlh_querycap(struct file *file, void *priv,
			  struct v4l2_capability *cap)
{
	strscpy(cap->driver, "ctrlhdl", sizeof(cap->driver));
	strscpy(cap->card, "ctrlhdl", sizeof(cap->card));
	return 0;
}

/* VIDIOC_S_CTRL of before the handler; ctrlh_restore() uses it too */
static int ctrlh_s_ctrl(struct file *file, void *priv, struct v4l2_control *c)
{
	struct v4l2_ctrl *ctrl = v4l2_ctrl_find(&ctrlh.hdl, c->id);

	if (!ctrl)
		return -EINVAL;
	return v4l2_ctrl_s_ctrl(ctrl, c->value);
}

static const struct v4l2_ioctl_ops ctrlh_ioctl_ops = {
	.vidioc_querycap = ctrlh_querycap,
};

/* the brightness of before a reset */
static int ctrlh_restore(s32 brightness)
{
	struct v4l2_control c = {
		.id = V4L2_CID_BRIGHTNESS,
		.value = brightness,
	};

	return ctrlh_s_ctrl(NULL, NULL, &c);
}

static int __init ctrlh_init(void)
{
	int err;

	v4l2_ctrl_handler_init(&ctrlh.hdl, 1);
	v4l2_ctrl_new_std(&ctrlh.hdl, &ctrlh_ctrl_ops, V4L2_CID_BRIGHTNESS,
			  0, 255, 1, 128);
	err = ctrlh.hdl.error;
	if (err)
		goto free;
	ctrlh.v4l2_dev.ctrl_handler = &ctrlh.hdl;
	strscpy(ctrlh.vdev.name, "ctrlhdl", sizeof(ctrlh.vdev.name));
	ctrlh.vdev.v4l2_dev = &ctrlh.v4l2_dev;
	ctrlh.vdev.fops = &ctrlh_fops;
	ctrlh.vdev.ioctl_ops = &ctrlh_ioctl_ops;
	ctrlh.vdev.release = video_device_release_empty;
	ctrlh.vdev.device_caps = V4L2_CAP_VIDEO_CAPTURE;
	err = video_register_device(&ctrlh.vdev, VFL_TYPE_VIDEO, -1);
	if (err)
		goto free;
	return ctrlh_restore(128);
free:
	v4l2_ctrl_handler_free(&ctrlh.hdl);
	return err;
}

static void __exit ctrlh_exit(void)
{
	video_unregister_device(&ctrlh.vdev);
	v4l2_ctrl_handler_free(&ctrlh.hdl);
}

module_init(ctrlh_init);
module_exit(ctrlh_exit);

MODULE_DESCRIPTION("control ops next to a control handler (avcompat cocci test input)");
MODULE_LICENSE("GPL");
