// SPDX-License-Identifier: GPL-2.0
/* kbuilderr - never built: its Kbuild stops make (tests/real, make matrix) */
#include <linux/module.h>

MODULE_LICENSE("GPL");
