// SPDX-License-Identifier: GPL-2.0
/*
 * avc_oss - an OSS /dev/dsp device written the way the OSS drivers were,
 * on the avcompat helpers.
 *
 * Laid out like sound/drivers/dummy.c: module parameters, the "hardware"
 * (an hrtimer), the stream, the file operations, registration.
 *
 * Every open file is an independent stream pair (DSP_CAP_MULTI): its own
 * playback and capture buffers, each physically contiguous pages from
 * __get_free_pages(), zeroed, exactly like an ISA DMA buffer, and mapped
 * into user space with avc_remap_pfn_range(avc_virt_to_pfn(buffer)).  A
 * writable mapping is the playback buffer, a read-only one the capture
 * buffer (the OSS convention, see the old sound/oss/audio.c); any page
 * window inside the buffer may be mapped, shared only.
 *
 * The hardware position of each direction is computed from
 * CLOCK_MONOTONIC at the exact sample rate, so GETOPTR/GETIPTR advance
 * like a real card's pointers; an hrtimer ticks once per fragment (at
 * least 1 ms apart) to wake readers and writers and to write the capture
 * waveform (avc_wave_s16() in ../common/avc_wave.h) into the ring just behind
 * the hardware pointer.  Playback data is consumed and discarded.
 *
 * Registration: register_sound_dsp() where soundcore exports it
 * (AVC_HAVE_REGISTER_SOUND_DSP), else a misc device /dev/avc_dsp; the
 * kernel log says which.  The default OSS unit is 7 (/dev/dsp7): ALSA's
 * OSS emulation (snd-pcm-oss) gives card N the unit N, so unit 0 would
 * take /dev/dsp from card 0 (snd-pcm-oss then logs "unable to register
 * OSS PCM device 0:0") and unit 7 collides only with an eighth card.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/gfp.h>
#include <linux/hrtimer.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/ktime.h>
#include <linux/log2.h>
#include <linux/math64.h>
#include <linux/miscdevice.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/mutex.h>
#include <linux/poll.h>
#include <linux/slab.h>
#include <linux/sound.h>
#include <linux/soundcard.h>
#include <linux/spinlock.h>
#include <linux/wait.h>
#include <avcompat/sound_keys.h>
#include <avcompat/avcompat.h>
#include <avcompat/vma.h>

#include "avc_oss.h"

/* ------------------------------------------------------------------ */
/* module parameters                                                   */

static int dsp = AVC_OSS_DEFAULT_UNIT;
module_param(dsp, int, 0444);
MODULE_PARM_DESC(dsp, "OSS unit, /dev/dspN (0-7), -1 for the first free one (default 7, clear of snd-pcm-oss's card units)");

static bool misc;
module_param(misc, bool, 0444);
MODULE_PARM_DESC(misc, "use the misc device /dev/" AVC_OSS_MISC_NAME ", not register_sound_dsp()");

static unsigned int buffer_kb = 64;
module_param(buffer_kb, uint, 0444);
MODULE_PARM_DESC(buffer_kb, "DMA buffer per direction in KiB, 4-1024 (default 64)");

static unsigned int max_opens = 4;
module_param(max_opens, uint, 0444);
MODULE_PARM_DESC(max_opens, "simultaneous opens, 1-64 (default 4)");

/* ------------------------------------------------------------------ */
/* the stream                                                          */

#define AVC_OSS_FORMATS		(AFMT_U8 | AFMT_S16_LE)
#define AVC_OSS_FRAG_SHIFT_MIN	4	/* 16-byte fragments */
#define AVC_OSS_TICK_MIN_NS	(1000 * 1000)

/**
 * struct avc_oss_dir - one direction of a stream
 * @buf: the DMA-style buffer: avc_oss_order pages, zeroed
 * @hw: bytes the hardware has played or recorded since the last reset
 * @app: bytes the application has written or read since the last reset
 * @filled: capture: bytes of waveform written into @buf so far
 * @base_hw: @hw when the direction was last started
 * @base_time: when it was last started
 * @blocks_seen: @hw in fragments at the last GETOPTR/GETIPTR
 * @running: the hardware is moving
 * @enabled: the SETTRIGGER bit: read/write/poll may start it
 * @mmaps: vmas mapping @buf; while any exist the direction is in mmap
 *	mode (no read/write, no underrun or overrun handling)
 *
 * All fields but @buf and @mmaps are protected by avc_oss_file.slock.
 */
struct avc_oss_dir {
	u8 *buf;
	u64 hw;
	u64 app;
	u64 filled;
	u64 base_hw;
	ktime_t base_time;
	u64 blocks_seen;
	bool running;
	bool enabled;
	atomic_t mmaps;
};

/**
 * struct avc_oss_file - an open file: a playback and a capture stream
 * @lock: serialises read, write and ioctl
 * @slock: protects the state shared with the timer
 * @wait: woken on every timer tick and on reset
 * @timer: the "hardware": ticks once per fragment while a direction runs
 * @timer_armed: @timer is queued or will re-arm itself (under @slock)
 * @tick: timer period
 * @format: AFMT_U8 or AFMT_S16_LE
 * @channels: 1 or 2
 * @rate: frames per second
 * @frame_bytes: bytes per frame
 * @frag_shift: log2 of the fragment size
 * @nfrags: fragments in the ring
 * @frag_user: SNDCTL_DSP_SETFRAGMENT chose the layout
 * @user_nfrags: the fragment count it asked for
 * @bufsize: the ring: @nfrags fragments, at most the DMA buffer
 * @out: playback; @out.buf is NULL unless opened for writing
 * @in: capture; @in.buf is NULL unless opened for reading
 */
struct avc_oss_file {
	struct mutex lock;	/* read, write, ioctl */
	spinlock_t slock;	/* state shared with the timer */
	wait_queue_head_t wait;
	struct hrtimer timer;
	bool timer_armed;
	ktime_t tick;
	unsigned int format;
	unsigned int channels;
	unsigned int rate;
	unsigned int frame_bytes;
	unsigned int frag_shift;
	unsigned int nfrags;
	bool frag_user;
	unsigned int user_nfrags;
	u32 bufsize;
	struct avc_oss_dir out;
	struct avc_oss_dir in;
};

static unsigned long avc_oss_dma_bytes;	/* DMA buffer per direction */
static unsigned long avc_oss_pages;	/* mappable pages of it */
static unsigned int avc_oss_order;	/* its allocation order */
static atomic_t avc_oss_opens = ATOMIC_INIT(0);

static unsigned int avc_oss_bps(const struct avc_oss_file *f)
{
	return f->rate * f->frame_bytes;
}

static bool avc_oss_mapped(const struct avc_oss_dir *d)
{
	return atomic_read(&d->mmaps) > 0;
}

static u32 avc_oss_ring_off(const struct avc_oss_file *f, u64 pos)
{
	u32 off;

	div_u64_rem(pos, f->bufsize, &off);
	return off;
}

/**
 * avc_oss_layout() - derive frame size, fragments and timer period
 * @f: the stream, stopped
 *
 * Without SNDCTL_DSP_SETFRAGMENT a fragment holds about 1/64 s (a power
 * of two, at least 128 bytes) and the ring fills the DMA buffer; either
 * way a fragment is at most half of it.
 */
static void avc_oss_layout(struct avc_oss_file *f)
{
	unsigned int max_shift = ilog2(avc_oss_dma_bytes) - 1;
	unsigned int shift;
	u64 tick;

	f->frame_bytes = (f->format == AFMT_S16_LE ? 2 : 1) * f->channels;
	if (!f->frag_user) {
		shift = ilog2(roundup_pow_of_two(max(avc_oss_bps(f) / 64, 128U)));
		f->frag_shift = min(shift, max_shift);
		f->nfrags = avc_oss_dma_bytes >> f->frag_shift;
	} else {
		f->nfrags = clamp_t(unsigned int, f->user_nfrags, 2,
				    avc_oss_dma_bytes >> f->frag_shift);
	}
	f->bufsize = f->nfrags << f->frag_shift;
	tick = div_u64((u64)NSEC_PER_SEC << f->frag_shift, avc_oss_bps(f));
	f->tick = ns_to_ktime(max_t(u64, tick, AVC_OSS_TICK_MIN_NS));
}

static void avc_oss_reset_dir(struct avc_oss_dir *d)
{
	d->running = false;
	d->hw = 0;
	d->app = 0;
	d->filled = 0;
	d->base_hw = 0;
	d->blocks_seen = 0;
	d->enabled = true;
}

/**
 * avc_oss_fill() - write the capture waveform up to the hardware pointer
 * @f: the stream
 * @d: its capture direction
 *
 * Only the last ring's worth matters if the timer fell behind; frame
 * numbers stay absolute, so the data is what avc_wave_s16() promises
 * for the byte position.  Called with @f->slock held.
 */
static void avc_oss_fill(struct avc_oss_file *f, struct avc_oss_dir *d)
{
	u64 pos = d->filled;
	u64 frame;
	u32 off;

	if (d->hw - pos > f->bufsize)
		pos = d->hw - f->bufsize;
	frame = div_u64(pos, f->frame_bytes);
	off = avc_oss_ring_off(f, pos);
	for (; pos < d->hw; pos += f->frame_bytes, frame++) {
		avc_wave_frame(d->buf + off, frame, f->channels,
			       f->format == AFMT_S16_LE);
		off += f->frame_bytes;
		if (off >= f->bufsize)
			off = 0;
	}
	d->filled = d->hw;
}

/**
 * avc_oss_update() - bring a direction's hardware pointer up to @now
 * @f: the stream
 * @d: the direction
 * @now: ktime_get(), read with @f->slock held
 *
 * Playback outside mmap mode stops when it has played everything written
 * (underrun); capture outside mmap mode drops its oldest data when the
 * application falls a whole ring behind (overrun).
 */
static void avc_oss_update(struct avc_oss_file *f, struct avc_oss_dir *d,
			   ktime_t now)
{
	u64 ns, hw;

	if (!d->running || ktime_before(now, d->base_time))
		return;
	ns = ktime_to_ns(ktime_sub(now, d->base_time));
	hw = d->base_hw + div_u64(ns * f->rate, NSEC_PER_SEC) * f->frame_bytes;
	if (d == &f->out) {
		if (!avc_oss_mapped(d) && hw >= d->app) {
			hw = d->app;
			d->running = false;
		}
		d->hw = hw;
	} else {
		if (!avc_oss_mapped(d) && hw - d->app > f->bufsize)
			d->app = hw - f->bufsize;
		d->hw = hw;
		avc_oss_fill(f, d);
	}
}

static void avc_oss_update_all(struct avc_oss_file *f, ktime_t now)
{
	if (f->out.buf)
		avc_oss_update(f, &f->out, now);
	if (f->in.buf)
		avc_oss_update(f, &f->in, now);
}

/* Start a direction: called with f->slock held. */
static void avc_oss_start(struct avc_oss_file *f, struct avc_oss_dir *d,
			  ktime_t now)
{
	if (d->running)
		return;
	d->running = true;
	d->base_time = now;
	d->base_hw = d->hw;
	if (!f->timer_armed) {
		f->timer_armed = true;
		hrtimer_start(&f->timer, f->tick, HRTIMER_MODE_REL);
	}
}

/* Stop a direction, keeping its position: called with f->slock held. */
static void avc_oss_stop(struct avc_oss_file *f, struct avc_oss_dir *d,
			 ktime_t now)
{
	avc_oss_update(f, d, now);
	d->running = false;
}

/**
 * avc_oss_tick() - the timer: advance both directions, wake waiters
 * @timer: avc_oss_file.timer
 *
 * Re-arms itself while a direction runs.  timer_armed, read and written
 * under slock, tells avc_oss_start() whether it must start the timer, so
 * a running callback is never moved by hrtimer_start().
 *
 * Return: HRTIMER_RESTART while a direction runs, else HRTIMER_NORESTART.
 */
static enum hrtimer_restart avc_oss_tick(struct hrtimer *timer)
{
	struct avc_oss_file *f = container_of(timer, struct avc_oss_file, timer);
	unsigned long flags;
	bool again;

	spin_lock_irqsave(&f->slock, flags);
	avc_oss_update_all(f, ktime_get());
	again = f->out.running || f->in.running;
	if (again)
		hrtimer_forward_now(timer, f->tick);
	else
		f->timer_armed = false;
	spin_unlock_irqrestore(&f->slock, flags);
	wake_up(&f->wait);
	return again ? HRTIMER_RESTART : HRTIMER_NORESTART;
}

/* Bytes that may be read now. */
static u64 avc_oss_in_avail(struct avc_oss_file *f)
{
	u64 avail;

	spin_lock_irq(&f->slock);
	avc_oss_update(f, &f->in, ktime_get());
	avail = f->in.hw - f->in.app;
	spin_unlock_irq(&f->slock);
	return avail;
}

/* Bytes that may be written now. */
static u64 avc_oss_out_space(struct avc_oss_file *f)
{
	u64 space;

	spin_lock_irq(&f->slock);
	avc_oss_update(f, &f->out, ktime_get());
	space = f->bufsize - (f->out.app - f->out.hw);
	spin_unlock_irq(&f->slock);
	return space;
}

static bool avc_oss_drained(struct avc_oss_file *f)
{
	bool done;

	spin_lock_irq(&f->slock);
	avc_oss_update(f, &f->out, ktime_get());
	done = !f->out.running || avc_oss_mapped(&f->out);
	spin_unlock_irq(&f->slock);
	return done;
}

/**
 * avc_oss_drain() - play what was written, then stop playback
 * @f: the stream
 *
 * Waits at most the time the queued data takes to play plus one second,
 * and a signal ends the wait at once: SNDCTL_DSP_SYNC returns
 * -ERESTARTSYS, and close() stops playing.  A process killed while it
 * writes closes the device with SIGKILL pending, so its queued audio is
 * dropped instead of holding the dying process for the buffer's length
 * (131 s for 1 MiB at 8 kHz).  snd-pcm-oss behaves the same:
 * snd_pcm_oss_release() drains through snd_pcm_oss_sync1(), a
 * TASK_INTERRUPTIBLE wait that ends on signal_pending() (6.12
 * sound/core/oss/pcm_oss.c:2582 and :1634).
 *
 * Return: 0, or -ERESTARTSYS if a signal interrupted the wait.
 */
static int avc_oss_drain(struct avc_oss_file *f)
{
	u64 pending;
	long timeout;
	int ret = 0;

	if (!f->out.buf)
		return 0;
	spin_lock_irq(&f->slock);
	avc_oss_update(f, &f->out, ktime_get());
	pending = avc_oss_mapped(&f->out) ? 0 : f->out.app - f->out.hw;
	if (pending)
		avc_oss_start(f, &f->out, ktime_get());
	spin_unlock_irq(&f->slock);
	if (!pending)
		return 0;

	timeout = msecs_to_jiffies(div_u64(pending * MSEC_PER_SEC,
					   avc_oss_bps(f))) + HZ;
	if (wait_event_interruptible_timeout(f->wait, avc_oss_drained(f),
					     timeout) < 0)
		ret = -ERESTARTSYS;
	return ret;
}

/* SNDCTL_DSP_RESET: stop both directions and forget their positions. */
static void avc_oss_reset(struct avc_oss_file *f)
{
	spin_lock_irq(&f->slock);
	if (f->out.buf)
		avc_oss_reset_dir(&f->out);
	if (f->in.buf)
		avc_oss_reset_dir(&f->in);
	spin_unlock_irq(&f->slock);
	wake_up(&f->wait);
}

static bool avc_oss_busy(struct avc_oss_file *f)
{
	return f->out.running || f->in.running;
}

/* ------------------------------------------------------------------ */
/* file operations                                                     */

/**
 * avc_oss_wait() - sleep until a read or write can move data
 * @file: the open device (O_NONBLOCK)
 * @f: its state; @f->lock held on entry
 * @in: wait for captured data (read), else for room to play (write)
 *
 * Both the sleep and the lock give way to a signal (SNDCTL_DSP_SYNC holds
 * the lock while it drains): ^C or kill ends a blocked call at once.
 *
 * Return: 0 with the lock held again (try again), -EAGAIN with it held
 * (O_NONBLOCK), or -ERESTARTSYS without it (a signal).
 */
static int avc_oss_wait(struct file *file, struct avc_oss_file *f, bool in)
{
	if (file->f_flags & O_NONBLOCK)
		return -EAGAIN;
	mutex_unlock(&f->lock);
	if (wait_event_interruptible(f->wait, in ? avc_oss_in_avail(f) > 0 :
						   avc_oss_out_space(f) > 0) ||
	    mutex_lock_interruptible(&f->lock))
		return -ERESTARTSYS;
	return 0;
}

/**
 * avc_oss_read() - read recorded samples
 * @file: the open device
 * @ubuf: destination
 * @count: bytes wanted
 * @ppos: unused: the device has no file position
 *
 * Starts capture unless SETTRIGGER disabled it.  Blocks until @count
 * bytes have been read, or returns what is there (-EAGAIN if nothing)
 * with O_NONBLOCK.
 *
 * Return: bytes read, or -EAGAIN, -ERESTARTSYS, -EFAULT, or -ENXIO while
 * the capture buffer is mapped.
 */
static ssize_t avc_oss_read(struct file *file, char __user *ubuf,
			    size_t count, loff_t *ppos)
{
	struct avc_oss_file *f = file->private_data;
	struct avc_oss_dir *d = &f->in;
	size_t done = 0;
	int err = 0;

	if (!d->buf)
		return -EINVAL;
	if (avc_oss_mapped(d))
		return -ENXIO;
	if (mutex_lock_interruptible(&f->lock))
		return -ERESTARTSYS;
	while (done < count) {
		u64 avail, app;
		u32 off, n;

		spin_lock_irq(&f->slock);
		if (d->enabled)
			avc_oss_start(f, d, ktime_get());
		avc_oss_update(f, d, ktime_get());
		avail = d->hw - d->app;
		app = d->app;
		spin_unlock_irq(&f->slock);
		if (!avail) {
			err = avc_oss_wait(file, f, true);
			if (err == -ERESTARTSYS)
				return done ? done : err;
			if (err)
				break;
			continue;
		}
		off = avc_oss_ring_off(f, app);
		n = min3((u64)(count - done), avail, (u64)(f->bufsize - off));
		err = avc_copy_to_user(ubuf + done, d->buf + off, n);
		if (err)
			break;
		spin_lock_irq(&f->slock);
		/*
		 * The timer writes the ring behind the hardware pointer: if
		 * it lapped the reader during the copy (an overrun, which
		 * moved @d->app on), part of what was copied is a newer lap
		 * than @app, data from the wrong place with nothing to show
		 * for it.  Copy again from where the overrun left the reader.
		 */
		if (d->filled - app > f->bufsize) {
			spin_unlock_irq(&f->slock);
			continue;
		}
		d->app = app + n;
		spin_unlock_irq(&f->slock);
		done += n;
	}
	mutex_unlock(&f->lock);
	return done ? done : err;
}

/**
 * avc_oss_write() - queue samples for playback
 * @file: the open device
 * @ubuf: source
 * @count: bytes to write
 * @ppos: unused
 *
 * Playback starts once a fragment is queued (or at SNDCTL_DSP_SYNC,
 * SNDCTL_DSP_POST or close), unless SETTRIGGER disabled it.
 *
 * Return: bytes queued, or -EAGAIN, -ERESTARTSYS, -EFAULT, or -ENXIO while
 * the playback buffer is mapped.
 */
static ssize_t avc_oss_write(struct file *file, const char __user *ubuf,
			     size_t count, loff_t *ppos)
{
	struct avc_oss_file *f = file->private_data;
	struct avc_oss_dir *d = &f->out;
	size_t done = 0;
	int err = 0;

	if (!d->buf)
		return -EINVAL;
	if (avc_oss_mapped(d))
		return -ENXIO;
	if (mutex_lock_interruptible(&f->lock))
		return -ERESTARTSYS;
	while (done < count) {
		u64 space, app;
		u32 off, n;

		spin_lock_irq(&f->slock);
		avc_oss_update(f, d, ktime_get());
		space = f->bufsize - (d->app - d->hw);
		app = d->app;
		spin_unlock_irq(&f->slock);
		if (!space) {
			err = avc_oss_wait(file, f, false);
			if (err == -ERESTARTSYS)
				return done ? done : err;
			if (err)
				break;
			continue;
		}
		off = avc_oss_ring_off(f, app);
		n = min3((u64)(count - done), space, (u64)(f->bufsize - off));
		err = avc_copy_from_user(d->buf + off, ubuf + done, n);
		if (err)
			break;
		spin_lock_irq(&f->slock);
		d->app = app + n;
		if (d->enabled && d->app - d->hw >= (1U << f->frag_shift))
			avc_oss_start(f, d, ktime_get());
		spin_unlock_irq(&f->slock);
		done += n;
	}
	mutex_unlock(&f->lock);
	return done ? done : err;
}

/**
 * avc_oss_poll() - readable/writable once a fragment is
 * @file: the open device
 * @wait: the poll table
 *
 * Polling for input starts capture, as reading does.  In mmap mode a
 * direction is ready when a fragment has elapsed since the last
 * GETIPTR/GETOPTR.
 *
 * Return: the EPOLL* mask.
 */
static __poll_t avc_oss_poll(struct file *file, poll_table *wait)
{
	struct avc_oss_file *f = file->private_data;
	unsigned int shift = f->frag_shift;
	__poll_t mask = 0;
	ktime_t now;

	poll_wait(file, &f->wait, wait);
	spin_lock_irq(&f->slock);
	now = ktime_get();
	if (f->in.buf) {
		struct avc_oss_dir *d = &f->in;

		if (d->enabled && !avc_oss_mapped(d))
			avc_oss_start(f, d, now);
		avc_oss_update(f, d, now);
		if (avc_oss_mapped(d) ? (d->hw >> shift) > d->blocks_seen :
					d->hw - d->app >= (1U << shift))
			mask |= EPOLLIN | EPOLLRDNORM;
	}
	if (f->out.buf) {
		struct avc_oss_dir *d = &f->out;

		avc_oss_update(f, d, now);
		if (avc_oss_mapped(d) ? (d->hw >> shift) > d->blocks_seen :
					f->bufsize - (d->app - d->hw) >= (1U << shift))
			mask |= EPOLLOUT | EPOLLWRNORM;
	}
	spin_unlock_irq(&f->slock);
	return mask;
}

static void avc_oss_map_get(void *priv)
{
	struct avc_oss_dir *d = priv;

	atomic_inc(&d->mmaps);
}

static void avc_oss_map_put(void *priv)
{
	struct avc_oss_dir *d = priv;

	atomic_dec(&d->mmaps);
}

/*
 * Counts the vmas per direction (the first mapping, then each fork and
 * split, down to the last unmap); the buffer itself lives as long as the
 * file, which every vma holds.
 */
AVC_DEFINE_VM_REF_OPS(avc_oss_vm_ops, avc_oss_map_get, avc_oss_map_put);

/**
 * avc_oss_map() - map a window of the playback or capture buffer
 * @m: the request; its pgoff is the first buffer page to map
 *
 * PROT_WRITE maps the playback buffer, PROT_READ alone the capture
 * buffer.  Shared only: a private writable mapping would be a private
 * copy the hardware never sees, and a private read-only one may not
 * become writable.  The window must lie inside the DMA buffer, checked
 * without a sum that can wrap.  The mapping cannot grow
 * (AVC_VM_DRIVER_FLAGS).  Written once for ->mmap and ->mmap_prepare.
 *
 * Return: 0; -EINVAL for a private writable mapping, a direction the file
 * was not opened for, or a window outside the buffer; or the error of
 * avc_mmap_remap_pfn().
 */
static int avc_oss_map(struct avc_mmap *m)
{
	struct avc_oss_file *f = avc_mmap_file(m)->private_data;
	struct avc_oss_dir *d = avc_mmap_flags(m) & VM_WRITE ? &f->out : &f->in;
	int ret;

	if (!d->buf)
		return -EINVAL;
	ret = avc_mmap_shared_only(m);
	if (!ret)
		ret = avc_mmap_window(m, avc_oss_pages);
	if (ret)
		return ret;

	avc_mmap_set_flags(m, AVC_VM_DRIVER_FLAGS);
	ret = avc_mmap_remap_pfn(m, avc_mmap_start(m),
				 avc_pfn_add(avc_virt_to_pfn(d->buf),
					     avc_mmap_pgoff(m)),
				 avc_mmap_size(m));
	if (ret)
		return ret;
	return avc_mmap_set_vm_ops(m, &avc_oss_vm_ops, d);
}

AVC_DEFINE_MMAP(avc_oss_mmap, avc_oss_map, REF);

/* audio_buf_info for GETOSPACE/GETISPACE. */
static void avc_oss_space(struct avc_oss_file *f, struct avc_oss_dir *d,
			  struct audio_buf_info *bi)
{
	u64 bytes;

	spin_lock_irq(&f->slock);
	avc_oss_update(f, d, ktime_get());
	if (d == &f->out)
		bytes = avc_oss_mapped(d) ? f->bufsize :
			f->bufsize - (d->app - d->hw);
	else
		bytes = min_t(u64, d->hw - d->app, f->bufsize);
	spin_unlock_irq(&f->slock);
	bi->bytes = bytes;
	bi->fragments = bytes >> f->frag_shift;
	bi->fragstotal = f->nfrags;
	bi->fragsize = 1 << f->frag_shift;
}

/* count_info for GETOPTR/GETIPTR: blocks count since the last call. */
static void avc_oss_ptr(struct avc_oss_file *f, struct avc_oss_dir *d,
			struct count_info *ci)
{
	u64 blocks;

	spin_lock_irq(&f->slock);
	avc_oss_update(f, d, ktime_get());
	blocks = d->hw >> f->frag_shift;
	ci->blocks = blocks - d->blocks_seen;
	d->blocks_seen = blocks;
	ci->bytes = d->hw & INT_MAX;
	ci->ptr = avc_oss_ring_off(f, d->hw);
	spin_unlock_irq(&f->slock);
}

/* SNDCTL_DSP_SETTRIGGER */
static void avc_oss_trigger(struct avc_oss_file *f, int bits)
{
	ktime_t now;

	spin_lock_irq(&f->slock);
	now = ktime_get();
	if (f->in.buf) {
		f->in.enabled = bits & PCM_ENABLE_INPUT;
		if (f->in.enabled)
			avc_oss_start(f, &f->in, now);
		else
			avc_oss_stop(f, &f->in, now);
	}
	if (f->out.buf) {
		struct avc_oss_dir *d = &f->out;

		d->enabled = bits & PCM_ENABLE_OUTPUT;
		if (!d->enabled)
			avc_oss_stop(f, d, now);
		else if (avc_oss_mapped(d) || d->app > d->hw)
			avc_oss_start(f, d, now);
	}
	spin_unlock_irq(&f->slock);
}

/* The format ioctls: query, or set if the stream is stopped. */
static int avc_oss_set_format(struct avc_oss_file *f, unsigned int cmd,
			      int *val)
{
	unsigned int format = f->format, channels = f->channels;
	unsigned int rate = f->rate;

	switch (cmd) {
	case SNDCTL_DSP_SPEED:
		if (*val > 0)
			rate = clamp(*val, AVC_OSS_RATE_MIN, AVC_OSS_RATE_MAX);
		*val = rate;
		break;
	case SNDCTL_DSP_SETFMT:
		if ((*val & AVC_OSS_FORMATS) && is_power_of_2(*val))
			format = *val;
		*val = format;
		break;
	case SNDCTL_DSP_CHANNELS:
		if (*val > 0)
			channels = *val >= 2 ? 2 : 1;
		*val = channels;
		break;
	case SNDCTL_DSP_STEREO:
		channels = *val ? 2 : 1;
		*val = channels - 1;
		break;
	}
	if (format == f->format && channels == f->channels && rate == f->rate)
		return 0;
	if (avc_oss_busy(f))
		return -EBUSY;
	f->format = format;
	f->channels = channels;
	f->rate = rate;
	avc_oss_layout(f);
	avc_oss_reset(f);
	return 0;
}

/* SNDCTL_DSP_SETFRAGMENT: 0xMMMMSSSS, 2^SSSS bytes, MMMM fragments. */
static int avc_oss_set_fragment(struct avc_oss_file *f, int *val)
{
	unsigned int max_shift = ilog2(avc_oss_dma_bytes) - 1;
	unsigned int shift = *val & 0xffff;

	if (avc_oss_busy(f))
		return -EBUSY;
	f->frag_shift = clamp_t(unsigned int, shift, AVC_OSS_FRAG_SHIFT_MIN,
				max_shift);
	f->user_nfrags = (*val >> 16) & 0xffff;
	f->frag_user = true;
	avc_oss_layout(f);
	avc_oss_reset(f);
	*val = (f->nfrags << 16) | f->frag_shift;
	return 0;
}

static int avc_oss_caps(struct avc_oss_file *f)
{
	int caps = DSP_CAP_MMAP | DSP_CAP_TRIGGER | DSP_CAP_REALTIME |
		   DSP_CAP_MULTI | 1;

	if (f->in.buf && f->out.buf)
		caps |= DSP_CAP_DUPLEX;
	return caps;
}

/*
 * The ioctls that take an int: set a value, and answer the one in effect.
 * Return: 0, -EBUSY, or -ENOIOCTLCMD for another command.
 */
static int avc_oss_ioctl_set(struct avc_oss_file *f, unsigned int cmd,
			     int *val)
{
	switch (cmd) {
	case SNDCTL_DSP_SPEED:
	case SNDCTL_DSP_SETFMT:
	case SNDCTL_DSP_CHANNELS:
	case SNDCTL_DSP_STEREO:
		return avc_oss_set_format(f, cmd, val);
	case SNDCTL_DSP_SETFRAGMENT:
		return avc_oss_set_fragment(f, val);
	default:
		return -ENOIOCTLCMD;
	}
}

/*
 * The ioctls that answer an int.
 * Return: 0, -EINVAL for a direction not open, or -ENOIOCTLCMD.
 */
static int avc_oss_ioctl_get(struct avc_oss_file *f, unsigned int cmd,
			     int *val)
{
	switch (cmd) {
	case OSS_GETVERSION:
		*val = SOUND_VERSION;
		return 0;
	case SOUND_PCM_READ_RATE:
		*val = f->rate;
		return 0;
	case SOUND_PCM_READ_CHANNELS:
		*val = f->channels;
		return 0;
	case SOUND_PCM_READ_BITS:
		*val = f->format;
		return 0;
	case SNDCTL_DSP_GETFMTS:
		*val = AVC_OSS_FORMATS;
		return 0;
	case SNDCTL_DSP_GETBLKSIZE:
		*val = 1 << f->frag_shift;
		return 0;
	case SNDCTL_DSP_GETCAPS:
		*val = avc_oss_caps(f);
		return 0;
	case SNDCTL_DSP_GETTRIGGER:
		spin_lock_irq(&f->slock);
		*val = (f->in.buf && f->in.enabled ? PCM_ENABLE_INPUT : 0) |
		       (f->out.buf && f->out.enabled ? PCM_ENABLE_OUTPUT : 0);
		spin_unlock_irq(&f->slock);
		return 0;
	case SNDCTL_DSP_GETODELAY:
		if (!f->out.buf)
			return -EINVAL;
		spin_lock_irq(&f->slock);
		avc_oss_update(f, &f->out, ktime_get());
		*val = avc_oss_mapped(&f->out) ? 0 : f->out.app - f->out.hw;
		spin_unlock_irq(&f->slock);
		return 0;
	default:
		return -ENOIOCTLCMD;
	}
}

/*
 * The ioctls that act and answer nothing (SETTRIGGER reads an int).
 * Return: 0, -EINVAL, -ERESTARTSYS from SYNC, or -ENOIOCTLCMD.
 */
static int avc_oss_ioctl_act(struct file *file, struct avc_oss_file *f,
			     unsigned int cmd, int val)
{
	int ret = 0;

	switch (cmd) {
	case SNDCTL_DSP_RESET:
		avc_oss_reset(f);
		return 0;
	case SNDCTL_DSP_SYNC:
		ret = avc_oss_drain(f);
		if (!ret && f->out.buf) {
			spin_lock_irq(&f->slock);
			avc_oss_reset_dir(&f->out);
			spin_unlock_irq(&f->slock);
		}
		return ret;
	case SNDCTL_DSP_POST:
		spin_lock_irq(&f->slock);
		if (f->out.buf && f->out.enabled && f->out.app > f->out.hw)
			avc_oss_start(f, &f->out, ktime_get());
		spin_unlock_irq(&f->slock);
		return 0;
	case SNDCTL_DSP_NONBLOCK:
		spin_lock(&file->f_lock);
		file->f_flags |= O_NONBLOCK;
		spin_unlock(&file->f_lock);
		return 0;
	case SNDCTL_DSP_SETDUPLEX:
		return f->in.buf && f->out.buf ? 0 : -EINVAL;
	case SNDCTL_DSP_SETTRIGGER:
		avc_oss_trigger(f, val);
		return 0;
	default:
		return -ENOIOCTLCMD;
	}
}

/*
 * The ioctls that answer a struct: GET[IO]SPACE, GET[IO]PTR.
 * Return: 0, -EINVAL for a direction not open, -EFAULT, or -ENOIOCTLCMD.
 */
static int avc_oss_ioctl_info(struct avc_oss_file *f, unsigned int cmd,
			      void __user *uarg)
{
	bool out = cmd == SNDCTL_DSP_GETOSPACE || cmd == SNDCTL_DSP_GETOPTR;
	struct avc_oss_dir *d = out ? &f->out : &f->in;
	struct audio_buf_info bi;
	struct count_info ci;

	switch (cmd) {
	case SNDCTL_DSP_GETOSPACE:
	case SNDCTL_DSP_GETISPACE:
		if (!d->buf)
			return -EINVAL;
		avc_oss_space(f, d, &bi);
		return avc_copy_to_user(uarg, &bi, sizeof(bi));
	case SNDCTL_DSP_GETOPTR:
	case SNDCTL_DSP_GETIPTR:
		if (!d->buf)
			return -EINVAL;
		avc_oss_ptr(f, d, &ci);
		return avc_copy_to_user(uarg, &ci, sizeof(ci));
	default:
		return -ENOIOCTLCMD;
	}
}

/**
 * avc_oss_ioctl() - the OSS DSP ioctls
 * @file: the open device
 * @cmd: SNDCTL_DSP_*, OSS_GETVERSION, SOUND_PCM_READ_* (see the helpers:
 *	set, get, act and info)
 * @arg: user pointer to an int, an audio_buf_info or a count_info
 *
 * Format and fragment changes are refused with -EBUSY while a direction
 * runs (SNDCTL_DSP_RESET first); they reset both directions.
 *
 * Return: 0, -EFAULT, -EBUSY, -EINVAL for a direction the file was not
 * opened for or an unknown command (as ALSA's OSS emulation answers), or
 * -ERESTARTSYS from SNDCTL_DSP_SYNC.
 */
static long avc_oss_ioctl(struct file *file, unsigned int cmd,
			  unsigned long arg)
{
	struct avc_oss_file *f = file->private_data;
	void __user *uarg = (void __user *)arg;
	int val = 0, ret;
	bool put;

	switch (cmd) {
	case SNDCTL_DSP_SPEED:
	case SNDCTL_DSP_SETFMT:
	case SNDCTL_DSP_CHANNELS:
	case SNDCTL_DSP_STEREO:
	case SNDCTL_DSP_SETFRAGMENT:
	case SNDCTL_DSP_SETTRIGGER:
		if (avc_copy_from_user(&val, uarg, sizeof(val)))
			return -EFAULT;
		break;
	}

	if (mutex_lock_interruptible(&f->lock))
		return -ERESTARTSYS;
	ret = avc_oss_ioctl_set(f, cmd, &val);
	if (ret == -ENOIOCTLCMD)
		ret = avc_oss_ioctl_get(f, cmd, &val);
	put = ret != -ENOIOCTLCMD;	/* an int to answer */
	if (!put)
		ret = avc_oss_ioctl_act(file, f, cmd, val);
	if (ret == -ENOIOCTLCMD)
		ret = avc_oss_ioctl_info(f, cmd, uarg);
	mutex_unlock(&f->lock);
	if (ret == -ENOIOCTLCMD)
		return -EINVAL;
	if (ret || !put)
		return ret;
	return avc_copy_to_user(uarg, &val, sizeof(val));
}

static void avc_oss_free(struct avc_oss_file *f)
{
	if (f->out.buf)
		free_pages((unsigned long)f->out.buf, avc_oss_order);
	if (f->in.buf)
		free_pages((unsigned long)f->in.buf, avc_oss_order);
	kfree(f);
}

static void *avc_oss_alloc_buf(void)
{
	return (void *)__get_free_pages(GFP_KERNEL | __GFP_ZERO | __GFP_NOWARN,
					avc_oss_order);
}

/**
 * avc_oss_open() - a new stream pair in the OSS default state
 * @inode: the device node
 * @file: the new file; its mode decides the directions (O_RDWR: both)
 *
 * 8 kHz, unsigned 8-bit, mono, both triggers enabled.
 *
 * Return: 0, -EBUSY beyond max_opens, or -ENOMEM.
 */
static int avc_oss_open(struct inode *inode, struct file *file)
{
	struct avc_oss_file *f;

	if (atomic_inc_return(&avc_oss_opens) > max_opens) {
		atomic_dec(&avc_oss_opens);
		return -EBUSY;
	}
	f = kzalloc_obj(*f);
	if (!f)
		goto nomem;
	if (file->f_mode & FMODE_WRITE) {
		f->out.buf = avc_oss_alloc_buf();
		if (!f->out.buf)
			goto nomem;
	}
	if (file->f_mode & FMODE_READ) {
		f->in.buf = avc_oss_alloc_buf();
		if (!f->in.buf)
			goto nomem;
	}
	mutex_init(&f->lock);
	spin_lock_init(&f->slock);
	init_waitqueue_head(&f->wait);
	hrtimer_setup(&f->timer, avc_oss_tick, CLOCK_MONOTONIC,
		      HRTIMER_MODE_REL);
	atomic_set(&f->out.mmaps, 0);
	atomic_set(&f->in.mmaps, 0);
	f->format = AFMT_U8;
	f->channels = 1;
	f->rate = 8000;
	avc_oss_layout(f);
	avc_oss_reset_dir(&f->out);
	avc_oss_reset_dir(&f->in);
	file->private_data = f;
	return nonseekable_open(inode, file);

nomem:
	if (f)
		avc_oss_free(f);
	atomic_dec(&avc_oss_opens);
	return -ENOMEM;
}

/**
 * avc_oss_release() - play out what is queued, stop, free
 * @inode: the device node
 * @file: the file being closed (no vma maps it any more)
 *
 * Like the OSS drivers' close, waits for queued playback to finish (at
 * most its duration plus a second); a signal, a fatal one included, ends
 * the wait and drops what is left (avc_oss_drain()).
 *
 * Return: 0.
 */
static int avc_oss_release(struct inode *inode, struct file *file)
{
	struct avc_oss_file *f = file->private_data;

	avc_oss_drain(f);
	spin_lock_irq(&f->slock);
	f->out.running = false;
	f->in.running = false;
	spin_unlock_irq(&f->slock);
	hrtimer_cancel(&f->timer);
	avc_oss_free(f);
	atomic_dec(&avc_oss_opens);
	return 0;
}

static const struct file_operations avc_oss_fops = {
	.owner = THIS_MODULE,
	.llseek = noop_llseek,
	.read = avc_oss_read,
	.write = avc_oss_write,
	.poll = avc_oss_poll,
	.unlocked_ioctl = avc_oss_ioctl,
	.compat_ioctl = compat_ptr_ioctl,
	AVC_FOP_MMAP(avc_oss_mmap),
	.open = avc_oss_open,
	.release = avc_oss_release,
};

/* ------------------------------------------------------------------ */
/* registration                                                        */

#if AVC_HAVE_REGISTER_SOUND_DSP
static int avc_oss_minor = -1;	/* from register_sound_dsp(), else -1 */
#endif

static struct miscdevice avc_oss_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = AVC_OSS_MISC_NAME,
	.fops = &avc_oss_fops,
};

/**
 * avc_oss_register() - register_sound_dsp() where possible, else misc
 *
 * Return: 0 or the error of misc_register().
 */
static int avc_oss_register(void)
{
	const char *why = "register_sound_dsp() not available (CONFIG_SOUND_OSS_CORE off)";
	int ret;

#if AVC_HAVE_REGISTER_SOUND_DSP
	why = "misc=1";
	if (!misc) {
		ret = register_sound_dsp(&avc_oss_fops, dsp);
		if (ret >= 0) {
			int unit = ret >> 4;

			avc_oss_minor = ret;
			if (unit)
				pr_info("/dev/dsp%d: register_sound_dsp(), OSS unit %d, minor %d\n",
					unit, unit, ret);
			else
				pr_info("/dev/dsp: register_sound_dsp(), OSS unit 0, minor %d\n",
					ret);
			return 0;
		}
		pr_warn("register_sound_dsp(unit %d) failed: %d\n", dsp, ret);
		why = "OSS unit busy or invalid";
	}
#endif
	ret = misc_register(&avc_oss_misc);
	if (ret)
		return ret;
	pr_info("/dev/%s: misc device, minor %d (%s)\n", AVC_OSS_MISC_NAME,
		avc_oss_misc.minor, why);
	return 0;
}

static int __init avc_oss_init(void)
{
	int ret;

	if (buffer_kb < 4 || buffer_kb > 1024) {
		pr_err("buffer_kb must be 4..1024\n");
		return -EINVAL;
	}
	if (!max_opens || max_opens > 64) {
		pr_err("max_opens must be 1..64\n");
		return -EINVAL;
	}
	if (dsp < -1 || dsp > 7) {
		pr_err("dsp must be -1..7\n");
		return -EINVAL;
	}
	avc_oss_dma_bytes = PAGE_ALIGN((unsigned long)buffer_kb << 10);
	avc_oss_pages = avc_oss_dma_bytes >> PAGE_SHIFT;
	avc_oss_order = get_order(avc_oss_dma_bytes);
	ret = avc_oss_register();
	if (ret)
		return ret;
	pr_info("%lu-byte DMA buffers (order %u), U8/S16_LE, 1-2 channels, %d-%d Hz\n",
		avc_oss_dma_bytes, avc_oss_order, AVC_OSS_RATE_MIN,
		AVC_OSS_RATE_MAX);
	return 0;
}

static void __exit avc_oss_exit(void)
{
#if AVC_HAVE_REGISTER_SOUND_DSP
	if (avc_oss_minor >= 0) {
		unregister_sound_dsp(avc_oss_minor);
		return;
	}
#endif
	misc_deregister(&avc_oss_misc);
}

module_init(avc_oss_init);
module_exit(avc_oss_exit);

MODULE_DESCRIPTION("avcompat sample: an OSS DSP device with an mmap()able DMA buffer");
MODULE_LICENSE("GPL");
