// SPDX-License-Identifier: GPL-2.0
/*
 * subdtrace - a 5.10-era sensor sub-device that traces its operations
 * with a statement macro carrying its own semicolon, alone on its line
 * and indented with spaces in tab-indented code, as veyeimaging's
 * Raspberry Pi sensor drivers put "VEYE_TRACE" in most functions: spatch
 * cannot parse such a line, so without help from scripts/cocci-apply
 * none of these functions would be converted.  The trace lines must come
 * out as they went in.
 */
#include <linux/i2c.h>
#include <linux/module.h>
#include <media/v4l2-async.h>
#include <media/v4l2-subdev.h>

#ifdef SUBDTRACE_QUIET
#define SUBDTRACE_TRACE
#else
#define SUBDTRACE_TRACE pr_debug("subdtrace: in %s\n", __func__);
#endif

struct subdtrace {
	struct v4l2_subdev sd;
	struct media_pad pad;
	struct mutex lock;		/* fmt */
	struct v4l2_mbus_framefmt fmt;
};

static struct subdtrace *to_subdtrace(struct v4l2_subdev *sd)
{
	return container_of(sd, struct subdtrace, sd);
}

static int subdtrace_get_fmt(struct v4l2_subdev *sd,
			     struct v4l2_subdev_pad_config *cfg,
			     struct v4l2_subdev_format *format)
{
	struct subdtrace *s = to_subdtrace(sd);
	int ret = 0;
    SUBDTRACE_TRACE
	mutex_lock(&s->lock);
	if (format->which == V4L2_SUBDEV_FORMAT_TRY)
		format->format = *v4l2_subdev_get_try_format(sd, cfg,
							     format->pad);
	else
		format->format = s->fmt;
	mutex_unlock(&s->lock);
	return ret;
}

static int subdtrace_set_fmt(struct v4l2_subdev *sd,
			     struct v4l2_subdev_pad_config *cfg,
			     struct v4l2_subdev_format *format)
{
	struct subdtrace *s = to_subdtrace(sd);
	struct v4l2_mbus_framefmt *fmt;

	if (format->format.width != s->fmt.width) {
        SUBDTRACE_TRACE
		return -EINVAL;
	}
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

static const struct v4l2_subdev_pad_ops subdtrace_pad_ops = {
	.get_fmt = subdtrace_get_fmt,
	.set_fmt = subdtrace_set_fmt,
};

static const struct v4l2_subdev_ops subdtrace_ops = {
	.pad = &subdtrace_pad_ops,
};

#ifdef CONFIG_VIDEO_V4L2_SUBDEV_API
static int subdtrace_open(struct v4l2_subdev *sd, struct v4l2_subdev_fh *fh)
{
	struct subdtrace *s = to_subdtrace(sd);
	struct v4l2_mbus_framefmt *try_fmt =
		v4l2_subdev_get_try_format(sd, fh->pad, 0);
    SUBDTRACE_TRACE
	/* from the active format */
	try_fmt->width = s->fmt.width;
	try_fmt->height = s->fmt.height;
	try_fmt->code = s->fmt.code;
	return 0;
}

static const struct v4l2_subdev_internal_ops subdtrace_internal_ops = {
	.open = subdtrace_open,
};
#endif

static int subdtrace_probe(struct i2c_client *client)
{
	struct subdtrace *s;
	int ret;
    SUBDTRACE_TRACE
	s = devm_kzalloc(&client->dev, sizeof(*s), GFP_KERNEL);
	if (!s)
		return -ENOMEM;
	mutex_init(&s->lock);
	s->fmt.width = 640;
	s->fmt.height = 480;
	s->fmt.code = MEDIA_BUS_FMT_UYVY8_2X8;
	v4l2_i2c_subdev_init(&s->sd, client, &subdtrace_ops);
#ifdef CONFIG_VIDEO_V4L2_SUBDEV_API
	s->sd.internal_ops = &subdtrace_internal_ops;
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

static int subdtrace_remove(struct i2c_client *client)
{
	struct v4l2_subdev *sd = i2c_get_clientdata(client);

	v4l2_async_unregister_subdev(sd);
	media_entity_cleanup(&sd->entity);
	mutex_destroy(&to_subdtrace(sd)->lock);
	return 0;
}

static const struct i2c_device_id subdtrace_id[] = {
	{ "subdtrace", 0 },
	{ }
};
MODULE_DEVICE_TABLE(i2c, subdtrace_id);

static struct i2c_driver subdtrace_driver = {
	.driver = {
		.name = "subdtrace",
	},
	.probe_new = subdtrace_probe,
	.remove = subdtrace_remove,
	.id_table = subdtrace_id,
};
module_i2c_driver(subdtrace_driver);

MODULE_DESCRIPTION("a sensor sub-device with a statement trace macro");
MODULE_LICENSE("GPL");
