/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avc_vq - a small V4L2 capture buffer queue on avcompat's helpers.
 *
 * What videobuf2 does for a single-planar MMAP + read() capture device,
 * written out so the avcompat helpers it stands on are visible: every
 * buffer is one refcounted avc_rvbuf (zeroed by avc_rvmalloc()), mapped
 * with avc_rvbuf_mmap() so a mapping keeps its buffer alive after the file
 * is closed; every copy to user space goes through avc_copy_to_user().
 *
 * Shared by the sample drivers (the V4L2 virtual camera and the USB
 * camera).  A driver embeds a struct avc_vq, calls avc_vq_init() and
 * forwards the buffer ioctls, read(), poll() and mmap() to it (avc_vcap.c
 * does that for both samples); its producer (a kthread, a URB completion)
 * takes buffers with avc_vq_next_buf() and hands them back with
 * avc_vq_buf_done().  A hot-pluggable device calls avc_vq_disconnect()
 * when it goes: streaming stops and every waiter gets -ENODEV.
 *
 * Locking: every function except the producer's three and avc_vq_mmap()
 * is called with @lock held (the video_device lock the V4L2 core takes
 * around ioctls).  avc_vq_dqbuf() and avc_vq_read() drop it while they
 * sleep.  avc_vq_mmap() is called without @lock: the kernel calls ->mmap
 * with the process's mmap lock held for writing, and avc_vq_read() copies
 * to user space (which may fault and take the mmap lock) with @lock held,
 * so taking @lock in ->mmap would invert the order and deadlock.  Like
 * videobuf2, the queue has a mutex of its own, @mmap_lock, that guards
 * what avc_vq_mmap() looks at (the buffer array and @fileio); it is taken
 * inside @lock (and inside the mmap lock), never the other way round, and
 * nothing under it touches user memory.  The producer functions take only
 * the queue's spinlock and may be called from any context, including
 * interrupts.
 */
#ifndef _AVC_VQ_H
#define _AVC_VQ_H

#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/poll.h>
#include <linux/spinlock.h>
#include <linux/types.h>
#include <linux/videodev2.h>
#include <linux/wait.h>

struct avc_rvbuf;
struct avc_vq;
struct file;
struct vm_area_struct;

/**
 * enum avc_vq_state - where a buffer is
 * @AVC_VQ_DEQUEUED: owned by user space (or never queued)
 * @AVC_VQ_QUEUED: queued, waiting for the producer
 * @AVC_VQ_ACTIVE: taken by the producer, being filled
 * @AVC_VQ_DONE: filled, waiting for DQBUF or read()
 */
enum avc_vq_state {
	AVC_VQ_DEQUEUED,
	AVC_VQ_QUEUED,
	AVC_VQ_ACTIVE,
	AVC_VQ_DONE,
};

/**
 * struct avc_vq_buf - one frame buffer
 * @index: its index, as in struct v4l2_buffer
 * @state: see enum avc_vq_state; changed under the queue's spinlock
 * @rv: the memory; user space mappings hold their own references
 * @offset: the mmap cookie (struct v4l2_buffer m.offset), in bytes
 * @length: the size reported to user space (at least the image size)
 * @bytesused: bytes of image data, set by avc_vq_buf_done()
 * @sequence: frame sequence number, set by avc_vq_buf_done()
 * @timestamp: CLOCK_MONOTONIC time in ns, set by avc_vq_buf_done()
 * @error: the producer marked the frame as corrupt
 * @list: entry on the queued or done list
 */
struct avc_vq_buf {
	unsigned int index;
	enum avc_vq_state state;
	struct avc_rvbuf *rv;
	unsigned long offset;
	u32 length;
	u32 bytesused;
	u32 sequence;
	u64 timestamp;
	bool error;
	struct list_head list;
};

/**
 * struct avc_vq_ops - what the driver does for the queue
 * @start_streaming: start producing frames; buffers may not be queued yet
 * @stop_streaming: stop producing and wait until the producer no longer
 *	touches any buffer; the queue reclaims all of them afterwards
 * @buf_init: optional: a buffer's memory was just allocated.  The driver
 *	may set @rv->release, which runs when the memory is freed: possibly
 *	at the last munmap(), after the queue and the device are gone, so it
 *	must touch neither (module data is fine: a mapping holds its file,
 *	and so the module)
 *
 * All are called with the queue's lock held.
 */
struct avc_vq_ops {
	int (*start_streaming)(struct avc_vq *q);
	void (*stop_streaming)(struct avc_vq *q);
	void (*buf_init)(struct avc_vq *q, struct avc_rvbuf *rv);
};

/**
 * struct avc_vq - a capture buffer queue
 * @type: the buffer type (V4L2_BUF_TYPE_VIDEO_CAPTURE)
 * @ops: driver callbacks
 * @drv_priv: for the driver
 * @lock: the mutex that serializes all calls but the producer's and mmap's
 * @mmap_lock: guards @bufs, @num_buffers and @fileio against avc_vq_mmap();
 *	changed with both @lock and @mmap_lock held
 * @min_buffers: REQBUFS allocates at least this many buffers
 * @max_buffers: and at most this many (<= VIDEO_MAX_FRAME)
 * @read_buffers: buffers allocated for read() I/O
 * @bufs: the buffers, @num_buffers of them
 * @num_buffers: number of allocated buffers
 * @owner: the file handle that allocated them (NULL when none)
 * @streaming: STREAMON was called (or read() started streaming)
 * @disconnected: the device is gone (avc_vq_disconnect())
 * @fileio: the buffers belong to read() I/O
 * @read_buf: read(): the buffer being read, or NULL
 * @read_pos: read(): bytes of @read_buf already copied
 * @done_lock: protects the lists and the buffers' @state
 * @queued: buffers waiting for the producer
 * @done: buffers waiting for DQBUF or read()
 * @done_wq: woken when a buffer is done or streaming stops
 */
struct avc_vq {
	u32 type;
	const struct avc_vq_ops *ops;
	void *drv_priv;
	struct mutex *lock;		/* all calls but the producer's, mmap */
	struct mutex mmap_lock;		/* the buffers, for avc_vq_mmap() */
	unsigned int min_buffers;
	unsigned int max_buffers;
	unsigned int read_buffers;

	struct avc_vq_buf *bufs[VIDEO_MAX_FRAME];
	unsigned int num_buffers;
	void *owner;
	bool streaming;
	bool disconnected;
	bool fileio;
	struct avc_vq_buf *read_buf;
	u32 read_pos;

	spinlock_t done_lock;		/* lists and buffer states */
	struct list_head queued;
	struct list_head done;
	wait_queue_head_t done_wq;
};

void avc_vq_init(struct avc_vq *q, u32 type, const struct avc_vq_ops *ops,
		 void *drv_priv, struct mutex *lock);
bool avc_vq_is_busy(struct avc_vq *q);
bool avc_vq_is_streaming(struct avc_vq *q);

int avc_vq_reqbufs(struct avc_vq *q, void *owner,
		   struct v4l2_requestbuffers *p, u32 size);
int avc_vq_create_bufs(struct avc_vq *q, void *owner,
		       struct v4l2_create_buffers *c, u32 min_size);
int avc_vq_querybuf(struct avc_vq *q, struct v4l2_buffer *b);
int avc_vq_qbuf(struct avc_vq *q, void *owner, struct v4l2_buffer *b);
int avc_vq_dqbuf(struct avc_vq *q, void *owner, struct v4l2_buffer *b,
		 bool nonblocking);
int avc_vq_streamon(struct avc_vq *q, void *owner, u32 type);
int avc_vq_streamoff(struct avc_vq *q, void *owner, u32 type);
__poll_t avc_vq_poll(struct avc_vq *q, struct file *file,
		     poll_table *wait);
ssize_t avc_vq_read(struct avc_vq *q, void *owner, char __user *data,
		    size_t count, bool nonblocking, u32 size);
int avc_vq_mmap(struct avc_vq *q, struct vm_area_struct *vma);
void avc_vq_release(struct avc_vq *q, void *owner);
void avc_vq_disconnect(struct avc_vq *q);

struct avc_vq_buf *avc_vq_next_buf(struct avc_vq *q);
void *avc_vq_buf_vaddr(struct avc_vq_buf *buf);
void avc_vq_buf_done(struct avc_vq *q, struct avc_vq_buf *buf,
		     u32 bytesused, u32 sequence, u64 timestamp, bool error);

#endif /* _AVC_VQ_H */
