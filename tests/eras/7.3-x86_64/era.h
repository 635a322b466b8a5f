/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Linux 7.3, x86_64: the 6.12 fixture (../6.12-x86_64/era.h) with the mmap
 * shape of 7.3 (ERA_MMAP_KERNEL_PAGES; kstub-mmap.h, with the evidence).
 * MAP_KERNEL_PAGES, vm_operations ->mapped, error_override, no hooks ([L:7.3]).
 */
#ifndef _ERA_7_3_H
#define _ERA_7_3_H
#define LINUX_VERSION_CODE	KERNEL_VERSION(7, 3, 4)
#define ERA_NAME		"7.3-x86_64"
#define ERA_MMAP_SHAPE		ERA_MMAP_KERNEL_PAGES
#include "../6.12-x86_64/era.h"
#endif
