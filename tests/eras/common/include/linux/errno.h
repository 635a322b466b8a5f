/* SPDX-License-Identifier: GPL-2.0 */
/* Stand-in <linux/errno.h>: the errno values are the same in every era. */
#include_next <linux/errno.h>
