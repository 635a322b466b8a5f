/* SPDX-License-Identifier: GPL-2.0 */
/* Stand-in: the era's release, from its era.h (ERA_VERSION_CODE). */
#ifndef _ERA_LINUX_VERSION_H
#define _ERA_LINUX_VERSION_H
#define KERNEL_VERSION(a, b, c) (((a) << 16) + ((b) << 8) + (c))
#define LINUX_VERSION_CODE ERA_VERSION_CODE
#endif
