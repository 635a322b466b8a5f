// SPDX-License-Identifier: GPL-2.0
/*
 * idaminor - a 2.6.3x capture driver that numbers its devices, minors
 * and channels with ida_simple_get() (gone from 6.18): unlimited, from a
 * first number on, below a limit, within a window, below a limit known
 * at run time (0: none, as the old macro took it), below 256, with
 * ida_simple_remove() to give them back.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is idaminor.expected.c.
 */
#include <linux/errno.h>
#include <linux/idr.h>
#include <linux/module.h>
#include <linux/slab.h>

#define IDAM_MINORS	64
#define IDAM_FIRST_CH	4

static DEFINE_IDA(idam_dev_ida);
static DEFINE_IDA(idam_minor_ida);
static DEFINE_IDA(idam_ch_ida);
static DEFINE_IDA(idam_slot_ida);
static DEFINE_IDA(idam_port_ida);
static DEFINE_IDA(idam_bus_ida);

static unsigned int max_ports;
module_param(max_ports, uint, 0444);
MODULE_PARM_DESC(max_ports, "ports per card (0: no limit)");

struct idam_dev {
	int nr;
	int minor;
	int ch;
	int slot;
	int port;
	int bus;
};

static struct idam_dev *idam;

static int idam_get_ids(struct idam_dev *d, int base)
{
	d->nr = ida_alloc(&idam_dev_ida, GFP_KERNEL);
	if (d->nr < 0)
		return d->nr;
	d->minor = ida_alloc_max(&idam_minor_ida, IDAM_MINORS - 1, GFP_KERNEL);
	if (d->minor < 0)
		goto minor;
	d->ch = ida_alloc_min(&idam_ch_ida, IDAM_FIRST_CH, GFP_KERNEL);
	if (d->ch < 0)
		goto ch;
	d->slot = ida_alloc_range(&idam_slot_ida, base, base + 7, GFP_KERNEL);
	if (d->slot < 0)
		goto slot;
	d->port = ida_alloc_range(&idam_port_ida, 1, max_ports - 1,
				  GFP_KERNEL);
	if (d->port < 0)
		goto port;
	d->bus = ida_alloc_max(&idam_bus_ida, 255, GFP_KERNEL);
	if (d->bus < 0)
		goto bus;
	return 0;
bus:
	ida_free(&idam_port_ida, d->port);
port:
	ida_free(&idam_slot_ida, d->slot);
slot:
	ida_free(&idam_ch_ida, d->ch);
ch:
	ida_free(&idam_minor_ida, d->minor);
minor:
	ida_free(&idam_dev_ida, d->nr);
	return -ENOSPC;
}

static void idam_put_ids(struct idam_dev *d)
{
	ida_free(&idam_bus_ida, d->bus);
	ida_free(&idam_port_ida, d->port);
	ida_free(&idam_slot_ida, d->slot);
	ida_free(&idam_ch_ida, d->ch);
	ida_free(&idam_minor_ida, d->minor);
	ida_free(&idam_dev_ida, d->nr);
}

static int __init idam_init(void)
{
	int err;

	idam = kzalloc(sizeof(*idam), GFP_KERNEL);
	if (!idam)
		return -ENOMEM;
	err = idam_get_ids(idam, 16);
	if (err)
		kfree(idam);
	return err;
}

static void __exit idam_exit(void)
{
	idam_put_ids(idam);
	kfree(idam);
}

module_init(idam_init);
module_exit(idam_exit);

MODULE_DESCRIPTION("ida_simple_get() ranges (avcompat cocci test input)");
MODULE_LICENSE("GPL");
