// SPDX-License-Identifier: GPL-2.0
/*
 * strkeep - string copies of a 2.6.3x platform driver that no rule can
 * settle: a strncpy() into a buffer of a size known at run time, one
 * whose value is used, a strlcpy() length kept and a sysfs show
 * returning strlcpy().  They
 * are left as they are and listed (strkeep.notes): the driver does not
 * build from 6.8 (strlcpy()) and 7.2 (strncpy()) until they are decided.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is strkeep.expected.c.
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/string.h>
#include <linux/sysfs.h>

static unsigned int name_len = 16;
module_param(name_len, uint, 0444);

struct strk_dev {
	char *name;
	char model[16];
	char tail[16];
	size_t model_len;
};

static const char * const strk_models[] = { "SK-1", "SK-2 Deluxe" };

static void strk_model(char *buf, size_t len, unsigned int i)
{
	strncpy(buf, strk_models[i], len);
}

static char *strk_tail(struct strk_dev *sd, const char *s)
{
	return strncpy(sd->tail, s, sizeof(sd->tail) - 1);
}

static ssize_t model_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct strk_dev *sd = dev_get_drvdata(dev);

	return strlcpy(buf, sd->model, PAGE_SIZE);
}
static DEVICE_ATTR_RO(model);

static int strk_probe(struct platform_device *pdev)
{
	struct strk_dev *sd;

	sd = devm_kzalloc(&pdev->dev, sizeof(*sd), GFP_KERNEL);
	if (!sd)
		return -ENOMEM;
	sd->name = devm_kzalloc(&pdev->dev, name_len, GFP_KERNEL);
	if (!sd->name)
		return -ENOMEM;
	strk_model(sd->name, name_len, pdev->id > 0);
	sd->model_len = strlcpy(sd->model, strk_models[0], sizeof(sd->model));
	dev_set_drvdata(&pdev->dev, sd);
	pr_debug("strkeep: tail %s\n", strk_tail(sd, sd->name));
	return device_create_file(&pdev->dev, &dev_attr_model);
}

static struct platform_driver strk_driver = {
	.probe = strk_probe,
	.driver = {
		.name = "strkeep",
	},
};
module_platform_driver(strk_driver);

MODULE_DESCRIPTION("string copies to decide by hand (avcompat cocci test input)");
MODULE_LICENSE("GPL");
