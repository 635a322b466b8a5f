/* SPDX-License-Identifier: GPL-2.0 */
/*
 * kstub.h - the few kernel types every era fixture shares, and the
 * recorder that stand-in kernel functions report their arguments to.
 * Era-specific prototypes live in tests/eras/<era>/era.h.
 */
#ifndef _KSTUB_H
#define _KSTUB_H

#define KERNEL_VERSION(a, b, c) (((a) << 16) + ((b) << 8) + (c))

#ifndef NULL
#define NULL ((void *)0)
#endif

typedef unsigned int u32;
typedef unsigned long long u64;

#define __user
#undef __always_inline
#define __always_inline inline __attribute__((__always_inline__))
#define __printf(a, b)	__attribute__((format(printf, a, b)))
#define likely(x)	__builtin_expect(!!(x), 1)
#define unlikely(x)	__builtin_expect(!!(x), 0)
#define BITS_PER_LONG	(__SIZEOF_LONG__ * 8)

typedef struct { unsigned long pgprot; } pgprot_t;
#define pgprot_val(x)	((x).pgprot)
#define __pgprot(x)	((pgprot_t) { (x) })

struct vm_area_struct {
	unsigned long vm_start;
	unsigned long vm_end;
	unsigned long vm_pgoff;
	unsigned long vm_flags;
	pgprot_t vm_page_prot;
};

struct page {
	unsigned long flags;
};

/* Fake physical memory: NR_FAKE_PAGES frames, mem_map indexed by pfn. */
#define NR_FAKE_PAGES	4096
extern struct page mem_map[NR_FAKE_PAGES];

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
};

#define MAX_KCALLS 8
extern struct kcall kcalls[MAX_KCALLS];
extern int nkcalls;
extern long fake_copy_result;	/* what the stand-in copy_*_user return */

int kcall_record(const char *fn, int nargs, const void *vma,
		 unsigned long from, unsigned long arg, unsigned long size,
		 pgprot_t prot, long space, u64 mapped);
void kcall_reset(void);

#endif
