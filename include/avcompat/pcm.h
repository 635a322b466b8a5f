/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - ALSA's PCM vmalloc buffer helpers on every kernel.
 *
 * A driver whose "DMA" buffer is only touched by the CPU (USB audio and
 * the like) allocated it with snd_pcm_lib_alloc_vmalloc_buffer() in
 * .hw_params (or snd_pcm_lib_alloc_vmalloc_32_buffer() for 32-bit-addressable
 * pages), freed it with snd_pcm_lib_free_vmalloc_buffer() in .hw_free
 * and gave snd_pcm_lib_get_vmalloc_page() as its .page operation.  6.12
 * removed the four (5e1c5c5a687b); avc_snd_pcm_alloc_vmalloc_buffer(),
 * avc_snd_pcm_alloc_vmalloc_32_buffer(),
 * avc_snd_pcm_free_vmalloc_buffer() and avc_snd_pcm_get_vmalloc_page()
 * behave as the kernel's did (sound/core/pcm_memory.c of 6.11), on
 * avcompat's own vmalloc buffer (avc_rvmalloc(): zeroed, mappable), and
 * compat/sound/pcm.h maps the old names onto them where the kernel lacks
 * them (AVC_HAVE_SND_PCM_VMALLOC_BUFFER).
 *
 * The mapping goes through the ALSA core, as it did: with a .page
 * operation its default mmap installs a fault handler that asks .page for
 * each page and takes a reference on it, and it refuses hw_params and
 * hw_free while a mapping of the substream exists (mmap_count), so the
 * buffer needs no reference count of its own (avc_rvbuf is for drivers
 * that map with their own .mmap).
 */
/* Before the guard: see the comment in <avcompat/version.h>. */
#include <avcompat/sound_keys.h>
#include <avcompat/rvmalloc.h>
#include <linux/errno.h>
#include <linux/mm.h>
#include <linux/vmalloc.h>
#include <sound/core.h>
#include <sound/pcm.h>

#ifndef _AVCOMPAT_PCM_H
#define _AVCOMPAT_PCM_H

/**
 * __avc_snd_pcm_vmalloc() - the pages of a PCM vmalloc buffer
 * @size: bytes
 * @dma32: from 32-bit-addressable memory (vmalloc_32_user())
 *
 * avc_rvmalloc() (zeroed, mappable), or vmalloc_32_user() for @dma32:
 * zeroed and mappable too, from pages a 32-bit DMA engine can reach, as
 * the kernel's GFP_DMA32 variant gave.  Before 2.6.18 (no
 * vmalloc_32_user()) avc_rvmalloc() takes its pages from vmalloc_32()
 * already.  Either is freed with avc_rvfree().
 *
 * Return: the buffer, or NULL.
 */
static inline void *__avc_snd_pcm_vmalloc(size_t size, bool dma32)
{
#if AVC_HAVE_REMAP_VMALLOC_RANGE
	if (dma32)
		return __avc_rvmalloc_size_ok(size) ?
		       vmalloc_32_user(PAGE_ALIGN(size)) : NULL;
#endif
	return avc_rvmalloc(size);
}

/**
 * __avc_snd_pcm_alloc_vmalloc() - both vmalloc buffer allocations
 * @substream: the substream to allocate the buffer to
 * @size: the requested buffer size, in bytes
 * @dma32: from 32-bit-addressable memory
 *
 * As the kernel's _snd_pcm_lib_alloc_vmalloc_buffer() up to 6.11: a
 * buffer already at least @size bytes long is kept as it is; otherwise it
 * is freed and a new one allocated, so a second hw_params that asks for
 * more gets a larger buffer, zeroed like the first.  runtime->dma_area
 * and dma_bytes describe it (dma_bytes is @size, not rounded up; the
 * pages behind it are whole).
 *
 * Return: 1 if the buffer was changed, 0 if not, -EINVAL without a
 * runtime, -ENOMEM (the old buffer is gone then, as it was).
 */
static inline int
__avc_snd_pcm_alloc_vmalloc(struct snd_pcm_substream *substream, size_t size,
			    bool dma32)
{
	struct snd_pcm_runtime *runtime;

	if (snd_BUG_ON(!substream || !substream->runtime))
		return -EINVAL;
	runtime = substream->runtime;
	if (runtime->dma_area) {
		if (runtime->dma_bytes >= size)
			return 0;	/* already large enough */
		avc_rvfree(runtime->dma_area, runtime->dma_bytes);
	}
	runtime->dma_area = __avc_snd_pcm_vmalloc(size, dma32);
	if (!runtime->dma_area)
		return -ENOMEM;
	runtime->dma_bytes = size;
	return 1;
}

/**
 * avc_snd_pcm_alloc_vmalloc_buffer() - snd_pcm_lib_alloc_vmalloc_buffer()
 * @substream: the substream to allocate the buffer to
 * @size: the requested buffer size, in bytes
 *
 * See __avc_snd_pcm_alloc_vmalloc(); the pages come from avc_rvmalloc().
 *
 * Return: 1 if the buffer was changed, 0 if not, or a negative errno.
 */
static inline int
avc_snd_pcm_alloc_vmalloc_buffer(struct snd_pcm_substream *substream,
				 size_t size)
{
	return __avc_snd_pcm_alloc_vmalloc(substream, size, false);
}

/**
 * avc_snd_pcm_alloc_vmalloc_32_buffer() - snd_pcm_lib_alloc_vmalloc_32_buffer()
 * @substream: the substream to allocate the buffer to
 * @size: the requested buffer size, in bytes
 *
 * See __avc_snd_pcm_alloc_vmalloc(); the pages are 32-bit-addressable,
 * for a device that reaches them page by page with 32-bit DMA.
 *
 * Return: 1 if the buffer was changed, 0 if not, or a negative errno.
 */
static inline int
avc_snd_pcm_alloc_vmalloc_32_buffer(struct snd_pcm_substream *substream,
				    size_t size)
{
	return __avc_snd_pcm_alloc_vmalloc(substream, size, true);
}

/**
 * avc_snd_pcm_free_vmalloc_buffer() - snd_pcm_lib_free_vmalloc_buffer()
 * @substream: the substream with a buffer from
 *	avc_snd_pcm_alloc_vmalloc_buffer()
 *
 * Frees the buffer (none is fine) and clears runtime->dma_area.
 *
 * Return: 0, or -EINVAL without a runtime.
 */
static inline int
avc_snd_pcm_free_vmalloc_buffer(struct snd_pcm_substream *substream)
{
	struct snd_pcm_runtime *runtime;

	if (snd_BUG_ON(!substream || !substream->runtime))
		return -EINVAL;
	runtime = substream->runtime;
	avc_rvfree(runtime->dma_area, runtime->dma_bytes);
	runtime->dma_area = NULL;
	return 0;
}

/**
 * avc_snd_pcm_get_vmalloc_page() - snd_pcm_lib_get_vmalloc_page()
 * @substream: the substream with a buffer from
 *	avc_snd_pcm_alloc_vmalloc_buffer()
 * @offset: byte offset in the buffer
 *
 * The .page operation of a PCM with such a buffer: the ALSA core's fault
 * handler maps what it returns at @offset of the mapping.
 *
 * Return: the page that holds byte @offset of the buffer.
 */
static inline struct page *
avc_snd_pcm_get_vmalloc_page(struct snd_pcm_substream *substream,
			     unsigned long offset)
{
	return vmalloc_to_page(substream->runtime->dma_area + offset);
}

#endif /* _AVCOMPAT_PCM_H */
