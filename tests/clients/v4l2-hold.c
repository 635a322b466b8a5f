// SPDX-License-Identifier: GPL-2.0
/*
 * v4l2-hold - map a capture buffer of any V4L2 device and keep it mapped.
 *
 * usage: v4l2-hold [-c] DEV READY GO [SECONDS]
 * REQBUFS (2 MMAP capture buffers, in whatever format the device has),
 * mmap() of buffer 0, then "OFFSET LENGTH" of it into READY, and wait
 * until GO exists (at most SECONDS, default 60) with the buffer mapped
 * (and the device open; with -c closed: the mapping alone holds it),
 * reading the mapping now and then; then unmap (and close).  For a
 * driver whose controls and formats the sample-specific v4l2-verify
 * cannot assume (tests/real: v4l2loopback, whose format is the
 * producer's).  Exit status 0, 1 if a step failed, 2 for bad usage.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <linux/videodev2.h>

#include "avc-test.h"

int main(int argc, char **argv)
{
	struct v4l2_requestbuffers rb = { .count = 2,
		.type = V4L2_BUF_TYPE_VIDEO_CAPTURE, .memory = V4L2_MEMORY_MMAP };
	struct v4l2_buffer b = { .index = 0,
		.type = V4L2_BUF_TYPE_VIDEO_CAPTURE, .memory = V4L2_MEMORY_MMAP };
	unsigned char *p;
	unsigned int sum = 0;
	int fd, i, secs, closed = 0;
	FILE *f;

	if (argc > 1 && !strcmp(argv[1], "-c")) {
		closed = 1;
		argv++;
		argc--;
	}
	if (argc < 4 || argc > 5) {
		fprintf(stderr, "usage: v4l2-hold [-c] DEV READY GO [SECONDS]\n");
		return 2;
	}
	secs = argc == 5 ? atoi(argv[4]) : 60;
	fd = open(argv[1], O_RDWR);
	if (fd < 0) {
		printf("open %s: %s\n", argv[1], avc_errname(errno));
		return 1;
	}
	if (avc_xioctl(fd, VIDIOC_REQBUFS, &rb) || !rb.count ||
	    avc_xioctl(fd, VIDIOC_QUERYBUF, &b)) {
		printf("REQBUFS/QUERYBUF: %s\n", avc_errname(errno));
		return 1;
	}
	p = mmap(NULL, b.length, PROT_READ, MAP_SHARED, fd, b.m.offset);
	if (p == MAP_FAILED) {
		printf("mmap: %s\n", avc_errname(errno));
		return 1;
	}
	if (closed) {
		close(fd);
		fd = -1;
	}
	f = fopen(argv[2], "w");
	if (!f)
		return 1;
	fprintf(f, "%u %u\n", b.m.offset, b.length);
	fclose(f);
	for (i = 0; i < secs * 20 && access(argv[3], F_OK); i++) {
		sum += __atomic_load_n(&p[(i * 4096u) % b.length], __ATOMIC_RELAXED);
		usleep(50000);
	}
	printf("held %u bytes for %d.%02d s (sum %u)\n", b.length, i / 20,
	       (i % 20) * 5, sum);
	munmap(p, b.length);
	if (fd >= 0)
		close(fd);
	return 0;
}
