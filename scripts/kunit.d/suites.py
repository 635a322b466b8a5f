#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
#
# scripts/kunit.d/suites.py - the KUnit suites kunit/*.c define (struct
# kunit_suite .name), one per line.
import glob, os, re, sys
for f in sorted(glob.glob(os.path.join(sys.argv[1], "*.c"))):
	s = open(f).read()
	for m in re.finditer(r'struct\s+kunit_suite\s+\w+\s*=\s*\{(.*?)\};', s, re.S):
		n = re.search(r'\.name\s*=\s*"([^"]+)"', m.group(1))
		if n:
			print(n.group(1))
