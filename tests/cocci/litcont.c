// SPDX-License-Identifier: GPL-2.0
/*
 * litcont - a character driver whose banner is a string literal continued
 * with backslashes, as 2.6 drivers wrote long messages: the check-by-hand
 * lines after it must name the right lines.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is litcont.expected.c, its check-by-hand list
 * litcont.notes.
 */
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/miscdevice.h>
#include <linux/module.h>
#include <linux/timer.h>

static const char litc_banner[] = "litcont: a test driver \
whose banner goes on \
over three \
lines";

static struct timer_list litc_timer;
static unsigned long litc_pfn;

static int litc_mmap(struct file *file, struct vm_area_struct *vma)
{
	unsigned long size = vma->vm_end - vma->vm_start;

	if (size > PAGE_SIZE)
		return -EINVAL;
	pr_debug("%s: mmap\n", litc_banner);
	return remap_pfn_range(vma, vma->vm_start, litc_pfn, size,
			       vma->vm_page_prot);
}

static const struct file_operations litc_fops = {
	.owner = THIS_MODULE,
	.mmap = litc_mmap,
};

static struct miscdevice litc_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "litcont",
	.fops = &litc_fops,
};

static void litc_tick(struct timer_list *t)
{
}

static int __init litc_init(void)
{
	timer_setup(&litc_timer, litc_tick, 0);
	return misc_register(&litc_misc);
}

static void __exit litc_exit(void)
{
	del_timer_sync(&litc_timer);
	misc_deregister(&litc_misc);
}

module_init(litc_init);
module_exit(litc_exit);

MODULE_DESCRIPTION("continued string literal (avcompat cocci test input)");
MODULE_LICENSE("GPL");
