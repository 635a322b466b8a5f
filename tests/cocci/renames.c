// SPDX-License-Identifier: GPL-2.0
/*
 * oldchar - a 2.6.1x character driver with the names every driver of
 * the time used and today's kernels do not have: <linux/config.h>,
 * <asm/semaphore.h>, <linux/smp_lock.h>, init_MUTEX(), strlcpy(),
 * MODULE_SUPPORTED_DEVICE() and a BKL ->ioctl.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is renames.expected.c.
 */
#include <linux/config.h>
#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/miscdevice.h>
#include <linux/module.h>
#include <linux/smp_lock.h>
#include <linux/string.h>
#include <linux/uaccess.h>
#include <asm/semaphore.h>

#define OLDC_GET_NAME	_IOR('o', 1, char[16])

static struct semaphore oldc_sem;
static char oldc_name[16];

static int oldc_ioctl(struct inode *inode, struct file *file,
		      unsigned int cmd, unsigned long arg)
{
	char name[16];

	switch (cmd) {
	case OLDC_GET_NAME:
		if (down_interruptible(&oldc_sem))
			return -ERESTARTSYS;
		strlcpy(name, oldc_name, sizeof(name));
		up(&oldc_sem);
		if (copy_to_user((void __user *)arg, name, sizeof(name)))
			return -EFAULT;
		return 0;
	}
	return -ENOTTY;
}

static const struct file_operations oldc_fops = {
	.owner = THIS_MODULE,
	.ioctl = oldc_ioctl,
};

static struct miscdevice oldc_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "oldchar",
	.fops = &oldc_fops,
};

static int __init oldc_init(void)
{
	init_MUTEX(&oldc_sem);
	strlcpy(oldc_name, "oldchar", sizeof(oldc_name));
	return misc_register(&oldc_misc);
}

static void __exit oldc_exit(void)
{
	misc_deregister(&oldc_misc);
}

module_init(oldc_init);
module_exit(oldc_exit);

MODULE_SUPPORTED_DEVICE("oldchar");
MODULE_DESCRIPTION("2.6.1x names (avcompat cocci test input)");
MODULE_LICENSE("GPL");
