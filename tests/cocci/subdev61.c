// SPDX-License-Identifier: GPL-2.0
/*
 * subdev61 - an I2C camera sensor sub-device of the 5.14-6.7 era: pad
 * operations on struct v4l2_subdev_state, try formats and rectangles
 * through v4l2_subdev_get_try_format()/_crop()/_compose() and the state's
 * pads array, the pad op .init_cfg and no internal operations, the 4.10
 * .probe_new and 6.1's void remove; the input of cocci/82-subdev.cocci.
 */
#include <linux/i2c.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <media/v4l2-async.h>
#include <media/v4l2-subdev.h>

#define SUBDEV61_W	1280
#define SUBDEV61_H	720

struct subdev61 {
	struct v4l2_subdev sd;
	struct media_pad pad;
	struct v4l2_mbus_framefmt fmt;
	struct v4l2_rect compose;
};

static int subdev61_init_cfg(struct v4l2_subdev *sd,
			     struct v4l2_subdev_state *sd_state)
{
	struct v4l2_mbus_framefmt *fmt;

	fmt = v4l2_subdev_get_try_format(sd, sd_state, 0);
	fmt->width = SUBDEV61_W;
	fmt->height = SUBDEV61_H;
	fmt->code = MEDIA_BUS_FMT_SGRBG10_1X10;
	sd_state->pads[0].try_crop.width = SUBDEV61_W;
	sd_state->pads[0].try_crop.height = SUBDEV61_H;
	*v4l2_subdev_get_try_compose(sd, sd_state, 0) =
		sd_state->pads[0].try_crop;
	return 0;
}

static struct v4l2_mbus_framefmt *
subdev61_fmt(struct v4l2_subdev *sd, struct v4l2_subdev_state *sd_state,
	     u32 which)
{
	struct subdev61 *s = container_of(sd, struct subdev61, sd);

	if (which == V4L2_SUBDEV_FORMAT_TRY)
		return v4l2_subdev_get_try_format(sd, sd_state, 0);
	return &s->fmt;
}

static int subdev61_get_fmt(struct v4l2_subdev *sd,
			    struct v4l2_subdev_state *sd_state,
			    struct v4l2_subdev_format *format)
{
	format->format = *subdev61_fmt(sd, sd_state, format->which);
	return 0;
}

static int subdev61_set_fmt(struct v4l2_subdev *sd,
			    struct v4l2_subdev_state *sd_state,
			    struct v4l2_subdev_format *format)
{
	format->format.width = SUBDEV61_W;
	format->format.height = SUBDEV61_H;
	format->format.code = MEDIA_BUS_FMT_SGRBG10_1X10;
	*subdev61_fmt(sd, sd_state, format->which) = format->format;
	return 0;
}

static int subdev61_get_selection(struct v4l2_subdev *sd,
				  struct v4l2_subdev_state *sd_state,
				  struct v4l2_subdev_selection *sel)
{
	struct subdev61 *s = container_of(sd, struct subdev61, sd);

	switch (sel->target) {
	case V4L2_SEL_TGT_CROP:
		if (sel->which == V4L2_SUBDEV_FORMAT_TRY)
			sel->r = *v4l2_subdev_get_try_crop(sd, sd_state, sel->pad);
		else
			sel->r = (struct v4l2_rect){ 0, 0, SUBDEV61_W, SUBDEV61_H };
		return 0;
	case V4L2_SEL_TGT_COMPOSE:
		if (sel->which == V4L2_SUBDEV_FORMAT_TRY)
			sel->r = sd_state->pads[sel->pad].try_compose;
		else
			sel->r = s->compose;
		return 0;
	}
	return -EINVAL;
}

static const struct v4l2_subdev_pad_ops subdev61_pad_ops = {
	.init_cfg = subdev61_init_cfg,
	.get_fmt = subdev61_get_fmt,
	.set_fmt = subdev61_set_fmt,
	.get_selection = subdev61_get_selection,
};

static const struct v4l2_subdev_ops subdev61_ops = {
	.pad = &subdev61_pad_ops,
};

static int subdev61_probe(struct i2c_client *client)
{
	struct v4l2_subdev *sd;
	struct subdev61 *s;
	int ret;

	s = devm_kzalloc(&client->dev, sizeof(*s), GFP_KERNEL);
	if (!s)
		return -ENOMEM;
	sd = &s->sd;
	v4l2_i2c_subdev_init(sd, client, &subdev61_ops);
	sd->flags |= V4L2_SUBDEV_FL_HAS_DEVNODE;
	s->pad.flags = MEDIA_PAD_FL_SOURCE;
	ret = media_entity_pads_init(&sd->entity, 1, &s->pad);
	if (ret)
		return ret;
	ret = v4l2_async_register_subdev_sensor(sd);
	if (ret)
		media_entity_cleanup(&sd->entity);
	return ret;
}

static void subdev61_remove(struct i2c_client *client)
{
	struct v4l2_subdev *sd = i2c_get_clientdata(client);

	v4l2_async_unregister_subdev(sd);
	media_entity_cleanup(&sd->entity);
}

static const struct i2c_device_id subdev61_id[] = {
	{ "subdev61", 0 },
	{ }
};
MODULE_DEVICE_TABLE(i2c, subdev61_id);

static struct i2c_driver subdev61_driver = {
	.driver = {
		.name = "subdev61",
	},
	.probe_new = subdev61_probe,
	.remove = subdev61_remove,
	.id_table = subdev61_id,
};
module_i2c_driver(subdev61_driver);

MODULE_DESCRIPTION("a 6.1-era sensor sub-device");
MODULE_LICENSE("GPL");
