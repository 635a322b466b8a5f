#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
#
# scripts/kunit.d/sparc-patch.py - scripts/kunit's sparc64 overlay patch of
# fs/fcntl.c (see sparc_patch there).
import sys
p = sys.argv[1]
old = "BUILD_BUG_ON(21 - 1 /* for O_RDONLY being 0 */ !="
new = ("BUILD_BUG_ON(21 - 1 /* for O_RDONLY being 0 */ -\n"
       "\t\tIS_ENABLED(CONFIG_SPARC) /* avcompat: __O_TMPFILE == FMODE_NONOTIFY */ !=")
s = open(p).read()
if old not in s:
	sys.exit("sparc_patch: fs/fcntl.c does not look as expected")
open(p, "w").write(s.replace(old, new, 1))
