// SPDX-License-Identifier: GPL-2.0
/*
 * dbgkeep - debugfs results a 4.x sound driver keeps: a file's dentry in
 * its state, removed on its own later, and a test whose goto is the only
 * one to its label.  No rule can drop these safely (the first is read
 * again, the second would leave an unused label): listed (dbgkeep.notes),
 * and the driver does not build from 5.5 until they are changed.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is dbgkeep.expected.c.
 */
#include <linux/debugfs.h>
#include <linux/errno.h>
#include <linux/module.h>

struct dbgk {
	struct dentry *dir;
	struct dentry *xruns_file;
	u32 xruns;
	u64 bytes;
};

static struct dbgk dbgk;

static int dbgk_debugfs_init(struct dbgk *dk)
{
	dk->dir = debugfs_create_dir("dbgkeep", NULL);
	dk->xruns_file = debugfs_create_u32("xruns", 0444, dk->dir,
					    &dk->xruns);
	if (!debugfs_create_u64("bytes", 0444, dk->dir, &dk->bytes))
		goto fail;
	return 0;
fail:
	debugfs_remove_recursive(dk->dir);
	return -ENOMEM;
}

static int __init dbgk_init(void)
{
	return dbgk_debugfs_init(&dbgk);
}

static void __exit dbgk_exit(void)
{
	debugfs_remove(dbgk.xruns_file);
	debugfs_remove_recursive(dbgk.dir);
}

module_init(dbgk_init);
module_exit(dbgk_exit);

MODULE_DESCRIPTION("debugfs results kept (avcompat cocci test input)");
MODULE_LICENSE("GPL");
