/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avc_v4l2 - a virtual V4L2 camera on avcompat: shared declarations.
 *
 * Files, one per concern (after drivers/media/test-drivers/vivid):
 *	avc_v4l2_core.c    module, registration, file operations
 *	avc_v4l2_fmt.c     formats, sizes, intervals, pattern generator
 *	avc_v4l2_stream.c  frame thread, the buffer queue's callbacks
 *	avc_v4l2_ioctl.c   V4L2 ioctls
 *	avc_v4l2_ctrls.c   controls
 *	avc_v4l2_vq.c      the shared buffer queue (../common/avc_vq.c)
 */
#ifndef _AVC_V4L2_DRV_H
#define _AVC_V4L2_DRV_H

#include <linux/mutex.h>
#include <linux/sched.h>
#include <linux/spinlock.h>
#include <linux/types.h>
#include <linux/videodev2.h>
#include <media/v4l2-ctrls.h>
#include <media/v4l2-dev.h>
#include <media/v4l2-device.h>

#include "../common/avc_vq.h"

#define AVC_V4L2_CAPS	(V4L2_CAP_VIDEO_CAPTURE | V4L2_CAP_STREAMING | \
			 V4L2_CAP_READWRITE)

/**
 * enum avc_v4l2_pattern - the test patterns (V4L2_CID_TEST_PATTERN)
 * @AVC_V4L2_GRADIENT: diagonal gradient, moving 2 units left per frame
 * @AVC_V4L2_BARS: eight colour bars, moving 1 unit left per frame
 * @AVC_V4L2_CHECKERS: 16x16-unit checkerboard, moving diagonally
 * @AVC_V4L2_NR_PATTERNS: number of patterns
 */
enum avc_v4l2_pattern {
	AVC_V4L2_GRADIENT,
	AVC_V4L2_BARS,
	AVC_V4L2_CHECKERS,
	AVC_V4L2_NR_PATTERNS,
};

/**
 * struct avc_v4l2_format - a pixel format
 * @fourcc: V4L2_PIX_FMT_*
 * @unit: bytes per unit, the smallest group of whole bytes (RGB24: one
 *	pixel, 3 bytes; YUYV: two pixels, 4 bytes)
 * @ppu: pixels per unit
 * @yuv: Y'CbCr (brightness and contrast apply to the Y bytes only)
 */
struct avc_v4l2_format {
	u32 fourcc;
	u8 unit;
	u8 ppu;
	bool yuv;
};

/**
 * struct avc_v4l2_frame - what the pattern generator needs for a frame
 * @fmt: the pixel format
 * @width: pixels per line (a multiple of @fmt->ppu)
 * @height: lines
 * @bytesperline: bytes per line, width / ppu * unit (no padding)
 * @sizeimage: @bytesperline * @height
 * @pattern: enum avc_v4l2_pattern
 * @brightness: 0..255, 128 is neutral
 * @contrast: 0..255, 128 is neutral
 */
struct avc_v4l2_frame {
	const struct avc_v4l2_format *fmt;
	u32 width;
	u32 height;
	u32 bytesperline;
	u32 sizeimage;
	u32 pattern;
	u32 brightness;
	u32 contrast;
};

/**
 * struct avc_v4l2_dev - the device
 * @v4l2_dev: V4L2 device, owns the reference that frees this structure
 * @vdev: the video node
 * @ctrl_handler: the controls
 * @lock: serializes ioctls and file operations (the video_device lock and
 *	the buffer queue's lock)
 * @vq: the buffer queue
 * @fmt: current pixel format, under @lock
 * @pix: current format, under @lock
 * @input: current input (always 0)
 * @tpf_lock: protects @timeperframe against the frame thread
 * @timeperframe: current frame interval
 * @brightness: control value, read by the frame thread
 * @contrast: control value, read by the frame thread
 * @pattern: control value, read by the frame thread
 * @thread: the frame thread while streaming
 * @stream: the frame geometry for the running stream
 * @scratch: the frame thread's pattern line buffer
 * @frames: ticks of the frame clock since STREAMON (the next sequence)
 * @delivered: frames handed to user space since STREAMON
 * @no_buffer: ticks without a queued buffer since STREAMON
 * @late: ticks lost because the thread ran late since STREAMON
 */
struct avc_v4l2_dev {
	struct v4l2_device v4l2_dev;
	struct video_device vdev;
	struct v4l2_ctrl_handler ctrl_handler;
	struct mutex lock;		/* ioctls, file operations, queue */
	struct avc_vq vq;

	const struct avc_v4l2_format *fmt;
	struct v4l2_pix_format pix;
	unsigned int input;

	spinlock_t tpf_lock;		/* timeperframe vs. frame thread */
	struct v4l2_fract timeperframe;

	u32 brightness;
	u32 contrast;
	u32 pattern;

	struct task_struct *thread;
	struct avc_v4l2_frame stream;
	u8 *scratch;
	u32 frames;
	u32 delivered;
	u32 no_buffer;
	u32 late;
};

/* avc_v4l2_core.c */
extern unsigned int avc_v4l2_debug;

/* avc_v4l2_fmt.c */
extern const struct avc_v4l2_format avc_v4l2_formats[];
extern const unsigned int avc_v4l2_num_formats;
extern const struct v4l2_frmsize_discrete avc_v4l2_sizes[];
extern const unsigned int avc_v4l2_num_sizes;
extern const struct v4l2_fract avc_v4l2_intervals[];
extern const unsigned int avc_v4l2_num_intervals;

const struct avc_v4l2_format *avc_v4l2_find_format(u32 fourcc);
bool avc_v4l2_valid_size(u32 width, u32 height);
void avc_v4l2_fill_pix(struct v4l2_pix_format *pix,
		       const struct avc_v4l2_format *fmt);
const struct v4l2_fract *avc_v4l2_nearest_interval(const struct v4l2_fract *tpf);
size_t avc_v4l2_scratch_size(u32 width);
void avc_v4l2_fill_frame(u8 *mem, const struct avc_v4l2_frame *f,
			 u32 sequence, u8 *scratch);

/* avc_v4l2_stream.c */
extern const struct avc_vq_ops avc_v4l2_vq_ops;

/* avc_v4l2_ioctl.c */
extern const struct v4l2_ioctl_ops avc_v4l2_ioctl_ops;

/* avc_v4l2_ctrls.c */
int avc_v4l2_ctrls_init(struct avc_v4l2_dev *dev);

#endif /* _AVC_V4L2_DRV_H */
