/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Today's <linux/slab.h> typed allocators on older kernels.
 *
 * Driver code written for a current kernel allocates with
 * kzalloc_obj(*p) and kzalloc_objs(*p, n) (GFP_KERNEL unless a GFP
 * argument follows), as 7.3's checkpatch asks ("Prefer kzalloc_obj over
 * kzalloc with sizeof"); this header supplies kmalloc_obj(),
 * kmalloc_objs(), kzalloc_obj(), kzalloc_objs(), kvmalloc_obj(),
 * kvmalloc_objs(), kvzalloc_obj() and kvzalloc_objs() where the kernel
 * lacks them.  The *_flex() variants are not backported: they set a
 * __counted_by() counter, which needs 7.0's __set_flex_counter().
 * kv*_obj*() expand to kvmalloc()/kvzalloc(), which came in 4.12.
 * Enable with: NOSTDINC_FLAGS += -I$(AVCOMPAT)/compat -I$(AVCOMPAT)/include
 * Key: AVC_HAVE_KMALLOC_OBJ below, which tests a macro of <linux/slab.h>
 * (the first part of <avcompat/version.h> only, for AVC_KERNEL_GE() and
 * the probe's header: this header is read in the middle of <linux/mm.h>).
 */
#ifndef _AVC_COMPAT_LINUX_SLAB_H
#define _AVC_COMPAT_LINUX_SLAB_H

#include_next <linux/slab.h>
#define AVC_VERSION_BASE_ONLY
#include <avcompat/version.h>
#undef AVC_VERSION_BASE_ONLY

/*
 * AVC_HAVE_KMALLOC_OBJ - kmalloc_obj(), kmalloc_objs(), kzalloc_obj(),
 * kzalloc_objs(), kvmalloc_obj(), kvmalloc_objs(), kvzalloc_obj() and
 * kvzalloc_objs(), GFP argument optional.  7.0 (2932ba8d9c99 "slab:
 * Introduce kmalloc_obj() and family", GFP required; e19e1b480ac7 "add
 * default_gfp() helper macro and use it in the new *alloc_obj() helpers"
 * made it optional, GFP_KERNEL by default) [L:7.3] slab.h:1124-1173,
 * gfp.h:17-18.  Back-ported to 6.12.y (the stable update to 6.12.97 in
 * Debian's changelog of 6.12.118, with "default_gfp(): avoid using the
 * newfangled __VA_OPT__ trick"): [L:6.12] slab.h:947-997, gfp.h:16-17;
 * not in [L:6.1] 6.1.192 nor Debian's 6.18.15 headers.  Macros, so their
 * existence decides: a version check gets 6.12.97+ wrong.  default_gfp()
 * (gfp.h) is tested too: a tree with 2932ba8d9c99 alone (7.0-rc1, or a
 * partial back-port) requires the GFP argument that 7.3 code leaves out,
 * and gets the shim, which replaces the kernel's macros.
 * Without it: a driver written for 7.0+ (or converted as 7.3's checkpatch
 * asks) does not build on older kernels, and a shim keyed by version
 * redefines the kernel's own macros on 6.12.97+.
 */
#ifndef AVC_HAVE_KMALLOC_OBJ
# if defined(kzalloc_obj) && defined(default_gfp)
#  define AVC_HAVE_KMALLOC_OBJ 1
# else
#  define AVC_HAVE_KMALLOC_OBJ 0
# endif
#endif

#if !AVC_HAVE_KMALLOC_OBJ
/*
 * avc_size_mul(a, b) - a * b saturating at SIZE_MAX, so that an
 * overflowing count fails the allocation instead of returning a short
 * buffer, as 7.0's __alloc_objs() does with size_mul().  size_mul() came
 * in 5.18 (e1be43d9b5d0 "overflow: Implement size_t saturating arithmetic
 * helpers", back-ported to 5.10.y: [L:5.10] overflow.h:262), which made
 * array_size() a macro over it ([L:5.10] overflow.h:326, [L:6.12]
 * overflow.h:397): the macro tells.  4.18 to 5.17 have array_size() as a
 * saturating inline function (610b15c50e86 "overflow.h: Add allocation
 * size calculation helpers"); before 4.18 there is no <linux/overflow.h>
 * and the check is spelt out.
 */
#if defined(array_size)
#define avc_size_mul(a, b)	size_mul(a, b)
#elif AVC_KERNEL_GE(4, 18, 0)
#define avc_size_mul(a, b)	array_size(a, b)
#else
static inline size_t avc_size_mul(size_t a, size_t b)
{
	if (b && a > ~(size_t)0 / b)
		return ~(size_t)0;
	return a * b;
}
#endif

/*
 * avc_default_gfp(...) - its argument, or GFP_KERNEL if there is none:
 * 7.3's default_gfp() ([L:7.3] gfp.h:17-18) under avcompat's prefix.  The
 * GNU ", ##__VA_ARGS__" drops the comma when nothing follows; 7.0 first
 * used __VA_OPT__ (GCC 8+), replaced by this form before 7.3, which every
 * GCC that builds 2.6 kernels understands in the kernel's gnu89 mode.
 */
#define __avc_default_gfp(a, b, ...)	b
#define avc_default_gfp(...)		__avc_default_gfp(, ##__VA_ARGS__, GFP_KERNEL)

/*
 * __avc_alloc_objs() - COUNT objects of TYPE from KMALLOC, as a TYPE *:
 * 7.3's __alloc_objs() ([L:7.3] slab.h:1087).
 */
#define __avc_alloc_objs(KMALLOC, GFP, TYPE, COUNT)			\
({									\
	const size_t __avc_obj_size = avc_size_mul(sizeof(TYPE), COUNT); \
	(TYPE *)KMALLOC(__avc_obj_size, GFP);				\
})

/* a kernel that has them, with the key forced to 0, keeps building */
#undef kmalloc_obj
#undef kmalloc_objs
#undef kzalloc_obj
#undef kzalloc_objs
#undef kvmalloc_obj
#undef kvmalloc_objs
#undef kvzalloc_obj
#undef kvzalloc_objs

/**
 * kmalloc_obj - allocate a single instance of the given type
 * @VAR_OR_TYPE: variable or type to allocate
 * @...: optional GFP flags for the allocation (GFP_KERNEL when not given)
 *
 * Returns: a pointer to a new @VAR_OR_TYPE, or NULL on failure.
 */
#define kmalloc_obj(VAR_OR_TYPE, ...) \
	__avc_alloc_objs(kmalloc, avc_default_gfp(__VA_ARGS__), typeof(VAR_OR_TYPE), 1)

/**
 * kmalloc_objs - allocate an array of the given type
 * @VAR_OR_TYPE: variable or type to allocate an array of
 * @COUNT: how many elements; a count whose size overflows fails
 * @...: optional GFP flags for the allocation (GFP_KERNEL when not given)
 *
 * Returns: a pointer to the first of @COUNT new @VAR_OR_TYPE, or NULL on
 * failure.
 */
#define kmalloc_objs(VAR_OR_TYPE, COUNT, ...) \
	__avc_alloc_objs(kmalloc, avc_default_gfp(__VA_ARGS__), typeof(VAR_OR_TYPE), COUNT)

/* the kzalloc(), kvmalloc() and kvzalloc() forms of the two above */
#define kzalloc_obj(P, ...) \
	__avc_alloc_objs(kzalloc, avc_default_gfp(__VA_ARGS__), typeof(P), 1)
#define kzalloc_objs(P, COUNT, ...) \
	__avc_alloc_objs(kzalloc, avc_default_gfp(__VA_ARGS__), typeof(P), COUNT)
#define kvmalloc_obj(P, ...) \
	__avc_alloc_objs(kvmalloc, avc_default_gfp(__VA_ARGS__), typeof(P), 1)
#define kvmalloc_objs(P, COUNT, ...) \
	__avc_alloc_objs(kvmalloc, avc_default_gfp(__VA_ARGS__), typeof(P), COUNT)
#define kvzalloc_obj(P, ...) \
	__avc_alloc_objs(kvzalloc, avc_default_gfp(__VA_ARGS__), typeof(P), 1)
#define kvzalloc_objs(P, COUNT, ...) \
	__avc_alloc_objs(kvzalloc, avc_default_gfp(__VA_ARGS__), typeof(P), COUNT)
#endif /* !AVC_HAVE_KMALLOC_OBJ */

#endif /* _AVC_COMPAT_LINUX_SLAB_H */
