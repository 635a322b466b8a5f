// SPDX-License-Identifier: GPL-2.0
/// V4L2 file handle calls of the kernels before 6.18 turned into 6.18's,
/// which take the struct file the handle belongs to:
///
///   v4l2_fh_add(fh)             v4l2_fh_add(fh, file)
///   v4l2_fh_del(fh)             v4l2_fh_del(fh, file)
///
/// where file is the struct file * parameter of the function making the
/// call (the ->open and ->release of the driver).  6.18 sets and clears
/// file->private_data there, and from 6.18 on the one-argument calls do
/// not build (v4l2loopback 0.15.0, Debian trixie's); avcompat's
/// compat/media/v4l2-fh.h gives the two-argument form to the kernels
/// before 6.18.  A call in a function without a struct file * parameter
/// is left for the compiler to name.
//
// Confidence: High
// Options: --include-headers

@@
identifier fn, f;
expression fh;
@@
fn(..., struct file *f, ...)
{
<...
(
- v4l2_fh_add(fh)
+ v4l2_fh_add(fh, f)
|
- v4l2_fh_del(fh)
+ v4l2_fh_del(fh, f)
)
...>
}

// From 6.18 the V4L2 core passes NULL as the second argument of every
// ioctl handler (the fh it used to pass is file->private_data, where
// v4l2_fh_add(fh, file) puts it).  A handler that still reads it builds
// and oopses on the first ioctl: v4l2loopback 0.15.0 after the calls
// above, container_of(NULL) in vidioc_querycap() on 6.18 and 7.3
// (tests/real).  Before 6.18 the core passed file->private_data itself,
// so the replacement means the same on every kernel.
@ioctl_ops@
identifier ops, fld, fn;
@@
struct v4l2_ioctl_ops ops = { ..., .fld = \(fn\|&fn\), ... };

@depends on ioctl_ops@
identifier ioctl_ops.fn, f, p;
type T;
@@
T fn(struct file *f, void *p, ...)
{
<...
- p
+ f->private_data
...>
}
