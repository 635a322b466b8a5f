// SPDX-License-Identifier: GPL-2.0
/*
 * pcmvmal - the audio half of a 3.x USB-style capture device, its PCM on
 * the vmalloc buffer helpers 6.12 removed: .hw_params and .hw_free that
 * only allocate and free, .page = snd_pcm_lib_get_vmalloc_page, and a
 * second PCM whose .hw_params also programs the device and whose .hw_free
 * also stops it.  Both become managed buffers.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is pcmvmal.expected.c.
 */
#include <linux/module.h>
#include <linux/platform_device.h>
#include <sound/core.h>
#include <sound/initval.h>
#include <sound/pcm.h>
#include <sound/pcm_params.h>
#include <avcompat/avcompat.h>

struct pcmv_chip {
	struct snd_card *card;
	unsigned int rate;
	bool running;
};

static const struct snd_pcm_hardware pcmv_hw = {
	.info = SNDRV_PCM_INFO_MMAP | SNDRV_PCM_INFO_INTERLEAVED |
		SNDRV_PCM_INFO_BLOCK_TRANSFER | SNDRV_PCM_INFO_MMAP_VALID,
	.formats = SNDRV_PCM_FMTBIT_S16_LE,
	.rates = SNDRV_PCM_RATE_48000,
	.rate_min = 48000,
	.rate_max = 48000,
	.channels_min = 2,
	.channels_max = 2,
	.buffer_bytes_max = 64 * 1024,
	.period_bytes_min = 1024,
	.period_bytes_max = 16 * 1024,
	.periods_min = 2,
	.periods_max = 64,
};

static int pcmv_open(struct snd_pcm_substream *ss)
{
	ss->runtime->hw = pcmv_hw;
	return 0;
}

static int pcmv_close(struct snd_pcm_substream *ss)
{
	return 0;
}

static int pcmv_prepare(struct snd_pcm_substream *ss)
{
	return 0;
}

static int pcmv_trigger(struct snd_pcm_substream *ss, int cmd)
{
	struct pcmv_chip *chip = snd_pcm_substream_chip(ss);

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

static snd_pcm_uframes_t pcmv_pointer(struct snd_pcm_substream *ss)
{
	return 0;
}

/* the microphone: its rate is programmed when the format is known */
static int pcmv_mic_hw_params(struct snd_pcm_substream *ss,
			      struct snd_pcm_hw_params *hw)
{
	struct pcmv_chip *chip = snd_pcm_substream_chip(ss);

	chip->rate = params_rate(hw);
	return 0;
}

static int pcmv_mic_hw_free(struct snd_pcm_substream *ss)
{
	struct pcmv_chip *chip = snd_pcm_substream_chip(ss);

	chip->rate = 0;
	return 0;
}

static const struct snd_pcm_ops pcmv_mic_ops = {
	.open = pcmv_open,
	.close = pcmv_close,
	.ioctl = snd_pcm_lib_ioctl,
	.hw_params = pcmv_mic_hw_params,
	.hw_free = pcmv_mic_hw_free,
	.prepare = pcmv_prepare,
	.trigger = pcmv_trigger,
	.pointer = pcmv_pointer,
};

static const struct snd_pcm_ops pcmv_ops = {
	.open = pcmv_open,
	.close = pcmv_close,
	.ioctl = snd_pcm_lib_ioctl,
	.prepare = pcmv_prepare,
	.trigger = pcmv_trigger,
	.pointer = pcmv_pointer,
};

static int pcmv_probe(struct platform_device *pdev)
{
	struct snd_card *card;
	struct pcmv_chip *chip;
	struct snd_pcm *pcm;
	int err;

	err = snd_card_new(&pdev->dev, SNDRV_DEFAULT_IDX1, NULL, THIS_MODULE,
			   sizeof(*chip), &card);
	if (err < 0)
		return err;
	chip = card->private_data;
	chip->card = card;
	err = snd_pcm_new(card, "pcmvmal", 0, 1, 1, &pcm);
	if (err < 0)
		goto fail;
	pcm->private_data = chip;
	snd_pcm_set_ops(pcm, SNDRV_PCM_STREAM_PLAYBACK, &pcmv_ops);
	snd_pcm_set_ops(pcm, SNDRV_PCM_STREAM_CAPTURE, &pcmv_ops);
	snd_pcm_set_managed_buffer_all(pcm, SNDRV_DMA_TYPE_VMALLOC, NULL, 0,
				       0);
	err = snd_pcm_new(card, "pcmvmal mic", 1, 0, 1, &pcm);
	if (err < 0)
		goto fail;
	pcm->private_data = chip;
	snd_pcm_set_ops(pcm, SNDRV_PCM_STREAM_CAPTURE, &pcmv_mic_ops);
	snd_pcm_set_managed_buffer_all(pcm, SNDRV_DMA_TYPE_VMALLOC, NULL, 0,
				       0);
	strscpy(card->driver, "pcmvmal", sizeof(card->driver));
	strscpy(card->shortname, "pcmvmal", sizeof(card->shortname));
	strscpy(card->longname, "pcmvmal test card", sizeof(card->longname));
	err = snd_card_register(card);
	if (err < 0)
		goto fail;
	platform_set_drvdata(pdev, card);
	return 0;
fail:
	snd_card_free(card);
	return err;
}

static void pcmv_remove(struct platform_device *pdev)
{
	snd_card_free(platform_get_drvdata(pdev));
}

AVC_DEFINE_PLATFORM_REMOVE(pcmv_remove);

static struct platform_driver pcmv_driver = {
	.probe = pcmv_probe,
	AVC_PLATFORM_REMOVE(pcmv_remove),
	.driver = {
		.name = "pcmvmal",
	},
};
module_platform_driver(pcmv_driver);

MODULE_DESCRIPTION("PCM vmalloc buffer helpers (avcompat cocci test input)");
MODULE_LICENSE("GPL");
