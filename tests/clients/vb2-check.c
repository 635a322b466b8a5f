// SPDX-License-Identifier: GPL-2.0
/*
 * vb2-check - the avc_vb2cam sample (drivers-samples/vb2) from user space:
 * every byte of every frame against the documented pattern (bytes 0..3
 * the sequence number n, 4..7 its complement, byte i >= 8 is
 * (i + 3 * n) & 0xff), recomputed here.
 *
 * usage: vb2-check [-t TAG] [-s WxH] [-n N] [-i IMPDEV] MODE DEV
 *   mmap     N frames by MMAP streaming
 *   read     N frames by read()
 *   expbuf   VIDIOC_EXPBUF every buffer, N frames read through the
 *            dma-buf mappings (not the V4L2 ones)
 *   import   VIDIOC_EXPBUF every buffer, N frames read by the dma-buf
 *            importer sample (drivers-samples/dmaimp, -i its node, default
 *            /dev/avc_dmaimp): attached, mapped for its device (the
 *            scatter table must cover the buffer) and vmapped in the
 *            kernel; each frame checked and compared byte for byte with
 *            the V4L2 mapping of the same buffer
 *   lock     one thread sleeps in a blocking DQBUF with nothing queued;
 *            another handle's G_FMT and this handle's QBUF must be served
 *            within 3 s (they are not while q->lock stays held), and the
 *            DQBUF then returns a frame
 *   minq     with one buffer queued no frame comes (the queue needs 2,
 *            min_queued_buffers), with the second frames come
 * Exit status: 0 if every check passed, 1 if one failed, 2 for bad usage.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <poll.h>
#include <stdint.h>
#include <pthread.h>
#include <stdbool.h>
#include <sys/mman.h>
#include <time.h>
#include <linux/videodev2.h>

#include "avc-test.h"
#include "avc_dmaimp.h"

#define NBUF 4

static const char *tag = "vb2";
static const char *impdev = "/dev/" AVC_DMAIMP_NAME;
static unsigned int width = 640, height = 480, nframes = 30;
static unsigned int sizeimage;

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* check_frame - 0 and the sequence in *n, or -1 and why */
static int check_frame(const unsigned char *f, size_t len, unsigned int *n,
		       char *why, size_t wl)
{
	unsigned int s, c;
	size_t i;

	if (len != sizeimage) {
		snprintf(why, wl, "%zu bytes, expected %u", len, sizeimage);
		return -1;
	}
	memcpy(&s, f, 4);
	memcpy(&c, f + 4, 4);
	if (c != ~s) {
		snprintf(why, wl, "header %08x %08x", s, c);
		return -1;
	}
	for (i = 8; i < len; i++) {
		if (f[i] != (unsigned char)(i + 3 * s)) {
			snprintf(why, wl, "frame %u byte %zu is %u, expected %u",
				 s, i, f[i], (unsigned char)(i + 3 * s));
			return -1;
		}
	}
	*n = s;
	return 0;
}

static int open_dev(const char *dev)
{
	struct v4l2_format f = { .type = V4L2_BUF_TYPE_VIDEO_CAPTURE };
	int fd = open(dev, O_RDWR);

	if (fd < 0)
		return -1;
	f.fmt.pix.width = width;
	f.fmt.pix.height = height;
	f.fmt.pix.pixelformat = V4L2_PIX_FMT_YUYV;
	if (ioctl(fd, VIDIOC_S_FMT, &f)) {
		close(fd);
		return -1;
	}
	sizeimage = f.fmt.pix.sizeimage;
	return fd;
}

static int reqbufs(int fd, unsigned int count)
{
	struct v4l2_requestbuffers r = {
		.count = count, .type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
		.memory = V4L2_MEMORY_MMAP,
	};

	return ioctl(fd, VIDIOC_REQBUFS, &r) ? -1 : (int)r.count;
}

static int qbuf(int fd, unsigned int i)
{
	struct v4l2_buffer b = {
		.index = i, .type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
		.memory = V4L2_MEMORY_MMAP,
	};

	return ioctl(fd, VIDIOC_QBUF, &b);
}

static int dqbuf(int fd, struct v4l2_buffer *b)
{
	memset(b, 0, sizeof(*b));
	b->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	b->memory = V4L2_MEMORY_MMAP;
	return ioctl(fd, VIDIOC_DQBUF, b);
}

static int stream(int fd, bool on)
{
	int type = V4L2_BUF_TYPE_VIDEO_CAPTURE;

	return ioctl(fd, on ? VIDIOC_STREAMON : VIDIOC_STREAMOFF, &type);
}

/* expbuf - VIDIOC_EXPBUF buffer @i read-only: the dma-buf fd, or -1 */
static int expbuf(int fd, unsigned int i)
{
	struct v4l2_exportbuffer e = {
		.type = V4L2_BUF_TYPE_VIDEO_CAPTURE, .index = i,
		.flags = O_RDONLY | O_CLOEXEC,
	};

	return ioctl(fd, VIDIOC_EXPBUF, &e) ? -1 : e.fd;
}

/* map the buffers through V4L2 (dmabuf: through exported fds) */
static int map_bufs(int fd, int n, unsigned char **p, bool dmabuf)
{
	int i;

	for (i = 0; i < n; i++) {
		struct v4l2_buffer b = {
			.index = i, .type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
			.memory = V4L2_MEMORY_MMAP,
		};
		int efd;

		if (ioctl(fd, VIDIOC_QUERYBUF, &b))
			return -1;
		if (dmabuf) {
			efd = expbuf(fd, i);
			if (efd < 0)
				return -1;
			p[i] = mmap(NULL, b.length, PROT_READ, MAP_SHARED,
				    efd, 0);
			close(efd);
		} else {
			p[i] = mmap(NULL, b.length, PROT_READ, MAP_SHARED, fd,
				    b.m.offset);
		}
		if (p[i] == MAP_FAILED)
			return -1;
	}
	return 0;
}

/* mmap and expbuf: nframes frames, each checked, sequence without gaps */
static void run_stream(const char *dev, bool dmabuf)
{
	const char *name = dmabuf ? "expbuf" : "mmap";
	unsigned char *p[NBUF];
	unsigned int n, prev = 0;
	unsigned int got = 0;
	char why[160] = "";
	int fd, nb, i;
	double t0;

	fd = open_dev(dev);
	nb = fd < 0 ? -1 : reqbufs(fd, NBUF);
	if (nb < 2 || map_bufs(fd, nb, p, dmabuf)) {
		avc_not_ok(tag, name, "setup: %s", avc_errname(errno));
		return;
	}
	for (i = 0; i < nb; i++)
		qbuf(fd, i);
	t0 = now_s();
	if (stream(fd, true)) {
		avc_not_ok(tag, name, "STREAMON: %s", avc_errname(errno));
		return;
	}
	while (got < nframes) {
		struct v4l2_buffer b;

		if (dqbuf(fd, &b)) {
			snprintf(why, sizeof(why), "DQBUF: %s",
				 avc_errname(errno));
			break;
		}
		if (check_frame(p[b.index], b.bytesused, &n, why, sizeof(why)))
			break;
		if (n != b.sequence || (got && n != prev + 1)) {
			snprintf(why, sizeof(why), "frame %u after %u, sequence %u",
				 n, prev, b.sequence);
			break;
		}
		prev = n;
		got++;
		qbuf(fd, b.index);
	}
	stream(fd, false);
	close(fd);
	if (got == nframes)
		avc_ok(tag, name, "%u frames %ux%u byte-exact (%s) in %.1f s",
		       got, width, height,
		       dmabuf ? "through VIDIOC_EXPBUF dma-bufs" : "mmap",
		       now_s() - t0);
	else
		avc_not_ok(tag, name, "after %u frames: %s", got, why);
}

/* import: nframes frames through the importer sample's kernel mapping */
static void run_import(const char *dev)
{
	unsigned char *p[NBUF], *f;
	int efd[NBUF];
	unsigned int n, got = 0;
	char why[200] = "";
	int fd, imp, nb, i;

	fd = open_dev(dev);
	nb = fd < 0 ? -1 : reqbufs(fd, NBUF);
	imp = open(impdev, O_RDWR);
	f = malloc(sizeimage);
	if (nb < 2 || imp < 0 || !f || map_bufs(fd, nb, p, false)) {
		avc_not_ok(tag, "import", "setup: %s", avc_errname(errno));
		return;
	}
	for (i = 0; i < nb; i++) {
		efd[i] = expbuf(fd, i);
		if (efd[i] < 0) {
			avc_not_ok(tag, "import", "EXPBUF: %s",
				   avc_errname(errno));
			return;
		}
		qbuf(fd, i);
	}
	if (stream(fd, true)) {
		avc_not_ok(tag, "import", "STREAMON: %s", avc_errname(errno));
		return;
	}
	while (got < nframes) {
		struct avc_dmaimp_read r = { .len = sizeimage };
		struct v4l2_buffer b;

		memset(f, 0, sizeimage);
		if (dqbuf(fd, &b)) {
			snprintf(why, sizeof(why), "DQBUF: %s",
				 avc_errname(errno));
			break;
		}
		r.fd = efd[b.index];
		r.data = (uintptr_t)f;
		if (ioctl(imp, AVC_DMAIMP_READ, &r)) {
			snprintf(why, sizeof(why), "AVC_DMAIMP_READ: %s",
				 avc_errname(errno));
			break;
		}
		if (r.len != b.bytesused || r.size < b.bytesused ||
		    r.sg_bytes < r.size) {
			snprintf(why, sizeof(why),
				 "frame of %u bytes: copied %u, size %llu, scatter table %llu",
				 b.bytesused, r.len, (unsigned long long)r.size,
				 (unsigned long long)r.sg_bytes);
			break;
		}
		if (check_frame(f, b.bytesused, &n, why, sizeof(why)))
			break;
		if (memcmp(f, p[b.index], b.bytesused)) {
			snprintf(why, sizeof(why),
				 "frame %u: the import differs from the V4L2 mapping", n);
			break;
		}
		got++;
		qbuf(fd, b.index);
	}
	stream(fd, false);
	for (i = 0; i < nb; i++)
		close(efd[i]);
	close(imp);
	close(fd);
	free(f);
	if (got == nframes)
		avc_ok(tag, "import",
		       "%u frames %ux%u byte-exact through the importer's kernel mapping",
		       got, width, height);
	else
		avc_not_ok(tag, "import", "after %u frames: %s", got, why);
}

static void run_read(const char *dev)
{
	unsigned char *f;
	unsigned int got = 0;
	unsigned int n, prev = 0;
	char why[160] = "";
	ssize_t r;
	int fd;

	fd = open_dev(dev);
	f = fd < 0 ? NULL : malloc(sizeimage);
	if (!f) {
		avc_not_ok(tag, "read", "setup: %s", avc_errname(errno));
		return;
	}
	while (got < nframes) {
		r = read(fd, f, sizeimage);
		if (r < 0) {
			snprintf(why, sizeof(why), "read: %s", avc_errname(errno));
			break;
		}
		if (check_frame(f, r, &n, why, sizeof(why)))
			break;
		if (got && n <= prev) {
			snprintf(why, sizeof(why), "frame %u after %u", n, prev);
			break;
		}
		prev = n;
		got++;
	}
	close(fd);
	free(f);
	if (got == nframes)
		avc_ok(tag, "read", "%u frames byte-exact by read()", got);
	else
		avc_not_ok(tag, "read", "after %u frames: %s", got, why);
}

/* a call made in a thread, so that the caller can give up on it */
struct call {
	int fd, op, ret, err;
	struct v4l2_buffer b;
	bool done; /* __atomic: set by the thread, polled by the caller */
};

static void *call_thread(void *arg)
{
	struct call *c = arg;
	struct v4l2_format f = { .type = V4L2_BUF_TYPE_VIDEO_CAPTURE };

	switch (c->op) {
	case 0:
		c->ret = dqbuf(c->fd, &c->b);
		break;
	case 1:
		c->ret = ioctl(c->fd, VIDIOC_G_FMT, &f);
		break;
	default:
		c->ret = qbuf(c->fd, 0) || qbuf(c->fd, 1);
		break;
	}
	c->err = errno;
	__atomic_store_n(&c->done, true, __ATOMIC_RELEASE);
	return NULL;
}

static bool done_within(struct call *c, double secs)
{
	double end = now_s() + secs;

	while (!__atomic_load_n(&c->done, __ATOMIC_ACQUIRE) && now_s() < end)
		usleep(10000);
	return __atomic_load_n(&c->done, __ATOMIC_ACQUIRE);
}

static void start(struct call *c, int fd, int op)
{
	pthread_t th;

	memset(c, 0, sizeof(*c));
	c->fd = fd;
	c->op = op;
	pthread_create(&th, NULL, call_thread, c);
	pthread_detach(th);
}

/*
 * lock: A sleeps in DQBUF; B's G_FMT and A's QBUF must get through.
 * Where q->lock stays held the helpers never return: the process exits
 * with them blocked (interruptible, so the exit ends them).
 */
static void run_lock(const char *dev)
{
	static struct call w, g, q;
	unsigned char *p[NBUF];
	char why[160];
	unsigned int n;
	int a, b, nb;

	a = open_dev(dev);
	b = open(dev, O_RDWR);
	nb = a < 0 || b < 0 ? -1 : reqbufs(a, NBUF);
	if (nb < 2 || map_bufs(a, nb, p, false) || stream(a, true)) {
		avc_not_ok(tag, "lock", "setup: %s", avc_errname(errno));
		return;
	}
	start(&w, a, 0);
	usleep(300000);
	if (done_within(&w, 0)) {
		avc_not_ok(tag, "lock", "DQBUF with nothing queued returned %d (%s)",
			   w.ret, avc_errname(w.err));
		return;
	}
	start(&g, b, 1);
	if (!done_within(&g, 3)) {
		avc_not_ok(tag, "lock-other-fh",
			   "G_FMT on another handle blocked > 3 s while DQBUF sleeps: q->lock held");
		fflush(stdout);
		_exit(1);
	}
	avc_ok(tag, "lock-other-fh", "G_FMT on another handle served while DQBUF sleeps (ret %d)",
	       g.ret);
	start(&q, a, 2);
	if (!done_within(&q, 3)) {
		avc_not_ok(tag, "lock-qbuf", "QBUF blocked > 3 s while DQBUF sleeps: q->lock held");
		fflush(stdout);
		_exit(1);
	}
	if (!done_within(&w, 5) || w.ret) {
		avc_not_ok(tag, "lock-qbuf", "QBUF %d, then DQBUF %s", q.ret,
			   done_within(&w, 0) ? avc_errname(w.err) : "still waiting after 5 s");
		return;
	}
	if (check_frame(p[w.b.index], w.b.bytesused, &n, why, sizeof(why)))
		avc_not_ok(tag, "lock-qbuf", "the frame DQBUF woke with: %s", why);
	else
		avc_ok(tag, "lock-qbuf",
		       "QBUF served while DQBUF sleeps; it woke with frame %u, exact", n);
	stream(a, false);
	close(a);
	close(b);
}

/* minq: the queue needs two buffers queued before it starts */
static void run_minq(const char *dev)
{
	struct v4l2_buffer b;
	unsigned char *p[NBUF];
	int fd, nb, fl;

	fd = open_dev(dev);
	nb = fd < 0 ? -1 : reqbufs(fd, 1);
	if (nb < 2) {
		avc_not_ok(tag, "minq-reqbufs",
			   "REQBUFS(1) gave %d buffers, the queue needs 2 (%s)",
			   nb, avc_errname(errno));
		return;
	}
	avc_ok(tag, "minq-reqbufs", "REQBUFS(1) gave %d buffers", nb);
	if (map_bufs(fd, nb, p, false) || qbuf(fd, 0) || stream(fd, true)) {
		avc_not_ok(tag, "minq", "setup: %s", avc_errname(errno));
		return;
	}
	fl = fcntl(fd, F_GETFL);
	fcntl(fd, F_SETFL, fl | O_NONBLOCK);
	usleep(500000);
	if (!dqbuf(fd, &b) || errno != EAGAIN)
		avc_not_ok(tag, "minq-one",
			   "a frame came with one buffer queued: min_queued_buffers not set");
	else
		avc_ok(tag, "minq-one", "no frame in 0.5 s with one buffer queued");
	fcntl(fd, F_SETFL, fl);
	qbuf(fd, 1);
	if (dqbuf(fd, &b))
		avc_not_ok(tag, "minq-two", "DQBUF: %s", avc_errname(errno));
	else
		avc_ok(tag, "minq-two", "frame %u once two were queued", b.sequence);
	stream(fd, false);
	close(fd);
}

int main(int argc, char **argv)
{
	int c;

	while ((c = getopt(argc, argv, "t:s:n:i:")) != -1) {
		switch (c) {
		case 't':
			tag = optarg;
			break;
		case 's':
			if (sscanf(optarg, "%ux%u", &width, &height) != 2)
				return 2;
			break;
		case 'n':
			nframes = atoi(optarg);
			break;
		case 'i':
			impdev = optarg;
			break;
		default:
			return 2;
		}
	}
	if (argc - optind != 2)
		return 2;
	if (!strcmp(argv[optind], "mmap"))
		run_stream(argv[optind + 1], false);
	else if (!strcmp(argv[optind], "expbuf"))
		run_stream(argv[optind + 1], true);
	else if (!strcmp(argv[optind], "import"))
		run_import(argv[optind + 1]);
	else if (!strcmp(argv[optind], "read"))
		run_read(argv[optind + 1]);
	else if (!strcmp(argv[optind], "lock"))
		run_lock(argv[optind + 1]);
	else if (!strcmp(argv[optind], "minq"))
		run_minq(argv[optind + 1]);
	else
		return 2;
	return avc_failures ? 1 : 0;
}
