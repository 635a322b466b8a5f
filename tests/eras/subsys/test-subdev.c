// SPDX-License-Identifier: GPL-2.0
/*
 * A sub-device written for today's state API (pad operations taking
 * struct v4l2_subdev_state, v4l2_subdev_state_get_format()/_crop()/
 * _compose(), init_state named by AVC_SUBDEV_INIT_STATE() and
 * AVC_SUBDEV_PAD_INIT_STATE()) through compat/media/v4l2-subdev.h, driven
 * by the era's core (the stand-in, shaped by facts/subdev): opening a
 * file handle must run the driver's init_state once on the state the
 * era made, and the try format set through the era's ioctl must land in
 * that state's entry for the pad (the era's own pad config array before
 * 5.14) and read back; the active format and another file handle's
 * state stay as they were.  The driver's open operation reaches the
 * handle's state through AVC_SUBDEV_FH_STATE(fh) (fh->pad before 5.14):
 * the state the era's ioctls pass.  The keys are compared with what the
 * era has.
 */
#include <stdio.h>

#include "check.h"

#include <media/v4l2-subdev.h>

struct era_subdev_calls era_subdev;

#define DRV_PADS	2	/* a pad index other than 0 is exercised */

struct drv {
	struct v4l2_subdev sd;
	struct media_pad pads[DRV_PADS];
	struct v4l2_mbus_framefmt active;
	int inits;
	const void *open_state;		/* what open found in the fh */
};

static struct drv drv;

static int drv_init_state(struct v4l2_subdev *sd,
			  struct v4l2_subdev_state *state)
{
	unsigned int pad;

	drv.inits++;
	for (pad = 0; pad < DRV_PADS; pad++) {
		struct v4l2_mbus_framefmt *fmt =
			v4l2_subdev_state_get_format(state, pad);
		struct v4l2_rect *crop = v4l2_subdev_state_get_crop(state, pad);
		struct v4l2_rect *compose =
			v4l2_subdev_state_get_compose(state, pad);

		fmt->width = 640;
		fmt->height = 480;
		fmt->code = 0x300f + pad;
		crop->width = 640;
		crop->height = 480;
		compose->width = 320;
		compose->height = 240;
	}
	return 0;
}

static int drv_get_fmt(struct v4l2_subdev *sd, struct v4l2_subdev_state *state,
		       struct v4l2_subdev_format *f)
{
	f->format = f->which == V4L2_SUBDEV_FORMAT_TRY ?
		*v4l2_subdev_state_get_format(state, f->pad) : drv.active;
	return 0;
}

static int drv_set_fmt(struct v4l2_subdev *sd, struct v4l2_subdev_state *state,
		       struct v4l2_subdev_format *f)
{
	if (f->which == V4L2_SUBDEV_FORMAT_TRY)
		*v4l2_subdev_state_get_format(state, f->pad) = f->format;
	else
		drv.active = f->format;
	return 0;
}

static const struct v4l2_subdev_pad_ops drv_pad_ops = {
	AVC_SUBDEV_PAD_INIT_STATE(drv_init_state)
	.get_fmt = drv_get_fmt,
	.set_fmt = drv_set_fmt,
};

static const struct v4l2_subdev_ops drv_ops = {
	.pad = &drv_pad_ops,
};

/* each handle's try crop of pad 1 starts 8 pixels in (after init_state) */
static int drv_open(struct v4l2_subdev *sd, struct v4l2_subdev_fh *fh)
{
	struct v4l2_subdev_state *state = AVC_SUBDEV_FH_STATE(fh);

	drv.open_state = state;
	v4l2_subdev_state_get_crop(state, 1)->left = 8;
	return 0;
}

static const struct v4l2_subdev_internal_ops drv_internal_ops = {
	AVC_SUBDEV_INIT_STATE(drv_init_state)
	.open = drv_open,
};

#if ERA_SDGET >= 2
#define ERA_PAD_FMT(cfg)	((cfg).format)
#define ERA_PAD_CROP(cfg)	((cfg).crop)
#define ERA_PAD_COMPOSE(cfg)	((cfg).compose)
#else
#define ERA_PAD_FMT(cfg)	((cfg).try_fmt)
#define ERA_PAD_CROP(cfg)	((cfg).try_crop)
#define ERA_PAD_COMPOSE(cfg)	((cfg).try_compose)
#endif

int main(void)
{
	struct v4l2_subdev_fh fh = { NULL }, fh2 = { NULL };
	struct v4l2_subdev_format f = { V4L2_SUBDEV_FORMAT_TRY, 1, { 0 } };
	struct v4l2_subdev_pad_config *pads, *pads2;
	int ret;

	key_is("AVC_HAVE_V4L2_SUBDEV_STATE", AVC_HAVE_V4L2_SUBDEV_STATE,
	       ERA_SDSTATE);
	key_is("AVC_HAVE_V4L2_SUBDEV_STATE_GET", AVC_HAVE_V4L2_SUBDEV_STATE_GET,
	       ERA_SDGET >= 2);
	key_is("AVC_HAVE_V4L2_SUBDEV_INIT_STATE",
	       AVC_HAVE_V4L2_SUBDEV_INIT_STATE, ERA_SDINIT);

	drv.sd.entity.num_pads = DRV_PADS;
	drv.sd.entity.pads = drv.pads;
	drv.sd.ops = &drv_ops;
	drv.sd.internal_ops = &drv_internal_ops;
	drv.active.width = 1920;

	ret = era_subdev_open(&drv.sd, &fh);
	pads = era_subdev.last_pads;
	check(ret == 0 && era_subdev.states == 1 && drv.inits == 1,
	      "opening a file handle runs init_state once, on the era's state",
	      "%ld init(s), ret %ld", (long)drv.inits, (long)ret);
	check(pads && ERA_PAD_FMT(pads[1]).width == 640 &&
	      ERA_PAD_FMT(pads[1]).code == 0x3010 &&
	      ERA_PAD_COMPOSE(pads[1]).width == 320,
	      "init_state filled pad 1's entry of the era's pad configs",
	      "code 0x%lx, compose width %ld",
	      pads ? (long)ERA_PAD_FMT(pads[1]).code : 0L,
	      pads ? (long)ERA_PAD_COMPOSE(pads[1]).width : 0L);

	check(pads && ERA_PAD_CROP(pads[1]).left == 8 &&
	      ERA_PAD_CROP(pads[0]).left == 0,
	      "open, after init_state, reached the handle's state through AVC_SUBDEV_FH_STATE()",
	      "pad 1 crop left %ld, pad 0 %ld",
	      pads ? (long)ERA_PAD_CROP(pads[1]).left : -1L,
	      pads ? (long)ERA_PAD_CROP(pads[0]).left : -1L);

	ret = era_subdev_fmt(&drv.sd, &fh, 0, &f);
	check(ret == 0 && drv.open_state == era_subdev.fmt_state,
	      "AVC_SUBDEV_FH_STATE() is the state the format ioctls pass",
	      "open saw %#lx, G_FMT passed %#lx", (long)drv.open_state,
	      (long)era_subdev.fmt_state);
	check(ret == 0 && f.format.width == 640 && f.format.code == 0x3010,
	      "G_FMT TRY on pad 1 reads init_state's format",
	      "width %ld, code 0x%lx", (long)f.format.width,
	      (long)f.format.code);
	f.format.width = 320;
	f.format.height = 240;
	ret = era_subdev_fmt(&drv.sd, &fh, 1, &f);
	check(ret == 0 && ERA_PAD_FMT(pads[1]).width == 320 &&
	      ERA_PAD_FMT(pads[0]).width == 640,
	      "S_FMT TRY on pad 1 lands in pad 1's entry of the fh's state only",
	      "pad 1 width %ld, pad 0 width %ld",
	      (long)ERA_PAD_FMT(pads[1]).width, (long)ERA_PAD_FMT(pads[0]).width);
	f.format.width = 0;
	ret = era_subdev_fmt(&drv.sd, &fh, 0, &f);
	check(ret == 0 && f.format.width == 320 && drv.active.width == 1920,
	      "G_FMT TRY reads it back, the active format untouched",
	      "width %ld, active %ld", (long)f.format.width,
	      (long)drv.active.width);

	ret = era_subdev_open(&drv.sd, &fh2);
	pads2 = era_subdev.last_pads;
	f.format.width = 0;
	ret = ret ? ret : era_subdev_fmt(&drv.sd, &fh2, 0, &f);
	check(ret == 0 && drv.inits == 2 && pads2 != pads &&
	      f.format.width == 640,
	      "a second file handle gets its own state from init_state",
	      "%ld init(s), width %ld", (long)drv.inits, (long)f.format.width);
	return era_failures ? 1 : 0;
}
