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
#include <avcompat/avcompat.h>

static const char litc_banner[] = "litcont: a test driver \
whose banner goes on \
over three \
lines";

static struct timer_list litc_timer;
static unsigned long litc_pfn;

static int litc_map(struct avc_mmap *m)
{
	unsigned long size = avc_mmap_size(m);

	if (size > PAGE_SIZE)
		return -EINVAL;
	pr_debug("%s: mmap\n", litc_banner);
	return avc_mmap_remap_pfn(m, avc_mmap_start(m),
				  avc_pfn_from_raw(litc_pfn), size);
}

AVC_DEFINE_MMAP(litc_mmap, litc_map, PFN);

static const struct file_operations litc_fops = {
	.owner = THIS_MODULE,
	AVC_FOP_MMAP(litc_mmap),
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
	timer_delete_sync(&litc_timer);
	misc_deregister(&litc_misc);
}

module_init(litc_init);
module_exit(litc_exit);

MODULE_DESCRIPTION("continued string literal (avcompat cocci test input)");
MODULE_LICENSE("GPL");
