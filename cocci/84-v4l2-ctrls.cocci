// SPDX-License-Identifier: GPL-2.0
/// The control ops of a struct v4l2_ioctl_ops that a driver with a
/// control handler never has called: deleted, with the functions nothing
/// else names.
///
/// 6.15 removed vidioc_queryctrl, vidioc_g_ctrl and vidioc_s_ctrl from
/// struct v4l2_ioctl_ops (0f6b05e069a7, 70307f28ee61, 0d75129312ff): a
/// driver that sets them does not build.  When the driver sets a
/// ctrl_handler (of its v4l2_device, video_device or v4l2_fh), the core
/// answers VIDIOC_QUERYCTRL, QUERY_EXT_CTRL, QUERYMENU, G/S_CTRL and
/// G/S/TRY_EXT_CTRLS from the handler before it looks at any op, on every
/// kernel avcompat builds on ([L:5.10] v4l2-ioctl.c:2216 v4l_querymenu(),
/// [L:7.3] v4l2-ioctl.c:2306 v4l_queryctrl(); video_register_device()
/// takes the v4l2_device's handler when the video_device has none,
/// [L:5.10] v4l2-dev.c:936), so all eight ops are dead code there: they
/// go, the three removed ones and the five kept alike.  A handler
/// function that the driver names nowhere else (the text is the evidence,
/// as in 55-unused-helpers: code spatch could not parse counts) goes with
/// them, since left it is an unused-function warning.
///
/// Without a control handler the ops are the driver's only answer to
/// those ioctls and stay; scripts/cocci-apply lists vidioc_queryctrl,
/// vidioc_g_ctrl and vidioc_s_ctrl for the author to move the controls to
/// a v4l2_ctrl_handler.  The other five still exist in 7.3.
///
/// "Sets a ctrl_handler": a "ctrl_handler = ..." (not NULL) in the file,
/// or in a file of its directory that includes one of the same quoted
/// headers (the same driver).
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

def quoted(path):
    with open(path, encoding='utf-8', errors='replace') as f:
        return set(re.findall(r'(?m)^\s*\x23\s*include\s*\x22([^\x22]+)\x22', f.read()))

def driver(path):
    """PATH and the files of its directory sharing a quoted header."""
    d = os.path.dirname(path) or '.'
    mine = quoted(path)
    out = [path]
    if not mine:
        return out
    for n in sorted(os.listdir(d)):
        f = os.path.join(d, n)
        if f != path and n.endswith(('.c', '.h')) and os.path.isfile(f) and \
                quoted(f) & mine:
            out.append(f)
    return out

SETS = re.compile(r'(\.|->)\s*ctrl_handler\s*=(?!=)\s*(?!(NULL|0)\s*[;,)])')
memo = {}

def handled(path):
    if path not in memo:
        memo[path] = any(SETS.search(code(f)) for f in driver(path))
    return memo[path]

OPS = ('queryctrl|query_ext_ctrl|querymenu|g_ctrl|s_ctrl|g_ext_ctrls|'
       's_ext_ctrls|try_ext_ctrls')

def unused(path, fn):
    """Does the text of PATH name FN only in its own head, its prototypes
    and the control op initializers this patch deletes?"""
    lines = code(path).split('\n')
    name = re.escape(fn)
    op = re.compile(r'\s*\.\s*vidioc_(%s)\s*=\s*&?\s*%s\s*,?\s*$' % (OPS, name))
    head = re.compile(r'\s*(static\s+)?(inline\s+)?int\s+%s\s*\(' % name)
    alone = re.compile(r'\s*%s\s*\(' % name)
    typ = re.compile(r'\s*(static\s+)?(inline\s+)?int\s*$')
    for i, l in enumerate(lines):
        if not re.search(r'\b%s\b' % name, l):
            continue
        if op.match(l) or head.match(l):
            continue
        if alone.match(l) and i > 0 and typ.match(lines[i - 1]):
            continue
        return False
    return True

@del@
identifier ops, fn;
identifier fld = {vidioc_queryctrl, vidioc_query_ext_ctrl, vidioc_querymenu,
                  vidioc_g_ctrl, vidioc_s_ctrl, vidioc_g_ext_ctrls,
                  vidioc_s_ext_ctrls, vidioc_try_ext_ctrls};
position p : script:python() { handled(p[0].file) };
@@
struct v4l2_ioctl_ops ops@p = {
  ...,
- .fld = \(fn\|&fn\),
  ...
};

@fdef@
identifier del.fn;
position p;
@@
static int fn@p(...) { ... }

@script:python ftext@
fn << del.fn;
p << fdef.p;
gone;
@@
coccinelle.gone = cocci.make_ident(fn)
if not unused(p[0].file, fn):
    cocci.include_match(False)

@@
identifier ftext.gone;
@@
- static int gone(...) { ... }

@@
identifier ftext.gone;
@@
- static int gone(...);
