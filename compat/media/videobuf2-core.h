/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Today's <media/videobuf2-core.h> names on older kernels.
 *
 * struct vb2_queue's min_queued_buffers (6.8) was min_buffers_needed
 * before: a member C cannot rename, so a driver names it through
 * AVC_VB2_MIN_QUEUED(q), an lvalue on every kernel.
 * Enable with: NOSTDINC_FLAGS += -I$(AVCOMPAT)/compat -I$(AVCOMPAT)/include
 * Keys: <avcompat/vb2_keys.h>.
 */
#ifndef _AVC_COMPAT_MEDIA_VIDEOBUF2_CORE_H
#define _AVC_COMPAT_MEDIA_VIDEOBUF2_CORE_H

#include_next <media/videobuf2-core.h>
#include <avcompat/vb2_keys.h>

/*
 * AVC_VB2_MIN_QUEUED(q) - the number of buffers that must be queued before
 * vb2 calls start_streaming: q->min_queued_buffers from 6.8,
 * q->min_buffers_needed before (which also raised REQBUFS' count to it,
 * as 6.10's min_reqbufs_allocation, left at its default, does to one
 * more; 6.8 and 6.9 have min_queued_buffers without it).
 */
#if AVC_HAVE_VB2_MIN_QUEUED
#define AVC_VB2_MIN_QUEUED(q)	((q)->min_queued_buffers)
#else
#define AVC_VB2_MIN_QUEUED(q)	((q)->min_buffers_needed)
#endif

#endif /* _AVC_COMPAT_MEDIA_VIDEOBUF2_CORE_H */
