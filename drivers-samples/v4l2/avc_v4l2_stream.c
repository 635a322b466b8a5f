// SPDX-License-Identifier: GPL-2.0
/*
 * avc_v4l2 - the frame thread and the buffer queue's callbacks.
 *
 * A kthread keeps a frame clock at the current frame interval with
 * absolute hrtimer sleeps (no drift).  Every tick is one frame and takes
 * the next sequence number, like a sensor that runs whether or not user
 * space keeps up: a tick that finds no queued buffer is dropped, ticks
 * that pass while the thread cannot run (a busy or emulated CPU) are
 * skipped.  Either way the sequence numbers show the gap, and sequence /
 * elapsed time stays equal to the frame rate.
 *
 * Frames are generated in process context (they are up to 2.7 MB), so a
 * thread and not an hrtimer callback.
 */
#include <linux/hrtimer.h>
#include <linux/kthread.h>
#include <linux/ktime.h>
#include <linux/slab.h>

#include "avc_v4l2.h"

/* One tick: fill the next queued buffer, if there is one. */
static void avc_v4l2_tick(struct avc_v4l2_dev *dev, u32 sequence)
{
	struct avc_v4l2_frame f = dev->stream;
	struct avc_vq_buf *buf = avc_vq_next_buf(&dev->cap.vq);

	if (!buf) {
		dev->no_buffer++;
		return;
	}
	f.brightness = READ_ONCE(dev->cap.brightness);
	f.contrast = READ_ONCE(dev->cap.contrast);
	f.pattern = READ_ONCE(dev->cap.pattern);
	avc_v4l2_fill_frame(avc_vq_buf_vaddr(buf), &f, sequence, dev->scratch);
	avc_vq_buf_done(&dev->cap.vq, buf, f.sizeimage, sequence, ktime_get_ns(),
			false);
	dev->delivered++;
}

static int avc_v4l2_thread(void *data)
{
	struct avc_v4l2_dev *dev = data;
	u64 interval = avc_vcap_interval_ns(&dev->cap);
	ktime_t next = ktime_add_ns(ktime_get(), interval);
	ktime_t now;

	for (;;) {
		set_current_state(TASK_INTERRUPTIBLE);
		if (kthread_should_stop())
			break;
		schedule_hrtimeout(&next, HRTIMER_MODE_ABS);
		if (kthread_should_stop())
			break;
		now = ktime_get();
		if (ktime_before(now, next))
			continue;
		/* ticks that passed entirely while we could not run */
		while (ktime_compare(ktime_add_ns(next, interval), now) <= 0) {
			next = ktime_add_ns(next, interval);
			dev->frames++;
			dev->late++;
		}
		avc_v4l2_tick(dev, dev->frames++);
		/* S_PARM while streaming: the new interval from this tick on */
		interval = avc_vcap_interval_ns(&dev->cap);
		next = ktime_add_ns(next, interval);
	}
	__set_current_state(TASK_RUNNING);
	return 0;
}

static int avc_v4l2_start_streaming(struct avc_vq *q)
{
	struct avc_v4l2_dev *dev = container_of(q->drv_priv,
						struct avc_v4l2_dev, cap);
	struct task_struct *t;

	dev->stream.fmt = dev->cap.fmt;
	dev->stream.width = dev->cap.pix.width;
	dev->stream.height = dev->cap.pix.height;
	dev->stream.bytesperline = dev->cap.pix.bytesperline;
	dev->stream.sizeimage = dev->cap.pix.sizeimage;
	dev->scratch = kmalloc(avc_v4l2_scratch_size(dev->cap.pix.width),
			       GFP_KERNEL);
	if (!dev->scratch)
		return -ENOMEM;
	dev->frames = 0;
	dev->delivered = 0;
	dev->no_buffer = 0;
	dev->late = 0;
	t = kthread_run(avc_v4l2_thread, dev, "%s-cap",
			dev->cap.v4l2_dev.name);
	if (IS_ERR(t)) {
		kfree(dev->scratch);
		dev->scratch = NULL;
		return PTR_ERR(t);
	}
	dev->thread = t;
	return 0;
}

static void avc_v4l2_stop_streaming(struct avc_vq *q)
{
	struct avc_v4l2_dev *dev = container_of(q->drv_priv,
						struct avc_v4l2_dev, cap);

	if (!dev->thread)
		return;
	/* waits until the thread has returned: it holds no buffer after */
	kthread_stop(dev->thread);
	dev->thread = NULL;
	kfree(dev->scratch);
	dev->scratch = NULL;
	v4l2_dbg(1, avc_v4l2_debug, &dev->cap.v4l2_dev,
		 "stream stopped: %u ticks, %u delivered, %u without a buffer, %u late\n",
		 dev->frames, dev->delivered, dev->no_buffer, dev->late);
}

const struct avc_vq_ops avc_v4l2_vq_ops = {
	.start_streaming = avc_v4l2_start_streaming,
	.stop_streaming = avc_v4l2_stop_streaming,
};
