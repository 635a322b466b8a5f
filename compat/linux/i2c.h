/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <linux/i2c.h> with avcompat's I2C driver macros.
 *
 * struct i2c_driver's .probe took (client, id) until 6.3 (the
 * one-argument form was .probe_new, 4.10-6.5) and .remove returned int
 * until 6.1: members whose types changed, which no header can rename.
 * A driver written for today's kernel names its callbacks through
 * AVC_I2C_PROBE(), AVC_DEFINE_I2C_REMOVE() and AVC_I2C_REMOVE() of
 * <avcompat/drivers.h>, included here; nothing of the kernel's own is
 * redefined, so a driver in the kernel's own form builds as before.
 * Enable with: NOSTDINC_FLAGS += -I$(AVCOMPAT)/compat -I$(AVCOMPAT)/include
 * Keys: <avcompat/drivers_keys.h>.
 */
#ifndef _AVC_COMPAT_LINUX_I2C_H
#define _AVC_COMPAT_LINUX_I2C_H

#include_next <linux/i2c.h>
#include <avcompat/drivers.h>

#endif /* _AVC_COMPAT_LINUX_I2C_H */
