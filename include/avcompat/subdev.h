/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - a V4L2 sub-device written with today's state API.
 *
 * A sub-device driver written for today's kernel initialises every state
 * in internal_ops->init_state (6.8); before 6.8 the core called the pad
 * operation init_cfg instead, with the same arguments (a struct
 * v4l2_subdev_state from 5.14, the pad config array before, which
 * compat/media/v4l2-subdev.h names struct v4l2_subdev_state there).  C
 * cannot move a function between two structs, so the driver names it in
 * both, each line a whole initializer that is empty where the kernel
 * does not have the member (no comma after it):
 *
 *	static const struct v4l2_subdev_pad_ops foo_pad_ops = {
 *		AVC_SUBDEV_PAD_INIT_STATE(foo_init_state)
 *		.get_fmt = foo_get_fmt,
 *		...
 *	};
 *
 *	static const struct v4l2_subdev_internal_ops foo_internal_ops = {
 *		AVC_SUBDEV_INIT_STATE(foo_init_state)
 *	};
 *
 * A driver that names it in one place only gets an unused-function
 * warning (W=1 clean builds fail) on the other side of 6.8.
 * Where the kernel takes the function it gets the driver's function
 * itself: no wrapper on any kernel, and the core calls it wherever it
 * makes a state (the try state of each open file handle, the active state
 * of v4l2_subdev_init_finalize() from 5.18, v4l2_subdev_call_state_try()).
 * Explicit API: a driver built with compat/ on its include path gets it
 * from <media/v4l2-subdev.h>; otherwise it includes this header.
 * Keys: <avcompat/subdev_keys.h>.
 */
/* Before the guard: see the comment in <avcompat/version.h>. */
#include <avcompat/subdev_keys.h>

#ifndef _AVCOMPAT_SUBDEV_H
#define _AVCOMPAT_SUBDEV_H

/**
 * AVC_SUBDEV_INIT_STATE() - store init_state in struct v4l2_subdev_internal_ops
 * @fn: int fn(struct v4l2_subdev *sd, struct v4l2_subdev_state *state)
 *
 * In the struct v4l2_subdev_internal_ops initializer, for today's
 * ".init_state = fn," (the comma is the macro's): the member from 6.8,
 * nothing before (AVC_SUBDEV_PAD_INIT_STATE() stores it there).
 */
#if AVC_HAVE_V4L2_SUBDEV_INIT_STATE
#define AVC_SUBDEV_INIT_STATE(fn)	.init_state = (fn),
#else
#define AVC_SUBDEV_INIT_STATE(fn)
#endif

/**
 * AVC_SUBDEV_PAD_INIT_STATE() - the same function as init_cfg in pad ops
 * @fn: the function named in AVC_SUBDEV_INIT_STATE()
 *
 * In the struct v4l2_subdev_pad_ops initializer (the comma is the
 * macro's): .init_cfg before 6.8, which the core called where it calls
 * init_state from 6.8, with the same arguments; nothing from 6.8.
 */
#if AVC_HAVE_V4L2_SUBDEV_INIT_STATE
#define AVC_SUBDEV_PAD_INIT_STATE(fn)
#else
#define AVC_SUBDEV_PAD_INIT_STATE(fn)	.init_cfg = (fn),
#endif

/**
 * AVC_SUBDEV_FH_STATE() - the try state of a sub-device file handle
 * @fh: the struct v4l2_subdev_fh * an internal_ops->open or ->close got
 *
 * Today's fh->state (5.14); before 5.14 the handle kept its pad config
 * array in fh->pad, which compat/media/v4l2-subdev.h names struct
 * v4l2_subdev_state there, so the result is what the pad operations get
 * for V4L2_SUBDEV_FORMAT_TRY on that handle, on every kernel.  C cannot
 * rename a member: this is the one spelling that builds on both sides.
 * Both members exist only with CONFIG_VIDEO_V4L2_SUBDEV_API.
 */
#if AVC_HAVE_V4L2_SUBDEV_STATE
#define AVC_SUBDEV_FH_STATE(fh)		((fh)->state)
#else
#define AVC_SUBDEV_FH_STATE(fh)		((fh)->pad)
#endif

#endif /* _AVCOMPAT_SUBDEV_H */
