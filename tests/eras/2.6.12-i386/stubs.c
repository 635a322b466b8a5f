// SPDX-License-Identifier: GPL-2.0
#include <linux/mm.h>
#define ERA_CONST_VMALLOC 0
#include "../common/pfn-stubs.c"
