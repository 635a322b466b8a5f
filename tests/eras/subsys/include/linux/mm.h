/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in: <avcompat/version.h> includes <linux/mm.h> for the memory
 * keys, which the subsystem eras do not test (tests/eras/<era>/ do).
 */
#ifndef _ERA_LINUX_MM_H
#define _ERA_LINUX_MM_H
#include <linux/types.h>

#endif
