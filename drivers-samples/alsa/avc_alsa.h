/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avc_alsa - what the ALSA sample promises its clients, shared by the
 * driver and tests/clients.
 *
 * One card ("avcalsa" unless id= says otherwise) with one PCM device:
 * playback and capture substreams, U8 or S16_LE, 1 or 2 channels,
 * 8000-192000 Hz, interleaved, read/write and mmap.  Playback is consumed
 * and capture produced by an hrtimer at the real rate.  Capture is a
 * deterministic sawtooth, avc_wave_s16() (../common/avc_wave.h), so a client can check
 * every byte it receives.  Loaded with vmalloc_helpers=1 (buffers from the
 * PCM vmalloc helpers, mapped through .page) the card also compares the
 * playback it consumes with that sawtooth, frame n of the stream against
 * frame n, and logs at hw_free "avc_alsa: playback check: N frames
 * compared with the sawtooth, W differ (first: frame F), R restarts".
 */
#ifndef _AVC_ALSA_H
#define _AVC_ALSA_H

#include <linux/types.h>
#include "../common/avc_wave.h"

#define AVC_ALSA_DRIVER		"avc_alsa"
#define AVC_ALSA_CARD_ID	"avcalsa"

#define AVC_ALSA_RATE_MIN	8000
#define AVC_ALSA_RATE_MAX	192000

/*
 * Capture: avc_wave_s16() and avc_wave_u8() of ../common/avc_wave.h, the
 * waveform the OSS sample captures too.  The frame number counts from 0
 * at the start that follows a prepare (so from snd_pcm_start(), and again
 * after an xrun is recovered); a pause does not reset it.
 */

#endif /* _AVC_ALSA_H */
