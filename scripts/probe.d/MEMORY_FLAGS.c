// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_MEMORY_FLAGS: v4l2_requestbuffers.flags, cache hints (5.14). */
#include <linux/videodev2.h>

void avc_probe(struct v4l2_requestbuffers *p, struct v4l2_create_buffers *c);
void avc_probe(struct v4l2_requestbuffers *p, struct v4l2_create_buffers *c)
{
	p->flags = V4L2_MEMORY_FLAG_NON_COHERENT;
	c->flags = 0;
}
