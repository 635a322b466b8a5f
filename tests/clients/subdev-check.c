// SPDX-License-Identifier: GPL-2.0
/*
 * subdev-check - the try state of a sensor sub-device node
 * (drivers-samples/sensor), through the raw ioctls.
 *
 * usage: subdev-check [-t TAG] DEV
 * Each open file handle has its own try state, which the driver's
 * init_state fills (640x480, the sensor's code, crop the full array);
 * a try format set on one handle reads back there only; the active format
 * is the driver's own, shared by every handle and untouched by try; a
 * handle opened after the active crop changed starts its try crop there
 * (the driver's open operation, through AVC_SUBDEV_FH_STATE()), the
 * handles opened before keep theirs.
 * Result lines "AVC-TEST ok|not ok TAG/NAME ..." (avc-test.h); exit
 * status 1 if any failed.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <linux/v4l2-subdev.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "avc-test.h"

#define W	640
#define H	480

static const char *tag = "sensor/state";

static int fmt(int fd, int set, __u32 which, __u32 *w, __u32 *h, __u32 *code)
{
	struct v4l2_subdev_format f;

	memset(&f, 0, sizeof(f));
	f.which = which;
	f.pad = 0;
	if (set) {
		f.format.width = *w;
		f.format.height = *h;
		f.format.code = *code;
	}
	if (ioctl(fd, set ? VIDIOC_SUBDEV_S_FMT : VIDIOC_SUBDEV_G_FMT, &f))
		return -errno;
	*w = f.format.width;
	*h = f.format.height;
	*code = f.format.code;
	return 0;
}

/* sel - G_SELECTION (set 0) or S_SELECTION (set 1) of the crop on pad 0 */
static int sel(int fd, int set, __u32 which, struct v4l2_rect *r)
{
	struct v4l2_subdev_selection s;

	memset(&s, 0, sizeof(s));
	s.which = which;
	s.target = V4L2_SEL_TGT_CROP;
	if (set)
		s.r = *r;
	if (ioctl(fd, set ? VIDIOC_SUBDEV_S_SELECTION : VIDIOC_SUBDEV_G_SELECTION, &s))
		return -errno;
	*r = s.r;
	return 0;
}

/* expect_crop - the try crop of @fd must be @want */
static void expect_crop(int fd, const struct v4l2_rect *want, const char *name)
{
	struct v4l2_rect r;
	int ret = sel(fd, 0, V4L2_SUBDEV_FORMAT_TRY, &r);

	if (ret)
		avc_not_ok(tag, name, "G_SELECTION: %s", avc_errname(-ret));
	else if (r.left != want->left || r.top != want->top ||
		 r.width != want->width || r.height != want->height)
		avc_not_ok(tag, name, "%ux%u@%d,%d, want %ux%u@%d,%d", r.width,
			   r.height, r.left, r.top, want->width, want->height,
			   want->left, want->top);
	else
		avc_ok(tag, name, "%ux%u@%d,%d", r.width, r.height, r.left, r.top);
}

/* expect - a G_FMT on @fd of @which must read @ew x @eh */
static void expect(int fd, __u32 which, __u32 ew, __u32 eh, const char *name,
		   __u32 *code)
{
	__u32 w = 0, h = 0, c = 0;
	int ret = fmt(fd, 0, which, &w, &h, &c);

	if (ret)
		avc_not_ok(tag, name, "G_FMT: %s", avc_errname(-ret));
	else if (w != ew || h != eh || !c)
		avc_not_ok(tag, name, "%ux%u code 0x%x, want %ux%u", w, h, c, ew, eh);
	else
		avc_ok(tag, name, "%ux%u code 0x%x", w, h, c);
	if (code)
		*code = c;
}

int main(int argc, char **argv)
{
	struct v4l2_rect full = { 0, 0, W, H }, part = { 64, 32, 320, 240 };
	struct v4l2_rect r;
	__u32 w, h, code = 0;
	int opt, fd1, fd2, fd3, ret;

	while ((opt = getopt(argc, argv, "t:")) != -1) {
		if (opt != 't')
			goto usage;
		tag = optarg;
	}
	if (optind != argc - 1)
		goto usage;
	fd1 = open(argv[optind], O_RDWR);
	if (fd1 < 0) {
		avc_not_ok(tag, "open", "%s: %s", argv[optind], avc_errname(errno));
		return 1;
	}
	expect(fd1, V4L2_SUBDEV_FORMAT_TRY, W, H, "try-initialised", &code);
	expect(fd1, V4L2_SUBDEV_FORMAT_ACTIVE, W, H, "active", NULL);

	expect_crop(fd1, &full, "try-crop");

	w = 320;
	h = 240;
	ret = fmt(fd1, 1, V4L2_SUBDEV_FORMAT_TRY, &w, &h, &code);
	if (ret || w != 320 || h != 240)
		avc_not_ok(tag, "try-set", "S_FMT TRY: %s, %ux%u",
			   ret ? avc_errname(-ret) : "0", w, h);
	else
		avc_ok(tag, "try-set", "320x240");
	expect(fd1, V4L2_SUBDEV_FORMAT_TRY, 320, 240, "try-readback", NULL);
	expect(fd1, V4L2_SUBDEV_FORMAT_ACTIVE, W, H, "active-after-try", NULL);

	fd2 = open(argv[optind], O_RDWR);
	if (fd2 < 0) {
		avc_not_ok(tag, "open2", "%s", avc_errname(errno));
		return 1;
	}
	expect(fd2, V4L2_SUBDEV_FORMAT_TRY, W, H, "second-handle-own-try", NULL);
	expect(fd1, V4L2_SUBDEV_FORMAT_TRY, 320, 240, "first-handle-kept", NULL);

	w = 352;
	h = 288;
	ret = fmt(fd2, 1, V4L2_SUBDEV_FORMAT_ACTIVE, &w, &h, &code);
	if (ret)
		avc_not_ok(tag, "active-set", "S_FMT ACTIVE: %s", avc_errname(-ret));
	expect(fd1, V4L2_SUBDEV_FORMAT_ACTIVE, 352, 288, "active-shared", NULL);
	expect(fd1, V4L2_SUBDEV_FORMAT_TRY, 320, 240, "try-after-active", NULL);
	w = W;
	h = H;
	fmt(fd2, 1, V4L2_SUBDEV_FORMAT_ACTIVE, &w, &h, &code);

	r = part;
	ret = sel(fd2, 1, V4L2_SUBDEV_FORMAT_ACTIVE, &r);
	if (ret || memcmp(&r, &part, sizeof(r)))
		avc_not_ok(tag, "active-crop-set", "S_SELECTION ACTIVE: %s, %ux%u@%d,%d",
			   ret ? avc_errname(-ret) : "0", r.width, r.height,
			   r.left, r.top);
	fd3 = open(argv[optind], O_RDWR);
	if (fd3 < 0) {
		avc_not_ok(tag, "open3", "%s", avc_errname(errno));
	} else {
		expect_crop(fd3, &part, "new-handle-try-crop-is-active");
		close(fd3);
	}
	expect_crop(fd1, &full, "old-handle-try-crop-kept");
	r = full;
	sel(fd2, 1, V4L2_SUBDEV_FORMAT_ACTIVE, &r);
	close(fd2);
	close(fd1);
	return avc_failures ? 1 : 0;
usage:
	fprintf(stderr, "usage: subdev-check [-t TAG] DEV\n");
	return 2;
}
