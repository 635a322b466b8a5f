# SPDX-License-Identifier: GPL-2.0
#
# tests/e2e/sound-vmalloc.sh - the ALSA sample loaded with
# vmalloc_helpers=1: its PCM buffers come from
# snd_pcm_lib_alloc_vmalloc_buffer() and the ALSA core maps them through
# .page = snd_pcm_lib_get_vmalloc_page, the kernel's own helpers up to
# 6.11 and compat/sound/pcm.h's from 6.12 (issue 26).  Sourced by sound.sh
# and by the sound-vmalloc run of tests/e2e/mutants (both copy it to
# /avc/sound-vmalloc.sh); needs aplay, arecord, alsa-mmap-verify and
# alsa-grow.
#
# alsa_vmalloc_tests:
#   - arecord -M (mmap) S16_LE/2ch/48k for 2 s and U8/1ch/8k for 1 s:
#     every byte the sawtooth from frame 0 (what the sample wrote into the
#     buffer, read through the pages .page gave);
#   - aplay -M of the 2 s recording on periods of 4000 frames (96000
#     frames are 24 whole periods: aplay pads nothing): the sample
#     compares each frame it consumes with the sawtooth and logs the
#     count at hw_free; every one of the 96000 must match (what aplay
#     wrote through the mapping reached the buffer);
#   - alsa-lib's mmap API (alsa-mmap-verify capture and playback): the
#     data and the pointer against the wall clock, the played sawtooth
#     checked by the sample likewise;
#   - alsa-grow: hw_params of 8192 frames, then without hw_free 16384
#     (the helper must reallocate: a larger buffer, mapped at its new
#     size) and 12288 (kept), capture through each mapping the sawtooth.
# An xrun (the guest stalled longer than the buffer) restarts the frame
# count, not the data: a playback run that had one is repeated, twice at
# most.

# avc_vm_playcheck NAME FRAMES CMD...: run CMD (a playback of the
# sawtooth from frame 0 through the sample's mapping; its own output and
# results pass through), then read the "playback check" line the sample
# logged at its hw_free: at least FRAMES compared and none of the first
# FRAMES different (aplay ends with a period of silence after the data:
# those may differ), or, with FRAMES 0, some compared and none different.
# With FRAMES given the client is aplay, which goes on after an xrun
# where the sample's frame count starts again: a run with a restart is
# repeated, twice at most (alsa-mmap-verify starts its own case again
# from frame 0, so a restart is no fault there).
avc_vm_playcheck() {
	_pn=$1 _pf=$2
	shift 2
	for _try in 1 2 3; do
		_before=$(dmesg | grep -c 'avc_alsa: playback check:')
		"$@"
		_rc=$?
		if [ $_rc -ne 0 ]; then
			avc_not_ok "$_pn" "$1 exited with $_rc"
			return 1
		fi
		if [ "$(dmesg | grep -c 'avc_alsa: playback check:')" -le "$_before" ]; then
			avc_not_ok "$_pn" "the sample logged no playback check"
			return 1
		fi
		_l=$(dmesg | grep 'avc_alsa: playback check:' | tail -n 1)
		_l=${_l#*playback check: }
		_n=$(echo "$_l" | sed -n 's/^\([0-9]*\) frames .*/\1/p')
		_w=$(echo "$_l" | sed -n 's/.* \([0-9]*\) differ .*/\1/p')
		_r=$(echo "$_l" | sed -n 's/.* \([0-9]*\) restarts.*/\1/p')
		_f=$(echo "$_l" | sed -n 's/.*(first: frame \([0-9]*\)).*/\1/p')
		if [ "$_pf" != 0 ] && [ "$_r" != 0 ] && [ $_try -lt 3 ]; then
			echo "# $_pn: $_r restart(s) after an xrun, again"
			continue
		fi
		if [ "$_pf" = 0 ] && [ "$_w" = 0 ] && [ "${_n:-0}" -gt 0 ]; then
			avc_ok "$_pn" "$_l"
			return 0
		fi
		if [ "$_pf" != 0 ] && [ "$_r" = 0 ] && [ "${_n:-0}" -ge "$_pf" ] &&
		   { [ "$_w" = 0 ] || [ "${_f:-0}" -ge "$_pf" ]; }; then
			avc_ok "$_pn" "$_l: the first $_pf frames are the data"
			return 0
		fi
		avc_not_ok "$_pn" "$_l (expected: the first $_pf frames compared and the sawtooth; with 0, none different)"
		return 1
	done
}

alsa_vmalloc_tests() {
	_vt=alsa-vmalloc
	_vp=hw:avcalsa
	avc_check $_vt/modprobe modprobe avc_alsa vmalloc_helpers=1 || return
	if ! avc_wait_for /proc/asound/avcalsa 5; then
		avc_not_ok $_vt/card "/proc/asound/avcalsa missing"
		rmmod avc_alsa
		return
	fi
	_l=$(dmesg | grep -E 'avc_alsa: card [0-9]+ \(avcalsa\).*snd_pcm_lib_alloc_vmalloc_buffer\(\), mmap via \.page' | tail -n 1)
	if [ -n "$_l" ]; then
		avc_ok $_vt/card-log "$_l"
	else
		avc_not_ok $_vt/card-log "no log line of the vmalloc_helpers=1 card"
	fi

	# mmap capture: the pages .page gives, byte for byte
	rm -f /tmp/vrec.raw /tmp/vplay.raw
	if avc_check $_vt/arecord-mmap arecord -q -M -D $_vp -t raw -f S16_LE -c 2 -r 48000 -d 2 /tmp/vrec.raw &&
	   alsa-mmap-verify -t $_vt/arecord-mmap -n 384000 file /tmp/vrec.raw; then
		# mmap playback of that recording, checked by the sample
		head -c 384000 /tmp/vrec.raw >/tmp/vplay.raw
		avc_vm_playcheck $_vt/aplay-mmap 96000 aplay -q -M -D $_vp -t raw -f S16_LE -c 2 -r 48000 --period-size=4000 --buffer-size=16000 /tmp/vplay.raw
	else
		avc_skip $_vt/aplay-mmap "no verified recording to play"
	fi
	rm -f /tmp/vrec.raw /tmp/vplay.raw
	if avc_check $_vt/arecord-mmap-u8 arecord -q -M -D $_vp -t raw -f U8 -c 1 -r 8000 -d 1 /tmp/vrec.raw; then
		alsa-mmap-verify -t $_vt/arecord-mmap-u8 -f u8 -c 1 -r 8000 -n 8000 file /tmp/vrec.raw
	fi
	rm -f /tmp/vrec.raw

	# alsa-lib's mmap API
	alsa-mmap-verify -t $_vt/mmap-s16 -D $_vp -d 2 capture
	avc_vm_playcheck $_vt/mmap-s16-playback 0 alsa-mmap-verify -t $_vt/mmap-s16 -D $_vp -d 2 playback

	# a second hw_params asking for more, without hw_free (raw ioctls)
	alsa-grow -t $_vt/grow

	avc_check $_vt/rmmod rmmod avc_alsa
}
