/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Linux 6.19, x86_64: the 6.12 fixture (../6.12-x86_64/era.h) with the mmap
 * shape of 6.19 (ERA_MMAP_ACTION; kstub-mmap.h, with the evidence).
 * desc->action: remap and I/O remap, success_hook and error_hook ([P:6.19]).
 */
#ifndef _ERA_6_19_H
#define _ERA_6_19_H
#define LINUX_VERSION_CODE	KERNEL_VERSION(6, 19, 0)
#define ERA_NAME		"6.19-x86_64"
#define ERA_MMAP_SHAPE		ERA_MMAP_ACTION
#include "../6.12-x86_64/era.h"
#endif
