// SPDX-License-Identifier: GPL-2.0
/*
 * avc_usbcam - bulk streaming: URBs, frame assembly, the queue's callbacks.
 *
 * STREAMON sends SET_FORMAT (and reads it back with GET_FORMAT), submits
 * AVC_USBCAM_NR_URBS bulk IN URBs (buffers from usb_alloc_coherent()) and
 * sends START.  Each frame is one
 * bulk transfer, a 16-byte header and the payload, ended by a short packet
 * (PROTOCOL.md).  The completion handler assembles the payload straight
 * into the next queued avc_rvbuf buffer, checks the length and CRC-32 the
 * header announced, and hands the buffer back with the header's frame
 * number as its sequence (a frame is marked V4L2_BUF_FLAG_ERROR if it is
 * corrupt or truncated).  Frames that find no queued buffer are consumed
 * and dropped, like a sensor that keeps running; the sequence numbers
 * show the gap.  A transfer that does not start with a valid header is
 * skipped up to its end, which resynchronizes the stream.
 *
 * STREAMOFF sends STOP and kills the URBs (usb_kill_urb() waits for a
 * running completion), so the assembler holds no buffer afterwards, as
 * struct avc_vq_ops requires.  After disconnect no request is sent.
 */
#include <linux/crc32.h>
#include <linux/ktime.h>
#include <linux/slab.h>
#include <linux/usb.h>

#include "avc_usbcam.h"

static void avc_usbcam_frame_done(struct avc_usbcam *cam, bool error)
{
	if (error)
		cam->corrupt++;
	else
		cam->frames++;
	avc_vq_buf_done(&cam->cap.vq, cam->buf, cam->pos, cam->seq,
			ktime_get_ns(), error);
	cam->buf = NULL;
}

/* A transfer starts at @p: parse its header and pick a buffer. */
static u32 avc_usbcam_header(struct avc_usbcam *cam, const u8 *p, u32 len)
{
	const struct avc_usbcam_frame_header *h = (const void *)p;

	if (len < sizeof(*h) ||
	    le32_to_cpu(h->magic) != AVC_USBCAM_FRAME_MAGIC ||
	    le32_to_cpu(h->length) != cam->expect) {
		cam->corrupt++;
		cam->state = AVC_USBCAM_SKIP;
		return len;
	}
	cam->seq = le32_to_cpu(h->frame);
	cam->want_crc = le32_to_cpu(h->crc);
	cam->crc = ~0U;
	cam->pos = 0;
	cam->buf = avc_vq_next_buf(&cam->cap.vq);
	if (cam->buf) {
		cam->state = AVC_USBCAM_DATA;
	} else {
		cam->dropped++;
		cam->state = AVC_USBCAM_DROP;
	}
	return sizeof(*h);
}

/* Payload bytes: into the buffer (DATA) or nowhere (DROP). */
static u32 avc_usbcam_payload(struct avc_usbcam *cam, const u8 *p, u32 len)
{
	u32 n = min(len, cam->expect - cam->pos);

	if (cam->state == AVC_USBCAM_DATA) {
		memcpy((u8 *)avc_vq_buf_vaddr(cam->buf) + cam->pos, p, n);
		cam->crc = crc32_le(cam->crc, p, n);
	}
	cam->pos += n;
	if (cam->pos == cam->expect) {
		if (cam->state == AVC_USBCAM_DATA)
			avc_usbcam_frame_done(cam, ~cam->crc != cam->want_crc);
		cam->state = AVC_USBCAM_END;
	}
	return n;
}

/*
 * One URB's worth of the stream.  @end: the URB was short, so the device
 * ended its transfer here.
 */
static void avc_usbcam_parse(struct avc_usbcam *cam, const u8 *p, u32 len,
			     bool end)
{
	u32 n;

	while (len) {
		switch (cam->state) {
		case AVC_USBCAM_HEADER:
			n = avc_usbcam_header(cam, p, len);
			break;
		case AVC_USBCAM_DATA:
		case AVC_USBCAM_DROP:
			n = avc_usbcam_payload(cam, p, len);
			break;
		case AVC_USBCAM_END:
			/* more data after a complete frame: not our framing */
			cam->corrupt++;
			cam->state = AVC_USBCAM_SKIP;
			n = len;
			break;
		default:
			n = len;
			break;
		}
		p += n;
		len -= n;
	}
	if (!end)
		return;
	if (cam->state == AVC_USBCAM_DATA)	/* truncated frame */
		avc_usbcam_frame_done(cam, true);
	cam->state = AVC_USBCAM_HEADER;
}

static void avc_usbcam_complete(struct urb *urb)
{
	struct avc_usbcam *cam = urb->context;
	unsigned long flags;
	int ret;

	switch (urb->status) {
	case 0:
		break;
	case -ENOENT:		/* killed: STREAMOFF */
	case -ECONNRESET:	/* unlinked */
	case -ESHUTDOWN:	/* the device or the HCD is going away */
	case -ENODEV:
		return;
	default:		/* a transfer error: resynchronize */
		spin_lock_irqsave(&cam->asm_lock, flags);
		if (cam->state == AVC_USBCAM_DATA)
			avc_usbcam_frame_done(cam, true);
		cam->state = AVC_USBCAM_SKIP;
		spin_unlock_irqrestore(&cam->asm_lock, flags);
		goto resubmit;
	}

	spin_lock_irqsave(&cam->asm_lock, flags);
	avc_usbcam_parse(cam, urb->transfer_buffer, urb->actual_length,
			 urb->actual_length < urb->transfer_buffer_length);
	spin_unlock_irqrestore(&cam->asm_lock, flags);

resubmit:
	ret = usb_submit_urb(urb, GFP_ATOMIC);
	if (ret && ret != -EPERM && ret != -ENODEV)
		dev_err_ratelimited(&cam->udev->dev, "resubmit: %d\n", ret);
}

static void avc_usbcam_free_urbs(struct avc_usbcam *cam)
{
	unsigned int i;

	for (i = 0; i < AVC_USBCAM_NR_URBS; i++) {
		struct urb *urb = cam->urbs[i];

		if (!urb)
			continue;
		usb_kill_urb(urb);
		if (urb->transfer_buffer)
			usb_free_coherent(cam->udev, AVC_USBCAM_URB_SIZE,
					  urb->transfer_buffer,
					  urb->transfer_dma);
		usb_free_urb(urb);
		cam->urbs[i] = NULL;
	}
}

static int avc_usbcam_alloc_urbs(struct avc_usbcam *cam)
{
	unsigned int i;

	for (i = 0; i < AVC_USBCAM_NR_URBS; i++) {
		struct urb *urb = usb_alloc_urb(0, GFP_KERNEL);
		void *mem;

		if (!urb)
			goto nomem;
		cam->urbs[i] = urb;
		mem = usb_alloc_coherent(cam->udev, AVC_USBCAM_URB_SIZE,
					 GFP_KERNEL, &urb->transfer_dma);
		if (!mem)
			goto nomem;
		usb_fill_bulk_urb(urb, cam->udev, cam->pipe, mem,
				  AVC_USBCAM_URB_SIZE, avc_usbcam_complete, cam);
		urb->transfer_flags |= URB_NO_TRANSFER_DMA_MAP;
	}
	return 0;

nomem:
	avc_usbcam_free_urbs(cam);
	return -ENOMEM;
}

static int avc_usbcam_start_streaming(struct avc_vq *q)
{
	struct avc_usbcam *cam = container_of(q->drv_priv, struct avc_usbcam,
					      cap);
	struct v4l2_fract tpf = avc_vcap_get_interval(&cam->cap);
	struct avc_usbcam_format f = {
		.fourcc = cpu_to_le32(cam->cap.pix.pixelformat),
		.width = cpu_to_le16(cam->cap.pix.width),
		.height = cpu_to_le16(cam->cap.pix.height),
		.interval_num = cpu_to_le32(tpf.numerator),
		.interval_den = cpu_to_le32(tpf.denominator),
	};
	struct avc_usbcam_format got;
	unsigned int i;
	int ret;

	/* the device ignores a format it cannot do: read it back */
	ret = avc_usbcam_ctrl_msg(cam, AVC_USBCAM_REQ_SET_FORMAT, 0, &f,
				  sizeof(f), false);
	if (!ret)
		ret = avc_usbcam_ctrl_msg(cam, AVC_USBCAM_REQ_GET_FORMAT, 0,
					  &got, sizeof(got), true);
	if (ret)
		return ret == -EPIPE ? -EIO : ret;
	if (memcmp(&f, &got, sizeof(f)))
		return -EIO;
	ret = avc_usbcam_alloc_urbs(cam);
	if (ret)
		return ret;

	spin_lock_irq(&cam->asm_lock);
	cam->state = AVC_USBCAM_HEADER;
	cam->buf = NULL;
	cam->expect = cam->cap.pix.sizeimage;
	cam->frames = 0;
	cam->dropped = 0;
	cam->corrupt = 0;
	spin_unlock_irq(&cam->asm_lock);

	for (i = 0; i < AVC_USBCAM_NR_URBS; i++) {
		ret = usb_submit_urb(cam->urbs[i], GFP_KERNEL);
		if (ret)
			goto fail;
	}
	ret = avc_usbcam_ctrl_msg(cam, AVC_USBCAM_REQ_START, 0, NULL, 0,
				  false);
	if (ret)
		goto fail;
	return 0;

fail:
	avc_usbcam_free_urbs(cam);
	return ret == -EPIPE ? -EIO : ret;
}

static void avc_usbcam_stop_streaming(struct avc_vq *q)
{
	struct avc_usbcam *cam = container_of(q->drv_priv, struct avc_usbcam,
					      cap);

	/* -ENODEV once unplugged: then nothing is sent */
	avc_usbcam_ctrl_msg(cam, AVC_USBCAM_REQ_STOP, 0, NULL, 0, false);
	/* no completion runs after this: the assembler lets go of its buffer */
	avc_usbcam_free_urbs(cam);
	cam->buf = NULL;
	v4l2_dbg(1, avc_usbcam_debug, &cam->cap.v4l2_dev,
		 "stream stopped: %u frames, %u without a buffer, %u corrupt\n",
		 cam->frames, cam->dropped, cam->corrupt);
}

const struct avc_vq_ops avc_usbcam_vq_ops = {
	.start_streaming = avc_usbcam_start_streaming,
	.stop_streaming = avc_usbcam_stop_streaming,
	.buf_init = avc_usbcam_buf_init,
};
