// SPDX-License-Identifier: GPL-2.0
/*
 * AVC_HAVE_DMA_BUF_MAP_ATTACHMENT_UNLOCKED:
 * dma_buf_map_attachment_unlocked() (6.2, 6.1.55).
 */
#include <linux/dma-buf.h>

struct sg_table *avc_probe(struct dma_buf_attachment *a);
struct sg_table *avc_probe(struct dma_buf_attachment *a)
{
	return dma_buf_map_attachment_unlocked(a, DMA_TO_DEVICE);
}
