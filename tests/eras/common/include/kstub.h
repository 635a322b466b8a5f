/* SPDX-License-Identifier: GPL-2.0 */
/*
 * kstub.h - the few kernel types every era fixture shares, and the
 * recorder that stand-in kernel functions report their arguments to.
 * Era-specific prototypes (struct vm_area_struct included, whose vm_ops
 * and vm_flags changed type over the years) live in tests/eras/<era>/era.h.
 *
 * Everything here is the same in every era from 2.4.22 to 6.12, or is
 * test plumbing: atomic_t, the bit operations, rw_semaphore, struct page
 * (one refcount field, _count, for what 2.4 calls count and 4.6+
 * _refcount: no avcompat code touches it directly).  The stand-ins are
 * single-threaded and need no atomicity.
 */
#ifndef _KSTUB_H
#define _KSTUB_H

#include <stddef.h>		/* size_t, offsetof */

#define KERNEL_VERSION(a, b, c) (((a) << 16) + ((b) << 8) + (c))

#ifndef NULL
#define NULL ((void *)0)
#endif

typedef unsigned int u32;
typedef unsigned long long u64;
typedef unsigned long pgoff_t;

#define __user
#define __force
#define __nocast
#define __bitwise
#define __private
#undef __always_inline
#define __always_inline inline __attribute__((__always_inline__))
#define __printf(a, b)	__attribute__((format(printf, a, b)))
#define likely(x)	__builtin_expect(!!(x), 1)
#define unlikely(x)	__builtin_expect(!!(x), 0)
#define BITS_PER_LONG	(__SIZEOF_LONG__ * 8)

typedef struct { unsigned long pgprot; } pgprot_t;
#define pgprot_val(x)	((x).pgprot)
#define __pgprot(x)	((pgprot_t) { (x) })

/* <asm/atomic.h>, <asm/bitops.h>: same names since 2.4 */
typedef struct { int counter; } atomic_t;
#define atomic_read(v)		((v)->counter)
#define atomic_set(v, i)	((v)->counter = (i))
#define atomic_inc(v)		((void)((v)->counter++))
#define atomic_dec(v)		((void)((v)->counter--))
#define atomic_inc_return(v)	(++(v)->counter)
#define atomic_dec_and_test(v)	(--(v)->counter == 0)
#define atomic_sub_and_test(i, v) (((v)->counter -= (i)) == 0)

static inline void set_bit(int nr, unsigned long *addr)
{
	*addr |= 1UL << nr;
}

static inline void clear_bit(int nr, unsigned long *addr)
{
	*addr &= ~(1UL << nr);
}

static inline int test_bit(int nr, const unsigned long *addr)
{
	return (*addr >> nr) & 1;
}

/* <linux/page-flags.h>: a #define up to 2.6.2x, enum pageflags later */
#define PG_reserved	11

struct page {
	unsigned long flags;
	atomic_t _count;
};

/*
 * <linux/rwsem.h>: the lock behind mm->mmap_sem (mmap_lock from 5.8), with
 * the same five operations since 2.4.  The stand-ins record each call
 * (tests/eras/common/fake.c) with the semaphore's address as "arg".
 */
struct rw_semaphore {
	long count;
};
void down_read(struct rw_semaphore *sem);
int down_read_trylock(struct rw_semaphore *sem);
void up_read(struct rw_semaphore *sem);
void down_write(struct rw_semaphore *sem);
void up_write(struct rw_semaphore *sem);

/* What an era calls the "don't core dump" bit, for ERA_DUMP in era.h. */
#define ERA_DUMP_NONE		0	/* none; <= 3.3 (bit = VM_ALWAYSDUMP) */
#define ERA_DUMP_NODUMP		1	/* VM_NODUMP, 3.4-3.6 */
#define ERA_DUMP_DONTDUMP	2	/* VM_DONTDUMP, 3.7+ */

/* ERA_FAULT in era.h: the form of the vm_operations fault hook. */
#define ERA_FAULT_NOPAGE_24	0	/* ->nopage(vma, address, write_access) */
#define ERA_FAULT_NOPAGE	1	/* ->nopage(vma, address, int *type) */
#define ERA_FAULT_VMA_VIRT	2	/* ->fault(vma, vmf), virtual_address */
#define ERA_FAULT_VMA_ADDR	3	/* ->fault(vma, vmf), vmf->address */
#define ERA_FAULT_VMF		4	/* ->fault(vmf) */

/*
 * ERA_MMAP_SHAPE in era.h: how a file is mmapped (kstub-mmap.h); an era
 * that does not say has ->mmap only.
 */
#define ERA_MMAP_VMA		0	/* ->mmap(file, vma) only */
#define ERA_MMAP_PREPARE	1	/* + ->mmap_prepare(desc), 6.16-6.18 */
#define ERA_MMAP_ACTION		2	/* + desc->action and its hooks, 6.19 */
#define ERA_MMAP_VMA_FLAGS	3	/* desc->vma_flags bitmap, 7.0 */
#define ERA_MMAP_KERNEL_PAGES	4	/* MAP_KERNEL_PAGES, ->mapped, 7.3 */

/* One recorded call of a stand-in kernel function. */
struct kcall {
	const char *fn;		/* the kernel function that was called */
	int nargs;		/* how many arguments it took */
	const void *vma;	/* its vma argument, NULL if it has none */
	unsigned long from;	/* user address */
	unsigned long arg;	/* third argument as passed: phys or pfn */
	unsigned long size;
	unsigned long prot;
	long space;		/* sparc I/O space argument, -1 if none */
	u64 mapped;		/* physical address the era would map */
	int skipped;		/* pages the era silently left unmapped */
};

#define MAX_KCALLS 32
extern struct kcall kcalls[MAX_KCALLS];
extern int nkcalls;
extern long fake_copy_result;	/* what the stand-in copy_*_user return */

int kcall_record(const char *fn, int nargs, const void *vma,
		 unsigned long from, unsigned long arg, unsigned long size,
		 pgprot_t prot, long space, u64 mapped);
void kcall_note(const char *fn, const void *arg);
void kcall_reset(void);

#endif
