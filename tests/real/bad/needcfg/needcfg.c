// SPDX-License-Identifier: GPL-2.0
/* needcfg - built only where CONFIG_AVC_NO_SUCH_OPTION is set (never) */
#include <linux/module.h>

MODULE_LICENSE("GPL");
