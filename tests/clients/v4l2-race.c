// SPDX-License-Identifier: GPL-2.0
/*
 * v4l2-race - threads racing read(), mmap(), DQBUF and close() on one
 * V4L2 capture node, under a watchdog that reports a hang as a failure.
 *
 * usage: v4l2-race [-t TAG] [-d SECONDS] [-l LIMIT] DEVICE
 *	-t  result tag (default v4l2/race)
 *	-d  seconds each free-running phase races (default 4)
 *	-l  seconds a phase may overrun before it counts as hung (default 20)
 *
 * The parent is only a watchdog: the racing runs in a child process (its
 * threads) and a closer process (open, QUERYCAP, close in a loop on the
 * same node).  Both publish their phase and a heartbeat in shared memory;
 * a phase that overruns its time by LIMIT seconds is a hang: reported as
 * "not ok" with the state and wait channel of every stuck thread, then
 * both are sent SIGKILL (which ends a wait in mutex_lock_interruptible(),
 * so a deadlock of that kind comes undone and the run can go on).
 *
 * Phases of the racer, all on the same node:
 *   uffd    one read() into untouched memory whose first page is
 *           registered with userfaultfd: when the driver's copy faults
 *           there, another thread mmap()s the node before the fault is
 *           resolved, and the copy goes on into pages of another mapping
 *           nobody has touched (their first fault needs the mmap lock on
 *           every kernel, also with per-VMA locks).  A driver whose ->mmap
 *           waits for a lock that read() holds across its copy to user
 *           space deadlocks here every time (mmap holds the mmap lock for
 *           writing and waits for the driver lock; the copy waits for the
 *           mmap lock): the deterministic form of the race on a one-CPU
 *           guest.  Skipped with the reason where userfaultfd is not
 *           available.
 *   read    free race: read() of whole frames into freshly mapped, never
 *           touched memory; mmap() of the node on the reading handle and
 *           on a second one; DQBUF and REQBUFS on the second handle
 *           (EBUSY: read() owns the queue); open/close of a third.
 *   stream  free race with streaming I/O: a handle streams (DQBUF, QBUF)
 *           with its buffers mapped while other threads mmap() its
 *           buffers, read() into untouched memory (EBUSY) and open and
 *           close handles.
 * Each syscall's result must be one the V4L2 API allows; the counts are
 * printed.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <linux/userfaultfd.h>
#include <linux/videodev2.h>

#include "avc-test.h"

#define RACE_BUFS	4
#define UFFD_PAGE_MAX	65536	/* the biggest page the uffd phase handles */

enum { PH_START, PH_UFFD, PH_READ, PH_STREAM, PH_DONE, PH_NR };
static const char * const phase_name[PH_NR] = {
	"start", "uffd", "read", "stream", "done",
};

/* shared between the watchdog and its two children */
struct race_shared {
	int phase;		/* racer: PH_* */
	long phase_t0;		/* racer: when the phase began, ms */
	long phase_len;		/* racer: its nominal length, ms */
	long closer_t0;		/* closer: start of its current cycle, ms */
	long n_read, n_mmap, n_dqbuf, n_close, n_closer;
	long n_bad;
	char why[256];			/* the first unexpected result */
};

static struct race_shared *sh;
static const char *tag = "v4l2/race";
static const char *dev;
static double race_secs = 4, limit_secs = 20;
static size_t frame_size;
static long page_size;
static int stop;

/* the flags and times threads and processes share: atomic accesses */
#define GET(x)		__atomic_load_n(&(x), __ATOMIC_SEQ_CST)
#define PUT(x, v)	__atomic_store_n(&(x), (v), __ATOMIC_SEQ_CST)

/* CLOCK_MONOTONIC in ms */
static long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000L + ts.tv_nsec / 1000000;
}

static void set_phase(int ph, double len)
{
	PUT(sh->phase_t0, now_ms());
	PUT(sh->phase_len, (long)(len * 1000));
	PUT(sh->phase, ph);
}

/* record an unexpected result (the first one is kept) */
static void bad(const char *what, int err)
{
	if (__sync_fetch_and_add(&sh->n_bad, 1) == 0)
		snprintf(sh->why, sizeof(sh->why), "%s: %s", what,
			 avc_errname(err));
}

static int errno_ok(int err, const int *set, int n)
{
	return avc_errno_in(err, set, n);
}

static int open_dev(void)
{
	int fd = open(dev, O_RDWR);

	if (fd < 0)
		bad("open", errno);
	return fd;
}

/* ------------------------------------------------------------ threads */

struct racer {
	int fd;			/* the handle that owns the queue */
	int fd2;		/* a second handle */
	unsigned long offs[RACE_BUFS];	/* stream: the buffers' cookies */
	unsigned int nbufs;
};

/* read() one frame into memory nobody has touched yet */
static void read_fresh(int fd, const int *okerr, int nok)
{
	size_t len = (frame_size + page_size - 1) & ~(page_size - 1);
	void *p = mmap(NULL, len, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ssize_t r;

	if (p == MAP_FAILED) {
		bad("mmap anonymous", errno);
		return;
	}
	r = read(fd, p, frame_size);
	if (r < 0 && !errno_ok(errno, okerr, nok))
		bad("read", errno);
	munmap(p, len);
	__sync_fetch_and_add(&sh->n_read, 1);
}

/* mmap() one page of the node at @off and unmap it again */
static void map_once(int fd, unsigned long off, const int *okerr, int nok)
{
	void *p = mmap(NULL, page_size, PROT_READ, MAP_SHARED, fd, off);

	if (p == MAP_FAILED) {
		if (!errno_ok(errno, okerr, nok))
			bad("mmap of the node", errno);
	} else {
		munmap(p, page_size);
	}
	__sync_fetch_and_add(&sh->n_mmap, 1);
}

static void open_close(void)
{
	int fd = open_dev();

	if (fd >= 0)
		close(fd);
	__sync_fetch_and_add(&sh->n_close, 1);
}

static const int busy[] = { EBUSY };
static const int busy_inval[] = { EBUSY, EINVAL };
static const int again_busy[] = { EAGAIN, EBUSY };

static void *read_reader(void *arg)
{
	struct racer *r = arg;

	while (!GET(stop))
		read_fresh(r->fd, busy, 0);
	return NULL;
}

static void *read_mapper(void *arg)
{
	struct racer *r = arg;

	while (!GET(stop)) {
		/* read() owns the buffers: mmap fails with EBUSY */
		map_once(r->fd, 0, busy_inval, 2);
		map_once(r->fd2, 0, busy_inval, 2);
	}
	return NULL;
}

static void *read_dqbuf(void *arg)
{
	struct racer *r = arg;

	while (!GET(stop)) {
		struct v4l2_buffer b = {
			.type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
			.memory = V4L2_MEMORY_MMAP,
		};
		struct v4l2_requestbuffers rb = {
			.count = 2,
			.type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
			.memory = V4L2_MEMORY_MMAP,
		};

		if (ioctl(r->fd2, VIDIOC_DQBUF, &b) == 0)
			bad("DQBUF on a handle that does not own the queue", 0);
		else if (errno != EBUSY && errno != EINVAL)
			bad("DQBUF", errno);
		if (ioctl(r->fd2, VIDIOC_REQBUFS, &rb) == 0)
			bad("REQBUFS while read() owns the queue", 0);
		else if (errno != EBUSY)
			bad("REQBUFS", errno);
		__sync_fetch_and_add(&sh->n_dqbuf, 1);
	}
	return NULL;
}

static void *closer_thread(void *arg)
{
	(void)arg;
	while (!GET(stop))
		open_close();
	return NULL;
}

static void *stream_dqbuf(void *arg)
{
	struct racer *r = arg;

	while (!GET(stop)) {
		struct pollfd pfd = { .fd = r->fd, .events = POLLIN };
		struct v4l2_buffer b = {
			.type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
			.memory = V4L2_MEMORY_MMAP,
		};

		if (poll(&pfd, 1, 1000) <= 0)
			continue;
		if (ioctl(r->fd, VIDIOC_DQBUF, &b) < 0) {
			if (errno != EAGAIN)
				bad("DQBUF", errno);
			continue;
		}
		__sync_fetch_and_add(&sh->n_dqbuf, 1);
		if (ioctl(r->fd, VIDIOC_QBUF, &b) < 0)
			bad("QBUF", errno);
	}
	return NULL;
}

static void *stream_mapper(void *arg)
{
	struct racer *r = arg;
	unsigned int i = 0;

	while (!GET(stop)) {
		map_once(r->fd, r->offs[i], busy, 0);
		map_once(r->fd2, r->offs[i], busy, 0);
		i = (i + 1) % r->nbufs;
	}
	return NULL;
}

static void *stream_reader(void *arg)
{
	struct racer *r = arg;

	while (!GET(stop)) {
		/* the queue streams: read() is refused on either handle */
		read_fresh(r->fd, again_busy, 2);
		read_fresh(r->fd2, again_busy, 2);
	}
	return NULL;
}

/* run @n threads for race_secs, then stop and join them */
static void race(void *(*fn[])(void *), int n, struct racer *r)
{
	pthread_t t[8];
	int i;

	PUT(stop, 0);
	for (i = 0; i < n; i++)
		if (pthread_create(&t[i], NULL, fn[i], r))
			bad("pthread_create", errno);
	usleep(race_secs * 1e6);
	PUT(stop, 1);
	for (i = 0; i < n; i++)
		pthread_join(t[i], NULL);
}

/* ------------------------------------------------------------ uffd */

struct uffd_race {
	int uffd;
	int fd;
	void *mem;
	size_t len;
	int faulted;		/* the driver's copy hit the region */
	int mapping;		/* the mapper is about to call mmap() */
	int done;		/* read() returned */
	int map_err;
};

static void *uffd_mapper(void *arg)
{
	struct uffd_race *u = arg;
	void *p;

	while (!GET(u->faulted) && !GET(u->done))
		usleep(1000);
	if (GET(u->done))
		return NULL;
	PUT(u->mapping, 1);
	p = mmap(NULL, page_size, PROT_READ, MAP_SHARED, u->fd, 0);
	u->map_err = p == MAP_FAILED ? errno : 0;
	if (p != MAP_FAILED)
		munmap(p, page_size);
	__sync_fetch_and_add(&sh->n_mmap, 1);
	return NULL;
}

/*
 * Resolve the fault of the registered page only after the mapper has had
 * 300 ms inside mmap().
 */
static void *uffd_handler(void *arg)
{
	static char zero[UFFD_PAGE_MAX];
	struct uffd_race *u = arg;

	while (!GET(u->done)) {
		struct pollfd pfd = { .fd = u->uffd, .events = POLLIN };
		struct uffd_msg msg;
		struct uffdio_copy cp;

		if (poll(&pfd, 1, 100) <= 0)
			continue;
		if (read(u->uffd, &msg, sizeof(msg)) != sizeof(msg))
			continue;
		if (msg.event != UFFD_EVENT_PAGEFAULT)
			continue;
		if (!GET(u->faulted)) {
			PUT(u->faulted, 1);
			while (!GET(u->mapping))
				usleep(1000);
			usleep(300000);
		}
		cp.dst = msg.arg.pagefault.address & ~(page_size - 1);
		cp.src = (uintptr_t)zero;
		cp.len = page_size;
		cp.mode = 0;
		if (ioctl(u->uffd, UFFDIO_COPY, &cp) < 0 && errno != EEXIST)
			bad("UFFDIO_COPY", errno);
	}
	return NULL;
}

/* open a userfaultfd on @mem; -1 with the reason in @why */
static int uffd_open(void *mem, size_t len, char *why, size_t wlen)
{
	struct uffdio_api api = { .api = UFFD_API };
	struct uffdio_register reg = {
		.range = { .start = (uintptr_t)mem, .len = len },
		.mode = UFFDIO_REGISTER_MODE_MISSING,
	};
	int uffd = syscall(__NR_userfaultfd, O_CLOEXEC | O_NONBLOCK);

	if (uffd < 0) {
		snprintf(why, wlen, "userfaultfd: %s", avc_errname(errno));
		return -1;
	}
	if (ioctl(uffd, UFFDIO_API, &api) < 0 ||
	    ioctl(uffd, UFFDIO_REGISTER, &reg) < 0) {
		snprintf(why, wlen, "userfaultfd set-up: %s",
			 avc_errname(errno));
		close(uffd);
		return -1;
	}
	return uffd;
}

/* the uffd phase on @fd (which read() then owns); prints its result */
static void phase_uffd(int fd)
{
	struct uffd_race u = { .fd = fd };
	pthread_t tm, th;
	char why[128];
	ssize_t r;
	int err;

	set_phase(PH_UFFD, 2);
	if (page_size > UFFD_PAGE_MAX) {
		avc_skip(tag, "uffd", "page size %ld", page_size);
		return;
	}
	/* one page for the fault, the rest split off by the registration */
	u.len = page_size + ((frame_size + page_size - 1) & ~(page_size - 1));
	u.mem = mmap(NULL, u.len, PROT_READ | PROT_WRITE,
		     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (u.mem == MAP_FAILED) {
		bad("mmap anonymous", errno);
		return;
	}
	u.uffd = uffd_open(u.mem, page_size, why, sizeof(why));
	if (u.uffd < 0) {
		avc_skip(tag, "uffd", "%s", why);
		munmap(u.mem, u.len);
		return;
	}
	pthread_create(&tm, NULL, uffd_mapper, &u);
	pthread_create(&th, NULL, uffd_handler, &u);
	r = read(fd, u.mem, frame_size);
	err = errno;
	PUT(u.done, 1);
	pthread_join(tm, NULL);
	pthread_join(th, NULL);
	__sync_fetch_and_add(&sh->n_read, 1);
	if (r < 0)
		avc_not_ok(tag, "uffd", "read(): %s", avc_errname(err));
	else if (!u.faulted)
		avc_skip(tag, "uffd", "read() returned %zd without faulting",
			 r);
	else if (u.map_err && u.map_err != EBUSY)
		avc_not_ok(tag, "uffd", "mmap() during the copy: %s",
			   avc_errname(u.map_err));
	else
		avc_ok(tag, "uffd",
		       "read() of %zd bytes faulted, mmap() meanwhile: %s",
		       r, u.map_err ? avc_errname(u.map_err) : "mapped");
	close(u.uffd);
	munmap(u.mem, u.len);
}

/* ------------------------------------------------------------ racer */

static int stream_setup(struct racer *r)
{
	struct v4l2_requestbuffers rb = {
		.count = RACE_BUFS,
		.type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
		.memory = V4L2_MEMORY_MMAP,
	};
	int type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	unsigned int i;

	if (ioctl(r->fd, VIDIOC_REQBUFS, &rb) < 0) {
		bad("REQBUFS", errno);
		return -1;
	}
	r->nbufs = rb.count < RACE_BUFS ? rb.count : RACE_BUFS;
	for (i = 0; i < r->nbufs; i++) {
		struct v4l2_buffer b = {
			.index = i,
			.type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
			.memory = V4L2_MEMORY_MMAP,
		};

		if (ioctl(r->fd, VIDIOC_QUERYBUF, &b) < 0 ||
		    ioctl(r->fd, VIDIOC_QBUF, &b) < 0) {
			bad("QUERYBUF/QBUF", errno);
			return -1;
		}
		r->offs[i] = b.m.offset;
	}
	if (ioctl(r->fd, VIDIOC_STREAMON, &type) < 0) {
		bad("STREAMON", errno);
		return -1;
	}
	return 0;
}

static int racer(void)
{
	void *(*read_fns[])(void *) = {
		read_reader, read_mapper, read_dqbuf, closer_thread,
	};
	void *(*stream_fns[])(void *) = {
		stream_dqbuf, stream_mapper, stream_reader, closer_thread,
	};
	struct racer r = { 0 };

	r.fd = open_dev();
	r.fd2 = open_dev();
	if (r.fd < 0 || r.fd2 < 0)
		return 1;
	phase_uffd(r.fd);

	set_phase(PH_READ, race_secs);
	race(read_fns, ARRAY_SIZE(read_fns), &r);
	close(r.fd);	/* gives up read()'s queue */

	set_phase(PH_STREAM, race_secs + 1);
	r.fd = open_dev();
	if (r.fd >= 0 && stream_setup(&r) == 0)
		race(stream_fns, ARRAY_SIZE(stream_fns), &r);
	/* close with streaming on: release stops it and frees the buffers */
	if (r.fd >= 0)
		close(r.fd);
	close(r.fd2);
	set_phase(PH_DONE, 0);
	return 0;
}

/* ------------------------------------------------------------ closer */

static int closer(void)
{
	while (GET(sh->phase) != PH_DONE) {
		struct v4l2_capability c;
		int fd;

		PUT(sh->closer_t0, now_ms());
		fd = open_dev();
		if (fd < 0)
			return 1;
		if (ioctl(fd, VIDIOC_QUERYCAP, &c) < 0)
			bad("QUERYCAP", errno);
		close(fd);
		__sync_fetch_and_add(&sh->n_closer, 1);
		usleep(20000);
	}
	return 0;
}

/* ------------------------------------------------------------ watchdog */

/* print state and wait channel of every thread of @pid */
static void dump_tasks(const char *who, pid_t pid)
{
	char path[96], buf[512];
	FILE *ls;

	snprintf(path, sizeof(path), "ls /proc/%d/task 2>/dev/null", pid);
	ls = popen(path, "r");
	if (!ls)
		return;
	while (fgets(buf, sizeof(buf), ls)) {
		int tid = atoi(buf);
		char stat[512] = "", wchan[128] = "";
		char *st;
		FILE *f;

		snprintf(path, sizeof(path), "/proc/%d/task/%d/stat", pid, tid);
		f = fopen(path, "r");
		if (f) {
			if (!fgets(stat, sizeof(stat), f))
				stat[0] = 0;
			fclose(f);
		}
		snprintf(path, sizeof(path), "/proc/%d/task/%d/wchan", pid, tid);
		f = fopen(path, "r");
		if (f) {
			if (!fgets(wchan, sizeof(wchan), f))
				wchan[0] = 0;
			fclose(f);
		}
		st = strrchr(stat, ')');
		printf("#   %s thread %d: state %c, wchan %s\n", who, tid,
		       st && st[1] ? st[2] : '?', wchan[0] ? wchan : "?");
	}
	pclose(ls);
	fflush(stdout);
}

/* wait up to @secs for @pid; 1 if it was reaped */
static int reap(pid_t pid, double secs)
{
	long t = now_ms() + secs * 1000;

	while (now_ms() < t) {
		if (waitpid(pid, NULL, WNOHANG) == pid)
			return 1;
		usleep(50000);
	}
	return 0;
}

static pid_t spawn(int (*fn)(void))
{
	pid_t pid = fork();

	if (pid == 0)
		_exit(fn());
	return pid;
}

static void help(void)
{
	fprintf(stderr, "usage: v4l2-race [-t TAG] [-d SECONDS] [-l LIMIT] DEVICE\n");
	exit(2);
}

static void get_frame_size(void)
{
	struct v4l2_format f = { .type = V4L2_BUF_TYPE_VIDEO_CAPTURE };
	int fd = open(dev, O_RDWR);

	frame_size = 0;
	if (fd >= 0 && ioctl(fd, VIDIOC_G_FMT, &f) == 0)
		frame_size = f.fmt.pix.sizeimage;
	if (fd >= 0)
		close(fd);
}

int main(int argc, char **argv)
{
	pid_t rp, cp;
	int opt, hung = 0, rdone = 0, cdone = 0;

	while ((opt = getopt(argc, argv, "t:d:l:")) != -1) {
		switch (opt) {
		case 't':
			tag = optarg;
			break;
		case 'd':
			race_secs = atof(optarg);
			break;
		case 'l':
			limit_secs = atof(optarg);
			break;
		default:
			help();
		}
	}
	if (optind + 1 != argc)
		help();
	dev = argv[optind];
	page_size = sysconf(_SC_PAGESIZE);
	get_frame_size();
	if (!frame_size) {
		avc_not_ok(tag, "setup", "G_FMT on %s failed", dev);
		return 1;
	}
	sh = mmap(NULL, sizeof(*sh), PROT_READ | PROT_WRITE,
		  MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (sh == MAP_FAILED)
		return 1;
	memset(sh, 0, sizeof(*sh));
	sh->phase_t0 = now_ms();
	sh->phase_len = 5000;
	sh->closer_t0 = now_ms();

	rp = spawn(racer);
	cp = spawn(closer);
	while (!hung && !(rdone && cdone)) {
		long t = now_ms(), lim = limit_secs * 1000;
		int ph = GET(sh->phase);

		usleep(100000);
		if (!rdone && waitpid(rp, NULL, WNOHANG) == rp)
			rdone = 1;
		if (!cdone && waitpid(cp, NULL, WNOHANG) == cp)
			cdone = 1;
		if (rdone && !cdone && ph != PH_DONE)
			PUT(sh->phase, PH_DONE);	/* the racer died early */
		if (!rdone && t - GET(sh->phase_t0) > GET(sh->phase_len) + lim) {
			avc_not_ok(tag, "hang",
				   "phase %s still running after %ld s (limit %.0f s over its %ld s): a deadlock",
				   phase_name[ph], (t - GET(sh->phase_t0)) / 1000,
				   limit_secs, GET(sh->phase_len) / 1000);
			hung = 1;
		} else if (!cdone && t - GET(sh->closer_t0) > lim) {
			avc_not_ok(tag, "hang",
				   "another process's open/close cycle stuck for %ld s (racer phase %s)",
				   (t - GET(sh->closer_t0)) / 1000, phase_name[ph]);
			hung = 1;
		}
	}
	if (hung) {
		dump_tasks("racer", rp);
		dump_tasks("closer", cp);
		kill(rp, SIGKILL);
		kill(cp, SIGKILL);
		if (!(rdone || reap(rp, 30)) || !(cdone || reap(cp, 30)))
			avc_not_ok(tag, "unkillable",
				   "a process still alive 30 s after SIGKILL");
		else
			printf("#   both processes ended after SIGKILL\n");
		return 1;
	}
	printf("#   %ld read(), %ld mmap(), %ld DQBUF, %ld+%ld open/close\n",
	       sh->n_read, sh->n_mmap, sh->n_dqbuf, sh->n_close, sh->n_closer);
	if (sh->n_bad)
		avc_not_ok(tag, "results", "%ld unexpected results, the first: %s",
			   sh->n_bad, sh->why);
	else
		avc_ok(tag, "no-hang",
		       "%ld read(), %ld mmap(), %ld DQBUF, %ld+%ld close(), no hang",
		       sh->n_read, sh->n_mmap, sh->n_dqbuf, sh->n_close,
		       sh->n_closer);
	return sh->n_bad ? 1 : 0;
}
