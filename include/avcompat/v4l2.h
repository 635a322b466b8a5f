/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - explicit helpers for V4L2 fields that come and go.
 *
 * A struct field cannot be back-ported by a header, so code that must
 * build where a field is missing writes it through these helpers instead
 * of with an #if of its own.  Explicit API, prefix avc_; not part of
 * <avcompat/avcompat.h>, which must not pull V4L2 headers into a driver
 * that only maps memory.
 */
/* Before the guard: see the comment in <avcompat/version.h>. */
#include <avcompat/v4l2_keys.h>
#include <linux/videodev2.h>
#include <media/v4l2-dev.h>

#ifndef _AVCOMPAT_V4L2_H
#define _AVCOMPAT_V4L2_H

/**
 * avc_video_set_device_caps() - set the capabilities of a video device
 * @vdev: the device, before video_register_device()
 * @caps: V4L2_CAP_* of this device node
 *
 * Sets vdev->device_caps (4.7+; required from 5.4, where registration
 * fails without it).  Before 4.7 the field does not exist and the V4L2
 * core does not fill QUERYCAP: the driver's vidioc_querycap must then
 * report @caps itself (see avc_querycap_set_caps()).
 */
static inline void avc_video_set_device_caps(struct video_device *vdev,
					     u32 caps)
{
#if AVC_HAVE_VDEV_DEVICE_CAPS
	vdev->device_caps = caps;
#endif
}

/**
 * avc_querycap_set_caps() - fill the capabilities of a QUERYCAP answer
 * @cap: the answer
 * @caps: the same V4L2_CAP_* as given to avc_video_set_device_caps()
 *
 * From 4.7 the core fills both fields from vdev->device_caps before the
 * driver runs and WARNs if the driver changes device_caps; writing the
 * same value is harmless there and needed before.
 */
static inline void avc_querycap_set_caps(struct v4l2_capability *cap,
					 u32 caps)
{
	cap->device_caps = caps;
	cap->capabilities = caps | V4L2_CAP_DEVICE_CAPS;
}

/**
 * avc_reqbufs_set_caps() - answer the capabilities and flags of REQBUFS
 * @p: the request
 * @caps: V4L2_BUF_CAP_* the queue supports
 *
 * Sets the capabilities field (4.20+) and clears the cache-hint flags
 * (5.14+), which a queue without cache hints must not echo back.
 */
static inline void avc_reqbufs_set_caps(struct v4l2_requestbuffers *p,
					u32 caps)
{
#if AVC_HAVE_BUF_CAPS
	p->capabilities = caps;
#endif
#if AVC_HAVE_MEMORY_FLAGS
	p->flags = 0;
#endif
}

/**
 * avc_create_bufs_set_caps() - answer the capabilities and flags of
 * CREATE_BUFS
 * @c: the request
 * @caps: V4L2_BUF_CAP_* the queue supports
 *
 * As avc_reqbufs_set_caps().
 */
static inline void avc_create_bufs_set_caps(struct v4l2_create_buffers *c,
					    u32 caps)
{
#if AVC_HAVE_BUF_CAPS
	c->capabilities = caps;
#endif
#if AVC_HAVE_MEMORY_FLAGS
	c->flags = 0;
#endif
}

#if AVC_HAVE_BUF_CAPS
/**
 * AVC_BUF_CAP_MMAP - V4L2_BUF_CAP_SUPPORTS_MMAP, or 0 where the field and
 * the flag do not exist
 */
#define AVC_BUF_CAP_MMAP	V4L2_BUF_CAP_SUPPORTS_MMAP
#else
#define AVC_BUF_CAP_MMAP	0
#endif

#endif /* _AVCOMPAT_V4L2_H */
