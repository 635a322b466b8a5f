# SPDX-License-Identifier: GPL-2.0
#
# tests/e2e/clients.sh - the media clients users run, against the samples:
# ffmpeg and gstreamer (gst-launch-1.0) from Debian.  Sourced by sound.sh
# and v4l2.sh (tests/e2e/sample copies it to /avc/clients.sh).
#
# Every capture is byte-checked against the sample's pattern by the
# project's verify clients (alsa-mmap-verify / oss-mmap-verify file: the
# sawtooth of drivers-samples/common/avc_wave.h from frame 0;
# v4l2-verify file: the frame pattern of drivers-samples/v4l2/README.md,
# every byte of every frame).  The sound samples discard what they play,
# so playback is checked by its exit status and by taking the audio's
# duration by the wall clock (a device that plays too fast or never
# drains fails).
#
# tests/e2e/sample stages ffmpeg and gst-launch-1.0 with their ldd
# closure, and the gstreamer plugins these pipelines use at their own
# paths, also with their closure: gstreamer dlopen()s its plugins, so
# ldd of gst-launch-1.0 does not name them.  The registry goes to /tmp
# (the guest's / is an initramfs and may not hold it), scanned in-process
# (no gst-plugin-scanner helper).  $AVC_USERS says whether this run has
# them: 1, or why not (mmap: the SERIES-mmap run, which differs only in
# the OSS sample's mmap path, which these clients do not use; a client
# set other than host: the host's set runs them on every series; missing:
# the host lacks a file).

GST_PLUGIN_SYSTEM_PATH=/usr/lib/x86_64-linux-gnu/gstreamer-1.0
GST_REGISTRY=/tmp/gst-registry.bin
GST_REGISTRY_FORK=no
export GST_PLUGIN_SYSTEM_PATH GST_REGISTRY GST_REGISTRY_FORK

# users_here TAG: status 0 if this run has the clients, else a skip TAG
# with the reason.
users_here() {
	case ${AVC_USERS:-} in
	1)	return 0 ;;
	mmap)	avc_skip "$1" "ffmpeg and gstreamer run in this series' run without -mmap (they do not map the OSS device)" ;;
	set-*)	avc_skip "$1" "ffmpeg and gstreamer run with the host's client set, not ${AVC_USERS#set-}'s" ;;
	missing:*) avc_skip "$1" "no ${AVC_USERS#missing:} on the host (scripts/deps vm)" ;;
	*)	avc_skip "$1" "ffmpeg and gstreamer not staged (AVC_USERS='${AVC_USERS:-}')" ;;
	esac
	return 1
}

# users_run NAME LO CMD...: CMD must exit 0 within 30 s (killed then:
# start-up under TCG with 215 libraries takes 1-5 s on a loaded host),
# and take at least LO hundredths of a second: playback never ends before
# the audio has played.  Its output goes to the console, indented.
users_run() {
	_un=$1 _ulo=$2
	shift 2
	_ut0=$(avc_now_cs)
	timeout 30 "$@" >/tmp/users.log 2>&1
	_urc=$?
	_uel=$(($(avc_now_cs) - _ut0))
	sed 's/^/  | /' /tmp/users.log | tail -n 15
	if [ $_urc -ne 0 ]; then
		avc_not_ok "$_un" "exit $_urc after ${_uel}0 ms: $(grep -v '^$' /tmp/users.log | tail -n 2 | tr '\n' ' ')"
		return 1
	elif [ $_uel -lt "$_ulo" ]; then
		avc_not_ok "$_un" "took ${_uel}0 ms, less than ${_ulo}0 ms"
		return 1
	fi
	avc_ok "$_un" "${_uel}0 ms: $*"
}

# ffmpeg and gst-launch-1.0, quiet (words: users_run runs them under
# timeout, which cannot run a shell function)
users_ffmpeg="ffmpeg -nostdin -hide_banner -loglevel error -y"
users_gst="gst-launch-1.0 -q"

# users_sound TAG KIND DEV VERIFY: capture and playback through ffmpeg's
# KIND (alsa, oss) device and gstreamer's KINDsrc / KINDsink on DEV (a
# PCM or /dev/dspN); the recordings checked by VERIFY (alsa-mmap-verify
# or oss-mmap-verify) against the sawtooth, S16_LE stereo 48 kHz: half a
# second through ffmpeg (-t trims a few frames short: 0.45 s checked), 50 buffers through gstreamer (of 10 ms, or a
# fragment for osssrc: 0.27 s), at least 0.25 s checked; gstreamer's
# sources ask for a 1 s buffer (buffer-time: 200 ms by default, which a
# guest stalled on a loaded host may overrun).  Playback is the ffmpeg
# recording, through both.
users_sound() {
	_t=$1 _k=$2 _d=$3 _v=$4 _prop=device
	users_here "$_t/users" || return 0
	_caps=audio/x-raw,format=S16LE,rate=48000,channels=2,layout=interleaved
	_raw="format=pcm pcm-format=s16le sample-rate=48000 num-channels=2"

	rm -f /tmp/u.raw
	if users_run "$_t/ffmpeg-capture" 50 $users_ffmpeg -f "$_k" \
		-sample_rate 48000 -channels 2 -i "$_d" -t 0.5 -c:a pcm_s16le \
		-f s16le /tmp/u.raw; then
		"$_v" -t "$_t/ffmpeg-capture" -n 86400 file /tmp/u.raw
	fi
	# the sawtooth just recorded, played back (at least 0.5 s)
	[ -s /tmp/u.raw ] &&
		users_run "$_t/ffmpeg-playback" 50 $users_ffmpeg -f s16le \
			-ar 48000 -ac 2 -i /tmp/u.raw -f "$_k" "$_d"
	mv /tmp/u.raw /tmp/u-play.raw 2>/dev/null

	if users_run "$_t/gst-${_k}src" 25 $users_gst "${_k}src" \
		"$_prop=$_d" latency-time=10000 buffer-time=1000000 \
		num-buffers=50 ! "$_caps" ! \
		filesink location=/tmp/u.raw; then
		"$_v" -t "$_t/gst-${_k}src" -n 48000 file /tmp/u.raw
	fi
	rm -f /tmp/u.raw
	[ -s /tmp/u-play.raw ] &&
		users_run "$_t/gst-${_k}sink" 50 $users_gst filesrc \
			location=/tmp/u-play.raw ! rawaudioparse $_raw ! \
			"${_k}sink" "$_prop=$_d"
	rm -f /tmp/u-play.raw
}

# users_v4l2 TAG DEV: ffmpeg -f v4l2 (mmap streaming) and gstreamer's
# v4l2src with io-mode mmap and rw (read()): 10 frames of YUYV 320x240
# at 30 fps each, every byte of every frame against the pattern, the
# embedded frame counters increasing.
users_v4l2() {
	_t=$1 _d=$2
	users_here "$_t/users" || return 0
	rm -f /tmp/u.raw
	if users_run "$_t/ffmpeg-v4l2" 20 $users_ffmpeg -f v4l2 \
		-input_format yuyv422 -video_size 320x240 -framerate 30 \
		-i "$_d" -frames:v 10 -fps_mode passthrough -c:v rawvideo \
		-f rawvideo /tmp/u.raw; then
		v4l2-verify -t "$_t/ffmpeg-v4l2" -f YUYV -s 320x240 -n 10 file /tmp/u.raw
	fi
	for _io in mmap rw; do
		rm -f /tmp/u.raw
		if users_run "$_t/gst-v4l2src-$_io" 20 $users_gst v4l2src \
			device="$_d" io-mode=$_io num-buffers=10 ! \
			video/x-raw,format=YUY2,width=320,height=240,framerate=30/1 ! \
			filesink location=/tmp/u.raw; then
			v4l2-verify -t "$_t/gst-v4l2src-$_io" -f YUYV -s 320x240 -n 10 file /tmp/u.raw
		fi
	done
	rm -f /tmp/u.raw
}
