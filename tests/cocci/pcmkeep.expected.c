// SPDX-License-Identifier: GPL-2.0
/*
 * pcmkeep - a 3.x capture device whose PCM sizes its vmalloc buffer for
 * the largest request once, in .hw_params, rather than for the request:
 * a managed buffer (params_buffer_bytes()) is not the same buffer, so the
 * ops are left on the helpers (compat/sound/pcm.h keeps them building on
 * 6.12+) and listed (pcmkeep.notes).
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is pcmkeep.expected.c.
 */
#include <linux/module.h>
#include <linux/platform_device.h>
#include <sound/core.h>
#include <sound/initval.h>
#include <sound/pcm.h>
#include <sound/pcm_params.h>
#include <avcompat/avcompat.h>

#define PCMK_BUF_BYTES	(64 * 1024)

struct pcmk_chip {
	struct snd_card *card;
	bool running;
};

static const struct snd_pcm_hardware pcmk_hw = {
	.info = SNDRV_PCM_INFO_MMAP | SNDRV_PCM_INFO_INTERLEAVED |
		SNDRV_PCM_INFO_BLOCK_TRANSFER | SNDRV_PCM_INFO_MMAP_VALID,
	.formats = SNDRV_PCM_FMTBIT_S16_LE,
	.rates = SNDRV_PCM_RATE_48000,
	.rate_min = 48000,
	.rate_max = 48000,
	.channels_min = 2,
	.channels_max = 2,
	.buffer_bytes_max = PCMK_BUF_BYTES,
	.period_bytes_min = 1024,
	.period_bytes_max = 16 * 1024,
	.periods_min = 2,
	.periods_max = 64,
};

static int pcmk_open(struct snd_pcm_substream *ss)
{
	ss->runtime->hw = pcmk_hw;
	return 0;
}

static int pcmk_close(struct snd_pcm_substream *ss)
{
	return 0;
}

/* one buffer of the largest size, whatever the request */
static int pcmk_hw_params(struct snd_pcm_substream *ss,
			  struct snd_pcm_hw_params *hw)
{
	return snd_pcm_lib_alloc_vmalloc_buffer(ss, PCMK_BUF_BYTES);
}

static int pcmk_hw_free(struct snd_pcm_substream *ss)
{
	return snd_pcm_lib_free_vmalloc_buffer(ss);
}

static int pcmk_prepare(struct snd_pcm_substream *ss)
{
	return 0;
}

static int pcmk_trigger(struct snd_pcm_substream *ss, int cmd)
{
	struct pcmk_chip *chip = snd_pcm_substream_chip(ss);

	switch (cmd) {
	case SNDRV_PCM_TRIGGER_START:
		chip->running = true;
		return 0;
	case SNDRV_PCM_TRIGGER_STOP:
		chip->running = false;
		return 0;
	}
	return -EINVAL;
}

static snd_pcm_uframes_t pcmk_pointer(struct snd_pcm_substream *ss)
{
	return 0;
}

static const struct snd_pcm_ops pcmk_ops = {
	.open = pcmk_open,
	.close = pcmk_close,
	.ioctl = snd_pcm_lib_ioctl,
	.hw_params = pcmk_hw_params,
	.hw_free = pcmk_hw_free,
	.prepare = pcmk_prepare,
	.trigger = pcmk_trigger,
	.pointer = pcmk_pointer,
	.page = snd_pcm_lib_get_vmalloc_page,
};

static int pcmk_probe(struct platform_device *pdev)
{
	struct snd_card *card;
	struct pcmk_chip *chip;
	struct snd_pcm *pcm;
	int err;

	err = snd_card_new(&pdev->dev, SNDRV_DEFAULT_IDX1, NULL, THIS_MODULE,
			   sizeof(*chip), &card);
	if (err < 0)
		return err;
	chip = card->private_data;
	chip->card = card;
	err = snd_pcm_new(card, "pcmkeep", 0, 1, 1, &pcm);
	if (err < 0)
		goto fail;
	pcm->private_data = chip;
	snd_pcm_set_ops(pcm, SNDRV_PCM_STREAM_PLAYBACK, &pcmk_ops);
	snd_pcm_set_ops(pcm, SNDRV_PCM_STREAM_CAPTURE, &pcmk_ops);
	strscpy(card->driver, "pcmkeep", sizeof(card->driver));
	strscpy(card->shortname, "pcmkeep", sizeof(card->shortname));
	strscpy(card->longname, "pcmkeep test card", sizeof(card->longname));
	err = snd_card_register(card);
	if (err < 0)
		goto fail;
	platform_set_drvdata(pdev, card);
	return 0;
fail:
	snd_card_free(card);
	return err;
}

static void pcmk_remove(struct platform_device *pdev)
{
	snd_card_free(platform_get_drvdata(pdev));
}

AVC_DEFINE_PLATFORM_REMOVE(pcmk_remove);

static struct platform_driver pcmk_driver = {
	.probe = pcmk_probe,
	AVC_PLATFORM_REMOVE(pcmk_remove),
	.driver = {
		.name = "pcmkeep",
	},
};
module_platform_driver(pcmk_driver);

MODULE_DESCRIPTION("a PCM vmalloc buffer of fixed size (avcompat cocci test input)");
MODULE_LICENSE("GPL");
