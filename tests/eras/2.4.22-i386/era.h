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

/* --- what the vma, rvmalloc, rvbuf, fault and mmap-lock shims use --- */

#include <linux/errno.h>

/* [T:2.4.22]: no container_of(), no kref, no kzalloc() */

/* include/linux/mm.h [T:2.4.22]: plain int masks */
#define __GFP_HIGHMEM	0x02
#define GFP_KERNEL	0x1f0	/* __GFP_HIGH | __GFP_WAIT | __GFP_IO | __GFP_HIGHIO | __GFP_FS */
#define PAGE_KERNEL	__pgprot(0x163)

/* include/linux/slab.h [T:2.4.22] slab.h:62-63 */
extern void *kmalloc(size_t, int);
extern void kfree(const void *);

/* include/linux/vmalloc.h [T:2.4.22] vmalloc.h:23-57 */
extern void vfree(void * addr);
extern void * __vmalloc (unsigned long size, int gfp_mask, pgprot_t prot);
static inline void * vmalloc (unsigned long size)
{
	return __vmalloc(size, GFP_KERNEL | __GFP_HIGHMEM, PAGE_KERNEL);
}
static inline void * vmalloc_32(unsigned long size)
{
	return __vmalloc(size, GFP_KERNEL, PAGE_KERNEL);
}

/* include/linux/sched.h [T:2.4.22] */
struct mm_struct {
	struct rw_semaphore mmap_sem;
};

/* include/linux/mm.h [T:2.4.22] */
struct vm_area_struct {
	struct mm_struct * vm_mm;	/* The address space we belong to. */
	unsigned long vm_start;		/* Our start address within vm_mm. */
	unsigned long vm_end;		/* The first byte after our end address
					   within vm_mm. */
	pgprot_t vm_page_prot;		/* Access permissions of this VMA. */
	unsigned long vm_flags;		/* Flags, listed below. */
	struct vm_operations_struct * vm_ops;
	unsigned long vm_pgoff;		/* Offset (within vm_file) in PAGE_SIZE
					   units, *not* PAGE_CACHE_SIZE */
	void * vm_private_data;		/* was vm_pte (shared mem) */
};

/* include/linux/mm.h [T:2.4.22] mm.h:80-105 */
#define VM_WRITE	0x00000002
#define VM_SHARED	0x00000008
#define VM_MAYWRITE	0x00000020
#define VM_IO           0x00004000	/* Memory mapped I/O or similar */
#define VM_DONTEXPAND	0x00040000	/* Cannot expand with mremap() */
#define VM_RESERVED	0x00080000	/* Don't unmap it from swap_out */

/* include/linux/mm.h [T:2.4.22] mm.h:196,401-418 (2.4 calls the count field "count") */
#define get_page(p)		atomic_inc(&(p)->_count)
#define page_count(p)		atomic_read(&(p)->_count)
#define PageReserved(page)	test_bit(PG_reserved, &(page)->flags)
#define SetPageReserved(page)		set_bit(PG_reserved, &(page)->flags)
#define ClearPageReserved(page)		clear_bit(PG_reserved, &(page)->flags)

/* include/linux/mm.h [T:2.4.22] mm.h:133-137,421-424: no VM_FAULT_* codes */
struct vm_operations_struct {
	void (*open)(struct vm_area_struct * area);
	void (*close)(struct vm_area_struct * area);
	struct page * (*nopage)(struct vm_area_struct * area, unsigned long address, int unused);
};
#define NOPAGE_SIGBUS	(NULL)
#define NOPAGE_OOM	((struct page *) (-1))

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
#define ERA_KREF		0	/* kref_init(kref), kref_put(kref, release) */
#define ERA_CONST_VM_FLAGS	0	/* vm_flags_set(), const vm_flags */
#define ERA_VM_RESERVED		1
#define ERA_DUMP		ERA_DUMP_NONE
#define ERA_RESERVE_PAGES	1	/* remap skips unreserved RAM */
#define ERA_VMALLOC_USER	0	/* and remap_vmalloc_range() */
#define ERA_RVMALLOC_FN		"vmalloc_32"
#define ERA_VM_INSERT_PAGE	0
#define ERA_VM_MAP_PAGES	0
#define ERA_VM_INSERT_PAGES	0
#define ERA_FAULT		ERA_FAULT_NOPAGE_24
#define ERA_VM_FAULT_T		0
#define ERA_INSERT_PFN_FN	"vm_insert_pfn"	/* where ->fault exists */
#define ERA_MMAP_LOCK		0	/* <linux/mmap_lock.h> */
#define ERA_MMAP_RWSEM		mmap_sem	/* the rw_semaphore in mm_struct */
#endif
