/* SPDX-License-Identifier: GPL-2.0 */
/* Stand-in: the kernel types the media and sound headers use. */
#ifndef _ERA_LINUX_TYPES_H
#define _ERA_LINUX_TYPES_H
#include <stdint.h>
#include <stddef.h>
#include <stdbool.h>
typedef uint8_t u8;
typedef uint16_t u16;
typedef uint32_t u32;
typedef uint64_t u64;
typedef int64_t s64;
typedef uint32_t __u32;
typedef uint64_t __u64;
typedef int64_t __s64;
struct device { int id; };
struct module { int id; };
extern struct module era_this_module;
#define THIS_MODULE (&era_this_module)

#if ERA_NS_TO_TIMEVAL
/* the host C library has its own struct timeval: keep apart from it */
#define timeval era_timeval
/*
 * [T:2.6.29]..[T:5.5] <linux/time.h>: struct timeval and ns_to_timeval(),
 * removed with the y2038 work in 5.6 (the era says whether it has them).
 */
struct timeval {
	long tv_sec;
	long tv_usec;
};

static inline struct timeval ns_to_timeval(const s64 nsec)
{
	struct timeval tv = { (long)(nsec / 1000000000), (long)(nsec % 1000000000 / 1000) };

	return tv;
}
#endif
#endif
