// SPDX-License-Identifier: GPL-2.0
/*
 * sbdma - an OSS /dev/dsp driver in the style of the 2.6.8 sound/oss
 * drivers (es1371, cmpci, trident): playback and record DMA buffers come
 * from __get_free_pages() and mmap() hands them to the application with
 * remap_page_range() and the buffer's physical address.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is ossdma.expected.c.
 */
#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/gfp.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <linux/semaphore.h>
#include <linux/sound.h>
#include <asm/io.h>

#define SBDMA_BUFORDER	4	/* 64 KiB per direction */

struct dmabuf {
	void *rawbuf;
	unsigned int buforder;
	unsigned int mapped:1;
	unsigned int ready:1;
};

struct sbdma_state {
	struct semaphore open_sem;
	int dev_audio;
	struct dmabuf dma_dac;
	struct dmabuf dma_adc;
};

static struct sbdma_state sbdma;

static int alloc_dmabuf(struct dmabuf *db)
{
	struct page *page, *pend;

	db->buforder = SBDMA_BUFORDER;
	db->rawbuf = (void *)__get_free_pages(GFP_KERNEL | __GFP_ZERO,
					      db->buforder);
	if (!db->rawbuf)
		return -ENOMEM;
	/* the pages will be mapped into user space */
	pend = virt_to_page(db->rawbuf + (PAGE_SIZE << db->buforder) - 1);
	for (page = virt_to_page(db->rawbuf); page <= pend; page++)
		SetPageReserved(page);
	db->ready = 1;
	return 0;
}

static void free_dmabuf(struct dmabuf *db)
{
	struct page *page, *pend;

	if (!db->rawbuf)
		return;
	pend = virt_to_page(db->rawbuf + (PAGE_SIZE << db->buforder) - 1);
	for (page = virt_to_page(db->rawbuf); page <= pend; page++)
		ClearPageReserved(page);
	free_pages((unsigned long)db->rawbuf, db->buforder);
	db->rawbuf = NULL;
	db->mapped = 0;
	db->ready = 0;
}

static int sbdma_open(struct inode *inode, struct file *file)
{
	if (down_trylock(&sbdma.open_sem))
		return -EBUSY;
	file->private_data = &sbdma;
	return 0;
}

static int sbdma_release(struct inode *inode, struct file *file)
{
	struct sbdma_state *s = file->private_data;

	s->dma_dac.mapped = 0;
	s->dma_adc.mapped = 0;
	up(&s->open_sem);
	return 0;
}

static int sbdma_mmap(struct file *file, struct vm_area_struct *vma)
{
	struct sbdma_state *s = file->private_data;
	struct dmabuf *db;
	unsigned long size;

	if (vma->vm_flags & VM_WRITE)
		db = &s->dma_dac;
	else if (vma->vm_flags & VM_READ)
		db = &s->dma_adc;
	else
		return -EINVAL;
	if (!db->ready)
		return -EIO;
	if (vma->vm_pgoff != 0)
		return -EINVAL;
	size = vma->vm_end - vma->vm_start;
	if (size > (PAGE_SIZE << db->buforder))
		return -EINVAL;

	if (db == &s->dma_dac) {
		if (remap_page_range(vma, vma->vm_start,
				     virt_to_phys(db->rawbuf), size,
				     vma->vm_page_prot))
			return -EAGAIN;
	} else {
		if (remap_page_range(vma, vma->vm_start, __pa(db->rawbuf),
				     size, vma->vm_page_prot))
			return -EAGAIN;
	}
	db->mapped = 1;
	return 0;
}

static const struct file_operations sbdma_fops = {
	.owner = THIS_MODULE,
	.open = sbdma_open,
	.release = sbdma_release,
	.mmap = sbdma_mmap,
};

static int __init sbdma_init(void)
{
	int err;

	sema_init(&sbdma.open_sem, 1);
	err = alloc_dmabuf(&sbdma.dma_dac);
	if (err)
		return err;
	err = alloc_dmabuf(&sbdma.dma_adc);
	if (err)
		goto out_dac;
	sbdma.dev_audio = register_sound_dsp(&sbdma_fops, -1);
	if (sbdma.dev_audio < 0) {
		err = sbdma.dev_audio;
		goto out_adc;
	}
	return 0;

out_adc:
	free_dmabuf(&sbdma.dma_adc);
out_dac:
	free_dmabuf(&sbdma.dma_dac);
	return err;
}

static void __exit sbdma_exit(void)
{
	unregister_sound_dsp(sbdma.dev_audio);
	free_dmabuf(&sbdma.dma_adc);
	free_dmabuf(&sbdma.dma_dac);
}

module_init(sbdma_init);
module_exit(sbdma_exit);

MODULE_DESCRIPTION("OSS DMA buffer mmap (avcompat cocci test input)");
MODULE_LICENSE("GPL");
