// SPDX-License-Identifier: GPL-2.0
/*
 * avc_alsa - an ALSA card whose PCM buffers are avcompat rvbufs.
 *
 * Laid out like sound/drivers/dummy.c: module parameters, the hardware
 * description, the hrtimer "hardware", buffer handling, PCM operations,
 * card creation.
 *
 * Each open substream owns an avc_rvbuf of buffer_kb KiB (vmalloc'ed,
 * zeroed, refcounted); hw_params points runtime->dma_area into it, so
 * ALSA's read/write paths copy there, and the .mmap operation maps it
 * with avc_rvbuf_mmap() - no snd_pcm_lib_malloc_pages(), no managed
 * buffer.  The vma keeps a reference on the rvbuf and, as ALSA's own
 * vm_operations would, counts itself in substream->mmap_count (the core
 * refuses hw_params/hw_free while that is non-zero, except for OSS
 * emulation streams, which is where the rvbuf reference earns its keep).
 *
 * The hardware position is computed from CLOCK_MONOTONIC at the exact
 * rate; an hrtimer calls snd_pcm_period_elapsed() each time it crosses a
 * period boundary, and a position read a whole buffer or more after the
 * last one is reported as an xrun (avc_alsa_pcm_pointer()).
 * Playback data is consumed and discarded; capture is the sawtooth of
 * avc_wave_s16() (../common/avc_wave.h), written into the ring just behind the
 * hardware pointer whenever the pointer is read.
 *
 * With vmalloc_helpers=1 the PCM takes its buffers the way USB-audio-like
 * drivers did up to 6.11 instead: snd_pcm_lib_alloc_vmalloc_buffer() (for
 * capture its _32_ twin) in hw_params, snd_pcm_lib_free_vmalloc_buffer() in hw_free and .page =
 * snd_pcm_lib_get_vmalloc_page, the ALSA core mapping the buffer through
 * its fault handler; written in that API with no version check, it builds
 * on 6.12+ through compat/sound/pcm.h.  Playback data is then compared
 * with the sawtooth as it is consumed (avc_alsa_check()), so a client that
 * plays a recording of the capture side shows whether what it wrote
 * through the mapping reached the buffer.
 *
 * The card is created with today's snd_card_new(parent, ...); on kernels
 * before 3.15 compat/sound/core.h turns that into snd_card_create() or
 * the 2.6.29 pointer-returning snd_card_new().
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/err.h>
#include <linux/hrtimer.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/ktime.h>
#include <linux/math64.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <sound/core.h>
#include <sound/initval.h>
#include <sound/pcm.h>
#include <avcompat/rvbuf.h>

#include "avc_alsa.h"

/* ------------------------------------------------------------------ */
/* module parameters                                                   */

static int index = SNDRV_DEFAULT_IDX1;
module_param(index, int, 0444);
MODULE_PARM_DESC(index, "Index value for the avc_alsa card.");

static char *id = AVC_ALSA_CARD_ID;
module_param(id, charp, 0444);
MODULE_PARM_DESC(id, "ID string for the avc_alsa card (default " AVC_ALSA_CARD_ID ").");

static int substreams = 4;
module_param(substreams, int, 0444);
MODULE_PARM_DESC(substreams, "Playback and capture substreams, 1-16 (default 4).");

static unsigned int buffer_kb = 64;
module_param(buffer_kb, uint, 0444);
MODULE_PARM_DESC(buffer_kb, "Largest buffer in KiB, 4-4096 (default 64).");

static bool vmalloc_helpers;
module_param(vmalloc_helpers, bool, 0444);
MODULE_PARM_DESC(vmalloc_helpers, "Buffers from snd_pcm_lib_alloc_vmalloc_buffer(), mapped through .page = snd_pcm_lib_get_vmalloc_page, and playback data checked (default 0: avc_rvbuf and .mmap).");

/* ------------------------------------------------------------------ */
/* hardware description                                                */

#define AVC_ALSA_PERIOD_BYTES_MIN	64

static struct snd_pcm_hardware avc_alsa_hw = {
	.info = SNDRV_PCM_INFO_MMAP | SNDRV_PCM_INFO_MMAP_VALID |
		SNDRV_PCM_INFO_INTERLEAVED | SNDRV_PCM_INFO_BLOCK_TRANSFER |
		SNDRV_PCM_INFO_PAUSE | SNDRV_PCM_INFO_RESUME,
	.formats = SNDRV_PCM_FMTBIT_U8 | SNDRV_PCM_FMTBIT_S16_LE,
	.rates = SNDRV_PCM_RATE_CONTINUOUS | SNDRV_PCM_RATE_8000_192000,
	.rate_min = AVC_ALSA_RATE_MIN,
	.rate_max = AVC_ALSA_RATE_MAX,
	.channels_min = 1,
	.channels_max = 2,
	.period_bytes_min = AVC_ALSA_PERIOD_BYTES_MIN,
	.periods_min = 2,
	.periods_max = 1024,
	/* buffer_bytes_max and period_bytes_max: from buffer_kb at init */
};

/**
 * struct avc_alsa_pcm - the state of one open substream
 * @substream: the substream
 * @buf: its buffer; @buf->priv is @substream
 * @timer: calls snd_pcm_period_elapsed() once per period
 * @tlock: protects @running and @armed against the timer callback
 * @running: the stream runs
 * @armed: @timer is queued, or its callback runs and will decide whether
 *	to re-arm; only then may hrtimer_forward_now() be used, so a start
 *	that races with a callback never moves a queued timer
 * @base_time: when the stream was last started or resumed
 * @base_frames: @frames at @base_time
 * @frames: frames played or recorded since prepare, at the last update
 * @reported: @frames at the last position .pointer gave the core
 * @filled: capture: frames of waveform written so far
 * @rate: frames per second
 * @frame_bytes: bytes per frame
 * @buffer_size: the ring in frames
 * @period_size: a period in frames
 * @checked: playback, vmalloc_helpers=1: frames compared so far
 * @check_frames: frames compared since hw_params
 * @check_wrong: of those, frames that were not the sawtooth
 * @check_first: the first of them
 * @check_restarts: prepares since hw_params after frames were compared
 *	(an xrun's recovery: the frame count starts again, the data not)
 *
 * The rest is protected by the stream lock (all users are PCM callbacks
 * that hold it, or prepare, which runs stopped).
 */
struct avc_alsa_pcm {
	struct snd_pcm_substream *substream;
	struct avc_rvbuf *buf;
	struct hrtimer timer;
	spinlock_t tlock;	/* @running, @armed */
	bool running;
	bool armed;
	ktime_t base_time;
	u64 base_frames;
	u64 frames;
	u64 reported;
	u64 filled;
	unsigned int rate;
	unsigned int frame_bytes;
	snd_pcm_uframes_t buffer_size;
	snd_pcm_uframes_t period_size;
	u64 checked;
	u64 check_frames;
	u64 check_wrong;
	u64 check_first;
	unsigned int check_restarts;
};

static struct platform_device *avc_alsa_pdev;
static struct snd_card *avc_alsa_card;

/* ------------------------------------------------------------------ */
/* the hrtimer "hardware"                                              */

/**
 * avc_alsa_fill() - write the capture waveform up to the hardware pointer
 * @apcm: the capture stream
 *
 * Frames are numbered from the start after prepare; only the last ring's
 * worth is written if the pointer moved further than that.
 */
static void avc_alsa_fill(struct avc_alsa_pcm *apcm)
{
	struct snd_pcm_runtime *runtime = apcm->substream->runtime;
	unsigned int channels = runtime->channels;
	bool s16 = runtime->format == SNDRV_PCM_FORMAT_S16_LE;
	u64 frame = apcm->filled;
	u32 pos;

	if (apcm->frames - frame > apcm->buffer_size)
		frame = apcm->frames - apcm->buffer_size;
	div_u64_rem(frame, apcm->buffer_size, &pos);
	for (; frame < apcm->frames; frame++) {
		avc_wave_frame(runtime->dma_area + pos * apcm->frame_bytes,
			       frame, channels, s16);
		if (++pos == apcm->buffer_size)
			pos = 0;
	}
	apcm->filled = apcm->frames;
}

/**
 * avc_alsa_check() - compare consumed playback data with the sawtooth
 * @apcm: a playback stream of vmalloc_helpers=1, position just updated
 *
 * Frame n of the stream must be avc_wave_frame(n): what a client plays
 * when it plays a recording of the capture side from its frame 0.  Only
 * frames the client has committed (below appl_ptr) and cannot have
 * overwritten yet are compared: those from the position last reported to
 * the core on, which lets the client write at most one buffer ahead of
 * it.  Counted here, reported at hw_free.
 */
static void avc_alsa_check(struct avc_alsa_pcm *apcm)
{
	struct snd_pcm_runtime *runtime = apcm->substream->runtime;
	bool s16 = runtime->format == SNDRV_PCM_FORMAT_S16_LE;
	u64 frame = max(apcm->checked, apcm->reported);
	u64 end = READ_ONCE(runtime->control->appl_ptr);
	u8 want[4];	/* two S16 channels at most */
	u32 pos;

	end = min3(end, apcm->frames, apcm->reported + apcm->buffer_size);
	if (frame >= end)
		return;
	apcm->check_frames += end - frame;
	div_u64_rem(frame, apcm->buffer_size, &pos);
	for (; frame < end; frame++) {
		avc_wave_frame(want, frame, runtime->channels, s16);
		if (memcmp(runtime->dma_area + pos * apcm->frame_bytes, want,
			   apcm->frame_bytes) && !apcm->check_wrong++)
			apcm->check_first = frame;
		if (++pos == apcm->buffer_size)
			pos = 0;
	}
	apcm->checked = end;
}

/* Bring the position up to now; with the stream lock held. */
static void avc_alsa_update(struct avc_alsa_pcm *apcm)
{
	ktime_t now = ktime_get();
	u64 ns;

	if (!apcm->running || ktime_before(now, apcm->base_time))
		return;
	ns = ktime_to_ns(ktime_sub(now, apcm->base_time));
	apcm->frames = apcm->base_frames +
		       div_u64(ns * apcm->rate, NSEC_PER_SEC);
	if (apcm->substream->stream == SNDRV_PCM_STREAM_CAPTURE)
		avc_alsa_fill(apcm);
	else if (vmalloc_helpers)
		avc_alsa_check(apcm);
}

/**
 * avc_alsa_irq_time() - when the position crosses the next period boundary
 * @apcm: the running stream, with @tlock held (the trigger sets the base
 *	under it)
 * @now: the time from which the next boundary counts
 *
 * Real hardware interrupts when its pointer crosses a period boundary, and
 * the ALSA core relies on that: snd_pcm_update_hw_ptr0() takes an
 * interrupt that finds the pointer less than a period past the last
 * interrupt's boundary (hw_ptr_interrupt + period_size) for a late one,
 * and adds a whole buffer if the jiffies since the last update exceed half
 * the buffer's - which snd_pcm_do_pause() forces for the first update
 * after a pause, by setting hw_ptr_jiffies 1000 s back (sound/core/
 * pcm_lib.c and pcm_native.c, the same from 5.10 to 7.3).  So the timer
 * fires when the frame count reaches the next multiple of the period (the
 * core's hw_ptr_interrupt is one from prepare on), rounded up to the next
 * nanosecond: adding a period's nanoseconds to the last expiry would land
 * a frame short of the boundary (17 frames at 48 kHz are 354166.67 ns).
 *
 * Return: the absolute CLOCK_MONOTONIC expiry.
 */
static ktime_t avc_alsa_irq_time(const struct avc_alsa_pcm *apcm, ktime_t now)
{
	u64 frame = apcm->base_frames;

	if (ktime_after(now, apcm->base_time))
		frame += div_u64(ktime_to_ns(ktime_sub(now, apcm->base_time)) *
				 apcm->rate, NSEC_PER_SEC);
	frame = (div_u64(frame, apcm->period_size) + 1) * apcm->period_size;
	return ktime_add_ns(apcm->base_time,
			    div_u64((frame - apcm->base_frames) * NSEC_PER_SEC +
				    apcm->rate - 1, apcm->rate));
}

/**
 * avc_alsa_timer_fn() - one period has elapsed
 * @timer: avc_alsa_pcm.timer
 *
 * snd_pcm_period_elapsed() may stop the stream (xrun, drain), and a stop
 * and a new start (pause release) may both happen while it waits for the
 * stream lock; whether to re-arm is decided afterwards, under @tlock.
 *
 * Return: HRTIMER_RESTART while the stream runs.
 */
static enum hrtimer_restart avc_alsa_timer_fn(struct hrtimer *timer)
{
	struct avc_alsa_pcm *apcm = container_of(timer, struct avc_alsa_pcm,
						 timer);
	unsigned long flags;
	bool again;

	snd_pcm_period_elapsed(apcm->substream);
	spin_lock_irqsave(&apcm->tlock, flags);
	again = apcm->running;
	if (again)
		hrtimer_set_expires(timer, avc_alsa_irq_time(apcm, ktime_get()));
	else
		apcm->armed = false;
	spin_unlock_irqrestore(&apcm->tlock, flags);
	return again ? HRTIMER_RESTART : HRTIMER_NORESTART;
}

/* Wait for the timer to be idle; not with the stream lock held. */
static void avc_alsa_timer_sync(struct avc_alsa_pcm *apcm)
{
	hrtimer_cancel(&apcm->timer);
	spin_lock_irq(&apcm->tlock);
	apcm->armed = false;
	spin_unlock_irq(&apcm->tlock);
}

/* ------------------------------------------------------------------ */
/* buffer handling                                                     */

static void avc_alsa_vm_open(struct vm_area_struct *vma)
{
	struct avc_rvbuf *buf = vma->vm_private_data;
	struct snd_pcm_substream *substream = buf->priv;

	avc_rvbuf_vm_open(vma);
	atomic_inc(&substream->mmap_count);
}

static void avc_alsa_vm_close(struct vm_area_struct *vma)
{
	struct avc_rvbuf *buf = vma->vm_private_data;
	struct snd_pcm_substream *substream = buf->priv;

	atomic_dec(&substream->mmap_count);
	avc_rvbuf_vm_close(vma);
}

/*
 * avc_rvbuf's vm_operations plus what ALSA's snd_pcm_vm_ops_data does:
 * snd_pcm_mmap_data() installs those and counts the first mapping in
 * mmap_count before calling .mmap; replacing them without this would
 * leave mmap_count raised for ever, and every later hw_params on the
 * substream would fail with -EBADFD.
 */
static const struct vm_operations_struct avc_alsa_vm_ops = {
	.open = avc_alsa_vm_open,
	.close = avc_alsa_vm_close,
};

/**
 * avc_alsa_pcm_mmap() - map the substream's buffer
 * @substream: the substream
 * @vma: the mapping; ALSA has checked the window against dma_bytes
 *
 * Return: 0, or the error of avc_rvbuf_mmap() (-EINVAL for a writable
 * private mapping).
 */
static int avc_alsa_pcm_mmap(struct snd_pcm_substream *substream,
			     struct vm_area_struct *vma)
{
	struct avc_alsa_pcm *apcm = substream->runtime->private_data;
	int err;

	err = avc_rvbuf_mmap(apcm->buf, vma);
	if (err)
		return err;
	vma->vm_ops = &avc_alsa_vm_ops;
	return 0;
}

/* ------------------------------------------------------------------ */
/* PCM operations                                                      */

static int avc_alsa_pcm_open(struct snd_pcm_substream *substream)
{
	struct snd_pcm_runtime *runtime = substream->runtime;
	struct avc_alsa_pcm *apcm;

	apcm = kzalloc_obj(*apcm);
	if (!apcm)
		return -ENOMEM;
	if (!vmalloc_helpers) {
		apcm->buf = avc_rvbuf_alloc(avc_alsa_hw.buffer_bytes_max);
		if (!apcm->buf) {
			kfree(apcm);
			return -ENOMEM;
		}
		apcm->buf->priv = substream;
	}
	apcm->substream = substream;
	spin_lock_init(&apcm->tlock);
	hrtimer_setup(&apcm->timer, avc_alsa_timer_fn, CLOCK_MONOTONIC,
		      HRTIMER_MODE_REL);
	runtime->private_data = apcm;
	runtime->hw = avc_alsa_hw;
	return 0;
}

static int avc_alsa_pcm_close(struct snd_pcm_substream *substream)
{
	struct avc_alsa_pcm *apcm = substream->runtime->private_data;

	avc_alsa_timer_sync(apcm);
	avc_rvbuf_put(apcm->buf);
	kfree(apcm);
	return 0;
}

/*
 * The buffer was allocated at open at the largest size hw_params can
 * choose (buffer_bytes_max), so it is never reallocated: a mapping made
 * through OSS emulation, which may re-run hw_params while mapped, keeps
 * seeing the data.
 */
static int avc_alsa_pcm_hw_params(struct snd_pcm_substream *substream,
				  struct snd_pcm_hw_params *params)
{
	struct snd_pcm_runtime *runtime = substream->runtime;
	struct avc_alsa_pcm *apcm = runtime->private_data;

	if (params_buffer_bytes(params) > apcm->buf->size)
		return -EINVAL;
	runtime->dma_area = apcm->buf->mem;
	runtime->dma_addr = 0;
	runtime->dma_bytes = params_buffer_bytes(params);
	return 0;
}

static int avc_alsa_pcm_hw_free(struct snd_pcm_substream *substream)
{
	struct snd_pcm_runtime *runtime = substream->runtime;
	struct avc_alsa_pcm *apcm = runtime->private_data;

	avc_alsa_timer_sync(apcm);
	runtime->dma_area = NULL;
	runtime->dma_bytes = 0;
	return 0;
}

/*
 * vmalloc_helpers=1: the buffer of the PCM vmalloc helpers, as a driver
 * for 6.11 and older took it (compat/sound/pcm.h on 6.12+).  A second
 * hw_params that asks for more gets a new, larger buffer; one that asks
 * for less keeps the old (1 or 0, as the helper says).  Capture takes
 * the 32-bit-addressable twin, as a device that writes the pages with
 * 32-bit DMA would, so both allocations run.
 */
static int avc_alsa_vm_hw_params(struct snd_pcm_substream *substream,
				 struct snd_pcm_hw_params *params)
{
	struct avc_alsa_pcm *apcm = substream->runtime->private_data;

	apcm->check_frames = 0;
	apcm->check_wrong = 0;
	apcm->check_restarts = 0;
	if (substream->stream == SNDRV_PCM_STREAM_CAPTURE)
		return snd_pcm_lib_alloc_vmalloc_32_buffer(substream,
							   params_buffer_bytes(params));
	return snd_pcm_lib_alloc_vmalloc_buffer(substream,
						params_buffer_bytes(params));
}

static int avc_alsa_vm_hw_free(struct snd_pcm_substream *substream)
{
	struct avc_alsa_pcm *apcm = substream->runtime->private_data;

	avc_alsa_timer_sync(apcm);
	if (substream->stream == SNDRV_PCM_STREAM_PLAYBACK &&
	    apcm->check_frames)
		pr_info("playback check: %llu frames compared with the sawtooth, %llu differ (first: frame %llu), %u restarts\n",
			apcm->check_frames, apcm->check_wrong,
			apcm->check_wrong ? apcm->check_first : 0,
			apcm->check_restarts);
	apcm->check_frames = 0;
	return snd_pcm_lib_free_vmalloc_buffer(substream);
}

static int avc_alsa_pcm_prepare(struct snd_pcm_substream *substream)
{
	struct snd_pcm_runtime *runtime = substream->runtime;
	struct avc_alsa_pcm *apcm = runtime->private_data;

	/* a stopped stream's timer has at most one last, harmless run left */
	avc_alsa_timer_sync(apcm);
	if (apcm->checked)
		apcm->check_restarts++;
	apcm->checked = 0;
	apcm->rate = runtime->rate;
	apcm->frame_bytes = frames_to_bytes(runtime, 1);
	apcm->buffer_size = runtime->buffer_size;
	apcm->period_size = runtime->period_size;
	apcm->frames = 0;
	apcm->reported = 0;
	apcm->base_frames = 0;
	apcm->filled = 0;
	return 0;
}

/*
 * Called with the stream lock held (irqs off): the timer is started or
 * stopped without waiting for its callback, which may itself be waiting
 * for the stream lock in snd_pcm_period_elapsed().
 */
static int avc_alsa_pcm_trigger(struct snd_pcm_substream *substream, int cmd)
{
	struct avc_alsa_pcm *apcm = substream->runtime->private_data;

	switch (cmd) {
	case SNDRV_PCM_TRIGGER_START:
	case SNDRV_PCM_TRIGGER_RESUME:
	case SNDRV_PCM_TRIGGER_PAUSE_RELEASE:
		spin_lock(&apcm->tlock);
		apcm->base_time = ktime_get();
		apcm->base_frames = apcm->frames;
		apcm->running = true;
		if (!apcm->armed) {
			apcm->armed = true;
			hrtimer_start(&apcm->timer,
				      avc_alsa_irq_time(apcm, apcm->base_time),
				      HRTIMER_MODE_ABS);
		}
		spin_unlock(&apcm->tlock);
		return 0;
	case SNDRV_PCM_TRIGGER_STOP:
	case SNDRV_PCM_TRIGGER_SUSPEND:
	case SNDRV_PCM_TRIGGER_PAUSE_PUSH:
		avc_alsa_update(apcm);
		spin_lock(&apcm->tlock);
		apcm->running = false;
		/* dequeued: idle now; else the running callback disarms */
		if (hrtimer_try_to_cancel(&apcm->timer) >= 0)
			apcm->armed = false;
		spin_unlock(&apcm->tlock);
		return 0;
	}
	return -EINVAL;
}

/**
 * avc_alsa_pcm_pointer() - the hardware position in the buffer
 * @substream: the substream
 *
 * The core learns how far the stream moved only from this position
 * modulo the buffer: it adds the difference to the last one, plus one
 * buffer if the position went backwards.  A read that comes a whole
 * buffer or more after the last one (a late timer, a stalled reader)
 * looks like one that came less than a buffer late, and the client would
 * read or play data whole buffers away from where it thinks, without an
 * error.  The core's own check for late interrupts cannot see it: it
 * counts jiffies, and adds at most one buffer.  So report an xrun
 * instead: the client sees -EPIPE and prepares again.
 *
 * Return: the position in frames, or SNDRV_PCM_POS_XRUN.
 */
static snd_pcm_uframes_t avc_alsa_pcm_pointer(struct snd_pcm_substream *substream)
{
	struct avc_alsa_pcm *apcm = substream->runtime->private_data;
	u32 pos;

	avc_alsa_update(apcm);
	if (apcm->frames - apcm->reported >= apcm->buffer_size)
		return SNDRV_PCM_POS_XRUN;
	apcm->reported = apcm->frames;
	div_u64_rem(apcm->frames, apcm->buffer_size, &pos);
	return pos;
}

static const struct snd_pcm_ops avc_alsa_pcm_ops = {
	.open = avc_alsa_pcm_open,
	.close = avc_alsa_pcm_close,
	.ioctl = snd_pcm_lib_ioctl,
	.hw_params = avc_alsa_pcm_hw_params,
	.hw_free = avc_alsa_pcm_hw_free,
	.prepare = avc_alsa_pcm_prepare,
	.trigger = avc_alsa_pcm_trigger,
	.pointer = avc_alsa_pcm_pointer,
	.mmap = avc_alsa_pcm_mmap,
};

/* vmalloc_helpers=1: no .mmap, the core maps through .page */
static const struct snd_pcm_ops avc_alsa_vm_pcm_ops = {
	.open = avc_alsa_pcm_open,
	.close = avc_alsa_pcm_close,
	.ioctl = snd_pcm_lib_ioctl,
	.hw_params = avc_alsa_vm_hw_params,
	.hw_free = avc_alsa_vm_hw_free,
	.prepare = avc_alsa_pcm_prepare,
	.trigger = avc_alsa_pcm_trigger,
	.pointer = avc_alsa_pcm_pointer,
	.page = snd_pcm_lib_get_vmalloc_page,
};

/* ------------------------------------------------------------------ */
/* card                                                                */

static int avc_alsa_new_pcm(struct snd_card *card)
{
	const struct snd_pcm_ops *ops = vmalloc_helpers ? &avc_alsa_vm_pcm_ops :
							  &avc_alsa_pcm_ops;
	struct snd_pcm *pcm;
	int err;

	err = snd_pcm_new(card, "avc_alsa PCM", 0, substreams, substreams,
			  &pcm);
	if (err < 0)
		return err;
	snd_pcm_set_ops(pcm, SNDRV_PCM_STREAM_PLAYBACK, ops);
	snd_pcm_set_ops(pcm, SNDRV_PCM_STREAM_CAPTURE, ops);
	pcm->info_flags = 0;
	snprintf(pcm->name, sizeof(pcm->name), "avc_alsa PCM");
	return 0;
}

static int __init avc_alsa_init(void)
{
	struct snd_card *card;
	int err;

	if (substreams < 1 || substreams > 16) {
		pr_err("substreams must be 1..16\n");
		return -EINVAL;
	}
	if (buffer_kb < 4 || buffer_kb > 4096) {
		pr_err("buffer_kb must be 4..4096\n");
		return -EINVAL;
	}
	avc_alsa_hw.buffer_bytes_max = (size_t)buffer_kb << 10;
	avc_alsa_hw.period_bytes_max = avc_alsa_hw.buffer_bytes_max / 2;

	/* a parent device for the card, as dummy.c has; no driver binds it */
	avc_alsa_pdev = platform_device_register_simple(AVC_ALSA_DRIVER, -1,
							NULL, 0);
	if (IS_ERR(avc_alsa_pdev))
		return PTR_ERR(avc_alsa_pdev);

	err = snd_card_new(&avc_alsa_pdev->dev, index, id, THIS_MODULE, 0,
			   &card);
	if (err < 0)
		goto out_pdev;
	snprintf(card->driver, sizeof(card->driver), "%s", AVC_ALSA_DRIVER);
	snprintf(card->shortname, sizeof(card->shortname), "avc_alsa");
	snprintf(card->longname, sizeof(card->longname),
		 "avc_alsa (avcompat rvbuf sample), %u KiB buffers", buffer_kb);
	err = avc_alsa_new_pcm(card);
	if (err < 0)
		goto out_card;
	err = snd_card_register(card);
	if (err < 0)
		goto out_card;
	avc_alsa_card = card;
	if (vmalloc_helpers)
		pr_info("card %d (%s): %d+%d substreams, buffers up to %u KiB from snd_pcm_lib_alloc_vmalloc_buffer(), mmap via .page\n",
			card->number, card->id, substreams, substreams,
			buffer_kb);
	else
		pr_info("card %d (%s): %d+%d substreams, %u KiB rvbuf buffers, mmap via avc_rvbuf_mmap()\n",
			card->number, card->id, substreams, substreams,
			buffer_kb);
	return 0;

out_card:
	snd_card_free(card);
out_pdev:
	platform_device_unregister(avc_alsa_pdev);
	return err;
}

static void __exit avc_alsa_exit(void)
{
	snd_card_free(avc_alsa_card);
	platform_device_unregister(avc_alsa_pdev);
}

module_init(avc_alsa_init);
module_exit(avc_alsa_exit);

MODULE_DESCRIPTION("avcompat sample: an ALSA card with avc_rvbuf buffers");
MODULE_LICENSE("GPL");
