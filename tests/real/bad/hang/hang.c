// SPDX-License-Identifier: GPL-2.0
/* hang - never built: its Kbuild hangs (tests/real, make matrix --timeout) */
#include <linux/module.h>

MODULE_LICENSE("GPL");
