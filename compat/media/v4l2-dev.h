/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Today's <media/v4l2-dev.h> names on older kernels.
 *
 * Enable with: NOSTDINC_FLAGS += -I$(AVCOMPAT)/compat -I$(AVCOMPAT)/include
 * Keys: <avcompat/v4l2_keys.h>.
 */
#ifndef _AVC_COMPAT_MEDIA_V4L2_DEV_H
#define _AVC_COMPAT_MEDIA_V4L2_DEV_H

#include_next <media/v4l2-dev.h>
#include <avcompat/v4l2_keys.h>

/*
 * VFL_TYPE_VIDEO - 5.7 (238e4a5baa36), VFL_TYPE_GRABBER before (a #define
 * in 3.x, an enumerator later; the alias survives the 5.4.y back-port).
 * Without it a driver written for 5.7+ does not build on older kernels.
 */
#if !AVC_HAVE_VFL_TYPE_VIDEO
#define VFL_TYPE_VIDEO		VFL_TYPE_GRABBER
#endif

#endif /* _AVC_COMPAT_MEDIA_V4L2_DEV_H */
