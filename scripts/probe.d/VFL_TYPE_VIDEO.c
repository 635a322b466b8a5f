// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_VFL_TYPE_VIDEO: enum vfl_devnode_type has VFL_TYPE_VIDEO (5.7). */
#include <media/v4l2-dev.h>

int avc_probe(void);
int avc_probe(void)
{
	return VFL_TYPE_VIDEO;
}
