/* SPDX-License-Identifier: GPL-2.0 */
/* Stand-in <linux/uaccess.h>: exists from 2.6.18; copy_*_user live here. */
#include <kstub.h>
#include <era.h>
