/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Linux 2.6.12, sparc64 (8 KiB pages).  Evidence [T:2.6.12-rc2], [T:2.6.12]:
 *   include/asm-sparc64/pgtable.h: extern int io_remap_pfn_range(
 *     struct vm_area_struct *vma, unsigned long from, unsigned long pfn,
 *     unsigned long size, pgprot_t prot);  (a function, not a macro)
 *   #define MK_IOSPACE_PFN(space, pfn) (pfn | (space << (BITS_PER_LONG - 4)))
 *   #define GET_IOSPACE(pfn) (pfn >> (BITS_PER_LONG - 4))
 *   #define GET_PFN(pfn) (pfn & 0x0fffffffffffffffUL)
 *   arch/sparc64/mm/generic.c maps GET_PFN(pfn) << PAGE_SHIFT | space << 32.
 */
#ifndef _ERA_H
#define _ERA_H
#define LINUX_VERSION_CODE	KERNEL_VERSION(2, 6, 12)
#define CONFIG_SPARC64		1
#define PAGE_SHIFT		13
#include <kstub-mm.h>

#define MK_IOSPACE_PFN(space, pfn)	(pfn | (space << (BITS_PER_LONG - 4)))
#define GET_IOSPACE(pfn)		(pfn >> (BITS_PER_LONG - 4))
#define GET_PFN(pfn)			(pfn & 0x0fffffffffffffffUL)
int remap_pfn_range(struct vm_area_struct *, unsigned long, unsigned long, unsigned long, pgprot_t);
extern int io_remap_pfn_range(struct vm_area_struct *vma, unsigned long from, unsigned long pfn, unsigned long size, pgprot_t prot);
extern int io_remap_page_range(struct vm_area_struct *vma, unsigned long from, unsigned long offset, unsigned long size, pgprot_t prot, int space);
extern struct page *vmalloc_to_page(void *addr);
extern unsigned long vmalloc_to_pfn(void *addr);
#define page_to_pfn(page)	((unsigned long)((page) - mem_map))

#define ERA_NAME		"2.6.12-sparc64"
#define ERA_SPARC		1
#define ERA_REMAP_FN		"remap_pfn_range"
#define ERA_REMAP_NARGS		5
#define ERA_REMAP_VMA		1
#define ERA_PHYS_FORM		0
#define ERA_IO_FN		"io_remap_pfn_range"
#define ERA_IO_NARGS		5
#define ERA_IO_VMA		1
#define ERA_IO_PHYS_FORM	0
#define ERA_IO_SPACE_ARG	0
#define ERA_COPY_ERRNO		0
#endif
