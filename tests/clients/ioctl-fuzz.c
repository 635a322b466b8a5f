// SPDX-License-Identifier: GPL-2.0
/*
 * ioctl-fuzz - a seeded, multi-threaded fuzzer of the V4L2 and OSS ioctl
 * tables of the sample devices (the mmap fuzzer, fuzz.c, drives mappings
 * and lifetimes; trinity cannot reach a driver's ioctls).
 *
 * usage: ioctl-fuzz [-s SEED] [-n OPS] [-d SECS] [-j THREADS] [-f FILES]
 *                   [-t TAG] [-D] [-x] MODE DEV
 *	MODE        v4l2 | oss
 *	DEV         the device node
 *	-s SEED     the seed (default: time and pid), printed first; thread
 *	            i draws from its own generator seeded with SEED and i, so
 *	            each thread's sequence of calls and arguments repeats
 *	            with -s (their interleaving is the scheduler's)
 *	-n OPS      operations in all (default 4000), shared by the threads
 *	-d SECS     time budget: stop after SECS seconds even if fewer
 *	            operations ran (default 600); "ops" reports how many did
 *	-j THREADS  threads (default 4)
 *	-f FILES    open-file slots the threads share (default 3): every
 *	            thread works on every slot, so several threads call into
 *	            one file at once, and into several files
 *	-t TAG      prefix of the result names (default "ioctl-fuzz/MODE")
 *	-D          also read() into untouched and unmapped memory on V4L2
 *	            (page faults taken in the driver's read(): the lock
 *	            order of issue 28 item 1; with -D the samples of today
 *	            hang here, mmap() waiting for the queue's lock that a
 *	            read() faulting in copy_to_user() holds)
 *	-x          trace every call on stderr
 *
 * Operations, picked at random by each thread: an ioctl of the table of
 * MODE (every ioctl the samples implement, and the ones they do not:
 * V4L2 QUERYCAP, ENUM_FMT, G/S/TRY_FMT, REQBUFS, CREATE_BUFS, QUERYBUF,
 * QBUF, DQBUF, STREAMON/OFF, EXPBUF, G/S_PARM, ENUMINPUT, G/S_INPUT,
 * ENUM_FRAMESIZES, ENUM_FRAMEINTERVALS, the control and event ioctls,
 * G/S_PRIORITY, and random 'V' numbers; OSS every SNDCTL_DSP_* and
 * SOUND_PCM_READ_*) with random and hostile arguments: bad and huge
 * indexes and counts, wrong types and memory kinds, NULL, a kernel
 * address, a PROT_NONE page, a read-only page, a structure that runs
 * into a PROT_NONE page, a multi-planar plane pointer that points
 * nowhere; open (random flags, into an empty slot); close (of a slot
 * other threads are using: close is fuzzed too); mmap of a random
 * window (QUERYBUF's offsets and random ones) and munmap; reads of a
 * mapping; read() and write() with huge counts into a page followed by
 * a PROT_NONE page.  A blocking call (DQBUF, read, SNDCTL_DSP_SYNC) is
 * interrupted by a per-thread timer after 2 s.
 *
 * Checks: every failing call returns an errno of the allow-list (a
 * kernel-internal errno such as ERESTARTSYS or ENOIOCTLCMD leaking out
 * is a failure); reading an established mapping does not fault; no
 * call hangs: a watchdog fails the run if a thread makes no progress
 * for 30 s (the thread's kernel stack is printed) and exits at once.
 * The kernel's own reports (Oops, lockdep, KASAN ...) and the module's
 * unload are checked by the caller (tests/stress/guest.sh and run).
 *
 * Output: "ioctl-fuzz DEV: seed=S", a line per failure (the first 20),
 * then one result line for scripts/vm:
 *	AVC-TEST ok|not ok TAG/run ops=N errors=E failures=F seed=S
 *		kinds=k:n,... errnos=E:n,...
 * Exit status 0 if nothing failed, 1 on failures, 2 on a hang.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <linux/soundcard.h>
#include <linux/videodev2.h>

#include "avc-test.h"

#define MAX_THREADS	16
#define MAX_SLOTS	8
#define MAX_MAPS	8	/* mappings a thread keeps */
#define MAX_ERRNO	4096
#define MAX_REPORTS	20
#define ARG_SIZE	8192	/* the argument area of a thread */
#define STALL_SECS	30
#define BLOCK_SECS	2

enum kind { K_IOCTL, K_OPEN, K_CLOSE, K_MMAP, K_MUNMAP, K_TOUCH, K_READ,
	    K_WRITE, K_NR };

static const char * const kind_names[K_NR] = {
	"ioctl", "open", "close", "mmap", "munmap", "touch", "read", "write",
};

static const char *dev;
static bool is_v4l2;
static bool deadlock_probe;
static bool trace;
static long ops_max = 4000;
static long secs_max = 600;
static int nthreads = 4;
static int nslots = 3;
static const char *tag;
static __u64 seed;
static long page;

static int slots[MAX_SLOTS];		/* the shared files, -1: closed */
static long ops_done;			/* __atomic */
static long kind_count[K_NR];		/* __atomic */
static long errno_count[MAX_ERRNO];	/* __atomic */
static long nerrors, nfailures;		/* __atomic */
static struct timespec t_start;
static pthread_mutex_t report_lock = PTHREAD_MUTEX_INITIALIZER;

/* per thread */
struct thr {
	int id;
	pid_t tid;
	pthread_t pt;
	__u64 rng;
	timer_t timer;
	long progress;			/* __atomic: bumped after every op */
	const char *doing;		/* __atomic: the op under way */
	unsigned char *arg;		/* ARG_SIZE bytes, then a PROT_NONE page */
	unsigned char *edge;		/* the last page before that one */
	unsigned char *ro;		/* a read-only page */
	unsigned char *none;		/* the PROT_NONE page */
	struct { void *addr; size_t len; } maps[MAX_MAPS];
	__u32 offsets[8];		/* mmap offsets QUERYBUF returned */
	sigjmp_buf jb;
	int in_touch;			/* __atomic: a fault is expected */
};

static struct thr thr[MAX_THREADS];
static __thread struct thr *self;

/* ------------------------------------------------------------ helpers */

static __u64 rnd64(struct thr *t)
{
	/* xorshift64* */
	t->rng ^= t->rng >> 12;
	t->rng ^= t->rng << 25;
	t->rng ^= t->rng >> 27;
	return t->rng * 2685821657736338717ULL;
}

static unsigned long rnd(struct thr *t, unsigned long n)
{
	return n ? rnd64(t) % n : 0;
}

static bool chance(struct thr *t, unsigned int pct)
{
	return rnd(t, 100) < pct;
}

static double elapsed(void)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return now.tv_sec - t_start.tv_sec +
	       (now.tv_nsec - t_start.tv_nsec) / 1e9;
}

static void failure(const char *fmt, ...)
{
	va_list ap;
	long n = __atomic_add_fetch(&nfailures, 1, __ATOMIC_RELAXED);

	if (n > MAX_REPORTS)
		return;
	pthread_mutex_lock(&report_lock);
	printf("  ioctl-fuzz %s: FAIL (thread %d): ", dev, self ? self->id : -1);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	fflush(stdout);
	pthread_mutex_unlock(&report_lock);
}

static void tracef(const char *fmt, ...)
{
	va_list ap;

	if (!trace)
		return;
	pthread_mutex_lock(&report_lock);
	fprintf(stderr, "  [%d] ", self->id);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\n");
	pthread_mutex_unlock(&report_lock);
}

/*
 * The errnos a hostile call may get back.  Anything else (above all the
 * kernel's internal 512..530: ERESTARTSYS, ENOIOCTLCMD ...) is a failure.
 */
static const int allowed[] = {
	EINVAL, ENOTTY, EFAULT, EBUSY, EAGAIN, EINTR, ENOMEM, ENOSPC, ERANGE,
	EPERM, EACCES, EIO, ENODATA, EPIPE, EBADF, ENODEV, ENXIO, ENOBUFS,
	ENOENT, EOVERFLOW, EOPNOTSUPP, E2BIG, ESPIPE, EBADFD,
};

static void count_err(enum kind k, int err, const char *what)
{
	__atomic_add_fetch(&nerrors, 1, __ATOMIC_RELAXED);
	__atomic_add_fetch(&errno_count[err > 0 && err < MAX_ERRNO ? err : 0],
			   1, __ATOMIC_RELAXED);
	if (!avc_errno_in(err, allowed, ARRAY_SIZE(allowed)))
		failure("%s %s: unexpected errno %d (%s)", kind_names[k], what,
			err, avc_errname(err));
}

/* one operation of kind @k is about to run */
static void begin(enum kind k, const char *what)
{
	__atomic_store_n(&self->doing, what, __ATOMIC_RELAXED);
	__atomic_add_fetch(&kind_count[k], 1, __ATOMIC_RELAXED);
}

static void end(void)
{
	__atomic_add_fetch(&self->progress, 1, __ATOMIC_RELAXED);
}

/* arm (or, with 0, disarm) the timer that interrupts a blocking call */
static void block_timer(int secs)
{
	struct itimerspec its = { .it_value = { .tv_sec = secs } };

	timer_settime(self->timer, 0, &its, NULL);
}

static void on_timer(int sig)
{
	(void)sig;	/* interrupts the call: EINTR */
}

static void on_fault(int sig)
{
	if (self && __atomic_load_n(&self->in_touch, __ATOMIC_RELAXED))
		siglongjmp(self->jb, sig);
	signal(sig, SIG_DFL);
	raise(sig);
}

/* ------------------------------------------------------------ arguments */

/* a hostile 32-bit number: 0, 1, small, the edges, huge, random */
static __u32 hostile_u32(struct thr *t, __u32 sane)
{
	switch (rnd(t, 10)) {
	case 0:
		return 0;
	case 1:
		return sane + 1;
	case 2:
		return sane ? sane - 1 : 0;
	case 3:
		return 0xffffffffu;
	case 4:
		return 0x80000000u;
	case 5:
		return 0x7fffffffu;
	case 6:
		return (__u32)rnd64(t);
	case 7:
		return 1u << rnd(t, 32);
	default: return rnd(t, sane + 3);
	}
}

/*
 * The argument of an ioctl of @size bytes: usually the thread's area
 * filled with random bytes (or zeros) for the table's filler to shape;
 * sometimes a hostile pointer.  *@shape says whether to fill it in.
 */
static void *pick_arg(struct thr *t, size_t size, bool *shape)
{
	*shape = false;
	switch (rnd(t, 20)) {
	case 0:
		return NULL;
	case 1:
		return (void *)(uintptr_t)(1 + rnd(t, 4096));
	case 2:
		return (void *)0xffff888000000000ull;	/* a kernel address */
	case 3:
		return t->none;
	case 4:
		return t->ro;
	case 5:	/* runs into the PROT_NONE page */
		if (size > 1)
			return t->none - size / 2;
		return t->none;
	default:
		break;
	}
	*shape = true;
	if (chance(t, 50))
		memset(t->arg, 0, size);
	else
		for (size_t i = 0; i < size; i++)
			t->arg[i] = rnd64(t);
	return t->arg;
}

/*
 * A pointer inside an argument (a plane or control array): @ours (in the
 * second half of the area, that pick_arg() does not fill) or hostile.
 */
static void *inner_ptr(struct thr *t, void *ours)
{
	switch (rnd(t, 8)) {
	case 0:
		return NULL;
	case 1:
		return (void *)0xffff888000000000ull;
	case 2:
		return t->none;
	case 3:
		return t->ro;
	case 4:
		return t->none - 16;
	default: return ours;
	}
}

static __u32 v4l2_type(struct thr *t)
{
	if (chance(t, 70))
		return V4L2_BUF_TYPE_VIDEO_CAPTURE;
	if (chance(t, 50))
		return V4L2_BUF_TYPE_VIDEO_CAPTURE_MPLANE;
	return hostile_u32(t, V4L2_BUF_TYPE_META_OUTPUT);
}

static __u32 v4l2_memory(struct thr *t)
{
	if (chance(t, 75))
		return V4L2_MEMORY_MMAP;
	return hostile_u32(t, V4L2_MEMORY_DMABUF);
}

static __u32 rnd_fourcc(struct thr *t)
{
	static const __u32 known[] = {
		V4L2_PIX_FMT_YUYV, V4L2_PIX_FMT_RGB24, V4L2_PIX_FMT_GREY,
		V4L2_PIX_FMT_MJPEG, V4L2_PIX_FMT_NV12, V4L2_PIX_FMT_UYVY,
	};

	if (chance(t, 80))
		return known[rnd(t, ARRAY_SIZE(known))];
	return (__u32)rnd64(t);
}

static void fill_pix(struct thr *t, struct v4l2_pix_format *p)
{
	static const __u32 sizes[] = { 0, 1, 2, 160, 320, 640, 1920, 4096,
				       65535, 65536, 0x7fffffff, 0xffffffff };

	p->width = chance(t, 60) ? sizes[rnd(t, ARRAY_SIZE(sizes))] :
				   hostile_u32(t, 640);
	p->height = chance(t, 60) ? sizes[rnd(t, ARRAY_SIZE(sizes))] :
				    hostile_u32(t, 480);
	p->pixelformat = rnd_fourcc(t);
	p->field = chance(t, 70) ? V4L2_FIELD_ANY : hostile_u32(t, 9);
	p->bytesperline = chance(t, 50) ? 0 : hostile_u32(t, 1280);
	p->sizeimage = chance(t, 50) ? 0 : hostile_u32(t, 614400);
}

static void fill_buffer(struct thr *t, struct v4l2_buffer *b)
{
	b->index = chance(t, 70) ? rnd(t, 8) : hostile_u32(t, 32);
	b->type = v4l2_type(t);
	b->memory = v4l2_memory(t);
	if (b->type == V4L2_BUF_TYPE_VIDEO_CAPTURE_MPLANE) {
		/* the plane array the core copies in: a pointer of ours */
		b->length = chance(t, 60) ? 1 : hostile_u32(t, 8);
		b->m.planes = inner_ptr(t, t->arg + ARG_SIZE / 2);
	} else if (chance(t, 30)) {
		b->m.userptr = (unsigned long)(chance(t, 50) ? t->none : t->arg);
		b->length = hostile_u32(t, 614400);
	}
}

/* ------------------------------------------------------------ V4L2 */

struct ioc {
	unsigned long req;
	const char *name;
	void (*fill)(struct thr *t, void *arg);
};

static void f_fmtdesc(struct thr *t, void *a)
{
	struct v4l2_fmtdesc *f = a;

	f->index = chance(t, 70) ? rnd(t, 6) : hostile_u32(t, 8);
	f->type = v4l2_type(t);
}

static void f_format(struct thr *t, void *a)
{
	struct v4l2_format *f = a;

	f->type = v4l2_type(t);
	if (f->type == V4L2_BUF_TYPE_VIDEO_CAPTURE)
		fill_pix(t, &f->fmt.pix);
}

static void f_reqbufs(struct thr *t, void *a)
{
	struct v4l2_requestbuffers *r = a;
	static const __u32 counts[] = { 0, 1, 2, 3, 4, 8, 32, 33, 1024,
					0x7fffffff, 0xffffffff };

	r->count = chance(t, 70) ? counts[rnd(t, 7)] :
				   counts[rnd(t, ARRAY_SIZE(counts))];
	r->type = v4l2_type(t);
	r->memory = v4l2_memory(t);
}

static void f_create(struct thr *t, void *a)
{
	struct v4l2_create_buffers *c = a;

	c->count = chance(t, 70) ? rnd(t, 4) : hostile_u32(t, 32);
	c->memory = v4l2_memory(t);
	c->format.type = v4l2_type(t);
	if (c->format.type == V4L2_BUF_TYPE_VIDEO_CAPTURE)
		fill_pix(t, &c->format.fmt.pix);
}

static void f_buffer(struct thr *t, void *a)
{
	fill_buffer(t, a);
}

static void f_type(struct thr *t, void *a)
{
	*(int *)a = v4l2_type(t);
}

static void f_expbuf(struct thr *t, void *a)
{
	struct v4l2_exportbuffer *e = a;

	e->type = v4l2_type(t);
	e->index = chance(t, 70) ? rnd(t, 8) : hostile_u32(t, 32);
	e->plane = chance(t, 80) ? 0 : hostile_u32(t, 8);
	e->flags = chance(t, 70) ? O_RDWR | O_CLOEXEC : hostile_u32(t, 0);
}

static void f_parm(struct thr *t, void *a)
{
	struct v4l2_streamparm *p = a;

	p->type = v4l2_type(t);
	p->parm.capture.timeperframe.numerator = hostile_u32(t, 1);
	p->parm.capture.timeperframe.denominator = hostile_u32(t, 30);
	p->parm.capture.readbuffers = hostile_u32(t, 4);
}

static void f_input(struct thr *t, void *a)
{
	struct v4l2_input *i = a;

	i->index = chance(t, 60) ? rnd(t, 2) : hostile_u32(t, 1);
}

static void f_int(struct thr *t, void *a)
{
	*(__u32 *)a = chance(t, 50) ? rnd(t, 3) : hostile_u32(t, 1);
}

static void f_frmsize(struct thr *t, void *a)
{
	struct v4l2_frmsizeenum *f = a;

	f->index = chance(t, 70) ? rnd(t, 6) : hostile_u32(t, 8);
	f->pixel_format = rnd_fourcc(t);
}

static void f_frmival(struct thr *t, void *a)
{
	struct v4l2_frmivalenum *f = a;
	static const __u32 w[] = { 160, 320, 640, 1280 }, h[] = { 120, 240, 480, 720 };

	f->index = chance(t, 70) ? rnd(t, 6) : hostile_u32(t, 8);
	f->pixel_format = rnd_fourcc(t);
	f->width = chance(t, 70) ? w[rnd(t, 4)] : hostile_u32(t, 640);
	f->height = chance(t, 70) ? h[rnd(t, 4)] : hostile_u32(t, 480);
}

static void f_ctrl_id(struct thr *t, void *a)
{
	static const __u32 ids[] = {
		V4L2_CID_BRIGHTNESS, V4L2_CID_CONTRAST, V4L2_CID_TEST_PATTERN,
		V4L2_CID_USER_BASE + 0x1000, V4L2_CTRL_FLAG_NEXT_CTRL,
		V4L2_CTRL_FLAG_NEXT_CTRL | V4L2_CTRL_FLAG_NEXT_COMPOUND,
	};
	__u32 *id = a;

	*id = chance(t, 70) ? ids[rnd(t, ARRAY_SIZE(ids))] : hostile_u32(t, 0);
	/* v4l2_control and v4l2_querymenu: the value or index after it */
	id[1] = hostile_u32(t, 3);
}

static void f_ext_ctrls(struct thr *t, void *a)
{
	struct v4l2_ext_controls *c = a;
	struct v4l2_ext_control *v = (void *)(t->arg + ARG_SIZE / 2);

	c->which = chance(t, 70) ? V4L2_CTRL_WHICH_CUR_VAL : hostile_u32(t, 0);
	c->count = chance(t, 60) ? rnd(t, 3) : hostile_u32(t, 64);
	c->controls = inner_ptr(t, v);
	if (c->controls == v) {
		v->id = chance(t, 50) ? V4L2_CID_TEST_PATTERN : hostile_u32(t, 0);
		v->size = hostile_u32(t, 0);
		v->value = hostile_u32(t, 1);
	}
}

static void f_event_sub(struct thr *t, void *a)
{
	struct v4l2_event_subscription *s = a;

	s->type = chance(t, 60) ? V4L2_EVENT_CTRL : hostile_u32(t, 6);
	s->id = chance(t, 60) ? V4L2_CID_TEST_PATTERN : hostile_u32(t, 0);
	s->flags = hostile_u32(t, 3);
}

static const struct ioc v4l2_table[] = {
	{ VIDIOC_QUERYCAP, "QUERYCAP", NULL },
	{ VIDIOC_ENUM_FMT, "ENUM_FMT", f_fmtdesc },
	{ VIDIOC_G_FMT, "G_FMT", f_format },
	{ VIDIOC_S_FMT, "S_FMT", f_format },
	{ VIDIOC_TRY_FMT, "TRY_FMT", f_format },
	{ VIDIOC_REQBUFS, "REQBUFS", f_reqbufs },
	{ VIDIOC_REQBUFS, "REQBUFS", f_reqbufs },
	{ VIDIOC_CREATE_BUFS, "CREATE_BUFS", f_create },
	{ VIDIOC_QUERYBUF, "QUERYBUF", f_buffer },
	{ VIDIOC_QUERYBUF, "QUERYBUF", f_buffer },
	{ VIDIOC_QBUF, "QBUF", f_buffer },
	{ VIDIOC_QBUF, "QBUF", f_buffer },
	{ VIDIOC_DQBUF, "DQBUF", f_buffer },
	{ VIDIOC_DQBUF, "DQBUF", f_buffer },
	{ VIDIOC_STREAMON, "STREAMON", f_type },
	{ VIDIOC_STREAMON, "STREAMON", f_type },
	{ VIDIOC_STREAMOFF, "STREAMOFF", f_type },
	{ VIDIOC_EXPBUF, "EXPBUF", f_expbuf },
	{ VIDIOC_PREPARE_BUF, "PREPARE_BUF", f_buffer },
	{ VIDIOC_G_PARM, "G_PARM", f_parm },
	{ VIDIOC_S_PARM, "S_PARM", f_parm },
	{ VIDIOC_ENUMINPUT, "ENUMINPUT", f_input },
	{ VIDIOC_G_INPUT, "G_INPUT", NULL },
	{ VIDIOC_S_INPUT, "S_INPUT", f_int },
	{ VIDIOC_ENUM_FRAMESIZES, "ENUM_FRAMESIZES", f_frmsize },
	{ VIDIOC_ENUM_FRAMEINTERVALS, "ENUM_FRAMEINTERVALS", f_frmival },
	{ VIDIOC_QUERYCTRL, "QUERYCTRL", f_ctrl_id },
	{ VIDIOC_QUERY_EXT_CTRL, "QUERY_EXT_CTRL", f_ctrl_id },
	{ VIDIOC_QUERYMENU, "QUERYMENU", f_ctrl_id },
	{ VIDIOC_G_CTRL, "G_CTRL", f_ctrl_id },
	{ VIDIOC_S_CTRL, "S_CTRL", f_ctrl_id },
	{ VIDIOC_G_EXT_CTRLS, "G_EXT_CTRLS", f_ext_ctrls },
	{ VIDIOC_S_EXT_CTRLS, "S_EXT_CTRLS", f_ext_ctrls },
	{ VIDIOC_TRY_EXT_CTRLS, "TRY_EXT_CTRLS", f_ext_ctrls },
	{ VIDIOC_LOG_STATUS, "LOG_STATUS", NULL },
	{ VIDIOC_SUBSCRIBE_EVENT, "SUBSCRIBE_EVENT", f_event_sub },
	{ VIDIOC_UNSUBSCRIBE_EVENT, "UNSUBSCRIBE_EVENT", f_event_sub },
	{ VIDIOC_DQEVENT, "DQEVENT", NULL },
	{ VIDIOC_G_PRIORITY, "G_PRIORITY", NULL },
	{ VIDIOC_S_PRIORITY, "S_PRIORITY", f_int },
	{ VIDIOC_ENUMSTD, "ENUMSTD", f_input },
	{ VIDIOC_G_SELECTION, "G_SELECTION", f_type },
	{ 0, "random-V", NULL },	/* a random number of type 'V' */
};

/* ------------------------------------------------------------ OSS */

static void f_oss_int(struct thr *t, void *a)
{
	static const int sane[] = { 0, 1, 2, 8000, 44100, 48000, 192000,
				    AFMT_S16_LE, AFMT_U8, 0x7fff000d,
				    0x0002000c, 0x00100004, -1 };

	*(int *)a = chance(t, 60) ? sane[rnd(t, ARRAY_SIZE(sane))] :
				    (int)hostile_u32(t, 48000);
}

static const struct ioc oss_table[] = {
	{ SNDCTL_DSP_RESET, "DSP_RESET", NULL },
	{ SNDCTL_DSP_SYNC, "DSP_SYNC", NULL },
	{ SNDCTL_DSP_SPEED, "DSP_SPEED", f_oss_int },
	{ SNDCTL_DSP_STEREO, "DSP_STEREO", f_oss_int },
	{ SNDCTL_DSP_GETBLKSIZE, "DSP_GETBLKSIZE", NULL },
	{ SNDCTL_DSP_SETFMT, "DSP_SETFMT", f_oss_int },
	{ SNDCTL_DSP_CHANNELS, "DSP_CHANNELS", f_oss_int },
	{ SNDCTL_DSP_POST, "DSP_POST", NULL },
	{ SNDCTL_DSP_SUBDIVIDE, "DSP_SUBDIVIDE", f_oss_int },
	{ SNDCTL_DSP_SETFRAGMENT, "DSP_SETFRAGMENT", f_oss_int },
	{ SNDCTL_DSP_SETFRAGMENT, "DSP_SETFRAGMENT", f_oss_int },
	{ SNDCTL_DSP_GETFMTS, "DSP_GETFMTS", NULL },
	{ SNDCTL_DSP_GETOSPACE, "DSP_GETOSPACE", NULL },
	{ SNDCTL_DSP_GETISPACE, "DSP_GETISPACE", NULL },
	{ SNDCTL_DSP_NONBLOCK, "DSP_NONBLOCK", NULL },
	{ SNDCTL_DSP_GETCAPS, "DSP_GETCAPS", NULL },
	{ SNDCTL_DSP_GETTRIGGER, "DSP_GETTRIGGER", NULL },
	{ SNDCTL_DSP_SETTRIGGER, "DSP_SETTRIGGER", f_oss_int },
	{ SNDCTL_DSP_SETTRIGGER, "DSP_SETTRIGGER", f_oss_int },
	{ SNDCTL_DSP_GETIPTR, "DSP_GETIPTR", NULL },
	{ SNDCTL_DSP_GETOPTR, "DSP_GETOPTR", NULL },
	{ SNDCTL_DSP_MAPINBUF, "DSP_MAPINBUF", NULL },
	{ SNDCTL_DSP_MAPOUTBUF, "DSP_MAPOUTBUF", NULL },
	{ SNDCTL_DSP_SETSYNCRO, "DSP_SETSYNCRO", NULL },
	{ SNDCTL_DSP_SETDUPLEX, "DSP_SETDUPLEX", NULL },
	{ SNDCTL_DSP_GETODELAY, "DSP_GETODELAY", NULL },
	{ OSS_GETVERSION, "OSS_GETVERSION", NULL },
	{ SOUND_PCM_READ_RATE, "PCM_READ_RATE", NULL },
	{ SOUND_PCM_READ_CHANNELS, "PCM_READ_CHANNELS", NULL },
	{ SOUND_PCM_READ_BITS, "PCM_READ_BITS", NULL },
	{ SOUND_PCM_READ_FILTER, "PCM_READ_FILTER", NULL },
	{ 0, "random-P", NULL },	/* a random number of type 'P' */
};

/* ------------------------------------------------------------ operations */

/* a slot's file: mostly an open one, sometimes whatever the slot holds */
static int pick_fd(struct thr *t)
{
	int i = rnd(t, nslots), fd = -1;

	for (int n = 0; n < nslots; n++) {
		fd = __atomic_load_n(&slots[(i + n) % nslots], __ATOMIC_RELAXED);
		if (fd >= 0 || chance(t, 10))
			break;
	}
	return fd;
}

static void note_offset(struct thr *t, const struct v4l2_buffer *b)
{
	if (b->type == V4L2_BUF_TYPE_VIDEO_CAPTURE &&
	    b->memory == V4L2_MEMORY_MMAP)
		t->offsets[rnd(t, ARRAY_SIZE(t->offsets))] = b->m.offset;
}

static void op_ioctl(struct thr *t)
{
	const struct ioc *table = is_v4l2 ? v4l2_table : oss_table;
	size_t n = is_v4l2 ? ARRAY_SIZE(v4l2_table) : ARRAY_SIZE(oss_table);
	const struct ioc *c = &table[rnd(t, n)];
	unsigned long req = c->req;
	size_t size;
	bool shape;
	void *arg;
	int fd = pick_fd(t), ret, err;

	if (!req)	/* random number and size, either direction */
		req = _IOC(rnd(t, 4), is_v4l2 ? 'V' : 'P', rnd(t, 110),
			   rnd(t, 4) ? rnd(t, 512) : rnd(t, ARG_SIZE / 2));
	size = _IOC_SIZE(req);
	arg = pick_arg(t, size ? size : sizeof(int), &shape);
	if (shape && c->fill)
		c->fill(t, arg);
	begin(K_IOCTL, c->name);
	tracef("ioctl(%d, %s %#lx, %p)", fd, c->name, req, arg);
	block_timer(BLOCK_SECS);
	ret = ioctl(fd, req, arg);
	err = errno;
	block_timer(0);
	if (ret < 0)
		count_err(K_IOCTL, err, c->name);
	else if (is_v4l2 && req == VIDIOC_QUERYBUF && arg == t->arg)
		note_offset(t, arg);
	else if (is_v4l2 && req == VIDIOC_EXPBUF && arg == t->arg)
		close(((struct v4l2_exportbuffer *)arg)->fd);
	end();
}

static void op_open(struct thr *t)
{
	static const int modes[] = { O_RDWR, O_RDWR, O_RDONLY, O_WRONLY };
	int i = rnd(t, nslots), flags, fd, old;

	flags = modes[rnd(t, ARRAY_SIZE(modes))] | O_CLOEXEC;
	if (chance(t, 70))
		flags |= O_NONBLOCK;
	begin(K_OPEN, "open");
	fd = open(dev, flags);
	if (fd < 0) {
		count_err(K_OPEN, errno, "open");
		end();
		return;
	}
	old = -1;
	if (!__atomic_compare_exchange_n(&slots[i], &old, fd, false,
					 __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
		close(fd);	/* the slot is taken: only ours to close */
	end();
}

static void op_close(struct thr *t)
{
	int fd = __atomic_exchange_n(&slots[rnd(t, nslots)], -1,
				     __ATOMIC_SEQ_CST);

	begin(K_CLOSE, "close");
	tracef("close(%d)", fd);
	/* other threads may be inside a call on it right now */
	if (fd >= 0 && close(fd) < 0)
		count_err(K_CLOSE, errno, "close");
	end();
}

static void op_munmap(struct thr *t);

static void op_mmap(struct thr *t)
{
	int m = rnd(t, MAX_MAPS), fd = pick_fd(t), prot = PROT_READ;
	size_t len;
	off_t off;
	void *p;

	if (t->maps[m].addr)
		return op_munmap(t);
	len = page * (chance(t, 80) ? 1 + rnd(t, 160) : 1 + rnd(t, 4096));
	if (is_v4l2 && chance(t, 50)) {
		/* a buffer of the file: QUERYBUF's offset and length */
		struct v4l2_buffer b = {
			.index = rnd(t, 4),
			.type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
			.memory = V4L2_MEMORY_MMAP,
		};

		if (!ioctl(fd, VIDIOC_QUERYBUF, &b)) {
			note_offset(t, &b);
			if (chance(t, 80))
				len = b.length;
		}
	}
	if (!is_v4l2 && chance(t, 60))
		off = 0;	/* OSS: the one buffer */
	else if (chance(t, 60))
		off = t->offsets[rnd(t, ARRAY_SIZE(t->offsets))];
	else
		off = page * (chance(t, 80) ? rnd(t, 64) : rnd(t, 1 << 20));
	if (chance(t, 40))
		prot |= PROT_WRITE;
	begin(K_MMAP, "mmap");
	tracef("mmap(%zu, %d, fd %d, %#llx)", len, prot, fd, (long long)off);
	p = mmap(NULL, len, prot, chance(t, 90) ? MAP_SHARED : MAP_PRIVATE,
		 fd, off);
	if (p == MAP_FAILED) {
		count_err(K_MMAP, errno, "mmap");
	} else {
		t->maps[m].addr = p;
		t->maps[m].len = len;
	}
	end();
}

static void op_munmap(struct thr *t)
{
	int m = rnd(t, MAX_MAPS);

	if (!t->maps[m].addr)
		return op_mmap(t);
	begin(K_MUNMAP, "munmap");
	if (munmap(t->maps[m].addr, t->maps[m].len) < 0)
		count_err(K_MUNMAP, errno, "munmap");
	t->maps[m].addr = NULL;
	end();
}

/* read every page of an established mapping: none may fault */
static void op_touch(struct thr *t)
{
	int m = rnd(t, MAX_MAPS), sig;
	const unsigned char *p = t->maps[m].addr;

	if (!p)
		return op_mmap(t);
	begin(K_TOUCH, "touch");
	sig = sigsetjmp(t->jb, 1);
	if (!sig) {
		__atomic_store_n(&t->in_touch, 1, __ATOMIC_RELAXED);
		for (size_t o = 0; o < t->maps[m].len; o += page)
			(void)__atomic_load_n(p + o, __ATOMIC_RELAXED);
	} else {
		failure("reading a mapping of %zu bytes at %p: SIG%s",
			t->maps[m].len, (void *)p, sigabbrev_np(sig));
	}
	__atomic_store_n(&t->in_touch, 0, __ATOMIC_RELAXED);
	end();
}

/* read() or write() of a hostile count into or from a hostile place */
static void op_rw(struct thr *t, bool wr)
{
	int fd = pick_fd(t);
	size_t len = chance(t, 60) ? rnd(t, 2 * page) : hostile_u32(t, 1 << 20);
	unsigned char *buf;
	ssize_t ret;

	switch (rnd(t, 6)) {
	case 0:
		buf = NULL;
		break;
	case 1:
		buf = t->none;
		break;
	case 2: {
		int m = rnd(t, MAX_MAPS);

		buf = t->maps[m].addr;
		break;
	}
	default:
		buf = t->edge;	/* one page, then the PROT_NONE one */
		break;
	}
	/* a page fault in V4L2 read(): see -D */
	if (buf == t->edge && len > (size_t)page && !chance(t, 50))
		len = page;
	/*
	 * A page fault in V4L2 read() (into the PROT_NONE page, too) waits
	 * for the mmap lock while holding the queue's: see -D.
	 */
	if (!wr && is_v4l2 && !deadlock_probe) {
		buf = t->edge;
		if (len > (size_t)page)
			len = page;
	}
	begin(wr ? K_WRITE : K_READ, wr ? "write" : "read");
	tracef("%s(%d, %p, %zu)", wr ? "write" : "read", fd, (void *)buf, len);
	block_timer(BLOCK_SECS);
	ret = wr ? write(fd, buf, len) : read(fd, buf, len);
	if (ret < 0)
		count_err(wr ? K_WRITE : K_READ, errno, wr ? "write" : "read");
	block_timer(0);
	end();
}

static void one_op(struct thr *t)
{
	unsigned int r = rnd(t, 100);

	if (r < 62)
		op_ioctl(t);
	else if (r < 68)
		op_open(t);
	else if (r < 72)
		op_close(t);
	else if (r < 80)
		op_mmap(t);
	else if (r < 86)
		op_munmap(t);
	else if (r < 91)
		op_touch(t);
	else if (r < 97)
		op_rw(t, false);
	else
		op_rw(t, true);
}

static void *thread_main(void *arg)
{
	struct thr *t = arg;
	struct sigevent sev = {
		.sigev_notify = SIGEV_THREAD_ID,
		.sigev_signo = SIGUSR1,
	};

	self = t;
	t->tid = syscall(SYS_gettid);
	sev._sigev_un._tid = t->tid;
	if (timer_create(CLOCK_MONOTONIC, &sev, &t->timer) < 0) {
		failure("timer_create: %s", strerror(errno));
		__atomic_store_n(&t->doing, "done", __ATOMIC_RELAXED);
		return NULL;
	}
	while (__atomic_add_fetch(&ops_done, 1, __ATOMIC_RELAXED) <= ops_max &&
	       elapsed() < secs_max)
		one_op(t);
	for (int m = 0; m < MAX_MAPS; m++)
		if (t->maps[m].addr)
			munmap(t->maps[m].addr, t->maps[m].len);
	timer_delete(t->timer);
	__atomic_store_n(&t->doing, "done", __ATOMIC_RELAXED);
	return NULL;
}

/* ------------------------------------------------------------ set-up */

static int thread_setup(struct thr *t, int id)
{
	unsigned char *p;

	t->id = id;
	t->rng = (seed * 0x9e3779b97f4a7c15ULL) ^ (0x5851f42d4c957f2dULL * (id + 1));
	if (!t->rng)
		t->rng = 1;
	/* [arg ... edge][PROT_NONE][read-only] */
	p = mmap(NULL, ARG_SIZE + 2 * page, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
	if (p == MAP_FAILED)
		return -1;
	memset(p, 0xa5, ARG_SIZE + 2 * page);
	t->arg = p;
	t->edge = p + ARG_SIZE - page;
	t->none = p + ARG_SIZE;
	t->ro = p + ARG_SIZE + page;
	if (mprotect(t->none, page, PROT_NONE) ||
	    mprotect(t->ro, page, PROT_READ))
		return -1;
	t->doing = "start";
	return 0;
}

/* the kernel stack of a thread that stopped making progress */
static void dump_stack(pid_t tid)
{
	char path[64], line[256];
	FILE *f;

	snprintf(path, sizeof(path), "/proc/self/task/%d/stack", tid);
	f = fopen(path, "r");
	if (!f)
		return;
	while (fgets(line, sizeof(line), f))
		printf("  ioctl-fuzz:   %s", line);
	fclose(f);
}

/*
 * Wait for the threads: every second look at their progress; a thread
 * that has been in one operation for STALL_SECS is hung.
 */
static bool watch(void)
{
	long last[MAX_THREADS] = { 0 };
	int still[MAX_THREADS] = { 0 };
	bool hung = false;

	for (;;) {
		int running = 0;

		sleep(1);
		for (int i = 0; i < nthreads; i++) {
			long p = __atomic_load_n(&thr[i].progress, __ATOMIC_RELAXED);
			const char *d = __atomic_load_n(&thr[i].doing, __ATOMIC_RELAXED);

			if (!strcmp(d, "done"))
				continue;
			running++;
			if (p != last[i]) {
				last[i] = p;
				still[i] = 0;
				continue;
			}
			if (++still[i] == STALL_SECS) {
				self = &thr[i];
				failure("hang: no progress for %d s in %s (tid %d)",
					STALL_SECS, d, thr[i].tid);
				self = NULL;
				dump_stack(thr[i].tid);
				hung = true;
			}
		}
		if (!running || hung)
			return hung;
	}
}

static void print_result(bool hung)
{
	char kinds[512], errs[1024];
	size_t k = 0, e = 0;
	long ops = 0;

	for (int i = 0; i < K_NR; i++) {
		ops += kind_count[i];
		k += snprintf(kinds + k, sizeof(kinds) - k, "%s%s:%ld",
			      i ? "," : "", kind_names[i], kind_count[i]);
	}
	for (int i = 0; i < MAX_ERRNO && e < sizeof(errs) - 64; i++)
		if (errno_count[i])
			e += snprintf(errs + e, sizeof(errs) - e, "%s%s:%ld",
				      e ? "," : "", i ? avc_errname(i) : "other",
				      errno_count[i]);
	if (!e)
		snprintf(errs, sizeof(errs), "none");
	printf("ioctl-fuzz %s: ops=%ld errors=%ld failures=%ld in %.1f s, ",
	       dev, ops, nerrors, nfailures, elapsed());
	printf("%d threads, %d files\n", nthreads, nslots);
	if (nfailures || hung)
		avc_not_ok(tag, "run",
			   "ops=%ld errors=%ld failures=%ld seed=%llu kinds=%s errnos=%s%s",
			   ops, nerrors, nfailures, (unsigned long long)seed,
			   kinds, errs, hung ? " hang" : "");
	else
		avc_ok(tag, "run", "ops=%ld errors=%ld failures=0 seed=%llu kinds=%s errnos=%s",
		       ops, nerrors, (unsigned long long)seed, kinds, errs);
}

static void print_usage(void)
{
	fputs("usage: ioctl-fuzz [-s SEED] [-n OPS] [-d SECS] [-j THREADS]\n"
	      "                  [-f FILES] [-t TAG] [-D] [-x] v4l2|oss DEV\n", stderr);
	exit(2);
}

int main(int argc, char **argv)
{
	static char tagbuf[64];
	struct sigaction sa = { .sa_handler = on_timer };
	bool hung;
	int c;

	seed = time(NULL) ^ ((__u64)getpid() << 16);
	while ((c = getopt(argc, argv, "s:n:d:j:f:t:Dx")) != -1) {
		switch (c) {
		case 's':
			seed = strtoull(optarg, NULL, 0);
			break;
		case 'n':
			ops_max = atol(optarg);
			break;
		case 'd':
			secs_max = atol(optarg);
			break;
		case 'j':
			nthreads = atoi(optarg);
			break;
		case 'f':
			nslots = atoi(optarg);
			break;
		case 't':
			tag = optarg;
			break;
		case 'D':
			deadlock_probe = true;
			break;
		case 'x':
			trace = true;
			break;
		default:
			print_usage();
		}
	}
	if (argc - optind != 2 || nthreads < 1 || nthreads > MAX_THREADS ||
	    nslots < 1 || nslots > MAX_SLOTS)
		print_usage();
	if (!strcmp(argv[optind], "v4l2"))
		is_v4l2 = true;
	else if (strcmp(argv[optind], "oss"))
		print_usage();
	dev = argv[optind + 1];
	if (!tag) {
		snprintf(tagbuf, sizeof(tagbuf), "ioctl-fuzz/%s", argv[optind]);
		tag = tagbuf;
	}
	page = sysconf(_SC_PAGESIZE);
	setvbuf(stdout, NULL, _IOLBF, 0);
	printf("ioctl-fuzz %s: seed=%llu ops=%ld budget=%ld s threads=%d files=%d\n",
	       dev, (unsigned long long)seed, ops_max, secs_max, nthreads, nslots);

	/* the timer's signal interrupts calls (no SA_RESTART) */
	sigaction(SIGUSR1, &sa, NULL);
	sa.sa_handler = on_fault;
	sa.sa_flags = SA_NODEFER;
	sigaction(SIGSEGV, &sa, NULL);
	sigaction(SIGBUS, &sa, NULL);
	signal(SIGPIPE, SIG_IGN);

	for (int i = 0; i < nslots; i++) {
		slots[i] = open(dev, O_RDWR | O_NONBLOCK | O_CLOEXEC);
		if (slots[i] < 0 && i == 0) {
			avc_not_ok(tag, "run", "open %s: %s", dev, strerror(errno));
			return 1;
		}
	}
	clock_gettime(CLOCK_MONOTONIC, &t_start);
	for (int i = 0; i < nthreads; i++) {
		if (thread_setup(&thr[i], i) ||
		    pthread_create(&thr[i].pt, NULL, thread_main, &thr[i])) {
			avc_not_ok(tag, "run", "thread %d: %s", i, strerror(errno));
			return 1;
		}
	}
	hung = watch();
	if (hung) {
		/* the hung threads cannot be joined: report and leave */
		print_result(true);
		fflush(stdout);
		_exit(2);
	}
	for (int i = 0; i < nthreads; i++)
		pthread_join(thr[i].pt, NULL);
	for (int i = 0; i < nslots; i++)
		if (slots[i] >= 0)
			close(slots[i]);
	print_result(false);
	return nfailures ? 1 : 0;
}
