// SPDX-License-Identifier: GPL-2.0
/*
 * I2C and platform drivers written with today's callbacks (one-argument
 * I2C probe, void remove) through <avcompat/drivers.h>, which
 * compat/linux/i2c.h and compat/linux/platform_device.h include: the
 * era's core (era_i2c_bind(), era_i2c_unbind(), era_platform_unbind() of
 * the stand-ins, shaped by facts/drivers) must reach the driver's own
 * functions with its device, and where it reads an int from remove, read
 * 0.  The keys are compared with what the era has.  I2C probes need
 * .probe_new (4.10): before, only remove is checked.
 */
#include <stdio.h>

#include "check.h"

#include <linux/i2c.h>
#include <linux/platform_device.h>

struct era_i2c_core era_i2c;
struct era_platform_core era_platform;

static struct {
	int probes, removes, pdev_removes;
	struct i2c_client *probed, *removed;
	struct platform_device *pdev_removed;
} seen;

static int __maybe_unused drv_probe(struct i2c_client *client)
{
	seen.probes++;
	seen.probed = client;
	return 0;
}

static void drv_remove(struct i2c_client *client)
{
	seen.removes++;
	seen.removed = client;
}

AVC_DEFINE_I2C_REMOVE(drv_remove);

static struct i2c_driver drv = {
#if ERA_I2C >= 1
	AVC_I2C_PROBE(drv_probe),
#endif
	AVC_I2C_REMOVE(drv_remove),
};

static void pdrv_remove(struct platform_device *pdev)
{
	seen.pdev_removes++;
	seen.pdev_removed = pdev;
}

AVC_DEFINE_PLATFORM_REMOVE(pdrv_remove);

static struct platform_driver pdrv = {
	AVC_PLATFORM_REMOVE(pdrv_remove),
};

int main(void)
{
	struct i2c_client client = { 0x3c, "avc_sensor", { 1 } };
	struct platform_device pdev = { "avc_cam", -1, { 2 } };
	int __maybe_unused ret;

	key_is("AVC_HAVE_I2C_PROBE_NO_ID", AVC_HAVE_I2C_PROBE_NO_ID,
	       ERA_I2C >= 3);
	key_is("AVC_HAVE_I2C_REMOVE_VOID", AVC_HAVE_I2C_REMOVE_VOID,
	       ERA_I2C >= 2);
	key_is("AVC_HAVE_PLATFORM_REMOVE_VOID", AVC_HAVE_PLATFORM_REMOVE_VOID,
	       ERA_PLAT >= 2);
	key_is("AVC_HAVE_PLATFORM_REMOVE_NEW", AVC_HAVE_PLATFORM_REMOVE_NEW,
	       ERA_PLAT == 1 || ERA_PLAT == 2);

#if ERA_I2C >= 1
	ret = era_i2c_bind(&drv, &client);
	check(ret == 0 && seen.probes == 1 && seen.probed == &client,
	      "the era's i2c core probes through the driver's one-argument probe",
	      "%ld call(s)%.0ld", (long)seen.probes, 0);
#endif
#if ERA_I2C >= 3
	check(drv.probe == drv_probe, "the probe is in .probe itself",
	      NULL, 0, 0);
#elif ERA_I2C >= 1
	check(drv.probe_new == drv_probe && !drv.probe,
	      "the probe is in .probe_new, the two-argument .probe empty",
	      NULL, 0, 0);
#endif
	era_i2c.remove_status = -1;
	era_i2c_unbind(&drv, &client);
	check(seen.removes == 1 && seen.removed == &client,
	      "the era's i2c core removes through the driver's void remove",
	      "%ld call(s)%.0ld", (long)seen.removes, 0);
	check(era_i2c.remove_status == 0, "the i2c core sees remove succeed",
	      "status %ld%.0ld", (long)era_i2c.remove_status, 0);
#if ERA_I2C >= 2
	check(drv.remove == drv_remove,
	      "void .remove holds the driver's function, no wrapper", NULL, 0, 0);
#endif

	era_platform.remove_status = -1;
	era_platform_unbind(&pdrv, &pdev);
	check(seen.pdev_removes == 1 && seen.pdev_removed == &pdev,
	      "the era's platform core removes through the driver's void remove",
	      "%ld call(s)%.0ld", (long)seen.pdev_removes, 0);
	check(era_platform.remove_status == 0,
	      "the platform core sees remove succeed",
	      "status %ld%.0ld", (long)era_platform.remove_status, 0);
#if ERA_PLAT == 1
	check(pdrv.remove_new == pdrv_remove && !pdrv.remove,
	      "the remove is in .remove_new itself, the int .remove empty",
	      NULL, 0, 0);
#elif ERA_PLAT >= 2
	check(pdrv.remove == pdrv_remove,
	      "void .remove holds the driver's function, no wrapper", NULL, 0, 0);
#endif
	return era_failures ? 1 : 0;
}
