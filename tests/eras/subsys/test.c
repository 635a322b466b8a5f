// SPDX-License-Identifier: GPL-2.0
/*
 * The V4L2, sound and timer compat headers against one
 * era's stand-in headers (include/, shaped by the ERA_* macros the runner
 * passes from the table in "eras").  Driver code written for today's
 * kernel, as the samples are, must build and do the right thing there:
 * VFL_TYPE_VIDEO names the video node type, device_caps and the buffer
 * capabilities are set where the era has them, the buffer timestamp is
 * converted right, and snd_card_new(parent, ...) creates the card through
 * the era's own API with every argument and the parent device;
 * hrtimer_setup(), timer_delete[_sync](), timer_container_of(),
 * v4l2_fh_add/del(fh, filp) and file_to_v4l2_fh() work through the era's
 * own calls; kmalloc_obj() and family allocate the right size with the
 * right flags through the era's allocator and overflow helper, and an
 * overflowing count fails.  The keys are compared with what the era has, never with
 * each other.
 * Prints "ok|not ok - subsys ERA: check" lines; exit status 1 on failure.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

#include <media/v4l2-dev.h>
#include <media/v4l2-common.h>
#include <avcompat/v4l2.h>
#include <sound/core.h>
#include <linux/hrtimer.h>
#include <linux/timer.h>
#include <media/v4l2-fh.h>
#include <linux/slab.h>

struct module era_this_module;
struct era_snd_calls era_snd;
struct era_hrtimer_calls era_hrtimer;
struct era_timer_calls era_timer;
struct era_fh_calls era_fh;
struct era_slab_calls era_slab;

struct snd_card *era_snd_alloc(int idx, const char *id, struct module *module,
			       int extra_size)
{
	struct snd_card *card = calloc(1, sizeof(*card) + extra_size);

	era_snd.idx = idx;
	era_snd.id = id;
	era_snd.module = module;
	era_snd.extra_size = extra_size;
	return card;
}

static void test_vfl(void)
{
	enum { ours = VFL_TYPE_VIDEO };

	check(ours == 0, "VFL_TYPE_VIDEO is the video node type (0)",
	      "%ld%.0ld", (long)ours, 0);
#if ERA_VFL <= 2
	key_is("AVC_HAVE_VFL_TYPE_VIDEO", AVC_HAVE_VFL_TYPE_VIDEO, 0);
#elif ERA_VFL == 4 || ERA_VERSION_CODE >= 0x050700
	key_is("AVC_HAVE_VFL_TYPE_VIDEO", AVC_HAVE_VFL_TYPE_VIDEO, 1);
#else
	/*
	 * 5.4.y with the rename back-ported: the version says 0 and the
	 * transitional VFL_TYPE_GRABBER keeps the shim right (checked above)
	 */
	check(1, "AVC_HAVE_VFL_TYPE_VIDEO either way (back-port keeps the alias)",
	      "key %ld%.0ld", (long)AVC_HAVE_VFL_TYPE_VIDEO, 0);
#endif
}

static void test_caps(void)
{
	struct video_device vdev;
	struct v4l2_capability cap;
	struct v4l2_requestbuffers req;
	struct v4l2_create_buffers cb;
	const u32 caps = V4L2_CAP_VIDEO_CAPTURE | V4L2_CAP_STREAMING;

	key_is("AVC_HAVE_VDEV_DEVICE_CAPS", AVC_HAVE_VDEV_DEVICE_CAPS, ERA_DEVICE_CAPS);
	memset(&vdev, 0, sizeof(vdev));
	avc_video_set_device_caps(&vdev, caps);
#if ERA_DEVICE_CAPS
	check(vdev.device_caps == caps, "video_device.device_caps set",
	      "%#lx, want %#lx", (long)vdev.device_caps, (long)caps);
#endif
	memset(&cap, 0, sizeof(cap));
	avc_querycap_set_caps(&cap, caps);
	check(cap.device_caps == caps &&
	      cap.capabilities == (caps | V4L2_CAP_DEVICE_CAPS),
	      "querycap device_caps and capabilities", "%#lx %#lx",
	      (long)cap.device_caps, (long)cap.capabilities);

	key_is("AVC_HAVE_BUF_CAPS", AVC_HAVE_BUF_CAPS, ERA_BUF_CAPS);
	key_is("AVC_HAVE_MEMORY_FLAGS", AVC_HAVE_MEMORY_FLAGS, ERA_MEMORY_FLAGS);
	memset(&req, 0, sizeof(req));
	memset(&cb, 0, sizeof(cb));
#if ERA_MEMORY_FLAGS
	req.flags = V4L2_MEMORY_FLAG_NON_COHERENT;
	cb.flags = V4L2_MEMORY_FLAG_NON_COHERENT;
#endif
	avc_reqbufs_set_caps(&req, AVC_BUF_CAP_MMAP);
	avc_create_bufs_set_caps(&cb, AVC_BUF_CAP_MMAP);
#if ERA_BUF_CAPS
	check(req.capabilities == V4L2_BUF_CAP_SUPPORTS_MMAP &&
	      cb.capabilities == V4L2_BUF_CAP_SUPPORTS_MMAP,
	      "REQBUFS/CREATE_BUFS capabilities say MMAP", "%#lx %#lx",
	      (long)req.capabilities, (long)cb.capabilities);
#else
	check(AVC_BUF_CAP_MMAP == 0, "AVC_BUF_CAP_MMAP is 0 without the field",
	      "%ld%.0ld", (long)AVC_BUF_CAP_MMAP, 0);
#endif
#if ERA_MEMORY_FLAGS
	check(req.flags == 0 && cb.flags == 0,
	      "unsupported cache hints cleared", "%ld %ld", (long)req.flags,
	      (long)cb.flags);
#endif
}

static void test_timestamp(void)
{
	struct v4l2_buffer b;

	key_is("AVC_HAVE_V4L2_BUFFER_SET_TIMESTAMP",
	       AVC_HAVE_V4L2_BUFFER_SET_TIMESTAMP, ERA_SET_TIMESTAMP);
	memset(&b, 0, sizeof(b));
	v4l2_buffer_set_timestamp(&b, 5123456789ULL);
	check(b.timestamp.tv_sec == 5 && b.timestamp.tv_usec == 123456,
	      "v4l2_buffer_set_timestamp(5.123456789 s)", "%ld s %ld us",
	      (long)b.timestamp.tv_sec, (long)b.timestamp.tv_usec);
}

static void test_snd(void)
{
	struct device parent = { 42 };
	struct snd_card *card = NULL;
	int err;

	key_is("AVC_HAVE_SND_CARD_NEW_DEV", AVC_HAVE_SND_CARD_NEW_DEV, ERA_SND >= 4);
	key_is("AVC_HAVE_SND_CARD_CREATE", AVC_HAVE_SND_CARD_CREATE, ERA_SND >= 2 && ERA_SND <= 4);
	key_is("AVC_HAVE_REGISTER_SOUND_DSP", AVC_HAVE_REGISTER_SOUND_DSP, ERA_OSS_CORE);
	memset(&era_snd, 0, sizeof(era_snd));
	err = snd_card_new(&parent, 3, "avcid", THIS_MODULE, 24, &card);
	check(!err && card, "snd_card_new(parent, ...) creates the card",
	      "err %ld%.0ld", (long)err, 0);
	if (!card)
		return;
	check(card->dev == &parent, "the card's parent device is set",
	      NULL, 0, 0);
	check(era_snd.idx == 3 && era_snd.extra_size == 24 &&
	      era_snd.module == THIS_MODULE && !strcmp(era_snd.id, "avcid"),
	      "index, id, module and extra size passed through",
	      "idx %ld, extra %ld", (long)era_snd.idx, (long)era_snd.extra_size);
	check(ERA_SND == 1 ? era_snd.old_new == 1 :
	      ERA_SND <= 3 ? era_snd.create == 1 : era_snd.new_dev == 1,
	      "created through the era's own API",
	      "old snd_card_new %ld, snd_card_create %ld",
	      (long)era_snd.old_new, (long)era_snd.create);
	free(card);
}

static enum hrtimer_restart era_tick(struct hrtimer *t)
{
	return HRTIMER_NORESTART;
}

static void test_hrtimer(void)
{
	struct hrtimer t;

	key_is("AVC_HAVE_HRTIMER_SETUP", AVC_HAVE_HRTIMER_SETUP, ERA_HRT >= 1);
	memset(&t, 0, sizeof(t));
	memset(&era_hrtimer, 0, sizeof(era_hrtimer));
	hrtimer_setup(&t, era_tick, CLOCK_MONOTONIC, HRTIMER_MODE_REL);
	check(t.function == era_tick && t.clock == CLOCK_MONOTONIC &&
	      t.mode == HRTIMER_MODE_REL,
	      "hrtimer_setup() sets callback, clock and mode",
	      "clock %ld, mode %ld", (long)t.clock, (long)t.mode);
	check(ERA_HRT == 0 ? era_hrtimer.init == 1 : era_hrtimer.setup == 1,
	      "hrtimer set up through the era's own API",
	      "hrtimer_init %ld, hrtimer_setup %ld", (long)era_hrtimer.init,
	      (long)era_hrtimer.setup);
}

struct era_timer_user {
	int x;
	struct timer_list timer;
};

static void test_timer(void)
{
	struct era_timer_user u, *back = NULL;
	int a, b;

	key_is("AVC_HAVE_TIMER_DELETE", AVC_HAVE_TIMER_DELETE, ERA_TDEL >= 2);
	key_is("AVC_HAVE_TIMER_CONTAINER_OF", AVC_HAVE_TIMER_CONTAINER_OF,
	       ERA_TCO >= 2);
	memset(&u, 0, sizeof(u));
	memset(&era_timer, 0, sizeof(era_timer));
	u.timer.pending = 1;
	a = timer_delete(&u.timer);
	u.timer.pending = 1;
	b = timer_delete_sync(&u.timer);
	check(a == 1 && b == 1 && era_timer.del == 1 && era_timer.del_sync == 1,
	      "timer_delete() and timer_delete_sync() stop the timer, each its way",
	      "del %ld, del_sync %ld", (long)era_timer.del,
	      (long)era_timer.del_sync);
	back = timer_container_of(back, &u.timer, timer);
	check(back == &u, "timer_container_of() finds the structure",
	      "off by %ld%.0ld", (long)((char *)back - (char *)&u), 0);
}

static void test_fh(void)
{
	struct v4l2_fh fh;
	struct file filp;

	key_is("AVC_HAVE_V4L2_FH_ADD_FILE", AVC_HAVE_V4L2_FH_ADD_FILE, ERA_FH);
	key_is("AVC_HAVE_FILE_TO_V4L2_FH", AVC_HAVE_FILE_TO_V4L2_FH, ERA_FH);
	memset(&fh, 0, sizeof(fh));
	memset(&filp, 0, sizeof(filp));
	memset(&era_fh, 0, sizeof(era_fh));
	v4l2_fh_add(&fh, &filp);
	check(fh.listed && era_fh.add == 1 && filp.private_data == &fh,
	      "v4l2_fh_add(fh, filp) adds the fh and sets private_data",
	      "listed %ld, add %ld", (long)fh.listed, (long)era_fh.add);
	check(file_to_v4l2_fh(&filp) == &fh, "file_to_v4l2_fh() is the fh",
	      NULL, 0, 0);
	v4l2_fh_del(&fh, &filp);
	check(!fh.listed && era_fh.del == 1 && !filp.private_data,
	      "v4l2_fh_del(fh, filp) removes the fh and clears private_data",
	      "listed %ld, del %ld", (long)fh.listed, (long)era_fh.del);
#if !ERA_FH
	/* a driver of the era's own one-argument calls builds and works */
	v4l2_fh_add(&fh);
	v4l2_fh_del(&fh);
	check(!fh.listed && era_fh.add == 2 && era_fh.del == 2,
	      "the era's own v4l2_fh_add(fh) and v4l2_fh_del(fh) still work",
	      "add %ld, del %ld", (long)era_fh.add, (long)era_fh.del);
#endif
}

struct era_obj {
	long a;
	char b[20];
};

/* the allocation just made: its size, flags and allocator */
static void alloc_is(const char *what, const void *p, size_t size, gfp_t gfp,
		     int fn)
{
	char buf[160];

	snprintf(buf, sizeof(buf), "%s: %lu bytes, flags %#x, allocator %d",
		 what, (unsigned long)size, (unsigned int)gfp, fn);
	check(p && era_slab.size == size && era_slab.gfp == gfp &&
	      era_slab.fn == fn, buf, "got %ld bytes, flags %#lx",
	      (long)era_slab.size, (long)era_slab.gfp);
}

static int zeroed(const void *p, size_t size)
{
	const unsigned char *c = p;

	while (size--)
		if (*c++)
			return 0;
	return 1;
}

static void test_slab(void)
{
	struct era_obj *p, *q;
	size_t huge = SIZE_MAX / sizeof(struct era_obj) + 2;

	key_is("AVC_HAVE_KMALLOC_OBJ", AVC_HAVE_KMALLOC_OBJ, ERA_SLAB >= 3);
	memset(&era_slab, 0, sizeof(era_slab));
	p = kzalloc_obj(*p);
	alloc_is("kzalloc_obj(*p)", p, sizeof(*p), GFP_KERNEL, ERA_KZALLOC);
	check(p && zeroed(p, sizeof(*p)), "kzalloc_obj() clears", NULL, 0, 0);
	kfree(p);
	p = kmalloc_obj(struct era_obj, GFP_ATOMIC);
	alloc_is("kmalloc_obj(struct era_obj, GFP_ATOMIC)", p, sizeof(*p),
		 GFP_ATOMIC, ERA_KMALLOC);
	kfree(p);
	q = kzalloc_objs(*q, 5);
	alloc_is("kzalloc_objs(*q, 5)", q, 5 * sizeof(*q), GFP_KERNEL,
		 ERA_KZALLOC);
	check(q && zeroed(q, 5 * sizeof(*q)), "kzalloc_objs() clears", NULL,
	      0, 0);
	kfree(q);
	q = kmalloc_objs(*q, 3, GFP_KERNEL | __GFP_NOWARN);
	alloc_is("kmalloc_objs(*q, 3, GFP_KERNEL | __GFP_NOWARN)", q,
		 3 * sizeof(*q), GFP_KERNEL | __GFP_NOWARN, ERA_KMALLOC);
	kfree(q);
	/* SIZE_MAX / size + 2 objects wrap to a small size if not saturated */
	q = kzalloc_objs(*q, huge);
	check(!q && era_slab.size == SIZE_MAX,
	      "kzalloc_objs() with an overflowing count asks for SIZE_MAX and fails",
	      "asked for %#lx%.0ld", (long)era_slab.size, 0);
	kfree(q);
	q = kmalloc_objs(struct era_obj, huge, GFP_ATOMIC);
	check(!q && era_slab.size == SIZE_MAX,
	      "kmalloc_objs() with an overflowing count asks for SIZE_MAX and fails",
	      "asked for %#lx%.0ld", (long)era_slab.size, 0);
	kfree(q);
	check(ERA_SLAB >= 2 ? era_slab.size_mul >= 6 && !era_slab.array_size :
	      ERA_SLAB == 1 ? era_slab.array_size >= 6 && !era_slab.size_mul :
	      !era_slab.size_mul && !era_slab.array_size,
	      "sizes through the era's own overflow helper",
	      "size_mul %ld, array_size %ld", (long)era_slab.size_mul,
	      (long)era_slab.array_size);
#if ERA_SLAB >= 1
	p = kvzalloc_obj(*p);
	alloc_is("kvzalloc_obj(*p)", p, sizeof(*p), GFP_KERNEL, ERA_KVZALLOC);
	check(p && zeroed(p, sizeof(*p)), "kvzalloc_obj() clears", NULL, 0, 0);
	kvfree(p);
	q = kvzalloc_objs(*q, 7, GFP_ATOMIC);
	alloc_is("kvzalloc_objs(*q, 7, GFP_ATOMIC)", q, 7 * sizeof(*q),
		 GFP_ATOMIC, ERA_KVZALLOC);
	kvfree(q);
	p = kvmalloc_obj(*p);
	alloc_is("kvmalloc_obj(*p)", p, sizeof(*p), GFP_KERNEL, ERA_KVMALLOC);
	kvfree(p);
	q = kvmalloc_objs(*q, 2);
	alloc_is("kvmalloc_objs(*q, 2)", q, 2 * sizeof(*q), GFP_KERNEL,
		 ERA_KVMALLOC);
	kvfree(q);
	q = kvzalloc_objs(*q, huge);
	check(!q && era_slab.size == SIZE_MAX,
	      "kvzalloc_objs() with an overflowing count asks for SIZE_MAX and fails",
	      "asked for %#lx%.0ld", (long)era_slab.size, 0);
#endif
}

int main(void)
{
	test_vfl();
	test_caps();
	test_timestamp();
	test_snd();
	test_hrtimer();
	test_timer();
	test_fh();
	test_slab();
	return era_failures ? 1 : 0;
}
