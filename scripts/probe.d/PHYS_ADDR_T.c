// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_PHYS_ADDR_T: phys_addr_t in <linux/types.h> (2.6.28). */
#include <linux/types.h>

phys_addr_t avc_probe(phys_addr_t p);
phys_addr_t avc_probe(phys_addr_t p)
{
	return p;
}
