// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_MEDIA_PAD_REMOTE_PAD_FIRST: media_pad_remote_pad_first() (6.0). */
#include <media/media-entity.h>

struct media_pad *avc_probe(const struct media_pad *pad);
struct media_pad *avc_probe(const struct media_pad *pad)
{
	return media_pad_remote_pad_first(pad);
}
