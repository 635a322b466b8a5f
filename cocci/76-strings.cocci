// SPDX-License-Identifier: GPL-2.0
/// String copies whose replacement depends on the call: strncpy() (gone
/// from 7.2, 1a3746ccbb0a) and strlcpy() whose value is used (gone from
/// 6.8, d26270061ae6; 87-renames converts the statement form).
///
/// strncpy(d, s, n) copies at most n bytes of s, stops at its NUL and
/// pads d with NULs up to n bytes; when s has n bytes or more, d is not
/// terminated.  Which replacement is right depends on what d is
/// (Documentation/process/deprecated.rst, "strncpy()"):
///
///   strncpy(d, s, n - 1); d[n - 1] = '\0';
///   strncpy(d, s, n); d[n - 1] = '\0';
///   strncpy(d, s, n); d[n] = '\0';          (n + 1 for n in the result)
///                   strscpy_pad(d, s, n); the same bytes: the driver
///                   terminated d itself, strscpy_pad() does
///   strncpy(d, s, sizeof(d) - 1);
///                   strscpy_pad(d, s, sizeof(d)); the count left room for
///                   the NUL the driver counted on (d zeroed before)
///   strncpy(e->f, s, n); e a struct whose f the kernel defines as a
///   NUL-terminated string (v4l2_capability driver/card/bus_info, the
///   names of V4L2 inputs, controls, formats and devices, snd_card's
///   id/driver/shortname/longname/mixername, snd_pcm's, i2c's names)
///                   strscpy_pad(e->f, s, n)
///   strncpy(d, s, n); d later in the same function passed where a C
///   string is read (strlen(), strcmp(), kstrto*(), a "%s" of a printk
///   or snprintf() ...)
///                   strscpy_pad(d, s, n)
///   strncpy(e->f, s, n); f declared __nonstring, or a member of a
///   __packed struct (a fixed-size field of a wire or hardware format),
///   and s without side effects
///                   memcpy_and_pad(e->f, n, s, strnlen(s, n), 0); the
///                   same bytes as strncpy(), unterminated when full
///
/// strscpy_pad() (5.2) pads as strncpy() did, so nothing of the stack
/// reaches a user copy of a struct; where s has n bytes or more it keeps
/// n - 1 of them and the NUL, which for a C string is the fix: strncpy()
/// left it unterminated.  Every other strncpy() is left as it is and
/// listed by scripts/cocci-apply (it does not build from 7.2): whether d
/// is a C string is the driver author's decision, a blind strscpy()
/// changes what a full field holds.
///
/// strlcpy(d, s, n) returns strlen(s), strscpy() the length copied or
/// -E2BIG when it truncated (or n is 0).  The tests of truncation are
/// converted exactly:
///
///   strlcpy(d, s, n) >= n       strscpy(d, s, n) < 0
///   strlcpy(d, s, n) < n        strscpy(d, s, n) >= 0
///   (void)strlcpy(d, s, n)      strscpy(d, s, n)
///
/// Any other use of the value (a length kept, a sysfs show's return) is
/// listed by scripts/cocci-apply: strscpy() returns -E2BIG where
/// strlcpy() returned the source's length.  These rules run before
/// 87-renames, whose statement rule then finds no strlcpy() of theirs.
//
// Confidence: High
// Options: --include-headers --local-includes --include-headers-for-types

@initialize:python@
@@
import os
import re

# struct -> members the kernel defines as NUL-terminated strings
CSTR = {
    'v4l2_capability': ('driver', 'card', 'bus_info'),
    'v4l2_input': ('name',), 'v4l2_output': ('name',),
    'v4l2_audio': ('name',), 'v4l2_audioout': ('name',),
    'v4l2_tuner': ('name',), 'v4l2_modulator': ('name',),
    'v4l2_standard': ('name',), 'v4l2_fmtdesc': ('description',),
    'v4l2_queryctrl': ('name',), 'v4l2_query_ext_ctrl': ('name',),
    'v4l2_querymenu': ('name',),
    'video_device': ('name',), 'v4l2_device': ('name',),
    'v4l2_subdev': ('name',),
    'snd_card': ('id', 'driver', 'shortname', 'longname', 'mixername'),
    'snd_pcm': ('id', 'name'), 'snd_rawmidi': ('id', 'name'),
    'snd_hwdep': ('id', 'name'), 'snd_ctl_elem_id': ('name',),
    'i2c_adapter': ('name',), 'i2c_client': ('name',),
    'i2c_board_info': ('type',),
}

def cstr_member(tn, f):
    return f in CSTR.get(tn, ())

# printf-like functions: a "%s" conversion reads a C string
PRINTF = ('printk', 'pr_emerg', 'pr_alert', 'pr_crit', 'pr_err', 'pr_warn',
          'pr_warning', 'pr_notice', 'pr_info', 'pr_debug', 'pr_cont',
          'dev_emerg', 'dev_alert', 'dev_crit', 'dev_err', 'dev_warn',
          'dev_notice', 'dev_info', 'dev_dbg', 'sprintf', 'snprintf',
          'scnprintf', 'sysfs_emit', 'seq_printf', 'kasprintf',
          'devm_kasprintf', 'v4l2_info', 'v4l2_err', 'v4l2_warn',
          'v4l2_dbg', 'snd_printk', 'snd_printd')

DQ, SQ = chr(34), chr(39)

def split_args(text):
    args, depth, cur, q = [], 0, '', None
    for ch in text:
        if q:
            cur += ch
            if ch == q and not cur.endswith('\\' + q):
                q = None
            continue
        if ch in (DQ, SQ):
            q = ch
        elif ch in '([{':
            depth += 1
        elif ch in ')]}':
            depth -= 1
        if ch == ',' and depth == 0:
            args.append(cur.strip())
            cur = ''
        else:
            cur += ch
    if cur.strip():
        args.append(cur.strip())
    return args

CONV = re.compile(r'%([-+ #0]*)(\*|\d+)?(\.(\*|\d+))?(hh|h|ll|l|z|t|j|L)?([a-zA-Z%])')

def reads_string(before):
    """Is the argument after the printf-like arguments BEFORE (their text)
    consumed by a %s conversion of the format among them?"""
    args = split_args(before)
    for i, a in enumerate(args):
        if DQ not in a:
            continue
        fmt = ''.join(re.findall(r'Q((?:[^Q\\]|\\.)*)Q'.replace('Q', DQ), a))
        want = len(args) - i - 1
        n = 0
        for m in CONV.finditer(fmt):
            if m.group(6) == '%':
                continue
            for star in (m.group(2), m.group(4)):
                if star == '*':
                    if n == want:
                        return False
                    n += 1
            if n == want:
                # %s, not %pX or %*ph (a pointer or bytes)
                return m.group(6) == 's'
            n += 1
        return False
    return False

def plain(e):
    """No side effect: evaluated twice by memcpy_and_pad(d, n, s, strnlen(s, n), 0)."""
    return not re.search(r'\+\+|--|(?<![=!<>])=(?!=)|\(', e) or \
        re.fullmatch(r'\s*sizeof\s*\(?[\w.\->\[\] ]*\)?\s*', e) is not None

texts = {}
ORIG = ['']

def text(path):
    if path not in texts:
        try:
            with open(path, encoding='utf-8', errors='replace') as fh:
                texts[path] = fh.read()
        except OSError:
            texts[path] = ''
    return texts[path]

def struct_body(t, tn):
    """(body, attributes) of the definition of struct TN in text T."""
    m = re.search(r'\bstruct\s+((?:__packed|__attribute__\s*\(\(\s*_*packed_*\s*\)\))\s+)?%s\s*\{'
                  % re.escape(tn), t)
    if not m:
        return None
    depth, i = 0, m.end() - 1
    while i < len(t):
        if t[i] == '{':
            depth += 1
        elif t[i] == '}':
            depth -= 1
            if depth == 0:
                break
        i += 1
    end = t.find(';', i)
    return t[m.end():i], (m.group(1) or '') + t[i + 1:end]

def fixed_field(path, tn, f):
    """Is member F of struct TN (defined in PATH or a quoted header of its
    directory) a fixed-size field that need not be NUL-terminated:
    declared __nonstring, or in a __packed struct?"""
    files = [path]
    d = os.path.dirname(path) or '.'
    for h in re.findall(r'(?m)^\s*#\s*include\s*"([^"]+)"', text(path)):
        files.append(os.path.join(d, h))
    for p in files:
        sb = struct_body(text(p), tn)
        if sb is None:
            continue
        body, attrs = sb
        decl = re.search(r'[^;{}]*\b%s\s*\[[^;]*;' % re.escape(f), body)
        if not decl:
            return False
        if '__nonstring' in decl.group(0):
            return True
        return re.search(r'\b__packed\b|\bpacked\b|__packed__', attrs) is not None
    return False

// the file's path, for its struct definitions: a rule after a change
// sees a temporary copy of part of it

@orig@
position p;
@@
strncpy@p(...)

@script:python@
p << orig.p;
@@
ORIG[0] = p[0].file

// strncpy(): the driver terminates the string itself

@@
expression D, S, N;
@@
(
- strncpy(D, S, N - 1);
+ strscpy_pad(D, S, N);
- D[N - 1] = \('\0'\|0\);
|
- strncpy(D, S, N);
+ strscpy_pad(D, S, N);
- D[N - 1] = \('\0'\|0\);
|
- strncpy(D, S, N);
+ strscpy_pad(D, S, N + 1);
- D[N] = \('\0'\|0\);
)

// the count leaves room for the NUL of a zeroed destination

@@
expression D, S;
@@
- strncpy(D, S, sizeof(D) - 1);
+ strscpy_pad(D, S, sizeof(D));

// a member the kernel defines as a C string

@cs@
identifier TN, f;
struct TN *E;
expression S, N;
position p;
@@
strncpy@p(E->f, S, N);

@script:python@
tn << cs.TN;
f << cs.f;
@@
if not cstr_member(tn, f):
    cocci.include_match(False)

@@
expression D, S, N;
position cs.p;
@@
- strncpy@p(D, S, N);
+ strscpy_pad(D, S, N);

@csd@
identifier TN, f;
struct TN E;
expression S, N;
position p;
@@
strncpy@p(E.f, S, N);

@script:python@
tn << csd.TN;
f << csd.f;
@@
if not cstr_member(tn, f):
    cocci.include_match(False)

@@
expression D, S, N;
position csd.p;
@@
- strncpy@p(D, S, N);
+ strscpy_pad(D, S, N);

// the destination is read as a C string later in the function

@used exists@
expression D, S, N;
identifier fn = {strlen, strcmp, strcasecmp, strchr, strrchr, strstr,
		 strscpy, strscpy_pad, strcpy, strcat, strlcat, kstrdup,
		 kstrtoint, kstrtouint, kstrtol, kstrtoul, kstrtobool, sscanf,
		 sysfs_streq, simple_strtoul, simple_strtol};
position p;
@@
strncpy@p(D, S, N);
...
fn(..., D, ...)

@@
expression D, S, N;
position used.p;
@@
- strncpy@p(D, S, N);
+ strscpy_pad(D, S, N);

@pused exists@
expression D, S, N;
expression list es;
identifier pf;
position p;
@@
strncpy@p(D, S, N);
...
pf(es, D, ...)

@script:python@
pf << pused.pf;
es << pused.es;
@@
if pf not in PRINTF or not reads_string(es):
    cocci.include_match(False)

@@
expression D, S, N;
position pused.p;
@@
- strncpy@p(D, S, N);
+ strscpy_pad(D, S, N);

// a fixed-size field: the same bytes, without strncpy()

@fx@
identifier TN, f;
struct TN *E;
expression S, N;
position p;
@@
strncpy@p(E->f, S, N);

@script:python@
tn << fx.TN;
f << fx.f;
s << fx.S;
n << fx.N;
@@
if not (fixed_field(ORIG[0], tn, f) and plain(s) and plain(n)):
    cocci.include_match(False)

@@
expression D, S, N;
position fx.p;
@@
- strncpy@p(D, S, N);
+ memcpy_and_pad(D, N, S, strnlen(S, N), 0);

@fxd@
identifier TN, f;
struct TN E;
expression S, N;
position p;
@@
strncpy@p(E.f, S, N);

@script:python@
tn << fxd.TN;
f << fxd.f;
s << fxd.S;
n << fxd.N;
@@
if not (fixed_field(ORIG[0], tn, f) and plain(s) and plain(n)):
    cocci.include_match(False)

@@
expression D, S, N;
position fxd.p;
@@
- strncpy@p(D, S, N);
+ memcpy_and_pad(D, N, S, strnlen(S, N), 0);

// strlcpy() whose value only tells whether it truncated

@@
expression D, S, N;
@@
(
- strlcpy(D, S, N) >= N
+ strscpy(D, S, N) < 0
|
- strlcpy(D, S, N) < N
+ strscpy(D, S, N) >= 0
)

@@
expression D, S, N;
@@
- (void)strlcpy(D, S, N);
+ strscpy(D, S, N);
