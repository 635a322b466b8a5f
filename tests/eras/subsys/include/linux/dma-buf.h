/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in for <linux/dma-buf.h> of the era (an importer's calls):
 *   ERA_VMAP 0: void *dma_buf_vmap(dmabuf) (to 5.10; [L:5.10]
 *               dma-buf.h:505-506);
 *            1: int dma_buf_vmap(dmabuf, struct dma_buf_map *) (5.11);
 *            2: struct iosys_map (5.18; [L:6.1] iosys-map.h).
 *   ERA_UNL  0: no unlocked variants; 1: dma_buf_map_attachment_unlocked()
 *               and its unmap (6.1.55 back-port); 2: and
 *               dma_buf_vmap_unlocked()/dma_buf_vunmap_unlocked() (6.2).
 * dma_buf_vmap() takes the buffer's own lock (as every era's does), the
 * attachment calls record whether the reservation lock was held, and the
 * era's own unlocked variants are marked in era_dmabuf.own.
 */
#ifndef _ERA_LINUX_DMA_BUF_H
#define _ERA_LINUX_DMA_BUF_H
#include <linux/types.h>
#include <linux/errno.h>
#include <linux/err.h>
#include <linux/dma-resv.h>

#ifndef __iomem
#define __iomem
#endif
#ifndef WARN_ON
#define WARN_ON(c)	(c)
#endif
#include <stdbool.h>

enum dma_data_direction { DMA_BIDIRECTIONAL, DMA_TO_DEVICE, DMA_FROM_DEVICE };
struct sg_table { int nents; };
struct dma_buf { struct dma_resv *resv; void *vaddr; int vmaps; };
struct dma_buf_attachment { struct dma_buf *dmabuf; };

struct era_dmabuf_calls {
	int maps, unmaps, held_at_map, held_at_unmap, own, vunmaps;
	void *vunmap_addr;
	struct sg_table sgt;
};
extern struct era_dmabuf_calls era_dmabuf;

#if ERA_VMAP
#if ERA_VMAP == 2
#define era_map iosys_map
#define IOSYS_MAP_INIT_VADDR(v)	{ .vaddr = (v), .is_iomem = false }
#else
#define era_map dma_buf_map
#define DMA_BUF_MAP_INIT_VADDR(v)	{ .vaddr = (v), .is_iomem = false }
#endif
struct era_map {
	union {
		void __iomem *vaddr_iomem;
		void *vaddr;
	};
	bool is_iomem;
};

static inline bool era_map_is_null(const struct era_map *map)
{
	return map->is_iomem ? !map->vaddr_iomem : !map->vaddr;
}

static inline int dma_buf_vmap(struct dma_buf *dmabuf, struct era_map *map)
{
	dmabuf->vmaps++;
	map->vaddr = dmabuf->vaddr;
	map->is_iomem = false;
	return dmabuf->vaddr ? 0 : -ENOMEM;
}

static inline void dma_buf_vunmap(struct dma_buf *dmabuf, struct era_map *map)
{
	dmabuf->vmaps--;
	era_dmabuf.vunmaps++;
	era_dmabuf.vunmap_addr = map->vaddr;
}
#undef era_map
#if ERA_VMAP == 2
#define iosys_map_is_null(m)	era_map_is_null(m)
#else
#define dma_buf_map_is_null(m)	era_map_is_null(m)
#endif
#else
static inline void *dma_buf_vmap(struct dma_buf *dmabuf)
{
	dmabuf->vmaps++;
	return dmabuf->vaddr;
}

static inline void dma_buf_vunmap(struct dma_buf *dmabuf, void *vaddr)
{
	dmabuf->vmaps--;
	era_dmabuf.vunmaps++;
	era_dmabuf.vunmap_addr = vaddr;
}
#endif

static inline struct sg_table *
dma_buf_map_attachment(struct dma_buf_attachment *attach,
		       enum dma_data_direction dir)
{
	(void)dir;
	era_dmabuf.maps++;
	era_dmabuf.held_at_map = attach->dmabuf->resv->held;
	return &era_dmabuf.sgt;
}

static inline void dma_buf_unmap_attachment(struct dma_buf_attachment *attach,
					    struct sg_table *sgt,
					    enum dma_data_direction dir)
{
	(void)sgt;
	(void)dir;
	era_dmabuf.unmaps++;
	era_dmabuf.held_at_unmap = attach->dmabuf->resv->held;
}

#if ERA_UNL >= 1
static inline struct sg_table *
dma_buf_map_attachment_unlocked(struct dma_buf_attachment *attach,
				enum dma_data_direction dir)
{
	struct sg_table *sgt;

	era_dmabuf.own++;
	dma_resv_lock(attach->dmabuf->resv, NULL);
	sgt = dma_buf_map_attachment(attach, dir);
	dma_resv_unlock(attach->dmabuf->resv);
	return sgt;
}

static inline void
dma_buf_unmap_attachment_unlocked(struct dma_buf_attachment *attach,
				  struct sg_table *sgt,
				  enum dma_data_direction dir)
{
	era_dmabuf.own++;
	dma_resv_lock(attach->dmabuf->resv, NULL);
	dma_buf_unmap_attachment(attach, sgt, dir);
	dma_resv_unlock(attach->dmabuf->resv);
}
#endif

#if ERA_UNL >= 2
static inline int dma_buf_vmap_unlocked(struct dma_buf *dmabuf,
					struct iosys_map *map)
{
	era_dmabuf.own++;
	return dma_buf_vmap(dmabuf, map);
}

static inline void dma_buf_vunmap_unlocked(struct dma_buf *dmabuf,
					   struct iosys_map *map)
{
	era_dmabuf.own++;
	dma_buf_vunmap(dmabuf, map);
}
#endif
#endif
