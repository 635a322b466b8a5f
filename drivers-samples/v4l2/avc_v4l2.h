/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avc_v4l2 - a virtual V4L2 camera on avcompat: shared declarations.
 *
 * Files, one per concern (after drivers/media/test-drivers/vivid):
 *	avc_v4l2_core.c    module parameters, registration
 *	avc_v4l2_fmt.c     format tables, pattern generator
 *	avc_v4l2_stream.c  frame thread, the buffer queue's callbacks
 *	avc_vcap.c, avc_vq.c  the shared capture node and buffer queue:
 *			   links to ../common, compiled into this module
 */
#ifndef _AVC_V4L2_DRV_H
#define _AVC_V4L2_DRV_H

#include <linux/sched.h>
#include <linux/types.h>

#include "../common/avc_vcap.h"

/**
 * struct avc_v4l2_frame - what the pattern generator needs for a frame
 * @fmt: the pixel format
 * @width: pixels per line (a multiple of @fmt->ppu)
 * @height: lines
 * @bytesperline: bytes per line, width / ppu * unit (no padding)
 * @sizeimage: @bytesperline * @height
 * @pattern: enum avc_vcap_pattern
 * @brightness: 0..255, 128 is neutral
 * @contrast: 0..255, 128 is neutral
 */
struct avc_v4l2_frame {
	const struct avc_vcap_format *fmt;
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
 * @cap: the capture node (V4L2 device, video node, controls, queue,
 *	format); its v4l2_device owns the reference that frees this structure
 * @thread: the frame thread while streaming
 * @stream: the frame geometry for the running stream
 * @scratch: the frame thread's pattern line buffer
 * @frames: ticks of the frame clock since STREAMON (the next sequence)
 * @delivered: frames handed to user space since STREAMON
 * @no_buffer: ticks without a queued buffer since STREAMON
 * @late: ticks lost because the thread ran late since STREAMON
 */
struct avc_v4l2_dev {
	struct avc_vcap cap;

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
extern const struct avc_vcap_modes avc_v4l2_modes;

size_t avc_v4l2_scratch_size(u32 width);
void avc_v4l2_fill_frame(u8 *mem, const struct avc_v4l2_frame *f,
			 u32 sequence, u8 *scratch);

/* avc_v4l2_stream.c */
extern const struct avc_vq_ops avc_v4l2_vq_ops;

#endif /* _AVC_V4L2_DRV_H */
