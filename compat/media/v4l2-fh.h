/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Today's <media/v4l2-fh.h> names on older kernels.
 *
 * Driver code written for 6.18+ adds and removes its file handle with
 * v4l2_fh_add(fh, filp)/v4l2_fh_del(fh, filp), which also set and clear
 * filp->private_data, and finds the handle of a file with
 * file_to_v4l2_fh(filp); this header supplies both where the kernel has
 * the one-argument calls and no accessor.
 * Enable with: NOSTDINC_FLAGS += -I$(AVCOMPAT)/compat -I$(AVCOMPAT)/include
 * Keys: <avcompat/v4l2_keys.h>.
 */
#ifndef _AVC_COMPAT_MEDIA_V4L2_FH_H
#define _AVC_COMPAT_MEDIA_V4L2_FH_H

#include_next <media/v4l2-fh.h>
#include <avcompat/v4l2_keys.h>

/*
 * v4l2_fh_add(fh, filp), v4l2_fh_del(fh, filp) - 6.18.  Before it the
 * driver stored the fh in filp->private_data itself (v4l2_fh_open() does)
 * and cleared nothing.  Without them code written for 6.18+ does not
 * build on older kernels; a shim that forgot private_data would leave
 * file_to_v4l2_fh() reading NULL.
 */
#if !AVC_HAVE_V4L2_FH_ADD_FILE
static inline void avc_v4l2_fh_add(struct v4l2_fh *fh, struct file *filp)
{
	filp->private_data = fh;
	v4l2_fh_add(fh);
}

static inline void avc_v4l2_fh_del(struct v4l2_fh *fh, struct file *filp)
{
	v4l2_fh_del(fh);
	filp->private_data = NULL;
}

/*
 * Both forms stay callable: the one-argument call of a driver written for
 * the kernel it builds on (v4l2loopback 0.15.0) is the kernel's own
 * function, the two-argument one the shim.  A two-argument-only macro
 * broke every such driver on the kernels the shim is for (tests/real).
 */
#define AVC_V4L2_FH_PICK(fh, filp, name, ...)	name
#define v4l2_fh_add(...)	AVC_V4L2_FH_PICK(__VA_ARGS__, avc_v4l2_fh_add, \
						 v4l2_fh_add)(__VA_ARGS__)
#define v4l2_fh_del(...)	AVC_V4L2_FH_PICK(__VA_ARGS__, avc_v4l2_fh_del, \
						 v4l2_fh_del)(__VA_ARGS__)
#endif

/*
 * file_to_v4l2_fh() - 6.18: filp->private_data, where v4l2_fh_open() and
 * v4l2_fh_add() put the handle.  Without it a driver written for 6.18+,
 * which must take its fh from the file (the ioctls' priv is NULL there),
 * does not build on older kernels.
 */
#if !AVC_HAVE_FILE_TO_V4L2_FH
static inline struct v4l2_fh *avc_file_to_v4l2_fh(struct file *filp)
{
	return filp->private_data;
}

#define file_to_v4l2_fh(filp)	avc_file_to_v4l2_fh(filp)
#endif

#endif /* _AVC_COMPAT_MEDIA_V4L2_FH_H */
