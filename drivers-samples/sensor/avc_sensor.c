// SPDX-License-Identifier: GPL-2.0
/*
 * avc_sensor - an I2C camera sensor sub-device written for 7.3's API,
 * built with avcompat on every kernel of the table:
 *   - a one-argument probe and a void remove (AVC_I2C_PROBE(),
 *     AVC_I2C_REMOVE() of <avcompat/drivers.h>: .probe_new and an int
 *     remove before 6.3 and 6.1);
 *   - pad operations on struct v4l2_subdev_state, try formats and
 *     rectangles through v4l2_subdev_state_get_format()/_crop(), the state
 *     initialised by init_state (AVC_SUBDEV_INIT_STATE() and
 *     AVC_SUBDEV_PAD_INIT_STATE(): .init_cfg before 6.8); the active
 *     format is the driver's own; an open operation starts each file
 *     handle's try crop at the active one (fh->state through
 *     AVC_SUBDEV_FH_STATE(): fh->pad before 5.14);
 *   - the chip's id read as a big-endian word with <linux/unaligned.h>
 *     (6.12; <asm/unaligned.h> before).
 * With no bridge to bind to, it registers a media device and a
 * v4l2_device of its own and its /dev/v4l-subdevN node; the core pins the
 * media device's driver (this module) while the node is open, and the
 * driver's memory goes with the v4l2_device's last reference, so an
 * unbind while the node is open leaves a node that answers -ENODEV until
 * it is closed.  The chip is anything that answers SMBus
 * byte and I2C block transfers at its address: tests/e2e/sensor.sh uses
 * the kernel's i2c-stub, whose registers start at 0, so probe writes the
 * id first and reads it back (a real sensor's id is read-only).
 * No version check anywhere.
 */
#include <linux/i2c.h>
#include <linux/module.h>
#include <linux/unaligned.h>
#include <media/media-device.h>
#include <media/v4l2-device.h>
#include <media/v4l2-subdev.h>

#define AVC_SENSOR_W		640
#define AVC_SENSOR_H		480
#define AVC_SENSOR_MIN_W	64
#define AVC_SENSOR_MIN_H	48
#define AVC_SENSOR_CODE		MEDIA_BUS_FMT_SRGGB10_1X10
#define AVC_SENSOR_REG_ID	0x0a	/* two bytes, big-endian */
#define AVC_SENSOR_REG_STREAM	0x10
#define AVC_SENSOR_ID		0x5640

static bool stub_id = true;
module_param(stub_id, bool, 0444);
MODULE_PARM_DESC(stub_id, "write the chip id before reading it (i2c-stub)");

struct avc_sensor {
	struct media_device mdev;
	struct v4l2_device v4l2_dev;
	struct v4l2_subdev sd;
	struct media_pad pad;
	struct mutex lock;		/* the active format, streaming */
	struct v4l2_mbus_framefmt fmt;	/* active */
	struct v4l2_rect crop;		/* active */
	bool streaming;
};

static struct avc_sensor *to_avc_sensor(struct v4l2_subdev *sd)
{
	return container_of(sd, struct avc_sensor, sd);
}

static const struct v4l2_rect avc_sensor_full = {
	.width = AVC_SENSOR_W,
	.height = AVC_SENSOR_H,
};

/* the format of a width and height, the only code, everything defined */
static void avc_sensor_fill(struct v4l2_mbus_framefmt *fmt, u32 width,
			    u32 height)
{
	memset(fmt, 0, sizeof(*fmt));
	fmt->width = clamp_t(u32, width, AVC_SENSOR_MIN_W, AVC_SENSOR_W) & ~1U;
	fmt->height = clamp_t(u32, height, AVC_SENSOR_MIN_H, AVC_SENSOR_H) & ~1U;
	fmt->code = AVC_SENSOR_CODE;
	fmt->field = V4L2_FIELD_NONE;
	fmt->colorspace = V4L2_COLORSPACE_RAW;
	fmt->ycbcr_enc = V4L2_YCBCR_ENC_601;
	fmt->quantization = V4L2_QUANTIZATION_FULL_RANGE;
	fmt->xfer_func = V4L2_XFER_FUNC_NONE;
}

static int avc_sensor_init_state(struct v4l2_subdev *sd,
				 struct v4l2_subdev_state *state)
{
	avc_sensor_fill(v4l2_subdev_state_get_format(state, 0), AVC_SENSOR_W,
			AVC_SENSOR_H);
	*v4l2_subdev_state_get_crop(state, 0) = avc_sensor_full;
	return 0;
}

static int avc_sensor_enum_mbus_code(struct v4l2_subdev *sd,
				     struct v4l2_subdev_state *state,
				     struct v4l2_subdev_mbus_code_enum *code)
{
	if (code->pad || code->index)
		return -EINVAL;
	code->code = AVC_SENSOR_CODE;
	return 0;
}

static int avc_sensor_enum_frame_size(struct v4l2_subdev *sd,
				      struct v4l2_subdev_state *state,
				      struct v4l2_subdev_frame_size_enum *fse)
{
	if (fse->pad || fse->index || fse->code != AVC_SENSOR_CODE)
		return -EINVAL;
	fse->min_width = AVC_SENSOR_MIN_W;
	fse->max_width = AVC_SENSOR_W;
	fse->min_height = AVC_SENSOR_MIN_H;
	fse->max_height = AVC_SENSOR_H;
	return 0;
}

static int avc_sensor_get_fmt(struct v4l2_subdev *sd,
			      struct v4l2_subdev_state *state,
			      struct v4l2_subdev_format *format)
{
	struct avc_sensor *s = to_avc_sensor(sd);

	if (format->pad)
		return -EINVAL;
	if (format->which == V4L2_SUBDEV_FORMAT_TRY) {
		format->format = *v4l2_subdev_state_get_format(state, 0);
		return 0;
	}
	mutex_lock(&s->lock);
	format->format = s->fmt;
	mutex_unlock(&s->lock);
	return 0;
}

static int avc_sensor_set_fmt(struct v4l2_subdev *sd,
			      struct v4l2_subdev_state *state,
			      struct v4l2_subdev_format *format)
{
	struct avc_sensor *s = to_avc_sensor(sd);
	int ret = 0;

	if (format->pad)
		return -EINVAL;
	avc_sensor_fill(&format->format, format->format.width,
			format->format.height);
	if (format->which == V4L2_SUBDEV_FORMAT_TRY) {
		*v4l2_subdev_state_get_format(state, 0) = format->format;
		return 0;
	}
	mutex_lock(&s->lock);
	if (s->streaming)
		ret = -EBUSY;
	else
		s->fmt = format->format;
	mutex_unlock(&s->lock);
	return ret;
}

static int avc_sensor_get_selection(struct v4l2_subdev *sd,
				    struct v4l2_subdev_state *state,
				    struct v4l2_subdev_selection *sel)
{
	if (sel->pad)
		return -EINVAL;
	switch (sel->target) {
	case V4L2_SEL_TGT_CROP:
		if (sel->which == V4L2_SUBDEV_FORMAT_TRY) {
			sel->r = *v4l2_subdev_state_get_crop(state, 0);
		} else {
			mutex_lock(&to_avc_sensor(sd)->lock);
			sel->r = to_avc_sensor(sd)->crop;
			mutex_unlock(&to_avc_sensor(sd)->lock);
		}
		return 0;
	case V4L2_SEL_TGT_CROP_BOUNDS:
	case V4L2_SEL_TGT_CROP_DEFAULT:
	case V4L2_SEL_TGT_NATIVE_SIZE:
		sel->r = avc_sensor_full;
		return 0;
	default:
		return -EINVAL;
	}
}

static int avc_sensor_set_selection(struct v4l2_subdev *sd,
				    struct v4l2_subdev_state *state,
				    struct v4l2_subdev_selection *sel)
{
	struct avc_sensor *s = to_avc_sensor(sd);
	struct v4l2_rect r;

	if (sel->pad || sel->target != V4L2_SEL_TGT_CROP)
		return -EINVAL;
	r.width = clamp_t(u32, sel->r.width, AVC_SENSOR_MIN_W,
			  AVC_SENSOR_W) & ~1U;
	r.height = clamp_t(u32, sel->r.height, AVC_SENSOR_MIN_H,
			   AVC_SENSOR_H) & ~1U;
	r.left = clamp_t(s32, sel->r.left, 0, AVC_SENSOR_W - r.width) & ~1;
	r.top = clamp_t(s32, sel->r.top, 0, AVC_SENSOR_H - r.height) & ~1;
	sel->r = r;
	if (sel->which == V4L2_SUBDEV_FORMAT_TRY) {
		*v4l2_subdev_state_get_crop(state, 0) = r;
		return 0;
	}
	mutex_lock(&s->lock);
	s->crop = r;
	mutex_unlock(&s->lock);
	return 0;
}

static int avc_sensor_s_stream(struct v4l2_subdev *sd, int enable)
{
	struct avc_sensor *s = to_avc_sensor(sd);
	struct i2c_client *client = v4l2_get_subdevdata(sd);
	int ret;

	mutex_lock(&s->lock);
	ret = i2c_smbus_write_byte_data(client, AVC_SENSOR_REG_STREAM,
					enable ? 1 : 0);
	if (!ret)
		s->streaming = enable;
	mutex_unlock(&s->lock);
	return ret;
}

static const struct v4l2_subdev_video_ops avc_sensor_video_ops = {
	.s_stream = avc_sensor_s_stream,
};

static const struct v4l2_subdev_pad_ops avc_sensor_pad_ops = {
	AVC_SUBDEV_PAD_INIT_STATE(avc_sensor_init_state)
	.enum_mbus_code = avc_sensor_enum_mbus_code,
	.enum_frame_size = avc_sensor_enum_frame_size,
	.get_fmt = avc_sensor_get_fmt,
	.set_fmt = avc_sensor_set_fmt,
	.get_selection = avc_sensor_get_selection,
	.set_selection = avc_sensor_set_selection,
};

static const struct v4l2_subdev_ops avc_sensor_ops = {
	.video = &avc_sensor_video_ops,
	.pad = &avc_sensor_pad_ops,
};

/* a new file handle's try crop: the active crop (init_state ran first) */
static int avc_sensor_open(struct v4l2_subdev *sd, struct v4l2_subdev_fh *fh)
{
	struct avc_sensor *s = to_avc_sensor(sd);
	struct v4l2_rect *crop;

	crop = v4l2_subdev_state_get_crop(AVC_SUBDEV_FH_STATE(fh), 0);
	mutex_lock(&s->lock);
	*crop = s->crop;
	mutex_unlock(&s->lock);
	return 0;
}

static const struct v4l2_subdev_internal_ops avc_sensor_internal_ops = {
	AVC_SUBDEV_INIT_STATE(avc_sensor_init_state)
	.open = avc_sensor_open,
};

/* the chip id, big-endian in two registers */
static int avc_sensor_identify(struct i2c_client *client)
{
	u8 buf[2];
	int ret;

	if (stub_id) {
		ret = i2c_smbus_write_byte_data(client, AVC_SENSOR_REG_ID,
						AVC_SENSOR_ID >> 8);
		if (!ret)
			ret = i2c_smbus_write_byte_data(client,
							AVC_SENSOR_REG_ID + 1,
							AVC_SENSOR_ID & 0xff);
		if (ret)
			return ret;
	}
	ret = i2c_smbus_read_i2c_block_data(client, AVC_SENSOR_REG_ID,
					    sizeof(buf), buf);
	if (ret < 0)
		return ret;
	if (ret != sizeof(buf) || get_unaligned_be16(buf) != AVC_SENSOR_ID) {
		dev_err(&client->dev, "avc_sensor: chip id 0x%04x, not 0x%04x\n",
			ret == sizeof(buf) ? get_unaligned_be16(buf) : 0,
			AVC_SENSOR_ID);
		return -ENODEV;
	}
	return 0;
}

/* the last reference to the v4l2_device: the last node closed */
static void avc_sensor_release(struct v4l2_device *v4l2_dev)
{
	struct avc_sensor *s = container_of(v4l2_dev, struct avc_sensor,
					    v4l2_dev);

	media_entity_cleanup(&s->sd.entity);
	media_device_cleanup(&s->mdev);
	mutex_destroy(&s->lock);
	kfree(s);
}

static int avc_sensor_probe(struct i2c_client *client)
{
	struct avc_sensor *s;
	int ret;

	ret = avc_sensor_identify(client);
	if (ret)
		return ret;
	s = kzalloc_obj(*s);
	if (!s)
		return -ENOMEM;
	mutex_init(&s->lock);
	avc_sensor_fill(&s->fmt, AVC_SENSOR_W, AVC_SENSOR_H);
	s->crop = avc_sensor_full;
	s->mdev.dev = &client->dev;
	strscpy(s->mdev.model, "avc_sensor", sizeof(s->mdev.model));
	media_device_init(&s->mdev);
	s->v4l2_dev.mdev = &s->mdev;
	s->v4l2_dev.release = avc_sensor_release;
	v4l2_i2c_subdev_init(&s->sd, client, &avc_sensor_ops);
	s->sd.internal_ops = &avc_sensor_internal_ops;
	s->sd.flags |= V4L2_SUBDEV_FL_HAS_DEVNODE;
	s->sd.entity.function = MEDIA_ENT_F_CAM_SENSOR;
	s->pad.flags = MEDIA_PAD_FL_SOURCE;
	ret = media_entity_pads_init(&s->sd.entity, 1, &s->pad);
	if (ret)
		goto free;
	ret = v4l2_device_register(&client->dev, &s->v4l2_dev);
	if (ret)
		goto free;
	/* from here on the v4l2_device's release frees everything */
	ret = v4l2_device_register_subdev(&s->v4l2_dev, &s->sd);
	if (ret)
		goto v4l2;
	ret = v4l2_device_register_subdev_nodes(&s->v4l2_dev);
	if (ret)
		goto v4l2;
	ret = media_device_register(&s->mdev);
	if (ret)
		goto v4l2;
	dev_info(&client->dev, "avc_sensor: chip 0x%04x at 0x%02x, %s\n",
		 AVC_SENSOR_ID, client->addr,
		 video_device_node_name(s->sd.devnode));
	return 0;
v4l2:
	v4l2_device_unregister_subdev(&s->sd);
	v4l2_device_unregister(&s->v4l2_dev);
	v4l2_device_put(&s->v4l2_dev);
	return ret;
free:
	media_entity_cleanup(&s->sd.entity);
	media_device_cleanup(&s->mdev);
	mutex_destroy(&s->lock);
	kfree(s);
	return ret;
}

static void avc_sensor_remove(struct i2c_client *client)
{
	struct v4l2_subdev *sd = i2c_get_clientdata(client);
	struct avc_sensor *s = to_avc_sensor(sd);

	dev_info(&client->dev, "avc_sensor: remove 0x%02x\n", client->addr);
	/*
	 * The sub-device first: v4l2_device_unregister() unregisters the I2C
	 * client of every I2C sub-device still on the device (a bridge's
	 * v4l2_i2c_new_subdev() clients), which from this client's own
	 * remove waits for the device lock its caller holds.
	 */
	v4l2_device_unregister_subdev(sd);
	media_device_unregister(&s->mdev);
	v4l2_device_unregister(&s->v4l2_dev);
	v4l2_device_put(&s->v4l2_dev);
}

AVC_DEFINE_I2C_REMOVE(avc_sensor_remove);

static const struct i2c_device_id avc_sensor_ids[] = {
	{ "avc_sensor" },
	{ }
};
MODULE_DEVICE_TABLE(i2c, avc_sensor_ids);

static struct i2c_driver avc_sensor_driver = {
	.driver = {
		.name = "avc_sensor",
	},
	AVC_I2C_PROBE(avc_sensor_probe),
	AVC_I2C_REMOVE(avc_sensor_remove),
	.id_table = avc_sensor_ids,
};
module_i2c_driver(avc_sensor_driver);

MODULE_DESCRIPTION("avcompat I2C sensor sub-device sample, written for 7.3");
MODULE_LICENSE("GPL");
