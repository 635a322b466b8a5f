// SPDX-License-Identifier: GPL-2.0
/*
 * A driver of the test's own, written for 7.3 as a current driver is:
 * the rows of issue 26 that a header can carry (string-literal module
 * namespaces, the 6.2 dma-buf importer calls and struct iosys_map,
 * class_create(name), ida_alloc_range()/ida_free(), strscpy_pad() and
 * memcpy_and_pad() where strncpy() was, dma_set_mask_and_coherent()
 * where pci_set_dma_mask() was, a void debugfs_create_u32()) and the
 * timer rows already covered.  No version check: check-build builds it
 * W=1 (and sparse) on every series through compat/, and modpost checks
 * the namespace import.
 */
#include <linux/module.h>
#include <linux/device.h>
#include <linux/dma-buf.h>
#include <linux/dma-mapping.h>
#include <linux/debugfs.h>
#include <linux/idr.h>
#include <linux/string.h>
#include <linux/slab.h>
#include <linux/timer.h>
#include <linux/hrtimer.h>

#include "avc_native73.h"

MODULE_IMPORT_NS("DMA_BUF");

struct avc_native {
	char name[16];		/* a C string */
	u8 serial[8];		/* a fixed-size field, zero padded */
	u32 frames;
	struct timer_list timer;
	struct hrtimer hrt;
};

static DEFINE_IDA(avc_native_ida);
static struct class *avc_native_class;
static struct dentry *avc_native_dir;

static void avc_native_timer(struct timer_list *t)
{
	struct avc_native *n = timer_container_of(n, t, timer);

	n->frames++;
}

static enum hrtimer_restart avc_native_hrt(struct hrtimer *t)
{
	return HRTIMER_NORESTART;
}

/**
 * avc_native_import() - import a dma-buf by fd and compare its contents
 * @dev: the importing device
 * @fd: the dma-buf's file descriptor
 * @want: the expected bytes
 * @len: how many
 *
 * Return: 0 if they match, -EIO if not, or a negative errno.
 */
int avc_native_import(struct device *dev, int fd, const void *want, size_t len)
{
	struct dma_buf *buf = dma_buf_get(fd);
	struct dma_buf_attachment *at;
	struct sg_table *sgt;
	struct iosys_map map;
	int ret;

	if (IS_ERR(buf))
		return PTR_ERR(buf);
	at = dma_buf_attach(buf, dev);
	ret = PTR_ERR_OR_ZERO(at);
	if (ret)
		goto put;
	sgt = dma_buf_map_attachment_unlocked(at, DMA_FROM_DEVICE);
	ret = PTR_ERR_OR_ZERO(sgt);
	if (ret)
		goto detach;
	ret = dma_buf_vmap_unlocked(buf, &map);
	if (!ret) {
		ret = map.is_iomem || memcmp(map.vaddr, want, len) ? -EIO : 0;
		dma_buf_vunmap_unlocked(buf, &map);
	}
	dma_buf_unmap_attachment_unlocked(at, sgt, DMA_FROM_DEVICE);
detach:
	dma_buf_detach(buf, at);
put:
	dma_buf_put(buf);
	return ret;
}
EXPORT_SYMBOL_NS_GPL(avc_native_import, "AVC_NATIVE");

/**
 * avc_native_new() - a device instance: names, a number, DMA mask, timers
 * @dev: the device
 * @label: its label (any length)
 * @serial: its serial bytes (up to 8)
 * @slen: how many
 *
 * Return: the instance or an ERR_PTR().
 */
struct avc_native *avc_native_new(struct device *dev, const char *label,
				  const u8 *serial, size_t slen)
{
	struct avc_native *n;
	int id, ret;

	ret = dma_set_mask_and_coherent(dev, DMA_BIT_MASK(32));
	if (ret)
		return ERR_PTR(ret);
	id = ida_alloc_range(&avc_native_ida, 1, 63, GFP_KERNEL);
	if (id < 0)
		return ERR_PTR(id);
	n = kzalloc_obj(*n);
	if (!n) {
		ida_free(&avc_native_ida, id);
		return ERR_PTR(-ENOMEM);
	}
	strscpy_pad(n->name, label, sizeof(n->name));
	memcpy_and_pad(n->serial, sizeof(n->serial), serial,
		       min(slen, sizeof(n->serial)), 0);
	n->frames = id;
	timer_setup(&n->timer, avc_native_timer, 0);
	hrtimer_setup(&n->hrt, avc_native_hrt, CLOCK_MONOTONIC,
		      HRTIMER_MODE_REL);
	return n;
}
EXPORT_SYMBOL_NS_GPL(avc_native_new, "AVC_NATIVE");

/**
 * avc_native_free() - undo avc_native_new()
 * @n: the instance
 */
void avc_native_free(struct avc_native *n)
{
	timer_delete_sync(&n->timer);
	hrtimer_cancel(&n->hrt);
	ida_free(&avc_native_ida, n->frames);
	kfree(n);
}
EXPORT_SYMBOL_NS_GPL(avc_native_free, "AVC_NATIVE");

static u32 avc_native_count;

static int __init avc_native_init(void)
{
	avc_native_class = class_create("avc_native");
	if (IS_ERR(avc_native_class))
		return PTR_ERR(avc_native_class);
	avc_native_dir = debugfs_create_dir("avc_native", NULL);
	debugfs_create_u32("count", 0444, avc_native_dir, &avc_native_count);
	return 0;
}

static void __exit avc_native_exit(void)
{
	debugfs_remove_recursive(avc_native_dir);
	class_destroy(avc_native_class);
}

module_init(avc_native_init);
module_exit(avc_native_exit);
MODULE_DESCRIPTION("avcompat: a driver written for 7.3, built on every series");
MODULE_LICENSE("GPL");
