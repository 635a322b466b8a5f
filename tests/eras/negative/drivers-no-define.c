// SPDX-License-Identifier: GPL-2.0
/*
 * AVC_I2C_REMOVE() without its AVC_DEFINE_I2C_REMOVE() line does not
 * build on any kernel: on 6.1+ it would, and the driver would then fail
 * only where a wrapper is needed (neg builds drivers-* at both).
 */
/* expect: __avc_i2c_remove_avc_remove_defined' undeclared */
#include <linux/i2c.h>

static void avc_remove(struct i2c_client *client)
{
}

#ifdef NEG_CONTROL
AVC_DEFINE_I2C_REMOVE(avc_remove);
#endif

struct i2c_driver avc_neg_driver = {
	AVC_I2C_REMOVE(avc_remove),
};
