/* SPDX-License-Identifier: GPL-2.0 */
/* Stand-in for <linux/dma-resv.h>: the lock records who holds it. */
#ifndef _ERA_LINUX_DMA_RESV_H
#define _ERA_LINUX_DMA_RESV_H
struct ww_acquire_ctx;
struct dma_resv { int held; int locks; };

static inline int dma_resv_lock(struct dma_resv *obj, struct ww_acquire_ctx *ctx)
{
	(void)ctx;
	obj->held++;
	obj->locks++;
	return 0;
}

static inline void dma_resv_unlock(struct dma_resv *obj)
{
	obj->held--;
}
#endif
