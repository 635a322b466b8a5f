# SPDX-License-Identifier: GPL-2.0
#
# tests/stress/guest.sh - guest script of tests/stress/run (scripts/vm).
#
# Environment (set by tests/stress/run with --env):
#	STRESS_OPS      operations per device (fuzz -n)
#	STRESS_SEED     base seed; device number i (from 0) uses SEED + i
#	STRESS_FUZZ_OPTS  more fuzz options (e.g. -x: trace every call)
#	STRESS_DEVICES  which samples, comma separated, default
#	                "pfnmap,v4l2,oss,alsa,usbcam"
#	STRESS_UNPLUGS  usbcam: unplugs (each followed by a replug) during
#	                its fuzz run, default 1
#	STRESS_IOCTL_OPS  ioctl-fuzz operations per V4L2 or OSS device
#	                (0: none), default 2000
#	STRESS_IOCTL_OPTS  more ioctl-fuzz options (e.g. -D, -x)
#	STRESS_TRINITY_OPS  trinity system calls per device (0: none),
#	                default 2000
#	STRESS_TRINITY_DEVICES  the devices trinity runs on, comma
#	                separated, default every one
#	STRESS_BUDGET   seconds each ioctl-fuzz and trinity run may take
#	                (their operations stop there), default 300
#
# After a warm-up (every sample loaded and removed once, so that the
# modules they depend on stay loaded) the script records /proc/meminfo
# and the orphaned entries of /proc/vmallocinfo.  Then, per device: load the module, note
# the vmalloc bytes the module's own code allocated (entries whose caller
# is in [MODULE]), run the fuzz client with delete_module() attempts
# (fuzz -m), and check that
#   - fuzz reported no failure;
#   - once every file and mapping is gone the module is unused (refcnt 0)
#     and holds no more vmalloc memory than just after loading (a
#     buffer that outlives its last user is a leak);
#   - rmmod succeeds and takes the module away.
# The USB camera (usbcam) needs its device: dummy_hcd, libcomposite and
# usb_f_fs are loaded and the emulator (usbcam-emu serve, a FunctionFS
# gadget on dummy_udc.0; the same set-up as tests/e2e/usbcam.sh) plugs
# it into the same kernel; the fuzz client opens /tmp/usbcam-node, a
# symbolic link to the camera's /dev/videoN.  STRESS_UNPLUGS times during
# the run the fuzz client runs /tmp/usbcam-unplug (the gadget unbound
# from its UDC, the node gone) and /tmp/usbcam-replug (bound again, the
# link pointed at the new node, whose number differs while old files are
# open) in a thread while its operations go on: the old files fail with
# ENODEV & co., their mappings must keep their frames, and it goes on
# with the new device.  After the run the module's read-only "devices"
# and "buffers" counters must settle at 1 (the plugged camera; every
# unplugged one freed) and 0; rmmod then unbinds the plugged camera, and
# the emulator is stopped.
# After the mmap fuzzer, the V4L2 and OSS devices get ioctl-fuzz (the
# ioctl tables from 4 threads on 3 shared files, close fuzzed too; it
# fails on a hang itself), and every device gets Debian's trinity with
# the device node as its one victim file (-V; the node made 0666; only
# the victim's fds, no sockets, pipes ...; no fanotify: 7.3 taints the
# kernel for its permission events, which is no driver's fault; no
# signal-sending calls and no reboot; any trinity process left afterwards
# killed by pid), killed if it overruns its budget by 60 s.  Trinity runs
# as nobody (su), as a user of the node would: Debian's trinity
# (1.9+git20230109) accepts --dropprivs (-X) but never calls its
# drop_privs(), so started as root its children kept every capability,
# and kexec_load() with random segments held most of the guest's memory
# (MemAvailable 9 MiB of 1 GiB, allocation failures, the OOM killer),
# settimeofday() moved the clock, and so on: the kernel's own
# privileged paths, no driver's fault.  Then no process may be left in
# uninterruptible sleep ("hang"), and the module checks below follow.
# Per device and phase (fuzz, ioctl-fuzz, trinity) a line "TEST/mem:"
# (information, no result) gives the lowest MemAvailable, the peaks of
# VmallocUsed, Shmem and the module's own vmalloc bytes, sampled once a
# second, and what is left after it (tmpfs, SysV shm, a kexec image):
# what to look at first if the guest runs short of memory again.
# At the end, vmalloc entries whose caller no longer resolves to a symbol
# (code of a removed module) beyond those there at the start are leaks
# too (the same bytes as the per-device leaks, or more: the larger sum
# counts).  Each device's result line carries "leaked=BYTES"; the last
# one, stress/leak, the total.  The /proc/meminfo deltas (MemFree, VmallocUsed,
# Slab, SUnreclaim) are printed as information only, with whether they
# stay within 1 MiB: page caches, per-cpu lists, slab caches and lazily
# purged vmap areas move them by a few hundred KiB either way, so they
# cannot prove (or rule out) a leak of a few pages.

ops=${STRESS_OPS:-10000}
seed=${STRESS_SEED:-1}
devices=$(echo "${STRESS_DEVICES:-pfnmap,v4l2,oss,alsa,usbcam}" | tr , " ")
kdir=/lib/modules/$(uname -r)/extra
total_leak=0
iops=${STRESS_IOCTL_OPS:-2000}
tops=${STRESS_TRINITY_OPS:-2000}
tdevs=" $(echo "${STRESS_TRINITY_DEVICES:-$devices}" | tr , " ") "
budget=${STRESS_BUDGET:-300}

echo "stress on $(uname -r): $ops operations per device, base seed $seed, $(nproc) CPUs"

meminfo() { awk -v k="$1:" '$1 == k { print $2 * 1024 }' /proc/meminfo; }

# vmalloc bytes whose caller is in module $1
vm_mod_bytes() {
	awk -v m="[$1]" 'index($0, m) { s += $2 } END { print s + 0 }' /proc/vmallocinfo
}

# bytes of the vmalloc entries whose caller no longer resolves to a
# symbol (code of a removed module)
vm_orphans() {
	awk '$3 ~ /^0x/ { s += $2 } END { print s + 0 }' /proc/vmallocinfo
}

settle() {
	sync
	echo 3 >/proc/sys/vm/drop_caches 2>/dev/null
	sleep 1
}

# trinity runs as nobody
grep -q '^nobody:' /etc/passwd ||
	echo 'nobody:x:65534:65534:nobody:/nonexistent:/bin/false' >>/etc/passwd
grep -q '^nogroup:' /etc/group || echo 'nogroup:x:65534:' >>/etc/group

# d_once: the user tasks in uninterruptible sleep, one "pid comm" a line
# (kernel threads, without a command line, pass through D briefly)
d_once() {
	for _s in /proc/[0-9]*/task/[0-9]*/stat; do
		read -r _l <"$_s" 2>/dev/null || continue
		_r=${_l##*) }
		[ "${_r%% *}" = D ] || continue
		[ -n "$(tr -d '\0' <"${_s%/task/*}/cmdline" 2>/dev/null)" ] || continue
		_p=${_s#/proc/}
		echo "${_p%%/*} $(cat "${_s%/stat}/comm" 2>/dev/null)"
	done
}

# d_state: the user tasks still in uninterruptible sleep 2 s later (a hang)
d_state() {
	_d1=$(d_once)
	[ -n "$_d1" ] || return 0
	sleep 2
	d_once | grep -Fx "$_d1"
}

# mem_mon_start MOD: sample memory once a second in the background until
# mem_mon_stop: the lowest MemAvailable, the highest VmallocUsed, Shmem
# and the bytes vmalloc'ed by module MOD (its buffers), written to
# /tmp/memmon as "min_avail max_vmalloc max_shmem max_mod"
mem_mon_start() {
	(
		_a=$(meminfo MemAvailable) _v=0 _s=0 _m=0
		while :; do
			_x=$(meminfo MemAvailable); [ "$_x" -lt "$_a" ] && _a=$_x
			_x=$(meminfo VmallocUsed); [ "$_x" -gt "$_v" ] && _v=$_x
			_x=$(meminfo Shmem); [ "$_x" -gt "$_s" ] && _s=$_x
			_x=$(vm_mod_bytes "$1"); [ "$_x" -gt "$_m" ] && _m=$_x
			echo "$_a $_v $_s $_m" >/tmp/memmon.new
			mv /tmp/memmon.new /tmp/memmon
			sleep 1
		done
	) &
	memmon=$!
}

# mem_mon_stop TEST PHASE: stop the sampler, print its peaks and the
# memory left behind (tmpfs, SysV shm, a loaded kexec image)
mem_mon_stop() {
	kill "$memmon" 2>/dev/null
	wait "$memmon" 2>/dev/null
	read -r _a _v _s _m </tmp/memmon 2>/dev/null
	_shm=$(awk 'NR > 1 { n++; s += $15; c = c " " $10 "/" $7 } END { print n + 0 " (" s + 0 " bytes resident; cuid/nattch" c ")" }' /proc/sysvipc/shm 2>/dev/null)
	echo "  $1/mem: $2: min MemAvailable $((${_a:-0} >> 20)) MiB, peak VmallocUsed $((${_v:-0} >> 20)) MiB, peak Shmem $((${_s:-0} >> 20)) MiB, peak module vmalloc $((${_m:-0} >> 20)) MiB; now MemAvailable $(($(meminfo MemAvailable) >> 20)) MiB, /tmp $(du -sm /tmp 2>/dev/null | cut -f1) MiB, SysV shm segments ${_shm:-?}, kexec_loaded $(cat /sys/kernel/kexec_loaded 2>/dev/null)"
}

# ioctl_fuzz TEST MODE NODE SEED: the ioctl tables of a V4L2 or OSS node
ioctl_fuzz() {
	[ "$iops" -gt 0 ] || return 0
	_t0=$(date +%s)
	# shellcheck disable=SC2086
	ioctl-fuzz ${STRESS_IOCTL_OPTS:-} -s "$4" -n "$iops" -d "$budget" -j 4 -f 3 \
		-t "$1/ioctl" "$2" "$3"
	_rc=$?
	echo "  $1/ioctl: exit $_rc after $(($(date +%s) - _t0)) s"
	[ $_rc -le 1 ] || avc_not_ok "$1/ioctl-exit" "ioctl-fuzz exit $_rc (2: a hang)"
}

# trinity_reap: SIGKILL to whatever of trinity outlived it (its session,
# by pid), so that nothing of it runs on into the next device or the end;
# then remove the SysV IPC objects it left (nobody's: shared memory
# segments of hundreds of MiB that outlive it and keep the pages it
# touched, message queues, semaphores)
trinity_reap() {
	for _s in /proc/[0-9]*/stat; do
		read -r _l <"$_s" 2>/dev/null || continue
		case $_l in *"(trinity"*) kill -9 "${_l%% *}" 2>/dev/null ;; esac
	done
	command -v ipcrm >/dev/null || return 0
	# by creator (cuid, the /proc/sysvipc column given): IPC_SET lets
	# the owner give it any uid
	for _k in "shm -m 10" "msg -q 10" "sem -s 7"; do
		set -- $_k
		for _i in $(awk -v c="$3" 'NR > 1 && $c == 65534 { print $2 }' /proc/sysvipc/$1); do
			ipcrm "$2" "$_i"
		done
	done
}

# trinity_run TEST NODE SEED: Debian's trinity, NODE its only victim
trinity_run() {
	[ "$tops" -gt 0 ] || return 0
	if ! command -v trinity >/dev/null; then
		avc_skip "$1/trinity" "no trinity in the image (scripts/deps: trinity)"
		return 0
	fi
	_v=$(readlink -f "$2")
	chmod 0666 "$_v"
	# as nobody, or not at all (see the top of this file)
	_u=$(su -s /bin/sh nobody -c 'id -u' 2>&1)
	if [ "$_u" != 65534 ]; then
		avc_not_ok "$1/trinity" "cannot run trinity as nobody (su: $_u)"
		return 0
	fi
	_t0=$(date +%s)
	mkdir -p /tmp/trinity && chmod 0777 /tmp/trinity && cd /tmp/trinity || return 1
	timeout -s KILL $((budget + 60)) setsid su -s /bin/sh nobody -c \
		"exec $(command -v trinity) -q -l off -C 2 -N $tops -s $3 -V $_v \
		-T DIE,WARN,BAD_PAGE -x fanotify_init -x fanotify_mark \
		-x kill -x tkill -x tgkill -x rt_sigqueueinfo -x rt_tgsigqueueinfo \
		-x pidfd_send_signal -x reboot \
		--disable-fds=sockets,pipes,perf,epoll,eventfd,pseudo,timerfd,testfile,memfd,drm" \
		>/tmp/trinity.log 2>&1
	_rc=$?
	cd / || return 1
	trinity_reap
	_secs=$(($(date +%s) - _t0))
	_ran=$(sed -n 's/.*Ran \([0-9]*\) syscalls.*/\1/p' /tmp/trinity.log | tail -n 1)
	echo "  $1/trinity: exit $_rc after $_secs s, victim $_v, ${_ran:-?} syscalls"
	if [ $_rc = 137 ] || [ -z "$_ran" ]; then
		avc_not_ok "$1/trinity" "trinity exit $_rc after $_secs s without its summary (victim $_v)"
		tail -n 8 /tmp/trinity.log | sed 's/^/  trinity| /'
	else
		avc_ok "$1/trinity" "ops=$_ran victim=$_v exit=$_rc secs=$_secs uid=$_u"
	fi
}

# --- the USB camera (set up as tests/e2e/usbcam.sh does)

usb_link=/tmp/usbcam-node
usb_unplugs=${STRESS_UNPLUGS:-1}
emu=""

# The unplug and replug commands of the fuzz client (run by system(3)):
# the gadget off its UDC until the host has dropped the camera and its
# node; on again until a node of the camera is there, then the link
# points at it (a new /dev/videoN while files of the old one are open).
cat >/tmp/usbcam-unplug <<'EOF'
old=$(readlink /tmp/usbcam-node)
usbcam-emu unplug || exit 1
i=0
while [ -e "$old" ]; do
	[ $i -ge 150 ] && echo "usbcam-unplug: $old still there" && exit 2
	usleep 100000
	i=$((i + 1))
done
EOF
cat >/tmp/usbcam-replug <<'EOF'
. /avc/lib.sh
usbcam-emu plug || exit 1
i=0
while [ $i -lt 150 ]; do
	if n=$(avc_video_node "avcompat USB camera"); then
		rm -f /tmp/usbcam-node
		ln -s "$n" /tmp/usbcam-node
		echo "usbcam-replug: $n"
		exit 0
	fi
	usleep 100000
	i=$((i + 1))
done
echo "usbcam-replug: no node"
exit 1
EOF

# usbcam_up: the gadget modules and the emulator, plugged in
usbcam_up() {
	[ -n "$emu" ] && kill -0 "$emu" 2>/dev/null && return 0
	for _m in dummy_hcd libcomposite usb_f_fs; do
		modprobe $_m || return 1
	done
	rm -f /tmp/emu-ready
	usbcam-emu -t stress/usbcam -r /tmp/emu-ready serve >/tmp/emu.log 2>&1 &
	emu=$!
	if ! avc_wait_for /tmp/emu-ready 15; then
		sed 's/^/  emu| /' /tmp/emu.log >&2
		return 1
	fi
}

# usbcam_down: stop the emulator (it unbinds and removes the gadget)
usbcam_down() {
	[ -n "$emu" ] || return 0
	kill "$emu" 2>/dev/null
	wait "$emu"
	emu=""
	grep '^AVC-TEST' /tmp/emu.log
	grep -v '^AVC-TEST' /tmp/emu.log | tail -n 4 | sed 's/^/  emu| /'
}

# usb_count NAME: the module's "devices" or "buffers" counter
usb_count() { cat /sys/module/avc_usbcam/parameters/$1 2>/dev/null || echo "?"; }

# load NAME: load the sample, set $mod, $mode, $node
load() {
	node=""
	case $1 in
	pfnmap)	mod=avc_pfnmap mode=pfnmap
		insmod $kdir/$mod.ko size=65536 && node=/dev/avc_pfnmap ;;
	v4l2)	mod=avc_v4l2 mode=v4l2
		modprobe $mod width=320 height=240 fps=30 || return 1
		_i=0
		while [ $_i -lt 25 ]; do
			node=$(avc_video_node "avcompat virtual camera") && break
			usleep 200000
			_i=$((_i + 1))
		done ;;
	oss)	mod=avc_oss mode=oss
		modprobe $mod && node=/dev/dsp7 ;;
	alsa)	mod=avc_alsa mode=alsa
		modprobe $mod || return 1
		avc_wait_for /proc/asound/avcalsa 5 || return 1
		_c=$(readlink /proc/asound/avcalsa)
		node=/dev/snd/pcmC${_c#card}D0p ;;
	usbcam)	mod=avc_usbcam mode=v4l2 _v=""
		usbcam_up || return 1
		modprobe $mod || return 1
		# no node (a failed probe: seen once, -EPROTO from GET_INFO
		# as the gadget went away): re-plug, at most twice
		_a=
		while :; do
			_i=0
			while [ $_i -lt 25 ]; do
				_v=$(avc_video_node "avcompat USB camera") && break
				usleep 200000
				_i=$((_i + 1))
			done
			[ -n "$_v" ] && break
			_a=$((${_a:-0} + 1))
			{
				echo "  stress/usbcam: no node after 5 s (attempt $_a):"
				tail -n 5 /tmp/emu.log | sed 's/^/  emu| /'
				dmesg | grep -E 'usb|avc' | tail -n 4 | sed 's/^/  | /'
			} >&2
			[ $_a -lt 3 ] || return 1
			if kill -0 "$emu" 2>/dev/null; then
				usbcam-emu unplug
				sleep 1
				usbcam-emu plug
			else
				echo "  stress/usbcam: the emulator exited; starting it again" >&2
				wait "$emu"
				emu=""
				usbcam_up || return 1
			fi
		done
		rm -f $usb_link
		ln -s "$_v" $usb_link
		node=$usb_link ;;
	*)	return 1 ;;
	esac
	[ -n "$node" ] && avc_wait_for "$node" 5
}

# Warm-up: load and remove every sample once, so that the modules they
# need (videodev, snd-pcm, soundcore, ...) are loaded, and the clients'
# pages cached, before the baseline is taken.
for d in $devices; do
	# (the USB camera's set-up reports its own trouble)
	if [ "$d" = usbcam ]; then
		load "$d" >/dev/null
	else
		load "$d" >/dev/null 2>&1
	fi && rmmod $mod
	[ "$d" = oss ] && avc_wait_gone /dev/dsp7 5
done
settle
mem0_free=$(meminfo MemFree)
mem0_vm=$(meminfo VmallocUsed)
mem0_slab=$(meminfo Slab)
mem0_sunr=$(meminfo SUnreclaim)
orph0=$(vm_orphans)

i=0
for d in $devices; do
	t=stress/$d
	s=$((seed + i))
	i=$((i + 1))
	if ! load "$d"; then
		avc_not_ok "$t/load" "cannot load the $d sample or find its node"
		[ "$d" = usbcam ] && usbcam_down
		continue
	fi
	if [ "$d" = usbcam ]; then
		avc_ok "$t/load" "$mod, $node -> $(readlink $node)${_a:+, bound after $_a re-plug(s)}"
	else
		avc_ok "$t/load" "$mod, $node"
	fi
	base=$(vm_mod_bytes $mod)
	mem_mon_start "$mod"
	_t0=$(date +%s)
	if [ "$d" = usbcam ]; then
		STRESS_UNPLUG_CMD="sh /tmp/usbcam-unplug" \
		STRESS_REPLUG_CMD="sh /tmp/usbcam-replug" \
		STRESS_UNPLUGS=$usb_unplugs \
			fuzz ${STRESS_FUZZ_OPTS:-} -s "$s" -n "$ops" -m "$mod" -t "$t" \
			"$mode" "$node"
	else
		fuzz ${STRESS_FUZZ_OPTS:-} -s "$s" -n "$ops" -m "$mod" -t "$t" "$mode" "$node"
	fi
	_rc=$?
	echo "  $t: fuzz exit $_rc after $(($(date +%s) - _t0)) s"
	[ $_rc -le 1 ] || avc_not_ok "$t/fuzz-exit" "fuzz exit $_rc (crashed?)"
	mem_mon_stop "$t" fuzz
	mem_mon_start "$mod"
	[ "$mode" = pfnmap ] || [ "$mode" = alsa ] || ioctl_fuzz "$t" "$mode" "$node" "$s"
	mem_mon_stop "$t" ioctl-fuzz
	mem_mon_start "$mod"
	case $tdevs in *" $d "*) trinity_run "$t" "$node" "$s" ;; esac
	mem_mon_stop "$t" trinity
	_d=$(d_state)
	if [ -n "$_d" ]; then
		avc_not_ok "$t/hang" "tasks in uninterruptible sleep: $(echo $_d)"
		for _p in $(echo "$_d" | cut -d' ' -f1); do
			sed 's/^/  | /' /proc/$_p/stack 2>/dev/null | head -n 12
		done
	else
		avc_ok "$t/hang" "no task in uninterruptible sleep"
	fi

	# every file and mapping is gone: the module is unused ...
	_i=0
	while [ "$(cat /sys/module/$mod/refcnt 2>/dev/null)" != 0 ] && [ $_i -lt 50 ]; do
		usleep 100000
		_i=$((_i + 1))
	done
	_ref=$(cat /sys/module/$mod/refcnt 2>/dev/null)
	[ "$_ref" = 0 ] || avc_not_ok "$t/unused" "refcnt '$_ref' after the fuzz exited"
	if [ "$d" = usbcam ]; then
		# every unplugged camera and every buffer freed; the plugged
		# camera stays (its node is still there)
		_i=0
		while { [ "$(usb_count buffers)" != 0 ] ||
			[ "$(usb_count devices)" != 1 ]; } && [ $_i -lt 50 ]; do
			usleep 100000
			_i=$((_i + 1))
		done
		_nb=$(usb_count buffers) _nd=$(usb_count devices)
		if [ "$_nb" = 0 ] && [ "$_nd" = 1 ] && [ -e $usb_link ]; then
			avc_ok "$t/counters" "buffers=0 devices=1 (plugged: $(readlink $usb_link))"
		else
			avc_not_ok "$t/counters" "buffers=$_nb devices=$_nd (want 0 and 1, the plugged camera)"
		fi
	fi
	# ... and holds no buffer any more
	settle
	after=$(vm_mod_bytes $mod)
	leaked_lines=$(grep -F "[$mod]" /proc/vmallocinfo | head -n 3)
	held=$((after - base))
	[ $held -ge 0 ] || held=0
	if rmmod $mod && ! [ -e /sys/module/$mod ]; then
		_rm=ok
	else
		_rm=failed
		avc_not_ok "$t/rmmod" "rmmod $mod failed after the run"
	fi
	[ "$d" = oss ] && avc_wait_gone "$node" 5
	[ "$d" = usbcam ] && usbcam_down
	total_leak=$((total_leak + held))
	if [ $held -eq 0 ]; then
		avc_ok "$t/leak" "leaked=0 vmalloc_at_load=$base vmalloc_after=$after rmmod=$_rm"
	else
		avc_not_ok "$t/leak" "leaked=$held vmalloc_at_load=$base vmalloc_after=$after rmmod=$_rm"
		echo "  $t: vmalloc entries of $mod before rmmod, then after:"
		printf '%s\n' "$leaked_lines" | head -n 3 | sed 's/^/  | /'
		awk '$3 ~ /^0x/' /proc/vmallocinfo | head -n 3 | sed 's/^/  | /'
	fi
done

settle
orph=$(($(vm_orphans) - orph0))
[ $orph -ge 0 ] || orph=0
# a buffer a module leaked is counted while it is loaded and becomes an
# orphan after rmmod: count the larger of the two, not both
[ $orph -le $total_leak ] || total_leak=$orph
d_free=$((mem0_free - $(meminfo MemFree)))
d_vm=$(($(meminfo VmallocUsed) - mem0_vm))
d_slab=$(($(meminfo Slab) - mem0_slab))
d_sunr=$(($(meminfo SUnreclaim) - mem0_sunr))
tol=1048576
within=yes
for v in $d_free $d_vm $d_slab $d_sunr; do
	[ $v -le $tol ] || within=no
done
echo "  stress/meminfo (information only; tolerance $tol bytes: $within): MemFree dropped by $d_free, VmallocUsed grew by $d_vm, Slab by $d_slab, SUnreclaim by $d_sunr"
avc_ok stress/meminfo "info memfree_drop=$d_free vmallocused_delta=$d_vm slab_delta=$d_slab sunreclaim_delta=$d_sunr within_tolerance=$within"
if [ $orph -eq 0 ] && [ $total_leak -eq 0 ]; then
	avc_ok stress/leak "leaked=0 orphaned_vmalloc=0"
else
	avc_not_ok stress/leak "leaked=$total_leak orphaned_vmalloc=$orph"
	awk '$3 ~ /^0x/' /proc/vmallocinfo | head -n 5 | sed 's/^/  | /'
fi
exit 0
