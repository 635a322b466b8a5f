// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_V4L2_SUBDEV_STATE: struct v4l2_subdev_state with pads (5.14). */
#include <media/v4l2-subdev.h>

struct v4l2_subdev_pad_config *avc_probe(struct v4l2_subdev_state *state);
struct v4l2_subdev_pad_config *avc_probe(struct v4l2_subdev_state *state)
{
	return state->pads;
}
