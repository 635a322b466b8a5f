# SPDX-License-Identifier: GPL-2.0
#
# tests/e2e/v4l2-owner.sh - guest script: the queue-ownership checks of
# the avc_v4l2 camera alone (v4l2-verify owner), for the V4L2 mutant of
# tests/e2e/mutants; v4l2.sh and usbcam.sh run the same checks among the
# rest.  Run by scripts/vm inside the guest with
#	--modules ".../avc_v4l2.ko"
#	--files "v4l2-verify .../v4l2-lib.sh:/avc/v4l2-lib.sh"

. /avc/v4l2-lib.sh

mod=avc_v4l2
name="avcompat virtual camera"

if ! avc_check v4l2/modprobe modprobe $mod; then
	exit 0
fi
dev=""
for _i in 1 2 3 4 5 6 7 8 9 10; do
	dev=$(avc_video_node "$name") && break
	dev=""
	usleep 200000
done
if [ -z "$dev" ]; then
	avc_not_ok v4l2/device-node "no node named '$name'"
	exit 0
fi
avc_ok v4l2/device-node "$dev"
avc_owner_check v4l2/owner "$dev" -s 320x240
avc_check v4l2/rmmod rmmod $mod
