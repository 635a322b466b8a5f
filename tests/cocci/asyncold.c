// SPDX-License-Identifier: GPL-2.0
/*
 * asyncold - the bridge side of a 5.10-era camera pipeline: a platform
 * driver whose v4l2_device waits for the sensor at its endpoint through a
 * v4l2-async notifier (v4l2_async_notifier_init() and _register() with
 * the device, an entry sized for struct v4l2_async_subdev), finds the
 * source with media_entity_remote_pad(), and has an int remove; the input
 * of cocci/82-subdev.cocci.
 */
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/property.h>
#include <media/media-entity.h>
#include <media/v4l2-async.h>
#include <media/v4l2-device.h>
#include <media/v4l2-subdev.h>

struct asyncold {
	struct v4l2_device v4l2_dev;
	struct v4l2_async_notifier notifier;
	struct media_entity entity;
	struct media_pad pad;
	struct v4l2_subdev *sensor;
};

static struct asyncold *to_asyncold(struct v4l2_async_notifier *n)
{
	return container_of(n, struct asyncold, notifier);
}

static int asyncold_bound(struct v4l2_async_notifier *n,
			  struct v4l2_subdev *sd,
			  struct v4l2_async_subdev *asd)
{
	to_asyncold(n)->sensor = sd;
	return 0;
}

static void asyncold_unbind(struct v4l2_async_notifier *n,
			    struct v4l2_subdev *sd,
			    struct v4l2_async_subdev *asd)
{
	to_asyncold(n)->sensor = NULL;
}

/* the sub-device at the other end of the bridge's enabled link */
static struct v4l2_subdev *asyncold_source(struct asyncold *b)
{
	struct media_pad *pad = media_entity_remote_pad(&b->pad);

	if (!pad || !is_media_entity_v4l2_subdev(pad->entity))
		return NULL;
	return media_entity_to_v4l2_subdev(pad->entity);
}

static int asyncold_complete(struct v4l2_async_notifier *n)
{
	struct asyncold *b = to_asyncold(n);

	if (!asyncold_source(b))
		v4l2_info(&b->v4l2_dev, "no enabled link to the sensor yet\n");
	return v4l2_device_register_subdev_nodes(&b->v4l2_dev);
}

static const struct v4l2_async_notifier_operations asyncold_ops = {
	.bound = asyncold_bound,
	.unbind = asyncold_unbind,
	.complete = asyncold_complete,
};

static int asyncold_probe(struct platform_device *pdev)
{
	struct v4l2_async_subdev *asd;
	struct fwnode_handle *ep;
	struct asyncold *b;
	int ret;

	b = devm_kzalloc(&pdev->dev, sizeof(*b), GFP_KERNEL);
	if (!b)
		return -ENOMEM;
	ret = v4l2_device_register(&pdev->dev, &b->v4l2_dev);
	if (ret)
		return ret;
	v4l2_async_notifier_init(&b->notifier);
	ep = fwnode_graph_get_next_endpoint(dev_fwnode(&pdev->dev), NULL);
	if (!ep) {
		ret = -ENODEV;
		goto cleanup;
	}
	asd = v4l2_async_notifier_add_fwnode_remote_subdev(&b->notifier, ep,
							   sizeof(*asd));
	fwnode_handle_put(ep);
	if (IS_ERR(asd)) {
		ret = PTR_ERR(asd);
		goto cleanup;
	}
	b->notifier.ops = &asyncold_ops;
	ret = v4l2_async_notifier_register(&b->v4l2_dev, &b->notifier);
	if (ret)
		goto cleanup;
	platform_set_drvdata(pdev, b);
	return 0;

cleanup:
	v4l2_async_notifier_cleanup(&b->notifier);
	v4l2_device_unregister(&b->v4l2_dev);
	return ret;
}

static int asyncold_remove(struct platform_device *pdev)
{
	struct asyncold *b = platform_get_drvdata(pdev);

	v4l2_async_notifier_unregister(&b->notifier);
	v4l2_async_notifier_cleanup(&b->notifier);
	v4l2_device_unregister(&b->v4l2_dev);
	return 0;
}

static struct platform_driver asyncold_driver = {
	.driver = {
		.name = "asyncold",
	},
	.probe = asyncold_probe,
	.remove = asyncold_remove,
};
module_platform_driver(asyncold_driver);

MODULE_DESCRIPTION("a 5.10-era camera bridge with a v4l2-async notifier");
MODULE_LICENSE("GPL");
