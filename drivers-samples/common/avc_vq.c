// SPDX-License-Identifier: GPL-2.0
/*
 * avc_vq - a small V4L2 capture buffer queue on avcompat's helpers.
 *
 * See avc_vq.h for the model and the locking rules.
 *
 * Buffer memory: one avc_rvbuf per buffer, not one rvbuf cut into
 * windows.  A V4L2 mapping names exactly one buffer, and with one rvbuf
 * each mapping pins only the buffer it maps: V4L2_BUF_FLAG_MAPPED is
 * exact per buffer (the rvbuf's reference count), CREATE_BUFS can add
 * buffers of another size without reallocating the others, and memory of
 * buffers nobody maps is freed at once by REQBUFS(0) or close().
 *
 * mmap cookies: buffer i starts where buffer i - 1 ends, page aligned, so
 * with REQBUFS (all buffers one size) the offset is i * PAGE_ALIGN(size).
 * A mapping may be any page window inside one buffer.
 *
 * Like videobuf2 before orphaned buffers, REQBUFS refuses with -EBUSY to
 * free buffers that are still mapped.  close() cannot refuse: the buffers
 * leave the queue, and each mapping keeps its rvbuf until munmap().
 */
#include <linux/errno.h>
#include <linux/kref.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/slab.h>
#include <linux/timekeeping.h>
#include <media/v4l2-common.h>
#include <avcompat/v4l2.h>
#include <avcompat/rvbuf.h>
#include <avcompat/uaccess.h>

#include "avc_vq.h"

#define AVC_VQ_BUF_CAPS		AVC_BUF_CAP_MMAP

/**
 * avc_vq_init() - initialise a queue
 * @q: the queue, with min_buffers, max_buffers and read_buffers set
 *	(0 selects 2, VIDEO_MAX_FRAME and 4)
 * @type: the buffer type, V4L2_BUF_TYPE_VIDEO_CAPTURE
 * @ops: the driver's callbacks
 * @drv_priv: stored in @q->drv_priv
 * @lock: the mutex held around every call except the producer's
 */
void avc_vq_init(struct avc_vq *q, u32 type, const struct avc_vq_ops *ops,
		 void *drv_priv, struct mutex *lock)
{
	q->type = type;
	q->ops = ops;
	q->drv_priv = drv_priv;
	q->lock = lock;
	mutex_init(&q->mmap_lock);
	if (!q->min_buffers)
		q->min_buffers = 2;
	if (!q->max_buffers || q->max_buffers > VIDEO_MAX_FRAME)
		q->max_buffers = VIDEO_MAX_FRAME;
	q->min_buffers = min(q->min_buffers, q->max_buffers);
	if (!q->read_buffers)
		q->read_buffers = 4;
	q->read_buffers = clamp(q->read_buffers, q->min_buffers, q->max_buffers);
	spin_lock_init(&q->done_lock);
	INIT_LIST_HEAD(&q->queued);
	INIT_LIST_HEAD(&q->done);
	init_waitqueue_head(&q->done_wq);
}

/**
 * avc_vq_is_busy() - are buffers allocated (so the format is fixed)?
 * @q: the queue
 *
 * Return: true while buffers exist, for streaming or for read().
 */
bool avc_vq_is_busy(struct avc_vq *q)
{
	return q->num_buffers || q->fileio;
}

/**
 * avc_vq_is_streaming() - has streaming started?
 * @q: the queue
 *
 * Return: true between STREAMON (or the first read()) and STREAMOFF.
 */
bool avc_vq_is_streaming(struct avc_vq *q)
{
	return q->streaming;
}

static bool avc_vq_buf_mapped(const struct avc_vq_buf *buf)
{
	/* one reference is the queue's, every vma holds one more */
	return kref_read(&buf->rv->ref) > 1;
}

static bool avc_vq_any_mapped(struct avc_vq *q)
{
	unsigned int i;

	for (i = 0; i < q->num_buffers; i++)
		if (avc_vq_buf_mapped(q->bufs[i]))
			return true;
	return false;
}

/*
 * Drop the queue's reference to every buffer; mappings keep theirs.
 * Called with q->mmap_lock held, like avc_vq_alloc().
 */
static void avc_vq_free(struct avc_vq *q)
{
	unsigned int i;

	lockdep_assert_held(&q->mmap_lock);
	for (i = 0; i < q->num_buffers; i++) {
		avc_rvbuf_put(q->bufs[i]->rv);
		kfree(q->bufs[i]);
		q->bufs[i] = NULL;
	}
	q->num_buffers = 0;
	q->read_buf = NULL;
	q->read_pos = 0;
}

/*
 * The largest buffer CREATE_BUFS accepts: four times the biggest frame
 * the samples' formats describe is far below it.  A request above it
 * (a sizeimage of 2 GiB from a fuzzer) is refused before vmalloc, which
 * would fail with an allocation warning and a call trace.
 */
#define AVC_VQ_MAX_BUF_SIZE	(64U << 20)

/*
 * The most memory one queue holds, over all its buffers.  Without it one
 * CREATE_BUFS of VIDEO_MAX_FRAME buffers of AVC_VQ_MAX_BUF_SIZE asks for
 * 2 GiB of vmalloc memory: any process that may open the node could make
 * the kernel allocate it, page by page, and the OOM killer would then kill
 * other processes, as the memory is charged to none.  The biggest queue
 * REQBUFS makes (VIDEO_MAX_FRAME buffers of the largest frame, 1280x720
 * RGB24 of the virtual camera: 85 MiB) stays below it.
 */
#define AVC_VQ_MAX_QUEUE_BYTES	(128UL << 20)

/*
 * Append up to @count buffers of @size bytes, as many as max_buffers and
 * AVC_VQ_MAX_QUEUE_BYTES allow; returns how many.
 */
static unsigned int avc_vq_alloc(struct avc_vq *q, unsigned int count,
				 u32 size)
{
	unsigned long offset = 0;
	unsigned int n;

	lockdep_assert_held(&q->mmap_lock);
	if (q->num_buffers) {
		struct avc_vq_buf *last = q->bufs[q->num_buffers - 1];

		offset = last->offset + last->rv->size;
	}
	for (n = 0; n < count && q->num_buffers < q->max_buffers; n++) {
		struct avc_vq_buf *buf;

		/* @offset: the bytes the queue holds so far */
		if (PAGE_ALIGN(size) > AVC_VQ_MAX_QUEUE_BYTES - offset)
			break;
		buf = kzalloc_obj(*buf);
		if (!buf)
			break;
		buf->rv = avc_rvbuf_alloc(size);
		if (!buf->rv) {
			kfree(buf);
			break;
		}
		if (q->ops->buf_init)
			q->ops->buf_init(q, buf->rv);
		buf->index = q->num_buffers;
		buf->offset = offset;
		buf->length = size;
		buf->state = AVC_VQ_DEQUEUED;
		INIT_LIST_HEAD(&buf->list);
		offset += buf->rv->size;
		q->bufs[q->num_buffers++] = buf;
	}
	return n;
}

static void avc_vq_reset_buf(struct avc_vq_buf *buf)
{
	buf->bytesused = 0;
	buf->sequence = 0;
	buf->timestamp = 0;
	buf->error = false;
}

/* Put a dequeued buffer on the queued list. */
static void avc_vq_enqueue(struct avc_vq *q, struct avc_vq_buf *buf)
{
	unsigned long flags;

	avc_vq_reset_buf(buf);
	spin_lock_irqsave(&q->done_lock, flags);
	buf->state = AVC_VQ_QUEUED;
	list_add_tail(&buf->list, &q->queued);
	spin_unlock_irqrestore(&q->done_lock, flags);
}

/*
 * Stop the producer, take every buffer back (queued, being filled or
 * done: all become dequeued) and wake up anyone waiting in DQBUF, read()
 * or poll().
 */
static void avc_vq_cancel(struct avc_vq *q)
{
	unsigned long flags;
	unsigned int i;

	if (q->streaming && q->ops->stop_streaming)
		q->ops->stop_streaming(q);
	WRITE_ONCE(q->streaming, false);
	spin_lock_irqsave(&q->done_lock, flags);
	INIT_LIST_HEAD(&q->queued);
	INIT_LIST_HEAD(&q->done);
	for (i = 0; i < q->num_buffers; i++) {
		INIT_LIST_HEAD(&q->bufs[i]->list);
		q->bufs[i]->state = AVC_VQ_DEQUEUED;
	}
	spin_unlock_irqrestore(&q->done_lock, flags);
	q->read_buf = NULL;
	q->read_pos = 0;
	wake_up_all(&q->done_wq);
}

/* Stop everything and free the buffers; the queue has no owner after. */
static void avc_vq_teardown(struct avc_vq *q)
{
	avc_vq_cancel(q);
	mutex_lock(&q->mmap_lock);
	avc_vq_free(q);
	q->fileio = false;
	mutex_unlock(&q->mmap_lock);
	q->owner = NULL;
}

static bool avc_vq_owned_by_other(struct avc_vq *q, void *owner)
{
	return q->owner && q->owner != owner;
}

/**
 * avc_vq_reqbufs() - VIDIOC_REQBUFS
 * @q: the queue
 * @owner: the caller's file handle
 * @p: the request; count is updated
 * @size: bytes per buffer (the current format's sizeimage)
 *
 * Frees the current buffers (refused with -EBUSY while streaming or while
 * any of them is mapped), then allocates @p->count buffers, raised to
 * min_buffers and clamped to max_buffers and to what fits in
 * AVC_VQ_MAX_QUEUE_BYTES.  Count 0 only frees and gives up ownership.
 *
 * Return: 0, -EINVAL (type or memory), -EBUSY (another owner, read() in
 * use, streaming, mapped buffers) or -ENOMEM.
 */
int avc_vq_reqbufs(struct avc_vq *q, void *owner,
		   struct v4l2_requestbuffers *p, u32 size)
{
	unsigned int count;
	int ret = 0;

	avc_reqbufs_set_caps(p, AVC_VQ_BUF_CAPS);
	if (p->type != q->type || p->memory != V4L2_MEMORY_MMAP)
		return -EINVAL;
	if (q->fileio || avc_vq_owned_by_other(q, owner))
		return -EBUSY;
	if (q->streaming)
		return -EBUSY;
	/* no mmap() between the check and the free */
	mutex_lock(&q->mmap_lock);
	if (avc_vq_any_mapped(q)) {
		ret = -EBUSY;
		goto unlock;
	}
	avc_vq_cancel(q);	/* not streaming: only the lists */
	avc_vq_free(q);
	q->owner = NULL;
	if (!p->count)
		goto unlock;

	count = clamp(p->count, q->min_buffers, q->max_buffers);
	if (avc_vq_alloc(q, count, size) < q->min_buffers) {
		avc_vq_free(q);
		ret = -ENOMEM;
		goto unlock;
	}
	p->count = q->num_buffers;
	q->owner = owner;
unlock:
	mutex_unlock(&q->mmap_lock);
	return ret;
}

/**
 * avc_vq_create_bufs() - VIDIOC_CREATE_BUFS
 * @q: the queue
 * @owner: the caller's file handle
 * @c: the request: count and format.fmt.pix.sizeimage are read; index and
 *	count are updated
 * @min_size: the smallest buffer the current format can use
 *
 * Appends buffers of sizeimage bytes (which must be at least @min_size
 * and at most AVC_VQ_MAX_BUF_SIZE) to those already allocated, as many as
 * max_buffers and AVC_VQ_MAX_QUEUE_BYTES allow.  Count 0 only reports
 * index and capabilities.
 *
 * Return: 0, -EINVAL, -EBUSY, -ENOBUFS (the queue is full) or -ENOMEM
 * (no memory, or none left of AVC_VQ_MAX_QUEUE_BYTES).
 */
int avc_vq_create_bufs(struct avc_vq *q, void *owner,
		       struct v4l2_create_buffers *c, u32 min_size)
{
	u32 size = c->format.fmt.pix.sizeimage;
	unsigned int n;

	avc_create_bufs_set_caps(c, AVC_VQ_BUF_CAPS);
	c->index = q->num_buffers;
	if (c->format.type != q->type || c->memory != V4L2_MEMORY_MMAP)
		return -EINVAL;
	if (!c->count)
		return 0;
	if (q->fileio || avc_vq_owned_by_other(q, owner))
		return -EBUSY;
	if (!size || size < min_size || size > AVC_VQ_MAX_BUF_SIZE)
		return -EINVAL;
	if (q->num_buffers >= q->max_buffers)
		return -ENOBUFS;
	mutex_lock(&q->mmap_lock);
	n = avc_vq_alloc(q, c->count, size);
	mutex_unlock(&q->mmap_lock);
	if (!n)
		return -ENOMEM;
	c->count = n;
	q->owner = owner;
	return 0;
}

/* Fill a struct v4l2_buffer from a buffer (index and type stay). */
static void avc_vq_fill(struct avc_vq_buf *buf, struct v4l2_buffer *b)
{
	u32 index = b->index, type = b->type;

	memset(b, 0, sizeof(*b));
	b->index = index;
	b->type = type;
	b->memory = V4L2_MEMORY_MMAP;
	b->m.offset = buf->offset;
	b->length = buf->length;
	b->bytesused = buf->bytesused;
	b->field = V4L2_FIELD_NONE;
	b->sequence = buf->sequence;
	v4l2_buffer_set_timestamp(b, buf->timestamp);
	b->flags = V4L2_BUF_FLAG_TIMESTAMP_MONOTONIC |
		   V4L2_BUF_FLAG_TSTAMP_SRC_EOF;
	switch (buf->state) {
	case AVC_VQ_QUEUED:
	case AVC_VQ_ACTIVE:
		b->flags |= V4L2_BUF_FLAG_QUEUED;
		break;
	case AVC_VQ_DONE:
		b->flags |= V4L2_BUF_FLAG_DONE;
		break;
	case AVC_VQ_DEQUEUED:
		break;
	}
	if (buf->error)
		b->flags |= V4L2_BUF_FLAG_ERROR;
	if (avc_vq_buf_mapped(buf))
		b->flags |= V4L2_BUF_FLAG_MAPPED;
}

static struct avc_vq_buf *avc_vq_lookup(struct avc_vq *q,
					const struct v4l2_buffer *b)
{
	if (b->type != q->type || b->index >= q->num_buffers)
		return NULL;
	return q->bufs[b->index];
}

/**
 * avc_vq_querybuf() - VIDIOC_QUERYBUF
 * @q: the queue
 * @b: type and index in, the buffer's state out
 *
 * Return: 0, or -EINVAL for a bad type or index.
 */
int avc_vq_querybuf(struct avc_vq *q, struct v4l2_buffer *b)
{
	struct avc_vq_buf *buf = avc_vq_lookup(q, b);
	unsigned long flags;

	if (!buf)
		return -EINVAL;
	spin_lock_irqsave(&q->done_lock, flags);
	avc_vq_fill(buf, b);
	spin_unlock_irqrestore(&q->done_lock, flags);
	return 0;
}

/**
 * avc_vq_qbuf() - VIDIOC_QBUF
 * @q: the queue
 * @owner: the caller's file handle
 * @b: the buffer to queue; its state is returned
 *
 * Return: 0, -EINVAL (bad type, index or memory, or already queued) or
 * -EBUSY (not the owner, or read() in use).
 */
int avc_vq_qbuf(struct avc_vq *q, void *owner, struct v4l2_buffer *b)
{
	struct avc_vq_buf *buf;

	if (q->fileio || avc_vq_owned_by_other(q, owner))
		return -EBUSY;
	buf = avc_vq_lookup(q, b);
	if (!buf || b->memory != V4L2_MEMORY_MMAP)
		return -EINVAL;
	if (buf->state != AVC_VQ_DEQUEUED)
		return -EINVAL;
	avc_vq_enqueue(q, buf);
	return avc_vq_querybuf(q, b);
}

/* Take the first done buffer, if any. */
static struct avc_vq_buf *avc_vq_take_done(struct avc_vq *q)
{
	struct avc_vq_buf *buf = NULL;
	unsigned long flags;

	spin_lock_irqsave(&q->done_lock, flags);
	if (!list_empty(&q->done)) {
		buf = list_first_entry(&q->done, struct avc_vq_buf, list);
		list_del_init(&buf->list);
		buf->state = AVC_VQ_DEQUEUED;
	}
	spin_unlock_irqrestore(&q->done_lock, flags);
	return buf;
}

static bool avc_vq_done_pending(struct avc_vq *q)
{
	unsigned long flags;
	bool ret;

	spin_lock_irqsave(&q->done_lock, flags);
	ret = !list_empty(&q->done);
	spin_unlock_irqrestore(&q->done_lock, flags);
	return ret;
}

/*
 * Wait for a done buffer with q->lock dropped.  Returns it, or an
 * ERR_PTR: -ENODEV once the device is gone (also when it goes while
 * waiting), -EINVAL once streaming is off (also when STREAMOFF or close
 * happens while waiting), -EAGAIN for @nonblocking, -EBUSY if the queue
 * changed hands meanwhile, -ERESTARTSYS on a signal.
 */
static struct avc_vq_buf *avc_vq_wait_done(struct avc_vq *q, void *owner,
					   bool nonblocking)
{
	struct avc_vq_buf *buf;
	int ret;

	for (;;) {
		if (q->disconnected)
			return ERR_PTR(-ENODEV);
		if (q->owner != owner)
			return ERR_PTR(-EBUSY);
		if (!q->streaming)
			return ERR_PTR(-EINVAL);
		buf = avc_vq_take_done(q);
		if (buf)
			return buf;
		if (nonblocking)
			return ERR_PTR(-EAGAIN);
		mutex_unlock(q->lock);
		ret = wait_event_interruptible(q->done_wq,
					       avc_vq_done_pending(q) ||
					       !READ_ONCE(q->streaming) ||
					       READ_ONCE(q->disconnected));
		mutex_lock(q->lock);
		if (ret)
			return ERR_PTR(ret);
	}
}

/**
 * avc_vq_dqbuf() - VIDIOC_DQBUF
 * @q: the queue
 * @owner: the caller's file handle
 * @b: type and memory in, the dequeued buffer out
 * @nonblocking: the file is O_NONBLOCK
 *
 * Sleeps (with @q->lock dropped) until a buffer is done, streaming stops
 * or a signal arrives.
 *
 * Return: 0, -EAGAIN, -EINVAL (bad type or memory, or not streaming, also
 * when STREAMOFF ends the wait), -ENODEV (the device is gone, also when it
 * goes during the wait), -EBUSY or -ERESTARTSYS.
 */
int avc_vq_dqbuf(struct avc_vq *q, void *owner, struct v4l2_buffer *b,
		 bool nonblocking)
{
	struct avc_vq_buf *buf;
	unsigned long flags;

	if (q->fileio || avc_vq_owned_by_other(q, owner))
		return -EBUSY;
	if (b->type != q->type || b->memory != V4L2_MEMORY_MMAP)
		return -EINVAL;
	buf = avc_vq_wait_done(q, owner, nonblocking);
	if (IS_ERR(buf))
		return PTR_ERR(buf);
	b->index = buf->index;
	spin_lock_irqsave(&q->done_lock, flags);
	avc_vq_fill(buf, b);
	spin_unlock_irqrestore(&q->done_lock, flags);
	return 0;
}

static int avc_vq_start(struct avc_vq *q)
{
	int ret = 0;

	if (q->ops->start_streaming)
		ret = q->ops->start_streaming(q);
	if (ret) {
		avc_vq_cancel(q);
		return ret;
	}
	WRITE_ONCE(q->streaming, true);
	return 0;
}

/**
 * avc_vq_streamon() - VIDIOC_STREAMON
 * @q: the queue
 * @owner: the caller's file handle
 * @type: the buffer type
 *
 * Return: 0 (also when already streaming), -EINVAL (bad type, no
 * buffers), -EBUSY, -ENODEV (the device is gone) or the driver's
 * start_streaming() error.
 */
int avc_vq_streamon(struct avc_vq *q, void *owner, u32 type)
{
	if (q->disconnected)
		return -ENODEV;
	if (type != q->type)
		return -EINVAL;
	if (q->fileio || avc_vq_owned_by_other(q, owner))
		return -EBUSY;
	if (q->streaming)
		return 0;
	if (!q->num_buffers)
		return -EINVAL;
	return avc_vq_start(q);
}

/**
 * avc_vq_streamoff() - VIDIOC_STREAMOFF
 * @q: the queue
 * @owner: the caller's file handle
 * @type: the buffer type
 *
 * Stops the producer and returns every buffer to user space (dequeued
 * state, not on the done list); wakes up a DQBUF waiting on another
 * thread, which then fails with -EINVAL.
 *
 * Return: 0, -EINVAL or -EBUSY.
 */
int avc_vq_streamoff(struct avc_vq *q, void *owner, u32 type)
{
	if (type != q->type)
		return -EINVAL;
	if (q->fileio || avc_vq_owned_by_other(q, owner))
		return -EBUSY;
	avc_vq_cancel(q);
	return 0;
}

/**
 * avc_vq_poll() - the buffer part of poll()
 * @q: the queue
 * @file: the polling file
 * @wait: the poll table
 *
 * Always registers on the queue's wait queue, so an epoll set that adds
 * the file with no events and asks for EPOLLIN later still wakes up.
 *
 * Return: EPOLLIN | EPOLLRDNORM when a buffer is done (or read() has data
 * left in its current buffer), EPOLLERR when not streaming, EPOLLERR |
 * EPOLLHUP once the device is gone, else 0.
 */
__poll_t avc_vq_poll(struct avc_vq *q, struct file *file, poll_table *wait)
{
	poll_wait(file, &q->done_wq, wait);
	if (READ_ONCE(q->disconnected))
		return EPOLLERR | EPOLLHUP;
	if (!(poll_requested_events(wait) & (EPOLLIN | EPOLLRDNORM)))
		return 0;
	if (q->fileio && q->read_buf)
		return EPOLLIN | EPOLLRDNORM;
	if (!q->streaming)
		return EPOLLERR;
	if (avc_vq_done_pending(q))
		return EPOLLIN | EPOLLRDNORM;
	return 0;
}

/* read() I/O: allocate buffers, queue them all and start streaming. */
static int avc_vq_read_start(struct avc_vq *q, void *owner, u32 size)
{
	unsigned int i;
	int ret;

	mutex_lock(&q->mmap_lock);
	if (avc_vq_alloc(q, q->read_buffers, size) < q->min_buffers) {
		avc_vq_free(q);
		mutex_unlock(&q->mmap_lock);
		return -ENOMEM;
	}
	q->fileio = true;
	mutex_unlock(&q->mmap_lock);
	q->owner = owner;
	for (i = 0; i < q->num_buffers; i++)
		avc_vq_enqueue(q, q->bufs[i]);
	ret = avc_vq_start(q);
	if (ret)
		avc_vq_teardown(q);
	return ret;
}

/**
 * avc_vq_read() - read() I/O on top of the queue
 * @q: the queue
 * @owner: the caller's file handle
 * @data: the user buffer
 * @count: its size
 * @nonblocking: the file is O_NONBLOCK
 * @size: bytes per buffer, for the first call
 *
 * The first call allocates read_buffers buffers, queues them and starts
 * streaming.  Each call copies from one frame only: what is left of the
 * current one, at most @count bytes; a frame read to its end is queued
 * again.  Frames are copied with avc_copy_to_user(), with @q->lock held:
 * the copy may fault and take the mmap lock, which is why avc_vq_mmap()
 * must not need @q->lock (see avc_vq.h, Locking).
 *
 * Return: bytes copied, -EBUSY (buffers allocated for streaming I/O or by
 * another file handle), -EAGAIN, -EFAULT, -ENOMEM, -ENODEV (the device is
 * gone) or -ERESTARTSYS.
 */
ssize_t avc_vq_read(struct avc_vq *q, void *owner, char __user *data,
		    size_t count, bool nonblocking, u32 size)
{
	struct avc_vq_buf *buf;
	size_t n;
	int ret;

	if (q->disconnected)
		return -ENODEV;
	if (avc_vq_owned_by_other(q, owner) || (q->num_buffers && !q->fileio))
		return -EBUSY;
	if (!q->fileio) {
		ret = avc_vq_read_start(q, owner, size);
		if (ret)
			return ret;
	}
	if (!count)
		return 0;
	if (!q->read_buf) {
		buf = avc_vq_wait_done(q, owner, nonblocking);
		if (IS_ERR(buf))
			return PTR_ERR(buf);
		q->read_buf = buf;
		q->read_pos = 0;
	}
	buf = q->read_buf;
	n = min_t(size_t, count, buf->bytesused - q->read_pos);
	ret = avc_copy_to_user(data, (u8 *)avc_vq_buf_vaddr(buf) + q->read_pos,
			       n);
	if (ret)
		return ret;
	q->read_pos += n;
	if (q->read_pos >= buf->bytesused) {
		q->read_buf = NULL;
		q->read_pos = 0;
		avc_vq_enqueue(q, buf);
	}
	return n;
}

/* avc_vq_mmap() with q->mmap_lock held */
static int avc_vq_mmap_locked(struct avc_vq *q, struct vm_area_struct *vma)
{
	unsigned long pgoff = vma->vm_pgoff;
	unsigned long npages = vma_pages(vma);
	unsigned int i;
	int ret;

	if (q->fileio)
		return -EBUSY;
	for (i = 0; i < q->num_buffers; i++) {
		struct avc_vq_buf *buf = q->bufs[i];
		unsigned long first = buf->offset >> PAGE_SHIFT;
		unsigned long pages = buf->rv->size >> PAGE_SHIFT;

		if (pgoff < first || pgoff - first >= pages)
			continue;
		if (!npages || npages > pages - (pgoff - first))
			return -EINVAL;
		/* avc_rvbuf_mmap() maps the window [vm_pgoff, +npages) */
		vma->vm_pgoff = pgoff - first;
		ret = avc_rvbuf_mmap(buf->rv, vma);
		if (ret)
			vma->vm_pgoff = pgoff;
		return ret;
	}
	return -EINVAL;
}

/**
 * avc_vq_mmap() - mmap() of one buffer, or a page window inside it
 * @q: the queue
 * @vma: the requested mapping; vm_pgoff is the buffer's mmap cookie plus
 *	the page offset inside the buffer
 *
 * Called from ->mmap without @q->lock (the kernel holds the mmap lock for
 * writing): takes only @q->mmap_lock.
 *
 * Maps with avc_rvbuf_mmap(): the mapping holds a reference to the
 * buffer's memory, which therefore outlives REQBUFS(0) of other buffers,
 * close() and rmmod attempts (the mapping keeps the file, and so the
 * module, in use).
 *
 * Return: 0, -EINVAL (no buffer there, window past its end, writable
 * private mapping), -EBUSY (read() I/O owns the buffers) or the kernel's
 * error, -ERESTARTSYS on a signal.
 */
int avc_vq_mmap(struct avc_vq *q, struct vm_area_struct *vma)
{
	int ret;

	if (mutex_lock_interruptible(&q->mmap_lock))
		return -ERESTARTSYS;
	ret = avc_vq_mmap_locked(q, vma);
	mutex_unlock(&q->mmap_lock);
	return ret;
}

/**
 * avc_vq_release() - a file handle goes away
 * @q: the queue
 * @owner: the file handle
 *
 * If it owns the queue: stop streaming, wake up waiters and free the
 * buffers (mapped ones live on until unmapped).
 */
void avc_vq_release(struct avc_vq *q, void *owner)
{
	if (q->owner == owner)
		avc_vq_teardown(q);
}

/**
 * avc_vq_disconnect() - the device is gone
 * @q: the queue
 *
 * Stops streaming (stop_streaming() must then cancel the producer without
 * talking to the device), takes every buffer back and wakes everyone up:
 * DQBUF, read() and STREAMON fail with -ENODEV from now on, poll() reports
 * EPOLLERR | EPOLLHUP.  The buffers stay allocated until their owner
 * closes the file and, if mapped, until the last munmap(): user space may
 * still hold them when its device is unplugged.
 */
void avc_vq_disconnect(struct avc_vq *q)
{
	WRITE_ONCE(q->disconnected, true);
	avc_vq_cancel(q);
}

/**
 * avc_vq_next_buf() - producer: take the next queued buffer
 * @q: the queue
 *
 * Any context.  The buffer stays the producer's until avc_vq_buf_done(),
 * and stop_streaming() must wait for that (or for the producer to forget
 * it) before returning.
 *
 * Return: the buffer, or NULL if none is queued.
 */
struct avc_vq_buf *avc_vq_next_buf(struct avc_vq *q)
{
	struct avc_vq_buf *buf = NULL;
	unsigned long flags;

	spin_lock_irqsave(&q->done_lock, flags);
	if (!list_empty(&q->queued)) {
		buf = list_first_entry(&q->queued, struct avc_vq_buf, list);
		list_del_init(&buf->list);
		buf->state = AVC_VQ_ACTIVE;
	}
	spin_unlock_irqrestore(&q->done_lock, flags);
	return buf;
}

/**
 * avc_vq_buf_vaddr() - the kernel address of a buffer's memory
 * @buf: the buffer
 *
 * Return: the start of its avc_rvbuf, at least @buf->length bytes.
 */
void *avc_vq_buf_vaddr(struct avc_vq_buf *buf)
{
	return buf->rv->mem;
}

/**
 * avc_vq_buf_done() - producer: hand a filled buffer back
 * @q: the queue
 * @buf: a buffer from avc_vq_next_buf()
 * @bytesused: bytes of image data (at most @buf->length)
 * @sequence: the frame's sequence number
 * @timestamp: CLOCK_MONOTONIC time of the frame in ns
 * @error: the frame is corrupt (V4L2_BUF_FLAG_ERROR)
 *
 * Any context.  Wakes up DQBUF, read() and poll().
 */
void avc_vq_buf_done(struct avc_vq *q, struct avc_vq_buf *buf,
		     u32 bytesused, u32 sequence, u64 timestamp, bool error)
{
	unsigned long flags;

	spin_lock_irqsave(&q->done_lock, flags);
	buf->bytesused = min(bytesused, buf->length);
	buf->sequence = sequence;
	buf->timestamp = timestamp;
	buf->error = error;
	buf->state = AVC_VQ_DONE;
	list_add_tail(&buf->list, &q->done);
	spin_unlock_irqrestore(&q->done_lock, flags);
	wake_up_all(&q->done_wq);
}
