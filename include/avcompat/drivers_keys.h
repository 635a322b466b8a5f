/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - driver-model feature keys: the prototypes of the I2C and
 * platform drivers' probe and remove callbacks.
 *
 * Apart from <avcompat/version.h> because only a driver that registers an
 * I2C or platform driver needs them (<avcompat/drivers.h> uses them).
 * Same rules: every key is always defined to 0 or 1 and is decided by,
 * in order, an explicit -DAVC_HAVE_X=0|1 (or AVC_CONFIG_HEADER, which
 * the feature probe writes), a macro that came with the feature, and
 * only then the version.  None of these has a macro: they are the types
 * of struct members, so the version decides and scripts/probe.d has a
 * probe for each (vendor kernels back-port them: Debian's 6.1.y has
 * platform .remove_new from stable 6.1.30).
 */
/*
 * Before the guard: see the comment in <avcompat/version.h>.  The keys
 * test nothing but the version, so the version-only part is enough:
 * <linux/i2c.h> and <linux/platform_device.h>, whose compat headers read
 * this one, are themselves read in the middle of other kernel headers.
 */
#define AVC_VERSION_BASE_ONLY
#include <avcompat/version.h>
#undef AVC_VERSION_BASE_ONLY

#ifndef _AVCOMPAT_DRIVERS_KEYS_H
#define _AVCOMPAT_DRIVERS_KEYS_H

/*
 * AVC_HAVE_I2C_PROBE_NO_ID - struct i2c_driver's .probe takes the client
 * only: int (*probe)(struct i2c_client *).  6.3 ([C] 03c835f498b5 "i2c:
 * Switch .probe() to not take an id parameter"; the two-argument form
 * had lived beside the one-argument .probe_new of [C] b8a1a4cd5a98 "i2c:
 * Provide a temporary .probe_new() call-back type", 4.10, until [C]
 * 5eb1e6e459cf "i2c: Drop legacy callback .probe_new()", 6.6-rc2).
 * [L:5.10] i2c.h:259,265 and [L:6.1] i2c.h:276,282 probe(client, id)
 * and probe_new(client); [L:6.12] i2c.h:274 probe(client) only.
 * No macro (a member's type): the version decides
 * (scripts/probe.d/I2C_PROBE_NO_ID.c for vendor kernels).
 * Without it: a one-argument probe stored in .probe is an
 * incompatible-pointer error before 6.3 (the kernel would call it with
 * two arguments), and .probe_new does not exist from 6.6 on;
 * AVC_I2C_PROBE() stores it in the member that takes it.
 */
#ifndef AVC_HAVE_I2C_PROBE_NO_ID
# if AVC_KERNEL_GE(6, 3, 0)
#  define AVC_HAVE_I2C_PROBE_NO_ID 1
# else
#  define AVC_HAVE_I2C_PROBE_NO_ID 0
# endif
#endif

/*
 * AVC_HAVE_I2C_REMOVE_VOID - struct i2c_driver's .remove returns void.
 * 6.1 ([C] ed5c2f5fd10d "i2c: Make remove callback return void", merged
 * for 6.1-rc1: linux-next's merge reports of August 2022 name it).
 * [L:5.10] i2c.h:260 int (*remove)(struct i2c_client *); [L:6.1]
 * i2c.h:277 and [L:6.12] i2c.h:275 void.  No macro: the version decides
 * (scripts/probe.d/I2C_REMOVE_VOID.c).
 * Without it: a void remove in .remove is an incompatible-pointer error
 * before 6.1 (and the core would read a return value that was never
 * set), an int one is an error from 6.1 on; AVC_I2C_REMOVE() stores the
 * void function, or before 6.1 an int wrapper that returns 0.
 */
#ifndef AVC_HAVE_I2C_REMOVE_VOID
# if AVC_KERNEL_GE(6, 1, 0)
#  define AVC_HAVE_I2C_REMOVE_VOID 1
# else
#  define AVC_HAVE_I2C_REMOVE_VOID 0
# endif
#endif

/*
 * AVC_HAVE_PLATFORM_REMOVE_VOID - struct platform_driver's .remove
 * returns void.  6.11 ([C] 0edb555a65d1 "platform: Make
 * platform_driver::remove() return void": .remove and .remove_new in a
 * union until [C] e70140ba0d2b "Get rid of 'remove_new' relic from
 * platform driver struct", 6.13-rc1).  [L:5.10] platform_device.h:206
 * and [L:6.1] platform_device.h:219 int; [L:6.12]
 * platform_device.h:239-242 the union of two void members; [L:6.18]
 * platform_device.h:238 and [L:7.3] platform_device.h:280 void .remove
 * only.  No macro: the version decides
 * (scripts/probe.d/PLATFORM_REMOVE_VOID.c).
 * Without it: a void remove in .remove is an incompatible-pointer error
 * before 6.11, and an int one is an error from 6.11 on.
 */
#ifndef AVC_HAVE_PLATFORM_REMOVE_VOID
# if AVC_KERNEL_GE(6, 11, 0)
#  define AVC_HAVE_PLATFORM_REMOVE_VOID 1
# else
#  define AVC_HAVE_PLATFORM_REMOVE_VOID 0
# endif
#endif

/*
 * AVC_HAVE_PLATFORM_REMOVE_NEW - struct platform_driver has
 * void (*remove_new)(struct platform_device *), which the core calls
 * in preference to the int .remove.  6.3 ([C] 5c5a7680e67b "platform:
 * Provide a remove callback that returns no value") to 6.12: removed in
 * 6.13 ([C] e70140ba0d2b).  Back-ported to stable as a dependency of
 * c766c90faf93 "media: rcar_fdp1: Fix refcount leak in probe and remove
 * function" ("Stable-dep-of" in the 5.15 review, "[PATCH 5.15 136/371]",
 * 8 May 2023); Debian's 6.1.192 changelog lists it under
 * ChangeLog-6.1.30 and [L:6.1] 6.1.192 platform_device.h:220 has it, so
 * the 6.1.y range from 6.1.30 is keyed too; [L:5.10] 5.10.223 has none.
 * The 5.15.y release that took it is not checked here, so 5.15.y is left
 * at 0, which is safe: without .remove_new, AVC_PLATFORM_REMOVE() stores
 * an int wrapper in .remove, which every kernel before 6.11 calls.  No
 * macro: the version decides (scripts/probe.d/PLATFORM_REMOVE_NEW.c
 * finds any back-port).
 * Without it: 6.3-6.10 and 6.1.30+ would call the driver's void remove
 * through a wrapper where the kernel takes it as it is; wrongly 1 (a
 * 6.1.y before 6.1.30, 6.2, 6.13+), .remove_new does not build.
 */
#ifndef AVC_HAVE_PLATFORM_REMOVE_NEW
# if AVC_KERNEL_IN_RANGE(6, 3, 0, 6, 13, 0) || \
	AVC_KERNEL_IN_RANGE(6, 1, 30, 6, 2, 0)
#  define AVC_HAVE_PLATFORM_REMOVE_NEW 1
# else
#  define AVC_HAVE_PLATFORM_REMOVE_NEW 0
# endif
#endif

#endif /* _AVCOMPAT_DRIVERS_KEYS_H */
