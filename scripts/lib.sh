# SPDX-License-Identifier: GPL-2.0
#
# scripts/lib.sh - shared helpers for avcompat's scripts (sourced, not run).
#
# Everything heavy (unpacked kernel trees, prepared cross builds, UML and
# qemu builds, VM images) lives in $AVC_CACHE, outside the clone, because CI
# runs in a fresh clone on the same machine.

AVC_CACHE=${AVC_CACHE:-$HOME/.cache/avcompat}
AVC_TOP=${AVC_TOP:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
export AVC_CACHE AVC_TOP
mkdir -p "$AVC_CACHE"

# AVC_SPLAT_RE: the kernel's report lines (scripts/splat.sh), for every
# reader of a kernel log; exported for the Python of scripts/kunit.
. "$AVC_TOP/scripts/splat.sh"
export AVC_SPLAT_RE

avc_log() { printf '%s\n' "$*" >&2; }
avc_die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# avc_jobs: parallel make jobs (the machine has 2 cores; honour AVC_JOBS).
avc_jobs() { echo "${AVC_JOBS:-$(nproc)}"; }

# TAP counters, one set per runner: avc_tap LABEL zeroes pass, fail and
# skip; ok, bad and skp print one TAP line "ok - LABEL ...", "not ok -
# LABEL ..." or "ok - LABEL ... # SKIP [$avc_skip_why]" and count it
# (runners add a VM run's counts to pass/fail/skip directly); avc_tap_end
# prints the closing "LABEL: P passed, F failed, S skipped" that
# scripts/check sums, and fails if anything failed.
avc_tap() {
	avc_tap_label=$1
	pass=0 fail=0 skip=0
	avc_skip_why=""
}
ok() { echo "ok - $avc_tap_label $*"; pass=$((pass + 1)); }
bad() { echo "not ok - $avc_tap_label $*"; fail=$((fail + 1)); }
skp() {
	echo "ok - $avc_tap_label $* # SKIP${avc_skip_why:+ $avc_skip_why}"
	skip=$((skip + 1))
}
avc_tap_end() {
	echo "$avc_tap_label: $pass passed, $fail failed, $skip skipped"
	[ "$fail" -eq 0 ]
}

# avc_counts LABEL FILE: "P F S" from the last line of FILE that is exactly
# "LABEL: P passed, F failed, S skipped" (LABEL an extended regex), the
# closing line every suite and VM run prints; status 1 and nothing if
# there is none.
avc_counts() {
	grep -E "^$1: [0-9]+ passed, [0-9]+ failed, [0-9]+ skipped\$" "$2" | tail -n 1 |
		sed -E 's/.*: ([0-9]+) passed, ([0-9]+) failed, ([0-9]+) skipped/\1 \2 \3/' | grep .
}

# avc_per_series DIR FUNC SERIES...: run "FUNC SERIES" for every series,
# $AVC_SERIES_JOBS at a time (default 2).  A guest under TCG leaves most
# of a core idle while it waits on timers, audio clocks and frame rates,
# so two series side by side nearly halve a sample suite's time on the
# 2-core machine (measured: docs/kernels.md).  FUNC prints TAP lines and
# counts in the caller's pass/fail/skip, which start at 0 for it; its
# output (stdout and stderr) is kept in DIR and printed whole, in series
# order, and its counts are added to the caller's.  A FUNC that dies
# without leaving counts counts one failure.
avc_per_series() {
	local dir=$1 fn=$2 s i p f k
	local jobs=${AVC_SERIES_JOBS:-2}
	shift 2
	local -a list=("$@") pids=()
	mkdir -p "$dir"
	for s in "${list[@]}"; do
		while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do
			wait -n
		done
		rm -f "$dir/$s.counts"
		(
			pass=0 fail=0 skip=0
			"$fn" "$s"
			echo "$pass $fail $skip" >"$dir/$s.counts"
		) >"$dir/$s.out" 2>&1 &
		pids+=($!)
	done
	for i in "${!list[@]}"; do
		s=${list[$i]}
		wait "${pids[$i]}" || true
		cat "$dir/$s.out"
		if read -r p f k 2>/dev/null <"$dir/$s.counts"; then
			pass=$((pass + p)) fail=$((fail + f)) skip=$((skip + k))
		else
			echo "not ok - $s: the run for $s ended without its counts"
			fail=$((fail + 1))
		fi
	done
}

# ---------------------------------------------------------------- kernels
# scripts/kernels is the one table of kernel series (see its header).

AVC_KERNELS=${AVC_KERNELS:-$AVC_TOP/scripts/kernels}

# avc_krows: the table's rows, comments and blank lines dropped.
avc_krows() { sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$AVC_KERNELS"; }

# avc_series: the series to work on, one per line, in table order: all
# rows, or the ones $SERIES names ("6.12 7.3"; an unknown name is fatal).
avc_series() {
	local all s
	all=$(avc_krows | awk '{print $1}')
	[ -n "${SERIES:-}" ] || { echo "$all"; return 0; }
	for s in $SERIES; do
		grep -qxF -- "$s" <<<"$all" ||
			avc_die "SERIES: no row '$s' in scripts/kernels (rows: $(echo $all))"
		echo "$s"
	done
}

# An unknown row in $SERIES is fatal here, in the script itself: callers
# read avc_series in a subshell ($(...), < <(...)), where avc_die would end
# only the subshell and leave them an empty list.
[ -z "${SERIES:-}" ] || avc_series >/dev/null || exit 2

# avc_kfield SERIES FIELD: one field of a row (FIELD: series suite image
# headers source root cc sparse kunit clients kprep); status 1 if the series
# has no row.
avc_kfield() {
	local col
	case $2 in
	series) col=1 ;; suite) col=2 ;; image) col=3 ;; headers) col=4 ;;
	source) col=5 ;; root) col=6 ;; cc) col=7 ;; sparse) col=8 ;;
	kunit) col=9 ;; clients) col=10 ;; kprep) col=11 ;;
	*) avc_die "avc_kfield: unknown field '$2'" ;;
	esac
	avc_krows | awk -v s="$1" -v c=$col '$1 == s { print $c; f = 1; exit } END { exit !f }'
}

# avc_newest FIELD PATTERN: the newest row of the whole table ($SERIES does
# not apply) whose FIELD matches the shell PATTERN ("[!-]*": any value but
# "-").  Tools taken from one kernel use it: checkpatch (the newest tree
# with a source), the probe's stand-in (the newest on the host's root).
avc_newest() {
	local s
	for s in $(avc_krows | awk '{print $1}' | tac); do
		# shellcheck disable=SC2053
		[[ $(avc_kfield "$s" "$1") == $2 ]] && { echo "$s"; return 0; }
	done
	return 1
}

# avc_host_suite: the host's Debian suite (its codename).
avc_host_suite() { sed -n 's/^VERSION_CODENAME=//p' /etc/os-release; }

# avc_kforeign SERIES: status 0 if the series comes from another suite than
# the host's (fetched into $AVC_CACHE rather than installed).
avc_kforeign() { [ "$(avc_kfield "$1" suite)" != "$(avc_host_suite)" ]; }

# avc_kre PATTERN: the table's package pattern as an anchored ERE ("*" is
# a version: digits and dots).
avc_kre() { printf '^%s$\n' "$(printf '%s' "$1" | sed -e 's/[.+]/\\&/g' -e 's/\*/[0-9.]+/g')"; }

# avc_kdir SERIES: where scripts/deps unpacks a foreign series (root/ holds
# its headers, kbuild and source; kver its kernel release).
avc_kdir() { echo "$AVC_CACHE/kernels/$1"; }

# avc_buildroot SUITE: the debootstrap'ed build root for SUITE, if ready.
avc_buildroot() {
	local r=$AVC_CACHE/roots/$1
	[ -f "$r/.avc-ready" ] && echo "$r"
}

# avc_headers_dir SERIES: the Debian linux-headers build directory of a
# series of scripts/kernels: for the host's suite the newest installed one
# matching the row, else the one scripts/deps unpacked in $AVC_CACHE.
# Nothing and status 1 if there is none.
avc_headers_dir() {
	local series=$1 pat re d kd
	pat=$(avc_kfield "$series" headers) || return 1
	if avc_kforeign "$series"; then
		kd=$(avc_kdir "$series")
		[ -f "$kd/.avc-ready" ] || return 1
		d=$kd/root/usr/src/linux-headers-$(cat "$kd/kver")
		[ -f "$d/Makefile" ] && { echo "$d"; return 0; }
		return 1
	fi
	re=$(avc_kre "$pat")
	for d in $(ls -d /usr/src/linux-headers-* 2>/dev/null | sort -V -r); do
		[[ ${d##*/} =~ $re ]] && [ -f "$d/Makefile" ] && { echo "$d"; return 0; }
	done
	return 1
}

# avc_kver SERIES: the kernel release (uname -r) of the series' headers.
avc_kver() {
	local d
	d=$(avc_headers_dir "$1") || return 1
	echo "${d##*/linux-headers-}"
}

# avc_kmake SERIES MAKE-ARGS...: run make the way the series' modules are
# built (an empty SERIES: plain make, for a KDIR of no row): with the
# row's compiler, in the row's root (avc_krun).
avc_kmake() {
	local s=$1 cc
	shift
	if [ -z "$s" ]; then
		make "$@"
		return
	fi
	cc=$(avc_kfield "$s" cc) || avc_die "no series '$s' in scripts/kernels"
	[ "$cc" = - ] || set -- CC="$cc" "$@"
	avc_krun "$s" make "$@"
}

# avc_inroot ROOT CMD...: run CMD where a row whose root column is ROOT
# builds: on the host ("host"), or chrooted into the debootstrap'ed root
# of that suite (private mount namespace; $AVC_TOP, $AVC_CACHE, $PWD, the
# AVCOMPAT=/-C directories and the parents of the M=/O= directories
# (samples include ../common) bind-mounted at the same paths, plus /dev
# and /proc).
avc_inroot() {
	local root=$1 r a prev="" binds=()
	shift
	if [ "$root" = host ]; then
		"$@"
		return
	fi
	r=$(avc_buildroot "$root") || avc_die "no $root build root (run scripts/deps)"
	binds=("$AVC_TOP" "$AVC_CACHE" "$PWD")
	for a in "$@"; do
		case $a in
		M=*|O=*) binds+=("$(dirname "${a#*=}")") ;;
		AVCOMPAT=*) binds+=("${a#*=}") ;;
		esac
		[ "$prev" != -C ] || binds+=("$a")
		prev=$a
	done
	unshare --mount --propagation private -- bash -c '
		r=$1; shift
		while [ "$1" != -- ]; do
			if [ -d "$1" ]; then mkdir -p "$r$1" && mount --bind "$1" "$r$1" || exit 125; fi
			shift
		done
		shift
		mount --bind /dev "$r/dev" && mount -t proc proc "$r/proc" || exit 125
		exec chroot "$r" /usr/bin/env -C "$PWD" PATH=/usr/sbin:/usr/bin:/sbin:/bin "$@"
	' avc-inroot "$r" "${binds[@]}" -- "$@"
}

# avc_krun SERIES CMD...: run CMD where the series' modules are built (the
# row's root, avc_inroot), without the row's compiler (avc_kmake passes
# that to make); scripts/check-dkms runs dkms this way, avc_kmake make.
avc_krun() {
	local root
	root=$(avc_kfield "$1" root) || avc_die "no series '$1' in scripts/kernels"
	shift
	avc_inroot "$root" "$@"
}

# avc_kbuild SERIES DIR [MAKE-ARGS...]: build the out-of-tree module
# directory DIR for a series: make -C <headers> M=DIR AVCOMPAT=$AVC_TOP W=1
# modules, plus C=1 (sparse) where the row says it works, in the series'
# build root.  Status 2 (and a message) if the series has no headers.
# Two other trees of the series, for the suites that need them:
#   AVC_KDIR=DIR    a kernel tree of the series' root to use instead of its
#                   headers (check-probe's stand-in kernel)
#   AVC_KPREP=ARCH  the series' scripts/kprep tree for ARCH (cross, clang):
#                   objects only, named in MAKE-ARGS (no vmlinux, so no
#                   Module.symvers for "modules")
avc_kbuild() {
	local s=$1 dir=$2 kdir c=()
	shift 2
	! avc_ksparse "$s" || c=(C=1)
	if [ -n "${AVC_KPREP:-}" ]; then
		KPREP_SERIES=$s "$AVC_TOP"/scripts/kprep --make "$AVC_KPREP" M="$dir" \
			AVCOMPAT="$AVC_TOP" W=1 "${c[@]}" "$@"
		return
	fi
	kdir=${AVC_KDIR:-}
	[ -n "$kdir" ] || kdir=$(avc_headers_dir "$s") ||
		{ avc_log "no headers for $s (scripts/deps)"; return 2; }
	avc_kmake "$s" -C "$kdir" M="$dir" AVCOMPAT="$AVC_TOP" W=1 "${c[@]}" "$@" modules
}

# avc_build_ok LOG RC [SPARSE]: judge a module build the one way every
# suite does: make exited 0 (RC), the log has no warning or error at all
# (compiler, sparse or modpost), and sparse really ran unless SPARSE is
# "no".  Status 0, or 1 with avc_build_why set ("exit 2, 3 warnings",
# "sparse did not run") and the offending lines printed as "# " comments.
avc_build_ok() {
	local log=$1 rc=$2 sparse=${3:-yes} nwarn
	nwarn=$(grep -ciE 'warning:|error:' "$log")
	avc_build_why=""
	if [ "$rc" -ne 0 ] || [ "$nwarn" -ne 0 ]; then
		avc_build_why="exit $rc, $nwarn warnings"
		grep -iE 'warning:|error:' "$log" | head -n 10 | sed 's/^/# /'
		[ "$nwarn" -ne 0 ] || tail -n 10 "$log" | sed 's/^/# /'
		return 1
	fi
	if [ "$sparse" != no ] && ! grep -q '^  CHECK ' "$log"; then
		avc_build_why="sparse did not run"
		return 1
	fi
	return 0
}

# avc_build_module SERIES DIR [MAKE-ARGS...]: build the module directory
# DIR (a copy: builds write into it) for a series as every suite, demo and
# bench does: avc_kbuild (W=1, sparse where the row says it works, the
# row's compiler and root; AVC_KDIR and AVC_KPREP pick another tree of the
# row), log in DIR/build.log, judged by avc_build_ok.
# Prints nothing on success; on failure the offending lines, status 1 and
# avc_build_why.  avc_build_how says how it was built ("W=1, sparse").
# With AVC_BUILD_STAMP=FILE, a build whose sources (DIR and ../common),
# avcompat headers, kernel release and MAKE-ARGS match FILE is skipped
# (copy new sources over the old ones, keeping the .ko, to use it).
# avc_build_mode SERIES: how avc_kbuild builds for the series: sets
# avc_build_sparse (yes or no, as avc_build_ok takes it) and avc_build_how
# ("W=1, sparse", or "W=1, no sparse on SERIES"), for the TAP lines.
avc_build_mode() {
	avc_build_sparse=yes avc_build_how="W=1, sparse"
	avc_ksparse "$1" || avc_build_sparse=no avc_build_how="W=1, no sparse on $1"
}

avc_build_module() {
	local s=$1 dir=$2 rc stamp=""
	shift 2
	avc_build_mode "$s"
	if [ -n "${AVC_BUILD_STAMP:-}" ]; then
		stamp=$( {
			echo "$s $* $(avc_kver "$s")"
			find -L "$dir" "$dir/../common" "$AVC_TOP/include" "$AVC_TOP/compat" \
				-type f \( -name '*.[ch]' -o -name Kbuild \) ! -name '*.mod.c' 2>/dev/null |
				LC_ALL=C sort | xargs cat
		} | md5sum | cut -c1-32)
		if [ "$(cat "$AVC_BUILD_STAMP" 2>/dev/null)" = "$stamp" ] &&
		   ls "$dir"/*.ko >/dev/null 2>&1; then
			return 0
		fi
		rm -f "$AVC_BUILD_STAMP"
	fi
	avc_kbuild "$s" "$dir" "$@" >"$dir/build.log" 2>&1
	rc=$?
	avc_build_ok "$dir/build.log" "$rc" "$avc_build_sparse" || return 1
	[ -z "${AVC_KPREP:-}" ] || return 0	# objects, checked by make
	if ! ls "$dir"/*.ko >/dev/null 2>&1; then
		avc_build_why="no .ko built"
		return 1
	fi
	[ -z "$stamp" ] || echo "$stamp" >"$AVC_BUILD_STAMP"
}

# Both mmap paths: where a series' default build takes ->mmap_prepare's
# remap action (avc_key AVC_HAVE_MMAP_ACTION), a suite adds a run
# "SERIES-mmap" that builds the same sample with the ->mmap path forced,
# so both paths meet the same clients.  avc_both_paths SERIES: status 0
# where the series gets that run; avc_mmap_kc RUN sets avc_kc to the
# run's extra make arguments and avc_kc_how to what the build line says
# of them.
avc_both_paths() {
	[ "$(avc_key "$1" AVC_HAVE_MMAP_ACTION)" = 1 ]
}
avc_mmap_kc() {
	avc_kc=()
	avc_kc_how=""
	case $1 in
	*-mmap)
		avc_kc=(KCFLAGS=-DAVC_HAVE_MMAP_ACTION=0)
		avc_kc_how=", ->mmap forced"
		;;
	esac
}

# avc_key SERIES KEY [HEADER]: the value (0 or 1) of avcompat's KEY
# (AVC_HAVE_...) for a module built against the series, as
# <avcompat/version.h> decides it with the kernel's <linux/fs.h> and
# <linux/mm.h> read, or the keys HEADER holds (e.g. avcompat/sound_keys.h)
# with its own includes: preprocessed (make k.i, a few seconds), nothing
# compiled.
avc_key() {
	local s=$1 k=$2 h=${3:-avcompat/avcompat.h} d kdir
	kdir=$(avc_headers_dir "$s") || return 1
	d=${AVC_BUILD:-$AVC_TOP/build}/keys/$s-$k
	rm -rf "$d"
	mkdir -p "$d"
	printf '#include <linux/fs.h>\n#include <linux/mm.h>\n#include <%s>\navc_key_value=%s\n' \
		"$h" "$k" >"$d/k.c"
	printf 'NOSTDINC_FLAGS += -I%s/compat -I%s/include\nobj-m += k.o\n' \
		"$AVC_TOP" "$AVC_TOP" >"$d/Kbuild"
	avc_kmake "$s" -C "$kdir" M="$d" AVCOMPAT="$AVC_TOP" k.i >"$d/log" 2>&1 &&
		sed -n 's/^avc_key_value=//p' "$d/k.i" | grep -xE '[01]'
}

# avc_ksparse SERIES: status 0 if avc_kbuild runs sparse for the series.
avc_ksparse() { [ "$(avc_kfield "$1" sparse)" = yes ]; }

# avc_src SERIES: path of a pristine unpacked Debian linux-source-SERIES tree
# in the cache, unpacking it on first use (~10 s).  Never modified later:
# builds use O= or hard-linked overlays.
avc_src() {
	local series=$1 tarball dst stamp
	tarball=/usr/src/linux-source-$series.tar.xz
	! avc_kforeign "$series" 2>/dev/null ||
		tarball=$(avc_kdir "$series")/root/usr/src/linux-source-$series.tar.xz
	dst=$AVC_CACHE/src/linux-$series
	stamp=$dst/.avc-unpacked
	[ -f "$tarball" ] || avc_die "no $tarball (run scripts/deps)"
	if [ ! -f "$stamp" ] || [ "$tarball" -nt "$stamp" ]; then
		(
			flock 9
			if [ ! -f "$stamp" ] || [ "$tarball" -nt "$stamp" ]; then
				avc_log "unpacking $tarball into $dst"
				rm -rf "$dst" "$dst.tmp"
				mkdir -p "$dst.tmp"
				tar -xJf "$tarball" -C "$dst.tmp" --strip-components=1
				touch "$dst.tmp/.avc-unpacked"
				mv "$dst.tmp" "$dst"
			fi
		) 9>"$AVC_CACHE/.lock-src-$series"
	fi
	echo "$dst"
}

# ------------------------------------------------------- foreign programs
# The suites never depend on what the host kernel allows.  A test program
# built for another ABI than the host's (the i386 and sparc32 era fixtures:
# -m32 with Debian's i686 cross compiler, linked static) runs natively
# where the host kernel executes it, else through qemu-user (Debian's
# qemu-user, installed by scripts/deps): a kernel built with
# IA32_EMULATION_DEFAULT_DISABLED, a hardened distro kernel or a container
# host refuses i386 programs with ENOEXEC.  AVC_FOREIGN=native|qemu forces
# one way (tests/eras/foreign runs both and compares them).  The choice is
# made once per ABI and exported (AVC_FOREIGN_<ABI>), so the runners it
# starts, the mutants' era runs among them, inherit it.

# avc_elf_abi FILE: the qemu-user name of an ELF program's machine (i386,
# x86_64, sparc, sparc32plus, sparc64, arm, aarch64, ppc64, riscv64); status
# 1 for a file that is not ELF or a machine not listed.
avc_elf_abi() {
	local hdr data m
	hdr=$(od -An -tx1 -N20 "$1" 2>/dev/null | tr -d ' \n')
	[ "${hdr:0:8}" = 7f454c46 ] || return 1
	data=${hdr:10:2}
	if [ "$data" = 01 ]; then
		m=$((16#${hdr:38:2}${hdr:36:2}))
	else
		m=$((16#${hdr:36:2}${hdr:38:2}))
	fi
	case $m in
	3) echo i386 ;; 62) echo x86_64 ;; 2) echo sparc ;; 18) echo sparc32plus ;;
	43) echo sparc64 ;; 40) echo arm ;; 183) echo aarch64 ;; 21) echo ppc64 ;;
	243) echo riscv64 ;; *) return 1 ;;
	esac
}

# avc_host_abi: the host's own ABI, as avc_elf_abi names it.
avc_host_abi() {
	case $(uname -m) in
	i?86) echo i386 ;; sparc64) echo sparc64 ;; ppc64le) echo ppc64 ;;
	*) uname -m ;;
	esac
}

# avc_foreign_probe_bin ABI: a tiny static program of ABI that exits 42,
# built once per ABI into $AVC_CACHE/foreign (i386 only: the one compiler
# the era fixtures use); status 1 if it cannot be built.
avc_foreign_probe_bin() {
	local abi=$1 bin=$AVC_CACHE/foreign/probe-$1
	[ "$abi" = i386 ] || return 1
	if [ ! -x "$bin" ]; then
		mkdir -p "$AVC_CACHE/foreign"
		printf 'int main(void) { return 42; }\n' |
			i686-linux-gnu-gcc -static -O2 -x c -o "$bin.$$" - 2>/dev/null &&
			mv "$bin.$$" "$bin" || return 1
	fi
	echo "$bin"
}

# avc_foreign_mode ABI: how programs of ABI run on this host: "host" (the
# host's own ABI), "native" (the host kernel runs them: a probe program
# exited 42) or "qemu" (through qemu-ABI); AVC_FOREIGN forces native or
# qemu.  Sets and exports AVC_FOREIGN_<ABI> and prints, the first time in
# a process tree, one line "# ABI programs: ..." on stderr saying which
# way and why.  Status 1 (and that line saying why) if neither works.
avc_foreign_mode() {
	local abi=$1 var probe why mode
	var=AVC_FOREIGN_$(echo "$abi" | tr a-z A-Z)
	if [ -n "${!var:-}" ]; then
		echo "${!var}"
		[ "${!var}" != none ]
		return
	fi
	if [ "$abi" = "$(avc_host_abi)" ]; then
		mode=host
	elif [ "${AVC_FOREIGN:-}" = qemu ]; then
		mode=qemu why="forced by AVC_FOREIGN=qemu"
	elif [ "${AVC_FOREIGN:-}" = native ]; then
		mode=native why="forced by AVC_FOREIGN=native"
	elif probe=$(avc_foreign_probe_bin "$abi") &&
	     { "$probe"; [ $? -eq 42 ]; } 2>/dev/null; then
		mode=native why="the host kernel runs them"
	else
		mode=qemu why="the host kernel refuses them: no $abi emulation"
	fi
	if [ "$mode" = qemu ] && ! command -v "qemu-$abi" >/dev/null; then
		why="$why, and qemu-$abi is missing: run scripts/deps (qemu-user)"
		mode=none
	fi
	export "$var=$mode"
	case $mode in
	host) ;;
	native) avc_log "# $abi programs: natively ($why)" ;;
	qemu) avc_log "# $abi programs: through qemu-$abi, user mode ($why)" ;;
	none) avc_log "# $abi programs: cannot run ($why)" ;;
	esac
	echo "$mode"
	[ "$mode" != none ]
}

# avc_run_foreign PROG [ARG...]: run a test program of whatever ABI it was
# built for, the way avc_foreign_mode chose; its exit status is the
# program's (126 with a message if it cannot run at all).
avc_run_foreign() {
	local abi mode
	abi=$(avc_elf_abi "$1") || { "$@"; return; }
	mode=$(avc_foreign_mode "$abi") || {
		echo "avc_run_foreign: cannot run $abi program $1" >&2
		return 126
	}
	case $mode in
	qemu) "qemu-$abi" "$@" ;;
	*) "$@" ;;
	esac
}
