// SPDX-License-Identifier: GPL-2.0
/*
 * avc_vb2cam - a videobuf2 (vmalloc) capture driver written for 7.3's API:
 * q->lock set and no wait ops, min_queued_buffers, the ioctls' priv
 * unused (NULL from 6.18 on), registered like vivid through a platform
 * device and driver of its own, whose remove returns void (6.11; through
 * AVC_PLATFORM_REMOVE(): .remove_new on 6.1.30+ and 6.3-6.10, an int
 * wrapper on 5.10).  No version checks: avcompat's compat/ headers make
 * it build and behave the same on every kernel.
 *
 * Frames (YUYV, 320x240 or 640x480) follow a documented pattern that
 * tests/clients/vb2-check recomputes: bytes 0..3 the frame's sequence
 * number n (little endian), bytes 4..7 its complement, byte i >= 8 is
 * (i + 3 * n) & 0xff.
 */
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/workqueue.h>
#include <linux/unaligned.h>
#include <media/v4l2-device.h>
#include <media/v4l2-dev.h>
#include <media/v4l2-fh.h>
#include <media/v4l2-ioctl.h>
#include <media/videobuf2-v4l2.h>
#include <media/videobuf2-vmalloc.h>

#define AVC_VB2CAM_NAME "avc_vb2cam"
#define AVC_VB2CAM_MIN_QUEUED 2
#define AVC_VB2CAM_FPS 30
/* one frame interval, the delay of the frame work */
#define AVC_VB2CAM_INTERVAL usecs_to_jiffies(USEC_PER_SEC / AVC_VB2CAM_FPS)

/**
 * struct avc_vb2cam_buf - a vb2 buffer on the driver's list
 * @vb: the vb2 buffer
 * @list: entry in &avc_vb2cam.queued
 */
struct avc_vb2cam_buf {
	struct vb2_v4l2_buffer vb;
	struct list_head list;
};

/**
 * struct avc_vb2cam - one camera
 * @v4l2_dev: the V4L2 device (its release frees this)
 * @vdev: the video node
 * @queue: the vb2 queue
 * @lock: serialises the ioctls and the queue (vdev.lock and queue.lock)
 * @slock: protects @queued, taken from the frame work
 * @queued: buffers the driver owns, oldest first
 * @work: the frame producer, one frame per run
 * @pix: the current format
 * @sequence: the next frame's sequence number
 */
struct avc_vb2cam {
	struct v4l2_device v4l2_dev;
	struct video_device vdev;
	struct vb2_queue queue;
	struct mutex lock; /* ioctls and queue */
	spinlock_t slock; /* @queued */
	struct list_head queued;
	struct delayed_work work;
	struct v4l2_pix_format pix;
	u32 sequence;
};

static bool nolock;
module_param(nolock, bool, 0444);
MODULE_PARM_DESC(nolock,
		 "test only: init the queue without q->lock, which vb2_queue_init() must refuse (WARN, -EINVAL) on every kernel");

static const struct v4l2_frmsize_discrete avc_vb2cam_sizes[] = {
	{ 320, 240 }, { 640, 480 },
};

/* fill_frame - the documented pattern for frame @n */
static void avc_vb2cam_fill(u8 *p, size_t len, u32 n)
{
	size_t i;

	put_unaligned_le32(n, p);
	put_unaligned_le32(~n, p + 4);
	for (i = 8; i < len; i++)
		p[i] = (i + 3 * n) & 0xff;
}

static void avc_vb2cam_work(struct work_struct *work)
{
	struct avc_vb2cam *cam = container_of(to_delayed_work(work),
					      struct avc_vb2cam, work);
	struct avc_vb2cam_buf *buf;
	unsigned long flags;

	spin_lock_irqsave(&cam->slock, flags);
	buf = list_first_entry_or_null(&cam->queued, struct avc_vb2cam_buf,
				       list);
	if (buf)
		list_del(&buf->list);
	spin_unlock_irqrestore(&cam->slock, flags);
	if (buf) {
		avc_vb2cam_fill(vb2_plane_vaddr(&buf->vb.vb2_buf, 0),
				cam->pix.sizeimage, cam->sequence);
		vb2_set_plane_payload(&buf->vb.vb2_buf, 0, cam->pix.sizeimage);
		buf->vb.sequence = cam->sequence++;
		buf->vb.field = V4L2_FIELD_NONE;
		buf->vb.vb2_buf.timestamp = ktime_get_ns();
		vb2_buffer_done(&buf->vb.vb2_buf, VB2_BUF_STATE_DONE);
	}
	schedule_delayed_work(&cam->work, AVC_VB2CAM_INTERVAL);
}

/* ------------------------------------------------------------ vb2 */

static int avc_vb2cam_queue_setup(struct vb2_queue *q, unsigned int *nbuf,
				  unsigned int *nplanes, unsigned int sizes[],
				  struct device *alloc_devs[])
{
	struct avc_vb2cam *cam = vb2_get_drv_priv(q);

	if (*nplanes)
		return sizes[0] < cam->pix.sizeimage ? -EINVAL : 0;
	*nplanes = 1;
	sizes[0] = cam->pix.sizeimage;
	return 0;
}

static int avc_vb2cam_buf_prepare(struct vb2_buffer *vb)
{
	struct avc_vb2cam *cam = vb2_get_drv_priv(vb->vb2_queue);

	if (vb2_plane_size(vb, 0) < cam->pix.sizeimage)
		return -EINVAL;
	return 0;
}

static void avc_vb2cam_buf_queue(struct vb2_buffer *vb)
{
	struct avc_vb2cam *cam = vb2_get_drv_priv(vb->vb2_queue);
	struct avc_vb2cam_buf *buf = container_of(to_vb2_v4l2_buffer(vb),
						  struct avc_vb2cam_buf, vb);
	unsigned long flags;

	spin_lock_irqsave(&cam->slock, flags);
	list_add_tail(&buf->list, &cam->queued);
	spin_unlock_irqrestore(&cam->slock, flags);
}

/* return_all - give every buffer the driver owns back to vb2 in @state */
static void avc_vb2cam_return_all(struct avc_vb2cam *cam,
				  enum vb2_buffer_state state)
{
	struct avc_vb2cam_buf *buf, *tmp;
	unsigned long flags;

	spin_lock_irqsave(&cam->slock, flags);
	list_for_each_entry_safe(buf, tmp, &cam->queued, list) {
		list_del(&buf->list);
		vb2_buffer_done(&buf->vb.vb2_buf, state);
	}
	spin_unlock_irqrestore(&cam->slock, flags);
}

static int avc_vb2cam_start(struct vb2_queue *q, unsigned int count)
{
	struct avc_vb2cam *cam = vb2_get_drv_priv(q);

	cam->sequence = 0;
	/*
	 * The first frame one frame interval after STREAMON, as a sensor
	 * delivers it: not before a read() that starts streaming can look
	 * for one (v4l2-compliance's read/write test expects EAGAIN from
	 * two such non-blocking reads alike).
	 */
	schedule_delayed_work(&cam->work, AVC_VB2CAM_INTERVAL);
	return 0;
}

static void avc_vb2cam_stop(struct vb2_queue *q)
{
	struct avc_vb2cam *cam = vb2_get_drv_priv(q);

	cancel_delayed_work_sync(&cam->work);
	avc_vb2cam_return_all(cam, VB2_BUF_STATE_ERROR);
}

/* 7.3's form: no wait ops, vb2 drops q->lock itself */
static const struct vb2_ops avc_vb2cam_qops = {
	.queue_setup = avc_vb2cam_queue_setup,
	.buf_prepare = avc_vb2cam_buf_prepare,
	.buf_queue = avc_vb2cam_buf_queue,
	.start_streaming = avc_vb2cam_start,
	.stop_streaming = avc_vb2cam_stop,
};

/* ------------------------------------------------------------ ioctls */

static int avc_vb2cam_querycap(struct file *file, void *priv,
			       struct v4l2_capability *cap)
{
	strscpy(cap->driver, AVC_VB2CAM_NAME, sizeof(cap->driver));
	strscpy(cap->card, "avcompat vb2 camera", sizeof(cap->card));
	strscpy(cap->bus_info, "platform:" AVC_VB2CAM_NAME,
		sizeof(cap->bus_info));
	return 0;
}

static int avc_vb2cam_enum_fmt(struct file *file, void *priv,
			       struct v4l2_fmtdesc *f)
{
	if (f->index)
		return -EINVAL;
	f->pixelformat = V4L2_PIX_FMT_YUYV;
	return 0;
}

/* the nearest supported size, and the format's derived fields */
static void avc_vb2cam_fix(struct v4l2_pix_format *pix)
{
	const struct v4l2_frmsize_discrete *s = &avc_vb2cam_sizes[0];

	if (pix->width >= 640 && pix->height >= 480)
		s = &avc_vb2cam_sizes[1];
	pix->width = s->width;
	pix->height = s->height;
	pix->pixelformat = V4L2_PIX_FMT_YUYV;
	pix->field = V4L2_FIELD_NONE;
	pix->bytesperline = s->width * 2;
	pix->sizeimage = pix->bytesperline * s->height;
	pix->colorspace = V4L2_COLORSPACE_SRGB;
	pix->xfer_func = V4L2_XFER_FUNC_DEFAULT;
	pix->ycbcr_enc = V4L2_YCBCR_ENC_DEFAULT;
	pix->quantization = V4L2_QUANTIZATION_DEFAULT;
	pix->priv = 0;
	pix->flags = 0;
}

static int avc_vb2cam_g_fmt(struct file *file, void *priv,
			    struct v4l2_format *f)
{
	struct avc_vb2cam *cam = video_drvdata(file);

	f->fmt.pix = cam->pix;
	return 0;
}

static int avc_vb2cam_try_fmt(struct file *file, void *priv,
			      struct v4l2_format *f)
{
	avc_vb2cam_fix(&f->fmt.pix);
	return 0;
}

static int avc_vb2cam_s_fmt(struct file *file, void *priv,
			    struct v4l2_format *f)
{
	struct avc_vb2cam *cam = video_drvdata(file);

	if (vb2_is_busy(&cam->queue))
		return -EBUSY;
	avc_vb2cam_fix(&f->fmt.pix);
	cam->pix = f->fmt.pix;
	return 0;
}

static int avc_vb2cam_enum_framesizes(struct file *file, void *priv,
				      struct v4l2_frmsizeenum *fs)
{
	if (fs->index >= ARRAY_SIZE(avc_vb2cam_sizes) ||
	    fs->pixel_format != V4L2_PIX_FMT_YUYV)
		return -EINVAL;
	fs->type = V4L2_FRMSIZE_TYPE_DISCRETE;
	fs->discrete = avc_vb2cam_sizes[fs->index];
	return 0;
}

static int avc_vb2cam_enum_input(struct file *file, void *priv,
				 struct v4l2_input *inp)
{
	if (inp->index)
		return -EINVAL;
	inp->type = V4L2_INPUT_TYPE_CAMERA;
	strscpy(inp->name, "Camera", sizeof(inp->name));
	return 0;
}

static int avc_vb2cam_g_input(struct file *file, void *priv, unsigned int *i)
{
	*i = 0;
	return 0;
}

static int avc_vb2cam_s_input(struct file *file, void *priv, unsigned int i)
{
	return i ? -EINVAL : 0;
}

static const struct v4l2_ioctl_ops avc_vb2cam_ioctl_ops = {
	.vidioc_querycap = avc_vb2cam_querycap,
	.vidioc_enum_fmt_vid_cap = avc_vb2cam_enum_fmt,
	.vidioc_g_fmt_vid_cap = avc_vb2cam_g_fmt,
	.vidioc_try_fmt_vid_cap = avc_vb2cam_try_fmt,
	.vidioc_s_fmt_vid_cap = avc_vb2cam_s_fmt,
	.vidioc_enum_framesizes = avc_vb2cam_enum_framesizes,
	.vidioc_enum_input = avc_vb2cam_enum_input,
	.vidioc_g_input = avc_vb2cam_g_input,
	.vidioc_s_input = avc_vb2cam_s_input,
	.vidioc_reqbufs = vb2_ioctl_reqbufs,
	.vidioc_create_bufs = vb2_ioctl_create_bufs,
	.vidioc_prepare_buf = vb2_ioctl_prepare_buf,
	.vidioc_querybuf = vb2_ioctl_querybuf,
	.vidioc_qbuf = vb2_ioctl_qbuf,
	.vidioc_dqbuf = vb2_ioctl_dqbuf,
	.vidioc_expbuf = vb2_ioctl_expbuf,
	.vidioc_streamon = vb2_ioctl_streamon,
	.vidioc_streamoff = vb2_ioctl_streamoff,
};

static const struct v4l2_file_operations avc_vb2cam_fops = {
	.owner = THIS_MODULE,
	.open = v4l2_fh_open,
	.release = vb2_fop_release,
	.read = vb2_fop_read,
	.poll = vb2_fop_poll,
	.mmap = vb2_fop_mmap,
	.unlocked_ioctl = video_ioctl2,
};

/* ------------------------------------------------------------ device */

static void avc_vb2cam_release(struct v4l2_device *v4l2_dev)
{
	struct avc_vb2cam *cam = container_of(v4l2_dev, struct avc_vb2cam,
					      v4l2_dev);

	v4l2_device_unregister(v4l2_dev);
	kfree(cam);
}

static int avc_vb2cam_init_queue(struct avc_vb2cam *cam, struct device *dev)
{
	struct vb2_queue *q = &cam->queue;

	q->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	q->io_modes = VB2_MMAP | VB2_READ | VB2_DMABUF;
	q->drv_priv = cam;
	q->buf_struct_size = sizeof(struct avc_vb2cam_buf);
	q->ops = &avc_vb2cam_qops;
	q->mem_ops = &vb2_vmalloc_memops;
	q->timestamp_flags = V4L2_BUF_FLAG_TIMESTAMP_MONOTONIC;
	q->lock = nolock ? NULL : &cam->lock;
	q->dev = dev;
	AVC_VB2_MIN_QUEUED(q) = AVC_VB2CAM_MIN_QUEUED;
	return vb2_queue_init(q);
}

static int avc_vb2cam_probe(struct platform_device *pdev)
{
	struct avc_vb2cam *cam;
	struct video_device *vdev;
	int ret;

	cam = kzalloc_obj(*cam);
	if (!cam)
		return -ENOMEM;
	mutex_init(&cam->lock);
	spin_lock_init(&cam->slock);
	INIT_LIST_HEAD(&cam->queued);
	INIT_DELAYED_WORK(&cam->work, avc_vb2cam_work);
	cam->pix.width = 640;
	cam->pix.height = 480;
	avc_vb2cam_fix(&cam->pix);
	ret = v4l2_device_register(&pdev->dev, &cam->v4l2_dev);
	if (ret) {
		kfree(cam);
		return ret;
	}
	cam->v4l2_dev.release = avc_vb2cam_release;
	ret = avc_vb2cam_init_queue(cam, &pdev->dev);
	if (ret) {
		dev_err(&pdev->dev, "vb2_queue_init: %d\n", ret);
		goto put;
	}
	vdev = &cam->vdev;
	strscpy(vdev->name, "avcompat vb2 camera", sizeof(vdev->name));
	vdev->fops = &avc_vb2cam_fops;
	vdev->ioctl_ops = &avc_vb2cam_ioctl_ops;
	vdev->release = video_device_release_empty;
	vdev->v4l2_dev = &cam->v4l2_dev;
	vdev->queue = &cam->queue;
	vdev->lock = &cam->lock;
	vdev->device_caps = V4L2_CAP_VIDEO_CAPTURE | V4L2_CAP_STREAMING |
			    V4L2_CAP_READWRITE;
	video_set_drvdata(vdev, cam);
	ret = video_register_device(vdev, VFL_TYPE_VIDEO, -1);
	if (ret)
		goto put;
	platform_set_drvdata(pdev, cam);
	return 0;
put:
	v4l2_device_put(&cam->v4l2_dev);
	return ret;
}

/* unbind: the node goes now, the memory with the last reference */
static void avc_vb2cam_remove(struct platform_device *pdev)
{
	struct avc_vb2cam *cam = platform_get_drvdata(pdev);

	video_unregister_device(&cam->vdev);
	v4l2_device_put(&cam->v4l2_dev);
}

AVC_DEFINE_PLATFORM_REMOVE(avc_vb2cam_remove);

static struct platform_driver avc_vb2cam_driver = {
	.probe = avc_vb2cam_probe,
	AVC_PLATFORM_REMOVE(avc_vb2cam_remove),
	.driver = {
		.name = AVC_VB2CAM_NAME,
	},
};

static struct platform_device *avc_vb2cam_pdev;

static int __init avc_vb2cam_init(void)
{
	int ret;

	avc_vb2cam_pdev = platform_device_register_simple(AVC_VB2CAM_NAME, -1,
							  NULL, 0);
	if (IS_ERR(avc_vb2cam_pdev))
		return PTR_ERR(avc_vb2cam_pdev);
	ret = platform_driver_register(&avc_vb2cam_driver);
	if (ret)
		platform_device_unregister(avc_vb2cam_pdev);
	return ret;
}

static void __exit avc_vb2cam_exit(void)
{
	platform_driver_unregister(&avc_vb2cam_driver);
	platform_device_unregister(avc_vb2cam_pdev);
}

module_init(avc_vb2cam_init);
module_exit(avc_vb2cam_exit);
MODULE_DESCRIPTION("avcompat videobuf2 capture sample");
MODULE_LICENSE("GPL");
