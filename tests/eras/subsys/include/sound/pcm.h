/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in for <sound/pcm.h> of the era: the runtime's buffer fields, the
 * .page operation, and the vmalloc buffer helpers (evidence in
 * AVC_HAVE_SND_PCM_VMALLOC_BUFFER's comment, include/avcompat/sound_keys.h):
 *   ERA_PCMVM 0: none (before they were added; and 6.12, 5e1c5c5a687b);
 *             1: the allocation a function-like macro over
 *                _snd_pcm_lib_alloc_vmalloc_buffer() ([X] a 3.x pcm.h);
 *             2: a static inline over it ([L:5.10] pcm.h:1214-1254,
 *                [L:6.1] pcm.h:1324-1364).
 * The era's own calls are those of sound/core/pcm_memory.c of 6.11 (the
 * lines 5e1c5c5a687b removed), over this stand-in's __vmalloc(), and
 * count themselves in era_pcm.own.
 */
#ifndef _ERA_SOUND_PCM_H
#define _ERA_SOUND_PCM_H
#include <linux/types.h>
#include <linux/errno.h>
#include <linux/mm.h>
#include <linux/vmalloc.h>

struct snd_pcm_runtime {
	unsigned char *dma_area;	/* DMA area */
	u64 dma_addr;			/* physical bus address */
	size_t dma_bytes;		/* size of DMA area */
	void *dma_buffer_p;		/* allocated buffer */
	void *private_data;
};

struct snd_pcm_substream {
	int stream;
	struct snd_pcm_runtime *runtime;
	void *private_data;
};

struct snd_pcm_ops {
	int (*hw_params)(struct snd_pcm_substream *substream, void *params);
	int (*hw_free)(struct snd_pcm_substream *substream);
	struct page *(*page)(struct snd_pcm_substream *substream,
			     unsigned long offset);
};

struct era_pcm_calls {
	int own;
};
extern struct era_pcm_calls era_pcm;

#if ERA_PCMVM
static inline int
_snd_pcm_lib_alloc_vmalloc_buffer(struct snd_pcm_substream *substream,
				  size_t size, gfp_t gfp_flags)
{
	struct snd_pcm_runtime *runtime;

	era_pcm.own++;
	if (!substream || !substream->runtime)
		return -EINVAL;
	runtime = substream->runtime;
	if (runtime->dma_area) {
		if (runtime->dma_bytes >= size)
			return 0; /* already large enough */
		vfree(runtime->dma_area);
	}
	runtime->dma_area = __vmalloc(size, gfp_flags);
	if (!runtime->dma_area)
		return -ENOMEM;
	runtime->dma_bytes = size;
	return 1;
}

static inline int
snd_pcm_lib_free_vmalloc_buffer(struct snd_pcm_substream *substream)
{
	era_pcm.own++;
	if (!substream || !substream->runtime)
		return -EINVAL;
	vfree(substream->runtime->dma_area);
	substream->runtime->dma_area = NULL;
	return 0;
}

static inline struct page *
snd_pcm_lib_get_vmalloc_page(struct snd_pcm_substream *substream,
			     unsigned long offset)
{
	era_pcm.own++;
	return vmalloc_to_page(substream->runtime->dma_area + offset);
}
#endif

#if ERA_PCMVM == 1
#define snd_pcm_lib_alloc_vmalloc_buffer(subs, size) \
	_snd_pcm_lib_alloc_vmalloc_buffer \
			(subs, size, GFP_KERNEL | __GFP_HIGHMEM | __GFP_ZERO)
#define snd_pcm_lib_alloc_vmalloc_32_buffer(subs, size) \
	_snd_pcm_lib_alloc_vmalloc_buffer \
			(subs, size, GFP_KERNEL | GFP_DMA32 | __GFP_ZERO)
#elif ERA_PCMVM == 2
static inline int
snd_pcm_lib_alloc_vmalloc_buffer(struct snd_pcm_substream *substream,
				 size_t size)
{
	return _snd_pcm_lib_alloc_vmalloc_buffer(substream, size,
		GFP_KERNEL | __GFP_HIGHMEM | __GFP_ZERO);
}

static inline int
snd_pcm_lib_alloc_vmalloc_32_buffer(struct snd_pcm_substream *substream,
				    size_t size)
{
	return _snd_pcm_lib_alloc_vmalloc_buffer(substream, size,
		GFP_KERNEL | GFP_DMA32 | __GFP_ZERO);
}
#endif
#endif
