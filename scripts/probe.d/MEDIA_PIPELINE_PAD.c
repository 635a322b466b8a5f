// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_MEDIA_PIPELINE_PAD: media_pipeline_start/stop() take a pad (6.1). */
#include <media/media-entity.h>

int avc_probe(struct media_pad *pad, struct media_pipeline *pipe);
int avc_probe(struct media_pad *pad, struct media_pipeline *pipe)
{
	int ret = media_pipeline_start(pad, pipe);

	media_pipeline_stop(pad);
	return ret;
}
