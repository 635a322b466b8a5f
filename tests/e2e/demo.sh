# SPDX-License-Identifier: GPL-2.0
#
# tests/e2e/demo.sh - guest script of "make demo": the samples doing what
# they are for, once, with results a person can look at.
#
# Run by scripts/vm inside the guest (busybox sh, /avc/lib.sh sourced) with
#	--modules ".../avc_v4l2.ko .../avc_alsa.ko .../avc_oss.ko"
#	--files "v4l2-verify alsa-mmap-verify oss-mmap-verify /usr/bin/v4l2-ctl
#		 /usr/bin/aplay:/usr/local/bin/arecord"  --alsa
# and DEMO_FRAMES, DEMO_FPS in the environment:
#   - V4L2: v4l2-ctl --stream-mmap captures DEMO_FRAMES RGB24 640x480
#     frames at DEMO_FPS; the fps is measured here (wall clock around the
#     capture) and checked by v4l2-verify, which also checks every byte;
#     the last frame goes to the serial console as base64 between
#     "AVC-DEMO frame-begin W H FOURCC" and "AVC-DEMO frame-end" lines;
#   - ALSA: arecord -M (mmap) records 2 s from the sample's capture PCM;
#     alsa-mmap-verify checks the samples; the WAV file goes out the same
#     way ("AVC-DEMO wav-begin" .. "AVC-DEMO wav-end");
#   - OSS: the node the OSS sample registered; 1 s of mmap capture with
#     GETIPTR against the wall clock and the ring checked.
# "AVC-DEMO KEY VALUE" lines carry the measurements to the host.

frames=${DEMO_FRAMES:-90}
fps=${DEMO_FPS:-30}
w=640
h=480

# emit TAG FILE: FILE as base64 on the console between markers
emit() {
	echo "AVC-DEMO $1-begin $2"
	base64 "$3"
	echo "AVC-DEMO $1-end"
}

echo "demo on $(uname -r)"

# ---------------------------------------------------------------- V4L2

v4l2_demo() {
	avc_check demo/v4l2-modprobe modprobe avc_v4l2 || return
	for _i in 1 2 3 4 5 6 7 8 9 10; do
		dev=$(avc_video_node "avcompat virtual camera") && break
		usleep 200000
	done
	if [ -z "$dev" ]; then
		avc_not_ok demo/v4l2-node "no avcompat virtual camera node"
		return
	fi
	avc_ok demo/v4l2-node "$dev"
	_t0=$(avc_now_cs)
	if ! v4l2-ctl -d "$dev" \
		--set-fmt-video="width=$w,height=$h,pixelformat=RGB3" \
		--set-parm="$fps" --stream-mmap=4 --stream-count="$frames" \
		--stream-to=/tmp/demo.raw >/tmp/ctl.log 2>&1; then
		sed 's/^/  | /' /tmp/ctl.log | tail -n 5
		avc_not_ok demo/v4l2-capture "v4l2-ctl --stream-mmap failed"
		return
	fi
	_el=$(($(avc_now_cs) - _t0))
	# the first frame is due one interval after STREAMON: frames / (time)
	# is the delivered rate, start-up included (a lower bound)
	echo "AVC-DEMO v4l2-fps $((frames * 10000 / _el)) $_el"
	avc_ok demo/v4l2-capture "$frames frames RGB24 ${w}x$h in ${_el}0 ms"
	avc_check demo/v4l2-verify-bytes \
		v4l2-verify -t demo -f RGB3 -s ${w}x$h -n "$frames" file /tmp/demo.raw
	# the device's own rate, measured by sequence numbers and timestamps
	avc_check demo/v4l2-verify-rate \
		v4l2-verify -t demo -f RGB3 -s ${w}x$h -r "$fps" -n "$frames" mmap "$dev"
	_fs=$((w * h * 3))
	tail -c "$_fs" /tmp/demo.raw >/tmp/frame.rgb
	emit frame "$w $h RGB3" /tmp/frame.rgb
	rm -f /tmp/demo.raw /tmp/frame.rgb
}

# ---------------------------------------------------------------- ALSA

alsa_demo() {
	avc_check demo/alsa-modprobe modprobe avc_alsa || return
	if ! avc_wait_for /proc/asound/avcalsa 5; then
		avc_not_ok demo/alsa-card "no /proc/asound/avcalsa"
		return
	fi
	_t0=$(avc_now_cs)
	if ! arecord -q -M -D hw:avcalsa -f S16_LE -c 2 -r 48000 -d 2 \
		/tmp/demo.wav >/tmp/rec.log 2>&1; then
		sed 's/^/  | /' /tmp/rec.log | tail -n 5
		avc_not_ok demo/alsa-arecord "arecord -M failed"
		return
	fi
	_el=$(($(avc_now_cs) - _t0))
	echo "AVC-DEMO alsa-time $_el"
	avc_ok demo/alsa-arecord "2 s of S16_LE stereo 48 kHz, mmap, in ${_el}0 ms"
	avc_check demo/alsa-verify alsa-mmap-verify -t demo -d 1 capture
	emit wav "48000 2 S16_LE" /tmp/demo.wav
	rm -f /tmp/demo.wav
}

# ---------------------------------------------------------------- OSS

oss_demo() {
	avc_check demo/oss-modprobe modprobe avc_oss || return
	_l=$(dmesg | grep -E 'avc_oss: .*/dev/' | tail -n 1)
	if [ -n "$_l" ]; then
		avc_ok demo/oss-node "$_l"
	else
		avc_not_ok demo/oss-node "no avc_oss registration line in the log"
		return
	fi
	_d=/dev/${_l#*/dev/}
	_d=${_d%%:*}
	avc_check demo/oss-mmap oss-mmap-verify -t demo -d 1 capture "$_d"
}

v4l2_demo
alsa_demo
oss_demo
exit 0
