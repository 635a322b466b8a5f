/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - V4L2 feature keys.
 *
 * Apart from <avcompat/version.h> because they test macros of
 * <linux/videodev2.h> and <media/v4l2-dev.h>, which a driver that only
 * maps memory must not be made to include; docs/keys.md lists them with
 * the others.  Same rules: every key is always defined to 0 or 1 and is
 * decided by, in order, an explicit -DAVC_HAVE_X=0|1 (or
 * AVC_CONFIG_HEADER), the existence of a macro that came with the feature,
 * and only then AVC_KERNEL_GE().  Evidence tags as in docs/shims.md, which
 * also lists, under "Unverified", what could not be confirmed.
 */
/* Before the guard: see the comment in <avcompat/version.h>. */
#include <avcompat/version.h>
#include <linux/videodev2.h>
#include <media/v4l2-dev.h>

#ifndef _AVCOMPAT_V4L2_KEYS_H
#define _AVCOMPAT_V4L2_KEYS_H

/*
 * AVC_HAVE_VFL_TYPE_VIDEO - enum vfl_devnode_type has VFL_TYPE_VIDEO.
 * 5.7 (238e4a5baa36 "media: v4l2-dev: rename VFL_TYPE_GRABBER to _VIDEO"),
 * back-ported to 5.4.y stable in March 2024 ([C] Sasha Levin's AUTOSEL
 * "[PATCH 5.4 137/183] media: rename VFL_TYPE_GRABBER to _VIDEO" of 24
 * March 2024, pushed to linux-stable-rc's queue/5.4 the same day); which
 * 5.4.y release took it is not known (docs/shims.md, "Unverified"), and
 * need not be: the rename keeps VFL_TYPE_GRABBER as an alias, so the shim
 * still builds there.  [T:3.15] VFL_TYPE_GRABBER is a #define, later an
 * enumerator: the macro proves an old kernel.  [L:6.12] v4l2-dev.h:36, no
 * GRABBER.
 * Without it: a driver written for 5.7+ does not build on older kernels,
 * and one written with VFL_TYPE_GRABBER does not build on 6.x.
 */
#ifndef AVC_HAVE_VFL_TYPE_VIDEO
# if defined(VFL_TYPE_GRABBER)
#  define AVC_HAVE_VFL_TYPE_VIDEO 0
# elif AVC_KERNEL_GE(5, 7, 0)
#  define AVC_HAVE_VFL_TYPE_VIDEO 1
# else
#  define AVC_HAVE_VFL_TYPE_VIDEO 0
# endif
#endif

/*
 * AVC_HAVE_VDEV_DEVICE_CAPS - struct video_device has device_caps.
 * 4.7 ([C] "[media] v4l2: add device_caps to struct video_device", Hans
 * Verkuil, 2016, in the "[GIT PULL for v4.7-rc1] media updates");
 * mandatory from 5.4 (3c1350501c21: registration WARNs and fails with
 * -EINVAL when it is 0, [L:5.10] v4l2-dev.c:897-898); [L:5.10]
 * v4l2-dev.h:272, [L:6.12] v4l2-dev.h:271.  A struct field comes with no
 * macro: the version decides (use the probe for vendor kernels).
 * Without it: a 5.4+ kernel refuses to register the device; before 4.7
 * the field does not exist.
 */
#ifndef AVC_HAVE_VDEV_DEVICE_CAPS
# if AVC_KERNEL_GE(4, 7, 0)
#  define AVC_HAVE_VDEV_DEVICE_CAPS 1
# else
#  define AVC_HAVE_VDEV_DEVICE_CAPS 0
# endif
#endif

/*
 * AVC_HAVE_BUF_CAPS - struct v4l2_requestbuffers and v4l2_create_buffers
 * have a capabilities field (V4L2_BUF_CAP_*).  The uapi macro arrived with
 * the field in 4.20 ([C] "media: videodev2.h: add new capabilities for
 * buffer types" and "media: vb2: set reqbufs/create_bufs capabilities",
 * Hans Verkuil, in the "[GIT PULL for v4.20-rc1] new experimental media
 * request API"), so the macro decides.  [L:5.10] videodev2.h:959,
 * [L:6.12] videodev2.h:1059,1067.  Without it: writing the field does not
 * build before 4.20; not writing it leaves user space guessing which
 * memory types the queue supports (v4l2-compliance then skips those
 * checks).
 */
#ifndef AVC_HAVE_BUF_CAPS
# if defined(V4L2_BUF_CAP_SUPPORTS_MMAP)
#  define AVC_HAVE_BUF_CAPS 1
# else
#  define AVC_HAVE_BUF_CAPS 0
# endif
#endif

/*
 * AVC_HAVE_MEMORY_FLAGS - struct v4l2_requestbuffers and
 * v4l2_create_buffers have a flags field (V4L2_MEMORY_FLAG_*, cache
 * hints).  Came with V4L2_MEMORY_FLAG_NON_COHERENT in 5.16 ([C]
 * "videobuf2: add V4L2_MEMORY_FLAG_NON_COHERENT flag", Sergey
 * Senozhatsky, v4 of 27 July 2021, after the 5.14 merge window; [X]
 * v4l2r pull request #50: "As of kernel v5.16 VIDIOC_REQBUFS has the
 * ability to pass memory consistency flags"), so the macro decides.
 * [L:5.10] videodev2.h has no such flag, [L:6.1] videodev2.h:998,
 * [L:6.12] videodev2.h:1060,1064.  Without it: a driver that does not
 * support cache hints must clear the flags user space passed in (the
 * V4L2 core hands them through); writing the field does not build on
 * kernels without it.
 */
#ifndef AVC_HAVE_MEMORY_FLAGS
# if defined(V4L2_MEMORY_FLAG_NON_COHERENT)
#  define AVC_HAVE_MEMORY_FLAGS 1
# else
#  define AVC_HAVE_MEMORY_FLAGS 0
# endif
#endif

/*
 * AVC_HAVE_V4L2_BUFFER_SET_TIMESTAMP - v4l2_buffer_set_timestamp() in
 * <media/v4l2-common.h>.  5.6, the y2038 series that made the in-kernel
 * struct v4l2_buffer timestamp a __kernel_v4l2_timeval ([C] "media:
 * v4l2: abstract timeval handling in v4l2_buffer", Arnd Bergmann, v6 of
 * 16 Dec 2019, which adds the helper and its sibling
 * v4l2_buffer_get_timestamp(); [X] LTTng-modules
 * include/instrumentation/events/v4l2.h calls v4l2_buffer_get_timestamp()
 * from 5.6.0 on and timeval_to_ns(&buf->timestamp) before).  [L:5.10]
 * v4l2-common.h:534, [L:6.1] v4l2-common.h:559, [L:6.12]
 * v4l2-common.h:587.  An inline function: the version decides.
 * Without it: "b->timestamp = ns_to_timeval(ns)" does not build on 5.6+,
 * and the helper does not exist before.
 */
#ifndef AVC_HAVE_V4L2_BUFFER_SET_TIMESTAMP
# if AVC_KERNEL_GE(5, 6, 0)
#  define AVC_HAVE_V4L2_BUFFER_SET_TIMESTAMP 1
# else
#  define AVC_HAVE_V4L2_BUFFER_SET_TIMESTAMP 0
# endif
#endif

/*
 * AVC_HAVE_V4L2_FH_ADD_FILE - v4l2_fh_add(fh, filp) and v4l2_fh_del(fh,
 * filp): they take the struct file and set and clear filp->private_data
 * themselves.  6.18, where the one-argument forms went ([X] v4l2loopback
 * 3b09d3c and ce84741 "Fix compilation with linux-6.18.0", a 6.18.0
 * check, and v4l2loopback#654, the build failure on 6.18.0); [L:6.1] and
 * [L:6.12] v4l2-fh.h:80,105 take the fh alone.  Functions, no macro to
 * test: the version decides (a stable or vendor tree with the change
 * needs the probe).
 * Without it: the one-argument calls do not build on 6.18+, the
 * two-argument ones do not build before.
 */
#ifndef AVC_HAVE_V4L2_FH_ADD_FILE
# if AVC_KERNEL_GE(6, 18, 0)
#  define AVC_HAVE_V4L2_FH_ADD_FILE 1
# else
#  define AVC_HAVE_V4L2_FH_ADD_FILE 0
# endif
#endif

/*
 * AVC_HAVE_FILE_TO_V4L2_FH - file_to_v4l2_fh(filp), the struct v4l2_fh
 * of an open file (filp->private_data).  6.18, the release from which the
 * core passes NULL as the second argument of every v4l2_ioctl_ops
 * callback, so that the file is the only way to the fh ([X] v4l2loopback
 * 6b33fe1 "use linux>=6.18 accessor" after the 6.18.0-rc2 oops of
 * v4l2loopback#653); the patch adding it is "media: v4l2-fh: Add
 * file_to_v4l2_fh()" (Laurent Pinchart, 2025).  [L:6.12] v4l2-fh.h has
 * no such function.  A static inline function: the version decides.
 * Without it: a driver written for 6.18+ does not build on older kernels;
 * one that keeps taking its fh from the ioctl's priv argument builds
 * everywhere and loses it silently on 6.18+.
 */
#ifndef AVC_HAVE_FILE_TO_V4L2_FH
# if AVC_KERNEL_GE(6, 18, 0)
#  define AVC_HAVE_FILE_TO_V4L2_FH 1
# else
#  define AVC_HAVE_FILE_TO_V4L2_FH 0
# endif
#endif

#endif /* _AVCOMPAT_V4L2_KEYS_H */
