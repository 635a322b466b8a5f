// SPDX-License-Identifier: GPL-2.0
/// Include <avcompat/avcompat.h> in every file that now uses avcompat.
///
/// The earlier patches introduce avc_ helpers and AVC_ macros; this one
/// adds the umbrella header once, after the last <...> include of the
/// file that is not inside an #if block (after the last "..." include if
/// it has no <...> ones), unless the file already includes it.
/// scripts/cocci-apply runs it only on the files the other patches
/// changed, so code already written for avcompat is left as it is.  A file that includes only some
/// <avcompat/*.h> headers still gets the umbrella header, since the
/// patches may have used helpers from others (avc_rvmmap() lives in
/// <avcompat/rvmalloc.h>, avc_vm_flags_set() in <avcompat/vma.h>).
//
// Confidence: High
// Options: --include-headers --local-includes --include-headers-for-types

@initialize:python@
@@
import re
incs = {}
depths = {}

def depth(f, line):
    # preprocessor conditional nesting of a line (1-based)
    if f not in depths:
        d, ds = 0, [0]
        with open(f, encoding='utf-8', errors='replace') as fh:
            for l in fh:
                if re.match(r'\s*#\s*if', l):
                    d += 1
                elif re.match(r'\s*#\s*endif', l):
                    d = max(d - 1, 0)
                ds.append(d)
        depths[f] = ds
    ds = depths[f]
    return ds[line] if line < len(ds) else 0

def target(f):
    # the last include outside any #if (the include guard of a header
    # counts as outside: the shallowest includes of the file)
    l = incs.get(f, [])
    if not l:
        return None
    top = min(d for _, d in l)
    return max(n for n, d in l if d == top)

def add(p):
    f, n = p[0].file, int(p[0].line)
    incs.setdefault(f, []).append((n, depth(f, n)))

@uses@
identifier i =~ "^(avc|AVC)_";
@@
i

@already@
@@
#include <avcompat/avcompat.h>

@angle depends on uses && !already@
position p;
@@
#include <...>@p

@quoted depends on uses && !already && !angle@
position p;
@@
#include "..."@p

@script:python@
p << angle.p;
@@
add(p)

@script:python@
p << quoted.p;
@@
add(p)

@depends on angle@
position p : script:python() { int(p[0].line) == target(p[0].file) };
@@
#include <...>@p
+#include <avcompat/avcompat.h>

@depends on quoted@
position p : script:python() { int(p[0].line) == target(p[0].file) };
@@
#include "..."@p
+#include <avcompat/avcompat.h>
