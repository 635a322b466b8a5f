// SPDX-License-Identifier: GPL-2.0
/*
 * oss-mmap-verify - drive an OSS DSP device through mmap() the way OSS
 * mmap programs (games, trackers) did, and check what comes back.
 *
 * usage: oss-mmap-verify [options] capture DEV
 *		map the capture buffer (PROT_READ), SETTRIGGER input on,
 *		then poll GETIPTR: the pointer must advance at the sample
 *		rate by the wall clock, ptr must be bytes modulo the ring,
 *		the block counts must add up, and the ring behind the
 *		pointer must hold the sawtooth byte for byte
 *	  oss-mmap-verify [options] playback DEV
 *		map the playback buffer (PROT_READ|PROT_WRITE), fill it,
 *		SETTRIGGER output on, poll GETOPTR the same way; the buffer
 *		must still hold what was written (the device only reads it)
 *	  oss-mmap-verify [options] read DEV
 *		plain read() for -d seconds from a fresh open: every byte
 *		must be the sawtooth from frame 0, and the reads must take
 *		the audio's duration by the wall clock
 *	  oss-mmap-verify [options] write DEV
 *		plain write() of -d seconds, then close(): close drains, so
 *		open to close must take the audio's duration
 *	  oss-mmap-verify space DEV
 *		print how many bytes a capture mapping of a freshly opened
 *		DEV may span (the ring from GETISPACE, in whole pages):
 *		hostile's -s
 *	  oss-mmap-verify [options] file FILE
 *		check a raw capture (sox, arecord) against the sawtooth
 *		from frame 0; -n BYTES is the least it must hold
 *	options:
 *	-t TAG     prefix of the result names (default "oss-mmap")
 *	-W oss|alsa  which sample is behind the device, for the messages:
 *		   the OSS sample (default) or the ALSA sample (e.g.
 *		   through snd-pcm-oss); both capture avc_wave_s16()
 *	-f u8|s16  sample format (default s16: AFMT_S16_LE)
 *	-c N       channels (default 2)
 *	-r RATE    sample rate (default 48000)
 *	-d SECS    how long to run (default 2)
 *	-F 0xMMMMSSSS  SNDCTL_DSP_SETFRAGMENT before mapping
 *	-n BYTES   file: minimum size
 *
 * Results are AVC-TEST lines (avc-test.h); the exit status is 1 if any
 * check failed.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <limits.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/soundcard.h>
#include <time.h>

#include "avc-sound.h"
#include "avc-test.h"
#include "avc_oss.h"
#include "avc_alsa.h"

static const char *tag = "oss-mmap";
static const char *sample = "avc_oss";	/* -W: the sample behind the device */
static int fmt = AFMT_S16_LE;
static int channels = 2;
static int rate = 48000;
static double seconds = 2.0;
static int fragment;
static long min_bytes;

static int frame_bytes(void)
{
	return (fmt == AFMT_S16_LE ? 2 : 1) * channels;
}

/* expected byte at absolute byte position @pos of the capture stream */
static unsigned char wave_byte(__u64 pos)
{
	return avc_wave_byte(pos, channels, fmt == AFMT_S16_LE);
}

/* Set format, channels, rate as asked; any difference is a failure. */
static int configure(int fd, const char *dir)
{
	int v, caps;
	char name[64];

	snprintf(name, sizeof(name), "%s-setup", dir);
	if (ioctl(fd, SNDCTL_DSP_GETCAPS, &caps) < 0) {
		avc_not_ok(tag, name, "GETCAPS: %s", avc_errname(errno));
		return -1;
	}
	if ((caps & (DSP_CAP_MMAP | DSP_CAP_TRIGGER)) !=
	    (DSP_CAP_MMAP | DSP_CAP_TRIGGER)) {
		avc_not_ok(tag, name, "GETCAPS %#x lacks DSP_CAP_MMAP|DSP_CAP_TRIGGER",
			   caps);
		return -1;
	}
	v = fmt;
	if (ioctl(fd, SNDCTL_DSP_SETFMT, &v) < 0 || v != fmt) {
		avc_not_ok(tag, name, "SETFMT %#x: got %#x (%s)", fmt, v,
			   avc_errname(errno));
		return -1;
	}
	v = channels;
	if (ioctl(fd, SNDCTL_DSP_CHANNELS, &v) < 0 || v != channels) {
		avc_not_ok(tag, name, "CHANNELS %d: got %d", channels, v);
		return -1;
	}
	v = rate;
	if (ioctl(fd, SNDCTL_DSP_SPEED, &v) < 0 || v != rate) {
		avc_not_ok(tag, name, "SPEED %d: got %d", rate, v);
		return -1;
	}
	if (fragment) {
		v = fragment;
		if (ioctl(fd, SNDCTL_DSP_SETFRAGMENT, &v) < 0) {
			avc_not_ok(tag, name, "SETFRAGMENT %#x: %s", fragment,
				   avc_errname(errno));
			return -1;
		}
	}
	avc_ok(tag, name, "caps %#x, fmt %#x, %d ch, %d Hz", caps, fmt,
	       channels, rate);
	return 0;
}

struct run {
	const char *dir;	/* "capture" or "playback" */
	int fd;
	unsigned char *map;
	unsigned long ring;	/* fragsize * fragstotal */
	unsigned long fragsize;
	unsigned long maplen;
	/* results */
	long calls, ptr_bad, ptr_lag, back, blocks_sum;
	__u64 verified, windows, retried, data_bad, first_bad;
	int last_bytes;
	double t0, t0b;		/* just before and after the trigger */
	double tb, ta;		/* around the last pointer read */
};

/* Runs in a child (a SIGBUS must not end the run): check a window. */
struct win {
	struct run *r;
	__u64 from, to;	/* absolute byte positions */
};

static int check_window(void *arg)
{
	struct win *w = arg;
	__u64 pos;

	for (pos = w->from; pos < w->to; pos++)
		if (w->r->map[pos % w->r->ring] != wave_byte(pos))
			return 1;
	return 0;
}

/* Locate the first differing byte of a window (parent, after a failure). */
static __u64 first_diff(struct run *r, __u64 from, __u64 to)
{
	__u64 pos;

	for (pos = from; pos < to; pos++)
		if (r->map[pos % r->ring] != wave_byte(pos))
			return pos;
	return to;
}

/* GETIPTR/GETOPTR, timed, checked and accounted; -1 on error */
static int get_ptr(struct run *r, int capture, count_info *ci)
{
	double tb = avc_now_s();

	if (ioctl(r->fd, capture ? SNDCTL_DSP_GETIPTR : SNDCTL_DSP_GETOPTR,
		  ci) < 0)
		return -1;
	r->tb = tb;
	r->ta = avc_now_s();
	r->calls++;
	r->blocks_sum += ci->blocks;
	if ((unsigned long)ci->ptr != (unsigned long)ci->bytes % r->ring) {
		unsigned long lag = ((unsigned long)ci->bytes % r->ring +
				     r->ring - (unsigned long)ci->ptr) % r->ring;

		/*
		 * snd-pcm-oss reads hw_ptr twice without the stream lock
		 * (snd_pcm_oss_get_ptr(): ptr first, bytes after), so on
		 * the ALSA sample ptr may trail bytes by what the pointer
		 * moved in between: less than a fragment.  The OSS sample
		 * answers from one snapshot and must be exact.
		 */
		if (!strcmp(sample, "avc_alsa") && lag < (unsigned long)r->fragsize)
			r->ptr_lag++;
		else
			r->ptr_bad++;
	}
	if (ci->bytes < r->last_bytes)
		r->back++;
	r->last_bytes = ci->bytes;
	return 0;
}

/*
 * poll_loop() - poll the pointer for the run's duration, checking its
 * consistency and, for capture, the data behind it.
 */
static void poll_loop(struct run *r, int capture)
{
	double step = (double)r->fragsize / (rate * frame_bytes()) / 2;
	count_info ci, ci2;

	if (step < 0.005)
		step = 0.005;
	if (step > 0.05)
		step = 0.05;
	while (avc_now_s() - r->t0 < seconds) {
		avc_sleep_s(step);
		if (get_ptr(r, capture, &ci) < 0) {
			avc_not_ok(tag, r->dir, "GETxPTR: %s", avc_errname(errno));
			return;
		}
		if (!capture || !ci.bytes)
			continue;

		/* the older half of the ring is stable for a while */
		{
			__u64 to = (__u64)ci.bytes;
			__u64 from = to > r->ring / 2 ? to - r->ring / 2 : 0;
			struct win w = { r, from, to };
			int ret = avc_in_child(check_window, &w);

			if (get_ptr(r, capture, &ci2) < 0)
				continue;
			if ((__u64)ci2.bytes - to > r->ring / 2) {
				r->retried++;	/* overwritten while checking */
				continue;
			}
			r->windows++;
			if (ret == 0) {
				r->verified += to - from;
			} else if (!r->data_bad++) {
				r->first_bad = ret == 1 ? first_diff(r, from, to) : from;
				if (ret != 1)
					avc_not_ok(tag, "capture-data-access", "%s",
						   avc_child_status(ret));
			}
		}
	}
}

/*
 * report_rate() - the last pointer against the wall clock.  The stream
 * started between t0 and t0b and the pointer was read between tb and ta,
 * so its byte count must lie between bps * (tb - t0b) and bps * (ta - t0)
 * (0.5% and two frames of slack): exact, yet blind to the client being
 * preempted.
 */
static void report_rate(struct run *r)
{
	double bps = (double)rate * frame_bytes();
	double lo = bps * (r->tb - r->t0b) * 0.995 - 2 * frame_bytes();
	double hi = bps * (r->ta - r->t0) * 1.005 + 2 * frame_bytes();
	double el = (r->tb + r->ta - r->t0 - r->t0b) / 2;
	double got = r->last_bytes;
	char name[64];

	snprintf(name, sizeof(name), "%s-rate", r->dir);
	if (r->calls < 2 || el <= 0)
		avc_not_ok(tag, name, "only %ld pointer reads", r->calls);
	else if (got < lo || got > hi)
		avc_not_ok(tag, name,
			   "%.0f bytes after %.3f s = %.0f B/s, expected %.0f B/s (%.0f-%.0f bytes)",
			   got, el, got / el, bps, lo, hi);
	else
		avc_ok(tag, name, "%.0f bytes after %.3f s = %.0f B/s (%.0f B/s nominal, %+.2f%%)",
		       got, el, got / el, bps, 100.0 * (got / el - bps) / bps);

	snprintf(name, sizeof(name), "%s-ptr", r->dir);
	if (r->ptr_bad || r->back)
		avc_not_ok(tag, name, "%ld of %ld reads: ptr != bytes %% %lu; %ld went backwards",
			   r->ptr_bad, r->calls, r->ring, r->back);
	else if (r->ptr_lag)
		avc_ok(tag, name, "%ld reads, ptr == bytes %% %lu, %ld lagging (snd-pcm-oss)",
		       r->calls, r->ring, r->ptr_lag);
	else
		avc_ok(tag, name, "%ld reads, ptr == bytes %% %lu, monotonic",
		       r->calls, r->ring);

	snprintf(name, sizeof(name), "%s-blocks", r->dir);
	{
		long want_blocks = r->last_bytes / (long)r->fragsize;

		/* the final reads may sit a fragment either side */
		if (labs(r->blocks_sum - want_blocks) > 2)
			avc_not_ok(tag, name, "blocks add up to %ld, bytes/fragsize is %ld",
				   r->blocks_sum, want_blocks);
		else
			avc_ok(tag, name, "blocks add up to %ld (bytes/fragsize %ld)",
			       r->blocks_sum, want_blocks);
	}
}

static int open_map(struct run *r, const char *dev, int capture)
{
	audio_buf_info bi;
	long page = sysconf(_SC_PAGESIZE);
	char name[64];
	int v = 0;

	r->fd = open(dev, capture ? O_RDONLY : O_RDWR);
	if (r->fd < 0) {
		avc_not_ok(tag, r->dir, "open %s: %s", dev, avc_errname(errno));
		return -1;
	}
	if (configure(r->fd, r->dir))
		return -1;
	snprintf(name, sizeof(name), "%s-map", r->dir);
	if (ioctl(r->fd, capture ? SNDCTL_DSP_GETISPACE : SNDCTL_DSP_GETOSPACE,
		  &bi) < 0) {
		avc_not_ok(tag, name, "GETxSPACE: %s", avc_errname(errno));
		return -1;
	}
	r->fragsize = bi.fragsize;
	r->ring = (unsigned long)bi.fragsize * bi.fragstotal;
	r->maplen = (r->ring + page - 1) / page * page;
	r->map = mmap(NULL, r->maplen,
		      capture ? PROT_READ : PROT_READ | PROT_WRITE, MAP_SHARED,
		      r->fd, 0);
	if (r->map == MAP_FAILED) {
		avc_not_ok(tag, name, "mmap %lu bytes: %s", r->maplen,
			   avc_errname(errno));
		return -1;
	}
	avc_ok(tag, name, "%d x %d-byte fragments, %lu bytes mapped",
	       bi.fragstotal, bi.fragsize, r->maplen);
	/* the OSS mmap start sequence: trigger off, then on */
	if (ioctl(r->fd, SNDCTL_DSP_SETTRIGGER, &v) < 0) {
		avc_not_ok(tag, name, "SETTRIGGER 0: %s", avc_errname(errno));
		return -1;
	}
	return 0;
}

static int do_capture(const char *dev)
{
	struct run r = { .dir = "capture" };
	int v = PCM_ENABLE_INPUT;

	if (open_map(&r, dev, 1))
		return 1;
	r.t0 = avc_now_s();
	if (ioctl(r.fd, SNDCTL_DSP_SETTRIGGER, &v) < 0) {
		avc_not_ok(tag, "capture", "SETTRIGGER input: %s",
			   avc_errname(errno));
		return 1;
	}
	r.t0b = avc_now_s();
	poll_loop(&r, 1);
	report_rate(&r);
	if (r.data_bad)
		avc_not_ok(tag, "capture-data",
			   "%llu of %llu windows differ; first bad byte at stream position %llu: %#x, expected %#x",
			   (unsigned long long)r.data_bad,
			   (unsigned long long)r.windows,
			   (unsigned long long)r.first_bad,
			   r.map[r.first_bad % r.ring], wave_byte(r.first_bad));
	else if (r.windows < 3)
		avc_not_ok(tag, "capture-data", "only %llu windows checked (%llu retried)",
			   (unsigned long long)r.windows,
			   (unsigned long long)r.retried);
	else
		avc_ok(tag, "capture-data",
		       "%llu bytes in %llu windows match the %s sawtooth byte for byte (%llu retried)",
		       (unsigned long long)r.verified,
		       (unsigned long long)r.windows, sample,
		       (unsigned long long)r.retried);
	v = 0;
	ioctl(r.fd, SNDCTL_DSP_SETTRIGGER, &v);
	munmap(r.map, r.maplen);
	close(r.fd);
	return avc_failures ? 1 : 0;
}

static int do_playback(const char *dev)
{
	struct run r = { .dir = "playback" };
	unsigned long i, bad = 0;
	int v = PCM_ENABLE_OUTPUT;

	if (open_map(&r, dev, 0))
		return 1;
	for (i = 0; i < r.ring; i++)
		r.map[i] = wave_byte(i) ^ 0x5a;
	r.t0 = avc_now_s();
	if (ioctl(r.fd, SNDCTL_DSP_SETTRIGGER, &v) < 0) {
		avc_not_ok(tag, "playback", "SETTRIGGER output: %s",
			   avc_errname(errno));
		return 1;
	}
	r.t0b = avc_now_s();
	poll_loop(&r, 0);
	report_rate(&r);
	for (i = 0; i < r.ring; i++)
		if (r.map[i] != (unsigned char)(wave_byte(i) ^ 0x5a))
			bad++;
	if (bad)
		avc_not_ok(tag, "playback-buffer-intact",
			   "%lu of %lu bytes changed under the application", bad,
			   r.ring);
	else
		avc_ok(tag, "playback-buffer-intact", "%lu bytes as written",
		       r.ring);
	v = 0;
	ioctl(r.fd, SNDCTL_DSP_SETTRIGGER, &v);
	munmap(r.map, r.maplen);
	close(r.fd);
	return avc_failures ? 1 : 0;
}

static int do_file(const char *path)
{
	return avc_check_wave_file(tag, path, min_bytes, frame_bytes(), rate,
				   wave_byte, sample);
}

/*
 * judge a wall-clock duration against the audio's: never shorter (the
 * data cannot exist, or be played, sooner), at most 1% and 250 ms longer
 * (wake-ups and preemption; the pointer checks are the precise ones)
 */
static void report_duration(const char *name, double el, double audio,
			    double early)
{
	if (el < audio - early || el > audio * 1.01 + 0.25)
		avc_not_ok(tag, name, "%.3f s for %.3f s of audio", el, audio);
	else
		avc_ok(tag, name, "%.3f s for %.3f s of audio", el, audio);
}

static int do_read(const char *dev)
{
	__u64 total = (__u64)(seconds * rate) * frame_bytes(), pos = 0;
	__u64 bad = 0, first_bad = 0;
	unsigned char buf[4096];
	double t0, el;
	int fd, blk = 0;
	ssize_t n, i;

	fd = open(dev, O_RDONLY);
	if (fd < 0) {
		avc_not_ok(tag, "read", "open %s: %s", dev, avc_errname(errno));
		return 1;
	}
	if (configure(fd, "read"))
		return 1;
	if (ioctl(fd, SNDCTL_DSP_GETBLKSIZE, &blk) < 0 || blk <= 0 ||
	    blk > (int)sizeof(buf))
		blk = sizeof(buf);
	t0 = avc_now_s();
	while (pos < total) {
		size_t want = total - pos < (__u64)blk ? total - pos : (size_t)blk;

		n = read(fd, buf, want);
		if (n <= 0) {
			avc_not_ok(tag, "read-data", "read at byte %llu: %s",
				   (unsigned long long)pos,
				   n ? avc_errname(errno) : "end of file");
			return 1;
		}
		for (i = 0; i < n; i++)
			if (buf[i] != wave_byte(pos + i) && !bad++)
				first_bad = pos + i;
		pos += n;
	}
	el = avc_now_s() - t0;
	close(fd);
	if (bad)
		avc_not_ok(tag, "read-data", "%llu of %llu bytes differ; first at byte %llu",
			   (unsigned long long)bad, (unsigned long long)total,
			   (unsigned long long)first_bad);
	else
		avc_ok(tag, "read-data",
		       "%llu bytes read in %d-byte blocks match the %s sawtooth from frame 0",
		       (unsigned long long)total, blk, sample);
	/* the last block is there once the hardware has recorded it */
	report_duration("read-rate", el, seconds, 0.01);
	return avc_failures ? 1 : 0;
}

static int do_write(const char *dev)
{
	__u64 total = (__u64)(seconds * rate) * frame_bytes(), pos = 0;
	unsigned char buf[4096];
	double t0, el;
	int fd, blk = 0;
	ssize_t n, i;

	fd = open(dev, O_WRONLY);
	if (fd < 0) {
		avc_not_ok(tag, "write", "open %s: %s", dev, avc_errname(errno));
		return 1;
	}
	if (configure(fd, "write"))
		return 1;
	if (ioctl(fd, SNDCTL_DSP_GETBLKSIZE, &blk) < 0 || blk <= 0 ||
	    blk > (int)sizeof(buf))
		blk = sizeof(buf);
	t0 = avc_now_s();
	while (pos < total) {
		size_t want = total - pos < (__u64)blk ? total - pos : (size_t)blk;

		for (i = 0; i < (ssize_t)want; i++)
			buf[i] = wave_byte(pos + i);
		n = write(fd, buf, want);
		if (n <= 0) {
			avc_not_ok(tag, "write-data", "write at byte %llu: %s",
				   (unsigned long long)pos, avc_errname(errno));
			return 1;
		}
		pos += n;
	}
	if (close(fd)) {
		avc_not_ok(tag, "write-data", "close: %s", avc_errname(errno));
		return 1;
	}
	el = avc_now_s() - t0;
	avc_ok(tag, "write-data", "%llu bytes written in %d-byte blocks", (unsigned long long)total,
	       blk);
	/* playback starts with the first fragment; close() drains */
	report_duration("write-close-rate", el, seconds, 0.01);
	return avc_failures ? 1 : 0;
}

static int do_space(const char *dev)
{
	long page = sysconf(_SC_PAGESIZE);
	audio_buf_info bi;
	int fd = open(dev, O_RDWR);

	if (fd < 0 || ioctl(fd, SNDCTL_DSP_GETISPACE, &bi) < 0) {
		fprintf(stderr, "%s: %s\n", dev, strerror(errno));
		return 1;
	}
	printf("%ld\n", ((long)bi.fragsize * bi.fragstotal + page - 1) / page * page);
	close(fd);
	return 0;
}

static int show_help(void)
{
	fprintf(stderr,
		"usage: oss-mmap-verify [-t TAG] [-W oss|alsa] [-f u8|s16] [-c N] [-r RATE]\n"
		"\t[-d SECS] [-F 0xMMMMSSSS] [-n BYTES]\n"
		"\tcapture|playback|read|write|space DEV | file FILE\n");
	return 2;
}

int main(int argc, char **argv)
{
	int opt;

	setvbuf(stdout, NULL, _IOLBF, 0);
	while ((opt = getopt(argc, argv, "t:W:f:c:r:d:F:n:")) != -1) {
		switch (opt) {
		case 't':
			tag = optarg;
			break;
		case 'W':
			sample = !strcmp(optarg, "alsa") ? "avc_alsa" : "avc_oss";
			break;
		case 'f':
			fmt = !strcmp(optarg, "u8") ? AFMT_U8 : AFMT_S16_LE;
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
		case 'F':
			fragment = (int)strtol(optarg, NULL, 0);
			break;
		case 'n':
			min_bytes = strtol(optarg, NULL, 0);
			break;
		default:
			return show_help();
		}
	}
	if (optind != argc - 2 || channels < 1 || channels > 2 || rate <= 0)
		return show_help();
	if (!strcmp(argv[optind], "capture"))
		return do_capture(argv[optind + 1]);
	if (!strcmp(argv[optind], "playback"))
		return do_playback(argv[optind + 1]);
	if (!strcmp(argv[optind], "read"))
		return do_read(argv[optind + 1]);
	if (!strcmp(argv[optind], "write"))
		return do_write(argv[optind + 1]);
	if (!strcmp(argv[optind], "space"))
		return do_space(argv[optind + 1]);
	if (!strcmp(argv[optind], "file"))
		return do_file(argv[optind + 1]);
	return show_help();
}
