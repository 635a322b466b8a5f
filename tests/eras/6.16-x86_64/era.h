/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Linux 6.16, x86_64: the 6.12 fixture (../6.12-x86_64/era.h) with the mmap
 * shape of 6.16 (ERA_MMAP_PREPARE; kstub-mmap.h, with the evidence).
 * ->mmap_prepare(desc), a desc with vm_flags and no action ([L:6.18]: 6.16-6.18 alike).
 */
#ifndef _ERA_6_16_H
#define _ERA_6_16_H
#define LINUX_VERSION_CODE	KERNEL_VERSION(6, 16, 0)
#define ERA_NAME		"6.16-x86_64"
#define ERA_MMAP_SHAPE		ERA_MMAP_PREPARE
#include "../6.12-x86_64/era.h"
#endif
