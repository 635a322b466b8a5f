// SPDX-License-Identifier: GPL-2.0
/*
 * hostile - throw bad mmap() requests at a device and expect clean errors.
 *
 * usage: hostile [-t TAG] [-s SIZE] [-o OFFSET] [-p] [-F FD] DEV
 *	-s SIZE    bytes that may be mapped at OFFSET (default: one page);
 *		   the end of the mappable area is OFFSET + SIZE
 *	-o OFFSET  mmap offset of a valid mapping (default 0)
 *	-p         the device allows private writable (copy-on-write)
 *		   mappings: skip the checks that expect them refused
 *	-t TAG     prefix of the result names (default "hostile")
 *	-F FD      use the inherited, already configured descriptor FD of
 *		   DEV instead of opening DEV (ALSA maps only a stream after
 *		   hw_params: alsa-mmap-verify hand); the read-after-close
 *		   check then closes FD itself, last
 *
 * For every request the result line says what came back.  A request that
 * should fail must fail with one of a small set of errnos; one that should
 * succeed must give a mapping that reads back the same data as a plain
 * mapping of the device.  Every access to a mapping runs in a child, so a
 * SIGBUS or SIGSEGV is a failed check, not a crashed client.  The exit
 * status is 1 if any check failed.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/syscall.h>

#include "avc-test.h"

static const char *tag = "hostile";
static unsigned long page_size;
static unsigned int page_shift;
static const char *dev;
static int fd = -1;
static int given_fd;
static unsigned long valid_off;
static unsigned long valid_size;

static const int e_range[] = { EINVAL, ENXIO };
static const int e_overflow[] = { EINVAL, EOVERFLOW, ENXIO };
static const int e_huge[] = { EINVAL, ENXIO, ENOMEM };
static const int e_len[] = { EINVAL, ENOMEM };
static const int e_inval[] = { EINVAL };
static const int e_private[] = { EINVAL, EACCES };
static const int e_access[] = { EACCES };
static const int e_grow[] = { EFAULT, EINVAL, ENOMEM };

/*
 * The system call itself: no C library checks or rewrites of the offset.
 * Returns MAP_FAILED with errno set on failure, like mmap().
 */
static void *sys_mmap(void *addr, unsigned long len, int prot, int flags,
		      int mfd, unsigned long off)
{
	return (void *)syscall(SYS_mmap, addr, len, prot, flags, mfd, off);
}

/*
 * expect_fail() - a request that must be refused
 * @name: result name
 * @len: mmap length
 * @prot: mmap protection
 * @flags: mmap flags
 * @off: mmap byte offset
 * @ok: the errnos that count as a clean refusal
 * @n: how many there are
 */
static void expect_fail(const char *name, unsigned long len, int prot,
			int flags, unsigned long off, const int *ok, int n)
{
	void *p = sys_mmap(NULL, len, prot, flags, fd, off);
	int err;

	if (p != MAP_FAILED) {
		avc_not_ok(tag, name, "mmap(len %#lx, off %#lx) succeeded",
			   len, off);
		munmap(p, len);
		return;
	}
	err = errno;
	if (avc_errno_in(err, ok, n))
		avc_ok(tag, name, "%s (len %#lx, off %#lx)", avc_errname(err),
		       len, off);
	else
		avc_not_ok(tag, name, "%s (len %#lx, off %#lx) is not a clean refusal",
			   avc_errname(err), len, off);
}

struct sum_arg {
	const unsigned char *p;
	unsigned long len;
	unsigned long sum;	/* expected; 0 = just read */
};

static unsigned long sum_bytes(const unsigned char *p,
			       unsigned long len)
{
	unsigned long i, sum = 0;

	for (i = 0; i < len; i += sizeof(unsigned int))
		sum = sum * 31 + *(const unsigned int *)(p + i);
	return sum;
}

/* Runs in a child: read the area, compare with the expected checksum. */
static int child_sum(void *arg)
{
	struct sum_arg *a = arg;

	return sum_bytes(a->p, a->len) == a->sum ? 0 : 1;
}

/*
 * check_read() - read @len bytes at @p in a child and compare them with
 * @sum; report as @name.  Return: 0 if the data matched.
 */
static int check_read(const char *name, const void *p, unsigned long len,
		      unsigned long sum)
{
	struct sum_arg a = { p, len, sum };
	int ret = avc_in_child(child_sum, &a);

	if (!ret)
		avc_ok(tag, name, "%lu bytes read back", len);
	else if (ret == 1)
		avc_not_ok(tag, name, "data differs from a plain mapping");
	else
		avc_not_ok(tag, name, "reading: %s", avc_child_status(ret));
	return ret;
}

/* reference() - checksum of [off, off + len) through a plain mapping */
static int reference(unsigned long off, unsigned long len,
		     unsigned long *sum)
{
	void *p = mmap(NULL, len, PROT_READ, MAP_SHARED, fd, (off_t)off);
	struct sum_arg a;
	int ret;

	if (p == MAP_FAILED)
		return -1;
	a.p = p;
	a.len = len;
	a.sum = 0;
	ret = avc_in_child(child_sum, &a);
	/* the child cannot hand the sum back: compute it here if it was safe */
	if (ret == 0 || ret == 1)
		*sum = sum_bytes(p, len);
	munmap(p, len);
	return ret == 0 || ret == 1 ? 0 : -1;
}

static void check_ranges(void)
{
	unsigned long end = valid_off + valid_size;
	unsigned long pgmax = ~0UL >> page_shift;

	expect_fail("offset-at-end", page_size, PROT_READ, MAP_SHARED, end,
		    e_range, ARRAY_SIZE(e_range));
	expect_fail("offset-far-past-end", page_size, PROT_READ, MAP_SHARED,
		    end + 1024 * page_size, e_range, ARRAY_SIZE(e_range));
	expect_fail("window-straddles-end", 2 * page_size, PROT_READ,
		    MAP_SHARED, end - page_size, e_range, ARRAY_SIZE(e_range));
	expect_fail("length-past-end", valid_size + page_size, PROT_READ,
		    MAP_SHARED, valid_off, e_range, ARRAY_SIZE(e_range));
	expect_fail("length-1TiB", 1UL << 40, PROT_READ, MAP_SHARED,
		    valid_off, e_huge, ARRAY_SIZE(e_huge));
	expect_fail("length-ulong-max", ~0UL & ~(page_size - 1), PROT_READ,
		    MAP_SHARED, valid_off, e_len, ARRAY_SIZE(e_len));
	expect_fail("length-zero", 0, PROT_READ, MAP_SHARED, valid_off,
		    e_inval, ARRAY_SIZE(e_inval));
	expect_fail("offset-unaligned", page_size, PROT_READ, MAP_SHARED,
		    valid_off + 1, e_inval, ARRAY_SIZE(e_inval));
	/* pgoff near ULONG_MAX >> PAGE_SHIFT: pgoff + pages wraps or nearly */
	expect_fail("pgoff-max", page_size, PROT_READ, MAP_SHARED,
		    pgmax << page_shift, e_overflow, ARRAY_SIZE(e_overflow));
	expect_fail("pgoff-max-2pages", 2 * page_size, PROT_READ, MAP_SHARED,
		    (pgmax - 1) << page_shift, e_overflow,
		    ARRAY_SIZE(e_overflow));
	expect_fail("pgoff-max-minus-16", page_size, PROT_READ, MAP_SHARED,
		    (pgmax - 16) << page_shift, e_overflow,
		    ARRAY_SIZE(e_overflow));
	expect_fail("pgoff-bit-63", page_size, PROT_READ, MAP_SHARED,
		    1UL << 63, e_overflow, ARRAY_SIZE(e_overflow));
	expect_fail("pgoff-wraps-to-valid", 2 * page_size, PROT_READ,
		    MAP_SHARED, (0UL - page_size) + valid_off, e_overflow,
		    ARRAY_SIZE(e_overflow));
}

static void check_private(int allow_private)
{
	void *p;
	int rofd;

	if (allow_private) {
		avc_skip(tag, "private-writable", "-p: device allows COW mappings");
	} else {
		expect_fail("private-writable", page_size,
			    PROT_READ | PROT_WRITE, MAP_PRIVATE, valid_off,
			    e_inval, ARRAY_SIZE(e_inval));
		p = sys_mmap(NULL, page_size, PROT_READ, MAP_PRIVATE, fd,
			     valid_off);
		if (p == MAP_FAILED) {
			if (avc_errno_in(errno, e_private, ARRAY_SIZE(e_private)))
				avc_ok(tag, "private-readonly-stays-readonly",
				       "private mapping refused: %s",
				       avc_errname(errno));
			else
				avc_not_ok(tag, "private-readonly-stays-readonly",
					   "private read-only mmap: %s",
					   avc_errname(errno));
		} else {
			if (!mprotect(p, page_size, PROT_READ | PROT_WRITE))
				avc_not_ok(tag, "private-readonly-stays-readonly",
					   "mprotect(PROT_WRITE) succeeded");
			else if (errno == EACCES)
				avc_ok(tag, "private-readonly-stays-readonly",
				       "mprotect: EACCES");
			else
				avc_not_ok(tag, "private-readonly-stays-readonly",
					   "mprotect: %s, expected EACCES",
					   avc_errname(errno));
			munmap(p, page_size);
		}
	}

	rofd = open(dev, O_RDONLY);
	if (rofd < 0) {
		avc_skip(tag, "readonly-fd-shared-write", "%sopen O_RDONLY: %s",
			 given_fd ? "a second, read-only descriptor: " : "",
			 avc_errname(errno));
		return;
	}
	p = sys_mmap(NULL, page_size, PROT_READ | PROT_WRITE, MAP_SHARED,
		     rofd, valid_off);
	if (p != MAP_FAILED) {
		avc_not_ok(tag, "readonly-fd-shared-write",
			   "writable shared mapping of an O_RDONLY file");
		munmap(p, page_size);
	} else if (avc_errno_in(errno, e_access, ARRAY_SIZE(e_access))) {
		avc_ok(tag, "readonly-fd-shared-write", "EACCES");
	} else {
		avc_not_ok(tag, "readonly-fd-shared-write", "%s, expected EACCES",
			   avc_errname(errno));
	}
	close(rofd);
}

/* mremap() may not grow a device mapping, nor duplicate it. */
static void check_mremap(unsigned long ref1)
{
	static const struct {
		const char *name;
		unsigned long old_len, new_len;
		int flags;
	} grow[] = {
		{ "mremap-grow-maymove", 1, 2, MREMAP_MAYMOVE },
		{ "mremap-grow-in-place", 1, 2, 0 },
		{ "mremap-grow-huge", 1, 1UL << 20, MREMAP_MAYMOVE },
		{ "mremap-duplicate", 0, 1, MREMAP_MAYMOVE },
	};
	unsigned int i;
	char name[64];
	void *p, *q;

	for (i = 0; i < ARRAY_SIZE(grow); i++) {
		p = mmap(NULL, page_size, PROT_READ, MAP_SHARED, fd,
			 (off_t)valid_off);
		if (p == MAP_FAILED) {
			avc_not_ok(tag, grow[i].name, "valid mmap: %s",
				   avc_errname(errno));
			continue;
		}
		q = mremap(p, grow[i].old_len * page_size,
			   grow[i].new_len * page_size, grow[i].flags);
		if (q != MAP_FAILED) {
			avc_not_ok(tag, grow[i].name,
				   "mremap to %lu pages succeeded",
				   grow[i].new_len);
			munmap(q, grow[i].new_len * page_size);
			if (q == p)
				p = NULL;
		} else if (avc_errno_in(errno, e_grow, ARRAY_SIZE(e_grow))) {
			avc_ok(tag, grow[i].name, "%s", avc_errname(errno));
		} else {
			avc_not_ok(tag, grow[i].name, "%s is not a clean refusal",
				   avc_errname(errno));
		}
		if (p) {
			snprintf(name, sizeof(name), "%s-intact", grow[i].name);
			check_read(name, p, page_size, ref1);
			munmap(p, page_size);
		}
	}
}

/*
 * read_after_close() - map @mfd, close it, read the mapping, unmap it
 * @mfd: a descriptor of the device (or -1: the open failed)
 * @ref_all: checksum of the whole valid area
 */
static void read_after_close(int mfd, unsigned long ref_all)
{
	unsigned long len = valid_size;
	void *p;

	p = mfd < 0 ? MAP_FAILED :
		mmap(NULL, len, PROT_READ, MAP_SHARED, mfd, (off_t)valid_off);
	if (p == MAP_FAILED) {
		avc_not_ok(tag, "read-after-close", "mmap: %s",
			   avc_errname(errno));
		return;
	}
	close(mfd);
	check_read("read-after-close", p, len, ref_all);
	if (munmap(p, len))
		avc_not_ok(tag, "munmap-after-close", "%s", avc_errname(errno));
	else
		avc_ok(tag, "munmap-after-close", "unmapped");
}

/* Things a real program does with a good mapping; all must stay safe. */
static void check_lifetime(unsigned long ref_all, unsigned long ref1)
{
	unsigned long len = valid_size, sum;
	void *p, *q;
	int mfd;

	/* map, close the device, then use the mapping (-F: at the end) */
	if (!given_fd) {
		mfd = open(dev, O_RDWR);
		if (mfd < 0)
			mfd = open(dev, O_RDONLY);
		read_after_close(mfd, ref_all);
	}

	/* a forked child inherits the mapping */
	p = mmap(NULL, len, PROT_READ, MAP_SHARED, fd, (off_t)valid_off);
	if (p != MAP_FAILED) {
		check_read("read-in-forked-child", p, len, ref_all);
		munmap(p, len);
	}

	/* moving a mapping without growing it keeps the data */
	p = mmap(NULL, page_size, PROT_READ, MAP_SHARED, fd, (off_t)valid_off);
	q = mmap(NULL, 2 * page_size, PROT_NONE,
		 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p != MAP_FAILED && q != MAP_FAILED) {
		void *r = mremap(p, page_size, page_size,
				 MREMAP_MAYMOVE | MREMAP_FIXED,
				 (char *)q + page_size);

		if (r == MAP_FAILED) {
			avc_ok(tag, "mremap-move", "refused: %s",
			       avc_errname(errno));
			munmap(p, page_size);
		} else {
			check_read("mremap-move", r, page_size, ref1);
		}
	}
	if (q != MAP_FAILED)
		munmap(q, 2 * page_size);

	/* unmap the middle page of three; the rest stays mapped and right */
	if (len < 3 * page_size) {
		avc_skip(tag, "partial-munmap", "needs 3 pages");
		return;
	}
	p = mmap(NULL, 3 * page_size, PROT_READ, MAP_SHARED, fd,
		 (off_t)valid_off);
	if (p == MAP_FAILED) {
		avc_not_ok(tag, "partial-munmap", "mmap: %s",
			   avc_errname(errno));
		return;
	}
	if (reference(valid_off + 2 * page_size, page_size, &sum)) {
		avc_not_ok(tag, "partial-munmap", "reference mapping failed");
	} else if (munmap((char *)p + page_size, page_size)) {
		avc_not_ok(tag, "partial-munmap", "munmap: %s",
			   avc_errname(errno));
	} else {
		check_read("partial-munmap-head", p, page_size, ref1);
		check_read("partial-munmap-tail", (char *)p + 2 * page_size,
			   page_size, sum);
	}
	munmap(p, 3 * page_size);
}

static int show_help(void)
{
	fprintf(stderr, "usage: hostile [-t TAG] [-s SIZE] [-o OFFSET] [-p] [-F FD] DEV\n");
	return 2;
}

int main(int argc, char **argv)
{
	unsigned long ref_all, ref1;
	int opt, allow_private = 0;

	setvbuf(stdout, NULL, _IOLBF, 0);
	page_size = (unsigned long)sysconf(_SC_PAGESIZE);
	page_shift = __builtin_ctzl(page_size);
	valid_size = page_size;
	while ((opt = getopt(argc, argv, "t:s:o:pF:")) != -1) {
		switch (opt) {
		case 't':
			tag = optarg;
			break;
		case 's':
			valid_size = strtoul(optarg, NULL, 0);
			break;
		case 'o':
			valid_off = strtoul(optarg, NULL, 0);
			break;
		case 'p':
			allow_private = 1;
			break;
		case 'F':
			fd = atoi(optarg);
			given_fd = 1;
			break;
		default:
			return show_help();
		}
	}
	if (optind != argc - 1 || !valid_size || valid_size % page_size ||
	    valid_off % page_size)
		return show_help();
	dev = argv[optind];

	if (!given_fd)
		fd = open(dev, O_RDWR);
	if (fd < 0 || fcntl(fd, F_GETFD) < 0) {
		avc_not_ok(tag, "open", "%s (fd %d): %s", dev, fd,
			   avc_errname(errno));
		return 1;
	}
	if (reference(valid_off, valid_size, &ref_all) ||
	    reference(valid_off, page_size, &ref1)) {
		avc_not_ok(tag, "valid-mapping", "%s: a plain mapping of %#lx bytes at %#lx fails",
			   dev, valid_size, valid_off);
		return 1;
	}
	avc_ok(tag, "valid-mapping", "%#lx bytes at offset %#lx", valid_size,
	       valid_off);

	check_ranges();
	check_private(allow_private);
	check_mremap(ref1);
	check_lifetime(ref_all, ref1);
	if (given_fd)
		read_after_close(fd, ref_all);
	else
		close(fd);
	return avc_failures ? 1 : 0;
}
