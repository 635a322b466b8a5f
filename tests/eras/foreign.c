// SPDX-License-Identifier: GPL-2.0
/*
 * The program tests/eras/foreign runs through
 * avc_run_foreign (scripts/lib.sh) to show that a 32-bit test program
 * gets its arguments, its standard input and its exit status through
 * every way it can be run: natively, through qemu-user, in a booted
 * kernel.  Built static with Debian's i686 cross compiler, as the era
 * fixtures are.
 *
 * usage: foreign STATUS [ARG...]   print "bits=N args=ARG|ARG stdin=LINE",
 *                                  then exit with STATUS;
 *        foreign abort             die of SIGABRT.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
	char line[128] = "";
	int i;

	if (argc < 2)
		return 2;
	if (!strcmp(argv[1], "abort")) {
		fflush(stdout);
		raise(SIGABRT);
		return 3;
	}
	if (!fgets(line, sizeof(line), stdin))
		line[0] = '\0';
	line[strcspn(line, "\n")] = '\0';
	printf("bits=%u args=", (unsigned int)(sizeof(long) * 8));
	for (i = 2; i < argc; i++)
		printf("%s%s", i > 2 ? "|" : "", argv[i]);
	printf(" stdin=%s\n", line);
	return atoi(argv[1]);
}
