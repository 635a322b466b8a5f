/* SPDX-License-Identifier: GPL-2.0 */
/* The exported calls of avc_native73.c (namespace "AVC_NATIVE"). */
#ifndef _AVC_NATIVE73_H
#define _AVC_NATIVE73_H

#include <linux/device.h>
#include <linux/types.h>

struct avc_native;

int avc_native_import(struct device *dev, int fd, const void *want,
		      size_t len);
struct avc_native *avc_native_new(struct device *dev, const char *label,
				  const u8 *serial, size_t slen);
void avc_native_free(struct avc_native *n);

#endif /* _AVC_NATIVE73_H */
