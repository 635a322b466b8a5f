// SPDX-License-Identifier: GPL-2.0
/*
 * avc_subdev73 - an I2C sensor sub-device written for 7.3's state API:
 * pad operations taking struct v4l2_subdev_state, try formats and
 * rectangles through v4l2_subdev_state_get_format()/_crop()/_compose(),
 * the state initialised by init_state (AVC_SUBDEV_INIT_STATE() in the
 * internal ops, AVC_SUBDEV_PAD_INIT_STATE() in the pad ops: .init_cfg
 * before 6.8), the active format kept by the driver, registered with
 * v4l2_async_register_subdev_sensor().  No version check: check-build
 * builds it W=1 on every series through compat/media/v4l2-subdev.h.
 */
#include <linux/i2c.h>
#include <linux/module.h>
#include <media/v4l2-async.h>
#include <media/v4l2-subdev.h>

#define AVC_SUBDEV73_W	640
#define AVC_SUBDEV73_H	480

struct avc_subdev73 {
	struct v4l2_subdev sd;
	struct media_pad pad;
	struct v4l2_mbus_framefmt fmt;	/* active */
	struct v4l2_rect crop;		/* active */
};

static struct avc_subdev73 *to_avc_subdev73(struct v4l2_subdev *sd)
{
	return container_of(sd, struct avc_subdev73, sd);
}

static void avc_subdev73_default(struct v4l2_mbus_framefmt *fmt)
{
	memset(fmt, 0, sizeof(*fmt));
	fmt->width = AVC_SUBDEV73_W;
	fmt->height = AVC_SUBDEV73_H;
	fmt->code = MEDIA_BUS_FMT_SRGGB10_1X10;
	fmt->field = V4L2_FIELD_NONE;
	fmt->colorspace = V4L2_COLORSPACE_RAW;
}

static int avc_subdev73_init_state(struct v4l2_subdev *sd,
				   struct v4l2_subdev_state *state)
{
	struct v4l2_rect *crop = v4l2_subdev_state_get_crop(state, 0);
	struct v4l2_rect *compose = v4l2_subdev_state_get_compose(state, 0);

	avc_subdev73_default(v4l2_subdev_state_get_format(state, 0));
	crop->left = 0;
	crop->top = 0;
	crop->width = AVC_SUBDEV73_W;
	crop->height = AVC_SUBDEV73_H;
	*compose = *crop;
	return 0;
}

static int avc_subdev73_enum_mbus_code(struct v4l2_subdev *sd,
				       struct v4l2_subdev_state *state,
				       struct v4l2_subdev_mbus_code_enum *code)
{
	if (code->index)
		return -EINVAL;
	code->code = MEDIA_BUS_FMT_SRGGB10_1X10;
	return 0;
}

static int avc_subdev73_get_fmt(struct v4l2_subdev *sd,
				struct v4l2_subdev_state *state,
				struct v4l2_subdev_format *format)
{
	if (format->which == V4L2_SUBDEV_FORMAT_TRY)
		format->format = *v4l2_subdev_state_get_format(state, format->pad);
	else
		format->format = to_avc_subdev73(sd)->fmt;
	return 0;
}

static int avc_subdev73_set_fmt(struct v4l2_subdev *sd,
				struct v4l2_subdev_state *state,
				struct v4l2_subdev_format *format)
{
	struct v4l2_mbus_framefmt *fmt = &format->format;

	fmt->width = clamp_t(u32, fmt->width, 64, AVC_SUBDEV73_W) & ~1U;
	fmt->height = clamp_t(u32, fmt->height, 48, AVC_SUBDEV73_H) & ~1U;
	fmt->code = MEDIA_BUS_FMT_SRGGB10_1X10;
	fmt->field = V4L2_FIELD_NONE;
	fmt->colorspace = V4L2_COLORSPACE_RAW;
	if (format->which == V4L2_SUBDEV_FORMAT_TRY)
		*v4l2_subdev_state_get_format(state, format->pad) = *fmt;
	else
		to_avc_subdev73(sd)->fmt = *fmt;
	return 0;
}

static int avc_subdev73_get_selection(struct v4l2_subdev *sd,
				      struct v4l2_subdev_state *state,
				      struct v4l2_subdev_selection *sel)
{
	switch (sel->target) {
	case V4L2_SEL_TGT_CROP:
		if (sel->which == V4L2_SUBDEV_FORMAT_TRY)
			sel->r = *v4l2_subdev_state_get_crop(state, sel->pad);
		else
			sel->r = to_avc_subdev73(sd)->crop;
		return 0;
	case V4L2_SEL_TGT_CROP_BOUNDS:
	case V4L2_SEL_TGT_CROP_DEFAULT:
	case V4L2_SEL_TGT_NATIVE_SIZE:
		sel->r.left = 0;
		sel->r.top = 0;
		sel->r.width = AVC_SUBDEV73_W;
		sel->r.height = AVC_SUBDEV73_H;
		return 0;
	default:
		return -EINVAL;
	}
}

static const struct v4l2_subdev_pad_ops avc_subdev73_pad_ops = {
	AVC_SUBDEV_PAD_INIT_STATE(avc_subdev73_init_state)
	.enum_mbus_code = avc_subdev73_enum_mbus_code,
	.get_fmt = avc_subdev73_get_fmt,
	.set_fmt = avc_subdev73_set_fmt,
	.get_selection = avc_subdev73_get_selection,
};

static const struct v4l2_subdev_ops avc_subdev73_ops = {
	.pad = &avc_subdev73_pad_ops,
};

static const struct v4l2_subdev_internal_ops avc_subdev73_internal_ops = {
	AVC_SUBDEV_INIT_STATE(avc_subdev73_init_state)
};

static int avc_subdev73_probe(struct i2c_client *client)
{
	struct avc_subdev73 *s;
	int ret;

	s = devm_kzalloc(&client->dev, sizeof(*s), GFP_KERNEL);
	if (!s)
		return -ENOMEM;
	v4l2_i2c_subdev_init(&s->sd, client, &avc_subdev73_ops);
	s->sd.internal_ops = &avc_subdev73_internal_ops;
	s->sd.flags |= V4L2_SUBDEV_FL_HAS_DEVNODE;
	s->sd.entity.function = MEDIA_ENT_F_CAM_SENSOR;
	s->pad.flags = MEDIA_PAD_FL_SOURCE;
	avc_subdev73_default(&s->fmt);
	s->crop.width = AVC_SUBDEV73_W;
	s->crop.height = AVC_SUBDEV73_H;
	ret = media_entity_pads_init(&s->sd.entity, 1, &s->pad);
	if (ret)
		return ret;
	ret = v4l2_async_register_subdev_sensor(&s->sd);
	if (ret)
		media_entity_cleanup(&s->sd.entity);
	return ret;
}

static void avc_subdev73_remove(struct i2c_client *client)
{
	struct v4l2_subdev *sd = i2c_get_clientdata(client);

	v4l2_async_unregister_subdev(sd);
	media_entity_cleanup(&sd->entity);
}

AVC_DEFINE_I2C_REMOVE(avc_subdev73_remove);

static const struct i2c_device_id avc_subdev73_ids[] = {
	{ "avc_subdev73" },
	{ }
};
MODULE_DEVICE_TABLE(i2c, avc_subdev73_ids);

static struct i2c_driver avc_subdev73_driver = {
	.driver = {
		.name = "avc_subdev73",
	},
	AVC_I2C_PROBE(avc_subdev73_probe),
	AVC_I2C_REMOVE(avc_subdev73_remove),
	.id_table = avc_subdev73_ids,
};
module_i2c_driver(avc_subdev73_driver);

MODULE_DESCRIPTION("avcompat build test: a sub-device on 7.3's state API");
MODULE_LICENSE("GPL");
