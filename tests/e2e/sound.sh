# SPDX-License-Identifier: GPL-2.0
#
# tests/e2e/sound.sh - guest script of the OSS and ALSA samples' end-to-end
# test.
#
# Run by scripts/vm inside the guest (busybox sh, /avc/lib.sh sourced) with
#	--modules ".../avc_alsa.ko .../avc_oss.ko snd-pcm-oss"
#	--files "alsa-mmap-verify oss-mmap-verify hostile sigwait late-reader
#	alsa-grow /avc/clients.sh /avc/sound-late.sh /avc/sound-vmalloc.sh"
#	and aplay,
#	arecord, sox and sox's libsox_fmt_oss.so plugin at its own path: the
#	host's (--files) or a root's (--root-files, with AVC_CLIENTS=SUITE),
#	as the row's clients column says; ffmpeg and gstreamer (--pack,
#	AVC_USERS=1) in the run with the host's clients
#	--alsa
# ffmpeg and gstreamer, and the ALSA sample's mmap capture at 192 kHz,
# run on each sample reloaded with buffer_kb=256 (alsa_256k, oss_users).
# ALSA sample (card "avcalsa"):
#   - aplay/arecord, mmap (-M) and read/write, S16_LE/2ch/48k and
#     U8/1ch/8k: wall-clock durations against the sample rate, and every
#     recorded byte against the sawtooth (alsa-mmap-verify file);
#   - alsa-mmap-verify (alsa-lib snd_pcm_mmap_begin/commit): capture byte
#     for byte, the hardware pointer against the wall clock to 0.5% (also
#     across pause storms; buffers of 340 ms, which a stalled guest's
#     100 ms do not overrun), playback likewise and its drain, and the
#     lifetime of the driver's vmas (fork, split, hw_free refused while
#     mapped, refused private/oversized/growing mappings);
#   - ffmpeg -f alsa and gstreamer's alsasrc/alsasink (clients.sh):
#     recordings byte for byte, playback's duration;
#   - late-reader: a slow reader on tiny periods and buffers (p17/b100,
#     p1/b3, read/write and mmap): every byte the sawtooth, or an xrun
#     the client sees, never data a whole buffer away;
#   - hostile mmap requests on a configured playback stream
#     (alsa-mmap-verify hand passes its descriptor to hostile -F);
#   - aplay and arecord blocked in the PCM end within 1 s of SIGTERM and
#     SIGINT (sigwait);
#   - snd-pcm-oss on top of it (/dev/dsp): oss-mmap-verify mmap capture
#     and playback, read and write;
#   - reloaded with vmalloc_helpers=1 (sound-vmalloc.sh): buffers from
#     snd_pcm_lib_alloc_vmalloc_buffer(), mapped through .page (the
#     kernel's helpers to 6.11, compat/sound/pcm.h's from 6.12): arecord
#     -M byte for byte, aplay -M of the recording checked frame by frame
#     by the sample, alsa-lib's mmap API, a second hw_params asking for a
#     larger buffer without hw_free (alsa-grow).
# OSS sample (/dev/dsp7 through register_sound_dsp()):
#   - sox -t oss playback and capture (durations; capture byte for byte);
#   - ffmpeg -f oss, gstreamer's osssrc/osssink, likewise;
#   - late-reader: a slow read() on a 256-byte ring: every byte the
#     sawtooth, gaps only where GETIPTR shows an overrun, block counts
#     exact however late GETIPTR comes;
#   - oss-mmap-verify read/write (data from frame 0; never faster than the
#     audio, close() drains);
#   - oss-mmap-verify capture and playback at several formats and fragment
#     layouts (GETxPTR against the wall clock to 0.5%, the block counts,
#     the data in the mapped ring);
#   - hostile mmap requests; rmmod refused while a client runs;
#   - read(), write(), SNDCTL_DSP_SYNC, close() and dd blocked on the
#     device end within 1 s of SIGTERM and SIGINT, fatal or caught
#     (sigwait);
#   - next to snd-pcm-oss (both /dev/dsp and /dev/dsp7), the misc device
#     fallback (misc=1), and unit 0 taken by snd-pcm-oss (falls back).
# Optional environment: SOUND_SECS (default 2): length of each stream.

. /avc/clients.sh
. /avc/sound-late.sh
. /avc/sound-vmalloc.sh

secs=${SOUND_SECS:-2}
card=avcalsa
pcm=hw:$card
dsp=/dev/dsp7

# timed NAME SECONDS CMD...: CMD must succeed and take SECONDS (the
# stream's length) to 1.5 x SECONDS + 0.5 s of wall-clock time: never
# less than the audio lasts, and not much more (process start-up under
# TCG is 0.2-0.4 s, and sox computing its sine took 1 s more once on a
# loaded host; a device at half speed still fails; the clients' pointer
# checks are the precise ones).
timed() {
	_n=$1 _s=$2
	shift 2
	_t0=$(avc_now_cs)
	_out=$("$@" 2>&1)
	_rc=$?
	_el=$(($(avc_now_cs) - _t0))
	[ -n "$_out" ] && printf '%s\n' "$_out" | sed 's/^/  | /'
	_lo=$((_s * 100 - 5))
	_hi=$((_s * 150 + 50))
	if [ $_rc -ne 0 ]; then
		avc_not_ok "$_n" "exit $_rc: $(printf '%s' "$_out" | tail -n 2 | tr '\n' ' ')"
		return 1
	elif [ $_el -lt $_lo ] || [ $_el -gt $_hi ]; then
		avc_not_ok "$_n" "took ${_el}0 ms for ${_s} s of audio (allowed $((_lo))0-$((_hi))0 ms)"
		return 1
	fi
	avc_ok "$_n" "${_el}0 ms for ${_s} s of audio"
}

# dmesg_has NAME ERE: the kernel log has a line matching ERE.
dmesg_has() {
	_l=$(dmesg | grep -E "$2" | tail -n 1)
	if [ -n "$_l" ]; then
		avc_ok "$1" "$_l"
	else
		avc_not_ok "$1" "no kernel log line matching '$2'"
	fi
}

# mapsize DEV: bytes a default-configured open may map for capture
mapsize() {
	oss-mmap-verify space "$1"
}

echo "sound e2e on $(uname -r)"
# the Debian clients the run asks for ($AVC_CLIENTS): the host's, or a
# root's (tests/e2e/sample, the clients column of scripts/kernels)
avc_use_clients sound/clients aplay arecord sox || exit 0

# ================================================================ ALSA

alsa_tests() {
	avc_check alsa/modprobe modprobe avc_alsa || return
	dmesg_has alsa/card-log 'avc_alsa: card [0-9]+ \(avcalsa\)'
	if ! avc_wait_for /proc/asound/$card 5; then
		avc_not_ok alsa/card "/proc/asound/$card missing"
		return
	fi
	_c=$(readlink /proc/asound/$card)
	_c=${_c#card}
	if avc_wait_for /dev/snd/pcmC${_c}D0p 5 && avc_wait_for /dev/snd/pcmC${_c}D0c 5; then
		avc_ok alsa/nodes "card $_c: /dev/snd/pcmC${_c}D0p, pcmC${_c}D0c"
	else
		avc_not_ok alsa/nodes "no /dev/snd/pcmC${_c}D0[pc]"
		return
	fi
	avc_check alsa/aplay-l sh -c "aplay -l | grep -F '[avc_alsa PCM]'"

	# alsa-utils, mmap and read/write, checked against the clock and
	# (recordings) byte for byte
	timed alsa/aplay-mmap $secs aplay -q -M -D $pcm -t raw -f S16_LE -c 2 -r 48000 -d $secs /dev/zero
	timed alsa/aplay-rw $secs aplay -q -D $pcm -t raw -f S16_LE -c 2 -r 48000 -d $secs /dev/zero
	timed alsa/aplay-rw-u8 1 aplay -q -D $pcm -t raw -f U8 -c 1 -r 8000 -d 1 /dev/zero
	for _m in mmap rw; do
		_o=""
		[ $_m = mmap ] && _o=-M
		rm -f /tmp/rec.raw
		if timed alsa/arecord-$_m $secs arecord -q $_o -D $pcm -t raw -f S16_LE -c 2 -r 48000 -d $secs /tmp/rec.raw; then
			alsa-mmap-verify -t alsa/arecord-$_m -n $((secs * 192000)) file /tmp/rec.raw
		fi
	done
	rm -f /tmp/rec.raw
	if timed alsa/arecord-mmap-u8 1 arecord -q -M -D $pcm -t raw -f U8 -c 1 -r 8000 -d 1 /tmp/rec.raw; then
		alsa-mmap-verify -t alsa/arecord-mmap-u8 -f u8 -c 1 -r 8000 -n 8000 file /tmp/rec.raw
	fi
	rm -f /tmp/rec.raw

	# alsa-lib's mmap API
	alsa-mmap-verify -t alsa/mmap-s16 -D $pcm -d $secs capture
	alsa-mmap-verify -t alsa/mmap-u8 -D $pcm -f u8 -c 1 -r 8000 -p 256 -d 1 capture
	alsa-mmap-verify -t alsa/mmap-pause -D $pcm -d $secs pause
	alsa-mmap-verify -t alsa/mmap-s16 -D $pcm -d $secs playback
	alsa-mmap-verify -t alsa/mmap-lifetime -D $pcm lifetime
	alsa_late_tests

	# hostile mmap requests against a configured stream: ALSA maps a
	# PCM only after hw_params, so alsa-mmap-verify configures the
	# playback stream, fills its buffer and hands the descriptor over
	alsa-mmap-verify -t alsa/hostile -D $pcm hand \
		hostile -t alsa/hostile -F %FD% -s %SIZE% /dev/snd/pcmC${_c}D0p
	alsa_signal_tests

	# snd-pcm-oss on top: the card's /dev/dsp (card N -> unit N)
	avc_check alsa/oss-modprobe modprobe snd-pcm-oss || return
	_dsp=/dev/dsp
	[ "$_c" = 0 ] || _dsp=/dev/dsp$_c
	if ! avc_wait_for $_dsp 5; then
		avc_not_ok alsa/oss-node "$_dsp did not appear"
		return
	fi
	avc_ok alsa/oss-node "$_dsp"
	oss-mmap-verify -t alsa/oss-mmap-s16 -W alsa -d $secs capture $_dsp
	oss-mmap-verify -t alsa/oss-mmap-s16 -W alsa -d $secs playback $_dsp
	oss-mmap-verify -t alsa/oss-mmap-u8 -W alsa -f u8 -c 1 -r 8000 -d 1 capture $_dsp
	oss-mmap-verify -t alsa/oss-rw-s16 -W alsa -d $secs read $_dsp
	oss-mmap-verify -t alsa/oss-rw-s16 -W alsa -d $secs write $_dsp
}

alsa_unload() {
	rmmod snd-pcm-oss 2>/dev/null
	rmmod snd-mixer-oss 2>/dev/null
	if [ -e /sys/module/avc_alsa ]; then
		avc_check alsa/rmmod rmmod avc_alsa
		if [ -e /proc/asound/$card ]; then
			avc_not_ok alsa/gone-after-rmmod "/proc/asound/$card still there"
		else
			avc_ok alsa/gone-after-rmmod
		fi
	fi
}

# ================================================================ OSS

oss_load() {
	_t=$1
	shift
	avc_check $_t/modprobe modprobe avc_oss "$@" || return 1
}

oss_unload() {
	avc_check $1/rmmod rmmod avc_oss || return 1
	if ! avc_wait_gone $dsp 5 || ! avc_wait_gone /dev/avc_dsp 5; then
		avc_not_ok $1/gone-after-rmmod "device node still present"
	else
		avc_ok $1/gone-after-rmmod
	fi
}

# sox -t oss (libsox-fmt-oss): playback and capture
sox_tests() {
	timed oss/sox-play $secs sox -q -n -t oss -r 48000 -c 2 -b 16 -e signed-integer $dsp synth $secs sine 440
	timed oss/sox-play-u8 1 sox -q -n -t oss -r 8000 -c 1 -b 8 -e unsigned-integer $dsp synth 1 sine 440
	rm -f /tmp/sox.raw
	if timed oss/sox-rec $secs sox -q -t oss -r 48000 -c 2 -b 16 -e signed-integer $dsp -t raw /tmp/sox.raw trim 0 $secs; then
		oss-mmap-verify -t oss/sox-rec -n $((secs * 192000)) file /tmp/sox.raw
	fi
	rm -f /tmp/sox.raw
	if timed oss/sox-rec-u8 1 sox -q -t oss -r 8000 -c 1 -b 8 -e unsigned-integer $dsp -t raw /tmp/sox.raw trim 0 1; then
		oss-mmap-verify -t oss/sox-rec-u8 -f u8 -c 1 -r 8000 -n 8000 file /tmp/sox.raw
	fi
	rm -f /tmp/sox.raw
}

# oss_signal_tests: read(), write(), SNDCTL_DSP_SYNC and close() blocked on
# the OSS sample end within 1 s of SIGTERM or SIGINT, and a caught signal
# makes each return (EINTR or a short count) within 1 s.  A default open
# (8 kHz U8 mono) queues 8 s of audio in its 64 KiB ring, so a drain that
# ignores the signal shows.  Then the report's case: dd blocked in write().
oss_signal_tests() {
	for _s in TERM INT; do
		for _m in write read sync close; do
			sigwait -t oss/signal -s $_s $_m $dsp
			sigwait -t oss/signal -s $_s -H $_m $dsp
		done
		sigwait -t oss/signal -s $_s exec dd if=/dev/zero of=$dsp bs=64k count=64
	done
}

# alsa_signal_tests: aplay and arecord blocked in the ALSA sample's PCM end
# within 1 s of SIGTERM or SIGINT (the ALSA core's waits; aplay catches
# both and aborts the stream).
alsa_signal_tests() {
	for _s in TERM INT; do
		sigwait -t alsa/signal -s $_s exec aplay -q -D $pcm -t raw -f S16_LE -c 2 -r 48000 -d 30 /dev/zero
		sigwait -t alsa/signal -s $_s exec arecord -q -D $pcm -t raw -f S16_LE -c 2 -r 48000 -d 30 /dev/null
	done
}

oss_tests() {
	oss_load oss || return
	dmesg_has oss/registered 'avc_oss: /dev/dsp7: register_sound_dsp\(\)'
	if ! avc_wait_for $dsp 5; then
		avc_not_ok oss/node "$dsp did not appear"
		return
	fi
	avc_ok oss/node "$dsp"

	# a real OSS client from Debian
	if sox -h 2>&1 | grep -q '^AUDIO DEVICE DRIVERS:.* oss'; then
		sox_tests
	else
		avc_skip oss/sox "sox has no oss driver (libsox-fmt-oss missing)"
	fi
	oss_late_tests $dsp

	# plain read()/write(): data from frame 0, durations (close drains)
	oss-mmap-verify -t oss/rw-s16 -d $secs read $dsp
	oss-mmap-verify -t oss/rw-s16 -d $secs write $dsp
	oss-mmap-verify -t oss/rw-u8 -f u8 -c 1 -r 8000 -d 1 read $dsp
	oss-mmap-verify -t oss/rw-u8 -f u8 -c 1 -r 8000 -d 1 write $dsp

	# OSS mmap: GETxPTR against the wall clock, the data in the ring
	oss-mmap-verify -t oss/mmap-s16 -d $secs capture $dsp
	oss-mmap-verify -t oss/mmap-s16 -d $secs playback $dsp
	oss-mmap-verify -t oss/mmap-u8 -f u8 -c 1 -r 8000 -d 1 capture $dsp
	oss-mmap-verify -t oss/mmap-u8 -f u8 -c 1 -r 8000 -d 1 playback $dsp
	oss-mmap-verify -t oss/mmap-frag -F 0x0006000b -r 44100 -d 1 capture $dsp
	oss-mmap-verify -t oss/mmap-192k -r 192000 -d 1 capture $dsp

	hostile -t oss/hostile -s "$(mapsize $dsp)" $dsp
	oss_signal_tests

	# the module stays while a client has the device open and mapped
	oss-mmap-verify -t oss/held -d 3 capture $dsp &
	_pid=$!
	sleep 1
	if rmmod avc_oss 2>/dev/null; then
		avc_not_ok oss/rmmod-refused "rmmod succeeded under a running client"
	else
		avc_ok oss/rmmod-refused "refcnt $(cat /sys/module/avc_oss/refcnt)"
	fi
	wait $_pid
	oss_unload oss
}

# both at once, the fallbacks
oss_coexist() {
	modprobe avc_alsa && modprobe snd-pcm-oss || {
		avc_skip oss/coexist "avc_alsa or snd-pcm-oss did not load"
		return
	}
	if oss_load oss-coexist; then
		if avc_wait_for /dev/dsp 5 && avc_wait_for $dsp 5; then
			avc_ok oss-coexist/nodes "/dev/dsp (snd-pcm-oss) and $dsp (avc_oss)"
			oss-mmap-verify -t oss-coexist/avc_oss -d 1 capture $dsp
			oss-mmap-verify -t oss-coexist/snd-pcm-oss -W alsa -d 1 capture /dev/dsp
		else
			avc_not_ok oss-coexist/nodes "/dev/dsp or $dsp missing"
		fi
		oss_unload oss-coexist
	fi

	# unit 0 is snd-pcm-oss's: register_sound_dsp() fails, misc device
	if oss_load oss-unit0 dsp=0; then
		dmesg_has oss-unit0/fallback-log 'avc_oss: /dev/avc_dsp: misc device.*busy'
		if avc_wait_for /dev/avc_dsp 5; then
			oss-mmap-verify -t oss-unit0/misc -d 1 capture /dev/avc_dsp
		else
			avc_not_ok oss-unit0/node "/dev/avc_dsp missing"
		fi
		oss_unload oss-unit0
	fi
	alsa_unload

	# misc=1: the fallback a kernel without the OSS core gets
	if oss_load oss-misc misc=1; then
		dmesg_has oss-misc/log 'avc_oss: /dev/avc_dsp: misc device.*misc=1'
		if avc_wait_for /dev/avc_dsp 5; then
			oss-mmap-verify -t oss-misc/mmap -d 1 capture /dev/avc_dsp
			oss-mmap-verify -t oss-misc/mmap -d 1 playback /dev/avc_dsp
			hostile -t oss-misc/hostile -s "$(mapsize /dev/avc_dsp)" /dev/avc_dsp
		else
			avc_not_ok oss-misc/node "/dev/avc_dsp missing"
		fi
		oss_unload oss-misc
	fi
}

# The ALSA sample loaded with 256 KiB buffers (1.36 s at 48 kHz stereo,
# 341 ms at 192 kHz), for what the default 64 KiB cannot ride out under
# TCG on a loaded host, where a vCPU stops for 100 ms and more (the
# sample then reports an xrun; before issue 29 it skipped whole buffers
# silently, which capture-rate caught once in CI: 2 x 8192 frames):
# - mmap capture at 192 kHz: alsa-mmap-verify's default buffer of 340 ms
#   is 256 KiB there (64 KiB is 85 ms);
# - ffmpeg and gstreamer: ffmpeg reads nothing while it opens its output,
#   which outlasted the default 64 KiB (341 ms): an xrun (ffmpeg -f alsa
#   takes the largest buffer), data from frame 0 again.  Likewise the OSS
#   sample (oss_users): an overrun, a gap.
alsa_256k() {
	avc_check alsa/256k-modprobe modprobe avc_alsa buffer_kb=256 || return
	if ! avc_wait_for /proc/asound/$card 5; then
		avc_not_ok alsa/256k-card "/proc/asound/$card missing"
	else
		alsa-mmap-verify -t alsa/mmap-s16-192k -D $pcm -r 192000 -p 2048 -d 1 capture
		users_sound alsa alsa $pcm alsa-mmap-verify
	fi
	rmmod avc_alsa
}

oss_users() {
	if [ "${AVC_USERS:-}" != 1 ]; then
		users_sound oss oss $dsp oss-mmap-verify	# the skip
		return
	fi
	oss_load oss-users buffer_kb=256 || return
	if ! avc_wait_for $dsp 5; then
		avc_not_ok oss-users/node "$dsp did not appear"
	else
		users_sound oss oss $dsp oss-mmap-verify
	fi
	rmmod avc_oss
	avc_wait_gone $dsp 5
}

alsa_tests
alsa_unload
alsa_256k
alsa_vmalloc_tests
oss_tests
oss_users
oss_coexist
echo "sound e2e done"
