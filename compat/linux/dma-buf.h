/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Today's <linux/dma-buf.h> importer calls on older kernels.
 *
 * Driver code written for 6.2+ imports with dma_buf_vmap_unlocked(),
 * dma_buf_map_attachment_unlocked() and their undo calls, and a struct
 * iosys_map (5.18); this header supplies them back to 5.10 through the
 * avc_ calls of <avcompat/dmabuf.h>.
 * Enable with: NOSTDINC_FLAGS += -I$(AVCOMPAT)/compat -I$(AVCOMPAT)/include
 * Keys: <avcompat/dmabuf_keys.h>.
 */
#ifndef _AVC_COMPAT_LINUX_DMA_BUF_H
#define _AVC_COMPAT_LINUX_DMA_BUF_H

#include_next <linux/dma-buf.h>
#include <avcompat/dmabuf.h>

/* 6.2; function-like macros: the kernel's own declarations stay as read */
#if !AVC_HAVE_DMA_BUF_VMAP_UNLOCKED
#define dma_buf_vmap_unlocked(dmabuf, map) \
	avc_dma_buf_vmap_unlocked(dmabuf, map)
#define dma_buf_vunmap_unlocked(dmabuf, map) \
	avc_dma_buf_vunmap_unlocked(dmabuf, map)
#endif

#if !AVC_HAVE_DMA_BUF_MAP_ATTACHMENT_UNLOCKED
#define dma_buf_map_attachment_unlocked(attach, dir) \
	avc_dma_buf_map_attachment_unlocked(attach, dir)
#define dma_buf_unmap_attachment_unlocked(attach, sgt, dir) \
	avc_dma_buf_unmap_attachment_unlocked(attach, sgt, dir)
#endif

#endif /* _AVC_COMPAT_LINUX_DMA_BUF_H */
