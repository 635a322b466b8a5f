/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - sound (ALSA and OSS core) feature keys.
 *
 * Apart from <avcompat/version.h> because they test macros of
 * <sound/core.h>, <sound/pcm.h> and <linux/sound.h>, which a driver that
 * only maps memory must not be made to include; docs/keys.md lists them
 * with the others.
 * Same rules: every key is always defined to 0 or 1 and is decided by, in
 * order, an explicit -DAVC_HAVE_X=0|1 (or AVC_CONFIG_HEADER), the
 * existence of a macro that came with the feature, and only then
 * AVC_KERNEL_GE().  Evidence tags as in docs/shims.md, which also lists,
 * under "Unverified", what could not be confirmed.
 */
/* Before the guard: see the comment in <avcompat/version.h>. */
#include <avcompat/version.h>
#include <linux/sound.h>
#include <sound/core.h>
#include <sound/pcm.h>

#ifndef _AVCOMPAT_SOUND_KEYS_H
#define _AVCOMPAT_SOUND_KEYS_H

/*
 * AVC_HAVE_SND_CARD_NEW_DEV - int snd_card_new(struct device *parent, int
 * idx, const char *xid, struct module *module, int extra_size, struct
 * snd_card **card_ret).  3.15 (393aa9c1cc51); 3.15 still has
 * snd_card_create() as an inline wrapper, 3.16 removed it.
 * [T:3.11] only snd_card_create, [T:3.15] both, [T:3.16] only
 * snd_card_new; [X] backports' sound/core.h keys on "< 3.15".  The same
 * 3.15 series embedded the card device and added the dev_to_snd_card()
 * macro, which [X] snd-firewire's compat tests for exactly this (calling
 * it a 3.16 marker; it is in 3.15 already): the macro decides first.
 * [L:6.12] core.h:150, core.h:282.  Without it: a driver written for
 * 3.15+ does not build on older kernels (snd_card_new() takes 4 arguments
 * and returns the card up to 2.6.29, does not take a parent device in
 * 2.6.30-3.14), and one written with snd_card_create() does not build on
 * 3.16+.
 */
#ifndef AVC_HAVE_SND_CARD_NEW_DEV
# if defined(dev_to_snd_card) || AVC_KERNEL_GE(3, 15, 0)
#  define AVC_HAVE_SND_CARD_NEW_DEV 1
# else
#  define AVC_HAVE_SND_CARD_NEW_DEV 0
# endif
#endif

/*
 * AVC_HAVE_SND_CARD_CREATE - int snd_card_create(int idx, const char *id,
 * struct module *module, int extra_size, struct snd_card **card_ret),
 * 2.6.30 to 3.15.  Before 2.6.30 snd_card_new(idx, id, module,
 * extra_size) returned the card or NULL; 2.6.30 kept that name as a
 * "static inline __deprecated" wrapper.  [X] solo6x10 compat ("<=
 * 2.6.29"), DM2 driver ("< 2.6.30").  Functions only, no macro: the
 * version decides (use the probe for vendor kernels).  Without it: the
 * card cannot be created before 3.15 (wrong name or wrong argument list).
 */
#ifndef AVC_HAVE_SND_CARD_CREATE
# if AVC_KERNEL_IN_RANGE(2, 6, 30, 3, 16, 0)
#  define AVC_HAVE_SND_CARD_CREATE 1
# else
#  define AVC_HAVE_SND_CARD_CREATE 0
# endif
#endif

/*
 * AVC_HAVE_REGISTER_SOUND_DSP - soundcore exports register_sound_dsp()
 * and unregister_sound_dsp().  <linux/sound.h> declares them on every
 * kernel, but sound/sound_core.c defines them only under
 * CONFIG_SOUND_OSS_CORE (selected by ALSA's OSS emulation and the OSS
 * drivers; Debian 6.1 and 6.12: =y).  The OSS drivers were retired in
 * 4.15 (727dede0ba8a) but the soundcore API stayed: [L:6.12] sound.h:15,
 * sound_core.c:467.  The Kconfig symbol came with Tejun Heo's 2009
 * soundcore rework: [C] d886e87cb82b "sound: make OSS sound core
 * optional" (named by the Fixes: tag of Randy Dunlap's 2023 UML sound
 * patch), before 93fe4483e6fd "sound: make OSS device number claiming
 * optional and schedule its removal" (committed 10 Aug 2009), whose
 * sound/Kconfig already has SOUND_OSS_CORE.  Before it soundcore always
 * had the OSS part.  The release of d886e87cb82b is not known; the key
 * assumes 2.6.31 for kernels without the symbol (docs/shims.md,
 * "Unverified").  The Kconfig macro decides; an explicit 0 forces the
 * misc device fallback.
 * Without it: a module calling register_sound_dsp() on a kernel without
 * the OSS core fails at modpost or at load time (unknown symbol).
 * No probe: an export is not a compile-time fact (the prototype is there
 * either way).
 */
#ifndef AVC_HAVE_REGISTER_SOUND_DSP
# if defined(CONFIG_SOUND_OSS_CORE)
#  define AVC_HAVE_REGISTER_SOUND_DSP 1
# elif !AVC_KERNEL_GE(2, 6, 31) && \
	(defined(CONFIG_SOUND) || defined(CONFIG_SOUND_MODULE))
#  define AVC_HAVE_REGISTER_SOUND_DSP 1
# else
#  define AVC_HAVE_REGISTER_SOUND_DSP 0
# endif
#endif

/*
 * AVC_HAVE_SND_PCM_VMALLOC_BUFFER - int snd_pcm_lib_alloc_vmalloc_buffer(
 * struct snd_pcm_substream *, size_t), its 32-bit-addressable twin
 * snd_pcm_lib_alloc_vmalloc_32_buffer() (the same calls with GFP_DMA32;
 * [L:5.10] pcm.h:1239-1254), int snd_pcm_lib_free_vmalloc_buffer(
 * struct snd_pcm_substream *) and struct page *snd_pcm_lib_get_vmalloc_page(
 * struct snd_pcm_substream *, unsigned long offset), the buffer helpers of
 * ALSA drivers whose "DMA" buffer is vmalloc'ed (USB-audio-like devices;
 * the last one is their .page operation).  Removed in 6.12: [C]
 * 5e1c5c5a687b "ALSA: pcm: Drop PCM vmalloc buffer helpers" (Takashi Iwai,
 * posted 7 Aug 2024, in the sound-6.12-rc1 pull of 14 Sep 2024, after
 * 002353a537a2 moved their last in-tree user, dw-hdmi, to a buffer of its
 * own); [L:5.10] pcm.h:1214-1254 and [L:6.1] pcm.h:1324-1364 (6.1.192)
 * declare them, the allocation a static inline over
 * _snd_pcm_lib_alloc_vmalloc_buffer(); [L:6.12] pcm.h (6.12.118) and
 * [L:7.3] have none of them, Debian back-ported nothing either way; [X]
 * bondagit/ravenna-alsa-lkm#29, aes67-linux-daemon#187/#188: "implicit
 * declaration of function 'snd_pcm_lib_alloc_vmalloc_buffer'" on 6.12.x.
 * Older kernels had the allocation as a function-like macro ([X] a 3.x
 * include/sound/pcm.h: "#define snd_pcm_lib_alloc_vmalloc_buffer(subs,
 * size) _snd_pcm_lib_alloc_vmalloc_buffer(...)"): that macro decides
 * first (this file reads <sound/pcm.h> for it).  No macro came or went
 * with them from 5.10 to 6.11 (inline functions), so the version decides
 * there: 5.10 up to 6.12.  Below 5.10 a kernel without the macro gets 0,
 * and compat/sound/pcm.h supplies the three names, which is right before
 * they existed and harmless where an inline version already did (the
 * names are mapped after the kernel's declarations); see docs/shims.md,
 * "Unverified".  Probe: SND_PCM_VMALLOC_BUFFER.c.
 * Without it: a driver written with these helpers (old-kernel code, or
 * one that keeps them for 5.10-6.11) does not build on 6.12+, and a
 * version check of its own must be right about back-ports.
 */
#ifndef AVC_HAVE_SND_PCM_VMALLOC_BUFFER
# if defined(snd_pcm_lib_alloc_vmalloc_buffer) || \
	AVC_KERNEL_IN_RANGE(5, 10, 0, 6, 12, 0)
#  define AVC_HAVE_SND_PCM_VMALLOC_BUFFER 1
# else
#  define AVC_HAVE_SND_PCM_VMALLOC_BUFFER 0
# endif
#endif

#endif /* _AVCOMPAT_SOUND_KEYS_H */
