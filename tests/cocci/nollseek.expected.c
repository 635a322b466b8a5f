// SPDX-License-Identifier: GPL-2.0
/*
 * nollseek - a character driver that is not seekable the way drivers said
 * it until 6.12: ".llseek = no_llseek" (no_llseek is gone from 6.12, and
 * a NULL ->llseek means the same).
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is nollseek.expected.c.
 */
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/module.h>

static const struct file_operations nols_fops = {
	.owner = THIS_MODULE,
	.open = nonseekable_open,
};

static struct miscdevice nols_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "nollseek",
	.fops = &nols_fops,
};

static int __init nols_init(void)
{
	return misc_register(&nols_misc);
}

static void __exit nols_exit(void)
{
	misc_deregister(&nols_misc);
}

module_init(nols_init);
module_exit(nols_exit);

MODULE_AUTHOR("avcompat");
MODULE_DESCRIPTION("no_llseek (avcompat cocci test input)");
MODULE_LICENSE("GPL");
