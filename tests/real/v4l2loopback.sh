# SPDX-License-Identifier: GPL-2.0
#
# tests/real/v4l2loopback.sh - guest script of tests/real: Debian's
# v4l2loopback, each version's avcompat build in turn, used as people use
# it (OBS, browsers: a producer writes frames into the output side, any
# V4L2 client captures them).
#
# Run by scripts/vm with --files: /avc/m/VERSION/v4l2loopback.ko for each
# version, /avc/real-expect (tests/real/expect), v4l2-compliance, v4l2-ctl,
# v4l2-hold, modunload; --modules: the modules' Debian dependencies
# (videodev), modprobe'd first (AVC_REAL_DEPS, comma separated).
# AVC_REAL_NOSTREAM: "VERSION:reason;..." versions that do not stream
# (tests/real/drivers); AVC_REAL_NOOPEN: "VERSION:reason;..." versions
# loaded and unloaded on this kernel whose node is not opened
# (tests/real/expect "noopen"); spaces of a reason as "~".  Per version:
#   - insmod with one device, exclusive_caps=1 (what browsers need: an
#     output node until a producer streams, then a capture node), its node
#     /dev/video10;
#   - v4l2-compliance on the output side (no producer) and on the capture
#     side (a producer streaming): the Total lines recorded; every failing
#     test must be listed for the version and side in /avc/real-expect,
#     with the reason it is the driver's own;
#   - a producer (v4l2-ctl --stream-out-mmap of 6 random 320x256 YUYV
#     frames, looped, paced by --stream-sleep to about 2 a second: an
#     unpaced one laps v4l2loopback's ring of 2 buffers while a consumer
#     copies one, which then reads a torn frame - the driver's design) and a consumer capturing by mmap (v4l2-ctl
#     --stream-mmap) and by read() (dd): every captured frame is byte for
#     byte one of the frames written (md5), and more than one of them came;
#   - a consumer maps a capture buffer and closes the device (v4l2-hold
#     -c): delete_module gets EBUSY or EAGAIN, the mapping intact;
#   - v4l2-compliance on the capture side, a producer streaming again
#     (last: its S_FMT calls change the format under the producer);
#   - rmmod succeeds and the node is gone.

W=320 H=256 FS=163840
dev=/dev/video10

# frames_check TAG FILE N: FILE holds N frames, each one of /tmp/ref's
# (by md5), at least two different.
frames_check() {
	_sz=$(wc -c <"$2")
	if [ "$_sz" -ne $(($3 * FS)) ]; then
		avc_not_ok "$1" "$_sz bytes, expected $3 frames of $FS"
		return
	fi
	_i=0 _bad=0
	: >/tmp/seen
	while [ $_i -lt "$3" ]; do
		_m=$(dd if="$2" bs=$FS skip=$_i count=1 2>/dev/null | md5sum | cut -d' ' -f1)
		grep -q "$_m" /tmp/ref.md5 || _bad=$((_bad + 1))
		echo "$_m" >>/tmp/seen
		_i=$((_i + 1))
	done
	_distinct=$(sort -u /tmp/seen | wc -l)
	if [ $_bad -ne 0 ]; then
		avc_not_ok "$1" "$_bad of $3 frames are none of the frames written"
	elif [ "$_distinct" -lt 2 ]; then
		avc_not_ok "$1" "$3 frames byte-exact but all the same frame: not streaming"
	else
		avc_ok "$1" "$3 frames byte-exact, $_distinct different ones of the 6 written"
	fi
}

# compliance TAG VER: v4l2-compliance, failures checked against the list.
compliance() {
	timeout 150 v4l2-compliance -d $dev >/tmp/compliance.log 2>&1
	_tot=$(grep -E '^Total for .*: [0-9]+, Succeeded: [0-9]+, Failed: [0-9]+' \
		/tmp/compliance.log | tail -n 1)
	avc_quote /tmp/compliance.log
	if [ -z "$_tot" ]; then
		avc_not_ok "$1" "no Total line"
		return
	fi
	echo "  compliance $2: $_tot"
	_unexp=""
	for _t in $(sed -n 's/^[[:space:]]*test \(.*\): FAIL$/\1/p' /tmp/compliance.log | tr ' ' '_'); do
		_t=${1##*/}:$_t
		_why=$(awk -v v="$2" -v t="$_t" '$1 == "compliance" && $2 == v && $3 == t { $1 = $2 = $3 = ""; sub(/^ +/, ""); print; exit }' \
			/avc/real-expect)
		if [ -n "$_why" ]; then
			avc_skip "$1/${_t#*:}" "fails: the driver's own ($_why)"
		else
			_unexp="$_unexp $_t"
		fi
	done
	if [ -n "$_unexp" ]; then
		avc_not_ok "$1" "${_tot#Total for }; unexpected failures:$_unexp"
	else
		avc_ok "$1" "${_tot#Total for }"
	fi
}

for m in $(echo "$AVC_REAL_DEPS" | tr , ' '); do
	avc_check "real/modprobe-$m" modprobe "$m"
done
dd if=/dev/urandom of=/tmp/ref.raw bs=$FS count=6 2>/dev/null
_i=0
: >/tmp/ref.md5
while [ $_i -lt 6 ]; do
	dd if=/tmp/ref.raw bs=$FS skip=$_i count=1 2>/dev/null | md5sum | cut -d' ' -f1 >>/tmp/ref.md5
	_i=$((_i + 1))
done

for d in /avc/m/*; do
	v=${d##*/}
	t=real/v4l2loopback-$v
	t0=$(date +%s)
	if ! avc_check "$t/insmod" insmod "$d/v4l2loopback.ko" devices=1 video_nr=10 \
		exclusive_caps=1 card_label="avc loopback $v"; then
		continue
	fi
	if ! avc_wait_for $dev 5; then
		avc_not_ok "$t/node" "no $dev"
		rmmod v4l2loopback
		continue
	fi
	noopen=$(echo "$AVC_REAL_NOOPEN" | tr ';' '\n' | sed -n "s/^$v://p")
	if [ -n "$noopen" ]; then
		for c in compliance-output mmap read rmmod-while-mapped compliance-capture; do
			avc_skip "$t/$c" "node not opened on this kernel: $(echo "$noopen" | tr '~' ' ')"
		done
	else
		compliance "$t/compliance-output" "$v"

		nostream=$(echo "$AVC_REAL_NOSTREAM" | tr ';' '\n' | sed -n "s/^$v://p")
		if [ -n "$nostream" ]; then
			for c in mmap read rmmod-while-mapped compliance-capture; do
				avc_skip "$t/$c" "$(echo "$nostream" | tr '~' ' ')"
			done
		else
			v4l2-ctl -d $dev --set-fmt-video-out=width=$W,height=$H,pixelformat=YUYV \
				--stream-out-mmap --stream-from=/tmp/ref.raw --stream-loop --stream-sleep 2 \
				>/tmp/producer.log 2>&1 &
			producer=$!
			sleep 2
			rm -f /tmp/cap.raw /tmp/rd.raw
			if timeout 40 v4l2-ctl -d $dev --stream-mmap --stream-count=10 \
				--stream-to=/tmp/cap.raw >/tmp/consumer.log 2>&1; then
				frames_check "$t/mmap" /tmp/cap.raw 10
			else
				avc_not_ok "$t/mmap" "v4l2-ctl --stream-mmap failed"
			fi
			tail -n 5 /tmp/consumer.log /tmp/producer.log | avc_quote
			if timeout 40 dd if=$dev of=/tmp/rd.raw bs=$FS count=5 2>/tmp/dd.log; then
				frames_check "$t/read" /tmp/rd.raw 5
			else
				avc_not_ok "$t/read" "dd: $(tail -n 1 /tmp/dd.log)"
			fi
			rm -f /tmp/h-ready /tmp/h-go
			v4l2-hold -c $dev /tmp/h-ready /tmp/h-go 60 &
			holder=$!
			if avc_wait_for /tmp/h-ready 20; then
				kill $producer 2>/dev/null
				wait $producer 2>/dev/null
				producer=""
				got=$(modunload v4l2loopback)
				case $got in
				EAGAIN | EWOULDBLOCK | EBUSY)
					avc_ok "$t/rmmod-while-mapped" "delete_module: $got, a buffer mapped" ;;
				*)
					avc_not_ok "$t/rmmod-while-mapped" "delete_module: $got with a buffer mapped" ;;
				esac
			else
				avc_not_ok "$t/rmmod-while-mapped" "the consumer did not map a buffer"
			fi
			touch /tmp/h-go
			wait $holder
			[ -z "$producer" ] || { kill $producer 2>/dev/null; wait $producer 2>/dev/null; }
			# last: its S_FMT calls change the format under a producer
			v4l2-ctl -d $dev --set-fmt-video-out=width=$W,height=$H,pixelformat=YUYV \
				--stream-out-mmap --stream-from=/tmp/ref.raw --stream-loop --stream-sleep 2 \
				>/tmp/producer.log 2>&1 &
			producer=$!
			sleep 2
			compliance "$t/compliance-capture" "$v"
			kill $producer 2>/dev/null
			wait $producer 2>/dev/null
		fi
	fi
	if avc_check "$t/rmmod" rmmod v4l2loopback && avc_wait_gone $dev 5; then
		avc_ok "$t/gone" "$dev removed ($(($(date +%s) - t0)) s for $v)"
	else
		avc_not_ok "$t/gone" "v4l2loopback or $dev still present"
	fi
done
