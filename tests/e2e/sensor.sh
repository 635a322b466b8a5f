# SPDX-License-Identifier: GPL-2.0
#
# tests/e2e/sensor.sh - guest script of the avc_sensor end-to-end test
# (suite e2e-sensor: drivers-samples/sensor, an I2C sensor sub-device
# written for 7.3's API: one-argument probe, void remove, the sub-device
# state API with init_state, <linux/unaligned.h>).
#
# Run by scripts/vm inside the guest (busybox sh, /avc/lib.sh sourced) with
#	--modules ".../avc_sensor.ko i2c-stub"
#	--files "subdev-check modunload" and v4l2-compliance, v4l2-ctl (the
#	trixie root's, else the row's last client set)
# Runs:
#   - i2c-stub with a chip at 0x36, avc_sensor bound to it through the
#     adapter's new_device: probe reads the chip id back as a big-endian
#     word, /dev/v4l-subdevN appears;
#   - v4l2-compliance -u on the node: "Failed: 0";
#   - subdev-check: each open handle's try state filled by init_state,
#     a try format read back on its handle only, the active format the
#     driver's own; v4l2-ctl sets and reads the active format;
#   - unbind and rebind through sysfs, the rebound node checked again;
#     unbind while the node is open (the driver's memory lives until the
#     close: the kernel log must stay clean) and rebind; rmmod while open
#     refused (the core pins the media device's driver), then
#     delete_device, rmmod and the void remove's log line.

addr=0x36
mod=avc_sensor
drv=/sys/bus/i2c/drivers/$mod
t0=$(date +%s)
elapsed() { echo $(($(date +%s) - t0)); }

# wait_node: $dev set once the node is there (5 s), status 1 if not
wait_node() {
	dev=""
	for _i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 \
		  21 22 23 24 25; do
		dev=$(avc_video_node "$mod*" v4l-subdev) && return 0
		usleep 200000
	done
	return 1
}

echo "sensor e2e on $(uname -r)"
avc_use_clients sensor/clients v4l2-compliance v4l2-ctl || exit 0
avc_check sensor/i2c-stub modprobe i2c-stub chip_addr=$addr || exit 0
bus=""
for _a in /sys/bus/i2c/devices/i2c-*; do
	[ "$(cat "$_a/name" 2>/dev/null)" = "SMBus stub driver" ] && bus=$_a
done
if [ -z "$bus" ]; then
	avc_not_ok sensor/adapter "no SMBus stub adapter"
	exit 0
fi
avc_ok sensor/adapter "${bus##*/}"
client=${bus##*/i2c-}-00${addr#0x}
avc_check sensor/modprobe modprobe $mod || exit 0
echo "$mod $addr" >"$bus/new_device"
if wait_node; then
	avc_ok sensor/node "$dev ($(cat /sys/class/video4linux/${dev#/dev/}/name))"
else
	avc_not_ok sensor/node "no v4l-subdev node after new_device"
	dmesg | tail -n 20 | avc_quote
	exit 0
fi
if dmesg | grep -q "avc_sensor: chip 0x5640 at 0x36"; then
	avc_ok sensor/chip-id "0x5640 read back as a big-endian word"
else
	avc_not_ok sensor/chip-id "no probe line"
fi

# ---------------------------------------------------------------- API

_t=$(date +%s)
timeout 120 v4l2-compliance -u "$dev" >/tmp/compliance.log 2>&1
_rc=$?
avc_quote /tmp/compliance.log
grep -E 'fail:|warn:' /tmp/compliance.log | sed 's/^/  ! /' | head -n 40
_tot=$(grep -E '^Total for .*: [0-9]+, Succeeded: [0-9]+, Failed: [0-9]+, Warnings: [0-9]+' \
	/tmp/compliance.log | tail -n 1)
if [ -z "$_tot" ]; then
	avc_not_ok sensor/compliance "no Total line (exit $_rc)"
elif echo "$_tot" | grep -q 'Failed: 0,'; then
	avc_ok sensor/compliance "${_tot#Total for }; $(($(date +%s) - _t)) s"
else
	avc_not_ok sensor/compliance "${_tot#Total for }"
fi

timeout 30 subdev-check -t sensor/state "$dev"
echo "  subdev-check: exit $?"

v4l2-ctl -d "$dev" --set-subdev-fmt pad=0,width=320,height=240 2>&1 | avc_quote
_got=$(v4l2-ctl -d "$dev" --get-subdev-fmt pad=0 2>&1)
echo "$_got" | avc_quote
if echo "$_got" | grep -q "Width/Height *: 320/240"; then
	avc_ok sensor/v4l2-ctl-fmt "active 320x240 set and read back"
else
	avc_not_ok sensor/v4l2-ctl-fmt "not 320/240"
fi

# ---------------------------------------------------------------- unbind

old=$dev
if echo "$client" >$drv/unbind && avc_wait_gone "$old" 5; then
	avc_ok sensor/unbind "$old gone"
else
	avc_not_ok sensor/unbind "$old still there"
fi
if echo "$client" >$drv/bind && wait_node; then
	avc_ok sensor/rebind "$dev"
	timeout 30 subdev-check -t sensor/rebind "$dev"
else
	avc_not_ok sensor/rebind "no node after bind"
fi

# unbind while open: the handle closes clean after the remove
if [ -n "$dev" ]; then
	exec 3<"$dev"
	if echo "$client" >$drv/unbind; then
		avc_ok sensor/unbind-while-open "unbound"
	else
		avc_not_ok sensor/unbind-while-open "unbind refused"
	fi
	exec 3<&-
	usleep 200000
	if echo "$client" >$drv/bind && wait_node; then
		avc_ok sensor/rebind-after-open "$dev"
	else
		avc_not_ok sensor/rebind-after-open "no node"
	fi
fi

# ---------------------------------------------------------------- rmmod

if [ -n "$dev" ]; then
	exec 3<"$dev"
	avc_rmmod_refused sensor/rmmod-while-open $mod
	exec 3<&-
fi
echo "$client" >"$bus/delete_device"
if avc_check sensor/rmmod rmmod $mod && [ ! -e /sys/module/$mod ]; then
	avc_ok sensor/gone-after-rmmod "module gone"
else
	avc_not_ok sensor/gone-after-rmmod "module still present"
fi
dmesg | grep -q "avc_sensor: remove 0x36" &&
	avc_ok sensor/remove "void remove reached" ||
	avc_not_ok sensor/remove "no remove line"
echo "sensor e2e done in $(elapsed) s"
