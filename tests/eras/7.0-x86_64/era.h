/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Linux 7.0, x86_64: the 6.12 fixture (../6.12-x86_64/era.h) with the mmap
 * shape of 7.0 (ERA_MMAP_VMA_FLAGS; kstub-mmap.h, with the evidence).
 * as 6.19, desc->vma_flags (vma_flags_t), mk_vma_flags(), VM_* from VMA_*_BIT ([P:7.0]).
 */
#ifndef _ERA_7_0_H
#define _ERA_7_0_H
#define LINUX_VERSION_CODE	KERNEL_VERSION(7, 0, 0)
#define ERA_NAME		"7.0-x86_64"
#define ERA_MMAP_SHAPE		ERA_MMAP_VMA_FLAGS
#include "../6.12-x86_64/era.h"
#endif
