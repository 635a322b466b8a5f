// SPDX-License-Identifier: GPL-2.0
/*
 * strlret - a 2.6.3x sound card driver of the kind that tested strlcpy()
 * for truncation (strlcpy() is gone from 6.8): a card id checked before
 * it is set, a mixer name that must fit, a name copied with its value
 * cast away, and the plain statement 87-renames converts.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is strlret.expected.c.
 */
#include <linux/bug.h>
#include <linux/errno.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/string.h>
#include <sound/core.h>
#include <sound/initval.h>
#include <avcompat/avcompat.h>

static char *id = "StrlRet";
module_param(id, charp, 0444);
MODULE_PARM_DESC(id, "ID string for the card.");

static char *mixer = "StrlRet Mixer";
module_param(mixer, charp, 0444);

struct strl_chip {
	struct snd_card *card;
	char tag[8];
};

static int strl_names(struct strl_chip *chip)
{
	struct snd_card *card = chip->card;

	if (strscpy(card->id, id, sizeof(card->id)) < 0)
		return -EINVAL;
	if (strscpy(card->mixername, mixer, sizeof(card->mixername)) >= 0)
		pr_debug("strlret: mixer %s\n", card->mixername);
	WARN_ON(strscpy(card->driver, "StrlRet", sizeof(card->driver)) < 0);
	strscpy(chip->tag, "strl", sizeof(chip->tag));
	strscpy(card->shortname, "StrlRet", sizeof(card->shortname));
	snprintf(card->longname, sizeof(card->longname), "%s (%s)",
		 card->shortname, chip->tag);
	return 0;
}

static int strl_probe(struct platform_device *pdev)
{
	struct snd_card *card;
	struct strl_chip *chip;
	int err;

	err = snd_card_new(&pdev->dev, SNDRV_DEFAULT_IDX1, NULL, THIS_MODULE,
			   sizeof(*chip), &card);
	if (err < 0)
		return err;
	chip = card->private_data;
	chip->card = card;
	err = strl_names(chip);
	if (!err)
		err = snd_card_register(card);
	if (err < 0) {
		snd_card_free(card);
		return err;
	}
	platform_set_drvdata(pdev, card);
	return 0;
}

static void strl_remove(struct platform_device *pdev)
{
	snd_card_free(platform_get_drvdata(pdev));
}

AVC_DEFINE_PLATFORM_REMOVE(strl_remove);

static struct platform_driver strl_driver = {
	.probe = strl_probe,
	AVC_PLATFORM_REMOVE(strl_remove),
	.driver = {
		.name = "strlret",
	},
};
module_platform_driver(strl_driver);

MODULE_DESCRIPTION("strlcpy() values tested (avcompat cocci test input)");
MODULE_LICENSE("GPL");
