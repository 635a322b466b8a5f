/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in for <media/v4l2-dev.h> of the era:
 *   ERA_VFL         1: "#define VFL_TYPE_GRABBER 0" [T:3.15];
 *                   2: enum vfl_devnode_type { VFL_TYPE_GRABBER = 0, ... }
 *                      (up to 5.6);
 *                   3: VFL_TYPE_VIDEO plus the transitional
 *                      "VFL_TYPE_GRABBER = VFL_TYPE_VIDEO" (5.7, and the
 *                      5.4.y stable back-port of 238e4a5baa36);
 *                   4: VFL_TYPE_VIDEO only [L:6.12] v4l2-dev.h:36
 *   ERA_DEVICE_CAPS 4.7: struct video_device.device_caps
 */
#ifndef _ERA_V4L2_DEV_H
#define _ERA_V4L2_DEV_H
#include <linux/types.h>
#include <linux/videodev2.h>

#if ERA_VFL == 1
#define VFL_TYPE_GRABBER	0
#define VFL_TYPE_VBI		1
#define VFL_TYPE_RADIO		2
#elif ERA_VFL == 2
enum vfl_devnode_type {
	VFL_TYPE_GRABBER	= 0,
	VFL_TYPE_VBI,
	VFL_TYPE_RADIO,
};
#elif ERA_VFL == 3
enum vfl_devnode_type {
	VFL_TYPE_VIDEO,
	VFL_TYPE_VBI,
	VFL_TYPE_RADIO,
	VFL_TYPE_GRABBER = VFL_TYPE_VIDEO,
};
#else
enum vfl_devnode_type {
	VFL_TYPE_VIDEO,
	VFL_TYPE_VBI,
	VFL_TYPE_RADIO,
};
#endif

struct video_device {
	char name[32];
	int vfl_type;
#if ERA_DEVICE_CAPS
	u32 device_caps;
#endif
	int minor;
};
#endif
