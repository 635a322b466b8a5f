// SPDX-License-Identifier: GPL-2.0
/*
 * kvhigh - a PCI frame grabber of the 2.6.11 years: its private rvmalloc()
 * buffer is mapped page by page (kvirt_to_pa() >> PAGE_SHIFT, for the new
 * remap_pfn_range()) and described to the card by a table of the physical
 * address of each page, through its own page_address()-based kvirt_to_pa().
 * Once rvmalloc() is avc_rvmalloc() (vmalloc_user()), the pages may be
 * highmem on 32-bit, where page_address() is NULL, and above 4 GiB: the
 * mapping becomes avc_vmalloc_to_pfn() (folded into avc_rvmmap()), and the
 * table, which only the author can redo (dma_map_page(), a scatterlist),
 * is listed as such (kvhigh.notes).
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is kvhigh.expected.c.
 */
#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/io.h>
#include <linux/kernel.h>
#include <linux/miscdevice.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/string.h>
#include <linux/vmalloc.h>

#define KVH_NPAGES		64
#define KVH_BUF_SIZE		(KVH_NPAGES * PAGE_SIZE)
#define KVH_REG_TABLE		0x20	/* bus address of the page table */

struct kvh_dev {
	void __iomem *regs;
	void *fbuf;			/* from rvmalloc() */
	__le32 *ptable;			/* one entry per page of fbuf */
	dma_addr_t ptable_dma;
	struct pci_dev *pdev;
};

static struct kvh_dev kvh;

static unsigned long kvirt_to_pa(unsigned long adr)
{
	unsigned long kva = (unsigned long)page_address(vmalloc_to_page((void *)adr));

	kva |= adr & (PAGE_SIZE - 1);
	return __pa(kva);
}

static void *rvmalloc(unsigned long size)
{
	void *mem;
	unsigned long adr;

	size = PAGE_ALIGN(size);
	mem = vmalloc_32(size);
	if (!mem)
		return NULL;
	memset(mem, 0, size);
	adr = (unsigned long)mem;
	while (size > 0) {
		SetPageReserved(vmalloc_to_page((void *)adr));
		adr += PAGE_SIZE;
		size -= PAGE_SIZE;
	}
	return mem;
}

static void rvfree(void *mem, unsigned long size)
{
	unsigned long adr;

	if (!mem)
		return;
	adr = (unsigned long)mem;
	while ((long)size > 0) {
		ClearPageReserved(vmalloc_to_page((void *)adr));
		adr += PAGE_SIZE;
		size -= PAGE_SIZE;
	}
	vfree(mem);
}

/* the card fetches each frame page through this table */
static void kvh_fill_table(struct kvh_dev *dev)
{
	unsigned long adr = (unsigned long)dev->fbuf;
	int i;

	for (i = 0; i < KVH_NPAGES; i++) {
		dev->ptable[i] = cpu_to_le32(kvirt_to_pa(adr));
		adr += PAGE_SIZE;
	}
	writel(dev->ptable_dma, dev->regs + KVH_REG_TABLE);
}

static int kvh_mmap(struct file *file, struct vm_area_struct *vma)
{
	unsigned long start = vma->vm_start;
	unsigned long size = vma->vm_end - vma->vm_start;
	unsigned long page, pos;

	if (size > KVH_BUF_SIZE)
		return -EINVAL;
	pos = (unsigned long)kvh.fbuf;
	while (size > 0) {
		page = kvirt_to_pa(pos);
		if (remap_pfn_range(vma, start, page >> PAGE_SHIFT, PAGE_SIZE,
				    PAGE_SHARED))
			return -EAGAIN;
		start += PAGE_SIZE;
		pos += PAGE_SIZE;
		if (size > PAGE_SIZE)
			size -= PAGE_SIZE;
		else
			size = 0;
	}
	return 0;
}

static const struct file_operations kvh_fops = {
	.owner = THIS_MODULE,
	.mmap = kvh_mmap,
};

static struct miscdevice kvh_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "kvhigh",
	.fops = &kvh_fops,
};

static int kvh_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	int err;

	err = pcim_enable_device(pdev);
	if (err)
		return err;
	kvh.regs = pcim_iomap(pdev, 0, PAGE_SIZE);
	if (!kvh.regs)
		return -ENOMEM;
	kvh.ptable = dmam_alloc_coherent(&pdev->dev, KVH_NPAGES * sizeof(__le32),
					 &kvh.ptable_dma, GFP_KERNEL);
	if (!kvh.ptable)
		return -ENOMEM;
	kvh.fbuf = rvmalloc(KVH_BUF_SIZE);
	if (!kvh.fbuf)
		return -ENOMEM;
	kvh.pdev = pdev;
	kvh_fill_table(&kvh);
	err = misc_register(&kvh_misc);
	if (err)
		rvfree(kvh.fbuf, KVH_BUF_SIZE);
	return err;
}

static void kvh_remove(struct pci_dev *pdev)
{
	misc_deregister(&kvh_misc);
	rvfree(kvh.fbuf, KVH_BUF_SIZE);
}

static const struct pci_device_id kvh_ids[] = {
	{ PCI_DEVICE(0x1131, 0x7133) },
	{ }
};
MODULE_DEVICE_TABLE(pci, kvh_ids);

static struct pci_driver kvh_driver = {
	.name = "kvhigh",
	.id_table = kvh_ids,
	.probe = kvh_probe,
	.remove = kvh_remove,
};

module_pci_driver(kvh_driver);

MODULE_DESCRIPTION("page_address() kvirt_to_pa() on rvmalloc() pages (avcompat cocci test input)");
MODULE_LICENSE("GPL");
