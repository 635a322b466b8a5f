/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in for the uapi <linux/videodev2.h> of the era: the structures
 * the compat helpers touch, with the fields and macros the era had.
 *   ERA_BUF_CAPS       4.20: v4l2_requestbuffers/v4l2_create_buffers
 *                      .capabilities and V4L2_BUF_CAP_SUPPORTS_MMAP
 *   ERA_MEMORY_FLAGS   5.14: .flags and V4L2_MEMORY_FLAG_NON_COHERENT
 *   ERA_NS_TO_TIMEVAL  the in-kernel v4l2_buffer.timestamp is a struct
 *                      timeval (to 5.5); a __kernel_v4l2_timeval after
 */
#ifndef _ERA_VIDEODEV2_H
#define _ERA_VIDEODEV2_H
#include <linux/types.h>

#define V4L2_CAP_VIDEO_CAPTURE	0x00000001
#define V4L2_CAP_READWRITE	0x01000000
#define V4L2_CAP_STREAMING	0x04000000
#define V4L2_CAP_DEVICE_CAPS	0x80000000

struct v4l2_capability {
	u8 driver[16];
	u8 card[32];
	u8 bus_info[32];
	u32 version;
	u32 capabilities;
	u32 device_caps;
	u32 reserved[3];
};

#if ERA_BUF_CAPS
#define V4L2_BUF_CAP_SUPPORTS_MMAP	(1 << 0)
#endif
#if ERA_MEMORY_FLAGS
#define V4L2_MEMORY_FLAG_NON_COHERENT	(1 << 0)
#endif

struct v4l2_requestbuffers {
	u32 count;
	u32 type;
	u32 memory;
#if ERA_BUF_CAPS
	u32 capabilities;
#endif
#if ERA_MEMORY_FLAGS
	u8 flags;
	u8 reserved[3];
#elif ERA_BUF_CAPS
	u32 reserved[1];
#else
	u32 reserved[2];
#endif
};

struct v4l2_create_buffers {
	u32 index;
	u32 count;
	u32 memory;
#if ERA_BUF_CAPS
	u32 capabilities;
#endif
#if ERA_MEMORY_FLAGS
	u32 flags;
	u32 reserved[6];
#else
	u32 reserved[7];
#endif
};

#if !ERA_NS_TO_TIMEVAL
struct __kernel_v4l2_timeval {
	long long tv_sec;
	long long tv_usec;
};
#endif

struct v4l2_buffer {
	u32 index;
	u32 type;
	u32 bytesused;
	u32 flags;
	u32 field;
#if ERA_NS_TO_TIMEVAL
	struct timeval timestamp;
#else
	struct __kernel_v4l2_timeval timestamp;
#endif
	u32 sequence;
};
#endif
