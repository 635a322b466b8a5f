/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Linux 6.12, x86_64.  Evidence [L:6.12] (Debian linux-source-6.12, 6.12.118):
 *   include/linux/mm.h:3588: int remap_pfn_range(struct vm_area_struct *,
 *     unsigned long addr, unsigned long pfn, unsigned long size, pgprot_t);
 *   include/linux/mm.h:1179-1180: vmalloc_to_page/vmalloc_to_pfn(const void *)
 *   include/linux/mm.h:3622: generic io_remap_pfn_range() (static inline, no
 *     macro) calling remap_pfn_range(..., pgprot_decrypted(prot))
 *   phys_addr_t in <linux/types.h>; copy_to_user() in <linux/uaccess.h>.
 *
 * Also the base of the 6.16-7.3 fixtures, whose era.h sets
 * LINUX_VERSION_CODE, ERA_NAME and ERA_MMAP_SHAPE first and then includes
 * this file: what the suite uses outside mmap is as in 6.12 there.
 */
#ifndef _ERA_H
#define _ERA_H
#ifndef LINUX_VERSION_CODE
#define LINUX_VERSION_CODE	KERNEL_VERSION(6, 12, 118)
#endif
#ifndef ERA_MMAP_SHAPE
#define ERA_MMAP_SHAPE		ERA_MMAP_VMA
#endif

#define PAGE_SHIFT		12
#include <kstub-mm.h>

typedef u64 phys_addr_t;
#define pgprot_decrypted(prot)	(prot)
int remap_pfn_range(struct vm_area_struct *, unsigned long addr,
		unsigned long pfn, unsigned long size, pgprot_t);
struct page *vmalloc_to_page(const void *addr);
unsigned long vmalloc_to_pfn(const void *addr);
#define page_to_pfn(page)	((unsigned long)((page) - mem_map))
#ifndef io_remap_pfn_range
static inline int io_remap_pfn_range(struct vm_area_struct *vma,
				     unsigned long addr, unsigned long pfn,
				     unsigned long size, pgprot_t prot)
{
	return remap_pfn_range(vma, addr, pfn, size, pgprot_decrypted(prot));
}
#endif

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

/* include/linux/slab.h [L:6.12] slab.h:1127-1162: allocators are alloc_hooks() macros since 6.10 */
#define alloc_hooks(_do_alloc)	(_do_alloc)
void *kmalloc_noprof(size_t size, gfp_t flags);
#define kmalloc(...)				alloc_hooks(kmalloc_noprof(__VA_ARGS__))
static inline __attribute__((__alloc_size__(1))) void *kzalloc_noprof(size_t size, gfp_t flags)
{
	return kmalloc_noprof(size, flags | __GFP_ZERO);
}
#define kzalloc(...)				alloc_hooks(kzalloc_noprof(__VA_ARGS__))
void *kvmalloc_node_noprof(size_t size, gfp_t flags, int node);
static inline __attribute__((__alloc_size__(1, 2))) void *
kvmalloc_array_node_noprof(size_t n, size_t size, gfp_t flags, int node)
{
	size_t bytes;

	if (__builtin_mul_overflow(n, size, &bytes))
		return NULL;

	return kvmalloc_node_noprof(bytes, flags, node);
}
#define NUMA_NO_NODE	(-1)
#define kvmalloc_array_noprof(...)		kvmalloc_array_node_noprof(__VA_ARGS__, NUMA_NO_NODE)
#define kvmalloc_array(...)			alloc_hooks(kvmalloc_array_noprof(__VA_ARGS__))
void kfree(const void *objp);
extern void kvfree(const void *addr);

/* include/linux/vmalloc.h [L:6.12] vmalloc.h:25,145-209: alloc_hooks() macros since 6.10 */
#define VM_USERMAP		0x00000008	/* suitable for remap_vmalloc_range */
extern void *vmalloc_noprof(unsigned long size) __attribute__((__alloc_size__(1)));
#define vmalloc(...)		alloc_hooks(vmalloc_noprof(__VA_ARGS__))
extern void *vmalloc_user_noprof(unsigned long size) __attribute__((__alloc_size__(1)));
#define vmalloc_user(...)	alloc_hooks(vmalloc_user_noprof(__VA_ARGS__))
extern void *vmalloc_32_noprof(unsigned long size) __attribute__((__alloc_size__(1)));
#define vmalloc_32(...)		alloc_hooks(vmalloc_32_noprof(__VA_ARGS__))
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

/* include/linux/mm_types.h [L:6.12] mm_types.h:921 (renamed in 5.8) */
struct mm_struct {
	struct rw_semaphore mmap_lock;
};

#include <linux/mmap_lock.h>

/* include/linux/mm_types.h [L:6.12] mm_types.h:737-740: vm_flags is const */
typedef unsigned long __nocast vm_flags_t;
struct vm_area_struct {
	unsigned long vm_start;
	unsigned long vm_end;
	struct mm_struct *vm_mm;	/* The address space we belong to. */
	pgprot_t vm_page_prot;
	union {
		const vm_flags_t vm_flags;
		vm_flags_t __private __vm_flags;
	};
	unsigned long vm_pgoff;		/* Offset (within vm_file) in PAGE_SIZE
					   units */
	const struct vm_operations_struct *vm_ops;
	void * vm_private_data;		/* was vm_pte (shared mem) */
};

#if ERA_MMAP_SHAPE >= ERA_MMAP_VMA_FLAGS
/* include/linux/mm.h [L:7.3] mm.h:400-438: the same bits, from VMA_*_BIT (kstub-mmap.h) */
#define VM_WRITE	INIT_VM_FLAG(WRITE)
#define VM_SHARED	INIT_VM_FLAG(SHARED)
#define VM_MAYWRITE	INIT_VM_FLAG(MAYWRITE)
#define VM_PFNMAP	INIT_VM_FLAG(PFNMAP)
#define VM_IO		INIT_VM_FLAG(IO)
#define VM_DONTEXPAND	INIT_VM_FLAG(DONTEXPAND)
#define VM_DONTDUMP	INIT_VM_FLAG(DONTDUMP)
#define VM_MIXEDMAP	INIT_VM_FLAG(MIXEDMAP)
#else
/* include/linux/mm.h [L:6.1] mm.h:277-316, [L:6.12] mm.h:276-320, [L:6.18] mm.h:279-323 */
#define VM_WRITE	0x00000002
#define VM_SHARED	0x00000008
#define VM_MAYWRITE	0x00000020
#define VM_PFNMAP	0x00000400	/* Page-ranges managed without "struct page", just pure PFN */
#define VM_IO           0x00004000	/* Memory mapped I/O or similar */
#define VM_DONTEXPAND	0x00040000	/* Cannot expand with mremap() */
#define VM_DONTDUMP	0x04000000	/* Do not include in the core dump */
#define VM_MIXEDMAP	0x10000000	/* Can contain "struct page" and pure PFN pages */
#endif

/* include/linux/mm.h [L:6.12] mm.h:859-917 (bc292ab00f6c, 6.3) */
#define ACCESS_PRIVATE(p, member) (*((typeof((p)->member) __force *) &(p)->member))
static inline void vma_start_write(struct vm_area_struct *vma)
{
	(void)vma;
	fake_vma_writes++;	/* stand-in: count the write-locking accessors */
}
static inline void vm_flags_init(struct vm_area_struct *vma,
				 vm_flags_t flags)
{
	ACCESS_PRIVATE(vma, __vm_flags) = flags;
}
static inline void vm_flags_set(struct vm_area_struct *vma,
				vm_flags_t flags)
{
	vma_start_write(vma);
	ACCESS_PRIVATE(vma, __vm_flags) |= flags;
}
static inline void vm_flags_clear(struct vm_area_struct *vma,
				  vm_flags_t flags)
{
	vma_start_write(vma);
	ACCESS_PRIVATE(vma, __vm_flags) &= ~flags;
}

/*
 * include/linux/page-flags.h [L:6.12]: PAGEFLAG(Reserved, reserved) generates
 * these as inline functions; get_page()/page_count() in mm.h (page_ref_*
 * on ->_refcount from 4.6; the stand-in page has one count field).
 */
static inline int PageReserved(struct page *page) { return test_bit(PG_reserved, &page->flags); }
static inline void SetPageReserved(struct page *page) { set_bit(PG_reserved, &page->flags); }
static inline void ClearPageReserved(struct page *page) { clear_bit(PG_reserved, &page->flags); }
static inline int page_count(struct page *page) { return atomic_read(&page->_count); }
static inline void get_page(struct page *page) { atomic_inc(&page->_count); }

/* include/linux/mm_types.h, include/linux/mm.h [L:6.1] mm.h:493, [L:6.12] mm_types.h:1291, mm.h:547,615 */
typedef __bitwise unsigned int vm_fault_t;
enum vm_fault_reason {
	VM_FAULT_OOM            = (__force vm_fault_t)0x000001,
	VM_FAULT_SIGBUS         = (__force vm_fault_t)0x000002,
	VM_FAULT_MAJOR          = (__force vm_fault_t)0x000004,
	VM_FAULT_NOPAGE         = (__force vm_fault_t)0x000100,
	VM_FAULT_LOCKED         = (__force vm_fault_t)0x000200,
};
#define VM_FAULT_ERROR (VM_FAULT_OOM | VM_FAULT_SIGBUS)
struct vm_fault {
	const struct {
		struct vm_area_struct *vma;	/* Target VMA */
		gfp_t gfp_mask;			/* gfp mask to be used for allocations */
		pgoff_t pgoff;			/* Logical page offset based on vma */
		unsigned long address;		/* Faulting virtual address - masked */
		unsigned long real_address;	/* Faulting virtual address - unmasked */
	};
	unsigned int flags;		/* FAULT_FLAG_xxx flags */
	struct page *page;		/* ->fault handlers should return a
					 * page here, unless VM_FAULT_NOPAGE
					 * is set (which is also implied by
					 * VM_FAULT_ERROR).
					 */
};
struct file;
struct vm_operations_struct {
	void (*open)(struct vm_area_struct * area);
	void (*close)(struct vm_area_struct * area);
#if ERA_MMAP_SHAPE >= ERA_MMAP_KERNEL_PAGES
	/* [L:7.3] mm.h:833 */
	int (*mapped)(unsigned long start, unsigned long end, pgoff_t pgoff,
		      const struct file *file, void **vm_private_data);
#endif
	int (*mremap)(struct vm_area_struct * area);
	vm_fault_t (*fault)(struct vm_fault *vmf);
};

/* include/linux/mm.h [T:3.3] mm.h:1510, [L:6.12] mm.h:3592 (vm_insert_page: 2.6.15) */
int vm_insert_page(struct vm_area_struct *, unsigned long addr, struct page *);
/* include/linux/mm.h [L:5.4.214] mm.h:2568, [L:6.12] mm.h:3595 (5.2) */
int vm_map_pages(struct vm_area_struct *vma, struct page **pages,
				unsigned long num);
/* include/linux/mm.h [L:6.1] mm.h:3037, [L:6.12] mm.h:3593 (5.8) */
int vm_insert_pages(struct vm_area_struct *vma, unsigned long addr,
			struct page **pages, unsigned long *num);
/* include/linux/mm.h [L:5.4.214] mm.h:2572, [L:6.12] mm.h:3599 */
vm_fault_t vmf_insert_pfn(struct vm_area_struct *vma, unsigned long addr,
			unsigned long pfn);
/* include/linux/mm.h [L:5.4.214] mm.h:2582, [L:6.12] mm.h:3609 */
static inline vm_fault_t vmf_insert_page(struct vm_area_struct *vma,
				unsigned long addr, struct page *page)
{
	int err = vm_insert_page(vma, addr, page);

	if (err == -ENOMEM)
		return VM_FAULT_OOM;
	if (err < 0 && err != -EBUSY)
		return VM_FAULT_SIGBUS;

	return VM_FAULT_NOPAGE;
}

#ifndef ERA_NAME
#define ERA_NAME		"6.12-x86_64"
#endif
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
#define ERA_CONST_VM_FLAGS	1	/* vm_flags_set(), const vm_flags */
#define ERA_VM_RESERVED		0
#define ERA_DUMP		ERA_DUMP_DONTDUMP
#define ERA_RESERVE_PAGES	0	/* remap skips unreserved RAM */
#define ERA_VMALLOC_USER	1	/* and remap_vmalloc_range() */
#define ERA_RVMALLOC_FN		"vmalloc_user"
#define ERA_VM_INSERT_PAGE	1
#define ERA_VM_MAP_PAGES	1
#define ERA_VM_INSERT_PAGES	1
#define ERA_FAULT		ERA_FAULT_VMF
#define ERA_VM_FAULT_T		1
#define ERA_INSERT_PFN_FN	"vmf_insert_pfn"	/* where ->fault exists */
#define ERA_MMAP_LOCK		1	/* <linux/mmap_lock.h> */
#define ERA_MMAP_RWSEM		mmap_lock	/* the rw_semaphore in mm_struct */

/* struct file, file_operations and the era's ->mmap_prepare shape */
#include <kstub-mmap.h>
#endif
