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

avc_load_camera $mod "$name" || exit 0
avc_owner_check v4l2/owner "$dev" -s 320x240
avc_check v4l2/rmmod rmmod $mod
