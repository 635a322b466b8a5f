/* SPDX-License-Identifier: GPL-2.0 */
/* Stand-in: what <avcompat/mmap.h> takes from <linux/kernel.h>. */
#ifndef _ERA_LINUX_KERNEL_H
#define _ERA_LINUX_KERNEL_H
#include <linux/types.h>
#ifndef unlikely
#define unlikely(x)	__builtin_expect(!!(x), 0)
#define likely(x)	__builtin_expect(!!(x), 1)
#endif
#ifndef WARN_ON
#define WARN_ON(c)	(c)
#endif
#endif
