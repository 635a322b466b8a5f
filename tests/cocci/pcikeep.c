// SPDX-License-Identifier: GPL-2.0
/*
 * pcikeep - a 2.6-era sound card driver for the ISA and the PCI version
 * of a board: on PCI it sets its masks with the two calls under one test
 * or with the same branch twice (both become dma_set_mask_and_coherent()),
 * on ISA it allocated its buffer with pci_alloc_consistent(NULL, ...), the
 * old API's "no device", which has no dma_ form: listed (pcikeep.notes),
 * so the driver does not build from 5.18 until it has a device.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is pcikeep.expected.c.
 */
#include <linux/dma-mapping.h>
#include <linux/errno.h>
#include <linux/module.h>
#include <linux/pci.h>

#define PCIK_BUF_SIZE	(64 * 1024)

struct pcik_chip {
	struct pci_dev *pci;
	void *buf;
	dma_addr_t buf_dma;
};

static struct pcik_chip pcik_isa;
static bool isa;
module_param(isa, bool, 0444);

static int pcik_masks(struct pci_dev *pci, bool legacy)
{
	if (legacy) {
		if (pci_set_dma_mask(pci, DMA_BIT_MASK(24)) ||
		    pci_set_consistent_dma_mask(pci, DMA_BIT_MASK(24)))
			return -ENXIO;
		return 0;
	}
	if (pci_set_dma_mask(pci, DMA_BIT_MASK(32)))
		return -ENXIO;
	if (pci_set_consistent_dma_mask(pci, DMA_BIT_MASK(32)))
		return -ENXIO;
	return 0;
}

static int pcik_probe(struct pci_dev *pci, const struct pci_device_id *id)
{
	int err = pci_enable_device(pci);

	if (err)
		return err;
	err = pcik_masks(pci, id->driver_data);
	if (err)
		pci_disable_device(pci);
	return err;
}

static void pcik_remove(struct pci_dev *pci)
{
	pci_disable_device(pci);
}

static const struct pci_device_id pcik_ids[] = {
	{ PCI_DEVICE(0x1102, 0x0002), .driver_data = 1 },
	{ PCI_DEVICE(0x1102, 0x0004) },
	{ }
};
MODULE_DEVICE_TABLE(pci, pcik_ids);

static struct pci_driver pcik_driver = {
	.name = "pcikeep",
	.id_table = pcik_ids,
	.probe = pcik_probe,
	.remove = pcik_remove,
};

static int __init pcik_init(void)
{
	if (isa) {
		pcik_isa.buf = pci_alloc_consistent(NULL, PCIK_BUF_SIZE,
						    &pcik_isa.buf_dma);
		return pcik_isa.buf ? 0 : -ENOMEM;
	}
	return pci_register_driver(&pcik_driver);
}

static void __exit pcik_exit(void)
{
	if (isa)
		pci_free_consistent(NULL, PCIK_BUF_SIZE, pcik_isa.buf,
				    pcik_isa.buf_dma);
	else
		pci_unregister_driver(&pcik_driver);
}

module_init(pcik_init);
module_exit(pcik_exit);

MODULE_DESCRIPTION("PCI DMA calls without a device (avcompat cocci test input)");
MODULE_LICENSE("GPL");
