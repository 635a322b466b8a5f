// SPDX-License-Identifier: GPL-2.0
/*
 * fake.c - the fixtures' fake memory and the call recorder.  Era stubs
 * (tests/eras/<era>/stubs.c) call kcall_record() with the physical address
 * their era's real implementation would map, computed the way that era's
 * source does it, and end in the fake allocators below.
 *
 * Built with each era's stand-in headers only (no avcompat on the include
 * path): it is the kernel side, and uses only what every era has.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <linux/mm.h>

struct page mem_map[NR_FAKE_PAGES];
struct kcall kcalls[MAX_KCALLS];
int nkcalls;
long fake_copy_result;
int fake_insert_error;
int fake_vmalloc_calls;
int fake_kmalloc_live;
int fake_bad_pages;
int fake_bad_frees;
int fake_vma_writes;

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
	c->skipped = 0;
	return 0;
}

/* A call that maps nothing: a lock operation, with its lock as "arg". */
void kcall_note(const char *fn, const void *arg)
{
	kcall_record(fn, 1, NULL, 0, (unsigned long)arg, 0, __pgprot(0), -1, 0);
}

void kcall_reset(void)
{
	memset(kcalls, 0, sizeof(kcalls));
	nkcalls = 0;
}

/*
 * Up to 2.6.14 remap_page_range()/remap_pfn_range() set a pte only for
 * "!pfn_valid(pfn) || PageReserved(pfn_to_page(pfn))" ([T:2.4.22],
 * [T:2.6.9], [T:2.6.12] mm/memory.c): RAM that is not reserved is
 * silently left unmapped.  Every fake frame below NR_FAKE_PAGES is RAM.
 */
void kcall_skip_unreserved(u64 phys, unsigned long size)
{
	unsigned long pfn = (unsigned long)(phys >> PAGE_SHIFT);
	unsigned long n = (size + PAGE_SIZE - 1) >> PAGE_SHIFT;
	unsigned long i;
	int skipped = 0;

	if (!nkcalls)
		return;
	for (i = 0; i < n; i++)
		if (pfn + i < NR_FAKE_PAGES &&
		    !test_bit(PG_reserved, &mem_map[pfn + i].flags))
			skipped++;
	kcalls[nkcalls - 1].skipped = skipped;
}

int fake_map_pfn(const char *fn, int nargs, struct vm_area_struct *vma,
		 unsigned long addr, unsigned long pfn)
{
	if (fake_insert_error)
		return fake_insert_error;
	if (addr < vma->vm_start || addr >= vma->vm_end)
		return -EFAULT;
	return kcall_record(fn, nargs, vma, addr, pfn, PAGE_SIZE,
			    vma->vm_page_prot, -1, (u64)pfn << PAGE_SHIFT);
}

/* The rw_semaphore operations: record which one, on which lock. */
void down_read(struct rw_semaphore *sem)
{
	kcall_note("down_read", sem);
}

int down_read_trylock(struct rw_semaphore *sem)
{
	kcall_note("down_read_trylock", sem);
	return 1;
}

void up_read(struct rw_semaphore *sem)
{
	kcall_note("up_read", sem);
}

void down_write(struct rw_semaphore *sem)
{
	kcall_note("down_write", sem);
}

void up_write(struct rw_semaphore *sem)
{
	kcall_note("up_write", sem);
}

/*
 * The vmalloc areas handed out by the stand-in allocators.  Page i of an
 * area is backed by frame FAKE_VM_PFN(slot + i); slots are never reused,
 * so every buffer has frames of its own.
 */
#define FAKE_MAX_AREAS	16
#define FAKE_FIRST_SLOT	64

static struct fake_area {
	char *addr;
	unsigned long size;
	unsigned long slot;
	int usermap;
	const char *fn;
} areas[FAKE_MAX_AREAS];
static unsigned long next_slot = FAKE_FIRST_SLOT;

static struct fake_area *find_area(const void *addr)
{
	const char *p = addr;
	int i;

	for (i = 0; i < FAKE_MAX_AREAS; i++)
		if (areas[i].addr && p >= areas[i].addr &&
		    p < areas[i].addr + areas[i].size)
			return &areas[i];
	return NULL;
}

/*
 * vmalloc() rounds up to whole pages and returns NULL for size 0.  Memory
 * from vmalloc()/vmalloc_32() is not cleared (filled with 0xa5 here, so a
 * helper that forgets to clear it shows); vmalloc_user() clears it.
 */
void *fake_vmalloc(const char *fn, unsigned long size, int usermap)
{
	struct fake_area *a = NULL;
	unsigned long i, n;
	void *mem;
	int k;

	fake_vmalloc_calls++;
	size = PAGE_ALIGN(size);
	n = size >> PAGE_SHIFT;
	if (!size || FAKE_VM_PFN(next_slot + n) >= NR_FAKE_PAGES)
		return NULL;
	for (k = 0; k < FAKE_MAX_AREAS && !a; k++)
		if (!areas[k].addr)
			a = &areas[k];
	if (!a || posix_memalign(&mem, PAGE_SIZE, size))
		return NULL;
	memset(mem, usermap ? 0 : 0xa5, size);
	a->addr = mem;
	a->size = size;
	a->slot = next_slot;
	a->usermap = usermap;
	a->fn = fn;
	next_slot += n;
	for (i = 0; i < n; i++) {
		struct page *page = &mem_map[FAKE_VM_PFN(a->slot + i)];

		page->flags = 0;
		atomic_set(&page->_count, 1);
	}
	return mem;
}

/*
 * Freeing a page that is still PageReserved is a "Bad page state" in 2.6
 * (free_pages_check()) and a leak in 2.4: counted in fake_bad_pages.
 */
void fake_vfree(const void *addr)
{
	struct fake_area *a;
	unsigned long i;

	if (!addr)
		return;
	a = find_area(addr);
	if (!a || (const char *)addr != a->addr) {
		fake_bad_frees++;
		return;
	}
	for (i = 0; i < a->size >> PAGE_SHIFT; i++) {
		struct page *page = &mem_map[FAKE_VM_PFN(a->slot + i)];

		if (test_bit(PG_reserved, &page->flags))
			fake_bad_pages++;
		atomic_set(&page->_count, 0);
	}
	free(a->addr);
	memset(a, 0, sizeof(*a));
}

struct page *fake_vmalloc_to_page(const void *addr)
{
	struct fake_area *a = find_area(addr);
	unsigned long i;

	if (a) {
		i = ((const char *)addr - a->addr) >> PAGE_SHIFT;
		return &mem_map[FAKE_VM_PFN(a->slot + i)];
	}
	i = ((unsigned long)addr - FAKE_VMALLOC_START) >> PAGE_SHIFT;
	if (i < FAKE_FIRST_SLOT)
		return &mem_map[FAKE_VM_PFN(i)];
	return &mem_map[0];	/* not vmalloc memory: frame 0, never a buffer's */
}

/* Page i of the buffer mem, found without any avcompat code. */
struct page *fake_vmalloc_page(const void *mem, unsigned long i)
{
	struct fake_area *a = find_area(mem);

	if (!a || i >= a->size >> PAGE_SHIFT)
		return NULL;
	return &mem_map[FAKE_VM_PFN(a->slot + i)];
}

unsigned long fake_area_size(const void *mem)
{
	struct fake_area *a = find_area(mem);

	return a && (const char *)mem == a->addr ? a->size : 0;
}

int fake_area_usermap(const void *mem)
{
	struct fake_area *a = find_area(mem);

	return a ? a->usermap : -1;
}

const char *fake_area_fn(const void *mem)
{
	struct fake_area *a = find_area(mem);

	return a ? a->fn : "(none)";
}

int fake_vmalloc_live(void)
{
	int i, n = 0;

	for (i = 0; i < FAKE_MAX_AREAS; i++)
		if (areas[i].addr)
			n++;
	return n;
}

/* kmalloc()/kzalloc()/kvmalloc(): host memory, counted for leaks. */
void *fake_kmalloc(size_t size, int zero)
{
	void *p = malloc(size ? size : 1);

	if (!p)
		return NULL;
	memset(p, zero ? 0 : 0xa5, size);
	fake_kmalloc_live++;
	return p;
}

void fake_kfree(const void *addr)
{
	if (!addr)
		return;
	fake_kmalloc_live--;
	free((void *)addr);
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

#include "fake-mmap.c"
