/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avc_dmaimp - the interface of the dma-buf importer sample, shared by
 * the driver and its user-space client (tests/clients/vb2-check, mode
 * "import").
 *
 * AVC_DMAIMP_READ on /dev/avc_dmaimp imports the dma-buf @fd as a driver
 * does: dma_buf_get(), dma_buf_attach() to its own device,
 * dma_buf_map_attachment_unlocked() (the bytes its scatter table covers
 * come back in @sg_bytes), then dma_buf_vmap_unlocked() and the first
 * @len bytes of the buffer copied to @data; @len comes back as the bytes
 * copied, @size as the buffer's size.
 */
#ifndef _AVC_DMAIMP_H
#define _AVC_DMAIMP_H

#include <linux/ioctl.h>
#include <linux/types.h>

#define AVC_DMAIMP_NAME		"avc_dmaimp"

/**
 * struct avc_dmaimp_read - one import
 * @fd: the dma-buf file descriptor
 * @len: in: the bytes wanted; out: the bytes copied
 * @data: the user buffer the bytes go to
 * @size: out: the dma-buf's size
 * @sg_bytes: out: the bytes the attachment's scatter table covers
 */
struct avc_dmaimp_read {
	__s32 fd;
	__u32 len;
	__u64 data;
	__u64 size;
	__u64 sg_bytes;
};

#define AVC_DMAIMP_READ		_IOWR('A', 0xD1, struct avc_dmaimp_read)

#endif /* _AVC_DMAIMP_H */
