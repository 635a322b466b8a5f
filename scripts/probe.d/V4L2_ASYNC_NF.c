// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_V4L2_ASYNC_NF: the v4l2_async_nf_*() names (5.16). */
#include <media/v4l2-async.h>

void avc_probe(struct v4l2_async_notifier *notifier);
void avc_probe(struct v4l2_async_notifier *notifier)
{
	v4l2_async_nf_unregister(notifier);
	v4l2_async_nf_cleanup(notifier);
}
