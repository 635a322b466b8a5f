// SPDX-License-Identifier: GPL-2.0
/*
 * avc_vcap - the V4L2 capture node the sample cameras share.
 *
 * See avc_vcap.h for the model.  Compiled into each sample module (like
 * avc_vq.c: each sample links both into its directory and lists them in
 * its Kbuild), so KBUILD_MODNAME is the driver's name and nothing is
 * exported.
 *
 * Every ioctl runs with cap->lock held (video_device.lock), which is also
 * the buffer queue's lock; so do read(), poll() and release, but not
 * mmap() (see avc_vcap_mmap()).  Priority (G/S_PRIORITY and the checks on the
 * ioctls that change state) is done by the V4L2 core, because the node
 * uses struct v4l2_fh.  After avc_vcap_disconnect() the core refuses new
 * ioctls, read(), poll() and mmap() with -ENODEV (the node is
 * unregistered); calls already inside see -ENODEV from the queue.
 */
#include <linux/fs.h>
#include <linux/kernel.h>
#include <linux/math64.h>
#include <linux/module.h>
#include <linux/string.h>
#include <media/v4l2-event.h>
#include <media/v4l2-fh.h>
#include <media/v4l2-ioctl.h>
#include <avcompat/v4l2.h>

#include "avc_vcap.h"

static struct avc_vcap *avc_vcap_file(struct file *file)
{
	return video_drvdata(file);
}

/*
 * The queue's owner token: the file's struct v4l2_fh, the same for the
 * file operations and the ioctls.  Never the ioctls' priv argument: from
 * 6.18 on the V4L2 core passes NULL there to every callback, and a NULL
 * owner lets any file handle take the queue and keeps close() from
 * tearing it down.
 */
static void *avc_vcap_owner(struct file *file)
{
	return file_to_v4l2_fh(file);
}

/* --- format tables ------------------------------------------------------ */

/**
 * avc_vcap_find_format() - look up a pixel format
 * @cap: the node
 * @fourcc: V4L2_PIX_FMT_*
 *
 * Return: the format, or NULL if the device does not have it.
 */
const struct avc_vcap_format *avc_vcap_find_format(struct avc_vcap *cap,
						   u32 fourcc)
{
	unsigned int i;

	for (i = 0; i < cap->modes->num_formats; i++)
		if (cap->modes->formats[i].fourcc == fourcc)
			return &cap->modes->formats[i];
	return NULL;
}

/**
 * avc_vcap_valid_size() - is this one of the frame sizes?
 * @cap: the node
 * @width: pixels
 * @height: lines
 *
 * Return: true if @width x @height is in the driver's table.
 */
bool avc_vcap_valid_size(struct avc_vcap *cap, u32 width, u32 height)
{
	unsigned int i;

	for (i = 0; i < cap->modes->num_sizes; i++)
		if (cap->modes->sizes[i].width == width &&
		    cap->modes->sizes[i].height == height)
			return true;
	return false;
}

static u32 avc_vcap_dist(u32 a, u32 b)
{
	return a > b ? a - b : b - a;
}

/**
 * avc_vcap_fill_pix() - complete a format the way the device can do it
 * @cap: the node
 * @pix: width, height in (anything); all fields out
 * @fmt: the pixel format
 *
 * Picks the frame size nearest to the request and fills in the rest: no
 * line padding, field NONE, sRGB.
 */
void avc_vcap_fill_pix(struct avc_vcap *cap, struct v4l2_pix_format *pix,
		       const struct avc_vcap_format *fmt)
{
	const struct v4l2_frmsize_discrete *best = &cap->modes->sizes[0];
	u64 best_dist = U64_MAX;
	unsigned int i;

	for (i = 0; i < cap->modes->num_sizes; i++) {
		const struct v4l2_frmsize_discrete *s = &cap->modes->sizes[i];
		u64 dist = (u64)avc_vcap_dist(s->width, pix->width) +
			   avc_vcap_dist(s->height, pix->height);

		if (dist < best_dist) {
			best = s;
			best_dist = dist;
		}
	}
	memset(pix, 0, sizeof(*pix));
	pix->pixelformat = fmt->fourcc;
	pix->width = best->width;
	pix->height = best->height;
	pix->field = V4L2_FIELD_NONE;
	pix->bytesperline = best->width / fmt->ppu * fmt->unit;
	pix->sizeimage = pix->bytesperline * best->height;
	pix->colorspace = V4L2_COLORSPACE_SRGB;
}

static u64 avc_vcap_fract_ns(const struct v4l2_fract *f)
{
	return div_u64((u64)f->numerator * NSEC_PER_SEC, f->denominator);
}

/**
 * avc_vcap_nearest_interval() - the supported frame interval nearest to one
 * @cap: the node
 * @tpf: the requested interval; 0/0 (or any zero part) asks for the default
 *
 * Return: an entry of the driver's interval table.
 */
const struct v4l2_fract *avc_vcap_nearest_interval(struct avc_vcap *cap,
						   const struct v4l2_fract *tpf)
{
	const struct v4l2_fract *best = &cap->modes->intervals[0];
	u64 want, best_dist = U64_MAX;
	unsigned int i;

	if (!tpf->numerator || !tpf->denominator)
		return best;
	want = avc_vcap_fract_ns(tpf);
	for (i = 0; i < cap->modes->num_intervals; i++) {
		u64 ns = avc_vcap_fract_ns(&cap->modes->intervals[i]);
		u64 dist = ns > want ? ns - want : want - ns;

		if (dist < best_dist) {
			best = &cap->modes->intervals[i];
			best_dist = dist;
		}
	}
	return best;
}

/**
 * avc_vcap_get_interval() - the current frame interval
 * @cap: the node
 *
 * Any context but hard interrupts; S_PARM may change it at any time.
 *
 * Return: a copy of @cap->timeperframe.
 */
struct v4l2_fract avc_vcap_get_interval(struct avc_vcap *cap)
{
	struct v4l2_fract tpf;

	spin_lock(&cap->tpf_lock);
	tpf = cap->timeperframe;
	spin_unlock(&cap->tpf_lock);
	return tpf;
}

/**
 * avc_vcap_interval_ns() - the current frame interval in nanoseconds
 * @cap: the node
 *
 * Return: avc_vcap_get_interval() in ns.
 */
u64 avc_vcap_interval_ns(struct avc_vcap *cap)
{
	struct v4l2_fract tpf = avc_vcap_get_interval(cap);

	return avc_vcap_fract_ns(&tpf);
}

/* --- file operations ---------------------------------------------------- */

static int avc_vcap_release(struct file *file)
{
	struct avc_vcap *cap = avc_vcap_file(file);

	mutex_lock(&cap->lock);
	avc_vq_release(&cap->vq, avc_vcap_owner(file));
	mutex_unlock(&cap->lock);
	return v4l2_fh_release(file);
}

static ssize_t avc_vcap_read(struct file *file, char __user *data,
			     size_t count, loff_t *ppos)
{
	struct avc_vcap *cap = avc_vcap_file(file);
	ssize_t ret;

	if (mutex_lock_interruptible(&cap->lock))
		return -ERESTARTSYS;
	ret = avc_vq_read(&cap->vq, avc_vcap_owner(file), data, count,
			  file->f_flags & O_NONBLOCK, cap->pix.sizeimage);
	mutex_unlock(&cap->lock);
	return ret;
}

static __poll_t avc_vcap_poll(struct file *file, poll_table *wait)
{
	struct avc_vcap *cap = avc_vcap_file(file);
	__poll_t mask = v4l2_ctrl_poll(file, wait);

	mutex_lock(&cap->lock);
	mask |= avc_vq_poll(&cap->vq, file, wait);
	mutex_unlock(&cap->lock);
	return mask;
}

/*
 * Not under cap->lock: the kernel calls ->mmap with the mmap lock held
 * for writing, and read() copies to user space (which may fault and take
 * the mmap lock) under cap->lock.  avc_vq_mmap() takes the queue's own
 * mmap_lock (issue 28).
 */
static int avc_vcap_mmap(struct file *file, struct vm_area_struct *vma)
{
	return avc_vq_mmap(&avc_vcap_file(file)->vq, vma);
}

static const struct v4l2_file_operations avc_vcap_fops = {
	.owner = THIS_MODULE,
	.open = v4l2_fh_open,
	.release = avc_vcap_release,
	.read = avc_vcap_read,
	.poll = avc_vcap_poll,
	.mmap = avc_vcap_mmap,
	.unlocked_ioctl = video_ioctl2,
};

/* --- ioctls: device, input ------------------------------------------------ */

static int avc_vcap_querycap(struct file *file, void *priv,
			     struct v4l2_capability *c)
{
	struct avc_vcap *cap = avc_vcap_file(file);

	strscpy(c->driver, KBUILD_MODNAME, sizeof(c->driver));
	strscpy(c->card, cap->card, sizeof(c->card));
	strscpy(c->bus_info, cap->bus_info, sizeof(c->bus_info));
	avc_querycap_set_caps(c, AVC_VCAP_CAPS);
	return 0;
}

static int avc_vcap_enum_input(struct file *file, void *priv,
			       struct v4l2_input *inp)
{
	if (inp->index)
		return -EINVAL;
	inp->type = V4L2_INPUT_TYPE_CAMERA;
	strscpy(inp->name, "Camera", sizeof(inp->name));
	return 0;
}

static int avc_vcap_g_input(struct file *file, void *priv, unsigned int *i)
{
	*i = avc_vcap_file(file)->input;
	return 0;
}

static int avc_vcap_s_input(struct file *file, void *priv, unsigned int i)
{
	return i ? -EINVAL : 0;
}

/* --- ioctls: formats -------------------------------------------------- */

static int avc_vcap_enum_fmt(struct file *file, void *priv,
			     struct v4l2_fmtdesc *f)
{
	struct avc_vcap *cap = avc_vcap_file(file);

	if (f->index >= cap->modes->num_formats)
		return -EINVAL;
	/* the V4L2 core fills in the description */
	f->pixelformat = cap->modes->formats[f->index].fourcc;
	return 0;
}

static int avc_vcap_g_fmt(struct file *file, void *priv,
			  struct v4l2_format *f)
{
	f->fmt.pix = avc_vcap_file(file)->pix;
	return 0;
}

static const struct avc_vcap_format *avc_vcap_try(struct avc_vcap *cap,
						  struct v4l2_format *f)
{
	const struct avc_vcap_format *fmt;

	fmt = avc_vcap_find_format(cap, f->fmt.pix.pixelformat);
	if (!fmt)
		fmt = &cap->modes->formats[0];
	avc_vcap_fill_pix(cap, &f->fmt.pix, fmt);
	return fmt;
}

static int avc_vcap_try_fmt(struct file *file, void *priv,
			    struct v4l2_format *f)
{
	avc_vcap_try(avc_vcap_file(file), f);
	return 0;
}

static int avc_vcap_s_fmt(struct file *file, void *priv,
			  struct v4l2_format *f)
{
	struct avc_vcap *cap = avc_vcap_file(file);
	const struct avc_vcap_format *fmt = avc_vcap_try(cap, f);

	if (avc_vq_is_busy(&cap->vq))
		return -EBUSY;
	cap->fmt = fmt;
	cap->pix = f->fmt.pix;
	return 0;
}

static int avc_vcap_enum_framesizes(struct file *file, void *priv,
				    struct v4l2_frmsizeenum *fsize)
{
	struct avc_vcap *cap = avc_vcap_file(file);

	if (!avc_vcap_find_format(cap, fsize->pixel_format) ||
	    fsize->index >= cap->modes->num_sizes)
		return -EINVAL;
	fsize->type = V4L2_FRMSIZE_TYPE_DISCRETE;
	fsize->discrete = cap->modes->sizes[fsize->index];
	return 0;
}

static int avc_vcap_enum_frameintervals(struct file *file, void *priv,
					struct v4l2_frmivalenum *fival)
{
	struct avc_vcap *cap = avc_vcap_file(file);

	if (!avc_vcap_find_format(cap, fival->pixel_format) ||
	    !avc_vcap_valid_size(cap, fival->width, fival->height) ||
	    fival->index >= cap->modes->num_intervals)
		return -EINVAL;
	fival->type = V4L2_FRMIVAL_TYPE_DISCRETE;
	fival->discrete = cap->modes->intervals[fival->index];
	return 0;
}

/* --- ioctls: frame interval ------------------------------------------- */

static int avc_vcap_g_parm(struct file *file, void *priv,
			   struct v4l2_streamparm *parm)
{
	struct avc_vcap *cap = avc_vcap_file(file);
	struct v4l2_captureparm *cp = &parm->parm.capture;

	if (parm->type != V4L2_BUF_TYPE_VIDEO_CAPTURE)
		return -EINVAL;
	memset(cp, 0, sizeof(*cp));
	cp->capability = V4L2_CAP_TIMEPERFRAME;
	cp->timeperframe = avc_vcap_get_interval(cap);
	cp->readbuffers = cap->vq.read_buffers;
	return 0;
}

static int avc_vcap_s_parm(struct file *file, void *priv,
			   struct v4l2_streamparm *parm)
{
	struct avc_vcap *cap = avc_vcap_file(file);
	const struct v4l2_fract *tpf;

	if (parm->type != V4L2_BUF_TYPE_VIDEO_CAPTURE)
		return -EINVAL;
	tpf = avc_vcap_nearest_interval(cap, &parm->parm.capture.timeperframe);
	/* the producer picks it up when it next looks */
	spin_lock(&cap->tpf_lock);
	cap->timeperframe = *tpf;
	spin_unlock(&cap->tpf_lock);
	return avc_vcap_g_parm(file, file->private_data, parm);
}

/* --- ioctls: buffers, the shared queue -------------------------------- */

static int avc_vcap_reqbufs(struct file *file, void *priv,
			    struct v4l2_requestbuffers *p)
{
	struct avc_vcap *cap = avc_vcap_file(file);

	return avc_vq_reqbufs(&cap->vq, avc_vcap_owner(file), p,
			      cap->pix.sizeimage);
}

static int avc_vcap_create_bufs(struct file *file, void *priv,
				struct v4l2_create_buffers *c)
{
	struct avc_vcap *cap = avc_vcap_file(file);

	return avc_vq_create_bufs(&cap->vq, avc_vcap_owner(file), c,
				  cap->pix.sizeimage);
}

static int avc_vcap_querybuf(struct file *file, void *priv,
			     struct v4l2_buffer *b)
{
	return avc_vq_querybuf(&avc_vcap_file(file)->vq, b);
}

static int avc_vcap_qbuf(struct file *file, void *priv, struct v4l2_buffer *b)
{
	return avc_vq_qbuf(&avc_vcap_file(file)->vq, avc_vcap_owner(file), b);
}

static int avc_vcap_dqbuf(struct file *file, void *priv,
			  struct v4l2_buffer *b)
{
	return avc_vq_dqbuf(&avc_vcap_file(file)->vq, avc_vcap_owner(file), b,
			    file->f_flags & O_NONBLOCK);
}

static int avc_vcap_streamon(struct file *file, void *priv,
			     enum v4l2_buf_type type)
{
	return avc_vq_streamon(&avc_vcap_file(file)->vq, avc_vcap_owner(file),
			       type);
}

static int avc_vcap_streamoff(struct file *file, void *priv,
			      enum v4l2_buf_type type)
{
	return avc_vq_streamoff(&avc_vcap_file(file)->vq, avc_vcap_owner(file),
				type);
}

static const struct v4l2_ioctl_ops avc_vcap_ioctl_ops = {
	.vidioc_querycap = avc_vcap_querycap,

	.vidioc_enum_input = avc_vcap_enum_input,
	.vidioc_g_input = avc_vcap_g_input,
	.vidioc_s_input = avc_vcap_s_input,

	.vidioc_enum_fmt_vid_cap = avc_vcap_enum_fmt,
	.vidioc_g_fmt_vid_cap = avc_vcap_g_fmt,
	.vidioc_try_fmt_vid_cap = avc_vcap_try_fmt,
	.vidioc_s_fmt_vid_cap = avc_vcap_s_fmt,
	.vidioc_enum_framesizes = avc_vcap_enum_framesizes,
	.vidioc_enum_frameintervals = avc_vcap_enum_frameintervals,
	.vidioc_g_parm = avc_vcap_g_parm,
	.vidioc_s_parm = avc_vcap_s_parm,

	.vidioc_reqbufs = avc_vcap_reqbufs,
	.vidioc_create_bufs = avc_vcap_create_bufs,
	.vidioc_querybuf = avc_vcap_querybuf,
	.vidioc_qbuf = avc_vcap_qbuf,
	.vidioc_dqbuf = avc_vcap_dqbuf,
	.vidioc_streamon = avc_vcap_streamon,
	.vidioc_streamoff = avc_vcap_streamoff,

	.vidioc_log_status = v4l2_ctrl_log_status,
	.vidioc_subscribe_event = v4l2_ctrl_subscribe_event,
	.vidioc_unsubscribe_event = v4l2_event_unsubscribe,
};

/* --- controls --------------------------------------------------------- */

/*
 * The handler keeps its own lock, not cap->lock: a producer must never
 * wait for a lock that STREAMOFF holds while it stops the producer, so the
 * values are published with WRITE_ONCE() and read once per frame.
 */
static const char * const avc_vcap_pattern_menu[] = {
	"Gradient",
	"Colour Bars",
	"Checkers",
	NULL,
};

static int avc_vcap_s_ctrl(struct v4l2_ctrl *ctrl)
{
	struct avc_vcap *cap = container_of(ctrl->handler, struct avc_vcap,
					    ctrl_handler);

	switch (ctrl->id) {
	case V4L2_CID_BRIGHTNESS:
		WRITE_ONCE(cap->brightness, ctrl->val);
		break;
	case V4L2_CID_CONTRAST:
		WRITE_ONCE(cap->contrast, ctrl->val);
		break;
	case V4L2_CID_TEST_PATTERN:
		WRITE_ONCE(cap->pattern, ctrl->val);
		break;
	default:
		return -EINVAL;
	}
	if (cap->ops && cap->ops->s_ctrl)
		return cap->ops->s_ctrl(cap, ctrl->id, ctrl->val);
	return 0;
}

static const struct v4l2_ctrl_ops avc_vcap_ctrl_ops = {
	.s_ctrl = avc_vcap_s_ctrl,
};

/* Create the controls and apply their defaults (through ops->s_ctrl). */
static int avc_vcap_ctrls_init(struct avc_vcap *cap)
{
	struct v4l2_ctrl_handler *hdl = &cap->ctrl_handler;

	v4l2_ctrl_handler_init(hdl, 3);
	v4l2_ctrl_new_std(hdl, &avc_vcap_ctrl_ops, V4L2_CID_BRIGHTNESS,
			  0, 255, 1, 128);
	v4l2_ctrl_new_std(hdl, &avc_vcap_ctrl_ops, V4L2_CID_CONTRAST,
			  0, 255, 1, 128);
	v4l2_ctrl_new_std_menu_items(hdl, &avc_vcap_ctrl_ops,
				     V4L2_CID_TEST_PATTERN,
				     AVC_VCAP_NR_PATTERNS - 1, 0,
				     AVC_VCAP_GRADIENT,
				     avc_vcap_pattern_menu);
	if (hdl->error)
		return hdl->error;
	cap->v4l2_dev.ctrl_handler = hdl;
	return v4l2_ctrl_handler_setup(hdl);
}

/* --- registration ----------------------------------------------------- */

/**
 * avc_vcap_init() - initialise a node and register its v4l2_device
 * @cap: the node, zeroed, with vq.max_buffers set if not the default
 * @parent: the parent device (the USB interface), or NULL
 * @modes: the driver's format tables (at least one entry each)
 * @vq_ops: the driver's start/stop callbacks, q->drv_priv is @cap
 * @ops: optional hooks, or NULL
 * @card: QUERYCAP card and video_device name; kept, not copied
 * @release: the v4l2_device release callback: calls avc_vcap_cleanup()
 *	and frees the structure embedding @cap
 *
 * Sets the format to the first entry of each table; the driver may change
 * @cap->fmt, @cap->pix and @cap->timeperframe before avc_vcap_register().
 * On failure nothing is held and the caller frees @cap; on success the
 * last v4l2_device_put() does, through @release.
 *
 * Return: 0 or the error of v4l2_device_register().
 */
int avc_vcap_init(struct avc_vcap *cap, struct device *parent,
		  const struct avc_vcap_modes *modes,
		  const struct avc_vq_ops *vq_ops,
		  const struct avc_vcap_ops *ops, const char *card,
		  void (*release)(struct v4l2_device *v4l2_dev))
{
	int ret;

	mutex_init(&cap->lock);
	spin_lock_init(&cap->tpf_lock);
	cap->modes = modes;
	cap->ops = ops;
	cap->card = card;
	strscpy(cap->bus_info, "platform:" KBUILD_MODNAME,
		sizeof(cap->bus_info));
	cap->fmt = &modes->formats[0];
	cap->pix.width = modes->sizes[0].width;
	cap->pix.height = modes->sizes[0].height;
	avc_vcap_fill_pix(cap, &cap->pix, cap->fmt);
	cap->timeperframe = modes->intervals[0];
	avc_vq_init(&cap->vq, V4L2_BUF_TYPE_VIDEO_CAPTURE, vq_ops, cap,
		    &cap->lock);

	strscpy(cap->v4l2_dev.name, KBUILD_MODNAME, sizeof(cap->v4l2_dev.name));
	ret = v4l2_device_register(parent, &cap->v4l2_dev);
	if (ret) {
		mutex_destroy(&cap->lock);
		return ret;
	}
	cap->v4l2_dev.release = release;
	return 0;
}

/**
 * avc_vcap_register() - create the controls and register the node
 * @cap: the node after avc_vcap_init()
 *
 * The controls' defaults are applied through ops->s_ctrl.  On failure the
 * driver's reference is dropped, so @cap has been freed through the
 * release callback: the caller must not touch it any more.
 *
 * Return: 0 or an error.
 */
int avc_vcap_register(struct avc_vcap *cap)
{
	struct video_device *vdev = &cap->vdev;
	int ret;

	ret = avc_vcap_ctrls_init(cap);
	if (ret)
		goto put;

	strscpy(vdev->name, cap->card, sizeof(vdev->name));
	vdev->fops = &avc_vcap_fops;
	vdev->ioctl_ops = &avc_vcap_ioctl_ops;
	vdev->release = video_device_release_empty;
	vdev->v4l2_dev = &cap->v4l2_dev;
	vdev->lock = &cap->lock;
	vdev->vfl_dir = VFL_DIR_RX;
	avc_video_set_device_caps(vdev, AVC_VCAP_CAPS);
	video_set_drvdata(vdev, cap);

	ret = video_register_device(vdev, VFL_TYPE_VIDEO, -1);
	if (ret)
		goto put;
	return 0;

put:
	v4l2_device_put(&cap->v4l2_dev);
	return ret;
}

/**
 * avc_vcap_disconnect() - the device is gone (USB unplug)
 * @cap: the node
 *
 * Unregisters the node (new opens fail, the V4L2 core refuses ioctls on
 * open files with -ENODEV), stops streaming through stop_streaming() and
 * wakes every waiter with -ENODEV (avc_vq_disconnect()).  Open files,
 * their buffers and mappings stay valid; the driver then drops its
 * reference with v4l2_device_put() and the last close frees @cap.
 */
void avc_vcap_disconnect(struct avc_vcap *cap)
{
	video_unregister_device(&cap->vdev);
	v4l2_device_disconnect(&cap->v4l2_dev);
	mutex_lock(&cap->lock);
	avc_vq_disconnect(&cap->vq);
	mutex_unlock(&cap->lock);
}

/**
 * avc_vcap_cleanup() - free what the node holds, from v4l2_dev.release
 * @cap: the node; the caller frees the memory afterwards
 */
void avc_vcap_cleanup(struct avc_vcap *cap)
{
	v4l2_ctrl_handler_free(&cap->ctrl_handler);
	v4l2_device_unregister(&cap->v4l2_dev);
	mutex_destroy(&cap->vq.mmap_lock);
	mutex_destroy(&cap->lock);
}
