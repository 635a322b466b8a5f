/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - V4L2 sub-device state feature keys.
 *
 * Apart from the other V4L2 keys because they test a macro of
 * <media/v4l2-subdev.h>, which only a sub-device driver includes;
 * docs/keys.md lists them with the others.  Same rules: every key is
 * always defined to 0 or 1 and is decided by, in order, an explicit
 * -DAVC_HAVE_X=0|1 (or AVC_CONFIG_HEADER), a macro that came with the
 * feature, and only then AVC_KERNEL_GE().  [L:x.y] are the Debian
 * headers: 5.10.0-32, 6.1.0-57 (6.1.192), 6.12.118, 6.18.15, 7.3.4.
 */
/* Before the guard: see the comment in <avcompat/version.h>. */
#include <avcompat/version.h>
#include <media/v4l2-subdev.h>

#ifndef _AVCOMPAT_SUBDEV_KEYS_H
#define _AVCOMPAT_SUBDEV_KEYS_H

/*
 * AVC_HAVE_V4L2_SUBDEV_STATE - the pad operations take a struct
 * v4l2_subdev_state, whose pads member is the array of pad configs.
 * 5.14 ([C] 0d346d2a6f54 "media: v4l2-subdev: add subdev-wide state
 * struct", Tomi Valkeinen).  [L:5.10] v4l2-subdev.h:624,693-714 the pad
 * operations take struct v4l2_subdev_pad_config *cfg, an array indexed
 * by pad, and struct v4l2_subdev_fh has pad; [L:6.1]
 * v4l2-subdev.h:709-714 struct v4l2_subdev_state { .. pads; }, the fh
 * has state.  A struct, no macro: the version decides
 * (scripts/probe.d/V4L2_SUBDEV_STATE.c).
 * Without it: a pad operation written for 5.14+ names a struct that
 * 5.10 does not have (an incompatible pointer in every pad op), and one
 * written with the pad config array does not build on 5.14+;
 * compat/media/v4l2-subdev.h names the pad config array struct
 * v4l2_subdev_state where the kernel has none.
 */
#ifndef AVC_HAVE_V4L2_SUBDEV_STATE
# if AVC_KERNEL_GE(5, 14, 0)
#  define AVC_HAVE_V4L2_SUBDEV_STATE 1
# else
#  define AVC_HAVE_V4L2_SUBDEV_STATE 0
# endif
#endif

/*
 * AVC_HAVE_V4L2_SUBDEV_STATE_GET - v4l2_subdev_state_get_format(state,
 * pad), _crop() and _compose(), with an optional stream.  6.8 ([C]
 * d0fde6aae2ba "media: v4l: subdev: Rename sub-device state information
 * access functions", 791765b426df "media: v4l: subdev: Make stream
 * argument optional in state access functions" (the macro) and
 * 34dfd1dd5266 "media: v4l: subdev: Remove stream-unaware sub-device
 * state access" (v4l2_subdev_get_try_*() gone), Sakari Ailus, all in
 * "media updates for v6.8-rc1", tag media/v6.8-2, based on v6.7-rc4 and
 * merged as 61da593f4458 on 12 January 2024, after v6.7).  [L:6.1]
 * v4l2-subdev.h:1104-1111 #define v4l2_subdev_get_try_format(sd, state,
 * pad) over v4l2_subdev_get_pad_format(); [L:6.12] v4l2-subdev.h:1383
 * and [L:7.3] v4l2-subdev.h:1366 #define v4l2_subdev_state_get_format(
 * state, pad, ...): the macro decides first, then the version
 * (scripts/probe.d/V4L2_SUBDEV_STATE_GET.c).
 * Without it: a driver written for 6.8+ does not build on older
 * kernels, one written with v4l2_subdev_get_try_*() not on 6.8+.
 */
#ifndef AVC_HAVE_V4L2_SUBDEV_STATE_GET
# if defined(v4l2_subdev_state_get_format)
#  define AVC_HAVE_V4L2_SUBDEV_STATE_GET 1
# elif AVC_KERNEL_GE(6, 8, 0)
#  define AVC_HAVE_V4L2_SUBDEV_STATE_GET 1
# else
#  define AVC_HAVE_V4L2_SUBDEV_STATE_GET 0
# endif
#endif

/*
 * AVC_HAVE_V4L2_SUBDEV_INIT_STATE - struct v4l2_subdev_internal_ops has
 * init_state(sd, state), which the core calls on every state it makes
 * (a file handle's try state, the active state, a state of
 * v4l2_subdev_call_state_try()); the pad operation init_cfg(sd, state or
 * cfg), which it called before, is gone.  6.8 ([C] 5755be5f15d9 "media:
 * v4l2-subdev: Rename .init_cfg() operation to .init_state()", Laurent
 * Pinchart: one commit moves the op to the internal ops and renames it;
 * in "media updates for v6.8-rc1", tag media/v6.8-2, merged as
 * 61da593f4458 on 12 January 2024, after v6.7; a later fix of it is
 * marked "Cc: stable # for v6.8 and later").  [L:5.10] v4l2-subdev.h:693
 * and [L:6.1] v4l2-subdev.h:768 .init_cfg in struct
 * v4l2_subdev_pad_ops; [L:6.12] v4l2-subdev.h:960 and [L:7.3]
 * v4l2-subdev.h:943 .init_state in struct v4l2_subdev_internal_ops.
 * Member types, no macro: the version decides
 * (scripts/probe.d/V4L2_SUBDEV_INIT_STATE.c).
 * Without it: .init_state does not build before 6.8 and .init_cfg not
 * from 6.8; AVC_SUBDEV_INIT_STATE() and AVC_SUBDEV_PAD_INIT_STATE()
 * store the one function in the member this kernel calls.
 */
#ifndef AVC_HAVE_V4L2_SUBDEV_INIT_STATE
# if AVC_KERNEL_GE(6, 8, 0)
#  define AVC_HAVE_V4L2_SUBDEV_INIT_STATE 1
# else
#  define AVC_HAVE_V4L2_SUBDEV_INIT_STATE 0
# endif
#endif

#endif /* _AVCOMPAT_SUBDEV_KEYS_H */
