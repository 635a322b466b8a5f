/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - USB keys: usb_alloc_coherent().
 *
 * Split from <avcompat/version.h> by concern, and included by it: a
 * driver includes <avcompat/version.h> (or any avcompat header) and gets
 * every key.  Same rules as there: every key is always defined to 0 or 1
 * and is decided by, in order, an explicit -DAVC_HAVE_X=0|1 (or
 * AVC_CONFIG_HEADER), the existence of a macro that came with the
 * feature, and only then AVC_KERNEL_GE().  Evidence tags as in
 * docs/shims.md, which lists under "Unverified" what could not be
 * confirmed; docs/keys.md lists all keys.
 */
/*
 * Before the guard: see the comment in <avcompat/version.h>, which also
 * brings <linux/mm.h>, whose macros the keys test, before this file.
 */
#include <avcompat/version.h>

#ifndef _AVCOMPAT_USB_KEYS_H
#define _AVCOMPAT_USB_KEYS_H

/* --- USB (compat/linux/usb.h) ------------------------------------------ */

/*
 * AVC_HAVE_USB_ALLOC_COHERENT - usb_alloc_coherent()/usb_free_coherent().
 * 2.6.34: the rename landed late in the 2.6.34-rc cycle, which kept
 * usb_buffer_alloc()/usb_buffer_free() as inline wrappers ("Compatible
 * macros while we switch over"); in-tree users were converted in 2.6.35
 * ([C] 997ea58eb92f "USB: rename usb_buffer_alloc() and usb_buffer_free()
 * users", Daniel Mack, 2010-04-12: the id in git blame of the
 * usb_alloc_coherent() calls of drivers/input/mouse/bcm5974.c, the
 * subject in ChangeLog-2.6.35), and the wrappers were gone by 3.3.
 * [T:2.6.32] old names only, [T:2.6.34-rc7] both, [T:3.3] new only.
 * Functions, no macro to test: the version decides unless
 * -DAVC_HAVE_USB_ALLOC_COHERENT=0|1 says otherwise (a vendor kernel with
 * the rename back-ported).  Without it: a driver written for 2.6.34+
 * (URB buffers for URB_NO_TRANSFER_DMA_MAP) does not build on older
 * kernels, and one written with usb_buffer_alloc() does not build on 3.3+.
 * Same arguments, same semantics: a plain rename.
 * No probe: none written; force -DAVC_HAVE_USB_ALLOC_COHERENT=0|1.
 */
#ifndef AVC_HAVE_USB_ALLOC_COHERENT
# if AVC_KERNEL_GE(2, 6, 34)
#  define AVC_HAVE_USB_ALLOC_COHERENT 1
# else
#  define AVC_HAVE_USB_ALLOC_COHERENT 0
# endif
#endif

#endif /* _AVCOMPAT_USB_KEYS_H */
