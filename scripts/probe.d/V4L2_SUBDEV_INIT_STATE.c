// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_V4L2_SUBDEV_INIT_STATE: internal_ops->init_state (6.8). */
#include <media/v4l2-subdev.h>

static int avc_probe_fn(struct v4l2_subdev *sd,
			struct v4l2_subdev_state *state)
{
	return 0;
}

extern const struct v4l2_subdev_internal_ops avc_probe_ops;
const struct v4l2_subdev_internal_ops avc_probe_ops = {
	.init_state = avc_probe_fn,
};
