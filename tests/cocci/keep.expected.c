// SPDX-License-Identifier: GPL-2.0
/*
 * risc7 - a PCI capture card driver caught half way between eras, to show
 * what the semantic patches leave alone: its kvirt_to_pa() also feeds the
 * card's DMA address register, so it stays (only the mmap use of it is
 * converted); a remap whose address variable is printed as well keeps the
 * variable; the register window is mapped with a frame number computed
 * elsewhere, which the patches cannot type; code already written for
 * today's kernel (vm_flags_set()) is not touched; and the VBI page is mapped
 * the way the seed patch's pfn-taking remap_page_range() of 2.6.8-mm wanted
 * it, with a frame number, which is converted as one.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is keep.expected.c.
 */
#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/init.h>
#include <linux/io.h>
#include <linux/kernel.h>
#include <linux/miscdevice.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/vmalloc.h>
#include <avcompat/avcompat.h>

#define RISC7_BUF_SIZE		(256 * 1024)
#define RISC7_REG_DMA_BASE	0x10
#define RISC7_REGS_OFF		0x1000000UL	/* mmap offset of the registers */
#define RISC7_VBI_OFF		0x2000000UL	/* mmap offset of the VBI page */

struct risc7 {
	struct pci_dev *pdev;
	void __iomem *regs;
	unsigned long regs_pfn;
	void *buf;
	void *vbi;		/* one page of teletext lines */
};

static struct risc7 risc7;

/* physical address of a byte of the vmalloc'ed buffer */
static unsigned long kvirt_to_pa(unsigned long adr)
{
	unsigned long kva;

	kva = (unsigned long)page_address(vmalloc_to_page((void *)adr));
	kva |= adr & (PAGE_SIZE - 1);
	return __pa(kva);
}

/* the card reads its first descriptor page from the start of the buffer */
static void risc7_start_dma(struct risc7 *dev)
{
	writel(kvirt_to_pa((unsigned long)dev->buf),
	       dev->regs + RISC7_REG_DMA_BASE);
}

static int risc7_mmap_regs(struct risc7 *dev, struct vm_area_struct *vma)
{
	unsigned long pfn = dev->regs_pfn;

	if (vma->vm_end - vma->vm_start != PAGE_SIZE)
		return -EINVAL;
	vm_flags_set(vma, VM_IO);
	vma->vm_page_prot = pgprot_noncached(vma->vm_page_prot);
	return io_remap_pfn_range(vma, vma->vm_start, pfn, PAGE_SIZE,
				  vma->vm_page_prot);
}

static int risc7_mmap_vbi(struct risc7 *dev, struct vm_area_struct *vma)
{
	if (vma->vm_end - vma->vm_start != PAGE_SIZE)
		return -EINVAL;
	return avc_remap_pfn_range(vma, vma->vm_start,
				   avc_virt_to_pfn(dev->vbi),
				   PAGE_SIZE, vma->vm_page_prot);
}

static int risc7_mmap(struct file *file, struct vm_area_struct *vma)
{
	unsigned long start = vma->vm_start;
	unsigned long size = vma->vm_end - vma->vm_start;
	unsigned long page, pos;

	if (vma->vm_pgoff == RISC7_REGS_OFF >> PAGE_SHIFT)
		return risc7_mmap_regs(&risc7, vma);
	if (vma->vm_pgoff == RISC7_VBI_OFF >> PAGE_SHIFT)
		return risc7_mmap_vbi(&risc7, vma);
	if (vma->vm_pgoff || size > RISC7_BUF_SIZE)
		return -EINVAL;

	pos = (unsigned long)risc7.buf;
	while (size > 0) {
		page = kvirt_to_pa(pos);
		if (avc_remap_pfn_range(vma, start, avc_phys_to_pfn(page),
					PAGE_SIZE, PAGE_SHARED)) {
			pr_debug("risc7: cannot map %lx\n", page);
			return -EAGAIN;
		}
		start += PAGE_SIZE;
		pos += PAGE_SIZE;
		size -= PAGE_SIZE;
	}
	return 0;
}

static const struct file_operations risc7_fops = {
	.owner = THIS_MODULE,
	.mmap = risc7_mmap,
};

static struct miscdevice risc7_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "risc7",
	.fops = &risc7_fops,
};

static int risc7_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	int err;

	err = pcim_enable_device(pdev);
	if (err)
		return err;
	risc7.regs = pcim_iomap(pdev, 0, PAGE_SIZE);
	if (!risc7.regs)
		return -ENOMEM;
	risc7.regs_pfn = pci_resource_start(pdev, 0) >> PAGE_SHIFT;
	risc7.vbi = (void *)get_zeroed_page(GFP_KERNEL);
	if (!risc7.vbi)
		return -ENOMEM;
	risc7.buf = vmalloc_32(RISC7_BUF_SIZE);
	if (!risc7.buf) {
		free_page((unsigned long)risc7.vbi);
		return -ENOMEM;
	}
	memset(risc7.buf, 0, RISC7_BUF_SIZE);
	risc7.pdev = pdev;
	risc7_start_dma(&risc7);
	err = misc_register(&risc7_misc);
	if (err) {
		vfree(risc7.buf);
		free_page((unsigned long)risc7.vbi);
	}
	return err;
}

static void risc7_remove(struct pci_dev *pdev)
{
	misc_deregister(&risc7_misc);
	vfree(risc7.buf);
	free_page((unsigned long)risc7.vbi);
}

static const struct pci_device_id risc7_ids[] = {
	{ PCI_DEVICE(0x1131, 0x7146) },
	{ }
};
MODULE_DEVICE_TABLE(pci, risc7_ids);

static struct pci_driver risc7_driver = {
	.name = "risc7",
	.id_table = risc7_ids,
	.probe = risc7_probe,
	.remove = risc7_remove,
};

module_pci_driver(risc7_driver);

MODULE_DESCRIPTION("half-converted capture driver (avcompat cocci test input)");
MODULE_LICENSE("GPL");
