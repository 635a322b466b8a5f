// SPDX-License-Identifier: GPL-2.0
/// Fold the seed drivers' page-by-page mmap loop over an rvmalloc()
/// buffer into one avc_rvmmap() call.
///
/// Every camera driver of the seed patch mapped its frame buffer with
///     pos = (unsigned long)cam->fbuf;
///     while (size > 0) {
///             page = kvirt_to_pa(pos);
///             if (remap_page_range(vma, start, page, PAGE_SIZE, PAGE_SHARED))
///                     return -EAGAIN;
///             start += PAGE_SIZE;
///             pos += PAGE_SIZE;
///             if (size > PAGE_SIZE)
///                     size -= PAGE_SIZE;
///             else
///                     size = 0;
///     }
/// which 30-remap.cocci has already turned into the per-page
/// avc_remap_pfn_range(vma, start, avc_vmalloc_to_pfn((void *)pos), ...)
/// form (from kvirt_to_pa(), vmalloc_to_pfn() or
/// page_to_pfn(vmalloc_to_page()) alike).  avc_rvmmap(vma, buf, size) does
/// the same with the best primitive of the running kernel
/// (remap_vmalloc_range(), vm_insert_page() or remap_pfn_range() per page),
/// checks the window first and sets AVC_VM_DRIVER_FLAGS.
///
/// The loop is folded only when all of this holds, else it is left in its
/// (correct) per-page form:
///  - the buffer is assigned from avc_rvmalloc() somewhere in the file
///    (20-rvmalloc.cocci converts the private rvmalloc()), because
///    remap_vmalloc_range() needs a vmalloc_user() buffer;
///  - pos starts at the buffer itself, start at vma->vm_start and size at
///    vma->vm_end - vma->vm_start, none of them written in between, so
///    the loop maps exactly [vm_start, vm_end) from the buffer's start;
///  - the error branch contains no break or continue (it ends up outside
///    the loop), and pos, start and size are not used after the loop.
/// Behaviour that changes, on purpose: the protection is the vma's own
/// (vm_page_prot) rather than PAGE_SHARED, a non-zero mmap offset is
/// refused with -EINVAL instead of being ignored, and a writable private
/// mapping is refused (writes would go to copies the driver never sees).
/// The now unused start and pos declarations are removed.  A loop with
/// #if/#ifdef/#else lines inside is left alone and reported: spatch reads
/// one branch of a statement split that way as a comment, and folding
/// would keep some of the preprocessor lines and delete others.
//
// Confidence: High for the seed shape; anything else is left per-page.
// Options: --include-headers --local-includes --include-headers-for-types

@initialize:python@
@@
import re
okstart = set()
oksize = set()

def pos(p):
    return (p[0].file, p[0].line, p[0].column)

# spatch reads one branch of a preprocessor conditional that splits a statement as a
# comment: a loop with preprocessor lines inside is never folded (the
# fold would delete some of them and keep others: an else without its if),
# it is left as it is and reported.
def code(path):
    """The file's text with comments and literals blanked, lines kept."""
    with open(path, encoding='utf-8', errors='replace') as f:
        t = f.read()
    blank = lambda m: re.sub(r'[^\n]', ' ', m.group(0))
    # no slash-star, star-slash, double slash or quote characters in the
    # pattern's source: spatch's lexer would read them as C
    lit = '|'.join(r'Q(\\.|[^Q\\\n])*Q'.replace('Q', q) for q in (chr(34), chr(39)))
    return re.sub(r'[/]\*.*?\*[/]|[/][/][^\n]*|' + lit, blank, t, flags=re.S)

def body(path, line):
    """From LINE (1-based) to the brace closing the first { at or after it."""
    lines = code(path).split('\n')[line - 1:]
    depth, out = 0, []
    for l in lines:
        out.append(l)
        if l.lstrip().startswith('\x23'):  # a preprocessor line
            continue
        for c in l:
            if c == '{':
                depth += 1
            elif c == '}':
                depth -= 1
                if depth == 0:
                    return '\n'.join(out)
    return '\n'.join(out)

def directives(path, line):
    return [l for l in body(path, line).split('\n')
            if l.lstrip().startswith('\x23')]

def start_of(path, pw, E0, Eb, V):
    """What pos = E0 starts the mapping at: 0 (the buffer itself), PGOFF
    (the buffer plus the mmap offset in bytes), the buffer page of another
    offset as an expression, or None (not the buffer)."""
    e = ' '.join(E0.split())
    e = re.sub(r'^\(\s*unsigned\s+long\s*\)\s*', '', e)
    b = ' '.join(Eb.split())
    off = None
    for bb in (b, '(%s)' % b):
        if e == bb:
            return '0'
        rest = e[len(bb):].lstrip() if e.startswith(bb) else ''
        if rest.startswith('+'):
            off = rest[1:].strip()
            break
    if off is None:
        return None
    pgoff = (r'\(?\s*%s\s*->\s*vm_pgoff\s*(<<\s*PAGE_SHIFT|\*\s*PAGE_SIZE)\s*\)?'
             % re.escape(V))
    if re.fullmatch(pgoff, off):
        return 'PGOFF'
    if re.fullmatch(r'[A-Za-z_]\w*', off):
        # a variable set once, to the offset in bytes, and never again
        lines = code(path).split('\n')
        top = int(pw[0].line)
        while top > 1 and lines[top - 1] != '{':
            top -= 1
        fn = body(path, top)
        sets = re.findall(r'\b%s\s*([-+*/|&^]?=)(?!=)\s*([^;]*);' % off, fn)
        if len(sets) == 1 and sets[0][0] == '=' and re.fullmatch(pgoff, sets[0][1].strip()):
            return 'PGOFF'
    return '(%s) >> PAGE_SHIFT' % off

# What a fold cannot know: who frees the buffer, and when
OWNER = ('the buffer must outlive every mapping of it: if it can be freed '
         'while mapped (release() of another opener, disconnect), map an '
         'avc_rvbuf instead')

notes = set()
def note(p, msg, text=None):
    # with the text of the line (or the start of the line that replaces
    # it): later patches may move it
    if text is None:
        with open(p[0].file, encoding='utf-8', errors='replace') as f:
            text = f.read().split('\n')[int(p[0].line) - 1].strip()
    key = (p[0].file, p[0].line, text, msg)
    if key not in notes:
        notes.add(key)
        print('avc-cocci-note\t%s\t%s\t%s\t%s' % key)

@alloc@
expression Eb, Es;
@@
Eb = avc_rvmalloc(Es)

@loop@
expression alloc.Eb, V, P;
identifier start, size, pos;
statement S;
position p;
@@
(
  pos@p = (unsigned long)Eb;
|
  pos@p = (unsigned long)(Eb);
)
  while (size > 0) {
    if (avc_remap_pfn_range(V, start, avc_vmalloc_to_pfn((void *)pos),
                            PAGE_SIZE, P))
      S
(
    start += PAGE_SIZE;
    pos += PAGE_SIZE;
|
    pos += PAGE_SIZE;
    start += PAGE_SIZE;
)
(
    if (size > PAGE_SIZE)
      size -= PAGE_SIZE;
    else
      size = 0;
|
    size -= PAGE_SIZE;
)
  }
  ... when != pos
      when != start
      when != size

@script:python@
S << loop.S;
@@
if re.search(r'\b(break|continue)\b', S):
    cocci.include_match(False)

@startok@
identifier loop.start, loop.pos;
expression loop.V, E1;
position loop.p, q;
type T;
@@
(
  T start@q = V->vm_start;
|
  start@q = V->vm_start;
)
  ... when != start = E1
      when != start += E1
      when != start -= E1
      when != &start
  pos@p = ...;

@script:python@
p << loop.p;
q << startok.q;
@@
okstart.add(pos(p))

@sizeok@
identifier loop.size, loop.pos;
expression loop.V, E1;
position loop.p, q;
type T;
@@
(
  T size@q = V->vm_end - V->vm_start;
|
  size@q = V->vm_end - V->vm_start;
)
  ... when != size = E1
      when != size += E1
      when != size -= E1
      when != size++
      when != size--
      when != &size
  pos@p = ...;

@script:python@
p << loop.p;
q << sizeok.q;
@@
oksize.add(pos(p))

@script:python mkfn@
p << loop.p;
fn;
@@
if pos(p) not in okstart or pos(p) not in oksize:
    cocci.include_match(False)
elif directives(p[0].file, int(p[0].line)):
    note(p, 'preprocessor lines inside the mmap loop: left per page, '
            'convert every branch by hand (or keep one)')
    cocci.include_match(False)
else:
    note(p, 'avc_rvmmap(): the loop ignored the mmap offset, a non-zero '
            'one is now refused (avc_rvmmap_at(..., 0) maps from the start '
            'whatever it is); ' + OWNER, 'if (avc_rvmmap(')
    coccinelle.fn = cocci.make_ident(p[0].current_element)

@fold@
expression alloc.Eb, loop.V, loop.P, E0;
identifier loop.start, loop.size, loop.pos, mkfn.fn;
statement loop.S;
position loop.p;
@@
fn(...) {
<...
- pos@p = E0;
- while (size > 0) {
-   if (avc_remap_pfn_range(V, start, avc_vmalloc_to_pfn((void *)pos),
-                           PAGE_SIZE, P))
-     S
-   ...
- }
+ if (avc_rvmmap(V, Eb, size))
+   S
...>
}

@depends on fold@
identifier loop.start, mkfn.fn;
expression E;
type T;
@@
fn(...) {
  ... when any
(
- T start = E;
|
- T start;
)
  ... when != start
}

@depends on fold@
identifier loop.pos, mkfn.fn;
expression E;
type T;
@@
fn(...) {
  ... when any
(
- T pos = E;
|
- T pos;
)
  ... when != pos
}

// ---------------------------------------------------------------------
// The common loop of the 2005-2012 drivers, which is not the seed's: the
// frame number per page from vmalloc_to_pfn() or vmalloc_to_page() (30-remap
// has typed it), PAGE_SHARED, pos declared with its value or set from the
// buffer plus an offset.  What the loop maps is kept:
//   pos = buffer                    the offset is ignored:
//                                   avc_rvmmap_at(vma, buf, BUFSIZE, 0)
//   pos = buffer + (pgoff << PAGE_SHIFT), or + a variable set only to
//   that                            the offset is a page offset:
//                                   avc_rvmmap(vma, buf, BUFSIZE)
//   pos = buffer + OFF (anything else, e.g. pgoff * FRAME_SIZE: the
//   offset as a buffer index)       avc_rvmmap_at(vma, buf, BUFSIZE,
//                                   (OFF) >> PAGE_SHIFT), reported: OFF
//                                   must be whole pages
// BUFSIZE is the size the buffer was allocated with, so the window check
// the loop lacked is the right one; it must be a constant expression
// (macros, numbers), else the loop stays and is reported.  Conditions as
// for the seed loop: start and size from the vma and not written in
// between, nothing after the loop using pos, start or size, no break or
// continue in the error branch, no preprocessor line inside.

@calloc@
expression Eb, Es;
@@
Eb = avc_rvmalloc(Es)

@cloop@
expression V, P, E0;
identifier start, size, pos, pg;
statement S;
position p, pw;
type T;
@@
(
  pos@p = E0;
|
  T pos@p = E0;
)
  ... when != pos
  while@pw (size > 0) {
(
    if (avc_remap_pfn_range(V, start, avc_vmalloc_to_pfn((void *)pos),
                            PAGE_SIZE, P))
      S
|
    if (avc_remap_pfn_range(V, start, avc_vmalloc_to_pfn(pos),
                            PAGE_SIZE, P))
      S
|
    pg = \(vmalloc_to_page((void *)pos)\|vmalloc_to_page(pos)\);
    if (avc_remap_pfn_range(V, start, avc_page_to_pfn(pg), PAGE_SIZE, P))
      S
)
(
    start += PAGE_SIZE;
    pos += PAGE_SIZE;
|
    pos += PAGE_SIZE;
    start += PAGE_SIZE;
)
(
    if (size > PAGE_SIZE)
      size -= PAGE_SIZE;
    else
      size = 0;
|
    size -= PAGE_SIZE;
)
  }
  ... when != pos
      when != start
      when != size

@cstartok@
identifier cloop.start;
expression cloop.V, E1;
position cloop.pw, q;
type T;
@@
(
  T start@q = V->vm_start;
|
  start@q = V->vm_start;
)
  ... when != start = E1
      when != start += E1
      when != start -= E1
      when != &start
  while@pw (...) { ... }

@script:python@
pw << cloop.pw;
q << cstartok.q;
@@
okstart.add(pos(pw))

@csizeok@
identifier cloop.size;
expression cloop.V, E1;
position cloop.pw, q;
type T;
@@
(
  T size@q = V->vm_end - V->vm_start;
|
  size@q = V->vm_end - V->vm_start;
)
  ... when != size = E1
      when != size += E1
      when != size -= E1
      when != size++
      when != size--
      when != &size
  while@pw (...) { ... }

@script:python@
pw << cloop.pw;
q << csizeok.q;
@@
oksize.add(pos(pw))

@script:python mkc@
pw << cloop.pw;
S << cloop.S;
E0 << cloop.E0;
Eb << calloc.Eb;
Es << calloc.Es;
V << cloop.V;
fn;
call;
@@
kind = None
if pos(pw) not in okstart or pos(pw) not in oksize:
    pass
elif re.search(r'\b(break|continue)\b', S):
    pass
elif directives(pw[0].file, int(pw[0].line)):
    note(pw, 'preprocessor lines inside the mmap loop: left per page, '
             'convert every branch by hand (or keep one)')
elif not re.fullmatch(r'[A-Z0-9_()*+\s]+', Es):
    note(pw, 'mmap loop over %s left per page: its size (%s) is not a '
             'constant, use avc_rvmmap_at() by hand' % (Eb, Es))
else:
    kind = start_of(pw[0].file, pw, E0, Eb, V)
if kind is None:
    cocci.include_match(False)
else:
    coccinelle.fn = cocci.make_ident(pw[0].current_element)
    if kind == 'PGOFF':
        c = 'avc_rvmmap(%s, %s, %s)' % (V, Eb, Es)
    else:
        c = 'avc_rvmmap_at(%s, %s, %s, %s)' % (V, Eb, Es, kind)
    coccinelle.call = cocci.make_expr(c)
    if kind == '0':
        note(pw, 'avc_rvmmap_at(..., 0) maps from the start of the buffer '
                 'whatever the mmap offset, as the loop did; ' + OWNER,
                 'if (%s)' % c)
    elif kind == 'PGOFF':
        note(pw, 'avc_rvmmap(): the mmap offset is a page offset into the '
                 'buffer, as in the loop, now checked against its size; '
                 + OWNER, 'if (%s)' % c)
    else:
        note(pw, 'mmap offset taken as a buffer index: avc_rvmmap_at() maps '
                 'from buffer page %s, check it is whole pages; '
                 % kind.replace(' -> ', '->') + OWNER, 'if (%s)' % c)

@cfold@
expression mkc.call;
identifier cloop.size, mkc.fn;
statement cloop.S;
position cloop.pw;
@@
fn(...) {
<...
- while@pw (size > 0) { ... }
+ if (call)
+   S
...>
}

// pos, start and the page variable are unused now: their values and
// declarations go

@depends on cfold@
identifier cloop.pos, mkc.fn;
expression E;
@@
fn(...) {
  ... when any
- pos = E;
  ... when != pos
}

@depends on cfold@
identifier cloop.pos, mkc.fn;
expression E;
type T;
@@
fn(...) {
  ... when any
(
- T pos = E;
|
- T pos;
)
  ... when != pos
}

@depends on cfold@
identifier cloop.start, mkc.fn;
expression E;
type T;
@@
fn(...) {
  ... when any
(
- T start = E;
|
- T start;
)
  ... when != start
}

@depends on cfold@
identifier cloop.pg, mkc.fn;
type T;
@@
fn(...) {
  ... when any
- T pg;
  ... when != pg
}
