# SPDX-License-Identifier: GPL-2.0
#
# tests/e2e/v4l2.sh - guest script of the avc_v4l2 end-to-end test.
#
# Run by scripts/vm inside the guest (busybox sh, /avc/lib.sh sourced) with
#	--modules ".../avc_v4l2.ko"	(videodev comes with it)
#	--files "v4l2-verify hostile modunload sigwait v4l2-race
#	/avc/clients.sh" and
#	v4l2-compliance, v4l2-ctl: the host's (--files) or a root's
#	(--root-files, with AVC_CLIENTS=SUITE), as the row's clients column
#	says; ffmpeg and gstreamer (--pack, AVC_USERS=1) in the run with the
#	host's clients
# Loads the module, finds its node and runs:
#   - v4l2-compliance -s: "Failed: 0" required, warnings reported;
#   - v4l2-ctl --stream-mmap to a file, and dd (read()) to a file, both
#     checked byte by byte by v4l2-verify;
#   - ffmpeg -f v4l2 and gstreamer's v4l2src io-mode=mmap and rw to
#     files, likewise (clients.sh);
#   - v4l2-verify mmap/read captures at several formats, sizes, rates,
#     patterns and control values (every byte, the embedded frame counter,
#     the frame rate against the wall clock);
#   - v4l2-verify api: queue edge cases, DQBUF blocked in a thread during
#     STREAMOFF, a signal and close();
#   - v4l2-verify budget: CREATE_BUFS cannot make one queue hold more
#     than 128 MiB (4 x 64 MiB asked, 2 given, then ENOMEM);
#   - sigwait: a process blocked in DQBUF ends within 1 s of SIGTERM or
#     SIGINT, and DQBUF returns EINTR within 1 s of a caught one;
#   - v4l2-race: threads racing read() into untouched memory, mmap(),
#     DQBUF and close() (issue 28), a hang reported as a failure;
#   - hostile mmap requests against a buffer another process allocated;
#   - rmmod while a buffer is mapped by a process that closed the device:
#     refused, the mapping intact; rmmod succeeds once it is unmapped.
# Optional environment: V4L2_QUICK=1 skips the slow large-frame captures.

. /avc/v4l2-lib.sh
. /avc/clients.sh

mod=avc_v4l2
name="avcompat virtual camera"

t0=$(date +%s)
elapsed() { echo $(($(date +%s) - t0)); }

echo "v4l2 e2e on $(uname -r)"
# the Debian clients the run asks for ($AVC_CLIENTS): the host's, or a
# root's (tests/e2e/sample, the clients column of scripts/kernels)
avc_use_clients v4l2/clients v4l2-compliance v4l2-ctl || exit 0

avc_load_camera $mod "$name" || exit 0

# ---------------------------------------------------------------- compliance

# The frame clock runs whether or not the guest keeps up
# (avc_v4l2_stream.c): a guest under TCG that a busy host stops for a
# frame interval skips that tick, and the sequence shows the gap, which
# v4l2-compliance warns about: a skip with this reason, not a pass.
avc_compliance v4l2/compliance "$dev" \
	"the guest could not run for a frame interval (TCG on a busy host), so the frame clock skipped ticks"

# ---------------------------------------------------------------- v4l2-ctl, dd

# ctl_capture FOURCC W H FPS N
ctl_capture() {
	_tag=v4l2/ctl-$1-$2x$3
	rm -f /tmp/ctl.raw
	if ! v4l2-ctl -d "$dev" --set-fmt-video="width=$2,height=$3,pixelformat=$1" \
		--set-parm="$4" --stream-mmap --stream-count="$5" \
		--stream-to=/tmp/ctl.raw >/tmp/ctl.log 2>&1; then
		tail -n 5 /tmp/ctl.log | sed 's/^/  | /'
		avc_not_ok "$_tag" "v4l2-ctl failed"
		return
	fi
	avc_ok "$_tag" "v4l2-ctl --stream-mmap --stream-count=$5 at $4 fps"
	v4l2-verify -t "$_tag" -f "$1" -s "$2x$3" -n "$5" file /tmp/ctl.raw
	rm -f /tmp/ctl.raw
}
ctl_capture RGB3 320 240 30 30
ctl_capture YUYV 640 480 25 20

# a plain read() capture: dd reads one frame per read()
v4l2-ctl -d "$dev" --set-fmt-video=width=320,height=240,pixelformat=YUYV \
	--set-parm=30 >/dev/null 2>&1
rm -f /tmp/dd.raw
if dd if="$dev" of=/tmp/dd.raw bs=153600 count=10 2>/tmp/dd.log; then
	avc_ok v4l2/dd-read "dd bs=153600 count=10"
	v4l2-verify -t v4l2/dd-read -f YUYV -s 320x240 -n 10 file /tmp/dd.raw
else
	avc_not_ok v4l2/dd-read "$(tail -n 1 /tmp/dd.log)"
fi
rm -f /tmp/dd.raw

# ffmpeg and gstreamer
users_v4l2 v4l2 "$dev"

# ---------------------------------------------------------------- v4l2-verify

# verify TAG ARGS...: one v4l2-verify run, at most 120 s (avc_verify)
verify() { avc_verify v4l2 120 "$@"; }

verify mmap-yuyv-640 -f YUYV -s 640x480 -r 30 -n 60 mmap "$dev"
verify mmap-rgb-320-bars -f RGB3 -s 320x240 -r 25 -n 40 -p 1 -b 100 -c 200 \
	mmap "$dev"
verify mmap-yuyv-320-checkers -f YUYV -s 320x240 -r 15 -n 20 -p 2 -b 160 \
	-c 64 mmap "$dev"
verify read-rgb-320 -f RGB3 -s 320x240 -r 30 -n 40 read "$dev"
verify read-yuyv-640-checkers -f YUYV -s 640x480 -r 10 -n 15 -p 2 read "$dev"
if [ "${V4L2_QUICK:-0}" = 1 ]; then
	avc_skip v4l2/mmap-large "V4L2_QUICK=1"
else
	verify mmap-rgb-1280 -f RGB3 -s 1280x720 -r 10 -n 15 mmap "$dev"
	verify mmap-yuyv-1280-bars -f YUYV -s 1280x720 -r 5 -n 10 -p 1 \
		mmap "$dev"
fi
verify api api "$dev"
verify budget budget "$dev"
avc_signal_waits v4l2 "$dev"

# ---------------------------------------------------------------- race

avc_race v4l2 "$dev"

# ---------------------------------------------------------------- owner

# the queue belongs to the handle that allocated it, whatever the
# kernel passes as the ioctls' priv (NULL from 6.18 on)
avc_owner_check v4l2/owner "$dev" -s 320x240

# ---------------------------------------------------------------- hostile

rm -f /tmp/h-ready /tmp/h-go
v4l2-verify -t v4l2/hostile-holder hold "$dev" /tmp/h-ready /tmp/h-go &
holder=$!
if avc_wait_for /tmp/h-ready 30; then
	read -r off size </tmp/h-ready
	echo "  hostile: last buffer at offset $off, $size bytes"
	hostile -t v4l2/hostile -o "$off" -s "$size" "$dev"
	echo "  hostile: exit $?"
else
	avc_not_ok v4l2/hostile "the holder did not allocate buffers"
fi
touch /tmp/h-go
wait $holder

# ---------------------------------------------------------------- rmmod

rm -f /tmp/m-ready /tmp/m-go
v4l2-verify -t v4l2/rmmod-holder -C hold "$dev" /tmp/m-ready /tmp/m-go &
holder=$!
if avc_wait_for /tmp/m-ready 30; then
	_ref=$(cat /sys/module/$mod/refcnt)
	if [ "$_ref" -ge 1 ]; then
		avc_ok v4l2/rmmod-refcnt "refcnt $_ref with the device closed, a buffer mapped"
	else
		avc_not_ok v4l2/rmmod-refcnt "refcnt $_ref with a live mapping"
	fi
	avc_rmmod_refused v4l2/rmmod-while-mapped $mod \
		"module removed under a live mapping"
else
	avc_not_ok v4l2/rmmod-while-mapped "the holder did not map a buffer"
fi
touch /tmp/m-go
wait $holder

if avc_check v4l2/rmmod rmmod $mod && avc_wait_gone "$dev" 5 &&
   [ ! -e /sys/module/$mod ]; then
	avc_ok v4l2/gone-after-rmmod "$dev removed"
else
	avc_not_ok v4l2/gone-after-rmmod "module or $dev still present"
fi
echo "v4l2 e2e done in $(elapsed) s"
