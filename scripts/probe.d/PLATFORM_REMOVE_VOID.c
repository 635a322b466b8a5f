// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_PLATFORM_REMOVE_VOID: struct platform_driver .remove returns void (6.11). */
#include <linux/platform_device.h>

static void avc_probe_fn(struct platform_device *pdev)
{
}

extern struct platform_driver avc_probe_drv;
struct platform_driver avc_probe_drv = {
	.remove = avc_probe_fn,
};
