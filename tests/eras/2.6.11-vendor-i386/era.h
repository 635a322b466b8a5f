/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A vendor kernel that says 2.6.11 but carries the 2.6.12 io_remap_pfn_range()
 * macro (a distro back-port: the feature's macro is there, LINUX_VERSION_CODE
 * does not show it; docs/shims.md, "How a key is decided"): only the
 * macro-existence check can decide it right.  Otherwise [T:2.6.11]/[T:2.6.12]:
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
#define io_remap_pfn_range(vma, vaddr, pfn, size, prot) remap_pfn_range(vma, vaddr, pfn, size, prot)
extern struct page *vmalloc_to_page(void *addr);
extern unsigned long vmalloc_to_pfn(void *addr);
#define page_to_pfn(page)	((unsigned long)((page) - mem_map))

/* --- what the vma, rvmalloc, rvbuf, fault and mmap-lock shims use --- */

#include <linux/errno.h>

/* include/linux/kernel.h [T:2.6.9] kernel.h:236 */
#define container_of(ptr, type, member) ({			\
        const typeof( ((type *)0)->member ) *__mptr = (ptr);	\
        (type *)( (char *)__mptr - offsetof(type,member) );})

/* include/linux/gfp.h [T:2.6.9]: plain int masks */
#define __GFP_HIGHMEM	0x02
#define GFP_KERNEL	0xd0	/* __GFP_WAIT | __GFP_IO | __GFP_FS */

/* include/linux/slab.h [T:2.6.9] slab.h:100, [T:2.6.12] slab.h:101: kcalloc, no kzalloc (2.6.14) */
extern void *kmalloc(size_t size, int flags);
extern void *kcalloc(size_t, size_t, int);
extern void kfree(const void *);

/* include/linux/vmalloc.h [T:2.6.9], [T:~2.6.15-rc] vmalloc.h:47-56: no vmalloc_user() (2.6.18) */
extern void *vmalloc(unsigned long size);
extern void *vmalloc_32(unsigned long size);
extern void vfree(void *addr);

/* include/linux/kref.h [T:2.6.9] kref.h:23-29 (int kref_put() by [T:2.6.12]; release unconfirmed): lib/kref.c */
struct kref {
	atomic_t refcount;
};

void kref_init(struct kref *kref);
void kref_get(struct kref *kref);
void kref_put(struct kref *kref, void (*release) (struct kref *kref));
#define ERA_KREF_COUNT(k)	atomic_read(&(k)->refcount)

/* include/linux/sched.h [T:2.6.9], [T:2.6.18] */
struct mm_struct {
	struct rw_semaphore mmap_sem;
};

/* include/linux/mm.h [T:2.6.9], mm_types.h [T:2.6.24], [T:2.6.29]: vm_ops not const before 2.6.32 */
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

/* include/linux/mm.h [T:2.6.9] mm.h:115-143, [T:~2.6.15-rc] mm.h:266-268 */
#define VM_WRITE	0x00000002
#define VM_SHARED	0x00000008
#define VM_MAYWRITE	0x00000020
#define VM_IO           0x00004000	/* Memory mapped I/O or similar */
#define VM_DONTEXPAND	0x00040000	/* Cannot expand with mremap() */
#define VM_RESERVED	0x00080000	/* Don't unmap it from swap_out */

/* include/linux/page-flags.h, include/linux/mm.h [T:2.6.9], [T:~2.6.15-rc] */
#define PageReserved(page)	test_bit(PG_reserved, &(page)->flags)
#define SetPageReserved(page)	set_bit(PG_reserved, &(page)->flags)
#define ClearPageReserved(page)	clear_bit(PG_reserved, &(page)->flags)
#define page_count(p)		(atomic_read(&(p)->_count) + 1)
static inline void get_page(struct page *page)
{
	atomic_inc(&page->_count);
}

/* include/linux/mm.h [T:2.6.9] mm.h:173-178,503-516: no ->fault, no VM_FAULT_NOPAGE (2.6.23) */
struct vm_operations_struct {
	void (*open)(struct vm_area_struct * area);
	void (*close)(struct vm_area_struct * area);
	struct page * (*nopage)(struct vm_area_struct * area, unsigned long address, int *type);
};
#define NOPAGE_SIGBUS	(NULL)
#define NOPAGE_OOM	((struct page *) (-1))
#define VM_FAULT_OOM	(-1)
#define VM_FAULT_SIGBUS	0
#define VM_FAULT_MINOR	1
#define VM_FAULT_MAJOR	2

#define ERA_NAME		"2.6.11-vendor-i386"
#define ERA_SPARC		0
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
#define ERA_KREF		1	/* kref_init(kref), kref_put(kref, release) */
#define ERA_CONST_VM_FLAGS	0	/* vm_flags_set(), const vm_flags */
#define ERA_VM_RESERVED		1
#define ERA_DUMP		ERA_DUMP_NONE
#define ERA_RESERVE_PAGES	1	/* remap skips unreserved RAM */
#define ERA_VMALLOC_USER	0	/* and remap_vmalloc_range() */
#define ERA_RVMALLOC_FN		"vmalloc_32"
#define ERA_VM_INSERT_PAGE	0
#define ERA_VM_MAP_PAGES	0
#define ERA_VM_INSERT_PAGES	0
#define ERA_FAULT		ERA_FAULT_NOPAGE
#define ERA_VM_FAULT_T		0
#define ERA_INSERT_PFN_FN	"vm_insert_pfn"	/* where ->fault exists */
#define ERA_MMAP_LOCK		0	/* <linux/mmap_lock.h> */
#define ERA_MMAP_RWSEM		mmap_sem	/* the rw_semaphore in mm_struct */
#endif
