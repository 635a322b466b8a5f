// SPDX-License-Identifier: GPL-2.0
/// A PCM on the vmalloc buffer helpers 6.12 removed (5e1c5c5a687b) ->
/// a managed buffer (5.6), which the ALSA core allocates before
/// .hw_params, frees after .hw_free and maps without a .page op:
///
///   .hw_params = H whose body is
///       return snd_pcm_lib_alloc_vmalloc_buffer(ss, params_buffer_bytes(hw));
///                   H and the op deleted
///   H starting with err = snd_pcm_lib_alloc_vmalloc_buffer(ss,
///   params_buffer_bytes(hw)); if (err < 0) return err; (or ending with
///   return snd_pcm_lib_alloc_vmalloc_buffer(...);)
///                   those lines deleted (return 0; for the last form)
///   .hw_free = F whose body is return snd_pcm_lib_free_vmalloc_buffer(ss);
///                   F and the op deleted; in a longer F the call goes
///                   (return 0; where it was returned)
///   .page = snd_pcm_lib_get_vmalloc_page
///                   deleted (the core's default page op looks the page
///                   of a SNDRV_DMA_TYPE_VMALLOC buffer up, from 5.6)
///   snd_pcm_set_ops(pcm, dir, &ops); (the last)
///                   followed by snd_pcm_set_managed_buffer_all(pcm,
///                   SNDRV_DMA_TYPE_VMALLOC, NULL, 0, 0);
///
/// Only where that is the same buffer: allocated once in .hw_params with
/// params_buffer_bytes(), freed only in .hw_free, every snd_pcm_set_ops()
/// of the file given these ops.  A driver that allocates elsewhere or
/// another size, frees in .close, uses snd_pcm_lib_alloc_vmalloc_32_buffer()
/// (vmalloc_32(): a managed vmalloc buffer is not below 4 GiB), or shares
/// the PCM with other ops is left and listed with the reason.
///
/// The conversion is optional: avcompat's compat/sound/pcm.h gives 6.12+
/// the three helpers (avc_snd_pcm_*_vmalloc_*() of <avcompat/pcm.h>), so
/// a driver left on them keeps building and working.
//
// Confidence: High
// Options: --include-headers --local-includes --include-headers-for-types

@initialize:python@
@@
CUR = ['']
HP = {}
HF = {}
KIND = {}
CALLS = {}
SETOPS = set()
MIXED = set()

def note(p, why):
    with open(p[0].file, encoding='utf-8', errors='replace') as f:
        text = f.read().split('\n')[int(p[0].line) - 1].strip()
    print('avc-cocci-note\t%s\t%s\t%s\t%s' % (p[0].file, p[0].line, text, why))

def count(what, fn):
    k = (CUR[0], what, fn)
    CALLS[k] = CALLS.get(k, 0) + 1

def why_not(o):
    """Why the ops O cannot have a managed buffer, or None."""
    f = CUR[0]
    h, fr = HP.get((f, o)), HF.get((f, o))
    if any(k[0] == f and k[1] == 'alloc32' for k in CALLS):
        return ('snd_pcm_lib_alloc_vmalloc_32_buffer(): a managed '
                'vmalloc buffer may be above 4 GiB')
    if h is None or KIND.get((f, 'hw_params', h)) is None:
        return ('its .hw_params does not just allocate the buffer with '
                'params_buffer_bytes() first (or last)')
    if fr is None or KIND.get((f, 'hw_free', fr)) is None:
        return 'its .hw_free does not free the buffer'
    mine = set(HP.get(k) for k in HP if k[0] == f) | \
        set(HF.get(k) for k in HF if k[0] == f)
    for (fl, what, fn), n in CALLS.items():
        if fl != f:
            continue
        if fn not in mine:
            return ('%s() %s the buffer too' %
                    (fn, 'allocates' if what == 'alloc' else 'frees'))
    if CALLS.get((f, 'alloc', h)) != 1 or CALLS.get((f, 'free', fr)) != 1:
        return '%s() or %s() does more with the buffer' % (h, fr)
    if (f, o) not in SETOPS:
        return 'no snd_pcm_set_ops() of this file gives a PCM these ops'
    if (f, o) in MIXED:
        return ('a PCM has these ops for one stream and others for the '
                'other: a managed buffer would be for both')
    return None

@ops@
identifier O;
symbol snd_pcm_lib_get_vmalloc_page;
position p;
@@
struct snd_pcm_ops O = {
  ...,
  .page = snd_pcm_lib_get_vmalloc_page@p,
  ...
};

@script:python@
p << ops.p;
@@
CUR[0] = p[0].file

@hp@
identifier ops.O, H;
@@
struct snd_pcm_ops O = {
  ...,
  .hw_params = H,
  ...
};

@script:python@
o << ops.O;
h << hp.H;
@@
HP[(CUR[0], o)] = h

@hf@
identifier ops.O, F;
@@
struct snd_pcm_ops O = {
  ...,
  .hw_free = F,
  ...
};

@script:python@
o << ops.O;
f << hf.F;
@@
HF[(CUR[0], o)] = f

@hwb@
identifier hp.H, S, P, err;
position b;
@@
int H@b(struct snd_pcm_substream *S, struct snd_pcm_hw_params *P)
{
  ... when != snd_pcm_lib_alloc_vmalloc_buffer(...)
(
  err = snd_pcm_lib_alloc_vmalloc_buffer(S, params_buffer_bytes(P));
  if (\(err < 0\|err\)) return err;
  ... when != snd_pcm_lib_alloc_vmalloc_buffer(...)
|
  return snd_pcm_lib_alloc_vmalloc_buffer(S, params_buffer_bytes(P));
)
}

@script:python@
h << hp.H;
b << hwb.b;
@@
KIND[(CUR[0], 'hw_params', h)] = 'ok'

@hfa@
identifier hf.F;
identifier S;
position b;
@@
int F@b(struct snd_pcm_substream *S)
{
(
  return snd_pcm_lib_free_vmalloc_buffer(S);
|
  ... when != snd_pcm_lib_free_vmalloc_buffer(...)
(
  return snd_pcm_lib_free_vmalloc_buffer(S);
|
  snd_pcm_lib_free_vmalloc_buffer(S);
  ... when != snd_pcm_lib_free_vmalloc_buffer(...)
)
)
}

@script:python@
f << hf.F;
b << hfa.b;
@@
KIND[(CUR[0], 'hw_free', f)] = 'ok'

@ca exists@
identifier fn;
position p;
@@
fn(...) {
... when any
snd_pcm_lib_alloc_vmalloc_buffer@p(...)
... when any
}

@script:python@
fn << ca.fn;
p << ca.p;
@@
count('alloc', fn)

@ca32 exists@
identifier fn;
position p;
@@
fn(...) {
... when any
snd_pcm_lib_alloc_vmalloc_32_buffer@p(...)
... when any
}

@script:python@
fn << ca32.fn;
p << ca32.p;
@@
count('alloc32', fn)

@cf exists@
identifier fn;
position p;
@@
fn(...) {
... when any
snd_pcm_lib_free_vmalloc_buffer@p(...)
... when any
}

@script:python@
fn << cf.fn;
p << cf.p;
@@
count('free', fn)

@so@
expression PCM, D;
identifier O2;
@@
snd_pcm_set_ops(PCM, D, &O2)

@script:python@
o2 << so.O2;
@@
SETOPS.add((CUR[0], o2))

@sopair@
expression PCM, D, D2;
identifier O1, O2;
@@
snd_pcm_set_ops(PCM, D, &O1);
snd_pcm_set_ops(PCM, D2, &O2);

@script:python@
o1 << sopair.O1;
o2 << sopair.O2;
@@
if o1 != o2:
    MIXED.update([(CUR[0], o1), (CUR[0], o2)])

// the decision, per ops: a note where it cannot be converted

@script:python ok@
o << ops.O;
p << ops.p;
ho;
fo;
@@
why = why_not(o)
if why:
    note(p, 'PCM ops %s not converted to a managed buffer (optional: '
            'compat/sound/pcm.h of avcompat keeps the helpers on 6.12+): %s'
            % (o, why))
    cocci.include_match(False)
else:
    coccinelle.ho = cocci.make_ident(HP[(CUR[0], o)])
    coccinelle.fo = cocci.make_ident(HF[(CUR[0], o)])

// hw_free: the whole function when it only frees

@hfwhole depends on ok@
identifier ok.fo, S;
@@
- int fo(struct snd_pcm_substream *S)
- {
-   return snd_pcm_lib_free_vmalloc_buffer(S);
- }

@depends on hfwhole@
identifier ok.fo, ops.O;
@@
struct snd_pcm_ops O = {
  ...,
- .hw_free = fo,
  ...
};

@depends on ok && !hfwhole@
identifier ok.fo;
expression S;
@@
fo(...)
{
<...
(
- return snd_pcm_lib_free_vmalloc_buffer(S);
+ return 0;
|
- snd_pcm_lib_free_vmalloc_buffer(S);
)
...>
}

// hw_params

@hpwhole depends on ok@
identifier ok.ho, S, P;
@@
- int ho(struct snd_pcm_substream *S, struct snd_pcm_hw_params *P)
- {
-   return snd_pcm_lib_alloc_vmalloc_buffer(S, params_buffer_bytes(P));
- }

@depends on hpwhole@
identifier ok.ho, ops.O;
@@
struct snd_pcm_ops O = {
  ...,
- .hw_params = ho,
  ...
};

@hwpart depends on ok && !hpwhole@
identifier ok.ho;
expression S, P;
identifier err;
@@
ho(...)
{
<...
(
- err = snd_pcm_lib_alloc_vmalloc_buffer(S, params_buffer_bytes(P));
- if (\(err < 0\|err\)) return err;
|
- return snd_pcm_lib_alloc_vmalloc_buffer(S, params_buffer_bytes(P));
+ return 0;
)
...>
}

@depends on hwpart@
identifier ok.ho, err;
type T;
@@
ho(...)
{
...
- T err;
... when != err
}

// the page op, and the managed buffer where the ops are set

@depends on ok@
identifier ops.O;
symbol snd_pcm_lib_get_vmalloc_page;
@@
struct snd_pcm_ops O = {
  ...,
- .page = snd_pcm_lib_get_vmalloc_page,
  ...
};

@depends on ok@
identifier ops.O;
expression PCM, D, D2;
@@
(
  snd_pcm_set_ops(PCM, D, &O);
  \(snd_pcm_set_ops(PCM, D2, &O);\|snd_pcm_set_managed_buffer_all(PCM, ...);\)
|
  snd_pcm_set_ops(PCM, D, &O);
+ snd_pcm_set_managed_buffer_all(PCM, SNDRV_DMA_TYPE_VMALLOC, NULL, 0, 0);
)
