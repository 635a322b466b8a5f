// SPDX-License-Identifier: GPL-2.0
/*
 * usbcam-unplug - hold a streaming V4L2 device with mapped buffers and
 * threads waiting in it, and check what the unplug does to them.
 *
 * usage: usbcam-unplug [-t TAG] [-w S] DEV READY GONE GO
 *   Opens DEV, maps 4 buffers, streams a few frames and keeps the last
 *   one dequeued (a frame user space still looks at).  Then a thread
 *   waits in DQBUF (re-queuing whatever it gets) and another in poll()
 *   for events only, and READY is created: now unplug the device.  Both
 *   waiters must come back within -w seconds (default 30): DQBUF with
 *   ENODEV, poll() with POLLERR/POLLHUP.  Then QBUF, STREAMON, STREAMOFF,
 *   QUERYCAP, read() and a new mmap() must fail with ENODEV, while every
 *   existing mapping still reads back (in a child, so a SIGBUS is a
 *   failure) and the held frame is unchanged.  GONE is created with the
 *   results; on GO (or after -w seconds) the buffers are unmapped and the
 *   file closed, which is when the driver may free them.
 * Exit status: 0 if every check passed.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <stdbool.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <time.h>
#include <linux/videodev2.h>

#include "avc-test.h"

#define NBUFS	4

static const char *tag = "usbcam-unplug";
static unsigned int wait_s = 30;
static int fd = -1;
static void *map[NBUFS];
static size_t maplen[NBUFS];
static unsigned int sizeimage;

static int xioctl(unsigned long req, void *arg)
{
	int ret;

	do {
		ret = ioctl(fd, req, arg);
	} while (ret < 0 && errno == EINTR);
	return ret < 0 ? -errno : 0;
}

static int buf_ioctl(unsigned long req, unsigned int index,
		     struct v4l2_buffer *b)
{
	memset(b, 0, sizeof(*b));
	b->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	b->memory = V4L2_MEMORY_MMAP;
	b->index = index;
	return xioctl(req, b);
}

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static unsigned int le32(const unsigned char *p)
{
	return p[0] | p[1] << 8 | p[2] << 16 | (unsigned int)p[3] << 24;
}

/* ------------------------------------------------------------ waiters */

struct waiter {
	int err;		/* DQBUF: the errno that ended it */
	short revents;		/* poll: what came back */
	unsigned int frames;	/* DQBUF: frames before the end */
	bool done;		/* set last, with __atomic_store_n() */
};

static void *dqbuf_waiter(void *arg)
{
	struct waiter *w = arg;
	struct v4l2_buffer b;
	int ret;

	for (;;) {
		ret = buf_ioctl(VIDIOC_DQBUF, 0, &b);
		if (ret) {
			w->err = -ret;
			break;
		}
		w->frames++;
		ret = buf_ioctl(VIDIOC_QBUF, b.index, &b);
		if (ret) {
			w->err = -ret;
			break;
		}
	}
	__atomic_store_n(&w->done, true, __ATOMIC_RELEASE);
	return NULL;
}

static void *poll_waiter(void *arg)
{
	struct waiter *w = arg;
	struct pollfd p = { .fd = fd, .events = POLLPRI };

	while (poll(&p, 1, -1) < 0 && errno == EINTR)
		;
	w->revents = p.revents;
	__atomic_store_n(&w->done, true, __ATOMIC_RELEASE);
	return NULL;
}

static bool wait_done(struct waiter *w, double end)
{
	while (!__atomic_load_n(&w->done, __ATOMIC_ACQUIRE) && now_s() < end)
		usleep(20000);
	return __atomic_load_n(&w->done, __ATOMIC_ACQUIRE);
}

/* ------------------------------------------------------------ checks */

static void expect_enodev(const char *name, int ret)
{
	if (ret == -ENODEV)
		avc_ok(tag, name, "ENODEV after unplug");
	else
		avc_not_ok(tag, name, "%s after unplug, expected ENODEV",
			   ret ? avc_errname(-ret) : "success");
}

/* read every byte of every mapping, write the first of each */
static unsigned int checksum;

static int touch_all(void *arg)
{
	unsigned int sum = 0;
	unsigned char *p;
	size_t off;
	int i;

	(void)arg;
	for (i = 0; i < NBUFS; i++) {
		p = map[i];
		for (off = 0; off < maplen[i]; off++)
			sum += __atomic_load_n(&p[off], __ATOMIC_RELAXED);
		__atomic_store_n(&p[maplen[i] - 1], p[maplen[i] - 1],
				 __ATOMIC_RELAXED);
	}
	__atomic_store_n(&checksum, sum, __ATOMIC_RELAXED);
	return 0;
}

static void wait_file(const char *path, double secs)
{
	double end = now_s() + secs;

	while (access(path, F_OK) && now_s() < end)
		usleep(50000);
}

static void touch_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	if (f) {
		fputs(text, f);
		fclose(f);
	}
}

static int run(const char *dev, const char *ready, const char *gone,
	       const char *go)
{
	struct v4l2_requestbuffers rb = {
		.count = NBUFS,
		.type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
		.memory = V4L2_MEMORY_MMAP,
	};
	struct v4l2_format fmt = { .type = V4L2_BUF_TYPE_VIDEO_CAPTURE };
	struct waiter dq = { 0 }, pw = { 0 };
	struct v4l2_capability capab;
	pthread_t dq_th, poll_th;
	int type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	unsigned char *copy, byte;
	struct v4l2_buffer b;
	unsigned int i, held = 0, held_seq = 0;
	double end;
	int ret;
	void *p;

	fd = open(dev, O_RDWR);
	if (fd < 0) {
		avc_not_ok(tag, "open", "%s: %s", dev, avc_errname(errno));
		return 1;
	}
	if (xioctl(VIDIOC_G_FMT, &fmt) || xioctl(VIDIOC_REQBUFS, &rb) ||
	    rb.count != NBUFS) {
		avc_not_ok(tag, "setup", "G_FMT/REQBUFS: %s", avc_errname(errno));
		return 1;
	}
	sizeimage = fmt.fmt.pix.sizeimage;
	for (i = 0; i < NBUFS; i++) {
		if (buf_ioctl(VIDIOC_QUERYBUF, i, &b))
			return 1;
		maplen[i] = b.length;
		map[i] = mmap(NULL, b.length, PROT_READ | PROT_WRITE,
			      MAP_SHARED, fd, b.m.offset);
		if (map[i] == MAP_FAILED) {
			avc_not_ok(tag, "mmap", "buffer %u: %s", i,
				   avc_errname(errno));
			return 1;
		}
		if (buf_ioctl(VIDIOC_QBUF, i, &b))
			return 1;
	}
	if (xioctl(VIDIOC_STREAMON, &type)) {
		avc_not_ok(tag, "streamon", "%s", avc_errname(errno));
		return 1;
	}
	/* a few frames; the last one stays dequeued */
	for (i = 0; i < 5; i++) {
		ret = buf_ioctl(VIDIOC_DQBUF, 0, &b);
		if (ret) {
			avc_not_ok(tag, "stream", "DQBUF: %s", avc_errname(-ret));
			return 1;
		}
		if (b.bytesused != sizeimage || (b.flags & V4L2_BUF_FLAG_ERROR) ||
		    le32(map[b.index]) != b.sequence) {
			avc_not_ok(tag, "stream", "frame %u: %u bytes, flags %#x, counter %u",
				   b.sequence, b.bytesused, b.flags,
				   le32(map[b.index]));
			return 1;
		}
		held = b.index;
		held_seq = b.sequence;
		if (i < 4 && buf_ioctl(VIDIOC_QBUF, b.index, &b))
			return 1;
	}
	avc_ok(tag, "stream", "5 frames, holding frame %u in buffer %u", held_seq,
	       held);
	copy = malloc(sizeimage);
	if (!copy)
		return 1;
	memcpy(copy, map[held], sizeimage);

	pthread_create(&dq_th, NULL, dqbuf_waiter, &dq);
	pthread_create(&poll_th, NULL, poll_waiter, &pw);
	usleep(200000);
	touch_file(ready, "waiting\n");

	/* ------------------------------------------------ the unplug */
	end = now_s() + wait_s;
	if (wait_done(&dq, end)) {
		if (dq.err == ENODEV)
			avc_ok(tag, "dqbuf-enodev",
			       "DQBUF waiting in a thread: ENODEV (after %u more frames)",
			       dq.frames);
		else
			avc_not_ok(tag, "dqbuf-enodev", "DQBUF waiter ended with %s",
				   avc_errname(dq.err));
		pthread_join(dq_th, NULL);
	} else {
		avc_not_ok(tag, "dqbuf-enodev", "DQBUF still blocked %u s after READY",
			   wait_s);
	}
	if (wait_done(&pw, end)) {
		if (pw.revents & (POLLERR | POLLHUP))
			avc_ok(tag, "poll-hup", "poll() waiting for events: revents %#x",
			       pw.revents);
		else
			avc_not_ok(tag, "poll-hup", "poll() returned revents %#x",
				   pw.revents);
		pthread_join(poll_th, NULL);
	} else {
		avc_not_ok(tag, "poll-hup", "poll() still blocked");
	}

	expect_enodev("qbuf", buf_ioctl(VIDIOC_QBUF, held, &b));
	expect_enodev("streamon", xioctl(VIDIOC_STREAMON, &type));
	expect_enodev("streamoff", xioctl(VIDIOC_STREAMOFF, &type));
	expect_enodev("querycap", xioctl(VIDIOC_QUERYCAP, &capab));
	expect_enodev("read", read(fd, &byte, 1) < 0 ? -errno : 0);
	p = mmap(NULL, maplen[0], PROT_READ, MAP_SHARED, fd, 0);
	expect_enodev("mmap", p == MAP_FAILED ? -errno : 0);
	if (p != MAP_FAILED)
		munmap(p, maplen[0]);

	ret = avc_in_child(touch_all, NULL);
	if (ret == 0)
		avc_ok(tag, "mappings-live", "%d buffers still read and write after unplug",
		       NBUFS);
	else
		avc_not_ok(tag, "mappings-live", "touching the mappings: %s",
			   avc_child_status(ret));
	if (memcmp(copy, map[held], sizeimage))
		avc_not_ok(tag, "held-frame", "frame %u changed after unplug", held_seq);
	else
		avc_ok(tag, "held-frame", "frame %u unchanged after unplug", held_seq);
	free(copy);

	touch_file(gone, avc_failures ? "failed\n" : "ok\n");
	wait_file(go, wait_s);
	for (i = 0; i < NBUFS; i++)
		munmap(map[i], maplen[i]);
	close(fd);
	return avc_failures ? 1 : 0;
}

int main(int argc, char **argv)
{
	int opt;

	while ((opt = getopt(argc, argv, "t:w:")) != -1) {
		switch (opt) {
		case 't':
			tag = optarg;
			break;
		case 'w':
			wait_s = atoi(optarg);
			break;
		default:
			goto usage;
		}
	}
	if (argc - optind != 4)
		goto usage;
	return run(argv[optind], argv[optind + 1], argv[optind + 2],
		   argv[optind + 3]);
usage:
	fprintf(stderr, "usage: usbcam-unplug [-t TAG] [-w S] DEV READY GONE GO\n");
	return 2;
}
