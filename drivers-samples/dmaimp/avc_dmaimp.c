// SPDX-License-Identifier: GPL-2.0
/*
 * avc_dmaimp - a dma-buf importer written for Linux 7.3, built on every
 * kernel through avcompat's compat/ headers.
 *
 * The namespace import is 6.13's literal, the buffer calls are 6.2's
 * unlocked ones with a struct iosys_map (5.18): on 5.10 to 6.1 they are
 * avcompat's (compat/linux/dma-buf.h, compat/linux/module.h).  The
 * importer's device is a platform device of its own with a 64-bit DMA
 * mask, so that the exporter maps its pages for it as for real hardware.
 * User space reaches it through the misc device /dev/avc_dmaimp
 * (avc_dmaimp.h).
 */
#include <linux/dma-buf.h>
#include <linux/dma-mapping.h>
#include <linux/err.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/scatterlist.h>
#include <linux/uaccess.h>

#include "avc_dmaimp.h"

MODULE_IMPORT_NS("DMA_BUF");

static struct platform_device *dmaimp_pdev;

/* dmaimp_sg_bytes - the bytes the importer's mapping of @buf covers */
static long dmaimp_sg_bytes(struct dma_buf *buf, u64 *bytes)
{
	struct dma_buf_attachment *att;
	struct scatterlist *sg;
	struct sg_table *sgt;
	unsigned int i;
	u64 n = 0;

	att = dma_buf_attach(buf, &dmaimp_pdev->dev);
	if (IS_ERR(att))
		return PTR_ERR(att);
	sgt = dma_buf_map_attachment_unlocked(att, DMA_FROM_DEVICE);
	if (IS_ERR(sgt)) {
		dma_buf_detach(buf, att);
		return PTR_ERR(sgt);
	}
	for_each_sgtable_dma_sg(sgt, sg, i)
		n += sg_dma_len(sg);
	*bytes = n;
	dma_buf_unmap_attachment_unlocked(att, sgt, DMA_FROM_DEVICE);
	dma_buf_detach(buf, att);
	return 0;
}

/* dmaimp_copy - the first @len bytes of @buf to @to, by a kernel mapping */
static long dmaimp_copy(struct dma_buf *buf, void __user *to, u32 len)
{
	struct iosys_map map;
	long ret;

	ret = dma_buf_begin_cpu_access(buf, DMA_FROM_DEVICE);
	if (ret)
		return ret;
	ret = dma_buf_vmap_unlocked(buf, &map);
	if (!ret) {
		if (map.is_iomem)
			ret = -EOPNOTSUPP;
		else if (copy_to_user(to, map.vaddr, len))
			ret = -EFAULT;
		dma_buf_vunmap_unlocked(buf, &map);
	}
	dma_buf_end_cpu_access(buf, DMA_FROM_DEVICE);
	return ret;
}

static long dmaimp_read(struct avc_dmaimp_read __user *uarg)
{
	struct avc_dmaimp_read r;
	struct dma_buf *buf;
	long ret;

	if (copy_from_user(&r, uarg, sizeof(r)))
		return -EFAULT;
	buf = dma_buf_get(r.fd);
	if (IS_ERR(buf))
		return PTR_ERR(buf);
	r.size = buf->size;
	r.len = min_t(u64, r.len, buf->size);
	ret = dmaimp_sg_bytes(buf, &r.sg_bytes);
	if (!ret)
		ret = dmaimp_copy(buf, u64_to_user_ptr(r.data), r.len);
	dma_buf_put(buf);
	if (!ret && copy_to_user(uarg, &r, sizeof(r)))
		ret = -EFAULT;
	return ret;
}

static long dmaimp_ioctl(struct file *file, unsigned int cmd,
			 unsigned long arg)
{
	if (cmd != AVC_DMAIMP_READ)
		return -ENOTTY;
	return dmaimp_read((struct avc_dmaimp_read __user *)arg);
}

static const struct file_operations dmaimp_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = dmaimp_ioctl,
	.compat_ioctl = compat_ptr_ioctl,
};

static struct miscdevice dmaimp_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = AVC_DMAIMP_NAME,
	.fops = &dmaimp_fops,
};

static int __init dmaimp_init(void)
{
	int ret;

	dmaimp_pdev = platform_device_register_simple(AVC_DMAIMP_NAME, -1,
						      NULL, 0);
	if (IS_ERR(dmaimp_pdev))
		return PTR_ERR(dmaimp_pdev);
	ret = dma_coerce_mask_and_coherent(&dmaimp_pdev->dev, DMA_BIT_MASK(64));
	if (!ret)
		ret = misc_register(&dmaimp_misc);
	if (ret)
		platform_device_unregister(dmaimp_pdev);
	return ret;
}

static void __exit dmaimp_exit(void)
{
	misc_deregister(&dmaimp_misc);
	platform_device_unregister(dmaimp_pdev);
}

module_init(dmaimp_init);
module_exit(dmaimp_exit);
MODULE_DESCRIPTION("avcompat sample: a dma-buf importer written for 7.3");
MODULE_LICENSE("GPL");
