/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Today's <media/videobuf2-v4l2.h> behaviour on older kernels.
 *
 * A queue written for 7.0+ sets q->lock and no wait ops: vb2 itself drops
 * q->lock while VIDIOC_DQBUF sleeps (AVC_HAVE_VB2_LOCK_DROP), and
 * vb2_queue_init() refuses a queue without a lock.  Where vb2 does not
 * drop the lock itself, vb2_queue_init() here gives such a queue a copy of
 * its ops with vb2_ops_wait_prepare()/vb2_ops_wait_finish(); on every
 * kernel it refuses q->lock == NULL with a WARN and -EINVAL, as 7.0 does,
 * so the 7.0 run-time break shows on every kernel.
 * Enable with: NOSTDINC_FLAGS += -I$(AVCOMPAT)/compat -I$(AVCOMPAT)/include
 * Keys: <avcompat/vb2_keys.h>.
 */
#ifndef _AVC_COMPAT_MEDIA_VIDEOBUF2_V4L2_H
#define _AVC_COMPAT_MEDIA_VIDEOBUF2_V4L2_H

#include_next <media/videobuf2-v4l2.h>
#include <avcompat/vb2_keys.h>
#include <linux/bug.h>
#include <linux/errno.h>
#include <linux/mutex.h>

#if AVC_HAVE_VB2_WAIT_OPS && !AVC_HAVE_VB2_LOCK_DROP
/* distinct vb2_ops a translation unit may hand to vb2_queue_init() */
#ifndef AVC_VB2_OPS_SLOTS
#define AVC_VB2_OPS_SLOTS 8
#endif

/**
 * struct avc_vb2_ops_slot - a driver's vb2_ops and its copy with wait ops
 * @orig: the driver's ops, NULL while the slot is free
 * @copy: @orig with vb2_ops_wait_prepare() and vb2_ops_wait_finish()
 */
struct avc_vb2_ops_slot {
	const struct vb2_ops *orig;
	struct vb2_ops copy;
};

/**
 * avc_vb2_ops_with_wait() - @ops with the wait ops that drop q->lock
 * @ops: the driver's vb2_ops, with neither wait op
 *
 * The copies live in this translation unit's static storage, as the
 * driver's own (static const) ops do: one per distinct @ops, made once,
 * freed with the module, nothing allocated and nothing to leak.  A queue
 * keeps pointing at its copy for as long as it lives, whatever
 * vb2_queue_release() did to it.
 *
 * Return: the copy, or NULL when all %AVC_VB2_OPS_SLOTS are taken.
 */
static inline const struct vb2_ops *
avc_vb2_ops_with_wait(const struct vb2_ops *ops)
{
	static struct avc_vb2_ops_slot slot[AVC_VB2_OPS_SLOTS];
	static DEFINE_MUTEX(lock);
	const struct vb2_ops *ret = NULL;
	int i;

	mutex_lock(&lock);
	for (i = 0; i < AVC_VB2_OPS_SLOTS; i++) {
		if (slot[i].orig == ops) {
			ret = &slot[i].copy;
			break;
		}
		if (slot[i].orig)
			continue;
		slot[i].copy = *ops;
		slot[i].copy.wait_prepare = vb2_ops_wait_prepare;
		slot[i].copy.wait_finish = vb2_ops_wait_finish;
		slot[i].orig = ops;
		ret = &slot[i].copy;
		break;
	}
	mutex_unlock(&lock);
	return ret;
}
#endif

/**
 * avc_vb2_queue_init() - vb2_queue_init() with 7.0's locking rules
 * @q: the queue, q->lock set
 *
 * Return: -EINVAL (and a WARN) without q->lock, -ENOSPC if a copy of the
 * ops with wait ops was needed and no slot was left, else what
 * vb2_queue_init() returns.
 */
static inline int __must_check avc_vb2_queue_init(struct vb2_queue *q)
{
	if (WARN_ON(!q->lock))
		return -EINVAL;
#if AVC_HAVE_VB2_WAIT_OPS && !AVC_HAVE_VB2_LOCK_DROP
	if (q->ops && !q->ops->wait_prepare && !q->ops->wait_finish) {
		const struct vb2_ops *ops = avc_vb2_ops_with_wait(q->ops);

		if (WARN_ON(!ops))
			return -ENOSPC;
		q->ops = ops;
	}
#endif
	return vb2_queue_init(q);
}

#define vb2_queue_init(q)	avc_vb2_queue_init(q)

#if !AVC_HAVE_VB2_POLL_WAIT_FIRST
#include <linux/poll.h>
#include <media/v4l2-dev.h>

/**
 * avc_vb2_fop_poll() - vb2_fop_poll() that always waits on q->done_wq
 * @file: the file polled
 * @wait: the poll table
 *
 * Registers the queue's wait queue before vb2 looks at the requested
 * events, as 5.12's vb2_core_poll() does itself: an epoll set that asks
 * for EPOLLIN only after adding the fd is then woken by a finished
 * buffer.
 *
 * Return: what vb2_fop_poll() returns.
 */
static inline __poll_t avc_vb2_fop_poll(struct file *file, poll_table *wait)
{
	poll_wait(file, &video_devdata(file)->queue->done_wq, wait);
	return vb2_fop_poll(file, wait);
}

#define vb2_fop_poll	avc_vb2_fop_poll
#endif

#endif /* _AVC_COMPAT_MEDIA_VIDEOBUF2_V4L2_H */
