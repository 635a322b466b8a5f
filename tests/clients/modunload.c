// SPDX-License-Identifier: GPL-2.0
/*
 * modunload - remove a module and say exactly how the kernel answered.
 *
 * usage: modunload NAME
 * Calls delete_module(NAME, O_NONBLOCK) as rmmod does and prints "ok" or
 * the errno's name (EAGAIN, EBUSY, ENOENT, ...).  Exit status 0 if the
 * module was removed, 1 if not, 2 for bad usage.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/syscall.h>

#include "avc-test.h"

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: modunload NAME\n");
		return 2;
	}
	if (syscall(SYS_delete_module, argv[1], O_NONBLOCK)) {
		printf("%s\n", avc_errname(errno));
		return 1;
	}
	printf("ok\n");
	return 0;
}
