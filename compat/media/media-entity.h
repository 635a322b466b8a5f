/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Today's <media/media-entity.h> names on older kernels.
 *
 * media_pad_remote_pad_first() (6.0) is media_entity_remote_pad() under
 * its new name.  media_pipeline_start()/media_pipeline_stop() and their
 * __ forms take the pad the pipeline starts from since 6.1 and an entity
 * before: the same names with another argument type, which a macro
 * cannot tell apart by counting.  It tells them apart by the type of the
 * first argument (__builtin_types_compatible_p(), as the kernel's own
 * __same_type()): a struct media_pad * goes to a shim that starts the pipeline
 * from the pad's entity, anything else to the kernel's function, so a
 * driver written for the old kernel builds with avcompat as before.
 * Enable with: NOSTDINC_FLAGS += -I$(AVCOMPAT)/compat -I$(AVCOMPAT)/include
 * Keys: <avcompat/media_keys.h>.
 */
#ifndef _AVC_COMPAT_MEDIA_MEDIA_ENTITY_H
#define _AVC_COMPAT_MEDIA_MEDIA_ENTITY_H

#include_next <media/media-entity.h>
#include <avcompat/media_keys.h>

/*
 * media_pad_remote_pad_first() - 6.0: the first pad at the remote end of
 * an enabled link of @pad, which media_entity_remote_pad() returned
 * before.  Without it a driver written for 6.0+ does not build on older
 * kernels.
 */
#if !AVC_HAVE_MEDIA_PAD_REMOTE_PAD_FIRST
#define media_pad_remote_pad_first(pad)	media_entity_remote_pad(pad)
#endif

#if !AVC_HAVE_MEDIA_PIPELINE_PAD
/**
 * avc_media_pipeline_start_pad() - media_pipeline_start(pad, pipe) before 6.1
 * @pad: the pad the pipeline starts from
 * @pipe: the pipeline
 *
 * Before 6.1 the pipeline started from an entity and walked every
 * enabled link of it: the pad's entity is that start.
 *
 * Return: 0 or the kernel's error.
 */
static inline __must_check int
avc_media_pipeline_start_pad(struct media_pad *pad, struct media_pipeline *pipe)
{
	return media_pipeline_start(pad->entity, pipe);
}

/**
 * __avc_media_pipeline_start_pad() - __media_pipeline_start(pad, pipe) before 6.1
 * @pad: the pad the pipeline starts from
 * @pipe: the pipeline
 *
 * The caller holds the graph mutex, as for the kernel's own.
 *
 * Return: 0 or the kernel's error.
 */
static inline __must_check int
__avc_media_pipeline_start_pad(struct media_pad *pad,
			       struct media_pipeline *pipe)
{
	return __media_pipeline_start(pad->entity, pipe);
}

/**
 * avc_media_pipeline_stop_pad() - media_pipeline_stop(pad) before 6.1
 * @pad: the pad the pipeline was started from
 */
static inline void avc_media_pipeline_stop_pad(struct media_pad *pad)
{
	media_pipeline_stop(pad->entity);
}

/**
 * __avc_media_pipeline_stop_pad() - __media_pipeline_stop(pad) before 6.1
 * @pad: the pad the pipeline was started from
 */
static inline void __avc_media_pipeline_stop_pad(struct media_pad *pad)
{
	__media_pipeline_stop(pad->entity);
}

/*
 * The first argument's type picks: a pad goes to the shim, an entity (the
 * kernel's own form) to the kernel's function, which a macro does not
 * expand again inside its own expansion.  typeof() does not evaluate
 * @origin: the call evaluates it once.
 */
#define __avc_by_pad(origin, pad_fn, kernel_fn)				\
	__builtin_choose_expr(__builtin_types_compatible_p(typeof(origin), \
							   struct media_pad *), \
			      pad_fn, kernel_fn)
#define media_pipeline_start(origin, pipe)				\
	__avc_by_pad(origin, avc_media_pipeline_start_pad,		\
		     media_pipeline_start)(origin, pipe)
#define __media_pipeline_start(origin, pipe)				\
	__avc_by_pad(origin, __avc_media_pipeline_start_pad,		\
		     __media_pipeline_start)(origin, pipe)
#define media_pipeline_stop(origin)					\
	__avc_by_pad(origin, avc_media_pipeline_stop_pad,		\
		     media_pipeline_stop)(origin)
#define __media_pipeline_stop(origin)					\
	__avc_by_pad(origin, __avc_media_pipeline_stop_pad,		\
		     __media_pipeline_stop)(origin)
#endif

#endif /* _AVC_COMPAT_MEDIA_MEDIA_ENTITY_H */
