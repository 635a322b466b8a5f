# SPDX-License-Identifier: GPL-2.0
#
# tests/real/bad.sh - sourced by tests/real/run: make matrix on bad input
# (tests/real/bad/): each gets a clear line, DIR is left unchanged, and
# nothing of another row stops; a driver that oopses on load (--boot)
# gets a FAIL per way.  Uses the run's ok/bad and $out.

# bad_case LABEL WANT-STATUS WANT-REGEX CMD...: CMD's exit status and a
# line of its output matching WANT-REGEX.
bad_case() {
	local lab=$1 want=$2 re=$3 rc
	shift 3
	"$@" >"$out/bad.log" 2>&1
	rc=$?
	if [ $rc -eq "$want" ] && grep -qE "$re" "$out/bad.log"; then
		ok "matrix $lab: exit $rc, $(grep -m1 -E "$re" "$out/bad.log" | cut -c1-100)"
	else
		bad "matrix $lab: exit $rc (expected $want and /$re/)"
		tail -n 3 "$out/bad.log" | sed 's/^/# /'
	fi
}

bad_input() {
	local m=$AVC_TOP/scripts/matrix b=$AVC_TOP/tests/real/bad s1 sum
	s1=$(avc_series | head -n 1)
	sum=$(find "$b" -type f | LC_ALL=C sort | xargs md5sum | md5sum)
	bad_case "DIR missing" 2 "does not exist" "$m" --out "$out/bad-x" "$b/no-such-dir"
	bad_case "DIR not a module tree" 2 "not a kernel module tree" "$m" --out "$out/bad-x" "$b/notmod"
	bad_case "row not fetched" 2 "row 9.9 not fetched" env SERIES=9.9 AVC_KERNELS="$out/kernels-9.9" \
		"$m" --out "$out/bad-x" "$b/needcfg"
	bad_case "needs a config the row lacks" 1 "no config.*CONFIG_AVC_NO_SUCH_OPTION|needs CONFIG_AVC_NO_SUCH_OPTION" \
		env SERIES="$s1" AVC_MATRIX_WAYS=shipped "$m" --out "$out/bad-needcfg" "$b/needcfg"
	bad_case "a build that hangs" 1 "timeout" env SERIES="$s1" AVC_MATRIX_WAYS=shipped AVC_MATRIX_TIMEOUT=10 \
		"$m" --out "$out/bad-hang" "$b/hang"
	bad_case "a failed build's note: its first real error" 1 \
		"^\\[1\\] $s1 as shipped: Kbuild:[0-9]+: \\*\\*\\* kbuilderr: this driver refuses every kernel\\.  Stop\\.\$" \
		env SERIES="$s1" AVC_MATRIX_WAYS=shipped "$m" --out "$out/bad-kbuilderr" "$b/kbuilderr"
	# an oops on load: a FAIL per way, each way in a kernel of its own
	# (the second is not loaded into the kernel the first broke)
	local w rc
	env SERIES="$s1" AVC_MATRIX_WAYS="shipped avcompat" "$m" --boot --out "$out/bad-oops" "$b/oops" \
		>"$out/bad.log" 2>&1
	rc=$?
	for w in "as shipped" avcompat; do
		if [ $rc -eq 1 ] &&
		   grep -qE "^\[[0-9]+\] $s1 $w boot: FAIL: .*/load kernel report on insmod: .*(BUG|Oops)" "$out/bad.log"; then
			ok "matrix --boot, a driver that oopses on load, $w: exit $rc, $(grep -m1 -E "^\[[0-9]+\] $s1 $w boot" "$out/bad.log" | cut -c1-110)"
		else
			bad "matrix --boot, a driver that oopses on load, $w: exit $rc (expected 1 and a kernel report on insmod)"
			grep -E '^\||^\[' "$out/bad.log" | tail -n 4 | sed 's/^/# /'
		fi
	done
	if [ "$(find "$b" -type f | LC_ALL=C sort | xargs md5sum | md5sum)" = "$sum" ]; then
		ok "matrix bad input: tests/real/bad unchanged"
	else
		bad "matrix bad input: tests/real/bad was written"
	fi
}
