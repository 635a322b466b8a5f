// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_TIMER_CONTAINER_OF: timer_container_of() (6.16). */
#include <linux/timer.h>

int avc_probe(struct timer_list *t);
int avc_probe(struct timer_list *t)
{
	struct avc_probe_s {
		int x;
		struct timer_list timer;
	} *s;

	s = timer_container_of(s, t, timer);
	return s->x;
}
