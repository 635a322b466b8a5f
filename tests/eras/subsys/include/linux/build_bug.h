/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in for <linux/build_bug.h> (and the compiler_types.h helpers it
 * brings in a Kbuild compile): static_assert() as [L:5.10] build_bug.h
 * has it (5.1+), __same_type() and __maybe_unused.
 */
#ifndef _ERA_LINUX_BUILD_BUG_H
#define _ERA_LINUX_BUILD_BUG_H
#include <stddef.h>
#define static_assert(expr, ...) __static_assert(expr, ##__VA_ARGS__, #expr)
#define __static_assert(expr, msg, ...) _Static_assert(expr, msg)
#define __same_type(a, b) __builtin_types_compatible_p(typeof(a), typeof(b))
#define __maybe_unused __attribute__((__unused__))
#endif
