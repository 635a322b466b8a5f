/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in for <media/v4l2-subdev.h> of the era: the pad config, the
 * state, the pad and internal operations a sensor fills, the try-state
 * accessors, and the core's side of an open file handle and of the
 * format ioctls (subdev_open() with subdev_fh_init() and
 * __v4l2_subdev_state_alloc(), subdev_do_ioctl() of v4l2-subdev.c) as
 * era_subdev_open() and era_subdev_fmt().  ERA_SDSTATE (facts/subdev):
 *   0  pad operations take struct v4l2_subdev_pad_config *cfg, an array
 *      by pad; the fh has pad ([L:5.10] v4l2-subdev.h:624,693-714,932)
 *   1  struct v4l2_subdev_state { .. pads; }, the fh has state (5.14;
 *      [L:6.1] v4l2-subdev.h:709-714)
 * ERA_SDGET:
 *   0  v4l2_subdev_get_try_format(sd, cfg, pad) and _crop, _compose,
 *      inline functions ([L:5.10] v4l2-subdev.h:956-1000)
 *   1  the same names, macros taking the state over
 *      v4l2_subdev_get_pad_format() ([L:6.1] v4l2-subdev.h:1104-1111)
 *   2  v4l2_subdev_state_get_format(state, pad, ...), _crop, _compose;
 *      the pad config's members renamed format, crop, compose (6.8;
 *      [L:6.12] v4l2-subdev.h:681,1383-1434, [L:7.3] :680,1366)
 * ERA_SDINIT:
 *   0  the core initialises a state with pad op init_cfg ([L:5.10]
 *      v4l2-subdev.h:693, [L:6.1] :768)
 *   1  with internal_ops->init_state (6.8; [L:7.3] v4l2-subdev.h:943)
 * era_subdev counts the calls and keeps the last state the core made.
 */
#ifndef _ERA_V4L2_SUBDEV_H
#define _ERA_V4L2_SUBDEV_H
#include <stdlib.h>
#include <linux/kernel.h>
#include <linux/types.h>
#include <media/media-entity.h>

struct v4l2_mbus_framefmt {
	u32 width, height, code;
};

struct v4l2_rect {
	int left, top;
	u32 width, height;
};

#define V4L2_SUBDEV_FORMAT_TRY		0
#define V4L2_SUBDEV_FORMAT_ACTIVE	1

struct v4l2_subdev_format {
	u32 which, pad;
	struct v4l2_mbus_framefmt format;
};

struct v4l2_subdev_pad_config {
#if ERA_SDGET >= 2
	struct v4l2_mbus_framefmt format;
	struct v4l2_rect crop;
	struct v4l2_rect compose;
#else
	struct v4l2_mbus_framefmt try_fmt;
	struct v4l2_rect try_crop;
	struct v4l2_rect try_compose;
#endif
};

#if ERA_SDSTATE
struct v4l2_subdev_state {
	int lock;
	struct v4l2_subdev_pad_config *pads;
};
#define ERA_SD_STATE	struct v4l2_subdev_state
#else
#define ERA_SD_STATE	struct v4l2_subdev_pad_config
#endif

struct v4l2_subdev;
struct v4l2_subdev_fh {
#if ERA_SDSTATE
	struct v4l2_subdev_state *state;
#else
	struct v4l2_subdev_pad_config *pad;
#endif
};

struct v4l2_subdev_pad_ops {
#if !ERA_SDINIT
	int (*init_cfg)(struct v4l2_subdev *sd, ERA_SD_STATE *state);
#endif
	int (*get_fmt)(struct v4l2_subdev *sd, ERA_SD_STATE *state,
		       struct v4l2_subdev_format *format);
	int (*set_fmt)(struct v4l2_subdev *sd, ERA_SD_STATE *state,
		       struct v4l2_subdev_format *format);
};

struct v4l2_subdev_ops {
	const struct v4l2_subdev_pad_ops *pad;
};

struct v4l2_subdev_internal_ops {
#if ERA_SDINIT
	int (*init_state)(struct v4l2_subdev *sd, ERA_SD_STATE *state);
#endif
	int (*open)(struct v4l2_subdev *sd, struct v4l2_subdev_fh *fh);
};

struct v4l2_subdev {
	struct media_entity entity;
	const struct v4l2_subdev_ops *ops;
	const struct v4l2_subdev_internal_ops *internal_ops;
};

struct era_subdev_calls {
	int states, opens;
	struct v4l2_subdev_pad_config *last_pads;	/* of the last state */
	const void *fmt_state;		/* what the last format op received */
};
extern struct era_subdev_calls era_subdev;

#if ERA_SDGET == 0
static inline struct v4l2_mbus_framefmt *
v4l2_subdev_get_try_format(struct v4l2_subdev *sd,
			   struct v4l2_subdev_pad_config *cfg, unsigned int pad)
{
	return &cfg[pad].try_fmt;
}

static inline struct v4l2_rect *
v4l2_subdev_get_try_crop(struct v4l2_subdev *sd,
			 struct v4l2_subdev_pad_config *cfg, unsigned int pad)
{
	return &cfg[pad].try_crop;
}

static inline struct v4l2_rect *
v4l2_subdev_get_try_compose(struct v4l2_subdev *sd,
			    struct v4l2_subdev_pad_config *cfg, unsigned int pad)
{
	return &cfg[pad].try_compose;
}
#elif ERA_SDGET == 1
static inline struct v4l2_mbus_framefmt *
v4l2_subdev_get_pad_format(struct v4l2_subdev *sd,
			   struct v4l2_subdev_state *state, unsigned int pad)
{
	return &state->pads[pad].try_fmt;
}
#define v4l2_subdev_get_try_format(sd, state, pad) \
	v4l2_subdev_get_pad_format(sd, state, pad)
#else
static inline struct v4l2_mbus_framefmt *
__v4l2_subdev_state_get_format(struct v4l2_subdev_state *state,
			       unsigned int pad, u32 stream)
{
	return &state->pads[pad].format;
}

static inline struct v4l2_rect *
__v4l2_subdev_state_get_crop(struct v4l2_subdev_state *state,
			     unsigned int pad, u32 stream)
{
	return &state->pads[pad].crop;
}

static inline struct v4l2_rect *
__v4l2_subdev_state_get_compose(struct v4l2_subdev_state *state,
				unsigned int pad, u32 stream)
{
	return &state->pads[pad].compose;
}

#define v4l2_subdev_state_get_format(state, pad, ...) \
	__v4l2_subdev_state_get_format(state, pad, 0)
#define v4l2_subdev_state_get_crop(state, pad, ...) \
	__v4l2_subdev_state_get_crop(state, pad, 0)
#define v4l2_subdev_state_get_compose(state, pad, ...) \
	__v4l2_subdev_state_get_compose(state, pad, 0)
#endif

/* __v4l2_subdev_state_alloc(), v4l2_subdev_alloc_pad_config() before 5.14 */
static inline ERA_SD_STATE *era_subdev_state_alloc(struct v4l2_subdev *sd)
{
	struct v4l2_subdev_pad_config *pads;
	ERA_SD_STATE *state;

	pads = calloc(sd->entity.num_pads, sizeof(*pads));
#if ERA_SDSTATE
	state = calloc(1, sizeof(*state));
	state->pads = pads;
#else
	state = pads;
#endif
	era_subdev.states++;
	era_subdev.last_pads = pads;
#if ERA_SDINIT
	if (sd->internal_ops && sd->internal_ops->init_state &&
	    sd->internal_ops->init_state(sd, state))
		return NULL;
#else
	if (sd->ops->pad && sd->ops->pad->init_cfg &&
	    sd->ops->pad->init_cfg(sd, state))
		return NULL;
#endif
	return state;
}

/* subdev_open(): the file handle's try state, then internal_ops->open */
static inline int era_subdev_open(struct v4l2_subdev *sd,
				  struct v4l2_subdev_fh *fh)
{
	ERA_SD_STATE *state = era_subdev_state_alloc(sd);

	if (!state)
		return -12;
#if ERA_SDSTATE
	fh->state = state;
#else
	fh->pad = state;
#endif
	era_subdev.opens++;
	if (sd->internal_ops && sd->internal_ops->open)
		return sd->internal_ops->open(sd, fh);
	return 0;
}

/* VIDIOC_SUBDEV_G_FMT/S_FMT: the fh's try state, whatever @which says */
static inline int era_subdev_fmt(struct v4l2_subdev *sd,
				 struct v4l2_subdev_fh *fh, int set,
				 struct v4l2_subdev_format *format)
{
#if ERA_SDSTATE
	ERA_SD_STATE *state = fh->state;
#else
	ERA_SD_STATE *state = fh->pad;
#endif
	era_subdev.fmt_state = state;
	return set ? sd->ops->pad->set_fmt(sd, state, format) :
		     sd->ops->pad->get_fmt(sd, state, format);
}
#endif
