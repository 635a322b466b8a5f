/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - uaccess keys: copy_*_user()'s return convention and
 * <linux/uaccess.h>.
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

#ifndef _AVCOMPAT_UACCESS_KEYS_H
#define _AVCOMPAT_UACCESS_KEYS_H

/* --- uaccess (docs/shims.md section "uaccess") ------------------------- */

/*
 * AVC_COPY_USER_RETURNS_ERRNO - copy_{to,from}_user() return -errno on
 * failure instead of the number of bytes not copied.  Only the i386
 * 2.6.8.1-mm4 experiment did this (seed article; never merged), so it can
 * be set only explicitly.
 * Without it: none on mainline; on that -mm tree an errno would pass
 * through as a byte count.
 * No probe: a return convention is run-time behaviour; the key is explicit
 * only.
 */
#ifndef AVC_COPY_USER_RETURNS_ERRNO
# define AVC_COPY_USER_RETURNS_ERRNO 0
#endif

/*
 * AVC_HAVE_LINUX_UACCESS_H - <linux/uaccess.h> exists.  2.6.18: [X]
 * comedi's compat <linux/uaccess.h> includes <asm/uaccess.h> for "<
 * 2.6.18" and the kernel's header from 2.6.18 on, as another
 * out-of-tree kcompat header does ("<linux/uaccess.h> was added in kernel
 * version 2.6.18").  The commit that added it is not confirmed
 * (docs/shims.md, "Unverified").  From 4.x on copy_to_user() is declared
 * only there; before 2.6.18 only <asm/uaccess.h>.
 * Without it: copy_to_user() is undeclared on 4.x+, or the header is
 * missing on 2.6.17 and older.
 */
#ifndef AVC_HAVE_LINUX_UACCESS_H
# if AVC_KERNEL_GE(2, 6, 18)
#  define AVC_HAVE_LINUX_UACCESS_H 1
# else
#  define AVC_HAVE_LINUX_UACCESS_H 0
# endif
#endif

#endif /* _AVCOMPAT_UACCESS_KEYS_H */
