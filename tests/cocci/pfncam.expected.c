// SPDX-License-Identifier: GPL-2.0
/*
 * stvcam - a USB still/video camera in the style of the 2.6.10+ USB video
 * drivers, after remap_page_range() became remap_pfn_range(): the private
 * rvmalloc()/rvfree() are still there, the frame buffer is mapped page by
 * page with vmalloc_to_pfn(), and a separately allocated snapshot buffer
 * is mapped by a second loop with remap_pfn_range().
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is pfncam.expected.c.
 */
#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/usb.h>
#include <linux/vmalloc.h>
#include <avcompat/avcompat.h>

#define STV_VENDOR		0x0553
#define STV_PRODUCT		0x0202
#define STV_MINOR_BASE		192
#define STV_NUMFRAMES		2
#define STV_FRAME_SIZE		PAGE_ALIGN(640 * 480 * 3)
#define STV_FBUF_SIZE		(STV_NUMFRAMES * STV_FRAME_SIZE)
#define STV_SNAP_SIZE		PAGE_ALIGN(1280 * 1024 * 3)
#define STV_SNAP_OFF		0x40000000UL	/* mmap offset of the snapshot */

struct stvcam {
	struct usb_device *udev;
	struct mutex lock;	/* protects user, fbuf and snap */
	int user;
	void *fbuf;		/* from rvmalloc() */
	u8 *snap;		/* from vmalloc_user() */
};

static struct usb_driver stv_driver;

static int stv_open(struct inode *inode, struct file *file)
{
	struct usb_interface *intf;
	struct stvcam *cam;
	int err = 0;

	intf = usb_find_interface(&stv_driver, iminor(inode));
	if (!intf)
		return -ENODEV;
	cam = usb_get_intfdata(intf);
	if (!cam)
		return -ENODEV;

	mutex_lock(&cam->lock);
	if (cam->user) {
		err = -EBUSY;
		goto out;
	}
	cam->fbuf = avc_rvmalloc(STV_FBUF_SIZE);
	if (!cam->fbuf) {
		err = -ENOMEM;
		goto out;
	}
	cam->snap = vmalloc_user(STV_SNAP_SIZE);
	if (!cam->snap) {
		avc_rvfree(cam->fbuf, STV_FBUF_SIZE);
		err = -ENOMEM;
		goto out;
	}
	cam->user = 1;
	file->private_data = cam;
out:
	mutex_unlock(&cam->lock);
	return err;
}

static int stv_release(struct inode *inode, struct file *file)
{
	struct stvcam *cam = file->private_data;

	mutex_lock(&cam->lock);
	avc_rvfree(cam->fbuf, STV_FBUF_SIZE);
	vfree(cam->snap);
	cam->fbuf = NULL;
	cam->snap = NULL;
	cam->user = 0;
	mutex_unlock(&cam->lock);
	return 0;
}

static int stv_mmap_snapshot(struct stvcam *cam, struct vm_area_struct *vma)
{
	unsigned long size = vma->vm_end - vma->vm_start;
	unsigned long i;

	if (size > STV_SNAP_SIZE)
		return -EINVAL;
	for (i = 0; i < size; i += PAGE_SIZE) {
		if (avc_remap_pfn_range(vma, vma->vm_start + i,
					avc_vmalloc_to_pfn(cam->snap + i),
					PAGE_SIZE, vma->vm_page_prot))
			return -EAGAIN;
	}
	return 0;
}

static int stv_mmap(struct file *file, struct vm_area_struct *vma)
{
	struct stvcam *cam = file->private_data;
	unsigned long start = vma->vm_start;
	unsigned long size = vma->vm_end - vma->vm_start;
	unsigned long pos;
	int ret = 0;

	if (vma->vm_pgoff == STV_SNAP_OFF >> PAGE_SHIFT)
		return stv_mmap_snapshot(cam, vma);
	if (size > STV_FBUF_SIZE)
		return -EINVAL;

	mutex_lock(&cam->lock);
	pos = (unsigned long)cam->fbuf;
	while (size > 0) {
		if (avc_remap_pfn_range(vma, start,
					avc_vmalloc_to_pfn((void *)pos),
					PAGE_SIZE, PAGE_SHARED)) {
			ret = -EAGAIN;
			break;
		}
		start += PAGE_SIZE;
		pos += PAGE_SIZE;
		if (size > PAGE_SIZE)
			size -= PAGE_SIZE;
		else
			size = 0;
	}
	mutex_unlock(&cam->lock);
	return ret;
}

static const struct file_operations stv_fops = {
	.owner = THIS_MODULE,
	.open = stv_open,
	.release = stv_release,
	.mmap = stv_mmap,
};

static struct usb_class_driver stv_class = {
	.name = "stvcam%d",
	.fops = &stv_fops,
	.minor_base = STV_MINOR_BASE,
};

static int stv_probe(struct usb_interface *intf,
		     const struct usb_device_id *id)
{
	struct stvcam *cam;
	int err;

	cam = kzalloc(sizeof(*cam), GFP_KERNEL);
	if (!cam)
		return -ENOMEM;
	mutex_init(&cam->lock);
	cam->udev = usb_get_dev(interface_to_usbdev(intf));
	usb_set_intfdata(intf, cam);
	err = usb_register_dev(intf, &stv_class);
	if (err) {
		usb_set_intfdata(intf, NULL);
		usb_put_dev(cam->udev);
		kfree(cam);
	}
	return err;
}

static void stv_disconnect(struct usb_interface *intf)
{
	struct stvcam *cam = usb_get_intfdata(intf);

	usb_deregister_dev(intf, &stv_class);
	usb_set_intfdata(intf, NULL);
	usb_put_dev(cam->udev);
	kfree(cam);
}

static const struct usb_device_id stv_table[] = {
	{ USB_DEVICE(STV_VENDOR, STV_PRODUCT) },
	{ }
};
MODULE_DEVICE_TABLE(usb, stv_table);

static struct usb_driver stv_driver = {
	.name = "stvcam",
	.probe = stv_probe,
	.disconnect = stv_disconnect,
	.id_table = stv_table,
};

module_usb_driver(stv_driver);

MODULE_DESCRIPTION("USB camera, remap_pfn_range era (avcompat cocci test input)");
MODULE_LICENSE("GPL");
