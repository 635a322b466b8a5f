/* SPDX-License-Identifier: GPL-2.0 */
/* Stand-in for <linux/err.h>. */
#ifndef _ERA_LINUX_ERR_H
#define _ERA_LINUX_ERR_H
#define ERR_PTR(e)	((void *)(long)(e))
#define PTR_ERR(p)	((long)(p))
#define IS_ERR(p)	((unsigned long)(p) >= (unsigned long)-4095)
#endif
