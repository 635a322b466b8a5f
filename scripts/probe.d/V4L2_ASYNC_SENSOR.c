// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_V4L2_ASYNC_SENSOR: v4l2_async_register_subdev_sensor() (5.13). */
#include <linux/module.h>
#include <media/v4l2-async.h>

int avc_probe(struct v4l2_subdev *sd);
int avc_probe(struct v4l2_subdev *sd)
{
	return v4l2_async_register_subdev_sensor(sd);
}
