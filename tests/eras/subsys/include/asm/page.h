/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in: the page size (<avcompat/pfn.h>, read through <avcompat/pcm.h>:
 * compat/sound/pcm.h builds the PCM vmalloc helpers on avc_rvmalloc()).
 * The memory eras, tests/eras/<era>/, test the memory headers per era;
 * here they only have to build, and the vmalloc calls to behave
 * (<linux/vmalloc.h>).
 */
#ifndef _ERA_ASM_PAGE_H
#define _ERA_ASM_PAGE_H
#define PAGE_SHIFT	12
#define PAGE_SIZE	(1UL << PAGE_SHIFT)
#define PAGE_MASK	(~(PAGE_SIZE - 1))
#endif
