// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_SND_CARD_NEW_DEV: snd_card_new() with a parent device (3.15). */
#include <linux/module.h>
#include <sound/core.h>

int avc_probe(struct device *dev, struct snd_card **card);
int avc_probe(struct device *dev, struct snd_card **card)
{
	return snd_card_new(dev, 0, "avc", THIS_MODULE, 0, card);
}
