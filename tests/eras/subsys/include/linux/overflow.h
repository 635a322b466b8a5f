/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in for <linux/overflow.h> of the era (none before 4.18):
 *   ERA_SLAB 1: array_size(a, b), a saturating inline function (4.18,
 *               610b15c50e86, to 5.17);
 *            2: size_mul(), with array_size() a macro over it (5.18,
 *               e1be43d9b5d0; back-ported to 5.10.y: [L:5.10]
 *               overflow.h:262,326; [L:6.12] overflow.h:336,397);
 *            3: as 2 ([L:7.3] overflow.h:330,391).
 * Both record their calls in era_slab (test.c): the shim must use the
 * era's own helper where there is one.
 */
#ifndef _ERA_LINUX_OVERFLOW_H
#define _ERA_LINUX_OVERFLOW_H
#include <linux/types.h>

#if ERA_SLAB == 1
static inline size_t array_size(size_t a, size_t b)
{
	era_slab.array_size++;
	if (b && a > SIZE_MAX / b)
		return SIZE_MAX;
	return a * b;
}
#endif
#if ERA_SLAB >= 2
static inline size_t size_mul(size_t factor1, size_t factor2)
{
	era_slab.size_mul++;
	if (factor2 && factor1 > SIZE_MAX / factor2)
		return SIZE_MAX;
	return factor1 * factor2;
}
#define array_size(a, b)	size_mul(a, b)
#endif
#endif
