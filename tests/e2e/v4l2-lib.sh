# SPDX-License-Identifier: GPL-2.0
#
# tests/e2e/v4l2-lib.sh - guest helpers the V4L2 cameras' e2e scripts
# share (v4l2.sh, usbcam.sh); tests/e2e/sample copies it to
# /avc/v4l2-lib.sh.

# avc_compliance NAME DEV [GAPS]: v4l2-compliance -s -f -P on DEV (at most
# 240 s) must report "Failed: 0" and "Warnings: 0".  With GAPS (a reason),
# warnings that are all sequence gaps ("got sequence number N, expected
# N-1": frames the device itself dropped, which the driver must report
# that way) are a skip of the no-warning check with that reason, and the
# check passes on "Failed: 0"; any other warning still fails it.  The
# whole report stays in the serial log, failures and warnings repeated
# after it.
avc_compliance() {
	_t=$(date +%s)
	timeout 240 v4l2-compliance -d "$2" -s -f -P >/tmp/compliance.log 2>&1
	_rc=$?
	_tot=$(grep -E '^Total for .*: [0-9]+, Succeeded: [0-9]+, Failed: [0-9]+, Warnings: [0-9]+' \
		/tmp/compliance.log | tail -n 1)
	sed 's/^/  | /' /tmp/compliance.log
	grep -E 'fail:|warn:' /tmp/compliance.log | sed 's/^/  ! /' | head -n 40
	if [ -z "$_tot" ]; then
		tail -n 20 /tmp/compliance.log | sed 's/^/  | /'
		avc_not_ok "$1" "no Total line (exit $_rc)"
		return
	fi
	_failed=$(echo "$_tot" | sed -E 's/.*Failed: ([0-9]+).*/\1/')
	_warn=$(echo "$_tot" | sed -E 's/.*Warnings: ([0-9]+).*/\1/')
	echo "  compliance: $_tot (exit $_rc, $(($(date +%s) - _t)) s)"
	_other=$(grep 'warn:' /tmp/compliance.log | grep -vc 'got sequence number')
	if [ "$_failed" = 0 ] && [ "$_warn" = 0 ]; then
		avc_ok "$1" "${_tot#Total for }; $(($(date +%s) - _t)) s"
	elif [ "$_failed" = 0 ] && [ -n "${3:-}" ] && [ "$_other" = 0 ]; then
		avc_ok "$1" "${_tot#Total for }; $(($(date +%s) - _t)) s"
		avc_skip "$1-warnings" "$_warn sequence gaps: $3"
	else
		avc_not_ok "$1" "${_tot#Total for }"
	fi
}

# avc_signal_waits TAG DEV: a process blocked in VIDIOC_DQBUF (streaming,
# nothing queued) ends within 1 s of SIGTERM or SIGINT, and a caught
# signal makes DQBUF return EINTR within 1 s (sigwait).
avc_signal_waits() {
	for _s in TERM INT; do
		sigwait -t "$1/signal" -s $_s dqbuf "$2"
		sigwait -t "$1/signal" -s $_s -H dqbuf "$2"
	done
}

# avc_race TAG DEV: v4l2-race on DEV (issue 28): threads racing read()
# into untouched memory, mmap(), DQBUF and close() by another process; its
# watchdog reports a hang (a deadlock between ->mmap and read()'s copy to
# user space) as TAG/race/hang and kills the racers.  Killed after 150 s
# if even that does not come back.
avc_race() {
	timeout 150 v4l2-race -t "$1/race" "$2"
	_rc=$?
	echo "  $1/race: exit $_rc"
	[ $_rc -ne 143 ] || avc_not_ok "$1/race/timeout" "v4l2-race killed after 150 s"
}

# avc_owner_check TAG DEV [OPTIONS...]: v4l2-verify's queue-ownership
# checks (owner mode) on DEV, at most 60 s: another handle gets EBUSY
# while one owns the queue, the owner's close() frees it, read() owns it
# until close().  A driver that takes the owner from the ioctls' priv
# argument (NULL from 6.18 on) fails them on any kernel.
avc_owner_check() {
	_tag=$1
	_dev=$2
	shift 2
	timeout 60 v4l2-verify -t "$_tag" "$@" owner "$_dev"
	echo "  $_tag: exit $?"
}

# avc_load_camera MOD NAME: modprobe MOD and wait (2 s) for its video node,
# the one named NAME; sets $dev.  Status 1, with the failure reported, if
# either does not happen.
avc_load_camera() {
	dev=""
	avc_check v4l2/modprobe modprobe "$1" || return 1
	for _i in 1 2 3 4 5 6 7 8 9 10; do
		dev=$(avc_video_node "$2") && break
		dev=""
		usleep 200000
	done
	if [ -z "$dev" ]; then
		avc_not_ok v4l2/device-node "no node named '$2'"
		return 1
	fi
	avc_ok v4l2/device-node "$dev"
}

# avc_verify PREFIX SECONDS TAG ARGS...: one v4l2-verify run tagged
# PREFIX/TAG (it prints its own results), killed after SECONDS; its exit
# and the elapsed time (the caller's elapsed()) in the log.  A client
# stuck in the driver is a failure, not a lost result (busybox timeout:
# 128 + SIGTERM).
avc_verify() {
	_vp=$1 _vs=$2 _tag=$3
	shift 3
	timeout "$_vs" v4l2-verify -t "$_vp/$_tag" "$@"
	_rc=$?
	echo "  $_tag: exit $_rc at $(elapsed) s"
	[ $_rc -ne 143 ] || avc_not_ok "$_vp/$_tag/timeout" "killed after $_vs s"
}
