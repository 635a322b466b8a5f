// SPDX-License-Identifier: GPL-2.0
/*
 * vbiring - a capture ring shared with user space, in the style of the
 * 2.6.2x-3.6 drivers that marked their mappings VM_RESERVED and poked
 * vma->vm_flags directly: the ring is one physically contiguous
 * allocation mapped with remap_pfn_range(), a read-only mapping loses
 * VM_MAYWRITE, and a status page can be mapped on its own.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is vmflags.expected.c.  VM_RESERVED went away in 3.7
 * and vm_flags became read-only in 6.3, so this no longer builds as is.
 */
#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/gfp.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/miscdevice.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <asm/io.h>
#include <avcompat/avcompat.h>

#define VBI_RING_ORDER	2
#define VBI_RING_SIZE	(PAGE_SIZE << VBI_RING_ORDER)
#define VBI_STATUS_OFF	VBI_RING_SIZE	/* mmap offset of the status page */

struct vbi_status {
	u32 head;
	u32 tail;
	u32 overruns;
};

struct vbi_dev {
	unsigned long ring;		/* __get_free_pages() */
	struct page *status_page;
	struct vbi_status *status;
};

static struct vbi_dev vbi;

static int vbi_mmap_ring(struct vbi_dev *dev, struct vm_area_struct *vma)
{
	unsigned long size = vma->vm_end - vma->vm_start;

	if (size > VBI_RING_SIZE)
		return -EINVAL;
	/* the ring is written by the device only */
	if (vma->vm_flags & VM_WRITE)
		return -EPERM;
	avc_vm_flags_clear(vma, VM_MAYWRITE);
	avc_vm_flags_set(vma, AVC_VM_DRIVER_FLAGS);
	return avc_remap_pfn_range(vma, vma->vm_start,
				   avc_virt_to_pfn((void *)dev->ring),
				   size, vma->vm_page_prot);
}

static int vbi_mmap_status(struct vbi_dev *dev, struct vm_area_struct *vma)
{
	int ret;

	if (vma->vm_end - vma->vm_start != PAGE_SIZE)
		return -EINVAL;
	avc_vm_flags_set(vma, VM_DONTEXPAND | AVC_VM_DRIVER_FLAGS);
	ret = avc_remap_pfn_range(vma, vma->vm_start,
				  avc_page_to_pfn(dev->status_page), PAGE_SIZE,
				  vma->vm_page_prot);
	if (ret)
		avc_vm_flags_clear(vma, VM_DONTEXPAND | AVC_VM_DRIVER_FLAGS);
	return ret;
}

static int vbi_mmap(struct file *file, struct vm_area_struct *vma)
{
	if (vma->vm_pgoff == VBI_STATUS_OFF >> PAGE_SHIFT)
		return vbi_mmap_status(&vbi, vma);
	if (vma->vm_pgoff)
		return -EINVAL;
	return vbi_mmap_ring(&vbi, vma);
}

/* debugging aid: map the status page through its kernel address */
static int vbi_mmap_status_dbg_map(struct avc_mmap *m)
{
	avc_mmap_set_flags(m, VM_IO);
	return avc_mmap_remap_pfn(m, avc_mmap_start(m),
				  avc_virt_to_pfn(vbi.status), PAGE_SIZE);
}

AVC_DEFINE_MMAP(vbi_mmap_status_dbg, vbi_mmap_status_dbg_map, PFN);

static const struct file_operations vbi_fops = {
	.owner = THIS_MODULE,
	.mmap = vbi_mmap,
};

static const struct file_operations vbi_dbg_fops = {
	.owner = THIS_MODULE,
	AVC_FOP_MMAP(vbi_mmap_status_dbg),
};

static struct miscdevice vbi_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "vbiring",
	.fops = &vbi_fops,
};

static struct miscdevice vbi_dbg_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "vbiring-status",
	.fops = &vbi_dbg_fops,
};

static int __init vbi_init(void)
{
	int err = -ENOMEM;

	vbi.ring = __get_free_pages(GFP_KERNEL | __GFP_ZERO, VBI_RING_ORDER);
	if (!vbi.ring)
		return -ENOMEM;
	vbi.status_page = alloc_page(GFP_KERNEL | __GFP_ZERO);
	if (!vbi.status_page)
		goto out_ring;
	vbi.status = page_address(vbi.status_page);

	err = misc_register(&vbi_misc);
	if (err)
		goto out_status;
	err = misc_register(&vbi_dbg_misc);
	if (err)
		goto out_misc;
	return 0;

out_misc:
	misc_deregister(&vbi_misc);
out_status:
	__free_page(vbi.status_page);
out_ring:
	free_pages(vbi.ring, VBI_RING_ORDER);
	return err;
}

static void __exit vbi_exit(void)
{
	misc_deregister(&vbi_dbg_misc);
	misc_deregister(&vbi_misc);
	__free_page(vbi.status_page);
	free_pages(vbi.ring, VBI_RING_ORDER);
}

module_init(vbi_init);
module_exit(vbi_exit);

MODULE_DESCRIPTION("capture ring mmap with vm_flags (avcompat cocci test input)");
MODULE_LICENSE("GPL");
