// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_FILE_TO_V4L2_FH: file_to_v4l2_fh() (6.18). */
#include <media/v4l2-fh.h>

struct v4l2_fh *avc_probe(struct file *filp);
struct v4l2_fh *avc_probe(struct file *filp)
{
	return file_to_v4l2_fh(filp);
}
