// SPDX-License-Identifier: GPL-2.0
/*
 * test-eras.c - the avcompat API against stand-in kernels of every era.
 *
 * Built once per tests/eras/<era>/ with that era's stand-in headers first
 * on the include path, then compat/ and include/.  The stand-in kernel
 * functions record what they received and the physical address their era
 * would have mapped (tests/eras/<era>/stubs.c); the cases below assert
 * that each request reached the old API in its own terms (phys vs pfn,
 * vma or not, sparc I/O space split) and mapped exactly the intended
 * memory, and that bad requests fail the same way in every era.
 *
 * The later cases cover the vma flag, rvmalloc, rvbuf, fault-handler and
 * mmap-lock shims, and one mmap for ->mmap and ->mmap_prepare against a
 * fake mmap core (common/fake-mmap.c).  What each era has is stated by its era.h (ERA_*
 * macros, from the era's sources), never by avcompat's own keys, so a key
 * that decides wrong makes a case fail or not build.
 * Output is TAP: one "ok"/"not ok" line per check.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <errno.h>
#include <linux/mm.h>		/* compat/linux/mm.h, then the era's */
#include <avcompat/avcompat.h>
#if ERA_MMAP_LOCK
#include <linux/mmap_lock.h>	/* as a driver written for 5.8+ does */
#endif

static int ntests, nfailed;

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))
#define STR(x)		#x
#define XSTR(x)		STR(x)
#define CHECK(cond, ...)	check(!!(cond), __LINE__, __VA_ARGS__)

static void __printf(3, 4)
check(int cond, int line, const char *fmt, ...)
{
	va_list ap;

	ntests++;
	if (!cond)
		nfailed++;
	printf("%sok %d - " ERA_NAME ": ", cond ? "" : "not ", ntests);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	if (!cond)
		printf(" (line %d)", line);
	printf("\n");
}

#define NPAGES		4UL
#define VSTART		(0x40000000UL)
#define VEND		(VSTART + NPAGES * PAGE_SIZE)

static struct vm_area_struct vma = {
	.vm_start = VSTART,
	.vm_end = VEND,
	.vm_page_prot = { 0x163 },
};

/* Check the last (only) recorded call against the era's expectations. */
static void check_call(const char *what, const char *fn, int nargs,
		       int has_vma, unsigned long from, unsigned long size,
		       u64 phys, long space)
{
	const struct kcall *c = &kcalls[0];

	CHECK(nkcalls == 1, "%s: one kernel call (got %d)", what, nkcalls);
	if (nkcalls != 1)
		return;
	CHECK(!strcmp(c->fn, fn), "%s: calls %s (got %s)", what, fn, c->fn);
	CHECK(c->nargs == nargs, "%s: %d-argument form (got %d)", what, nargs,
	      c->nargs);
	CHECK(c->vma == (has_vma ? &vma : NULL),
	      "%s: vma passed iff the era takes one", what);
	CHECK(c->from == from && c->size == size,
	      "%s: address and size passed through", what);
	CHECK(c->prot == 0x163, "%s: prot passed through", what);
	CHECK(c->mapped == phys, "%s: maps phys %#llx (got %#llx)", what,
	      phys, c->mapped);
	if (space >= 0)
		CHECK(c->space == space, "%s: I/O space %ld (got %ld)", what,
		      space, c->space);
}

static void test_remap(void)
{
	u64 phys = (u64)0x12345 << PAGE_SHIFT;
	int ret;

	kcall_reset();
	ret = avc_remap_pfn_range(&vma, VSTART, avc_pfn_from_raw(0x12345),
				  2 * PAGE_SIZE, vma.vm_page_prot);
	CHECK(ret == 0, "avc_remap_pfn_range returns 0 (got %d)", ret);
	check_call("avc_remap_pfn_range", ERA_REMAP_FN, ERA_REMAP_NARGS, ERA_REMAP_VMA,
		   VSTART, 2 * PAGE_SIZE, phys, -1);
	if (ERA_PHYS_FORM)
		CHECK(kcalls[0].arg == (unsigned long)phys,
		      "old API got the physical address, not the pfn");

	kcall_reset();
	ret = remap_pfn_range(&vma, VSTART + PAGE_SIZE, 0x12345, PAGE_SIZE,
			      vma.vm_page_prot);
	CHECK(ret == 0, "remap_pfn_range (compat name) returns 0");
	check_call("remap_pfn_range", ERA_REMAP_FN, ERA_REMAP_NARGS, ERA_REMAP_VMA,
		   VSTART + PAGE_SIZE, PAGE_SIZE, phys, -1);

	/* a physical address inside a page maps that page */
	kcall_reset();
	ret = avc_remap_pfn_range(&vma, VSTART,
				  avc_phys_to_pfn((avc_phys_t)phys + 0x123),
				  PAGE_SIZE, vma.vm_page_prot);
	CHECK(ret == 0 && nkcalls == 1 && kcalls[0].mapped == phys,
	      "avc_phys_to_pfn of an unaligned address maps its page");
}

static void test_io_remap(void)
{
	u64 phys = ((u64)1 << 32) | ((u64)0x2345 << PAGE_SHIFT);
	avc_pfn_t pfn = avc_io_pfn(1, avc_pfn_from_raw(0x2345));
	int ret;

	kcall_reset();
	ret = avc_io_remap_pfn_range(&vma, VSTART, pfn, PAGE_SIZE,
				     vma.vm_page_prot);
	if (ERA_IO_PHYS_FORM && !ERA_SPARC && BITS_PER_LONG == 32) {
		CHECK(ret == -EOVERFLOW && nkcalls == 0,
		      "io space 1 above 4 GiB: -EOVERFLOW, nothing mapped (got %d)",
		      ret);
	} else {
		CHECK(ret == 0, "avc_io_remap_pfn_range space 1 returns 0 (got %d)",
		      ret);
		check_call("avc_io_remap_pfn_range space 1", ERA_IO_FN,
			   ERA_IO_NARGS, ERA_IO_VMA, VSTART, PAGE_SIZE, phys,
			   ERA_IO_SPACE_ARG ? 1 : -1);
	}

	phys = (u64)0x2345 << PAGE_SHIFT;
	kcall_reset();
	ret = avc_io_remap_pfn_range(&vma, VSTART,
				     avc_io_pfn(0, avc_pfn_from_raw(0x2345)),
				     PAGE_SIZE, vma.vm_page_prot);
	CHECK(ret == 0, "avc_io_remap_pfn_range space 0 returns 0 (got %d)", ret);
	check_call("avc_io_remap_pfn_range space 0", ERA_IO_FN, ERA_IO_NARGS,
		   ERA_IO_VMA, VSTART, PAGE_SIZE, phys, ERA_IO_SPACE_ARG ? 0 : -1);

	kcall_reset();
#if ERA_SPARC
	ret = io_remap_pfn_range(&vma, VSTART, MK_IOSPACE_PFN(0UL, 0x2345UL),
				 PAGE_SIZE, vma.vm_page_prot);
#else
	ret = io_remap_pfn_range(&vma, VSTART, 0x2345, PAGE_SIZE,
				 vma.vm_page_prot);
#endif
	CHECK(ret == 0, "io_remap_pfn_range (compat name) returns 0");
	check_call("io_remap_pfn_range", ERA_IO_FN, ERA_IO_NARGS, ERA_IO_VMA,
		   VSTART,
		   PAGE_SIZE, phys, ERA_IO_SPACE_ARG ? 0 : -1);
}

typedef int (*remap_fn)(struct vm_area_struct *, unsigned long, avc_pfn_t,
			unsigned long, pgprot_t);

static int do_remap(struct vm_area_struct *v, unsigned long a, avc_pfn_t p,
		    unsigned long s, pgprot_t prot)
{
	return avc_remap_pfn_range(v, a, p, s, prot);
}

static int do_io_remap(struct vm_area_struct *v, unsigned long a, avc_pfn_t p,
		       unsigned long s, pgprot_t prot)
{
	return avc_io_remap_pfn_range(v, a, p, s, prot);
}

static void test_bad_args(const char *name, remap_fn fn)
{
	static const struct {
		const char *what;
		unsigned long addr, pfn, size;
	} bad[] = {
		{ "unaligned address", VSTART + 1, 0x10, PAGE_SIZE },
		{ "unaligned size", VSTART, 0x10, PAGE_SIZE + 1 },
		{ "zero size", VSTART, 0x10, 0 },
		{ "address below the vma", VSTART - PAGE_SIZE, 0x10, PAGE_SIZE },
		{ "end past the vma", VSTART + PAGE_SIZE, 0x10, NPAGES * PAGE_SIZE },
		{ "address range wraps", VSTART, 0x10, 0UL - PAGE_SIZE },
		{ "frame range wraps", VSTART, ~0UL, 2 * PAGE_SIZE },
	};
	unsigned int i;
	int ret;

	for (i = 0; i < ARRAY_SIZE(bad); i++) {
		kcall_reset();
		ret = fn(&vma, bad[i].addr, avc_pfn_from_raw(bad[i].pfn),
			 bad[i].size, vma.vm_page_prot);
		CHECK(ret == -EINVAL && nkcalls == 0,
		      "%s: %s gives -EINVAL, maps nothing (got %d, %d calls)",
		      name, bad[i].what, ret, nkcalls);
	}
}

static void test_overflow(void)
{
	/* frame 0x100000 is at 4 GiB with 4 KiB pages */
	unsigned long pfn4g = 1UL << (32 - PAGE_SHIFT);
	int ret;

	kcall_reset();
	ret = avc_remap_pfn_range(&vma, VSTART, avc_pfn_from_raw(pfn4g),
				  PAGE_SIZE, vma.vm_page_prot);
	if (ERA_PHYS_FORM && BITS_PER_LONG == 32) {
		CHECK(ret == -EOVERFLOW && nkcalls == 0,
		      "frame at 4 GiB: -EOVERFLOW, nothing mapped (got %d)", ret);
	} else {
		CHECK(ret == 0 && nkcalls == 1 &&
		      kcalls[0].mapped == (u64)pfn4g << PAGE_SHIFT,
		      "frame at 4 GiB maps 4 GiB (got %d)", ret);
	}

	/* a range whose last page crosses 4 GiB */
	kcall_reset();
	ret = avc_remap_pfn_range(&vma, VSTART, avc_pfn_from_raw(pfn4g - 1),
				  2 * PAGE_SIZE, vma.vm_page_prot);
	if (ERA_PHYS_FORM && BITS_PER_LONG == 32)
		CHECK(ret == -EOVERFLOW && nkcalls == 0,
		      "range crossing 4 GiB: -EOVERFLOW (got %d)", ret);
	else
		CHECK(ret == 0 && nkcalls == 1,
		      "range crossing 4 GiB maps (got %d)", ret);

	CHECK(avc_pfn_to_phys(avc_pfn_from_raw(pfn4g)) == (u64)1 << 32,
	      "avc_pfn_to_phys does not truncate at 4 GiB");
}

static void test_pfn_helpers(void)
{
	void *low = (void *)(PAGE_OFFSET + 0x345 * PAGE_SIZE + 7);
	void *vm = (void *)(FAKE_VMALLOC_START + 5 * PAGE_SIZE + 9);
	avc_pfn_t p;

	CHECK(avc_pfn_val(avc_virt_to_pfn(low)) == 0x345,
	      "avc_virt_to_pfn of a lowmem address");
	p = avc_vmalloc_to_pfn(vm);
	CHECK(avc_pfn_val(p) == FAKE_VM_PFN(5),
	      "avc_vmalloc_to_pfn finds the backing frame (%#lx)",
	      avc_pfn_val(p));
	CHECK(vmalloc_to_pfn(vm) == FAKE_VM_PFN(5),
	      "vmalloc_to_pfn (compat name)");
	CHECK(avc_pfn_val(avc_page_to_pfn(&mem_map[42])) == 42,
	      "avc_page_to_pfn");
	CHECK(page_to_pfn(&mem_map[43]) == 43, "page_to_pfn (compat name)");
	CHECK(avc_pfn_val(avc_pfn_add(avc_pfn_from_raw(10), 5)) == 15,
	      "avc_pfn_add");
	CHECK(avc_pfn_to_phys(avc_phys_to_pfn(0x7654321)) ==
	      (0x7654321 & PAGE_MASK), "phys -> pfn -> phys rounds down");

	/* mapping a vmalloc page maps the frame behind it */
	kcall_reset();
	CHECK(avc_remap_pfn_range(&vma, VSTART, p, PAGE_SIZE,
				  vma.vm_page_prot) == 0 && nkcalls == 1 &&
	      kcalls[0].mapped == (u64)FAKE_VM_PFN(5) << PAGE_SHIFT,
	      "a vmalloc page maps its own frame");
}

static void test_uaccess(void)
{
	char buf[16] = "avcompat";
	char __user *ubuf = (char __user *)0x1000;

	fake_copy_result = 0;
	CHECK(avc_copy_to_user(ubuf, buf, sizeof(buf)) == 0,
	      "avc_copy_to_user: full copy returns 0");
	CHECK(avc_copy_from_user(buf, ubuf, sizeof(buf)) == 0,
	      "avc_copy_from_user: full copy returns 0");
#if ERA_COPY_ERRNO
	fake_copy_result = -EFAULT;	/* 2.6.8.1-mm4 i386: -errno */
#else
	fake_copy_result = 5;		/* mainline: bytes not copied */
#endif
	CHECK(avc_copy_to_user(ubuf, buf, sizeof(buf)) == -EFAULT,
	      "avc_copy_to_user: fault returns -EFAULT, not a count");
	CHECK(avc_copy_from_user(buf, ubuf, sizeof(buf)) == -EFAULT,
	      "avc_copy_from_user: fault returns -EFAULT, not a count");
	fake_copy_result = 0;
}

/* --- vma flags (avcompat/vma.h, compat VM_DONTDUMP/VM_RESERVED) -------- */

/*
 * The flags a driver buffer must get, by meaning: 0x04000000 only means
 * "do not dump" from 3.4 (VM_NODUMP; VM_DONTDUMP from 3.7) and meant
 * VM_ALWAYSDUMP before, so there it must not be set at all.
 */
#if ERA_DUMP == ERA_DUMP_DONTDUMP
#define WANT_DONTDUMP		VM_DONTDUMP
#define WANT_DONTDUMP_NAME	"VM_DONTDUMP"
#elif ERA_DUMP == ERA_DUMP_NODUMP
#define WANT_DONTDUMP		VM_NODUMP
#define WANT_DONTDUMP_NAME	"VM_NODUMP"
#else
#define WANT_DONTDUMP		0UL
#define WANT_DONTDUMP_NAME	"0 (no such flag)"
#endif
#if ERA_VM_RESERVED
#define WANT_RESERVED		VM_RESERVED
#else
#define WANT_RESERVED		0UL
#endif
#define WANT_DRIVER_FLAGS	(VM_DONTEXPAND | WANT_DONTDUMP | WANT_RESERVED)

static void set_vm_flags(struct vm_area_struct *v, unsigned long flags)
{
#if ERA_CONST_VM_FLAGS
	vm_flags_init(v, flags);
#else
	v->vm_flags = flags;
#endif
}

/* A vma of npages at VSTART, mapping the buffer from page pgoff on. */
static void init_vma(struct vm_area_struct *v, unsigned long npages,
		     unsigned long pgoff, unsigned long flags)
{
	memset(v, 0, sizeof(*v));
	v->vm_start = VSTART;
	v->vm_end = VSTART + npages * PAGE_SIZE;
	v->vm_pgoff = pgoff;
	v->vm_page_prot = __pgprot(0x163);
	set_vm_flags(v, flags);
}

static void test_vm_flags(void)
{
	struct vm_area_struct v;
#if ERA_CONST_VM_FLAGS
	int writes = fake_vma_writes;
#endif

	CHECK(AVC_VM_DONTDUMP == WANT_DONTDUMP,
	      "AVC_VM_DONTDUMP is " WANT_DONTDUMP_NAME " (got %#lx)",
	      (unsigned long)AVC_VM_DONTDUMP);
	CHECK(VM_DONTDUMP == WANT_DONTDUMP,
	      "VM_DONTDUMP (compat name) is " WANT_DONTDUMP_NAME " (got %#lx)",
	      (unsigned long)VM_DONTDUMP);
	CHECK(AVC_VM_DRIVER_FLAGS == WANT_DRIVER_FLAGS,
	      "AVC_VM_DRIVER_FLAGS is VM_DONTEXPAND | " WANT_DONTDUMP_NAME
	      "%s (got %#lx)", ERA_VM_RESERVED ? " | VM_RESERVED" : "",
	      (unsigned long)AVC_VM_DRIVER_FLAGS);
#ifdef VM_ALWAYSDUMP
	CHECK(!(AVC_VM_DRIVER_FLAGS & VM_ALWAYSDUMP) &&
	      !(VM_DONTDUMP & VM_ALWAYSDUMP),
	      "the VM_ALWAYSDUMP bit is never set for \"don't dump\"");
#endif
#if ERA_VM_RESERVED
	CHECK(VM_RESERVED == 0x00080000UL && (AVC_VM_DRIVER_FLAGS & VM_RESERVED),
	      "VM_RESERVED is the era's own and in AVC_VM_DRIVER_FLAGS");
#else
	CHECK(VM_RESERVED == (VM_DONTEXPAND | VM_DONTDUMP),
	      "VM_RESERVED (compat name) is VM_DONTEXPAND | VM_DONTDUMP (got %#lx)",
	      (unsigned long)VM_RESERVED);
#endif

	init_vma(&v, 1, 0, VM_SHARED | VM_WRITE);
	avc_vm_flags_set(&v, VM_DONTEXPAND);
	CHECK(v.vm_flags == (VM_SHARED | VM_WRITE | VM_DONTEXPAND),
	      "avc_vm_flags_set sets only the flag (got %#lx)", v.vm_flags);
	avc_vm_flags_clear(&v, VM_WRITE);
	CHECK(v.vm_flags == (VM_SHARED | VM_DONTEXPAND),
	      "avc_vm_flags_clear clears only the flag (got %#lx)", v.vm_flags);
#if ERA_CONST_VM_FLAGS
	CHECK(fake_vma_writes == writes + 2,
	      "6.3+: through vm_flags_set()/vm_flags_clear() (%d calls)",
	      fake_vma_writes - writes);
#endif
	vm_flags_set(&v, VM_DONTDUMP | VM_RESERVED);
	CHECK(v.vm_flags == (VM_SHARED | WANT_DRIVER_FLAGS),
	      "vm_flags_set (compat names) sets the era's meaning (got %#lx)",
	      v.vm_flags);
	vm_flags_clear(&v, VM_DONTEXPAND);
	CHECK(!(v.vm_flags & VM_DONTEXPAND),
	      "vm_flags_clear (compat name) clears");
	init_vma(&v, 1, 0, VM_SHARED);
	avc_vm_flags_set(&v, AVC_VM_DRIVER_FLAGS);
	CHECK(v.vm_flags == (VM_SHARED | WANT_DRIVER_FLAGS),
	      "a driver vma gets exactly its flags (got %#lx)", v.vm_flags);
}

/* --- mmap lock (compat mmap_read_lock() and friends) ------------------- */

static void test_mmap_lock(void)
{
	static const char *const wrapper[] = {
		"mmap_read_lock", "mmap_read_unlock", "mmap_write_lock",
		"mmap_write_unlock", "mmap_read_trylock",
	};
	static const char *const op[] = {
		"down_read", "up_read", "down_write", "up_write",
		"down_read_trylock",
	};
	struct mm_struct mm;
	const void *sem = &mm.ERA_MMAP_RWSEM;
	int per_op = ERA_MMAP_LOCK ? 2 : 1;	/* the era's wrapper, then the rwsem */
	unsigned int i;
	int ok, got;

	memset(&mm, 0, sizeof(mm));
	kcall_reset();
	mmap_read_lock(&mm);
	mmap_read_unlock(&mm);
	mmap_write_lock(&mm);
	mmap_write_unlock(&mm);
	got = mmap_read_trylock(&mm);
	CHECK(got, "mmap_read_trylock returns the lock's success");
	ok = nkcalls == per_op * (int)ARRAY_SIZE(op);
	for (i = 0; ok && i < ARRAY_SIZE(op); i++) {
		const struct kcall *w = &kcalls[per_op * i];
		const struct kcall *c = &kcalls[per_op * i + per_op - 1];

		if (per_op == 2)
			ok = !strcmp(w->fn, wrapper[i]) &&
			     w->arg == (unsigned long)&mm;
		ok = ok && !strcmp(c->fn, op[i]) && c->arg == (unsigned long)sem;
	}
	CHECK(ok, ERA_MMAP_LOCK ?
	      "mmap_*_lock are the era's own, on mm->" XSTR(ERA_MMAP_RWSEM) :
	      "mmap_*_lock (compat) take mm->mmap_sem with down/up_read/write");
}

/* --- rvmalloc (avcompat/rvmalloc.h) ------------------------------------ */

static int all_zero(const void *mem, unsigned long size)
{
	const unsigned char *p = mem;
	unsigned long i;

	for (i = 0; i < size; i++)
		if (p[i])
			return 0;
	return 1;
}

static unsigned long reserved_pages(const void *mem, unsigned long npages)
{
	unsigned long i, n = 0;

	for (i = 0; i < npages; i++)
		if (PageReserved(fake_vmalloc_page(mem, i)))
			n++;
	return n;
}

/* Frame of page i of a buffer, as the fake memory knows it. */
static unsigned long buf_pfn(const void *mem, unsigned long i)
{
	return (unsigned long)(fake_vmalloc_page(mem, i) - mem_map);
}

static void test_rvmalloc(void)
{
	unsigned long size = 3 * PAGE_SIZE + 1;
	int calls, live = fake_vmalloc_live();
	void *mem = avc_rvmalloc(size);

	CHECK(mem, "avc_rvmalloc returns a buffer");
	if (!mem)
		return;
	CHECK(fake_area_size(mem) == 4 * PAGE_SIZE,
	      "avc_rvmalloc rounds 3 pages + 1 byte up to 4 pages (got %lu)",
	      fake_area_size(mem));
	CHECK(all_zero(mem, 4 * PAGE_SIZE),
	      "avc_rvmalloc memory is zeroed, the rounding included");
	CHECK(!strcmp(fake_area_fn(mem), ERA_RVMALLOC_FN) &&
	      fake_area_usermap(mem) == ERA_VMALLOC_USER,
	      "allocated with " ERA_RVMALLOC_FN " (got %s)", fake_area_fn(mem));
	CHECK(reserved_pages(mem, 4) == (ERA_RESERVE_PAGES ? 4 : 0),
	      "%s (%lu reserved)", ERA_RESERVE_PAGES ?
	      "up to 2.6.14 every page is reserved" :
	      "from 2.6.15 no page is reserved", reserved_pages(mem, 4));
	CHECK(avc_pfn_val(avc_rvmalloc_to_pfn(mem, 2 * PAGE_SIZE + 5)) ==
	      buf_pfn(mem, 2), "avc_rvmalloc_to_pfn finds the page's frame");
	avc_rvfree(mem, size);
	CHECK(fake_vmalloc_live() == live && !fake_bad_pages && !fake_bad_frees,
	      "avc_rvfree frees, with no page left reserved (%d bad pages)",
	      fake_bad_pages);

	calls = fake_vmalloc_calls;
	CHECK(!avc_rvmalloc(0) && !avc_rvmalloc(~0UL) &&
	      !avc_rvmalloc(~0UL - PAGE_SIZE + 2) && fake_vmalloc_calls == calls,
	      "size 0 or one that overflows the rounding: NULL, no allocation");
	avc_rvfree(NULL, PAGE_SIZE);
	CHECK(!fake_bad_frees, "avc_rvfree(NULL) does nothing");
}

/* The mapping records of the last call: n pages of mem from page first. */
static int mapped_window(const char *fn, const void *mem, unsigned long first,
			 unsigned long n)
{
	unsigned long i;

	if (nkcalls != (int)n)
		return 0;
	for (i = 0; i < n; i++) {
		const struct kcall *c = &kcalls[i];

		if (strcmp(c->fn, fn) || c->from != VSTART + i * PAGE_SIZE ||
		    c->mapped != (u64)buf_pfn(mem, first + i) << PAGE_SHIFT ||
		    c->skipped)
			return 0;
	}
	return 1;
}

#define RW_SHARED	(VM_SHARED | VM_WRITE | VM_MAYWRITE)

static void test_rvmmap_window(void)
{
	static const struct {
		const char *what;
		unsigned long pgoff, npages, flags;
		int ret;
	} cases[] = {
		{ "the whole buffer", 0, 4, RW_SHARED, 0 },
		{ "a window ending at the end", 1, 3, RW_SHARED, 0 },
		{ "a window one page past the end", 1, 4, RW_SHARED, -EINVAL },
		{ "more pages than the buffer", 0, 5, RW_SHARED, -EINVAL },
		{ "pgoff at the end", 4, 1, RW_SHARED, -EINVAL },
		{ "pgoff past the end", 5, 1, RW_SHARED, -EINVAL },
		{ "pgoff ULONG_MAX >> PAGE_SHIFT", ~0UL >> PAGE_SHIFT, 1,
		  RW_SHARED, -EINVAL },
		{ "pgoff + len wrapping around", ~0UL - 1, 2, RW_SHARED, -EINVAL },
		{ "pgoff ULONG_MAX", ~0UL, 1, RW_SHARED, -EINVAL },
		{ "an empty vma", 0, 0, RW_SHARED, -EINVAL },
		{ "a writable private mapping", 0, 1, VM_WRITE | VM_MAYWRITE,
		  -EINVAL },
		{ "a read-only private mapping", 0, 1, VM_MAYWRITE, 0 },
	};
	unsigned long size = 4 * PAGE_SIZE;
	struct vm_area_struct v;
	unsigned int i;
	void *mem = avc_rvmalloc(size);
	int ret;

	if (!mem)
		return;
	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		init_vma(&v, cases[i].npages, cases[i].pgoff, cases[i].flags);
		kcall_reset();
		ret = avc_rvmmap(&v, mem, size);
		if (cases[i].ret) {
			CHECK(ret == cases[i].ret && !nkcalls &&
			      v.vm_flags == cases[i].flags,
			      "avc_rvmmap, %s: %d, nothing mapped, vma untouched (got %d, %d calls)",
			      cases[i].what, cases[i].ret, ret, nkcalls);
			continue;
		}
		CHECK(ret == 0 && nkcalls == (int)cases[i].npages,
		      "avc_rvmmap, %s: maps %lu pages (got %d, %d calls)",
		      cases[i].what, cases[i].npages, ret, nkcalls);
		if (cases[i].flags & VM_SHARED)
			CHECK(v.vm_flags == (cases[i].flags | WANT_DRIVER_FLAGS),
			      "avc_rvmmap, %s: driver flags added (got %#lx)",
			      cases[i].what, v.vm_flags);
		else
			CHECK(v.vm_flags == WANT_DRIVER_FLAGS,
			      "avc_rvmmap, %s: VM_MAYWRITE cleared (got %#lx)",
			      cases[i].what, v.vm_flags);
	}
	avc_rvfree(mem, size);
}

static const char *const strategy_name[AVC_RVMMAP_NR] = {
	"AUTO", "REMAP_PFN", "INSERT_PAGE", "VMALLOC_RANGE", "MAP_PAGES",
	"INSERT_PAGES",
};

/*
 * What each strategy ends in, "" where the era lacks it.  AUTO is the
 * fastest the era has (avc_rvmmap()): batched vm_insert_pages() from 5.8,
 * remap_vmalloc_range() from 2.6.18, vm_insert_page() from 2.6.15, else a
 * remap per page.
 */
static const char *strategy_fn(int s)
{
	switch (s) {
	case AVC_RVMMAP_AUTO:
		return ERA_VM_INSERT_PAGES ? "vm_insert_pages" :
		       ERA_VMALLOC_USER ? "remap_vmalloc_range" :
		       ERA_VM_INSERT_PAGE ? "vm_insert_page" : ERA_REMAP_FN;
	case AVC_RVMMAP_REMAP_PFN:
		return ERA_REMAP_FN;
	case AVC_RVMMAP_INSERT_PAGE:
		return ERA_VM_INSERT_PAGE ? "vm_insert_page" : "";
	case AVC_RVMMAP_VMALLOC_RANGE:
		return ERA_VMALLOC_USER ? "remap_vmalloc_range" : "";
	case AVC_RVMMAP_MAP_PAGES:
		return ERA_VM_MAP_PAGES ? "vm_map_pages" : "";
	case AVC_RVMMAP_INSERT_PAGES:
		return ERA_VM_INSERT_PAGES ? "vm_insert_pages" : "";
	}
	return "";
}

static void test_rvmmap_strategies(void)
{
	unsigned long size = 3 * PAGE_SIZE + 1;	/* 4 pages, the last partial */
	struct vm_area_struct v;
	void *mem = avc_rvmalloc(size);
	int s, ret;

	if (!mem)
		return;
	for (s = AVC_RVMMAP_AUTO; s < AVC_RVMMAP_NR; s++) {
		const char *fn = strategy_fn(s);

		init_vma(&v, 2, 1, RW_SHARED);
		kcall_reset();
		ret = avc_rvmmap_strategy(&v, mem, size, s);
		if (!*fn) {
			CHECK(ret == -EOPNOTSUPP && !nkcalls,
			      "strategy %s: -EOPNOTSUPP on this era (got %d)",
			      strategy_name[s], ret);
			continue;
		}
		CHECK(ret == 0 && mapped_window(fn, mem, 1, 2),
		      "strategy %s: %s maps pages 1-2, in order (got %d, %d calls, %s)",
		      strategy_name[s], fn, ret, nkcalls,
		      nkcalls ? kcalls[0].fn : "-");
		CHECK(v.vm_flags == (RW_SHARED | WANT_DRIVER_FLAGS),
		      "strategy %s: driver flags set (got %#lx)",
		      strategy_name[s], v.vm_flags);

		/* the partial last page is part of the buffer */
		init_vma(&v, 1, 3, RW_SHARED);
		kcall_reset();
		ret = avc_rvmmap_strategy(&v, mem, size, s);
		CHECK(ret == 0 && mapped_window(fn, mem, 3, 1),
		      "strategy %s: size not page aligned, the last page maps (got %d)",
		      strategy_name[s], ret);
	}
	init_vma(&v, 1, 0, RW_SHARED);
	kcall_reset();
	ret = avc_rvmmap_strategy(&v, mem, size, AVC_RVMMAP_NR);
	CHECK(ret == -EOPNOTSUPP && !nkcalls,
	      "an unknown strategy: -EOPNOTSUPP (got %d)", ret);
	avc_rvfree(mem, size);
}

/* --- rvbuf (avcompat/rvbuf.h): needs today's kref, 2.6.9+ -------------- */

#if ERA_KREF
static int releases;
static const struct avc_rvbuf *released;
static int release_saw_memory;

static void count_release(struct avc_rvbuf *buf)
{
	releases++;
	released = buf;
	release_saw_memory = fake_area_size(buf->mem) != 0;
}

static void test_rvbuf(void)
{
	int kmem = fake_kmalloc_live, areas = fake_vmalloc_live();
	struct vm_area_struct v, v2;
	struct avc_rvbuf *buf = avc_rvbuf_alloc(2 * PAGE_SIZE + 5);
	int ret;

	CHECK(buf && buf->mem, "avc_rvbuf_alloc returns a buffer");
	if (!buf || !buf->mem)
		return;
	CHECK(buf->size == 3 * PAGE_SIZE && all_zero(buf->mem, buf->size) &&
	      ERA_KREF_COUNT(&buf->ref) == 1 &&
	      buf->strategy == AVC_RVMMAP_AUTO && !buf->release && !buf->priv,
	      "avc_rvbuf_alloc: 3 zeroed pages, one reference, defaults");
	buf->release = count_release;

	init_vma(&v, 4, 0, RW_SHARED);
	ret = avc_rvbuf_mmap(buf, &v);
	CHECK(ret == -EINVAL && ERA_KREF_COUNT(&buf->ref) == 1 && !v.vm_ops &&
	      !v.vm_private_data,
	      "avc_rvbuf_mmap past the end: -EINVAL, no reference (got %d)", ret);

	init_vma(&v, 2, 1, RW_SHARED);
	kcall_reset();
	ret = avc_rvbuf_mmap(buf, &v);
	CHECK(ret == 0 && mapped_window(strategy_fn(AVC_RVMMAP_AUTO),
					buf->mem, 1, 2),
	      "avc_rvbuf_mmap maps the window (got %d)", ret);
	CHECK(ERA_KREF_COUNT(&buf->ref) == 2 && v.vm_private_data == buf &&
	      v.vm_ops == avc_rvbuf_vm_ops() && v.vm_ops->open && v.vm_ops->close,
	      "the vma holds a reference and the rvbuf vm_ops");

	/* fork() or a split: the core copies the vma and calls ->open */
	init_vma(&v2, 2, 1, RW_SHARED);
	v2.vm_ops = v.vm_ops;
	v2.vm_private_data = v.vm_private_data;
	v2.vm_ops->open(&v2);
	CHECK(ERA_KREF_COUNT(&buf->ref) == 3, "->open takes a reference");
	v.vm_ops->close(&v);
	avc_rvbuf_put(buf);
	CHECK(ERA_KREF_COUNT(&buf->ref) == 1 && !releases &&
	      fake_vmalloc_live() == areas + 1,
	      "->close and the owner's put: one vma left, nothing freed");
	v2.vm_ops->close(&v2);
	CHECK(releases == 1 && released == buf && release_saw_memory,
	      "the last put runs ->release once, before the memory goes");
	CHECK(fake_vmalloc_live() == areas && fake_kmalloc_live == kmem &&
	      !fake_bad_pages && !fake_bad_frees,
	      "the last put frees the memory and the buffer");
	avc_rvbuf_put(NULL);

	buf = avc_rvbuf_alloc(PAGE_SIZE);
	if (!buf)
		return;
	buf->strategy = AVC_RVMMAP_REMAP_PFN;
	init_vma(&v, 1, 0, RW_SHARED);
	kcall_reset();
	ret = avc_rvbuf_mmap(buf, &v);
	CHECK(ret == 0 && mapped_window(ERA_REMAP_FN, buf->mem, 0, 1),
	      "avc_rvbuf_mmap uses buf->strategy (got %d)", ret);
	avc_rvbuf_put(buf);
	v.vm_ops->close(&v);
	CHECK(releases == 1 && fake_vmalloc_live() == areas &&
	      fake_kmalloc_live == kmem, "a buffer without ->release is freed");
}

static int hook_count;

static void count_maps(struct avc_rvbuf *buf, int delta)
{
	(void)buf;
	hook_count += delta;
}

/* A window from a page other than vm_pgoff, and the per-vma hook. */
static void test_rvbuf_at(void)
{
	int kmem = fake_kmalloc_live, areas = fake_vmalloc_live();
	struct vm_area_struct v, v2;
	struct avc_rvbuf *buf = avc_rvbuf_alloc(4 * PAGE_SIZE);
	int ret;

	if (!buf)
		return;
	buf->map_hook = count_maps;
	hook_count = 0;

	init_vma(&v, 2, 7, RW_SHARED);	/* the offset means something else */
	kcall_reset();
	ret = avc_rvbuf_mmap_at(buf, &v, 2);
	CHECK(ret == 0 && mapped_window(strategy_fn(AVC_RVMMAP_AUTO),
					buf->mem, 2, 2),
	      "avc_rvbuf_mmap_at maps pages 2-3 whatever vm_pgoff says (got %d)",
	      ret);
	CHECK(ERA_KREF_COUNT(&buf->ref) == 2 && hook_count == 1,
	      "the vma holds a reference and the hook heard +1 (%d)", hook_count);
	init_vma(&v2, 2, 0, RW_SHARED);
	ret = avc_rvbuf_mmap_at(buf, &v2, 3);
	CHECK(ret == -EINVAL && ERA_KREF_COUNT(&buf->ref) == 2 &&
	      hook_count == 1,
	      "avc_rvbuf_mmap_at past the end: -EINVAL, no reference, no hook (got %d)",
	      ret);
	init_vma(&v2, 1, 0, RW_SHARED);
	ret = avc_rvbuf_mmap_at(buf, &v2, ~0UL);
	CHECK(ret == -EINVAL, "a first page that would wrap: -EINVAL (got %d)",
	      ret);

	memcpy(&v2, &v, sizeof(v));	/* fork: the core copies the vma */
	v2.vm_ops->open(&v2);
	CHECK(ERA_KREF_COUNT(&buf->ref) == 3 && hook_count == 2,
	      "->open: a reference and +1 (%d)", hook_count);
	v.vm_ops->close(&v);
	v2.vm_ops->close(&v2);
	CHECK(ERA_KREF_COUNT(&buf->ref) == 1 && hook_count == 0,
	      "each ->close: -1 and its reference (%d)", hook_count);

	init_vma(&v, 1, 0, RW_SHARED);
	kcall_reset();
	ret = avc_rvmmap_at(&v, buf->mem, buf->size, 3);
	CHECK(ret == 0 && mapped_window(strategy_fn(AVC_RVMMAP_AUTO),
					buf->mem, 3, 1),
	      "avc_rvmmap_at maps the last page at offset 0 (got %d)", ret);
	avc_rvbuf_put(buf);
	CHECK(fake_vmalloc_live() == areas && fake_kmalloc_live == kmem,
	      "the buffer is freed");
}
#endif

/* --- fault handlers (avcompat/fault.h) --------------------------------- */

static void *fault_mem;
static struct vm_area_struct *seen_vma;
static unsigned long seen_addr;

static struct page *fault_lookup(struct vm_area_struct *v, unsigned long addr)
{
	seen_vma = v;
	seen_addr = addr;
	return fake_vmalloc_page(fault_mem, ((addr - v->vm_start) >> PAGE_SHIFT) +
				 v->vm_pgoff);
}

AVC_DEFINE_FAULT_PAGE(page_fault, fault_lookup);

static const struct vm_operations_struct page_ops = {
	AVC_VM_OPS_FAULT(page_fault),
};

#if ERA_FAULT >= ERA_FAULT_VMA_VIRT
/* Call ->fault the way the era's core does; *page gets vmf->page. */
static avc_vm_fault_t call_fault(const struct vm_operations_struct *ops,
				 struct vm_area_struct *v, unsigned long addr,
				 struct page **page)
{
	avc_vm_fault_t ret;
#if ERA_FAULT == ERA_FAULT_VMA_VIRT
	struct vm_fault vmf;

	memset(&vmf, 0, sizeof(vmf));
	vmf.virtual_address = (void __user *)addr;
	ret = ops->fault(v, &vmf);
#elif ERA_FAULT == ERA_FAULT_VMA_ADDR
	struct vm_fault vmf = { .vma = v, .address = addr };

	ret = ops->fault(v, &vmf);
#else
	struct vm_fault vmf = { .vma = v, .address = addr };

	ret = ops->fault(&vmf);
#endif
	*page = vmf.page;
	return ret;
}
#endif

/*
 * One fault through the member the era has; returns the page, NULL for
 * SIGBUS, and sets *ok if the way it said so is the era's.
 */
static struct page *fault_page(struct vm_area_struct *v, unsigned long addr,
			       int *ok)
{
	struct page *page = NULL;
#if ERA_FAULT == ERA_FAULT_NOPAGE_24
	*ok = !!page_ops.nopage;
	if (*ok)
		page = page_ops.nopage(v, addr, 0);
#elif ERA_FAULT == ERA_FAULT_NOPAGE
	int type = -1;

	*ok = !!page_ops.nopage;
	if (!*ok)
		return NULL;
	page = page_ops.nopage(v, addr, &type);
	*ok = page ? type == VM_FAULT_MINOR : type == -1;
	if (page == NOPAGE_SIGBUS)
		*ok &= page_ops.nopage(v, addr, NULL) == NOPAGE_SIGBUS;
#else
	avc_vm_fault_t ret;

	*ok = !!page_ops.fault;
	if (!*ok)
		return NULL;
	ret = call_fault(&page_ops, v, addr, &page);
	if (ret & VM_FAULT_ERROR) {
		*ok = ret == VM_FAULT_SIGBUS;
		return NULL;
	}
	*ok = !(ret & VM_FAULT_NOPAGE);
#endif
	return page;
}

#if ERA_FAULT >= ERA_FAULT_VMA_VIRT
static unsigned long insert_pfn;
static struct page *insert_page;

static avc_vm_fault_t pfn_fault(AVC_FAULT_ARGS(vmf))
{
	seen_vma = avc_vmf_vma(vmf);
	seen_addr = avc_vmf_address(vmf);
	return avc_vmf_insert_pfn(avc_vmf_vma(vmf), avc_vmf_address(vmf),
				  avc_pfn_from_raw(insert_pfn));
}

static avc_vm_fault_t ins_page_fault(AVC_FAULT_ARGS(vmf))
{
	return avc_vmf_insert_page(avc_vmf_vma(vmf), avc_vmf_address(vmf),
				   insert_page);
}

static const struct vm_operations_struct pfn_ops = {
	AVC_VM_OPS_FAULT(pfn_fault),
};

static const struct vm_operations_struct ins_page_ops = {
	AVC_VM_OPS_FAULT(ins_page_fault),
};

static void test_insert_fault(struct vm_area_struct *v)
{
	static const struct {
		int err;
		avc_vm_fault_t code;
		const char *name;
	} errs[] = {
		{ -ENOMEM, VM_FAULT_OOM, "-ENOMEM: VM_FAULT_OOM" },
		{ -EBUSY, VM_FAULT_NOPAGE, "-EBUSY (raced, mapped): VM_FAULT_NOPAGE" },
		{ -EFAULT, VM_FAULT_SIGBUS, "-EFAULT: VM_FAULT_SIGBUS" },
		{ -EINVAL, VM_FAULT_SIGBUS, "-EINVAL: VM_FAULT_SIGBUS" },
	};
	unsigned long addr = VSTART + PAGE_SIZE;
	struct page *page;
	avc_vm_fault_t ret;
	unsigned int i;

	insert_pfn = 0x2345;
	seen_vma = NULL;
	kcall_reset();
	ret = call_fault(&pfn_ops, v, addr, &page);
	CHECK(ret == VM_FAULT_NOPAGE && nkcalls == 1 &&
	      !strcmp(kcalls[0].fn, ERA_INSERT_PFN_FN) && kcalls[0].vma == v &&
	      kcalls[0].from == addr && kcalls[0].arg == insert_pfn,
	      "avc_vmf_insert_pfn maps the frame with " ERA_INSERT_PFN_FN
	      " (got %#x, %d calls)", (unsigned int)ret, nkcalls);
	CHECK(seen_vma == v && seen_addr == addr,
	      "avc_vmf_vma/avc_vmf_address in an AVC_FAULT_ARGS handler");

	insert_page = fake_vmalloc_page(fault_mem, 3);
	kcall_reset();
	ret = call_fault(&ins_page_ops, v, addr, &page);
	CHECK(ret == VM_FAULT_NOPAGE && nkcalls == 1 &&
	      !strcmp(kcalls[0].fn, "vm_insert_page") &&
	      kcalls[0].from == addr &&
	      kcalls[0].arg == buf_pfn(fault_mem, 3),
	      "avc_vmf_insert_page maps the page (got %#x, %d calls)",
	      (unsigned int)ret, nkcalls);

	for (i = 0; i < ARRAY_SIZE(errs); i++) {
		fake_insert_error = errs[i].err;
		ret = call_fault(&pfn_ops, v, addr, &page);
		CHECK(ret == errs[i].code, "avc_vmf_insert_pfn %s (got %#x)",
		      errs[i].name, (unsigned int)ret);
		ret = call_fault(&ins_page_ops, v, addr, &page);
		CHECK(ret == errs[i].code, "avc_vmf_insert_page %s (got %#x)",
		      errs[i].name, (unsigned int)ret);
		CHECK(avc_vmf_error(errs[i].err) == errs[i].code,
		      "avc_vmf_error %s", errs[i].name);
	}
	fake_insert_error = 0;
	CHECK(avc_vmf_error(0) == VM_FAULT_NOPAGE, "avc_vmf_error(0): VM_FAULT_NOPAGE");
}
#endif

#if ERA_FAULT >= ERA_FAULT_VMA_VIRT
#define FAULT_MEMBER	"->fault"
#else
#define FAULT_MEMBER	"->nopage"
#endif

static void test_fault(void)
{
	struct vm_area_struct v;
	struct page *want, *page;
	int count, ok;

	CHECK(__builtin_types_compatible_p(avc_vm_fault_t, vm_fault_t),
	      "avc_vm_fault_t is vm_fault_t (the compat int before 4.17)");
	fault_mem = avc_rvmalloc(4 * PAGE_SIZE);
	if (!fault_mem)
		return;
	init_vma(&v, 2, 1, RW_SHARED);
	want = fake_vmalloc_page(fault_mem, 2);
	count = page_count(want);
	seen_vma = NULL;
	page = fault_page(&v, VSTART + PAGE_SIZE, &ok);
	CHECK(ok && page == want && page_count(want) == count + 1,
	      "AVC_DEFINE_FAULT_PAGE: the era's " FAULT_MEMBER
	      " returns page 2 with a reference");
	CHECK(seen_vma == &v && seen_addr == VSTART + PAGE_SIZE,
	      "the lookup gets the vma and the faulting address");
	page = fault_page(&v, VSTART + 3 * PAGE_SIZE, &ok);
	CHECK(ok && !page, "a lookup returning NULL is a SIGBUS, the era's way");
#ifdef NOPAGE_SIGBUS
#if ERA_FAULT >= ERA_FAULT_VMA_VIRT
	CHECK(!page_ops.nopage, "->nopage is left alone where ->fault exists");
#endif
#endif
#if ERA_FAULT >= ERA_FAULT_VMA_VIRT
	test_insert_fault(&v);
#endif
	avc_rvfree(fault_mem, 4 * PAGE_SIZE);
}

/* --- one mmap for ->mmap and ->mmap_prepare (avcompat/mmap_prepare.h) -- */

/*
 * The hook the era's core calls for each kind of driver: ->mmap_prepare
 * for a PFN driver where there are mmap actions (6.19), for a REF driver
 * where there is also ->mapped (7.3); ->mmap everywhere else.
 */
#define PFN_PREPARE	(ERA_MMAP_SHAPE >= ERA_MMAP_ACTION)
#define REF_PREPARE	(ERA_MMAP_SHAPE >= ERA_MMAP_KERNEL_PAGES)

#define DRV_PAGES	4UL
#define DRV_PFN		0x12340UL

static struct file drv_file;
static int drv_twice;		/* the driver makes a second map call */
static int drv_fail;		/* the driver fails after its last call */

static const char *path_name(int path)
{
	return path == FAKE_PATH_PREPARE ? "->mmap_prepare" :
	       path == FAKE_PATH_MMAP ? "->mmap" : "neither";
}

/* The hook a file_operations offers: one of the two, never both. */
static int fop_path(const struct file_operations *fops)
{
#if ERA_MMAP_SHAPE >= ERA_MMAP_PREPARE
	if (fops->mmap_prepare)
		return fops->mmap ? FAKE_PATH_NONE : FAKE_PATH_PREPARE;
#endif
	return fops->mmap ? FAKE_PATH_MMAP : FAKE_PATH_NONE;
}

/* mmap(VSTART, n pages, flags, pgoff) of drv_file through the fake core */
static int drv_mmap(const struct file_operations *fops, unsigned long pgoff,
		    unsigned long n, unsigned long flags,
		    struct vm_area_struct **vmap)
{
	drv_file.f_op = fops;
	kcall_reset();
	return fake_mmap(&drv_file, VSTART, n * PAGE_SIZE, flags, pgoff, vmap);
}

/* Each page of [VSTART, VSTART + n pages) mapped once, to frame pfn + i. */
static int mapped_frames(unsigned long pfn, unsigned long n)
{
	unsigned long i, addr, end = VSTART + n * PAGE_SIZE;
	int k, hits;

	for (k = 0; k < nkcalls; k++) {
		const struct kcall *c = &kcalls[k];

		if (c->size && (c->from < VSTART || c->from + c->size > end))
			return 0;
	}
	for (i = 0; i < n; i++) {
		addr = VSTART + i * PAGE_SIZE;
		hits = 0;
		for (k = 0; k < nkcalls; k++) {
			const struct kcall *c = &kcalls[k];

			if (addr < c->from || addr - c->from >= c->size)
				continue;
			if (c->skipped || c->mapped + (addr - c->from) !=
			    (u64)(pfn + i) << PAGE_SHIFT)
				return 0;
			hits++;
		}
		if (hits != 1)
			return 0;
	}
	return 1;
}

/* The flags the core adds for the era's remap action (none on ->mmap). */
static unsigned long core_remap_flags(int path)
{
#if ERA_MMAP_SHAPE >= ERA_MMAP_ACTION
	if (path == FAKE_PATH_PREPARE)
		return VM_IO | VM_PFNMAP | VM_DONTEXPAND | VM_DONTDUMP;
#endif
	return 0;
}

/* The sample's mmap (drivers-samples/pfnmap), written once. */
static int pfn_map(struct avc_mmap *m)
{
	int ret = avc_mmap_window(m, DRV_PAGES);

	if (!ret)
		ret = avc_mmap_shared_only(m);
	if (ret)
		return ret;
	avc_mmap_set_flags(m, AVC_VM_DRIVER_FLAGS);
	ret = avc_mmap_remap_pfn(m, avc_mmap_start(m),
				 avc_pfn_add(avc_pfn_from_raw(DRV_PFN),
					     avc_mmap_pgoff(m)),
				 avc_mmap_size(m));
	if (!ret && drv_twice)
		ret = avc_mmap_remap_pfn(m, avc_mmap_start(m),
					 avc_pfn_from_raw(DRV_PFN), PAGE_SIZE);
	return ret;
}

AVC_DEFINE_MMAP(pfn_mmap, pfn_map, PFN);
AVC_DEFINE_MMAP_VMA(pfn_mmap_vma, pfn_map, PFN);

static const struct file_operations pfn_fops = {
	AVC_FOP_MMAP(pfn_mmap),
};

static const struct file_operations pfn_fops_vma = {
	.mmap = pfn_mmap_vma,
};

#if PFN_PREPARE
AVC_DEFINE_MMAP_DESC(pfn_mmap_desc, pfn_map, PFN);

static const struct file_operations pfn_fops_desc = {
	.mmap_prepare = pfn_mmap_desc,
};
#endif

static void test_mmap_pfn(const char *what, const struct file_operations *fops,
			  int path)
{
	static const struct {
		const char *what;
		unsigned long pgoff, n, flags;
	} bad[] = {
		{ "pgoff at the end", DRV_PAGES, 1, RW_SHARED },
		{ "a window one page past the end", 1, DRV_PAGES, RW_SHARED },
		{ "a pgoff that wraps the end", ~0UL, 2, RW_SHARED },
		{ "private writable", 0, 1, VM_WRITE | VM_MAYWRITE },
	};
	unsigned long want = WANT_DRIVER_FLAGS | core_remap_flags(path);
	int live = fake_vmas_live();
	struct vm_area_struct *v;
	unsigned int i;
	int ret;

	CHECK(fop_path(fops) == path, "%s: the fops set %s (got %s)", what,
	      path_name(path), path_name(fop_path(fops)));
	if (fop_path(fops) != path)
		return;		/* a hook the core would not call */

	ret = drv_mmap(fops, 0, DRV_PAGES, RW_SHARED, &v);
	CHECK(ret == 0 && v && fake_mmap_path == path,
	      "%s: maps the whole buffer through %s (got %d)", what,
	      path_name(fake_mmap_path), ret);
	if (!v)
		return;
	CHECK(mapped_frames(DRV_PFN, DRV_PAGES),
	      "%s: each page mapped once, to its frame", what);
	CHECK((v->vm_flags & (want | RW_SHARED)) == (want | RW_SHARED) &&
	      v->vm_pgoff == 0 && v->vm_start == VSTART && v->vm_end == VEND,
	      "%s: the vma has the driver's flags (%#lx of %#lx)", what,
	      (unsigned long)v->vm_flags, want | RW_SHARED);
	fake_munmap(v);

	ret = drv_mmap(fops, 1, 3, RW_SHARED, &v);
	CHECK(ret == 0 && v && mapped_frames(DRV_PFN + 1, 3) &&
	      v->vm_pgoff == 1,
	      "%s: a window from page 1 maps frames 1-3 (got %d)", what, ret);
	if (v)
		fake_munmap(v);

	ret = drv_mmap(fops, 2, 1, VM_MAYWRITE, &v);
	CHECK(ret == 0 && v && mapped_frames(DRV_PFN + 2, 1) &&
	      !(v->vm_flags & (VM_MAYWRITE | VM_SHARED)),
	      "%s: private read-only maps, without VM_MAYWRITE (got %d)", what,
	      ret);
	if (v)
		fake_munmap(v);

	for (i = 0; i < ARRAY_SIZE(bad); i++) {
		ret = drv_mmap(fops, bad[i].pgoff, bad[i].n, bad[i].flags, &v);
		CHECK(ret == -EINVAL && !v && !nkcalls &&
		      fake_vmas_live() == live,
		      "%s: %s gives -EINVAL, maps nothing (got %d)", what,
		      bad[i].what, ret);
		if (v)
			fake_munmap(v);
	}

	drv_twice = 1;
	ret = drv_mmap(fops, 0, 1, RW_SHARED, &v);
	drv_twice = 0;
	CHECK(ret == -EBUSY && !v && fake_vmas_live() == live,
	      "%s: a second map call gives -EBUSY (got %d)", what, ret);
	if (v)
		fake_munmap(v);
}

/* The same with device frames. */
static int io_map(struct avc_mmap *m)
{
	int ret = avc_mmap_window(m, DRV_PAGES);

	if (!ret)
		ret = avc_mmap_shared_only(m);
	if (ret)
		return ret;
	return avc_mmap_io_remap_pfn(m, avc_mmap_start(m),
				     avc_io_pfn(0, avc_pfn_from_raw(DRV_PFN)),
				     avc_mmap_size(m));
}

AVC_DEFINE_MMAP(io_mmap, io_map, PFN);

static const struct file_operations io_fops = {
	AVC_FOP_MMAP(io_mmap),
};

static void test_mmap_io(int path)
{
	struct vm_area_struct *v;
	int ret;

	CHECK(fop_path(&io_fops) == path, "I/O mmap: the fops set %s",
	      path_name(path));
	if (fop_path(&io_fops) != path)
		return;
	ret = drv_mmap(&io_fops, 0, DRV_PAGES, RW_SHARED, &v);
	CHECK(ret == 0 && v && mapped_frames(DRV_PFN, DRV_PAGES),
	      "I/O mmap: maps the device frames (got %d)", ret);
#if ERA_MMAP_SHAPE >= ERA_MMAP_ACTION
	if (path == FAKE_PATH_PREPARE)
		CHECK(fake_mmap_action == MMAP_IO_REMAP_PFN,
		      "I/O mmap: with the I/O remap action (got %d)",
		      fake_mmap_action);
#endif
	if (v)
		fake_munmap(v);
}

/* A REF driver: one reference on drv_obj per vma. */
static struct {
	unsigned long pad;
	int refs;
} drv_obj;
static int drv_bad_refs;	/* get/put on a tagged pointer */

static void obj_get(void *p)
{
	if (p != &drv_obj)
		drv_bad_refs++;
	else
		drv_obj.refs++;
}

static void obj_put(void *p)
{
	if (p != &drv_obj)
		drv_bad_refs++;
	else
		drv_obj.refs--;
}

AVC_DEFINE_VM_REF_OPS(drv_vm_ops, obj_get, obj_put);

static int ref_map(struct avc_mmap *m)
{
	int ret = avc_mmap_window(m, DRV_PAGES);

	if (!ret)
		ret = avc_mmap_shared_only(m);
	if (ret)
		return ret;
	avc_mmap_set_flags(m, AVC_VM_DRIVER_FLAGS);
	ret = avc_mmap_remap_pfn(m, avc_mmap_start(m),
				 avc_pfn_add(avc_pfn_from_raw(DRV_PFN),
					     avc_mmap_pgoff(m)),
				 avc_mmap_size(m));
	if (!ret)
		ret = avc_mmap_set_vm_ops(m, &drv_vm_ops, &drv_obj);
	return ret ? ret : drv_fail;
}

AVC_DEFINE_MMAP(ref_mmap, ref_map, REF);
AVC_DEFINE_MMAP_VMA(ref_mmap_vma, ref_map, REF);

static const struct file_operations ref_fops = {
	AVC_FOP_MMAP(ref_mmap),
};

static const struct file_operations ref_fops_vma = {
	.mmap = ref_mmap_vma,
};

static void test_mmap_ref(const char *what, const struct file_operations *fops,
			  int path)
{
	int live = fake_vmas_live(), closes;
	struct vm_area_struct *v, *child, *upper;
	int ret;

	CHECK(fop_path(fops) == path, "%s: the fops set %s (got %s)", what,
	      path_name(path), path_name(fop_path(fops)));
	if (fop_path(fops) != path)
		return;

	drv_obj.refs = 0;
	drv_bad_refs = 0;
	ret = drv_mmap(fops, 0, DRV_PAGES, RW_SHARED, &v);
	CHECK(ret == 0 && v && fake_mmap_path == path &&
	      mapped_frames(DRV_PFN, DRV_PAGES),
	      "%s: maps the buffer through %s (got %d)", what,
	      path_name(fake_mmap_path), ret);
	if (!v)
		return;
	CHECK(drv_obj.refs == 1 && v->vm_private_data == &drv_obj &&
	      v->vm_ops == &drv_vm_ops,
	      "%s: the vma holds one reference, untagged (%d refs)", what,
	      drv_obj.refs);
	child = fake_vma_fork(v);
	upper = fake_vma_split(v, VSTART + PAGE_SIZE);
	CHECK(drv_obj.refs == 3 && child && upper && !drv_bad_refs,
	      "%s: fork and split take one each (%d refs)", what, drv_obj.refs);
	if (child)
		fake_munmap(child);
	if (upper)
		fake_munmap(upper);
	fake_munmap(v);
	CHECK(drv_obj.refs == 0 && !drv_bad_refs && fake_vmas_live() == live,
	      "%s: unmapping every vma drops every reference (%d refs)", what,
	      drv_obj.refs);

	ret = drv_mmap(fops, 1, DRV_PAGES, RW_SHARED, &v);
	CHECK(ret == -EINVAL && !v && drv_obj.refs == 0,
	      "%s: a bad window gives -EINVAL, takes nothing (got %d)", what,
	      ret);
	if (v)
		fake_munmap(v);

	drv_fail = -EIO;
	ret = drv_mmap(fops, 0, 1, RW_SHARED, &v);
	drv_fail = 0;
	CHECK(ret == -EIO && !v && drv_obj.refs == 0 && !drv_bad_refs &&
	      fake_vmas_live() == live,
	      "%s: a driver failing after avc_mmap_set_vm_ops takes nothing (got %d)",
	      what, ret);

	if (path != FAKE_PATH_PREPARE)
		return;		/* the era's remap_pfn_range() cannot fail */
	closes = fake_mmap_closes;
	fake_insert_error = -ENOMEM;
	ret = drv_mmap(fops, 0, 2, RW_SHARED, &v);
	fake_insert_error = 0;
	CHECK(ret == -ENOMEM && !v && fake_mmap_closes == closes + 1 &&
	      drv_obj.refs == 0 && !drv_bad_refs && fake_vmas_live() == live,
	      "%s: a failed action unmaps, ->close drops nothing (got %d, %d refs)",
	      what, ret, drv_obj.refs);
}

/* avc_mmap_set_vm_ops() from a PFN mmap: refused, with a warning. */
static int pfn_map_ops(struct avc_mmap *m)
{
	return avc_mmap_set_vm_ops(m, &drv_vm_ops, &drv_obj);
}

AVC_DEFINE_MMAP(pfn_ops_mmap, pfn_map_ops, PFN);

static const struct file_operations pfn_ops_fops = {
	AVC_FOP_MMAP(pfn_ops_mmap),
};

#if ERA_KREF
static struct avc_rvbuf *drv_buf;

static int rvbuf_map(struct avc_mmap *m)
{
	return avc_mmap_rvbuf(m, drv_buf);
}

AVC_DEFINE_MMAP(rvbuf_mmap, rvbuf_map, REF);
AVC_DEFINE_MMAP_VMA(rvbuf_mmap_vma, rvbuf_map, REF);

static const struct file_operations rvbuf_fops = {
	AVC_FOP_MMAP(rvbuf_mmap),
};

static const struct file_operations rvbuf_fops_vma = {
	.mmap = rvbuf_mmap_vma,
};

static void test_mmap_rvbuf(const char *what,
			    const struct file_operations *fops, int path)
{
	int kmem = fake_kmalloc_live, areas = fake_vmalloc_live();
	int live = fake_vmas_live();
	const char *fn = strategy_fn(AVC_RVMMAP_AUTO);
	struct vm_area_struct *v, *child;
	struct avc_rvbuf *buf;
	int ret;

	CHECK(fop_path(fops) == path, "%s: the fops set %s (got %s)", what,
	      path_name(path), path_name(fop_path(fops)));
	if (fop_path(fops) != path)
		return;
	buf = avc_rvbuf_alloc(3 * PAGE_SIZE);
	if (!buf)
		return;
	drv_buf = buf;
#if ERA_MMAP_SHAPE >= ERA_MMAP_KERNEL_PAGES
	if (path == FAKE_PATH_PREPARE)
		fn = "map_kernel_pages_complete";
#endif
	ret = drv_mmap(fops, 1, 2, RW_SHARED, &v);
	CHECK(ret == 0 && v && mapped_window(fn, buf->mem, 1, 2),
	      "%s: maps pages 1-2 of the buffer with %s (got %d)", what, fn,
	      ret);
	if (!v) {
		avc_rvbuf_put(buf);
		return;
	}
	CHECK(ERA_KREF_COUNT(&buf->ref) == 2 && v->vm_private_data == buf &&
	      (v->vm_flags & WANT_DRIVER_FLAGS) == WANT_DRIVER_FLAGS,
	      "%s: the vma holds a reference and the driver's flags", what);
	child = fake_vma_fork(v);
	CHECK(child && ERA_KREF_COUNT(&buf->ref) == 3,
	      "%s: fork takes a reference", what);
	if (child)
		fake_munmap(child);
	fake_munmap(v);
	CHECK(ERA_KREF_COUNT(&buf->ref) == 1, "%s: unmapping drops both", what);

	ret = drv_mmap(fops, 2, 2, RW_SHARED, &v);
	CHECK(ret == -EINVAL && !v && ERA_KREF_COUNT(&buf->ref) == 1,
	      "%s: a window past the end gives -EINVAL (got %d)", what, ret);
	if (v)
		fake_munmap(v);

	fake_insert_error = -ENOMEM;
	ret = drv_mmap(fops, 0, 2, RW_SHARED, &v);
	fake_insert_error = 0;
	if (path == FAKE_PATH_PREPARE || strcmp(fn, ERA_REMAP_FN))
		CHECK(ret == -ENOMEM && !v && ERA_KREF_COUNT(&buf->ref) == 1 &&
		      fake_vmas_live() == live,
		      "%s: a failed insert gives -ENOMEM, holds nothing (got %d)",
		      what, ret);
	else if (v)
		fake_munmap(v);	/* the era's remap cannot fail */
	avc_rvbuf_put(buf);
	CHECK(fake_vmalloc_live() == areas && fake_kmalloc_live == kmem,
	      "%s: the owner's put frees the buffer", what);
}
#endif

static void test_mmap_prepare(void)
{
	int pfn_path = PFN_PREPARE ? FAKE_PATH_PREPARE : FAKE_PATH_MMAP;
	int ref_path = REF_PREPARE ? FAKE_PATH_PREPARE : FAKE_PATH_MMAP;
	int warnings = fake_warnings;
	struct vm_area_struct *v;
	int ret;

	test_mmap_pfn("PFN mmap", &pfn_fops, pfn_path);
	test_mmap_pfn("PFN mmap on ->mmap", &pfn_fops_vma, FAKE_PATH_MMAP);
#if PFN_PREPARE
	test_mmap_pfn("PFN mmap on ->mmap_prepare", &pfn_fops_desc,
		      FAKE_PATH_PREPARE);
#endif
	test_mmap_io(pfn_path);
	test_mmap_ref("REF mmap", &ref_fops, ref_path);
	test_mmap_ref("REF mmap on ->mmap", &ref_fops_vma, FAKE_PATH_MMAP);
#if ERA_KREF
	test_mmap_rvbuf("rvbuf mmap", &rvbuf_fops, ref_path);
	test_mmap_rvbuf("rvbuf mmap on ->mmap", &rvbuf_fops_vma,
			FAKE_PATH_MMAP);
#endif

	ret = drv_mmap(&pfn_ops_fops, 0, 1, RW_SHARED, &v);
	CHECK(ret == -EINVAL && !v &&
	      fake_warnings == warnings + (ERA_MMAP_SHAPE >= ERA_MMAP_PREPARE),
	      "avc_mmap_set_vm_ops in a PFN mmap: -EINVAL, warned where the era can (got %d)",
	      ret);
	CHECK(!fake_vmas_live(), "no vma left (%d)", fake_vmas_live());
}

static void test_no_leaks(void)
{
	CHECK(!fake_vmalloc_live() && !fake_kmalloc_live && !fake_bad_pages &&
	      !fake_bad_frees,
	      "nothing leaked (%d vmalloc areas, %d objects, %d bad pages, %d bad frees)",
	      fake_vmalloc_live(), fake_kmalloc_live, fake_bad_pages,
	      fake_bad_frees);
}

int main(void)
{
	test_remap();
	test_io_remap();
	test_bad_args("avc_remap_pfn_range", do_remap);
	test_bad_args("avc_io_remap_pfn_range", do_io_remap);
	test_overflow();
	test_pfn_helpers();
	test_uaccess();
	test_vm_flags();
	test_mmap_lock();
	test_rvmalloc();
	test_rvmmap_window();
	test_rvmmap_strategies();
#if ERA_KREF
	test_rvbuf();
	test_rvbuf_at();
#endif
	test_fault();
	test_mmap_prepare();
	test_no_leaks();
	printf("1..%d\n", ntests);
	return nfailed ? 1 : 0;
}
