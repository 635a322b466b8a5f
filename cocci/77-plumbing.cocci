// SPDX-License-Identifier: GPL-2.0
/// Kernel plumbing of PCI cards and character devices whose old form is
/// gone, where the new call depends on the arguments or on what the
/// driver did with the old result.
///
/// debugfs_create_u8() ... debugfs_create_bool() return nothing (u8 to
/// u64, x8 to x64, size_t, atomic_t, regset32, u32_array from 5.5; bool
/// and ulong from 5.14 (ca4a6b1b4b0e et al.)): a driver that tests or
/// keeps their result does not build.  debugfs never fails a driver:
///
///   if (!debugfs_create_u32(...)) return E;     debugfs_create_u32(...);
///   if (!debugfs_create_u32(...)) goto out;     (also == NULL, IS_ERR(),
///   d = debugfs_create_u32(...); if (!d) ...    IS_ERR_OR_NULL())
///
/// when d is a local read nowhere else (its declaration goes when nothing
/// names it any more) and out is a label another goto still takes (an
/// unused label is a W=1 warning).  A result stored elsewhere (a struct
/// member removed later with debugfs_remove()), a branch doing more, or
/// the last goto of its label, is listed by scripts/cocci-apply.
///
/// <linux/pci-dma-compat.h> is gone from 5.18 (7968778914e5): every
/// wrapper becomes the dma_ call on the PCI device's struct device, as
/// the wrapper did, PCI_DMA_* become DMA_*:
///
///   pci_set_dma_mask(p, m) || pci_set_consistent_dma_mask(p, m), or
///   the two tested one after the other with the same branch
///                   dma_set_mask_and_coherent(&p->dev, m)
///   pci_set_dma_mask(p, m)              dma_set_mask(&p->dev, m)
///   pci_set_consistent_dma_mask(p, m)   dma_set_coherent_mask(&p->dev, m)
///   pci_alloc_consistent(p, s, h), pci_zalloc_consistent(p, s, h)
///                   dma_alloc_coherent(&p->dev, s, h, GFP_ATOMIC)
///                   (the wrapper's flags; GFP_KERNEL where the caller
///                   may sleep is the author's choice)
///   pci_free_consistent(p, ...), pci_(un)map_single/page/sg(p, ...),
///   pci_dma_sync_single/sg_for_cpu/device(p, ...),
///   pci_dma_mapping_error(p, ...), pci_dma_supported(p, ...)
///                   dma_...(&p->dev, ...)
///
/// A call on a NULL pci_dev (the old API's "no device", ISA-style) has no
/// struct device to give: left and listed.
///
/// ida_simple_get(ida, start, end, gfp) (gone from 6.18) allocated in
/// [start, end), end 0 meaning no limit; ida_simple_remove() is
/// ida_free():
///
///   ida_simple_get(ida, 0, 0, gfp)      ida_alloc(ida, gfp)
///   ida_simple_get(ida, s, 0, gfp)      ida_alloc_min(ida, s, gfp)
///   ida_simple_get(ida, 0, e, gfp)      ida_alloc_max(ida, e - 1, gfp)
///   ida_simple_get(ida, s, e, gfp)      ida_alloc_range(ida, s, e - 1, gfp)
///
/// ida_alloc_*() take an inclusive maximum; e - 1 is computed for a
/// number (32 gives 31) and written out otherwise, which for an e that is
/// 0 at run time is what the old macro passed too ((end) - 1, taken as
/// no limit).
//
// Confidence: High
// Options: --include-headers --local-includes --include-headers-for-types

@initialize:python@
@@
import re

CUR = ['']
CAND = {}
CHECKG = set()
GOTOS = {}
DREFS = {}
DPAIRS = {}
DEAD = set()

def key(p):
    return (p[0].file, p[0].line, p[0].column)

def note(p, why):
    # p may be in spatch's copy of the file being changed: the text of
    # its line, and the file's own name (cocci-apply finds the line again)
    with open(p[0].file, encoding='utf-8', errors='replace') as f:
        text = f.read().split('\n')[int(p[0].line) - 1].strip()
    print('avc-cocci-note\t%s\t%s\t%s\t%s' % (CUR[0], p[0].line, text, why))

def drop(q):
    """Is the test of the call at Q one to delete: its branch a return,
    or a goto whose label another goto still takes, its local (if any)
    read nowhere else?"""
    c = CAND.get(key(q))
    if c is None or q[0].file != CUR[0]:
        return False
    fn, l, d = c
    gotos = set(g for g in GOTOS.get((fn, l), ()) if g[0] == CUR[0])
    if l is not None and not (gotos - CHECKG):
        return False
    if d is not None:
        refs = set(r for r in DREFS.get((fn, d), ()) if r[0] == CUR[0])
        if not refs <= DPAIRS.get((fn, d), set()):
            return False
        DEAD.add(d)
    return True

NUM = re.compile(r'(0[xX][0-9a-fA-F]+|[0-9]+)([uUlL]*)')

def less_one(e):
    e = e.strip()
    m = NUM.fullmatch(e)
    if m and int(m.group(1), 0) > 0:
        n = int(m.group(1), 0) - 1
        if m.group(1)[:2] in ('0x', '0X'):
            return '0x%x%s' % (n, m.group(2))
        return '%d%s' % (n, m.group(2))
    m = re.fullmatch(r'(.*\S)\s*\+\s*(0[xX][0-9a-fA-F]+|[0-9]+)', e)
    if m and not re.search(r'[?<>=&|^]', m.group(1)):
        n = int(m.group(2), 0) - 1
        return m.group(1) if n == 0 else '%s + %d' % (m.group(1), n)
    if re.fullmatch(r'[\w.\->\[\]() ]*', e) and not re.search(r'[-+*/]', e.replace('->', '')):
        return e + ' - 1'
    return '(' + e + ') - 1'

// debugfs: the checks of functions that return nothing, found before
// anything changes (positions of the original file)

@dfile@
identifier F = {debugfs_create_u8, debugfs_create_u16, debugfs_create_u32,
		debugfs_create_u64, debugfs_create_ulong, debugfs_create_x8,
		debugfs_create_x16, debugfs_create_x32, debugfs_create_x64,
		debugfs_create_size_t, debugfs_create_atomic_t,
		debugfs_create_bool, debugfs_create_regset32,
		debugfs_create_u32_array};
position p;
@@
F@p(...)

@script:python@
p << dfile.p;
@@
CUR[0] = p[0].file

// the tests: of the call itself, or of a local it was stored in

@dchk exists@
identifier fn, l;
identifier dfile.F;
position q, g;
@@
fn(...) {
... when any
(
if (!F@q(...)) goto@g l;
|
if (F@q(...) == NULL) goto@g l;
|
if (IS_ERR(F@q(...))) goto@g l;
|
if (IS_ERR_OR_NULL(F@q(...))) goto@g l;
)
... when any
}

@script:python@
fn << dchk.fn;
l << dchk.l;
q << dchk.q;
g << dchk.g;
@@
CAND[key(q)] = (fn, l, None)
CHECKG.add(key(g))

@dchkr@
identifier dfile.F;
expression E;
position q;
@@
(
if (!F@q(...)) return E;
|
if (F@q(...) == NULL) return E;
|
if (IS_ERR(F@q(...))) return E;
|
if (IS_ERR_OR_NULL(F@q(...))) return E;
)

@script:python@
q << dchkr.q;
@@
CAND[key(q)] = (None, None, None)

@dchkv exists@
identifier fn, l;
local idexpression struct dentry *D;
identifier dfile.F;
position q, g, a, b;
@@
fn(...) {
... when any
D@a = F@q(...);
(
if (!D@b) goto@g l;
|
if (D@b == NULL) goto@g l;
|
if (IS_ERR(D@b)) goto@g l;
|
if (IS_ERR_OR_NULL(D@b)) goto@g l;
)
... when any
}

@script:python@
fn << dchkv.fn;
l << dchkv.l;
d << dchkv.D;
q << dchkv.q;
g << dchkv.g;
a << dchkv.a;
b << dchkv.b;
@@
CAND[key(q)] = (fn, l, d)
CHECKG.add(key(g))
DPAIRS.setdefault((fn, d), set()).update([key(a), key(b)])

@dchkvr exists@
identifier fn;
local idexpression struct dentry *D;
identifier dfile.F;
expression E;
position q, a, b;
@@
fn(...) {
... when any
D@a = F@q(...);
(
if (!D@b) return E;
|
if (D@b == NULL) return E;
|
if (IS_ERR(D@b)) return E;
|
if (IS_ERR_OR_NULL(D@b)) return E;
)
... when any
}

@script:python@
fn << dchkvr.fn;
d << dchkvr.D;
q << dchkvr.q;
a << dchkvr.a;
b << dchkvr.b;
@@
CAND[key(q)] = (fn, None, d)
DPAIRS.setdefault((fn, d), set()).update([key(a), key(b)])

@dgoto exists@
identifier fn, l;
position g;
@@
fn(...) {
... when any
goto@g l;
... when any
}

@script:python@
fn << dgoto.fn;
l << dgoto.l;
g << dgoto.g;
@@
GOTOS.setdefault((fn, l), set()).add(key(g))

@dref exists@
identifier fn;
local idexpression struct dentry *D;
position p;
@@
fn(...) {
... when any
D@p
... when any
}

@script:python@
fn << dref.fn;
d << dref.D;
p << dref.p;
@@
DREFS.setdefault((fn, d), set()).add(key(p))

// now the changes, in the original file's positions (the first change
// of this patch)

@@
identifier dfile.F;
expression list es;
expression D;
statement S;
position q : script:python() { drop(q) };
@@
(
- if (\(!F@q(es)\|F@q(es) == NULL\|IS_ERR(F@q(es))\|IS_ERR_OR_NULL(F@q(es))\)) S
+ F(es);
|
- D = F@q(es);
+ F(es);
- if (\(!D\|D == NULL\|IS_ERR(D)\|IS_ERR_OR_NULL(D)\)) S
)

@@
identifier fn;
identifier D : script:python() { D in DEAD };
@@
fn(...) {
...
- struct dentry *D;
... when != D
}

// what is left: the result still used

@dleft@
identifier dfile.F;
expression E;
position p;
@@
(
E = F@p(...)
|
!F@p(...)
|
IS_ERR(F@p(...))
|
IS_ERR_OR_NULL(F@p(...))
|
F@p(...) == NULL
)

@script:python@
F << dfile.F;
p << dleft.p;
@@
note(p, '%s() returns nothing since 5.5 (bool and ulong 5.14): its result '
        'is not there to test or keep; call it as a statement (debugfs_remove_recursive() '
        'of the directory removes the file) and drop what used the value' % F)

// pci-dma-compat: the two masks at once

@@
expression P, M;
@@
(
- pci_set_dma_mask(P, M) || pci_set_consistent_dma_mask(P, M)
+ dma_set_mask_and_coherent(&P->dev, M)
|
- !pci_set_dma_mask(P, M) && !pci_set_consistent_dma_mask(P, M)
+ !dma_set_mask_and_coherent(&P->dev, M)
)

@@
expression P, M;
statement S;
identifier err;
@@
(
- if (pci_set_dma_mask(P, M)) S
- if (pci_set_consistent_dma_mask(P, M)) S
+ if (dma_set_mask_and_coherent(&P->dev, M)) S
|
- err = pci_set_dma_mask(P, M);
+ err = dma_set_mask_and_coherent(&P->dev, M);
  if (err) S
- err = pci_set_consistent_dma_mask(P, M);
- if (err) S
)

@@
@@
(
- PCI_DMA_BIDIRECTIONAL
+ DMA_BIDIRECTIONAL
|
- PCI_DMA_TODEVICE
+ DMA_TO_DEVICE
|
- PCI_DMA_FROMDEVICE
+ DMA_FROM_DEVICE
|
- PCI_DMA_NONE
+ DMA_NONE
)

// no device: left (listed by scripts/cocci-apply)

@nodev@
identifier f = {pci_set_dma_mask, pci_set_consistent_dma_mask,
		pci_alloc_consistent, pci_zalloc_consistent,
		pci_free_consistent, pci_map_single, pci_unmap_single,
		pci_map_page, pci_unmap_page, pci_map_sg, pci_unmap_sg,
		pci_dma_sync_single_for_cpu, pci_dma_sync_single_for_device,
		pci_dma_sync_sg_for_cpu, pci_dma_sync_sg_for_device,
		pci_dma_mapping_error, pci_dma_supported};
position p;
@@
f@p(\(NULL\|0\), ...)

@@
expression P, M, S, H, V, A, D, O, N;
position p != nodev.p;
@@
(
- pci_set_dma_mask@p(P, M)
+ dma_set_mask(&P->dev, M)
|
- pci_set_consistent_dma_mask@p(P, M)
+ dma_set_coherent_mask(&P->dev, M)
|
- pci_alloc_consistent@p(P, S, H)
+ dma_alloc_coherent(&P->dev, S, H, GFP_ATOMIC)
|
- pci_zalloc_consistent@p(P, S, H)
+ dma_alloc_coherent(&P->dev, S, H, GFP_ATOMIC)
|
- pci_free_consistent@p(P, S, V, H)
+ dma_free_coherent(&P->dev, S, V, H)
|
- pci_map_single@p(P, A, S, D)
+ dma_map_single(&P->dev, A, S, D)
|
- pci_unmap_single@p(P, H, S, D)
+ dma_unmap_single(&P->dev, H, S, D)
|
- pci_map_page@p(P, A, O, S, D)
+ dma_map_page(&P->dev, A, O, S, D)
|
- pci_unmap_page@p(P, H, S, D)
+ dma_unmap_page(&P->dev, H, S, D)
|
- pci_map_sg@p(P, A, N, D)
+ dma_map_sg(&P->dev, A, N, D)
|
- pci_unmap_sg@p(P, A, N, D)
+ dma_unmap_sg(&P->dev, A, N, D)
|
- pci_dma_sync_single_for_cpu@p(P, H, S, D)
+ dma_sync_single_for_cpu(&P->dev, H, S, D)
|
- pci_dma_sync_single_for_device@p(P, H, S, D)
+ dma_sync_single_for_device(&P->dev, H, S, D)
|
- pci_dma_sync_sg_for_cpu@p(P, A, N, D)
+ dma_sync_sg_for_cpu(&P->dev, A, N, D)
|
- pci_dma_sync_sg_for_device@p(P, A, N, D)
+ dma_sync_sg_for_device(&P->dev, A, N, D)
|
- pci_dma_mapping_error@p(P, H)
+ dma_mapping_error(&P->dev, H)
|
- pci_dma_supported@p(P, M)
+ dma_supported(&P->dev, M)
)

// ida_simple_get()/ida_simple_remove()

@@
expression I, S, G;
@@
(
- ida_simple_get(I, 0, 0, G)
+ ida_alloc(I, G)
|
- ida_simple_get(I, S, 0, G)
+ ida_alloc_min(I, S, G)
)

@imax@
expression I, E, G;
position p;
@@
ida_simple_get@p(I, 0, E, G)

@script:python imaxs@
e << imax.E;
mx;
@@
coccinelle.mx = cocci.make_expr(less_one(e))

@@
expression imax.I, imax.G;
expression imaxs.mx;
position imax.p;
@@
- ida_simple_get@p(I, 0, ...)
+ ida_alloc_max(I, mx, G)

@irng@
expression I, S, E, G;
position p;
@@
ida_simple_get@p(I, S, E, G)

@script:python irngs@
e << irng.E;
mx;
@@
coccinelle.mx = cocci.make_expr(less_one(e))

@@
expression irng.I, irng.S, irng.G;
expression irngs.mx;
position irng.p;
@@
- ida_simple_get@p(I, S, ...)
+ ida_alloc_range(I, S, mx, G)

@@
expression I, N;
@@
- ida_simple_remove(I, N)
+ ida_free(I, N)
