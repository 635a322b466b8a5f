// SPDX-License-Identifier: GPL-2.0
/*
 * tickpcm - the timer code of a 2012-2024 era virtual sound driver: an
 * hrtimer per stream that advances the "hardware" pointer, set up with
 * hrtimer_init() and a separate store of its callback, and a watchdog
 * timer_list that from_timer() maps back to its stream and del_timer()
 * stops.  hrtimer_init() is gone in 6.15, del_timer() in 6.15 and
 * from_timer() in 6.16.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is timers.expected.c.
 */
#include <linux/hrtimer.h>
#include <linux/jiffies.h>
#include <linux/ktime.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/timer.h>

struct tickpcm_stream {
	struct hrtimer period;
	struct hrtimer *resync;
	struct timer_list watchdog;
	ktime_t interval;
	unsigned long ticks;
	unsigned long stalls;
};

static struct tickpcm_stream *tickpcm;

static enum hrtimer_restart tickpcm_period(struct hrtimer *t)
{
	struct tickpcm_stream *s = container_of(t, struct tickpcm_stream,
						 period);

	s->ticks++;
	hrtimer_forward_now(t, s->interval);
	return HRTIMER_RESTART;
}

static enum hrtimer_restart tickpcm_resync(struct hrtimer *t)
{
	return HRTIMER_NORESTART;
}

static void tickpcm_watchdog(struct timer_list *t)
{
	struct tickpcm_stream *s = timer_container_of(s, t, watchdog);

	if (!s->ticks)
		s->stalls++;
	mod_timer(&s->watchdog, jiffies + HZ);
}

static void tickpcm_start(struct tickpcm_stream *s)
{
	hrtimer_setup(&s->period, tickpcm_period, CLOCK_MONOTONIC,
		      HRTIMER_MODE_REL);
	s->interval = ms_to_ktime(10);
	hrtimer_setup(s->resync, tickpcm_resync, CLOCK_MONOTONIC,
		      HRTIMER_MODE_ABS);
	timer_setup(&s->watchdog, tickpcm_watchdog, 0);
	hrtimer_start(&s->period, s->interval, HRTIMER_MODE_REL);
	mod_timer(&s->watchdog, jiffies + HZ);
}

static void tickpcm_stop(struct tickpcm_stream *s)
{
	if (timer_delete(&s->watchdog))
		pr_debug("tickpcm: watchdog was pending\n");
	timer_delete_sync(&s->watchdog);
	hrtimer_cancel(&s->period);
	hrtimer_cancel(s->resync);
}

static int __init tickpcm_init(void)
{
	tickpcm = kzalloc(sizeof(*tickpcm), GFP_KERNEL);
	if (!tickpcm)
		return -ENOMEM;
	tickpcm->resync = kzalloc(sizeof(*tickpcm->resync), GFP_KERNEL);
	if (!tickpcm->resync) {
		kfree(tickpcm);
		return -ENOMEM;
	}
	tickpcm_start(tickpcm);
	return 0;
}

static void __exit tickpcm_exit(void)
{
	tickpcm_stop(tickpcm);
	kfree(tickpcm->resync);
	kfree(tickpcm);
}

module_init(tickpcm_init);
module_exit(tickpcm_exit);
MODULE_DESCRIPTION("timer code of a virtual sound driver (cocci test input)");
MODULE_LICENSE("GPL");
