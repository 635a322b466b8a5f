// SPDX-License-Identifier: GPL-2.0
/*
 * initkeep - a module that registers its init function with
 * module_init() and keeps an init_module() for an old loader in a branch
 * that is not built: the patches leave that init_module() alone and list
 * it.  Its exit is still the magic cleanup_module(), which has no
 * module_exit() and is converted.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is initkeep.expected.c.
 */
#include <linux/fs.h>
#include <linux/init.h>
#include <linux/miscdevice.h>
#include <linux/module.h>

static const struct file_operations initkeep_fops = {
	.owner = THIS_MODULE,
	.open = nonseekable_open,
};

static struct miscdevice initkeep_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "initkeep",
	.fops = &initkeep_fops,
};

static int __init initkeep_register(void)
{
	return misc_register(&initkeep_misc);
}

#ifdef INITKEEP_OLD_LOADER
int init_module(void)
{
	return initkeep_register();
}
#else
module_init(initkeep_register);
#endif

static void __exit initkeep_exit(void)
{
	misc_deregister(&initkeep_misc);
}
module_exit(initkeep_exit);

MODULE_DESCRIPTION("init_module() beside module_init() (avcompat cocci test input)");
MODULE_LICENSE("GPL");
