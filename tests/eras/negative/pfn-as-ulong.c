// SPDX-License-Identifier: GPL-2.0
/* An avc_pfn_t does not silently become an unsigned long either. */
/* expect: incompatible types when initializing type 'long unsigned int' */
#include <avcompat/pfn.h>

unsigned long f(const void *vaddr)
{
#ifdef NEG_CONTROL
	unsigned long v = avc_pfn_val(avc_vmalloc_to_pfn(vaddr));
#else
	unsigned long v = avc_vmalloc_to_pfn(vaddr);
#endif
	return v;
}
