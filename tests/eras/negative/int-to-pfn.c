// SPDX-License-Identifier: GPL-2.0
/* An avc_pfn_t cannot be initialised from an integer. */
/* expect: invalid initializer */
#include <avcompat/pfn.h>

unsigned long f(unsigned long raw)
{
#ifdef NEG_CONTROL
	avc_pfn_t p = avc_pfn_from_raw(raw);
#else
	avc_pfn_t p = raw;
#endif
	return avc_pfn_val(p);
}
