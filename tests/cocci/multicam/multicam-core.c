// SPDX-License-Identifier: GPL-2.0
/*
 * multicam - module setup.
 */
#include <linux/init.h>
#include <linux/miscdevice.h>
#include <linux/module.h>

#include "multicam.h"

struct multicam multicam_dev = {
	.misc = {
		.minor = MISC_DYNAMIC_MINOR,
		.name = "multicam",
		.fops = &multicam_fops,
	},
};

static int __init multicam_init(void)
{
	mutex_init(&multicam_dev.lock);
	return misc_register(&multicam_dev.misc);
}

static void __exit multicam_exit(void)
{
	misc_deregister(&multicam_dev.misc);
}

module_init(multicam_init);
module_exit(multicam_exit);

MODULE_DESCRIPTION("three-file driver sharing a private allocator (avcompat cocci test input)");
MODULE_LICENSE("GPL");
