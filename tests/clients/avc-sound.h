/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the OSS and ALSA guest clients share: the clock they measure the
 * hardware pointer against, and the check of a raw recording against the
 * samples' sawtooth (each client passes a wave_byte() that calls
 * avc_wave_byte() of drivers-samples/common/avc_wave.h for its format and
 * channels).
 */
#ifndef _AVC_SOUND_H
#define _AVC_SOUND_H

#include <stdio.h>
#include <time.h>
#include <linux/types.h>

#include "avc-test.h"

/* avc_now_s() - CLOCK_MONOTONIC in seconds */
static inline double avc_now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* avc_sleep_s() - sleep @s seconds (fractions too) */
static inline void avc_sleep_s(double s)
{
	struct timespec ts = { (time_t)s, (long)((s - (time_t)s) * 1e9) };

	nanosleep(&ts, NULL);
}

/*
 * avc_check_wave_file() - a raw recording must be the sawtooth from frame
 * 0, byte for byte, and hold at least @min_bytes
 * @tag: result prefix; the result is TAG/file
 * @path: the file
 * @min_bytes: least size
 * @frame_bytes: bytes per frame (for the messages)
 * @rate: frames per second (for the messages)
 * @wave: the expected byte at a stream position
 * @what: whose sawtooth, for the message
 * Return: 0 if it matches, 1 if not (and a "not ok" line).
 */
static inline int avc_check_wave_file(const char *tag, const char *path,
				      long min_bytes, unsigned int frame_bytes,
				      unsigned int rate,
				      unsigned char (*wave)(__u64 pos),
				      const char *what)
{
	FILE *fp = fopen(path, "rb");
	unsigned char buf[65536];
	__u64 pos = 0;
	size_t n, i;

	if (!fp) {
		avc_not_ok(tag, "file", "%s: %s", path, avc_errname(errno));
		return 1;
	}
	while ((n = fread(buf, 1, sizeof(buf), fp)) > 0) {
		for (i = 0; i < n; i++, pos++) {
			if (buf[i] == wave(pos))
				continue;
			avc_not_ok(tag, "file",
				   "%s: byte %llu (frame %llu) is %#x, expected %#x",
				   path, (unsigned long long)pos,
				   (unsigned long long)(pos / frame_bytes),
				   buf[i], wave(pos));
			fclose(fp);
			return 1;
		}
	}
	fclose(fp);
	if ((long)pos < min_bytes) {
		avc_not_ok(tag, "file", "%s: %llu bytes, expected at least %ld",
			   path, (unsigned long long)pos, min_bytes);
		return 1;
	}
	avc_ok(tag, "file", "%s: %llu bytes (%.3f s) match the %s sawtooth from frame 0",
	       path, (unsigned long long)pos,
	       (double)pos / frame_bytes / rate, what);
	return 0;
}

#endif /* _AVC_SOUND_H */
