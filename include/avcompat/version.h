/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - kernel feature keys.
 *
 * The one place where avcompat decides what the kernel it is built against
 * provides.  Every key is an AVC_HAVE_* (or AVC_*) macro that is always
 * defined to 0 or 1, so "#if AVC_HAVE_X" is safe under -Werror=undef.
 * A key is decided by, in order:
 *
 *  1. an explicit definition: -DAVC_HAVE_X=0/1 on the command line, or the
 *     header named by AVC_CONFIG_HEADER (written by the feature probe);
 *  2. the existence of a macro, where the feature comes with one (this
 *     survives distro backports that LINUX_VERSION_CODE cannot see);
 *  3. LINUX_VERSION_CODE.
 *
 * Evidence tags ([T:x.y] header read in that release, [L:x.y] the Debian
 * source tree of that release, [C] commit or mailing-list patch, [X]
 * out-of-tree code encoding the cutoff) are explained in docs/shims.md,
 * which lists every key with what breaks without it; what could not be
 * verified is listed there in one place, section "Unverified".
 */
/*
 * Every avcompat header includes what it needs before its include guard.
 * With -I compat, <linux/mm.h> is compat/linux/mm.h, which includes
 * avcompat headers in turn; because a guard is only set once all of a
 * header's dependencies are complete, whichever header a driver includes
 * first, every definition is read after the ones it uses.
 *
 * The first part (AVC_KERNEL_GE() and the keys that test nothing but the
 * version) needs only <linux/version.h>.  compat/linux/timer.h and
 * compat/linux/hrtimer.h include this file with AVC_VERSION_BASE_ONLY
 * defined and get that part alone: <linux/timer.h> and <linux/hrtimer.h>
 * are read in the middle of <linux/mm.h>, and pulling <linux/mm.h> in
 * from there would decide the memory keys' macro tests (VM_DONTDUMP ...)
 * before <linux/mm.h> has defined them.
 */
#include <linux/version.h>

#ifndef _AVCOMPAT_VERSION_BASE_H
#define _AVCOMPAT_VERSION_BASE_H

#ifdef AVC_CONFIG_HEADER
#include AVC_CONFIG_HEADER
#endif

/* RHEL kernels define this; default it so "#if RHEL_RELEASE_CODE" is legal. */
#ifndef RHEL_RELEASE_CODE
#define RHEL_RELEASE_CODE 0
#endif
#ifndef RHEL_RELEASE_VERSION
#define RHEL_RELEASE_VERSION(a, b) (((a) << 8) + (b))
#endif

/**
 * AVC_KERNEL_GE() - is the kernel release at least a.b.c?
 * @a: major
 * @b: minor
 * @c: patch level
 *
 * The only use of LINUX_VERSION_CODE in avcompat, for keys whose feature
 * has no macro to test.
 */
#define AVC_KERNEL_GE(a, b, c) (LINUX_VERSION_CODE >= KERNEL_VERSION(a, b, c))

/**
 * AVC_KERNEL_IN_RANGE() - is the kernel release in [a1.b1.c1, a2.b2.c2)?
 * @a1: major of the first release in the range
 * @b1: minor of the first release in the range
 * @c1: patch level of the first release in the range
 * @a2: major of the first release after the range
 * @b2: minor of the first release after the range
 * @c2: patch level of the first release after the range
 *
 * True for a1.b1.c1 <= version < a2.b2.c2, like backports'
 * LINUX_VERSION_IN_RANGE(): a stable line that took a back-port from a
 * given sublevel on (6.1.91 up to 6.2.0), or an API that lived for a span
 * of releases.  Spelt with AVC_KERNEL_GE(), so that macro stays the only
 * reader of LINUX_VERSION_CODE.
 */
#define AVC_KERNEL_IN_RANGE(a1, b1, c1, a2, b2, c2) \
	(AVC_KERNEL_GE(a1, b1, c1) && !AVC_KERNEL_GE(a2, b2, c2))

/* --- timers (docs/shims.md, "Transparent backports") ------------------ */

/*
 * AVC_HAVE_HRTIMER_SETUP - hrtimer_setup(timer, function, clock, mode).
 * 6.13 (908a1d775422 "hrtimers: Introduce hrtimer_setup() to replace
 * hrtimer_init()"); hrtimer_init() and the ".function =" assignment it
 * needs were removed in 6.15 (9779489a31d7 "hrtimers: Delete
 * hrtimer_init()"), so 6.13 and 6.14 have both.  [L:6.1] hrtimer.h:375
 * and [L:6.12] hrtimer.h:229 have hrtimer_init() only.  An extern
 * function: the version decides, and a stable or vendor tree that carries
 * the new call needs the probe.
 * Without it: hrtimer_init() does not build on 6.15+ ("implicit
 * declaration"), and hrtimer_setup() does not build before 6.13.
 */
#ifndef AVC_HAVE_HRTIMER_SETUP
# if AVC_KERNEL_GE(6, 13, 0)
#  define AVC_HAVE_HRTIMER_SETUP 1
# else
#  define AVC_HAVE_HRTIMER_SETUP 0
# endif
#endif

/*
 * AVC_HAVE_TIMER_DELETE - timer_delete() and timer_delete_sync().  6.2
 * (bb663f0f3c39 "timers: Rename del_timer() to timer_delete()" and
 * 9b13df3fb64e "timers: Rename del_timer_sync() to timer_delete_sync()"),
 * which kept del_timer()/del_timer_sync() as inline wrappers until 6.15
 * removed them (8fa7292fee5c "treewide: Switch/rename to
 * timer_delete[_sync]()").  Both renames were back-ported to 6.1.y:
 * timer_delete_sync() in 6.1.84, timer_delete() in 6.1.91 (Debian's
 * changelog of 6.1.192 lists them under those releases); [L:6.1] 6.1.192
 * timer.h:185-186 has both, [L:6.12] timer.h:166-167.  Extern functions:
 * the version decides, 6.2 on and the 6.1.y stable range from 6.1.91
 * (AVC_KERNEL_IN_RANGE()); other stable lines that take it (a 5.10.y
 * series was posted in 2026) need the probe.
 * Without it: del_timer()/del_timer_sync() do not build on 6.15+, and
 * timer_delete() does not build before 6.2 (6.1.91).
 */
#ifndef AVC_HAVE_TIMER_DELETE
# if AVC_KERNEL_GE(6, 2, 0) || AVC_KERNEL_IN_RANGE(6, 1, 91, 6, 2, 0)
#  define AVC_HAVE_TIMER_DELETE 1
# else
#  define AVC_HAVE_TIMER_DELETE 0
# endif
#endif

/*
 * AVC_HAVE_NS_LITERAL - MODULE_IMPORT_NS(), EXPORT_SYMBOL_NS() and
 * EXPORT_SYMBOL_NS_GPL() take the namespace as a string literal
 * (MODULE_IMPORT_NS("DMA_BUF")).  6.13 (cdd30ebb1b9f "module: Convert
 * symbol namespace to string literal"); before, the argument is a bare
 * token the macro stringifies: [L:5.10] module.h:290 and export.h:161-162
 * (#ns), [L:6.1] module.h:294 and export.h:152-153, [L:6.12]
 * module.h:301 and export.h:76-77 (__stringify(ns)), [L:7.3]
 * module.h:302 and export.h:91-92 (ns).  No macro changed with it: the
 * version decides, the probe (NS_LITERAL.c) for back-ports.
 * Without it: MODULE_IMPORT_NS("DMA_BUF") records the namespace with its
 * quotes before 6.13 (modpost: module uses symbol from namespace DMA_BUF,
 * but does not import it), and MODULE_IMPORT_NS(DMA_BUF) does not build
 * on 6.13+ (DMA_BUF undeclared).
 */
#ifndef AVC_HAVE_NS_LITERAL
# if AVC_KERNEL_GE(6, 13, 0)
#  define AVC_HAVE_NS_LITERAL 1
# else
#  define AVC_HAVE_NS_LITERAL 0
# endif
#endif

#endif /* _AVCOMPAT_VERSION_BASE_H */

#ifndef AVC_VERSION_BASE_ONLY
#include <linux/mm.h>

#ifndef _AVCOMPAT_VERSION_H
#define _AVCOMPAT_VERSION_H

/* __must_check arrived in 2.6.9's compiler.h; harmless to default. */
#ifndef __must_check
#define __must_check
#endif

/* The keys, by concern (docs/keys.md lists them all). */
#include <avcompat/mm_keys.h>
#include <avcompat/fault_keys.h>
#include <avcompat/mmap_prepare_keys.h>
#include <avcompat/uaccess_keys.h>
#include <avcompat/usb_keys.h>

#endif /* _AVCOMPAT_VERSION_H */
#endif /* !AVC_VERSION_BASE_ONLY */
