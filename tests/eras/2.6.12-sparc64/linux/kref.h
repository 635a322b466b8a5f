/* SPDX-License-Identifier: GPL-2.0 */
/* Stand-in <linux/kref.h>: exists from 2.6.5; declarations in era.h. */
#include <kstub.h>
#include <era.h>
