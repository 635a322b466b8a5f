/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Today's <media/v4l2-async.h> names on older kernels.
 *
 * The notifier calls were renamed v4l2_async_nf_*() in 5.16; since 6.6
 * the owner is named at init (v4l2_async_nf_init(notifier, v4l2_dev),
 * v4l2_async_subdev_nf_init(notifier, sd)), register takes the notifier
 * alone, and the match entries are struct v4l2_async_connection (struct
 * v4l2_async_subdev before); the sensor registration lost its _common
 * suffix in 5.13.  Where today's call and the kernel's own share a name
 * with other arguments (5.16-6.5's one-argument init and two-argument
 * register), the macros count the arguments and send the kernel's form
 * to the kernel's function.  The owner named at init waits in the
 * notifier's own v4l2_dev or sd member, which the old register calls set
 * themselves: register after unregister needs an init again, as on 6.6+
 * after cleanup.
 * Enable with: NOSTDINC_FLAGS += -I$(AVCOMPAT)/compat -I$(AVCOMPAT)/include
 * Keys: <avcompat/media_keys.h>.
 */
#ifndef _AVC_COMPAT_MEDIA_V4L2_ASYNC_H
#define _AVC_COMPAT_MEDIA_V4L2_ASYNC_H

#include_next <media/v4l2-async.h>
#include <avcompat/media_keys.h>

/*
 * 5.16's names over the old ones.  Without them a driver written for
 * 5.16+ does not build on older kernels.  The add calls return the
 * driver's type; before the typed macros they take its size.
 */
#if !AVC_HAVE_V4L2_ASYNC_NF
#define __avc_nf_init_old(notifier)	v4l2_async_notifier_init(notifier)
#define __avc_nf_register_old(v4l2_dev, notifier)			\
	v4l2_async_notifier_register(v4l2_dev, notifier)
#define v4l2_async_subdev_nf_register(sd, notifier)			\
	v4l2_async_subdev_notifier_register(sd, notifier)
#define v4l2_async_nf_unregister(notifier)				\
	v4l2_async_notifier_unregister(notifier)
#define v4l2_async_nf_cleanup(notifier)					\
	v4l2_async_notifier_cleanup(notifier)
#if AVC_HAVE_V4L2_ASYNC_ADD_TYPE
#define v4l2_async_nf_add_fwnode(notifier, fwnode, type)		\
	v4l2_async_notifier_add_fwnode_subdev(notifier, fwnode, type)
#define v4l2_async_nf_add_fwnode_remote(notifier, ep, type)		\
	v4l2_async_notifier_add_fwnode_remote_subdev(notifier, ep, type)
#define v4l2_async_nf_add_i2c(notifier, adapter, address, type)	\
	v4l2_async_notifier_add_i2c_subdev(notifier, adapter, address, type)
#else
#define v4l2_async_nf_add_fwnode(notifier, fwnode, type)		\
	((type *)v4l2_async_notifier_add_fwnode_subdev(notifier, fwnode, \
						       sizeof(type)))
#define v4l2_async_nf_add_fwnode_remote(notifier, ep, type)		\
	((type *)v4l2_async_notifier_add_fwnode_remote_subdev(notifier, ep, \
							      sizeof(type)))
#define v4l2_async_nf_add_i2c(notifier, adapter, address, type)	\
	((type *)v4l2_async_notifier_add_i2c_subdev(notifier, adapter,	\
						    address, sizeof(type)))
#endif
#else
#define __avc_nf_init_old(notifier)	v4l2_async_nf_init(notifier)
#define __avc_nf_register_old(v4l2_dev, notifier)			\
	v4l2_async_nf_register(v4l2_dev, notifier)
#endif

#if !AVC_HAVE_V4L2_ASYNC_NF_INIT_DEV
/*
 * 6.6's struct name for the match entry: the drivers' own entries embed
 * it and the notifier operations take it, as they took struct
 * v4l2_async_subdev before (its members are not renamed: a driver that
 * reads them sees the old layout).
 */
#define v4l2_async_connection	v4l2_async_subdev

/**
 * avc_v4l2_async_nf_init() - v4l2_async_nf_init(notifier, v4l2_dev) before 6.6
 * @notifier: the notifier
 * @v4l2_dev: the device that will own it, kept for avc_v4l2_async_nf_register()
 */
static inline void avc_v4l2_async_nf_init(struct v4l2_async_notifier *notifier,
					  struct v4l2_device *v4l2_dev)
{
	__avc_nf_init_old(notifier);
	notifier->v4l2_dev = v4l2_dev;
}

/**
 * avc_v4l2_async_subdev_nf_init() - v4l2_async_subdev_nf_init() before 6.6
 * @notifier: the notifier
 * @sd: the sub-device that will own it, kept for avc_v4l2_async_nf_register()
 */
static inline void
avc_v4l2_async_subdev_nf_init(struct v4l2_async_notifier *notifier,
			      struct v4l2_subdev *sd)
{
	__avc_nf_init_old(notifier);
	notifier->sd = sd;
}

/**
 * avc_v4l2_async_nf_register() - v4l2_async_nf_register(notifier) before 6.6
 * @notifier: the notifier, initialised with its owner
 *
 * The old register calls set the owner themselves and refuse a notifier
 * that has the other kind of owner already: the one kept at init is
 * cleared and passed.
 *
 * Return: 0 or the kernel's error.
 */
static inline int
avc_v4l2_async_nf_register(struct v4l2_async_notifier *notifier)
{
	struct v4l2_subdev *sd = notifier->sd;
	struct v4l2_device *v4l2_dev = notifier->v4l2_dev;

	notifier->sd = NULL;
	notifier->v4l2_dev = NULL;
	if (sd)
		return v4l2_async_subdev_nf_register(sd, notifier);
	return __avc_nf_register_old(v4l2_dev, notifier);
}

#define v4l2_async_subdev_nf_init(notifier, sd)				\
	avc_v4l2_async_subdev_nf_init(notifier, sd)
/*
 * By argument count: two to init and one to register are 6.6's, the
 * others the kernel's own (5.16-6.5) or its old names (before 5.16).
 */
#define __avc_nf_pick(_1, _2, name, ...)	name
#define v4l2_async_nf_init(...)						\
	__avc_nf_pick(__VA_ARGS__, avc_v4l2_async_nf_init,		\
		      __avc_nf_init_old, 0)(__VA_ARGS__)
#define v4l2_async_nf_register(...)					\
	__avc_nf_pick(__VA_ARGS__, __avc_nf_register_old,		\
		      avc_v4l2_async_nf_register, 0)(__VA_ARGS__)
#endif

/*
 * v4l2_async_register_subdev_sensor() - 5.13: the sensor registration,
 * v4l2_async_register_subdev_sensor_common() before.  Without it a
 * sensor driver written for 5.13+ does not build on older kernels.
 */
#if !AVC_HAVE_V4L2_ASYNC_SENSOR
#define v4l2_async_register_subdev_sensor(sd)				\
	v4l2_async_register_subdev_sensor_common(sd)
#endif

#endif /* _AVC_COMPAT_MEDIA_V4L2_ASYNC_H */
