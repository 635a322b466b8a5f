// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_MMAP_ACTION: ->mmap_prepare with mmap_action_remap(desc, ...) (6.19). */
#include <linux/fs.h>
#include <linux/mm.h>

static int avc_probe_prepare(struct vm_area_desc *desc)
{
	mmap_action_remap(desc, desc->start, 0, desc->end - desc->start);
	mmap_action_ioremap(desc, desc->start, 0, desc->end - desc->start);
	return 0;
}

const struct file_operations avc_probe_fops = {
	.mmap_prepare = avc_probe_prepare,
};
