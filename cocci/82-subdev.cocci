// SPDX-License-Identifier: GPL-2.0
/// V4L2 sub-devices in today's form: the state API (5.14, 6.8), init_state
/// (6.8), and the v4l2-async and media controller names of 5.13-6.6,
/// which compat/media/ gives the older kernels:
///
///   a parameter struct v4l2_subdev_pad_config *cfg   struct v4l2_subdev_state *cfg
///   v4l2_subdev_get_try_format(sd, st, p)          v4l2_subdev_state_get_format(st, p)
///     (_crop, _compose the same)
///   &cfg[p].try_fmt, cfg->try_fmt, st->pads[p].try_fmt (and on
///     the 5.14-6.7 state)                            v4l2_subdev_state_get_format(cfg, p)
///   fh->pad (5.10), fh->state (5.14) of a struct
///     v4l2_subdev_fh                                 AVC_SUBDEV_FH_STATE(fh)
///   .init_cfg = fn in the pad ops                    AVC_SUBDEV_PAD_INIT_STATE(fn), and
///                                                    AVC_SUBDEV_INIT_STATE(fn) in the
///                                                    internal ops (made if there are none)
///   v4l2_async_register_subdev_sensor_common()       v4l2_async_register_subdev_sensor()
///   v4l2_async_notifier_init(n) (or 5.16's one-argument v4l2_async_nf_init()) and a
///     later v4l2_async_notifier_register(dev, n)     v4l2_async_nf_init(n, dev) and
///     in the same function                           v4l2_async_nf_register(n) (6.6)
///   v4l2_async_subdev_notifier_register(sd, n)       v4l2_async_subdev_nf_init(n, sd), ...
///   v4l2_async_notifier_unregister(), _cleanup()     v4l2_async_nf_unregister(), _cleanup()
///   v4l2_async_notifier_add_*_subdev(.., sizeof(T)) v4l2_async_nf_add_*(.., T)
///   struct v4l2_async_subdev                         struct v4l2_async_connection
///   media_entity_remote_pad()                        media_pad_remote_pad_first()
///
/// The state is what the core passes (a pad config array before 5.14, the
/// same pointer under today's name there): keeping the parameter's name
/// keeps every use of it.  Left alone, with a check-by-hand line: a pad
/// config or state used any other way (a local array, a call of the
/// driver's own that wants the array), the match members of an async
/// entry (renamed in 6.6), a notifier registered where it was not
/// initialised.
//
// Confidence: High
// Options: --include-headers

@initialize:python@
@@
def note(p, why):
    with open(p[0].file, encoding='utf-8', errors='replace') as f:
        text = f.read().split('\n')[int(p[0].line) - 1].strip()
    print('avc-cocci-note\t%s\t%s\t%s\t%s' % (p[0].file, p[0].line, text, why))

# the internal ops struct to make beside a pad ops struct
def internal_name(pops):
    base = pops[:-len('_pad_ops')] if pops.endswith('_pad_ops') else pops
    return base + '_internal_ops'

// ------------------------------------------------------- the state type

@@
identifier fn, cfg;
type T;
@@
 T fn(...,
-	struct v4l2_subdev_pad_config *cfg
+	struct v4l2_subdev_state *cfg
 , ...)
 { ... }

@@
identifier fn, cfg;
type T;
@@
 T fn(...,
-	struct v4l2_subdev_pad_config *cfg
+	struct v4l2_subdev_state *cfg
 , ...);

// ------------------------------------------------- the state accessors

@@
expression sd, st, p;
@@
(
- v4l2_subdev_get_try_format(sd, st, p)
+ v4l2_subdev_state_get_format(st, p)
|
- v4l2_subdev_get_try_crop(sd, st, p)
+ v4l2_subdev_state_get_crop(st, p)
|
- v4l2_subdev_get_try_compose(sd, st, p)
+ v4l2_subdev_state_get_compose(st, p)
)

@@
struct v4l2_subdev_state *st;
expression p;
identifier f;
@@
(
- st[p].try_fmt.f
+ v4l2_subdev_state_get_format(st, p)->f
|
- st->pads[p].try_fmt.f
+ v4l2_subdev_state_get_format(st, p)->f
|
- st[p].try_crop.f
+ v4l2_subdev_state_get_crop(st, p)->f
|
- st->pads[p].try_crop.f
+ v4l2_subdev_state_get_crop(st, p)->f
|
- st[p].try_compose.f
+ v4l2_subdev_state_get_compose(st, p)->f
|
- st->pads[p].try_compose.f
+ v4l2_subdev_state_get_compose(st, p)->f
|
- st->try_fmt.f
+ v4l2_subdev_state_get_format(st, 0)->f
|
- st->pads->try_fmt.f
+ v4l2_subdev_state_get_format(st, 0)->f
|
- st->try_crop.f
+ v4l2_subdev_state_get_crop(st, 0)->f
|
- st->pads->try_crop.f
+ v4l2_subdev_state_get_crop(st, 0)->f
|
- st->try_compose.f
+ v4l2_subdev_state_get_compose(st, 0)->f
|
- st->pads->try_compose.f
+ v4l2_subdev_state_get_compose(st, 0)->f
)

@@
struct v4l2_subdev_state *st;
expression p;
@@
(
- &st[p].try_fmt
+ v4l2_subdev_state_get_format(st, p)
|
- &st->pads[p].try_fmt
+ v4l2_subdev_state_get_format(st, p)
|
- &st[p].try_crop
+ v4l2_subdev_state_get_crop(st, p)
|
- &st->pads[p].try_crop
+ v4l2_subdev_state_get_crop(st, p)
|
- &st[p].try_compose
+ v4l2_subdev_state_get_compose(st, p)
|
- &st->pads[p].try_compose
+ v4l2_subdev_state_get_compose(st, p)
)

@@
struct v4l2_subdev_state *st;
@@
(
- &st->try_fmt
+ v4l2_subdev_state_get_format(st, 0)
|
- &st->pads->try_fmt
+ v4l2_subdev_state_get_format(st, 0)
|
- &st->try_crop
+ v4l2_subdev_state_get_crop(st, 0)
|
- &st->pads->try_crop
+ v4l2_subdev_state_get_crop(st, 0)
|
- &st->try_compose
+ v4l2_subdev_state_get_compose(st, 0)
|
- &st->pads->try_compose
+ v4l2_subdev_state_get_compose(st, 0)
)

@@
struct v4l2_subdev_state *st;
expression p;
@@
(
- st[p].try_fmt
+ *v4l2_subdev_state_get_format(st, p)
|
- st->pads[p].try_fmt
+ *v4l2_subdev_state_get_format(st, p)
|
- st[p].try_crop
+ *v4l2_subdev_state_get_crop(st, p)
|
- st->pads[p].try_crop
+ *v4l2_subdev_state_get_crop(st, p)
|
- st[p].try_compose
+ *v4l2_subdev_state_get_compose(st, p)
|
- st->pads[p].try_compose
+ *v4l2_subdev_state_get_compose(st, p)
)

@@
struct v4l2_subdev_state *st;
@@
(
- st->try_fmt
+ *v4l2_subdev_state_get_format(st, 0)
|
- st->pads->try_fmt
+ *v4l2_subdev_state_get_format(st, 0)
|
- st->try_crop
+ *v4l2_subdev_state_get_crop(st, 0)
|
- st->pads->try_crop
+ *v4l2_subdev_state_get_crop(st, 0)
|
- st->try_compose
+ *v4l2_subdev_state_get_compose(st, 0)
|
- st->pads->try_compose
+ *v4l2_subdev_state_get_compose(st, 0)
)

// a file handle's try state: fh->pad on 5.10, fh->state from 5.14
@@
struct v4l2_subdev_fh *fh;
@@
(
- fh->pad
+ AVC_SUBDEV_FH_STATE(fh)
|
- fh->state
+ AVC_SUBDEV_FH_STATE(fh)
)

// ------------------------------------------------------------ init_state

@init_cfg@
identifier pops, fn;
@@
struct v4l2_subdev_pad_ops pops = {
	...,
-	.init_cfg = fn,
+	AVC_SUBDEV_PAD_INIT_STATE(fn),
	...
};

// the internal ops the driver stores in the sub-device, if any
@int_ops@
identifier iops;
expression E;
@@
E.internal_ops = &iops;

@int_ops2@
identifier iops;
expression E;
@@
E->internal_ops = &iops;

@has_init@
identifier iops, fn;
@@
struct v4l2_subdev_internal_ops iops = { ..., .init_state = fn, ... };

@depends on !has_init@
identifier init_cfg.fn;
identifier iops = { int_ops.iops, int_ops2.iops };
@@
struct v4l2_subdev_internal_ops iops = {
+	AVC_SUBDEV_INIT_STATE(fn),
	...
};

// none: make one after the pad ops, stored where the sub-device is set up
@mk depends on init_cfg && !int_ops && !int_ops2@
identifier init_cfg.pops, init_cfg.fn;
fresh identifier iops = script:python(pops) { internal_name(pops) };
@@
struct v4l2_subdev_pad_ops pops = { ... };
+
+static const struct v4l2_subdev_internal_ops iops = {
+	AVC_SUBDEV_INIT_STATE(fn),
+};

@depends on mk@
identifier mk.iops;
expression sd, client, ops;
@@
(
 v4l2_i2c_subdev_init(&sd, client, ops);
+sd.internal_ops = &iops;
|
 v4l2_i2c_subdev_init(sd, client, ops);
+sd->internal_ops = &iops;
|
 v4l2_subdev_init(&sd, ops);
+sd.internal_ops = &iops;
|
 v4l2_subdev_init(sd, ops);
+sd->internal_ops = &iops;
)

// ---------------------------------------------------------------- async

@@
expression sd;
@@
- v4l2_async_register_subdev_sensor_common(sd)
+ v4l2_async_register_subdev_sensor(sd)

// init and register in one function: the owner moves to init (6.6),
// unless it is assigned in between
@@
expression n, dev, E;
identifier fn;
@@
 fn(...) {
 <...
(
-	v4l2_async_notifier_init(n);
+	v4l2_async_nf_init(n, dev);
|
-	v4l2_async_nf_init(n);
+	v4l2_async_nf_init(n, dev);
)
 ... when != dev = E
(
-	v4l2_async_notifier_register(dev, n)
+	v4l2_async_nf_register(n)
|
-	v4l2_async_nf_register(dev, n)
+	v4l2_async_nf_register(n)
)
 ...>
 }

@@
expression n, sd, E;
identifier fn;
@@
 fn(...) {
 <...
(
-	v4l2_async_notifier_init(n);
+	v4l2_async_subdev_nf_init(n, sd);
|
-	v4l2_async_nf_init(n);
+	v4l2_async_subdev_nf_init(n, sd);
)
 ... when != sd = E
(
-	v4l2_async_subdev_notifier_register(sd, n)
+	v4l2_async_nf_register(n)
|
-	v4l2_async_subdev_nf_register(sd, n)
+	v4l2_async_nf_register(n)
)
 ...>
 }

@@
expression n;
@@
(
- v4l2_async_notifier_unregister(n)
+ v4l2_async_nf_unregister(n)
|
- v4l2_async_notifier_cleanup(n)
+ v4l2_async_nf_cleanup(n)
)

// the add calls sized for the plain entry; the driver's own type is
// listed (6.6's typed call returns it, not the entry)
@@
expression n, fw, ad, addr;
struct v4l2_async_subdev *asd;
@@
(
- v4l2_async_notifier_add_fwnode_subdev(n, fw, sizeof(struct v4l2_async_subdev))
+ v4l2_async_nf_add_fwnode(n, fw, struct v4l2_async_subdev)
|
- v4l2_async_notifier_add_fwnode_subdev(n, fw, sizeof(*asd))
+ v4l2_async_nf_add_fwnode(n, fw, struct v4l2_async_subdev)
|
- v4l2_async_notifier_add_fwnode_remote_subdev(n, fw, sizeof(struct v4l2_async_subdev))
+ v4l2_async_nf_add_fwnode_remote(n, fw, struct v4l2_async_subdev)
|
- v4l2_async_notifier_add_fwnode_remote_subdev(n, fw, sizeof(*asd))
+ v4l2_async_nf_add_fwnode_remote(n, fw, struct v4l2_async_subdev)
|
- v4l2_async_notifier_add_i2c_subdev(n, ad, addr, sizeof(struct v4l2_async_subdev))
+ v4l2_async_nf_add_i2c(n, ad, addr, struct v4l2_async_subdev)
|
- v4l2_async_notifier_add_i2c_subdev(n, ad, addr, sizeof(*asd))
+ v4l2_async_nf_add_i2c(n, ad, addr, struct v4l2_async_subdev)
)

@@
@@
- struct v4l2_async_subdev
+ struct v4l2_async_connection

// ---------------------------------------------------------------- media

@@
expression p;
@@
- media_entity_remote_pad(p)
+ media_pad_remote_pad_first(p)
