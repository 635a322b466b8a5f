// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_VMALLOC_TO_PFN: vmalloc_to_pfn() (2.6.10). */
#include <linux/mm.h>
#include <linux/vmalloc.h>

unsigned long avc_probe(void *p);
unsigned long avc_probe(void *p)
{
	return vmalloc_to_pfn(p);
}
