# SPDX-License-Identifier: GPL-2.0
#
# tests/e2e/pfnmap.sh - guest script of the pfnmap end-to-end test.
#
# Run by scripts/vm inside the guest (busybox sh, /avc/lib.sh sourced).
# For several buffer sizes: load avc_pfnmap, check the buffer through
# mmap (pfnmap-check), attack the mmap handler (hostile), and unload.
# For the default size also: try to remove the module while a process
# holds a mapping of it (with the device file already closed): the kernel
# must refuse, and the mapping must stay intact; once the process has
# unmapped, the removal must succeed.  Sizes the module must refuse are
# refused.

dev=/dev/avc_pfnmap
mod=avc_pfnmap
ko=/lib/modules/$(uname -r)/extra/$mod.ko

# load TAG [PARAM...]: insmod and wait for the device node.
load() {
	_t=$1
	shift
	avc_check "$_t/insmod" insmod "$ko" "$@" || return 1
	if avc_wait_for $dev 5; then
		avc_ok "$_t/device-node" "$dev"
	else
		avc_not_ok "$_t/device-node" "$dev did not appear"
		return 1
	fi
}

# unload TAG: rmmod must succeed and take the device node with it.
unload() {
	avc_check "$1/rmmod" rmmod $mod || return 1
	if [ -e /sys/module/$mod ] || ! avc_wait_gone $dev 5; then
		avc_not_ok "$1/gone-after-rmmod" "module or $dev still present"
	else
		avc_ok "$1/gone-after-rmmod"
	fi
}

# check TAG: the mapping checks and the hostile client.
check() {
	_size=$(pfnmap-check size $dev)
	pfnmap-check -t "$1" check $dev
	echo "  $1: pfnmap-check exit $?"
	hostile -t "$1/hostile" -s "$_size" $dev
	echo "  $1: hostile exit $?"
}

# held TAG: rmmod while a mapping is held.
held() {
	_t=$1
	rm -f /tmp/held-ready /tmp/held-go
	pfnmap-check -t "$_t" hold $dev /tmp/held-ready /tmp/held-go 60 &
	_pid=$!
	if ! avc_wait_for /tmp/held-ready 30; then
		avc_not_ok "$_t/holder-ready" "the holder did not map the buffer"
	else
		_ref=$(cat /sys/module/$mod/refcnt)
		if [ "$_ref" -ge 1 ]; then
			avc_ok "$_t/refcnt-held" "refcnt $_ref"
		else
			avc_not_ok "$_t/refcnt-held" "refcnt $_ref with a live mapping"
		fi
		avc_rmmod_refused "$_t/rmmod-refused" $mod \
			"module removed under a live mapping"
		if rmmod $mod 2>/dev/null; then
			avc_not_ok "$_t/busybox-rmmod-refused" "rmmod succeeded"
		elif [ -e /sys/module/$mod ]; then
			avc_ok "$_t/busybox-rmmod-refused"
		else
			avc_not_ok "$_t/busybox-rmmod-refused" "rmmod failed: no module to remove"
		fi
		if [ -e /sys/module/$mod ] && [ -e $dev ]; then
			avc_ok "$_t/still-loaded"
		else
			avc_not_ok "$_t/still-loaded" "module or $dev gone"
		fi
	fi
	touch /tmp/held-go
	wait $_pid
	_rc=$?
	if [ $_rc -eq 0 ]; then
		avc_ok "$_t/holder-exit"
	else
		avc_not_ok "$_t/holder-exit" "exit $_rc"
	fi
	_ref=$(cat /sys/module/$mod/refcnt 2>/dev/null)
	if [ "$_ref" = 0 ]; then
		avc_ok "$_t/refcnt-released"
	else
		avc_not_ok "$_t/refcnt-released" "refcnt '$_ref' after the holder exited"
	fi
}

echo "pfnmap e2e on $(uname -r)"

if load pfnmap-64k; then
	check pfnmap-64k
	held pfnmap-64k/held
	unload pfnmap-64k
fi

# three pages: an order-2 allocation whose fourth page is never mappable
if load pfnmap-3p size=12288; then
	check pfnmap-3p
	unload pfnmap-3p
fi

# one byte: rounded up to one page
if load pfnmap-1b size=1; then
	check pfnmap-1b
	unload pfnmap-1b
fi

# the largest buffer, 4 MiB (order 10)
if load pfnmap-4m size=4194304; then
	check pfnmap-4m
	unload pfnmap-4m
fi

for s in 0 4194305; do
	if insmod "$ko" size=$s 2>/dev/null; then
		avc_not_ok "pfnmap-size-$s-refused" "insmod size=$s succeeded"
		rmmod $mod
	else
		avc_ok "pfnmap-size-$s-refused"
	fi
done
