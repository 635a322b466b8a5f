/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in for <linux/i2c.h> of the era: struct i2c_driver's probe and
 * remove members, and the core's calls of them (i2c_device_probe(),
 * i2c_device_remove() of drivers/i2c/i2c-core-base.c) as era_i2c_bind()
 * and era_i2c_unbind().  ERA_I2C (facts/drivers):
 *   0  int probe(client, id), int remove(client)
 *   1  and int probe_new(client), called first (4.10, [C] b8a1a4cd5a98;
 *      [L:5.10] i2c.h:259-265)
 *   2  remove returns void (6.1, [C] ed5c2f5fd10d; [L:6.1] i2c.h:276-282)
 *   3  union { int probe(client); int probe_new(client); } (6.3,
 *      [C] 03c835f498b5: its i2c.h hunk and "if (driver->probe) status =
 *      driver->probe(client); else status = -EINVAL;", as quoted on
 *      linux-i2c in February 2023)
 *   4  int probe(client) only (6.6, [C] 5eb1e6e459cf; [L:6.12]
 *      i2c.h:274-275)
 */
#ifndef _ERA_LINUX_I2C_H
#define _ERA_LINUX_I2C_H
#include <linux/types.h>

struct i2c_device_id {
	char name[20];
	unsigned long driver_data;
};

struct i2c_client {
	unsigned short addr;
	char name[20];
	struct device dev;
};

struct i2c_driver {
	unsigned int class;
#if ERA_I2C >= 4
	int (*probe)(struct i2c_client *client);
#elif ERA_I2C == 3
	union {
		int (*probe)(struct i2c_client *client);
		int (*probe_new)(struct i2c_client *client);
	};
#else
	int (*probe)(struct i2c_client *client, const struct i2c_device_id *id);
#endif
#if ERA_I2C >= 2
	void (*remove)(struct i2c_client *client);
#else
	int (*remove)(struct i2c_client *client);
#endif
#if ERA_I2C == 1 || ERA_I2C == 2
	int (*probe_new)(struct i2c_client *client);
#endif
	void (*shutdown)(struct i2c_client *client);
	const struct i2c_device_id *id_table;
};

/* what the era's core saw: the status of the last remove (int eras) */
struct era_i2c_core {
	int remove_status;
};
extern struct era_i2c_core era_i2c;

/* i2c_device_probe(): the era's choice of callback */
static inline int era_i2c_bind(struct i2c_driver *driver,
			       struct i2c_client *client)
{
#if ERA_I2C >= 3
	if (driver->probe)
		return driver->probe(client);
#else
#if ERA_I2C >= 1
	if (driver->probe_new)
		return driver->probe_new(client);
#endif
	if (driver->probe)
		return driver->probe(client, driver->id_table);
#endif
	return -22;	/* -EINVAL */
}

/* i2c_device_remove() */
static inline void era_i2c_unbind(struct i2c_driver *driver,
				  struct i2c_client *client)
{
	if (!driver->remove)
		return;
#if ERA_I2C >= 2
	driver->remove(client);
	era_i2c.remove_status = 0;
#else
	era_i2c.remove_status = driver->remove(client);
#endif
}
#endif
