// SPDX-License-Identifier: GPL-2.0
/*
 * subdkeep - a 5.10-era camera bridge that uses the sub-device API in
 * ways cocci/82-subdev.cocci leaves alone and lists: a pad config array
 * of its own for a try format (from 5.14 a state must wrap it), a
 * notifier initialised in one function and registered in another (6.6
 * names the owner at init), one whose owner is assigned between its init
 * and its register, and the match type of an async entry (match.type
 * from 6.6).
 */
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/property.h>
#include <media/v4l2-async.h>
#include <media/v4l2-device.h>
#include <media/v4l2-subdev.h>

struct subdkeep {
	struct v4l2_device v4l2_dev;
	struct v4l2_async_notifier notifier;
	struct v4l2_async_notifier sd_notifier;	/* the sensor's own */
	struct v4l2_subdev *sensor;
};

/* a notifier for the sensor's lens, its owner known only after init */
static int subdkeep_lens(struct subdkeep *b, struct v4l2_subdev *sensor)
{
	struct v4l2_subdev *owner;

	v4l2_async_notifier_init(&b->sd_notifier);
	owner = sensor;
	return v4l2_async_subdev_notifier_register(owner, &b->sd_notifier);
}

/* what the sensor makes of 640x480, without changing its active format */
static int subdkeep_try(struct subdkeep *b, struct v4l2_mbus_framefmt *fmt)
{
	struct v4l2_subdev_pad_config pad_cfg;
	struct v4l2_subdev_format format = {
		.which = V4L2_SUBDEV_FORMAT_TRY,
		.format = { .width = 640, .height = 480 },
	};
	int ret;

	ret = v4l2_subdev_call(b->sensor, pad, set_fmt, &pad_cfg, &format);
	if (!ret)
		*fmt = format.format;
	return ret;
}

static int subdkeep_bound(struct v4l2_async_notifier *n,
			  struct v4l2_subdev *sd,
			  struct v4l2_async_subdev *asd)
{
	struct subdkeep *b = container_of(n, struct subdkeep, notifier);
	struct v4l2_mbus_framefmt fmt;

	if (asd->match_type != V4L2_ASYNC_MATCH_FWNODE)
		return -EINVAL;
	b->sensor = sd;
	if (subdkeep_lens(b, sd))
		v4l2_info(&b->v4l2_dev, "no lens notifier\n");
	if (!subdkeep_try(b, &fmt))
		v4l2_info(&b->v4l2_dev, "sensor: %ux%u\n", fmt.width, fmt.height);
	return 0;
}

static const struct v4l2_async_notifier_operations subdkeep_ops = {
	.bound = subdkeep_bound,
};

static int subdkeep_parse(struct subdkeep *b, struct device *dev)
{
	struct v4l2_async_subdev *asd;
	struct fwnode_handle *ep;

	v4l2_async_notifier_init(&b->notifier);
	ep = fwnode_graph_get_next_endpoint(dev_fwnode(dev), NULL);
	if (!ep)
		return -ENODEV;
	asd = v4l2_async_notifier_add_fwnode_remote_subdev(&b->notifier, ep,
							   sizeof(*asd));
	fwnode_handle_put(ep);
	return PTR_ERR_OR_ZERO(asd);
}

static int subdkeep_probe(struct platform_device *pdev)
{
	struct subdkeep *b;
	int ret;

	b = devm_kzalloc(&pdev->dev, sizeof(*b), GFP_KERNEL);
	if (!b)
		return -ENOMEM;
	ret = v4l2_device_register(&pdev->dev, &b->v4l2_dev);
	if (ret)
		return ret;
	ret = subdkeep_parse(b, &pdev->dev);
	if (!ret) {
		b->notifier.ops = &subdkeep_ops;
		ret = v4l2_async_notifier_register(&b->v4l2_dev, &b->notifier);
	}
	if (ret) {
		v4l2_async_notifier_cleanup(&b->notifier);
		v4l2_device_unregister(&b->v4l2_dev);
		return ret;
	}
	platform_set_drvdata(pdev, b);
	return 0;
}

static int subdkeep_remove(struct platform_device *pdev)
{
	struct subdkeep *b = platform_get_drvdata(pdev);

	v4l2_async_notifier_unregister(&b->notifier);
	v4l2_async_notifier_cleanup(&b->notifier);
	v4l2_device_unregister(&b->v4l2_dev);
	return 0;
}

static struct platform_driver subdkeep_driver = {
	.driver = {
		.name = "subdkeep",
	},
	.probe = subdkeep_probe,
	.remove = subdkeep_remove,
};
module_platform_driver(subdkeep_driver);

MODULE_DESCRIPTION("a 5.10-era bridge that keeps what 82-subdev lists");
MODULE_LICENSE("GPL");
