/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Today's <linux/usb.h> names on older kernels.
 *
 * Driver code written for a current kernel allocates URB transfer buffers
 * with usb_alloc_coherent(); this header supplies the name where the
 * kernel still calls it usb_buffer_alloc().
 * Enable with: NOSTDINC_FLAGS += -I$(AVCOMPAT)/compat -I$(AVCOMPAT)/include
 */
#ifndef _AVC_COMPAT_LINUX_USB_H
#define _AVC_COMPAT_LINUX_USB_H

#include_next <linux/usb.h>
#include <avcompat/version.h>

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
 */
#ifndef AVC_HAVE_USB_ALLOC_COHERENT
# if AVC_KERNEL_GE(2, 6, 34)
#  define AVC_HAVE_USB_ALLOC_COHERENT 1
# else
#  define AVC_HAVE_USB_ALLOC_COHERENT 0
# endif
#endif

#if !AVC_HAVE_USB_ALLOC_COHERENT
#define usb_alloc_coherent(dev, size, gfp, dma) \
	usb_buffer_alloc(dev, size, gfp, dma)
#define usb_free_coherent(dev, size, addr, dma) \
	usb_buffer_free(dev, size, addr, dma)
#endif

#endif /* _AVC_COMPAT_LINUX_USB_H */
