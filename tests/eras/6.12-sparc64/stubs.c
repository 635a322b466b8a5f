// SPDX-License-Identifier: GPL-2.0
#include <linux/mm.h>
#define ERA_CONST_VMALLOC 1
#include "../common/pfn-stubs.c"
