/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avc_oss - what the OSS sample promises its clients, shared by the driver
 * and tests/clients.
 *
 * The device speaks the OSS DSP API (<linux/soundcard.h>): U8 and S16_LE,
 * 1 or 2 channels, 4000-192000 Hz; read/write/poll and mmap of the
 * DMA-style buffer (PROT_WRITE selects the playback buffer, PROT_READ
 * alone the capture buffer, as in the OSS drivers).  Playback is consumed
 * and capture produced by a timer at the real rate.  Capture is a
 * deterministic sawtooth, avc_oss_wave_s16() below, so a client can check
 * every byte it receives.
 */
#ifndef _AVC_OSS_H
#define _AVC_OSS_H

#include <linux/types.h>

/* The misc device's name, used where register_sound_dsp() is not. */
#define AVC_OSS_MISC_NAME	"avc_dsp"

/* The OSS unit requested by default: /dev/dsp7 (see avc_oss.c). */
#define AVC_OSS_DEFAULT_UNIT	7

#define AVC_OSS_RATE_MIN	4000
#define AVC_OSS_RATE_MAX	192000

/**
 * avc_oss_wave_s16() - the captured S16 sample of a frame and channel
 * @frame: frame number, counted from 0 since the last reset (open,
 *	SNDCTL_DSP_RESET or a format change) and not reset by SETTRIGGER
 *	pauses
 * @channel: 0 (left) or 1 (right)
 *
 * A full-scale sawtooth: the low 16 bits of @frame * 64 * (@channel + 1),
 * read as a two's complement sample.  Channel 0 repeats every 1024
 * frames (46.875 Hz at 48 kHz), channel 1 every 512.  In S16_LE the
 * low byte comes first.
 *
 * Return: the sample.
 */
static inline __s16 avc_oss_wave_s16(__u64 frame, unsigned int channel)
{
	return (__s16)(__u16)(frame * 64 * (channel + 1));
}

/**
 * avc_oss_wave_u8() - the captured U8 sample of a frame and channel
 * @frame: as for avc_oss_wave_s16()
 * @channel: as for avc_oss_wave_s16()
 *
 * The same waveform in unsigned 8-bit: the high byte of the S16 sample
 * with the sign bit flipped.
 *
 * Return: the sample.
 */
static inline __u8 avc_oss_wave_u8(__u64 frame, unsigned int channel)
{
	return (__u8)(((__u16)avc_oss_wave_s16(frame, channel) >> 8) ^ 0x80);
}

#endif /* _AVC_OSS_H */
