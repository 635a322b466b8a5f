/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avc_vcap - the V4L2 capture node the sample cameras share.
 *
 * Everything of a single-planar capture device that does not depend on
 * where the frames come from: registration, the file operations, the
 * format, frame size and frame interval ioctls over a driver's tables,
 * one camera input, the buffer ioctls (forwarded to struct avc_vq), and
 * three controls (brightness, contrast, test pattern).  The virtual camera
 * (../v4l2) generates frames in a kthread; the USB camera (../usbcam)
 * receives them from a device.  Both embed a struct avc_vcap and add only
 * their producer.
 *
 * Lifetime: the struct embedding a struct avc_vcap is freed by the
 * v4l2_device release callback the driver sets, which must call
 * avc_vcap_cleanup().  Every open file holds the video_device, and so the
 * v4l2_device; every mapping holds its file.  A hot-pluggable driver calls
 * avc_vcap_disconnect() when its device goes and drops its reference with
 * v4l2_device_put(); the memory lives on until the last file is closed.
 *
 * Locking: @lock is the video_device lock (the V4L2 core holds it around
 * every ioctl) and the buffer queue's lock.
 */
#ifndef _AVC_VCAP_H
#define _AVC_VCAP_H

#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/types.h>
#include <linux/videodev2.h>
#include <media/v4l2-ctrls.h>
#include <media/v4l2-dev.h>
#include <media/v4l2-device.h>

#include "avc_vq.h"

#define AVC_VCAP_CAPS	(V4L2_CAP_VIDEO_CAPTURE | V4L2_CAP_STREAMING | \
			 V4L2_CAP_READWRITE)

struct avc_vcap;

/**
 * enum avc_vcap_pattern - the test patterns (V4L2_CID_TEST_PATTERN)
 * @AVC_VCAP_GRADIENT: diagonal gradient, moving 2 units left per frame
 * @AVC_VCAP_BARS: eight colour bars, moving 1 unit left per frame
 * @AVC_VCAP_CHECKERS: 16x16-unit checkerboard, moving diagonally
 * @AVC_VCAP_NR_PATTERNS: number of patterns
 */
enum avc_vcap_pattern {
	AVC_VCAP_GRADIENT,
	AVC_VCAP_BARS,
	AVC_VCAP_CHECKERS,
	AVC_VCAP_NR_PATTERNS,
};

/**
 * struct avc_vcap_format - a pixel format
 * @fourcc: V4L2_PIX_FMT_*
 * @unit: bytes per unit, the smallest group of whole bytes (RGB24: one
 *	pixel, 3 bytes; YUYV: two pixels, 4 bytes)
 * @ppu: pixels per unit
 * @yuv: Y'CbCr (brightness and contrast apply to the Y bytes only)
 */
struct avc_vcap_format {
	u32 fourcc;
	u8 unit;
	u8 ppu;
	bool yuv;
};

/**
 * struct avc_vcap_modes - what a device can capture
 * @formats: pixel formats, the first is the fallback of TRY_FMT
 * @num_formats: their number
 * @sizes: discrete frame sizes, offered for every format
 * @num_sizes: their number
 * @intervals: frame intervals, fastest first, offered for every size; the
 *	first is the default (S_PARM with 0/0)
 * @num_intervals: their number
 */
struct avc_vcap_modes {
	const struct avc_vcap_format *formats;
	unsigned int num_formats;
	const struct v4l2_frmsize_discrete *sizes;
	unsigned int num_sizes;
	const struct v4l2_fract *intervals;
	unsigned int num_intervals;
};

/**
 * struct avc_vcap_ops - optional driver hooks
 * @s_ctrl: a control changed (V4L2_CID_BRIGHTNESS, _CONTRAST or
 *	_TEST_PATTERN), after the new value is published in struct avc_vcap;
 *	called with the control handler's lock held, may sleep.  Return 0
 *	or an error for the ioctl.
 */
struct avc_vcap_ops {
	int (*s_ctrl)(struct avc_vcap *cap, u32 id, s32 val);
};

/**
 * struct avc_vcap - a capture node
 * @v4l2_dev: V4L2 device; its release callback (set by the driver) frees
 *	the structure embedding this one
 * @vdev: the video node
 * @ctrl_handler: the controls
 * @lock: serializes ioctls and file operations (the video_device lock and
 *	the buffer queue's lock)
 * @vq: the buffer queue
 * @modes: the driver's format tables
 * @ops: the driver's hooks, or NULL
 * @card: VIDIOC_QUERYCAP card name, also the video_device name
 * @bus_info: VIDIOC_QUERYCAP bus_info
 * @fmt: current pixel format, under @lock
 * @pix: current format, under @lock
 * @input: current input (always 0)
 * @tpf_lock: protects @timeperframe against the producer
 * @timeperframe: current frame interval
 * @brightness: control value, read by the producer with READ_ONCE()
 * @contrast: control value, read by the producer with READ_ONCE()
 * @pattern: control value, read by the producer with READ_ONCE()
 */
struct avc_vcap {
	struct v4l2_device v4l2_dev;
	struct video_device vdev;
	struct v4l2_ctrl_handler ctrl_handler;
	struct mutex lock;		/* ioctls, file operations, queue */
	struct avc_vq vq;

	const struct avc_vcap_modes *modes;
	const struct avc_vcap_ops *ops;
	const char *card;
	char bus_info[32];

	const struct avc_vcap_format *fmt;
	struct v4l2_pix_format pix;
	unsigned int input;

	spinlock_t tpf_lock;		/* timeperframe vs. producer */
	struct v4l2_fract timeperframe;

	u32 brightness;
	u32 contrast;
	u32 pattern;
};

int avc_vcap_init(struct avc_vcap *cap, struct device *parent,
		  const struct avc_vcap_modes *modes,
		  const struct avc_vq_ops *vq_ops,
		  const struct avc_vcap_ops *ops, const char *card,
		  void (*release)(struct v4l2_device *v4l2_dev));
int avc_vcap_register(struct avc_vcap *cap);
void avc_vcap_disconnect(struct avc_vcap *cap);
void avc_vcap_cleanup(struct avc_vcap *cap);

const struct avc_vcap_format *avc_vcap_find_format(struct avc_vcap *cap,
						   u32 fourcc);
bool avc_vcap_valid_size(struct avc_vcap *cap, u32 width, u32 height);
void avc_vcap_fill_pix(struct avc_vcap *cap, struct v4l2_pix_format *pix,
		       const struct avc_vcap_format *fmt);
const struct v4l2_fract *avc_vcap_nearest_interval(struct avc_vcap *cap,
						   const struct v4l2_fract *tpf);
struct v4l2_fract avc_vcap_get_interval(struct avc_vcap *cap);
u64 avc_vcap_interval_ns(struct avc_vcap *cap);

#endif /* _AVC_VCAP_H */
