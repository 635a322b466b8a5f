// SPDX-License-Identifier: GPL-2.0
/* 2.4.22 sparc64 stand-ins: I/O pages map offset | space << 32. */
#include <linux/mm.h>

int remap_page_range(unsigned long from, unsigned long to, unsigned long size, pgprot_t prot)
{
	int ret = kcall_record("remap_page_range", 4, NULL, from, to, size,
				   prot, -1, to);

	kcall_skip_unreserved(to, size);
	return ret;
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

/* vmalloc, slab, kref and page-insertion stand-ins */
/* vmalloc() and vmalloc_32() are inline wrappers: name the call by its mask */
void * __vmalloc (unsigned long size, int gfp_mask, pgprot_t prot)
{
	(void)prot;
	return fake_vmalloc(gfp_mask & __GFP_HIGHMEM ? "vmalloc" : "vmalloc_32", size, 0);
}
void vfree(void *addr) { fake_vfree(addr); }
void *kmalloc(size_t size, int flags) { (void)flags; return fake_kmalloc(size, 0); }
void kfree(const void *objp) { fake_kfree(objp); }
