// SPDX-License-Identifier: GPL-2.0
/*
 * avc_v4l2 - a virtual V4L2 camera on avcompat: module and registration.
 *
 * One capture node with a moving, exactly defined test pattern (see
 * avc_v4l2_fmt.c and README.md), MMAP streaming and read() through the
 * capture node and buffer queue shared with the USB camera in ../common
 * (not videobuf2: the point is to show avcompat's rvbuf, mmap and uaccess
 * helpers at work).  This file has the module parameters; the frame
 * thread is in avc_v4l2_stream.c.
 *
 * Written for today's kernel API; with avcompat's compat/ directory first
 * on the include path (see Kbuild) the same source builds on older
 * kernels.  It contains no kernel version checks of its own.
 */
#include <linux/module.h>
#include <linux/slab.h>

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

/* Called when the last reference to the v4l2_device goes. */
static void avc_v4l2_dev_release(struct v4l2_device *v4l2_dev)
{
	struct avc_v4l2_dev *dev = container_of(v4l2_dev, struct avc_v4l2_dev,
						cap.v4l2_dev);

	avc_vcap_cleanup(&dev->cap);
	kfree(dev);
}

/* The defaults from the module parameters, or -EINVAL. */
static int avc_v4l2_defaults(struct avc_vcap *cap)
{
	struct v4l2_fract tpf = { 1, fps };
	const struct v4l2_fract *iv;
	u32 fourcc;

	if (strlen(pixfmt) != 4)
		return -EINVAL;
	fourcc = v4l2_fourcc(pixfmt[0], pixfmt[1], pixfmt[2], pixfmt[3]);
	cap->fmt = avc_vcap_find_format(cap, fourcc);
	if (!cap->fmt || !avc_vcap_valid_size(cap, width, height))
		return -EINVAL;
	cap->pix.width = width;
	cap->pix.height = height;
	avc_vcap_fill_pix(cap, &cap->pix, cap->fmt);

	iv = avc_vcap_nearest_interval(cap, &tpf);
	if (!fps || iv->denominator != fps * iv->numerator)
		return -EINVAL;
	cap->timeperframe = *iv;
	return 0;
}

static int __init avc_v4l2_init(void)
{
	struct avc_v4l2_dev *dev;
	struct avc_vcap *cap;
	int ret;

	if (n_bufs_max < 2 || n_bufs_max > VIDEO_MAX_FRAME)
		goto inval;
	dev = kzalloc_obj(*dev);
	if (!dev)
		return -ENOMEM;
	cap = &dev->cap;
	cap->vq.max_buffers = n_bufs_max;
	ret = avc_vcap_init(cap, NULL, &avc_v4l2_modes, &avc_v4l2_vq_ops, NULL,
			    "avcompat virtual camera", avc_v4l2_dev_release);
	if (ret) {
		kfree(dev);
		return ret;
	}
	/* from here on the last v4l2_device_put() frees dev */
	if (avc_v4l2_defaults(cap)) {
		v4l2_device_put(&cap->v4l2_dev);
		goto inval;
	}
	ret = avc_vcap_register(cap);
	if (ret)
		return ret;
	avc_v4l2_device = dev;
	v4l2_info(&cap->v4l2_dev, "%s: %ux%u %.4s, %u/%u s per frame\n",
		  video_device_node_name(&cap->vdev), cap->pix.width,
		  cap->pix.height, (char *)&cap->pix.pixelformat,
		  cap->timeperframe.numerator, cap->timeperframe.denominator);
	return 0;

inval:
	pr_err("%s: bad pixfmt/width/height/fps/n_bufs_max parameter\n",
	       KBUILD_MODNAME);
	return -EINVAL;
}

static void __exit avc_v4l2_exit(void)
{
	struct avc_v4l2_dev *dev = avc_v4l2_device;

	/*
	 * No file is open (each holds a module reference, and so does each
	 * mapping through its file), so nothing streams any more.
	 */
	video_unregister_device(&dev->cap.vdev);
	v4l2_device_put(&dev->cap.v4l2_dev);
}

module_init(avc_v4l2_init);
module_exit(avc_v4l2_exit);

MODULE_DESCRIPTION("avcompat virtual V4L2 camera (sample driver)");
MODULE_AUTHOR("avcompat");
MODULE_LICENSE("GPL");
