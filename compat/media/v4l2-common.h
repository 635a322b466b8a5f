/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Today's <media/v4l2-common.h> helpers on older kernels.
 *
 * Enable with: NOSTDINC_FLAGS += -I$(AVCOMPAT)/compat -I$(AVCOMPAT)/include
 * Keys: <avcompat/v4l2_keys.h>.
 */
#ifndef _AVC_COMPAT_MEDIA_V4L2_COMMON_H
#define _AVC_COMPAT_MEDIA_V4L2_COMMON_H

#include_next <media/v4l2-common.h>
#include <avcompat/v4l2_keys.h>

/*
 * v4l2_buffer_set_timestamp() - 5.6 (y2038: the in-kernel v4l2_buffer
 * timestamp became a __kernel_v4l2_timeval).  Before it the field is a
 * struct timeval and ns_to_timeval() fills it.  Without it a driver
 * written for 5.6+ does not build on older kernels.
 */
#if !AVC_HAVE_V4L2_BUFFER_SET_TIMESTAMP
static inline void v4l2_buffer_set_timestamp(struct v4l2_buffer *buf,
					     u64 timestamp)
{
	buf->timestamp = ns_to_timeval(timestamp);
}
#endif

#endif /* _AVC_COMPAT_MEDIA_V4L2_COMMON_H */
