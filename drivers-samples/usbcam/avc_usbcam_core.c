// SPDX-License-Identifier: GPL-2.0
/*
 * avc_usbcam - a USB camera sample on avcompat: the USB driver.
 *
 * Binds by VID:PID and vendor class to a device that speaks PROTOCOL.md
 * (in the tests an emulated one: tests/gadget/usbcam-emu on dummy_hcd),
 * streams its bulk IN frames into avc_rvbuf buffers and exposes them as a
 * V4L2 capture node, through the node and queue shared with the virtual
 * camera (../common).
 *
 * The hard part of the old USB camera drivers was not mapping but
 * unplugging: the device can vanish while user space still has buffers
 * mapped and a thread waiting in DQBUF.  Here:
 *   - disconnect() marks the device gone (no control transfer after it),
 *     unregisters the node, stops streaming (kills the URBs) and wakes
 *     every waiter with -ENODEV (avc_vcap_disconnect());
 *   - struct avc_usbcam belongs to the v4l2_device's kref: every open file
 *     holds it and every mapping holds its file, so it is freed at the
 *     last close, after the last munmap();
 *   - each buffer is an avc_rvbuf with a reference per vma: its memory
 *     goes with the last of queue and mappings.
 * The read-only parameters "devices" and "buffers" count what is still
 * allocated, so a test can watch both go to zero.
 *
 * Written for today's kernel API; compat/ (first on the include path, see
 * Kbuild) supplies usb_alloc_coherent() on kernels before 2.6.35.  No
 * kernel version checks here.
 */
#include <linux/atomic.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/sysfs.h>
#include <linux/usb.h>
#include <avcompat/rvbuf.h>

#include "avc_usbcam.h"

unsigned int avc_usbcam_debug;
module_param_named(debug, avc_usbcam_debug, uint, 0644);
MODULE_PARM_DESC(debug, "debug level (1: stream statistics)");

static atomic_t avc_usbcam_nr_devices = ATOMIC_INIT(0);
static atomic_t avc_usbcam_nr_buffers = ATOMIC_INIT(0);

static int avc_usbcam_get_count(char *buffer, const struct kernel_param *kp)
{
	return sysfs_emit(buffer, "%d\n", atomic_read((atomic_t *)kp->arg));
}

static const struct kernel_param_ops avc_usbcam_count_ops = {
	.get = avc_usbcam_get_count,
};

module_param_cb(devices, &avc_usbcam_count_ops, &avc_usbcam_nr_devices, 0444);
MODULE_PARM_DESC(devices, "cameras not yet freed (read-only)");
module_param_cb(buffers, &avc_usbcam_count_ops, &avc_usbcam_nr_buffers, 0444);
MODULE_PARM_DESC(buffers, "frame buffers not yet freed (read-only)");

static const struct avc_vcap_format avc_usbcam_formats[] = {
	{ .fourcc = V4L2_PIX_FMT_YUYV, .unit = 4, .ppu = 2, .yuv = true },
	{ .fourcc = V4L2_PIX_FMT_RGB24, .unit = 3, .ppu = 1, .yuv = false },
};

static const struct v4l2_frmsize_discrete avc_usbcam_sizes[] = {
	{ 320, 240 },
	{ 160, 120 },
};

static const struct v4l2_fract avc_usbcam_intervals[] = {
	{ 1, 30 },
	{ 1, 25 },
	{ 1, 15 },
	{ 1, 10 },
	{ 1, 5 },
};

static const struct avc_vcap_modes avc_usbcam_modes = {
	.formats = avc_usbcam_formats,
	.num_formats = ARRAY_SIZE(avc_usbcam_formats),
	.sizes = avc_usbcam_sizes,
	.num_sizes = ARRAY_SIZE(avc_usbcam_sizes),
	.intervals = avc_usbcam_intervals,
	.num_intervals = ARRAY_SIZE(avc_usbcam_intervals),
};

/* --- control transfers --------------------------------------------------- */

/**
 * avc_usbcam_ctrl_msg() - one vendor request to the camera's interface
 * @cam: the camera
 * @request: AVC_USBCAM_REQ_*
 * @value: wValue
 * @data: @size bytes to send, or room for @size bytes to receive
 * @size: wLength, at most 16
 * @in: device-to-host
 *
 * Sleeps.  Serialized against disconnect: once the device is gone it
 * fails without touching it.
 *
 * Return: 0, -ENODEV after disconnect, -EPROTO for a short reply, or the
 * USB core's error (-EPIPE when the device stalls the request).
 */
int avc_usbcam_ctrl_msg(struct avc_usbcam *cam, u8 request, u16 value,
			void *data, u16 size, bool in)
{
	int ret;

	if (size > 16)
		return -EINVAL;
	mutex_lock(&cam->io_lock);
	if (cam->gone) {
		ret = -ENODEV;
		goto out;
	}
	if (!in && size)
		memcpy(cam->ctrl_buf, data, size);
	ret = usb_control_msg(cam->udev,
			      in ? usb_rcvctrlpipe(cam->udev, 0) :
				   usb_sndctrlpipe(cam->udev, 0),
			      request,
			      (in ? USB_DIR_IN : USB_DIR_OUT) | USB_TYPE_VENDOR |
			      USB_RECIP_INTERFACE,
			      value, cam->ifnum, size ? cam->ctrl_buf : NULL,
			      size, 1000);
	if (ret >= 0 && ret != size) {
		ret = -EPROTO;
	} else if (ret >= 0) {
		if (in && size)
			memcpy(data, cam->ctrl_buf, size);
		ret = 0;
	}
out:
	mutex_unlock(&cam->io_lock);
	return ret;
}

/* Controls are the device's: forward every change (and the defaults). */
static int avc_usbcam_s_ctrl(struct avc_vcap *cap, u32 id, s32 val)
{
	struct avc_usbcam *cam = container_of(cap, struct avc_usbcam, cap);
	__le32 v = cpu_to_le32(val);
	u16 cid;

	switch (id) {
	case V4L2_CID_BRIGHTNESS:
		cid = AVC_USBCAM_CTRL_BRIGHTNESS;
		break;
	case V4L2_CID_CONTRAST:
		cid = AVC_USBCAM_CTRL_CONTRAST;
		break;
	case V4L2_CID_TEST_PATTERN:
		cid = AVC_USBCAM_CTRL_PATTERN;
		break;
	default:
		return -EINVAL;
	}
	return avc_usbcam_ctrl_msg(cam, AVC_USBCAM_REQ_SET_CTRL, cid, &v,
				   sizeof(v), false);
}

static const struct avc_vcap_ops avc_usbcam_cap_ops = {
	.s_ctrl = avc_usbcam_s_ctrl,
};

/* --- buffer accounting ---------------------------------------------------- */

/* the memory of a buffer is freed: maybe long after the device went */
static void avc_usbcam_buf_release(struct avc_rvbuf *rv)
{
	atomic_dec(&avc_usbcam_nr_buffers);
}

/**
 * avc_usbcam_buf_init() - count a new buffer until its memory is freed
 * @q: the queue
 * @rv: the buffer's memory
 */
void avc_usbcam_buf_init(struct avc_vq *q, struct avc_rvbuf *rv)
{
	atomic_inc(&avc_usbcam_nr_buffers);
	rv->release = avc_usbcam_buf_release;
}

/* --- probe, disconnect ---------------------------------------------------- */

/* The last reference to the v4l2_device: after disconnect and last close. */
static void avc_usbcam_release(struct v4l2_device *v4l2_dev)
{
	struct avc_usbcam *cam = container_of(v4l2_dev, struct avc_usbcam,
					      cap.v4l2_dev);

	avc_vcap_cleanup(&cam->cap);
	usb_put_dev(cam->udev);
	mutex_destroy(&cam->io_lock);
	kfree(cam->ctrl_buf);
	kfree(cam);
	atomic_dec(&avc_usbcam_nr_devices);
}

/* GET_INFO: is it our protocol? */
static int avc_usbcam_check(struct avc_usbcam *cam)
{
	struct avc_usbcam_info info;
	int ret;

	ret = avc_usbcam_ctrl_msg(cam, AVC_USBCAM_REQ_GET_INFO, 0, &info,
				  sizeof(info), true);
	if (ret)
		return ret;
	if (le32_to_cpu(info.magic) != AVC_USBCAM_INFO_MAGIC ||
	    le16_to_cpu(info.version) != AVC_USBCAM_VERSION ||
	    le16_to_cpu(info.header_size) !=
	    sizeof(struct avc_usbcam_frame_header))
		return -ENODEV;
	return 0;
}

/* GET_FORMAT: start from the device's current format, if we know it. */
static void avc_usbcam_get_format(struct avc_usbcam *cam)
{
	struct avc_vcap *cap = &cam->cap;
	const struct avc_vcap_format *fmt;
	struct avc_usbcam_format f;
	struct v4l2_fract tpf;

	if (avc_usbcam_ctrl_msg(cam, AVC_USBCAM_REQ_GET_FORMAT, 0, &f,
				sizeof(f), true))
		return;
	fmt = avc_vcap_find_format(cap, le32_to_cpu(f.fourcc));
	if (!fmt || !avc_vcap_valid_size(cap, le16_to_cpu(f.width),
					 le16_to_cpu(f.height)))
		return;
	cap->fmt = fmt;
	cap->pix.width = le16_to_cpu(f.width);
	cap->pix.height = le16_to_cpu(f.height);
	avc_vcap_fill_pix(cap, &cap->pix, fmt);
	tpf.numerator = le32_to_cpu(f.interval_num);
	tpf.denominator = le32_to_cpu(f.interval_den);
	cap->timeperframe = *avc_vcap_nearest_interval(cap, &tpf);
}

/*
 * The interface's number, wIndex of the vendor requests: the one for which
 * usb_ifnum_to_if() gives this interface back.
 */
static int avc_usbcam_ifnum(struct usb_device *udev, struct usb_interface *intf)
{
	unsigned int n;

	for (n = 0; n < USB_MAXINTERFACES; n++)
		if (usb_ifnum_to_if(udev, n) == intf)
			return n;
	return -ENODEV;
}

static int avc_usbcam_probe(struct usb_interface *intf,
			    const struct usb_device_id *id)
{
	struct usb_device *udev = interface_to_usbdev(intf);
	struct usb_endpoint_descriptor *in;
	struct avc_usbcam *cam;
	int ifnum, ret;

	ret = usb_find_bulk_in_endpoint(intf->cur_altsetting, &in);
	if (ret)
		return ret;
	ifnum = avc_usbcam_ifnum(udev, intf);
	if (ifnum < 0)
		return ifnum;

	cam = kzalloc_obj(*cam);
	if (!cam)
		return -ENOMEM;
	cam->ctrl_buf = kmalloc(16, GFP_KERNEL);
	if (!cam->ctrl_buf) {
		kfree(cam);
		return -ENOMEM;
	}
	mutex_init(&cam->io_lock);
	spin_lock_init(&cam->asm_lock);
	cam->udev = usb_get_dev(udev);
	cam->ifnum = ifnum;
	cam->pipe = usb_rcvbulkpipe(udev, usb_endpoint_num(in));

	ret = avc_usbcam_check(cam);
	if (ret)
		goto free;
	ret = avc_vcap_init(&cam->cap, &intf->dev, &avc_usbcam_modes,
			    &avc_usbcam_vq_ops, &avc_usbcam_cap_ops,
			    "avcompat USB camera", avc_usbcam_release);
	if (ret)
		goto free;
	/* from here on the last v4l2_device_put() frees cam */
	atomic_inc(&avc_usbcam_nr_devices);
	usb_make_path(cam->udev, cam->cap.bus_info, sizeof(cam->cap.bus_info));
	avc_usbcam_get_format(cam);
	usb_set_intfdata(intf, cam);

	ret = avc_vcap_register(&cam->cap);
	if (ret) {
		usb_set_intfdata(intf, NULL);
		return ret;
	}
	dev_info(&intf->dev, "%s: %ux%u %.4s, %u/%u s per frame\n",
		 video_device_node_name(&cam->cap.vdev), cam->cap.pix.width,
		 cam->cap.pix.height, (char *)&cam->cap.pix.pixelformat,
		 cam->cap.timeperframe.numerator,
		 cam->cap.timeperframe.denominator);
	return 0;

free:
	usb_put_dev(cam->udev);
	mutex_destroy(&cam->io_lock);
	kfree(cam->ctrl_buf);
	kfree(cam);
	return ret;
}

static void avc_usbcam_disconnect(struct usb_interface *intf)
{
	struct avc_usbcam *cam = usb_get_intfdata(intf);

	/* waits for a control transfer in flight; none starts after this */
	mutex_lock(&cam->io_lock);
	cam->gone = true;
	mutex_unlock(&cam->io_lock);
	dev_info(&intf->dev, "%s: disconnected\n",
		 video_device_node_name(&cam->cap.vdev));
	/* no new opens or ioctls, URBs killed, waiters get -ENODEV */
	avc_vcap_disconnect(&cam->cap);
	usb_set_intfdata(intf, NULL);
	/* open files and their mappings keep cam until the last close */
	v4l2_device_put(&cam->cap.v4l2_dev);
}

static const struct usb_device_id avc_usbcam_ids[] = {
	{ USB_DEVICE_AND_INTERFACE_INFO(AVC_USBCAM_VID, AVC_USBCAM_PID,
					USB_CLASS_VENDOR_SPEC, 0, 0) },
	{ }
};
MODULE_DEVICE_TABLE(usb, avc_usbcam_ids);

static struct usb_driver avc_usbcam_driver = {
	.name = KBUILD_MODNAME,
	.probe = avc_usbcam_probe,
	.disconnect = avc_usbcam_disconnect,
	.id_table = avc_usbcam_ids,
};

module_usb_driver(avc_usbcam_driver);

MODULE_DESCRIPTION("avcompat USB camera (sample driver)");
MODULE_AUTHOR("avcompat");
MODULE_LICENSE("GPL");
