// SPDX-License-Identifier: GPL-2.0
/*
 * pfnmap-check - end-to-end check of the avc_pfnmap sample driver.
 *
 * usage: pfnmap-check [-t TAG] check DEV
 *		map the whole buffer and windows at several offsets, check
 *		every word against avc_pfnmap_pattern(), write through one
 *		mapping and read back through another
 *	  pfnmap-check [-t TAG] hold DEV READY GO [SECONDS]
 *		map the buffer, close the device, create READY, wait for GO
 *		to appear (meanwhile the module is to be removed), then
 *		check the mapping is still intact
 *	  pfnmap-check size DEV
 *		print the buffer size in bytes
 *
 * Results are AVC-TEST lines (avc-test.h); the exit status is 1 if any
 * check failed.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdint.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>

#include "avc-test.h"
#include "avc_pfnmap.h"

static const char *tag = "pfnmap";
static unsigned long page_size;

struct region {
	const char *name;	/* result name while verifying */
	__u32 *map;		/* the mapping */
	unsigned long first;	/* byte offset of map[0] in the buffer */
	unsigned long bytes;	/* bytes to check */
	int inverted;		/* expect ~pattern instead of pattern */
};

static __u32 expected(const struct region *r, unsigned long i)
{
	__u32 v = avc_pfnmap_pattern(r->first + i * 4, page_size);

	return r->inverted ? ~v : v;
}

/* Runs in a child: compare every word, report the first mismatch. */
static int verify_words(void *arg)
{
	const struct region *r = arg;
	unsigned long i, bad = 0, first_bad = 0;

	for (i = 0; i < r->bytes / 4; i++) {
		if (r->map[i] != expected(r, i)) {
			if (!bad++)
				first_bad = i;
		}
	}
	if (bad) {
		avc_not_ok(tag, r->name, "%lu/%lu words wrong, first at %#lx: %#x, not %#x",
			   bad, r->bytes / 4, r->first + first_bad * 4,
			   r->map[first_bad], expected(r, first_bad));
		return 1;
	}
	return 0;
}

/* Runs in a child: write the pattern (or its inverse) through a mapping. */
static int write_words(void *arg)
{
	const struct region *r = arg;
	unsigned long i;

	for (i = 0; i < r->bytes / 4; i++)
		r->map[i] = expected(r, i);
	return 0;
}

/* verify() - check a region in a child; report as @name; 0 if it matched */
static int verify(const char *name, struct region *r)
{
	int ret;

	r->name = name;
	ret = avc_in_child(verify_words, r);
	if (!ret)
		avc_ok(tag, name, "%lu words at offset %#lx", r->bytes / 4,
		       r->first);
	else if (ret == 1)
		avc_failures++;	/* the child said what differs */
	else
		avc_not_ok(tag, name, "%s (offset %#lx, %lu bytes)",
			   avc_child_status(ret), r->first, r->bytes);
	return ret;
}

static int open_dev(const char *dev, int flags)
{
	int fd = open(dev, flags);

	if (fd < 0)
		avc_not_ok(tag, "open", "%s: %s", dev, avc_errname(errno));
	return fd;
}

static int get_size(int fd, unsigned long *size)
{
	__u64 bytes = 0;

	if (ioctl(fd, AVC_PFNMAP_GET_SIZE, &bytes) < 0) {
		avc_not_ok(tag, "get-size", "ioctl: %s", avc_errname(errno));
		return -1;
	}
	if (!bytes || bytes % page_size || bytes > (1UL << 30)) {
		avc_not_ok(tag, "get-size", "implausible size %llu",
			   (unsigned long long)bytes);
		return -1;
	}
	*size = bytes;
	return 0;
}

static void *map(int fd, unsigned long len, int prot, int flags,
		 unsigned long off)
{
	void *p = mmap(NULL, len, prot, flags, fd, (off_t)off);

	return p == MAP_FAILED ? NULL : p;
}

/* The ioctl's error paths: a bad pointer is -EFAULT, never a byte count. */
static void check_ioctl_errors(int fd)
{
	int ret;

	errno = 0;
	ret = ioctl(fd, AVC_PFNMAP_GET_SIZE, (void *)16);
	if (ret == -1 && errno == EFAULT)
		avc_ok(tag, "ioctl-bad-pointer", "EFAULT");
	else
		avc_not_ok(tag, "ioctl-bad-pointer", "returned %d, errno %s; expected -1/EFAULT",
			   ret, avc_errname(errno));

	errno = 0;
	ret = ioctl(fd, _IOR('p', 0x5A, __u64), (void *)16);
	if (ret == -1 && errno == ENOTTY)
		avc_ok(tag, "ioctl-unknown", "ENOTTY");
	else
		avc_not_ok(tag, "ioctl-unknown", "returned %d, errno %s; expected -1/ENOTTY",
			   ret, avc_errname(errno));
}

/* Windows of one page and up to the end at several page offsets. */
static void check_windows(int fd, unsigned long size)
{
	unsigned long pages = size / page_size;
	unsigned long offs[] = { 0, 1, pages / 2, pages - 1 };
	unsigned long i, j, len;
	char name[80];

	for (i = 0; i < ARRAY_SIZE(offs); i++) {
		if (offs[i] >= pages || (i && offs[i] <= offs[i - 1]))
			continue;
		for (j = 0; j < 2; j++) {
			struct region r;

			len = j ? pages - offs[i] : 1;
			if (j && len == 1)
				continue;
			snprintf(name, sizeof(name), "window-pgoff-%lu-pages-%lu",
				 offs[i], len);
			r.map = map(fd, len * page_size, PROT_READ, MAP_SHARED,
				    offs[i] * page_size);
			if (!r.map) {
				avc_not_ok(tag, name, "mmap: %s",
					   avc_errname(errno));
				continue;
			}
			r.first = offs[i] * page_size;
			r.bytes = len * page_size;
			r.inverted = 0;
			verify(name, &r);
			munmap(r.map, len * page_size);
		}
	}
}

/* A private read-only mapping works but can never become writable. */
static void check_private(int fd, unsigned long size)
{
	struct region r = { .first = 0, .bytes = size };

	r.map = map(fd, size, PROT_READ, MAP_PRIVATE, 0);
	if (!r.map) {
		avc_not_ok(tag, "private-readonly-map", "mmap: %s",
			   avc_errname(errno));
		return;
	}
	verify("private-readonly-map", &r);
	if (mprotect(r.map, size, PROT_READ | PROT_WRITE) == 0)
		avc_not_ok(tag, "private-no-mprotect-write",
			   "mprotect(PROT_WRITE) succeeded on a private device mapping");
	else if (errno == EACCES)
		avc_ok(tag, "private-no-mprotect-write", "EACCES");
	else
		avc_not_ok(tag, "private-no-mprotect-write",
			   "mprotect: %s, expected EACCES", avc_errname(errno));
	munmap(r.map, size);
}

/*
 * Write the inverted pattern into the last page (or two) through a
 * window mapping, read it back through a second mapping of the whole
 * buffer on another open file, then restore the pattern the same way.
 */
static void check_write_through(const char *dev, int fd, unsigned long size)
{
	unsigned long pages = size / page_size;
	unsigned long wpages = pages > 1 ? 2 : 1;
	unsigned long woff = (pages - wpages) * page_size;
	struct region w = { .first = woff, .bytes = wpages * page_size };
	struct region whole = { .first = 0, .bytes = size };
	struct region back;
	int fd2, ret;

	w.map = map(fd, w.bytes, PROT_READ | PROT_WRITE, MAP_SHARED, woff);
	if (!w.map) {
		avc_not_ok(tag, "write-through", "mmap RW: %s",
			   avc_errname(errno));
		return;
	}
	fd2 = open_dev(dev, O_RDWR);
	if (fd2 < 0) {
		munmap(w.map, w.bytes);
		return;
	}
	whole.map = map(fd2, size, PROT_READ, MAP_SHARED, 0);
	if (!whole.map) {
		avc_not_ok(tag, "write-through", "second mmap: %s",
			   avc_errname(errno));
		goto out;
	}
	back = w;
	back.map = whole.map + woff / 4;

	w.inverted = 1;
	back.inverted = 1;
	ret = avc_in_child(write_words, &w);
	if (ret)
		avc_not_ok(tag, "write-through", "writing: %s",
			   avc_child_status(ret));
	else
		verify("write-through-read-back", &back);

	w.inverted = 0;
	back.inverted = 0;
	ret = avc_in_child(write_words, &w);
	if (ret)
		avc_not_ok(tag, "write-restore", "writing: %s",
			   avc_child_status(ret));
	else
		verify("write-restore-read-back", &whole);
	munmap(whole.map, size);
out:
	munmap(w.map, w.bytes);
	close(fd2);
}

static int cmd_check(const char *dev)
{
	struct region whole = { .first = 0 };
	unsigned long size;
	int fd, ret;

	fd = open_dev(dev, O_RDWR);
	if (fd < 0)
		return 1;
	if (get_size(fd, &size))
		return 1;
	avc_ok(tag, "get-size", "%lu bytes", size);
	check_ioctl_errors(fd);

	whole.bytes = size;
	whole.map = map(fd, size, PROT_READ | PROT_WRITE, MAP_SHARED, 0);
	if (!whole.map) {
		avc_not_ok(tag, "map-whole", "mmap: %s", avc_errname(errno));
		return 1;
	}
	ret = verify("map-whole", &whole);
	check_windows(fd, size);
	check_private(fd, size);
	/* Never write through a mapping that shows the wrong memory. */
	if (ret)
		avc_skip(tag, "write-through", "the buffer did not read back right");
	else
		check_write_through(dev, fd, size);
	munmap(whole.map, size);
	close(fd);
	return avc_failures ? 1 : 0;
}

static int cmd_hold(const char *dev, const char *ready, const char *go,
		    int seconds)
{
	struct region whole = { .first = 0 };
	struct timespec tick = { 0, 20 * 1000 * 1000 };
	struct stat st;
	unsigned long size;
	int fd, i;

	fd = open_dev(dev, O_RDONLY);
	if (fd < 0)
		return 1;
	if (get_size(fd, &size))
		return 1;
	whole.bytes = size;
	whole.map = map(fd, size, PROT_READ, MAP_SHARED, 0);
	if (!whole.map) {
		avc_not_ok(tag, "hold-map", "mmap: %s", avc_errname(errno));
		return 1;
	}
	close(fd);
	verify("hold-map", &whole);
	fd = open(ready, O_WRONLY | O_CREAT, 0644);
	if (fd < 0) {
		avc_not_ok(tag, "hold-ready", "%s: %s", ready,
			   avc_errname(errno));
		return 1;
	}
	close(fd);
	for (i = 0; stat(go, &st) < 0; i++) {
		if (i >= seconds * 50) {
			avc_not_ok(tag, "hold-wait", "%s did not appear in %d s",
				   go, seconds);
			break;
		}
		nanosleep(&tick, NULL);
	}
	verify("hold-mapping-intact", &whole);
	if (munmap(whole.map, size))
		avc_not_ok(tag, "hold-munmap", "%s", avc_errname(errno));
	else
		avc_ok(tag, "hold-munmap", "unmapped");
	return avc_failures ? 1 : 0;
}

static int show_help(void)
{
	fprintf(stderr,
		"usage: pfnmap-check [-t TAG] check DEV\n"
		"       pfnmap-check [-t TAG] hold DEV READY GO [SECONDS]\n"
		"       pfnmap-check size DEV\n");
	return 2;
}

int main(int argc, char **argv)
{
	unsigned long size;
	int opt, fd;

	setvbuf(stdout, NULL, _IOLBF, 0);
	page_size = (unsigned long)sysconf(_SC_PAGESIZE);
	while ((opt = getopt(argc, argv, "t:")) != -1) {
		if (opt != 't')
			return show_help();
		tag = optarg;
	}
	argc -= optind;
	argv += optind;
	if (argc == 2 && !strcmp(argv[0], "check"))
		return cmd_check(argv[1]);
	if ((argc == 4 || argc == 5) && !strcmp(argv[0], "hold"))
		return cmd_hold(argv[1], argv[2], argv[3],
				argc == 5 ? atoi(argv[4]) : 60);
	if (argc == 2 && !strcmp(argv[0], "size")) {
		fd = open(argv[1], O_RDONLY);
		if (fd < 0 || get_size(fd, &size))
			return 1;
		printf("%lu\n", size);
		return 0;
	}
	return show_help();
}
