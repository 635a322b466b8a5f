// SPDX-License-Identifier: GPL-2.0
/*
 * initmod - a control device registered the way v4l2loopback 0.12.5
 * (Debian bullseye's) registers itself: its entry points are the magic
 * init_module() and cleanup_module(), built only as a module, with a
 * late_initcall() for a built-in kernel.  objtool warns on them from 6.3
 * and fails the build from 6.18 ("Magic init_module() function name is
 * deprecated, use module_init(fn) instead"); they become static functions
 * registered with module_init()/module_exit(), keeping __init and __exit.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is initmod.expected.c.
 */
#include <linux/fs.h>
#include <linux/init.h>
#include <linux/miscdevice.h>
#include <linux/module.h>

static const struct file_operations initmod_fops = {
	.owner = THIS_MODULE,
	.open = nonseekable_open,
};

static struct miscdevice initmod_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "initmod",
	.fops = &initmod_fops,
};

static int initmod_init_module(void)
{
	return misc_register(&initmod_misc);
}

static void initmod_cleanup_module(void)
{
	misc_deregister(&initmod_misc);
}

#ifdef MODULE
static int __init initmod_init(void)
{
	return initmod_init_module();
}
module_init(initmod_init);

static void __exit initmod_exit(void)
{
	initmod_cleanup_module();
}
module_exit(initmod_exit);
#else
late_initcall(initmod_init_module);
#endif

MODULE_DESCRIPTION("init_module()/cleanup_module() by name (avcompat cocci test input)");
MODULE_LICENSE("GPL");
