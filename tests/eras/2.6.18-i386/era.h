/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Linux 2.6.18, i386 (32-bit): vmalloc_user() + remap_vmalloc_range()
 * (first release with them), ->nopage(vma, address, int *type), the first
 * <linux/uaccess.h>.  Evidence [T:2.6.18] (rocklee104/linux-2.6.18):
 *   include/linux/mm.h:1023-1027 vmalloc_to_page/pfn(void *),
 *     remap_pfn_range(), vm_insert_page()
 *   include/linux/vmalloc.h:13,38-55: VM_USERMAP, vmalloc_user(),
 *     remap_vmalloc_range(vma, addr, pgoff)
 *   include/asm-i386/pgtable.h:437: io_remap_pfn_range() -> remap_pfn_range()
 */
#ifndef _ERA_H
#define _ERA_H
#define LINUX_VERSION_CODE	KERNEL_VERSION(2, 6, 18)
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

/* include/linux/slab.h [T:2.6.18] slab.h:157-184 */
void *kmalloc(size_t size, gfp_t flags);
extern void *__kzalloc(size_t, gfp_t);
static inline void *kzalloc(size_t size, gfp_t flags)
{
	return __kzalloc(size, flags);
}
extern void kfree(const void *);

/* include/linux/vmalloc.h [T:2.6.18] vmalloc.h:13,38-55, [T:2.6.24] */
#define VM_USERMAP	0x00000008	/* suitable for remap_vmalloc_range */
extern void *vmalloc(unsigned long size);
extern void *vmalloc_user(unsigned long size);
extern void *vmalloc_32(unsigned long size);
extern void vfree(void *addr);
extern int remap_vmalloc_range(struct vm_area_struct *vma, void *addr,
							unsigned long pgoff);

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

/* include/linux/mm.h [T:2.6.18] mm.h:196-200,628-641: no ->fault, no VM_FAULT_NOPAGE (2.6.23) */
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

#define ERA_NAME		"2.6.18-i386"
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
#define ERA_VMALLOC_USER	1	/* and remap_vmalloc_range() */
#define ERA_RVMALLOC_FN		"vmalloc_user"
#define ERA_VM_INSERT_PAGE	1
#define ERA_VM_MAP_PAGES	0
#define ERA_VM_INSERT_PAGES	0
#define ERA_FAULT		ERA_FAULT_NOPAGE
#define ERA_VM_FAULT_T		0
#define ERA_INSERT_PFN_FN	"vm_insert_pfn"	/* where ->fault exists */
#define ERA_MMAP_LOCK		0	/* <linux/mmap_lock.h> */
#define ERA_MMAP_RWSEM		mmap_sem	/* the rw_semaphore in mm_struct */
#endif
