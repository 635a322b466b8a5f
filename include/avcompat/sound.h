/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - explicit helpers for the ALSA core.
 *
 * avc_snd_card_new() is today's snd_card_new(parent, idx, xid, module,
 * extra_size, &card) (3.15+) on any kernel; compat/sound/core.h maps the
 * kernel name to it where the kernel lacks the call.  Explicit API, prefix
 * avc_; not part of <avcompat/avcompat.h>, which must not pull sound
 * headers into a driver that only maps memory.  Keys:
 * <avcompat/sound_keys.h>.
 */
/* Before the guard: see the comment in <avcompat/version.h>. */
#include <avcompat/sound_keys.h>
#include <linux/errno.h>
#include <sound/core.h>

#ifndef _AVCOMPAT_SOUND_H
#define _AVCOMPAT_SOUND_H

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
 * Read before compat/sound/core.h defines its snd_card_new() macro, so the
 * call in the 2.6.29 branch is the kernel's own 4-argument snd_card_new().
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

#endif /* !AVC_HAVE_SND_CARD_NEW_DEV */

/**
 * avc_snd_card_components() - the card's components string, for reading
 * @card: the card
 *
 * To 6.x snd_card.components is a 128-byte array; from 7.x (its release
 * is unconfirmed: [L:6.12] core.h:90 the array, [L:7.3] core.h:111-112
 * "char *components" with components_alloc_size, NULL until the first
 * snd_component_add(), sound/core/init.c:1048-1079) a heap string.
 * strscpy(card->components, s, sizeof(card->components)) still compiles
 * there and writes through NULL with a size of 8: set the string with
 * snd_component_add() on every kernel (it exists on all of them) and read
 * it through this helper, which no kernel's layout can turn into a NULL
 * dereference.
 *
 * Return: the components, or "" where there are none yet.
 */
static inline const char *avc_snd_card_components(const struct snd_card *card)
{
	const char *c = card->components;

	return c ? c : "";
}

#endif /* _AVCOMPAT_SOUND_H */
