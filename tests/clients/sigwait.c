// SPDX-License-Identifier: GPL-2.0
/*
 * sigwait - a process blocked in a driver call must end promptly on a
 * signal, as ^C or kill expects.
 *
 * usage: sigwait [-t TAG] [-s SIG] [-H] [-w MS] [-l MS] MODE DEV
 *        sigwait [-t TAG] [-s SIG] [-w MS] [-l MS] exec CMD [ARG...]
 *
 * A child opens DEV and blocks in one call (MODE); once it has been asleep
 * for -w MS (default 500) the parent sends SIG (-s: TERM by default, INT,
 * HUP, ...) and times what follows against -l MS (default 1000):
 *   without -H  SIG is fatal (the child restores its default action): the
 *               child must be gone within the limit, its close() included
 *               (a process killed while writing audio closes the device
 *               with SIGKILL pending);
 *   with -H     the child catches SIG (no SA_RESTART): the blocked call
 *               must return within the limit, -1/EINTR or a short count;
 *               the parent then kills it and times its exit as well.
 * MODE:
 *   write  OSS: write() 4 MiB, more than any ring holds
 *   read   OSS: read() 4 MiB, more than is recorded in the wait
 *   sync   OSS: fill the ring (O_NONBLOCK writes), SNDCTL_DSP_SYNC
 *   close  OSS: fill the ring, close() (the driver drains in release)
 *   dqbuf  V4L2: REQBUFS 2 (mmap), STREAMON, nothing queued, DQBUF
 *   exec   CMD (aplay, arecord, dd ...): fatal mode only; CMD may catch
 *          SIG itself and exit, what counts is how long that takes
 * A call that returns before the signal (nothing blocked) fails the test:
 * it would prove nothing.  One result line (avc-test.h) per run; exit 0 if
 * it passed.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <getopt.h>
#include <poll.h>
#include <stdint.h>
#include <sys/soundcard.h>
#include <time.h>
#include <linux/videodev2.h>

#include "avc-test.h"

#define AVC_SIGWAIT_BYTES	(4u << 20)

static const char *tag = "sigwait";
static const char *signame = "TERM";
static int sig = SIGTERM;
static int handled;
static int wait_ms = 500;
static int limit_ms = 1000;

static void on_signal(int s)
{
	(void)s;
}

/* sigabbrev_to_num() - SIGTERM for "TERM" (sigabbrev_np()'s names), or -1 */
static int sigabbrev_to_num(const char *abbrev)
{
	int i;

	for (i = 1; i < NSIG; i++)
		if (sigabbrev_np(i) && !strcmp(sigabbrev_np(i), abbrev))
			return i;
	return -1;
}

static long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

/* report() - child to parent: one line on the status pipe */
static void report(int fd, const char *fmt, long a, long b)
{
	char line[64];
	int n = snprintf(line, sizeof(line), fmt, a, b);

	if (write(fd, line, n) != n)
		_exit(4);
}

/* fill() - queue O_NONBLOCK writes until the OSS ring is full */
static int fill(int fd)
{
	static char buf[65536];
	int fl = fcntl(fd, F_GETFL);

	memset(buf, 0x80, sizeof(buf));
	if (fcntl(fd, F_SETFL, fl | O_NONBLOCK) < 0)
		return -1;
	while (write(fd, buf, sizeof(buf)) > 0)
		;
	if (errno != EAGAIN)
		return -1;
	return fcntl(fd, F_SETFL, fl);
}

/* dqbuf_setup() - a streaming queue with no buffer queued */
static int dqbuf_setup(int fd)
{
	int type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	struct v4l2_requestbuffers rb = {
		.count = 2,
		.type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
		.memory = V4L2_MEMORY_MMAP,
	};

	if (ioctl(fd, VIDIOC_REQBUFS, &rb) < 0)
		return -1;
	return ioctl(fd, VIDIOC_STREAMON, &type);
}

/*
 * child() - set up MODE on DEV, say "R", block; then say "D<ret> <errno>"
 * and (caught signal) wait to be killed.
 */
static void child(int out, const char *mode, const char *dev)
{
	static char big[AVC_SIGWAIT_BYTES];
	struct v4l2_buffer vb = {
		.type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
		.memory = V4L2_MEMORY_MMAP,
	};
	struct sigaction sa = { .sa_handler = handled ? on_signal : SIG_DFL };
	int flags = !strcmp(mode, "read") ? O_RDONLY :
		    !strcmp(mode, "dqbuf") ? O_RDWR : O_WRONLY;
	long ret = -1;
	sigset_t set;
	int fd;

	sigaction(sig, &sa, NULL);
	sigemptyset(&set);
	sigprocmask(SIG_SETMASK, &set, NULL);
	fd = open(dev, flags);
	if (fd < 0) {
		report(out, "F%ld %ld", 1, errno);
		_exit(3);
	}
	if ((!strcmp(mode, "sync") || !strcmp(mode, "close")) && fill(fd)) {
		report(out, "F%ld %ld", 2, errno);
		_exit(3);
	}
	if (!strcmp(mode, "dqbuf") && dqbuf_setup(fd)) {
		report(out, "F%ld %ld", 3, errno);
		_exit(3);
	}
	report(out, "R%ld %ld", 0, 0);
	errno = 0;
	if (!strcmp(mode, "write"))
		ret = write(fd, big, sizeof(big));
	else if (!strcmp(mode, "read"))
		ret = read(fd, big, sizeof(big));
	else if (!strcmp(mode, "sync"))
		ret = ioctl(fd, SNDCTL_DSP_SYNC, 0);
	else if (!strcmp(mode, "close"))
		ret = close(fd);
	else if (!strcmp(mode, "dqbuf"))
		ret = ioctl(fd, VIDIOC_DQBUF, &vb);
	report(out, "D%ld %ld", ret, errno);
	for (;;)
		pause();
}

/* proc_state() - "S (wchan)" of a process, for the report */
static const char *proc_state(pid_t pid)
{
	static char buf[128];
	char path[64], st[512], wchan[64] = "?";
	char *p;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	f = fopen(path, "r");
	if (!f || !fgets(st, sizeof(st), f))
		st[0] = 0;
	if (f)
		fclose(f);
	snprintf(path, sizeof(path), "/proc/%d/wchan", pid);
	f = fopen(path, "r");
	if (f) {
		if (!fgets(wchan, sizeof(wchan), f))
			wchan[0] = 0;
		fclose(f);
	}
	p = strrchr(st, ')');
	snprintf(buf, sizeof(buf), "state %c, wchan %s",
		 p && p[1] && p[2] ? p[2] : '?', wchan);
	return buf;
}

/* wait_exit() - ms until @pid is reaped, or -1 after @ms */
static long wait_exit(pid_t pid, int ms, int *status)
{
	long t0 = now_ms();

	for (;;) {
		pid_t r = waitpid(pid, status, WNOHANG);

		if (r == pid)
			return now_ms() - t0;
		if (r < 0 || now_ms() - t0 > ms)
			return -1;
		usleep(2000);
	}
}

/* read_line() - the child's next report within @ms, "" on EOF or time-out */
static const char *read_line(int fd, int ms)
{
	static char line[64];
	struct pollfd p = { .fd = fd, .events = POLLIN };
	ssize_t n;

	line[0] = 0;
	if (poll(&p, 1, ms) != 1)
		return line;
	n = read(fd, line, sizeof(line) - 1);
	line[n > 0 ? n : 0] = 0;
	return line;
}

/* give_up() - a child that outlived its limit: kill it, say how long */
static void give_up(const char *name, pid_t pid, const char *what,
		    const char *before)
{
	char state[160];
	int status;
	long t;

	snprintf(state, sizeof(state), "%s; before the signal: %s",
		 proc_state(pid), before);
	kill(pid, SIGKILL);
	t = wait_exit(pid, 15000, &status);
	if (t < 0)
		avc_not_ok(tag, name, "%s within %d ms (%s); still there 15 s after SIGKILL",
			   what, limit_ms, state);
	else
		avc_not_ok(tag, name, "%s within %d ms (%s); gone %ld ms after SIGKILL",
			   what, limit_ms, state, t);
}

static int run(const char *mode, char **argv)
{
	const char *base = strcmp(mode, "exec") ? mode : argv[0], *l;
	char name[96], before[128] = "";
	int pipefd[2], status;
	long ret, err, t0, t;
	pid_t pid;

	if (pipe2(pipefd, O_CLOEXEC) < 0)
		return 1;
	pid = fork();
	if (pid < 0)
		return 1;
	if (!pid) {
		close(pipefd[0]);
		if (strcmp(mode, "exec"))
			child(pipefd[1], mode, argv[0]);
		signal(sig, SIG_DFL);
		report(pipefd[1], "R%ld %ld", 0, 0);
		execvp(argv[0], argv);
		_exit(127);
	}
	close(pipefd[1]);
	if (strrchr(base, '/'))
		base = strrchr(base, '/') + 1;
	snprintf(name, sizeof(name), "%s-%s%s", base, signame,
		 handled ? "-caught" : "");
	l = read_line(pipefd[0], 20000);
	if (l[0] != 'R') {
		avc_not_ok(tag, name, "set-up failed: '%s' (status %s)", l,
			   l[0] == 'F' ? "F<step> <errno>" : "no report");
		kill(pid, SIGKILL);
		waitpid(pid, &status, 0);
		return 1;
	}
	usleep(wait_ms * 1000);
	l = read_line(pipefd[0], 0);
	if (l[0] || waitpid(pid, &status, WNOHANG) == pid) {
		avc_not_ok(tag, name, "did not block: returned within %d ms ('%s')",
			   wait_ms, l);
		kill(pid, SIGKILL);
		waitpid(pid, &status, 0);
		return 1;
	}
	snprintf(before, sizeof(before), "%s", proc_state(pid));
	t0 = now_ms();
	kill(pid, sig);
	if (!handled) {
		t = wait_exit(pid, limit_ms, &status);
		if (t < 0) {
			give_up(name, pid, "not gone", before);
			return 1;
		}
		avc_ok(tag, name, "%s ended in %ld ms (%s; was %s)",
		       strsignal(sig), t,
		       WIFSIGNALED(status) ? "killed" : "exited", before);
		return 0;
	}
	l = read_line(pipefd[0], limit_ms);
	t = now_ms() - t0;
	if (sscanf(l, "D%ld %ld", &ret, &err) != 2) {
		give_up(name, pid, "call did not return", before);
		return 1;
	}
	if (ret < 0 && err != EINTR) {
		avc_not_ok(tag, name, "returned -1/%s, not EINTR", avc_errname(err));
		kill(pid, SIGKILL);
		waitpid(pid, &status, 0);
		return 1;
	}
	kill(pid, SIGKILL);
	t0 = wait_exit(pid, limit_ms, &status);
	if (t0 < 0) {
		give_up(name, pid, "not gone after SIGKILL", before);
		return 1;
	}
	avc_ok(tag, name, "caught %s: returned %ld%s in %ld ms, killed in %ld ms more",
	       strsignal(sig), ret, ret < 0 ? " (EINTR)" : "", t, t0);
	return 0;
}

int main(int argc, char **argv)
{
	int c;

	while ((c = getopt(argc, argv, "+t:s:Hw:l:")) != -1) {
		switch (c) {
		case 't':
			tag = optarg;
			break;
		case 's':
			signame = optarg;
			sig = sigabbrev_to_num(optarg);
			if (sig <= 0)
				goto usage;
			break;
		case 'H':
			handled = 1;
			break;
		case 'w':
			wait_ms = atoi(optarg);
			break;
		case 'l':
			limit_ms = atoi(optarg);
			break;
		default:
			goto usage;
		}
	}
	if (argc - optind < 2)
		goto usage;
	if (!strcmp(argv[optind], "exec") && handled)
		goto usage;
	return run(argv[optind], argv + optind + 1);
usage:
	fprintf(stderr, "usage: sigwait [-t TAG] [-s SIG] [-H] [-w MS] [-l MS] MODE DEV\n"
		"       sigwait [-t TAG] [-s SIG] [-w MS] [-l MS] exec CMD [ARG...]\n"
		"MODE: write, read, sync, close (OSS), dqbuf (V4L2)\n");
	return 2;
}
