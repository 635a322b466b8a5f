/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in for <linux/timer.h> of the era:
 *   ERA_TDEL 0: del_timer() and del_timer_sync() only (to 6.1.83);
 *            1: timer_delete_sync(), with del_timer_sync() its inline
 *               wrapper, and del_timer() (6.1.84 to 6.1.90: only
 *               "timers: Rename del_timer_sync() to timer_delete_sync()"
 *               back-ported);
 *            2: timer_delete() and timer_delete_sync(), the old names
 *               inline wrappers (6.2 to 6.14, and 6.1.91+; [L:6.1]
 *               timer.h:185-213, [L:6.12] timer.h:166-202);
 *            3: timer_delete() and timer_delete_sync() only (6.15,
 *               8fa7292fee5c).
 *   ERA_TCO  0: no from_timer() (before 4.15, when timer callbacks took
 *               an unsigned long);
 *            1: from_timer() ([L:6.12] timer.h:132, to 6.15);
 *            2: timer_container_of() only (6.16, 41cb08555c41);
 *            3: both macros: a 5.14 kernel with the 6.16 rename
 *               back-ported (RHEL 9.8).
 * The functions record their calls in era_timer (test.c).
 */
#ifndef _ERA_LINUX_TIMER_H
#define _ERA_LINUX_TIMER_H
#include <linux/types.h>

#define container_of(ptr, type, member) \
	((type *)((char *)(ptr) - offsetof(type, member)))

struct timer_list {
	void (*function)(struct timer_list *);
	int pending;
};

struct era_timer_calls {
	int del, del_sync;
};
extern struct era_timer_calls era_timer;

static inline int era_timer_stop(struct timer_list *timer, int *calls)
{
	int was = timer->pending;

	(*calls)++;
	timer->pending = 0;
	return was;
}

#if ERA_TDEL <= 1
static inline int del_timer(struct timer_list *timer)
{
	return era_timer_stop(timer, &era_timer.del);
}
#endif
#if ERA_TDEL == 0
static inline int del_timer_sync(struct timer_list *timer)
{
	return era_timer_stop(timer, &era_timer.del_sync);
}
#endif
#if ERA_TDEL >= 1
static inline int timer_delete_sync(struct timer_list *timer)
{
	return era_timer_stop(timer, &era_timer.del_sync);
}
#endif
#if ERA_TDEL == 1 || ERA_TDEL == 2
static inline int del_timer_sync(struct timer_list *timer)
{
	return timer_delete_sync(timer);
}
#endif
#if ERA_TDEL >= 2
static inline int timer_delete(struct timer_list *timer)
{
	return era_timer_stop(timer, &era_timer.del);
}
#endif
#if ERA_TDEL == 2
static inline int del_timer(struct timer_list *timer)
{
	return timer_delete(timer);
}
#endif

#if ERA_TCO == 1 || ERA_TCO == 3
#define from_timer(var, callback_timer, timer_fieldname) \
	container_of(callback_timer, typeof(*var), timer_fieldname)
#endif
#if ERA_TCO >= 2
#define timer_container_of(var, callback_timer, timer_fieldname) \
	container_of(callback_timer, typeof(*var), timer_fieldname)
#endif
#endif
