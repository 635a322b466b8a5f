/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - ->mmap_prepare keys: mmap actions, vma_flags_t in the desc, and
 * MAP_KERNEL_PAGES.
 *
 * Included by <avcompat/version.h>, which says how every key is decided
 * and what the evidence tags mean: a driver includes any avcompat header
 * and gets every key.  docs/keys.md lists them all.
 */
/*
 * Before the guard: see the comment in <avcompat/version.h>, which also
 * brings <linux/mm.h>, whose macros the keys test, before this file.
 */
#include <avcompat/version.h>

#ifndef _AVCOMPAT_MMAP_PREPARE_KEYS_H
#define _AVCOMPAT_MMAP_PREPARE_KEYS_H

/* --- mmap_prepare (docs/shims.md section "mmap_prepare") --------------- */

/*
 * AVC_HAVE_MMAP_ACTION - f_op->mmap_prepare(struct vm_area_desc *) with an
 * mmap action: mmap_action_remap(desc, start, pfn, size) and
 * mmap_action_ioremap() fill desc->action, which the core carries out once
 * the vma exists.  ->mmap_prepare alone came in 6.16 (c84bf6dd2b83 "mm:
 * introduce new .mmap_prepare() file callback"; [L:6.18] fs.h:2313 and
 * mm_types.h, a desc without an action); the action in 6.19 ("mm: add
 * ability to take further action in vm_area_desc", posted after
 * 6.18-rc1; its v5 already takes the desc, not the action), [L:7.3]
 * mm.h:4533.  Inline functions and an enum: no macro to test.
 * Without it: a desc without an action cannot remap anything, and
 * desc->action does not exist; with it wrongly off the driver only keeps
 * the deprecated ->mmap.
 */
#ifndef AVC_HAVE_MMAP_ACTION
# if AVC_KERNEL_GE(6, 19, 0)
#  define AVC_HAVE_MMAP_ACTION 1
# else
#  define AVC_HAVE_MMAP_ACTION 0
# endif
#endif

/*
 * AVC_HAVE_DESC_VMA_FLAGS - struct vm_area_desc holds "vma_flags_t
 * vma_flags", a bitmap whose first word is the legacy VM_* flags, instead
 * of "vm_flags_t vm_flags".  7.0 (5b4e14602d77 "mm: make vm_area_desc
 * utilise vma_flags_t only", with e435f38b3ef8 "mm: add mk_vma_flags()
 * bitmap flag macro helper"); [L:6.18] mm_types.h vm_flags, [L:7.3]
 * mm_types.h:898 vma_flags.  mk_vma_flags() is a macro from the same
 * series ([L:7.3] mm.h), tested first.
 * Without it: desc->vm_flags does not exist on 7.0+ and desc->vma_flags
 * does not exist before.
 */
#ifndef AVC_HAVE_DESC_VMA_FLAGS
# if defined(mk_vma_flags) || AVC_KERNEL_GE(7, 0, 0)
#  define AVC_HAVE_DESC_VMA_FLAGS 1
# else
#  define AVC_HAVE_DESC_VMA_FLAGS 0
# endif
#endif

/*
 * AVC_HAVE_MMAP_KERNEL_PAGES - the MAP_KERNEL_PAGES mmap action
 * (mmap_action_map_kernel_pages(desc, start, pages, nr)) and
 * vm_operations ->mapped(start, end, pgoff, file, &private), called once
 * the first vma of an mmap_prepare mapping exists; success_hook and
 * error_hook are gone.  [L:7.3] mm_types.h:822, mm.h:833 and :4624; the
 * 7.0 shape has neither (remap actions and the two hooks only).
 * mmap_action_map_kernel_pages() was posted on 12 March 2026 ([C]
 * "[PATCH 15/15] mm: add mmap_action_map_kernel_pages[_full]()", Lorenzo
 * Stoakes; v2 on 16 March) and carried in akpm's mm tree; the release
 * that merged it, 7.1, 7.2 or 7.3, is not known (docs/shims.md,
 * "Unverified"), so the version says 7.3: a 7.1 or 7.2 kernel that has
 * them needs the probe (scripts/probe), and without it builds the ->mmap
 * path, which still works.
 * Without it: a vmalloc buffer has no mmap action (there is no
 * remap_vmalloc_range action), and a driver that counts its mappings has
 * no hook that runs exactly once per new vma, so both keep ->mmap.
 */
#ifndef AVC_HAVE_MMAP_KERNEL_PAGES
# if AVC_HAVE_MMAP_ACTION && AVC_KERNEL_GE(7, 3, 0)
#  define AVC_HAVE_MMAP_KERNEL_PAGES 1
# else
#  define AVC_HAVE_MMAP_KERNEL_PAGES 0
# endif
#endif

#endif /* _AVCOMPAT_MMAP_PREPARE_KEYS_H */
