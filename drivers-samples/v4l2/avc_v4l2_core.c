// SPDX-License-Identifier: GPL-2.0
/*
 * avc_v4l2 - a virtual V4L2 camera on avcompat: module and registration.
 *
 * One capture node with a moving, exactly defined test pattern (see
 * avc_v4l2_fmt.c and README.md), MMAP streaming and read() through the
 * shared buffer queue in ../common (not videobuf2: the point is to show
 * avcompat's rvbuf, mmap and uaccess helpers at work).
 *
 * Written for today's kernel API; with avcompat's compat/ directory first
 * on the include path (see Kbuild) the same source builds on older
 * kernels.  It contains no kernel version checks of its own.
 */
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <media/v4l2-event.h>
#include <media/v4l2-fh.h>
#include <media/v4l2-ioctl.h>
#include <media/avc-v4l2.h>

#include "avc_v4l2.h"

unsigned int avc_v4l2_debug;
module_param_named(debug, avc_v4l2_debug, uint, 0644);
MODULE_PARM_DESC(debug, "debug level (1: stream statistics)");

static char *pixfmt = "YUYV";
module_param(pixfmt, charp, 0444);
MODULE_PARM_DESC(pixfmt, "default pixel format: YUYV or RGB3 (RGB24)");

static unsigned int width = 640;
module_param(width, uint, 0444);
MODULE_PARM_DESC(width, "default width: 320, 640 or 1280");

static unsigned int height = 480;
module_param(height, uint, 0444);
MODULE_PARM_DESC(height, "default height: 240, 480 or 720");

static unsigned int fps = 30;
module_param(fps, uint, 0444);
MODULE_PARM_DESC(fps, "default frame rate: 30, 25, 15, 10 or 5");

static unsigned int n_bufs_max = VIDEO_MAX_FRAME;
module_param(n_bufs_max, uint, 0444);
MODULE_PARM_DESC(n_bufs_max, "most buffers REQBUFS/CREATE_BUFS allocate (2-32)");

static struct avc_v4l2_dev *avc_v4l2_device;

/* --- file operations ---------------------------------------------------- */

static int avc_v4l2_release(struct file *file)
{
	struct avc_v4l2_dev *dev = video_drvdata(file);

	mutex_lock(&dev->lock);
	avc_vq_release(&dev->vq, file->private_data);
	mutex_unlock(&dev->lock);
	return v4l2_fh_release(file);
}

static ssize_t avc_v4l2_read(struct file *file, char __user *data,
			     size_t count, loff_t *ppos)
{
	struct avc_v4l2_dev *dev = video_drvdata(file);
	ssize_t ret;

	if (mutex_lock_interruptible(&dev->lock))
		return -ERESTARTSYS;
	ret = avc_vq_read(&dev->vq, file->private_data, data, count,
			  file->f_flags & O_NONBLOCK, dev->pix.sizeimage);
	mutex_unlock(&dev->lock);
	return ret;
}

static __poll_t avc_v4l2_poll(struct file *file, poll_table *wait)
{
	struct avc_v4l2_dev *dev = video_drvdata(file);
	__poll_t mask = v4l2_ctrl_poll(file, wait);

	mutex_lock(&dev->lock);
	mask |= avc_vq_poll(&dev->vq, file, wait);
	mutex_unlock(&dev->lock);
	return mask;
}

static int avc_v4l2_mmap(struct file *file, struct vm_area_struct *vma)
{
	struct avc_v4l2_dev *dev = video_drvdata(file);
	int ret;

	if (mutex_lock_interruptible(&dev->lock))
		return -ERESTARTSYS;
	ret = avc_vq_mmap(&dev->vq, vma);
	mutex_unlock(&dev->lock);
	return ret;
}

static const struct v4l2_file_operations avc_v4l2_fops = {
	.owner = THIS_MODULE,
	.open = v4l2_fh_open,
	.release = avc_v4l2_release,
	.read = avc_v4l2_read,
	.poll = avc_v4l2_poll,
	.mmap = avc_v4l2_mmap,
	.unlocked_ioctl = video_ioctl2,
};

/* --- module ------------------------------------------------------------- */

/* Called when the last reference to the v4l2_device goes. */
static void avc_v4l2_dev_release(struct v4l2_device *v4l2_dev)
{
	struct avc_v4l2_dev *dev = container_of(v4l2_dev, struct avc_v4l2_dev,
						v4l2_dev);

	v4l2_ctrl_handler_free(&dev->ctrl_handler);
	v4l2_device_unregister(&dev->v4l2_dev);
	mutex_destroy(&dev->lock);
	kfree(dev);
}

/* The defaults from the module parameters, or -EINVAL. */
static int avc_v4l2_defaults(struct avc_v4l2_dev *dev)
{
	struct v4l2_fract tpf = { 1, fps };
	const struct v4l2_fract *iv;
	u32 fourcc;

	if (strlen(pixfmt) != 4)
		return -EINVAL;
	fourcc = v4l2_fourcc(pixfmt[0], pixfmt[1], pixfmt[2], pixfmt[3]);
	dev->fmt = avc_v4l2_find_format(fourcc);
	if (!dev->fmt || !avc_v4l2_valid_size(width, height))
		return -EINVAL;
	dev->pix.width = width;
	dev->pix.height = height;
	avc_v4l2_fill_pix(&dev->pix, dev->fmt);

	iv = avc_v4l2_nearest_interval(&tpf);
	if (!fps || iv->denominator != fps * iv->numerator)
		return -EINVAL;
	dev->timeperframe = *iv;

	if (n_bufs_max < 2 || n_bufs_max > VIDEO_MAX_FRAME)
		return -EINVAL;
	dev->vq.max_buffers = n_bufs_max;
	return 0;
}

static int __init avc_v4l2_init(void)
{
	struct avc_v4l2_dev *dev;
	struct video_device *vdev;
	int ret;

	dev = kzalloc(sizeof(*dev), GFP_KERNEL);
	if (!dev)
		return -ENOMEM;
	mutex_init(&dev->lock);
	spin_lock_init(&dev->tpf_lock);
	ret = avc_v4l2_defaults(dev);
	if (ret) {
		pr_err("%s: bad pixfmt/width/height/fps/n_bufs_max parameter\n",
		       KBUILD_MODNAME);
		mutex_destroy(&dev->lock);
		kfree(dev);
		return ret;
	}

	strscpy(dev->v4l2_dev.name, KBUILD_MODNAME, sizeof(dev->v4l2_dev.name));
	dev->v4l2_dev.release = avc_v4l2_dev_release;
	ret = v4l2_device_register(NULL, &dev->v4l2_dev);
	if (ret) {
		mutex_destroy(&dev->lock);
		kfree(dev);
		return ret;
	}
	/* from here on the last v4l2_device_put() frees dev */

	ret = avc_v4l2_ctrls_init(dev);
	if (ret)
		goto put;

	avc_vq_init(&dev->vq, V4L2_BUF_TYPE_VIDEO_CAPTURE, &avc_v4l2_vq_ops,
		    dev, &dev->lock);

	vdev = &dev->vdev;
	strscpy(vdev->name, "avcompat virtual camera", sizeof(vdev->name));
	vdev->fops = &avc_v4l2_fops;
	vdev->ioctl_ops = &avc_v4l2_ioctl_ops;
	vdev->release = video_device_release_empty;
	vdev->v4l2_dev = &dev->v4l2_dev;
	vdev->lock = &dev->lock;
	vdev->vfl_dir = VFL_DIR_RX;
	avc_video_set_device_caps(vdev, AVC_V4L2_CAPS);
	video_set_drvdata(vdev, dev);

	ret = video_register_device(vdev, VFL_TYPE_VIDEO, -1);
	if (ret)
		goto put;
	avc_v4l2_device = dev;
	v4l2_info(&dev->v4l2_dev, "%s: %ux%u %.4s, %u/%u s per frame\n",
		  video_device_node_name(vdev), dev->pix.width,
		  dev->pix.height, (char *)&dev->pix.pixelformat,
		  dev->timeperframe.numerator, dev->timeperframe.denominator);
	return 0;

put:
	v4l2_device_put(&dev->v4l2_dev);
	return ret;
}

static void __exit avc_v4l2_exit(void)
{
	struct avc_v4l2_dev *dev = avc_v4l2_device;

	/*
	 * No file is open (each holds a module reference, and so does each
	 * mapping through its file), so nothing streams any more.
	 */
	video_unregister_device(&dev->vdev);
	v4l2_device_put(&dev->v4l2_dev);
}

module_init(avc_v4l2_init);
module_exit(avc_v4l2_exit);

MODULE_DESCRIPTION("avcompat virtual V4L2 camera (sample driver)");
MODULE_AUTHOR("avcompat");
MODULE_LICENSE("GPL");
