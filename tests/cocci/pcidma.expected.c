// SPDX-License-Identifier: GPL-2.0
/*
 * pcidma - a PCI capture card of the 2.6 era on the PCI DMA API that
 * 5.18 removed (<linux/pci-dma-compat.h>): its masks set in both ways
 * drivers set them, a coherent descriptor ring, streaming buffers mapped
 * and synced with PCI_DMA_* directions, a direction kept in a variable.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is pcidma.expected.c.
 */
#include <linux/dma-mapping.h>
#include <linux/errno.h>
#include <linux/interrupt.h>
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/slab.h>

#define PCID_RING	16
#define PCID_BUF_SIZE	4096

struct pcid_desc {
	__le32 addr;
	__le32 len;
};

struct pcid_card {
	struct pci_dev *pci;
	struct pcid_desc *ring;
	dma_addr_t ring_dma;
	void *buf[PCID_RING];
	dma_addr_t buf_dma[PCID_RING];
	int dir;
	bool dac;
};

static int pcid_set_masks(struct pcid_card *card)
{
	struct pci_dev *pci = card->pci;
	int err;

	if (!dma_set_mask_and_coherent(&pci->dev, DMA_BIT_MASK(64))) {
		card->dac = true;
		return 0;
	}
	err = dma_set_mask_and_coherent(&pci->dev, DMA_BIT_MASK(32));
	if (err)
		return err;
	return 0;
}

static void pcid_unmap(struct pcid_card *card, int n)
{
	while (n--) {
		dma_unmap_single(&card->pci->dev, card->buf_dma[n],
				 PCID_BUF_SIZE, card->dir);
		kfree(card->buf[n]);
	}
}

static int pcid_map(struct pcid_card *card)
{
	int i;

	for (i = 0; i < PCID_RING; i++) {
		card->buf[i] = kmalloc(PCID_BUF_SIZE, GFP_KERNEL);
		if (!card->buf[i])
			goto fail;
		card->buf_dma[i] = dma_map_single(&card->pci->dev,
						  card->buf[i], PCID_BUF_SIZE,
						  card->dir);
		if (dma_mapping_error(&card->pci->dev, card->buf_dma[i])) {
			kfree(card->buf[i]);
			goto fail;
		}
		card->ring[i].addr = cpu_to_le32(card->buf_dma[i]);
		card->ring[i].len = cpu_to_le32(PCID_BUF_SIZE);
	}
	return 0;
fail:
	pcid_unmap(card, i);
	return -ENOMEM;
}

/* the interrupt handler's half: a filled buffer handed to the CPU */
static void pcid_frame_done(struct pcid_card *card, int i)
{
	dma_sync_single_for_cpu(&card->pci->dev, card->buf_dma[i],
				PCID_BUF_SIZE, DMA_FROM_DEVICE);
	/* ... copy the frame out ... */
	dma_sync_single_for_device(&card->pci->dev, card->buf_dma[i],
				   PCID_BUF_SIZE, DMA_FROM_DEVICE);
}

static int pcid_probe(struct pci_dev *pci, const struct pci_device_id *id)
{
	struct pcid_card *card;
	int err;

	err = pci_enable_device(pci);
	if (err)
		return err;
	card = kzalloc(sizeof(*card), GFP_KERNEL);
	if (!card) {
		err = -ENOMEM;
		goto disable;
	}
	card->pci = pci;
	card->dir = DMA_FROM_DEVICE;
	err = pcid_set_masks(card);
	if (err)
		goto free;
	pci_set_master(pci);
	card->ring = dma_alloc_coherent(&pci->dev,
					PCID_RING * sizeof(*card->ring),
					&card->ring_dma, GFP_ATOMIC);
	if (!card->ring) {
		err = -ENOMEM;
		goto free;
	}
	err = pcid_map(card);
	if (err)
		goto ring;
	pcid_frame_done(card, 0);
	pci_set_drvdata(pci, card);
	return 0;
ring:
	dma_free_coherent(&pci->dev, PCID_RING * sizeof(*card->ring),
			  card->ring, card->ring_dma);
free:
	kfree(card);
disable:
	pci_disable_device(pci);
	return err;
}

static void pcid_remove(struct pci_dev *pci)
{
	struct pcid_card *card = pci_get_drvdata(pci);

	pcid_unmap(card, PCID_RING);
	dma_free_coherent(&pci->dev, PCID_RING * sizeof(*card->ring),
			  card->ring, card->ring_dma);
	kfree(card);
	pci_disable_device(pci);
}

static const struct pci_device_id pcid_ids[] = {
	{ PCI_DEVICE(0x109e, 0x036e) },
	{ }
};
MODULE_DEVICE_TABLE(pci, pcid_ids);

static struct pci_driver pcid_driver = {
	.name = "pcidma",
	.id_table = pcid_ids,
	.probe = pcid_probe,
	.remove = pcid_remove,
};
module_pci_driver(pcid_driver);

MODULE_DESCRIPTION("the PCI DMA API of 2.6 (avcompat cocci test input)");
MODULE_LICENSE("GPL");
