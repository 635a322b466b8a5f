// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_BUF_CAPS: v4l2_requestbuffers.capabilities (4.20). */
#include <linux/videodev2.h>

void avc_probe(struct v4l2_requestbuffers *p, struct v4l2_create_buffers *c);
void avc_probe(struct v4l2_requestbuffers *p, struct v4l2_create_buffers *c)
{
	p->capabilities = V4L2_BUF_CAP_SUPPORTS_MMAP;
	c->capabilities = V4L2_BUF_CAP_SUPPORTS_MMAP;
}
