/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in for <media/v4l2-fh.h> of the era:
 *   ERA_FH 0: v4l2_fh_add(fh) and v4l2_fh_del(fh); the driver keeps the
 *             fh in filp->private_data itself ([L:6.1], [L:6.12]
 *             v4l2-fh.h:80,105);
 *          1: v4l2_fh_add(fh, filp) and v4l2_fh_del(fh, filp), which set
 *             and clear filp->private_data, and file_to_v4l2_fh(filp)
 *             (6.18).
 * The functions record their calls in era_fh (test.c).
 */
#ifndef _ERA_V4L2_FH_H
#define _ERA_V4L2_FH_H
#include <linux/fs.h>
#include <linux/types.h>

struct v4l2_fh {
	int listed;
};

struct era_fh_calls {
	int add, del;
};
extern struct era_fh_calls era_fh;

#if ERA_FH
static inline struct v4l2_fh *file_to_v4l2_fh(struct file *filp)
{
	return filp->private_data;
}

static inline void v4l2_fh_add(struct v4l2_fh *fh, struct file *filp)
{
	era_fh.add++;
	filp->private_data = fh;
	fh->listed = 1;
}

static inline void v4l2_fh_del(struct v4l2_fh *fh, struct file *filp)
{
	era_fh.del++;
	fh->listed = 0;
	filp->private_data = NULL;
}
#else
static inline void v4l2_fh_add(struct v4l2_fh *fh)
{
	era_fh.add++;
	fh->listed = 1;
}

static inline void v4l2_fh_del(struct v4l2_fh *fh)
{
	era_fh.del++;
	fh->listed = 0;
}
#endif
#endif
