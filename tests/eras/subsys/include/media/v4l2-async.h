/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in for <media/v4l2-async.h> of the era: the notifier calls and the
 * sensor registration, which record what they received in era_async
 * (test-media.c), and refuse a notifier that has an owner of the other
 * kind as the kernel's do (v4l2-async.c: WARN_ON(!v4l2_dev ||
 * notifier->sd), WARN_ON(!sd || notifier->v4l2_dev)).  ERA_ASYNC
 * (facts/media):
 *   0  v4l2_async_notifier_init(n), _register(v4l2_dev, n),
 *      v4l2_async_subdev_notifier_register(sd, n), _unregister(n),
 *      _cleanup(n); v4l2_async_notifier_add_fwnode_subdev(n, fwnode,
 *      size) and the _remote_ and _i2c_ forms as functions taking the
 *      size ([L:5.10] v4l2-async.h:148-293)
 *   1  the same names, the add calls macros taking the type over __
 *      functions taking the size (5.12: b01edcbd409c)
 *   2  v4l2_async_nf_*(): init(n), register(v4l2_dev, n),
 *      v4l2_async_subdev_nf_register(sd, n), add_* macros taking the type
 *      (5.16; [L:6.1] v4l2-async.h:140-277)
 *   3  v4l2_async_nf_init(n, v4l2_dev), v4l2_async_subdev_nf_init(n, sd),
 *      v4l2_async_nf_register(n), struct v4l2_async_connection (6.6;
 *      [L:6.12], [L:7.3] v4l2-async.h:79,159,173,281)
 * ERA_SENSOR:
 *   0  v4l2_async_register_subdev_sensor_common(sd) ([L:5.10] :323)
 *   1  v4l2_async_register_subdev_sensor(sd) (5.13; [L:6.1] :307)
 *   2  the same as a macro over __v4l2_async_register_subdev_sensor(sd,
 *      THIS_MODULE) ([L:6.12] 6.12.118, [L:7.3] v4l2-async.h:336)
 */
#ifndef _ERA_V4L2_ASYNC_H
#define _ERA_V4L2_ASYNC_H
#include <linux/types.h>
#include <linux/fwnode.h>

struct v4l2_device;
struct v4l2_subdev;

#if ERA_ASYNC >= 3
#define ERA_ASD	v4l2_async_connection
#else
#define ERA_ASD	v4l2_async_subdev
#endif

struct ERA_ASD {
	struct fwnode_handle *fwnode;
	int adapter_id;
	unsigned short address;
};

struct v4l2_async_notifier;

struct v4l2_async_notifier_operations {
	int (*bound)(struct v4l2_async_notifier *notifier,
		     struct v4l2_subdev *subdev, struct ERA_ASD *asd);
	void (*unbind)(struct v4l2_async_notifier *notifier,
		       struct v4l2_subdev *subdev, struct ERA_ASD *asd);
};

struct v4l2_async_notifier {
	const struct v4l2_async_notifier_operations *ops;
	struct v4l2_device *v4l2_dev;
	struct v4l2_subdev *sd;
	int inited, registered;
	struct ERA_ASD *entry;		/* one match entry: enough here */
	size_t entry_size;
};

struct era_async_calls {
	int init, reg, subdev_reg, unreg, cleanup, sensor, refused;
	size_t add_size;		/* what an add call was asked for */
	struct module *sensor_owner;
};
extern struct era_async_calls era_async;

static inline void era_nf_init(struct v4l2_async_notifier *n)
{
	era_async.init++;
	n->inited = 1;
	n->entry = NULL;
	n->entry_size = 0;
}

static inline int era_nf_register(struct v4l2_device *v4l2_dev,
				  struct v4l2_async_notifier *n)
{
	if (!v4l2_dev || n->sd || !n->inited) {
		era_async.refused++;
		return -22;
	}
	era_async.reg++;
	n->v4l2_dev = v4l2_dev;
	n->registered = 1;
	return 0;
}

static inline int era_subdev_nf_register(struct v4l2_subdev *sd,
					 struct v4l2_async_notifier *n)
{
	if (!sd || n->v4l2_dev || !n->inited) {
		era_async.refused++;
		return -22;
	}
	era_async.subdev_reg++;
	n->sd = sd;
	n->registered = 1;
	return 0;
}

static inline void era_nf_unregister(struct v4l2_async_notifier *n)
{
	era_async.unreg++;
	n->registered = 0;
	n->sd = NULL;
	n->v4l2_dev = NULL;
}

static inline void era_nf_cleanup(struct v4l2_async_notifier *n)
{
	era_async.cleanup++;
	n->inited = 0;
}

static inline struct ERA_ASD *era_nf_add(struct v4l2_async_notifier *n,
					  struct fwnode_handle *fwnode,
					  int adapter_id, unsigned short addr,
					  size_t size)
{
	static union {
		struct ERA_ASD asd;
		char bytes[256];
	} storage;

	era_async.add_size = size;
	if (size > sizeof(storage) || size < sizeof(struct ERA_ASD))
		return NULL;
	storage.asd.fwnode = fwnode;
	storage.asd.adapter_id = adapter_id;
	storage.asd.address = addr;
	n->entry = &storage.asd;
	n->entry_size = size;
	return &storage.asd;
}

#if ERA_ASYNC >= 3
static inline void v4l2_async_nf_init(struct v4l2_async_notifier *n,
				      struct v4l2_device *v4l2_dev)
{
	era_nf_init(n);
	n->v4l2_dev = v4l2_dev;
}

static inline void v4l2_async_subdev_nf_init(struct v4l2_async_notifier *n,
					     struct v4l2_subdev *sd)
{
	era_nf_init(n);
	n->sd = sd;
}

static inline int v4l2_async_nf_register(struct v4l2_async_notifier *n)
{
	struct v4l2_subdev *sd = n->sd;
	struct v4l2_device *v4l2_dev = n->v4l2_dev;

	n->sd = NULL;
	n->v4l2_dev = NULL;
	return sd ? era_subdev_nf_register(sd, n) :
		    era_nf_register(v4l2_dev, n);
}
#elif ERA_ASYNC == 2
static inline void v4l2_async_nf_init(struct v4l2_async_notifier *n)
{
	era_nf_init(n);
}

static inline int v4l2_async_nf_register(struct v4l2_device *v4l2_dev,
					 struct v4l2_async_notifier *n)
{
	return era_nf_register(v4l2_dev, n);
}

static inline int v4l2_async_subdev_nf_register(struct v4l2_subdev *sd,
						struct v4l2_async_notifier *n)
{
	return era_subdev_nf_register(sd, n);
}
#else
static inline void v4l2_async_notifier_init(struct v4l2_async_notifier *n)
{
	era_nf_init(n);
}

static inline int v4l2_async_notifier_register(struct v4l2_device *v4l2_dev,
					       struct v4l2_async_notifier *n)
{
	return era_nf_register(v4l2_dev, n);
}

static inline int
v4l2_async_subdev_notifier_register(struct v4l2_subdev *sd,
				    struct v4l2_async_notifier *n)
{
	return era_subdev_nf_register(sd, n);
}
#endif

#if ERA_ASYNC >= 2
static inline void v4l2_async_nf_unregister(struct v4l2_async_notifier *n)
{
	era_nf_unregister(n);
}

static inline void v4l2_async_nf_cleanup(struct v4l2_async_notifier *n)
{
	era_nf_cleanup(n);
}

static inline struct ERA_ASD *
__v4l2_async_nf_add_fwnode(struct v4l2_async_notifier *n,
			   struct fwnode_handle *fwnode, unsigned int size)
{
	return era_nf_add(n, fwnode, 0, 0, size);
}

static inline struct ERA_ASD *
__v4l2_async_nf_add_fwnode_remote(struct v4l2_async_notifier *n,
				  struct fwnode_handle *ep, unsigned int size)
{
	return era_nf_add(n, ep->remote, 0, 0, size);
}

static inline struct ERA_ASD *
__v4l2_async_nf_add_i2c(struct v4l2_async_notifier *n, int adapter_id,
			unsigned short address, unsigned int size)
{
	return era_nf_add(n, NULL, adapter_id, address, size);
}

#define v4l2_async_nf_add_fwnode(notifier, fwnode, type)		\
	((type *)__v4l2_async_nf_add_fwnode(notifier, fwnode, sizeof(type)))
#define v4l2_async_nf_add_fwnode_remote(notifier, ep, type)		\
	((type *)__v4l2_async_nf_add_fwnode_remote(notifier, ep, sizeof(type)))
#define v4l2_async_nf_add_i2c(notifier, adapter, address, type)	\
	((type *)__v4l2_async_nf_add_i2c(notifier, adapter, address,	\
					 sizeof(type)))
#else
static inline void v4l2_async_notifier_unregister(struct v4l2_async_notifier *n)
{
	era_nf_unregister(n);
}

static inline void v4l2_async_notifier_cleanup(struct v4l2_async_notifier *n)
{
	era_nf_cleanup(n);
}

#if ERA_ASYNC == 1
#define ERA_ADD(name)	__##name
#else
#define ERA_ADD(name)	name
#endif
static inline struct v4l2_async_subdev *
ERA_ADD(v4l2_async_notifier_add_fwnode_subdev)(struct v4l2_async_notifier *n,
					       struct fwnode_handle *fwnode,
					       unsigned int size)
{
	return era_nf_add(n, fwnode, 0, 0, size);
}

static inline struct v4l2_async_subdev *
ERA_ADD(v4l2_async_notifier_add_fwnode_remote_subdev)(struct v4l2_async_notifier *n,
						      struct fwnode_handle *ep,
						      unsigned int size)
{
	return era_nf_add(n, ep->remote, 0, 0, size);
}

static inline struct v4l2_async_subdev *
ERA_ADD(v4l2_async_notifier_add_i2c_subdev)(struct v4l2_async_notifier *n,
					    int adapter_id,
					    unsigned short address,
					    unsigned int size)
{
	return era_nf_add(n, NULL, adapter_id, address, size);
}

#if ERA_ASYNC == 1
#define v4l2_async_notifier_add_fwnode_subdev(notifier, fwnode, type)	\
	((type *)__v4l2_async_notifier_add_fwnode_subdev(notifier, fwnode, \
							 sizeof(type)))
#define v4l2_async_notifier_add_fwnode_remote_subdev(notifier, ep, type) \
	((type *)__v4l2_async_notifier_add_fwnode_remote_subdev(notifier, ep, \
								sizeof(type)))
#define v4l2_async_notifier_add_i2c_subdev(notifier, adapter, address, type) \
	((type *)__v4l2_async_notifier_add_i2c_subdev(notifier, adapter, \
						      address, sizeof(type)))
#endif
#endif

#if ERA_SENSOR == 2
static inline int
__v4l2_async_register_subdev_sensor(struct v4l2_subdev *sd, struct module *m)
{
	era_async.sensor++;
	era_async.sensor_owner = m;
	return 0;
}
#define v4l2_async_register_subdev_sensor(sd)				\
	__v4l2_async_register_subdev_sensor(sd, THIS_MODULE)
#elif ERA_SENSOR == 1
static inline int v4l2_async_register_subdev_sensor(struct v4l2_subdev *sd)
{
	era_async.sensor++;
	return 0;
}
#else
static inline int
v4l2_async_register_subdev_sensor_common(struct v4l2_subdev *sd)
{
	era_async.sensor++;
	return 0;
}
#endif
#endif
