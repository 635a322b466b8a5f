# SPDX-License-Identifier: GPL-2.0
#
# tests/e2e/v4l2-race.sh - guest script: the read()/mmap()/DQBUF/close()
# race of the avc_v4l2 camera alone (v4l2-race, issue 28), for the V4L2
# locking mutant of tests/e2e/mutants; v4l2.sh and usbcam.sh run the same
# race among the rest.  Run by scripts/vm inside the guest with
#	--modules ".../avc_v4l2.ko"
#	--files "v4l2-race .../v4l2-lib.sh:/avc/v4l2-lib.sh"

. /avc/v4l2-lib.sh

mod=avc_v4l2
name="avcompat virtual camera"

avc_load_camera $mod "$name" || exit 0
avc_race v4l2 "$dev"
avc_check v4l2/rmmod rmmod $mod
