// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_VDEV_DEVICE_CAPS: struct video_device.device_caps (4.7). */
#include <media/v4l2-dev.h>

void avc_probe(struct video_device *vdev);
void avc_probe(struct video_device *vdev)
{
	vdev->device_caps = V4L2_CAP_VIDEO_CAPTURE;
}
