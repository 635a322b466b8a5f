// SPDX-License-Identifier: GPL-2.0
/*
 * grab24 - a PCI frame grabber in the style of the 2.4 video drivers
 * (cpia, zr36120, meye before 2.6): the capture buffer is vmalloc'ed and
 * its pages are found by walking the kernel page tables (uvirt_to_kva(),
 * kvirt_to_pa()); mmap() honours the offset and maps the buffer page by
 * page with the 4-argument 2.4 remap_page_range(), and a window of the
 * card's registers with the 4-argument io_remap_page_range().
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is oldcam.expected.c.
 */
#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/miscdevice.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/string.h>
#include <linux/vmalloc.h>
#include <asm/io.h>
#include <asm/pgtable.h>
#include <avcompat/avcompat.h>

#define GRAB_FBUF_SIZE	(4 * 768 * 576 * 2)
#define GRAB_REGS_OFF	0x10000000UL	/* mmap offset of the registers */

struct grab {
	struct pci_dev *pdev;
	unsigned long mmio_phys;
	char *fbuf;
};

static struct grab grab;

static int grab_mmap(struct file *file, struct vm_area_struct *vma)
{
	unsigned long size = vma->vm_end - vma->vm_start;
	unsigned long offset = vma->vm_pgoff << PAGE_SHIFT;

	if (offset == GRAB_REGS_OFF) {
		if (size != PAGE_SIZE)
			return -EINVAL;
		vma->vm_page_prot = pgprot_noncached(vma->vm_page_prot);
		if (avc_io_remap_pfn_range(vma, vma->vm_start,
					   avc_phys_to_pfn(grab.mmio_phys),
					   PAGE_SIZE, vma->vm_page_prot))
			return -EAGAIN;
		return 0;
	}

	if (offset > GRAB_FBUF_SIZE || size > GRAB_FBUF_SIZE - offset)
		return -EINVAL;

	if (avc_rvmmap(vma, grab.fbuf, GRAB_FBUF_SIZE))
		return -EAGAIN;
	return 0;
}

static const struct file_operations grab_fops = {
	.owner = THIS_MODULE,
	.mmap = grab_mmap,
};

static struct miscdevice grab_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "grab24",
	.fops = &grab_fops,
};

static int grab_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	int err;

	err = pci_enable_device(pdev);
	if (err)
		return err;
	grab.pdev = pdev;
	grab.mmio_phys = pci_resource_start(pdev, 0);
	grab.fbuf = avc_rvmalloc(GRAB_FBUF_SIZE);
	if (!grab.fbuf) {
		pci_disable_device(pdev);
		return -ENOMEM;
	}
	err = misc_register(&grab_misc);
	if (err) {
		avc_rvfree(grab.fbuf, GRAB_FBUF_SIZE);
		pci_disable_device(pdev);
	}
	return err;
}

static void grab_remove(struct pci_dev *pdev)
{
	misc_deregister(&grab_misc);
	avc_rvfree(grab.fbuf, GRAB_FBUF_SIZE);
	grab.fbuf = NULL;
	pci_disable_device(pdev);
}

static const struct pci_device_id grab_ids[] = {
	{ PCI_DEVICE(0x1de1, 0x7146) },
	{ }
};
MODULE_DEVICE_TABLE(pci, grab_ids);

static struct pci_driver grab_driver = {
	.name = "grab24",
	.id_table = grab_ids,
	.probe = grab_probe,
	.remove = grab_remove,
};

static int __init grab_init(void)
{
	return pci_register_driver(&grab_driver);
}

static void __exit grab_exit(void)
{
	pci_unregister_driver(&grab_driver);
}

module_init(grab_init);
module_exit(grab_exit);

MODULE_DESCRIPTION("2.4-style vmalloc frame buffer mmap (avcompat cocci test input)");
MODULE_LICENSE("GPL");
