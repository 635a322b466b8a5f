// SPDX-License-Identifier: GPL-2.0
/*
 * initold - a 2.4-style module: init_module() and cleanup_module()
 * declared and defined without __init and __exit, and cleanup_module()
 * called from init_module()'s error path.  Both become static functions
 * registered with module_init()/module_exit() and renamed where they are
 * called and declared; init_module() gets __init (nothing else calls it),
 * cleanup_module() no __exit (init code calls it: __exit code is
 * discarded from a built-in kernel).  initold_init is taken by a
 * variable, so the init function is initold_module_init.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is initold.expected.c.
 */
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/module.h>

int init_module(void);

static bool initold_init;

static const struct file_operations initold_fops = {
	.owner = THIS_MODULE,
	.open = nonseekable_open,
};

static struct miscdevice initold_misc[2] = {
	{ .minor = MISC_DYNAMIC_MINOR, .name = "initold0", .fops = &initold_fops },
	{ .minor = MISC_DYNAMIC_MINOR, .name = "initold1", .fops = &initold_fops },
};

static unsigned int initold_registered;

void cleanup_module(void)
{
	while (initold_registered > 0)
		misc_deregister(&initold_misc[--initold_registered]);
	initold_init = false;
}

int init_module(void)
{
	int err;

	while (initold_registered < ARRAY_SIZE(initold_misc)) {
		err = misc_register(&initold_misc[initold_registered]);
		if (err) {
			cleanup_module();
			return err;
		}
		initold_registered++;
	}
	initold_init = true;
	return 0;
}

MODULE_DESCRIPTION("2.4-style init_module()/cleanup_module() (avcompat cocci test input)");
MODULE_LICENSE("GPL");
