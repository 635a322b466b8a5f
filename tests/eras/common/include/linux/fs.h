/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in <linux/fs.h>: struct file and struct file_operations, in the
 * era's mmap shape (ERA_MMAP_SHAPE, kstub-mmap.h).
 */
#include <kstub.h>
#include <era.h>
#include <kstub-mmap.h>
