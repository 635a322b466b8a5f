// SPDX-License-Identifier: GPL-2.0
/*
 * AVC_HAVE_MMAP_KERNEL_PAGES: the MAP_KERNEL_PAGES action and
 * vm_operations ->mapped (7.3).
 */
#include <linux/mm.h>

void avc_probe(struct vm_area_desc *desc, struct page **pages);
void avc_probe(struct vm_area_desc *desc, struct page **pages)
{
	mmap_action_map_kernel_pages(desc, desc->start, pages, 1);
}

static int avc_probe_mapped(unsigned long start, unsigned long end,
			    pgoff_t pgoff, const struct file *file,
			    void **vm_private_data)
{
	return 0;
}

const struct vm_operations_struct avc_probe_ops = {
	.mapped = avc_probe_mapped,
};
