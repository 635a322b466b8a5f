# SPDX-License-Identifier: GPL-2.0
#
# tests/e2e/usbcam.sh - guest script of the avc_usbcam end-to-end test.
#
# Run by scripts/vm inside the guest (busybox sh, /avc/lib.sh sourced) with
#	--modules ".../avc_usbcam.ko dummy_hcd libcomposite usb_f_fs"
#	--files "v4l2-verify hostile sigwait v4l2-race usbcam-emu usbcam-unplug" and
#	v4l2-compliance, v4l2-ctl: the host's (--files) or a root's
#	(--root-files, with AVC_CLIENTS=SUITE), as the row's clients column says
# The camera is tests/gadget/usbcam-emu: a FunctionFS gadget on
# dummy_udc.0, plugged into the same kernel's dummy_hcd host.  Runs:
#   - the driver binds to the emulated device (1209:0001) by itself;
#   - v4l2-compliance -s: "Failed: 0" required, warnings reported;
#   - v4l2-verify mmap/read captures and v4l2-ctl --stream-mmap checked
#     byte by byte against the pattern the emulator streams (formats,
#     sizes, rates, patterns, controls set through the device);
#   - v4l2-verify budget: CREATE_BUFS cannot make the queue hold more
#     than 128 MiB (4 x 64 MiB asked, 2 given, then ENOMEM);
#   - sigwait: a process blocked in DQBUF ends within 1 s of SIGTERM or
#     SIGINT, and DQBUF returns EINTR within 1 s of a caught one;
#   - v4l2-race: threads racing read() into untouched memory, mmap(),
#     DQBUF and close() (issue 28), a hang reported as a failure;
#   - hostile mmap requests against a buffer another process allocated;
#   - unplug (the gadget unbound from its UDC) while streaming, while a
#     process waits in DQBUF and poll() with 4 mapped buffers: ENODEV to
#     both waiters and to every later call, the node gone, the mappings
#     intact and the device and buffers still allocated (the module's
#     "devices" and "buffers" counters) until the last munmap, then
#     freed; re-plug while the old process still holds its buffers: a new
#     node that streams byte-exact;
#   - unplug while a closed file's buffer is mapped: the frame in it
#     intact, freed at munmap; unplug while read() waits: ENODEV;
#   - rmmod with the device plugged in, then modprobe: it binds again.
# Every unplug and re-plug must leave the kernel log clean (the harness
# fails the run on Oops, WARNING, BUG or a taint).  Clients that could
# wait forever on a broken driver run under timeout.

. /avc/v4l2-lib.sh

mod=avc_usbcam
name="avcompat USB camera"
par=/sys/module/$mod/parameters

t0=$(date +%s)
elapsed() { echo $(($(date +%s) - t0)); }

# wait_node [OLD]: a node of ours other than OLD, within 15 s
wait_node() {
	for _i in $(seq 1 75); do
		_d=$(avc_video_node "$name") && [ "$_d" != "${1:-}" ] && echo "$_d" && return 0
		usleep 200000
	done
	return 1
}

# count NAME: the module's "devices" or "buffers" counter
count() { cat $par/$1 2>/dev/null || echo "?"; }

# expect_count TEST NAME VALUE: the counter settles at VALUE within 5 s
expect_count() {
	for _i in $(seq 1 50); do
		[ "$(count "$2")" = "$3" ] && break
		usleep 100000
	done
	if [ "$(count "$2")" = "$3" ]; then
		avc_ok "$1" "$2 = $3"
	else
		avc_not_ok "$1" "$2 = $(count "$2"), expected $3"
	fi
}

echo "usbcam e2e on $(uname -r)"
# the Debian clients the run asks for ($AVC_CLIENTS): the host's, or a
# root's (tests/e2e/sample, the clients column of scripts/kernels)
avc_use_clients usbcam/clients v4l2-compliance v4l2-ctl || exit 0

for m in dummy_hcd libcomposite usb_f_fs; do
	modprobe $m || { avc_not_ok usbcam/modprobe "$m"; exit 0; }
done
if ! avc_check usbcam/modprobe modprobe $mod; then
	exit 0
fi

rm -f /tmp/emu-ready
usbcam-emu -t usbcam -r /tmp/emu-ready serve >/tmp/emu.log 2>&1 &
emu=$!
if ! avc_wait_for /tmp/emu-ready 15; then
	sed 's/^/  emu| /' /tmp/emu.log
	avc_not_ok usbcam/emulator-up "the gadget did not bind"
	exit 0
fi
# The first enumeration failed once in about ten boots of the stress run
# (-EPROTO from GET_INFO as the port dropped; not reproduced in 215 tries
# since, cause unknown): re-plug at most twice, say so in the result, and
# keep the logs of each miss.
tries=0
while ! dev=$(wait_node); do
	tries=$((tries + 1))
	echo "  usbcam/bind: no node after 15 s (attempt $tries)"
	tail -n 10 /tmp/emu.log | sed 's/^/  emu| /'
	dmesg | grep -E 'usb|avc' | tail -n 8 | sed 's/^/  | /'
	if [ $tries -ge 3 ] || ! kill -0 $emu 2>/dev/null; then
		avc_not_ok usbcam/bind "no node named '$name' after $tries attempts"
		kill $emu 2>/dev/null
		exit 0
	fi
	usbcam-emu unplug
	sleep 1
	usbcam-emu plug
done
avc_ok usbcam/bind "$dev on $(ls -d /sys/bus/usb/drivers/$mod/*:* | sed 's,.*/,,')$([ $tries -gt 0 ] && echo ", bound after $tries re-plug(s)")"
expect_count usbcam/devices-plugged devices 1

# ---------------------------------------------------------------- compliance

# The emulated link can be slower than the stream: 5.10's dummy_hcd moves
# at most 53,248 bytes per timer tick at high speed and ticks once a
# jiffy (5.10 drivers/usb/gadget/udc/dummy_hcd.c:1786 and :1985: "FIXME
# if HZ != 1000 this will probably misbehave"), 13 MB/s at Debian's
# HZ=250, while 640x480 YUYV at 30 fps needs 18.4 MB/s; 6.12's ticks
# every 125 us (dummy_hcd.c:54).  The emulator then skips frames and the
# driver reports each as a sequence gap, which v4l2-compliance warns
# about: a skip with this reason, not a pass.
avc_compliance usbcam/compliance "$dev" \
	"the emulated USB link (dummy_hcd) carried less than the stream, so the emulator dropped frames"

# ---------------------------------------------------------------- captures

# verify TAG ARGS...: one v4l2-verify run, at most 60 s (avc_verify)
verify() { avc_verify usbcam 60 "$@"; }

verify mmap-yuyv-320 -f YUYV -s 320x240 -r 30 -n 60 mmap "$dev"
verify mmap-rgb-320-bars -f RGB3 -s 320x240 -r 25 -n 40 -p 1 -b 100 -c 200 \
	mmap "$dev"
verify mmap-yuyv-160-checkers -f YUYV -s 160x120 -r 15 -n 20 -p 2 -b 160 \
	-c 64 mmap "$dev"
verify read-rgb-160 -f RGB3 -s 160x120 -r 30 -n 30 read "$dev"
verify read-yuyv-320 -f YUYV -s 320x240 -r 10 -n 15 read "$dev"

rm -f /tmp/ctl.raw
if timeout 60 v4l2-ctl -d "$dev" \
	--set-fmt-video=width=320,height=240,pixelformat=RGB3 \
	--set-ctrl=brightness=128,contrast=128,test_pattern=0 --set-parm=30 \
	--stream-mmap --stream-count=30 --stream-to=/tmp/ctl.raw \
	>/tmp/ctl.log 2>&1; then
	avc_ok usbcam/ctl-RGB3-320x240 "v4l2-ctl --stream-mmap --stream-count=30"
	v4l2-verify -t usbcam/ctl-RGB3-320x240 -f RGB3 -s 320x240 -n 30 \
		file /tmp/ctl.raw
else
	tail -n 5 /tmp/ctl.log | sed 's/^/  | /'
	avc_not_ok usbcam/ctl-RGB3-320x240 "v4l2-ctl failed"
fi
rm -f /tmp/ctl.raw
verify budget -s 320x240 budget "$dev"
avc_signal_waits usbcam "$dev"

# ---------------------------------------------------------------- race

avc_race usbcam "$dev"

# ---------------------------------------------------------------- owner

# the queue belongs to the handle that allocated it, whatever the
# kernel passes as the ioctls' priv (NULL from 6.18 on)
avc_owner_check usbcam/owner "$dev" -s 320x240

# ---------------------------------------------------------------- hostile

rm -f /tmp/h-ready /tmp/h-go
v4l2-verify -t usbcam/hostile-holder -s 320x240 hold "$dev" /tmp/h-ready \
	/tmp/h-go &
holder=$!
if avc_wait_for /tmp/h-ready 30; then
	read -r off size </tmp/h-ready
	echo "  hostile: last buffer at offset $off, $size bytes"
	timeout 60 hostile -t usbcam/hostile -o "$off" -s "$size" "$dev"
	echo "  hostile: exit $?"
else
	avc_not_ok usbcam/hostile "the holder did not allocate buffers"
fi
touch /tmp/h-go
wait $holder
expect_count usbcam/buffers-idle buffers 0

# ---------------------------------------------------------------- unplug

# replug OLDDEV TAG: plug the gadget in again, set $dev to the new node
replug() {
	if usbcam-emu plug && dev=$(wait_node "$1"); then
		avc_ok "usbcam/$2" "$dev"
		return 0
	fi
	avc_not_ok "usbcam/$2" "no node after re-plug"
	return 1
}

# node_gone TAG DEV: the node went with the interface
node_gone() {
	if avc_wait_gone "$2" 10 && ! ls -d /sys/bus/usb/drivers/$mod/*:* \
		>/dev/null 2>&1; then
		avc_ok "usbcam/$1" "$2 removed, interface unbound"
	else
		avc_not_ok "usbcam/$1" "$2 or the binding still there"
	fi
}

# held TAG N: the device structure and N buffers live on while mapped
held() {
	if [ "$(count devices)" = 1 ] && [ "$(count buffers)" = "$2" ] &&
	   [ "$2" -ge 1 ]; then
		avc_ok "usbcam/$1" "devices 1, buffers $2 after unplug, while mapped"
	else
		avc_not_ok "usbcam/$1" "devices $(count devices), buffers $(count buffers) (had $2)"
	fi
}

# 1. A streaming process waiting in DQBUF and poll() with 4 mapped
# buffers; re-plug while it still holds them.
rm -f /tmp/u-ready /tmp/u-gone /tmp/u-go
usbcam-unplug -t usbcam/unplug -w 60 "$dev" /tmp/u-ready /tmp/u-gone \
	/tmp/u-go &
holder=$!
if avc_wait_for /tmp/u-ready 30; then
	n=$(count buffers)
	old=$dev
	if usbcam-emu unplug; then
		avc_ok usbcam/unplug-streaming "gadget unbound while streaming, $n buffers mapped"
	else
		avc_not_ok usbcam/unplug-streaming "could not unbind the gadget"
	fi
	avc_wait_for /tmp/u-gone 60 ||
		avc_not_ok usbcam/unplug-client "the client did not finish its checks"
	node_gone unplug-node-gone "$old"
	held unplug-buffers-held "$n"
	if replug "$old" replug-while-held; then
		expect_count usbcam/replug-devices devices 2
		verify replug-mmap -f YUYV -s 320x240 -r 30 -n 30 mmap "$dev"
	fi
else
	avc_not_ok usbcam/unplug-streaming "the client did not start streaming"
fi
touch /tmp/u-go
wait $holder
# the last munmap and close free the old device and its buffers
expect_count usbcam/unplug-freed-buffers buffers 0
expect_count usbcam/unplug-freed-device devices 1

# 2. A mapped buffer whose file descriptor is already closed: the frame in
# it must survive the unplug byte for byte (checked by the holder on GO).
rm -f /tmp/o-ready /tmp/o-go
v4l2-verify -t usbcam/unplug-orphan -s 320x240 -C -w 60 hold "$dev" \
	/tmp/o-ready /tmp/o-go &
holder=$!
if avc_wait_for /tmp/o-ready 30; then
	n=$(count buffers)
	old=$dev
	usbcam-emu unplug
	node_gone unplug-closed-node-gone "$old"
	held unplug-closed-buffers-held "$n"
	replug "$old" replug-2
else
	avc_not_ok usbcam/unplug-orphan "no buffer held"
fi
touch /tmp/o-go
wait $holder
expect_count usbcam/unplug-closed-freed-buffers buffers 0
expect_count usbcam/unplug-closed-freed-device devices 1

# 3. read() waiting for a frame
v4l2-ctl -d "$dev" --set-fmt-video=width=160,height=120,pixelformat=YUYV \
	--set-parm=30 >/dev/null 2>&1
timeout 60 dd if="$dev" of=/dev/null bs=38400 count=100000 2>/tmp/dd.log &
reader=$!
sleep 1
old=$dev
usbcam-emu unplug
wait $reader
if grep -q "No such device" /tmp/dd.log; then
	avc_ok usbcam/unplug-read "dd: read(): No such device"
else
	avc_not_ok usbcam/unplug-read "dd: $(tail -n 1 /tmp/dd.log)"
fi
expect_count usbcam/unplug-read-freed devices 0
replug "" replug-3

# ---------------------------------------------------------------- rmmod

if avc_check usbcam/rmmod-plugged rmmod $mod && avc_wait_gone "$dev" 5; then
	avc_ok usbcam/gone-after-rmmod "$dev removed with the device plugged in"
else
	avc_not_ok usbcam/gone-after-rmmod "$dev still present"
fi
if avc_check usbcam/modprobe-again modprobe $mod && dev=$(wait_node); then
	avc_ok usbcam/rebind "$dev"
	verify rebind-mmap -f RGB3 -s 160x120 -r 30 -n 20 -p 1 mmap "$dev"
else
	avc_not_ok usbcam/rebind "no node after modprobe"
fi

kill $emu
wait $emu
grep '^AVC-TEST' /tmp/emu.log
grep -v '^AVC-TEST' /tmp/emu.log | sed 's/^/  emu| /'
rmmod $mod
echo "usbcam e2e done in $(elapsed) s"
