// SPDX-License-Identifier: GPL-2.0
/* Frame arithmetic goes through avc_pfn_add(), never "+". */
/* expect: invalid operands to binary \+ */
#include <avcompat/pfn.h>

avc_pfn_t f(avc_pfn_t p)
{
#ifdef NEG_CONTROL
	return avc_pfn_add(p, 1);
#else
	return p + 1;
#endif
}
