/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - media controller and V4L2 async feature keys.
 *
 * Apart from <avcompat/version.h> and <avcompat/v4l2_keys.h> because
 * they test macros of <media/v4l2-async.h>, which only a driver with
 * sub-devices (a sensor, a bridge with a notifier) includes; docs/keys.md
 * lists them with the others.  Same rules: every key is always defined
 * to 0 or 1 and is decided by, in order, an explicit -DAVC_HAVE_X=0|1
 * (or AVC_CONFIG_HEADER), a macro that came with the feature, and only
 * then AVC_KERNEL_GE().  Evidence tags as in docs/shims.md.  [L:x.y] are
 * the Debian headers: 5.10.0-32, 6.1.0-57 (6.1.192), 6.12.118, 6.18.15,
 * 7.3.4.
 */
/* Before the guard: see the comment in <avcompat/version.h>. */
#include <avcompat/version.h>
#include <media/media-entity.h>
#include <media/v4l2-async.h>

#ifndef _AVCOMPAT_MEDIA_KEYS_H
#define _AVCOMPAT_MEDIA_KEYS_H

/*
 * AVC_HAVE_MEDIA_PAD_REMOTE_PAD_FIRST - media_pad_remote_pad_first(pad).
 * 6.0 ([C] b2e44430b634 "media: mc-entity: Rename media_entity_remote_pad()
 * to media_pad_remote_pad_first()", Laurent Pinchart, in the pull "media
 * updates for v5.20-rc1" (tag media/v5.20-1, the release became 6.0),
 * merged as 12b68040a5e4 on 4 August 2022, after v5.19): the same
 * function under a new name, the old one gone.
 * [L:5.10] media-entity.h:858 media_entity_remote_pad(const struct
 * media_pad *); [L:6.1] media-entity.h:912, [L:7.3] media-entity.h:928
 * media_pad_remote_pad_first() only.  A function, no macro: the version
 * decides (scripts/probe.d/MEDIA_PAD_REMOTE_PAD_FIRST.c).
 * Without it: a driver written for 6.0+ does not build on older kernels
 * (implicit declaration), one written with media_entity_remote_pad()
 * not on 6.0+.
 */
#ifndef AVC_HAVE_MEDIA_PAD_REMOTE_PAD_FIRST
# if AVC_KERNEL_GE(6, 0, 0)
#  define AVC_HAVE_MEDIA_PAD_REMOTE_PAD_FIRST 1
# else
#  define AVC_HAVE_MEDIA_PAD_REMOTE_PAD_FIRST 0
# endif
#endif

/*
 * AVC_HAVE_MEDIA_PIPELINE_PAD - media_pipeline_start() and
 * media_pipeline_stop() take the pad the pipeline starts from.  6.1
 * ([C] 9e3576a1ae2b "media: mc: convert pipeline funcs to take
 * media_pad", Tomi Valkeinen, posted as v14 16/34 on 31 August 2022,
 * after 6.0-rc1, and sent in Sakari Ailus's "[GIT PULL FOR 6.1] V4L2
 * camera patches" with ae219872834a "media: mc: entity: Rewrite
 * media_pipeline_start()", whose fixes go to stable "for 6.1 and
 * later").  [L:5.10] media-entity.h:945,970
 * media_pipeline_start(struct media_entity *, struct media_pipeline *),
 * media_pipeline_stop(struct media_entity *); [L:6.1]
 * media-entity.h:1132,1157 and [L:7.3] media-entity.h:1156,1181 struct
 * media_pad *.  Argument types, no macro: the version decides
 * (scripts/probe.d/MEDIA_PIPELINE_PAD.c).
 * Without it: a pad passed where the old kernel wants an entity is an
 * incompatible-pointer error (a warning without -Werror, and the core
 * would read the pad as an entity); compat/media/media-entity.h picks
 * by the argument's type, so both forms build on old kernels.
 */
#ifndef AVC_HAVE_MEDIA_PIPELINE_PAD
# if AVC_KERNEL_GE(6, 1, 0)
#  define AVC_HAVE_MEDIA_PIPELINE_PAD 1
# else
#  define AVC_HAVE_MEDIA_PIPELINE_PAD 0
# endif
#endif

/*
 * AVC_HAVE_V4L2_ASYNC_NF - the notifier calls are named v4l2_async_nf_*()
 * (init, register, unregister, cleanup, add_fwnode, add_fwnode_remote,
 * add_i2c) and v4l2_async_subdev_nf_register().  5.16 ([C] 3c8c15391481
 * "media: v4l: async: Rename async nf functions, clean up long lines",
 * Sakari Ailus).  [L:5.10] v4l2-async.h:148-293 v4l2_async_notifier_*();
 * [L:6.1] v4l2-async.h:140-277 v4l2_async_nf_*(), with the macro
 * v4l2_async_nf_add_fwnode() (v4l2-async.h:180; [L:7.3] :195), which
 * came with the rename and proves it: the macro decides first, then the
 * version (scripts/probe.d/V4L2_ASYNC_NF.c).
 * Without it: a driver written for 5.16+ does not build on older
 * kernels, one written with v4l2_async_notifier_*() not on 5.16+.
 */
#ifndef AVC_HAVE_V4L2_ASYNC_NF
# if defined(v4l2_async_nf_add_fwnode)
#  define AVC_HAVE_V4L2_ASYNC_NF 1
# elif AVC_KERNEL_GE(5, 16, 0)
#  define AVC_HAVE_V4L2_ASYNC_NF 1
# else
#  define AVC_HAVE_V4L2_ASYNC_NF 0
# endif
#endif

/*
 * AVC_HAVE_V4L2_ASYNC_ADD_TYPE - the notifier's add calls take the
 * driver's match type and size it themselves: v4l2_async_nf_add_fwnode(
 * notifier, fwnode, type), a macro over __v4l2_async_nf_add_fwnode(..,
 * sizeof(type)) ([L:6.1] v4l2-async.h:180-181), and before 5.16 the
 * same macro under the old name
 * v4l2_async_notifier_add_fwnode_subdev(notifier, fwnode, type) over
 * __v4l2_async_notifier_add_fwnode_subdev().  Where neither macro
 * exists the add calls are functions that take the size ([L:5.10]
 * v4l2-async.h:181 v4l2_async_notifier_add_fwnode_subdev(notifier,
 * fwnode, unsigned int asd_struct_size)).  The typed macros came before
 * the rename, in 5.12 ([C] b01edcbd409c "media: v4l2-async: Improve
 * v4l2_async_notifier_add_*_subdev() API", Laurent Pinchart, in Ezequiel
 * Garcia's v4l2-async series; listed in "media updates for v5.12-rc1",
 * tag media/v5.12-1, based on v5.11-rc6 and sent on 17 February 2021,
 * after v5.11), and every form that has them has one of the two macros,
 * so only the macros decide, never the version.  No probe: the macro is
 * the feature, and a kernel without either takes the size.
 * Without it: the shim for the 5.16 names calls the old add functions
 * with a type where they want a size, or a size where they want a type.
 */
#ifndef AVC_HAVE_V4L2_ASYNC_ADD_TYPE
# if defined(v4l2_async_nf_add_fwnode) || \
	defined(v4l2_async_notifier_add_fwnode_subdev)
#  define AVC_HAVE_V4L2_ASYNC_ADD_TYPE 1
# else
#  define AVC_HAVE_V4L2_ASYNC_ADD_TYPE 0
# endif
#endif

/*
 * AVC_HAVE_V4L2_ASYNC_NF_INIT_DEV - v4l2_async_nf_init(notifier,
 * v4l2_dev) and v4l2_async_subdev_nf_init(notifier, sd) name the
 * notifier's owner, v4l2_async_nf_register(notifier) takes the notifier
 * only, and the match entries are struct v4l2_async_connection.  6.6
 * ([C] b8ec754ae4c5 "media: v4l: async: Set v4l2_device and subdev in
 * async notifier init" and adb2dcd5f2d4 "media: v4l: async: Rename
 * v4l2_async_subdev as v4l2_async_connection", Sakari Ailus's async
 * rework, in "media updates for v6.6-rc1", tag media/v6.6-1, merged as
 * 307d59039fb2 on 1 September 2023, after v6.5; later fixes of
 * b8ec754ae4c5 are marked "Cc: stable # for 6.6 and later").
 * [L:6.1] v4l2-async.h:140,238
 * v4l2_async_nf_init(notifier), v4l2_async_nf_register(v4l2_dev,
 * notifier), struct v4l2_async_subdev; [L:6.12] v4l2-async.h:159,173,281
 * and [L:7.3] v4l2-async.h:159,173,281 the new forms.  Functions and a
 * struct tag, no macro: the version decides
 * (scripts/probe.d/V4L2_ASYNC_NF_INIT_DEV.c).
 * Without it: today's two-argument init and one-argument register do
 * not build before 6.6, the older ones not from 6.6;
 * compat/media/v4l2-async.h counts the arguments, so both build there.
 */
#ifndef AVC_HAVE_V4L2_ASYNC_NF_INIT_DEV
# if AVC_KERNEL_GE(6, 6, 0)
#  define AVC_HAVE_V4L2_ASYNC_NF_INIT_DEV 1
# else
#  define AVC_HAVE_V4L2_ASYNC_NF_INIT_DEV 0
# endif
#endif

/*
 * AVC_HAVE_V4L2_ASYNC_SENSOR - v4l2_async_register_subdev_sensor(sd).
 * 5.13 ([C] 15786f7b564e "media: v4l: fwnode: Rename
 * v4l2_async_register_subdev_sensor_common", Sakari Ailus, in "media
 * updates for v5.13-rc1", tag media/v5.13-1; not in the v5.12-rc1
 * pull).  [L:5.10] v4l2-async.h:323 the _common name; [L:6.1]
 * v4l2-async.h:307 and [L:6.18] v4l2-async.h:337 a function; [L:6.12]
 * 6.12.118 v4l2-async.h:336 and [L:7.3] v4l2-async.h:336 a macro over
 * __v4l2_async_register_subdev_sensor(sd, THIS_MODULE).  The macro,
 * where there is one, proves the new name; then the version
 * (scripts/probe.d/V4L2_ASYNC_SENSOR.c).
 * Without it: a sensor driver written for 5.13+ does not build on older
 * kernels, one written with the _common name not on 5.13+.
 */
#ifndef AVC_HAVE_V4L2_ASYNC_SENSOR
# if defined(v4l2_async_register_subdev_sensor)
#  define AVC_HAVE_V4L2_ASYNC_SENSOR 1
# elif AVC_KERNEL_GE(5, 13, 0)
#  define AVC_HAVE_V4L2_ASYNC_SENSOR 1
# else
#  define AVC_HAVE_V4L2_ASYNC_SENSOR 0
# endif
#endif

#endif /* _AVCOMPAT_MEDIA_KEYS_H */
