// SPDX-License-Identifier: GPL-2.0
/*
 * A driver written in its own kernel's API.
 *
 * Every name a compat/ header defines, in the form the kernel being built
 * against has (the NATIVE_* facts of tests/native/facts: one-argument
 * v4l2_fh_add() on 6.1, two-argument on 7.3, del_timer() where it still
 * exists, ...).  scripts/check-native builds it on each kernel without
 * avcompat (the facts are right) and with the documented avcompat Kbuild
 * line (compat/ keeps every name the kernel has), W=1 clean both times.
 * Nothing here runs: the module only has to build.
 */
#include <linux/dma-buf.h>
#include <linux/hrtimer.h>
#include <linux/i2c.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/timer.h>
#include <linux/usb.h>
#include <linux/vmalloc.h>
#include <media/media-entity.h>
#include <media/v4l2-async.h>
#include <media/v4l2-common.h>
#include <media/v4l2-dev.h>
#include <media/v4l2-device.h>
#include <media/v4l2-subdev.h>
#include <media/v4l2-fh.h>
#include <media/videobuf2-v4l2.h>
#include <media/videobuf2-vmalloc.h>
#include <sound/core.h>
#include <sound/pcm.h>
#include <sound/pcm_params.h>

#if !NATIVE_TIMER_DELETE
/*
 * A driver's own fallback for the kernels before timer_delete(), spelt as
 * v4l2loopback 0.15.x spells it: compat/linux/timer.h's definition must
 * be the same, or gcc warns "redefined" (fatal here).
 */
#define timer_delete		del_timer
#define timer_delete_sync	del_timer_sync
#endif

struct native_dev {
	struct timer_list timer;
	struct hrtimer hrt;
	struct video_device vdev;
	struct v4l2_fh fh;
	void *buf;
	int ticks;
};

static void native_timer_fn(struct timer_list *t)
{
	struct native_dev *d;

#if NATIVE_FROM_TIMER
	d = from_timer(d, t, timer);
	d->ticks++;
#endif
#if NATIVE_TIMER_CONTAINER_OF
	d = timer_container_of(d, t, timer);
	d->ticks++;
#endif
}

static enum hrtimer_restart native_hrt_fn(struct hrtimer *t)
{
	return HRTIMER_NORESTART;
}

static void native_timers(struct native_dev *d)
{
	timer_setup(&d->timer, native_timer_fn, 0);
#if NATIVE_DEL_TIMER
	del_timer(&d->timer);
	del_timer_sync(&d->timer);
#endif
	timer_delete(&d->timer);		/* the kernel's, or the fallback */
	timer_delete_sync(&d->timer);
#if NATIVE_HRTIMER_INIT
	hrtimer_init(&d->hrt, CLOCK_MONOTONIC, HRTIMER_MODE_REL);
	d->hrt.function = native_hrt_fn;
#endif
#if NATIVE_HRTIMER_SETUP
	hrtimer_setup(&d->hrt, native_hrt_fn, CLOCK_MONOTONIC,
		      HRTIMER_MODE_REL);
#endif
}

static struct native_dev *native_alloc(void)
{
	struct native_dev *d;
#if NATIVE_KMALLOC_OBJ
	struct native_dev *v;
	u32 *a;

	v = kvzalloc_obj(*v);
	kvfree(v);
	v = kvmalloc_objs(*v, 2, GFP_KERNEL);
	kvfree(v);
	v = kvmalloc_obj(*v);
	kvfree(v);
	a = kvzalloc_objs(*a, 4);
	kvfree(a);
	a = kmalloc_objs(*a, 4);
	kfree(a);
	a = kzalloc_objs(*a, 4, GFP_KERNEL);
	kfree(a);
	a = kmalloc_obj(*a);
	kfree(a);
	d = kzalloc_obj(*d);
#else
	d = kzalloc(sizeof(*d), GFP_KERNEL);
#endif
	return d;
}

static int native_open(struct file *filp)
{
	struct native_dev *d = video_drvdata(filp);

	v4l2_fh_init(&d->fh, &d->vdev);
#if NATIVE_FH_ARGS == 2
	v4l2_fh_add(&d->fh, filp);
#else
	filp->private_data = &d->fh;
	v4l2_fh_add(&d->fh);
#endif
	native_timers(d);
	return 0;
}

static int native_release(struct file *filp)
{
#if NATIVE_FILE_TO_V4L2_FH
	struct v4l2_fh *fh = file_to_v4l2_fh(filp);
#else
	struct v4l2_fh *fh = filp->private_data;
#endif

#if NATIVE_FH_ARGS == 2
	v4l2_fh_del(fh, filp);
#else
	v4l2_fh_del(fh);
	filp->private_data = NULL;
#endif
	v4l2_fh_exit(fh);
	return 0;
}

static vm_fault_t native_fault(struct vm_fault *vmf)
{
	return VM_FAULT_SIGBUS;
}

static const struct vm_operations_struct native_vm_ops = {
	.fault = native_fault,
};

static void native_mm_locks(struct mm_struct *mm)
{
	mmap_read_lock(mm);
	mmap_read_unlock(mm);
	if (mmap_read_trylock(mm))
		mmap_read_unlock(mm);
	mmap_write_lock(mm);
	mmap_write_unlock(mm);
}

static int native_mmap(struct file *filp, struct vm_area_struct *vma)
{
	struct native_dev *d = video_drvdata(filp);
	unsigned long pfn = vmalloc_to_pfn(d->buf);
	int err;

#if NATIVE_VM_FLAGS_SET
	vm_flags_set(vma, VM_DONTEXPAND | VM_DONTDUMP);
	vm_flags_clear(vma, VM_MAYEXEC);
#else
	vma->vm_flags |= VM_DONTEXPAND | VM_DONTDUMP;
	vma->vm_flags &= ~VM_MAYEXEC;
#endif
	vma->vm_ops = &native_vm_ops;
	native_mm_locks(vma->vm_mm);
	err = remap_pfn_range(vma, vma->vm_start, pfn, PAGE_SIZE,
			      vma->vm_page_prot);
	if (err)
		return err;
	pfn = page_to_pfn(vmalloc_to_page(d->buf));
	return io_remap_pfn_range(vma, vma->vm_start, pfn, PAGE_SIZE,
				  vma->vm_page_prot);
}

static const struct v4l2_file_operations native_fops = {
	.owner = THIS_MODULE,
	.open = native_open,
	.release = native_release,
	.mmap = native_mmap,
	.poll = vb2_fop_poll,
};

static int native_queue_setup(struct vb2_queue *q, unsigned int *nbufs,
			      unsigned int *nplanes, unsigned int sizes[],
			      struct device *alloc_devs[])
{
	*nplanes = 1;
	sizes[0] = PAGE_SIZE;
	return 0;
}

static void native_buf_queue(struct vb2_buffer *vb)
{
	vb2_buffer_done(vb, VB2_BUF_STATE_DONE);
}

/* the wait ops are the driver's to set before 7.0 */
static const struct vb2_ops native_vb2_ops = {
	.queue_setup = native_queue_setup,
	.buf_queue = native_buf_queue,
#if NATIVE_VB2_WAIT_OPS
	.wait_prepare = vb2_ops_wait_prepare,
	.wait_finish = vb2_ops_wait_finish,
#endif
};

static int native_vb2(struct vb2_queue *q, struct mutex *lock)
{
	q->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	q->io_modes = VB2_MMAP;
	q->ops = &native_vb2_ops;
	q->mem_ops = &vb2_vmalloc_memops;
	q->timestamp_flags = V4L2_BUF_FLAG_TIMESTAMP_MONOTONIC;
	q->lock = lock;
	return vb2_queue_init(q);
}

/*
 * Namespaces in the kernel's own spelling: a bare token before 6.13, a
 * literal since.  With the avcompat line the other spelling is used too
 * (today's on an old kernel): compat/ must take both.  scripts/check-native
 * reads the namespace of every export in Module.symvers and the import
 * in the module's modinfo; modpost refuses dma-buf calls without it.
 */
extern int native_ns_gpl, native_ns_plain, native_ns_today;
#if NATIVE_NS_LITERAL
MODULE_IMPORT_NS("DMA_BUF");
int native_ns_gpl;
EXPORT_SYMBOL_NS_GPL(native_ns_gpl, "AVC_NATIVE");
int native_ns_plain;
EXPORT_SYMBOL_NS(native_ns_plain, "AVC_NATIVE");
#else
MODULE_IMPORT_NS(DMA_BUF);
int native_ns_gpl;
EXPORT_SYMBOL_NS_GPL(native_ns_gpl, AVC_NATIVE);
int native_ns_plain;
EXPORT_SYMBOL_NS(native_ns_plain, AVC_NATIVE);
#if NATIVE_WITH_AVCOMPAT
MODULE_IMPORT_NS("AVC_TODAY");
int native_ns_today;
EXPORT_SYMBOL_NS_GPL(native_ns_today, "AVC_NATIVE");
#endif
#endif

/* An importer in the kernel's own dma-buf calls, where it has them. */
static void native_dmabuf(struct dma_buf *buf, struct device *dev)
{
#if NATIVE_DMABUF_ATT_UNLOCKED
	struct dma_buf_attachment *att = dma_buf_attach(buf, dev);
	struct sg_table *sgt;

	if (IS_ERR(att))
		return;
	sgt = dma_buf_map_attachment_unlocked(att, DMA_FROM_DEVICE);
	if (!IS_ERR(sgt))
		dma_buf_unmap_attachment_unlocked(att, sgt, DMA_FROM_DEVICE);
	dma_buf_detach(buf, att);
#endif
#if NATIVE_DMABUF_VMAP_UNLOCKED
	{
		struct iosys_map map;

		if (!dma_buf_vmap_unlocked(buf, &map))
			dma_buf_vunmap_unlocked(buf, &map);
	}
#endif
}

static void native_usb(struct usb_device *udev)
{
	dma_addr_t dma;
	void *p = usb_alloc_coherent(udev, 64, GFP_KERNEL, &dma);

	if (p)
		usb_free_coherent(udev, 64, p, dma);
}

#if NATIVE_SND_PCM_VMALLOC
/* a PCM on the vmalloc buffer helpers, where the kernel has them (to 6.11) */
static int native_pcmvm_hw_params(struct snd_pcm_substream *s,
				  struct snd_pcm_hw_params *params)
{
	if (s->stream == SNDRV_PCM_STREAM_CAPTURE)
		return snd_pcm_lib_alloc_vmalloc_32_buffer(s,
							   params_buffer_bytes(params));
	return snd_pcm_lib_alloc_vmalloc_buffer(s, params_buffer_bytes(params));
}

static int native_pcmvm_hw_free(struct snd_pcm_substream *s)
{
	return snd_pcm_lib_free_vmalloc_buffer(s);
}

static const struct snd_pcm_ops native_pcmvm_ops = {
	.hw_params = native_pcmvm_hw_params,
	.hw_free = native_pcmvm_hw_free,
	.page = snd_pcm_lib_get_vmalloc_page,
};
#endif

static void native_pcm(struct snd_card *card)
{
#if NATIVE_SND_PCM_VMALLOC
	struct snd_pcm *pcm;

	if (snd_pcm_new(card, "native", 0, 1, 1, &pcm))
		return;
	snd_pcm_set_ops(pcm, SNDRV_PCM_STREAM_PLAYBACK, &native_pcmvm_ops);
	snd_pcm_set_ops(pcm, SNDRV_PCM_STREAM_CAPTURE, &native_pcmvm_ops);
#endif
}

static int native_card(struct device *parent, struct v4l2_buffer *b)
{
	struct snd_card *card;
	int err;

	v4l2_buffer_set_timestamp(b, ktime_get_ns());
	err = snd_card_new(parent, -1, NULL, THIS_MODULE, 0, &card);
	if (err < 0)
		return err;
	native_pcm(card);
	snd_card_free(card);
	return 0;
}

/*
 * I2C and platform drivers with the kernel's own callback types: the
 * two-argument .probe and .probe_new where the kernel has them, an int
 * or void .remove, .remove_new where it exists (in a struct of its own:
 * from 6.11 it shares a union with .remove).  compat/linux/i2c.h and
 * compat/linux/platform_device.h add macros of avcompat's own only.
 */
#if NATIVE_I2C_PROBE_ARGS == 2
static int native_i2c_probe(struct i2c_client *client,
			    const struct i2c_device_id *id)
#else
static int native_i2c_probe(struct i2c_client *client)
#endif
{
	return 0;
}

#if NATIVE_I2C_REMOVE_VOID
static void native_i2c_remove(struct i2c_client *client)
{
}
#else
static int native_i2c_remove(struct i2c_client *client)
{
	return 0;
}
#endif

static struct i2c_driver native_i2c = {
	.driver = { .name = "avc_native" },
	.probe = native_i2c_probe,
	.remove = native_i2c_remove,
};

#if NATIVE_I2C_PROBE_NEW
static int native_i2c_probe_new(struct i2c_client *client)
{
	return 0;
}

static struct i2c_driver native_i2c_new = {
	.driver = { .name = "avc_native_new" },
	.probe_new = native_i2c_probe_new,
	.remove = native_i2c_remove,
};
#endif

#if NATIVE_PLATFORM_REMOVE_VOID
static void native_pdrv_remove(struct platform_device *pdev)
{
}
#else
static int native_pdrv_remove(struct platform_device *pdev)
{
	return 0;
}
#endif

static struct platform_driver native_pdrv = {
	.driver = { .name = "avc_native" },
	.remove = native_pdrv_remove,
};

#if NATIVE_PLATFORM_REMOVE_NEW
static void native_pdrv_remove_new(struct platform_device *pdev)
{
}

static struct platform_driver native_pdrv_new = {
	.driver = { .name = "avc_native_new" },
	.remove_new = native_pdrv_remove_new,
};
#endif

static int native_drivers(void)
{
	int ret = i2c_add_driver(&native_i2c);

	if (ret)
		return ret;
	i2c_del_driver(&native_i2c);
#if NATIVE_I2C_PROBE_NEW
	ret = i2c_add_driver(&native_i2c_new);
	if (ret)
		return ret;
	i2c_del_driver(&native_i2c_new);
#endif
	ret = platform_driver_register(&native_pdrv);
	if (ret)
		return ret;
	platform_driver_unregister(&native_pdrv);
#if NATIVE_PLATFORM_REMOVE_NEW
	ret = platform_driver_register(&native_pdrv_new);
	if (ret)
		return ret;
	platform_driver_unregister(&native_pdrv_new);
#endif
	return 0;
}

/*
 * Media controller and V4L2 async calls in the kernel's own form:
 * media_entity_remote_pad() and a pipeline started from an entity on
 * 5.10 (compat/media/media-entity.h picks by the argument's type, so the
 * entity still reaches the kernel's function), the v4l2_async_notifier_*()
 * names on 5.10, 5.16's one-argument v4l2_async_nf_init() and
 * two-argument v4l2_async_nf_register() on 6.1 (the same names as 6.6's
 * with other arguments: compat/media/v4l2-async.h counts them), the
 * sensor registration's _common name on 5.10.
 */
static int native_media(struct media_pad *pad, struct media_pipeline *pipe)
{
#if NATIVE_MEDIA_REMOTE_PAD_FIRST
	struct media_pad *remote = media_pad_remote_pad_first(pad);
#else
	struct media_pad *remote = media_entity_remote_pad(pad);
#endif
#if NATIVE_MEDIA_PIPELINE_PAD
	struct media_pad *origin = pad;
#else
	struct media_entity *origin = pad->entity;
#endif
	int ret;

	if (!remote)
		return -ENOLINK;
	ret = media_pipeline_start(origin, pipe);
	if (ret)
		return ret;
	media_pipeline_stop(origin);
	ret = __media_pipeline_start(origin, pipe);
	if (!ret)
		__media_pipeline_stop(origin);
	return ret;
}

#if NATIVE_ASYNC >= 3
#define native_asd	v4l2_async_connection
#else
#define native_asd	v4l2_async_subdev
#endif

struct native_entry {
	struct native_asd base;
	unsigned int lanes;
};

static int native_async(struct v4l2_device *v4l2_dev, struct v4l2_subdev *sd,
			struct v4l2_async_notifier *n,
			struct fwnode_handle *ep)
{
	struct native_entry *e;
	int ret;

#if NATIVE_ASYNC >= 3
	v4l2_async_nf_init(n, v4l2_dev);
	e = v4l2_async_nf_add_fwnode_remote(n, ep, struct native_entry);
	if (!IS_ERR(e))
		e = v4l2_async_nf_add_fwnode(n, ep, struct native_entry);
	if (!IS_ERR(e))
		e = v4l2_async_nf_add_i2c(n, 1, 0x3c, struct native_entry);
	ret = IS_ERR(e) ? PTR_ERR(e) : v4l2_async_nf_register(n);
	v4l2_async_nf_unregister(n);
	v4l2_async_nf_cleanup(n);
	v4l2_async_subdev_nf_init(n, sd);
	ret = ret ? ret : v4l2_async_nf_register(n);
#elif NATIVE_ASYNC == 2
	v4l2_async_nf_init(n);
	e = v4l2_async_nf_add_fwnode_remote(n, ep, struct native_entry);
	if (!IS_ERR(e))
		e = v4l2_async_nf_add_fwnode(n, ep, struct native_entry);
	if (!IS_ERR(e))
		e = v4l2_async_nf_add_i2c(n, 1, 0x3c, struct native_entry);
	ret = IS_ERR(e) ? PTR_ERR(e) : v4l2_async_nf_register(v4l2_dev, n);
	v4l2_async_nf_unregister(n);
	v4l2_async_nf_cleanup(n);
	v4l2_async_nf_init(n);
	ret = ret ? ret : v4l2_async_subdev_nf_register(sd, n);
#else
	v4l2_async_notifier_init(n);
	e = (struct native_entry *)
		v4l2_async_notifier_add_fwnode_remote_subdev(n, ep, sizeof(*e));
	ret = IS_ERR(e) ? PTR_ERR(e) : v4l2_async_notifier_register(v4l2_dev, n);
	v4l2_async_notifier_unregister(n);
	v4l2_async_notifier_cleanup(n);
	v4l2_async_notifier_init(n);
	ret = ret ? ret : v4l2_async_subdev_notifier_register(sd, n);
#endif
	if (ret)
		return ret;
#if NATIVE_ASYNC_SENSOR
	return v4l2_async_register_subdev_sensor(sd);
#else
	return v4l2_async_register_subdev_sensor_common(sd);
#endif
}

/*
 * A sub-device's pad operations in the kernel's own form: the pad config
 * array and v4l2_subdev_get_try_format(sd, cfg, pad) on 5.10, a struct
 * v4l2_subdev_state and v4l2_subdev_get_try_*(sd, state, pad) on 6.1,
 * v4l2_subdev_state_get_*(state, pad) from 6.8; the pad op init_cfg
 * before 6.8, internal_ops->init_state from 6.8.
 */
#if NATIVE_SUBDEV_STATE
#define native_sd_state	v4l2_subdev_state
#else
#define native_sd_state	v4l2_subdev_pad_config
#endif

static int native_sd_init(struct v4l2_subdev *sd, struct native_sd_state *st)
{
#if NATIVE_SUBDEV_STATE_GET
	struct v4l2_mbus_framefmt *fmt = v4l2_subdev_state_get_format(st, 0);
	struct v4l2_rect *crop = v4l2_subdev_state_get_crop(st, 0);
	struct v4l2_rect *compose = v4l2_subdev_state_get_compose(st, 0);
#else
	struct v4l2_mbus_framefmt *fmt = v4l2_subdev_get_try_format(sd, st, 0);
	struct v4l2_rect *crop = v4l2_subdev_get_try_crop(sd, st, 0);
	struct v4l2_rect *compose = v4l2_subdev_get_try_compose(sd, st, 0);
#endif
	fmt->width = 640;
	fmt->height = 480;
	*compose = *crop;
	return 0;
}

static int native_sd_get_fmt(struct v4l2_subdev *sd,
			     struct native_sd_state *st,
			     struct v4l2_subdev_format *format)
{
#if NATIVE_SUBDEV_STATE_GET
	format->format = *v4l2_subdev_state_get_format(st, format->pad);
#else
	format->format = *v4l2_subdev_get_try_format(sd, st, format->pad);
#endif
	return 0;
}

static const struct v4l2_subdev_pad_ops native_sd_pad_ops = {
#if !NATIVE_SUBDEV_INIT_STATE
	.init_cfg = native_sd_init,
#endif
	.get_fmt = native_sd_get_fmt,
	.set_fmt = native_sd_get_fmt,
};

static const struct v4l2_subdev_ops native_sd_ops = {
	.pad = &native_sd_pad_ops,
};

static const struct v4l2_subdev_internal_ops native_sd_internal_ops = {
#if NATIVE_SUBDEV_INIT_STATE
	.init_state = native_sd_init,
#endif
};

static void native_subdev(struct v4l2_subdev *sd)
{
	v4l2_subdev_init(sd, &native_sd_ops);
	sd->internal_ops = &native_sd_internal_ops;
}

static struct native_dev *native;

static int __init native_init(void)
{
	native = native_alloc();
	if (!native)
		return -ENOMEM;
	native->vdev.fops = &native_fops;
	native->vdev.vfl_type = VFL_TYPE_VIDEO;
	/* built, never called: the names only have to resolve */
	if (native->ticks) {
		native_usb(NULL);
		native_dmabuf(NULL, NULL);
		native_subdev(NULL);
		if (native_vb2(NULL, NULL) || native_drivers() ||
		    native_media(NULL, NULL) ||
		    native_async(NULL, NULL, NULL, NULL))
			return -EINVAL;
		return native_card(NULL, NULL);
	}
	return 0;
}

static void __exit native_exit(void)
{
	kfree(native);
}

module_init(native_init);
module_exit(native_exit);
MODULE_DESCRIPTION("avcompat test: a driver in its kernel's own API");
MODULE_LICENSE("GPL");
