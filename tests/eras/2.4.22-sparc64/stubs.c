// SPDX-License-Identifier: GPL-2.0
/* 2.4.22 sparc64 stand-ins: I/O pages map offset | space << 32. */
#include <linux/mm.h>

int remap_page_range(unsigned long from, unsigned long to, unsigned long size, pgprot_t prot)
{
	return kcall_record("remap_page_range", 4, NULL, from, to, size, prot,
			    -1, to);
}

int io_remap_page_range(unsigned long from, unsigned long offset, unsigned long size, pgprot_t prot, int space)
{
	return kcall_record("io_remap_page_range", 5, NULL, from, offset, size,
			    prot, space, offset | ((u64)space << 32));
}

struct page *vmalloc_to_page(void *addr)
{
	return fake_vmalloc_to_page(addr);
}
