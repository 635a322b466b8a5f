// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_V4L2_FH_ADD_FILE: v4l2_fh_add(fh, filp)/v4l2_fh_del(fh, filp) (6.18). */
#include <media/v4l2-fh.h>

void avc_probe(struct v4l2_fh *fh, struct file *filp);
void avc_probe(struct v4l2_fh *fh, struct file *filp)
{
	v4l2_fh_add(fh, filp);
	v4l2_fh_del(fh, filp);
}
