// SPDX-License-Identifier: GPL-2.0
/*
 * oops - a module whose init dereferences NULL (tests/real: make matrix
 * --boot must say so for each way, each in a kernel of its own, and go on)
 */
#include <linux/init.h>
#include <linux/module.h>

static int *boom_ptr;

static int __init boom_init(void)
{
	return *READ_ONCE(boom_ptr);
}

static void __exit boom_exit(void)
{
}

module_init(boom_init);
module_exit(boom_exit);

MODULE_DESCRIPTION("oopses on load (avcompat tests/real bad input)");
MODULE_LICENSE("GPL");
