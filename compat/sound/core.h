/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Today's <sound/core.h> card creation on older kernels.
 *
 * Driver code written for a current kernel creates its card with
 * snd_card_new(parent, idx, xid, module, extra_size, &card) (3.15+); this
 * header supplies that call on 2.6.30-3.14, where it is snd_card_create()
 * plus snd_card_set_dev(), and on 2.6.29 and older, where snd_card_new()
 * took four arguments and returned the card or NULL.
 * Enable with: NOSTDINC_FLAGS += -I$(AVCOMPAT)/compat -I$(AVCOMPAT)/include
 * Keys: <avcompat/sound_keys.h>; the call it maps to: avc_snd_card_new()
 * of <avcompat/sound.h>, read before the macro below.
 */
#ifndef _AVC_COMPAT_SOUND_CORE_H
#define _AVC_COMPAT_SOUND_CORE_H

#include_next <sound/core.h>
#include <avcompat/sound_keys.h>
#include <avcompat/sound.h>

#if !AVC_HAVE_SND_CARD_NEW_DEV
/*
 * snd_card_new() - 3.15 (393aa9c1cc51).  Without it, a driver written for
 * 3.15+ does not build before 3.15: the name is snd_card_create() in
 * 2.6.30-3.14, and snd_card_new() meant the 4-argument, pointer-returning
 * call up to 2.6.29 (a deprecated inline wrapper of it until 3.14).  A
 * function-like macro: an old kernel's own snd_card_new() declaration,
 * read before it, is untouched.  It counts its arguments, so that the
 * kernel's own four-argument snd_card_new() (to 2.6.29, and the
 * deprecated wrapper of 2.6.30) keeps working for a driver written for
 * that kernel: six go to the shim, four to the kernel's function (a
 * macro does not expand its own name again; issue 28).
 */
#define __avc_card_pick(_1, _2, _3, _4, _5, _6, name, ...)	name
#define snd_card_new(...) \
	__avc_card_pick(__VA_ARGS__, avc_snd_card_new, _, snd_card_new, \
			_, _, _, 0)(__VA_ARGS__)
#endif /* !AVC_HAVE_SND_CARD_NEW_DEV */

#endif /* _AVC_COMPAT_SOUND_CORE_H */
