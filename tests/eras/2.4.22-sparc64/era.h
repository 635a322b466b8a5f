/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Linux 2.4.22, sparc64 (8 KiB pages).  Evidence [T:2.4.22]:
 *   include/linux/mm.h: 4-argument remap_page_range(from, to, size, prot)
 *   include/asm-sparc64/pgtable.h: extern int io_remap_page_range(
 *     unsigned long from, unsigned long offset, unsigned long size,
 *     pgprot_t prot, int space);  (5 arguments, no vma)
 *   sparc64 mk_pte_io() ORs space << 32 into the physical address.
 */
#ifndef _ERA_H
#define _ERA_H
#define LINUX_VERSION_CODE	KERNEL_VERSION(2, 4, 22)
#define CONFIG_SPARC64		1
#define PAGE_SHIFT		13
#include <kstub-mm.h>

extern int remap_page_range(unsigned long from, unsigned long to, unsigned long size, pgprot_t prot);
extern int io_remap_page_range(unsigned long from, unsigned long offset, unsigned long size, pgprot_t prot, int space);
extern struct page *vmalloc_to_page(void *addr);
#define page_to_phys(page)	((page - mem_map) << PAGE_SHIFT)

#define ERA_NAME		"2.4.22-sparc64"
#define ERA_SPARC		1
#define ERA_REMAP_FN		"remap_page_range"
#define ERA_REMAP_NARGS		4
#define ERA_REMAP_VMA		0
#define ERA_PHYS_FORM		1
#define ERA_IO_FN		"io_remap_page_range"
#define ERA_IO_NARGS		5
#define ERA_IO_VMA		0
#define ERA_IO_PHYS_FORM	1
#define ERA_IO_SPACE_ARG	1
#define ERA_COPY_ERRNO		0
#endif
