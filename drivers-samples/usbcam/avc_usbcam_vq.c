// SPDX-License-Identifier: GPL-2.0
/*
 * avc_usbcam - the shared capture node and buffer queue, compiled into
 * this module (as in ../v4l2: ../common is source, not a module).
 */
#include "../common/avc_vq.c"
#include "../common/avc_vcap.c"
