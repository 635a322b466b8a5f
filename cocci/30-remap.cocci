// SPDX-License-Identifier: GPL-2.0
/// Convert remap_page_range(), io_remap_page_range() and the frame number
/// arguments of remap_pfn_range() to avcompat's typed helpers.
///
/// In 2.6.10 remap_page_range(vma, addr, PHYS, size, prot) became
/// remap_pfn_range(vma, addr, PFN, size, prot).  Both take an unsigned
/// long, so a caller converted by hand without the shift compiles and maps
/// memory 4096 times too low.  avc_remap_pfn_range() takes an avc_pfn_t,
/// which only the constructor that says where the number comes from can
/// build, and it calls whatever the kernel has.  Sparc's 6-argument
/// io_remap_page_range(vma, addr, off, size, prot, space) becomes
/// avc_io_remap_pfn_range() with avc_io_pfn(space, ...), which keeps the
/// I/O space on every arch and era.
///
/// The physical address argument PHYS becomes:
///   __pa(x), virt_to_phys(x)       avc_virt_to_pfn(x), with a (void *)
///                                  cast when x is known to be an integer
///   kvirt_to_pa(x) (any prefix)    avc_vmalloc_to_pfn((void *)x)
///   page_to_phys(p)                avc_page_to_pfn(p)
///   x << PAGE_SHIFT                avc_pfn_from_raw(x)  (e.g. vm_pgoff)
///   anything else                  avc_phys_to_pfn(PHYS)
/// unless it is one of the frame number forms below: those were written
/// for the seed patch's pfn-taking remap_page_range() (2.6.8-mm) and are
/// converted as frame numbers, since avc_phys_to_pfn() of a frame number
/// is exactly the 4096-times-too-low bug.  The frame number argument of
/// remap_pfn_range() becomes (the call is left alone when it is none of
/// these, since compat/ supplies remap_pfn_range() itself):
///   __pa(x) >> PAGE_SHIFT, virt_to_phys(x) >> PAGE_SHIFT, virt_to_pfn(x),
///   page_to_pfn(virt_to_page(x))   avc_virt_to_pfn(x)
///   vmalloc_to_pfn(x), page_to_pfn(vmalloc_to_page(x))
///                                  avc_vmalloc_to_pfn(x)
///   page_to_pfn(p)                 avc_page_to_pfn(p)
///   E >> PAGE_SHIFT                avc_phys_to_pfn(E)
///   vma->vm_pgoff                  avc_pfn_from_raw(vma->vm_pgoff)
///   kvirt_to_pa(x) >> PAGE_SHIFT   avc_vmalloc_to_pfn((void *)x)
///
/// The two-statement form of the seed drivers,
///     page = kvirt_to_pa(pos);
///     if (remap_page_range(vma, start, page, PAGE_SIZE, PAGE_SHARED))
/// and of their first remap_pfn_range() conversions, with
/// "page >> PAGE_SHIFT" in the call and a value that is one call giving
/// a physical address (kvirt_to_pa(), __pa(), virt_to_phys(),
/// page_to_phys()), is folded first when the assignment directly
/// precedes the statement with the call, the value is one of the
/// recognised forms, and the variable is used nowhere else in the
/// function; the variable's now
/// unused declaration is removed, unless the variable also occurs where
/// spatch cannot see it (an #if/#else splitting the statement, unparsed
/// code): then nothing is folded and the spot is reported.  A call in
/// a statement split by a preprocessor conditional (an if () whose head
/// differs per branch) is not converted either: spatch sees only one
/// branch, and converting one would leave the others in the old form.  Private
/// kvirt_to_pa()/uvirt_to_kva() that nothing calls any more are deleted
/// by 55-unused-helpers.cocci, which sees this patch's result.
//
// Confidence: High
// Options: --include-headers --local-includes --include-headers-for-types

@initialize:python@
@@
import re
uses = {}

CALLS = re.compile(r'\s*(\w*kvirt_to_pa|__pa|virt_to_phys|page_to_phys|'
                   r'vmalloc_to_pfn|virt_to_pfn|page_to_pfn)\s*\(')

def toplevel(e):
    # e with everything inside parentheses blanked out
    out, d = [], 0
    for c in e:
        if c == '(':
            d += 1
        out.append(c if d == 0 else ' ')
        if c == ')':
            d -= 1
    return ''.join(out)

def recognised(e):
    """Is the whole of e one of the forms step 2 turns into a typed pfn?"""
    t = toplevel(e).strip().replace('->', '.')
    if CALLS.match(e) and re.fullmatch(r'\w+\s*', t):
        return True        # one call, nothing around it
    m = re.fullmatch(r'(.*?)>>\s*PAGE_SHIFT\s*', t)
    # "... >> PAGE_SHIFT" with no operator of lower precedence before it
    return m is not None and not re.search(r'[<>=!&^|?,]', m.group(1))

# "page = kvirt_to_pa(pos); remap_pfn_range(vma, start, page >> PAGE_SHIFT,
# ...)": folded when the value is one call that gives a physical address
# (the call then reads "kvirt_to_pa(pos) >> PAGE_SHIFT", which step 2
# types); a frame number shifted once more is no such thing.
ADDRESS = re.compile(r'\s*(\w*kvirt_to_pa|__pa|virt_to_phys|page_to_phys)\s*\(')

def address(e):
    return ADDRESS.match(e) is not None and \
        re.fullmatch(r'\w+\s*', toplevel(e).strip()) is not None

def shifted(p, name):
    """Is the use of NAME at P the left side of a >> (the call's argument
    is "NAME >> PAGE_SHIFT")?"""
    with open(p[0].file, encoding='utf-8', errors='replace') as f:
        line = f.read().split('\n')[int(p[0].line) - 1]
    rest = line[int(p[0].column):]
    return re.match(r'%s\s*>>' % re.escape(name), rest) is not None

def poskey(p):
    return (p[0].file, p[0].current_element)

# Text-level evidence.  spatch does not see code it could not parse, nor
# the branch of a preprocessor conditional that splits a statement (it reads one branch
# as a comment), so "spatch sees no other use" is not "there is none":
# before a variable or a definition is removed, the file's text is asked
# too.

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

def words(text, name):
    return len(re.findall(r'\b%s\b' % re.escape(name), text))

DECL = re.compile(r'\s*((unsigned|signed|long|short|int|char|const|u8|u16|u32|'
                  r'u64|size_t|uintptr_t)\s+)+[\w\s,*]*;\s*$')

def unseen(path, line, name, lines):
    """Does NAME occur in the function starting at LINE on a line spatch
    did not show us (LINES), declarations without initializer aside?"""
    for k, l in enumerate(body(path, line).split('\n'), line):
        if words(l, name) and k not in lines and not DECL.match(l):
            return True
    return False

# Is the call in a statement that a preprocessor conditional splits, as
# in "#ifdef A / if (remap_page_range(...)) / #else / if (remap_pfn_range(
# ...)) / #endif / return -EAGAIN;"?  spatch reads the second branch as
# a comment, so converting the first would convert one branch only: the
# whole statement is left as it is, and listed.
def whole(pc):
    lines = code(pc[0].file).split('\n')
    prev = ''
    for l in lines[int(pc[0].line) - 1:]:
        t = l.strip()
        if t.startswith('\x23'):
            if re.match(r'\x23\s*(if|ifdef|ifndef|elif|else|endif)\b', t) and \
                    not prev.endswith((';', '}')):
                note(pc, 'statement split by a preprocessor conditional: left '
                         'as it is, convert every branch by hand')
                return False
            continue
        if t:
            prev = t
            if t.endswith((';', '}')):
                return True
    return True

notes = set()
def note(p, msg):
    # with the text of the line: later patches may move it
    with open(p[0].file, encoding='utf-8', errors='replace') as f:
        text = f.read().split('\n')[int(p[0].line) - 1].strip()
    key = (p[0].file, p[0].line, text, msg)
    if key not in notes:
        notes.add(key)
        print('avc-cocci-note\t%s\t%s\t%s\t%s' % key)

// ---------------------------------------------------------------------
// 1. Fold "page = <recognised>; <statement with a remap call of page>".

@two@
identifier fn, page;
position pf;
identifier rp = {remap_page_range, remap_pfn_range, io_remap_page_range};
expression V, A, R;
expression E : script:python() { recognised(E) };
statement S1, S2;
type T;
position p1, p2;
@@
fn@pf(...) {
<...
(
  page@p1 = E;
|
  T page@p1 = E;
)
(
  if (<+... rp(V, A, \(page@p2\|page@p2 >> PAGE_SHIFT\), ...) ...+>) S1 else S2
|
  if (<+... rp(V, A, \(page@p2\|page@p2 >> PAGE_SHIFT\), ...) ...+>) S1
|
  R = rp(V, A, \(page@p2\|page@p2 >> PAGE_SHIFT\), ...);
|
  return rp(V, A, \(page@p2\|page@p2 >> PAGE_SHIFT\), ...);
)
...>
}

@use@
identifier two.page;
position p;
@@
page@p

@script:python@
page << two.page;
p << use.p;
@@
uses.setdefault(poskey(p) + (page,), set()).add((p[0].line, p[0].column))

@script:python@
page << two.page;
p1 << two.p1;
p2 << two.p2;
pf << two.pf;
rp << two.rp;
E << two.E;
@@
mine = {(p1[0].line, p1[0].column), (p2[0].line, p2[0].column)}
seen = uses.get(poskey(p1) + (page,), set())
if shifted(p2, page) and not (rp == 'remap_pfn_range' and address(E)):
    cocci.include_match(False)
elif seen - mine:
    cocci.include_match(False)
elif unseen(p1[0].file, int(pf[0].line), page, {int(l) for l, c in seen | mine}):
    # used where spatch cannot see it, e.g. the other branch of a
    # preprocessor conditional: folding would delete a variable in use
    note(p1, '%s is also used in code spatch could not parse (a preprocessor conditional '
              'splitting a statement?): not folded, convert every branch by hand'
              % page)
    cocci.include_match(False)

@fold@
identifier two.page, two.rp;
expression two.V, two.A, two.E, R;
position two.p1, two.p2;
statement S1, S2;
type T;
@@
(
- page@p1 = E;
|
- T page@p1 = E;
)
(
  if (<+... rp(V, A,
-                    page@p2
+                    E
                     , ...) ...+>) S1 else S2
|
  if (<+... rp(V, A,
-                    page@p2
+                    E
                     , ...) ...+>) S1
|
  R = rp(V, A,
-            page@p2
+            E
             , ...);
|
  return rp(V, A,
-                 page@p2
+                 E
                  , ...);
|
  if (<+... rp(V, A,
-                    page@p2 >> PAGE_SHIFT
+                    E >> PAGE_SHIFT
                     , ...) ...+>) S1 else S2
|
  if (<+... rp(V, A,
-                    page@p2 >> PAGE_SHIFT
+                    E >> PAGE_SHIFT
                     , ...) ...+>) S1
|
  R = rp(V, A,
-            page@p2 >> PAGE_SHIFT
+            E >> PAGE_SHIFT
             , ...);
|
  return rp(V, A,
-                 page@p2 >> PAGE_SHIFT
+                 E >> PAGE_SHIFT
                  , ...);
)

@depends on fold@
identifier two.fn, two.page;
type T;
@@
fn(...) {
  ... when any
- T page;
  ... when != page
}

// ---------------------------------------------------------------------
// 2. The calls.  Each argument form is rewritten in the same rule as its
// call, so avc_ code written by hand is never touched.  An address whose
// type is known to be an integer gets the (void *) cast
// avc_virt_to_pfn()/avc_vmalloc_to_pfn() need.  An old-API argument that is
// already a frame number was written for the pfn-taking remap_page_range()
// of the seed patch (2.6.8-mm) and is converted as one.

@@
expression V, A, X, S, P, W;
position pc : script:python() { whole(pc) };
typedef u32, u64, uintptr_t;
type T;
T *Xp;
{unsigned long, long, unsigned int, int, u32, u64, size_t, uintptr_t} Xi;
identifier kv =~ "kvirt_to_pa$";
@@
- remap_page_range@pc
+ avc_remap_pfn_range
  (V, A,
(
- __pa(Xi) >> PAGE_SHIFT
+ avc_virt_to_pfn((void *)Xi)
|
- __pa(X) >> PAGE_SHIFT
+ avc_virt_to_pfn(X)
|
- virt_to_phys(Xi) >> PAGE_SHIFT
+ avc_virt_to_pfn((void *)Xi)
|
- virt_to_phys(X) >> PAGE_SHIFT
+ avc_virt_to_pfn(X)
|
- page_to_phys(X) >> PAGE_SHIFT
+ avc_page_to_pfn(X)
|
- X >> PAGE_SHIFT
+ avc_phys_to_pfn(X)
|
- virt_to_pfn(X)
+ avc_virt_to_pfn(X)
|
- vmalloc_to_pfn(X)
+ avc_vmalloc_to_pfn(X)
|
- page_to_pfn(vmalloc_to_page(X))
+ avc_vmalloc_to_pfn(X)
|
- page_to_pfn(virt_to_page(X))
+ avc_virt_to_pfn(X)
|
- page_to_pfn(X)
+ avc_page_to_pfn(X)
|
- W->vm_pgoff
+ avc_pfn_from_raw(W->vm_pgoff)
|
- __pa(Xi)
+ avc_virt_to_pfn((void *)Xi)
|
- __pa(X)
+ avc_virt_to_pfn(X)
|
- virt_to_phys(Xi)
+ avc_virt_to_pfn((void *)Xi)
|
- virt_to_phys(X)
+ avc_virt_to_pfn(X)
|
- kv((unsigned long)X)
+ avc_vmalloc_to_pfn(X)
|
- kv(Xp)
+ avc_vmalloc_to_pfn(Xp)
|
- kv(X)
+ avc_vmalloc_to_pfn((void *)X)
|
- page_to_phys(X)
+ avc_page_to_pfn(X)
|
- X << PAGE_SHIFT
+ avc_pfn_from_raw(X)
|
- X
+ avc_phys_to_pfn(X)
)
  , S, P)

@@
expression V, A, X, S, P, W;
position pc : script:python() { whole(pc) };
typedef u32, u64, uintptr_t;
type T;
T *Xp;
{unsigned long, long, unsigned int, int, u32, u64, size_t, uintptr_t} Xi;
identifier kv =~ "kvirt_to_pa$";
@@
- io_remap_page_range@pc
+ avc_io_remap_pfn_range
  (V, A,
(
- __pa(Xi) >> PAGE_SHIFT
+ avc_virt_to_pfn((void *)Xi)
|
- __pa(X) >> PAGE_SHIFT
+ avc_virt_to_pfn(X)
|
- virt_to_phys(Xi) >> PAGE_SHIFT
+ avc_virt_to_pfn((void *)Xi)
|
- virt_to_phys(X) >> PAGE_SHIFT
+ avc_virt_to_pfn(X)
|
- page_to_phys(X) >> PAGE_SHIFT
+ avc_page_to_pfn(X)
|
- X >> PAGE_SHIFT
+ avc_phys_to_pfn(X)
|
- virt_to_pfn(X)
+ avc_virt_to_pfn(X)
|
- vmalloc_to_pfn(X)
+ avc_vmalloc_to_pfn(X)
|
- page_to_pfn(vmalloc_to_page(X))
+ avc_vmalloc_to_pfn(X)
|
- page_to_pfn(virt_to_page(X))
+ avc_virt_to_pfn(X)
|
- page_to_pfn(X)
+ avc_page_to_pfn(X)
|
- W->vm_pgoff
+ avc_pfn_from_raw(W->vm_pgoff)
|
- __pa(Xi)
+ avc_virt_to_pfn((void *)Xi)
|
- __pa(X)
+ avc_virt_to_pfn(X)
|
- virt_to_phys(Xi)
+ avc_virt_to_pfn((void *)Xi)
|
- virt_to_phys(X)
+ avc_virt_to_pfn(X)
|
- kv((unsigned long)X)
+ avc_vmalloc_to_pfn(X)
|
- kv(Xp)
+ avc_vmalloc_to_pfn(Xp)
|
- kv(X)
+ avc_vmalloc_to_pfn((void *)X)
|
- page_to_phys(X)
+ avc_page_to_pfn(X)
|
- X << PAGE_SHIFT
+ avc_pfn_from_raw(X)
|
- X
+ avc_phys_to_pfn(X)
)
  , S, P)

@@
expression V, A, X, S, P, SP, W;
position pc : script:python() { whole(pc) };
typedef u32, u64, uintptr_t;
type T;
T *Xp;
{unsigned long, long, unsigned int, int, u32, u64, size_t, uintptr_t} Xi;
identifier kv =~ "kvirt_to_pa$";
@@
- io_remap_page_range@pc
+ avc_io_remap_pfn_range
  (V, A,
(
- __pa(Xi) >> PAGE_SHIFT
+ avc_io_pfn(SP, avc_virt_to_pfn((void *)Xi))
|
- __pa(X) >> PAGE_SHIFT
+ avc_io_pfn(SP, avc_virt_to_pfn(X))
|
- virt_to_phys(Xi) >> PAGE_SHIFT
+ avc_io_pfn(SP, avc_virt_to_pfn((void *)Xi))
|
- virt_to_phys(X) >> PAGE_SHIFT
+ avc_io_pfn(SP, avc_virt_to_pfn(X))
|
- page_to_phys(X) >> PAGE_SHIFT
+ avc_io_pfn(SP, avc_page_to_pfn(X))
|
- X >> PAGE_SHIFT
+ avc_io_pfn(SP, avc_phys_to_pfn(X))
|
- virt_to_pfn(X)
+ avc_io_pfn(SP, avc_virt_to_pfn(X))
|
- vmalloc_to_pfn(X)
+ avc_io_pfn(SP, avc_vmalloc_to_pfn(X))
|
- page_to_pfn(vmalloc_to_page(X))
+ avc_io_pfn(SP, avc_vmalloc_to_pfn(X))
|
- page_to_pfn(virt_to_page(X))
+ avc_io_pfn(SP, avc_virt_to_pfn(X))
|
- page_to_pfn(X)
+ avc_io_pfn(SP, avc_page_to_pfn(X))
|
- W->vm_pgoff
+ avc_io_pfn(SP, avc_pfn_from_raw(W->vm_pgoff))
|
- __pa(Xi)
+ avc_io_pfn(SP, avc_virt_to_pfn((void *)Xi))
|
- __pa(X)
+ avc_io_pfn(SP, avc_virt_to_pfn(X))
|
- virt_to_phys(Xi)
+ avc_io_pfn(SP, avc_virt_to_pfn((void *)Xi))
|
- virt_to_phys(X)
+ avc_io_pfn(SP, avc_virt_to_pfn(X))
|
- kv((unsigned long)X)
+ avc_io_pfn(SP, avc_vmalloc_to_pfn(X))
|
- kv(Xp)
+ avc_io_pfn(SP, avc_vmalloc_to_pfn(Xp))
|
- kv(X)
+ avc_io_pfn(SP, avc_vmalloc_to_pfn((void *)X))
|
- page_to_phys(X)
+ avc_io_pfn(SP, avc_page_to_pfn(X))
|
- X << PAGE_SHIFT
+ avc_io_pfn(SP, avc_pfn_from_raw(X))
|
- X
+ avc_io_pfn(SP, avc_phys_to_pfn(X))
)
  , S, P
- , SP
  )

@@
expression V, A, X, S, P, W;
position pc : script:python() { whole(pc) };
typedef u32, u64, uintptr_t;
type T;
T *Xp;
{unsigned long, long, unsigned int, int, u32, u64, size_t, uintptr_t} Xi;
identifier kv =~ "kvirt_to_pa$";
@@
- remap_pfn_range@pc
+ avc_remap_pfn_range
  (V, A,
(
- kv((unsigned long)X) >> PAGE_SHIFT
+ avc_vmalloc_to_pfn(X)
|
- kv(Xp) >> PAGE_SHIFT
+ avc_vmalloc_to_pfn(Xp)
|
- kv(X) >> PAGE_SHIFT
+ avc_vmalloc_to_pfn((void *)X)
|
- __pa(Xi) >> PAGE_SHIFT
+ avc_virt_to_pfn((void *)Xi)
|
- __pa(X) >> PAGE_SHIFT
+ avc_virt_to_pfn(X)
|
- virt_to_phys(Xi) >> PAGE_SHIFT
+ avc_virt_to_pfn((void *)Xi)
|
- virt_to_phys(X) >> PAGE_SHIFT
+ avc_virt_to_pfn(X)
|
- page_to_phys(X) >> PAGE_SHIFT
+ avc_page_to_pfn(X)
|
- X >> PAGE_SHIFT
+ avc_phys_to_pfn(X)
|
- virt_to_pfn(X)
+ avc_virt_to_pfn(X)
|
- vmalloc_to_pfn(X)
+ avc_vmalloc_to_pfn(X)
|
- page_to_pfn(vmalloc_to_page(X))
+ avc_vmalloc_to_pfn(X)
|
- page_to_pfn(virt_to_page(X))
+ avc_virt_to_pfn(X)
|
- page_to_pfn(X)
+ avc_page_to_pfn(X)
|
- W->vm_pgoff
+ avc_pfn_from_raw(W->vm_pgoff)
)
  , S, P)
