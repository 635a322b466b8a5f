// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_VB2_WAIT_OPS: vb2_ops.wait_prepare/.wait_finish (gone in 7.0). */
#include <media/videobuf2-v4l2.h>

extern const struct vb2_ops avc_probe_ops;
const struct vb2_ops avc_probe_ops = {
	.wait_prepare = vb2_ops_wait_prepare,
	.wait_finish = vb2_ops_wait_finish,
};
