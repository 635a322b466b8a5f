# SPDX-License-Identifier: GPL-2.0
#
# scripts/vm-guest.sh - the guest side of scripts/vm: copied into every
# image as /avc/lib.sh (after scripts/splat.sh, so AVC_SPLAT_RE is set) and
# sourced by the guest's shell (busybox sh) before the guest script.
avc_ok() { echo "AVC-TEST ok $*"; }
avc_not_ok() { _n=$1; shift; echo "AVC-TEST not ok $_n ${*:-failed}"; }
avc_skip() { _n=$1; shift; echo "AVC-TEST skip $_n ${*:-skipped}"; }
# avc_quote [FILE...]: FILEs (or stdin) indented as a quote; every line,
# the last one too, ends with a newline, so a log whose last line has none
# (v4l2-ctl's fps lines) cannot glue the next result line onto it.
avc_quote() { awk '{ print "  | " $0 }' "$@"; }
# avc_check NAME CMD...: ok if CMD exits 0, else not ok with its status
# and the last lines it printed (all output goes to the console too).
avc_check() {
	_n=$1; shift
	_out=$("$@" 2>&1); _rc=$?
	[ -n "$_out" ] && printf '%s\n' "$_out" | sed 's/^/  | /'
	if [ $_rc -eq 0 ]; then avc_ok "$_n"
	else avc_not_ok "$_n" "exit $_rc: $(printf '%s' "$_out" | tail -n 2 | tr '\n' ' ')"
	fi
	return $_rc
}
# avc_wait_for PATH [SECONDS]: wait until PATH exists (default 10 s).
avc_wait_for() {
	_i=0
	while [ ! -e "$1" ]; do
		[ $_i -ge $((${2:-10} * 10)) ] && return 1
		usleep 100000; _i=$((_i + 1))
	done
}
# avc_now_cs: CLOCK_BOOTTIME in centiseconds (busybox date has no %N)
avc_now_cs() {
	read -r _u _x </proc/uptime
	echo $((${_u%.*} * 100 + 1${_u#*.} - 100))
}
# avc_video_node NAME [KIND]: the /dev/KINDN (KIND video, the default, or
# v4l-subdev ...) whose sysfs name matches the shell pattern NAME (a plain
# name matches itself; the newest if several) once its node exists;
# status 1 if there is none.
avc_video_node() {
	_found=""
	for _n in /sys/class/video4linux/${2:-video}*; do
		case $(cat "$_n/name" 2>/dev/null) in
		$1) _found=/dev/${_n##*/} ;;
		esac
	done
	[ -n "$_found" ] && [ -e "$_found" ] && echo "$_found"
}
# avc_wait_gone PATH [SECONDS]: wait until PATH is gone (default 10 s).
avc_wait_gone() {
	_i=0
	while [ -e "$1" ]; do
		[ $_i -ge $((${2:-10} * 10)) ] && return 1
		usleep 100000; _i=$((_i + 1))
	done
}
# avc_rmmod_refused NAME MOD [GONE]: delete_module(MOD) while the test
# holds it (a node open, a buffer mapped) must be refused: ok NAME for
# EAGAIN, EWOULDBLOCK or EBUSY, else not ok, each with "delete_module: "
# and the answer of modunload (a --files client); GONE replaces that
# diagnostic when the module did go.
avc_rmmod_refused() {
	_got=$(modunload "$2")
	case $_got in
	EAGAIN | EWOULDBLOCK | EBUSY)
		avc_ok "$1" "delete_module: $_got" ;;
	ok)
		avc_not_ok "$1" "${3:-delete_module: ok}" ;;
	*)
		avc_not_ok "$1" "delete_module: $_got" ;;
	esac
}
# avc_use_root NAME: the commands of the --root NAME (scripts/vm
# --root-files) come first in PATH; "host" or nothing: PATH unchanged.
# Status 1 if the image has no such root.
avc_use_root() {
	[ -z "$1" ] || [ "$1" = host ] && return 0
	[ -d "/avc/roots/$1.bin" ] || return 1
	PATH=/avc/roots/$1.bin:$PATH
	export PATH
}
# avc_use_clients TAG CMD...: run the client set $AVC_CLIENTS names (a
# --root, or host) from now on and print each CMD's path and --version.
# A set other than host is also a result, TAG: ok with the versions, not
# ok (status 1) if the image lacks the set or one of the commands.
avc_use_clients() {
	_t=$1 _set=${AVC_CLIENTS:-host} _vs="" _miss=""
	shift
	if ! avc_use_root "$_set"; then
		avc_not_ok "$_t" "no client set '$_set' in the image"
		return 1
	fi
	for _c in "$@"; do
		if [ "$_set" != host ] && [ ! -x "/avc/roots/$_set.bin/$_c" ]; then
			_miss="$_miss $_c"
			continue
		fi
		if ! _v=$("$_c" --version 2>&1); then
			echo "clients: $_set: $_c --version: $_v"
			_miss="$_miss $_c"
			continue
		fi
		_v=$(echo "$_v" | head -n 1)
		echo "clients: $_set: $(command -v "$_c"): $_v"
		_vs="$_vs${_vs:+; }$_v"
	done
	[ "$_set" = host ] && return 0
	if [ -n "$_miss" ]; then
		avc_not_ok "$_t" "$_set lacks (or cannot run)$_miss"
		return 1
	fi
	avc_ok "$_t" "$_set: $_vs"
}
