// SPDX-License-Identifier: GPL-2.0
/*
 * vb2keep - vb2 capture queues of the 6.x era that cocci/81-vb2.cocci
 * leaves alone and scripts/cocci-apply lists: wait ops of the driver's
 * own that release its mutex around the wait (gone from 7.0, where vb2
 * drops q->lock itself), and a queue that sets no q->lock at all (7.0's
 * vb2_queue_init() refuses it, so every open() would fail).
 */
#include <linux/module.h>
#include <linux/mutex.h>
#include <media/videobuf2-v4l2.h>
#include <media/videobuf2-vmalloc.h>

static struct vb2_queue vb2keep_queue;
static DEFINE_MUTEX(vb2keep_mutex);

static int vb2keep_queue_setup(struct vb2_queue *q, unsigned int *nbuf,
			       unsigned int *nplanes, unsigned int sizes[],
			       struct device *alloc_devs[])
{
	*nplanes = 1;
	sizes[0] = PAGE_SIZE;
	return 0;
}

static void vb2keep_buf_queue(struct vb2_buffer *vb)
{
	vb2_buffer_done(vb, VB2_BUF_STATE_DONE);
}

static void vb2keep_unlock(struct vb2_queue *q)
{
	mutex_unlock(&vb2keep_mutex);
}

static void vb2keep_relock(struct vb2_queue *q)
{
	mutex_lock(&vb2keep_mutex);
}

static const struct vb2_ops vb2keep_qops = {
	.queue_setup = vb2keep_queue_setup,
	.buf_queue = vb2keep_buf_queue,
	.wait_prepare = vb2keep_unlock,
	.wait_finish = vb2keep_relock,
};

static int __init vb2keep_init(void)
{
	struct vb2_queue *q = &vb2keep_queue;

	q->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	q->io_modes = VB2_MMAP;
	q->ops = &vb2keep_qops;
	q->mem_ops = &vb2_vmalloc_memops;
	q->timestamp_flags = V4L2_BUF_FLAG_TIMESTAMP_MONOTONIC;
	return vb2_queue_init(q);
}

static void __exit vb2keep_exit(void)
{
	vb2_queue_release(&vb2keep_queue);
}

module_init(vb2keep_init);
module_exit(vb2keep_exit);
MODULE_DESCRIPTION("vb2keep cocci fixture");
MODULE_LICENSE("GPL");
