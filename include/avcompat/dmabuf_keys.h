/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - dma-buf importer feature keys.
 *
 * Apart from <avcompat/version.h> because they test macros of
 * <linux/dma-buf.h> (and the map header it includes), which a driver that
 * only maps memory must not be made to include; docs/keys.md lists them
 * with the others.  Same rules: always 0 or 1; an explicit definition,
 * then a macro that came with the feature, then the version.
 */
/* Before the guard: see the comment in <avcompat/version.h>. */
#include <avcompat/version.h>
#include <linux/dma-buf.h>

#ifndef _AVCOMPAT_DMABUF_KEYS_H
#define _AVCOMPAT_DMABUF_KEYS_H

/*
 * AVC_HAVE_IOSYS_MAP - struct iosys_map and its helpers
 * (<linux/iosys-map.h>, included by <linux/dma-buf.h>).  5.18 (7938f4218168
 * "dma-buf-map: Rename to iosys-map"); [L:6.1] iosys-map.h:121 the
 * IOSYS_MAP_INIT_VADDR macro, which decides first.
 * Without it: code written for 5.18+ does not build before (the type is
 * struct dma_buf_map in 5.11-5.17 and does not exist in 5.10).
 */
#ifndef AVC_HAVE_IOSYS_MAP
# if defined(IOSYS_MAP_INIT_VADDR) || AVC_KERNEL_GE(5, 18, 0)
#  define AVC_HAVE_IOSYS_MAP 1
# else
#  define AVC_HAVE_IOSYS_MAP 0
# endif
#endif

/*
 * AVC_HAVE_DMA_BUF_VMAP_MAP - int dma_buf_vmap(struct dma_buf *, struct
 * dma_buf_map *) (5.11, 6619ccf1bb1d "dma-buf: Use struct dma_buf_map in
 * dma_buf_vmap() interfaces"), struct iosys_map * from 5.18.  Before,
 * void *dma_buf_vmap(struct dma_buf *): [L:5.10] dma-buf.h:505-506.
 * The map types' init macros decide first (DMA_BUF_MAP_INIT_VADDR,
 * IOSYS_MAP_INIT_VADDR), then the version.
 * Without it: the importer's vmap does not build on one side of 5.11.
 */
#ifndef AVC_HAVE_DMA_BUF_VMAP_MAP
# if defined(IOSYS_MAP_INIT_VADDR) || defined(DMA_BUF_MAP_INIT_VADDR) || \
	AVC_KERNEL_GE(5, 11, 0)
#  define AVC_HAVE_DMA_BUF_VMAP_MAP 1
# else
#  define AVC_HAVE_DMA_BUF_VMAP_MAP 0
# endif
#endif

/*
 * AVC_HAVE_DMA_BUF_VMAP_UNLOCKED - dma_buf_vmap_unlocked() and
 * dma_buf_vunmap_unlocked(), which take the reservation lock themselves.
 * 6.2 ("dma-buf: Add unlocked variant of vmapping functions", the dynamic
 * locking series); [L:6.1] 6.1.192 dma-buf.h:640-641 has only
 * dma_buf_vmap(), which takes dmabuf->lock itself; [L:6.12]
 * dma-buf.h:637-638.  Functions only: the version decides (probe
 * DMA_BUF_VMAP_UNLOCKED.c for back-ports).
 * Without it: an importer written for 6.2+ does not build before.
 */
#ifndef AVC_HAVE_DMA_BUF_VMAP_UNLOCKED
# if AVC_KERNEL_GE(6, 2, 0)
#  define AVC_HAVE_DMA_BUF_VMAP_UNLOCKED 1
# else
#  define AVC_HAVE_DMA_BUF_VMAP_UNLOCKED 0
# endif
#endif

/*
 * AVC_HAVE_DMA_BUF_MAP_ATTACHMENT_UNLOCKED -
 * dma_buf_map_attachment_unlocked() and dma_buf_unmap_attachment_unlocked().
 * 6.2 ("dma-buf: Add unlocked variant of attachment-mapping functions"),
 * back-ported to 6.1.55 (Debian's 6.1.192 changelog lists it under
 * ChangeLog-6.1.55; [L:6.1] dma-buf.h:632-634, dma-buf.c: resv lock,
 * dma_buf_map_attachment(), unlock).  Functions only: the version
 * decides, 6.2 on and the 6.1.y range from 6.1.55 (probe
 * DMA_BUF_MAP_ATTACHMENT_UNLOCKED.c for other back-ports).
 * Without it: an importer written for 6.2+ does not build before, and a
 * version check on 6.2 alone redefines Debian 6.1's own functions.
 */
#ifndef AVC_HAVE_DMA_BUF_MAP_ATTACHMENT_UNLOCKED
# if AVC_KERNEL_GE(6, 2, 0) || AVC_KERNEL_IN_RANGE(6, 1, 55, 6, 2, 0)
#  define AVC_HAVE_DMA_BUF_MAP_ATTACHMENT_UNLOCKED 1
# else
#  define AVC_HAVE_DMA_BUF_MAP_ATTACHMENT_UNLOCKED 0
# endif
#endif

#endif /* _AVCOMPAT_DMABUF_KEYS_H */
