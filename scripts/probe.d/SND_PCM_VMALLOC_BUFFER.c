// SPDX-License-Identifier: GPL-2.0
/*
 * AVC_HAVE_SND_PCM_VMALLOC_BUFFER: snd_pcm_lib_alloc_vmalloc_buffer(),
 * snd_pcm_lib_free_vmalloc_buffer() and snd_pcm_lib_get_vmalloc_page()
 * (gone in 6.12).
 */
#include <sound/core.h>
#include <sound/pcm.h>

int avc_probe(struct snd_pcm_substream *s, struct page **page);
int avc_probe(struct snd_pcm_substream *s, struct page **page)
{
	static const struct snd_pcm_ops ops = {
		.page = snd_pcm_lib_get_vmalloc_page,
	};
	int err = snd_pcm_lib_alloc_vmalloc_buffer(s, PAGE_SIZE);

	if (err < 0)
		return err;
	*page = ops.page(s, 0);
	return snd_pcm_lib_free_vmalloc_buffer(s);
}
