# SPDX-License-Identifier: GPL-2.0
#
# bench/bench.sh - guest script of the benchmark (run by scripts/vm): load
# avc_bench and time every mapping mode at every size with bench-mmap.
# BENCH_REPS and BENCH_MAX (from the host) set -r and -m of the client;
# BENCH_MAP=0 skips it.  One check per mode of the ->mmap_prepare
# comparison (<avcompat/mmap_prepare.h> against the fault path and the
# kernel's calls, bench-mmap's "bench-mode" lines): ok where it mapped
# the buffer, a skip with bench-mmap's reason where the kernel has no
# path for it (the ->mmap_prepare ones before 7.3).  Then, if STREAM_DEVS is set, the streaming
# benchmark (bench/stream.sh, copied in as /usr/local/bin/bench-stream.sh).

if [ "${BENCH_MAP:-1}" = 1 ]; then
	ko=/lib/modules/$(uname -r)/extra/avc_bench.ko
	avc_check bench/insmod insmod "$ko" || exit 1
	if ! avc_wait_for /dev/avc_bench 5; then
		avc_not_ok bench/device-node "/dev/avc_bench did not appear"
		exit 1
	fi
	out=/tmp/bench-mmap.out
	if bench-mmap -r "${BENCH_REPS:-7}" -m "${BENCH_MAX:-67108864}" /dev/avc_bench >"$out"; then
		cat "$out"
		avc_ok bench/all-modes-map-the-buffer
	else
		cat "$out"
		avc_not_ok bench/all-modes-map-the-buffer "bench-mmap failed"
	fi
	for mode in mp_desc_kpages mp_vma_default mp_desc_fault pfn_desc pfn_vma \
		raw_remap_pfn raw_desc_kpages raw_desc_remap; do
		r=$(sed -n "s/^bench-mode $mode //p" "$out")
		case $r in
		ok*) avc_ok "bench/mode/$mode" ;;
		skip*) avc_skip "bench/mode/$mode" "${r#skip }" ;;
		*) avc_not_ok "bench/mode/$mode" "${r:-no result}" ;;
		esac
	done
	avc_check bench/rmmod rmmod avc_bench
fi
if [ -n "${STREAM_DEVS:-}" ]; then
	. /usr/local/bin/bench-stream.sh
fi
