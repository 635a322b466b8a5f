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
