// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_IOSYS_MAP: struct iosys_map (5.18). */
#include <linux/dma-buf.h>

void avc_probe(struct iosys_map *map, void *vaddr);
void avc_probe(struct iosys_map *map, void *vaddr)
{
	iosys_map_set_vaddr(map, vaddr);
}
