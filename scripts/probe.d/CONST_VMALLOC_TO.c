// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_CONST_VMALLOC_TO: vmalloc_to_page(const void *) (2.6.26). */
#include <linux/mm.h>
#include <linux/vmalloc.h>

struct page *avc_probe(const void *p);
struct page *avc_probe(const void *p)
{
	return vmalloc_to_page(p);
}
