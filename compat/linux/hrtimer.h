/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Today's <linux/hrtimer.h> names on older kernels.
 *
 * Driver code written for a current kernel sets a timer up with
 * hrtimer_setup(timer, function, clock, mode); this header supplies it
 * where the kernel only has hrtimer_init() and the ".function =" store.
 * Enable with: NOSTDINC_FLAGS += -I$(AVCOMPAT)/compat -I$(AVCOMPAT)/include
 * Key: AVC_HAVE_HRTIMER_SETUP in <avcompat/version.h> (its first part
 * only: this header is read in the middle of <linux/mm.h>).
 */
#ifndef _AVC_COMPAT_LINUX_HRTIMER_H
#define _AVC_COMPAT_LINUX_HRTIMER_H

#include_next <linux/hrtimer.h>
#define AVC_VERSION_BASE_ONLY
#include <avcompat/version.h>
#undef AVC_VERSION_BASE_ONLY

/*
 * hrtimer_setup() - 6.13 (908a1d775422); hrtimer_init() is gone from 6.15
 * (9779489a31d7).  Before 6.13: hrtimer_init(), then the callback stored
 * in timer->function, which is what hrtimer_setup() does.  Without it
 * code written for 6.15+ does not build on older kernels.  A macro over
 * an avc_ function, so that a kernel that has both (6.13, 6.14) with the
 * key forced to 0 still builds.
 */
#if !AVC_HAVE_HRTIMER_SETUP
static inline void
avc_hrtimer_setup(struct hrtimer *timer,
		  enum hrtimer_restart (*function)(struct hrtimer *),
		  clockid_t clock_id, enum hrtimer_mode mode)
{
	hrtimer_init(timer, clock_id, mode);
	timer->function = function;
}

#define hrtimer_setup(timer, function, clock_id, mode) \
	avc_hrtimer_setup(timer, function, clock_id, mode)
#endif

#endif /* _AVC_COMPAT_LINUX_HRTIMER_H */
