/* SPDX-License-Identifier: GPL-2.0 */
/* Stand-in <linux/slab.h>: shared types plus the era's own declarations (era.h). */
#include <kstub.h>
#include <era.h>
