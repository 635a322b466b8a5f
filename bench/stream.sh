# SPDX-License-Identifier: GPL-2.0
#
# bench/stream.sh - guest part of the streaming benchmark, sourced by
# bench/bench.sh when STREAM_DEVS is set (scripts/vm, busybox sh, one CPU).
#
# For each repetition, in this order (interleaved, so that a slow spell of
# the host hits every device alike), each device in STREAM_DEVS:
#   idle       nothing runs: the baseline of CPU time and timer wake-ups
#   avc_v4l2   the V4L2 sample, v4l2-ctl --stream-mmap, YUYV WxH at FPS
#   vivid      the kernel's virtual camera, the same format, size, rate
#   avc_alsa   the ALSA sample, arecord -M, S16_LE, 2 channels, RATE Hz,
#   snd-dummy  periods of 1024 frames, buffer of 4096
#   snd-aloop  (capture with nothing playing into the loopback)
# The client starts, runs one second, and then the window opens: STREAM_SECS
# seconds between two snapshots of /proc/uptime (time and idle time: with
# NO_HZ the idle time is measured, not sampled by the tick), /proc/stat
# (busy and total jiffies, tick-sampled), /proc/interrupts (LOC: local
# timer interrupts), /proc/softirqs (HRTIMER, TIMER) and the client's
# progress: the frames v4l2-ctl has dequeued (it writes one '<' to stderr
# per buffer) or the PCM's hw_ptr (/proc/asound/CARD/pcm0c/sub0/status).
# One line per run:
#   stream KIND DEV REP REQ  t idle busy total loc hrtimer timer n  (at
#   the start, then the same eight at the end)  EXTRA
# KIND v4l2|alsa|idle, REQ the requested fps or rate, t and idle in
# centiseconds, EXTRA the last fps v4l2-ctl printed and the number of
# late-thread traces of vivid (st_late), or the number of overruns arecord
# reported (an overrun restarts the stream: that run's figures are void).
# bench/run (bench/stream-report) turns these into the table.
# Environment: STREAM_DEVS (comma-separated), STREAM_SECS (8), STREAM_REPS
# (3), STREAM_W (640), STREAM_H (480), STREAM_FPS (30), STREAM_RATE (48000).

st_secs=${STREAM_SECS:-8}
st_reps=${STREAM_REPS:-3}
st_w=${STREAM_W:-640}
st_h=${STREAM_H:-480}
st_fps=${STREAM_FPS:-30}
st_rate=${STREAM_RATE:-48000}

# st_snap FILE MODE: one awk reads the clock, then FILE (MODE frames: count
# its '<'; hwptr: its hw_ptr line), then the counters.
st_snap() {
	awk -v cnt="$1" -v mode="$2" '
	FILENAME == "/proc/uptime" {
		split($1, u, "."); t = u[1] * 100 + substr(u[2] "00", 1, 2)
		split($2, u, "."); idle = u[1] * 100 + substr(u[2] "00", 1, 2)
	}
	FILENAME == cnt && mode == "frames" { n += gsub(/</, "") }
	FILENAME == cnt && mode == "hwptr" && $1 == "hw_ptr" { n = $3 }
	FILENAME == "/proc/stat" && $1 == "cpu" {
		busy = $2 + $3 + $4 + $7 + $8 + $9; tot = busy + $5 + $6
	}
	FILENAME == "/proc/interrupts" && $1 == "LOC:" {
		for (i = 2; i <= NF && $i ~ /^[0-9]+$/; i++) loc += $i
	}
	FILENAME == "/proc/softirqs" && $1 == "HRTIMER:" {
		for (i = 2; i <= NF; i++) hrt += $i
	}
	FILENAME == "/proc/softirqs" && $1 == "TIMER:" {
		for (i = 2; i <= NF; i++) tim += $i
	}
	END {
		printf "%d %d %d %d %d %d %d %d\n", t, idle, busy, tot, loc, hrt, tim, n
	}
	' /proc/uptime "$1" /proc/stat /proc/interrupts /proc/softirqs
}

st_idle() {
	_a=$(st_snap /dev/null none)
	sleep "$st_secs"
	_b=$(st_snap /dev/null none)
	echo "stream idle idle $1 0 $_a $_b 0"
}

# st_late: vivid's capture thread, when an overloaded host runs it late,
# can pass a negative timeout to schedule_timeout() (a race in vivid), and
# the kernel logs a stack trace that scripts/vm would count against the
# whole boot.  If such traces are all the log has to complain of, clear
# the log (saying so) and print their number (0: none, or not only them).
st_late() {
	_late=$(dmesg | grep -c 'schedule_timeout: wrong timeout value')
	if [ "$_late" -gt 0 ] && dmesg | grep -q vivid_thread_vid_cap &&
	   [ "$(dmesg | grep -c 'Call Trace')" -eq "$_late" ] &&
	   ! dmesg | grep -E "$AVC_SPLAT_RE" | grep -qv 'Call Trace'; then
		echo "stream: vivid's thread ran late ($_late schedule_timeout traces); kernel log cleared" >&2
		dmesg -c >/dev/null
		echo "$_late"
		return
	fi
	echo 0
}

# st_v4l2 DEV NODE REP
st_v4l2() {
	rm -f /tmp/st.err
	v4l2-ctl -d "$2" \
		--set-fmt-video=width="$st_w",height="$st_h",pixelformat=YUYV \
		--set-parm="$st_fps" --stream-mmap \
		--stream-count=$(((st_secs + 4) * st_fps)) \
		>/tmp/st.out 2>/tmp/st.err &
	_p=$!
	sleep 1
	_a=$(st_snap /tmp/st.err frames)
	sleep "$st_secs"
	_b=$(st_snap /tmp/st.err frames)
	kill "$_p" 2>/dev/null
	wait "$_p"
	_f=$(tr '\r' '\n' </tmp/st.err | sed -n 's/.* \([0-9.]*\) fps.*/\1/p' | tail -n 1)
	echo "stream v4l2 $1 $3 $st_fps $_a $_b ${_f:-0} $(st_late)"
	if [ "$(echo "$_b" | cut -d' ' -f8)" -gt "$(echo "$_a" | cut -d' ' -f8)" ]; then
		avc_ok "stream/$1/$3" "v4l2-ctl --stream-mmap on $2"
	else
		avc_not_ok "stream/$1/$3" "no frames from $2: $(tr '\r' '\n' </tmp/st.err | tail -n 2 | tr '\n' ' ')"
	fi
}

# st_alsa DEV CARD REP
st_alsa() {
	rm -f /tmp/st.err
	arecord -q -M -D "hw:$2" -t raw -f S16_LE -c 2 -r "$st_rate" \
		--period-size=1024 --buffer-size=4096 -d $((st_secs + 4)) \
		/tmp/st.raw 2>/tmp/st.err &
	_p=$!
	sleep 1
	_s=/proc/asound/$2/pcm0c/sub0/status
	_a=$(st_snap "$_s" hwptr)
	sleep "$st_secs"
	_b=$(st_snap "$_s" hwptr)
	kill "$_p" 2>/dev/null
	wait "$_p"
	_x=$(grep -c -i overrun /tmp/st.err)
	rm -f /tmp/st.raw
	echo "stream alsa $1 $3 $st_rate $_a $_b $_x"
	if [ "$_x" -gt 0 ]; then
		avc_ok "stream/$1/$3" "arecord -M on hw:$2: $_x overruns (client starved: run not counted)"
	elif [ "$(echo "$_b" | cut -d' ' -f8)" -gt "$(echo "$_a" | cut -d' ' -f8)" ]; then
		avc_ok "stream/$1/$3" "arecord -M on hw:$2"
	else
		avc_not_ok "stream/$1/$3" "hw:$2 did not run: $(tail -n 2 /tmp/st.err | tr '\n' ' ')"
	fi
}

st_run() {
	case $1 in
	idle) st_idle "$2" ;;
	avc_v4l2) st_v4l2 "$1" "$st_avc" "$2" ;;
	vivid) st_v4l2 "$1" "$st_vivid" "$2" ;;
	avc_alsa) st_alsa "$1" avcalsa "$2" ;;
	snd-dummy) st_alsa "$1" Dummy "$2" ;;
	snd-aloop) st_alsa "$1" Loopback "$2" ;;
	esac
}

# st_wait_node NAME: wait up to 5 s for NAME's node; print it.
st_wait_node() {
	_i=0
	until avc_video_node "$1"; do
		[ $_i -ge 50 ] && return 1
		usleep 100000
		_i=$((_i + 1))
	done
}

st_main() {
	st_run_devs=""
	for _d in $(echo "$STREAM_DEVS" | tr , " "); do
		case $_d in
		idle) ;;
		avc_v4l2)
			modprobe avc_v4l2 || { avc_not_ok "stream/load-$_d"; continue; }
			st_avc=$(st_wait_node "avcompat virtual camera") ||
				{ avc_not_ok "stream/node-$_d" "no node"; continue; } ;;
		vivid)
			modprobe vivid n_devs=1 node_types=0x1 num_inputs=1 \
				input_types=0x0 no_error_inj=1 ||
				{ avc_not_ok "stream/load-$_d"; continue; }
			st_vivid=$(st_wait_node vivid-000-vid-cap) ||
				{ avc_not_ok "stream/node-$_d" "no node"; continue; } ;;
		avc_alsa | snd-dummy | snd-aloop)
			case $_d in
			avc_alsa) _c=avcalsa ;;
			snd-dummy) _c=Dummy ;;
			*) _c=Loopback ;;
			esac
			modprobe "$_d" || { avc_not_ok "stream/load-$_d"; continue; }
			avc_wait_for "/proc/asound/$_c" 5 ||
				{ avc_not_ok "stream/card-$_d" "no /proc/asound/$_c"; continue; } ;;
		*) avc_not_ok "stream/$_d" "unknown device"; continue ;;
		esac
		st_run_devs="$st_run_devs $_d"
	done
	echo "stream: devices:$st_run_devs; ${st_secs} s windows, $st_reps repetitions"
	_r=1
	while [ $_r -le "$st_reps" ]; do
		for _d in $st_run_devs; do
			st_run "$_d" $_r
		done
		_r=$((_r + 1))
	done
}

st_main
