// SPDX-License-Identifier: GPL-2.0
/*
 * avc_v4l2 - V4L2 ioctls.
 *
 * All of them run with dev->lock held (video_device.lock), which is also
 * the buffer queue's lock.  Priority (G/S_PRIORITY and the checks on the
 * ioctls that change state) is done by the V4L2 core, because the driver
 * uses struct v4l2_fh.
 */
#include <linux/string.h>
#include <media/v4l2-event.h>
#include <media/v4l2-ioctl.h>
#include <media/avc-v4l2.h>

#include "avc_v4l2.h"

static struct avc_v4l2_dev *avc_v4l2_file_dev(struct file *file)
{
	return video_drvdata(file);
}

static int avc_v4l2_querycap(struct file *file, void *priv,
			     struct v4l2_capability *cap)
{
	strscpy(cap->driver, KBUILD_MODNAME, sizeof(cap->driver));
	strscpy(cap->card, "avcompat virtual camera", sizeof(cap->card));
	strscpy(cap->bus_info, "platform:" KBUILD_MODNAME,
		sizeof(cap->bus_info));
	avc_querycap_set_caps(cap, AVC_V4L2_CAPS);
	return 0;
}

/* --- inputs ----------------------------------------------------------- */

static int avc_v4l2_enum_input(struct file *file, void *priv,
			       struct v4l2_input *inp)
{
	if (inp->index)
		return -EINVAL;
	inp->type = V4L2_INPUT_TYPE_CAMERA;
	strscpy(inp->name, "Camera", sizeof(inp->name));
	return 0;
}

static int avc_v4l2_g_input(struct file *file, void *priv, unsigned int *i)
{
	*i = avc_v4l2_file_dev(file)->input;
	return 0;
}

static int avc_v4l2_s_input(struct file *file, void *priv, unsigned int i)
{
	return i ? -EINVAL : 0;
}

/* --- formats ---------------------------------------------------------- */

static int avc_v4l2_enum_fmt(struct file *file, void *priv,
			     struct v4l2_fmtdesc *f)
{
	if (f->index >= avc_v4l2_num_formats)
		return -EINVAL;
	/* the V4L2 core fills in the description */
	f->pixelformat = avc_v4l2_formats[f->index].fourcc;
	return 0;
}

static int avc_v4l2_g_fmt(struct file *file, void *priv,
			  struct v4l2_format *f)
{
	f->fmt.pix = avc_v4l2_file_dev(file)->pix;
	return 0;
}

static const struct avc_v4l2_format *avc_v4l2_try(struct v4l2_format *f)
{
	const struct avc_v4l2_format *fmt;

	fmt = avc_v4l2_find_format(f->fmt.pix.pixelformat);
	if (!fmt)
		fmt = &avc_v4l2_formats[0];
	avc_v4l2_fill_pix(&f->fmt.pix, fmt);
	return fmt;
}

static int avc_v4l2_try_fmt(struct file *file, void *priv,
			    struct v4l2_format *f)
{
	avc_v4l2_try(f);
	return 0;
}

static int avc_v4l2_s_fmt(struct file *file, void *priv,
			  struct v4l2_format *f)
{
	struct avc_v4l2_dev *dev = avc_v4l2_file_dev(file);
	const struct avc_v4l2_format *fmt = avc_v4l2_try(f);

	if (avc_vq_is_busy(&dev->vq))
		return -EBUSY;
	dev->fmt = fmt;
	dev->pix = f->fmt.pix;
	return 0;
}

static int avc_v4l2_enum_framesizes(struct file *file, void *priv,
				    struct v4l2_frmsizeenum *fsize)
{
	if (!avc_v4l2_find_format(fsize->pixel_format) ||
	    fsize->index >= avc_v4l2_num_sizes)
		return -EINVAL;
	fsize->type = V4L2_FRMSIZE_TYPE_DISCRETE;
	fsize->discrete = avc_v4l2_sizes[fsize->index];
	return 0;
}

static int avc_v4l2_enum_frameintervals(struct file *file, void *priv,
					struct v4l2_frmivalenum *fival)
{
	if (!avc_v4l2_find_format(fival->pixel_format) ||
	    !avc_v4l2_valid_size(fival->width, fival->height) ||
	    fival->index >= avc_v4l2_num_intervals)
		return -EINVAL;
	fival->type = V4L2_FRMIVAL_TYPE_DISCRETE;
	fival->discrete = avc_v4l2_intervals[fival->index];
	return 0;
}

/* --- frame interval --------------------------------------------------- */

static int avc_v4l2_g_parm(struct file *file, void *priv,
			   struct v4l2_streamparm *parm)
{
	struct avc_v4l2_dev *dev = avc_v4l2_file_dev(file);
	struct v4l2_captureparm *cp = &parm->parm.capture;

	if (parm->type != V4L2_BUF_TYPE_VIDEO_CAPTURE)
		return -EINVAL;
	memset(cp, 0, sizeof(*cp));
	cp->capability = V4L2_CAP_TIMEPERFRAME;
	cp->timeperframe = dev->timeperframe;
	cp->readbuffers = dev->vq.read_buffers;
	return 0;
}

static int avc_v4l2_s_parm(struct file *file, void *priv,
			   struct v4l2_streamparm *parm)
{
	struct avc_v4l2_dev *dev = avc_v4l2_file_dev(file);
	const struct v4l2_fract *tpf;

	if (parm->type != V4L2_BUF_TYPE_VIDEO_CAPTURE)
		return -EINVAL;
	tpf = avc_v4l2_nearest_interval(&parm->parm.capture.timeperframe);
	/* the frame thread picks it up at its next tick */
	spin_lock(&dev->tpf_lock);
	dev->timeperframe = *tpf;
	spin_unlock(&dev->tpf_lock);
	return avc_v4l2_g_parm(file, priv, parm);
}

/* --- buffers: the shared queue ---------------------------------------- */

static int avc_v4l2_reqbufs(struct file *file, void *priv,
			    struct v4l2_requestbuffers *p)
{
	struct avc_v4l2_dev *dev = avc_v4l2_file_dev(file);

	return avc_vq_reqbufs(&dev->vq, priv, p, dev->pix.sizeimage);
}

static int avc_v4l2_create_bufs(struct file *file, void *priv,
				struct v4l2_create_buffers *c)
{
	struct avc_v4l2_dev *dev = avc_v4l2_file_dev(file);

	return avc_vq_create_bufs(&dev->vq, priv, c, dev->pix.sizeimage);
}

static int avc_v4l2_querybuf(struct file *file, void *priv,
			     struct v4l2_buffer *b)
{
	return avc_vq_querybuf(&avc_v4l2_file_dev(file)->vq, b);
}

static int avc_v4l2_qbuf(struct file *file, void *priv, struct v4l2_buffer *b)
{
	return avc_vq_qbuf(&avc_v4l2_file_dev(file)->vq, priv, b);
}

static int avc_v4l2_dqbuf(struct file *file, void *priv,
			  struct v4l2_buffer *b)
{
	return avc_vq_dqbuf(&avc_v4l2_file_dev(file)->vq, priv, b,
			    file->f_flags & O_NONBLOCK);
}

static int avc_v4l2_streamon(struct file *file, void *priv,
			     enum v4l2_buf_type type)
{
	return avc_vq_streamon(&avc_v4l2_file_dev(file)->vq, priv, type);
}

static int avc_v4l2_streamoff(struct file *file, void *priv,
			      enum v4l2_buf_type type)
{
	return avc_vq_streamoff(&avc_v4l2_file_dev(file)->vq, priv, type);
}

const struct v4l2_ioctl_ops avc_v4l2_ioctl_ops = {
	.vidioc_querycap = avc_v4l2_querycap,

	.vidioc_enum_input = avc_v4l2_enum_input,
	.vidioc_g_input = avc_v4l2_g_input,
	.vidioc_s_input = avc_v4l2_s_input,

	.vidioc_enum_fmt_vid_cap = avc_v4l2_enum_fmt,
	.vidioc_g_fmt_vid_cap = avc_v4l2_g_fmt,
	.vidioc_try_fmt_vid_cap = avc_v4l2_try_fmt,
	.vidioc_s_fmt_vid_cap = avc_v4l2_s_fmt,
	.vidioc_enum_framesizes = avc_v4l2_enum_framesizes,
	.vidioc_enum_frameintervals = avc_v4l2_enum_frameintervals,
	.vidioc_g_parm = avc_v4l2_g_parm,
	.vidioc_s_parm = avc_v4l2_s_parm,

	.vidioc_reqbufs = avc_v4l2_reqbufs,
	.vidioc_create_bufs = avc_v4l2_create_bufs,
	.vidioc_querybuf = avc_v4l2_querybuf,
	.vidioc_qbuf = avc_v4l2_qbuf,
	.vidioc_dqbuf = avc_v4l2_dqbuf,
	.vidioc_streamon = avc_v4l2_streamon,
	.vidioc_streamoff = avc_v4l2_streamoff,

	.vidioc_log_status = v4l2_ctrl_log_status,
	.vidioc_subscribe_event = v4l2_ctrl_subscribe_event,
	.vidioc_unsubscribe_event = v4l2_event_unsubscribe,
};
