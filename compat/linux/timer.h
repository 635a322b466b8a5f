/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Today's <linux/timer.h> names on older kernels.
 *
 * Driver code written for a current kernel stops a timer with
 * timer_delete()/timer_delete_sync() and finds its structure in the
 * callback with timer_container_of(); this header supplies them where the
 * kernel still calls them del_timer(), del_timer_sync() and from_timer().
 * Enable with: NOSTDINC_FLAGS += -I$(AVCOMPAT)/compat -I$(AVCOMPAT)/include
 * Keys: AVC_HAVE_TIMER_DELETE in <avcompat/version.h> (its first part
 * only: this header is read in the middle of <linux/mm.h>), and
 * AVC_HAVE_TIMER_CONTAINER_OF below, which tests a macro of
 * <linux/timer.h>.
 */
#ifndef _AVC_COMPAT_LINUX_TIMER_H
#define _AVC_COMPAT_LINUX_TIMER_H

#include_next <linux/timer.h>
#define AVC_VERSION_BASE_ONLY
#include <avcompat/version.h>
#undef AVC_VERSION_BASE_ONLY

/*
 * AVC_HAVE_TIMER_CONTAINER_OF - timer_container_of(var, timer, field).
 * 6.16 (41cb08555c41 "treewide, timers: Rename from_timer() to
 * timer_container_of()"), which removed from_timer() ([L:6.12]
 * timer.h:132 has from_timer() only; [L:6.1] timer.h:153).  A macro, so
 * its existence decides first: RHEL 9.8 (a 5.14 kernel) carries the
 * rename, which a version check misses ([X] VirtualBox's
 * RTLNX_RHEL_RANGE(9, 9, ...) guard, virtualbox#676).
 * Without it: from_timer() does not build on 6.16+, and
 * timer_container_of() does not build before.
 */
#ifndef AVC_HAVE_TIMER_CONTAINER_OF
# if defined(timer_container_of)
#  define AVC_HAVE_TIMER_CONTAINER_OF 1
# elif AVC_KERNEL_GE(6, 16, 0)
#  define AVC_HAVE_TIMER_CONTAINER_OF 1
# else
#  define AVC_HAVE_TIMER_CONTAINER_OF 0
# endif
#endif

/*
 * timer_delete(), timer_delete_sync() - 6.2 (bb663f0f3c39, 9b13df3fb64e;
 * 6.1.91 in 6.1.y); del_timer() and del_timer_sync() are gone from 6.15.
 * Same arguments, same return value: a plain rename.  Without them code
 * written for 6.15+ does not build on older kernels.  Object-like, as
 * drivers that carry their own fallback spell it (v4l2loopback 0.15.x:
 * "#define timer_delete_sync del_timer_sync" before 6.2): the same
 * definition twice is no redefinition, where a function-like one beside
 * it made gcc warn "timer_delete_sync redefined" on 5.10.
 */
#if !AVC_HAVE_TIMER_DELETE
#define timer_delete		del_timer
#define timer_delete_sync	del_timer_sync
#endif

/*
 * timer_container_of() - 6.16 (41cb08555c41).  What from_timer() was,
 * spelt out with container_of() so that it also builds before 4.15, when
 * from_timer() came with timer_setup().
 */
#if !AVC_HAVE_TIMER_CONTAINER_OF
#define timer_container_of(var, callback_timer, timer_fieldname) \
	container_of(callback_timer, typeof(*(var)), timer_fieldname)
#endif

#endif /* _AVC_COMPAT_LINUX_TIMER_H */
