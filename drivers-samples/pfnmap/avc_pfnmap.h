/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avc_pfnmap - the interface of the pfnmap sample, shared by the driver
 * and its user-space clients (tests/clients).
 *
 * /dev/avc_pfnmap is a buffer of AVC_PFNMAP_GET_SIZE bytes that mmap()
 * shares with user space: MAP_SHARED, any page-aligned window of it chosen
 * by the mmap offset.  Each 32-bit word holds avc_pfnmap_pattern() of its
 * byte offset when the module is loaded.
 */
#ifndef _AVC_PFNMAP_H
#define _AVC_PFNMAP_H

#include <linux/ioctl.h>
#include <linux/types.h>

#define AVC_PFNMAP_NAME		"avc_pfnmap"
#define AVC_PFNMAP_XOR		0xA5A5A5A5U

/* The mappable size of the buffer in bytes (a multiple of the page size). */
#define AVC_PFNMAP_GET_SIZE	_IOR('p', 0xA5, __u64)

/**
 * avc_pfnmap_pattern() - the word the buffer holds at a byte offset
 * @off: byte offset of a 32-bit word in the buffer
 * @page_size: the page size
 *
 * Return: the page index for the first word of each page, else the byte
 * offset XOR 0xA5A5A5A5, so that every page and every word differs.
 */
static inline __u32 avc_pfnmap_pattern(unsigned long off,
				       unsigned long page_size)
{
	if (!(off & (page_size - 1)))
		return (__u32)(off / page_size);
	return (__u32)off ^ AVC_PFNMAP_XOR;
}

#endif /* _AVC_PFNMAP_H */
