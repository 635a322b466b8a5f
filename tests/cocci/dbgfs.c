// SPDX-License-Identifier: GPL-2.0
/*
 * dbgfs - a 4.x camera driver's debugfs files, made the way drivers made
 * them before debugfs_create_u32() and the like returned nothing (5.5;
 * bool and ulong 5.14): each result tested, once through a local, with
 * a goto to the cleanup that the directory's and the file's tests also
 * take, or a return.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is dbgfs.expected.c.
 */
#include <linux/debugfs.h>
#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/seq_file.h>

struct dbgc {
	struct dentry *dir;
	u32 frames;
	u32 ctrl;
	bool mirror;
};

static struct dbgc dbgc;

static int dbgc_regs_show(struct seq_file *s, void *unused)
{
	struct dbgc *dc = s->private;

	seq_printf(s, "ctrl %08x\n", dc->ctrl);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(dbgc_regs);

static int dbgc_debugfs_ctrl(struct dbgc *dc)
{
	if (IS_ERR_OR_NULL(debugfs_create_x32("ctrl", 0600, dc->dir,
					      &dc->ctrl)))
		return -ENODEV;
	return 0;
}

static int dbgc_debugfs_init(struct dbgc *dc)
{
	struct dentry *d;

	dc->dir = debugfs_create_dir("dbgcam", NULL);
	if (!dc->dir)
		return -ENOMEM;
	if (!debugfs_create_u32("frames", 0444, dc->dir, &dc->frames))
		goto fail;
	d = debugfs_create_bool("mirror", 0644, dc->dir, &dc->mirror);
	if (!d)
		goto fail;
	if (!debugfs_create_file("regs", 0444, dc->dir, dc, &dbgc_regs_fops))
		goto fail;
	if (dbgc_debugfs_ctrl(dc))
		goto fail;
	return 0;
fail:
	debugfs_remove_recursive(dc->dir);
	return -ENOMEM;
}

static int __init dbgc_init(void)
{
	return dbgc_debugfs_init(&dbgc);
}

static void __exit dbgc_exit(void)
{
	debugfs_remove_recursive(dbgc.dir);
}

module_init(dbgc_init);
module_exit(dbgc_exit);

MODULE_DESCRIPTION("debugfs results tested (avcompat cocci test input)");
MODULE_LICENSE("GPL");
