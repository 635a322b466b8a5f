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
 * Keys: <sound/avc-sound-keys.h>.
 */
#ifndef _AVC_COMPAT_SOUND_CORE_H
#define _AVC_COMPAT_SOUND_CORE_H

#include_next <sound/core.h>
#include <linux/errno.h>
#include <sound/avc-sound-keys.h>

#if !AVC_HAVE_SND_CARD_NEW_DEV
/**
 * avc_snd_card_new() - snd_card_new() of 3.15+ on an older kernel
 * @parent: the parent device (becomes card->dev), or NULL
 * @idx: card index, or -1 for the first free slot
 * @xid: card identification string, or NULL
 * @module: the owner, normally THIS_MODULE
 * @extra_size: bytes of driver data allocated after the card
 *	(card->private_data)
 * @card_ret: receives the card; NULL on failure
 *
 * Read before the snd_card_new() macro below is defined, so the call in
 * the 2.6.29 branch is the kernel's own 4-argument snd_card_new().
 *
 * Return: 0, or a negative errno (-ENOMEM where the 2.6.29 API only says
 * "NULL").
 */
static inline int avc_snd_card_new(struct device *parent, int idx,
				   const char *xid, struct module *module,
				   int extra_size, struct snd_card **card_ret)
{
#if AVC_HAVE_SND_CARD_CREATE
	int err = snd_card_create(idx, xid, module, extra_size, card_ret);

	if (err < 0)
		return err;
#else
	*card_ret = snd_card_new(idx, xid, module, extra_size);
	if (!*card_ret)
		return -ENOMEM;
#endif
	snd_card_set_dev(*card_ret, parent);
	return 0;
}

/*
 * snd_card_new() - 3.15 (393aa9c1cc51).  Without it, a driver written for
 * 3.15+ does not build before 3.15: the name is snd_card_create() in
 * 2.6.30-3.14, and snd_card_new() meant the 4-argument, pointer-returning
 * call up to 2.6.29 (a deprecated inline wrapper of it until 3.14).  A
 * function-like macro: an old kernel's own snd_card_new() declaration,
 * read before it, is untouched.
 */
#define snd_card_new(parent, idx, xid, module, extra_size, card_ret) \
	avc_snd_card_new(parent, idx, xid, module, extra_size, card_ret)
#endif /* !AVC_HAVE_SND_CARD_NEW_DEV */

#endif /* _AVC_COMPAT_SOUND_CORE_H */
