/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <linux/platform_device.h> with avcompat's platform driver macros.
 *
 * struct platform_driver's .remove returned int until 6.11; 6.3 added
 * the void .remove_new (back-ported to 6.1.30), gone again in 6.13: a
 * member whose type changed, which no header can rename.  A driver
 * written for today's kernel names its remove callback through
 * AVC_DEFINE_PLATFORM_REMOVE() and AVC_PLATFORM_REMOVE() of
 * <avcompat/drivers.h>, included here; nothing of the kernel's own is
 * redefined, so a driver in the kernel's own form builds as before.
 * Enable with: NOSTDINC_FLAGS += -I$(AVCOMPAT)/compat -I$(AVCOMPAT)/include
 * Keys: <avcompat/drivers_keys.h>.
 */
#ifndef _AVC_COMPAT_LINUX_PLATFORM_DEVICE_H
#define _AVC_COMPAT_LINUX_PLATFORM_DEVICE_H

#include_next <linux/platform_device.h>
#include <avcompat/drivers.h>

#endif /* _AVC_COMPAT_LINUX_PLATFORM_DEVICE_H */
