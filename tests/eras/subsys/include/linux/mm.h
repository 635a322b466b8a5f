/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in: <avcompat/version.h> includes <linux/mm.h> for the memory
 * keys, which the subsystem eras do not test (tests/eras/<era>/ do).
 * compat/sound/pcm.h reads <avcompat/rvmalloc.h> (its vmalloc buffer), so
 * the memory API that header and its own includes name is declared here,
 * every variant at once: the memory keys pick by version, and nothing but
 * the vmalloc calls of <linux/vmalloc.h> runs.
 */
#ifndef _ERA_LINUX_MM_H
#define _ERA_LINUX_MM_H
#include <linux/types.h>
#include <linux/kernel.h>
#include <asm/page.h>

#define PAGE_ALIGN(x)	(((x) + PAGE_SIZE - 1) & PAGE_MASK)

typedef u64 phys_addr_t;
typedef struct { unsigned long pgprot; } pgprot_t;

/* vmalloc_to_page() of <linux/vmalloc.h> names a page by its address */
struct page;
struct vm_area_struct;

struct vm_operations_struct {
	void (*open)(struct vm_area_struct *vma);
	void (*close)(struct vm_area_struct *vma);
};

struct vm_area_struct {
	unsigned long vm_start;
	unsigned long vm_end;
	unsigned long vm_pgoff;
	unsigned long vm_flags;
	pgprot_t vm_page_prot;
	const struct vm_operations_struct *vm_ops;
	void *vm_private_data;
};

#define VM_READ		0x00000001UL
#define VM_WRITE	0x00000002UL
#define VM_SHARED	0x00000008UL
#define VM_MAYWRITE	0x00000020UL
#define VM_IO		0x00004000UL
#define VM_DONTEXPAND	0x00040000UL
#define VM_DONTDUMP	0x04000000UL

void vm_flags_set(struct vm_area_struct *vma, unsigned long flags);
void vm_flags_clear(struct vm_area_struct *vma, unsigned long flags);
unsigned long page_to_pfn(const struct page *page);
unsigned long vmalloc_to_pfn(const void *addr);
unsigned long __pa(const void *addr);
void SetPageReserved(struct page *page);
void ClearPageReserved(struct page *page);
int remap_pfn_range(struct vm_area_struct *vma, unsigned long addr,
		    unsigned long pfn, unsigned long size, pgprot_t prot);
int io_remap_pfn_range(struct vm_area_struct *vma, unsigned long addr,
		       unsigned long pfn, unsigned long size, pgprot_t prot);
int vm_insert_page(struct vm_area_struct *vma, unsigned long addr,
		   struct page *page);
int vm_insert_pages(struct vm_area_struct *vma, unsigned long addr,
		    struct page **pages, unsigned long *num);
int vm_map_pages(struct vm_area_struct *vma, struct page **pages,
		 unsigned long num);
int remap_vmalloc_range(struct vm_area_struct *vma, void *addr,
			unsigned long pgoff);
#endif
