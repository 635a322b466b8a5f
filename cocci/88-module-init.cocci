// SPDX-License-Identifier: GPL-2.0
/// Module entry points defined by their magic names, init_module() and
/// cleanup_module(), turned into static functions registered with
/// module_init() and module_exit().
///
/// Before module_init() a module's entry points were the global functions
/// init_module() and cleanup_module(), and the module loader still runs
/// what these names point to.  But only module_init()/module_exit() mark
/// the function as a target of the loader's indirect call: objtool warns
/// from 6.3 (03d7a1053cf7 "objtool: Check that module init/exit function
/// is an indirect call target": such a module does not load into an IBT
/// kernel), and Debian's 6.18 and 7.3 fail the build with "error: objtool:
/// init_module(): Magic init_module() function name is deprecated, use
/// module_init(fn) instead" (v4l2loopback 0.12.5, Debian bullseye's).
///
///   int [__init] init_module(void) { ... }
///                   static int __init NAME_init(void) { ... }
///                   module_init(NAME_init);
///   void [__exit] cleanup_module(void) { ... }
///                   static void __exit NAME_exit(void) { ... }
///                   module_exit(NAME_exit);
///
/// NAME is the file's name (v4l2loopback.c: v4l2loopback_init); where the
/// file already uses that word, NAME_module_init, NAME_entry_init ...
/// (_exit alike).  Calls of the function in the file are renamed, and
/// its prototypes follow its head (spatch carries a changed head to
/// them).  An __init or __exit the function had stays; a missing one is
/// added only where nothing else in the file names the function (an
/// init_module() that calls cleanup_module() on its error path keeps
/// cleanup_module() out of __exit, which a built-in kernel discards).
/// spatch drops an attribute next to a token it rewrites, so the new
/// name and its attribute are one identifier (hd) written in place of
/// the old name.
///
/// Left alone: a file that already has a module_init() (module_exit()
/// for cleanup_module()), since the magic function then sits in another
/// preprocessor branch (a module cannot build both); it is listed by
/// scripts/cocci-apply.  A static init_module() is not touched:
/// <linux/module.h> declares it extern, so it never built.
//
// Confidence: High
// Options: --include-headers --local-includes --include-headers-for-types

@initialize:python@
@@
import os
import re

codes = {}

def code(path):
    """The file's text with comments and literals blanked, lines kept."""
    if path not in codes:
        with open(path, encoding='utf-8', errors='replace') as f:
            t = f.read()
        blank = lambda m: re.sub(r'[^\n]', ' ', m.group(0))
        # no slash-star, star-slash, double slash or quote characters in
        # the pattern's source: spatch's lexer would read them as C
        lit = '|'.join(r'Q(\\.|[^Q\\\n])*Q'.replace('Q', q) for q in (chr(34), chr(39)))
        codes[path] = re.sub(r'[/]\*.*?\*[/]|[/][/][^\n]*|' + lit, blank, t, flags=re.S)
    return codes[path]

def head(p):
    """What comes before the function's name in its definition:
    storage class, type, attributes (from the end of the last
    declaration, statement or preprocessor line)."""
    lines = code(p[0].file).split('\n')
    n = int(p[0].line)
    text = '\n'.join(lines[max(n - 4, 0):n - 1] + [lines[n - 1][:int(p[0].column)]])
    text = re.split(r'[;{}]|^[ \t]*#[^\n]*$', text, flags=re.M)[-1]
    return text

def annotated(p, attr):
    return re.search(r'\b%s\b' % attr, head(p)) is not None

def is_static(p):
    return annotated(p, 'static')

def named_elsewhere(p, magic):
    """Does the file name the function other than by its definition and
    its prototypes?"""
    proto = re.compile(r'^\s*(extern\s+)?(int|void)\s+(__init\s+|__exit\s+)?%s\s*\([^)]*\)\s*;'
                       % magic)
    n = int(p[0].line)
    for k, line in enumerate(code(p[0].file).split('\n'), 1):
        if k == n or proto.match(line):
            continue
        if re.search(r'\b%s\b' % magic, line):
            return True
    return False

def fresh(p, suffix):
    """NAME_init/NAME_exit after the file's name, or a longer name the
    file does not use yet."""
    path = p[0].file
    base = re.sub(r'\W', '_', os.path.basename(path).rsplit('.', 1)[0])
    if not re.match(r'[A-Za-z_]', base):
        base = 'mod_' + base
    words = set(re.findall(r'\w+', code(path)))
    for mid in ['', 'module_', 'entry_']:
        cand = '%s_%s%s' % (base, mid, suffix)
        if cand not in words:
            return cand
    k = 2
    while '%s_%s%d' % (base, suffix, k) in words:
        k += 1
    return '%s_%s%d' % (base, suffix, k)

def note(p, why):
    with open(p[0].file, encoding='utf-8', errors='replace') as f:
        text = f.read().split('\n')[int(p[0].line) - 1].strip()
    print('avc-cocci-note\t%s\t%s\t%s\t%s' % (p[0].file, p[0].line, text, why))

// ------------------------------------------------------------ init_module

@minit@
declarer name module_init;
@@
module_init(...);

@ini depends on !minit@
position p;
@@
int init_module@p(...) { ... }

// the new name, and the head: with __init added where the function had
// none and nothing else in the file names it
@script:python ininame@
p << ini.p;
fn;
hd;
@@
if is_static(p):
    cocci.include_match(False)
else:
    name = fresh(p, 'init')
    coccinelle.fn = cocci.make_ident(name)
    if annotated(p, '__init') or named_elsewhere(p, 'init_module'):
        coccinelle.hd = cocci.make_ident(name)
    else:
        coccinelle.hd = cocci.make_ident('__init ' + name)

@depends on ininame@
identifier ininame.fn, ininame.hd;
@@
+ static
  int
- init_module
+ hd
  (...) { ... }
+ module_init(fn);

@depends on ininame@
identifier ininame.fn;
@@
- init_module
+ fn
  (...)

@inikeep depends on minit@
position p;
@@
int init_module@p(...) { ... }

@script:python@
p << inikeep.p;
@@
note(p, 'init_module() beside a module_init(): left as it is; objtool '
        'refuses the magic name from 6.18 where its branch is built')

// ------------------------------------------------------------ cleanup_module

@mexit@
declarer name module_exit;
@@
module_exit(...);

@fini depends on !mexit@
position p;
@@
void cleanup_module@p(...) { ... }

// the new name, and the head: with __exit added where the function had
// none and nothing else in the file names it
@script:python fininame@
p << fini.p;
fn;
hd;
@@
if is_static(p):
    cocci.include_match(False)
else:
    name = fresh(p, 'exit')
    coccinelle.fn = cocci.make_ident(name)
    if annotated(p, '__exit') or named_elsewhere(p, 'cleanup_module'):
        coccinelle.hd = cocci.make_ident(name)
    else:
        coccinelle.hd = cocci.make_ident('__exit ' + name)

@depends on fininame@
identifier fininame.fn, fininame.hd;
@@
+ static
  void
- cleanup_module
+ hd
  (...) { ... }
+ module_exit(fn);

@depends on fininame@
identifier fininame.fn;
@@
- cleanup_module
+ fn
  (...)

@finikeep depends on mexit@
position p;
@@
void cleanup_module@p(...) { ... }

@script:python@
p << finikeep.p;
@@
note(p, 'cleanup_module() beside a module_exit(): left as it is; objtool '
        'refuses the magic name from 6.18 where its branch is built')
