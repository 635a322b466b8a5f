# SPDX-License-Identifier: GPL-2.0
#
# tests/e2e/sound-late.sh - the late reader's cases (tests/clients/
# late-reader), sourced by sound.sh and by the sound run of
# tests/e2e/mutants (tests/e2e/sample and the mutants copy it to
# /avc/sound-late.sh).
#
# A reader that sleeps up to 1.5 buffers after each period or fragment,
# on buffers of a few frames: under TCG the timer and the reader come a
# buffer late or more all the time.

# alsa_late_tests: the ALSA sample (hw:avcalsa) at p17/b100 read/write
# and mmap, and p1/b3 (the sample refines it to its smallest, 16/32):
# every byte the sawtooth, or the read fails with -EPIPE (an xrun the
# client sees), never data whole buffers away.
alsa_late_tests() {
	late-reader -t alsa/late-p17-b100 -p 17 -b 100 -d 1 alsa
	late-reader -t alsa/late-p1-b3 -p 1 -b 3 -d 1 alsa
	late-reader -t alsa/late-p17-b100-mmap -M -p 17 -b 100 -d 1 alsa
}

# oss_late_tests DEV: read() from the OSS device on a 256-byte ring:
# every byte the sawtooth, gaps only where GETIPTR shows an overrun and
# at the position it explains, block counts exact however late GETIPTR
# comes.
oss_late_tests() {
	late-reader -t oss/late -d 1 oss "$1"
}
