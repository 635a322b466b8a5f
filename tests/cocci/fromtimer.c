// SPDX-License-Identifier: GPL-2.0
/*
 * fromtimer - a driver that builds on both sides of 4.15's timer_setup()
 * by testing "#if defined(from_timer)": from 6.16, where from_timer() is
 * timer_container_of(), that test takes the setup_timer() branch, which
 * does not build.  The test becomes defined(timer_setup) (a macro since
 * 4.15, when both came).
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is fromtimer.expected.c.
 */
#include <linux/module.h>
#include <linux/timer.h>

struct fromt_dev {
	struct timer_list timer;
	int ticks;
};

static struct fromt_dev fromt;

#if defined(from_timer)
static void fromt_tick(struct timer_list *t)
{
	struct fromt_dev *d = from_timer(d, t, timer);

	d->ticks++;
}
#else
static void fromt_tick(unsigned long data)
{
	struct fromt_dev *d = (struct fromt_dev *)data;

	d->ticks++;
}
#endif

static int __init fromt_init(void)
{
#ifdef from_timer
	timer_setup(&fromt.timer, fromt_tick, 0);
#else
	setup_timer(&fromt.timer, fromt_tick, (unsigned long)&fromt);
#endif
	return 0;
}

static void __exit fromt_exit(void)
{
	del_timer_sync(&fromt.timer);
}

module_init(fromt_init);
module_exit(fromt_exit);

MODULE_DESCRIPTION("#if defined(from_timer) (avcompat cocci test input)");
MODULE_LICENSE("GPL");
