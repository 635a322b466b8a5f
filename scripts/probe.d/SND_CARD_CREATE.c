// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_SND_CARD_CREATE: snd_card_create() (2.6.30 to 3.15). */
#include <linux/module.h>
#include <sound/core.h>

int avc_probe(struct snd_card **card);
int avc_probe(struct snd_card **card)
{
	return snd_card_create(0, "avc", THIS_MODULE, 0, card);
}
