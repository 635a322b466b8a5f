// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_DMA_BUF_VMAP_UNLOCKED: dma_buf_vmap_unlocked() (6.2). */
#include <linux/dma-buf.h>

int avc_probe(struct dma_buf *dmabuf, struct iosys_map *map);
int avc_probe(struct dma_buf *dmabuf, struct iosys_map *map)
{
	return dma_buf_vmap_unlocked(dmabuf, map);
}
