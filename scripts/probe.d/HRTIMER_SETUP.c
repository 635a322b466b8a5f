// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_HRTIMER_SETUP: hrtimer_setup(timer, fn, clock, mode) (6.13). */
#include <linux/hrtimer.h>

static enum hrtimer_restart avc_probe_fn(struct hrtimer *t)
{
	return HRTIMER_NORESTART;
}

void avc_probe(struct hrtimer *t);
void avc_probe(struct hrtimer *t)
{
	hrtimer_setup(t, avc_probe_fn, CLOCK_MONOTONIC, HRTIMER_MODE_REL);
}
