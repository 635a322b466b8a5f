// SPDX-License-Identifier: GPL-2.0
/*
 * AVC_HAVE_TIMER_DELETE: timer_delete() and timer_delete_sync() (6.2,
 * 6.1.91 in 6.1.y).
 */
#include <linux/timer.h>

int avc_probe(struct timer_list *t);
int avc_probe(struct timer_list *t)
{
	return timer_delete(t) + timer_delete_sync(t);
}
