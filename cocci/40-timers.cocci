// SPDX-License-Identifier: GPL-2.0
/// Today's timer names: hrtimer_setup(), timer_delete(), timer_container_of().
///
/// hrtimer_init() followed by a store of the callback was replaced by
/// hrtimer_setup(timer, function, clock, mode) in 6.13, and hrtimer_init()
/// was removed in 6.15: a driver that still calls it does not build.
/// del_timer()/del_timer_sync() became timer_delete()/timer_delete_sync()
/// in 6.2 (the old names removed in 6.15), and from_timer() became
/// timer_container_of() in 6.16.  avcompat's compat/linux/hrtimer.h and
/// compat/linux/timer.h give the new names to older kernels, so the
/// converted driver builds on both sides.
///
///   hrtimer_init(&T, C, M); ... T.function = F;
///                                 hrtimer_setup(&T, F, C, M); ...
///   del_timer(X), del_timer_sync(X)
///                                 timer_delete(X), timer_delete_sync(X)
///   from_timer(V, T, F)           timer_container_of(V, T, F)
///
/// A preprocessor test of from_timer (#if defined(from_timer), #ifdef)
/// would take the old setup_timer() branch from 6.16: scripts/cocci-apply
/// makes it test timer_setup, which came with it in 4.15, before the
/// patches run.
///
/// Not converted, and listed by cocci-apply: an hrtimer_init() whose
/// callback is stored in another function (or never).
//
// Confidence: High
// Options: --include-headers --local-includes --include-headers-for-types

// The callback stored right after the init: one statement for two.
@@
expression T, C, M, F;
@@
(
- hrtimer_init(&T, C, M);
- T.function = F;
+ hrtimer_setup(&T, F, C, M);
|
- hrtimer_init(T, C, M);
- T->function = F;
+ hrtimer_setup(T, F, C, M);
)

// ... or later in the same function.
@@
expression T, C, M, F;
@@
- hrtimer_init(&T, C, M);
+ hrtimer_setup(&T, F, C, M);
  ...
- T.function = F;

@@
expression T, C, M, F;
@@
- hrtimer_init(T, C, M);
+ hrtimer_setup(T, F, C, M);
  ...
- T->function = F;

@@
expression X;
@@
(
- del_timer_sync(X)
+ timer_delete_sync(X)
|
- del_timer(X)
+ timer_delete(X)
)

@@
expression V, T;
identifier F;
@@
- from_timer(V, T, F)
+ timer_container_of(V, T, F)
