// SPDX-License-Identifier: GPL-2.0
/*
 * AVC_HAVE_VB2_MIN_QUEUED: vb2_queue.min_queued_buffers (6.8); not
 * min_reqbufs_allocation, which 6.8 and 6.9 lack (6.10).
 */
#include <media/videobuf2-core.h>

void avc_probe(struct vb2_queue *q);
void avc_probe(struct vb2_queue *q)
{
	q->min_queued_buffers = 2;
}
