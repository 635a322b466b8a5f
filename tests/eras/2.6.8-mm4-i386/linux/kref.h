/* SPDX-License-Identifier: GPL-2.0 */
/* Stand-in <linux/kref.h>: the 2.6.5 API, release given to kref_init(). */
#include <kstub.h>
#include <era.h>
