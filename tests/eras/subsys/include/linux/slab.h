/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in for <linux/slab.h> (with the GFP flags of <linux/gfp.h>) of
 * the era:
 *   ERA_SLAB 0: kmalloc(), kzalloc(), kfree() (2.6.14 to 4.11);
 *            1: kvmalloc() and kvzalloc() too (4.12, a7c3e901a46f), and
 *               <linux/overflow.h> with array_size() (4.18, included from
 *               here from then on);
 *            2: size_mul() in <linux/overflow.h> (5.18; 5.10.y);
 *            3: the kmalloc_obj() family and default_gfp(), GFP optional
 *               (7.0, 2932ba8d9c99 and e19e1b480ac7; back-ported to
 *               6.12.97): [L:7.3] slab.h:1087-1173 and gfp.h:17-18,
 *               [L:6.12] slab.h:912-997 and gfp.h:16-17, verbatim below.
 * A request over 4 MiB fails (KMALLOC_MAX_SIZE); every call records its
 * size, flags and allocator in era_slab (test.c).
 */
#ifndef _ERA_LINUX_SLAB_H
#define _ERA_LINUX_SLAB_H
#include <stdlib.h>
#include <string.h>
#include <linux/types.h>

typedef unsigned int gfp_t;
#define GFP_ATOMIC	((gfp_t)0x820)
#define GFP_KERNEL	((gfp_t)0xcc0)
#define __GFP_NOWARN	((gfp_t)0x2000)

enum era_slab_fn { ERA_KMALLOC = 1, ERA_KZALLOC, ERA_KVMALLOC, ERA_KVZALLOC };
struct era_slab_calls {
	size_t size;
	gfp_t gfp;
	int fn, allocs, array_size, size_mul;
};
extern struct era_slab_calls era_slab;

static inline void *era_slab_alloc(size_t size, gfp_t flags, int fn)
{
	void *p;

	era_slab.size = size;
	era_slab.gfp = flags;
	era_slab.fn = fn;
	era_slab.allocs++;
	if (size > 4 << 20)
		return NULL;
	p = malloc(size ? size : 1);
	if (p && (fn == ERA_KMALLOC || fn == ERA_KVMALLOC))
		memset(p, 0xa5, size);		/* not cleared */
	else if (p)
		memset(p, 0, size);
	return p;
}

static inline void *kmalloc(size_t size, gfp_t flags)
{
	return era_slab_alloc(size, flags, ERA_KMALLOC);
}

static inline void *kzalloc(size_t size, gfp_t flags)
{
	return era_slab_alloc(size, flags, ERA_KZALLOC);
}

static inline void kfree(const void *p)
{
	free((void *)p);
}

#if ERA_SLAB >= 1
#include <linux/overflow.h>

static inline void *kvmalloc(size_t size, gfp_t flags)
{
	return era_slab_alloc(size, flags, ERA_KVMALLOC);
}

static inline void *kvzalloc(size_t size, gfp_t flags)
{
	return era_slab_alloc(size, flags, ERA_KVZALLOC);
}

static inline void kvfree(const void *p)
{
	free((void *)p);
}

/* 4.12 too; <avcompat/rvmalloc.h> (read through <avcompat/pcm.h>) */
static inline void *kvmalloc_array(size_t n, size_t size, gfp_t flags)
{
	if (n && size > (size_t)-1 / n)
		return NULL;
	return kvmalloc(n * size, flags);
}
#endif

#if ERA_SLAB >= 3
#define __default_gfp(a,b,...) b
#define default_gfp(...) __default_gfp(,##__VA_ARGS__,GFP_KERNEL)

#define __alloc_objs(KMALLOC, GFP, TYPE, COUNT)				\
({									\
	const size_t __obj_size = size_mul(sizeof(TYPE), COUNT);	\
	(TYPE *)KMALLOC(__obj_size, GFP);				\
})
#define kmalloc_obj(VAR_OR_TYPE, ...) \
	__alloc_objs(kmalloc, default_gfp(__VA_ARGS__), typeof(VAR_OR_TYPE), 1)
#define kmalloc_objs(VAR_OR_TYPE, COUNT, ...) \
	__alloc_objs(kmalloc, default_gfp(__VA_ARGS__), typeof(VAR_OR_TYPE), COUNT)
#define kzalloc_obj(P, ...) \
	__alloc_objs(kzalloc, default_gfp(__VA_ARGS__), typeof(P), 1)
#define kzalloc_objs(P, COUNT, ...) \
	__alloc_objs(kzalloc, default_gfp(__VA_ARGS__), typeof(P), COUNT)
#define kvmalloc_obj(P, ...) \
	__alloc_objs(kvmalloc, default_gfp(__VA_ARGS__), typeof(P), 1)
#define kvmalloc_objs(P, COUNT, ...) \
	__alloc_objs(kvmalloc, default_gfp(__VA_ARGS__), typeof(P), COUNT)
#define kvzalloc_obj(P, ...) \
	__alloc_objs(kvzalloc, default_gfp(__VA_ARGS__), typeof(P), 1)
#define kvzalloc_objs(P, COUNT, ...) \
	__alloc_objs(kvzalloc, default_gfp(__VA_ARGS__), typeof(P), COUNT)
#endif
#endif
