/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - videobuf2 feature keys.
 *
 * Apart from <avcompat/v4l2_keys.h> because they test
 * <media/videobuf2-core.h>, which only a vb2 driver includes.  Same rules:
 * every key is always defined to 0 or 1 and is decided by, in order, an
 * explicit -DAVC_HAVE_X=0|1 (or AVC_CONFIG_HEADER), a macro that came with
 * the feature, and only then AVC_KERNEL_GE().  None of these has a macro:
 * struct members and a change of behaviour; scripts/probe.d has the
 * member probes for vendor kernels.
 */
/* Before the guard: see the comment in <avcompat/version.h>. */
#include <avcompat/version.h>

#ifndef _AVCOMPAT_VB2_KEYS_H
#define _AVCOMPAT_VB2_KEYS_H

/*
 * AVC_HAVE_VB2_WAIT_OPS - struct vb2_ops has wait_prepare and wait_finish,
 * and vb2_ops_wait_prepare()/vb2_ops_wait_finish() exist.  Removed in 7.0
 * ([C] b70886ff5833 "media: vb2: drop wait_prepare/finish callbacks",
 * 7.0-rc1; [X] akvcam 2e5a1dc and facetimehd PR #320 check >= 7.0).
 * [L:6.12] videobuf2-core.h:439-440, videobuf2-v4l2.h:377; [L:6.18]
 * videobuf2-core.h:439-440 (Debian 6.18.15 headers); [L:7.3] neither.
 * Members and functions, no macro: the version decides
 * (scripts/probe.d/VB2_WAIT_OPS.c for vendor kernels).
 * Without it: a driver that names the wait ops does not build on 7.0+,
 * and the shim below cannot hand them to vb2 where they are needed.
 */
#ifndef AVC_HAVE_VB2_WAIT_OPS
# if AVC_KERNEL_GE(7, 0, 0)
#  define AVC_HAVE_VB2_WAIT_OPS 0
# else
#  define AVC_HAVE_VB2_WAIT_OPS 1
# endif
#endif

/*
 * AVC_HAVE_VB2_LOCK_DROP - vb2 releases q->lock itself while VIDIOC_DQBUF
 * (and read(), poll's file I/O start) sleeps, when the queue has no wait
 * ops.  [L:6.12] videobuf2-core.c:2040 (6.12.118) calls only
 * call_void_qop(q, wait_prepare, q): a NULL op keeps the lock held;
 * [L:7.3] videobuf2-core.c:2034,2044 mutex_unlock(q->lock)/mutex_lock();
 * Debian 6.18.15's videobuf2-common.ko (objdump of vb2_core_dqbuf) calls
 * mutex_unlock/mutex_lock beside the ops, so the change is in 6.18.  6.13
 * ([C] 88785982a19d "media: vb2: use lock if wait_prepare/finish are
 * NULL", Hans Verkuil, in "media updates for v6.13-rc1", tag
 * media/v6.13-1, based on v6.12-rc7 and merged as 9f5a6a1fe690 on 20
 * November 2024, after v6.12).  AUTOSEL proposed it for stable on 24
 * November 2024 (the 6.11, 6.1, 5.15, 5.4 and 4.19 postings seen), but
 * [L:5.10] 5.10.223
 * videobuf2-core.c:1819, [L:6.1] 6.1.192 :1863 and [L:6.12] :2040 call
 * only wait_prepare; where a stable kernel has it the shim's wait ops
 * are used instead of the lock, which is the same unlock.
 * No probe: it is behaviour, not an interface (no macro either); the
 * e2e-camera suite's lock case shows it on every series (the shim is off
 * on 6.18 and the case passes there on the kernel's own unlock).
 * Without it: a 7.0-style queue (q->lock set, no wait ops) keeps q->lock
 * held while DQBUF sleeps: every other ioctl of the device, QBUF
 * included, waits for a frame that cannot come.
 */
#ifndef AVC_HAVE_VB2_LOCK_DROP
# if AVC_KERNEL_GE(6, 13, 0)
#  define AVC_HAVE_VB2_LOCK_DROP 1
# else
#  define AVC_HAVE_VB2_LOCK_DROP 0
# endif
#endif

/*
 * AVC_HAVE_VB2_MIN_QUEUED - struct vb2_queue has min_queued_buffers,
 * which replaced min_buffers_needed in 6.8 ([C] 80c2b40a5139 "media:
 * videobuf2: core: Rename min_buffers_needed field in vb2_queue",
 * Benjamin Gaignard, in "media updates for v6.8-rc1", tag media/v6.8-2,
 * merged as 61da593f4458 on 12 January 2024, after v6.7; three drivers
 * of /work/shared/real-drivers.md check 6.8).  min_reqbufs_allocation
 * came two releases later, in 6.10 ([C] 6662edcd32cc "media: videobuf2:
 * Add min_reqbufs_allocation field to vb2_queue structure", in "media
 * updates for v6.10-rc1", tag media/v6.10-1): 6.8 and 6.9 have
 * min_queued_buffers only, and no key tells whether it exists.  [L:6.1]
 * videobuf2-core.h:602 min_buffers_needed; [L:6.12]
 * videobuf2-core.h:640-641 the two new fields.  Struct members, no
 * macro: the version decides (scripts/probe.d/VB2_MIN_QUEUED.c).
 * Without it: min_queued_buffers does not build before 6.8 and
 * min_buffers_needed does not build from 6.8 on; AVC_VB2_MIN_QUEUED(q)
 * names the one the kernel has.
 */
#ifndef AVC_HAVE_VB2_MIN_QUEUED
# if AVC_KERNEL_GE(6, 8, 0)
#  define AVC_HAVE_VB2_MIN_QUEUED 1
# else
#  define AVC_HAVE_VB2_MIN_QUEUED 0
# endif
#endif

/*
 * AVC_HAVE_VB2_POLL_WAIT_FIRST - vb2_core_poll() calls poll_wait() on
 * q->done_wq before it looks at the requested events.  [L:5.10]
 * videobuf2-core.c:2432-2437 (5.10.223) returns 0 first when EPOLLIN is
 * not requested, so an epoll set whose fd was added with no events and
 * later modified to EPOLLIN is never woken (v4l2-compliance's "MMAP
 * (epoll)" test: "fail: ret == 0"); [L:6.1] videobuf2-core.c:2489-2496
 * calls it first ("poll_wait() MUST be called on the first invocation").
 * 5.12 ([C] 575c52cc4cae "media: videobuf2: always call poll_wait() on
 * queues", Alexandre Courbot, in "media updates for v5.12-rc1", tag
 * media/v5.12-1, based on v5.11-rc6 and sent on 17 February 2021, after
 * v5.11; not back-ported to 5.10.y, see 5.10.223 above).  The shim's
 * extra poll_wait() is harmless on a kernel that already has the fix
 * (one more entry on the same wait queue).
 * No probe: behaviour inside vb2, no interface changed.
 * Without it: epoll users of a vb2 capture queue on 5.10 may wait
 * forever.
 */
#ifndef AVC_HAVE_VB2_POLL_WAIT_FIRST
# if AVC_KERNEL_GE(5, 12, 0)
#  define AVC_HAVE_VB2_POLL_WAIT_FIRST 1
# else
#  define AVC_HAVE_VB2_POLL_WAIT_FIRST 0
# endif
#endif

#endif /* _AVCOMPAT_VB2_KEYS_H */
