/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in for <linux/vmalloc.h> (every era here has these; the memory
 * eras model the older ones): page-aligned host memory, vmalloc_user()
 * and __vmalloc(.., __GFP_ZERO) cleared, vmalloc() and vmalloc_32() not
 * (0xa5 in every byte, as stale kernel data would be); vmalloc_to_page()
 * names a page by the address of its first byte, so two offsets are on
 * one page exactly when their pages compare equal.  Every allocation and
 * vfree() is counted in era_vmalloc (test-pcmvm.c): a buffer freed twice
 * or never shows there.
 */
#ifndef _ERA_LINUX_VMALLOC_H
#define _ERA_LINUX_VMALLOC_H
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <linux/mm.h>
#include <linux/slab.h>

#ifndef __GFP_ZERO
#define __GFP_ZERO	((gfp_t)0x100)
#endif
#ifndef __GFP_HIGHMEM
#define __GFP_HIGHMEM	((gfp_t)0x02)
#endif
#ifndef GFP_DMA32
#define GFP_DMA32	((gfp_t)0x04)
#endif

struct era_vmalloc_calls {
	int allocs, frees, user, dma32;
	size_t last_size;
};
extern struct era_vmalloc_calls era_vmalloc;

static inline void *era_vmalloc_alloc(unsigned long size, int zero)
{
	void *p;

	era_vmalloc.last_size = size;
	if (!size || size > (64UL << 20))
		return NULL;
	size = PAGE_ALIGN(size);
	if (posix_memalign(&p, PAGE_SIZE, size))
		return NULL;
	memset(p, zero ? 0 : 0xa5, size);
	era_vmalloc.allocs++;
	return p;
}

static inline void *vmalloc(unsigned long size)
{
	return era_vmalloc_alloc(size, 0);
}

static inline void *vmalloc_32(unsigned long size)
{
	era_vmalloc.dma32++;
	return era_vmalloc_alloc(size, 0);
}

/* 2.6.18 with vmalloc_user(): zeroed, from 32-bit-addressable pages */
static inline void *vmalloc_32_user(unsigned long size)
{
	era_vmalloc.user++;
	era_vmalloc.dma32++;
	return era_vmalloc_alloc(size, 1);
}

static inline void *vmalloc_user(unsigned long size)
{
	era_vmalloc.user++;
	return era_vmalloc_alloc(size, 1);
}

static inline void *__vmalloc(unsigned long size, gfp_t gfp)
{
	if (gfp & GFP_DMA32)
		era_vmalloc.dma32++;
	return era_vmalloc_alloc(size, !!(gfp & __GFP_ZERO));
}

static inline void vfree(const void *addr)
{
	if (!addr)
		return;
	era_vmalloc.frees++;
	free((void *)addr);
}

static inline struct page *vmalloc_to_page(const void *addr)
{
	return (struct page *)((uintptr_t)addr & PAGE_MASK);
}
#endif
