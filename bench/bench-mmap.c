// SPDX-License-Identifier: GPL-2.0
/*
 * bench-mmap.c - time mmap() + first touch of every page + munmap() of
 * /dev/avc_bench for every mode and size, interleaving the modes within
 * each repetition so that drift hits them alike, in a new order each
 * time (a fixed rotation made the mode after the lazy one pay for it).
 * Prints three lines per mode and size, the medians:
 * "bench SIZE MODE NS_PER_PAGE REPS" for the whole map/touch/unmap,
 * "bench-setup SIZE MODE NS_PER_PAGE REPS" for the mmap() call alone and
 * "bench-touch SIZE MODE NS_PER_PAGE REPS" for mmap() and the first touch
 * of every page (the setup cost of the ->mmap_prepare comparison), and
 * checks every mapping reads back the buffer's zeroed contents (a mode
 * that maps the wrong pages fails the run).  The avc_bench_mode_desc()
 * modes are mapped through DEV_desc.  Closes with one line per mode:
 * "bench-mode MODE ok N" (measured at N sizes, "unsupported" at the
 * others: the reason follows), "bench-mode MODE skip REASON" (at no size)
 * or "bench-mode MODE fail".
 *
 * usage: bench-mmap [-r reps] [-m max_size] [/dev/avc_bench]
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "avc_bench.h"

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))

static const char * const mode_names[AVC_BENCH_NR_MODES] = {
	"avc_auto", "avc_seedloop", "avc_insert_page", "avc_vmalloc_range",
	"avc_map_pages", "avc_insert_pages", "raw_vmalloc_range",
	"raw_map_pages", "raw_insert_pages", "avc_lazy_fault",
	"mp_desc_kpages", "mp_vma_default", "mp_desc_fault", "pfn_desc",
	"pfn_vma", "raw_remap_pfn", "raw_desc_kpages", "raw_desc_remap",
};

static double now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/*
 * One timed map/touch/unmap; returns ns, or -1 on error.  *@setup gets the
 * ns of the mmap() call alone: the driver's ->mmap, where the eager
 * strategies map every page (the lazy one maps them at first touch).
 */
static double one(int fd, unsigned long size, long psz, double *setup,
		  double *touch)
{
	unsigned char *p;
	unsigned long off, sum = 0;
	double t0, t1;

	t0 = now_ns();
	p = mmap(NULL, size, PROT_READ, MAP_SHARED, fd, 0);
	if (p == MAP_FAILED)
		return -1;
	*setup = now_ns() - t0;
	for (off = 0; off < size; off += psz)
		sum += p[off];
	*touch = now_ns() - t0;
	munmap(p, size);
	t1 = now_ns();
	return sum ? -2 : t1 - t0;
}

/*
 * order[] = a permutation of 0..n-1 (Fisher-Yates; rand()'s default seed:
 * the same orders every run)
 */
static void shuffle(unsigned int *order, unsigned int n)
{
	unsigned int i, j, t;

	for (i = 0; i < n; i++)
		order[i] = i;
	for (i = n - 1; i > 0; i--) {
		j = (unsigned int)rand() % (i + 1);
		t = order[i];
		order[i] = order[j];
		order[j] = t;
	}
}

int main(int argc, char **argv)
{
	unsigned long sizes[] = { 64UL << 10, 256UL << 10, 1UL << 20,
				  4UL << 20, 16UL << 20, 64UL << 20 };
	unsigned long max_size = 64UL << 20;
	const char *dev = "/dev/avc_bench";
	char desc_dev[200];
	long psz = sysconf(_SC_PAGESIZE);
	int reps = 7, opt, fd, fd_desc, failed = 0;
	int sizes_ok[AVC_BENCH_NR_MODES] = { 0 };
	int broken[AVC_BENCH_NR_MODES] = { 0 };
	char why[AVC_BENCH_NR_MODES][320] = { { 0 } };
	unsigned int s, m;

	while ((opt = getopt(argc, argv, "r:m:")) != -1) {
		if (opt == 'r')
			reps = atoi(optarg);
		else if (opt == 'm')
			max_size = strtoul(optarg, NULL, 0);
		else
			return 2;
	}
	if (optind < argc)
		dev = argv[optind];
	fd = open(dev, O_RDWR);
	if (fd < 0) {
		perror(dev);
		return 1;
	}
	/* only where the kernel has mmap actions */
	snprintf(desc_dev, sizeof(desc_dev), "%s_desc", dev);
	fd_desc = open(desc_dev, O_RDWR);
	for (s = 0; s < ARRAY_SIZE(sizes); s++) {
		unsigned long size = sizes[s];
		double t[AVC_BENCH_NR_MODES][64], ts[AVC_BENCH_NR_MODES][64];
		double tt[AVC_BENCH_NR_MODES][64];
		int ok[AVC_BENCH_NR_MODES];
		int r;

		if (size > max_size)
			break;
		/* more repetitions for small buffers */
		int n = reps * (size <= (4UL << 20) ? 3 : 1);

		if (n > 64)
			n = 64;
		memset(ok, 1, sizeof(ok));
		for (r = 0; r < n; r++) {
			unsigned int order[AVC_BENCH_NR_MODES];

			shuffle(order, AVC_BENCH_NR_MODES);
			for (m = 0; m < AVC_BENCH_NR_MODES; m++) {
				unsigned int mode = order[m];
				struct avc_bench_set set = { .size = size, .mode = mode };
				double ns;

				int mfd = avc_bench_mode_desc(mode) ? fd_desc : fd;

				if (!ok[mode])
					continue;
				if (mfd < 0) {
					snprintf(why[mode], sizeof(why[mode]),
						 "no %s: no mmap actions in this kernel (6.19+; MAP_KERNEL_PAGES: 7.3+)",
						 desc_dev);
					ok[mode] = 0;
					continue;
				}
				if (ioctl(fd, AVC_BENCH_SET, &set)) {
					snprintf(why[mode], sizeof(why[mode]),
						 errno == EOPNOTSUPP ?
						 "this kernel has no ->mmap_prepare path for it" :
						 "AVC_BENCH_SET of %lu bytes: %s",
						 size, strerror(errno));
					ok[mode] = 0;
					continue;
				}
				ns = one(mfd, size, psz, &ts[mode][r],
					 &tt[mode][r]);
				if (ns == -1 && errno == EOPNOTSUPP) {
					snprintf(why[mode], sizeof(why[mode]),
						 "mmap(): not on this kernel");
					ok[mode] = 0;	/* not on this kernel */
					continue;
				}
				if (ns < 0) {
					printf("bench-error %lu %s %s\n", size,
					       mode_names[mode],
					       ns == -2 ? "nonzero data" : strerror(errno));
					ok[mode] = 0;
					broken[mode] = 1;
					failed = 1;
					continue;
				}
				t[mode][r] = ns;
			}
		}
		for (m = 0; m < AVC_BENCH_NR_MODES; m++) {
			if (!ok[m]) {
				printf("bench %lu %s unsupported %d\n", size,
				       mode_names[m], 0);
				continue;
			}
			qsort(t[m], n, sizeof(double), cmp_double);
			qsort(ts[m], n, sizeof(double), cmp_double);
			qsort(tt[m], n, sizeof(double), cmp_double);
			printf("bench %lu %s %.1f %d\n", size, mode_names[m],
			       t[m][n / 2] / (size / psz), n);
			printf("bench-setup %lu %s %.1f %d\n", size, mode_names[m],
			       ts[m][n / 2] / (size / psz), n);
			printf("bench-touch %lu %s %.1f %d\n", size, mode_names[m],
			       tt[m][n / 2] / (size / psz), n);
			sizes_ok[m]++;
		}
		fflush(stdout);
	}
	for (m = 0; m < AVC_BENCH_NR_MODES; m++) {
		if (broken[m])
			printf("bench-mode %s fail\n", mode_names[m]);
		else if (!sizes_ok[m])
			printf("bench-mode %s skip %s\n", mode_names[m],
			       why[m][0] ? why[m] : "not measured");
		else
			printf("bench-mode %s ok %d%s%s\n", mode_names[m],
			       sizes_ok[m], why[m][0] ? "; larger sizes: " : "",
			       why[m]);
	}
	if (fd_desc >= 0)
		close(fd_desc);
	close(fd);
	return failed;
}
