// SPDX-License-Identifier: GPL-2.0
/*
 * supdev - a 2.6 character driver that says which device it supports
 * with MODULE_SUPPORTED_DEVICE() (gone in 5.12), its comments on the
 * lines around it: deleting it must not move a comment onto the line
 * before.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is supdev.expected.c.
 */
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/module.h>

static const struct file_operations supd_fops = {
	.owner = THIS_MODULE,
};

static struct miscdevice supd_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "supdev",
	.fops = &supd_fops,
};

static int __init supd_init(void)
{
	return misc_register(&supd_misc);
}

static void __exit supd_exit(void)
{
	misc_deregister(&supd_misc);
}

module_init(supd_init);
module_exit(supd_exit);

MODULE_AUTHOR("avcompat");
/* the node it makes */
MODULE_SUPPORTED_DEVICE("supdev"); /* /dev/supdev */
MODULE_DESCRIPTION("MODULE_SUPPORTED_DEVICE with comments (avcompat cocci test input)");
MODULE_LICENSE("GPL");
