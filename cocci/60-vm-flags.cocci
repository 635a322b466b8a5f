// SPDX-License-Identifier: GPL-2.0
/// Set and clear vma flags through avc_vm_flags_set()/avc_vm_flags_clear(),
/// and replace VM_RESERVED by AVC_VM_DRIVER_FLAGS.
///
/// vma->vm_flags became read-only in 6.3 (vm_flags_set() and friends), so
/// "vma->vm_flags |= X" no longer compiles; the avc_ helpers call
/// vm_flags_set()/vm_flags_clear() where they exist and write the field
/// before.  VM_RESERVED was removed in 3.7 and replaced by exactly
/// VM_DONTEXPAND | VM_DONTDUMP; AVC_VM_DRIVER_FLAGS is that pair, plus
/// VM_RESERVED on kernels that still have it (and without the dump bit on
/// kernels where that bit meant the opposite, VM_ALWAYSDUMP).
///
///   V->vm_flags |= X;          avc_vm_flags_set(V, X);
///   V->vm_flags &= ~X;         avc_vm_flags_clear(V, X);
///   VM_RESERVED (anywhere)     AVC_VM_DRIVER_FLAGS
///
/// Not converted (and reported by the compiler on 6.3+): a plain
/// assignment "V->vm_flags = X" (there is no portable helper that replaces
/// all flags) and compound assignments hidden in larger expressions.
/// "#ifdef VM_RESERVED" blocks are preprocessor text and are not touched.
//
// Confidence: High
// Options: --include-headers --local-includes --include-headers-for-types

@@
@@
- VM_RESERVED
+ AVC_VM_DRIVER_FLAGS

@@
expression V, X;
@@
(
- V->vm_flags |= (X);
+ avc_vm_flags_set(V, X);
|
- V->vm_flags |= X;
+ avc_vm_flags_set(V, X);
|
- V->vm_flags &= ~(X);
+ avc_vm_flags_clear(V, X);
|
- V->vm_flags &= ~X;
+ avc_vm_flags_clear(V, X);
)
