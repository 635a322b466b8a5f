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

/* Key: AVC_HAVE_USB_ALLOC_COHERENT in <avcompat/version.h>. */
#if !AVC_HAVE_USB_ALLOC_COHERENT
#define usb_alloc_coherent(dev, size, gfp, dma) \
	usb_buffer_alloc(dev, size, gfp, dma)
#define usb_free_coherent(dev, size, addr, dma) \
	usb_buffer_free(dev, size, addr, dma)
#endif

#endif /* _AVC_COMPAT_LINUX_USB_H */
