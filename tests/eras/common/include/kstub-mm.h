/* SPDX-License-Identifier: GPL-2.0 */
/*
 * kstub-mm.h - the fixtures' memory layout, included by each era.h once it
 * has set PAGE_SHIFT, and the fake memory that stands in for the kernel's
 * allocators (tests/eras/common/fake.c).
 *
 * Two kinds of vmalloc address exist here.  The fixed fake area at
 * FAKE_VMALLOC_START is never dereferenced: its addresses only travel
 * through the avcompat helpers and are compared.  Buffers from the
 * stand-in vmalloc(), vmalloc_32() and vmalloc_user() are real host memory
 * (page aligned, so the helpers may memset them), registered with the
 * frames that "back" them, so vmalloc_to_page() works on both.
 */
#ifndef _KSTUB_MM_H
#define _KSTUB_MM_H

#define PAGE_SIZE	(1UL << PAGE_SHIFT)
#define PAGE_MASK	(~(PAGE_SIZE - 1))
#define PAGE_ALIGN(addr)	(((addr) + PAGE_SIZE - 1) & PAGE_MASK)

#if BITS_PER_LONG == 64
#define PAGE_OFFSET		0xffff888000000000UL
#define FAKE_VMALLOC_START	0xffffc90000000000UL
#else
#define PAGE_OFFSET		0xc0000000UL
#define FAKE_VMALLOC_START	0xf0000000UL
#endif

/* Fake physical memory: NR_FAKE_PAGES frames, mem_map indexed by pfn. */
#define NR_FAKE_PAGES	4096
extern struct page mem_map[NR_FAKE_PAGES];

/*
 * Frame behind page i of the fake vmalloc area: scattered on purpose.
 * Slots 0-63 are the fixed area; registered buffers take slots from 64.
 */
#define FAKE_VM_PFN(i)	(0x800UL + 3UL * (i))

#define __pa(x)		((unsigned long)(x) - PAGE_OFFSET)

struct vm_area_struct;

struct page *fake_vmalloc_to_page(const void *addr);

/* The stand-in allocators; fn names the kernel function that was called. */
void *fake_vmalloc(const char *fn, unsigned long size, int usermap);
void fake_vfree(const void *addr);
void *fake_kmalloc(size_t size, int zero);
void fake_kfree(const void *addr);

/* What the tests ask about the fake memory. */
struct page *fake_vmalloc_page(const void *mem, unsigned long i);
unsigned long fake_area_size(const void *mem);
int fake_area_usermap(const void *mem);
const char *fake_area_fn(const void *mem);
int fake_vmalloc_live(void);
extern int fake_vmalloc_calls;	/* allocations attempted */
extern int fake_kmalloc_live;	/* kmalloc'ed objects not yet freed */
extern int fake_bad_pages;	/* pages freed while still PageReserved */
extern int fake_bad_frees;	/* vfree/kfree of an unknown pointer */
extern int fake_vma_writes;	/* vma_start_write() calls (6.3+ accessors) */

/*
 * The page-table side.  fake_map_pfn() is what every stand-in that puts
 * one page into a vma ends in: it records fn with the pfn as "arg", or
 * fails with fake_insert_error (set by a test, 0 normally) or -EFAULT for
 * an address outside the vma, as vm_insert_page() does.
 * kcall_skip_unreserved() marks the last recorded remap with the pages an
 * era up to 2.6.14 would silently not map: RAM that is not PageReserved.
 */
extern int fake_insert_error;
int fake_map_pfn(const char *fn, int nargs, struct vm_area_struct *vma,
		 unsigned long addr, unsigned long pfn);
void kcall_skip_unreserved(u64 phys, unsigned long size);

unsigned long copy_to_user(void __user *to, const void *from, unsigned long n);
unsigned long copy_from_user(void *to, const void __user *from,
			     unsigned long n);

#endif
