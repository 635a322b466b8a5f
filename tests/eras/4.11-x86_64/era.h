/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Linux 4.11, x86_64: ->fault(vmf) (11bac8000449), still int, kref on
 * refcount_t.  Evidence [T:4.11] (HCLS/linux-4.11):
 *   include/linux/mm.h: int (*fault)(struct vm_fault *vmf);
 *     2280-2285 vm_insert_page/pfn
 *   include/linux/kref.h:22-67 refcount_t, kref_read()
 */
#ifndef _ERA_H
#define _ERA_H
#define LINUX_VERSION_CODE	KERNEL_VERSION(4, 11, 0)
#define PAGE_SHIFT		12
#include <kstub-mm.h>

typedef u64 phys_addr_t;
int remap_pfn_range(struct vm_area_struct *, unsigned long addr,
		unsigned long pfn, unsigned long size, pgprot_t);
struct page *vmalloc_to_page(const void *addr);
unsigned long vmalloc_to_pfn(const void *addr);
#define page_to_pfn(page)	((unsigned long)((page) - mem_map))
#define io_remap_pfn_range(vma, vaddr, pfn, size, prot)		\
		remap_pfn_range(vma, vaddr, pfn, size, prot)

/* --- what the vma, rvmalloc, rvbuf, fault and mmap-lock shims use --- */

#include <linux/errno.h>

/* include/linux/types.h (2.6.19+) */
typedef _Bool bool;

/* include/linux/kernel.h [T:2.6.9] kernel.h:236 */
#define container_of(ptr, type, member) ({			\
        const typeof( ((type *)0)->member ) *__mptr = (ptr);	\
        (type *)( (char *)__mptr - offsetof(type,member) );})

/* include/linux/gfp.h [T:~2.6.15-rc] gfp.h:16-77 (gfp_t from 2.6.14) */
typedef unsigned __nocast gfp_t;
#define __GFP_HIGHMEM	((__force gfp_t)0x02u)
#define __GFP_ZERO	((__force gfp_t)0x8000u)/* Return zeroed page on success */
#define GFP_KERNEL	((__force gfp_t)0xd0u)	/* __GFP_WAIT | __GFP_IO | __GFP_FS */

/* include/linux/slab.h [T:2.6.24] slab.h:265-269, [T:3.3], [L:6.1] */
void *kmalloc(size_t size, gfp_t flags);
static inline void *kzalloc(size_t size, gfp_t flags)
{
	return kmalloc(size, flags | __GFP_ZERO);
}
void kfree(const void *);
/* include/linux/mm.h [T:4.10.17]: kvfree (3.15), no kvmalloc_array (4.12) */
extern void kvfree(const void *addr);

/* include/linux/vmalloc.h [T:3.3] vmalloc.h:14,56-72, [L:5.4.214], [L:6.1] vmalloc.h:22,144-175 */
#define VM_USERMAP	0x00000008	/* suitable for remap_vmalloc_range */
extern void *vmalloc(unsigned long size);
extern void *vmalloc_user(unsigned long size);
extern void *vmalloc_32(unsigned long size);
extern void vfree(const void *addr);
extern int remap_vmalloc_range(struct vm_area_struct *vma, void *addr,
							unsigned long pgoff);

/* include/linux/kref.h [T:4.11] kref.h:22-67: refcount_t since 4.11 */
typedef struct refcount_struct {
	atomic_t refs;
} refcount_t;
#define refcount_set(r, n)	atomic_set(&(r)->refs, n)
#define refcount_read(r)	((unsigned int)atomic_read(&(r)->refs))
#define refcount_inc(r)		atomic_inc(&(r)->refs)
#define refcount_dec_and_test(r) atomic_dec_and_test(&(r)->refs)
struct kref {
	refcount_t refcount;
};
static inline void kref_init(struct kref *kref)
{
	refcount_set(&kref->refcount, 1);
}
static inline unsigned int kref_read(const struct kref *kref)
{
	return refcount_read(&kref->refcount);
}
static inline void kref_get(struct kref *kref)
{
	refcount_inc(&kref->refcount);
}
static inline int kref_put(struct kref *kref, void (*release)(struct kref *kref))
{
	if (refcount_dec_and_test(&kref->refcount)) {
		release(kref);
		return 1;
	}
	return 0;
}
#define ERA_KREF_COUNT(k)	kref_read(k)

/* include/linux/mm_types.h [T:3.3], [L:5.4.214] */
struct mm_struct {
	struct rw_semaphore mmap_sem;
};

/* include/linux/mm_types.h [T:4.10.17], [L:5.4.214], [L:6.1]: vm_ops const since 2.6.32 */
typedef unsigned long __nocast vm_flags_t;
struct vm_area_struct {
	struct mm_struct * vm_mm;	/* The address space we belong to. */
	unsigned long vm_start;		/* Our start address within vm_mm. */
	unsigned long vm_end;		/* The first byte after our end address
					   within vm_mm. */
	pgprot_t vm_page_prot;		/* Access permissions of this VMA. */
	unsigned long vm_flags;		/* Flags, see mm.h. */
	const struct vm_operations_struct *vm_ops;
	unsigned long vm_pgoff;		/* Offset (within vm_file) in PAGE_SIZE
					   units, *not* PAGE_CACHE_SIZE */
	void * vm_private_data;		/* was vm_pte (shared mem) */
};

/* include/linux/mm.h [T:4.10.17] mm.h:168-195, [L:5.4.214] */
#define VM_WRITE	0x00000002
#define VM_SHARED	0x00000008
#define VM_MAYWRITE	0x00000020
#define VM_PFNMAP	0x00000400	/* Page-ranges managed without "struct page", just pure PFN */
#define VM_IO           0x00004000	/* Memory mapped I/O or similar */
#define VM_DONTEXPAND	0x00040000	/* Cannot expand with mremap() */
#define VM_DONTDUMP	0x04000000	/* Do not include in the core dump */
#define VM_MIXEDMAP	0x10000000	/* Can contain "struct page" and pure PFN pages */

/*
 * include/linux/page-flags.h [T:4.10.17]: PAGEFLAG(Reserved, reserved) generates
 * these as inline functions; get_page()/page_count() in mm.h (page_ref_*
 * on ->_refcount from 4.6; the stand-in page has one count field).
 */
static inline int PageReserved(struct page *page) { return test_bit(PG_reserved, &page->flags); }
static inline void SetPageReserved(struct page *page) { set_bit(PG_reserved, &page->flags); }
static inline void ClearPageReserved(struct page *page) { clear_bit(PG_reserved, &page->flags); }
static inline int page_count(struct page *page) { return atomic_read(&page->_count); }
static inline void get_page(struct page *page) { atomic_inc(&page->_count); }

/* include/linux/mm.h [T:4.11] mm.h (fault(vmf): 11bac8000449) */
struct vm_fault {
	struct vm_area_struct *vma;	/* Target VMA */
	unsigned int flags;		/* FAULT_FLAG_xxx flags */
	gfp_t gfp_mask;			/* gfp mask to be used for allocations */
	pgoff_t pgoff;			/* Logical page offset based on vma */
	unsigned long address;		/* Faulting virtual address */
	struct page *page;		/* ->fault handlers should return a
					 * page here, unless VM_FAULT_NOPAGE
					 * is set (which is also implied by
					 * VM_FAULT_ERROR).
					 */
};
struct vm_operations_struct {
	void (*open)(struct vm_area_struct * area);
	void (*close)(struct vm_area_struct * area);
	int (*mremap)(struct vm_area_struct * area);
	int (*fault)(struct vm_fault *vmf);
};
#define VM_FAULT_OOM	0x0001
#define VM_FAULT_SIGBUS	0x0002
#define VM_FAULT_MAJOR	0x0004
#define VM_FAULT_NOPAGE	0x0100	/* ->fault installed the pte, not return page */
#define VM_FAULT_LOCKED	0x0200	/* ->fault locked the returned page */
#define VM_FAULT_ERROR	(VM_FAULT_OOM | VM_FAULT_SIGBUS)

/* include/linux/mm.h [T:3.3] mm.h:1510, [L:6.12] mm.h:3592 (vm_insert_page: 2.6.15) */
int vm_insert_page(struct vm_area_struct *, unsigned long addr, struct page *);
/* include/linux/mm.h [T:2.6.22] mm.h:1160, [T:4.17] mm.h:2419 (2.6.21-4.19) */
int vm_insert_pfn(struct vm_area_struct *vma, unsigned long addr,
			unsigned long pfn);

#define ERA_NAME		"4.11-x86_64"
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
#define ERA_VM_RESERVED		0
#define ERA_DUMP		ERA_DUMP_DONTDUMP
#define ERA_RESERVE_PAGES	0	/* remap skips unreserved RAM */
#define ERA_VMALLOC_USER	1	/* and remap_vmalloc_range() */
#define ERA_RVMALLOC_FN		"vmalloc_user"
#define ERA_VM_INSERT_PAGE	1
#define ERA_VM_MAP_PAGES	0
#define ERA_VM_INSERT_PAGES	0
#define ERA_FAULT		ERA_FAULT_VMF
#define ERA_VM_FAULT_T		0
#define ERA_INSERT_PFN_FN	"vm_insert_pfn"	/* where ->fault exists */
#define ERA_MMAP_LOCK		0	/* <linux/mmap_lock.h> */
#define ERA_MMAP_RWSEM		mmap_sem	/* the rw_semaphore in mm_struct */
#endif
