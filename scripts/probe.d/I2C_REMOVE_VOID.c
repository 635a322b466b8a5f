// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_I2C_REMOVE_VOID: struct i2c_driver .remove returns void (6.1). */
#include <linux/i2c.h>

static void avc_probe_fn(struct i2c_client *client)
{
}

extern struct i2c_driver avc_probe_drv;
struct i2c_driver avc_probe_drv = {
	.remove = avc_probe_fn,
};
