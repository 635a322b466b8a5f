// SPDX-License-Identifier: GPL-2.0
/*
 * alsa-grow - hw_params again with a larger buffer, without hw_free, on
 * the ALSA sample's capture substream, by raw ioctls.
 *
 * usage: alsa-grow [-t TAG] [-C CARD-ID]
 *	On /dev/snd/pcmC<card>D0c (the card whose id is CARD-ID, default
 *	avcalsa), S16_LE, 2 channels, 48 kHz, mmap interleaved, periods of
 *	512 frames: HW_PARAMS with a buffer of 8192 frames, then, without
 *	HW_FREE, with 16384 (the driver must hand over a larger buffer),
 *	then with 12288 (a large enough buffer is kept).  After each, the
 *	buffer is mapped at its new size and 0.4 s are captured through the
 *	mapping: every frame between the application and the hardware
 *	pointer must be the sawtooth (avc_wave.h) for its number.  alsa-lib
 *	frees the buffer before every hw_params after the first, so only
 *	raw ioctls reach a driver's reallocation; the sample's buffer from
 *	snd_pcm_lib_alloc_vmalloc_buffer() (vmalloc_helpers=1) grows there,
 *	as the kernel's helper did up to 6.11 and avcompat's does from 6.12.
 *	An overrun (a guest stalled longer than the buffer) ends the
 *	capture early: the phase is run again, with the same hw_params,
 *	twice at most.
 *
 * Results are AVC-TEST lines (avc-test.h); the exit status is 1 if any
 * check failed.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <limits.h>
#include <sound/asound.h>
#include <sys/mman.h>
#include <time.h>

#include "avc-test.h"
#include "avc_alsa.h"

#define GROW_RATE	48000
#define GROW_CHANNELS	2
#define GROW_FRAME	4	/* S16_LE stereo */
#define GROW_PERIOD	512

static const char *tag = "alsa-grow";

static struct snd_mask *param_mask(struct snd_pcm_hw_params *p, int n)
{
	return &p->masks[n - SNDRV_PCM_HW_PARAM_FIRST_MASK];
}

static struct snd_interval *param_iv(struct snd_pcm_hw_params *p, int n)
{
	return &p->intervals[n - SNDRV_PCM_HW_PARAM_FIRST_INTERVAL];
}

static void mask_one(struct snd_pcm_hw_params *p, int n, unsigned int v)
{
	struct snd_mask *m = param_mask(p, n);

	memset(m, 0, sizeof(*m));
	m->bits[v / 32] = 1U << (v % 32);
}

static void iv_one(struct snd_pcm_hw_params *p, int n, unsigned int v)
{
	struct snd_interval *i = param_iv(p, n);

	i->min = v;
	i->max = v;
	i->integer = 1;
}

/* hw_params - HW_PARAMS for a buffer of @frames; 0 or -errno */
static int hw_params(int fd, unsigned int frames)
{
	struct snd_pcm_hw_params p;
	int n;

	memset(&p, 0, sizeof(p));
	for (n = SNDRV_PCM_HW_PARAM_FIRST_MASK; n <= SNDRV_PCM_HW_PARAM_LAST_MASK; n++)
		memset(param_mask(&p, n), 0xff, sizeof(struct snd_mask));
	for (n = SNDRV_PCM_HW_PARAM_FIRST_INTERVAL;
	     n <= SNDRV_PCM_HW_PARAM_LAST_INTERVAL; n++)
		param_iv(&p, n)->max = UINT_MAX;
	mask_one(&p, SNDRV_PCM_HW_PARAM_ACCESS,
		 (unsigned int)SNDRV_PCM_ACCESS_MMAP_INTERLEAVED);
	mask_one(&p, SNDRV_PCM_HW_PARAM_FORMAT,
		 (unsigned int)SNDRV_PCM_FORMAT_S16_LE);
	mask_one(&p, SNDRV_PCM_HW_PARAM_SUBFORMAT,
		 (unsigned int)SNDRV_PCM_SUBFORMAT_STD);
	iv_one(&p, SNDRV_PCM_HW_PARAM_CHANNELS, GROW_CHANNELS);
	iv_one(&p, SNDRV_PCM_HW_PARAM_RATE, GROW_RATE);
	iv_one(&p, SNDRV_PCM_HW_PARAM_PERIOD_SIZE, GROW_PERIOD);
	iv_one(&p, SNDRV_PCM_HW_PARAM_BUFFER_SIZE, frames);
	p.rmask = ~0U;
	p.info = ~0U;
	if (ioctl(fd, SNDRV_PCM_IOCTL_HW_PARAMS, &p) < 0)
		return -errno;
	if (param_iv(&p, SNDRV_PCM_HW_PARAM_BUFFER_SIZE)->min != frames)
		return -ERANGE;
	return 0;
}

/* sync_ptr - the hardware pointer (HWSYNC), and set appl_ptr to @appl */
static int sync_ptr(int fd, unsigned long appl, unsigned long *hw, int *state)
{
	struct snd_pcm_sync_ptr sp;

	memset(&sp, 0, sizeof(sp));
	sp.flags = SNDRV_PCM_SYNC_PTR_HWSYNC | SNDRV_PCM_SYNC_PTR_AVAIL_MIN;
	sp.c.control.appl_ptr = appl;
	if (ioctl(fd, SNDRV_PCM_IOCTL_SYNC_PTR, &sp) < 0)
		return -errno;
	*hw = sp.s.status.hw_ptr;
	*state = (int)sp.s.status.state;
	return 0;
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/*
 * phase - hw_params for @frames, map the buffer, capture 0.4 s through
 * the mapping and check every frame; one result line, except after an
 * overrun on a try before the last (@last 0): then none, and 1.
 */
static int phase(int fd, unsigned int frames, const char *what, int last)
{
	size_t bytes = (size_t)frames * GROW_FRAME;
	unsigned long appl = 0, hw = 0, checked = 0, f;
	unsigned char *ring;
	double end;
	int err, state;
	char name[32];

	snprintf(name, sizeof(name), "%u-frames", frames);
	err = hw_params(fd, frames);
	if (err) {
		avc_not_ok(tag, name, "%s: HW_PARAMS for %u frames: %s", what,
			   frames, avc_errname(-err));
		return 0;
	}
	ring = mmap(NULL, bytes, PROT_READ, MAP_SHARED, fd,
		    SNDRV_PCM_MMAP_OFFSET_DATA);
	if (ring == MAP_FAILED) {
		avc_not_ok(tag, name, "%s: mmap of %zu bytes: %s", what, bytes,
			   avc_errname(errno));
		return 0;
	}
	if (ioctl(fd, SNDRV_PCM_IOCTL_PREPARE) < 0 ||
	    ioctl(fd, SNDRV_PCM_IOCTL_START) < 0) {
		avc_not_ok(tag, name, "%s: PREPARE/START: %s", what,
			   avc_errname(errno));
		goto out;
	}
	end = now() + 0.4;
	while (now() < end) {
		usleep(10000);
		err = sync_ptr(fd, appl, &hw, &state);
		/* an overrun: -EPIPE from the hwsync, or the state */
		if ((err == -EPIPE || (!err && state == SNDRV_PCM_STATE_XRUN)) &&
		    !last) {
			printf("# %s: %s: overrun after %lu frames, again\n",
			       tag, name, checked);
			err = 1;
			goto out;
		}
		if (err || state != SNDRV_PCM_STATE_RUNNING) {
			avc_not_ok(tag, name, "%s: SYNC_PTR %s, state %d after %lu frames",
				   what, avc_errname(-err), state, checked);
			goto out;
		}
		for (f = appl; f < hw; f++) {
			size_t at = (f % frames) * GROW_FRAME, b;

			for (b = 0; b < GROW_FRAME; b++) {
				unsigned char want = avc_wave_byte(f * GROW_FRAME + b,
								   GROW_CHANNELS, 1);

				if (ring[at + b] == want)
					continue;
				avc_not_ok(tag, name, "%s: frame %lu byte %zu is %#x, expected %#x",
					   what, f, b, ring[at + b], want);
				goto out;
			}
		}
		checked += hw - appl;
		appl = hw;
	}
	if (checked < GROW_RATE / 10)
		avc_not_ok(tag, name, "%s: only %lu frames in 0.4 s", what, checked);
	else
		avc_ok(tag, name, "%s: %zu bytes mapped, %lu frames through it are the sawtooth",
		       what, bytes, checked);
	err = 0;
out:
	ioctl(fd, SNDRV_PCM_IOCTL_DROP);
	munmap(ring, bytes);
	return err == 1;
}

/* grow_phase - phase(), again after an overrun, twice at most */
static void grow_phase(int fd, unsigned int frames, const char *what)
{
	int try;

	for (try = 0; try < 3; try++)
		if (!phase(fd, frames, what, try == 2))
			return;
}

/* card_number - the number of the card whose id is @id, or -1 */
static int card_number(const char *id)
{
	char path[64], link[64];
	ssize_t n;

	snprintf(path, sizeof(path), "/proc/asound/%s", id);
	n = readlink(path, link, sizeof(link) - 1);
	if (n < 0)
		return -1;
	link[n] = 0;
	return strncmp(link, "card", 4) ? -1 : atoi(link + 4);
}

int main(int argc, char **argv)
{
	const char *id = AVC_ALSA_CARD_ID;
	char dev[64];
	int c, fd, card;

	while ((c = getopt(argc, argv, "t:C:")) != -1) {
		switch (c) {
		case 't':
			tag = optarg;
			break;
		case 'C':
			id = optarg;
			break;
		default:
			fprintf(stderr, "usage: alsa-grow [-t TAG] [-C CARD-ID]\n");
			return 2;
		}
	}
	card = card_number(id);
	if (card < 0) {
		avc_not_ok(tag, "open", "no card %s in /proc/asound", id);
		return 1;
	}
	snprintf(dev, sizeof(dev), "/dev/snd/pcmC%dD0c", card);
	fd = open(dev, O_RDWR);
	if (fd < 0) {
		avc_not_ok(tag, "open", "%s: %s", dev, avc_errname(errno));
		return 1;
	}
	grow_phase(fd, 8192, "first hw_params");
	grow_phase(fd, 16384, "again, larger, no hw_free");
	grow_phase(fd, 12288, "again, smaller");
	close(fd);
	return avc_failures ? 1 : 0;
}
