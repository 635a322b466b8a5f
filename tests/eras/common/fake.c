// SPDX-License-Identifier: GPL-2.0
/*
 * fake.c - the fixtures' fake memory and the call recorder.  Era stubs
 * (tests/eras/<era>/stubs.c) call kcall_record() with the physical address
 * their era's real implementation would map, computed the way that era's
 * source does it.
 */
#include <string.h>
#include <linux/mm.h>

struct page mem_map[NR_FAKE_PAGES];
struct kcall kcalls[MAX_KCALLS];
int nkcalls;
long fake_copy_result;

int kcall_record(const char *fn, int nargs, const void *vma,
		 unsigned long from, unsigned long arg, unsigned long size,
		 pgprot_t prot, long space, u64 mapped)
{
	struct kcall *c;

	if (nkcalls >= MAX_KCALLS)
		return -1;
	c = &kcalls[nkcalls++];
	c->fn = fn;
	c->nargs = nargs;
	c->vma = vma;
	c->from = from;
	c->arg = arg;
	c->size = size;
	c->prot = pgprot_val(prot);
	c->space = space;
	c->mapped = mapped;
	return 0;
}

void kcall_reset(void)
{
	memset(kcalls, 0, sizeof(kcalls));
	nkcalls = 0;
}

/*
 * The fake vmalloc area: page i of it is backed by frame FAKE_VM_PFN(i), a
 * deliberately non-contiguous layout so an off-by-a-page shows.
 */
struct page *fake_vmalloc_to_page(const void *addr)
{
	unsigned long i = ((unsigned long)addr - FAKE_VMALLOC_START) >> PAGE_SHIFT;

	return &mem_map[FAKE_VM_PFN(i)];
}

unsigned long copy_to_user(void __user *to, const void *from, unsigned long n)
{
	(void)to;
	(void)from;
	(void)n;
	return (unsigned long)fake_copy_result;
}

unsigned long copy_from_user(void *to, const void __user *from,
			     unsigned long n)
{
	(void)to;
	(void)from;
	(void)n;
	return (unsigned long)fake_copy_result;
}
