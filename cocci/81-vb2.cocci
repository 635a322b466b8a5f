// SPDX-License-Identifier: GPL-2.0
/// videobuf2 queues in 7.0's form: no wait ops, min_queued_buffers.
///
/// 7.0 removed vb2_ops.wait_prepare/.wait_finish and
/// vb2_ops_wait_prepare()/_finish(): vb2 drops q->lock itself while
/// DQBUF sleeps, and compat/media/videobuf2-v4l2.h gives older kernels
/// the same (the queue must set q->lock, which 7.0 requires anyway).
/// min_buffers_needed (gone in 6.8) becomes AVC_VB2_MIN_QUEUED(q), the
/// member each kernel has.
//
// Confidence: High
// Options: --include-headers

@wait@
identifier ops;
symbol vb2_ops_wait_prepare, vb2_ops_wait_finish;
@@
struct vb2_ops ops = {
	...,
-	.wait_prepare = vb2_ops_wait_prepare,
	...,
-	.wait_finish = vb2_ops_wait_finish,
	...
};

@minq@
struct vb2_queue *q;
struct vb2_queue qs;
@@
(
- q->min_buffers_needed
+ AVC_VB2_MIN_QUEUED(q)
|
- qs.min_buffers_needed
+ AVC_VB2_MIN_QUEUED(&qs)
)
