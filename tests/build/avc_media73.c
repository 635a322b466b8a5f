// SPDX-License-Identifier: GPL-2.0
/*
 * avc_media73 - media controller and V4L2 async calls as a driver written
 * for 7.3 makes them: media_pad_remote_pad_first(), the pipeline started
 * and stopped from a pad, v4l2_async_nf_init(notifier, v4l2_dev) with
 * v4l2_async_nf_register(notifier), a sub-device notifier by
 * v4l2_async_subdev_nf_init(), match entries that embed struct
 * v4l2_async_connection, and v4l2_async_register_subdev_sensor().  No
 * version check: check-build builds it W=1 on every series through
 * compat/media/media-entity.h and compat/media/v4l2-async.h.  Nothing is
 * registered at load: the functions are referenced, never called.
 */
#include <linux/module.h>
#include <media/media-entity.h>
#include <media/v4l2-async.h>
#include <media/v4l2-device.h>
#include <media/v4l2-subdev.h>

struct avc_media73_entry {
	struct v4l2_async_connection base;
	unsigned int lanes;
};

static int avc_media73_bound(struct v4l2_async_notifier *notifier,
			     struct v4l2_subdev *sd,
			     struct v4l2_async_connection *asc)
{
	struct avc_media73_entry *e =
		container_of(asc, struct avc_media73_entry, base);

	return e->lanes ? 0 : -EINVAL;
}

static const struct v4l2_async_notifier_operations avc_media73_nf_ops = {
	.bound = avc_media73_bound,
};

static int avc_media73_bridge(struct v4l2_device *v4l2_dev,
			      struct v4l2_async_notifier *notifier,
			      struct fwnode_handle *ep)
{
	struct avc_media73_entry *e;
	int ret;

	v4l2_async_nf_init(notifier, v4l2_dev);
	e = v4l2_async_nf_add_fwnode_remote(notifier, ep,
					    struct avc_media73_entry);
	if (IS_ERR(e)) {
		ret = PTR_ERR(e);
		goto cleanup;
	}
	e->lanes = 2;
	notifier->ops = &avc_media73_nf_ops;
	ret = v4l2_async_nf_register(notifier);
	if (ret)
		goto cleanup;
	return 0;
cleanup:
	v4l2_async_nf_cleanup(notifier);
	return ret;
}

static void avc_media73_bridge_done(struct v4l2_async_notifier *notifier)
{
	v4l2_async_nf_unregister(notifier);
	v4l2_async_nf_cleanup(notifier);
}

static int avc_media73_sensor(struct v4l2_subdev *sd,
			      struct v4l2_async_notifier *notifier)
{
	struct avc_media73_entry *e;
	int ret;

	v4l2_async_subdev_nf_init(notifier, sd);
	e = v4l2_async_nf_add_i2c(notifier, 1, 0x3c,
				  struct avc_media73_entry);
	if (IS_ERR(e)) {
		v4l2_async_nf_cleanup(notifier);
		return PTR_ERR(e);
	}
	ret = v4l2_async_nf_register(notifier);
	if (ret) {
		v4l2_async_nf_cleanup(notifier);
		return ret;
	}
	return v4l2_async_register_subdev_sensor(sd);
}

static int avc_media73_stream(struct media_pad *pad,
			      struct media_pipeline *pipe, bool on)
{
	struct media_pad *remote = media_pad_remote_pad_first(pad);
	int ret;

	if (!remote)
		return -ENOLINK;
	if (!on) {
		media_pipeline_stop(pad);
		return 0;
	}
	ret = media_pipeline_start(pad, pipe);
	if (ret)
		return ret;
	mutex_lock(&pad->graph_obj.mdev->graph_mutex);
	__media_pipeline_stop(pad);
	ret = __media_pipeline_start(pad, pipe);
	mutex_unlock(&pad->graph_obj.mdev->graph_mutex);
	return ret;
}

static struct v4l2_async_notifier *avc_media73_never;

static int __init avc_media73_init(void)
{
	/* built, never called: the names only have to resolve */
	if (avc_media73_never) {
		avc_media73_bridge_done(avc_media73_never);
		if (avc_media73_bridge(NULL, avc_media73_never, NULL) ||
		    avc_media73_sensor(NULL, avc_media73_never) ||
		    avc_media73_stream(NULL, NULL, true))
			return -EINVAL;
	}
	return 0;
}

static void __exit avc_media73_exit(void)
{
}

module_init(avc_media73_init);
module_exit(avc_media73_exit);
MODULE_DESCRIPTION("avcompat build test: media and async calls of 7.3");
MODULE_LICENSE("GPL");
