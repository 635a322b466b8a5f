// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_V4L2_BUFFER_SET_TIMESTAMP: v4l2_buffer_set_timestamp() (5.6). */
#include <media/v4l2-common.h>

void avc_probe(struct v4l2_buffer *b);
void avc_probe(struct v4l2_buffer *b)
{
	v4l2_buffer_set_timestamp(b, 1000);
}
