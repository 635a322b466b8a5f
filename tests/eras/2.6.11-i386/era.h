/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Linux 2.6.11, i386 (32-bit).  Evidence [T:2.6.11]:
 *   include/linux/mm.h: only remap_pfn_range(); remap_page_range() is gone
 *   include/asm-i386/pgtable.h: io_remap_page_range(vma, vaddr, paddr, size,
 *     prot) is a macro calling remap_pfn_range(..., (paddr) >> PAGE_SHIFT, ...)
 *   so a 32-bit kernel cannot io-map above 4 GiB through it.
 */
#ifndef _ERA_H
#define _ERA_H
#define LINUX_VERSION_CODE	KERNEL_VERSION(2, 6, 11)
#define PAGE_SHIFT		12
#include <kstub-mm.h>

int remap_pfn_range(struct vm_area_struct *, unsigned long, unsigned long, unsigned long, pgprot_t);
#define io_remap_page_range(vma, vaddr, paddr, size, prot) remap_pfn_range(vma, vaddr, (paddr) >> PAGE_SHIFT, size, prot)
extern struct page *vmalloc_to_page(void *addr);
extern unsigned long vmalloc_to_pfn(void *addr);
#define page_to_pfn(page)	((unsigned long)((page) - mem_map))

#define ERA_NAME		"2.6.11-i386"
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
