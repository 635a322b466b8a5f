/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avc_usbcam - a USB camera sample on avcompat: shared declarations.
 *
 * Files:
 *	avc_usbcam_core.c    USB driver: probe, disconnect, control requests
 *	avc_usbcam_stream.c  bulk URBs, frame assembly, the queue's callbacks
 *	avc_vcap.c, avc_vq.c the shared capture node and buffer queue:
 *			     links to ../common, compiled into this module
 *	avc_usbcam_proto.h   the wire protocol (PROTOCOL.md), also used by
 *			     the device emulator in tests/gadget
 */
#ifndef _AVC_USBCAM_DRV_H
#define _AVC_USBCAM_DRV_H

#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/types.h>
#include <linux/usb.h>

#include "../common/avc_vcap.h"
#include "avc_usbcam_proto.h"

#define AVC_USBCAM_NR_URBS	4
#define AVC_USBCAM_URB_SIZE	(64 * 1024)	/* a multiple of 512 */

/**
 * enum avc_usbcam_state - the frame assembler
 * @AVC_USBCAM_HEADER: the next byte starts a transfer: a frame header
 * @AVC_USBCAM_DATA: copying a frame's payload into a buffer
 * @AVC_USBCAM_DROP: consuming a payload no buffer was queued for
 * @AVC_USBCAM_END: the frame is complete, its transfer must end here
 * @AVC_USBCAM_SKIP: discarding the rest of a bad transfer
 */
enum avc_usbcam_state {
	AVC_USBCAM_HEADER,
	AVC_USBCAM_DATA,
	AVC_USBCAM_DROP,
	AVC_USBCAM_END,
	AVC_USBCAM_SKIP,
};

/**
 * struct avc_usbcam - one camera
 * @cap: the capture node; its v4l2_device owns the reference that frees
 *	this structure, which therefore outlives the USB interface while
 *	files are open (and mappings hold their files)
 * @udev: the USB device, referenced until the structure is freed
 * @ifnum: the interface number (wIndex of the vendor requests)
 * @pipe: the bulk IN pipe
 * @io_lock: serializes control transfers against disconnect
 * @gone: the device was unplugged, under @io_lock; no I/O after it is set
 * @ctrl_buf: DMA-safe buffer for control transfers, under @io_lock
 * @urbs: the bulk URBs while streaming
 * @asm_lock: protects the assembler fields below (URB completions)
 * @state: see enum avc_usbcam_state
 * @buf: the buffer being filled (state DATA)
 * @expect: payload bytes of a frame of the current format
 * @pos: payload bytes received of the current frame
 * @seq: the current frame's number from its header
 * @crc: running CRC-32 of the current payload
 * @want_crc: the CRC-32 its header announced
 * @frames: frames delivered since STREAMON
 * @dropped: frames without a queued buffer since STREAMON
 * @corrupt: bad headers, checksums or truncated frames since STREAMON
 */
struct avc_usbcam {
	struct avc_vcap cap;

	struct usb_device *udev;
	u8 ifnum;
	unsigned int pipe;

	struct mutex io_lock;		/* control transfers vs. disconnect */
	bool gone;
	u8 *ctrl_buf;

	struct urb *urbs[AVC_USBCAM_NR_URBS];

	spinlock_t asm_lock;		/* the assembler state */
	enum avc_usbcam_state state;
	struct avc_vq_buf *buf;
	u32 expect;
	u32 pos;
	u32 seq;
	u32 crc;
	u32 want_crc;
	u32 frames;
	u32 dropped;
	u32 corrupt;
};

/* avc_usbcam_core.c */
extern unsigned int avc_usbcam_debug;
int avc_usbcam_ctrl_msg(struct avc_usbcam *cam, u8 request, u16 value,
			void *data, u16 size, bool in);
void avc_usbcam_buf_init(struct avc_vq *q, struct avc_rvbuf *rv);

/* avc_usbcam_stream.c */
extern const struct avc_vq_ops avc_usbcam_vq_ops;

#endif /* _AVC_USBCAM_DRV_H */
