// SPDX-License-Identifier: GPL-2.0
/*
 * v4l2-verify - capture from the avc_v4l2 virtual camera and check every
 * byte of every frame against the documented test pattern
 * (drivers-samples/v4l2/README.md), the frame rate against the wall clock,
 * and the buffer queue's API edges.
 *
 * usage: v4l2-verify [-t TAG] [options] MODE ARGS
 *   mmap DEV      capture -n frames with MMAP streaming
 *   read DEV      capture -n frames with read()
 *   file FILE     check a file of raw frames (v4l2-ctl --stream-to, dd)
 *   api DEV       REQBUFS/QUERYBUF/QBUF/DQBUF/STREAMOFF/mmap edge cases,
 *                 DQBUF waiting in a thread while STREAMOFF, close or a
 *                 signal happens
 *   owner DEV     the queue's owner: another handle's REQBUFS, QBUF,
 *                 STREAMON and STREAMOFF get EBUSY, the owner's close()
 *                 frees the queue; after read(), REQBUFS and STREAMOFF get
 *                 EBUSY (file I/O) until the reader closes
 *   budget DEV    the queue's memory cap: CREATE_BUFS of 4 buffers of
 *                 64 MiB (the largest buffer it takes) gives 2 of them,
 *                 the 128 MiB one queue may hold, and then ENOMEM;
 *                 REQBUFS(0) frees them for a full REQBUFS
 *   hold DEV READY GO
 *                 allocate buffers, map the last one, write "OFFSET SIZE"
 *                 of it to READY and wait (at most -w seconds) until GO
 *                 exists; with -c close the device first and check that
 *                 the mapping still reads back the frame captured into it
 * options:
 *   -f FOURCC     YUYV (default) or RGB3
 *   -s WxH        frame size (default 640x480)
 *   -r FPS        frame rate (default 30)
 *   -n N          frames (default 30)
 *   -b N, -c N, -p N   brightness, contrast, test pattern (128, 128, 0)
 *   -w S          hold: seconds to wait for GO (default 60)
 *   -C            hold: close the device before waiting
 *   -T PCT        rate tolerance in percent (default 10)
 *
 * The pattern is recomputed here from the formulas, unit by unit, with no
 * code shared with the driver's table-based generator.  Exit status: 0 if
 * every check passed, 1 if one failed, 2 for bad usage.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <stdbool.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <linux/videodev2.h>

#include "avc-test.h"

#define MAX_BUFS	32

static const char *tag = "v4l2";
static unsigned int fourcc = V4L2_PIX_FMT_YUYV;
static unsigned int width = 640, height = 480, fps = 30, nframes = 30;
static int brightness = 128, contrast = 128, pattern;
static unsigned int hold_wait = 60, tolerance = 10;
static bool hold_close;
static long page_size;

/* the frame geometry the device agreed to */
static unsigned int bpl, sizeimage, unit, units;

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* ------------------------------------------------------------ pattern */

static const unsigned char bars_rgb[8][3] = {
	{ 255, 255, 255 }, { 255, 255, 0 }, { 0, 255, 255 }, { 0, 255, 0 },
	{ 255, 0, 255 }, { 255, 0, 0 }, { 0, 0, 255 }, { 0, 0, 0 },
};

static const unsigned char bars_yuv[8][3] = {
	{ 235, 128, 128 }, { 210, 16, 146 }, { 170, 166, 16 }, { 145, 54, 34 },
	{ 106, 202, 222 }, { 81, 90, 240 }, { 41, 240, 110 }, { 16, 128, 128 },
};

static unsigned char lut(int v)
{
	int r = (v - 128) * contrast / 128 + brightness;

	return r < 0 ? 0 : r > 255 ? 255 : r;
}

/* The bytes of unit j of line y of frame n, straight from the formulas. */
static void expect_unit(unsigned char *o, unsigned int j, unsigned int y, unsigned int n)
{
	bool yuv = fourcc == V4L2_PIX_FMT_YUYV;
	unsigned int t, b, c;

	switch (pattern) {
	case 1:
		b = (((j + n) % units) * 8) / units;
		if (yuv) {
			o[0] = lut(bars_yuv[b][0]);
			o[1] = bars_yuv[b][1];
			o[2] = lut(bars_yuv[b][0]);
			o[3] = bars_yuv[b][2];
		} else {
			o[0] = lut(bars_rgb[b][0]);
			o[1] = lut(bars_rgb[b][1]);
			o[2] = lut(bars_rgb[b][2]);
		}
		break;
	case 2:
		c = ((j + n) / 16 + (y + n) / 16) % 2;
		if (yuv) {
			o[0] = lut(c ? 16 : 235);
			o[1] = 128;
			o[2] = o[0];
			o[3] = 128;
		} else {
			o[0] = lut(c ? 0 : 255);
			o[1] = o[0];
			o[2] = o[0];
		}
		break;
	default:
		t = (j + y + 2 * n) % 256;
		if (yuv) {
			o[0] = lut(t);
			o[1] = t;
			o[2] = o[0];
			o[3] = 255 - t;
		} else {
			o[0] = lut(t);
			o[1] = lut(255 - t);
			o[2] = lut((2 * t) % 256);
		}
		break;
	}
}

static unsigned int le32(const unsigned char *p)
{
	return p[0] | p[1] << 8 | p[2] << 16 | (unsigned int)p[3] << 24;
}

/*
 * check_frame() - compare a frame with the pattern of its embedded counter
 * Return: 0 and the counter in *seq, or -1 with a description in @why.
 */
static int check_frame(const unsigned char *f, size_t len, unsigned int *seq,
		       char *why, size_t whylen)
{
	static unsigned char *line;
	unsigned int n, y, j;
	size_t i;

	if (len != sizeimage) {
		snprintf(why, whylen, "frame of %zu bytes, expected %u", len,
			 sizeimage);
		return -1;
	}
	n = le32(f);
	if (le32(f + 4) != ~n) {
		snprintf(why, whylen, "header %08x %08x: not a counter and its complement",
			 n, le32(f + 4));
		return -1;
	}
	*seq = n;
	if (!line)
		line = malloc(bpl);
	if (!line) {
		snprintf(why, whylen, "out of memory");
		return -1;
	}
	for (y = 0; y < height; y++) {
		for (j = 0; j < units; j++)
			expect_unit(line + j * unit, j, y, n);
		if (!y)
			memcpy(line, f, 8);	/* the counter, checked above */
		if (!memcmp(line, f + (size_t)y * bpl, bpl))
			continue;
		for (i = 0; i < bpl && line[i] == f[(size_t)y * bpl + i]; i++)
			;
		snprintf(why, whylen,
			 "frame %u: byte %zu (line %u, offset %zu) is %u, expected %u",
			 n, (size_t)y * bpl + i, y, i, f[(size_t)y * bpl + i],
			 line[i]);
		return -1;
	}
	return 0;
}

/* ------------------------------------------------------------ setup */

static int set_control(int fd, unsigned int id, int val, const char *name)
{
	struct v4l2_control ctrl = { .id = id, .value = val };

	if (avc_xioctl(fd, VIDIOC_S_CTRL, &ctrl)) {
		avc_not_ok(tag, "setup", "S_CTRL %s=%d: %s", name, val,
			   avc_errname(errno));
		return -1;
	}
	return 0;
}

/* set format, frame rate and controls; -1 (reported) on failure */
static int setup(int fd)
{
	struct v4l2_format fmt = { .type = V4L2_BUF_TYPE_VIDEO_CAPTURE };
	struct v4l2_streamparm parm = { .type = V4L2_BUF_TYPE_VIDEO_CAPTURE };

	fmt.fmt.pix.width = width;
	fmt.fmt.pix.height = height;
	fmt.fmt.pix.pixelformat = fourcc;
	fmt.fmt.pix.field = V4L2_FIELD_NONE;
	if (avc_xioctl(fd, VIDIOC_S_FMT, &fmt)) {
		avc_not_ok(tag, "setup", "S_FMT: %s", avc_errname(errno));
		return -1;
	}
	if (fmt.fmt.pix.width != width || fmt.fmt.pix.height != height ||
	    fmt.fmt.pix.pixelformat != fourcc) {
		avc_not_ok(tag, "setup", "S_FMT gave %ux%u %.4s",
			   fmt.fmt.pix.width, fmt.fmt.pix.height,
			   (char *)&fmt.fmt.pix.pixelformat);
		return -1;
	}
	unit = fourcc == V4L2_PIX_FMT_YUYV ? 4 : 3;
	units = fourcc == V4L2_PIX_FMT_YUYV ? width / 2 : width;
	bpl = fmt.fmt.pix.bytesperline;
	sizeimage = fmt.fmt.pix.sizeimage;
	if (bpl != units * unit || sizeimage != bpl * height) {
		avc_not_ok(tag, "setup", "bytesperline %u sizeimage %u, expected %u %u",
			   bpl, sizeimage, units * unit, units * unit * height);
		return -1;
	}
	parm.parm.capture.timeperframe.numerator = 1;
	parm.parm.capture.timeperframe.denominator = fps;
	if (avc_xioctl(fd, VIDIOC_S_PARM, &parm)) {
		avc_not_ok(tag, "setup", "S_PARM: %s", avc_errname(errno));
		return -1;
	}
	if (parm.parm.capture.timeperframe.numerator != 1 ||
	    parm.parm.capture.timeperframe.denominator != fps) {
		avc_not_ok(tag, "setup", "S_PARM gave %u/%u",
			   parm.parm.capture.timeperframe.numerator,
			   parm.parm.capture.timeperframe.denominator);
		return -1;
	}
	if (set_control(fd, V4L2_CID_BRIGHTNESS, brightness, "brightness") ||
	    set_control(fd, V4L2_CID_CONTRAST, contrast, "contrast") ||
	    set_control(fd, V4L2_CID_TEST_PATTERN, pattern, "pattern"))
		return -1;
	return 0;
}

static int open_dev(const char *dev, int flags)
{
	int fd = open(dev, flags);

	if (fd < 0)
		avc_not_ok(tag, "open", "%s: %s", dev, avc_errname(errno));
	return fd;
}

/* ------------------------------------------------------------ statistics */

struct stats {
	unsigned int frames;
	unsigned int bad;
	unsigned int first_seq, last_seq;
	double first_t, last_t;
	double first_ts, last_ts;	/* buffer timestamps, s; < 0: none */
	char why[160];
};

/* record a checked frame; returns 0 if the sequence went forward */
static int stats_add(struct stats *s, unsigned int seq, double t, double ts)
{
	if (s->frames && seq <= s->last_seq) {
		snprintf(s->why, sizeof(s->why),
			 "sequence %u after %u: not increasing", seq,
			 s->last_seq);
		s->bad++;
		return -1;
	}
	if (!s->frames) {
		s->first_seq = seq;
		s->first_t = t;
		s->first_ts = ts;
	}
	s->last_seq = seq;
	s->last_t = t;
	s->last_ts = ts;
	s->frames++;
	return 0;
}

/* report the byte check and the rate check of a capture */
static void stats_report(const char *mode, struct stats *s)
{
	double span = s->last_t - s->first_t;
	unsigned int ticks = s->last_seq - s->first_seq;
	double rate, delivered, expected, slack;
	char name[64];

	snprintf(name, sizeof(name), "%s-bytes", mode);
	if (s->bad || !s->frames)
		avc_not_ok(tag, name, "%u of %u frames wrong: %s", s->bad,
			   s->frames + s->bad, s->frames ? s->why : "no frames");
	else
		avc_ok(tag, name,
		       "%u frames byte-exact (%ux%u %.4s, pattern %d, b %d, c %d), sequence %u..%u",
		       s->frames, width, height, (char *)&fourcc, pattern,
		       brightness, contrast, s->first_seq, s->last_seq);

	snprintf(name, sizeof(name), "%s-rate", mode);
	if (s->frames < 2 || span < 0.5) {
		avc_not_ok(tag, name, "%u frames in %.3f s: too few to measure",
			   s->frames, span);
		return;
	}
	rate = ticks / span;
	delivered = (s->frames - 1) / span;
	/* tolerance percent of the expected ticks, and at least two ticks */
	expected = span * fps;
	slack = expected * tolerance / 100.0;
	if (slack < 2)
		slack = 2;
	if (ticks < expected - slack || ticks > expected + slack)
		avc_not_ok(tag, name,
			   "%.2f frames/s by sequence over %.2f s, expected %u +-%u%% (delivered %.2f/s)",
			   rate, span, fps, tolerance, delivered);
	else
		avc_ok(tag, name,
		       "%.2f frames/s by sequence over %.2f s (nominal %u, delivered %.2f/s, %u dropped)",
		       rate, span, fps, delivered, ticks + 1 - s->frames);
	if (s->first_ts < 0)
		return;
	snprintf(name, sizeof(name), "%s-timestamps", mode);
	span = s->last_ts - s->first_ts;
	if (span <= 0 || ticks / span < fps * (100 - tolerance) / 100.0 ||
	    ticks / span > fps * (100 + tolerance) / 100.0)
		avc_not_ok(tag, name, "%u ticks in %.3f s of buffer timestamps",
			   ticks, span);
	else
		avc_ok(tag, name, "%.2f frames/s by buffer timestamps (CLOCK_MONOTONIC)",
		       ticks / span);
}

/* ------------------------------------------------------------ mmap */

struct mapping {
	void *p;
	size_t len;
};

static int reqbufs(int fd, unsigned int count)
{
	struct v4l2_requestbuffers rb = {
		.count = count,
		.type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
		.memory = V4L2_MEMORY_MMAP,
	};

	if (avc_xioctl(fd, VIDIOC_REQBUFS, &rb))
		return -errno;
	return rb.count;
}

static int querybuf(int fd, unsigned int i, struct v4l2_buffer *b)
{
	memset(b, 0, sizeof(*b));
	b->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	b->memory = V4L2_MEMORY_MMAP;
	b->index = i;
	return avc_xioctl(fd, VIDIOC_QUERYBUF, b) ? -errno : 0;
}

static int qbuf(int fd, unsigned int i)
{
	struct v4l2_buffer b = {
		.type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
		.memory = V4L2_MEMORY_MMAP,
		.index = i,
	};

	return avc_xioctl(fd, VIDIOC_QBUF, &b) ? -errno : 0;
}

static int dqbuf(int fd, struct v4l2_buffer *b)
{
	memset(b, 0, sizeof(*b));
	b->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	b->memory = V4L2_MEMORY_MMAP;
	return avc_xioctl(fd, VIDIOC_DQBUF, b) ? -errno : 0;
}

static int stream(int fd, bool on)
{
	int type = V4L2_BUF_TYPE_VIDEO_CAPTURE;

	return avc_xioctl(fd, on ? VIDIOC_STREAMON : VIDIOC_STREAMOFF, &type) ?
		-errno : 0;
}

/* REQBUFS + QUERYBUF + mmap of every buffer; returns the count or -1 */
static int map_all(int fd, unsigned int want, struct mapping *m)
{
	struct v4l2_buffer b;
	int n, i;

	n = reqbufs(fd, want);
	if (n < 0) {
		avc_not_ok(tag, "reqbufs", "REQBUFS %u: %s", want,
			   avc_errname(-n));
		return -1;
	}
	for (i = 0; i < n; i++) {
		if (querybuf(fd, i, &b)) {
			avc_not_ok(tag, "querybuf", "QUERYBUF %d: %s", i,
				   avc_errname(errno));
			return -1;
		}
		m[i].len = b.length;
		m[i].p = mmap(NULL, b.length, PROT_READ | PROT_WRITE,
			      MAP_SHARED, fd, b.m.offset);
		if (m[i].p == MAP_FAILED) {
			avc_not_ok(tag, "mmap", "buffer %d: %s", i,
				   avc_errname(errno));
			return -1;
		}
	}
	return n;
}

static void unmap_all(struct mapping *m, int n)
{
	while (n-- > 0)
		munmap(m[n].p, m[n].len);
}

static int run_mmap(const char *dev)
{
	struct mapping m[MAX_BUFS];
	struct stats s = { 0 };
	struct v4l2_buffer b;
	unsigned int seq;
	char why[160];
	int fd, n, i, ret;

	fd = open_dev(dev, O_RDWR);
	if (fd < 0 || setup(fd))
		return 1;
	n = map_all(fd, 4, m);
	if (n < 0)
		return 1;
	for (i = 0; i < n; i++)
		if (qbuf(fd, i)) {
			avc_not_ok(tag, "mmap-qbuf", "QBUF %d: %s", i,
				   avc_errname(errno));
			return 1;
		}
	if (stream(fd, true)) {
		avc_not_ok(tag, "mmap-streamon", "%s", avc_errname(errno));
		return 1;
	}
	while (s.frames + s.bad < nframes) {
		ret = dqbuf(fd, &b);
		if (ret) {
			avc_not_ok(tag, "mmap-dqbuf", "DQBUF: %s",
				   avc_errname(-ret));
			break;
		}
		if (b.bytesused != sizeimage || b.field != V4L2_FIELD_NONE ||
		    (b.flags & (V4L2_BUF_FLAG_QUEUED | V4L2_BUF_FLAG_DONE |
				V4L2_BUF_FLAG_ERROR)) ||
		    !(b.flags & V4L2_BUF_FLAG_MAPPED) ||
		    (b.flags & V4L2_BUF_FLAG_TIMESTAMP_MASK) !=
		    V4L2_BUF_FLAG_TIMESTAMP_MONOTONIC) {
			snprintf(s.why, sizeof(s.why),
				 "buffer %u: bytesused %u field %u flags %#x",
				 b.index, b.bytesused, b.field, b.flags);
			s.bad++;
		} else if (check_frame(m[b.index].p, b.bytesused, &seq, why,
				       sizeof(why))) {
			memcpy(s.why, why, sizeof(why));
			s.bad++;
		} else if (seq != b.sequence) {
			snprintf(s.why, sizeof(s.why),
				 "embedded counter %u, v4l2_buffer.sequence %u",
				 seq, b.sequence);
			s.bad++;
		} else {
			stats_add(&s, seq, now_s(), b.timestamp.tv_sec +
				  b.timestamp.tv_usec / 1e6);
		}
		if (qbuf(fd, b.index)) {
			avc_not_ok(tag, "mmap-qbuf", "re-QBUF %u: %s", b.index,
				   avc_errname(errno));
			break;
		}
	}
	if (stream(fd, false))
		avc_not_ok(tag, "mmap-streamoff", "%s", avc_errname(errno));
	stats_report("mmap", &s);
	unmap_all(m, n);
	if (reqbufs(fd, 0) < 0)
		avc_not_ok(tag, "mmap-reqbufs0", "REQBUFS(0) after munmap: %s",
			   avc_errname(errno));
	close(fd);
	return avc_failures ? 1 : 0;
}

/* ------------------------------------------------------------ read */

static int run_read(const char *dev)
{
	struct stats s = { 0 };
	unsigned char *frame;
	unsigned int seq;
	char why[160];
	ssize_t got;
	int fd;

	fd = open_dev(dev, O_RDWR);
	if (fd < 0 || setup(fd))
		return 1;
	frame = malloc(sizeimage + 1);
	if (!frame)
		return 1;
	while (s.frames + s.bad < nframes) {
		/* one more byte than a frame: read() returns one frame at most */
		got = read(fd, frame, sizeimage + 1);
		if (got < 0) {
			avc_not_ok(tag, "read", "read: %s", avc_errname(errno));
			break;
		}
		if (check_frame(frame, got, &seq, why, sizeof(why))) {
			memcpy(s.why, why, sizeof(why));
			s.bad++;
		} else {
			stats_add(&s, seq, now_s(), -1);
		}
	}
	stats_report("read", &s);
	free(frame);
	close(fd);
	return avc_failures ? 1 : 0;
}

/* ------------------------------------------------------------ file */

static int run_file(const char *path)
{
	struct stats s = { 0 };
	struct stat st;
	unsigned char *frame;
	unsigned int seq;
	char why[160];
	size_t nf, i;
	int fd;

	unit = fourcc == V4L2_PIX_FMT_YUYV ? 4 : 3;
	units = fourcc == V4L2_PIX_FMT_YUYV ? width / 2 : width;
	bpl = units * unit;
	sizeimage = bpl * height;
	fd = open(path, O_RDONLY);
	if (fd < 0 || fstat(fd, &st)) {
		avc_not_ok(tag, "file", "%s: %s", path, avc_errname(errno));
		return 1;
	}
	if (!st.st_size || st.st_size % sizeimage) {
		avc_not_ok(tag, "file-size",
			   "%s: %lld bytes is not a whole number of %u-byte frames",
			   path, (long long)st.st_size, sizeimage);
		return 1;
	}
	nf = st.st_size / sizeimage;
	frame = malloc(sizeimage);
	if (!frame)
		return 1;
	for (i = 0; i < nf; i++) {
		if (read(fd, frame, sizeimage) != (ssize_t)sizeimage) {
			avc_not_ok(tag, "file", "short read");
			break;
		}
		if (check_frame(frame, sizeimage, &seq, why, sizeof(why))) {
			memcpy(s.why, why, sizeof(why));
			s.bad++;
		} else {
			stats_add(&s, seq, 0, -1);
		}
	}
	if (s.bad || s.frames != nframes)
		avc_not_ok(tag, "file-bytes", "%zu frames in the file, expected %u; %u wrong: %s",
			   nf, nframes, s.bad, s.bad ? s.why : "");
	else
		avc_ok(tag, "file-bytes", "%u frames byte-exact, sequence %u..%u increasing",
		       s.frames, s.first_seq, s.last_seq);
	free(frame);
	close(fd);
	return avc_failures ? 1 : 0;
}

/* ------------------------------------------------------------ api */

static void expect_err(const char *name, int ret, int err)
{
	if (ret == -err)
		avc_ok(tag, name, "%s", avc_errname(err));
	else if (ret >= 0)
		avc_not_ok(tag, name, "succeeded, expected %s",
			   avc_errname(err));
	else
		avc_not_ok(tag, name, "%s, expected %s", avc_errname(-ret),
			   avc_errname(err));
}

static bool all_zero(const unsigned char *p, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		if (p[i])
			return false;
	return true;
}

/*
 * Mapped through another descriptor: the owner's close() frees the queue,
 * the mapping keeps its buffer (the avc_rvbuf reference) and its frame,
 * and the next REQBUFS gets fresh, zeroed memory.
 */
static void api_orphan(const char *dev, int fd2)
{
	struct v4l2_buffer b;
	unsigned int seq;
	struct mapping m;
	char why[160];
	int fd, n;

	fd = open_dev(dev, O_RDWR);
	if (fd < 0)
		return;
	n = reqbufs(fd, 2);
	if (n != 2 || qbuf(fd, 1) || stream(fd, true) || dqbuf(fd, &b) ||
	    querybuf(fd, b.index, &b)) {
		avc_not_ok(tag, "orphan", "could not capture a frame: %s",
			   avc_errname(errno));
		close(fd);
		return;
	}
	m.len = b.length;
	m.p = mmap(NULL, m.len, PROT_READ, MAP_SHARED, fd2, b.m.offset);
	close(fd);
	if (m.p == MAP_FAILED) {
		avc_not_ok(tag, "orphan", "mmap through another fd: %s",
			   avc_errname(errno));
		return;
	}
	if (!check_frame(m.p, sizeimage, &seq, why, sizeof(why)))
		avc_ok(tag, "orphan-buffer-intact",
		       "frame %u readable after its owner closed", seq);
	else
		avc_not_ok(tag, "orphan-buffer-intact", "%s", why);
	n = reqbufs(fd2, 2);
	if (n != 2) {
		avc_not_ok(tag, "orphan-queue-free", "REQBUFS after the owner closed: %s",
			   avc_errname(-n));
	} else {
		struct mapping f;

		avc_ok(tag, "orphan-queue-free", "the owner's close() freed the queue");
		querybuf(fd2, b.index, &b);
		f.len = b.length;
		f.p = mmap(NULL, f.len, PROT_READ, MAP_SHARED, fd2, b.m.offset);
		if (f.p != MAP_FAILED && all_zero(f.p, sizeimage) &&
		    !check_frame(m.p, sizeimage, &seq, why, sizeof(why)))
			avc_ok(tag, "orphan-new-buffer-zeroed",
			       "new buffer zeroed, orphan still holds frame %u", seq);
		else
			avc_not_ok(tag, "orphan-new-buffer-zeroed",
				   "new buffer not zeroed or orphan changed");
		if (f.p != MAP_FAILED)
			munmap(f.p, f.len);
		reqbufs(fd2, 0);
	}
	munmap(m.p, m.len);
}

/* buffers, offsets, MAPPED, EBUSY while mapped, zeroed memory */
static void api_buffers(const char *dev)
{
	size_t aligned = (sizeimage + page_size - 1) & ~(page_size - 1);
	struct mapping m[MAX_BUFS];
	struct v4l2_buffer b;
	int fd, fd2, n, i, mapped = 0;
	unsigned int seq;
	bool ok = true;
	char why[160];

	fd = open_dev(dev, O_RDWR);
	fd2 = open_dev(dev, O_RDWR);
	if (fd < 0 || fd2 < 0)
		return;
	n = reqbufs(fd, 1);
	if (n == 2)
		avc_ok(tag, "reqbufs-min", "REQBUFS(1) gave the minimum, 2");
	else
		avc_not_ok(tag, "reqbufs-min", "REQBUFS(1) gave %d", n);
	n = reqbufs(fd, 100);
	if (n == MAX_BUFS)
		avc_ok(tag, "reqbufs-max", "REQBUFS(100) gave %d", n);
	else
		avc_not_ok(tag, "reqbufs-max", "REQBUFS(100) gave %d", n);
	n = reqbufs(fd, 3);
	for (i = 0; i < n; i++) {
		if (querybuf(fd, i, &b) || b.m.offset != i * aligned ||
		    b.length != sizeimage || b.flags & V4L2_BUF_FLAG_MAPPED)
			ok = false;
	}
	if (n == 3 && ok)
		avc_ok(tag, "querybuf-offsets", "offset = index * %zu, length %u",
		       aligned, sizeimage);
	else
		avc_not_ok(tag, "querybuf-offsets", "%d buffers, offsets/lengths/flags wrong",
			   n);
	expect_err("querybuf-index-past-end", querybuf(fd, n, &b), EINVAL);
	expect_err("reqbufs-other-fh", reqbufs(fd2, 2), EBUSY);
	expect_err("streamon-other-fh", stream(fd2, true), EBUSY);
	expect_err("dqbuf-not-streaming", dqbuf(fd, &b), EINVAL);

	m[0].len = sizeimage;
	m[0].p = mmap(NULL, sizeimage, PROT_READ | PROT_WRITE, MAP_SHARED, fd,
		      aligned);
	if (m[0].p == MAP_FAILED) {
		avc_not_ok(tag, "mmap-buffer-1", "%s", avc_errname(errno));
		goto out;
	}
	if (all_zero(m[0].p, sizeimage))
		avc_ok(tag, "buffer-zeroed", "a fresh buffer reads as zeros");
	else
		avc_not_ok(tag, "buffer-zeroed", "stale data in a fresh buffer");
	if (!querybuf(fd, 1, &b) && (b.flags & V4L2_BUF_FLAG_MAPPED) &&
	    !querybuf(fd, 0, &b) && !(b.flags & V4L2_BUF_FLAG_MAPPED))
		avc_ok(tag, "flag-mapped", "set on the mapped buffer only");
	else
		avc_not_ok(tag, "flag-mapped", "wrong V4L2_BUF_FLAG_MAPPED");
	expect_err("reqbufs0-while-mapped", reqbufs(fd, 0), EBUSY);
	expect_err("reqbufs-while-mapped", reqbufs(fd, 4), EBUSY);
	munmap(m[0].p, m[0].len);
	if (!querybuf(fd, 1, &b) && !(b.flags & V4L2_BUF_FLAG_MAPPED))
		avc_ok(tag, "flag-mapped-cleared", "after munmap");
	else
		avc_not_ok(tag, "flag-mapped-cleared", "still set after munmap");
	n = reqbufs(fd, 0);
	if (n == 0)
		avc_ok(tag, "reqbufs0-after-munmap", "freed");
	else
		avc_not_ok(tag, "reqbufs0-after-munmap", "%s",
			   avc_errname(-n));
	n = reqbufs(fd2, 2);
	if (n == 2)
		avc_ok(tag, "reqbufs-new-owner", "the other handle owns it now");
	else
		avc_not_ok(tag, "reqbufs-new-owner", "REQBUFS on the other handle: %d",
			   n);
	reqbufs(fd2, 0);

	/*
	 * Mapped through the owner's own descriptor: the mapping holds the
	 * file, so close() does not release the queue before munmap().
	 */
	mapped = map_all(fd, 2, m);
	if (mapped == 2 && !qbuf(fd, 0) && !stream(fd, true) && !dqbuf(fd, &b)) {
		close(fd);
		fd = -1;
		if (!check_frame(m[b.index].p, sizeimage, &seq, why, sizeof(why)))
			avc_ok(tag, "mapping-after-close", "frame %u intact after close()",
			       seq);
		else
			avc_not_ok(tag, "mapping-after-close", "%s", why);
		expect_err("queue-held-by-mapping", reqbufs(fd2, 2), EBUSY);
		unmap_all(m, mapped);
		n = reqbufs(fd2, 2);
		if (n == 2)
			avc_ok(tag, "munmap-releases-queue", "last munmap released the owner");
		else
			avc_not_ok(tag, "munmap-releases-queue", "REQBUFS after munmap: %d", n);
		reqbufs(fd2, 0);
	} else {
		avc_not_ok(tag, "mapping-after-close", "could not capture a frame");
		if (mapped > 0)
			unmap_all(m, mapped);
	}
	api_orphan(dev, fd2);
out:
	if (fd >= 0)
		close(fd);
	close(fd2);
}

/*
 * QBUF must not wait for the blocked DQBUF (the queue lock is dropped while
 * it sleeps); the frame that fills the buffer then ends the wait, after
 * the file descriptor is already closed.
 */
static void close_while_waiting(int fd, const char *name)
{
	struct v4l2_streamparm parm = { .type = V4L2_BUF_TYPE_VIDEO_CAPTURE };
	double t = now_s();

	parm.parm.capture.timeperframe.numerator = 1;
	parm.parm.capture.timeperframe.denominator = 5;
	avc_xioctl(fd, VIDIOC_S_PARM, &parm);
	if (qbuf(fd, 0))
		avc_not_ok(tag, name, "QBUF while DQBUF waits: %s",
			   avc_errname(errno));
	else if (now_s() - t > 1)
		avc_not_ok(tag, name, "QBUF waited %.1f s for the blocked DQBUF",
			   now_s() - t);
	close(fd);
}

struct waiter {
	int fd;
	int ret;
	struct v4l2_buffer b;
	bool done;	/* __atomic: set by the waiter thread */
};

static void *dqbuf_thread(void *arg)
{
	struct waiter *w = arg;

	memset(&w->b, 0, sizeof(w->b));
	w->b.type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	w->b.memory = V4L2_MEMORY_MMAP;
	/* no EINTR retry here: a signal must end the wait */
	w->ret = ioctl(w->fd, VIDIOC_DQBUF, &w->b) ? -errno : 0;
	__atomic_store_n(&w->done, true, __ATOMIC_RELEASE);
	return NULL;
}

static void on_usr1(int sig)
{
	(void)sig;
}

/* wait up to @secs for the waiter; true if it returned */
static bool join_within(pthread_t th, struct waiter *w, double secs)
{
	double end = now_s() + secs;

	while (!__atomic_load_n(&w->done, __ATOMIC_ACQUIRE) && now_s() < end)
		usleep(10000);
	if (!__atomic_load_n(&w->done, __ATOMIC_ACQUIRE))
		return false;
	pthread_join(th, NULL);
	return true;
}

/*
 * A DQBUF blocked in one thread while another thread does @what:
 * "streamoff", "close" or "signal".  It must come back (a buffer or an
 * error), not hang.
 */
static void api_waiter(const char *dev, const char *what)
{
	struct sigaction sa = { .sa_handler = on_usr1 };
	struct waiter w = { 0 };
	struct v4l2_buffer b;
	char name[64];
	pthread_t th;
	int fd, n;

	snprintf(name, sizeof(name), "dqbuf-wait-%s", what);
	fd = open_dev(dev, O_RDWR);
	if (fd < 0)
		return;
	n = reqbufs(fd, 2);
	if (n != 2 || stream(fd, true)) {
		avc_not_ok(tag, name, "setup: %s", avc_errname(errno));
		close(fd);
		return;
	}
	sigaction(SIGUSR1, &sa, NULL);
	w.fd = fd;
	if (pthread_create(&th, NULL, dqbuf_thread, &w)) {
		avc_not_ok(tag, name, "pthread_create failed");
		close(fd);
		return;
	}
	usleep(300000);
	if (__atomic_load_n(&w.done, __ATOMIC_ACQUIRE)) {
		avc_not_ok(tag, name, "DQBUF did not block: %s",
			   avc_errname(-w.ret));
		pthread_join(th, NULL);
		close(fd);
		return;
	}
	if (!strcmp(what, "streamoff"))
		stream(fd, false);
	else if (!strcmp(what, "signal"))
		pthread_kill(th, SIGUSR1);
	else
		close_while_waiting(fd, name);
	if (!join_within(th, &w, 5)) {
		avc_not_ok(tag, name, "DQBUF still blocked 5 s after %s", what);
		/* unblock it so the process can go on */
		if (strcmp(what, "close"))
			stream(fd, false);
		join_within(th, &w, 5);
	} else if (!strcmp(what, "streamoff")) {
		if (w.ret == -EINVAL)
			avc_ok(tag, name, "DQBUF returned EINVAL");
		else if (!w.ret)
			avc_ok(tag, name, "DQBUF returned buffer %u", w.b.index);
		else
			avc_not_ok(tag, name, "DQBUF returned %s",
				   avc_errname(-w.ret));
	} else if (!strcmp(what, "signal")) {
		if (w.ret == -EINTR)
			avc_ok(tag, name, "DQBUF returned EINTR");
		else
			avc_not_ok(tag, name, "DQBUF returned %s, expected EINTR",
				   w.ret ? avc_errname(-w.ret) : "a buffer");
	} else if (w.ret && w.ret != -EINVAL) {
		avc_not_ok(tag, name, "DQBUF returned %s", avc_errname(-w.ret));
	} else {
		avc_ok(tag, name, "DQBUF returned %s after close()",
		       w.ret ? "EINVAL" : "the queued buffer");
	}
	if (strcmp(what, "close")) {
		/* the queue still works: nonblocking DQBUF says EAGAIN */
		stream(fd, false);
		close(fd);
		return;
	}
	/* after close() and the waiter's return the queue is free again */
	fd = open_dev(dev, O_RDWR | O_NONBLOCK);
	if (fd < 0 || setup(fd))
		return;
	n = reqbufs(fd, 2);
	if (n != 2) {
		avc_not_ok(tag, "queue-free-after-close", "REQBUFS: %d", n);
	} else {
		avc_ok(tag, "queue-free-after-close", "REQBUFS works again");
		stream(fd, true);
		expect_err("dqbuf-nonblock-empty", dqbuf(fd, &b), EAGAIN);
		stream(fd, false);
	}
	close(fd);
}

static int run_api(const char *dev)
{
	int fd = open_dev(dev, O_RDWR);

	if (fd < 0 || setup(fd))
		return 1;
	close(fd);
	api_buffers(dev);
	api_waiter(dev, "streamoff");
	api_waiter(dev, "signal");
	api_waiter(dev, "close");
	return avc_failures ? 1 : 0;
}

/* ------------------------------------------------------------ budget */

#define BUDGET_BUF	(64U << 20)	/* the driver's largest buffer */
#define BUDGET_QUEUE	(128UL << 20)	/* what one queue may hold */

static int create_bufs(int fd, unsigned int count, unsigned int size)
{
	struct v4l2_create_buffers c = {
		.count = count,
		.memory = V4L2_MEMORY_MMAP,
		.format.type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
	};

	if (avc_xioctl(fd, VIDIOC_G_FMT, &c.format))
		return -errno;
	c.format.fmt.pix.sizeimage = size;
	if (avc_xioctl(fd, VIDIOC_CREATE_BUFS, &c))
		return -errno;
	return c.count;
}

/*
 * Any process that may open the node must not make the driver allocate
 * more than one queue's worth: 4 x 64 MiB asked, 2 given (an uncapped
 * queue gives all 4, and 32 of them would be 2 GiB of kernel memory).
 */
static int run_budget(const char *dev)
{
	int fd = open_dev(dev, O_RDWR);
	int n;

	if (fd < 0 || setup(fd))
		return 1;
	reqbufs(fd, 0);
	n = create_bufs(fd, 4, BUDGET_BUF);
	if (n >= 0 && (unsigned long)n * BUDGET_BUF <= BUDGET_QUEUE && n > 0)
		avc_ok(tag, "budget-create-bufs", "4 x 64 MiB asked, %d given (%lu MiB)",
		       n, (unsigned long)n * (BUDGET_BUF >> 20));
	else if (n >= 0)
		avc_not_ok(tag, "budget-create-bufs",
			   "4 x 64 MiB asked, %d given (%lu MiB > %lu MiB)", n,
			   (unsigned long)n * (BUDGET_BUF >> 20), BUDGET_QUEUE >> 20);
	else
		avc_not_ok(tag, "budget-create-bufs", "4 x 64 MiB: %s",
			   avc_errname(-n));
	expect_err("budget-full", create_bufs(fd, 1, BUDGET_BUF), ENOMEM);
	n = reqbufs(fd, 0);
	if (n == 0)
		avc_ok(tag, "budget-reqbufs0", "freed");
	else
		avc_not_ok(tag, "budget-reqbufs0", "%s", avc_errname(-n));
	n = reqbufs(fd, 4);
	if (n == 4)
		avc_ok(tag, "budget-reqbufs-after", "REQBUFS(4) of %u bytes after the free",
		       sizeimage);
	else
		avc_not_ok(tag, "budget-reqbufs-after", "REQBUFS(4) gave %d", n);
	reqbufs(fd, 0);
	close(fd);
	return avc_failures ? 1 : 0;
}

/* ------------------------------------------------------------ owner */

/*
 * The handle that allocated the buffers (REQBUFS) owns the queue: another
 * handle's REQBUFS, QBUF, STREAMON and STREAMOFF get EBUSY, the owner
 * itself streams, and its close() stops streaming and frees the queue for
 * the next handle.  A driver that takes the owner from the ioctls' priv
 * argument, which the V4L2 core sets to NULL from 6.18 on, records no
 * owner: the other handle gets in, and close() frees nothing.
 */
static void owner_streaming(const char *dev)
{
	struct v4l2_buffer b;
	int a, o, n;

	a = open_dev(dev, O_RDWR);
	o = open_dev(dev, O_RDWR);
	if (a < 0 || o < 0)
		goto out;
	n = reqbufs(a, 2);
	if (n != 2) {
		avc_not_ok(tag, "owner-reqbufs", "REQBUFS 2: %d", n);
		goto out;
	}
	avc_ok(tag, "owner-reqbufs", "the first handle owns 2 buffers");
	expect_err("other-reqbufs", reqbufs(o, 2), EBUSY);
	expect_err("other-qbuf", qbuf(o, 0), EBUSY);
	expect_err("other-streamon", stream(o, true), EBUSY);
	if (!qbuf(a, 0) && !qbuf(a, 1) && !stream(a, true) && !dqbuf(a, &b))
		avc_ok(tag, "owner-streams", "QBUF, STREAMON, DQBUF: buffer %u",
		       b.index);
	else
		avc_not_ok(tag, "owner-streams", "%s", avc_errname(errno));
	expect_err("other-streamoff", stream(o, false), EBUSY);
	close(a);

	/*
	 * Again from scratch, so that nothing the other handle got away
	 * with above stopped the stream: the owner closes while streaming.
	 */
	a = open_dev(dev, O_RDWR);
	if (a < 0)
		goto out;
	if (reqbufs(a, 2) != 2 || qbuf(a, 0) || qbuf(a, 1) ||
	    stream(a, true) || dqbuf(a, &b)) {
		avc_not_ok(tag, "close-frees-queue", "could not stream: %s",
			   avc_errname(errno));
		goto out;
	}
	close(a);
	a = -1;
	n = reqbufs(o, 2);
	if (n == 2)
		avc_ok(tag, "close-frees-queue",
		       "the owner closed while streaming; the other handle allocates");
	else
		avc_not_ok(tag, "close-frees-queue",
			   "REQBUFS after the owner's close() while streaming: %s",
			   n < 0 ? avc_errname(-n) : "wrong count");
	reqbufs(o, 0);
out:
	if (a >= 0)
		close(a);
	if (o >= 0)
		close(o);
}

/*
 * read() makes its handle the owner too, with file I/O in progress: as
 * with videobuf2 (and v4l2-compliance checks it), REQBUFS and STREAMOFF
 * then get EBUSY on every handle, the reader's own included, read() goes
 * on working, and the reader's close() frees the queue.
 */
static void owner_read(const char *dev)
{
	unsigned char *frame = malloc(sizeimage + 1);
	unsigned int seq;
	char why[160];
	ssize_t got;
	int r, o, n;

	r = open_dev(dev, O_RDWR);
	o = open_dev(dev, O_RDWR);
	if (!frame || r < 0 || o < 0)
		goto out;
	got = read(r, frame, sizeimage + 1);
	if (got < 0) {
		avc_not_ok(tag, "read-frame", "read: %s", avc_errname(errno));
		goto out;
	}
	if (check_frame(frame, got, &seq, why, sizeof(why))) {
		avc_not_ok(tag, "read-frame", "%s", why);
		goto out;
	}
	avc_ok(tag, "read-frame", "frame %u", seq);
	expect_err("read-streamoff-busy", stream(r, false), EBUSY);
	expect_err("read-reqbufs0-busy", reqbufs(r, 0), EBUSY);
	expect_err("read-other-reqbufs", reqbufs(o, 2), EBUSY);
	got = read(r, frame, sizeimage + 1);
	if (got >= 0 && !check_frame(frame, got, &seq, why, sizeof(why)))
		avc_ok(tag, "read-goes-on", "frame %u after the refused ioctls",
		       seq);
	else
		avc_not_ok(tag, "read-goes-on", "%s",
			   got < 0 ? avc_errname(errno) : why);
	close(r);
	r = -1;
	n = reqbufs(o, 2);
	if (n == 2)
		avc_ok(tag, "read-close-frees-queue",
		       "after the reader's close() the other handle allocates");
	else
		avc_not_ok(tag, "read-close-frees-queue",
			   "REQBUFS after the reader's close(): %s",
			   n < 0 ? avc_errname(-n) : "wrong count");
	reqbufs(o, 0);
out:
	free(frame);
	if (r >= 0)
		close(r);
	if (o >= 0)
		close(o);
}

static int run_owner(const char *dev)
{
	int fd = open_dev(dev, O_RDWR);

	if (fd < 0 || setup(fd))
		return 1;
	close(fd);
	owner_streaming(dev);
	owner_read(dev);
	return avc_failures ? 1 : 0;
}

/* ------------------------------------------------------------ hold */

static int run_hold(const char *dev, const char *ready, const char *go)
{
	struct mapping m[MAX_BUFS];
	struct v4l2_buffer b;
	unsigned char *copy = NULL;
	double end;
	FILE *f;
	int fd, n, last;

	fd = open_dev(dev, O_RDWR);
	if (fd < 0 || setup(fd))
		return 1;
	n = map_all(fd, 4, m);
	if (n < 0)
		return 1;
	last = n - 1;
	if (querybuf(fd, last, &b))
		return 1;
	if (hold_close) {
		struct v4l2_buffer d;

		/* fill the last buffer with a frame, then let go of the fd */
		if (qbuf(fd, last) || stream(fd, true) || dqbuf(fd, &d)) {
			avc_not_ok(tag, "hold-capture", "%s", avc_errname(errno));
			return 1;
		}
		copy = malloc(sizeimage);
		memcpy(copy, m[last].p, sizeimage);
		close(fd);
		fd = -1;
	}
	f = fopen(ready, "w");
	if (!f)
		return 1;
	fprintf(f, "%u %zu\n", b.m.offset,
		(m[last].len + page_size - 1) & ~(size_t)(page_size - 1));
	fclose(f);
	end = now_s() + hold_wait;
	while (access(go, F_OK) && now_s() < end)
		usleep(50000);
	if (copy) {
		unsigned int seq;
		char why[160];

		if (memcmp(copy, m[last].p, sizeimage) ||
		    check_frame(m[last].p, sizeimage, &seq, why, sizeof(why)))
			avc_not_ok(tag, "hold-mapping-intact", "the held frame changed");
		else
			avc_ok(tag, "hold-mapping-intact", "frame %u still readable after close()",
			       seq);
		free(copy);
	}
	unmap_all(m, n);
	if (fd >= 0)
		close(fd);
	return avc_failures ? 1 : 0;
}

/* ------------------------------------------------------------ main */

static int show_help(void)
{
	fprintf(stderr,
		"usage: v4l2-verify [-t TAG] [-f YUYV|RGB3] [-s WxH] [-r FPS] [-n N]\n"
		"                   [-b N] [-c N] [-p N] [-w S] [-C] [-T PCT]\n"
		"                   mmap DEV | read DEV | file FILE | api DEV |\n"
		"                   owner DEV | budget DEV | hold DEV READY GO\n");
	return 2;
}

int main(int argc, char **argv)
{
	const char *mode;
	int opt;

	setvbuf(stdout, NULL, _IOLBF, 0);
	page_size = sysconf(_SC_PAGESIZE);
	while ((opt = getopt(argc, argv, "t:f:s:r:n:b:c:p:w:CT:")) != -1) {
		switch (opt) {
		case 't':
			tag = optarg;
			break;
		case 'f':
			if (strlen(optarg) != 4)
				return show_help();
			fourcc = v4l2_fourcc(optarg[0], optarg[1], optarg[2],
					     optarg[3]);
			break;
		case 's':
			if (sscanf(optarg, "%ux%u", &width, &height) != 2)
				return show_help();
			break;
		case 'r':
			fps = strtoul(optarg, NULL, 0);
			break;
		case 'n':
			nframes = strtoul(optarg, NULL, 0);
			break;
		case 'b':
			brightness = atoi(optarg);
			break;
		case 'c':
			contrast = atoi(optarg);
			break;
		case 'p':
			pattern = atoi(optarg);
			break;
		case 'w':
			hold_wait = strtoul(optarg, NULL, 0);
			break;
		case 'C':
			hold_close = true;
			break;
		case 'T':
			tolerance = strtoul(optarg, NULL, 0);
			break;
		default:
			return show_help();
		}
	}
	if (optind >= argc || !fps || !width || !height ||
	    (fourcc != V4L2_PIX_FMT_YUYV && fourcc != V4L2_PIX_FMT_RGB24))
		return show_help();
	mode = argv[optind++];
	if (!strcmp(mode, "mmap") && optind == argc - 1)
		return run_mmap(argv[optind]);
	if (!strcmp(mode, "read") && optind == argc - 1)
		return run_read(argv[optind]);
	if (!strcmp(mode, "file") && optind == argc - 1)
		return run_file(argv[optind]);
	if (!strcmp(mode, "api") && optind == argc - 1)
		return run_api(argv[optind]);
	if (!strcmp(mode, "owner") && optind == argc - 1)
		return run_owner(argv[optind]);
	if (!strcmp(mode, "budget") && optind == argc - 1)
		return run_budget(argv[optind]);
	if (!strcmp(mode, "hold") && optind == argc - 3)
		return run_hold(argv[optind], argv[optind + 1],
				argv[optind + 2]);
	return show_help();
}
