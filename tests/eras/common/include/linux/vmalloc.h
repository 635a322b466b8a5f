/* SPDX-License-Identifier: GPL-2.0 */
/* Stand-in <linux/vmalloc.h>: shared types plus the era's own declarations (era.h). */
#include <kstub.h>
#include <era.h>
