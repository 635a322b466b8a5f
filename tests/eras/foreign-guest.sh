# SPDX-License-Identifier: GPL-2.0
#
# tests/eras/foreign-guest.sh - guest script of tests/eras/foreign.
#
# Run by scripts/vm inside a booted Debian kernel (busybox sh, /avc/lib.sh
# sourced), whose IA32 emulation is on: the 32-bit era programs run there
# natively, and each one's output must be byte for byte the output the
# host got through qemu-i386 (/avc/foreign/ERA.tap, copied in with it).

n=0
for bin in /avc/foreign/*.bin; do
	[ -e "$bin" ] || break
	era=${bin##*/}
	era=${era%.bin}
	n=$((n + 1))
	"$bin" >/tmp/"$era".tap 2>&1
	rc=$?
	want=$(cat /avc/foreign/"$era".rc)
	if [ "$rc" != "$want" ]; then
		avc_not_ok "native/$era" "exit $rc natively, $want through qemu-i386"
	elif ! cmp -s /tmp/"$era".tap /avc/foreign/"$era".tap; then
		avc_not_ok "native/$era" "output differs from qemu-i386's:" \
			"$(diff /avc/foreign/"$era".tap /tmp/"$era".tap | sed -n 4,5p | tr "\n" " ")"
	else
		avc_ok "native/$era" \
			"$(grep -c '^ok ' /tmp/"$era".tap) checks, same output as qemu-i386"
	fi
done
[ "$n" -gt 0 ] || avc_not_ok "native" "no era program was copied in"
