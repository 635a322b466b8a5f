// SPDX-License-Identifier: GPL-2.0
/*
 * An unconverted int remove handed to AVC_DEFINE_PLATFORM_REMOVE() is
 * refused on every kernel (neg builds drivers-* at a wrapper era and a
 * void-.remove era), not only where the kernel's member is void.
 */
/* expect: must be void avc_remove\(struct platform_device \*\) */
#include <linux/platform_device.h>

#ifdef NEG_CONTROL
static void avc_remove(struct platform_device *pdev)
{
}
#else
static int avc_remove(struct platform_device *pdev)
{
	return 0;
}
#endif

AVC_DEFINE_PLATFORM_REMOVE(avc_remove);

struct platform_driver avc_neg_driver = {
	AVC_PLATFORM_REMOVE(avc_remove),
};
