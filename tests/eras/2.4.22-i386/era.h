/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Linux 2.4.22, i386 (32-bit).  Evidence [T:2.4.22]:
 *   include/linux/mm.h: extern int remap_page_range(unsigned long from,
 *     unsigned long to, unsigned long size, pgprot_t prot);  ("to" = phys)
 *   include/linux/mm.h: extern struct page * vmalloc_to_page(void *addr);
 *   include/asm-i386/pgtable.h: #define io_remap_page_range remap_page_range
 *   include/asm-i386/io.h: #define page_to_phys(page) ((page - mem_map) << PAGE_SHIFT)
 *   no page_to_pfn(), no vmalloc_to_pfn(), no <linux/uaccess.h>.
 */
#ifndef _ERA_H
#define _ERA_H
#define LINUX_VERSION_CODE	KERNEL_VERSION(2, 4, 22)
#define PAGE_SHIFT		12
#include <kstub-mm.h>

extern int remap_page_range(unsigned long from, unsigned long to, unsigned long size, pgprot_t prot);
#define io_remap_page_range remap_page_range
extern struct page *vmalloc_to_page(void *addr);
#define page_to_phys(page)	((page - mem_map) << PAGE_SHIFT)

#define ERA_NAME		"2.4.22-i386"
#define ERA_SPARC		0
#define ERA_REMAP_FN		"remap_page_range"
#define ERA_REMAP_NARGS		4
#define ERA_REMAP_VMA		0
#define ERA_PHYS_FORM		1
#define ERA_IO_FN		"remap_page_range"
#define ERA_IO_NARGS		4
#define ERA_IO_VMA		0
#define ERA_IO_PHYS_FORM	1
#define ERA_IO_SPACE_ARG	0
#define ERA_COPY_ERRNO		0
#endif
