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

avc_log() { printf '%s\n' "$*" >&2; }
avc_die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# avc_jobs: parallel make jobs (the machine has 2 cores; honour AVC_JOBS).
avc_jobs() { echo "${AVC_JOBS:-$(nproc)}"; }

# avc_counts LABEL FILE: "P F S" from the last line of FILE that is exactly
# "LABEL: P passed, F failed, S skipped" (LABEL an extended regex), the
# closing line every suite and VM run prints; status 1 and nothing if
# there is none.
avc_counts() {
	grep -E "^$1: [0-9]+ passed, [0-9]+ failed, [0-9]+ skipped\$" "$2" | tail -n 1 |
		sed -E 's/.*: ([0-9]+) passed, ([0-9]+) failed, ([0-9]+) skipped/\1 \2 \3/' | grep .
}

# avc_headers_dir SERIES: the newest installed Debian linux-headers build
# directory for a kernel series ("6.1" or "6.12"), or nothing.
avc_headers_dir() {
	local series=$1 d
	for d in $(ls -d /usr/src/linux-headers-"$series".*-amd64 2>/dev/null | sort -V -r); do
		[ -f "$d/Makefile" ] && { echo "$d"; return 0; }
	done
	return 1
}

# avc_src SERIES: path of a pristine unpacked Debian linux-source-SERIES tree
# in the cache, unpacking it on first use (~10 s).  Never modified later:
# builds use O= or hard-linked overlays.
avc_src() {
	local series=$1 tarball dst stamp
	tarball=/usr/src/linux-source-$series.tar.xz
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
