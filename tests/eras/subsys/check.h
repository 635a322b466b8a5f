/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The checks every subsystem era program prints: one TAP line
 * "ok|not ok - subsys ERA: what (detail)" per check, counted in
 * era_failures; main() returns era_failures ? 1 : 0.  Shared by
 * subsys/test.c and each concern's subsys/test-NAME.c (tests/eras/run).
 */
#ifndef _ERA_CHECK_H
#define _ERA_CHECK_H

#include <stdio.h>

static int era_failures;

/* check - one TAP line; fmt (two longs) adds the detail in parentheses */
static void check(int cond, const char *what, const char *fmt, long a, long b)
{
	printf("%sok - subsys %s: %s", cond ? "" : "not ", ERA_NAME, what);
	if (fmt) {
		printf(" (");
		printf(fmt, a, b);
		printf(")");
	}
	printf("\n");
	if (!cond)
		era_failures++;
}

/* key_is - an avcompat key against what the era has, never another key */
static void key_is(const char *name, long k, long want)
{
	check(k == want, name, "value %ld, the era has %ld", k, want);
}

#endif
