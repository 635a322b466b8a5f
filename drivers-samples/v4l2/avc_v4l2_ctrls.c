// SPDX-License-Identifier: GPL-2.0
/*
 * avc_v4l2 - controls: brightness, contrast and the test pattern.
 *
 * The control framework does locking, events (V4L2_EVENT_CTRL), range
 * checks and the G/S/TRY_EXT_CTRLS and QUERYCTRL ioctls.  The handler keeps
 * its own lock, not the device's: the frame thread must never wait for a
 * lock that STREAMOFF holds while it stops the thread, so s_ctrl publishes
 * the values with WRITE_ONCE() and the thread reads them once per frame.
 */
#include "avc_v4l2.h"

static const char * const avc_v4l2_pattern_menu[] = {
	"Gradient",
	"Colour Bars",
	"Checkers",
	NULL,
};

static int avc_v4l2_s_ctrl(struct v4l2_ctrl *ctrl)
{
	struct avc_v4l2_dev *dev = container_of(ctrl->handler,
						struct avc_v4l2_dev,
						ctrl_handler);

	switch (ctrl->id) {
	case V4L2_CID_BRIGHTNESS:
		WRITE_ONCE(dev->brightness, ctrl->val);
		break;
	case V4L2_CID_CONTRAST:
		WRITE_ONCE(dev->contrast, ctrl->val);
		break;
	case V4L2_CID_TEST_PATTERN:
		WRITE_ONCE(dev->pattern, ctrl->val);
		break;
	default:
		return -EINVAL;
	}
	return 0;
}

static const struct v4l2_ctrl_ops avc_v4l2_ctrl_ops = {
	.s_ctrl = avc_v4l2_s_ctrl,
};

/**
 * avc_v4l2_ctrls_init() - create the controls and apply their defaults
 * @dev: the device; ctrl_handler is freed by the caller on error too
 *
 * Return: 0 or the control framework's error.
 */
int avc_v4l2_ctrls_init(struct avc_v4l2_dev *dev)
{
	struct v4l2_ctrl_handler *hdl = &dev->ctrl_handler;

	v4l2_ctrl_handler_init(hdl, 3);
	v4l2_ctrl_new_std(hdl, &avc_v4l2_ctrl_ops, V4L2_CID_BRIGHTNESS,
			  0, 255, 1, 128);
	v4l2_ctrl_new_std(hdl, &avc_v4l2_ctrl_ops, V4L2_CID_CONTRAST,
			  0, 255, 1, 128);
	v4l2_ctrl_new_std_menu_items(hdl, &avc_v4l2_ctrl_ops,
				     V4L2_CID_TEST_PATTERN,
				     AVC_V4L2_NR_PATTERNS - 1, 0,
				     AVC_V4L2_GRADIENT,
				     avc_v4l2_pattern_menu);
	if (hdl->error)
		return hdl->error;
	dev->v4l2_dev.ctrl_handler = hdl;
	return v4l2_ctrl_handler_setup(hdl);
}
