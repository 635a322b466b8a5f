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
 * deterministic sawtooth, avc_wave_s16() (../common/avc_wave.h), so a client can check
 * every byte it receives.
 */
#ifndef _AVC_OSS_H
#define _AVC_OSS_H

#include <linux/types.h>
#include "../common/avc_wave.h"

/* The misc device's name, used where register_sound_dsp() is not. */
#define AVC_OSS_MISC_NAME	"avc_dsp"

/* The OSS unit requested by default: /dev/dsp7 (see avc_oss.c). */
#define AVC_OSS_DEFAULT_UNIT	7

#define AVC_OSS_RATE_MIN	4000
#define AVC_OSS_RATE_MAX	192000

/*
 * Capture: avc_wave_s16() and avc_wave_u8() of ../common/avc_wave.h, the
 * waveform the ALSA sample captures too.  The frame number counts from 0
 * since the last reset (open, SNDCTL_DSP_RESET or a format change) and is
 * not reset by SETTRIGGER pauses.
 */

#endif /* _AVC_OSS_H */
