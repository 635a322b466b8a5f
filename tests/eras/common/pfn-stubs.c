// SPDX-License-Identifier: GPL-2.0
/*
 * pfn-stubs.c - remap_pfn_range() and vmalloc_to_* for eras from 2.6.10:
 * mm/memory.c maps frame pfn, i.e. physical address pfn << PAGE_SHIFT,
 * and up to 2.6.14 (ERA_RESERVE_PAGES) only if the frame is not RAM or is
 * reserved.  Included by those eras' stubs.c.
 */
int remap_pfn_range(struct vm_area_struct *vma, unsigned long from,
		    unsigned long pfn, unsigned long size, pgprot_t prot)
{
	int ret = kcall_record("remap_pfn_range", 5, vma, from, pfn, size,
			       prot, -1, (u64)pfn << PAGE_SHIFT);

	if (ERA_RESERVE_PAGES)
		kcall_skip_unreserved((u64)pfn << PAGE_SHIFT, size);
	return ret;
}

#if ERA_CONST_VMALLOC
struct page *vmalloc_to_page(const void *addr)
#else
struct page *vmalloc_to_page(void *addr)
#endif
{
	return fake_vmalloc_to_page(addr);
}

#if ERA_CONST_VMALLOC
unsigned long vmalloc_to_pfn(const void *addr)
#else
unsigned long vmalloc_to_pfn(void *addr)
#endif
{
	return (unsigned long)(vmalloc_to_page(addr) - mem_map);
}
