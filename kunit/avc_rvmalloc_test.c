// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for avcompat's mappable vmalloc buffers: avc_rvmalloc(),
 * avc_rvmmap_strategy() with each of its strategies, the refcounted
 * struct avc_rvbuf, and the fault-path helpers of <avcompat/fault.h>.
 *
 * As in avc_remap_test.c, every case creates a real struct file
 * (anon_inode_getfile()) whose ->mmap calls the helpers, maps it into a
 * real user mm (avc_kunit_util.c) and reads the pages back through the
 * user mapping with copy_from_user() and get_user(); writes go through
 * put_user() and must land in the kernel buffer.  Every word of a buffer
 * holds a value unique to its page and offset (avc_kunit_pattern()), so a
 * page mapped from the wrong place reads back the wrong data, and the
 * message says which page it came from.
 *
 * A plain buffer belongs to its test file and is freed by ->release, after
 * the last mapping (which holds a file reference) is gone.  The
 * struct avc_rvbuf cases count the buffer's release callback and the
 * file's ->release in a struct avc_rv_probe that outlives both.
 *
 * Built in only, like avc_remap_test.c: run it with scripts/kunit.
 */
#include <kunit/test.h>
#include <linux/atomic.h>
#include <linux/err.h>
#include <linux/file.h>
#include <linux/fs.h>
#include <linux/kref.h>
#include <linux/mm.h>
#include <linux/mman.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/uaccess.h>
#include <linux/vmalloc.h>

#include <avcompat/fault.h>
#include <avcompat/mmap.h>
#include <avcompat/pfn.h>
#include <avcompat/rvbuf.h>
#include <avcompat/rvmalloc.h>
#include <avcompat/vma.h>

#include "avc_kunit_util.h"

/* The buffer of most cases: 5 pages, so that every window can be tried. */
#define AVC_RV_PAGES		5UL
#define AVC_RV_SIZE		(AVC_RV_PAGES * PAGE_SIZE)
#define AVC_RV_TAG		0xc3

/**
 * enum avc_rv_mode - what the test file's ->mmap does
 * @AVC_RV_MMAP: avc_rvmmap_strategy() with the file's strategy
 * @AVC_RV_MMAP_EXPANDABLE: the same, then VM_DONTEXPAND cleared again: a
 *	deliberately wrong driver, to show that the mremap() check can fail
 * @AVC_RV_PFN_REVERSED: the whole buffer, page by page in reverse order,
 *	with avc_rvmalloc_to_pfn() of an offset inside each page and
 *	avc_remap_pfn_range()
 * @AVC_RV_RVBUF: avc_rvbuf_mmap() of the file's struct avc_rvbuf
 * @AVC_RV_FAULT_PAGE: map nothing; an AVC_DEFINE_FAULT_PAGE() handler
 *	hands out the pages on first touch
 * @AVC_RV_FAULT_PFN: set VM_PFNMAP; an AVC_FAULT_ARGS() handler maps the
 *	frames with avc_vmf_insert_pfn() on first touch
 * @AVC_RV_FAULT_INSERT_PAGE: set VM_MIXEDMAP; an AVC_FAULT_ARGS() handler
 *	maps the pages with avc_vmf_insert_page() on first touch
 */
enum avc_rv_mode {
	AVC_RV_MMAP,
	AVC_RV_MMAP_EXPANDABLE,
	AVC_RV_PFN_REVERSED,
	AVC_RV_RVBUF,
	AVC_RV_FAULT_PAGE,
	AVC_RV_FAULT_PFN,
	AVC_RV_FAULT_INSERT_PAGE,
};

/**
 * struct avc_rv_probe - what happened to a struct avc_rvbuf and its file
 * @buf_released: calls of the buffer's release callback
 * @file_released: calls of the file's ->release
 * @pending: the buffer and the file, while they may still write here;
 *	each one's last access is its decrement.  Freed by the case's exit
 *	only when nothing is pending: a failed case may leave a mapping that
 *	its mm drops later.
 */
struct avc_rv_probe {
	atomic_t buf_released;
	atomic_t file_released;
	atomic_t pending;
};

/**
 * struct avc_rv_file - the test file's private data
 * @mode: what ->mmap does
 * @strategy: the strategy of %AVC_RV_MMAP and %AVC_RV_MMAP_EXPANDABLE
 * @mem: the plain buffer: from avc_rvmalloc(), freed by ->release
 * @size: its size as passed to avc_rvmalloc(); 0 for %AVC_RV_RVBUF
 * @rvbuf: the buffer of %AVC_RV_RVBUF; the file holds no reference, the
 *	owner (the case) and the mappings do
 * @probe: %AVC_RV_RVBUF: where ->release is counted
 * @fault_pages: the fault handlers serve the buffer pages below this one
 *	and fail the others (a lookup that returns NULL)
 * @keep_vma: let ->mmap succeed after an error, so that the case can show
 *	that the failed call mapped nothing
 * @faults: fault handler calls
 * @calls: ->mmap calls
 * @rc: what the avcompat call of the last ->mmap returned
 */
struct avc_rv_file {
	enum avc_rv_mode mode;
	enum avc_rvmmap_strategy strategy;
	void *mem;
	unsigned long size;
	struct avc_rvbuf *rvbuf;
	struct avc_rv_probe *probe;
	unsigned long fault_pages;
	bool keep_vma;
	atomic_t faults;
	int calls;
	int rc;
};

/**
 * struct avc_rv_ctx - per-case state (test->priv)
 * @tf: the test file; the reference is dropped in avc_rv_test_exit()
 *	unless the case closed it itself
 * @f: its private data (NULL once the file is closed)
 * @rvbuf: the owner's reference to the case's struct avc_rvbuf, until
 *	the case drops it
 * @probe: the case's probe, if it has one
 */
struct avc_rv_ctx {
	struct avc_kunit_file tf;
	struct avc_rv_file *f;
	struct avc_rvbuf *rvbuf;
	struct avc_rv_probe *probe;
};

static const char * const avc_rv_strategy_names[AVC_RVMMAP_NR] = {
	[AVC_RVMMAP_AUTO]		= "auto",
	[AVC_RVMMAP_REMAP_PFN]		= "remap_pfn",
	[AVC_RVMMAP_INSERT_PAGE]	= "insert_page",
	[AVC_RVMMAP_VMALLOC_RANGE]	= "vmalloc_range",
	[AVC_RVMMAP_MAP_PAGES]		= "map_pages",
	[AVC_RVMMAP_INSERT_PAGES]	= "insert_pages",
};

/* --- the buffer's contents --------------------------------------------- */

/**
 * avc_rv_page() - kernel address of a page of a buffer
 * @mem: the buffer
 * @idx: page index
 *
 * Return: the address of page @idx.
 */
static void *avc_rv_page(void *mem, unsigned long idx)
{
	return (char *)mem + (idx << PAGE_SHIFT);
}

/* --- the test file ------------------------------------------------------ */

/**
 * avc_rv_fault_index() - buffer page behind a faulting user address
 * @vma: the faulting vma
 * @address: the user address
 *
 * Return: vm_pgoff plus the page's index inside the vma.
 */
static unsigned long avc_rv_fault_index(struct vm_area_struct *vma,
					unsigned long address)
{
	return vma->vm_pgoff + ((address - vma->vm_start) >> PAGE_SHIFT);
}

/**
 * avc_rv_lookup() - the page lookup of the page-style fault handler
 * @vma: the faulting vma
 * @address: the user address
 *
 * Return: the buffer page, or NULL from page @fault_pages on.
 */
static struct page *avc_rv_lookup(struct vm_area_struct *vma,
				  unsigned long address)
{
	struct avc_rv_file *f = vma->vm_private_data;
	unsigned long idx = avc_rv_fault_index(vma, address);

	atomic_inc(&f->faults);
	if (idx >= f->fault_pages)
		return NULL;
	return vmalloc_to_page(avc_rv_page(f->mem, idx));
}

AVC_DEFINE_FAULT_PAGE(avc_rv_fault_page, avc_rv_lookup);

static const struct vm_operations_struct avc_rv_fault_page_ops = {
	AVC_VM_OPS_FAULT(avc_rv_fault_page),
};

/* Insert style, frames: the vma has VM_PFNMAP (avc_rv_mmap_lazy()). */
static avc_vm_fault_t avc_rv_fault_pfn(AVC_FAULT_ARGS(vmf))
{
	struct vm_area_struct *vma = avc_vmf_vma(vmf);
	unsigned long address = avc_vmf_address(vmf);
	struct avc_rv_file *f = vma->vm_private_data;
	unsigned long idx = avc_rv_fault_index(vma, address);

	atomic_inc(&f->faults);
	if (idx >= f->fault_pages)
		return VM_FAULT_SIGBUS;
	return avc_vmf_insert_pfn(vma, address,
				  avc_rvmalloc_to_pfn(f->mem, idx << PAGE_SHIFT));
}

static const struct vm_operations_struct avc_rv_fault_pfn_ops = {
	AVC_VM_OPS_FAULT(avc_rv_fault_pfn),
};

/* Insert style, pages: the vma has VM_MIXEDMAP (avc_rv_mmap_lazy()). */
static avc_vm_fault_t avc_rv_fault_insert_page(AVC_FAULT_ARGS(vmf))
{
	struct vm_area_struct *vma = avc_vmf_vma(vmf);
	unsigned long address = avc_vmf_address(vmf);
	struct avc_rv_file *f = vma->vm_private_data;
	unsigned long idx = avc_rv_fault_index(vma, address);

	atomic_inc(&f->faults);
	if (idx >= f->fault_pages)
		return VM_FAULT_SIGBUS;
	return avc_vmf_insert_page(vma, address,
				   vmalloc_to_page(avc_rv_page(f->mem, idx)));
}

static const struct vm_operations_struct avc_rv_fault_insert_page_ops = {
	AVC_VM_OPS_FAULT(avc_rv_fault_insert_page),
};

/**
 * avc_rv_mmap_lazy() - ->mmap of the fault modes: check, set up, map nothing
 * @vma: the new mapping
 * @f: the file's private data
 *
 * Shared mappings only: vmf_insert_pfn() must not meet a COW mapping.
 *
 * Return: 0, or -EINVAL for a bad window or a private mapping.
 */
static int avc_rv_mmap_lazy(struct vm_area_struct *vma, struct avc_rv_file *f)
{
	int rc = avc_rvmmap_window(vma, f->size);

	if (rc)
		return rc;
	if (!(vma->vm_flags & VM_SHARED))
		return -EINVAL;
	avc_vm_flags_set(vma, AVC_VM_DRIVER_FLAGS);
	switch (f->mode) {
	case AVC_RV_FAULT_PFN:
		avc_vm_flags_set(vma, VM_PFNMAP);
		vma->vm_ops = &avc_rv_fault_pfn_ops;
		break;
	case AVC_RV_FAULT_INSERT_PAGE:
		avc_vm_flags_set(vma, VM_MIXEDMAP);
		vma->vm_ops = &avc_rv_fault_insert_page_ops;
		break;
	default:
		vma->vm_ops = &avc_rv_fault_page_ops;
		break;
	}
	vma->vm_private_data = f;
	return 0;
}

/**
 * avc_rv_mmap_reversed() - ->mmap of %AVC_RV_PFN_REVERSED
 * @vma: the new mapping; must cover the whole buffer, shared
 * @f: the file's private data
 *
 * User page i shows buffer page n - 1 - i, looked up through a byte
 * inside the page (not its first), the way drivers map ring buffers.
 *
 * Return: 0, -EINVAL for a bad window, -ENXIO for a window that is not
 * the whole buffer, or the error of avc_remap_pfn_range().
 */
static int avc_rv_mmap_reversed(struct vm_area_struct *vma,
				struct avc_rv_file *f)
{
	unsigned long n = (vma->vm_end - vma->vm_start) >> PAGE_SHIFT;
	unsigned long i;
	int rc = avc_rvmmap_window(vma, f->size);

	if (rc)
		return rc;
	if (vma->vm_pgoff || n != PAGE_ALIGN(f->size) >> PAGE_SHIFT ||
	    !(vma->vm_flags & VM_SHARED))
		return -ENXIO;
	for (i = 0; i < n && !rc; i++) {
		unsigned long off = ((n - 1 - i) << PAGE_SHIFT) + PAGE_SIZE - 1 - 8 * i;

		rc = avc_remap_pfn_range(vma, vma->vm_start + (i << PAGE_SHIFT),
					 avc_rvmalloc_to_pfn(f->mem, off),
					 PAGE_SIZE, vma->vm_page_prot);
	}
	return rc;
}

static int avc_rv_test_mmap(struct file *file, struct vm_area_struct *vma)
{
	struct avc_rv_file *f = file->private_data;
	int rc;

	f->calls++;
	switch (f->mode) {
	case AVC_RV_MMAP:
		rc = avc_rvmmap_strategy(vma, f->mem, f->size, f->strategy);
		break;
	case AVC_RV_MMAP_EXPANDABLE:
		rc = avc_rvmmap_strategy(vma, f->mem, f->size, f->strategy);
		if (!rc)
			avc_vm_flags_clear(vma, VM_DONTEXPAND);
		break;
	case AVC_RV_PFN_REVERSED:
		rc = avc_rv_mmap_reversed(vma, f);
		break;
	case AVC_RV_RVBUF:
		rc = avc_rvbuf_mmap(f->rvbuf, vma);
		break;
	default:
		rc = avc_rv_mmap_lazy(vma, f);
		break;
	}
	f->rc = rc;
	return f->keep_vma ? 0 : rc;
}

static int avc_rv_test_release(struct inode *inode, struct file *file)
{
	struct avc_rv_file *f = file->private_data;
	struct avc_rv_probe *probe = f->probe;

	avc_rvfree(f->mem, f->size);
	kfree(f);
	if (probe) {
		atomic_inc(&probe->file_released);
		atomic_dec(&probe->pending);
	}
	return 0;
}

static const struct file_operations avc_rv_test_fops = {
	.owner		= THIS_MODULE,
	.mmap		= avc_rv_test_mmap,
	.release	= avc_rv_test_release,
};

/**
 * avc_rv_open() - create the case's test file
 * @test: the test
 * @mode: what its ->mmap does
 * @size: bytes of plain buffer to allocate with avc_rvmalloc(), or 0
 * @fill: fill the buffer with avc_kunit_pattern(AVC_RV_TAG, ) (else it is left as
 *	avc_rvmalloc() returned it)
 *
 * The lookups of the fault modes serve the whole buffer.  Aborts the case
 * on failure.
 *
 * Return: the file's private data.
 */
static struct avc_rv_file *avc_rv_open(struct kunit *test,
				       enum avc_rv_mode mode,
				       unsigned long size, bool fill)
{
	struct avc_rv_ctx *ctx = test->priv;
	struct avc_rv_file *f;
	void *mem = NULL;
	int rc;

	KUNIT_ASSERT_NULL(test, ctx->tf.file);
	if (size) {
		mem = avc_rvmalloc(size);
		KUNIT_ASSERT_NOT_NULL_MSG(test, mem, "avc_rvmalloc(%lu) failed", size);
		if (fill)
			avc_kunit_fill(mem, AVC_RV_TAG, PAGE_ALIGN(size) >> PAGE_SHIFT);
	}
	f = kzalloc_obj(*f);
	if (!f)
		avc_rvfree(mem, size);
	KUNIT_ASSERT_NOT_NULL(test, f);
	f->mode = mode;
	f->mem = mem;
	f->size = size;
	f->fault_pages = PAGE_ALIGN(size) >> PAGE_SHIFT;

	rc = avc_kunit_file_open(&ctx->tf, "[avc_rvmalloc_test]",
				 &avc_rv_test_fops, f);
	if (rc) {
		avc_rvfree(mem, size);
		kfree(f);
	}
	KUNIT_ASSERT_EQ_MSG(test, rc, 0, "anon_inode_getfile: %d", rc);
	ctx->f = f;
	return f;
}

static void avc_rv_buf_release(struct avc_rvbuf *buf)
{
	struct avc_rv_probe *probe = buf->priv;

	atomic_inc(&probe->buf_released);
	atomic_dec(&probe->pending);
}

/**
 * avc_rv_open_rvbuf() - a struct avc_rvbuf and a test file that maps it
 * @test: the test
 * @npages: the buffer's size in pages
 * @strategy: its strategy
 *
 * The case holds the owner's reference in ctx->rvbuf (drop it with
 * avc_rv_owner_put()); the buffer is filled with avc_kunit_pattern(), and its
 * release callback and the file's ->release count in ctx->probe.
 *
 * Return: the buffer.
 */
static struct avc_rvbuf *avc_rv_open_rvbuf(struct kunit *test,
					   unsigned long npages,
					   enum avc_rvmmap_strategy strategy)
{
	struct avc_rv_ctx *ctx = test->priv;
	struct avc_rv_probe *probe;
	struct avc_rvbuf *buf;
	struct avc_rv_file *f;

	probe = kzalloc_obj(*probe);
	KUNIT_ASSERT_NOT_NULL(test, probe);
	ctx->probe = probe;

	buf = avc_rvbuf_alloc(npages << PAGE_SHIFT);
	KUNIT_ASSERT_NOT_NULL(test, buf);
	KUNIT_EXPECT_EQ(test, buf->size, npages << PAGE_SHIFT);
	KUNIT_EXPECT_EQ(test, kref_read(&buf->ref), 1);
	buf->strategy = strategy;
	buf->release = avc_rv_buf_release;
	buf->priv = probe;
	atomic_inc(&probe->pending);
	ctx->rvbuf = buf;
	avc_kunit_fill(buf->mem, AVC_RV_TAG, npages);

	f = avc_rv_open(test, AVC_RV_RVBUF, 0, false);
	f->rvbuf = buf;
	f->probe = probe;
	atomic_inc(&probe->pending);
	return buf;
}

/* Drop the owner's reference to the case's struct avc_rvbuf. */
static void avc_rv_owner_put(struct kunit *test)
{
	struct avc_rv_ctx *ctx = test->priv;

	avc_rvbuf_put(ctx->rvbuf);
	ctx->rvbuf = NULL;
}

/*
 * Close the case's reference to the test file.  ->release runs now unless
 * a mapping still holds the file (fput() from a kthread is deferred:
 * flush it).
 */
static void avc_rv_close(struct kunit *test)
{
	struct avc_rv_ctx *ctx = test->priv;

	avc_kunit_file_close(&ctx->tf);
	ctx->f = NULL;
}

/**
 * avc_rv_assert_alive() - the case's struct avc_rvbuf must not be freed yet
 * @test: the test
 * @after: what just happened, for the message
 *
 * Aborts the case if the release callback ran: the case must not touch
 * the buffer then (KASAN would rightly call that a use after free).
 */
static void avc_rv_assert_alive(struct kunit *test, const char *after)
{
	struct avc_rv_ctx *ctx = test->priv;

	KUNIT_ASSERT_EQ_MSG(test, atomic_read(&ctx->probe->buf_released), 0,
			    "the buffer was freed after %s, while still mapped", after);
}

/* --- mapping and reading back ------------------------------------------ */

/**
 * avc_rv_map() - map the test file into the test's user mm
 * @test: the test
 * @npages: length in pages
 * @prot: PROT_* bits
 * @flags: MAP_* flags
 * @pgoff: file offset in pages (the vma's vm_pgoff)
 *
 * Return: the user address, or a negative errno cast to unsigned long.
 */
static unsigned long avc_rv_map(struct kunit *test, unsigned long npages,
				unsigned long prot, unsigned long flags,
				unsigned long pgoff)
{
	struct avc_rv_ctx *ctx = test->priv;

	return avc_kunit_file_map(test, &ctx->tf, npages, prot, flags, pgoff);
}

/**
 * avc_rv_map_ok() - avc_rv_map() that must succeed
 * @test: the test
 * @npages: length in pages
 * @prot: PROT_* bits
 * @flags: MAP_* flags
 * @pgoff: file offset in pages
 *
 * Aborts the case if the mapping fails.
 *
 * Return: the user address.
 */
static unsigned long avc_rv_map_ok(struct kunit *test, unsigned long npages,
				   unsigned long prot, unsigned long flags,
				   unsigned long pgoff)
{
	struct avc_rv_ctx *ctx = test->priv;
	unsigned long addr = avc_rv_map(test, npages, prot, flags, pgoff);

	KUNIT_ASSERT_FALSE_MSG(test, IS_ERR_VALUE(addr),
			       "mmap of pages [%lu, %lu) failed: %ld (handler rc %d)",
			       pgoff, pgoff + npages, (long)addr, ctx->f->rc);
	KUNIT_EXPECT_EQ(test, ctx->f->rc, 0);
	return addr;
}

/**
 * avc_rv_expect_refused() - a mapping the handler must refuse
 * @test: the test
 * @npages: length in pages
 * @prot: PROT_* bits
 * @flags: MAP_* flags
 * @pgoff: file offset in pages
 * @err: the error expected from the avcompat call (and from mmap)
 *
 * With the handler passing the error on, mmap fails and the mm has no vma.
 * For shared mappings a second try lets the handler ignore the error: the
 * vma then exists, and none of its pages may be readable (a shared file
 * mapping without vm_ops faults with SIGBUS rather than mapping anything).
 * A mapping that was wrongly accepted is unmapped unread: it may show
 * frames that are not the buffer's.
 */
static void avc_rv_expect_refused(struct kunit *test, unsigned long npages,
				  unsigned long prot, unsigned long flags,
				  unsigned long pgoff, int err)
{
	struct avc_rv_ctx *ctx = test->priv;
	struct avc_rv_file *f = ctx->f;
	int calls = f->calls;
	unsigned long addr, i;

	addr = avc_rv_map(test, npages, prot, flags, pgoff);
	KUNIT_EXPECT_EQ_MSG(test, f->calls, calls + 1,
			    "->mmap not called for pages [%lu, +%lu)", pgoff, npages);
	KUNIT_EXPECT_EQ_MSG(test, f->rc, err, "pages [%lu, +%lu), strategy %s",
			    pgoff, npages, avc_rv_strategy_names[f->strategy]);
	KUNIT_EXPECT_EQ(test, (long)addr, (long)err);
	if (!IS_ERR_VALUE(addr)) {
		/* Accepted: never read what it mapped (maybe not the buffer). */
		avc_kunit_munmap(addr, npages << PAGE_SHIFT);
		return;
	}
	KUNIT_EXPECT_TRUE_MSG(test, avc_kunit_mm_empty(), "a vma was left behind");
	if (!(flags & MAP_SHARED))
		return;

	f->keep_vma = true;
	addr = avc_rv_map(test, npages, prot, flags, pgoff);
	f->keep_vma = false;
	KUNIT_EXPECT_EQ(test, f->rc, err);
	KUNIT_ASSERT_FALSE_MSG(test, IS_ERR_VALUE(addr), "mmap failed: %ld",
			       (long)addr);
	for (i = 0; i < npages; i++)
		avc_kunit_expect_unreadable(test, &ctx->tf, addr + (i << PAGE_SHIFT));
	avc_kunit_munmap(addr, npages << PAGE_SHIFT);
}

/**
 * avc_rv_vma_flags() - vm_flags of the vma at a user address
 * @test: the test
 * @addr: the address
 *
 * Aborts the case if there is no vma.
 *
 * Return: its vm_flags.
 */
static unsigned long avc_rv_vma_flags(struct kunit *test, unsigned long addr)
{
	unsigned long flags = 0;

	KUNIT_ASSERT_TRUE_MSG(test, avc_kunit_vma_at(addr, NULL, NULL, &flags),
			      "no vma at %#lx", addr);
	return flags;
}

/* --- avc_rvmalloc() ----------------------------------------------------- */

/**
 * struct avc_rv_size - an avc_rvmalloc() size to try
 * @name: parameter description
 * @size: bytes
 */
struct avc_rv_size {
	const char *name;
	unsigned long size;
};

static const struct avc_rv_size avc_rv_sizes[] = {
	{ "one_byte", 1 },
	{ "page_minus_one", PAGE_SIZE - 1 },
	{ "one_page", PAGE_SIZE },
	{ "page_plus_one", PAGE_SIZE + 1 },
	{ "three_pages_plus_17", 3 * PAGE_SIZE + 17 },
};

static void avc_rv_size_desc(const struct avc_rv_size *s, char *desc)
{
	strscpy(desc, s->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(avc_rv_size, avc_rv_sizes, avc_rv_size_desc);

/* Leave pages full of junk on the free lists, for the next allocation. */
static void avc_rv_dirty_pages(unsigned long npages)
{
	void *junk = vmalloc(npages << PAGE_SHIFT);

	if (!junk)
		return;
	memset(junk, 0xa5, npages << PAGE_SHIFT);
	vfree(junk);
}

/*
 * A fresh buffer reads back as zeroes, every byte of every page up to the
 * rounded size, through the user mapping, before the kernel writes it (the
 * pages just freed full of junk are the likeliest to come back).  Then the
 * kernel's writes show through, so the zeroes were the buffer's, not the
 * zero page; one page past the rounded size is not the buffer's.
 */
static void avc_rvmalloc_zeroed_test(struct kunit *test)
{
	const struct avc_rv_size *p = test->param_value;
	unsigned long npages = PAGE_ALIGN(p->size) >> PAGE_SHIFT;
	struct avc_rv_ctx *ctx = test->priv;
	struct avc_rv_file *f;
	unsigned long addr;

	avc_rv_dirty_pages(npages + 2);
	f = avc_rv_open(test, AVC_RV_MMAP, p->size, false);
	/* Any vmalloc memory maps this way: only the zeroing is on trial. */
	f->strategy = AVC_RVMMAP_INSERT_PAGE;
	KUNIT_EXPECT_TRUE(test, is_vmalloc_addr(f->mem));
	KUNIT_EXPECT_TRUE(test, PAGE_ALIGNED(f->mem));

	addr = avc_rv_map_ok(test, npages, PROT_READ | PROT_WRITE, MAP_SHARED, 0);
	avc_kunit_expect_zeroed(test, &ctx->tf, addr, npages);
	avc_kunit_fill(f->mem, AVC_RV_TAG, npages);
	avc_kunit_expect_pages(test, &ctx->tf, addr, f->mem, 0, npages);
	avc_kunit_expect_writes(test, addr, f->mem, 0, npages);
	avc_kunit_munmap(addr, npages << PAGE_SHIFT);

	avc_rv_expect_refused(test, npages + 1, PROT_READ | PROT_WRITE,
			      MAP_SHARED, 0, -EINVAL);
}

/*
 * NULL for 0 and for sizes that cannot be rounded up (or only to a size no
 * allocation can have), without asking vmalloc (which would warn); the
 * free and put functions accept NULL.
 */
static void avc_rvmalloc_bad_size_test(struct kunit *test)
{
	static const unsigned long sizes[] = {
		0,
		ULONG_MAX,
		ULONG_MAX - PAGE_SIZE + 2,	/* PAGE_ALIGN() wraps to 0 */
		ULONG_MAX - PAGE_SIZE + 1,	/* the largest size refused */
	};
	struct avc_rvbuf *buf;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(sizes); i++) {
		KUNIT_EXPECT_NULL_MSG(test, avc_rvmalloc(sizes[i]),
				      "avc_rvmalloc(%#lx)", sizes[i]);
		KUNIT_EXPECT_NULL_MSG(test, avc_rvbuf_alloc(sizes[i]),
				      "avc_rvbuf_alloc(%#lx)", sizes[i]);
	}
	avc_rvfree(NULL, PAGE_SIZE);
	avc_rvbuf_put(NULL);

	/* The smallest real one: a whole page. */
	buf = avc_rvbuf_alloc(1);
	KUNIT_ASSERT_NOT_NULL(test, buf);
	KUNIT_EXPECT_EQ(test, buf->size, PAGE_SIZE);
	KUNIT_EXPECT_EQ(test, buf->strategy, AVC_RVMMAP_AUTO);
	avc_rvbuf_put(buf);
}

/*
 * avc_rvmalloc_to_pfn() of any byte of a page is the frame of that page: a
 * handler that maps the buffer back to front through it, from a byte
 * inside each page, shows each page where it put it.
 */
static void avc_rvmalloc_to_pfn_test(struct kunit *test)
{
	struct avc_rv_ctx *ctx = test->priv;
	static const unsigned long offsets[] = { 0, 1, 100, PAGE_SIZE - 1 };
	struct avc_rv_file *f;
	unsigned long addr, i;
	unsigned int o;

	f = avc_rv_open(test, AVC_RV_PFN_REVERSED, AVC_RV_SIZE, true);
	for (i = 0; i < AVC_RV_PAGES; i++) {
		unsigned long want = page_to_pfn(vmalloc_to_page(avc_rv_page(f->mem, i)));

		for (o = 0; o < ARRAY_SIZE(offsets); o++) {
			unsigned long off = (i << PAGE_SHIFT) + offsets[o];

			KUNIT_EXPECT_EQ_MSG(test, avc_pfn_val(avc_rvmalloc_to_pfn(f->mem, off)),
					    want, "page %lu, offset %lu", i, offsets[o]);
		}
	}

	addr = avc_rv_map_ok(test, AVC_RV_PAGES, PROT_READ | PROT_WRITE, MAP_SHARED, 0);
	for (i = 0; i < AVC_RV_PAGES; i++)
		avc_kunit_expect_pages(test, &ctx->tf, addr + (i << PAGE_SHIFT), f->mem,
				       AVC_RV_PAGES - 1 - i, 1);
	avc_kunit_munmap(addr, AVC_RV_SIZE);
}

/* --- avc_rvmmap_strategy() ---------------------------------------------- */

static const enum avc_rvmmap_strategy avc_rv_strategies[] = {
	AVC_RVMMAP_AUTO,
	AVC_RVMMAP_REMAP_PFN,
	AVC_RVMMAP_INSERT_PAGE,
	AVC_RVMMAP_VMALLOC_RANGE,
	AVC_RVMMAP_MAP_PAGES,
	AVC_RVMMAP_INSERT_PAGES,
};

static void avc_rv_strategy_desc(const enum avc_rvmmap_strategy *s, char *desc)
{
	strscpy(desc, avc_rv_strategy_names[*s], KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(avc_rv_strategy, avc_rv_strategies, avc_rv_strategy_desc);

/*
 * Every window [pgoff, pgoff + len) of a 5-page buffer (15 of them) shows
 * exactly buffer pages pgoff.. in order, writes through it land in the
 * buffer, and the vma carries AVC_VM_DRIVER_FLAGS.
 */
static void avc_rvmmap_windows_test(struct kunit *test)
{
	struct avc_rv_ctx *ctx = test->priv;
	const enum avc_rvmmap_strategy *s = test->param_value;
	struct avc_rv_file *f;
	unsigned long pgoff, len, addr, flags;

	f = avc_rv_open(test, AVC_RV_MMAP, AVC_RV_SIZE, true);
	f->strategy = *s;
	for (pgoff = 0; pgoff < AVC_RV_PAGES; pgoff++) {
		for (len = 1; len <= AVC_RV_PAGES - pgoff; len++) {
			addr = avc_rv_map_ok(test, len, PROT_READ | PROT_WRITE,
					     MAP_SHARED, pgoff);
			flags = avc_rv_vma_flags(test, addr);
			KUNIT_EXPECT_EQ(test, flags & AVC_VM_DRIVER_FLAGS,
					(unsigned long)AVC_VM_DRIVER_FLAGS);
			avc_kunit_expect_pages(test, &ctx->tf, addr, f->mem, pgoff, len);
			avc_kunit_expect_writes(test, addr, f->mem, pgoff, len);
			avc_kunit_munmap(addr, len << PAGE_SHIFT);
		}
	}
	KUNIT_EXPECT_EQ(test, f->calls, 15);
	KUNIT_EXPECT_TRUE(test, avc_kunit_mm_empty());
}

/*
 * A buffer whose size is not a whole number of pages (3 pages + 17 bytes)
 * maps as its 4 rounded pages, and its last page alone, with every
 * strategy: avc_rvmmap_window() accepts both, so every strategy must.
 */
static void avc_rvmmap_unaligned_size_test(struct kunit *test)
{
	struct avc_rv_ctx *ctx = test->priv;
	const enum avc_rvmmap_strategy *s = test->param_value;
	const unsigned long size = 3 * PAGE_SIZE + 17;
	struct avc_rv_file *f;
	unsigned long addr;

	f = avc_rv_open(test, AVC_RV_MMAP, size, true);
	f->strategy = *s;
	addr = avc_rv_map_ok(test, 4, PROT_READ | PROT_WRITE, MAP_SHARED, 0);
	avc_kunit_expect_pages(test, &ctx->tf, addr, f->mem, 0, 4);
	avc_kunit_munmap(addr, 4 * PAGE_SIZE);

	addr = avc_rv_map_ok(test, 1, PROT_READ | PROT_WRITE, MAP_SHARED, 3);
	avc_kunit_expect_pages(test, &ctx->tf, addr, f->mem, 3, 1);
	avc_kunit_expect_writes(test, addr, f->mem, 3, 1);
	avc_kunit_munmap(addr, PAGE_SIZE);
}

/*
 * All strategies at once: six mappings of the same window read back byte
 * for byte the same, and a write through any one of them shows through
 * all the others and in the buffer.
 */
static void avc_rvmmap_strategies_agree_test(struct kunit *test)
{
	const unsigned long pgoff = 1, len = 3;
	struct avc_rv_ctx *ctx = test->priv;
	unsigned long addr[AVC_RVMMAP_NR];
	struct avc_rv_file *f;
	unsigned int s, t;
	unsigned long i;

	f = avc_rv_open(test, AVC_RV_MMAP, AVC_RV_SIZE, true);
	for (s = 0; s < AVC_RVMMAP_NR; s++) {
		f->strategy = s;
		addr[s] = avc_rv_map_ok(test, len, PROT_READ | PROT_WRITE,
					MAP_SHARED, pgoff);
	}

	for (s = 1; s < AVC_RVMMAP_NR; s++) {
		for (i = 0; i < len; i++) {
			void *a = ctx->tf.bounce, *b = (char *)ctx->tf.bounce + PAGE_SIZE;
			unsigned long off = i << PAGE_SHIFT;

			KUNIT_ASSERT_EQ(test, copy_from_user(a, (void __user *)(addr[0] + off),
							     PAGE_SIZE), 0);
			KUNIT_ASSERT_EQ(test, copy_from_user(b, (void __user *)(addr[s] + off),
							     PAGE_SIZE), 0);
			KUNIT_EXPECT_EQ_MSG(test, memcmp(a, b, PAGE_SIZE), 0,
					    "page %lu: %s and %s differ", i,
					    avc_rv_strategy_names[0],
					    avc_rv_strategy_names[s]);
		}
		avc_kunit_expect_pages(test, &ctx->tf, addr[s], f->mem, pgoff, len);
	}

	for (s = 0; s < AVC_RVMMAP_NR; s++) {
		unsigned int w = 11 + s;
		unsigned long page = s % len;
		u32 __user *uword = (u32 __user *)(addr[s] + (page << PAGE_SHIFT)) + w;
		u32 *kword = (u32 *)avc_rv_page(f->mem, pgoff + page) + w;
		u32 marker = 0x77000000U | s;
		u32 got;

		KUNIT_EXPECT_EQ(test, put_user(marker, uword), 0);
		KUNIT_EXPECT_EQ(test, READ_ONCE(*kword), marker);
		for (t = 0; t < AVC_RVMMAP_NR; t++) {
			uword = (u32 __user *)(addr[t] + (page << PAGE_SHIFT)) + w;
			got = 0;
			KUNIT_EXPECT_EQ(test, get_user(got, uword), 0);
			KUNIT_EXPECT_EQ_MSG(test, got, marker,
					    "write through %s not seen through %s",
					    avc_rv_strategy_names[s],
					    avc_rv_strategy_names[t]);
		}
	}

	for (s = 0; s < AVC_RVMMAP_NR; s++)
		avc_kunit_munmap(addr[s], len << PAGE_SHIFT);
}

/**
 * struct avc_rv_window - a window of the 5-page buffer
 * @name: parameter description
 * @pgoff: first page
 * @npages: length in pages
 */
struct avc_rv_window {
	const char *name;
	unsigned long pgoff;
	unsigned long npages;
};

/* Zero length cannot be asked for from user space: mmap() refuses it. */
static const struct avc_rv_window avc_rv_bad_windows[] = {
	{ "pgoff_at_end", AVC_RV_PAGES, 1 },
	{ "pgoff_past_end", AVC_RV_PAGES + 1, 1 },
	{ "len_past_end", 0, AVC_RV_PAGES + 1 },
	{ "end_one_past_end", 1, AVC_RV_PAGES },
	{ "last_page_and_one_more", AVC_RV_PAGES - 1, 2 },
};

static void avc_rv_window_desc(const struct avc_rv_window *w, char *desc)
{
	strscpy(desc, w->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(avc_rv_bad_window, avc_rv_bad_windows, avc_rv_window_desc);

/* A window outside the buffer: -EINVAL with every strategy, nothing mapped. */
static void avc_rvmmap_bad_window_test(struct kunit *test)
{
	const struct avc_rv_window *w = test->param_value;
	struct avc_rv_file *f;
	unsigned int s;

	f = avc_rv_open(test, AVC_RV_MMAP, AVC_RV_SIZE, true);
	for (s = 0; s < AVC_RVMMAP_NR; s++) {
		f->strategy = s;
		avc_rv_expect_refused(test, w->npages, PROT_READ | PROT_WRITE,
				      MAP_SHARED, w->pgoff, -EINVAL);
	}
}

/*
 * vm_pgoff near ULONG_MAX >> PAGE_SHIFT, through the mmap offset.  The core
 * refuses an offset whose end passes ULONG_MAX before any driver sees it
 * (vm_mmap(), file_mmap_ok()), so the largest vm_pgoff a handler can get
 * for len pages is (ULONG_MAX >> PAGE_SHIFT) - len: refused, nothing
 * mapped.  vm_pgoff values beyond (where pgoff + len wraps) only reach
 * avc_rvmmap_window() directly, from a vma on the side.
 */
static void avc_rvmmap_pgoff_overflow_test(struct kunit *test)
{
	static const unsigned long wraps[] = {
		ULONG_MAX, ULONG_MAX - 1, ULONG_MAX - AVC_RV_PAGES,
		ULONG_MAX >> PAGE_SHIFT, (ULONG_MAX >> PAGE_SHIFT) - 1,
	};
	struct vm_area_struct *vma;
	struct avc_rv_file *f;
	unsigned long len, addr;
	unsigned int i;
	int calls;

	f = avc_rv_open(test, AVC_RV_MMAP, AVC_RV_SIZE, true);
	for (len = 1; len <= 3; len++)
		avc_rv_expect_refused(test, len, PROT_READ | PROT_WRITE, MAP_SHARED,
				      (ULONG_MAX >> PAGE_SHIFT) - len, -EINVAL);

	/* One page further: the core's refusal, the handler is not called. */
	calls = f->calls;
	addr = avc_rv_map(test, 1, PROT_READ | PROT_WRITE, MAP_SHARED,
			  ULONG_MAX >> PAGE_SHIFT);
	KUNIT_EXPECT_TRUE(test, IS_ERR_VALUE(addr));
	KUNIT_EXPECT_EQ(test, f->calls, calls);
	if (!IS_ERR_VALUE(addr))
		avc_kunit_munmap(addr, PAGE_SIZE);

	vma = kunit_kzalloc(test, sizeof(*vma), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, vma);
	vma->vm_start = 0x100000;
	vma->vm_end = vma->vm_start + 2 * PAGE_SIZE;
	for (i = 0; i < ARRAY_SIZE(wraps); i++) {
		vma->vm_pgoff = wraps[i];
		KUNIT_EXPECT_EQ_MSG(test, avc_rvmmap_window(vma, AVC_RV_SIZE), -EINVAL,
				    "vm_pgoff %#lx", wraps[i]);
	}
	vma->vm_pgoff = AVC_RV_PAGES - 2;
	KUNIT_EXPECT_EQ(test, avc_rvmmap_window(vma, AVC_RV_SIZE), 0);
}

/* A writable private mapping: -EINVAL with every strategy, no vma left. */
static void avc_rvmmap_private_writable_test(struct kunit *test)
{
	struct avc_rv_file *f;
	unsigned int s;

	f = avc_rv_open(test, AVC_RV_MMAP, AVC_RV_SIZE, true);
	for (s = 0; s < AVC_RVMMAP_NR; s++) {
		f->strategy = s;
		avc_rv_expect_refused(test, 2, PROT_READ | PROT_WRITE, MAP_PRIVATE,
				      1, -EINVAL);
	}
}

/*
 * A read-only private mapping works and shows the buffer, but can never
 * become writable: VM_MAYWRITE is cleared, so mprotect(PROT_WRITE) fails
 * with -EACCES, and writes fault without reaching the buffer.
 */
static void avc_rvmmap_private_readonly_test(struct kunit *test)
{
	struct avc_rv_ctx *ctx = test->priv;
	const enum avc_rvmmap_strategy *s = test->param_value;
	struct avc_rv_file *f;
	unsigned long addr, flags;
	u32 *kword;

	f = avc_rv_open(test, AVC_RV_MMAP, AVC_RV_SIZE, true);
	f->strategy = *s;
	addr = avc_rv_map_ok(test, 3, PROT_READ, MAP_PRIVATE, 1);
	avc_kunit_expect_pages(test, &ctx->tf, addr, f->mem, 1, 3);

	flags = avc_rv_vma_flags(test, addr);
	KUNIT_EXPECT_FALSE(test, flags & VM_SHARED);
	KUNIT_EXPECT_FALSE(test, flags & VM_WRITE);
	KUNIT_EXPECT_FALSE_MSG(test, flags & VM_MAYWRITE, "VM_MAYWRITE still set");
	KUNIT_EXPECT_EQ(test, flags & AVC_VM_DRIVER_FLAGS,
			(unsigned long)AVC_VM_DRIVER_FLAGS);

	kword = avc_rv_page(f->mem, 2);
	KUNIT_EXPECT_EQ(test, put_user(0x5a5a5a5aU, (u32 __user *)(addr + PAGE_SIZE)),
			-EFAULT);
	if (AVC_KUNIT_HAVE_MM_SYSCALLS) {
		KUNIT_EXPECT_EQ(test, avc_kunit_mprotect(addr, 3 * PAGE_SIZE,
							 PROT_READ | PROT_WRITE),
				-EACCES);
		KUNIT_EXPECT_EQ(test, avc_rv_vma_flags(test, addr), flags);
		KUNIT_EXPECT_EQ(test, put_user(0x5a5a5a5aU,
					       (u32 __user *)(addr + PAGE_SIZE)),
				-EFAULT);
	}
	/* Else the cleared VM_MAYWRITE above is what mprotect() would check. */
	KUNIT_EXPECT_EQ(test, *kword, avc_kunit_pattern(AVC_RV_TAG, 2, 0));
	avc_kunit_expect_pages(test, &ctx->tf, addr, f->mem, 1, 3);
	avc_kunit_munmap(addr, 3 * PAGE_SIZE);
}

/**
 * avc_rv_mremap_grow() - try to grow a 2-page mapping to 3 pages, moved
 * @test: the test
 * @addr: the mapping
 *
 * Moves it to a fresh place (MREMAP_FIXED over a reserved range): growing
 * in place fails for any VM_SPECIAL mapping on 6.12 (the vma cannot merge
 * with its extension), VM_DONTEXPAND or not.
 *
 * Return: what mremap() returned.
 */
static long avc_rv_mremap_grow(struct kunit *test, unsigned long addr)
{
	unsigned long dst;

	dst = avc_kunit_vm_mmap(test, NULL, 3 * PAGE_SIZE, PROT_NONE,
				MAP_PRIVATE | MAP_ANONYMOUS, 0);
	KUNIT_ASSERT_FALSE(test, IS_ERR_VALUE(dst));
	/* mremap() unmaps the reserved range first, whatever happens next. */
	return avc_kunit_mremap(addr, 2 * PAGE_SIZE, 3 * PAGE_SIZE,
				MREMAP_MAYMOVE | MREMAP_FIXED, dst);
}

/*
 * mremap() cannot grow the mapping (VM_DONTEXPAND; a vm_insert_page()
 * mapping, since mremap() refuses to grow VM_PFNMAP on its own), in place,
 * where it likes or to a given address.  The same mapping with
 * VM_DONTEXPAND cleared by a wrong handler does grow: the refusal is the
 * flag's.
 */
static void avc_rvmmap_mremap_test(struct kunit *test)
{
	struct avc_rv_ctx *ctx = test->priv;
	struct avc_rv_file *f;
	unsigned long addr, start = 0, end = 0, flags;
	long grown;

	if (!AVC_KUNIT_HAVE_MM_SYSCALLS)
		kunit_skip(test, AVC_KUNIT_NO_MM_SYSCALLS);

	f = avc_rv_open(test, AVC_RV_MMAP, AVC_RV_SIZE, true);
	f->strategy = AVC_RVMMAP_INSERT_PAGE;
	addr = avc_rv_map_ok(test, 2, PROT_READ | PROT_WRITE, MAP_SHARED, 0);
	flags = avc_rv_vma_flags(test, addr);
	KUNIT_EXPECT_TRUE(test, flags & VM_DONTEXPAND);
	KUNIT_EXPECT_FALSE(test, flags & VM_PFNMAP);

	KUNIT_EXPECT_EQ(test, avc_kunit_mremap(addr, 2 * PAGE_SIZE, 3 * PAGE_SIZE, 0, 0),
			-EFAULT);
	KUNIT_EXPECT_EQ(test, avc_kunit_mremap(addr, 2 * PAGE_SIZE, 3 * PAGE_SIZE,
					       MREMAP_MAYMOVE, 0),
			-EFAULT);
	KUNIT_EXPECT_EQ(test, avc_rv_mremap_grow(test, addr), -EFAULT);
	KUNIT_EXPECT_TRUE(test, avc_kunit_vma_at(addr, &start, &end, NULL));
	KUNIT_EXPECT_EQ(test, start, addr);
	KUNIT_EXPECT_EQ(test, end, addr + 2 * PAGE_SIZE);
	avc_kunit_expect_pages(test, &ctx->tf, addr, f->mem, 0, 2);
	avc_kunit_munmap(addr, 2 * PAGE_SIZE);

	f->mode = AVC_RV_MMAP_EXPANDABLE;
	addr = avc_rv_map_ok(test, 2, PROT_READ | PROT_WRITE, MAP_SHARED, 0);
	KUNIT_EXPECT_FALSE(test, avc_rv_vma_flags(test, addr) & VM_DONTEXPAND);
	grown = avc_rv_mremap_grow(test, addr);
	KUNIT_EXPECT_FALSE_MSG(test, IS_ERR_VALUE(grown),
			       "without VM_DONTEXPAND mremap() failed too: %ld", grown);
	if (IS_ERR_VALUE(grown)) {
		avc_kunit_munmap(addr, 2 * PAGE_SIZE);
		return;
	}
	/* The moved pages are still the buffer's; the third is never touched. */
	avc_kunit_expect_unreadable(test, &ctx->tf, addr);
	avc_kunit_expect_pages(test, &ctx->tf, grown, f->mem, 0, 2);
	avc_kunit_munmap(grown, 3 * PAGE_SIZE);
}

/* --- struct avc_rvbuf --------------------------------------------------- */

/*
 * The buffer outlives the owner's put and the close of the file, until
 * the last unmap, which frees it exactly once.  With every strategy: some
 * take page references that would hide a premature free, the release
 * callback does not.
 */
static void avc_rvbuf_outlives_owner_test(struct kunit *test)
{
	const enum avc_rvmmap_strategy *s = test->param_value;
	struct avc_rv_ctx *ctx = test->priv;
	struct avc_rv_probe *probe;
	struct avc_rvbuf *buf;
	unsigned long addr;

	buf = avc_rv_open_rvbuf(test, 3, *s);
	probe = ctx->probe;
	addr = avc_rv_map_ok(test, 3, PROT_READ | PROT_WRITE, MAP_SHARED, 0);
	KUNIT_EXPECT_EQ(test, kref_read(&buf->ref), 2);

	avc_rv_owner_put(test);
	avc_rv_close(test);
	avc_rv_assert_alive(test, "the owner's put and the file's close");
	KUNIT_EXPECT_EQ(test, kref_read(&buf->ref), 1);
	KUNIT_EXPECT_EQ_MSG(test, atomic_read(&probe->file_released), 0,
			    "the mapping does not hold the file");
	avc_kunit_expect_pages(test, &ctx->tf, addr, buf->mem, 0, 3);
	avc_kunit_expect_writes(test, addr, buf->mem, 0, 3);

	avc_kunit_munmap(addr, 3 * PAGE_SIZE);
	KUNIT_EXPECT_EQ(test, atomic_read(&probe->buf_released), 1);
	flush_delayed_fput();
	KUNIT_EXPECT_EQ(test, atomic_read(&probe->file_released), 1);
	KUNIT_EXPECT_EQ(test, atomic_read(&probe->buf_released), 1);
}

/*
 * munmap() of the middle page splits the vma (->open for the new part):
 * two vmas, two references, the outer pages still the buffer's; the
 * buffer is freed once, after both halves are gone.
 */
static void avc_rvbuf_split_test(struct kunit *test)
{
	struct avc_rv_ctx *ctx = test->priv;
	struct avc_rv_probe *probe;
	struct avc_rvbuf *buf;
	unsigned long addr;

	buf = avc_rv_open_rvbuf(test, 3, AVC_RVMMAP_AUTO);
	probe = ctx->probe;
	addr = avc_rv_map_ok(test, 3, PROT_READ | PROT_WRITE, MAP_SHARED, 0);
	avc_rv_owner_put(test);
	avc_rv_close(test);
	avc_rv_assert_alive(test, "the owner's put and the file's close");
	KUNIT_EXPECT_EQ(test, kref_read(&buf->ref), 1);

	avc_kunit_munmap(addr + PAGE_SIZE, PAGE_SIZE);
	avc_rv_assert_alive(test, "munmap() of the middle page");
	KUNIT_EXPECT_EQ(test, kref_read(&buf->ref), 2);
	avc_kunit_expect_pages(test, &ctx->tf, addr, buf->mem, 0, 1);
	avc_kunit_expect_unreadable(test, &ctx->tf, addr + PAGE_SIZE);
	avc_kunit_expect_pages(test, &ctx->tf, addr + 2 * PAGE_SIZE, buf->mem, 2, 1);

	avc_kunit_munmap(addr, PAGE_SIZE);
	avc_rv_assert_alive(test, "munmap() of the first half");
	KUNIT_EXPECT_EQ(test, kref_read(&buf->ref), 1);
	avc_kunit_expect_pages(test, &ctx->tf, addr + 2 * PAGE_SIZE, buf->mem, 2, 1);
	avc_kunit_expect_writes(test, addr + 2 * PAGE_SIZE, buf->mem, 2, 1);

	avc_kunit_munmap(addr + 2 * PAGE_SIZE, PAGE_SIZE);
	KUNIT_EXPECT_EQ(test, atomic_read(&probe->buf_released), 1);
	flush_delayed_fput();
	KUNIT_EXPECT_EQ(test, atomic_read(&probe->buf_released), 1);
}

/*
 * Two mappings of the same buffer (pages 0-2 and 1-3) share its memory:
 * a write through either shows through the other; each holds the buffer.
 */
static void avc_rvbuf_second_mapping_test(struct kunit *test)
{
	struct avc_rv_ctx *ctx = test->priv;
	struct avc_rv_probe *probe;
	struct avc_rvbuf *buf;
	unsigned long a, b;
	u32 got = 0;

	buf = avc_rv_open_rvbuf(test, 4, AVC_RVMMAP_AUTO);
	probe = ctx->probe;
	a = avc_rv_map_ok(test, 3, PROT_READ | PROT_WRITE, MAP_SHARED, 0);
	b = avc_rv_map_ok(test, 3, PROT_READ | PROT_WRITE, MAP_SHARED, 1);
	KUNIT_EXPECT_EQ(test, kref_read(&buf->ref), 3);

	/* Buffer page 2 is a's page 2 and b's page 1. */
	KUNIT_EXPECT_EQ(test, put_user(0x11111111U, (u32 __user *)(a + 2 * PAGE_SIZE) + 5), 0);
	KUNIT_EXPECT_EQ(test, get_user(got, (u32 __user *)(b + PAGE_SIZE) + 5), 0);
	KUNIT_EXPECT_EQ(test, got, 0x11111111U);
	KUNIT_EXPECT_EQ(test, put_user(0x22222222U, (u32 __user *)(b + PAGE_SIZE) + 6), 0);
	KUNIT_EXPECT_EQ(test, get_user(got, (u32 __user *)(a + 2 * PAGE_SIZE) + 6), 0);
	KUNIT_EXPECT_EQ(test, got, 0x22222222U);
	KUNIT_EXPECT_EQ(test, ((u32 *)avc_rv_page(buf->mem, 2))[5], 0x11111111U);
	KUNIT_EXPECT_EQ(test, ((u32 *)avc_rv_page(buf->mem, 2))[6], 0x22222222U);
	((u32 *)avc_rv_page(buf->mem, 2))[5] = avc_kunit_pattern(AVC_RV_TAG, 2, 5);
	((u32 *)avc_rv_page(buf->mem, 2))[6] = avc_kunit_pattern(AVC_RV_TAG, 2, 6);

	avc_rv_owner_put(test);
	avc_rv_close(test);
	avc_kunit_munmap(a, 3 * PAGE_SIZE);
	avc_rv_assert_alive(test, "munmap() of the first mapping");
	KUNIT_EXPECT_EQ(test, kref_read(&buf->ref), 1);
	avc_kunit_expect_pages(test, &ctx->tf, b, buf->mem, 1, 3);
	avc_kunit_munmap(b, 3 * PAGE_SIZE);
	KUNIT_EXPECT_EQ(test, atomic_read(&probe->buf_released), 1);
}

/*
 * mremap() moving the mapping copies the vma (->open) and unmaps the old
 * one (->close): the buffer stays alive and readable at the new address.
 */
static void avc_rvbuf_mremap_move_test(struct kunit *test)
{
	struct avc_rv_ctx *ctx = test->priv;
	struct avc_rv_probe *probe;
	struct avc_rvbuf *buf;
	unsigned long addr, dst;
	long moved;

	if (!AVC_KUNIT_HAVE_MM_SYSCALLS)
		kunit_skip(test, AVC_KUNIT_NO_MM_SYSCALLS);

	buf = avc_rv_open_rvbuf(test, 2, AVC_RVMMAP_AUTO);
	probe = ctx->probe;
	addr = avc_rv_map_ok(test, 2, PROT_READ | PROT_WRITE, MAP_SHARED, 0);
	avc_rv_owner_put(test);
	avc_rv_close(test);
	avc_rv_assert_alive(test, "the owner's put and the file's close");

	/* A place to move to: an anonymous mapping that MREMAP_FIXED replaces. */
	dst = avc_kunit_vm_mmap(test, NULL, 2 * PAGE_SIZE, PROT_NONE,
				MAP_PRIVATE | MAP_ANONYMOUS, 0);
	KUNIT_ASSERT_FALSE(test, IS_ERR_VALUE(dst));
	moved = avc_kunit_mremap(addr, 2 * PAGE_SIZE, 2 * PAGE_SIZE,
				 MREMAP_MAYMOVE | MREMAP_FIXED, dst);
	KUNIT_EXPECT_EQ(test, moved, (long)dst);
	if (moved != (long)dst) {
		avc_kunit_munmap(addr, 2 * PAGE_SIZE);
		avc_kunit_munmap(dst, 2 * PAGE_SIZE);
		return;
	}
	avc_rv_assert_alive(test, "mremap()");
	KUNIT_EXPECT_EQ(test, kref_read(&buf->ref), 1);
	avc_kunit_expect_unreadable(test, &ctx->tf, addr);
	avc_kunit_expect_pages(test, &ctx->tf, dst, buf->mem, 0, 2);
	avc_kunit_munmap(dst, 2 * PAGE_SIZE);
	KUNIT_EXPECT_EQ(test, atomic_read(&probe->buf_released), 1);
}

/*
 * A refused avc_rvbuf_mmap() (window past the end, writable private) takes
 * no reference: the owner's put frees the buffer right away.
 */
static void avc_rvbuf_mmap_error_test(struct kunit *test)
{
	struct avc_rv_ctx *ctx = test->priv;
	struct avc_rv_probe *probe;
	struct avc_rvbuf *buf;
	unsigned long addr;

	buf = avc_rv_open_rvbuf(test, 2, AVC_RVMMAP_AUTO);
	probe = ctx->probe;
	avc_rv_expect_refused(test, 1, PROT_READ | PROT_WRITE, MAP_SHARED, 2, -EINVAL);
	avc_rv_expect_refused(test, 3, PROT_READ | PROT_WRITE, MAP_SHARED, 0, -EINVAL);
	avc_rv_expect_refused(test, 1, PROT_READ | PROT_WRITE, MAP_PRIVATE, 0, -EINVAL);
	KUNIT_EXPECT_EQ(test, kref_read(&buf->ref), 1);

	/* It does map, and the mapping's reference goes with it. */
	addr = avc_rv_map_ok(test, 2, PROT_READ | PROT_WRITE, MAP_SHARED, 0);
	KUNIT_EXPECT_EQ(test, kref_read(&buf->ref), 2);
	avc_kunit_expect_pages(test, &ctx->tf, addr, buf->mem, 0, 2);
	avc_kunit_munmap(addr, 2 * PAGE_SIZE);
	KUNIT_EXPECT_EQ(test, kref_read(&buf->ref), 1);

	avc_rv_owner_put(test);
	KUNIT_EXPECT_EQ(test, atomic_read(&probe->buf_released), 1);
}

/* --- the fault path ----------------------------------------------------- */

static const enum avc_rv_mode avc_rv_fault_modes[] = {
	AVC_RV_FAULT_PAGE,
	AVC_RV_FAULT_PFN,
	AVC_RV_FAULT_INSERT_PAGE,
};

static void avc_rv_fault_mode_desc(const enum avc_rv_mode *m, char *desc)
{
	static const char * const names[] = {
		[AVC_RV_FAULT_PAGE]		= "define_fault_page",
		[AVC_RV_FAULT_PFN]		= "vmf_insert_pfn",
		[AVC_RV_FAULT_INSERT_PAGE]	= "vmf_insert_page",
	};

	strscpy(desc, names[*m], KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(avc_rv_fault_mode, avc_rv_fault_modes, avc_rv_fault_mode_desc);

/*
 * A lazily mapped file (buffer pages 1-4) maps nothing up front; touching
 * its pages out of order faults each in once, with the right contents,
 * and writes land in the buffer without faulting again.
 */
static void avc_fault_lazy_test(struct kunit *test)
{
	struct avc_rv_ctx *ctx = test->priv;
	static const unsigned long order[] = { 2, 0, 3, 1 };
	const enum avc_rv_mode *m = test->param_value;
	struct avc_rv_file *f;
	unsigned long addr, flags;
	unsigned int i;

	f = avc_rv_open(test, *m, AVC_RV_SIZE, true);
	addr = avc_rv_map_ok(test, 4, PROT_READ | PROT_WRITE, MAP_SHARED, 1);
	flags = avc_rv_vma_flags(test, addr);
	KUNIT_EXPECT_EQ(test, flags & AVC_VM_DRIVER_FLAGS,
			(unsigned long)AVC_VM_DRIVER_FLAGS);
	if (*m == AVC_RV_FAULT_PFN)
		KUNIT_EXPECT_TRUE(test, flags & VM_PFNMAP);
	if (*m == AVC_RV_FAULT_INSERT_PAGE)
		KUNIT_EXPECT_TRUE(test, flags & VM_MIXEDMAP);
	KUNIT_EXPECT_EQ_MSG(test, atomic_read(&f->faults), 0,
			    "pages were looked up before the first touch");

	for (i = 0; i < ARRAY_SIZE(order); i++) {
		avc_kunit_expect_pages(test, &ctx->tf, addr + (order[i] << PAGE_SHIFT),
				       f->mem, 1 + order[i], 1);
		KUNIT_EXPECT_EQ_MSG(test, atomic_read(&f->faults), i + 1,
				    "after touching page %lu", order[i]);
	}
	avc_kunit_expect_pages(test, &ctx->tf, addr, f->mem, 1, 4);
	avc_kunit_expect_writes(test, addr, f->mem, 1, 4);
	KUNIT_EXPECT_EQ_MSG(test, atomic_read(&f->faults), 4,
			    "a mapped page was looked up again");
	avc_kunit_munmap(addr, 4 * PAGE_SIZE);
}

/*
 * A lookup that returns NULL makes the access fail (SIGBUS in the fault
 * handler, -EFAULT for copy_from_user()) and maps nothing: the next access
 * asks again.  The pages it does serve still work.
 */
static void avc_fault_lookup_null_test(struct kunit *test)
{
	struct avc_rv_ctx *ctx = test->priv;
	struct avc_rv_file *f;
	unsigned long addr;
	int seen;

	f = avc_rv_open(test, AVC_RV_FAULT_PAGE, AVC_RV_SIZE, true);
	f->fault_pages = 2;
	addr = avc_rv_map_ok(test, 4, PROT_READ | PROT_WRITE, MAP_SHARED, 0);
	avc_kunit_expect_pages(test, &ctx->tf, addr, f->mem, 0, 2);
	KUNIT_EXPECT_EQ(test, atomic_read(&f->faults), 2);

	avc_kunit_expect_unreadable(test, &ctx->tf, addr + 2 * PAGE_SIZE);
	KUNIT_EXPECT_GE(test, atomic_read(&f->faults), 3);
	seen = atomic_read(&f->faults);
	avc_kunit_expect_unreadable(test, &ctx->tf, addr + 2 * PAGE_SIZE);
	KUNIT_EXPECT_GT_MSG(test, atomic_read(&f->faults), seen,
			    "the refused page was not looked up again");
	KUNIT_EXPECT_EQ(test, put_user(1U, (u32 __user *)(addr + 3 * PAGE_SIZE)), -EFAULT);

	avc_kunit_expect_pages(test, &ctx->tf, addr, f->mem, 0, 2);
	avc_kunit_munmap(addr, 4 * PAGE_SIZE);
}

/* --- the suite ---------------------------------------------------------- */

static int avc_rv_test_init(struct kunit *test)
{
	struct avc_rv_ctx *ctx;

	ctx = kunit_kzalloc(test, sizeof(*ctx), GFP_KERNEL);
	if (!ctx)
		return -ENOMEM;
	test->priv = ctx;
	return avc_kunit_file_init(test, &ctx->tf);
}

static void avc_rv_test_exit(struct kunit *test)
{
	struct avc_rv_ctx *ctx = test->priv;

	if (!ctx)
		return;
	if (ctx->rvbuf)
		avc_rvbuf_put(ctx->rvbuf);
	/* A mapping still alive holds its own reference; ->release frees. */
	avc_kunit_file_close(&ctx->tf);
	flush_delayed_fput();
	if (ctx->probe && !atomic_read(&ctx->probe->pending))
		kfree(ctx->probe);
}

static struct kunit_case avc_rvmalloc_test_cases[] = {
	KUNIT_CASE_PARAM(avc_rvmalloc_zeroed_test, avc_rv_size_gen_params),
	KUNIT_CASE(avc_rvmalloc_bad_size_test),
	KUNIT_CASE(avc_rvmalloc_to_pfn_test),
	KUNIT_CASE_PARAM(avc_rvmmap_windows_test, avc_rv_strategy_gen_params),
	KUNIT_CASE_PARAM(avc_rvmmap_unaligned_size_test, avc_rv_strategy_gen_params),
	KUNIT_CASE(avc_rvmmap_strategies_agree_test),
	KUNIT_CASE_PARAM(avc_rvmmap_bad_window_test, avc_rv_bad_window_gen_params),
	KUNIT_CASE(avc_rvmmap_pgoff_overflow_test),
	KUNIT_CASE(avc_rvmmap_private_writable_test),
	KUNIT_CASE_PARAM(avc_rvmmap_private_readonly_test, avc_rv_strategy_gen_params),
	KUNIT_CASE(avc_rvmmap_mremap_test),
	KUNIT_CASE_PARAM(avc_rvbuf_outlives_owner_test, avc_rv_strategy_gen_params),
	KUNIT_CASE(avc_rvbuf_split_test),
	KUNIT_CASE(avc_rvbuf_second_mapping_test),
	KUNIT_CASE(avc_rvbuf_mremap_move_test),
	KUNIT_CASE(avc_rvbuf_mmap_error_test),
	KUNIT_CASE_PARAM(avc_fault_lazy_test, avc_rv_fault_mode_gen_params),
	KUNIT_CASE(avc_fault_lookup_null_test),
	{}
};

static struct kunit_suite avc_rvmalloc_test_suite = {
	.name = "avc_rvmalloc",
	.init = avc_rv_test_init,
	.exit = avc_rv_test_exit,
	.test_cases = avc_rvmalloc_test_cases,
};

kunit_test_suite(avc_rvmalloc_test_suite);

MODULE_DESCRIPTION("KUnit tests for avcompat's rvmalloc, rvbuf and fault helpers");
MODULE_LICENSE("GPL");
