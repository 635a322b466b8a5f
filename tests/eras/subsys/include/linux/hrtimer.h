/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in for <linux/hrtimer.h> of the era:
 *   ERA_HRT 0: hrtimer_init(timer, clock, mode), the callback stored in
 *              timer->function by the driver (2.6.16 to 6.12; [L:6.1]
 *              hrtimer.h:375, [L:6.12] hrtimer.h:229);
 *           1: hrtimer_setup(timer, function, clock, mode) as well (6.13,
 *              908a1d775422, and 6.14);
 *           2: hrtimer_setup() only (6.15, 9779489a31d7 deleted
 *              hrtimer_init()).
 * The functions record their calls in era_hrtimer (test.c).
 */
#ifndef _ERA_LINUX_HRTIMER_H
#define _ERA_LINUX_HRTIMER_H
#include <linux/types.h>
#include <linux/timer.h>

/* the host C library may have its own clockid_t: keep apart from it */
#define clockid_t era_clockid_t
typedef int clockid_t;
#ifndef CLOCK_MONOTONIC
#define CLOCK_MONOTONIC 1
#endif

enum hrtimer_mode {
	HRTIMER_MODE_ABS = 0x00,
	HRTIMER_MODE_REL = 0x01,
};

enum hrtimer_restart {
	HRTIMER_NORESTART,
	HRTIMER_RESTART,
};

struct hrtimer {
	enum hrtimer_restart (*function)(struct hrtimer *);
	clockid_t clock;
	enum hrtimer_mode mode;
};

struct era_hrtimer_calls {
	int init, setup;
};
extern struct era_hrtimer_calls era_hrtimer;

#if ERA_HRT <= 1
static inline void hrtimer_init(struct hrtimer *timer, clockid_t which_clock,
				enum hrtimer_mode mode)
{
	era_hrtimer.init++;
	timer->function = NULL;
	timer->clock = which_clock;
	timer->mode = mode;
}
#endif

#if ERA_HRT >= 1
static inline void hrtimer_setup(struct hrtimer *timer,
				 enum hrtimer_restart (*function)(struct hrtimer *),
				 clockid_t clock_id, enum hrtimer_mode mode)
{
	era_hrtimer.setup++;
	timer->function = function;
	timer->clock = clock_id;
	timer->mode = mode;
}
#endif
#endif
