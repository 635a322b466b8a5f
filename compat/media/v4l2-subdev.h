/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Today's <media/v4l2-subdev.h> state API on older kernels.
 *
 * From 5.14 the pad operations take a struct v4l2_subdev_state, whose
 * pads member is the array of per-pad try configs; before it they took
 * that array itself (struct v4l2_subdev_pad_config *cfg), so where the
 * kernel has no struct v4l2_subdev_state that name is the array's type,
 * and a pad operation written for today's kernel has the type 5.10's
 * core calls.  v4l2_subdev_state_get_format(), _crop() and _compose()
 * (6.8) are the pad's entry of that array (v4l2_subdev_get_try_*() took
 * the sub-device too, for a bounds check).  The state is what the core
 * passes: a file handle's try state on every kernel, which is what a
 * driver without an active state (no v4l2_subdev_init_finalize(), 5.18)
 * keeps its try formats in; the active state itself, the streams API
 * (6.3) and the optional stream argument of the 6.8 accessors are not
 * shimmed (a stream argument does not build before 6.8).
 * init_state: <avcompat/subdev.h>, included here.
 * Enable with: NOSTDINC_FLAGS += -I$(AVCOMPAT)/compat -I$(AVCOMPAT)/include
 * Keys: <avcompat/subdev_keys.h>.
 */
#ifndef _AVC_COMPAT_MEDIA_V4L2_SUBDEV_H
#define _AVC_COMPAT_MEDIA_V4L2_SUBDEV_H

#include_next <media/v4l2-subdev.h>
#include <avcompat/subdev_keys.h>
#include <avcompat/subdev.h>

/*
 * struct v4l2_subdev_state - 5.14.  Before it the pad operations took the
 * pad config array: the same pointer under today's name.
 */
#if !AVC_HAVE_V4L2_SUBDEV_STATE
#define v4l2_subdev_state	v4l2_subdev_pad_config
#endif

#if !AVC_HAVE_V4L2_SUBDEV_STATE_GET
/**
 * avc_v4l2_subdev_state_pad() - a pad's try config in a sub-device state
 * @state: the state the core passed (the pad config array before 5.14)
 * @pad: the pad
 *
 * Return: the pad's config, or NULL (and a warning) for no state or a
 * state without pad configs (a streams state, 6.3+).
 */
static inline struct v4l2_subdev_pad_config *
avc_v4l2_subdev_state_pad(struct v4l2_subdev_state *state, unsigned int pad)
{
	if (WARN_ON(!state))
		return NULL;
#if AVC_HAVE_V4L2_SUBDEV_STATE
	if (WARN_ON(!state->pads))
		return NULL;
	return &state->pads[pad];
#else
	return &state[pad];
#endif
}

/**
 * avc_v4l2_subdev_state_get_format() - v4l2_subdev_state_get_format() before 6.8
 * @state: the state
 * @pad: the pad
 *
 * Return: the pad's try format, NULL without a state.
 */
static inline struct v4l2_mbus_framefmt *
avc_v4l2_subdev_state_get_format(struct v4l2_subdev_state *state,
				 unsigned int pad)
{
	struct v4l2_subdev_pad_config *cfg = avc_v4l2_subdev_state_pad(state, pad);

	return cfg ? &cfg->try_fmt : NULL;
}

/**
 * avc_v4l2_subdev_state_get_crop() - v4l2_subdev_state_get_crop() before 6.8
 * @state: the state
 * @pad: the pad
 *
 * Return: the pad's try crop rectangle, NULL without a state.
 */
static inline struct v4l2_rect *
avc_v4l2_subdev_state_get_crop(struct v4l2_subdev_state *state,
			       unsigned int pad)
{
	struct v4l2_subdev_pad_config *cfg = avc_v4l2_subdev_state_pad(state, pad);

	return cfg ? &cfg->try_crop : NULL;
}

/**
 * avc_v4l2_subdev_state_get_compose() - v4l2_subdev_state_get_compose() before 6.8
 * @state: the state
 * @pad: the pad
 *
 * Return: the pad's try compose rectangle, NULL without a state.
 */
static inline struct v4l2_rect *
avc_v4l2_subdev_state_get_compose(struct v4l2_subdev_state *state,
				  unsigned int pad)
{
	struct v4l2_subdev_pad_config *cfg = avc_v4l2_subdev_state_pad(state, pad);

	return cfg ? &cfg->try_compose : NULL;
}

#define v4l2_subdev_state_get_format(state, pad)			\
	avc_v4l2_subdev_state_get_format(state, pad)
#define v4l2_subdev_state_get_crop(state, pad)				\
	avc_v4l2_subdev_state_get_crop(state, pad)
#define v4l2_subdev_state_get_compose(state, pad)			\
	avc_v4l2_subdev_state_get_compose(state, pad)
#endif

#endif /* _AVC_COMPAT_MEDIA_V4L2_SUBDEV_H */
