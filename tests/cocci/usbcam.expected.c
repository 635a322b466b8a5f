// SPDX-License-Identifier: GPL-2.0
/*
 * qcam - a USB webcam in the style of the 2.6.8 USB video drivers (se401,
 * stv680, ov511): frames land in a vmalloc'ed buffer that user space maps
 * with mmap(), page by page, through the driver's own rvmalloc(), rvfree()
 * and kvirt_to_pa().
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is usbcam.expected.c.
 */
#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <linux/semaphore.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/uaccess.h>
#include <linux/usb.h>
#include <linux/vmalloc.h>
#include <avcompat/avcompat.h>

#define QCAM_VENDOR		0x0a5c
#define QCAM_PRODUCT		0x7e01
#define QCAM_MINOR_BASE		176

#define QCAM_NUMFRAMES		2
#define QCAM_WIDTH		352
#define QCAM_HEIGHT		288
#define QCAM_FRAME_SIZE		PAGE_ALIGN(QCAM_WIDTH * QCAM_HEIGHT * 3)
#define QCAM_FBUF_SIZE		(QCAM_NUMFRAMES * QCAM_FRAME_SIZE)
#define QCAM_BULK_EP		0x82
#define QCAM_TIMEOUT		1000	/* ms */

struct qcam {
	struct usb_device *udev;
	struct usb_interface *intf;
	struct semaphore lock;
	int user;
	char *fbuf;		/* QCAM_NUMFRAMES frames, from rvmalloc() */
	unsigned int curframe;
};

static struct usb_driver qcam_driver;

static int qcam_open(struct inode *inode, struct file *file)
{
	struct usb_interface *intf;
	struct qcam *cam;
	int err = 0;

	intf = usb_find_interface(&qcam_driver, iminor(inode));
	if (!intf)
		return -ENODEV;
	cam = usb_get_intfdata(intf);
	if (!cam)
		return -ENODEV;

	if (down_interruptible(&cam->lock))
		return -EINTR;
	if (cam->user) {
		err = -EBUSY;
		goto out;
	}
	cam->fbuf = avc_rvmalloc(QCAM_FBUF_SIZE);
	if (!cam->fbuf) {
		err = -ENOMEM;
		goto out;
	}
	cam->curframe = 0;
	cam->user = 1;
	file->private_data = cam;
out:
	up(&cam->lock);
	return err;
}

static int qcam_release(struct inode *inode, struct file *file)
{
	struct qcam *cam = file->private_data;

	down(&cam->lock);
	avc_rvfree(cam->fbuf, QCAM_FBUF_SIZE);
	cam->fbuf = NULL;
	cam->user = 0;
	up(&cam->lock);
	return 0;
}

/* Grab one frame into the next frame buffer and hand it to read(). */
static ssize_t qcam_read(struct file *file, char __user *buf, size_t count,
			 loff_t *ppos)
{
	struct qcam *cam = file->private_data;
	char *frame;
	int len = 0;
	int err;

	if (count > QCAM_FRAME_SIZE)
		count = QCAM_FRAME_SIZE;

	if (down_interruptible(&cam->lock))
		return -EINTR;
	frame = cam->fbuf + cam->curframe * QCAM_FRAME_SIZE;
	err = usb_bulk_msg(cam->udev, usb_rcvbulkpipe(cam->udev, QCAM_BULK_EP),
			   frame, QCAM_FRAME_SIZE, &len, QCAM_TIMEOUT);
	if (!err) {
		cam->curframe = (cam->curframe + 1) % QCAM_NUMFRAMES;
		if (count > len)
			count = len;
		if (copy_to_user(buf, frame, count))
			err = -EFAULT;
	}
	up(&cam->lock);
	return err ? err : count;
}

static int qcam_mmap(struct file *file, struct vm_area_struct *vma)
{
	struct qcam *cam = file->private_data;
	unsigned long size = vma->vm_end - vma->vm_start;

	if (size > QCAM_FBUF_SIZE)
		return -EINVAL;

	if (down_interruptible(&cam->lock))
		return -EINTR;

	if (avc_rvmmap(vma, cam->fbuf, size)) {
		up(&cam->lock);
		return -EAGAIN;
	}

	up(&cam->lock);
	return 0;
}

static const struct file_operations qcam_fops = {
	.owner = THIS_MODULE,
	.open = qcam_open,
	.release = qcam_release,
	.read = qcam_read,
	.mmap = qcam_mmap,
};

static struct usb_class_driver qcam_class = {
	.name = "qcam%d",
	.fops = &qcam_fops,
	.minor_base = QCAM_MINOR_BASE,
};

static int qcam_probe(struct usb_interface *intf,
		      const struct usb_device_id *id)
{
	struct qcam *cam;
	int err;

	cam = kzalloc(sizeof(*cam), GFP_KERNEL);
	if (!cam)
		return -ENOMEM;
	sema_init(&cam->lock, 1);
	cam->udev = usb_get_dev(interface_to_usbdev(intf));
	cam->intf = intf;
	usb_set_intfdata(intf, cam);

	err = usb_register_dev(intf, &qcam_class);
	if (err) {
		usb_set_intfdata(intf, NULL);
		usb_put_dev(cam->udev);
		kfree(cam);
	}
	return err;
}

static void qcam_disconnect(struct usb_interface *intf)
{
	struct qcam *cam = usb_get_intfdata(intf);

	usb_deregister_dev(intf, &qcam_class);
	usb_set_intfdata(intf, NULL);
	usb_put_dev(cam->udev);
	kfree(cam);
}

static const struct usb_device_id qcam_table[] = {
	{ USB_DEVICE(QCAM_VENDOR, QCAM_PRODUCT) },
	{ }
};
MODULE_DEVICE_TABLE(usb, qcam_table);

static struct usb_driver qcam_driver = {
	.name = "qcam",
	.probe = qcam_probe,
	.disconnect = qcam_disconnect,
	.id_table = qcam_table,
};

static int __init qcam_init(void)
{
	return usb_register(&qcam_driver);
}

static void __exit qcam_exit(void)
{
	usb_deregister(&qcam_driver);
}

module_init(qcam_init);
module_exit(qcam_exit);

MODULE_DESCRIPTION("USB webcam frame grabber (avcompat cocci test input)");
MODULE_LICENSE("GPL");
