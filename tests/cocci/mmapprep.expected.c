// SPDX-License-Identifier: GPL-2.0
/*
 * frameshm - a misc device that shares a physically contiguous frame store
 * and one page of device registers with user space, in the style of the
 * 2.6-era drivers whose ->mmap did nothing but check the request and remap
 * one range: the frame store with remap_pfn_range() from its physical
 * address, any page-aligned window of it chosen by the mmap offset; the
 * registers with io_remap_pfn_range(), one page, shared only; a status page
 * with remap_pfn_range() of its struct page, over the whole mapping.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is mmapprep.expected.c, whose mmaps are ->mmap_prepare
 * functions where the kernel has mmap actions (6.19 and later).
 */
#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/gfp.h>
#include <linux/init.h>
#include <linux/io.h>
#include <linux/kernel.h>
#include <linux/miscdevice.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <avcompat/avcompat.h>

#define FSHM_ORDER	3		/* FSHM_PAGES pages */
#define FSHM_PAGES	8UL
#define FSHM_REGS_SIZE	64		/* bytes of registers in the page */

struct fshm {
	void *store;			/* __get_free_pages() */
	void *regs;			/* stands in for the BAR: one page */
	phys_addr_t regs_phys;
	struct page *status;
};

static struct fshm fshm;

static int fshm_open(struct inode *inode, struct file *file)
{
	file->private_data = &fshm;
	return 0;
}

static int fshm_map(struct avc_mmap *m)
{
	struct fshm *dev = avc_mmap_file(m)->private_data;
	unsigned long size = avc_mmap_size(m);
	unsigned long first = avc_mmap_pgoff(m);
	void *from = dev->store + (first << PAGE_SHIFT);

	/* the window [first, first + size) must lie inside the store */
	if (first >= FSHM_PAGES || size >> PAGE_SHIFT > FSHM_PAGES - first)
		return -EINVAL;
	if (!(avc_mmap_flags(m) & VM_SHARED)) {
		if (avc_mmap_flags(m) & VM_WRITE)
			return -EINVAL;
		avc_mmap_clear_flags(m, VM_MAYWRITE);
	}
	avc_mmap_set_flags(m, AVC_VM_DRIVER_FLAGS);
	return avc_mmap_remap_pfn(m, avc_mmap_start(m), avc_virt_to_pfn(from),
				  size);
}

AVC_DEFINE_MMAP(fshm_mmap, fshm_map, PFN);

static int fshm_regs_map(struct avc_mmap *m)
{
	if (avc_mmap_pgoff(m) || avc_mmap_size(m) != PAGE_SIZE)
		return -EINVAL;
	if (!(avc_mmap_flags(m) & VM_SHARED))
		return -EINVAL;
	avc_mmap_set_flags(m, VM_IO | VM_DONTEXPAND);
	return avc_mmap_io_remap_pfn(m, avc_mmap_start(m),
				     avc_phys_to_pfn(fshm.regs_phys),
				     PAGE_ALIGN(FSHM_REGS_SIZE));
}

AVC_DEFINE_MMAP(fshm_regs_mmap, fshm_regs_map, PFN);

static int fshm_status_map(struct avc_mmap *m)
{
	if (avc_mmap_size(m) > PAGE_SIZE)
		return -EINVAL;
	return avc_mmap_remap_pfn(m, avc_mmap_start(m),
				  avc_page_to_pfn(fshm.status),
				  avc_mmap_size(m));
}

AVC_DEFINE_MMAP(fshm_status_mmap, fshm_status_map, PFN);

static const struct file_operations fshm_fops = {
	.owner = THIS_MODULE,
	.open = fshm_open,
	AVC_FOP_MMAP(fshm_mmap),
};

static const struct file_operations fshm_regs_fops = {
	.owner = THIS_MODULE,
	AVC_FOP_MMAP(fshm_regs_mmap),
};

static const struct file_operations fshm_status_fops = {
	.owner = THIS_MODULE,
	AVC_FOP_MMAP(fshm_status_mmap),
};

static struct miscdevice fshm_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "frameshm",
	.fops = &fshm_fops,
};

static struct miscdevice fshm_regs_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "frameshm-regs",
	.fops = &fshm_regs_fops,
};

static struct miscdevice fshm_status_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "frameshm-status",
	.fops = &fshm_status_fops,
};

static int __init fshm_init(void)
{
	int err = -ENOMEM;

	fshm.store = (void *)__get_free_pages(GFP_KERNEL | __GFP_ZERO,
					      FSHM_ORDER);
	if (!fshm.store)
		return -ENOMEM;
	fshm.regs = (void *)get_zeroed_page(GFP_KERNEL);
	if (!fshm.regs)
		goto out_store;
	fshm.regs_phys = virt_to_phys(fshm.regs);
	fshm.status = alloc_page(GFP_KERNEL | __GFP_ZERO);
	if (!fshm.status)
		goto out_regs;
	err = misc_register(&fshm_misc);
	if (err)
		goto out_status;
	err = misc_register(&fshm_regs_misc);
	if (err)
		goto out_misc;
	err = misc_register(&fshm_status_misc);
	if (err)
		goto out_regs_misc;
	return 0;

out_regs_misc:
	misc_deregister(&fshm_regs_misc);
out_misc:
	misc_deregister(&fshm_misc);
out_status:
	__free_page(fshm.status);
out_regs:
	free_page((unsigned long)fshm.regs);
out_store:
	free_pages((unsigned long)fshm.store, FSHM_ORDER);
	return err;
}

static void __exit fshm_exit(void)
{
	misc_deregister(&fshm_status_misc);
	misc_deregister(&fshm_regs_misc);
	misc_deregister(&fshm_misc);
	__free_page(fshm.status);
	free_page((unsigned long)fshm.regs);
	free_pages((unsigned long)fshm.store, FSHM_ORDER);
}

module_init(fshm_init);
module_exit(fshm_exit);

MODULE_DESCRIPTION("->mmap that only remaps (avcompat cocci test input)");
MODULE_LICENSE("GPL");
