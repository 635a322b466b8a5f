/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Linux 2.6.16, x86_64: vm_insert_page() (2.6.15), remap_pfn_range() maps
 * every pfn (2.6.15: VM_PFNMAP), no vmalloc_user()/remap_vmalloc_range()
 * (2.6.18).  Reconstructed from the brackets, no 2.6.16 snapshot was read:
 * [T:~2.6.15-rc] lacks vm_insert_page(), [T:2.6.18] has it (the prototype
 * below is [T:2.6.18] mm.h:1027; [C] a145dd411eb2 "VM: add
 * "vm_insert_page()" function", in the 2.6.15-rc4 shortlog, see
 * AVC_HAVE_VM_INSERT_PAGE); [T:2.6.18] mm/memory.c maps
 * unconditionally.  The avcompat keys claim the same cut-offs.
 */
#ifndef _ERA_H
#define _ERA_H
#define LINUX_VERSION_CODE	KERNEL_VERSION(2, 6, 16)
#define PAGE_SHIFT		12
#include <kstub-mm.h>

int remap_pfn_range(struct vm_area_struct *, unsigned long addr,
		unsigned long pfn, unsigned long size, pgprot_t);
struct page *vmalloc_to_page(void *addr);
unsigned long vmalloc_to_pfn(void *addr);
#define page_to_pfn(page)	((unsigned long)((page) - mem_map))
#define io_remap_pfn_range(vma, vaddr, pfn, size, prot)		\
		remap_pfn_range(vma, vaddr, pfn, size, prot)

/* --- what the vma, rvmalloc, rvbuf, fault and mmap-lock shims use --- */

#include <linux/errno.h>

/* include/linux/kernel.h [T:2.6.9] kernel.h:236 */
#define container_of(ptr, type, member) ({			\
        const typeof( ((type *)0)->member ) *__mptr = (ptr);	\
        (type *)( (char *)__mptr - offsetof(type,member) );})

/* include/linux/gfp.h [T:~2.6.15-rc] gfp.h:16-77 (gfp_t from 2.6.14) */
typedef unsigned __nocast gfp_t;
#define __GFP_HIGHMEM	((__force gfp_t)0x02u)
#define __GFP_ZERO	((__force gfp_t)0x8000u)/* Return zeroed page on success */
#define GFP_KERNEL	((__force gfp_t)0xd0u)	/* __GFP_WAIT | __GFP_IO | __GFP_FS */

/* include/linux/slab.h [T:~2.6.15-rc] slab.h:103 (kzalloc from 2.6.14) */
extern void *kmalloc(size_t size, gfp_t flags);
extern void *kzalloc(size_t, gfp_t);
extern void kfree(const void *);

/* include/linux/vmalloc.h [T:2.6.9], [T:~2.6.15-rc] vmalloc.h:47-56: no vmalloc_user() (2.6.18) */
extern void *vmalloc(unsigned long size);
extern void *vmalloc_32(unsigned long size);
extern void vfree(void *addr);

/* include/linux/kref.h [T:2.6.12] kref.h:23-29, [T:2.6.18] kref.h:23-29: lib/kref.c */
struct kref {
	atomic_t refcount;
};

void kref_init(struct kref *kref);
void kref_get(struct kref *kref);
int kref_put(struct kref *kref, void (*release) (struct kref *kref));
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

/* include/linux/mm.h [T:2.6.18] mm.h:160-166 */
#define VM_WRITE	0x00000002
#define VM_SHARED	0x00000008
#define VM_MAYWRITE	0x00000020
#define VM_PFNMAP	0x00000400	/* Page-ranges managed without "struct page", just pure PFN */
#define VM_IO           0x00004000	/* Memory mapped I/O or similar */
#define VM_DONTEXPAND	0x00040000	/* Cannot expand with mremap() */
#define VM_RESERVED	0x00080000	/* Count as reserved_vm like IO */
#define VM_INSERTPAGE	0x02000000	/* The vma has had "vm_insert_page()" done on it */

/* include/linux/page-flags.h, include/linux/mm.h [T:2.6.18], [T:2.6.24] */
#define PageReserved(page)	test_bit(PG_reserved, &(page)->flags)
#define SetPageReserved(page)	set_bit(PG_reserved, &(page)->flags)
#define ClearPageReserved(page)	clear_bit(PG_reserved, &(page)->flags)
#define page_count(p)		atomic_read(&(p)->_count)
static inline void get_page(struct page *page)
{
	atomic_inc(&page->_count);
}

/* include/linux/mm.h [T:~2.6.15-rc] mm.h:312,824-836, [T:2.6.18] mm.h:628-641: no ->fault, no VM_FAULT_NOPAGE (2.6.23) */
struct vm_operations_struct {
	void (*open)(struct vm_area_struct * area);
	void (*close)(struct vm_area_struct * area);
	struct page * (*nopage)(struct vm_area_struct * area, unsigned long address, int *type);
};
#define NOPAGE_SIGBUS	(NULL)
#define NOPAGE_OOM	((struct page *) (-1))
#define VM_FAULT_OOM	0x00
#define VM_FAULT_SIGBUS	0x01
#define VM_FAULT_MINOR	0x02
#define VM_FAULT_MAJOR	0x03

/* include/linux/mm.h [T:2.6.18] mm.h:1027 (vm_insert_page: 2.6.15) */
int vm_insert_page(struct vm_area_struct *, unsigned long addr, struct page *);

#define ERA_NAME		"2.6.16-x86_64"
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
#define ERA_RESERVE_PAGES	0	/* remap skips unreserved RAM */
#define ERA_VMALLOC_USER	0	/* and remap_vmalloc_range() */
#define ERA_RVMALLOC_FN		"vmalloc_32"
#define ERA_VM_INSERT_PAGE	1
#define ERA_VM_MAP_PAGES	0
#define ERA_VM_INSERT_PAGES	0
#define ERA_FAULT		ERA_FAULT_NOPAGE
#define ERA_VM_FAULT_T		0
#define ERA_INSERT_PFN_FN	"vm_insert_pfn"	/* where ->fault exists */
#define ERA_MMAP_LOCK		0	/* <linux/mmap_lock.h> */
#define ERA_MMAP_RWSEM		mmap_sem	/* the rw_semaphore in mm_struct */
#endif
