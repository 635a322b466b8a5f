#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
#
# scripts/kunit.d/results.py - scripts/kunit's reader of kunit.py's results:
# one TAP line per case, the kernel log checked for reports (AVC_SPLAT_RE,
# exported by scripts/lib.sh), the closing line.
import json, os, re, sys

label, json_path, klog_path, kasan, suites = (sys.argv[1], sys.argv[2], sys.argv[3],
					       sys.argv[4] == "1", sys.argv[5:])
counts = {"passed": 0, "failed": 0, "skipped": 0}

try:
	klog = open(klog_path, errors="replace").read()
except OSError:
	klog = ""

# kunit.py's JSON has no skip reasons: take them from the KTAP output.
reasons = {}
for m in re.finditer(r'^\s*ok \d+ (\S+) # SKIP ?(.*)$', klog, re.M):
	reasons[m.group(1)] = m.group(2).strip()

def report(ok, name, note=""):
	print("%s - kunit %s: %s%s" % ("ok" if ok else "not ok", label, name, note))

# Per-case statistics KUnit prints for parameterised cases: "# NAME:
# pass:P fail:F skip:S total:T".  6.1 prints no "# SKIP" on parameter
# lines, so kunit.py reports skipped parameters as passed; these lines
# still count them right.
stats = {}
for m in re.finditer(r'^\s*# (\S+): pass:(\d+) fail:(\d+) skip:(\d+) total:(\d+)\s*$',
		     klog, re.M):
	stats[m.group(1)] = tuple(int(x) for x in m.groups()[1:])

def unnamed_skips(group):
	"""(pass, skip, total) if KUnit's statistics show skips the parameter lines hide."""
	cases = group.get("test_cases", [])
	st = stats.get(group.get("name"))
	if not st or not cases or len(cases) != st[3]:
		return None
	parsed_skip = sum(c["status"] == "SKIP" for c in cases)
	parsed_fail = sum(c["status"] not in ("PASS", "SKIP") for c in cases)
	if st[2] <= parsed_skip or st[1] != parsed_fail:
		return None
	return st[0], st[2], st[3]

def walk(group, prefix):
	hidden = unnamed_skips(group)
	if hidden:
		p, k, t = hidden
		counts["passed"] += p
		counts["skipped"] += k
		report(True, prefix.rstrip("."),
		       " # SKIP %d of %d parameters (%d passed): this KUnit prints no skip"
		       " on parameter lines, so which ones is not known" % (k, t, p))
		for sub in group.get("sub_groups", []):
			walk(sub, prefix + sub["name"] + ".")
		return
	for case in group.get("test_cases", []):
		name = prefix + case["name"]
		status = case["status"]
		if status == "PASS":
			counts["passed"] += 1
			report(True, name)
		elif status == "SKIP":
			counts["skipped"] += 1
			report(True, name, " # SKIP " + reasons.get(case["name"], "(no reason given)"))
		else:
			counts["failed"] += 1
			report(False, name, "" if status == "FAIL" else " # " + status)
	for sub in group.get("sub_groups", []):
		walk(sub, prefix + sub["name"] + ".")

with open(json_path) as f:
	root = json.load(f)
seen = set()
for group in root.get("sub_groups", []):
	seen.add(group["name"])
	walk(group, group["name"] + ".")
for case in root.get("test_cases", []):
	# A suite with no cases, or one that never reported.
	counts["failed"] += 1
	report(False, case["name"], " # " + case["status"])

for s in suites:
	if s not in seen:
		counts["failed"] += 1
		report(False, s, " # suite missing from the results (hook broken?)")

# Only from the tests on: UML's boot has its own warnings (um_pci_init
# warns without a virtio-pci device).
# The report pattern is AVC_SPLAT_RE (scripts/splat.sh, exported by
# scripts/lib.sh): lockdep's headers are named there as well, so a change
# of their "WARNING:"/"BUG:" prefix cannot hide them.
bad = re.compile(os.environ["AVC_SPLAT_RE"])
lines = klog.splitlines()
start = next((i for i, l in enumerate(lines) if l.strip() == "KTAP version 1"), 0)
# ... up to the last top-level result: sparc64's reboot panics after it.
end = max([i + 1 for i, l in enumerate(lines) if re.match(r'(not )?ok \d+ ', l)] or [len(lines)])
early = [l.strip() for l in lines[:start] if bad.search(l)]
if early:
	print("kunit %s: ignoring %d suspicious line(s) before the tests, first: %s" %
	      (label, len(early), early[0]), file=sys.stderr)
hits = [l.strip() for l in lines[start:end] if bad.search(l)]
# With --kasan, lockdep must have been on for the whole run: it turns
# itself off after its first report, and a kernel without it would pass
# silently.
if kasan and not re.search(r'Lock dependency validator', klog):
	counts["failed"] += 1
	report(False, "lockdep", " # the kernel log has no lockdep banner (PROVE_LOCKING off?)")
if kasan and re.search(r'turning off the locking correctness validator', klog):
	counts["failed"] += 1
	report(False, "lockdep", " # lockdep turned itself off")
if hits:
	counts["failed"] += 1
	report(False, "kernel log", " # %d suspicious line(s), first: %s" % (len(hits), hits[0]))

# scripts/kunit's W=1 build of kunit/: "ok:HOW" or "fail:HOW: WHY".
build = os.environ.get("AVC_KUNIT_BUILD")
if build:
	ok, _, how = build.partition(":")
	counts["passed" if ok == "ok" else "failed"] += 1
	report(ok == "ok", "kunit/ builds warning-free", " (%s)" % how if ok == "ok" else " # " + how)

print("kunit-%s: %d passed, %d failed, %d skipped" %
      (label, counts["passed"], counts["failed"], counts["skipped"]))
sys.exit(1 if counts["failed"] else 0)
