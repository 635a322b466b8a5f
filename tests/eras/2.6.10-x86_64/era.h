/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Linux 2.6.10, x86_64: both names.  Evidence:
 *   include/linux/mm.h: int remap_pfn_range(struct vm_area_struct *,
 *     unsigned long, unsigned long, unsigned long, pgprot_t);  [T:2.6.11]
 *   remap_page_range() kept as an inline wrapper taking the physical
 *   address [C] wli, LKML 25 Sep 2004 "[vm 6/6]" (wrapper text quoted)
 *   include/asm-x86_64/pgtable.h: #define io_remap_page_range remap_page_range
 *   extern unsigned long vmalloc_to_pfn(void *addr);  [T:2.6.11]
 */
#ifndef _ERA_H
#define _ERA_H
#define LINUX_VERSION_CODE	KERNEL_VERSION(2, 6, 10)
#define PAGE_SHIFT		12
#include <kstub-mm.h>

int remap_pfn_range(struct vm_area_struct *, unsigned long, unsigned long, unsigned long, pgprot_t);
static inline int remap_page_range(struct vm_area_struct *vma, unsigned long uvaddr, unsigned long paddr, unsigned long size, pgprot_t prot)
{
	return remap_pfn_range(vma, uvaddr, paddr >> PAGE_SHIFT, size, prot);
}
#define io_remap_page_range remap_page_range
extern struct page *vmalloc_to_page(void *addr);
extern unsigned long vmalloc_to_pfn(void *addr);
#define page_to_pfn(page)	((unsigned long)((page) - mem_map))

#define ERA_NAME		"2.6.10-x86_64"
#define ERA_SPARC		0
#define ERA_REMAP_FN		"remap_pfn_range"
#define ERA_REMAP_NARGS		5
#define ERA_REMAP_VMA		1
#define ERA_PHYS_FORM		0
#define ERA_IO_FN		"remap_pfn_range"
#define ERA_IO_NARGS		5
#define ERA_IO_VMA		1
#define ERA_IO_PHYS_FORM	1
#define ERA_IO_SPACE_ARG	0
#define ERA_COPY_ERRNO		0
#endif
