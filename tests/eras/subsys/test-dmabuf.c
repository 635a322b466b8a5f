// SPDX-License-Identifier: GPL-2.0
/*
 * dma-buf importing: driver code written for 6.2+ maps an attachment and
 * the buffer with the _unlocked calls and a struct iosys_map; through
 * compat/linux/dma-buf.h the era's own calls must see the reservation
 * lock held around the attachment mapping (and released after), get the
 * buffer's address in the map and the same address back at vunmap.  The
 * era's own unlocked calls are used where it has them.  The keys are
 * compared with what the era has (facts/dmabuf).
 */
#include <stdio.h>
#include <string.h>

#include "check.h"

#include <linux/dma-buf.h>

struct module era_this_module;
struct era_dmabuf_calls era_dmabuf;

static void test_attach(void)
{
	struct dma_resv resv = { 0, 0 };
	struct dma_buf buf = { &resv, NULL, 0 };
	struct dma_buf_attachment at = { &buf };
	struct sg_table *sgt;

	sgt = dma_buf_map_attachment_unlocked(&at, DMA_FROM_DEVICE);
	check(sgt == &era_dmabuf.sgt && era_dmabuf.maps == 1,
	      "dma_buf_map_attachment_unlocked() maps through the era's call",
	      "%ld map(s)%.0ld", (long)era_dmabuf.maps, 0);
	check(era_dmabuf.held_at_map == 1 && resv.held == 0,
	      "the reservation lock is held around the mapping, released after",
	      "held %ld, after %ld", (long)era_dmabuf.held_at_map,
	      (long)resv.held);
	dma_buf_unmap_attachment_unlocked(&at, sgt, DMA_FROM_DEVICE);
	check(era_dmabuf.unmaps == 1 && era_dmabuf.held_at_unmap == 1 &&
	      resv.held == 0 && resv.locks == 2,
	      "dma_buf_unmap_attachment_unlocked(): locked, unmapped, unlocked",
	      "%ld unmap(s), %ld locks", (long)era_dmabuf.unmaps,
	      (long)resv.locks);
}

static void test_vmap(void)
{
	static char pattern[64] = "avcompat dma-buf";
	struct dma_resv resv = { 0, 0 };
	struct dma_buf buf = { &resv, pattern, 0 };
	struct dma_buf nobuf = { &resv, NULL, 0 };
	struct iosys_map map;
	int ret;

	memset(&map, 0x5a, sizeof(map));
	ret = dma_buf_vmap_unlocked(&buf, &map);
	check(ret == 0 && !map.is_iomem && map.vaddr == pattern &&
	      buf.vmaps == 1,
	      "dma_buf_vmap_unlocked() gives the buffer's address in the map",
	      "ret %ld, %ld vmap(s)", (long)ret, (long)buf.vmaps);
	check(!iosys_map_is_null(&map), "iosys_map_is_null() false when mapped",
	      NULL, 0, 0);
	dma_buf_vunmap_unlocked(&buf, &map);
	check(buf.vmaps == 0 && era_dmabuf.vunmap_addr == pattern,
	      "dma_buf_vunmap_unlocked() unmaps that address",
	      "%ld vmap(s) left%.0ld", (long)buf.vmaps, 0);
	ret = dma_buf_vmap_unlocked(&nobuf, &map);
	check(ret < 0, "a failed vmap is an errno", "ret %ld%.0ld",
	      (long)ret, 0);
}

int main(void)
{
	key_is("AVC_HAVE_IOSYS_MAP", AVC_HAVE_IOSYS_MAP, ERA_VMAP == 2);
	key_is("AVC_HAVE_DMA_BUF_VMAP_MAP", AVC_HAVE_DMA_BUF_VMAP_MAP,
	       ERA_VMAP >= 1);
	key_is("AVC_HAVE_DMA_BUF_VMAP_UNLOCKED",
	       AVC_HAVE_DMA_BUF_VMAP_UNLOCKED, ERA_UNL == 2);
	key_is("AVC_HAVE_DMA_BUF_MAP_ATTACHMENT_UNLOCKED",
	       AVC_HAVE_DMA_BUF_MAP_ATTACHMENT_UNLOCKED, ERA_UNL >= 1);
	test_attach();
	test_vmap();
	check(era_dmabuf.own == (ERA_UNL >= 1) * 2 + (ERA_UNL >= 2) * 3,
	      "the era's own unlocked calls are used where it has them",
	      "%ld own calls%.0ld", (long)era_dmabuf.own, 0);
	return era_failures ? 1 : 0;
}
