/* SPDX-License-Identifier: GPL-2.0 */
/* Stand-in: the part of struct file the V4L2 file-handle helpers touch. */
#ifndef _ERA_LINUX_FS_H
#define _ERA_LINUX_FS_H
#include <linux/types.h>

struct file {
	void *private_data;
};
#endif
