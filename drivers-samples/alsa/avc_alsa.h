/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avc_alsa - what the ALSA sample promises its clients, shared by the
 * driver and tests/clients.
 *
 * One card ("avcalsa" unless id= says otherwise) with one PCM device:
 * playback and capture substreams, U8 or S16_LE, 1 or 2 channels,
 * 8000-192000 Hz, interleaved, read/write and mmap.  Playback is consumed
 * and capture produced by an hrtimer at the real rate.  Capture is a
 * deterministic sawtooth, avc_alsa_wave_s16() below, so a client can check
 * every byte it receives.
 */
#ifndef _AVC_ALSA_H
#define _AVC_ALSA_H

#include <linux/types.h>

#define AVC_ALSA_DRIVER		"avc_alsa"
#define AVC_ALSA_CARD_ID	"avcalsa"

#define AVC_ALSA_RATE_MIN	8000
#define AVC_ALSA_RATE_MAX	192000

/**
 * avc_alsa_wave_s16() - the captured S16 sample of a frame and channel
 * @frame: frame number, counted from 0 at the start that follows a
 *	prepare (so from snd_pcm_start(), and again after an xrun is
 *	recovered); a pause does not reset it
 * @channel: 0 (left) or 1 (right)
 *
 * A full-scale sawtooth: the low 16 bits of @frame * 64 * (@channel + 1),
 * read as a two's complement sample.  Channel 0 repeats every 1024
 * frames (46.875 Hz at 48 kHz), channel 1 every 512.  The same waveform
 * as the OSS sample's avc_oss_wave_s16().
 *
 * Return: the sample.
 */
static inline __s16 avc_alsa_wave_s16(__u64 frame, unsigned int channel)
{
	return (__s16)(__u16)(frame * 64 * (channel + 1));
}

/**
 * avc_alsa_wave_u8() - the captured U8 sample of a frame and channel
 * @frame: as for avc_alsa_wave_s16()
 * @channel: as for avc_alsa_wave_s16()
 *
 * The same waveform in unsigned 8-bit: the high byte of the S16 sample
 * with the sign bit flipped.
 *
 * Return: the sample.
 */
static inline __u8 avc_alsa_wave_u8(__u64 frame, unsigned int channel)
{
	return (__u8)(((__u16)avc_alsa_wave_s16(frame, channel) >> 8) ^ 0x80);
}

#endif /* _AVC_ALSA_H */
