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
 * Output is TAP: one "ok"/"not ok" line per check.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <errno.h>
#include <linux/mm.h>		/* compat/linux/mm.h, then the era's */
#include <avcompat/avcompat.h>

static int ntests, nfailed;

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))
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

int main(void)
{
	test_remap();
	test_io_remap();
	test_bad_args("avc_remap_pfn_range", do_remap);
	test_bad_args("avc_io_remap_pfn_range", do_io_remap);
	test_overflow();
	test_pfn_helpers();
	test_uaccess();
	printf("1..%d\n", ntests);
	return nfailed ? 1 : 0;
}
