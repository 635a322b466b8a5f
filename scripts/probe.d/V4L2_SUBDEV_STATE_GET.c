// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_V4L2_SUBDEV_STATE_GET: v4l2_subdev_state_get_format() (6.8). */
#include <media/v4l2-subdev.h>

struct v4l2_mbus_framefmt *avc_probe(struct v4l2_subdev_state *state);
struct v4l2_mbus_framefmt *avc_probe(struct v4l2_subdev_state *state)
{
	return v4l2_subdev_state_get_format(state, 0);
}
