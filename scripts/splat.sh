# SPDX-License-Identifier: GPL-2.0
#
# scripts/splat.sh - the lines of a kernel log that are the kernel's own
# reports, as one extended regular expression (also a valid Python re),
# defined once for everything that reads a kernel log: scripts/vm on the
# host and in the guest (its guest library starts with this file, so guest
# scripts such as bench/stream.sh have it), tests/stress, scripts/kunit,
# all through scripts/lib.sh.  Sourced by POSIX sh and bash alike.
#
# Report heads: Oops, BUG (KASAN's, sleeping in atomic ...), WARNING
# (lockdep's "possible circular locking dependency" ...), UBSAN, panics,
# general protection faults, lockdep's other headers, hung tasks and RCU
# stalls; and "Call Trace", which a bare dump_stack() (e.g. the scheduler's
# "wrong timeout value") prints without any head.  One report is then
# several lines: counts are of report lines, and 0 is the only good count.
AVC_SPLAT_RE='Oops|BUG:|kernel BUG|WARNING:|KASAN|UBSAN|Kernel panic|general protection fault|Call Trace|possible circular locking|possible recursive locking|inconsistent lock state|lock held when returning|possible irq lock inversion|suspicious RCU usage|DEBUG_LOCKS_WARN_ON|INFO: task .* blocked|RCU detected stall|rcu_sched self-detected stall'
