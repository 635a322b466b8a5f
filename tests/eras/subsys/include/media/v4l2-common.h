/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in for <media/v4l2-common.h>: ERA_SET_TIMESTAMP (5.6) has
 * v4l2_buffer_set_timestamp() as [L:6.12] v4l2-common.h:587 defines it.
 */
#ifndef _ERA_V4L2_COMMON_H
#define _ERA_V4L2_COMMON_H
#include <linux/videodev2.h>

#if ERA_SET_TIMESTAMP
static inline void v4l2_buffer_set_timestamp(struct v4l2_buffer *buf,
					     u64 timestamp)
{
	buf->timestamp.tv_sec = (long long)(timestamp / 1000000000);
	buf->timestamp.tv_usec = (long long)(timestamp % 1000000000 / 1000);
}
#endif
#endif
