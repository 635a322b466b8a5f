/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - USB keys: usb_alloc_coherent().
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
