// SPDX-License-Identifier: GPL-2.0
/*
 * AVC_HAVE_V4L2_ASYNC_NF_INIT_DEV: v4l2_async_nf_init(notifier, v4l2_dev),
 * v4l2_async_nf_register(notifier), struct v4l2_async_connection (6.6).
 */
#include <media/v4l2-async.h>

int avc_probe(struct v4l2_async_notifier *notifier, struct v4l2_device *dev,
	      struct v4l2_async_connection *asc);
int avc_probe(struct v4l2_async_notifier *notifier, struct v4l2_device *dev,
	      struct v4l2_async_connection *asc)
{
	v4l2_async_nf_init(notifier, dev);
	return v4l2_async_nf_register(notifier);
}
