// SPDX-License-Identifier: GPL-2.0
/*
 * avc_drivers73 - an I2C driver and a platform driver written for 7.3's
 * callbacks: a one-argument I2C probe, void remove callbacks, stored
 * through <avcompat/drivers.h> (which compat/linux/i2c.h and
 * compat/linux/platform_device.h include).  No version check:
 * check-build builds it W=1 (sparse, clang, cross where the table says)
 * on every series.  The same macros run in drivers-samples/sensor, which
 * e2e-sensor binds to an i2c-stub chip, unbinds and rebinds on every
 * series.
 */
#include <linux/i2c.h>
#include <linux/module.h>
#include <linux/platform_device.h>

static int avc_drivers73_i2c_probe(struct i2c_client *client)
{
	dev_info(&client->dev, "avc_drivers73: i2c probe 0x%02x\n",
		 client->addr);
	return 0;
}

static void avc_drivers73_i2c_remove(struct i2c_client *client)
{
	dev_info(&client->dev, "avc_drivers73: i2c remove 0x%02x\n",
		 client->addr);
}

AVC_DEFINE_I2C_REMOVE(avc_drivers73_i2c_remove);

static const struct i2c_device_id avc_drivers73_i2c_ids[] = {
	{ "avc_drivers73", 0 },
	{ }
};
MODULE_DEVICE_TABLE(i2c, avc_drivers73_i2c_ids);

static struct i2c_driver avc_drivers73_i2c = {
	.driver = {
		.name = "avc_drivers73",
	},
	AVC_I2C_PROBE(avc_drivers73_i2c_probe),
	AVC_I2C_REMOVE(avc_drivers73_i2c_remove),
	.id_table = avc_drivers73_i2c_ids,
};

static int avc_drivers73_pdrv_probe(struct platform_device *pdev)
{
	dev_info(&pdev->dev, "avc_drivers73: platform probe\n");
	return 0;
}

static void avc_drivers73_pdrv_remove(struct platform_device *pdev)
{
	dev_info(&pdev->dev, "avc_drivers73: platform remove\n");
}

AVC_DEFINE_PLATFORM_REMOVE(avc_drivers73_pdrv_remove);

static struct platform_driver avc_drivers73_pdrv = {
	.probe = avc_drivers73_pdrv_probe,
	AVC_PLATFORM_REMOVE(avc_drivers73_pdrv_remove),
	.driver = {
		.name = "avc_drivers73",
	},
};

static int __init avc_drivers73_init(void)
{
	int ret = i2c_add_driver(&avc_drivers73_i2c);

	if (ret)
		return ret;
	ret = platform_driver_register(&avc_drivers73_pdrv);
	if (ret)
		i2c_del_driver(&avc_drivers73_i2c);
	return ret;
}

static void __exit avc_drivers73_exit(void)
{
	platform_driver_unregister(&avc_drivers73_pdrv);
	i2c_del_driver(&avc_drivers73_i2c);
}

module_init(avc_drivers73_init);
module_exit(avc_drivers73_exit);
MODULE_DESCRIPTION("avcompat: I2C and platform callbacks written for 7.3");
MODULE_LICENSE("GPL");
