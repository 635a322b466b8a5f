// SPDX-License-Identifier: GPL-2.0
/// Give the 2.4 remap calls their vma, so the later patches see one form.
///
/// 2.4's remap_page_range(from, phys, size, prot) and non-sparc
/// io_remap_page_range(from, phys, size, prot) took no vma; 2.5.3 added it
/// as the first argument, and sparc's io_remap_page_range() had a 5th
/// argument, the I/O space (so 5 arguments on 2.4 sparc, 6 on 2.6 sparc).
/// This patch inserts the vma of the enclosing function - a
/// "struct vm_area_struct *" parameter, as every ->mmap has - and leaves
/// the calls in their 2.6 form for 30-remap.cocci to convert.  A call in a
/// function without such a parameter (a 2.4 V4L1 mmap(video_device *,
/// adr, size), a helper taking only addresses) is left alone: it does not
/// compile on today's kernel, so it cannot go unnoticed.
///
/// A 5-argument io_remap_page_range() is the 2.4 sparc form only when its
/// first argument is a user address (vma->vm_start, vma->vm_start + off);
/// otherwise it is the 2.6 generic form and is not touched here.
//
// Confidence: High (argument counts are exact; the vma is a parameter)
// Options: --include-headers --local-includes --include-headers-for-types

@r24@
identifier fn, v;
expression A, E, S, P;
@@
fn(..., struct vm_area_struct *v, ...)
{
<...
  remap_page_range(
+                  v,
                   A, E, S, P)
...>
}

@io24@
identifier fn, v;
expression A, E, S, P;
@@
fn(..., struct vm_area_struct *v, ...)
{
<...
  io_remap_page_range(
+                     v,
                      A, E, S, P)
...>
}

@io24sparc@
identifier fn, v;
expression V, X, E, S, P, SP;
@@
fn(..., struct vm_area_struct *v, ...)
{
<...
  io_remap_page_range(
+                     v,
                      \(V->vm_start\|V->vm_start + X\), E, S, P, SP)
...>
}
