/* SPDX-License-Identifier: GPL-2.0 */
/* Stand-in: the host's string functions. */
#ifndef _ERA_LINUX_STRING_H
#define _ERA_LINUX_STRING_H
#include <string.h>
#endif
