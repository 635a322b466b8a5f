// SPDX-License-Identifier: GPL-2.0
/*
 * ALSA's PCM vmalloc buffer helpers: driver code written with
 * snd_pcm_lib_alloc_vmalloc_buffer(), snd_pcm_lib_free_vmalloc_buffer()
 * and .page = snd_pcm_lib_get_vmalloc_page, as for 6.11 and older, must
 * build on every era and behave as the kernel's helpers did
 * (sound/core/pcm_memory.c of 6.11): through the era's own calls where it
 * has them, else through compat/sound/pcm.h.  A new buffer is zeroed (the
 * stand-in's vmalloc() is not), a second hw_params that asks for no more
 * keeps the buffer and its data, one that asks for more gets a new,
 * larger, zeroed one, .page names the page behind each offset, free
 * clears dma_area and a second free does nothing; the _32 allocation
 * takes 32-bit-addressable pages.  The key is compared
 * with what the era has (facts/pcmvm).
 */
#include <stdio.h>
#include <string.h>

#include "check.h"

#include <sound/core.h>
#include <sound/pcm.h>

struct module era_this_module;
struct era_snd_calls era_snd;
struct era_slab_calls era_slab;
struct era_vmalloc_calls era_vmalloc;
struct era_pcm_calls era_pcm;

struct snd_card *era_snd_alloc(int idx, const char *id, struct module *module,
			       int extra_size)
{
	return NULL;
}

/* what a driver of 6.11 and older sets: the helper as its .page */
static const struct snd_pcm_ops ops = {
	.page = snd_pcm_lib_get_vmalloc_page,
};

/* zeroed - @n bytes of @p are all 0 */
static int zeroed(const unsigned char *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (p[i])
			return 0;
	return 1;
}

/* the size bad_size() tried last */
static unsigned long bad_tried;

/*
 * bad_size - @size (no buffer can have it) refused by both allocations:
 * -ENOMEM, no buffer; avcompat's ask vmalloc nothing (the era's own ask,
 * and the stand-in refuses).  Return: 1 if so.
 */
static int bad_size(struct snd_pcm_substream *s, unsigned long size)
{
	int ret, ret32;

	bad_tried = size;
	era_vmalloc.last_size = 12345;	/* every stand-in allocation sets it */
	ret = snd_pcm_lib_alloc_vmalloc_buffer(s, size);
	ret32 = snd_pcm_lib_alloc_vmalloc_32_buffer(s, size);
	return ret == -ENOMEM && ret32 == -ENOMEM && !s->runtime->dma_area &&
	       (ERA_PCMVM || era_vmalloc.last_size == 12345);
}

/* pages_right - .page gives the page of every byte asked for */
static int pages_right(struct snd_pcm_substream *s, size_t bytes)
{
	unsigned long offs[] = { 0, 1, PAGE_SIZE - 1, PAGE_SIZE,
				 PAGE_SIZE + 123, bytes - 1, ~0UL };
	unsigned int i;

	for (i = 0; offs[i] != ~0UL; i++) {
		if (offs[i] >= bytes)
			continue;
		if (ops.page(s, offs[i]) !=
		    vmalloc_to_page(s->runtime->dma_area + offs[i]))
			return 0;
	}
	/* two pages are two pages: the offset is not ignored */
	return bytes <= PAGE_SIZE || ops.page(s, 0) != ops.page(s, PAGE_SIZE);
}

int main(void)
{
	struct snd_pcm_runtime rt;
	struct snd_pcm_substream s;
	unsigned char *first;
	int ret;

	key_is("AVC_HAVE_SND_PCM_VMALLOC_BUFFER",
	       AVC_HAVE_SND_PCM_VMALLOC_BUFFER, ERA_PCMVM != 0);
	memset(&rt, 0, sizeof(rt));
	memset(&s, 0, sizeof(s));
	s.runtime = &rt;

	/* hw_params: the first buffer, 2.5 pages */
	ret = snd_pcm_lib_alloc_vmalloc_buffer(&s, 10000);
	check(ret == 1 && rt.dma_area && rt.dma_bytes == 10000,
	      "alloc(10000): a new buffer (1), dma_bytes 10000",
	      "returned %ld, dma_bytes %ld", (long)ret, (long)rt.dma_bytes);
	if (!rt.dma_area)
		return 1;
	check(zeroed(rt.dma_area, PAGE_ALIGN(10000)),
	      "the new buffer is zeroed, to its last page's end", NULL, 0, 0);
	check(pages_right(&s, 10000),
	      ".page = snd_pcm_lib_get_vmalloc_page gives each offset's page",
	      NULL, 0, 0);

	/* hw_params again, asking for less or as much: kept */
	first = rt.dma_area;
	memset(first, 0x5a, 10000);
	ret = snd_pcm_lib_alloc_vmalloc_buffer(&s, 4096);
	check(ret == 0 && rt.dma_area == first && rt.dma_bytes == 10000 &&
	      first[9999] == 0x5a,
	      "alloc(4096) after 10000: kept (0), data and dma_bytes too",
	      "returned %ld, dma_bytes %ld", (long)ret, (long)rt.dma_bytes);
	ret = snd_pcm_lib_alloc_vmalloc_buffer(&s, 10000);
	check(ret == 0 && rt.dma_area == first,
	      "alloc(10000) again: kept (0)", "returned %ld%.0ld", (long)ret, 0);

	/* hw_params asking for more: a new, larger, zeroed buffer */
	ret = snd_pcm_lib_alloc_vmalloc_buffer(&s, 40000);
	check(ret == 1 && rt.dma_area && rt.dma_bytes == 40000,
	      "alloc(40000) after 10000: a new buffer (1), dma_bytes 40000",
	      "returned %ld, dma_bytes %ld", (long)ret, (long)rt.dma_bytes);
	if (!rt.dma_area)
		return 1;
	check(zeroed(rt.dma_area, PAGE_ALIGN(40000)),
	      "the larger buffer is zeroed too", NULL, 0, 0);
	check(era_vmalloc.allocs == 2 && era_vmalloc.frees == 1,
	      "the smaller buffer was freed when the larger came",
	      "%ld allocations, %ld freed", (long)era_vmalloc.allocs,
	      (long)era_vmalloc.frees);
	check(pages_right(&s, 40000), ".page right on the larger buffer",
	      NULL, 0, 0);

	/* hw_free, twice (the core calls it again after a failed hw_params) */
	ret = snd_pcm_lib_free_vmalloc_buffer(&s);
	check(ret == 0 && !rt.dma_area && era_vmalloc.frees == 2,
	      "free: 0, dma_area cleared, the buffer freed",
	      "returned %ld, %ld freed", (long)ret, (long)era_vmalloc.frees);
	ret = snd_pcm_lib_free_vmalloc_buffer(&s);
	check(ret == 0 && era_vmalloc.frees == 2,
	      "free again: 0, nothing freed twice",
	      "returned %ld, %ld freed", (long)ret, (long)era_vmalloc.frees);

	/*
	 * The 32-bit-addressable twin: a new buffer, zeroed, from pages a
	 * 32-bit DMA engine reaches (the stand-in counts the allocations
	 * that asked for them), freed by the same free.
	 */
	ret = snd_pcm_lib_alloc_vmalloc_32_buffer(&s, 20000);
	check(ret == 1 && rt.dma_area && rt.dma_bytes == 20000,
	      "alloc_32(20000): a new buffer (1), dma_bytes 20000",
	      "returned %ld, dma_bytes %ld", (long)ret, (long)rt.dma_bytes);
	if (!rt.dma_area)
		return 1;
	check(zeroed(rt.dma_area, PAGE_ALIGN(20000)) && era_vmalloc.dma32 == 1,
	      "alloc_32: zeroed, from 32-bit-addressable pages",
	      "%ld allocations asked for them%.0ld", (long)era_vmalloc.dma32, 0);
	check(pages_right(&s, 20000), ".page right on the alloc_32 buffer",
	      NULL, 0, 0);
	ret = snd_pcm_lib_free_vmalloc_buffer(&s);
	check(ret == 0 && !rt.dma_area && era_vmalloc.frees == 3,
	      "free of the alloc_32 buffer: 0, dma_area cleared, freed",
	      "returned %ld, %ld freed", (long)ret, (long)era_vmalloc.frees);

	/*
	 * Sizes no buffer can have: 0, and those PAGE_ALIGN() wraps to 0 or
	 * rounds up to the address space's last page.  avcompat's helpers
	 * refuse them with avc_rvmalloc()'s guard before vmalloc is asked,
	 * the _32 one around its vmalloc_32_user() too.
	 */
	ret = bad_size(&s, 0) && bad_size(&s, ~0UL) &&
	      bad_size(&s, ~0UL - PAGE_SIZE + 2) &&
	      bad_size(&s, ~0UL - PAGE_SIZE + 1);
	check(ret, "alloc and alloc_32 of 0 or too large to round up: -ENOMEM",
	      ret ? NULL : "size %#lx not refused so%.0ld", (long)bad_tried, 0);

	/* a substream without a runtime is refused, as PCM_RUNTIME_CHECK did */
	s.runtime = NULL;
	check(snd_pcm_lib_alloc_vmalloc_buffer(&s, 4096) == -EINVAL &&
	      snd_pcm_lib_free_vmalloc_buffer(&s) == -EINVAL,
	      "no runtime: -EINVAL from alloc and free", NULL, 0, 0);

	check(ERA_PCMVM ? era_pcm.own > 0 : era_pcm.own == 0,
	      ERA_PCMVM ? "the era's own helpers served the calls" :
			  "avcompat's helpers served the calls",
	      "%ld calls of the era's own%.0ld", (long)era_pcm.own, 0);
	return era_failures ? 1 : 0;
}
