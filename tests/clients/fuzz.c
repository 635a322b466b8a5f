// SPDX-License-Identifier: GPL-2.0
/*
 * fuzz - a seeded, randomised mmap fuzzer for the sample devices.
 *
 * usage: fuzz [-s SEED] [-n OPS] [-m MODULE] [-t TAG] [-v] MODE DEV
 *	MODE       pfnmap | v4l2 | oss | alsa
 *	           (v4l2 works on any V4L2 capture node with MMAP streaming;
 *	           the frame pattern is checked only for the avc_v4l2 driver)
 *	DEV        the device node (alsa: /dev/snd/pcmC<card>D<dev>p)
 *	-s SEED    the seed (default: time and pid); printed first, so that
 *	           a failing run can be repeated with -s
 *	-n OPS     operations (default 10000)
 *	-m MODULE  try delete_module(MODULE) while the device is open or
 *	           mapped: it must be refused
 *	-t TAG     prefix of the result names (default "fuzz/MODE")
 *	-v         print every failing operation, not only the first 20
 *	-x         trace: print every operation and call (implies -v)
 * environment:
 *	STRESS_UNPLUG_CMD  a shell command run once, half-way, in a thread
 *	                   while the operations go on (e.g. a USB gadget
 *	                   unbind); afterwards the device may be gone and
 *	                   ENODEV, EIO, ENXIO, EPIPE, ESHUTDOWN, EBADFD and
 *	                   ENOENT are accepted from every call
 *	STRESS_REPLUG_CMD  run after STRESS_UNPLUG_CMD has finished (e.g. the
 *	                   bind); the fuzzer waits for DEV to come back (DEV
 *	                   may be a symbolic link the command re-points at
 *	                   the new node), then goes on with the new device:
 *	                   files opened before (told apart by st_rdev) are
 *	                   stale, their calls may fail as above and their
 *	                   mappings must still read back right; the new
 *	                   device's files are checked as strictly as before
 *	                   the unplug.  A "replug" operation is counted once
 *	                   DEV is back.
 *	STRESS_UNPLUGS     with STRESS_REPLUG_CMD: how many unplugs, evenly
 *	                   spread over the run (default 1, half-way)
 *	The commands run with system(3), so they may hold spaces.  With a
 *	replug, v4l2 sets up a holder before each unplug: a file that owns
 *	the buffers, streams, has a frame dequeued, maps every buffer and
 *	has a thread waiting in a blocking DQBUF; no random operation touches
 *	it until the replug.  Then the waiter must have been woken with
 *	ENODEV (a failure if it still waits 5 s later), the file must refuse
 *	DQBUF and mmap with ENODEV, poll() must report POLLERR | POLLHUP, and
 *	its mappings must still show the frame and the zeros; afterwards it
 *	is a stale file like the others.
 *
 * The operations, picked at random: open; close while mapped; mmap of a
 * random window (valid, past the end, wrapping offsets, unaligned
 * lengths) with random prot (PROT_EXEC and PROT_NONE included) and flags
 * (MAP_SHARED, MAP_PRIVATE, MAP_SHARED_VALIDATE, MAP_POPULATE,
 * MAP_LOCKED, MAP_FIXED and MAP_FIXED_NOREPLACE over existing mappings);
 * partial munmap; mremap (shrink, grow, move, MREMAP_DONTUNMAP); mprotect;
 * madvise; reads and writes through the mappings; fork with the child
 * reading and unmapping the mappings; a thread mapping and unmapping while
 * the main thread stops streaming and closes the file; delete_module()
 * while mapped; and the device's own ioctls (V4L2 REQBUFS, QBUF, DQBUF,
 * STREAMON/OFF; OSS triggers and pointers; ALSA HW_PARAMS, PREPARE, START,
 * DROP, HW_FREE).
 *
 * Checks: every failing call returns an errno of the allow-list of its
 * kind of operation; requests the device must refuse (outside the buffer,
 * writable private mappings, mremap growth) are refused; requests it must
 * accept are accepted; no access to a mapping faults (except one that
 * MADV_DONTNEED emptied: drivers without a fault handler SIGBUS there);
 * fresh buffers read as zeros (pfnmap excepted: it is filled at load);
 * and every page shows what belongs there: pfnmap's load pattern, a V4L2
 * buffer's frame (counter and pattern of the sequence number DQBUF
 * returned for that buffer), the sound devices' playback pages the tags
 * this program wrote through some mapping of the same open file and page
 * (never another file's or page's), the OSS capture waveform.
 *
 * Output: "fuzz DEV: seed=S", a line per failure (the first 20), then
 *	fuzz DEV: ops=N errors=E failures=F
 *	fuzz DEV: kinds mmap=N munmap=N ...
 *	fuzz DEV: errnos EINVAL=N ...
 * and one result line for scripts/vm whose text carries the same numbers
 * (AVC-TEST ok|not ok TAG ops=N errors=E failures=F seed=S kinds=k:n,...
 * errnos=E:n,...).  Exit status 1 if anything failed.
 *
 * The sequence of operations is a function of the seed and of what the
 * device answered: a device that answers the same way (EAGAIN from DQBUF
 * depends on timing) gets the same operations.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <time.h>
#include <linux/soundcard.h>
#include <linux/videodev2.h>
#include <sound/asound.h>

#include "avc-test.h"
#include "avc_pfnmap.h"

#ifndef MAP_FIXED_NOREPLACE
#define MAP_FIXED_NOREPLACE	0x100000
#endif
#ifndef MAP_SHARED_VALIDATE
#define MAP_SHARED_VALIDATE	0x03
#endif
#ifndef MAP_SYNC
#define MAP_SYNC		0x80000
#endif
#ifndef MREMAP_DONTUNMAP
#define MREMAP_DONTUNMAP	4
#endif
#ifndef MADV_COLD
#define MADV_COLD		20
#endif
#ifndef MADV_PAGEOUT
#define MADV_PAGEOUT		21
#endif

#define MAX_INST	6	/* open files this program tracks */
#define MAX_REGIONS	48	/* mappings it tracks */
#define MAX_BUFS	32	/* V4L2 buffers */
#define MAX_GENS	8	/* V4L2 buffer sets alive at once */
#define MAX_ERRNO	160
#define MAX_REPORTS	20

/* ------------------------------------------------------------ counting */

enum kind {
	K_OPEN, K_CLOSE, K_MMAP, K_MMAP_FIXED, K_MUNMAP, K_MREMAP, K_MPROTECT,
	K_MADVISE, K_READ, K_WRITE, K_FORK, K_RACE, K_RACE_MMAP,
	K_RACE_MUNMAP, K_RMMOD, K_IOCTL, K_UNPLUG, K_REPLUG, K_NR
};

static const char * const kind_names[K_NR] = {
	"open", "close", "mmap", "mmap-fixed", "munmap", "mremap", "mprotect",
	"madvise", "read", "write", "fork", "race", "race-mmap",
	"race-munmap", "rmmod", "ioctl", "unplug", "replug",
};

/* Documented errnos per kind; E_UNPLUG are added once the device is gone. */
static const int e_open[] = { EBUSY, ENOMEM, EMFILE };
static const int e_mmap[] = {
	EINVAL,		/* outside the buffer, private writable, bad flags */
	ENXIO,		/* ALSA: no such mmap area */
	EOVERFLOW,	/* offset + length wraps */
	ENOMEM,		/* no room, too many mappings */
	EACCES,		/* prot the open mode does not allow */
	EPERM,		/* PROT_EXEC on a noexec mount */
	EAGAIN,		/* MAP_LOCKED over the limit */
	EBUSY,		/* V4L2: read() I/O owns the buffers */
	EBADFD,		/* ALSA: no hw_params yet */
	EEXIST,		/* MAP_FIXED_NOREPLACE over a mapping */
	EOPNOTSUPP,	/* MAP_SHARED_VALIDATE with MAP_SYNC */
	ENODEV,		/* no mmap at all */
};

static const int e_none[] = { 0 };

static const int e_mremap[] = { EFAULT, EINVAL, ENOMEM };
static const int e_mprotect[] = { EACCES };
/* MADV_REMOVE is fallocate(PUNCH_HOLE): ENODEV, EOPNOTSUPP as fallocate(2) */
static const int e_madvise[] = { EINVAL, EACCES, EPERM, EAGAIN, EIO, EOPNOTSUPP, ENODEV };
static const int e_rmmod[] = { EAGAIN, EBUSY };
static const int e_race[] = { EBADF, EINVAL, EBUSY, ENOMEM, ENODEV, EBADFD };
static const int e_ioctl[] = {
	EINVAL, EBUSY, EAGAIN, ENOMEM, ENOBUFS, EPIPE, EBADFD, ENOTTY, EIO,
	ERANGE,
};

static const int e_unplug[] = {
	ENODEV, EIO, ENXIO, EPIPE, ESHUTDOWN, EBADFD, ENOENT, EBADF,
};

static const struct {
	const int *set;
	int n;
} allowed[K_NR] = {
	[K_OPEN] = { e_open, ARRAY_SIZE(e_open) },
	[K_CLOSE] = { e_none, 0 },
	[K_MMAP] = { e_mmap, ARRAY_SIZE(e_mmap) },
	[K_MMAP_FIXED] = { e_mmap, ARRAY_SIZE(e_mmap) },
	[K_MUNMAP] = { e_none, 0 },
	[K_MREMAP] = { e_mremap, ARRAY_SIZE(e_mremap) },
	[K_MPROTECT] = { e_mprotect, ARRAY_SIZE(e_mprotect) },
	[K_MADVISE] = { e_madvise, ARRAY_SIZE(e_madvise) },
	[K_READ] = { e_none, 0 },
	[K_WRITE] = { e_none, 0 },
	[K_FORK] = { e_none, 0 },
	[K_RACE] = { e_none, 0 },
	[K_RACE_MMAP] = { e_race, ARRAY_SIZE(e_race) },
	[K_RACE_MUNMAP] = { e_none, 0 },
	[K_RMMOD] = { e_rmmod, ARRAY_SIZE(e_rmmod) },
	[K_IOCTL] = { e_ioctl, ARRAY_SIZE(e_ioctl) },
	[K_UNPLUG] = { e_none, 0 },
	[K_REPLUG] = { e_none, 0 },
};

/* Shared with the children of fork and race operations. */
struct stats {
	long ops[K_NR];
	long errnos[MAX_ERRNO];
	long errors;
	long failures;
	long zero_pages;	/* fresh pages checked to be all zero */
	long checked_pages;	/* pages checked against their contents */
	long dontneed_sigbus;	/* SIGBUS in a range MADV_DONTNEED emptied */
};

static struct stats *st;
static const char *mode_name, *dev_path, *tag, *module;
static unsigned long page_size;
static bool verbose, trace;
static int unplugged;	/* an unplug is under way (__atomic) */
static int replug_ready;	/* the unplug thread is done (__atomic) */
static bool stale_op;	/* the operation's file is of an unplugged device */

static bool is_unplugged(void)
{
	return __atomic_load_n(&unplugged, __ATOMIC_SEQ_CST);
}

static long op_no;

/* ------------------------------------------------------------ random */

static __u64 rng_state;

static __u64 rnd64(__u64 *s)
{
	__u64 x = *s;

	x ^= x >> 12;
	x ^= x << 25;
	x ^= x >> 27;
	*s = x;
	return x * 0x2545F4914F6CDD1DULL;
}

static unsigned long rnd(unsigned long n)
{
	return n ? rnd64(&rng_state) % n : 0;
}

static bool chance(unsigned int pct)
{
	return rnd(100) < pct;
}

/* ------------------------------------------------------------ results */

static void failure(const char *fmt, ...)
{
	long n = __atomic_add_fetch(&st->failures, 1, __ATOMIC_SEQ_CST);
	va_list ap;

	if (n > MAX_REPORTS && !verbose)
		return;
	printf("  fuzz %s: FAIL op %ld: ", mode_name, op_no);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	fflush(stdout);
}

static void count_op(enum kind k)
{
	if (trace)
		printf("  op %ld: %s\n", op_no, kind_names[k]);
	__atomic_add_fetch(&st->ops[k], 1, __ATOMIC_SEQ_CST);
}

/*
 * count_err() - a call of kind @k failed with @err: count it, and fail
 * the run if @err is not documented for @k.
 */
static void count_err(enum kind k, int err, const char *what)
{
	__atomic_add_fetch(&st->errors, 1, __ATOMIC_SEQ_CST);
	__atomic_add_fetch(&st->errnos[err > 0 && err < MAX_ERRNO ? err : 0], 1,
			   __ATOMIC_SEQ_CST);
	if (avc_errno_in(err, allowed[k].set, allowed[k].n))
		return;
	if ((is_unplugged() || stale_op) &&
	    avc_errno_in(err, e_unplug, ARRAY_SIZE(e_unplug)))
		return;
	failure("%s: %s: %s is not a documented errno for it", kind_names[k],
		what, avc_errname(err));
}

/* ------------------------------------------------------------ state */

/* V4L2 buffer states, as this program last saw them. */
enum { B_ZERO, B_QUEUED, B_DONE, B_UNKNOWN };

struct inst;

/**
 * struct gen - one set of V4L2 buffers (one successful REQBUFS)
 * @used: the slot is taken
 * @current: the device still has these buffers (not torn down)
 * @owner: the file that allocated them
 * @nregions: tracked mappings of them
 * @n: buffers
 * @off: their mmap offsets
 * @len: their lengths (QUERYBUF)
 * @state: B_* per buffer
 * @seq: the sequence number of a B_DONE buffer
 */
struct gen {
	bool used;
	bool current;
	struct inst *owner;
	int nregions;
	unsigned int n;
	unsigned long off[MAX_BUFS];
	unsigned long len[MAX_BUFS];
	int state[MAX_BUFS];
	__u32 seq[MAX_BUFS];
};

/**
 * struct inst - an open file of the device
 * @used: the slot is taken
 * @id: number of the open, for messages and tags
 * @fd: the descriptor, -1 once closed
 * @nregions: tracked mappings made through it (they hold the file)
 * @npages: mappable pages per direction (pfnmap, oss, alsa)
 * @tags: sound: the tag last written into each page of each direction
 *	(0: never written, the page must be all zero)
 * @capture: oss: the capture direction may have been started
 * @ring: oss: the capture ring's size
 * @setup: alsa: hw_params in force
 * @rdev: the device number of the node it opened
 * @stale: the device it opened was unplugged
 * @pinned: held across an unplug: no random operation picks it or its
 *	mappings until the device is back
 */
struct inst {
	bool used;
	int id;
	int fd;
	dev_t rdev;
	bool stale;
	bool pinned;
	int nregions;
	unsigned long npages;
	__u32 *tags[2];
	bool capture;
	unsigned long ring;
	bool setup;
};

/**
 * struct region - a tracked mapping
 * @used: the slot is taken
 * @addr: start
 * @len: length
 * @off: the mmap offset of @addr
 * @prot: current protection
 * @shared: MAP_SHARED
 * @dir: sound: 0 playback (or pfnmap, v4l2), 1 capture
 * @zapped: MADV_DONTNEED emptied (some of) it
 * @in: the file it maps
 * @g: v4l2: the buffer set
 */
struct region {
	bool used;
	unsigned long addr;
	unsigned long len;
	unsigned long off;
	int prot;
	bool shared;
	int dir;
	bool zapped;
	struct inst *in;
	struct gen *g;
};

static struct inst insts[MAX_INST];
static struct region regions[MAX_REGIONS];
static struct gen gens[MAX_GENS];
static int next_inst_id = 1;
static bool dev_gone;	/* open fails: removed or unplugged */

/* device properties */
static unsigned long pf_size;		/* pfnmap */
static struct gen *cur_gen;		/* v4l2: the device's buffers */
static bool streaming;
static bool avc_pattern;		/* v4l2: avc_v4l2's YUYV pattern */
static unsigned int v_bpl, v_sizeimage;
static unsigned long snd_bytes;		/* oss: DMA bytes per direction */

static int nregions_total(void)
{
	int i, n = 0;

	for (i = 0; i < MAX_REGIONS; i++)
		n += regions[i].used;
	return n;
}

static struct region *region_new(void)
{
	int i;

	for (i = 0; i < MAX_REGIONS; i++)
		if (!regions[i].used) {
			memset(&regions[i], 0, sizeof(regions[i]));
			regions[i].used = true;
			return &regions[i];
		}
	return NULL;
}

/* A region for an operation: not one of the unplug holder's. */
static struct region *pick_region(void)
{
	int i, n = 0, k;

	for (i = 0; i < MAX_REGIONS; i++)
		n += regions[i].used && !regions[i].in->pinned;
	if (!n)
		return NULL;
	k = rnd(n);
	for (i = 0; i < MAX_REGIONS; i++)
		if (regions[i].used && !regions[i].in->pinned && !k--)
			return &regions[i];
	return NULL;
}

static struct inst *pick_inst(bool open_only)
{
	int i, n = 0, k;

	for (i = 0; i < MAX_INST; i++)
		n += insts[i].used && !insts[i].pinned &&
		     (!open_only || insts[i].fd >= 0);
	if (!n)
		return NULL;
	k = rnd(n);
	for (i = 0; i < MAX_INST; i++)
		if (insts[i].used && !insts[i].pinned &&
		    (!open_only || insts[i].fd >= 0) && !k--)
			return &insts[i];
	return NULL;
}

static void gen_orphan(struct gen *g)
{
	unsigned int b;

	if (!g)
		return;
	g->current = false;
	for (b = 0; b < g->n; b++)
		if (g->state[b] == B_QUEUED)
			g->state[b] = B_UNKNOWN;
	if (cur_gen == g) {
		cur_gen = NULL;
		streaming = false;
	}
	if (!g->nregions)
		g->used = false;
}

/* The file is gone when it is closed and nothing maps it any more. */
static void inst_maybe_release(struct inst *in)
{
	if (in->fd >= 0 || in->nregions)
		return;
	if (cur_gen && cur_gen->owner == in)
		gen_orphan(cur_gen);
	free(in->tags[0]);
	free(in->tags[1]);
	memset(in, 0, sizeof(*in));
}

static void region_free(struct region *r)
{
	struct inst *in = r->in;
	struct gen *g = r->g;

	r->used = false;
	in->nregions--;
	if (g) {
		g->nregions--;
		if (!g->nregions && !g->current)
			g->used = false;
	}
	inst_maybe_release(in);
}

/* Split @r at @addr (page aligned, inside it): @r keeps the front. */
static struct region *region_split(struct region *r, unsigned long addr)
{
	struct region *t;

	if (addr <= r->addr || addr >= r->addr + r->len)
		return r;
	t = region_new();
	if (!t)
		return NULL;
	*t = *r;
	t->addr = addr;
	t->len = r->addr + r->len - addr;
	t->off = r->off + (addr - r->addr);
	r->len = addr - r->addr;
	r->in->nregions++;
	if (r->g)
		r->g->nregions++;
	return t;
}

/*
 * Make [a, a + len) consist of whole regions: split the ones that cross
 * its ends.  Return: false if the table is full (nothing is lost then:
 * the caller skips its operation).
 */
static bool regions_isolate(unsigned long a, unsigned long len)
{
	int i;

	if (nregions_total() > MAX_REGIONS - 2)
		return false;
	for (i = 0; i < MAX_REGIONS; i++) {
		struct region *r = &regions[i];

		if (!r->used)
			continue;
		if (a > r->addr && a < r->addr + r->len && !region_split(r, a))
			return false;
	}
	for (i = 0; i < MAX_REGIONS; i++) {
		struct region *r = &regions[i];

		if (!r->used)
			continue;
		if (a + len > r->addr && a + len < r->addr + r->len &&
		    !region_split(r, a + len))
			return false;
	}
	return true;
}

/* Forget the regions inside [a, a + len) (after regions_isolate()). */
static void regions_drop(unsigned long a, unsigned long len)
{
	int i;

	for (i = 0; i < MAX_REGIONS; i++) {
		struct region *r = &regions[i];

		if (r->used && r->addr >= a && r->addr + r->len <= a + len)
			region_free(r);
	}
}

/* ------------------------------------------------------------ faults */

static __thread void *probe_jmp;	/* a sigjmp_buf while probing */
static __thread int probe_sig;

static void on_fault(int sig)
{
	if (probe_jmp) {
		probe_sig = sig;
		siglongjmp(*(sigjmp_buf *)probe_jmp, 1);
	}
	signal(sig, SIG_DFL);
	raise(sig);
}

/* Read a word; Return: 0, or the signal the read raised. */
static int probe_read(const __u32 *p)
{
	sigjmp_buf jb;

	probe_jmp = &jb;
	if (sigsetjmp(jb, 1)) {
		probe_jmp = NULL;
		return probe_sig;
	}
	(void)__atomic_load_n(p, __ATOMIC_RELAXED);
	probe_jmp = NULL;
	return 0;
}

/* ------------------------------------------------------------ syscalls */

static void *sys_mmap(void *addr, unsigned long len, int prot, int flags,
		      int fd, unsigned long off)
{
	return (void *)syscall(SYS_mmap, addr, len, prot, flags, fd, off);
}

/* An ioctl as an operation: 0 or the errno (counted). */
static int op_ioctl(int fd, unsigned long req, void *arg, const char *what)
{
	count_op(K_IOCTL);
	if (!avc_xioctl(fd, req, arg))
		return 0;
	count_err(K_IOCTL, errno, what);
	return errno;
}

/* ------------------------------------------------------------ contents */

/*
 * What a byte of a V4L2 buffer holds after frame @n of avc_v4l2's
 * gradient pattern (drivers-samples/v4l2/README.md, default controls,
 * YUYV): the counter in bytes 0-7, (t, t, t, 255 - t) per unit after it.
 */
static __u8 v4l2_byte(unsigned long o, __u32 n)
{
	unsigned int y, b, t;

	if (o < 4)
		return (__u8)(n >> (8 * o));
	if (o < 8)
		return (__u8)(~n >> (8 * (o - 4)));
	if (o >= v_sizeimage)
		return 0;
	y = o / v_bpl;
	b = o % v_bpl;
	t = (b / 4 + y + 2 * n) % 256;
	return b % 4 == 3 ? 255 - t : t;
}

static bool page_is_zero(const __u8 *p)
{
	const __u64 *w = (const __u64 *)p;
	unsigned long i;

	for (i = 0; i < page_size / 8; i++)
		if (w[i])
			return false;
	return true;
}

static __u32 sound_tag(const struct inst *in, int dir, unsigned long page,
		       unsigned long gen)
{
	return 0x80000000U | ((__u32)(in->id & 0xff) << 22) |
	       ((__u32)(dir & 1) << 21) | ((__u32)(page & 0x3ff) << 11) |
	       (__u32)(gen & 0x7ff) | 1;
}

/*
 * check_page() - check page @i of region @r (readable, mapped) at @p.
 * Return: 0 if it shows what belongs there, else -1 with @msg set.
 */
static int check_page(const struct region *r, unsigned long i,
		      const __u8 *p, char *msg, size_t msz)
{
	unsigned long off = r->off + i * page_size;
	unsigned long k, o;

	if (!strcmp(mode_name, "pfnmap")) {
		const __u32 *w = (const __u32 *)p;

		for (k = 0; k < 4; k++) {
			unsigned long wi = k ? rnd(page_size / 4) : 0;
			__u32 want = avc_pfnmap_pattern(off + wi * 4, page_size);

			if (w[wi] != want) {
				snprintf(msg, msz,
					 "offset %#lx word %lu: %#x, want %#x (page %u's?)",
					 off, wi, w[wi], want, w[0]);
				return -1;
			}
		}
		st->checked_pages++;
		return 0;
	}
	if (!strcmp(mode_name, "v4l2")) {
		const struct gen *g = r->g;
		unsigned int b;
		unsigned long bo;

		for (b = 0; b < g->n; b++)
			if (off >= g->off[b] && off - g->off[b] < g->len[b])
				break;
		if (b == g->n) {
			snprintf(msg, msz, "offset %#lx is in no buffer", off);
			return -1;
		}
		bo = off - g->off[b];
		if (g->state[b] == B_ZERO) {
			if (!page_is_zero(p)) {
				snprintf(msg, msz,
					 "buffer %u page %lu of a fresh buffer is not zero",
					 b, bo / page_size);
				return -1;
			}
			st->zero_pages++;
			return 0;
		}
		if (g->state[b] != B_DONE || !avc_pattern)
			return 0;
		for (k = 0; k < 6; k++) {
			o = k < 2 && !bo ? k * 4 : rnd(page_size);
			if (p[o] != v4l2_byte(bo + o, g->seq[b])) {
				snprintf(msg, msz,
					 "buffer %u (frame %u) byte %#lx: %#x, want %#x; frame counter there %u",
					 b, g->seq[b], bo + o, p[o],
					 v4l2_byte(bo + o, g->seq[b]),
					 *(const __u32 *)p);
				return -1;
			}
		}
		st->checked_pages++;
		return 0;
	}
	/* oss, alsa */
	{
		const struct inst *in = r->in;
		unsigned long pg = off / page_size;
		__u32 want = in->tags[r->dir] ? in->tags[r->dir][pg] : 0;
		const __u32 *w = (const __u32 *)p;

		if (r->dir == 1 && in->capture) {
			/* oss capture: zero or the sawtooth of the ring offset */
			for (k = 0; k < 4; k++) {
				__u8 v;

				o = rnd(page_size);
				v = p[o];
				if (off + o >= in->ring)
					continue;
				if (v && in->ring % 1024 == 0 &&
				    v != (__u8)(((off + o) / 4 % 256) ^ 0x80)) {
					snprintf(msg, msz,
						 "capture byte %#lx: %#x, not the waveform's %#x",
						 off + o, v,
						 (__u8)(((off + o) / 4 % 256) ^ 0x80));
					return -1;
				}
			}
			st->checked_pages++;
			return 0;
		}
		if (!want) {
			if (!page_is_zero(p)) {
				snprintf(msg, msz,
					 "%s page %lu of file %d was never written but holds %#x %#x",
					 r->dir ? "capture" : "playback", pg, in->id,
					 w[0], w[1]);
				return -1;
			}
			st->zero_pages++;
			return 0;
		}
		if (w[0] != want || w[1] != ~want || w[2 + rnd(page_size / 4 - 2)]) {
			snprintf(msg, msz,
				 "page %lu of file %d: %#x %#x, want tag %#x (file %u page %u wrote it?)",
				 pg, in->id, w[0], w[1], want, (w[0] >> 22) & 0xff,
				 (w[0] >> 11) & 0x3ff);
			return -1;
		}
		st->checked_pages++;
		return 0;
	}
}

/*
 * touch_region() - read (and maybe write) up to 4 pages of @r; a fault is
 * a failure unless MADV_DONTNEED emptied the region.
 * Return: 0, or -1 on a failure.
 */
static __thread unsigned long touch_cur;	/* the page being touched */
static __thread __u64 page_copy[65536 / 8];	/* what it showed */

static int touch_region(struct region *r, bool write)
{
	sigjmp_buf jb;
	char msg[256];
	unsigned long np = r->len / page_size, i, n;

	if (!(r->prot & PROT_READ) || (write && !(r->prot & PROT_WRITE)))
		return 0;
	touch_cur = 0;
	probe_jmp = &jb;
	if (sigsetjmp(jb, 1)) {
		probe_jmp = NULL;
		if (r->zapped && probe_sig == SIGBUS) {
			__atomic_add_fetch(&st->dontneed_sigbus, 1, __ATOMIC_SEQ_CST);
			return 0;
		}
		failure("%s page %lu of mapping %#lx+%#lx (offset %#lx, file %d): SIG%s",
			write ? "writing" : "reading", touch_cur, r->addr, r->len,
			r->off, r->in->id, sigabbrev_np(probe_sig));
		return -1;
	}
	n = np < 4 ? np : 4;
	if (trace)
		printf("    touch %#lx+%#lx off %#lx file %d%s%s\n", r->addr, r->len,
		       r->off, r->in->id, write ? " write" : "", r->zapped ? " zapped" : "");
	for (i = 0; i < n; i++) {
		unsigned long off;
		__u32 *w;

		touch_cur = n == np ? i : rnd(np);
		off = r->off + touch_cur * page_size;
		w = (__u32 *)(r->addr + touch_cur * page_size);
		if (write) {
			if (!strcmp(mode_name, "pfnmap")) {
				/* store what is there: the pattern must stay */
				__atomic_store_n(&w[1], avc_pfnmap_pattern(off + 4, page_size),
						 __ATOMIC_RELAXED);
			} else if (r->in->tags[r->dir] && r->shared) {
				__u32 t = sound_tag(r->in, r->dir, off / page_size,
						    (unsigned long)op_no);

				/* only through a mapping of the right page */
				__atomic_store_n(&w[0], t, __ATOMIC_RELAXED);
				__atomic_store_n(&w[1], ~t, __ATOMIC_RELAXED);
				/* landed (an emptied page SIGBUSes at w[0]) */
				r->in->tags[r->dir][off / page_size] = t;
			}
			continue;
		}
		if (r->zapped) {
			/* a refault may SIGBUS: read, but do not judge */
			(void)__atomic_load_n(w, __ATOMIC_RELAXED);
			continue;
		}
		/* one snapshot of the page: a fault here is caught above */
		memcpy(page_copy, w, page_size);
		if (check_page(r, touch_cur, (const __u8 *)page_copy, msg, sizeof(msg))) {
			probe_jmp = NULL;
			failure("mapping %#lx+%#lx (offset %#lx, file %d) page %lu: %s",
				r->addr, r->len, r->off, r->in->id, touch_cur, msg);
			return -1;
		}
	}
	probe_jmp = NULL;
	return 0;
}

/* ------------------------------------------------------------ devices */

static int dev_open_flags(void)
{
	if (!strcmp(mode_name, "pfnmap"))
		return O_RDWR;
	return O_RDWR | O_NONBLOCK;
}

/* pfnmap */
static int pfnmap_setup(struct inst *in)
{
	__u64 size;

	if (op_ioctl(in->fd, AVC_PFNMAP_GET_SIZE, &size, "AVC_PFNMAP_GET_SIZE"))
		return -1;
	pf_size = size;
	in->npages = size / page_size;
	return 0;
}

/* v4l2 */
static int v4l2_reqbufs(struct inst *in, unsigned int count)
{
	struct v4l2_requestbuffers rb = {
		.count = count,
		.type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
		.memory = V4L2_MEMORY_MMAP,
	};
	struct gen *g = NULL;
	unsigned int i;
	int err;

	err = op_ioctl(in->fd, VIDIOC_REQBUFS, &rb, "VIDIOC_REQBUFS");
	if (err && err != ENOMEM)
		return err;
	/* the old buffers were let go (ENOMEM: after the teardown) */
	if (cur_gen)
		gen_orphan(cur_gen);
	if (err || !rb.count)
		return err;
	for (i = 0; i < MAX_GENS; i++)
		if (!gens[i].used) {
			g = &gens[i];
			break;
		}
	if (!g) {
		failure("more than %d V4L2 buffer sets alive", MAX_GENS);
		return -1;
	}
	memset(g, 0, sizeof(*g));
	g->used = true;
	g->current = true;
	g->owner = in;
	g->n = rb.count < MAX_BUFS ? rb.count : MAX_BUFS;
	for (i = 0; i < g->n; i++) {
		struct v4l2_buffer b = {
			.index = i,
			.type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
			.memory = V4L2_MEMORY_MMAP,
		};

		if (op_ioctl(in->fd, VIDIOC_QUERYBUF, &b, "VIDIOC_QUERYBUF")) {
			failure("QUERYBUF %u of %u failed", i, g->n);
			g->n = i;
			break;
		}
		g->off[i] = b.m.offset;
		g->len[i] = (b.length + page_size - 1) & ~(page_size - 1);
		g->state[i] = B_ZERO;
	}
	cur_gen = g;
	streaming = false;
	return 0;
}

static int v4l2_setup(struct inst *in)
{
	struct v4l2_capability cap;
	struct v4l2_format f = { .type = V4L2_BUF_TYPE_VIDEO_CAPTURE };

	memset(&cap, 0, sizeof(cap));
	if (op_ioctl(in->fd, VIDIOC_QUERYCAP, &cap, "VIDIOC_QUERYCAP"))
		return -1;
	if (op_ioctl(in->fd, VIDIOC_G_FMT, &f, "VIDIOC_G_FMT"))
		return -1;
	/* avc_usbcam's device (tests/gadget/usbcam-emu) streams the same */
	avc_pattern = (!strcmp((const char *)cap.driver, "avc_v4l2") ||
		       !strcmp((const char *)cap.driver, "avc_usbcam")) &&
		      f.fmt.pix.pixelformat == V4L2_PIX_FMT_YUYV;
	v_bpl = f.fmt.pix.bytesperline;
	v_sizeimage = f.fmt.pix.sizeimage;
	if (!cur_gen)
		v4l2_reqbufs(in, 2 + rnd(5));
	return 0;
}

/* oss */
static int oss_setup(struct inst *in)
{
	int v;
	audio_buf_info bi;

	v = AFMT_U8;
	op_ioctl(in->fd, SNDCTL_DSP_SETFMT, &v, "SNDCTL_DSP_SETFMT");
	v = 1;
	op_ioctl(in->fd, SNDCTL_DSP_CHANNELS, &v, "SNDCTL_DSP_CHANNELS");
	v = 8000;
	op_ioctl(in->fd, SNDCTL_DSP_SPEED, &v, "SNDCTL_DSP_SPEED");
	if (op_ioctl(in->fd, SNDCTL_DSP_GETISPACE, &bi, "SNDCTL_DSP_GETISPACE"))
		return -1;
	in->ring = (unsigned long)bi.fragstotal * bi.fragsize;
	in->npages = snd_bytes / page_size;
	in->tags[0] = calloc(in->npages, sizeof(__u32));
	in->tags[1] = NULL;	/* capture: the driver writes it */
	return 0;
}

/* alsa: raw hw_params, S16_LE stereo 48 kHz, mmap interleaved */
static int alsa_hw_params(struct inst *in)
{
	struct snd_pcm_hw_params p;
	unsigned int i;
	int err;

	memset(&p, 0, sizeof(p));
	for (i = 0; i <= SNDRV_PCM_HW_PARAM_LAST_MASK; i++)
		memset(&p.masks[i], 0xff, sizeof(p.masks[i]));
	for (i = 0; i <= SNDRV_PCM_HW_PARAM_LAST_INTERVAL - SNDRV_PCM_HW_PARAM_FIRST_INTERVAL; i++)
		p.intervals[i].max = ~0U;
	memset(&p.masks[SNDRV_PCM_HW_PARAM_ACCESS], 0, sizeof(p.masks[0]));
	p.masks[SNDRV_PCM_HW_PARAM_ACCESS].bits[0] = 1U << SNDRV_PCM_ACCESS_MMAP_INTERLEAVED;
	memset(&p.masks[SNDRV_PCM_HW_PARAM_FORMAT], 0, sizeof(p.masks[0]));
	p.masks[SNDRV_PCM_HW_PARAM_FORMAT].bits[0] = 1U << SNDRV_PCM_FORMAT_S16_LE;
	memset(&p.masks[SNDRV_PCM_HW_PARAM_SUBFORMAT], 0, sizeof(p.masks[0]));
	p.masks[SNDRV_PCM_HW_PARAM_SUBFORMAT].bits[0] = 1U << SNDRV_PCM_SUBFORMAT_STD;
	i = SNDRV_PCM_HW_PARAM_CHANNELS - SNDRV_PCM_HW_PARAM_FIRST_INTERVAL;
	p.intervals[i].min = 2;
	p.intervals[i].max = 2;
	i = SNDRV_PCM_HW_PARAM_RATE - SNDRV_PCM_HW_PARAM_FIRST_INTERVAL;
	p.intervals[i].min = 48000;
	p.intervals[i].max = 48000;
	p.rmask = ~0U;
	err = op_ioctl(in->fd, SNDRV_PCM_IOCTL_HW_PARAMS, &p, "SNDRV_PCM_IOCTL_HW_PARAMS");
	if (err)
		return err;
	i = SNDRV_PCM_HW_PARAM_BUFFER_BYTES - SNDRV_PCM_HW_PARAM_FIRST_INTERVAL;
	in->npages = (p.intervals[i].min + page_size - 1) / page_size;
	in->setup = true;
	/* the core clears the buffer (no stale data to user space) */
	if (in->tags[0])
		memset(in->tags[0], 0, in->npages * sizeof(__u32));
	return 0;
}

static int alsa_setup(struct inst *in)
{
	if (alsa_hw_params(in))
		return -1;
	in->tags[0] = calloc(in->npages, sizeof(__u32));
	op_ioctl(in->fd, SNDRV_PCM_IOCTL_PREPARE, NULL, "SNDRV_PCM_IOCTL_PREPARE");
	return 0;
}

/* A random device ioctl on @in. */
static void dev_ioctl(struct inst *in)
{
	stale_op = in->stale;
	if (!strcmp(mode_name, "pfnmap")) {
		__u64 size;

		if (!op_ioctl(in->fd, AVC_PFNMAP_GET_SIZE, &size, "GET_SIZE") &&
		    size != pf_size)
			failure("GET_SIZE says %llu, was %lu", (unsigned long long)size, pf_size);
		return;
	}
	if (!strcmp(mode_name, "v4l2")) {
		struct v4l2_buffer b = {
			.type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
			.memory = V4L2_MEMORY_MMAP,
		};
		int type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
		struct gen *g = cur_gen;
		bool own = g && g->owner == in;
		unsigned long c = rnd(100);

		if (c < 10 && g && own) {
			/* a capture: queue everything, stream, wait for a frame */
			struct pollfd pfd = { .fd = in->fd, .events = POLLIN };
			unsigned int i;

			for (i = 0; i < g->n; i++) {
				if (g->state[i] == B_QUEUED)
					continue;
				b.index = i;
				if (!op_ioctl(in->fd, VIDIOC_QBUF, &b, "VIDIOC_QBUF"))
					g->state[i] = B_QUEUED;
			}
			if (!streaming &&
			    !op_ioctl(in->fd, VIDIOC_STREAMON, &type, "VIDIOC_STREAMON"))
				streaming = true;
			poll(&pfd, 1, 500);
			memset(&b, 0, sizeof(b));
			b.type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
			b.memory = V4L2_MEMORY_MMAP;
			if (!op_ioctl(in->fd, VIDIOC_DQBUF, &b, "VIDIOC_DQBUF") &&
			    b.index < g->n && g->state[b.index] == B_QUEUED) {
				/* a corrupt or truncated frame: not checked */
				g->state[b.index] = b.flags & V4L2_BUF_FLAG_ERROR ?
						    B_UNKNOWN : B_DONE;
				g->seq[b.index] = b.sequence;
			}
		} else if (c < 35 && g) {
			b.index = rnd(g->n + 1);
			if (!op_ioctl(in->fd, VIDIOC_QBUF, &b, "VIDIOC_QBUF")) {
				if (!own || b.index >= g->n)
					failure("QBUF of buffer %u of %u accepted (owner %d)",
						b.index, g->n, own);
				else
					g->state[b.index] = B_QUEUED;
			}
		} else if (c < 70 && g) {
			if (!op_ioctl(in->fd, VIDIOC_DQBUF, &b, "VIDIOC_DQBUF")) {
				if (!own || b.index >= g->n) {
					failure("DQBUF gave buffer %u of %u (owner %d)",
						b.index, g->n, own);
				} else if (g->state[b.index] != B_QUEUED) {
					failure("DQBUF gave buffer %u, which was not queued",
						b.index);
				} else {
					g->state[b.index] = b.flags & V4L2_BUF_FLAG_ERROR ?
							    B_UNKNOWN : B_DONE;
					g->seq[b.index] = b.sequence;
				}
			}
		} else if (c < 82) {
			if (!op_ioctl(in->fd, VIDIOC_STREAMON, &type, "VIDIOC_STREAMON") &&
			    g && own)
				streaming = true;
		} else if (c < 92) {
			if (!op_ioctl(in->fd, VIDIOC_STREAMOFF, &type, "VIDIOC_STREAMOFF") &&
			    g && own) {
				unsigned int i;

				for (i = 0; i < g->n; i++)
					if (g->state[i] == B_QUEUED)
						g->state[i] = B_UNKNOWN;
				streaming = false;
			}
		} else if (c < 96) {
			v4l2_reqbufs(in, 0);
		} else {
			v4l2_reqbufs(in, 2 + rnd(5));
		}
		return;
	}
	if (!strcmp(mode_name, "oss")) {
		count_info ci;
		audio_buf_info bi;
		int bits;

		switch (rnd(5)) {
		case 0:
			bits = rnd(4) & (PCM_ENABLE_INPUT | PCM_ENABLE_OUTPUT);
			if (!op_ioctl(in->fd, SNDCTL_DSP_SETTRIGGER, &bits,
				      "SNDCTL_DSP_SETTRIGGER") && (bits & PCM_ENABLE_INPUT))
				in->capture = true;
			break;
		case 1:
			op_ioctl(in->fd, rnd(2) ? SNDCTL_DSP_GETIPTR : SNDCTL_DSP_GETOPTR,
				 &ci, "SNDCTL_DSP_GET[IO]PTR");
			break;
		case 2:
			op_ioctl(in->fd, rnd(2) ? SNDCTL_DSP_GETISPACE : SNDCTL_DSP_GETOSPACE,
				 &bi, "SNDCTL_DSP_GET[IO]SPACE");
			break;
		case 3:
			op_ioctl(in->fd, SNDCTL_DSP_RESET, NULL, "SNDCTL_DSP_RESET");
			break;
		default:
			bits = 0;
			op_ioctl(in->fd, SNDCTL_DSP_GETODELAY, &bits, "SNDCTL_DSP_GETODELAY");
			break;
		}
		return;
	}
	/* alsa */
	switch (rnd(7)) {
	case 0:
		op_ioctl(in->fd, SNDRV_PCM_IOCTL_START, NULL, "SNDRV_PCM_IOCTL_START");
		break;
	case 1:
		op_ioctl(in->fd, SNDRV_PCM_IOCTL_DROP, NULL, "SNDRV_PCM_IOCTL_DROP");
		break;
	case 2:
		op_ioctl(in->fd, SNDRV_PCM_IOCTL_PREPARE, NULL, "SNDRV_PCM_IOCTL_PREPARE");
		break;
	case 3:
		op_ioctl(in->fd, SNDRV_PCM_IOCTL_HWSYNC, NULL, "SNDRV_PCM_IOCTL_HWSYNC");
		break;
	case 4: {
		snd_pcm_sframes_t d;

		op_ioctl(in->fd, SNDRV_PCM_IOCTL_DELAY, &d, "SNDRV_PCM_IOCTL_DELAY");
		break;
	}
	case 5:
		/* refused (EBADFD) while mapped */
		if (!op_ioctl(in->fd, SNDRV_PCM_IOCTL_HW_FREE, NULL, "SNDRV_PCM_IOCTL_HW_FREE")) {
			if (in->nregions)
				failure("HW_FREE accepted while %d mappings exist", in->nregions);
			in->setup = false;
		}
		break;
	default:
		if (!alsa_hw_params(in))
			op_ioctl(in->fd, SNDRV_PCM_IOCTL_PREPARE, NULL,
				 "SNDRV_PCM_IOCTL_PREPARE");
		break;
	}
}

/*
 * pick_window() - a window to map through @in: offset, length, the
 * direction, and whether the device must accept it (if the protection
 * and flags allow) or must refuse it.
 */
static void pick_window(struct inst *in, unsigned long *off, unsigned long *len,
			struct gen **gp, bool *inside)
{
	unsigned long np = in->npages, first, n, c = rnd(100);
	struct gen *g = NULL;

	*gp = NULL;
	if (!strcmp(mode_name, "v4l2")) {
		unsigned int b;

		g = cur_gen;
		if (!g || !g->n) {
			*off = rnd(64) * page_size;
			*len = (1 + rnd(4)) * page_size;
			*inside = false;
			return;
		}
		*gp = g;
		b = rnd(g->n);
		np = g->len[b] / page_size;
		first = rnd(np);
		n = 1 + rnd(np - first);
		*off = g->off[b] + first * page_size;
		*len = n * page_size;
		*inside = true;
		if (c < 8) {		/* across the buffer's end */
			*len = (np - first + 1 + rnd(3)) * page_size;
			*inside = false;
		} else if (c < 12) {	/* beyond the last buffer */
			*off = g->off[g->n - 1] + g->len[g->n - 1] + rnd(8) * page_size;
			*inside = false;
		} else if (c < 15) {	/* huge offsets */
			*off = (~0UL - rnd(4) * page_size) & ~(page_size - 1);
			*inside = false;
		} else if (c < 20) {	/* a length that is not page aligned */
			*len -= 1 + rnd(page_size - 1);
		}
		return;
	}
	if (!np) {
		*off = 0;
		*len = page_size;
		*inside = false;
		return;
	}
	first = rnd(np);
	n = 1 + rnd(np - first);
	*off = first * page_size;
	*len = n * page_size;
	*inside = true;
	if (c < 8) {
		*len = (np - first + 1 + rnd(4)) * page_size;
		*inside = false;
	} else if (c < 12) {
		*off = (np + rnd(8)) * page_size;
		*inside = false;
	} else if (c < 16) {
		/* offset + length wraps */
		*off = (~0UL - rnd(4) * page_size) & ~(page_size - 1);
		*inside = false;
	} else if (c < 20) {
		*len -= 1 + rnd(page_size - 1);
	}
}

/*
 * window_inside() - must the device accept a mapping of [@off, +@alen)
 * through @in (@alen page aligned)?  V4L2: inside one buffer of the
 * current set; the others: inside the buffer.
 */
static bool window_inside(const struct inst *in, unsigned long off,
			  unsigned long alen)
{
	unsigned long np = in->npages, first;
	unsigned int b;

	if (off % page_size || !alen)
		return false;
	if (!strcmp(mode_name, "v4l2")) {
		const struct gen *g = cur_gen;

		if (!g)
			return false;
		for (b = 0; b < g->n; b++)
			if (off >= g->off[b] && off - g->off[b] < g->len[b])
				return alen <= g->len[b] - (off - g->off[b]);
		return false;
	}
	first = off / page_size;
	return first < np && alen / page_size <= np - first;
}

/* ------------------------------------------------------------ operations */

static struct inst *op_open(void)
{
	struct inst *in = NULL;
	int i, fd, rc = 0;

	for (i = 0; i < MAX_INST; i++)
		if (!insts[i].used) {
			in = &insts[i];
			break;
		}
	if (!in || dev_gone)
		return NULL;
	count_op(K_OPEN);
	fd = open(dev_path, dev_open_flags());
	if (fd < 0) {
		int err = errno;

		count_err(K_OPEN, err, dev_path);
		if (err == ENOENT || err == ENODEV || err == ENXIO) {
			if (!is_unplugged())
				failure("open %s: %s: the device is gone", dev_path,
					avc_errname(err));
			dev_gone = true;
		}
		return NULL;
	}
	memset(in, 0, sizeof(*in));
	in->used = true;
	in->id = next_inst_id++;
	in->fd = fd;
	{
		struct stat sb;

		if (!fstat(fd, &sb))
			in->rdev = sb.st_rdev;
	}
	if (!strcmp(mode_name, "pfnmap"))
		rc = pfnmap_setup(in);
	else if (!strcmp(mode_name, "v4l2"))
		rc = v4l2_setup(in);
	else if (!strcmp(mode_name, "oss"))
		rc = oss_setup(in);
	else
		rc = alsa_setup(in);
	if (rc && !is_unplugged())
		failure("setting up file %d failed", in->id);
	return in;
}

static void op_close(struct inst *in)
{
	stale_op = in->stale;
	count_op(K_CLOSE);
	if (close(in->fd))
		count_err(K_CLOSE, errno, "close");
	in->fd = -1;
	inst_maybe_release(in);
}

static const int prots[] = {
	PROT_READ, PROT_READ | PROT_WRITE, PROT_READ | PROT_WRITE,
	PROT_READ | PROT_EXEC, PROT_READ | PROT_WRITE | PROT_EXEC, PROT_NONE,
	PROT_WRITE,
};

static void op_mmap(bool fixed)
{
	struct inst *in = pick_inst(true);
	struct region *r, *over = NULL;
	unsigned long off, len, alen, addr = 0;
	int prot = prots[rnd(ARRAY_SIZE(prots))];
	int flags, dir = 0;
	bool inside, must_fail, may_fail = false;
	struct gen *g;
	void *p;
	char what[160];

	if (!in)
		return;
	if (nregions_total() >= MAX_REGIONS - 3)
		return;
	stale_op = in->stale;
	pick_window(in, &off, &len, &g, &inside);
	alen = (len + page_size - 1) & ~(page_size - 1);
	flags = chance(80) ? MAP_SHARED : MAP_PRIVATE;
	if (chance(5))
		flags = MAP_SHARED_VALIDATE | (chance(50) ? MAP_SYNC : 0);
	if (chance(10))
		flags |= MAP_POPULATE;
	if (chance(5))
		flags |= MAP_LOCKED;
	if (chance(5))
		flags |= MAP_NORESERVE;
	if (!strcmp(mode_name, "oss"))
		dir = prot & PROT_WRITE ? 0 : 1;
	if (fixed) {
		over = pick_region();
		if (!over)
			return;
		addr = over->addr + rnd(over->len / page_size) * page_size;
		flags |= chance(20) ? MAP_FIXED_NOREPLACE : MAP_FIXED;
		/* never over anything but this mapping */
		if (alen > over->addr + over->len - addr) {
			alen = over->addr + over->len - addr;
			len = alen;
		}
	}
	inside = window_inside(in, off, alen);
	must_fail = !inside || (!(flags & MAP_SHARED) && (prot & PROT_WRITE)) ||
		    (flags & MAP_SYNC) || (flags & MAP_FIXED_NOREPLACE);
	if (prot & PROT_EXEC)
		may_fail = true;		/* noexec mounts: EPERM */
	if (flags & MAP_LOCKED)
		may_fail = true;
	if (!strcmp(mode_name, "alsa")) {
		if (!in->setup)
			must_fail = true;
		if (!(prot & (PROT_READ | PROT_WRITE)))
			may_fail = true;	/* ALSA wants one of them */
	}
	if (!strcmp(mode_name, "v4l2") && g && g->owner && g->owner->fd < 0 &&
	    !g->owner->nregions)
		may_fail = true;
	if (is_unplugged() || in->stale)
		may_fail = true;

	snprintf(what, sizeof(what), "mmap(%#lx, %#lx, prot %#x, flags %#x, file %d, off %#lx)",
		 addr, len, prot, flags, in->id, off);
	count_op(fixed ? K_MMAP_FIXED : K_MMAP);
	p = sys_mmap((void *)addr, len, prot, flags, in->fd, off);
	if (trace)
		printf("    %s = %p\n", what, p);
	if (p == MAP_FAILED) {
		int err = errno;

		count_err(fixed ? K_MMAP_FIXED : K_MMAP, err, what);
		if (!must_fail && !may_fail && err != ENOMEM && err != EPERM)
			failure("%s refused with %s: a window inside the buffer", what,
				avc_errname(err));
		if (fixed && (flags & MAP_FIXED)) {
			/* the old mapping may be gone now: forget the range */
			count_op(K_MUNMAP);
			if (!regions_isolate(addr, alen))
				return;
			munmap((void *)addr, alen);
			regions_drop(addr, alen);
		}
		return;
	}
	if (must_fail) {
		failure("%s succeeded at %p: must be refused", what, p);
		if (fixed && regions_isolate((unsigned long)p, alen))
			regions_drop((unsigned long)p, alen);
		munmap(p, alen);
		return;
	}
	if (fixed) {
		if ((unsigned long)p != addr) {
			failure("%s mapped at %p", what, p);
			munmap(p, len);
			return;
		}
		if (!regions_isolate(addr, alen)) {
			munmap(p, alen);
			regions_isolate(addr, alen);	/* best effort */
			regions_drop(addr, alen);
			return;
		}
		regions_drop(addr, alen);
	}
	r = region_new();
	if (!r) {
		munmap(p, alen);
		return;
	}
	r->addr = (unsigned long)p;
	r->len = alen;
	r->off = off;
	r->prot = prot;
	r->shared = flags & MAP_SHARED;
	r->dir = dir;
	r->in = in;
	r->g = g;
	in->nregions++;
	if (g)
		g->nregions++;
	touch_region(r, false);
}

/* A random page-aligned sub-range of @r. */
static void sub_range(const struct region *r, unsigned long *a, unsigned long *len)
{
	unsigned long np = r->len / page_size, first = rnd(np);

	*a = r->addr + first * page_size;
	*len = (1 + rnd(np - first)) * page_size;
}

static void op_munmap(void)
{
	struct region *r = pick_region();
	unsigned long a, len;

	if (!r)
		return;
	sub_range(r, &a, &len);
	if (chance(40) || nregions_total() > MAX_REGIONS / 2) {
		a = r->addr;
		len = r->len;
	}
	if (!regions_isolate(a, len))
		return;
	count_op(K_MUNMAP);
	if (trace)
		printf("    munmap(%#lx, %#lx)\n", a, len);
	if (munmap((void *)a, len)) {
		count_err(K_MUNMAP, errno, "munmap");
		return;
	}
	regions_drop(a, len);
}

static void op_mprotect(void)
{
	static const int p[] = {
		PROT_NONE, PROT_READ, PROT_READ | PROT_WRITE, PROT_READ | PROT_EXEC,
		PROT_READ | PROT_WRITE | PROT_EXEC, PROT_WRITE,
	};
	struct region *r = pick_region();
	unsigned long a, len;
	int prot = p[rnd(ARRAY_SIZE(p))], i;
	bool must_fail;

	if (!r)
		return;
	sub_range(r, &a, &len);
	if (!regions_isolate(a, len))
		return;
	/* a private mapping of these devices never becomes writable */
	must_fail = !r->shared && (prot & PROT_WRITE);
	count_op(K_MPROTECT);
	if (trace)
		printf("    mprotect(%#lx, %#lx, %#x)\n", a, len, prot);
	if (mprotect((void *)a, len, prot)) {
		count_err(K_MPROTECT, errno, "mprotect");
		if (!must_fail && !(prot & PROT_EXEC))
			failure("mprotect(%#lx, %#lx, %#x) of a %s mapping: %s",
				a, len, prot, r->shared ? "shared" : "private",
				avc_errname(errno));
		return;
	}
	if (must_fail) {
		failure("mprotect(%#lx, %#lx, %#x) made a private mapping writable",
			a, len, prot);
		return;
	}
	for (i = 0; i < MAX_REGIONS; i++)
		if (regions[i].used && regions[i].addr >= a &&
		    regions[i].addr + regions[i].len <= a + len)
			regions[i].prot = prot;
}

static void op_madvise(void)
{
	static const int adv[] = {
		MADV_DONTNEED, MADV_WILLNEED, MADV_NORMAL, MADV_RANDOM,
		MADV_SEQUENTIAL, MADV_DONTDUMP, MADV_DODUMP, MADV_COLD,
		MADV_PAGEOUT, MADV_FREE, MADV_REMOVE, MADV_HUGEPAGE,
		MADV_MERGEABLE, MADV_DONTNEED,
	};
	struct region *r = pick_region();
	unsigned long a, len;
	int a_i = rnd(ARRAY_SIZE(adv)), i;
	char what[80];

	if (!r)
		return;
	sub_range(r, &a, &len);
	if (!regions_isolate(a, len))
		return;
	snprintf(what, sizeof(what), "madvise(%#lx, %#lx, %d)", a, len, adv[a_i]);
	count_op(K_MADVISE);
	if (trace)
		printf("    %s\n", what);
	if (madvise((void *)a, len, adv[a_i])) {
		count_err(K_MADVISE, errno, what);
		return;
	}
	if (adv[a_i] == MADV_DONTNEED || adv[a_i] == MADV_FREE ||
	    adv[a_i] == MADV_REMOVE || adv[a_i] == MADV_PAGEOUT ||
	    adv[a_i] == MADV_COLD)
		for (i = 0; i < MAX_REGIONS; i++)
			if (regions[i].used && regions[i].addr >= a &&
			    regions[i].addr + regions[i].len <= a + len &&
			    adv[a_i] == MADV_DONTNEED)
				regions[i].zapped = true;
}

static void op_mremap(void)
{
	struct region *r = pick_region();
	unsigned long np, c = rnd(100);
	void *p;
	char what[120];

	if (!r)
		return;
	np = r->len / page_size;
	count_op(K_MREMAP);
	if (c < 30 && np > 1) {
		/* shrink in place: must work */
		unsigned long nl = (1 + rnd(np - 1)) * page_size, ol = r->len;

		if (!regions_isolate(r->addr + nl, ol - nl))
			return;
		if (trace)
			printf("    mremap(%#lx, %#lx, %#lx)\n", r->addr, ol, nl);
		p = mremap((void *)r->addr, ol, nl, 0);
		if (p == MAP_FAILED) {
			count_err(K_MREMAP, errno, "mremap shrink");
			failure("mremap shrink of %#lx+%#lx to %#lx: %s", r->addr,
				ol, nl, avc_errname(errno));
			return;
		}
		/* r is now the front; the isolated tail is gone */
		regions_drop(r->addr + nl, ol - nl);
		return;
	}
	if (c < 65) {
		/* grow: the mapping cannot expand */
		unsigned long nl = r->len + (1 + rnd(4)) * page_size;
		int fl = rnd(2) ? MREMAP_MAYMOVE : 0;

		snprintf(what, sizeof(what), "mremap grow %#lx+%#lx to %#lx flags %d",
			 r->addr, r->len, nl, fl);
		if (trace)
			printf("    %s\n", what);
		p = mremap((void *)r->addr, r->len, nl, fl);
		if (p != MAP_FAILED) {
			failure("%s succeeded: the device mapping grew", what);
			/* give the growth back; the tail is not the device's */
			if (p != (void *)r->addr)
				r->addr = (unsigned long)p;
			munmap((void *)(r->addr + r->len), nl - r->len);
			return;
		}
		count_err(K_MREMAP, errno, what);
		return;
	}
	/* move (maybe keeping the old range mapped with DONTUNMAP) */
	{
		unsigned long len = r->len;
		void *dst = mmap(NULL, len, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		int fl = MREMAP_MAYMOVE | MREMAP_FIXED | (c < 75 ? MREMAP_DONTUNMAP : 0);

		if (dst == MAP_FAILED)
			return;
		snprintf(what, sizeof(what), "mremap move %#lx+%#lx to %p flags %d",
			 r->addr, len, dst, fl);
		if (trace)
			printf("    %s\n", what);
		p = mremap((void *)r->addr, len, len, fl, dst);
		if (p == MAP_FAILED) {
			count_err(K_MREMAP, errno, what);
			if (!(fl & MREMAP_DONTUNMAP))
				failure("%s: %s", what, avc_errname(errno));
			munmap(dst, len);
			return;
		}
		if (p != dst) {
			failure("%s moved to %p", what, p);
			munmap(p, len);
			regions_drop(r->addr, len);
			return;
		}
		if (fl & MREMAP_DONTUNMAP) {
			/* the old range stays, emptied: unmap it */
			count_op(K_MUNMAP);
			if (munmap((void *)r->addr, len))
				count_err(K_MUNMAP, errno, "munmap after MREMAP_DONTUNMAP");
		}
		r->addr = (unsigned long)p;
		touch_region(r, false);
	}
}

static void op_touch(bool write)
{
	struct region *r = pick_region();

	if (!r)
		return;
	if (write && !(r->shared && (r->prot & PROT_WRITE)))
		return;
	count_op(write ? K_WRITE : K_READ);
	touch_region(r, write);
	if (write)
		touch_region(r, false);
}

/* fork: the child reads every mapping, unmaps some and exits. */
static void op_fork(void)
{
	pid_t pid;
	int status, i;

	count_op(K_FORK);
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		count_err(K_FORK, errno, "fork");
		return;
	}
	if (!pid) {
		long before = st->failures;

		rng_state ^= 0x9e3779b97f4a7c15ULL;
		for (i = 0; i < MAX_REGIONS; i++)
			if (regions[i].used)
				touch_region(&regions[i], false);
		for (i = 0; i < MAX_REGIONS; i++)
			if (regions[i].used && chance(50))
				munmap((void *)regions[i].addr, regions[i].len);
		_exit(st->failures != before);
	}
	if (waitpid(pid, &status, 0) < 0) {
		failure("waitpid: %s", avc_errname(errno));
		return;
	}
	if (WIFSIGNALED(status))
		failure("the forked child was killed by SIG%s",
			sigabbrev_np(WTERMSIG(status)));
}

/* ---- race: a thread maps and unmaps while the main thread closes */

struct race {
	int fd;
	int stop;		/* __atomic */
	struct gen *g;
	unsigned long npages;
	__u64 seed;
};

static void *race_thread(void *arg)
{
	struct race *rc = arg;
	__u64 s = rc->seed | 1;
	int i;

	for (i = 0; i < 200 && !__atomic_load_n(&rc->stop, __ATOMIC_RELAXED); i++) {
		unsigned long off = 0, len = page_size, np = rc->npages;
		void *p;

		if (rc->g && rc->g->n) {
			unsigned int b = rnd64(&s) % rc->g->n;

			off = rc->g->off[b];
			np = rc->g->len[b] / page_size;
		}
		if (np)
			len = (1 + rnd64(&s) % np) * page_size;
		count_op(K_RACE_MMAP);
		p = sys_mmap(NULL, len, PROT_READ | (rnd64(&s) % 2 ? PROT_WRITE : 0),
			     MAP_SHARED, rc->fd, off);
		if (p == MAP_FAILED) {
			count_err(K_RACE_MMAP, errno, "race mmap");
			continue;
		}
		if (probe_read((const __u32 *)((char *)p + len - 4)))
			failure("race: reading a fresh mapping: SIG%s",
				sigabbrev_np(probe_sig));
		count_op(K_RACE_MUNMAP);
		if (munmap(p, len))
			count_err(K_RACE_MUNMAP, errno, "race munmap");
	}
	return NULL;
}

static void op_race(void)
{
	struct race rc;
	struct inst *in;
	pthread_t t;
	struct timespec ts = { 0, 0 };
	int type = V4L2_BUF_TYPE_VIDEO_CAPTURE;

	in = op_open();
	if (!in)
		return;
	count_op(K_RACE);
	memset(&rc, 0, sizeof(rc));
	rc.fd = in->fd;
	rc.npages = in->npages;
	rc.seed = rnd64(&rng_state);
	if (!strcmp(mode_name, "v4l2")) {
		rc.g = cur_gen;
		if (cur_gen && cur_gen->owner == in) {
			unsigned int i;
			struct v4l2_buffer b = {
				.type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
				.memory = V4L2_MEMORY_MMAP,
			};

			for (i = 0; i < cur_gen->n; i++) {
				b.index = i;
				if (!op_ioctl(in->fd, VIDIOC_QBUF, &b, "VIDIOC_QBUF"))
					cur_gen->state[i] = B_QUEUED;
			}
			if (!op_ioctl(in->fd, VIDIOC_STREAMON, &type, "VIDIOC_STREAMON"))
				streaming = true;
		}
	}
	if (!strcmp(mode_name, "alsa"))
		op_ioctl(in->fd, SNDRV_PCM_IOCTL_START, NULL, "SNDRV_PCM_IOCTL_START");
	if (!strcmp(mode_name, "oss")) {
		int bits = PCM_ENABLE_INPUT | PCM_ENABLE_OUTPUT;

		if (!op_ioctl(in->fd, SNDCTL_DSP_SETTRIGGER, &bits, "SNDCTL_DSP_SETTRIGGER"))
			in->capture = true;
	}
	if (pthread_create(&t, NULL, race_thread, &rc)) {
		failure("pthread_create failed");
		op_close(in);
		return;
	}
	ts.tv_nsec = rnd(3000000);
	nanosleep(&ts, NULL);
	/* stop the stream under the thread's feet, then close */
	if (!strcmp(mode_name, "v4l2") && rnd(2)) {
		if (!op_ioctl(in->fd, VIDIOC_STREAMOFF, &type, "VIDIOC_STREAMOFF") &&
		    cur_gen && cur_gen->owner == in) {
			unsigned int i;

			for (i = 0; i < cur_gen->n; i++)
				if (cur_gen->state[i] == B_QUEUED)
					cur_gen->state[i] = B_UNKNOWN;
			streaming = false;
		}
	}
	if (!strcmp(mode_name, "alsa") && rnd(2))
		op_ioctl(in->fd, SNDRV_PCM_IOCTL_DROP, NULL, "SNDRV_PCM_IOCTL_DROP");
	if (!strcmp(mode_name, "oss") && rnd(2))
		op_ioctl(in->fd, SNDCTL_DSP_RESET, NULL, "SNDCTL_DSP_RESET");
	ts.tv_nsec = rnd(2000000);
	nanosleep(&ts, NULL);
	op_close(in);
	__atomic_store_n(&rc.stop, 1, __ATOMIC_RELAXED);
	pthread_join(t, NULL);
}

static void op_rmmod(void)
{
	int i;
	bool held = false;

	if (!module || dev_gone)
		return;
	for (i = 0; i < MAX_INST; i++)
		held |= insts[i].used;
	if (!held)
		return;
	count_op(K_RMMOD);
	if (!syscall(SYS_delete_module, module, O_NONBLOCK)) {
		failure("delete_module(%s) succeeded while the device is open or mapped",
			module);
		dev_gone = true;
		return;
	}
	if (errno == ENOENT && is_unplugged())
		return;
	count_err(K_RMMOD, errno, "delete_module");
}

/* ---- unplug */

static void *unplug_thread(void *arg)
{
	const char *cmd = arg;
	const char *re = getenv("STRESS_REPLUG_CMD");
	int rc;

	/* from now on the device may be going */
	__atomic_store_n(&unplugged, 1, __ATOMIC_SEQ_CST);
	rc = system(cmd);
	printf("  fuzz %s: STRESS_UNPLUG_CMD exit %d\n", mode_name, rc);
	if (re && *re) {
		struct stat sb;
		int i;

		rc = system(re);
		printf("  fuzz %s: STRESS_REPLUG_CMD exit %d\n", mode_name, rc);
		for (i = 0; i < 100 && stat(dev_path, &sb); i++)
			usleep(100000);
	}
	fflush(stdout);
	__atomic_store_n(&replug_ready, 1, __ATOMIC_SEQ_CST);
	return NULL;
}

/*
 * The unplug holder (v4l2): a file that owns the buffers, streaming, with
 * a checked frame dequeued, every buffer mapped and a thread waiting in a
 * blocking DQBUF when the device goes.  Nothing else touches it until the
 * replug; then the waiter must have been woken with ENODEV, the file must
 * refuse calls with ENODEV and poll() report POLLERR | POLLHUP, and every
 * mapping must still show what it showed.
 */
static struct inst *holder;
static pthread_t waiter;
static bool waiter_running;
static int waiter_done;		/* __atomic */
static int waiter_err;
static long waiter_frames;

static void *waiter_thread(void *arg)
{
	struct inst *in = arg;

	for (;;) {
		struct v4l2_buffer b = {
			.type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
			.memory = V4L2_MEMORY_MMAP,
		};

		count_op(K_IOCTL);
		if (avc_xioctl(in->fd, VIDIOC_DQBUF, &b)) {
			waiter_err = errno;
			count_err(K_IOCTL, errno, "blocking VIDIOC_DQBUF of the unplug holder");
			break;
		}
		waiter_frames++;
	}
	__atomic_store_n(&waiter_done, 1, __ATOMIC_SEQ_CST);
	return NULL;
}

/* Unmap every mapping made through @in (closed: it goes with them). */
static void inst_unmap_all(struct inst *in)
{
	int i;

	for (i = 0; i < MAX_REGIONS; i++)
		if (regions[i].used && regions[i].in == in) {
			count_op(K_MUNMAP);
			if (munmap((void *)regions[i].addr, regions[i].len))
				count_err(K_MUNMAP, errno, "munmap for the unplug");
			region_free(&regions[i]);
		}
}

/* Map all of buffer @b of @g through @in, read-only, as a region. */
static void hold_map(struct inst *in, struct gen *g, unsigned int b)
{
	struct region *r;
	void *p;

	if (nregions_total() >= MAX_REGIONS - 10)
		return;
	count_op(K_MMAP);
	p = sys_mmap(NULL, g->len[b], PROT_READ, MAP_SHARED, in->fd, g->off[b]);
	if (p == MAP_FAILED) {
		count_err(K_MMAP, errno, "mmap of a buffer for the unplug");
		failure("mmap of buffer %u for the unplug: %s", b, avc_errname(errno));
		return;
	}
	r = region_new();
	if (!r) {
		munmap(p, g->len[b]);
		return;
	}
	r->addr = (unsigned long)p;
	r->len = g->len[b];
	r->off = g->off[b];
	r->prot = PROT_READ;
	r->shared = true;
	r->in = in;
	r->g = g;
	in->nregions++;
	g->nregions++;
	touch_region(r, false);
}

/* Before an unplug: set the holder up (v4l2 only). */
static void unplug_hold(void)
{
	int type = V4L2_BUF_TYPE_VIDEO_CAPTURE, fl;
	struct pollfd pfd;
	struct inst *in;
	struct gen *g;
	unsigned int i;

	holder = NULL;
	if (strcmp(mode_name, "v4l2") || dev_gone)
		return;
	/*
	 * The buffers' owner, if it is open; a closed owner still holds them
	 * through its mappings: unmap them, which lets its file go.  Files
	 * closed but mapped take table slots: let them go too if needed.
	 */
	if (cur_gen && cur_gen->owner && cur_gen->owner->fd < 0)
		inst_unmap_all(cur_gen->owner);
	if (cur_gen && cur_gen->owner && !cur_gen->owner->stale) {
		in = cur_gen->owner;
	} else {
		in = op_open();
		for (i = 0; !in && i < MAX_INST; i++)
			if (insts[i].used && insts[i].fd < 0)
				inst_unmap_all(&insts[i]);
		if (!in)
			in = op_open();
		if (!in)
			return;
		if (!cur_gen)
			v4l2_reqbufs(in, 4);
	}
	g = cur_gen;
	if (!g || g->owner != in || in->fd < 0) {
		/* another file's buffers are mapped: hold just the file */
		in->pinned = true;
		holder = in;
		printf("  fuzz %s: unplug at op %ld, holding file %d (no buffers of its own)\n",
		       mode_name, op_no, in->id);
		return;
	}
	for (i = 0; i < g->n; i++) {
		struct v4l2_buffer b = {
			.index = i,
			.type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
			.memory = V4L2_MEMORY_MMAP,
		};

		if (g->state[i] != B_QUEUED &&
		    !op_ioctl(in->fd, VIDIOC_QBUF, &b, "VIDIOC_QBUF"))
			g->state[i] = B_QUEUED;
	}
	if (!op_ioctl(in->fd, VIDIOC_STREAMON, &type, "VIDIOC_STREAMON"))
		streaming = true;
	pfd.fd = in->fd;
	pfd.events = POLLIN;
	poll(&pfd, 1, 2000);
	{
		struct v4l2_buffer b = {
			.type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
			.memory = V4L2_MEMORY_MMAP,
		};

		if (!op_ioctl(in->fd, VIDIOC_DQBUF, &b, "VIDIOC_DQBUF") &&
		    b.index < g->n && g->state[b.index] == B_QUEUED) {
			g->state[b.index] = b.flags & V4L2_BUF_FLAG_ERROR ?
					    B_UNKNOWN : B_DONE;
			g->seq[b.index] = b.sequence;
		}
	}
	for (i = 0; i < g->n; i++)
		hold_map(in, g, i);
	in->pinned = true;
	holder = in;
	/* a waiter in a blocking DQBUF: the rest of the frames, then none */
	fl = fcntl(in->fd, F_GETFL);
	if (fl < 0 || fcntl(in->fd, F_SETFL, fl & ~O_NONBLOCK))
		return;
	__atomic_store_n(&waiter_done, 0, __ATOMIC_SEQ_CST);
	waiter_err = 0;
	waiter_frames = 0;
	waiter_running = !pthread_create(&waiter, NULL, waiter_thread, in);
	for (i = 0; i < g->n && g->state[i] != B_DONE; i++)
		;
	printf("  fuzz %s: unplug at op %ld, holding file %d: %u buffers, %d mapped, %s, %s\n",
	       mode_name, op_no, in->id, g->n, in->nregions,
	       i < g->n ? "a frame dequeued" : "no frame dequeued",
	       waiter_running ? "a thread waiting in DQBUF" : "no waiter");
	fflush(stdout);
}

/* After the unplug (and replug): check the holder, then let it go. */
static void unplug_release(void)
{
	struct inst *in = holder;
	struct pollfd pfd;
	int i, fl;

	if (!in)
		return;
	holder = NULL;
	if (waiter_running) {
		for (i = 0; i < 100 && !__atomic_load_n(&waiter_done, __ATOMIC_SEQ_CST); i++)
			usleep(50000);
		if (!__atomic_load_n(&waiter_done, __ATOMIC_SEQ_CST)) {
			failure("a DQBUF waiting at the unplug still waits 5 s after it");
			pthread_detach(waiter);
		} else {
			pthread_join(waiter, NULL);
			if (waiter_err != ENODEV)
				failure("a DQBUF waiting at the unplug failed with %s, not ENODEV",
					avc_errname(waiter_err));
			printf("  fuzz %s: the waiter dequeued %ld frame(s), then %s\n",
			       mode_name, waiter_frames, avc_errname(waiter_err));
		}
		waiter_running = false;
	}
	if (in->fd >= 0) {
		struct v4l2_buffer b = {
			.type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
			.memory = V4L2_MEMORY_MMAP,
		};
		void *p;

		stale_op = true;
		fl = fcntl(in->fd, F_GETFL);
		if (fl >= 0)
			fcntl(in->fd, F_SETFL, fl | O_NONBLOCK);
		if (!op_ioctl(in->fd, VIDIOC_DQBUF, &b, "VIDIOC_DQBUF after unplug"))
			failure("DQBUF on a file of the unplugged device succeeded");
		else if (errno != ENODEV)
			failure("DQBUF on a file of the unplugged device: %s, not ENODEV",
				avc_errname(errno));
		count_op(K_MMAP);
		p = sys_mmap(NULL, page_size, PROT_READ, MAP_SHARED, in->fd,
			     cur_gen && cur_gen->owner == in && cur_gen->n ? cur_gen->off[0] : 0);
		if (p != MAP_FAILED) {
			failure("mmap through a file of the unplugged device succeeded");
			munmap(p, page_size);
		} else {
			count_err(K_MMAP, errno, "mmap after unplug");
			if (errno != ENODEV)
				failure("mmap of an unplugged device's file: %s, not ENODEV",
					avc_errname(errno));
		}
		pfd.fd = in->fd;
		pfd.events = POLLIN | POLLPRI;
		pfd.revents = 0;
		if (poll(&pfd, 1, 0) != 1 ||
		    (pfd.revents & (POLLERR | POLLHUP)) != (POLLERR | POLLHUP))
			failure("poll() of an unplugged device's file: %#x, not POLLERR | POLLHUP",
				pfd.revents);
		stale_op = false;
	}
	/* the mappings kept their pages: the frame, the zeros */
	for (i = 0; i < MAX_REGIONS; i++)
		if (regions[i].used && regions[i].in == in) {
			count_op(K_READ);
			touch_region(&regions[i], false);
		}
	in->pinned = false;
}

/*
 * replug_done() - the replug command has run: go on with the device
 * behind DEV now.  Files of another device number are stale from here on
 * (their calls may fail as after an unplug; their mappings are still
 * checked), the buffer set of a stale file is no longer the device's, and
 * files of the new device are checked strictly again.
 */
static void replug_done(void)
{
	struct stat sb;
	int i, n = 0;

	unplug_release();
	if (stat(dev_path, &sb)) {
		failure("%s is not back after STRESS_REPLUG_CMD: %s", dev_path,
			avc_errname(errno));
		return;
	}
	for (i = 0; i < MAX_INST; i++)
		if (insts[i].used && insts[i].rdev != sb.st_rdev) {
			n += !insts[i].stale;
			insts[i].stale = true;
		}
	if (cur_gen && cur_gen->owner && cur_gen->owner->stale)
		gen_orphan(cur_gen);
	count_op(K_REPLUG);
	dev_gone = false;
	__atomic_store_n(&unplugged, 0, __ATOMIC_SEQ_CST);
	printf("  fuzz %s: %s is back (device %u:%u) at op %ld, %d more stale file(s)\n",
	       mode_name, dev_path, major(sb.st_rdev), minor(sb.st_rdev), op_no, n);
	fflush(stdout);
}

/* ------------------------------------------------------------ main */

static void print_usage(void)
{
	fprintf(stderr,
		"usage: fuzz [-s SEED] [-n OPS] [-m MODULE] [-t TAG] [-v] [-x] pfnmap|v4l2|oss|alsa DEV\n");
	exit(2);
}

/* Operations so far, the race's own mmap/munmap calls included. */
static long ops_total(void)
{
	long total = 0;
	int i;

	for (i = 0; i < K_NR; i++)
		total += st->ops[i];
	return total;
}

static void print_summary(__u64 seed, double secs)
{
	char kinds[1024] = "", errs[1024] = "";
	size_t kl = 0, el = 0;
	long total;
	int i;

	total = ops_total();
	for (i = 0; i < K_NR; i++)
		if (st->ops[i])
			kl += snprintf(kinds + kl, sizeof(kinds) - kl, "%s%s:%ld",
				       kl ? "," : "", kind_names[i], st->ops[i]);
	for (i = 0; i < MAX_ERRNO; i++)
		if (st->errnos[i])
			el += snprintf(errs + el, sizeof(errs) - el, "%s%s:%ld",
				       el ? "," : "", i ? avc_errname(i) : "other",
				       st->errnos[i]);
	printf("fuzz %s: ops=%ld errors=%ld failures=%ld (%.1f s, %.0f ops/s, seed %llu)\n",
	       mode_name, total, st->errors, st->failures, secs,
	       secs > 0 ? total / secs : 0.0, seed);
	printf("fuzz %s: kinds %s\n", mode_name, kinds);
	printf("fuzz %s: errnos %s\n", mode_name, el ? errs : "none");
	printf("fuzz %s: pages checked %ld, fresh pages zero %ld, SIGBUS after MADV_DONTNEED %ld\n",
	       mode_name, st->checked_pages, st->zero_pages, st->dontneed_sigbus);
	if (st->failures)
		avc_not_ok(tag, "run",
			   "ops=%ld errors=%ld failures=%ld seed=%llu kinds=%s errnos=%s",
			   total, st->errors, st->failures, seed, kinds, el ? errs : "none");
	else
		avc_ok(tag, "run", "ops=%ld errors=%ld failures=0 seed=%llu kinds=%s errnos=%s",
		       total, st->errors, seed, kinds, el ? errs : "none");
}

int main(int argc, char **argv)
{
	__u64 seed = (__u64)time(NULL) * 1000003ULL ^ (__u64)getpid();
	long nops = 10000, i;
	const char *unplug = getenv("STRESS_UNPLUG_CMD");
	const char *replug = getenv("STRESS_REPLUG_CMD");
	bool can_replug = unplug && *unplug && replug && *replug;
	int nunplugs = 1, unplugs = 0;
	pthread_t ut;
	bool ut_running = false;
	struct sigaction sa;
	struct timespec t0, t1;
	char tagbuf[64];
	int c;

	while ((c = getopt(argc, argv, "s:n:m:t:vx")) != -1) {
		switch (c) {
		case 's':
			seed = strtoull(optarg, NULL, 0);
			break;
		case 'n':
			nops = strtol(optarg, NULL, 0);
			break;
		case 'm':
			module = optarg;
			break;
		case 't':
			tag = optarg;
			break;
		case 'v':
			verbose = true;
			break;
		case 'x':
			trace = true;
			verbose = true;
			break;
		default:
			print_usage();
		}
	}
	if (argc - optind != 2)
		print_usage();
	mode_name = argv[optind];
	dev_path = argv[optind + 1];
	if (strcmp(mode_name, "pfnmap") && strcmp(mode_name, "v4l2") &&
	    strcmp(mode_name, "oss") && strcmp(mode_name, "alsa"))
		print_usage();
	if (!tag) {
		snprintf(tagbuf, sizeof(tagbuf), "fuzz/%s", mode_name);
		tag = tagbuf;
	}
	page_size = (unsigned long)sysconf(_SC_PAGESIZE);
	rng_state = seed ? seed : 1;
	st = mmap(NULL, sizeof(*st), PROT_READ | PROT_WRITE,
		  MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (st == MAP_FAILED) {
		perror("mmap");
		return 1;
	}
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_fault;
	sa.sa_flags = SA_NODEFER;
	sigaction(SIGBUS, &sa, NULL);
	sigaction(SIGSEGV, &sa, NULL);
	if (!strcmp(mode_name, "oss"))
		snd_bytes = 64 * 1024;	/* buffer_kb's default */
	if (getenv("STRESS_OSS_BYTES"))
		snd_bytes = strtoul(getenv("STRESS_OSS_BYTES"), NULL, 0);
	if (can_replug && getenv("STRESS_UNPLUGS"))
		nunplugs = atoi(getenv("STRESS_UNPLUGS"));
	if (!unplug || !*unplug)
		nunplugs = 0;

	printf("fuzz %s: seed=%llu ops=%ld dev=%s (repeat with -s %llu)\n",
	       mode_name, seed, nops, dev_path, seed);
	fflush(stdout);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	if (!op_open()) {
		avc_not_ok(tag, "open", "%s: cannot open or set up", dev_path);
		print_summary(seed, 0);
		return 1;
	}
	/* until nops operations were counted (some picks do nothing) */
	for (i = 0; ops_total() < nops && i < 8 * nops; i++) {
		unsigned long c;

		op_no = i;
		stale_op = false;
		if (ut_running && __atomic_load_n(&replug_ready, __ATOMIC_SEQ_CST)) {
			pthread_join(ut, NULL);
			ut_running = false;
			__atomic_store_n(&replug_ready, 0, __ATOMIC_SEQ_CST);
			if (can_replug)
				replug_done();
		}
		/* unplug k of n at k / (n + 1) of the run */
		if (!ut_running && unplugs < nunplugs &&
		    ops_total() >= nops * (unplugs + 1) / (nunplugs + 1)) {
			unplugs++;
			if (can_replug)
				unplug_hold();
			count_op(K_UNPLUG);
			if (!pthread_create(&ut, NULL, unplug_thread, (void *)unplug))
				ut_running = true;
		}
		/* the device is away for a while: do not spin through the run */
		if (ut_running && dev_gone) {
			usleep(1000);
			i--;
		}
		c = rnd(1000);
		/* keep room in the table: splits need it */
		if (nregions_total() > MAX_REGIONS - 8)
			c = 400;	/* munmap */
		if (c < 40) {
			int j, open_n = 0;

			for (j = 0; j < MAX_INST; j++)
				open_n += insts[j].used && insts[j].fd >= 0;
			if (open_n < 3)
				op_open();
			else
				op_close(pick_inst(true));
		} else if (c < 70) {
			struct inst *in = pick_inst(true);

			if (in && (in->nregions || chance(30)))
				op_close(in);
		} else if (c < 300) {
			op_mmap(false);
		} else if (c < 350) {
			op_mmap(true);
		} else if (c < 470) {
			op_munmap();
		} else if (c < 530) {
			op_mremap();
		} else if (c < 600) {
			op_mprotect();
		} else if (c < 650) {
			op_madvise();
		} else if (c < 800) {
			op_touch(false);
		} else if (c < 860) {
			op_touch(true);
		} else if (c < 950) {
			struct inst *in = pick_inst(true);

			if (in)
				dev_ioctl(in);
		} else if (c < 962) {
			op_fork();
		} else if (c < 972) {
			op_race();
		} else if (c < 980) {
			op_rmmod();
		} else {
			/* keep something open and mapped most of the time */
			if (!pick_inst(true))
				op_open();
			else
				op_mmap(false);
		}
	}
	stale_op = false;
	if (ut_running) {
		pthread_join(ut, NULL);
		if (can_replug)
			replug_done();
	}
	/* the end: every mapping must still read back right, then go */
	for (i = 0; i < MAX_REGIONS; i++)
		if (regions[i].used) {
			count_op(K_READ);
			touch_region(&regions[i], false);
		}
	for (i = 0; i < MAX_REGIONS; i++)
		if (regions[i].used) {
			count_op(K_MUNMAP);
			if (munmap((void *)regions[i].addr, regions[i].len))
				count_err(K_MUNMAP, errno, "final munmap");
			region_free(&regions[i]);
		}
	for (i = 0; i < MAX_INST; i++)
		if (insts[i].used && insts[i].fd >= 0)
			op_close(&insts[i]);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	print_summary(seed, (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9);
	return st->failures ? 1 : 0;
}
