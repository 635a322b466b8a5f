// SPDX-License-Identifier: GPL-2.0
/// Delete the private rvmalloc()/rvfree()/kvirt_to_pa()/uvirt_to_kva()
/// copies that nothing uses any more.
///
/// 20-rvmalloc and 30-remap convert the callers; this runs after them (and
/// after 50-rvmmap) so that it reads their result.  A definition goes only
/// when neither spatch nor the file's text still names it: spatch does
/// not see code it could not parse (an ->mmap split by #if across 2.4 and
/// 2.6, a statement split by #ifdef) nor dead #if branches and macro
/// bodies, and deleting a function such code still calls leaves callers
/// of a function that no longer exists.  The text is the evidence
/// (comments and literals aside); scripts/cocci-apply also reports the
/// lines spatch could not parse.  An #if/#endif left empty by a deletion
/// is removed by scripts/cocci-apply.
///
/// Shapes, as before: a static *rvmalloc(size) calling a vmalloc variant,
/// a static *rvfree(mem, size) calling vfree(), a static *kvirt_to_pa()
/// or *uvirt_to_kva() returning unsigned long.  Non-static copies are left
/// alone (other files may use them), except those scripts/cocci-apply
/// found, converting a whole directory, to be defined and used only in
/// it and not exported (AVC_COCCI_SHARED): those go, with their
/// prototypes, once no file of the directory names them.
//
// Confidence: High
// Options: --include-headers --local-includes --include-headers-for-types

@initialize:python@
@@
import os
import re

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

# A definition is referenced when its name occurs on any line other than
# its own definition and forward declarations (top-level lines that start
# with a type, or that start with the name when the line above is only
# the type: "static void *" above "rvmalloc(unsigned long size)"): a call
# in unparsed code, in a dead conditional branch or in a macro body keeps
# it.  Lines inside the bodies of the DEAD definitions (being deleted in
# the same run) do not count.
TYPES = (r'(static|extern|inline|unsigned|signed|void|char|int|long|'
         r'struct|const|u8|u16|u32|u64)\b')
DEF = TYPES + r'.*\b%s\s*\('
TYPEONLY = re.compile(TYPES + r'[\w\s*]*$')

def head(lines, i, name):
    """Is line I the head of a definition or declaration of NAME?"""
    if re.match(DEF % re.escape(name), lines[i]):
        return True
    return (i > 0 and re.match(r'%s\s*\(' % re.escape(name), lines[i]) is not None
            and TYPEONLY.match(lines[i - 1]) is not None)

def referenced(path, name, dead=()):
    lines = code(path).split('\n')
    skip = set()
    for d in dead:
        for i, l in enumerate(lines):
            if head(lines, i, d) and not l.rstrip().endswith(';'):
                n = len(body(path, i + 1).split('\n'))
                skip.update(range(i, i + n))
    n = 0
    for i, l in enumerate(lines):
        if i in skip or head(lines, i, name):
            continue
        n += words(l, name)
    return n > 0

# The helpers that can go together: a helper named only from the bodies
# of other helpers that go (uvirt_to_kva() from kvirt_to_pa(), which the
# private rvmalloc() called) goes with them.
HELPER = re.compile(r'(?m)^static\b[^;]*?\b((?!avc_)\w*(rvmalloc|rvfree|kvirt_to_pa|'
                    r'uvirt_to_kva))\s*\([^;]*$')

# Non-static helpers that scripts/cocci-apply found shared only inside
# the directory it converts (not exported; AVC_COCCI_SHARED, kind:name)
# are referenced if any file of it (AVC_COCCI_FILES) names them.
shared = {}
for e in os.environ.get('AVC_COCCI_SHARED', '').split():
    k, _, n = e.partition(':')
    shared.setdefault(k, set()).add(n)
allshared = set().union(*shared.values()) if shared else set()

def allfiles(path):
    lst = os.environ.get('AVC_COCCI_FILES')
    if not lst:
        return [path]
    with open(lst) as f:
        return [l.rstrip('\n') for l in f if l.strip()]

memo = {}
def dead(path):
    """The helpers of PATH (and the shared ones) that can go."""
    if path not in memo:
        memo[path] = dead_now(path)
    return memo[path]

def dead_now(path):
    files = allfiles(path)
    if path not in files:
        files.append(path)
    mine = {m.group(1) for m in HELPER.finditer(code(path))} - allshared
    names = mine | allshared
    gone = set()
    more = True
    while more:
        more = False
        for n in sorted(names - gone):
            where = files if n in allshared else [path]
            if not any(referenced(f, n, gone) for f in where):
                gone.add(n)
                more = True
    return gone

// ---------------------------------------------------------------------
// Private rvmalloc() / rvfree() (their callers: 20-rvmalloc.cocci).

@rvm@
identifier fn =~ "^(?!avc_).*rvmalloc$";
identifier size;
type T;
position p;
@@
static void *fn@p(T size)
{
<+... \(vmalloc_32\|vmalloc\|vmalloc_user\|vzalloc\|__vmalloc\)(...) ...+>
}

@script:python rvmtext@
fn << rvm.fn;
p << rvm.p;
gone;
@@
coccinelle.gone = cocci.make_ident(fn)
if fn not in dead(p[0].file):
    cocci.include_match(False)

@@
identifier rvmtext.gone;
@@
- static void *gone(...) { ... }

@@
identifier rvmtext.gone;
@@
- static void *gone(...);

@rvf@
identifier fn =~ "^(?!avc_).*rvfree$";
identifier mem, size;
type T1, T2;
position p;
@@
static void fn@p(T1 *mem, T2 size)
{
<+... vfree(...) ...+>
}

@script:python rvftext@
fn << rvf.fn;
p << rvf.p;
gone;
@@
coccinelle.gone = cocci.make_ident(fn)
if fn not in dead(p[0].file):
    cocci.include_match(False)

@@
identifier rvftext.gone;
@@
- static void gone(...) { ... }

@@
identifier rvftext.gone;
@@
- static void gone(...);

// ---------------------------------------------------------------------
// Private kvirt_to_pa() / uvirt_to_kva() that nothing calls any more.

@kv@
identifier fn =~ "^(?!avc_).*kvirt_to_pa$";
position p;
@@
static unsigned long fn@p(...) { ... }

@script:python kvtext@
fn << kv.fn;
p << kv.p;
gone;
@@
coccinelle.gone = cocci.make_ident(fn)
# still named in the text (code spatch could not parse, a dead conditional branch,
# a macro): keep it, or its callers would call a function that is gone
if fn not in dead(p[0].file):
    cocci.include_match(False)

@kvused@
identifier kv.fn;
@@
fn

@depends on !kvused@
identifier kvtext.gone;
@@
- static unsigned long gone(...) { ... }

@depends on !kvused@
identifier kvtext.gone;
@@
- static unsigned long gone(...);

@uv@
identifier fn =~ "^(?!avc_).*uvirt_to_kva$";
position p;
@@
static unsigned long fn@p(...) { ... }

@script:python uvtext@
fn << uv.fn;
p << uv.p;
gone;
@@
coccinelle.gone = cocci.make_ident(fn)
if fn not in dead(p[0].file):
    cocci.include_match(False)

@uvused@
identifier uv.fn;
@@
fn

@depends on !uvused@
identifier uvtext.gone;
@@
- static unsigned long gone(...) { ... }

@depends on !uvused@
identifier uvtext.gone;
@@
- static unsigned long gone(...);

// ---------------------------------------------------------------------
// Shared non-static copies (see allshared above): definitions in their
// file, prototypes in the driver header, once nothing names them.

@shdef@
identifier fn;
position p;
type T;
@@
T fn@p(...) { ... }

@script:python shtext@
fn << shdef.fn;
p << shdef.p;
gone;
@@
coccinelle.gone = cocci.make_ident(fn)
if fn not in allshared or fn not in dead(p[0].file):
    cocci.include_match(False)

@@
identifier shtext.gone;
@@
(
- void *gone(...) { ... }
|
- void gone(...) { ... }
|
- unsigned long gone(...) { ... }
)

@shproto@
identifier fn;
position p;
type T;
@@
T fn@p(...);

@script:python shptext@
fn << shproto.fn;
p << shproto.p;
gone;
@@
coccinelle.gone = cocci.make_ident(fn)
if fn not in allshared or fn not in dead(p[0].file):
    cocci.include_match(False)

@@
identifier shptext.gone;
type T;
@@
- T gone(...);
