/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <sound/pcm.h> with the vmalloc buffer helpers 6.12 removed.
 *
 * Driver code that allocates its PCM buffer with
 * snd_pcm_lib_alloc_vmalloc_buffer() (or the _32_ one) in .hw_params, frees it with
 * snd_pcm_lib_free_vmalloc_buffer() in .hw_free and sets .page =
 * snd_pcm_lib_get_vmalloc_page builds unchanged on 6.12+: this header
 * maps the four names onto avc_snd_pcm_alloc_vmalloc_buffer(),
 * avc_snd_pcm_alloc_vmalloc_32_buffer(),
 * avc_snd_pcm_free_vmalloc_buffer() and avc_snd_pcm_get_vmalloc_page() of
 * <avcompat/pcm.h>, which behave as the kernel's did.
 * Enable with: NOSTDINC_FLAGS += -I$(AVCOMPAT)/compat -I$(AVCOMPAT)/include
 * Keys: <avcompat/sound_keys.h>.
 */
#ifndef _AVC_COMPAT_SOUND_PCM_H
#define _AVC_COMPAT_SOUND_PCM_H

#include_next <sound/pcm.h>
#include <avcompat/sound_keys.h>
#include <avcompat/pcm.h>

#if !AVC_HAVE_SND_PCM_VMALLOC_BUFFER
/*
 * 6.12 (5e1c5c5a687b).  Object-like macros: snd_pcm_lib_get_vmalloc_page
 * is used as a value (.page = snd_pcm_lib_get_vmalloc_page), and a
 * kernel's own declarations of the names (an inline version below 5.10,
 * see the key) were read before them and stay as they are.
 */
#define snd_pcm_lib_alloc_vmalloc_buffer	avc_snd_pcm_alloc_vmalloc_buffer
#define snd_pcm_lib_alloc_vmalloc_32_buffer	avc_snd_pcm_alloc_vmalloc_32_buffer
#define snd_pcm_lib_free_vmalloc_buffer		avc_snd_pcm_free_vmalloc_buffer
#define snd_pcm_lib_get_vmalloc_page		avc_snd_pcm_get_vmalloc_page
#endif /* !AVC_HAVE_SND_PCM_VMALLOC_BUFFER */

#endif /* _AVC_COMPAT_SOUND_PCM_H */
