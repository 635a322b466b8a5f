/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Result lines and crash containment for the guest clients of scripts/vm.
 *
 * Results are printed as scripts/vm expects them on the serial console:
 *	AVC-TEST ok <name> [what happened]
 *	AVC-TEST not ok <name> <reason>
 *	AVC-TEST skip <name> <reason>
 * Anything that touches a mapping runs in a child process (avc_in_child()),
 * so a SIGBUS or SIGSEGV is reported as a failure instead of ending the run.
 */
#ifndef _AVC_TEST_H
#define _AVC_TEST_H

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef ARRAY_SIZE
#define ARRAY_SIZE(a)		(sizeof(a) / sizeof((a)[0]))
#endif

static __attribute_maybe_unused__ int avc_failures;

/*
 * avc_ok(), avc_not_ok(), avc_skip() - print a result line: TAG/NAME and
 * then FMT (a string literal, checked by printf) saying what was seen or
 * why it failed.  avc_not_ok() counts a failure.
 */
#define avc_result(status, tag, name, fmt, ...) do {			\
	printf("AVC-TEST " status " %s/%s " fmt "\n", tag, name,	\
	       ##__VA_ARGS__);						\
	fflush(stdout);							\
} while (0)
#define avc_ok(tag, name, fmt, ...) \
	avc_result("ok", tag, name, fmt, ##__VA_ARGS__)
#define avc_skip(tag, name, fmt, ...) \
	avc_result("skip", tag, name, fmt, ##__VA_ARGS__)
#define avc_not_ok(tag, name, fmt, ...) do {				\
	avc_failures++;							\
	avc_result("not ok", tag, name, fmt, ##__VA_ARGS__);		\
} while (0)

/* avc_errname() - "EINVAL" for EINVAL, "errno N" for unknown numbers */
static __attribute_maybe_unused__ const char *avc_errname(int err)
{
	static char buf[32];
	const char *name = strerrorname_np(err);

	if (name)
		return name;
	snprintf(buf, sizeof(buf), "errno %d", err);
	return buf;
}

/* avc_errno_in() - is @err one of the @n errnos in @set? */
static inline int avc_errno_in(int err, const int *set, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (set[i] == err)
			return 1;
	return 0;
}

/*
 * avc_in_child() - run @fn(@arg) in a child process
 *
 * Return: @fn's return value (0..127), 128 + the signal that killed the
 * child, or -1 if fork() failed.
 */
static inline int avc_in_child(int (*fn)(void *), void *arg)
{
	pid_t pid;
	int status;

	fflush(NULL);
	pid = fork();
	if (pid < 0)
		return -1;
	if (!pid)
		_exit(fn(arg) & 127);
	if (waitpid(pid, &status, 0) < 0)
		return -1;
	if (WIFSIGNALED(status))
		return 128 + WTERMSIG(status);
	return WEXITSTATUS(status);
}

/* avc_xioctl() - ioctl() again when a signal interrupted it */
static __attribute_maybe_unused__ int avc_xioctl(int fd, unsigned long req,
						 void *arg)
{
	int ret;

	do {
		ret = ioctl(fd, req, arg);
	} while (ret < 0 && errno == EINTR);
	return ret;
}

/* avc_child_status() - describe an avc_in_child() result */
static __attribute_maybe_unused__ const char *avc_child_status(int ret)
{
	static char buf[64];

	if (ret < 0)
		return "fork failed";
	if (ret >= 128)
		snprintf(buf, sizeof(buf), "killed by SIG%s",
			 sigabbrev_np(ret - 128) ? sigabbrev_np(ret - 128) : "?");
	else
		snprintf(buf, sizeof(buf), "exit %d", ret);
	return buf;
}

#endif /* _AVC_TEST_H */
