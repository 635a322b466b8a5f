// SPDX-License-Identifier: GPL-2.0
/*
 * i2cdrv - an I2C sensor and platform drivers of the 5.x era: a
 * two-argument I2C probe that ignores its id, int remove callbacks that
 * return 0 (one after commented-out calls, which stay), an I2C driver of
 * the 4.10-6.5 .probe_new form with 6.1's void remove, and a platform
 * driver of the 6.3-6.12 .remove_new form; the input of
 * cocci/83-drivers.cocci.
 */
#include <linux/i2c.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>

struct i2cdrv {
	int power;
};

static int i2cdrv_probe(struct i2c_client *client,
			const struct i2c_device_id *id)
{
	struct i2cdrv *s;

	s = devm_kzalloc(&client->dev, sizeof(*s), GFP_KERNEL);
	if (!s)
		return -ENOMEM;
	s->power = 1;
	i2c_set_clientdata(client, s);
	return 0;
}

static int i2cdrv_remove(struct i2c_client *client)
{
	struct i2cdrv *s = i2c_get_clientdata(client);

	if (!s->power)
		return 0;
	s->power = 0;
	/* i2cdrv_power_off(s); */
	// dev_dbg(&client->dev, "powered off\n");
	return 0;
}

static const struct i2c_device_id i2cdrv_id[] = {
	{ "i2cdrv", 0 },
	{ }
};
MODULE_DEVICE_TABLE(i2c, i2cdrv_id);

static struct i2c_driver i2cdrv_driver = {
	.driver = {
		.name = "i2cdrv",
	},
	.probe = i2cdrv_probe,
	.remove = i2cdrv_remove,
	.id_table = i2cdrv_id,
};

static int i2cdrv_new_probe(struct i2c_client *client)
{
	return 0;
}

static void i2cdrv_new_remove(struct i2c_client *client)
{
	dev_info(&client->dev, "removed\n");
}

static const struct i2c_device_id i2cdrv_new_id[] = {
	{ "i2cdrv-new", 0 },
	{ }
};
MODULE_DEVICE_TABLE(i2c, i2cdrv_new_id);

static struct i2c_driver i2cdrv_new_driver = {
	.driver = {
		.name = "i2cdrv-new",
	},
	.probe_new = i2cdrv_new_probe,
	.remove = i2cdrv_new_remove,
	.id_table = i2cdrv_new_id,
};

static int i2cdrv_pdev_probe(struct platform_device *pdev)
{
	return 0;
}

static int i2cdrv_pdev_remove(struct platform_device *pdev)
{
	dev_info(&pdev->dev, "removed\n");
	return 0;
}

static struct platform_driver i2cdrv_pdrv = {
	.probe = i2cdrv_pdev_probe,
	.remove = i2cdrv_pdev_remove,
	.driver = {
		.name = "i2cdrv",
	},
};

static void i2cdrv_pdev_new_remove(struct platform_device *pdev)
{
	dev_info(&pdev->dev, "removed\n");
}

static struct platform_driver i2cdrv_new_pdrv = {
	.probe = i2cdrv_pdev_probe,
	.remove_new = i2cdrv_pdev_new_remove,
	.driver = {
		.name = "i2cdrv-new",
	},
};

static int __init i2cdrv_init(void)
{
	int ret;

	ret = i2c_add_driver(&i2cdrv_driver);
	if (ret)
		return ret;
	ret = i2c_add_driver(&i2cdrv_new_driver);
	if (ret)
		goto del;
	ret = platform_driver_register(&i2cdrv_pdrv);
	if (ret)
		goto del_new;
	ret = platform_driver_register(&i2cdrv_new_pdrv);
	if (!ret)
		return 0;
	platform_driver_unregister(&i2cdrv_pdrv);
del_new:
	i2c_del_driver(&i2cdrv_new_driver);
del:
	i2c_del_driver(&i2cdrv_driver);
	return ret;
}

static void __exit i2cdrv_exit(void)
{
	platform_driver_unregister(&i2cdrv_new_pdrv);
	platform_driver_unregister(&i2cdrv_pdrv);
	i2c_del_driver(&i2cdrv_new_driver);
	i2c_del_driver(&i2cdrv_driver);
}

module_init(i2cdrv_init);
module_exit(i2cdrv_exit);
MODULE_DESCRIPTION("cocci test: I2C and platform callbacks of the 5.x era");
MODULE_LICENSE("GPL");
