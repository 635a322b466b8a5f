// SPDX-License-Identifier: GPL-2.0
/*
 * avc_v4l2 - the shared capture node and buffer queue, compiled into this
 * module.
 *
 * drivers-samples/common is source shared by the samples, not a module of
 * its own: each sample builds it in, so each can be copied and built
 * alone (with ../common beside it) and no symbols are exported.
 */
#include "../common/avc_vq.c"
#include "../common/avc_vcap.c"
