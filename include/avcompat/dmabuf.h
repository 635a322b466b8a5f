/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - a dma-buf importer's calls on every kernel.
 *
 * avc_dma_buf_vmap_unlocked(), avc_dma_buf_vunmap_unlocked(),
 * avc_dma_buf_map_attachment_unlocked() and
 * avc_dma_buf_unmap_attachment_unlocked() behave as 6.2's calls of those
 * names, with a struct iosys_map (avcompat's own on 5.10, the kernel's
 * struct dma_buf_map in 5.11-5.17).  compat/linux/dma-buf.h maps today's
 * names onto them.
 */
/* Before the guard: see the comment in <avcompat/version.h>. */
#include <avcompat/dmabuf_keys.h>
#include <linux/dma-buf.h>
#include <linux/dma-resv.h>
#include <linux/err.h>

#ifndef _AVCOMPAT_DMABUF_H
#define _AVCOMPAT_DMABUF_H

#if !AVC_HAVE_IOSYS_MAP && AVC_HAVE_DMA_BUF_VMAP_MAP
/* 5.11-5.17: the same structure and helpers, named dma_buf_map */
#define iosys_map		dma_buf_map
#define iosys_map_set_vaddr	dma_buf_map_set_vaddr
#define iosys_map_is_null	dma_buf_map_is_null
#define iosys_map_clear		dma_buf_map_clear
#elif !AVC_HAVE_IOSYS_MAP
/**
 * struct iosys_map - a kernel mapping of a buffer, system or I/O memory
 * @vaddr: the system memory address
 * @vaddr_iomem: the I/O memory address
 * @is_iomem: which of the two it is
 *
 * The 5.18 structure where the kernel has none (5.10: dma_buf_vmap()
 * returns a system memory address, so @is_iomem stays false).
 */
struct iosys_map {
	union {
		void __iomem *vaddr_iomem;
		void *vaddr;
	};
	bool is_iomem;
};

/**
 * iosys_map_set_vaddr() - point a map at system memory
 * @map: the map
 * @vaddr: the address
 */
static inline void iosys_map_set_vaddr(struct iosys_map *map, void *vaddr)
{
	map->vaddr = vaddr;
	map->is_iomem = false;
}

/**
 * iosys_map_is_null() - does the map point nowhere?
 * @map: the map
 *
 * Return: true if it has no address.
 */
static inline bool iosys_map_is_null(const struct iosys_map *map)
{
	return map->is_iomem ? !map->vaddr_iomem : !map->vaddr;
}

/**
 * iosys_map_clear() - point a map nowhere
 * @map: the map
 */
static inline void iosys_map_clear(struct iosys_map *map)
{
	map->vaddr = NULL;
	map->is_iomem = false;
}
#endif

/**
 * avc_dma_buf_vmap_unlocked() - map a dma-buf into the kernel
 * @dmabuf: the buffer
 * @map: filled with its address
 *
 * Before 6.2 dma_buf_vmap() takes the buffer's lock itself, which is what
 * the unlocked variant means; 5.10's returns the address.
 *
 * Return: 0 or a negative errno (-ENOMEM where 5.10 gave NULL).
 */
static inline int avc_dma_buf_vmap_unlocked(struct dma_buf *dmabuf,
					    struct iosys_map *map)
{
#if AVC_HAVE_DMA_BUF_VMAP_UNLOCKED
	return dma_buf_vmap_unlocked(dmabuf, map);
#elif AVC_HAVE_DMA_BUF_VMAP_MAP
	return dma_buf_vmap(dmabuf, map);
#else
	void *vaddr = dma_buf_vmap(dmabuf);

	iosys_map_clear(map);
	if (!vaddr)
		return -ENOMEM;
	iosys_map_set_vaddr(map, vaddr);
	return 0;
#endif
}

/**
 * avc_dma_buf_vunmap_unlocked() - undo avc_dma_buf_vmap_unlocked()
 * @dmabuf: the buffer
 * @map: the map it filled
 */
static inline void avc_dma_buf_vunmap_unlocked(struct dma_buf *dmabuf,
					       struct iosys_map *map)
{
#if AVC_HAVE_DMA_BUF_VMAP_UNLOCKED
	dma_buf_vunmap_unlocked(dmabuf, map);
#elif AVC_HAVE_DMA_BUF_VMAP_MAP
	dma_buf_vunmap(dmabuf, map);
#else
	dma_buf_vunmap(dmabuf, map->vaddr);
	iosys_map_clear(map);
#endif
}

/**
 * avc_dma_buf_map_attachment_unlocked() - map an attachment for DMA
 * @attach: the attachment
 * @dir: the direction
 *
 * 6.2's body: the reservation lock around dma_buf_map_attachment(), which
 * asserts it for dynamic exporters on every kernel.
 *
 * Return: the scatter table or an ERR_PTR().
 */
static inline struct sg_table *
avc_dma_buf_map_attachment_unlocked(struct dma_buf_attachment *attach,
				    enum dma_data_direction dir)
{
#if AVC_HAVE_DMA_BUF_MAP_ATTACHMENT_UNLOCKED
	return dma_buf_map_attachment_unlocked(attach, dir);
#else
	struct sg_table *sgt;

	if (WARN_ON(!attach || !attach->dmabuf))
		return ERR_PTR(-EINVAL);
	dma_resv_lock(attach->dmabuf->resv, NULL);
	sgt = dma_buf_map_attachment(attach, dir);
	dma_resv_unlock(attach->dmabuf->resv);
	return sgt;
#endif
}

/**
 * avc_dma_buf_unmap_attachment_unlocked() - undo the mapping
 * @attach: the attachment
 * @sgt: the table avc_dma_buf_map_attachment_unlocked() returned
 * @dir: the direction
 */
static inline void
avc_dma_buf_unmap_attachment_unlocked(struct dma_buf_attachment *attach,
				      struct sg_table *sgt,
				      enum dma_data_direction dir)
{
#if AVC_HAVE_DMA_BUF_MAP_ATTACHMENT_UNLOCKED
	dma_buf_unmap_attachment_unlocked(attach, sgt, dir);
#else
	if (WARN_ON(!attach || !attach->dmabuf || !sgt))
		return;
	dma_resv_lock(attach->dmabuf->resv, NULL);
	dma_buf_unmap_attachment(attach, sgt, dir);
	dma_resv_unlock(attach->dmabuf->resv);
#endif
}

#endif /* _AVCOMPAT_DMABUF_H */
