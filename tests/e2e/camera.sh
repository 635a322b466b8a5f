# SPDX-License-Identifier: GPL-2.0
#
# tests/e2e/camera.sh - guest script of the avc_vb2cam end-to-end test
# (suite e2e-camera: drivers-samples/vb2, a vb2-vmalloc capture driver
# written for 7.3's API).
#
# Run by scripts/vm inside the guest (busybox sh, /avc/lib.sh sourced) with
#	--modules ".../avc_vb2cam.ko .../avc_dmaimp.ko" (videodev,
#	videobuf2-vmalloc with them)
#	--files "vb2-check modunload /avc/v4l2-lib.sh" and v4l2-compliance,
#	v4l2-ctl (the trixie root's, else the row's last client set)
# Runs:
#   - v4l2-compliance -s -f -P: "Failed: 0" and "Warnings: 0";
#   - vb2-check: frames byte-exact by mmap (two sizes), read() and through
#     VIDIOC_EXPBUF dma-bufs; the same dma-bufs imported by the importer
#     sample (drivers-samples/dmaimp, written for 7.3: 6.13's namespace
#     literal, 6.2's unlocked attachment and vmap calls through compat/ on
#     older kernels), each frame read through its kernel mapping and
#     compared with the V4L2 one; the importer unloads clean; the lock case (another handle's G_FMT and a
#     QBUF served while a thread sleeps in DQBUF: fails where q->lock
#     stays held, as a 7.0-style queue does on <= 6.12 without the
#     shim); min_queued_buffers honoured;
#   - unbind and rebind through sysfs: the node goes and comes back and
#     streams again;
#   - rmmod while the node is open: refused; after close() it goes;
#   - nolock=1: the queue without q->lock refused (-EINVAL and a WARN)
#     on every kernel, as 7.0 does.

. /avc/v4l2-lib.sh

mod=avc_vb2cam
name="avcompat vb2 camera"
drv=/sys/bus/platform/drivers/$mod

t0=$(date +%s)
elapsed() { echo $(($(date +%s) - t0)); }

echo "camera e2e on $(uname -r)"
avc_use_clients camera/clients v4l2-compliance v4l2-ctl || exit 0
avc_load_camera $mod "$name" || exit 0

avc_compliance camera/compliance "$dev"

# check MODE ARGS...: one vb2-check run, at most 90 s
check() {
	timeout 90 vb2-check -t camera "$@" "$dev"
	_rc=$?
	echo "  vb2-check $*: exit $_rc at $(elapsed) s"
	[ $_rc -ne 143 ] || avc_not_ok "camera/$1-timeout" "killed after 90 s"
}

check -s 640x480 -n 30 mmap
check -s 320x240 -n 30 -t camera/320 mmap
check -s 320x240 -n 20 read
check -s 640x480 -n 20 expbuf
if avc_check camera/dmaimp-load modprobe avc_dmaimp; then
	check -s 640x480 -n 20 import
	avc_check camera/dmaimp-unload rmmod avc_dmaimp
fi
check -s 320x240 lock
check -s 320x240 minq

# ---------------------------------------------------------------- unbind

old=$dev
if echo $mod >$drv/unbind && avc_wait_gone "$old" 5; then
	avc_ok camera/unbind "$old gone"
else
	avc_not_ok camera/unbind "$old still there"
fi
if echo $mod >$drv/bind; then
	dev=""
	for _i in 1 2 3 4 5 6 7 8 9 10; do
		dev=$(avc_video_node "$name") && break
		usleep 200000
	done
	if [ -n "$dev" ]; then
		avc_ok camera/rebind "$dev"
		check -s 320x240 -n 10 -t camera/rebind mmap
	else
		avc_not_ok camera/rebind "no node after bind"
	fi
else
	avc_not_ok camera/rebind "bind refused"
fi

# ---------------------------------------------------------------- rmmod

if [ -n "$dev" ]; then
	exec 3<"$dev"
	avc_rmmod_refused camera/rmmod-while-open $mod
	exec 3<&-
fi
if avc_check camera/rmmod rmmod $mod && [ ! -e /sys/module/$mod ]; then
	avc_ok camera/gone-after-rmmod "module gone"
else
	avc_not_ok camera/gone-after-rmmod "module still present"
fi

# ---------------------------------------------------------------- no lock

# A queue without q->lock is refused, WARN and -EINVAL, on every kernel
# (7.0 does it itself; avcompat's vb2_queue_init() before).  The run
# allows the W taint and this WARNING line only (tests/e2e/sample).
if modprobe $mod nolock=1; then
	usleep 500000
	if dmesg | grep -q "avc_vb2cam.*vb2_queue_init: -22"; then
		avc_ok camera/nolock-refused "vb2_queue_init: -22"
	else
		avc_not_ok camera/nolock-refused "a queue without q->lock was accepted"
	fi
	if dmesg | grep -q "WARNING: .*\(avc_vb2cam\|vb2_core_queue_init\)"; then
		avc_ok camera/nolock-warn "$(dmesg | grep -m1 -o 'WARNING: .*')"
	else
		avc_not_ok camera/nolock-warn "no WARNING for the queue without q->lock"
	fi
	if avc_video_node "$name" >/dev/null; then
		avc_not_ok camera/nolock-node "a node without a queue lock registered"
	else
		avc_ok camera/nolock-node "no node"
	fi
	rmmod $mod
else
	avc_not_ok camera/nolock-refused "modprobe nolock=1 failed"
fi
echo "camera e2e done in $(elapsed) s"
