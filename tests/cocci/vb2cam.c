// SPDX-License-Identifier: GPL-2.0
/*
 * vb2cam - an old-style vb2 capture queue (6.7 and before): explicit wait
 * ops and min_buffers_needed; the input of cocci/81-vb2.cocci.
 */
#include <linux/module.h>
#include <linux/mutex.h>
#include <media/videobuf2-v4l2.h>
#include <media/videobuf2-vmalloc.h>

static struct vb2_queue vb2cam_queue;
static DEFINE_MUTEX(vb2cam_lock);

static int vb2cam_queue_setup(struct vb2_queue *q, unsigned int *nbuf,
			      unsigned int *nplanes, unsigned int sizes[],
			      struct device *alloc_devs[])
{
	*nplanes = 1;
	sizes[0] = PAGE_SIZE;
	return 0;
}

static void vb2cam_buf_queue(struct vb2_buffer *vb)
{
	vb2_buffer_done(vb, VB2_BUF_STATE_DONE);
}

static const struct vb2_ops vb2cam_qops = {
	.queue_setup = vb2cam_queue_setup,
	.buf_queue = vb2cam_buf_queue,
	.wait_prepare = vb2_ops_wait_prepare,
	.wait_finish = vb2_ops_wait_finish,
};

static int __init vb2cam_init(void)
{
	struct vb2_queue *q = &vb2cam_queue;

	q->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	q->io_modes = VB2_MMAP;
	q->ops = &vb2cam_qops;
	q->mem_ops = &vb2_vmalloc_memops;
	q->timestamp_flags = V4L2_BUF_FLAG_TIMESTAMP_MONOTONIC;
	q->lock = &vb2cam_lock;
	q->min_buffers_needed = 2;
	return vb2_queue_init(q);
}

static void __exit vb2cam_exit(void)
{
	vb2_queue_release(&vb2cam_queue);
}

module_init(vb2cam_init);
module_exit(vb2cam_exit);
MODULE_DESCRIPTION("vb2cam cocci fixture");
MODULE_LICENSE("GPL");
