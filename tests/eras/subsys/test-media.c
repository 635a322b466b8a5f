// SPDX-License-Identifier: GPL-2.0
/*
 * Media controller and V4L2 async calls written for today's kernel
 * through compat/media/media-entity.h and compat/media/v4l2-async.h: the
 * era's functions (the stand-ins, shaped by facts/media) must receive
 * what today's call means: the pad's own entity where the era's pipeline
 * starts from an entity, the owner named at init where the era's
 * register takes it, the driver's type's size where the era's add calls
 * take a size.  The era's own forms, where they share a name with
 * today's, must still reach the era's functions.  The keys are compared
 * with what the era has.
 */
#include <stdio.h>

#include "check.h"

#include <media/media-entity.h>
#include <media/v4l2-async.h>

struct v4l2_device { int id; };
struct v4l2_subdev { int id; };

struct era_media_calls era_media;
struct era_async_calls era_async;
struct module era_this_module;

/* a driver's match entry, today's base first, larger than the base */
struct drv_entry {
	struct v4l2_async_connection base;
	int lanes[16];
};

static int drv_bound(struct v4l2_async_notifier *n, struct v4l2_subdev *sd,
		     struct v4l2_async_connection *asc)
{
	return 0;
}

static const struct v4l2_async_notifier_operations drv_ops = {
	.bound = drv_bound,
};

static void test_media(void)
{
	struct media_entity ent = { "sensor", NULL, 1 };
	struct media_entity far = { "csi", NULL, 1 };
	struct media_pad farpad = { &far, NULL, 0 };
	struct media_pad pad = { &ent, &farpad, 0 };
	struct media_pipeline pipe = { 0 };
	struct media_pad *remote;
	int ret;

	key_is("AVC_HAVE_MEDIA_PAD_REMOTE_PAD_FIRST",
	       AVC_HAVE_MEDIA_PAD_REMOTE_PAD_FIRST, ERA_MPAD);
	key_is("AVC_HAVE_MEDIA_PIPELINE_PAD", AVC_HAVE_MEDIA_PIPELINE_PAD,
	       ERA_MPIPE);

	remote = media_pad_remote_pad_first(&pad);
	check(remote == &farpad && era_media.remote_of == &pad,
	      "media_pad_remote_pad_first() reaches the era's lookup with the pad",
	      NULL, 0, 0);

	ret = media_pipeline_start(&pad, &pipe);
	check(ret == 0 && pipe.start_count == 1,
	      "media_pipeline_start(pad) starts the pipeline", "ret %ld, %ld start(s)",
	      (long)ret, (long)pipe.start_count);
#if ERA_MPIPE
	check(era_media.started == &pad, "the era's start receives the pad",
	      NULL, 0, 0);
#else
	check(era_media.started == &ent,
	      "the era's start receives the pad's entity", NULL, 0, 0);
#endif
	media_pipeline_stop(&pad);
	check(era_media.stopped == (ERA_MPIPE ? (void *)&pad : (void *)&ent),
	      "media_pipeline_stop(pad) stops from the pad (its entity before 6.1)",
	      NULL, 0, 0);
	ret = __media_pipeline_start(&pad, &pipe);
	__media_pipeline_stop(&pad);
	check(ret == 0 && era_media.locked_start == 1 &&
	      era_media.locked_stop == 1 &&
	      era_media.started == (ERA_MPIPE ? (void *)&pad : (void *)&ent),
	      "the __ forms reach the era's __ functions the same way", NULL, 0, 0);
#if !ERA_MPIPE
	/* the era's own form keeps its meaning */
	era_media.started = NULL;
	ret = media_pipeline_start(&far, &pipe);
	media_pipeline_stop(&far);
	check(ret == 0 && era_media.started == &far && era_media.stopped == &far,
	      "the era's own media_pipeline_start(entity) still reaches it",
	      NULL, 0, 0);
#endif
}

static void test_async(void)
{
	struct v4l2_device v4l2_dev = { 1 };
	struct v4l2_subdev sd = { 2 }, sensor = { 3 };
	struct v4l2_async_notifier n = { 0 }, sn = { 0 };
	struct fwnode_handle remote = { NULL }, ep = { &remote };
	struct drv_entry *e;
	int ret;

	key_is("AVC_HAVE_V4L2_ASYNC_NF", AVC_HAVE_V4L2_ASYNC_NF, ERA_ASYNC >= 2);
	key_is("AVC_HAVE_V4L2_ASYNC_ADD_TYPE", AVC_HAVE_V4L2_ASYNC_ADD_TYPE,
	       ERA_ASYNC >= 1);
	key_is("AVC_HAVE_V4L2_ASYNC_NF_INIT_DEV",
	       AVC_HAVE_V4L2_ASYNC_NF_INIT_DEV, ERA_ASYNC >= 3);
	key_is("AVC_HAVE_V4L2_ASYNC_SENSOR", AVC_HAVE_V4L2_ASYNC_SENSOR,
	       ERA_SENSOR >= 1);

	/* a bridge: today's init naming its device, add, register(n) */
	v4l2_async_nf_init(&n, &v4l2_dev);
	n.ops = &drv_ops;
	e = v4l2_async_nf_add_fwnode_remote(&n, &ep, struct drv_entry);
	check(e && &e->base == n.entry && n.entry->fwnode == &remote &&
	      era_async.add_size == sizeof(struct drv_entry),
	      "v4l2_async_nf_add_fwnode_remote() allocates the driver's type",
	      "size %ld, want %ld", (long)era_async.add_size,
	      (long)sizeof(struct drv_entry));
	e = v4l2_async_nf_add_i2c(&n, 4, 0x3c, struct drv_entry);
	check(e && n.entry->adapter_id == 4 && n.entry->address == 0x3c &&
	      era_async.add_size == sizeof(struct drv_entry),
	      "v4l2_async_nf_add_i2c() reaches the era's add with the type's size",
	      NULL, 0, 0);
	e = v4l2_async_nf_add_fwnode(&n, &remote, struct drv_entry);
	check(e && n.entry->fwnode == &remote,
	      "v4l2_async_nf_add_fwnode() reaches the era's add", NULL, 0, 0);
	ret = v4l2_async_nf_register(&n);
	check(ret == 0 && era_async.reg == 1 && n.v4l2_dev == &v4l2_dev &&
	      n.registered && !era_async.refused,
	      "v4l2_async_nf_register(n) registers with the device named at init",
	      "ret %ld, refused %ld", (long)ret, (long)era_async.refused);
	check(n.ops->bound(&n, &sd, n.entry) == 0,
	      "the bound operation takes a struct v4l2_async_connection", NULL,
	      0, 0);
	v4l2_async_nf_unregister(&n);
	v4l2_async_nf_cleanup(&n);
	check(era_async.unreg == 1 && era_async.cleanup == 1 && !n.registered,
	      "v4l2_async_nf_unregister() and _cleanup() reach the era's",
	      NULL, 0, 0);

	/* a sub-device's notifier */
	v4l2_async_subdev_nf_init(&sn, &sd);
	ret = v4l2_async_nf_register(&sn);
	check(ret == 0 && era_async.subdev_reg == 1 && sn.sd == &sd &&
	      !sn.v4l2_dev && !era_async.refused,
	      "a notifier initialised with a sub-device registers as its",
	      "ret %ld, refused %ld", (long)ret, (long)era_async.refused);
	v4l2_async_nf_unregister(&sn);
	v4l2_async_nf_cleanup(&sn);

#if ERA_ASYNC == 2
	/* 5.16-6.5's own forms, sharing today's names, still reach the era's */
	v4l2_async_nf_init(&n);
	ret = v4l2_async_nf_register(&v4l2_dev, &n);
	check(ret == 0 && era_async.reg == 2 && n.v4l2_dev == &v4l2_dev,
	      "the era's own v4l2_async_nf_init(n)/_register(dev, n) still work",
	      NULL, 0, 0);
	v4l2_async_nf_unregister(&n);
	v4l2_async_nf_cleanup(&n);
#endif

	ret = v4l2_async_register_subdev_sensor(&sensor);
	check(ret == 0 && era_async.sensor == 1,
	      "v4l2_async_register_subdev_sensor() reaches the era's registration",
	      NULL, 0, 0);
#if ERA_SENSOR == 2
	check(era_async.sensor_owner == THIS_MODULE,
	      "the era's macro passes THIS_MODULE", NULL, 0, 0);
#endif
}

int main(void)
{
	test_media();
	test_async();
	return era_failures ? 1 : 0;
}
