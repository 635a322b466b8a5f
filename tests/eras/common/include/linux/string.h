/* SPDX-License-Identifier: GPL-2.0 */
/* Stand-in <linux/string.h>: memset() and friends, the same in every era. */
#include <string.h>
