// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_DMA_BUF_VMAP_MAP: int dma_buf_vmap(dmabuf, map) (5.11). */
#include <linux/dma-buf.h>

int avc_probe(struct dma_buf *dmabuf, void *map);
int avc_probe(struct dma_buf *dmabuf, void *map)
{
	return dma_buf_vmap(dmabuf, map);
}
