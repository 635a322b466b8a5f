// SPDX-License-Identifier: GPL-2.0
/*
 * fhfile - a V4L2 driver written before 6.18, as v4l2loopback 0.15.0 is:
 * one-argument v4l2_fh_add()/v4l2_fh_del() in ->open and ->release, and
 * ioctl handlers that find their open file through the fh the core
 * passes as their second argument.  6.18 takes the file in the fh calls
 * and passes NULL to the handlers: converted, the calls take the file and
 * the handlers read file->private_data (a handler left as it was builds
 * and oopses on 6.18: container_of(NULL)).
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is fhfile.expected.c.
 */
#include <linux/module.h>
#include <linux/slab.h>
#include <media/v4l2-dev.h>
#include <media/v4l2-device.h>
#include <media/v4l2-fh.h>
#include <media/v4l2-ioctl.h>

struct fhf_opener {
	struct v4l2_fh fh;
	unsigned int reads;
};

#define fh_to_opener(ptr) container_of((ptr), struct fhf_opener, fh)

static struct video_device fhf_vdev;

static int fhf_open(struct file *file)
{
	struct fhf_opener *o = kzalloc(sizeof(*o), GFP_KERNEL);

	if (!o)
		return -ENOMEM;
	v4l2_fh_init(&o->fh, video_devdata(file));
	file->private_data = &o->fh;
	v4l2_fh_add(&o->fh);
	return 0;
}

static int fhf_release(struct file *file)
{
	struct fhf_opener *o = fh_to_opener(file->private_data);

	v4l2_fh_del(&o->fh);
	v4l2_fh_exit(&o->fh);
	kfree(o);
	return 0;
}

static int fhf_querycap(struct file *file, void *fh,
			struct v4l2_capability *cap)
{
	struct fhf_opener *o = fh_to_opener(fh);

	o->reads++;
	strscpy(cap->driver, "fhfile", sizeof(cap->driver));
	strscpy(cap->card, "fhfile", sizeof(cap->card));
	return 0;
}

static int fhf_g_input(struct file *file, void *priv, unsigned int *i)
{
	fh_to_opener(priv)->reads++;
	*i = 0;
	return 0;
}

static const struct v4l2_file_operations fhf_fops = {
	.owner = THIS_MODULE,
	.open = fhf_open,
	.release = fhf_release,
	.unlocked_ioctl = video_ioctl2,
};

static const struct v4l2_ioctl_ops fhf_ioctl_ops = {
	.vidioc_querycap = &fhf_querycap,
	.vidioc_g_input = fhf_g_input,
};

static struct v4l2_device fhf_v4l2;
static struct video_device fhf_vdev = {
	.name = "fhfile",
	.fops = &fhf_fops,
	.ioctl_ops = &fhf_ioctl_ops,
	.release = video_device_release_empty,
	.device_caps = V4L2_CAP_VIDEO_CAPTURE,
};

static int __init fhf_init(void)
{
	fhf_vdev.v4l2_dev = &fhf_v4l2;
	return video_register_device(&fhf_vdev, VFL_TYPE_VIDEO, -1);
}

static void __exit fhf_exit(void)
{
	video_unregister_device(&fhf_vdev);
}

module_init(fhf_init);
module_exit(fhf_exit);

MODULE_DESCRIPTION("pre-6.18 v4l2_fh calls and ioctl fh (avcompat cocci test input)");
MODULE_LICENSE("GPL");
