// SPDX-License-Identifier: GPL-2.0
/*
 * AVC_HAVE_PLATFORM_REMOVE_NEW: struct platform_driver .remove_new (6.3 to
 * 6.12; stable 6.1.30+, Debian's 6.1).
 */
#include <linux/platform_device.h>

static void avc_probe_fn(struct platform_device *pdev)
{
}

extern struct platform_driver avc_probe_drv;
struct platform_driver avc_probe_drv = {
	.remove_new = avc_probe_fn,
};
