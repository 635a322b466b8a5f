// SPDX-License-Identifier: GPL-2.0
/// Replace a driver's private rvmalloc()/rvfree() by avc_rvmalloc() and
/// avc_rvfree(), and delete the private copies.
///
/// The 2.4-2.6 video drivers (cpia, meye, ov511, pwc, se401, stv680,
/// usbvideo, vicam, w9968cf, bttv ...) each carried a copy of the same
/// pair: vmalloc_32() the buffer, clear it, mark every page reserved so the
/// old remap_page_range() would map it; unreserve and vfree() it again.
/// avc_rvmalloc() does this right on every kernel (vmalloc_user() where
/// remap_vmalloc_range() exists, the reserved pages only where remap
/// needed them) and its buffers are what avc_rvmmap() maps.
///
/// Only static definitions with the usual shape are touched: a function
/// named *rvmalloc taking one size and returning void * that calls a
/// vmalloc variant, and a function named *rvfree taking (void *, size)
/// that calls vfree().  All calls in the file are converted; the
/// definitions and forward declarations are deleted afterwards by
/// 55-unused-helpers.cocci, once nothing in the text names them any more.
/// A non-static copy is left alone, as other files may use it, unless
/// scripts/cocci-apply, converting a whole directory, found it defined
/// with this shape and used only there and not exported
/// (AVC_COCCI_SHARED): then its calls in every file of the directory are
/// converted too.
//
// Confidence: High for the seed drivers' shape; see docs/porting.md.
// Options: --include-headers --local-includes --include-headers-for-types

@initialize:python@
@@
import os
shared = {}
for e in os.environ.get('AVC_COCCI_SHARED', '').split():
    k, _, n = e.partition(':')
    shared.setdefault(k, set()).add(n)

def shared_rvmalloc(fn):
    return fn in shared.get('rvmalloc', ())

def shared_rvfree(fn):
    return fn in shared.get('rvfree', ())

@rvm@
identifier fn =~ "^(?!avc_).*rvmalloc$";
identifier size;
type T;
@@
static void *fn(T size)
{
<+... \(vmalloc_32\|vmalloc\|vmalloc_user\|vzalloc\|__vmalloc\)(...) ...+>
}

@rvf@
identifier fn =~ "^(?!avc_).*rvfree$";
identifier mem, size;
type T1, T2;
@@
static void fn(T1 *mem, T2 size)
{
<+... vfree(...) ...+>
}

@depends on rvm@
identifier rvm.fn;
expression E;
@@
- fn(E)
+ avc_rvmalloc(E)

@depends on rvf@
identifier rvf.fn;
expression E1, E2;
@@
- fn(E1, E2)
+ avc_rvfree(E1, E2)

// Non-static copies shared inside the directory being converted.

@@
identifier fn : script:python() { shared_rvmalloc(fn) };
expression E;
@@
- fn(E)
+ avc_rvmalloc(E)

@@
identifier fn : script:python() { shared_rvfree(fn) };
expression E1, E2;
@@
- fn(E1, E2)
+ avc_rvfree(E1, E2)
