/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avc_usbcam - the vendor-specific USB camera protocol (PROTOCOL.md).
 *
 * Shared by the driver and the device emulator (tests/gadget), so it only
 * uses <linux/types.h>, which both the kernel and user space have.  All
 * multi-byte fields are little-endian and naturally aligned, so the
 * structures have no padding and need no packed attribute (16 bytes each).
 */
#ifndef _AVC_USBCAM_PROTO_H
#define _AVC_USBCAM_PROTO_H

#include <linux/types.h>

/* pid.codes test VID:PID; the driver also requires class 0xff and GET_INFO */
#define AVC_USBCAM_VID			0x1209
#define AVC_USBCAM_PID			0x0001

#define AVC_USBCAM_VERSION		1

/* GET_INFO magic "AVCU" and frame header magic "AVCF" */
#define AVC_USBCAM_INFO_MAGIC		0x55435641
#define AVC_USBCAM_FRAME_MAGIC		0x46435641

/* vendor requests, recipient interface, wIndex = interface number */
#define AVC_USBCAM_REQ_GET_INFO		0x01	/* IN, struct avc_usbcam_info */
#define AVC_USBCAM_REQ_GET_FORMAT	0x02	/* IN, struct avc_usbcam_format */
#define AVC_USBCAM_REQ_SET_FORMAT	0x03	/* OUT, struct avc_usbcam_format */
#define AVC_USBCAM_REQ_START		0x04	/* OUT, no data */
#define AVC_USBCAM_REQ_STOP		0x05	/* OUT, no data */
#define AVC_USBCAM_REQ_SET_CTRL		0x06	/* OUT, wValue = id, __le32 */

/* SET_CTRL ids (wValue) */
#define AVC_USBCAM_CTRL_BRIGHTNESS	1	/* 0..255 */
#define AVC_USBCAM_CTRL_CONTRAST	2	/* 0..255 */
#define AVC_USBCAM_CTRL_PATTERN		3	/* 0..2 */

/**
 * struct avc_usbcam_info - GET_INFO reply, 16 bytes
 * @magic: AVC_USBCAM_INFO_MAGIC
 * @version: AVC_USBCAM_VERSION
 * @header_size: sizeof(struct avc_usbcam_frame_header)
 * @max_payload: the largest frame payload in bytes
 * @reserved: 0
 */
struct avc_usbcam_info {
	__le32 magic;
	__le16 version;
	__le16 header_size;
	__le32 max_payload;
	__le32 reserved;
};

/**
 * struct avc_usbcam_format - GET_FORMAT reply and SET_FORMAT data, 16 bytes
 * @fourcc: V4L2 pixel format, 'YUYV' or 'RGB3'
 * @width: pixels, 160 or 320
 * @height: lines, 120 or 240
 * @interval_num: frame interval numerator (seconds)
 * @interval_den: frame interval denominator: 1/30, 1/25, 1/15, 1/10, 1/5
 */
struct avc_usbcam_format {
	__le32 fourcc;
	__le16 width;
	__le16 height;
	__le32 interval_num;
	__le32 interval_den;
};

/**
 * struct avc_usbcam_frame_header - starts every bulk IN transfer, 16 bytes
 * @magic: AVC_USBCAM_FRAME_MAGIC
 * @frame: frame number, 0 at START, one per frame interval
 * @length: payload bytes that follow (the format's image size)
 * @crc: CRC-32 (IEEE 802.3, as zlib's crc32()) of the payload
 */
struct avc_usbcam_frame_header {
	__le32 magic;
	__le32 frame;
	__le32 length;
	__le32 crc;
};

#endif /* _AVC_USBCAM_PROTO_H */
