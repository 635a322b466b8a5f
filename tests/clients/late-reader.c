// SPDX-License-Identifier: GPL-2.0
/*
 * late-reader - a deliberately slow capture client that checks every byte:
 * a late reader (or a late timer) must get either continuous data or an
 * overrun it can see, never data that silently jumps ahead.
 *
 * usage: late-reader [options] alsa
 *		snd_pcm_readi() (snd_pcm_mmap_readi() with -M) one period at
 *		a time from the ALSA sample, sleeping a pseudo-random 0 to
 *		-s microseconds after each read.  Every byte must be the
 *		sawtooth of its frame, counted from 0 after each prepare; a
 *		read may instead fail with -EPIPE (an xrun the client sees),
 *		after which the client prepares and the data starts again
 *		at frame 0.  Data that continues at another frame is a
 *		silent skip: the result names the frames and how many whole
 *		buffers lie between them.  With -M alone a read may hold
 *		data the hardware overwrote while it was copied if the next
 *		read fails with -EPIPE: alsa-lib copies from the mapped ring
 *		and learns of the xrun at the next step (read/write access
 *		leaves such a chunk out of the count it returns).
 *	  late-reader [options] oss DEV
 *		read() one fragment at a time from an OSS device, sleeping
 *		likewise, with SNDCTL_DSP_GETIPTR before and after each
 *		read.  The block count must be the fragments the byte count
 *		crossed since the last call, however late that call comes
 *		(a count kept modulo the ring would lose whole rings).  OSS
 *		has no xrun error for read(): an overrun drops the oldest
 *		data, and the client sees it through the pointer, so data
 *		may continue at another frame only where the byte counter
 *		says the reader fell more than the ring behind, and only at
 *		a position that overrun explains (counter - ring size).
 *	options:
 *	-t TAG     prefix of the result names (default "late")
 *	-D PCM     alsa: the PCM (default hw:avcalsa)
 *	-M         alsa: mmap access (snd_pcm_mmap_readi)
 *	-f u8|s16  sample format (default s16)
 *	-c N       channels (default 2)
 *	-r RATE    sample rate (default 48000)
 *	-p FRAMES  alsa: period size asked for (default 17)
 *	-b FRAMES  alsa: buffer size asked for (default 100)
 *	-F 0xMMMMSSSS  oss: SNDCTL_DSP_SETFRAGMENT (default 0x00020007:
 *		   two 128-byte fragments)
 *	-s USEC    longest sleep after a read (default: 1.5 buffers)
 *	-d SECS    how long to read (default 2); alsa: up to 5 x longer
 *		   while less than a buffer came through (all xruns)
 *
 * Results are AVC-TEST lines (avc-test.h); the exit status is 1 if any
 * check failed.
 */
#define _GNU_SOURCE
#include <alsa/asoundlib.h>
#include <fcntl.h>
#include <sys/soundcard.h>

#include "avc-sound.h"
#include "avc-test.h"
#include "avc_alsa.h"

static const char *tag = "late";
static const char *device = "hw:" AVC_ALSA_CARD_ID;
static int use_mmap;
static int s16 = 1;
static unsigned int channels = 2;
static unsigned int rate = 48000;
static unsigned long period_ask = 17, buffer_ask = 100;
static int fragment = 0x00020007;
static long max_sleep_us = -1;
static double seconds = 2.0;

static unsigned int frame_bytes(void)
{
	return (s16 ? 2 : 1) * channels;
}

/* a fixed pseudo-random sequence: the same sleeps on every run */
static unsigned long sleep_us(void)
{
	static unsigned int x = 12345;

	x = x * 1103515245 + 12345;
	return max_sleep_us > 0 ? (x >> 8) % (unsigned long)max_sleep_us : 0;
}

/*
 * data_frame() - the frame number modulo 1024 that a captured frame's
 * first sample shows (the sawtooth's channel 0 is frame * 64), or -1 if
 * it is no sample of the sawtooth.  U8 keeps only the high byte: the
 * frame modulo 1024 to within 4.
 */
static long data_frame(const unsigned char *p)
{
	unsigned int v = s16 ? (unsigned int)(p[0] | p[1] << 8) :
			       (unsigned int)(p[0] ^ 0x80) << 8;

	if (v % 64)
		return -1;
	return v / 64;
}

/* ============================================================== ALSA */

static snd_pcm_t *alsa_open(snd_pcm_uframes_t *period, snd_pcm_uframes_t *buffer)
{
	snd_pcm_hw_params_t *hw;
	snd_pcm_sw_params_t *sw;
	snd_pcm_uframes_t p = period_ask, b = buffer_ask;
	unsigned int r = rate;
	snd_pcm_t *pcm;
	int err;

	err = snd_pcm_open(&pcm, device, SND_PCM_STREAM_CAPTURE, 0);
	if (err < 0) {
		avc_not_ok(tag, "params", "%s: %s", device, snd_strerror(err));
		return NULL;
	}
	snd_pcm_hw_params_alloca(&hw);
	snd_pcm_sw_params_alloca(&sw);
	err = snd_pcm_hw_params_any(pcm, hw);
	if (!err)
		err = snd_pcm_hw_params_set_access(pcm, hw, use_mmap ?
						   SND_PCM_ACCESS_MMAP_INTERLEAVED :
						   SND_PCM_ACCESS_RW_INTERLEAVED);
	if (!err)
		err = snd_pcm_hw_params_set_format(pcm, hw, s16 ? SND_PCM_FORMAT_S16_LE :
							 SND_PCM_FORMAT_U8);
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
	if (!err && r != rate)
		err = -EINVAL;
	/* start at the first read, wake once a period is there */
	if (!err)
		err = snd_pcm_sw_params_current(pcm, sw);
	if (!err)
		err = snd_pcm_sw_params_set_avail_min(pcm, sw, p);
	if (!err)
		err = snd_pcm_sw_params_set_start_threshold(pcm, sw, 1);
	if (!err)
		err = snd_pcm_sw_params(pcm, sw);
	if (err < 0) {
		avc_not_ok(tag, "params", "period %lu, buffer %lu, %u Hz: %s",
			   period_ask, buffer_ask, r, snd_strerror(err));
		snd_pcm_close(pcm);
		return NULL;
	}
	*period = p;
	*buffer = b;
	avc_ok(tag, "params", "%s %u ch %u Hz, period %lu buffer %lu frames (asked %lu/%lu), %s",
	       s16 ? "S16_LE" : "U8", channels, rate, (unsigned long)p,
	       (unsigned long)b, period_ask, buffer_ask,
	       use_mmap ? "mmap" : "read/write");
	return pcm;
}

/*
 * skip_report() - data at stream frame @want shows frame @got instead:
 * say how far it jumped, in frames and in buffers where it is whole
 * buffers (modulo the sawtooth's 1024 frames).
 */
static void skip_report(const char *name, __u64 total, __u64 want, long got,
			unsigned long buffer, unsigned int runs)
{
	long d = got < 0 ? -1 : (long)((got - (want % 1024) + 1024) % 1024);
	unsigned int k;

	for (k = 1; d > 0 && k <= 64; k++)
		if ((k * buffer) % 1024 == (unsigned long)d)
			break;
	if (got < 0)
		avc_not_ok(tag, name, "after %llu frames, run %u: frame %llu is no sawtooth frame",
			   (unsigned long long)total, runs, (unsigned long long)want);
	else if (d > 0 && k <= 64)
		avc_not_ok(tag, name,
			   "after %llu frames, run %u: frame %llu of the run holds frame %llu: %u whole buffers (%lu frames) skipped without an xrun",
			   (unsigned long long)total, runs,
			   (unsigned long long)want,
			   (unsigned long long)(want + k * buffer), k, buffer);
	else
		avc_not_ok(tag, name,
			   "after %llu frames, run %u: stream frame %llu holds frame %ld (mod 1024) without an xrun",
			   (unsigned long long)total, runs, (unsigned long long)want, got);
}

static int do_alsa(void)
{
	snd_pcm_uframes_t period, buffer;
	unsigned int fb = frame_bytes(), runs = 1, xruns = 0, late = 0;
	unsigned int overwritten = 0;
	__u64 total = 0, seg = 0, bad_total = 0, bad_want = 0;
	long bad_got = 0;
	int suspect = 0;
	double t0, t_end, t_max, buf_s, last = 0;
	unsigned char *buf;
	snd_pcm_t *pcm;

	pcm = alsa_open(&period, &buffer);
	if (!pcm)
		return 1;
	buf = malloc(period * fb);
	if (!buf)
		return 1;
	buf_s = (double)buffer / rate;
	if (max_sleep_us < 0)
		max_sleep_us = (long)(1.5e6 * buf_s);
	t0 = avc_now_s();
	t_end = t0 + seconds;
	/*
	 * A guest stalled on a loaded host can xrun on every read for a
	 * second (38 in a row once, 2 ms buffers): read on until a
	 * buffer's worth came through, for at most 4 x -d more
	 */
	t_max = t_end + 4 * seconds;
	while (suspect || avc_now_s() < t_end ||
	       (total < buffer && avc_now_s() < t_max)) {
		snd_pcm_sframes_t n;
		size_t i;

		n = use_mmap ? snd_pcm_mmap_readi(pcm, buf, period) :
			       snd_pcm_readi(pcm, buf, period);
		if (suspect && n != -EPIPE) {
			skip_report("data", bad_total, bad_want, bad_got,
				    buffer, runs);
			goto out;
		}
		overwritten += suspect;
		suspect = 0;
		if (n == -EPIPE) {
			int err = snd_pcm_prepare(pcm);

			if (err < 0) {
				avc_not_ok(tag, "data", "prepare after xrun %u: %s",
					   xruns + 1, snd_strerror(err));
				break;
			}
			xruns++;
			runs++;
			seg = 0;
			last = 0;
			continue;
		}
		if (n < 0) {
			avc_not_ok(tag, "data", "read after %llu frames: %s",
				   (unsigned long long)total, snd_strerror(n));
			break;
		}
		if (last && avc_now_s() - last > buf_s)
			late++;
		for (i = 0; i < (size_t)n * fb; i++) {
			if (buf[i] == avc_wave_byte(seg * fb + i, channels, s16))
				continue;
			i -= i % fb;
			bad_total = total + i / fb;
			bad_want = seg + i / fb;
			bad_got = data_frame(buf + i);
			if (!use_mmap) {
				skip_report("data", bad_total, bad_want,
					    bad_got, buffer, runs);
				goto out;
			}
			suspect = 1;	/* the next read must be -EPIPE */
			break;
		}
		if (suspect)
			continue;
		seg += n;
		total += n;
		avc_sleep_s(sleep_us() / 1e6);
		last = avc_now_s();
	}
	if (!avc_failures) {
		/* a driver that xruns on every read passes no data at all */
		if (total < buffer)
			avc_not_ok(tag, "data", "only %llu frames in %.1f s (%u xruns)",
				   (unsigned long long)total, avc_now_s() - t0,
				   xruns);
		else
			avc_ok(tag, "data",
			       "%llu frames in %u runs, %u xruns seen (%u after a read the hardware overwrote), %u reads more than a buffer (%.2f ms) late: every byte the sawtooth",
			       (unsigned long long)total, runs, xruns,
			       overwritten, late, buf_s * 1e3);
	}
out:
	free(buf);
	snd_pcm_close(pcm);
	return avc_failures ? 1 : 0;
}

/* =============================================================== OSS */

static int oss_ptr(int fd, count_info *ci)
{
	if (avc_xioctl(fd, SNDCTL_DSP_GETIPTR, ci) < 0) {
		avc_not_ok(tag, "ptr", "SNDCTL_DSP_GETIPTR: %s", avc_errname(errno));
		return -1;
	}
	return 0;
}

static int do_oss(const char *dev)
{
	int fd, v, frag_shift, ring, fb = frame_bytes();
	unsigned int reads = 0, gaps = 0, late = 0;
	long long prev_hw = 0, pos = 0, gap_bytes = 0;
	audio_buf_info bi;
	unsigned char *buf;
	double t_end, buf_s, last = 0;
	count_info ci;

	fd = open(dev, O_RDONLY);
	if (fd < 0) {
		avc_not_ok(tag, "open", "%s: %s", dev, avc_errname(errno));
		return 1;
	}
	v = fragment;
	if (avc_xioctl(fd, SNDCTL_DSP_SETFRAGMENT, &v) < 0) {
		avc_not_ok(tag, "params", "SETFRAGMENT %#x: %s", fragment,
			   avc_errname(errno));
		return 1;
	}
	v = s16 ? AFMT_S16_LE : AFMT_U8;
	if (avc_xioctl(fd, SNDCTL_DSP_SETFMT, &v) < 0 ||
	    v != (s16 ? AFMT_S16_LE : AFMT_U8)) {
		avc_not_ok(tag, "params", "SETFMT");
		return 1;
	}
	v = channels;
	if (avc_xioctl(fd, SNDCTL_DSP_CHANNELS, &v) < 0 || v != (int)channels) {
		avc_not_ok(tag, "params", "CHANNELS %u", channels);
		return 1;
	}
	v = rate;
	if (avc_xioctl(fd, SNDCTL_DSP_SPEED, &v) < 0 || v != (int)rate) {
		avc_not_ok(tag, "params", "SPEED %u", rate);
		return 1;
	}
	if (avc_xioctl(fd, SNDCTL_DSP_GETISPACE, &bi) < 0) {
		avc_not_ok(tag, "params", "GETISPACE: %s", avc_errname(errno));
		return 1;
	}
	ring = bi.fragsize * bi.fragstotal;
	for (frag_shift = 0; (1 << frag_shift) < bi.fragsize; frag_shift++)
		;
	if (bi.fragsize != 1 << frag_shift || ring % fb) {
		avc_not_ok(tag, "params", "fragsize %d, %d fragments", bi.fragsize,
			   bi.fragstotal);
		return 1;
	}
	avc_ok(tag, "params", "%s %u ch %u Hz, %d fragments of %d bytes (SETFRAGMENT %#x)",
	       s16 ? "S16_LE" : "U8", channels, rate, bi.fragstotal,
	       bi.fragsize, fragment);
	buf = malloc(bi.fragsize);
	if (!buf)
		return 1;
	buf_s = (double)ring / fb / rate;
	if (max_sleep_us < 0)
		max_sleep_us = (long)(1.5e6 * buf_s);
	t_end = avc_now_s() + seconds;
	while (avc_now_s() < t_end) {
		long long before, after, lo, hi;
		ssize_t n, i;

		if (oss_ptr(fd, &ci))
			break;
		before = ci.bytes;
		if (ci.blocks != (before >> frag_shift) - (prev_hw >> frag_shift)) {
			avc_not_ok(tag, "ptr",
				   "GETIPTR: %d blocks from byte %lld to %lld, expected %lld",
				   ci.blocks, prev_hw, before,
				   (before >> frag_shift) - (prev_hw >> frag_shift));
			break;
		}
		n = read(fd, buf, bi.fragsize);
		if (n != bi.fragsize) {
			avc_not_ok(tag, "data", "read %d bytes after %lld: %zd (%s)",
				   bi.fragsize, pos, n, n < 0 ? avc_errname(errno) : "short");
			break;
		}
		if (oss_ptr(fd, &ci))
			break;
		after = ci.bytes;
		prev_hw = after;
		if (ci.blocks != (after >> frag_shift) - (before >> frag_shift)) {
			avc_not_ok(tag, "ptr",
				   "GETIPTR: %d blocks from byte %lld to %lld, expected %lld",
				   ci.blocks, before, after,
				   (after >> frag_shift) - (before >> frag_shift));
			break;
		}
		if (last && avc_now_s() - last > buf_s)
			late++;
		reads++;
		/*
		 * An overrun during the read moved the reader to (the
		 * counter then) - ring: between before - ring and after -
		 * ring.  The data says which frame modulo 1024.
		 */
		for (i = 0; i < n; i++) {
			long got, want;
			long long s;

			if (buf[i] == avc_wave_byte(pos + i, channels, s16))
				continue;
			i -= i % fb;
			got = data_frame(buf + i);
			want = (pos + i) / fb;
			lo = pos + i + fb;
			if (before - ring > lo)
				lo = before - ring;
			hi = after - ring;
			for (s = lo + (fb - lo % fb) % fb; got >= 0 && s <= hi; s += fb)
				if ((s / fb) % 1024 / (s16 ? 1 : 4) == got / (s16 ? 1 : 4))
					break;
			if (got < 0 || s > hi) {
				avc_not_ok(tag, "data",
					   "read %u: stream frame %ld holds frame %ld (mod 1024); the pointer went from byte %lld to %lld around the read, so no overrun explains it (ring %d bytes)",
					   reads, want, got, before, after, ring);
				goto out;
			}
			gaps++;
			gap_bytes += s - (pos + i);
			pos = s - i;
			i--;
		}
		pos += n;
		avc_sleep_s(sleep_us() / 1e6);
		last = avc_now_s();
	}
	if (!avc_failures)
		avc_ok(tag, "data",
		       "%u reads, %lld bytes: every byte the sawtooth; %u overruns (%lld bytes dropped), each where GETIPTR put the reader over the %d-byte ring; %u reads more than a ring late; block counts exact",
		       reads, pos - gap_bytes, gaps, gap_bytes, ring, late);
out:
	free(buf);
	close(fd);
	return avc_failures ? 1 : 0;
}

static int show_help(void)
{
	fprintf(stderr,
		"usage: late-reader [-t TAG] [-D PCM] [-M] [-f u8|s16] [-c N] [-r RATE]\n"
		"\t[-p FRAMES] [-b FRAMES] [-F 0xMMMMSSSS] [-s USEC] [-d SECS]\n"
		"\talsa | oss DEV\n");
	return 2;
}

int main(int argc, char **argv)
{
	int opt;

	setvbuf(stdout, NULL, _IOLBF, 0);
	while ((opt = getopt(argc, argv, "+t:D:Mf:c:r:p:b:F:s:d:")) != -1) {
		switch (opt) {
		case 't':
			tag = optarg;
			break;
		case 'D':
			device = optarg;
			break;
		case 'M':
			use_mmap = 1;
			break;
		case 'f':
			s16 = strcmp(optarg, "u8") != 0;
			break;
		case 'c':
			channels = atoi(optarg);
			break;
		case 'r':
			rate = atoi(optarg);
			break;
		case 'p':
			period_ask = strtoul(optarg, NULL, 0);
			break;
		case 'b':
			buffer_ask = strtoul(optarg, NULL, 0);
			break;
		case 'F':
			fragment = strtol(optarg, NULL, 0);
			break;
		case 's':
			max_sleep_us = atol(optarg);
			break;
		case 'd':
			seconds = atof(optarg);
			break;
		default:
			return show_help();
		}
	}
	if (optind >= argc || channels < 1 || channels > 2 || !rate)
		return show_help();
	if (!strcmp(argv[optind], "alsa") && optind == argc - 1)
		return do_alsa();
	if (!strcmp(argv[optind], "oss") && optind == argc - 2)
		return do_oss(argv[optind + 1]);
	return show_help();
}
