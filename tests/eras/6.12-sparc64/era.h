/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Linux 6.12, sparc64.  Evidence [L:6.12] (Debian linux-source-6.12, 6.12.118):
 *   include/linux/mm.h:3588: int remap_pfn_range(struct vm_area_struct *,
 *     unsigned long addr, unsigned long pfn, unsigned long size, pgprot_t);
 *   include/linux/mm.h:1179-1180: vmalloc_to_page/vmalloc_to_pfn(const void *)
 *   arch/sparc/include/asm/pgtable_64.h:1046-1101: MK_IOSPACE_PFN/GET_PFN and
 *     io_remap_pfn_range() decoding the space, then remap_pfn_range()
 *   phys_addr_t in <linux/types.h>; copy_to_user() in <linux/uaccess.h>.
 */
#ifndef _ERA_H
#define _ERA_H
#define LINUX_VERSION_CODE	KERNEL_VERSION(6, 12, 118)
#define CONFIG_SPARC		1
#define CONFIG_SPARC64		1
#define PAGE_SHIFT		13
#include <kstub-mm.h>

typedef u64 phys_addr_t;
#define pgprot_decrypted(prot)	(prot)
int remap_pfn_range(struct vm_area_struct *, unsigned long addr,
		unsigned long pfn, unsigned long size, pgprot_t);
struct page *vmalloc_to_page(const void *addr);
unsigned long vmalloc_to_pfn(const void *addr);
#define page_to_pfn(page)	((unsigned long)((page) - mem_map))
#define MK_IOSPACE_PFN(space, pfn)	(pfn | (space << (BITS_PER_LONG - 4)))
#define GET_IOSPACE(pfn)		(pfn >> (BITS_PER_LONG - 4))
#define GET_PFN(pfn)			(pfn & 0x0fffffffffffffffUL)

static inline int io_remap_pfn_range(struct vm_area_struct *vma,
				     unsigned long from, unsigned long pfn,
				     unsigned long size, pgprot_t prot)
{
	unsigned long offset = GET_PFN(pfn) << PAGE_SHIFT;
	int space = GET_IOSPACE(pfn);
	unsigned long phys_base;

	phys_base = offset | (((unsigned long) space) << 32UL);

	return remap_pfn_range(vma, from, phys_base >> PAGE_SHIFT, size, prot);
}
#define io_remap_pfn_range io_remap_pfn_range

#define ERA_NAME		"6.12-sparc64"
#define ERA_SPARC		1
#define ERA_REMAP_FN		"remap_pfn_range"
#define ERA_REMAP_NARGS		5
#define ERA_REMAP_VMA		1
#define ERA_PHYS_FORM		0
#define ERA_IO_FN		"remap_pfn_range"
#define ERA_IO_NARGS		5
#define ERA_IO_VMA		1
#define ERA_IO_PHYS_FORM	0
#define ERA_IO_SPACE_ARG	0
#define ERA_COPY_ERRNO		0
#endif
