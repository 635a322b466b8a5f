/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avc_wave - the capture waveform of the sound samples, shared by the OSS
 * and ALSA drivers and by tests/clients.
 *
 * Both samples capture the same deterministic sawtooth, so a client can
 * check every byte it receives, and a client of snd-pcm-oss on the ALSA
 * sample sees what a client of the OSS sample sees.  Each sample's header
 * says from which frame it counts (avc_oss.h, avc_alsa.h).
 */
#ifndef _AVC_WAVE_H
#define _AVC_WAVE_H

#include <linux/types.h>

/**
 * avc_wave_s16() - the captured S16 sample of a frame and channel
 * @frame: frame number (see the sample's header for where 0 is)
 * @channel: 0 (left) or 1 (right)
 *
 * A full-scale sawtooth: the low 16 bits of @frame * 64 * (@channel + 1),
 * read as a two's complement sample.  Channel 0 repeats every 1024
 * frames (46.875 Hz at 48 kHz), channel 1 every 512.  In S16_LE the low
 * byte comes first.
 *
 * Return: the sample.
 */
static inline __s16 avc_wave_s16(__u64 frame, unsigned int channel)
{
	return (__s16)(__u16)(frame * 64 * (channel + 1));
}

/**
 * avc_wave_u8() - the captured U8 sample of a frame and channel
 * @frame: as for avc_wave_s16()
 * @channel: as for avc_wave_s16()
 *
 * The same waveform in unsigned 8-bit: the high byte of the S16 sample
 * with the sign bit flipped.
 *
 * Return: the sample.
 */
static inline __u8 avc_wave_u8(__u64 frame, unsigned int channel)
{
	return (__u8)(((__u16)avc_wave_s16(frame, channel) >> 8) ^ 0x80);
}

#ifndef __KERNEL__
/**
 * avc_wave_byte() - the captured byte at a position of the stream
 * @pos: byte offset from frame 0
 * @channels: 1 or 2
 * @s16: S16_LE if true, else U8
 *
 * For user space (tests/clients): what a client compares a recording or a
 * mapped ring with, byte by byte: the frame and channel @pos falls in, and
 * for S16_LE which half of the little-endian sample.
 *
 * Return: the byte.
 */
static inline __u8 avc_wave_byte(__u64 pos, unsigned int channels, int s16)
{
	unsigned int fb = (s16 ? 2 : 1) * channels;
	unsigned int in = pos % fb;
	__u64 frame = pos / fb;
	__u16 v;

	if (!s16)
		return avc_wave_u8(frame, in);
	v = (__u16)avc_wave_s16(frame, in / 2);
	return (in & 1) ? v >> 8 : v & 0xff;
}
#endif /* !__KERNEL__: a 64-bit % would need do_div() on 32-bit kernels */

#ifdef __KERNEL__
#include <asm/byteorder.h>

/**
 * avc_wave_frame() - write one captured frame
 * @p: where the frame goes
 * @frame: its frame number
 * @channels: 1 or 2
 * @s16: S16_LE if true, else U8
 *
 * Return: the byte after the frame.
 */
static inline u8 *avc_wave_frame(u8 *p, u64 frame, unsigned int channels,
				 bool s16)
{
	unsigned int c;

	for (c = 0; c < channels; c++) {
		if (s16) {
			*(__le16 *)p = cpu_to_le16((u16)avc_wave_s16(frame, c));
			p += 2;
		} else {
			*p++ = avc_wave_u8(frame, c);
		}
	}
	return p;
}
#endif /* __KERNEL__ */

#endif /* _AVC_WAVE_H */
