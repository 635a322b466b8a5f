/* SPDX-License-Identifier: GPL-2.0 */
/* Stand-in: <avcompat/pfn.h> includes it; see <asm/page.h>. */
#ifndef _ERA_ASM_IO_H
#define _ERA_ASM_IO_H
#include <asm/page.h>
#endif
