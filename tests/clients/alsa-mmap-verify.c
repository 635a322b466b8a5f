// SPDX-License-Identifier: GPL-2.0
/*
 * alsa-mmap-verify - drive the ALSA sample through alsa-lib's mmap API
 * (snd_pcm_mmap_begin/snd_pcm_mmap_commit) and check what comes back.
 *
 * usage: alsa-mmap-verify [options] capture
 *		record for -d seconds through the mmap areas; every sample
 *		must be the avc_alsa sawtooth for its frame number, and the
 *		frames must arrive at the sample rate by the wall clock.
 *		An xrun (a guest stalled longer than the buffer) starts the
 *		case again, 3 times at most (capture, pause, playback)
 *	  alsa-mmap-verify [options] pause
 *		capture as above, but pause the stream every half second:
 *		once for 100 ms, then 20 times in quick succession (the
 *		driver's timer start/stop races); the data must continue
 *		across every pause without a gap, and the rate must hold
 *		with the paused time taken out
 *	  alsa-mmap-verify [options] playback
 *		write -d seconds of the sawtooth through the mmap areas and
 *		drain; the drain must end after the data's duration, not
 *		before and not much later
 *	  alsa-mmap-verify [options] lifetime
 *		the vma bookkeeping of the driver's .mmap: with an extra
 *		mapping of the buffer alive (forked and split by a partial
 *		munmap) hw_free must be refused with EBADFD; private
 *		writable, too long and growing (mremap) mappings must be
 *		refused; once the extra mapping is gone hw_free and a new
 *		hw_params must succeed and capture must still deliver the
 *		sawtooth
 *	  alsa-mmap-verify [options] hand CMD [ARG...]
 *		configure the playback stream (hw_params, sw_params,
 *		prepared, not started), fill its buffer with the sawtooth
 *		through a mapping, and exec CMD with the stream's descriptor
 *		left open: an ARG "%FD%" becomes its number, "%SIZE%" the
 *		buffer's size in whole pages.  For clients that map a
 *		configured stream but cannot configure one (hostile -F)
 *	  alsa-mmap-verify [options] file FILE
 *		check a raw recording (arecord -t raw) against the
 *		sawtooth from frame 0; -n BYTES is the least it must hold
 *	options:
 *	-t TAG     prefix of the result names (default "alsa-mmap")
 *	-D PCM     the PCM (default hw:avcalsa)
 *	-f u8|s16  sample format (default s16: S16_LE)
 *	-c N       channels (default 2)
 *	-r RATE    sample rate (default 48000)
 *	-d SECS    how long to run (default 2)
 *	-p FRAMES  period size (default 1024)
 *	-b FRAMES  buffer size (default: the whole periods that hold
 *		   340 ms, at least 4); a device that grants less fails the
 *		   params check.  A buffer rides out a stall of the guest as
 *		   long as itself: under TCG on a loaded host a vCPU stops for
 *		   100 ms and more, and the sample then reports an xrun
 *	-n BYTES   file: minimum size
 *
 * Results are AVC-TEST lines (avc-test.h); the exit status is 1 if any
 * check failed.
 */
#define _GNU_SOURCE
#include <alsa/asoundlib.h>
#include <fcntl.h>
#include <poll.h>
#include <sys/mman.h>
#include <time.h>

#include "avc-sound.h"
#include "avc-test.h"
#include "avc_alsa.h"

static const char *tag = "alsa-mmap";
static const char *device = "hw:" AVC_ALSA_CARD_ID;
static snd_pcm_format_t format = SND_PCM_FORMAT_S16_LE;
static unsigned int channels = 2;
static unsigned int rate = 48000;
static double seconds = 2.0;
static snd_pcm_uframes_t period = 1024;
static snd_pcm_uframes_t buffer;
static long min_bytes;
static double paused;		/* seconds spent in pause_now(), at most */
static double paused_min;	/* seconds it slept while paused, at least */
static int pause_runs;		/* pause_now() calls */

/* the default buffer holds this many seconds (-b) */
#define STALL_S 0.34

/*
 * struct clock - when a stream started and where its hardware pointer
 * was, each bracketed by wall-clock readings, so that a check built on
 * them stays exact however the client is scheduled
 */
struct clock {
	double start_before, start_after;	/* around snd_pcm_start() */
	double read_before, read_after;		/* around snd_pcm_avail() */
	__u64 hw;				/* frames played or recorded */
};

static unsigned int frame_bytes(void)
{
	return (format == SND_PCM_FORMAT_S16_LE ? 2 : 1) * channels;
}

/* expected byte at absolute byte position @pos of the capture stream */
static unsigned char wave_byte(__u64 pos)
{
	return avc_wave_byte(pos, channels, format == SND_PCM_FORMAT_S16_LE);
}

/* the address of sample @c of frame @off in mmap areas */
static unsigned char *sample_at(const snd_pcm_channel_area_t *areas,
				unsigned int c, snd_pcm_uframes_t off)
{
	return (unsigned char *)areas[c].addr +
	       (areas[c].first + off * areas[c].step) / 8;
}

static int set_params(snd_pcm_t *pcm, const char *what)
{
	snd_pcm_hw_params_t *hw;
	snd_pcm_sw_params_t *sw;
	snd_pcm_uframes_t p = period, b = buffer;
	unsigned int r = rate;
	char name[64];
	int err;

	snprintf(name, sizeof(name), "%s-params", what);
	snd_pcm_hw_params_alloca(&hw);
	snd_pcm_sw_params_alloca(&sw);
	err = snd_pcm_hw_params_any(pcm, hw);
	if (!err)
		err = snd_pcm_hw_params_set_access(pcm, hw,
						   SND_PCM_ACCESS_MMAP_INTERLEAVED);
	if (!err)
		err = snd_pcm_hw_params_set_format(pcm, hw, format);
	if (!err)
		err = snd_pcm_hw_params_set_channels(pcm, hw, channels);
	if (!err)
		err = snd_pcm_hw_params_set_rate_near(pcm, hw, &r, NULL);
	if (!err)
		err = snd_pcm_hw_params_set_period_size_near(pcm, hw, &p, NULL);
	if (!err)
		err = snd_pcm_hw_params_set_buffer_size_near(pcm, hw, &b);
	if (!err)
		err = snd_pcm_hw_params(pcm, hw);
	if (err < 0) {
		avc_not_ok(tag, name, "hw_params: %s", snd_strerror(err));
		return -1;
	}
	if (r != rate) {
		avc_not_ok(tag, name, "rate %u instead of %u", r, rate);
		return -1;
	}
	if (b < buffer) {
		avc_not_ok(tag, name,
			   "buffer %lu frames (%.0f ms) where %lu were asked for: raise the device's maximum (avc_alsa buffer_kb)",
			   (unsigned long)b, 1000.0 * b / rate,
			   (unsigned long)buffer);
		return -1;
	}
	period = p;
	buffer = b;
	err = snd_pcm_sw_params_current(pcm, sw);
	if (!err)
		err = snd_pcm_sw_params_set_avail_min(pcm, sw, period);
	if (!err)
		err = snd_pcm_sw_params_set_start_threshold(pcm, sw, buffer);
	if (!err)
		err = snd_pcm_sw_params(pcm, sw);
	if (err < 0) {
		avc_not_ok(tag, name, "sw_params: %s", snd_strerror(err));
		return -1;
	}
	avc_ok(tag, name,
	       "%s, %u ch, %u Hz, period %lu, buffer %lu frames (%.0f ms), mmap interleaved",
	       snd_pcm_format_name(format), channels, rate,
	       (unsigned long)period, (unsigned long)buffer,
	       1000.0 * buffer / rate);
	return 0;
}

/* xruns a case rides out by starting again (xrun_again()) */
#define MAX_XRUNS 3
static int xruns;

/*
 * xrun_again() - snd_pcm_avail_update() or snd_pcm_wait() failed with
 * @err after @done frames of a stream started at @start (0: not yet
 * started).  An xrun
 * (-EPIPE) says more than the buffer passed without the client, or the
 * sample's pointer was read a buffer late: a guest stalled on a loaded
 * host.  The sample reports it, as it must; the client prepares the
 * stream and starts the case again (Return: 1), MAX_XRUNS times.  A
 * silent skip (no xrun) still fails the rate check.  Anything else, or
 * one xrun too many, is a failure (Return: 0).
 */
static int xrun_again(snd_pcm_t *pcm, const char *name, __u64 done,
		      double start, long err)
{
	if (err == -EPIPE && xruns < MAX_XRUNS && !snd_pcm_prepare(pcm)) {
		xruns++;
		printf("# %s/%s: xrun %d after %llu frames, %.3f s in: again\n",
		       tag, name, xruns, (unsigned long long)done,
		       start ? avc_now_s() - start : 0.0);
		return 1;
	}
	if (err == -EPIPE)
		avc_not_ok(tag, name,
			   "xrun %d after %llu frames, %.3f s after the start: more than the %lu-frame (%.0f ms) buffer passed unserviced",
			   xruns + 1, (unsigned long long)done,
			   start ? avc_now_s() - start : 0.0,
			   (unsigned long)buffer, 1000.0 * buffer / rate);
	else
		avc_not_ok(tag, name, "after %llu frames: %s",
			   (unsigned long long)done, snd_strerror(err));
	return 0;
}

/* one 100 ms pause, then 20 short ones; adds the time to @paused */
static int pause_now(snd_pcm_t *pcm, const char *name)
{
	double t0 = avc_now_s();
	int i, err;

	for (i = 0; i < 21; i++) {
		err = snd_pcm_pause(pcm, 1);
		if (!err) {
			avc_sleep_s(i ? 0.001 : 0.1);
			paused_min += i ? 0.001 : 0.1;
			err = snd_pcm_pause(pcm, 0);
		}
		if (err < 0) {
			avc_not_ok(tag, name, "snd_pcm_pause: %s", snd_strerror(err));
			return -1;
		}
	}
	paused += avc_now_s() - t0;
	pause_runs++;
	return 0;
}

/*
 * capture_frames() - record @total frames through the mmap areas and
 * compare every sample; the first frame recorded is frame @first of the
 * waveform.  Return: frames compared, or -1 after reporting a failure.
 */
static long capture_frames(snd_pcm_t *pcm, const char *name, __u64 first,
			   __u64 total, struct clock *clk, __u64 pause_every)
{
	__u64 done, bad, first_bad, next_pause;
	unsigned int fb = frame_bytes();
	snd_pcm_sframes_t avail;
	int err;

again:
	done = 0;
	bad = 0;
	first_bad = 0;
	next_pause = pause_every;
	paused = 0;
	paused_min = 0;
	pause_runs = 0;
	clk->start_before = avc_now_s();
	err = snd_pcm_start(pcm);
	clk->start_after = avc_now_s();
	if (err < 0) {
		avc_not_ok(tag, name, "snd_pcm_start: %s", snd_strerror(err));
		return -1;
	}
	while (done < total) {
		const snd_pcm_channel_area_t *areas;
		snd_pcm_uframes_t off, frames, i;
		snd_pcm_sframes_t avail;
		unsigned int c, k;

		avail = snd_pcm_avail_update(pcm);
		if (avail >= 0 && (snd_pcm_uframes_t)avail < period) {
			err = snd_pcm_wait(pcm, 1000);
			if (!err) {
				avc_not_ok(tag, name, "snd_pcm_wait after %llu frames: timeout",
					   (unsigned long long)done);
				return -1;
			}
			if (err > 0)
				continue;
			avail = err;
		}
		/* avail_update's or wait's error */
		if (avail < 0) {
			if (xrun_again(pcm, name, done, clk->start_after, avail))
				goto again;
			return -1;
		}
		frames = avail;
		err = snd_pcm_mmap_begin(pcm, &areas, &off, &frames);
		if (err < 0) {
			avc_not_ok(tag, name, "mmap_begin: %s", snd_strerror(err));
			return -1;
		}
		for (i = 0; i < frames; i++) {
			__u64 pos = (first + done + i) * fb;

			for (c = 0; c < channels; c++) {
				unsigned char *s = sample_at(areas, c, off + i);
				unsigned int sb = fb / channels;

				for (k = 0; k < sb; k++) {
					__u64 bp = pos + c * sb + k;

					if (s[k] != wave_byte(bp) && !bad++)
						first_bad = bp;
				}
			}
		}
		err = snd_pcm_mmap_commit(pcm, off, frames);
		if (err < 0 || (snd_pcm_uframes_t)err != frames) {
			avc_not_ok(tag, name, "mmap_commit: %s",
				   err < 0 ? snd_strerror(err) : "short");
			return -1;
		}
		done += frames;
		if (pause_every && done >= next_pause && done < total) {
			if (pause_now(pcm, name))
				return -1;
			next_pause += pause_every;
		}
	}
	clk->read_before = avc_now_s();
	avail = snd_pcm_avail(pcm);
	clk->read_after = avc_now_s();
	clk->hw = done + (avail > 0 ? avail : 0);
	snd_pcm_drop(pcm);
	if (bad) {
		avc_not_ok(tag, name,
			   "%llu of %llu bytes differ from the sawtooth; first at stream byte %llu (frame %llu)",
			   (unsigned long long)bad,
			   (unsigned long long)(done * fb),
			   (unsigned long long)first_bad,
			   (unsigned long long)(first_bad / fb));
		return -1;
	}
	return done;
}

/*
 * report_rate() - the hardware pointer against the wall clock: it ran
 * between read_before - start_after and read_after - start_before,
 * less the time paused (at least paused_min, at most paused), so it must
 * stand between those times the rate (0.5% and two frames of slack).
 */
static void report_rate(const char *name, const struct clock *clk)
{
	double lo_t = clk->read_before - clk->start_after - paused;
	double hi_t = clk->read_after - clk->start_before - paused_min;
	double lo = rate * lo_t * 0.995 - 2, hi = rate * hi_t * 1.005 + 2;
	double el = (lo_t + hi_t) / 2;

	if (clk->hw < lo || clk->hw > hi)
		avc_not_ok(tag, name,
			   "hardware pointer at %llu frames after %.3f s running, expected %.0f-%.0f at %u Hz",
			   (unsigned long long)clk->hw, el, lo, hi, rate);
	else
		avc_ok(tag, name,
		       "hardware pointer at %llu frames after %.3f s running (%u Hz nominal, %+.2f%%)",
		       (unsigned long long)clk->hw, el, rate,
		       100.0 * (clk->hw / el - rate) / rate);
}

static snd_pcm_t *open_pcm(snd_pcm_stream_t dir, const char *what)
{
	snd_pcm_t *pcm;
	char name[64];
	int err;

	snprintf(name, sizeof(name), "%s-open", what);
	err = snd_pcm_open(&pcm, device, dir, 0);
	if (err < 0) {
		avc_not_ok(tag, name, "%s: %s", device, snd_strerror(err));
		return NULL;
	}
	if (set_params(pcm, what)) {
		snd_pcm_close(pcm);
		return NULL;
	}
	return pcm;
}

static int do_capture(int pauses)
{
	snd_pcm_t *pcm = open_pcm(SND_PCM_STREAM_CAPTURE, "capture");
	__u64 total = (__u64)(seconds * rate);
	struct clock clk;
	long n;

	if (!pcm)
		return 1;
	n = capture_frames(pcm, "capture-data", 0, total, &clk,
			   pauses ? rate / 2 : 0);
	if (n >= 0 && pauses)
		avc_ok(tag, "capture-pauses", "%.3f s paused in %d sequences of 21 pauses",
		       paused, pause_runs);
	if (n >= 0) {
		avc_ok(tag, "capture-data",
		       "%ld frames (%ld bytes) match the sawtooth byte for byte (%d xruns before)",
		       n, n * (long)frame_bytes(), xruns);
		report_rate("capture-rate", &clk);
	}
	snd_pcm_close(pcm);
	return avc_failures ? 1 : 0;
}

static int do_playback(void)
{
	snd_pcm_t *pcm = open_pcm(SND_PCM_STREAM_PLAYBACK, "playback");
	__u64 total = (__u64)(seconds * rate), done = 0;
	unsigned int fb = frame_bytes();
	struct clock clk = { 0 };
	snd_pcm_sframes_t avail;
	double drained;
	int err;

	if (!pcm)
		return 1;
	while (done < total) {
		const snd_pcm_channel_area_t *areas;
		snd_pcm_uframes_t off, frames, i;
		snd_pcm_sframes_t avail;
		unsigned int c, k, sb = fb / channels;

		avail = snd_pcm_avail_update(pcm);
		if (!avail) {
			err = snd_pcm_wait(pcm, 1000);
			if (!err) {
				avc_not_ok(tag, "playback-data",
					   "snd_pcm_wait: timeout");
				snd_pcm_close(pcm);
				return 1;
			}
			if (err > 0)
				continue;
			avail = err;
		}
		/* avail_update's or wait's error */
		if (avail < 0) {
			if (xrun_again(pcm, "playback-data", done,
				       clk.start_after, avail)) {
				done = 0;
				memset(&clk, 0, sizeof(clk));
				continue;
			}
			snd_pcm_close(pcm);
			return 1;
		}
		frames = avail;
		if (frames > total - done)
			frames = total - done;
		err = snd_pcm_mmap_begin(pcm, &areas, &off, &frames);
		if (err < 0) {
			avc_not_ok(tag, "playback-data", "mmap_begin: %s",
				   snd_strerror(err));
			snd_pcm_close(pcm);
			return 1;
		}
		for (i = 0; i < frames; i++)
			for (c = 0; c < channels; c++)
				for (k = 0; k < sb; k++)
					sample_at(areas, c, off + i)[k] =
						wave_byte((done + i) * fb + c * sb + k);
		err = snd_pcm_mmap_commit(pcm, off, frames);
		if (err < 0 || (snd_pcm_uframes_t)err != frames) {
			avc_not_ok(tag, "playback-data", "mmap_commit: %s",
				   err < 0 ? snd_strerror(err) : "short");
			snd_pcm_close(pcm);
			return 1;
		}
		done += frames;
		/* mmap_commit does not start the stream: do it once it is full */
		if (snd_pcm_state(pcm) == SND_PCM_STATE_PREPARED &&
		    done >= buffer) {
			clk.start_before = avc_now_s();
			err = snd_pcm_start(pcm);
			clk.start_after = avc_now_s();
			if (err < 0) {
				avc_not_ok(tag, "playback-data", "snd_pcm_start: %s",
					   snd_strerror(err));
				snd_pcm_close(pcm);
				return 1;
			}
		}
	}
	if (!clk.start_after) {
		avc_not_ok(tag, "playback-data",
			   "%llu frames do not fill the %lu-frame buffer: use a longer -d",
			   (unsigned long long)done, (unsigned long)buffer);
		snd_pcm_close(pcm);
		return 1;
	}
	clk.read_before = avc_now_s();
	avail = snd_pcm_avail(pcm);
	clk.read_after = avc_now_s();
	/* played = written - queued */
	clk.hw = done - buffer + (avail > 0 ? avail : 0);
	err = snd_pcm_drain(pcm);
	drained = avc_now_s();
	if (err < 0) {
		avc_not_ok(tag, "playback-data", "drain: %s", snd_strerror(err));
		snd_pcm_close(pcm);
		return 1;
	}
	avc_ok(tag, "playback-data",
	       "%llu frames written through mmap_begin/commit and drained (%d xruns before)",
	       (unsigned long long)done, xruns);
	report_rate("playback-rate", &clk);
	/* the drain ends when the last frame has played, not before */
	{
		double lo = (double)done / rate * 0.995 - 0.01;
		double el = drained - clk.start_before;

		if (el < lo || el > (double)done / rate * 1.01 + 0.25)
			avc_not_ok(tag, "playback-drain",
				   "start to drained: %.3f s for %.3f s of audio",
				   el, (double)done / rate);
		else
			avc_ok(tag, "playback-drain",
			       "start to drained: %.3f s for %.3f s of audio",
			       el, (double)done / rate);
	}
	snd_pcm_close(pcm);
	return avc_failures ? 1 : 0;
}

static unsigned long touch_sum;	/* a store the compiler must keep */

struct touch {
	const unsigned char *p;
	size_t len;
};

static int touch_child(void *arg)
{
	const struct touch *t = arg;
	unsigned long sum = 0;
	size_t i;

	for (i = 0; i < t->len; i += 64)
		sum += t->p[i];
	touch_sum = sum;
	return 0;
}

/* requests the driver (or ALSA's core before it) must refuse cleanly */
static void refusals(int fd, size_t len, long page)
{
	unsigned char *p, *q;

	p = mmap(NULL, page, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
	if (p != MAP_FAILED) {
		avc_not_ok(tag, "lifetime-private-writable", "MAP_PRIVATE|PROT_WRITE succeeded");
		munmap(p, page);
	} else if (errno == EINVAL) {
		avc_ok(tag, "lifetime-private-writable", "refused: EINVAL");
	} else {
		avc_not_ok(tag, "lifetime-private-writable", "%s, expected EINVAL",
			   avc_errname(errno));
	}

	p = mmap(NULL, len + page, PROT_READ, MAP_SHARED, fd, 0);
	if (p != MAP_FAILED) {
		avc_not_ok(tag, "lifetime-past-end",
			   "a mapping one page past the buffer succeeded");
		munmap(p, len + page);
	} else if (errno == EINVAL) {
		avc_ok(tag, "lifetime-past-end", "refused: EINVAL");
	} else {
		avc_not_ok(tag, "lifetime-past-end", "%s, expected EINVAL",
			   avc_errname(errno));
	}

	p = mmap(NULL, page, PROT_READ, MAP_SHARED, fd, 0);
	if (p == MAP_FAILED) {
		avc_not_ok(tag, "lifetime-mremap-grow", "mmap: %s", avc_errname(errno));
		return;
	}
	q = mremap(p, page, 2 * page, MREMAP_MAYMOVE);
	if (q != MAP_FAILED) {
		avc_not_ok(tag, "lifetime-mremap-grow", "mremap grew the mapping");
		munmap(q, 2 * page);
	} else {
		avc_ok(tag, "lifetime-mremap-grow", "refused: %s", avc_errname(errno));
		munmap(p, page);
	}
}

static int do_lifetime(void)
{
	snd_pcm_t *pcm = open_pcm(SND_PCM_STREAM_CAPTURE, "lifetime");
	long page = sysconf(_SC_PAGESIZE);
	struct pollfd pfd;
	size_t len;
	unsigned char *p;
	struct touch t;
	struct clock clk;
	int err, ret;
	long n;

	if (!pcm)
		return 1;
	if (snd_pcm_poll_descriptors(pcm, &pfd, 1) != 1) {
		avc_not_ok(tag, "lifetime-fd", "no poll descriptor");
		return 1;
	}
	len = (buffer * frame_bytes() + page - 1) / page * page;
	p = mmap(NULL, len, PROT_READ, MAP_SHARED, pfd.fd, 0);
	if (p == MAP_FAILED) {
		avc_not_ok(tag, "lifetime-extra-map", "mmap %zu bytes of the data buffer: %s",
			   len, avc_errname(errno));
		return 1;
	}
	t.p = p;
	t.len = len;
	ret = avc_in_child(touch_child, &t);
	if (ret)
		avc_not_ok(tag, "lifetime-fork", "child reading the mapping: %s",
			   avc_child_status(ret));
	else
		avc_ok(tag, "lifetime-fork", "a forked child read %zu mapped bytes", len);
	if (len >= 3 * (size_t)page) {
		if (munmap(p + page, page))
			avc_not_ok(tag, "lifetime-split", "munmap: %s",
				   avc_errname(errno));
		else
			avc_ok(tag, "lifetime-split", "middle page unmapped, two vmas left");
	} else {
		avc_skip(tag, "lifetime-split", "buffer below 3 pages");
	}

	refusals(pfd.fd, len, page);

	err = snd_pcm_hw_free(pcm);
	if (err == -EBADFD)
		avc_ok(tag, "lifetime-busy", "hw_free refused while mapped: EBADFD");
	else
		avc_not_ok(tag, "lifetime-busy", "hw_free with a live extra mapping: %s",
			   err ? snd_strerror(err) : "succeeded");

	munmap(p, len);	/* both remaining pieces */
	err = snd_pcm_hw_free(pcm);
	if (err < 0) {
		avc_not_ok(tag, "lifetime-released",
			   "hw_free after munmap: %s (mmap_count not back to 0)",
			   snd_strerror(err));
		snd_pcm_close(pcm);
		return 1;
	}
	avc_ok(tag, "lifetime-released", "hw_free succeeds once every vma is gone");
	if (set_params(pcm, "lifetime-again")) {
		snd_pcm_close(pcm);
		return 1;
	}
	n = capture_frames(pcm, "lifetime-capture", 0, (__u64)rate / 4, &clk, 0);
	if (n >= 0)
		avc_ok(tag, "lifetime-capture",
		       "%ld frames after re-configuration match the sawtooth",
		       n);
	snd_pcm_close(pcm);
	return avc_failures ? 1 : 0;
}

static int do_file(const char *path)
{
	return avc_check_wave_file(tag, path, min_bytes, frame_bytes(), rate,
				   wave_byte, "avc_alsa");
}

/* "%FD%" -> fd, "%SIZE%" -> size; other arguments stay */
static char *hand_arg(char *arg, int fd, size_t size)
{
	static char buf[2][32];

	if (!strcmp(arg, "%FD%")) {
		snprintf(buf[0], sizeof(buf[0]), "%d", fd);
		return buf[0];
	}
	if (!strcmp(arg, "%SIZE%")) {
		snprintf(buf[1], sizeof(buf[1]), "%zu", size);
		return buf[1];
	}
	return arg;
}

static int do_hand(char **argv)
{
	snd_pcm_t *pcm = open_pcm(SND_PCM_STREAM_PLAYBACK, "hand");
	long page = sysconf(_SC_PAGESIZE);
	struct pollfd pfd;
	unsigned char *p;
	size_t len, i;
	int fl, j;

	if (!pcm)
		return 1;
	if (snd_pcm_poll_descriptors(pcm, &pfd, 1) != 1) {
		avc_not_ok(tag, "hand-fd", "no poll descriptor");
		return 1;
	}
	len = (buffer * frame_bytes() + page - 1) / page * page;
	p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, pfd.fd, 0);
	if (p == MAP_FAILED) {
		avc_not_ok(tag, "hand-fill", "mmap %zu bytes: %s", len,
			   avc_errname(errno));
		return 1;
	}
	for (i = 0; i < buffer * frame_bytes(); i++)
		p[i] = wave_byte(i);
	munmap(p, len);
	fl = fcntl(pfd.fd, F_GETFD);
	if (fl < 0 || fcntl(pfd.fd, F_SETFD, fl & ~FD_CLOEXEC) < 0) {
		avc_not_ok(tag, "hand-fd", "fcntl: %s", avc_errname(errno));
		return 1;
	}
	for (j = 0; argv[j]; j++)
		argv[j] = hand_arg(argv[j], pfd.fd, len);
	avc_ok(tag, "hand", "fd %d, %zu bytes of sawtooth, to %s", pfd.fd,
	       len, argv[0]);
	execvp(argv[0], argv);
	avc_not_ok(tag, "hand-exec", "%s: %s", argv[0], avc_errname(errno));
	return 1;
}

static int show_help(void)
{
	fprintf(stderr,
		"usage: alsa-mmap-verify [-t TAG] [-D PCM] [-f u8|s16] [-c N] [-r RATE]\n"
		"\t[-d SECS] [-p FRAMES] [-b FRAMES] [-n BYTES]\n"
		"\tcapture|pause|playback|lifetime | file FILE | hand CMD [ARG...]\n");
	return 2;
}

int main(int argc, char **argv)
{
	const char *mode;
	int opt;

	setvbuf(stdout, NULL, _IOLBF, 0);
	while ((opt = getopt(argc, argv, "+t:D:f:c:r:d:p:b:n:")) != -1) {
		switch (opt) {
		case 't':
			tag = optarg;
			break;
		case 'D':
			device = optarg;
			break;
		case 'f':
			format = !strcmp(optarg, "u8") ? SND_PCM_FORMAT_U8 :
							 SND_PCM_FORMAT_S16_LE;
			break;
		case 'c':
			channels = atoi(optarg);
			break;
		case 'r':
			rate = atoi(optarg);
			break;
		case 'd':
			seconds = atof(optarg);
			break;
		case 'p':
			period = strtoul(optarg, NULL, 0);
			break;
		case 'b':
			buffer = strtoul(optarg, NULL, 0);
			break;
		case 'n':
			min_bytes = strtol(optarg, NULL, 0);
			break;
		default:
			return show_help();
		}
	}
	if (optind >= argc || channels < 1 || channels > 2 || !rate || !period)
		return show_help();
	if (!buffer) {
		/* whole periods, as a real client would ask for */
		buffer = ((snd_pcm_uframes_t)(STALL_S * rate) + period - 1) /
			 period * period;
		if (buffer < 4 * period)
			buffer = 4 * period;
	}
	mode = argv[optind];
	if (!strcmp(mode, "file") && optind == argc - 2)
		return do_file(argv[optind + 1]);
	if (!strcmp(mode, "hand") && optind < argc - 1)
		return do_hand(argv + optind + 1);
	if (optind != argc - 1)
		return show_help();
	if (!strcmp(mode, "capture"))
		return do_capture(0);
	if (!strcmp(mode, "pause"))
		return do_capture(1);
	if (!strcmp(mode, "playback"))
		return do_playback();
	if (!strcmp(mode, "lifetime"))
		return do_lifetime();
	return show_help();
}
