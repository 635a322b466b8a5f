// SPDX-License-Identifier: GPL-2.0
/// V4L2 names that old drivers use and today's kernels no longer have,
/// turned into today's names, which avcompat's compat/media/ headers give
/// back to older kernels (so one source builds on both).
///
///   VFL_TYPE_GRABBER            VFL_TYPE_VIDEO (5.7 renamed it;
///                               compat/media/v4l2-dev.h defines the new
///                               name where the kernel lacks it)
///   video_device ->parent, ->debug
///                               ->dev_parent, ->dev_debug (3.x renames)
///   #define VFL_TYPE_VIDEO VFL_TYPE_GRABBER, a driver's own fallback
///                               deleted (with its empty #ifndef)
///   do_gettimeofday(&b->timestamp), b a struct v4l2_buffer
///                               v4l2_buffer_set_timestamp(b,
///                               ktime_get_ns()) (do_gettimeofday() is
///                               gone since 5.0 and the field is no
///                               struct timeval since 5.6;
///                               compat/media/v4l2-common.h has the
///                               helper before 5.6).  Only where spatch
///                               knows the type: any other timeval stays
///                               and the compiler names it.
///
/// What cannot be done by a rewrite is listed by scripts/cocci-apply under
/// "check by hand": a video_register_device() in a file that never sets
/// device_caps (registration fails from 5.4).  V4L1 (VIDIOCGCAP and the
/// video_device ->ioctl of 2.4/2.6) to V4L2 is out of scope.
//
// Confidence: High
// Options: --include-headers --local-includes --include-headers-for-types

// A driver's own fallback for the kernels before 5.7 goes first: the
// compat header gives the name everywhere, and the rename below would
// make it "#define VFL_TYPE_VIDEO VFL_TYPE_VIDEO".  scripts/cocci-apply
// drops the #ifndef around it that is left empty.
@@
@@
- #define VFL_TYPE_VIDEO VFL_TYPE_GRABBER

@@
@@
- VFL_TYPE_GRABBER
+ VFL_TYPE_VIDEO

// struct video_device's parent and debug fields: dev_parent and dev_debug
// under the 3.x series ([L:5.10] v4l2-dev.h:279,300 has only those).
@@
struct video_device *v;
struct video_device vs;
@@
(
- v->parent
+ v->dev_parent
|
- vs.parent
+ vs.dev_parent
|
- v->debug
+ v->dev_debug
|
- vs.debug
+ vs.dev_debug
)

@@
struct v4l2_buffer *b;
struct v4l2_buffer bs;
@@
(
- do_gettimeofday(&b->timestamp);
+ v4l2_buffer_set_timestamp(b, ktime_get_ns());
|
- do_gettimeofday(&bs.timestamp);
+ v4l2_buffer_set_timestamp(&bs, ktime_get_ns());
)
