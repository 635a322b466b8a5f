/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in for <linux/platform_device.h> of the era: struct
 * platform_driver's remove members, and the core's call of them
 * (platform_remove() of drivers/base/platform.c) as era_platform_unbind().
 * ERA_PLAT (facts/drivers):
 *   0  int remove(pdev) ([L:5.10] platform_device.h:206)
 *   1  and void remove_new(pdev), called first (6.3, [C] 5c5a7680e67b,
 *      whose platform.c hunk is "if (drv->remove_new) { ... } else if
 *      (drv->remove) { int ret = ... }"; stable 6.1.30: [L:6.1]
 *      platform_device.h:219-220)
 *   2  union { void remove(pdev); void remove_new(pdev); } (6.11,
 *      [C] 0edb555a65d1; [L:6.12] platform_device.h:239-242)
 *   3  void remove(pdev) only (6.13, [C] e70140ba0d2b; [L:7.3]
 *      platform_device.h:280)
 */
#ifndef _ERA_LINUX_PLATFORM_DEVICE_H
#define _ERA_LINUX_PLATFORM_DEVICE_H
#include <linux/types.h>

struct platform_device {
	const char *name;
	int id;
	struct device dev;
};

struct platform_driver {
	int (*probe)(struct platform_device *pdev);
#if ERA_PLAT >= 3
	void (*remove)(struct platform_device *pdev);
#elif ERA_PLAT == 2
	union {
		void (*remove)(struct platform_device *pdev);
		void (*remove_new)(struct platform_device *pdev);
	};
#else
	int (*remove)(struct platform_device *pdev);
#endif
#if ERA_PLAT == 1
	void (*remove_new)(struct platform_device *pdev);
#endif
	void (*shutdown)(struct platform_device *pdev);
};

/* what the era's core saw: the status of the last int remove */
struct era_platform_core {
	int remove_status;
};
extern struct era_platform_core era_platform;

/* platform_remove() */
static inline void era_platform_unbind(struct platform_driver *drv,
				       struct platform_device *pdev)
{
	era_platform.remove_status = 0;
#if ERA_PLAT == 1
	if (drv->remove_new) {
		drv->remove_new(pdev);
		return;
	}
#endif
	if (drv->remove) {
#if ERA_PLAT >= 2
		drv->remove(pdev);
#else
		era_platform.remove_status = drv->remove(pdev);
#endif
	}
}
#endif
