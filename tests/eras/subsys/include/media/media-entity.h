/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in for <media/media-entity.h> of the era: the remote-pad lookup
 * and the pipeline start/stop calls, which record what they received in
 * era_media (test-media.c).  ERA_MPAD (facts/media):
 *   0  media_entity_remote_pad(const struct media_pad *) ([L:5.10]
 *      media-entity.h:858)
 *   1  media_pad_remote_pad_first(const struct media_pad *) only (6.0;
 *      [L:6.1] media-entity.h:912)
 * ERA_MPIPE:
 *   0  media_pipeline_start(struct media_entity *, struct media_pipeline *),
 *      media_pipeline_stop(struct media_entity *) and the __ forms
 *      ([L:5.10] media-entity.h:945-970)
 *   1  the same taking struct media_pad * (6.1; [L:6.1]
 *      media-entity.h:1132-1166)
 */
#ifndef _ERA_MEDIA_ENTITY_H
#define _ERA_MEDIA_ENTITY_H
#include <linux/types.h>

#ifndef __must_check
#define __must_check	__attribute__((__warn_unused_result__))
#endif

struct media_entity;

struct media_pad {
	struct media_entity *entity;
	struct media_pad *remote;	/* the far end of its enabled link */
	u32 index;
};

struct media_entity {
	const char *name;
	struct media_pad *pads;
	u16 num_pads;
};

struct media_pipeline {
	int start_count;
};

struct era_media_calls {
	const void *remote_of;		/* the pad the lookup received */
	const void *started, *stopped;	/* what start/stop received */
	int locked_start, locked_stop;	/* the __ forms were called */
};
extern struct era_media_calls era_media;

#if ERA_MPAD
static inline struct media_pad *
media_pad_remote_pad_first(const struct media_pad *pad)
#else
static inline struct media_pad *
media_entity_remote_pad(const struct media_pad *pad)
#endif
{
	era_media.remote_of = pad;
	return pad->remote;
}

#if ERA_MPIPE
#define ERA_PIPE_ORIGIN	struct media_pad
#else
#define ERA_PIPE_ORIGIN	struct media_entity
#endif

static inline __must_check int
media_pipeline_start(ERA_PIPE_ORIGIN *origin, struct media_pipeline *pipe)
{
	era_media.started = origin;
	pipe->start_count++;
	return 0;
}

static inline __must_check int
__media_pipeline_start(ERA_PIPE_ORIGIN *origin, struct media_pipeline *pipe)
{
	era_media.locked_start++;
	era_media.started = origin;
	pipe->start_count++;
	return 0;
}

static inline void media_pipeline_stop(ERA_PIPE_ORIGIN *origin)
{
	era_media.stopped = origin;
}

static inline void __media_pipeline_stop(ERA_PIPE_ORIGIN *origin)
{
	era_media.locked_stop++;
	era_media.stopped = origin;
}
#endif
