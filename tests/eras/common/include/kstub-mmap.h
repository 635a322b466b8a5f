/* SPDX-License-Identifier: GPL-2.0 */
/*
 * kstub-mmap.h - struct file, struct file_operations and, from 6.16, the
 * shapes of ->mmap_prepare: struct vm_area_desc, the mmap action and its
 * helpers.  One file for every era, the shape chosen by ERA_MMAP_SHAPE in
 * era.h (ERA_MMAP_* in kstub.h; ->mmap only if unset).  Included by the
 * stand-in <linux/fs.h>, and at the end of the era.h of an era that sets
 * ERA_MMAP_SHAPE (its VM_* flags may need the VMA_*_BIT numbers below).
 * Also the interface of the fake mmap core, tests/eras/common/fake-mmap.c.
 *
 * Evidence:
 *   [L:6.18] Debian linux-headers-6.18.15: include/linux/mm_types.h:783-799
 *     (vm_area_desc without an action), include/linux/fs.h:2313
 *     (->mmap_prepare), :2387-2392 (a file with both hooks is refused);
 *   [P:6.19] "mm: add ability to take further action in vm_area_desc", v5,
 *     as merged for 6.19: struct mmap_action with MMAP_NOTHING,
 *     MMAP_REMAP_PFN, MMAP_IO_REMAP_PFN, success_hook and error_hook;
 *     mmap_action_remap(desc, start, pfn, size) and friends; the core runs
 *     mmap_action_prepare(), then mmap_action_complete() once the vma
 *     exists: success_hook(vma) on success, do_munmap() (->close) and then
 *     error_hook(err) on error;
 *   [P:7.0] 5b4e14602d77 "mm: make vm_area_desc utilise vma_flags_t only",
 *     e435f38b3ef8 "mm: add mk_vma_flags() bitmap flag macro helper";
 *   [L:7.3] Debian linux-source-7.3: include/linux/mm_types.h:817-909,
 *     include/linux/mm.h:290-438, 806-845, 4514-4650, include/linux/fs.h:
 *     1935-1964, 2044-2055, mm/util.c:1373-1500, mm/vma.c:2780-2935,
 *     mm/memory.c:2650-2681, 3136-3153, 3284-3303.
 * No 6.19 or 7.0 tree is on this machine: their shapes are the [P] ones.
 */
#ifndef _KSTUB_MMAP_H
#define _KSTUB_MMAP_H

#include <kstub.h>
#include <era.h>

#ifndef ERA_MMAP_SHAPE
#define ERA_MMAP_SHAPE		ERA_MMAP_VMA
#endif

struct file;
struct vm_area_struct;
struct vm_area_desc;

/*
 * include/linux/fs.h: ->mmap(struct file *, struct vm_area_struct *) has
 * one prototype in every era ([L:6.12] fs.h:2129, [L:7.3] fs.h:1935);
 * ->mmap_prepare from 6.16 ([L:6.18] fs.h:2313, [L:7.3] fs.h:1964).  The
 * other members are left out.
 */
struct file_operations {
	int (*mmap)(struct file *, struct vm_area_struct *);
#if ERA_MMAP_SHAPE >= ERA_MMAP_PREPARE
	int (*mmap_prepare)(struct vm_area_desc *);
#endif
};

struct file {
	const struct file_operations *f_op;
	void *private_data;
};

extern int fake_warnings;	/* WARN_ON_ONCE() hits, where the era has it */

#if ERA_MMAP_SHAPE >= ERA_MMAP_PREPARE

/* include/asm-generic/bug.h; counted in fake_warnings */
#define WARN_ON_ONCE(cond)	({ int __c = !!(cond); if (__c) fake_warnings++; __c; })

#if ERA_MMAP_SHAPE >= ERA_MMAP_VMA_FLAGS
/* [L:7.3] mm.h:290-338 (the bits used here), :400 INIT_VM_FLAG() */
typedef int __bitwise vma_flag_t;
enum {
	VMA_READ_BIT = 0,
	VMA_WRITE_BIT = 1,
	VMA_SHARED_BIT = 3,
	VMA_MAYWRITE_BIT = 5,
	VMA_PFNMAP_BIT = 10,
	VMA_IO_BIT = 14,
	VMA_DONTEXPAND_BIT = 18,
	VMA_DONTDUMP_BIT = 26,
	VMA_MIXEDMAP_BIT = 28,
};
#ifndef BIT
#define BIT(nr)			(1UL << (nr))
#endif
#define INIT_VM_FLAG(name)	BIT((__force int) VMA_ ## name ## _BIT)

/* [L:7.3] mm_types.h:862-866 */
#define DECLARE_BITMAP(name, bits) \
	unsigned long name[((bits) + BITS_PER_LONG - 1) / BITS_PER_LONG]
#define NUM_VMA_FLAG_BITS BITS_PER_LONG
typedef struct {
	DECLARE_BITMAP(__vma_flags, NUM_VMA_FLAG_BITS);
} vma_flags_t;
#define EMPTY_VMA_FLAGS ((vma_flags_t){ })

/* [L:7.3] mm.h:1145 mk_vma_flags() (COUNT_ARGS() spelled with sizeof) */
static inline vma_flags_t __mk_vma_flags(vma_flags_t flags, size_t count,
					 const vma_flag_t *bits)
{
	size_t i;

	for (i = 0; i < count; i++)
		flags.__vma_flags[0] |= 1UL << (__force int)bits[i];
	return flags;
}
#define mk_vma_flags(...) __mk_vma_flags(EMPTY_VMA_FLAGS,		\
		sizeof((const vma_flag_t []){__VA_ARGS__}) / sizeof(vma_flag_t), \
		(const vma_flag_t []){__VA_ARGS__})
#endif /* ERA_MMAP_VMA_FLAGS */

#if ERA_MMAP_SHAPE >= ERA_MMAP_ACTION
/* [P:6.19]; [L:7.3] mm_types.h:817-861 adds the last two types */
enum mmap_action_type {
	MMAP_NOTHING,		/* Mapping is complete, no further action. */
	MMAP_REMAP_PFN,		/* Remap PFN range. */
	MMAP_IO_REMAP_PFN,	/* I/O remap PFN range. */
#if ERA_MMAP_SHAPE >= ERA_MMAP_KERNEL_PAGES
	MMAP_SIMPLE_IO_REMAP,	/* I/O remap with guardrails. */
	MMAP_MAP_KERNEL_PAGES,	/* Map kernel page range from array. */
#endif
};

struct mmap_action {
	union {
		struct {
			unsigned long start;
			unsigned long start_pfn;
			unsigned long size;
			pgprot_t pgprot;
		} remap;
#if ERA_MMAP_SHAPE >= ERA_MMAP_KERNEL_PAGES
		struct {
			phys_addr_t start_phys_addr;
			unsigned long size;
		} simple_ioremap;
		struct {
			unsigned long start;
			struct page **pages;
			unsigned long nr_pages;
			pgoff_t pgoff;
		} map_kernel;
#endif
	};
	enum mmap_action_type type;
#if ERA_MMAP_SHAPE >= ERA_MMAP_KERNEL_PAGES
	/* [L:7.3] mm_types.h:854: replaces an action's error if non-zero */
	int error_override;
#else
	/* [P:6.19]: gone by 7.3 */
	int (*success_hook)(const struct vm_area_struct *vma);
	int (*error_hook)(int err);
#endif
	bool hide_from_rmap_until_complete :1;
};
#endif /* ERA_MMAP_ACTION */

/*
 * include/linux/mm_types.h: [L:6.18] mm_types.h:783-799 (vm_flags, const
 * mm and file), [P:6.19] + action, [P:7.0] vma_flags, [L:7.3]
 * mm_types.h:890-909 (mm and file no longer const).
 */
struct vm_area_desc {
	/* Immutable state. */
#if ERA_MMAP_SHAPE >= ERA_MMAP_KERNEL_PAGES
	struct mm_struct *mm;
	struct file *file;
#else
	const struct mm_struct *const mm;
	struct file *const file;
#endif
	unsigned long start;
	unsigned long end;

	/* Mutable fields. Populated with initial state. */
	pgoff_t pgoff;
	struct file *vm_file;
#if ERA_MMAP_SHAPE >= ERA_MMAP_VMA_FLAGS
	vma_flags_t vma_flags;
#else
	vm_flags_t vm_flags;
#endif
	pgprot_t page_prot;

	/* Write-only fields. */
	const struct vm_operations_struct *vm_ops;
	void *private_data;
#if ERA_MMAP_SHAPE >= ERA_MMAP_ACTION
	/* Take further action? */
	struct mmap_action action;
#endif
};

#if ERA_MMAP_SHAPE >= ERA_MMAP_VMA_FLAGS
/* [P:7.0] vma_desc_test_flags(); [L:7.3] mm.h:1476 vma_desc_test() */
static inline bool vma_desc_test(const struct vm_area_desc *desc,
				 vma_flag_t bit)
{
	return (desc->vma_flags.__vma_flags[0] >> (__force int)bit) & 1;
}
#define vma_desc_test_flags(desc, ...)					\
	(((desc)->vma_flags.__vma_flags[0] &				\
	  mk_vma_flags(__VA_ARGS__).__vma_flags[0]) ==			\
	 mk_vma_flags(__VA_ARGS__).__vma_flags[0])
#endif

#if ERA_MMAP_SHAPE >= ERA_MMAP_ACTION
/* [L:7.3] mm.h:4514 */
static inline unsigned long vma_desc_size(const struct vm_area_desc *desc)
{
	return desc->end - desc->start;
}

/* [P:6.19], [L:7.3] mm.h:4533: pgprot from desc->page_prot */
static inline void mmap_action_remap(struct vm_area_desc *desc,
				     unsigned long start,
				     unsigned long start_pfn,
				     unsigned long size)
{
	struct mmap_action *action = &desc->action;

	/* [start, start + size) must be within the VMA. */
	WARN_ON_ONCE(start < desc->start || start >= desc->end);
	WARN_ON_ONCE(start + size > desc->end);

	action->type = MMAP_REMAP_PFN;
	action->remap.start = start;
	action->remap.start_pfn = start_pfn;
	action->remap.size = size;
	action->remap.pgprot = desc->page_prot;
}

/* [L:7.3] mm.h:4557 */
static inline void mmap_action_remap_full(struct vm_area_desc *desc,
					  unsigned long start_pfn)
{
	mmap_action_remap(desc, desc->start, start_pfn, vma_desc_size(desc));
}

/* [L:7.3] mm.h:4572 */
static inline void mmap_action_ioremap(struct vm_area_desc *desc,
				       unsigned long start,
				       unsigned long start_pfn,
				       unsigned long size)
{
	mmap_action_remap(desc, start, start_pfn, size);
	desc->action.type = MMAP_IO_REMAP_PFN;
}

/* [L:7.3] mm.h:4587 */
static inline void mmap_action_ioremap_full(struct vm_area_desc *desc,
					    unsigned long start_pfn)
{
	mmap_action_ioremap(desc, desc->start, start_pfn, vma_desc_size(desc));
}

#if ERA_MMAP_SHAPE >= ERA_MMAP_KERNEL_PAGES
/* [L:7.3] mm.h:4624: pgoff from desc->pgoff */
static inline void mmap_action_map_kernel_pages(struct vm_area_desc *desc,
		unsigned long start, struct page **pages,
		unsigned long nr_pages)
{
	struct mmap_action *action = &desc->action;

	action->type = MMAP_MAP_KERNEL_PAGES;
	action->map_kernel.start = start;
	action->map_kernel.pages = pages;
	action->map_kernel.nr_pages = nr_pages;
	action->map_kernel.pgoff = desc->pgoff;
}
#endif
#endif /* ERA_MMAP_ACTION */
#endif /* ERA_MMAP_PREPARE */

/*
 * The fake mmap core (fake-mmap.c): mmap_region() for one file, munmap,
 * fork and split of the vmas it made, each calling the file's and the
 * vma's hooks where the era's core does.  fake_mmap() returns 0 or the
 * errno mmap() would give, and the new vma in *vmap.
 */
#define FAKE_PATH_NONE		0
#define FAKE_PATH_MMAP		1	/* the last fake_mmap() called ->mmap */
#define FAKE_PATH_PREPARE	2	/* ... ->mmap_prepare */
int fake_mmap(struct file *file, unsigned long addr, unsigned long len,
	      unsigned long vm_flags, unsigned long pgoff,
	      struct vm_area_struct **vmap);
void fake_munmap(struct vm_area_struct *vma);
struct vm_area_struct *fake_vma_fork(struct vm_area_struct *vma);
struct vm_area_struct *fake_vma_split(struct vm_area_struct *vma,
				      unsigned long addr);
int fake_vmas_live(void);
extern int fake_mmap_path;	/* FAKE_PATH_* of the last fake_mmap() */
extern int fake_mmap_action;	/* its action type (0: none) */
extern int fake_mmap_hooks;	/* success_hook or ->mapped calls */
extern int fake_mmap_closes;	/* ->close calls */

#endif /* _KSTUB_MMAP_H */
