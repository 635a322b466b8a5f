// SPDX-License-Identifier: GPL-2.0
/// Turn a ->mmap that only remaps one range of frames into an avc_mmap
/// function for AVC_DEFINE_MMAP(..., PFN), which is ->mmap_prepare with the
/// kernel's remap action where the kernel has one (6.19+) and ->mmap before.
///
/// ->mmap is documented as deprecated from 6.19: a driver should say what
/// to map in ->mmap_prepare(struct vm_area_desc *), before the vma exists.
/// <avcompat/mmap_prepare.h> lets it write that once, against struct
/// avc_mmap.  A function
///     static int fn(struct file *file, struct vm_area_struct *vma)
/// that is installed as ".mmap = fn" in a struct file_operations of the
/// same file, and whose last statement is the one remap call
///     return RP(vma, vma->vm_start, PFN, SIZE, vma->vm_page_prot);
/// (RP: remap_pfn_range, io_remap_pfn_range or, after 30-remap.cocci,
/// avc_remap_pfn_range/avc_io_remap_pfn_range) becomes
///     static int fn_map(struct avc_mmap *m)  (name_mmap: name_map)
///     ...
///     AVC_DEFINE_MMAP(fn, fn_map, PFN);
/// with ".mmap = fn" replaced by AVC_FOP_MMAP(fn), and in its body:
///   vma->vm_end - vma->vm_start    avc_mmap_size(m)
///   vma->vm_start, vma->vm_end     avc_mmap_start(m), avc_mmap_end(m)
///   vma->vm_pgoff, vma->vm_flags   avc_mmap_pgoff(m), avc_mmap_flags(m)
///   avc_vm_flags_set(vma, X), vm_flags_set(vma, X)
///                                  avc_mmap_set_flags(m, X) (clear alike)
///   file                           avc_mmap_file(m)
///   the remap                      avc_mmap_remap_pfn(m, avc_mmap_start(m),
///                                  PFN, SIZE) (avc_mmap_io_remap_pfn())
/// The kind is PFN: such a function keeps no per-vma state, and PFN takes
/// the ->mmap_prepare path from 6.19 (REF needs 7.3's ->mapped).  A raw
/// PFN (remap_pfn_range()'s own argument, which 30-remap.cocci could not
/// type, and every io_remap_pfn_range() one) becomes avc_phys_to_pfn(P)
/// when it is "P >> PAGE_SHIFT", as in 30-remap.cocci, and
/// avc_pfn_from_raw(PFN) otherwise: remap_pfn_range() takes a frame
/// number, so the value is the same, and cocci-apply lists it to be
/// checked.  remap_pfn_range() rounds SIZE up to whole pages and
/// avc_mmap_remap_pfn() refuses a size that is not, so SIZE becomes
/// PAGE_ALIGN(SIZE) unless it is the vma's size, PAGE_SIZE, or a local
/// variable set only from the vma's size.  On purpose, a remap that would
/// reach past the end of the mapping now fails with -EINVAL (both paths
/// check the range against the request).  <avcompat/mmap_prepare.h> comes
/// with the umbrella header 90-include.cocci adds.
///
/// Left alone (a wrong conversion is worse than none), since the desc path
/// has no vma to do these on: a function that uses the vma in any other
/// way (vm_ops, vm_private_data, vm_page_prot, vm_file, a write to a field,
/// passing it on, storing it, vm_insert_page()), that has another remap
/// call, a remap that is not its last statement or not at vma->vm_start
/// with vma->vm_page_prot.  Also left alone, because this patch does not
/// follow control flow or other files: a function with a loop or a goto
/// (a loop is how several remaps are written), with a forward declaration
/// (its fops may come before the definition) or with another use than
/// ".mmap =" in a struct file_operations variable of the same file (a
/// direct call, a v4l2_file_operations, an array of file_operations), and
/// one where the parameter name m or the new name is taken.  Such a ->mmap
/// keeps working (compat/ and the kernel still take it); cocci-apply lists
/// it.
//
// Confidence: High for the shape above; anything else is left as it is.
// Options: --include-headers --local-includes --include-headers-for-types

@initialize:python@
@@
import re
vuses = {}      # (file, function, vma name) -> positions of the vma
vok = set()     # positions of the vma in the forms that are converted
vbad = set()    # ... and in forms that are not (writes, &)
fuses = {}      # (file, function name) -> positions where it is named
fok = set()     # ... as ".mmap = fn" in a struct file_operations
refused = set() # (file, function name)
remaps = {}     # (file, function) -> positions of remap calls
installed = set()  # (file, function) installed as a file_operations ->mmap
converted = set()

def pos(p):
    return (p[0].file, p[0].line, p[0].column)

def lines(f, first, last):
    with open(f, encoding='utf-8', errors='replace') as fh:
        return ''.join(fh.readlines()[first - 1:last])

def code(text):
    # text without comments and string or character literals (the quote
    # characters by number: spatch reads this block too)
    text = re.sub(r'/[*].*?[*]/|//[^\n]*', ' ', text, flags=re.S)
    for q in (chr(34), chr(39)):
        text = re.sub(q + r'(\\.|[^\\\n' + q + r'])*' + q, '0', text)
    return text

@fops@
identifier F, fn;
position q;
@@
struct file_operations F = { ..., .mmap = fn@q, ... };

@script:python@
fn << fops.fn;
q << fops.q;
@@
fok.add(pos(q))
installed.add((q[0].file, fn))

@cand@
identifier fops.fn, fp, vma;
identifier RP = {remap_pfn_range, io_remap_pfn_range, avc_remap_pfn_range,
                 avc_io_remap_pfn_range};
expression X, S;
position pf, pr, pc;
@@
static int fn@pf(struct file *fp, struct vm_area_struct *vma)
{
  ... when any
  return@pr RP@pc(vma, vma->vm_start, X, S, vma->vm_page_prot);
}

// Every use of the vma; then the ones that are converted.
@vall@
identifier cand.vma;
position p;
@@
vma@p

@script:python@
vma << cand.vma;
p << vall.p;
@@
vuses.setdefault((p[0].file, p[0].current_element, vma), set()).add(pos(p))

@vread@
identifier cand.vma;
identifier fld = {vm_start, vm_end, vm_pgoff, vm_flags};
position p;
@@
vma@p->fld

@script:python@
p << vread.p;
@@
vok.add(pos(p))

@vflags@
identifier cand.vma;
identifier fs = {avc_vm_flags_set, avc_vm_flags_clear, vm_flags_set,
                 vm_flags_clear};
expression E;
position p;
@@
fs(vma@p, E);

@script:python@
p << vflags.p;
@@
vok.add(pos(p))

@vremap@
identifier cand.vma, cand.RP;
expression cand.X, cand.S;
position cand.pr, p1, p2;
@@
return@pr RP(vma@p1, vma->vm_start, X, S, vma@p2->vm_page_prot);

@script:python@
p1 << vremap.p1;
p2 << vremap.p2;
@@
vok.add(pos(p1))
vok.add(pos(p2))

// a field read is fine, a write (vm_flags included: it is read-only
// since 6.3, and there is no desc equivalent of "=") or its address is not
@vwrite@
identifier cand.vma, fld;
assignment operator aop;
expression E;
position p;
@@
(
  vma@p->fld aop E
|
  vma@p->fld++
|
  vma@p->fld--
|
  ++vma@p->fld
|
  --vma@p->fld
|
  &vma@p->fld
)

@script:python@
p << vwrite.p;
@@
vbad.add(pos(p))

// Every remap call: only the last one may be there.
@rall@
identifier rp = {remap_pfn_range, io_remap_pfn_range, avc_remap_pfn_range,
                 avc_io_remap_pfn_range, remap_page_range, io_remap_page_range,
                 remap_vmalloc_range, vm_insert_page, vm_insert_pages,
                 vm_map_pages, vmf_insert_pfn, avc_rvmmap,
                 avc_rvmmap_strategy, avc_rvbuf_mmap};
position p;
@@
rp@p(...)

@script:python@
p << rall.p;
@@
remaps.setdefault((p[0].file, p[0].current_element), set()).add(pos(p))

// Where the function is named: only ".mmap =" of a file_operations.
@fall@
identifier fops.fn;
position p;
@@
fn@p

@script:python@
fn << fops.fn;
p << fall.p;
@@
fuses.setdefault((p[0].file, fn), set()).add(pos(p))

@proto@
identifier fops.fn;
type T;
position p;
@@
T fn@p(...);

@script:python@
fn << fops.fn;
p << proto.p;
@@
refused.add((p[0].file, fn))

// The functions to convert: fn, to be called nf.  The names of the
// function, its vma and file parameters are bound again here, so that the
// rules below, which use them, see only the functions that passed.
@script:python ok@
fn << fops.fn;
vma << cand.vma;
fp << cand.fp;
pf << cand.pf;
pr << cand.pr;
pc << cand.pc;
nf;
h;
v;
fl;
@@
f = pf[0].file
uses = vuses.get((f, fn, vma), set())
name = fn[:-5] + '_map' if fn.endswith('_mmap') else fn + '_map'
body = code(lines(f, int(pf[0].line), int(pr[0].line_end)))
with open(f, encoding='utf-8', errors='replace') as fh:
    text = fh.read()
if ((f, fn) in refused or uses - vok or uses & vbad or
        remaps.get((f, fn), set()) - {pos(pc)} or
        fuses.get((f, fn), set()) - fok or
        re.search(r'\b(m|while|for|do|goto)\b', body) or
        re.search(r'\b%s\b' % name, text)):
    cocci.include_match(False)
else:
    converted.add((f, fn))
    coccinelle.nf = cocci.make_ident(name)
    coccinelle.h = cocci.make_ident(fn)
    coccinelle.v = cocci.make_ident(vma)
    coccinelle.fl = cocci.make_ident(fp)

// SIZE: the vma's size, PAGE_SIZE or a local set only to the vma's size
// stay; anything else is rounded up as remap_pfn_range() does.  (A script
// that refused a match here would end the conversion of that function, so
// this one always binds sz, the size to map.)
@script:python al@
v << ok.v;
S << cand.S;
pf << cand.pf;
pr << cand.pr;
sz;
@@
s = ' '.join(S.split())
e = re.escape(v)
whole = r'%s\s*->\s*vm_end\s*-\s*%s\s*->\s*vm_start' % (e, e)
keep = s == 'PAGE_SIZE' or re.fullmatch(r'\(?\s*' + whole + r'\s*\)?', s)
if not keep and re.fullmatch(r'\w+', s):
    body = code(lines(pf[0].file, int(pf[0].line), int(pr[0].line)))
    n = re.escape(s)
    writes = re.findall(r'\b%s\s*(?:[-+*/%%&|^]|<<|>>)?=(?!=)|'
                        r'\b%s\s*(?:\+\+|--)|(?:\+\+|--)\s*%s\b|&\s*%s\b'
                        % (n, n, n, n), body)
    keep = (len(writes) == 1 and
            re.search(r'\b\w[\w ]*\s+%s\s*=\s*%s\s*;' % (n, whole), body))
coccinelle.sz = cocci.make_expr(s if keep else 'PAGE_ALIGN(%s)' % s)

// The remap, with a typed frame number: X >> PAGE_SHIFT is a physical
// address as in 30-remap.cocci, anything else a frame number already.
@@
identifier ok.v;
expression cand.X, cand.S, al.sz, P;
position cand.pr;
@@
(
- return@pr avc_remap_pfn_range(v, v->vm_start, X, S, v->vm_page_prot);
+ return avc_mmap_remap_pfn(m, v->vm_start, X, sz);
|
- return@pr avc_io_remap_pfn_range(v, v->vm_start, X, S, v->vm_page_prot);
+ return avc_mmap_io_remap_pfn(m, v->vm_start, X, sz);
|
- return@pr remap_pfn_range(v, v->vm_start, P >> PAGE_SHIFT, S, v->vm_page_prot);
+ return avc_mmap_remap_pfn(m, v->vm_start, avc_phys_to_pfn(P), sz);
|
- return@pr remap_pfn_range(v, v->vm_start, X, S, v->vm_page_prot);
+ return avc_mmap_remap_pfn(m, v->vm_start, avc_pfn_from_raw(X), sz);
|
- return@pr io_remap_pfn_range(v, v->vm_start, P >> PAGE_SHIFT, S, v->vm_page_prot);
+ return avc_mmap_io_remap_pfn(m, v->vm_start, avc_phys_to_pfn(P), sz);
|
- return@pr io_remap_pfn_range(v, v->vm_start, X, S, v->vm_page_prot);
+ return avc_mmap_io_remap_pfn(m, v->vm_start, avc_pfn_from_raw(X), sz);
)

@@
identifier ok.h, ok.v;
@@
h(...) {
<...
- v->vm_end - v->vm_start
+ avc_mmap_size(m)
...>
}

@@
identifier ok.h, ok.v;
@@
h(...) {
<...
(
- v->vm_start
+ avc_mmap_start(m)
|
- v->vm_end
+ avc_mmap_end(m)
|
- v->vm_pgoff
+ avc_mmap_pgoff(m)
|
- v->vm_flags
+ avc_mmap_flags(m)
)
...>
}

@@
identifier ok.h, ok.v;
expression E;
@@
h(...) {
<...
(
- avc_vm_flags_set(v, E);
+ avc_mmap_set_flags(m, E);
|
- vm_flags_set(v, E);
+ avc_mmap_set_flags(m, E);
|
- avc_vm_flags_clear(v, E);
+ avc_mmap_clear_flags(m, E);
|
- vm_flags_clear(v, E);
+ avc_mmap_clear_flags(m, E);
)
...>
}

@@
identifier ok.h, ok.fl;
@@
h(...) {
<...
- fl
+ avc_mmap_file(m)
...>
}

@@
identifier ok.h, ok.nf, ok.fl, ok.v;
declarer name AVC_DEFINE_MMAP;
@@
  static int
- h(struct file *fl, struct vm_area_struct *v)
+ nf(struct avc_mmap *m)
  { ... }
+
+AVC_DEFINE_MMAP(h, nf, PFN);

@@
identifier fops.F, ok.h;
@@
struct file_operations F = {
  ...,
- .mmap = h,
+ AVC_FOP_MMAP(h),
  ...
};

// The ->mmap functions left alone, for scripts/cocci-apply's list of what
// to check by hand.
@finalize:python@
@@
for f, fn in sorted(installed - converted):
    print('avc-cocci-mmap\t%s\t%s' % (f, fn))
