// SPDX-License-Identifier: GPL-2.0
/*
 * subdev510 - an I2C camera sensor sub-device of the 5.10 era: pad
 * operations on the pad config array, try formats through
 * v4l2_subdev_get_try_format()/_crop(), the pad op .init_cfg, an open
 * operation that resets the handle's try format through fh->pad, the
 * 5.10 sensor registration, <asm/unaligned.h>, a two-argument probe and
 * an int remove; the input of cocci/82-subdev.cocci.
 */
#include <asm/unaligned.h>
#include <linux/i2c.h>
#include <linux/module.h>
#include <media/v4l2-async.h>
#include <media/v4l2-subdev.h>

#define SUBDEV510_W	640
#define SUBDEV510_H	480

struct subdev510 {
	struct v4l2_subdev sd;
	struct media_pad pad;
	struct mutex lock;		/* fmt */
	struct v4l2_mbus_framefmt fmt;
};

static struct subdev510 *to_subdev510(struct v4l2_subdev *sd)
{
	return container_of(sd, struct subdev510, sd);
}

static void subdev510_fill(struct v4l2_mbus_framefmt *fmt)
{
	fmt->width = SUBDEV510_W;
	fmt->height = SUBDEV510_H;
	fmt->code = MEDIA_BUS_FMT_SRGGB10_1X10;
	fmt->field = V4L2_FIELD_NONE;
}

static int subdev510_init_cfg(struct v4l2_subdev *sd,
			      struct v4l2_subdev_pad_config *cfg)
{
	subdev510_fill(&cfg->try_fmt);
	cfg[0].try_crop.width = SUBDEV510_W;
	cfg[0].try_crop.height = SUBDEV510_H;
	return 0;
}

static int subdev510_get_fmt(struct v4l2_subdev *sd,
			     struct v4l2_subdev_pad_config *cfg,
			     struct v4l2_subdev_format *format)
{
	struct subdev510 *s = to_subdev510(sd);

	if (format->which == V4L2_SUBDEV_FORMAT_TRY) {
		format->format = *v4l2_subdev_get_try_format(sd, cfg,
							     format->pad);
		return 0;
	}
	mutex_lock(&s->lock);
	format->format = s->fmt;
	mutex_unlock(&s->lock);
	return 0;
}

static int subdev510_set_fmt(struct v4l2_subdev *sd,
			     struct v4l2_subdev_pad_config *cfg,
			     struct v4l2_subdev_format *format)
{
	struct subdev510 *s = to_subdev510(sd);
	struct v4l2_mbus_framefmt *fmt;

	subdev510_fill(&format->format);
	if (format->which == V4L2_SUBDEV_FORMAT_TRY) {
		fmt = v4l2_subdev_get_try_format(sd, cfg, format->pad);
		*fmt = format->format;
		return 0;
	}
	mutex_lock(&s->lock);
	s->fmt = format->format;
	mutex_unlock(&s->lock);
	return 0;
}

static int subdev510_get_selection(struct v4l2_subdev *sd,
				   struct v4l2_subdev_pad_config *cfg,
				   struct v4l2_subdev_selection *sel)
{
	if (sel->target != V4L2_SEL_TGT_CROP)
		return -EINVAL;
	if (sel->which == V4L2_SUBDEV_FORMAT_TRY)
		sel->r = *v4l2_subdev_get_try_crop(sd, cfg, sel->pad);
	else
		sel->r = (struct v4l2_rect){ 0, 0, SUBDEV510_W, SUBDEV510_H };
	return 0;
}

static const struct v4l2_subdev_pad_ops subdev510_pad_ops = {
	.init_cfg = subdev510_init_cfg,
	.get_fmt = subdev510_get_fmt,
	.set_fmt = subdev510_set_fmt,
	.get_selection = subdev510_get_selection,
};

static const struct v4l2_subdev_ops subdev510_ops = {
	.pad = &subdev510_pad_ops,
};

#ifdef CONFIG_VIDEO_V4L2_SUBDEV_API
/* each handle's try format starts as the active one */
static int subdev510_open(struct v4l2_subdev *sd, struct v4l2_subdev_fh *fh)
{
	struct subdev510 *s = to_subdev510(sd);
	struct v4l2_mbus_framefmt *try_fmt =
		v4l2_subdev_get_try_format(sd, fh->pad, 0);

	mutex_lock(&s->lock);
	*try_fmt = s->fmt;
	mutex_unlock(&s->lock);
	return 0;
}

static const struct v4l2_subdev_internal_ops subdev510_internal_ops = {
	.open = subdev510_open,
};
#endif

static int subdev510_probe(struct i2c_client *client,
			   const struct i2c_device_id *id)
{
	struct subdev510 *s;
	u8 buf[2];
	int ret;

	ret = i2c_smbus_read_i2c_block_data(client, 0x0a, sizeof(buf), buf);
	if (ret != sizeof(buf) || get_unaligned_be16(buf) != 0x5640)
		return -ENODEV;
	s = devm_kzalloc(&client->dev, sizeof(*s), GFP_KERNEL);
	if (!s)
		return -ENOMEM;
	mutex_init(&s->lock);
	subdev510_fill(&s->fmt);
	v4l2_i2c_subdev_init(&s->sd, client, &subdev510_ops);
#ifdef CONFIG_VIDEO_V4L2_SUBDEV_API
	s->sd.internal_ops = &subdev510_internal_ops;
	s->sd.flags |= V4L2_SUBDEV_FL_HAS_DEVNODE;
#endif
	s->pad.flags = MEDIA_PAD_FL_SOURCE;
	s->sd.entity.function = MEDIA_ENT_F_CAM_SENSOR;
	ret = media_entity_pads_init(&s->sd.entity, 1, &s->pad);
	if (ret)
		return ret;
	ret = v4l2_async_register_subdev_sensor_common(&s->sd);
	if (ret)
		media_entity_cleanup(&s->sd.entity);
	return ret;
}

static int subdev510_remove(struct i2c_client *client)
{
	struct v4l2_subdev *sd = i2c_get_clientdata(client);

	v4l2_async_unregister_subdev(sd);
	media_entity_cleanup(&sd->entity);
	mutex_destroy(&to_subdev510(sd)->lock);
	return 0;
}

static const struct i2c_device_id subdev510_id[] = {
	{ "subdev510", 0 },
	{ }
};
MODULE_DEVICE_TABLE(i2c, subdev510_id);

static struct i2c_driver subdev510_driver = {
	.driver = {
		.name = "subdev510",
	},
	.probe = subdev510_probe,
	.remove = subdev510_remove,
	.id_table = subdev510_id,
};
module_i2c_driver(subdev510_driver);

MODULE_DESCRIPTION("a 5.10-era sensor sub-device");
MODULE_LICENSE("GPL");
