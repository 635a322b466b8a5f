// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_KMALLOC_OBJ: kzalloc_obj() and family, GFP optional (7.0). */
#include <linux/slab.h>

struct avc_probe_s {
	int x;
};

struct avc_probe_s *avc_probe(unsigned int n);
struct avc_probe_s *avc_probe(unsigned int n)
{
	struct avc_probe_s *p = kzalloc_obj(*p);

	kfree(p);
	return kmalloc_objs(struct avc_probe_s, n, GFP_KERNEL);
}
