// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for avc_remap_pfn_range() and avc_io_remap_pfn_range().
 *
 * Every case works on a real struct file (anon_inode_getfile()) whose
 * ->mmap maps pages from alloc_pages() with the avcompat helpers, maps it
 * into a real user mm with vm_mmap() and reads each page back through the
 * user mapping with copy_from_user() and get_user(), comparing it with the
 * kernel's view of the page it should be; writes go through put_user().
 * Every word of the buffer holds a value unique to its page and offset, so
 * a mapping off by one frame or by one page reads back the wrong data.
 *
 * The buffer belongs to the file and is freed by its ->release, after the
 * last user mapping (which holds a file reference) is gone.
 *
 * The user mm and the mappings come from avc_kunit_util.c: kunit_vm_mmap()
 * on 6.11 and later, an mm attached by hand before, which needs symbols
 * that are not exported: the suite is built in (CONFIG_AVC_KUNIT_TEST is
 * bool).  Run it with scripts/kunit.
 */
#include <kunit/test.h>
#include <linux/err.h>
#include <linux/fs.h>
#include <linux/gfp.h>
#include <linux/mm.h>
#include <linux/mman.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/uaccess.h>

#include <avcompat/mmap.h>
#include <avcompat/pfn.h>
#include <avcompat/uaccess.h>

#include "avc_kunit_util.h"

/* The buffer: 2^3 pages, the last one a guard that is never meant to show. */
#define AVC_BLOCK_ORDER		3
#define AVC_BLOCK_PAGES		BIT(AVC_BLOCK_ORDER)
#define AVC_USABLE_PAGES	(AVC_BLOCK_PAGES - 1)
#define AVC_MAP_PAGES		4
#define AVC_REMAP_TAG		0xa5

/* Block page per vma page (plus vm_pgoff) for AVC_MAP_SCATTERED. */
static const unsigned int avc_perm[AVC_USABLE_PAGES] = { 5, 2, 6, 0, 3, 1, 4 };

/**
 * enum avc_map_mode - what the test file's ->mmap does
 * @AVC_MAP_WHOLE: one avc_remap_pfn_range() of the whole vma, starting at
 *	block page vm_pgoff
 * @AVC_MAP_IO_WHOLE: the same with avc_io_remap_pfn_range() and avc_io_pfn()
 * @AVC_MAP_SCATTERED: page by page, vma page i from block page
 *	avc_perm[vm_pgoff + i], the way drivers map scattered buffers
 * @AVC_MAP_WINDOW: only vma pages [win_first, win_first + win_pages), from
 *	block page vm_pgoff + win_first on
 * @AVC_MAP_WRONG_FRAME: a deliberately wrong handler: like @AVC_MAP_WHOLE
 *	but every frame one too high, the bug class of the 2004 conversion
 *	from remap_page_range() (a frame that is not the buffer's)
 * @AVC_MAP_BAD_ARGS: one call with the bad arguments of buf->bad
 */
enum avc_map_mode {
	AVC_MAP_WHOLE,
	AVC_MAP_IO_WHOLE,
	AVC_MAP_SCATTERED,
	AVC_MAP_WINDOW,
	AVC_MAP_WRONG_FRAME,
	AVC_MAP_BAD_ARGS,
};

/**
 * struct avc_bad_args - one invalid request, relative to the vma
 * @name: parameter description
 * @io: call avc_io_remap_pfn_range() instead of avc_remap_pfn_range()
 * @addr_off: added to vm_start to give the address
 * @size: the size in bytes, or with @size_from_len what is added to the
 *	vma length
 * @size_from_len: see @size
 * @pfn_wraps: start at the last frame number, so the range wraps
 */
struct avc_bad_args {
	const char *name;
	bool io;
	long addr_off;
	unsigned long size;
	bool size_from_len;
	bool pfn_wraps;
};

/**
 * struct avc_remap_buf - the test file's private data
 * @block: AVC_BLOCK_PAGES pages from alloc_pages(), freed by ->release
 * @mode: what ->mmap does
 * @win_first: first vma page mapped by %AVC_MAP_WINDOW
 * @win_pages: pages mapped by %AVC_MAP_WINDOW
 * @bad: the request of %AVC_MAP_BAD_ARGS
 * @keep_vma: %AVC_MAP_BAD_ARGS: let mmap succeed after the expected -EINVAL,
 *	so that the test can show that the failed call mapped nothing
 * @calls: how often ->mmap ran
 * @rc: what the last avcompat call in ->mmap returned
 */
struct avc_remap_buf {
	struct page *block;
	enum avc_map_mode mode;
	unsigned long win_first;
	unsigned long win_pages;
	const struct avc_bad_args *bad;
	bool keep_vma;
	int calls;
	int rc;
};

/**
 * struct avc_remap_ctx - per-case state (test->priv)
 * @tf: the test file, a reference dropped in avc_remap_test_exit()
 * @buf: its private data
 */
struct avc_remap_ctx {
	struct avc_kunit_file tf;
	struct avc_remap_buf *buf;
};

static int avc_remap_bad_call(struct vm_area_struct *vma,
			      const struct avc_bad_args *bad, avc_pfn_t base)
{
	unsigned long len = vma->vm_end - vma->vm_start;
	unsigned long addr = vma->vm_start + bad->addr_off;
	unsigned long size = bad->size_from_len ? len + bad->size : bad->size;
	avc_pfn_t pfn = bad->pfn_wraps ? avc_pfn_from_raw(~0UL) : base;

	if (bad->io)
		return avc_io_remap_pfn_range(vma, addr, avc_io_pfn(0, pfn), size,
					      vma->vm_page_prot);
	return avc_remap_pfn_range(vma, addr, pfn, size, vma->vm_page_prot);
}

static int avc_remap_test_mmap(struct file *file, struct vm_area_struct *vma)
{
	struct avc_remap_buf *buf = file->private_data;
	unsigned long len = vma->vm_end - vma->vm_start;
	unsigned long npages = len >> PAGE_SHIFT;
	avc_pfn_t first = avc_pfn_add(avc_page_to_pfn(buf->block), vma->vm_pgoff);
	pgprot_t prot = vma->vm_page_prot;
	unsigned long i;
	int rc = 0;

	buf->calls++;
	/* The driver's own bounds check (not -EINVAL, to tell it apart). */
	if (vma->vm_pgoff > AVC_USABLE_PAGES ||
	    npages > AVC_USABLE_PAGES - vma->vm_pgoff)
		return -ENXIO;

	switch (buf->mode) {
	case AVC_MAP_WHOLE:
		rc = avc_remap_pfn_range(vma, vma->vm_start, first, len, prot);
		break;
	case AVC_MAP_IO_WHOLE:
		rc = avc_io_remap_pfn_range(vma, vma->vm_start, avc_io_pfn(0, first),
					    len, prot);
		break;
	case AVC_MAP_SCATTERED:
		for (i = 0; i < npages && !rc; i++) {
			struct page *page = buf->block + avc_perm[vma->vm_pgoff + i];

			rc = avc_remap_pfn_range(vma, vma->vm_start + i * PAGE_SIZE,
						 avc_page_to_pfn(page), PAGE_SIZE, prot);
		}
		break;
	case AVC_MAP_WINDOW:
		if (buf->win_first + buf->win_pages > npages)
			return -ENXIO;
		rc = avc_remap_pfn_range(vma, vma->vm_start + buf->win_first * PAGE_SIZE,
					 avc_pfn_add(first, buf->win_first),
					 buf->win_pages * PAGE_SIZE, prot);
		break;
	case AVC_MAP_WRONG_FRAME:
		/* Wrong on purpose: the guard page keeps the extra frame ours. */
		rc = avc_remap_pfn_range(vma, vma->vm_start, avc_pfn_add(first, 1),
					 len, prot);
		break;
	case AVC_MAP_BAD_ARGS:
		rc = avc_remap_bad_call(vma, buf->bad, avc_page_to_pfn(buf->block));
		buf->rc = rc;
		if (rc == -EINVAL)
			return buf->keep_vma ? 0 : rc;
		/* Accepted (a bug): never keep what it may have mapped. */
		return rc ? rc : -ENXIO;
	}
	buf->rc = rc;
	return rc;
}

static int avc_remap_test_release(struct inode *inode, struct file *file)
{
	struct avc_remap_buf *buf = file->private_data;

	__free_pages(buf->block, AVC_BLOCK_ORDER);
	kfree(buf);
	return 0;
}

static const struct file_operations avc_remap_test_fops = {
	.owner		= THIS_MODULE,
	.mmap		= avc_remap_test_mmap,
	.release	= avc_remap_test_release,
};

static unsigned long avc_test_map(struct kunit *test, unsigned long npages,
				  unsigned long flags, unsigned long pgoff)
{
	struct avc_remap_ctx *ctx = test->priv;

	return avc_kunit_file_map(test, &ctx->tf, npages, PROT_READ | PROT_WRITE,
				  flags, pgoff);
}

/* avc_test_map() that must succeed, with one ->mmap call that did. */
static unsigned long avc_test_map_ok(struct kunit *test, unsigned long npages,
				     unsigned long flags, unsigned long pgoff)
{
	struct avc_remap_ctx *ctx = test->priv;
	unsigned long addr = avc_test_map(test, npages, flags, pgoff);

	KUNIT_ASSERT_FALSE_MSG(test, IS_ERR_VALUE(addr),
			       "mmap failed: %ld (handler rc %d)",
			       (long)addr, ctx->buf->rc);
	KUNIT_EXPECT_EQ(test, ctx->buf->calls, 1);
	KUNIT_EXPECT_EQ(test, ctx->buf->rc, 0);
	return addr;
}

static void *avc_block_page(struct kunit *test, unsigned int idx)
{
	struct avc_remap_ctx *ctx = test->priv;

	return page_address(ctx->buf->block + idx);
}

/* User page i at @addr shows block page @idx[i], and (@writes) writes land. */
static void avc_expect_pages(struct kunit *test, unsigned long addr,
			     const unsigned int *idx, unsigned int npages,
			     bool writes)
{
	struct avc_remap_ctx *ctx = test->priv;
	unsigned int i;

	for (i = 0; i < npages; i++) {
		unsigned long uaddr = addr + i * PAGE_SIZE;

		avc_kunit_expect_page(test, &ctx->tf, uaddr,
				      avc_block_page(test, idx[i]), idx[i]);
		if (writes)
			avc_kunit_expect_write(test, uaddr, avc_block_page(test, idx[i]),
					       i, true);
	}
}

/* The whole vma in one call reads back block pages 0..3, and writes land. */
static void avc_remap_whole_test(struct kunit *test)
{
	static const unsigned int idx[AVC_MAP_PAGES] = { 0, 1, 2, 3 };
	struct avc_remap_ctx *ctx = test->priv;
	unsigned long addr;

	ctx->buf->mode = AVC_MAP_WHOLE;
	addr = avc_test_map_ok(test, AVC_MAP_PAGES, MAP_SHARED, 0);
	avc_expect_pages(test, addr, idx, AVC_MAP_PAGES, true);
	avc_kunit_munmap(addr, AVC_MAP_PAGES * PAGE_SIZE);
}

/* Page-by-page calls in a non-identity order put each page where asked. */
static void avc_remap_scattered_test(struct kunit *test)
{
	struct avc_remap_ctx *ctx = test->priv;
	unsigned long addr;

	ctx->buf->mode = AVC_MAP_SCATTERED;
	addr = avc_test_map_ok(test, AVC_MAP_PAGES, MAP_SHARED, 0);
	avc_expect_pages(test, addr, avc_perm, AVC_MAP_PAGES, true);
	avc_kunit_munmap(addr, AVC_MAP_PAGES * PAGE_SIZE);
}

/* avc_io_remap_pfn_range() of RAM (I/O space 0) maps the same pages. */
static void avc_io_remap_whole_test(struct kunit *test)
{
	static const unsigned int idx[AVC_MAP_PAGES] = { 0, 1, 2, 3 };
	struct avc_remap_ctx *ctx = test->priv;
	unsigned long addr;

	ctx->buf->mode = AVC_MAP_IO_WHOLE;
	addr = avc_test_map_ok(test, AVC_MAP_PAGES, MAP_SHARED, 0);
	avc_expect_pages(test, addr, idx, AVC_MAP_PAGES, true);
	avc_kunit_munmap(addr, AVC_MAP_PAGES * PAGE_SIZE);
}

/* A mapping at file offset 3 pages shows block pages 3..6. */
static void avc_remap_pgoff_test(struct kunit *test)
{
	static const unsigned int idx[AVC_MAP_PAGES] = { 3, 4, 5, 6 };
	struct avc_remap_ctx *ctx = test->priv;
	unsigned long addr;

	ctx->buf->mode = AVC_MAP_WHOLE;
	addr = avc_test_map_ok(test, AVC_MAP_PAGES, MAP_SHARED, 3);
	avc_expect_pages(test, addr, idx, AVC_MAP_PAGES, false);
	avc_kunit_munmap(addr, AVC_MAP_PAGES * PAGE_SIZE);
}

/*
 * A window inside the vma (vma pages 1 and 2, at file offset 1 page) shows
 * block pages 2 and 3 there, and nothing in vma pages 0 and 3.
 */
static void avc_remap_window_test(struct kunit *test)
{
	static const unsigned int idx[2] = { 2, 3 };
	struct avc_remap_ctx *ctx = test->priv;
	unsigned long addr;

	ctx->buf->mode = AVC_MAP_WINDOW;
	ctx->buf->win_first = 1;
	ctx->buf->win_pages = 2;
	addr = avc_test_map_ok(test, AVC_MAP_PAGES, MAP_SHARED, 1);
	avc_kunit_expect_unreadable(test, &ctx->tf, addr);
	avc_expect_pages(test, addr + PAGE_SIZE, idx, 2, true);
	avc_kunit_expect_unreadable(test, &ctx->tf, addr + 3 * PAGE_SIZE);
	avc_kunit_munmap(addr, AVC_MAP_PAGES * PAGE_SIZE);
}

/*
 * avc_copy_from_user() and avc_copy_to_user() return 0 on a mapped range
 * and -EFAULT, not the count that copy_*_user() returns, across a hole.
 */
static void avc_copy_user_errno_test(struct kunit *test)
{
	struct avc_remap_ctx *ctx = test->priv;
	void __user *last_mapped;
	unsigned long addr, left;

	ctx->buf->mode = AVC_MAP_WINDOW;
	ctx->buf->win_first = 1;
	ctx->buf->win_pages = 2;
	addr = avc_test_map_ok(test, AVC_MAP_PAGES, MAP_SHARED, 0);
	last_mapped = (void __user *)(addr + 2 * PAGE_SIZE);

	KUNIT_EXPECT_EQ(test, avc_copy_from_user(ctx->tf.bounce, last_mapped, PAGE_SIZE),
			0);
	KUNIT_EXPECT_EQ(test, avc_copy_to_user(last_mapped, ctx->tf.bounce, PAGE_SIZE),
			0);
	/* One page readable, one not: copy_from_user() returns a count. */
	left = copy_from_user(ctx->tf.bounce, last_mapped, 2 * PAGE_SIZE);
	KUNIT_EXPECT_GE(test, left, PAGE_SIZE);
	KUNIT_EXPECT_LE(test, left, 2 * PAGE_SIZE);
	KUNIT_EXPECT_EQ(test, avc_copy_from_user(ctx->tf.bounce, last_mapped,
						 2 * PAGE_SIZE),
			-EFAULT);
	KUNIT_EXPECT_EQ(test, avc_copy_to_user(last_mapped, ctx->tf.bounce,
					       2 * PAGE_SIZE),
			-EFAULT);
	avc_kunit_munmap(addr, AVC_MAP_PAGES * PAGE_SIZE);
}

static const struct avc_bad_args avc_bad_args_cases[] = {
	{ .name = "remap_unaligned_addr", .addr_off = 1, .size = PAGE_SIZE },
	{ .name = "io_remap_unaligned_addr", .io = true, .addr_off = 1, .size = PAGE_SIZE },
	{ .name = "remap_unaligned_size", .size = PAGE_SIZE + 1 },
	{ .name = "io_remap_unaligned_size", .io = true, .size = PAGE_SIZE + 1 },
	{ .name = "remap_zero_size", .size = 0 },
	{ .name = "io_remap_zero_size", .io = true, .size = 0 },
	{ .name = "remap_size_past_end", .size = PAGE_SIZE, .size_from_len = true },
	{ .name = "io_remap_size_past_end", .io = true, .size = PAGE_SIZE,
	  .size_from_len = true },
	{ .name = "remap_addr_before_start", .addr_off = -(long)PAGE_SIZE, .size = PAGE_SIZE },
	{ .name = "io_remap_addr_before_start", .io = true, .addr_off = -(long)PAGE_SIZE,
	  .size = PAGE_SIZE },
	{ .name = "remap_end_wraps", .addr_off = PAGE_SIZE, .size = -PAGE_SIZE },
	{ .name = "io_remap_end_wraps", .io = true, .addr_off = PAGE_SIZE, .size = -PAGE_SIZE },
	{ .name = "remap_pfn_wraps", .size = 2 * PAGE_SIZE, .pfn_wraps = true },
	{ .name = "io_remap_pfn_wraps", .io = true, .size = 2 * PAGE_SIZE, .pfn_wraps = true },
};

static void avc_bad_args_desc(const struct avc_bad_args *bad, char *desc)
{
	strscpy(desc, bad->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(avc_bad_args, avc_bad_args_cases, avc_bad_args_desc);

/*
 * A bad request returns -EINVAL and maps nothing: with the handler passing
 * the error on, mmap fails and the mm has no vma; with the handler ignoring
 * it, the vma exists but none of its pages is readable.
 */
static void avc_remap_bad_args_test(struct kunit *test)
{
	const struct avc_bad_args *bad = test->param_value;
	struct avc_remap_ctx *ctx = test->priv;
	unsigned long addr;
	unsigned int i;

	ctx->buf->mode = AVC_MAP_BAD_ARGS;
	ctx->buf->bad = bad;

	addr = avc_test_map(test, AVC_MAP_PAGES, MAP_SHARED, 0);
	KUNIT_EXPECT_EQ(test, ctx->buf->calls, 1);
	KUNIT_EXPECT_EQ(test, ctx->buf->rc, -EINVAL);
	KUNIT_EXPECT_EQ(test, (long)addr, (long)-EINVAL);
	if (!IS_ERR_VALUE(addr))
		avc_kunit_munmap(addr, AVC_MAP_PAGES * PAGE_SIZE);
	KUNIT_EXPECT_TRUE_MSG(test, avc_kunit_mm_empty(), "a vma was left behind");

	ctx->buf->keep_vma = true;
	addr = avc_test_map(test, AVC_MAP_PAGES, MAP_SHARED, 0);
	KUNIT_EXPECT_EQ(test, ctx->buf->calls, 2);
	KUNIT_EXPECT_EQ(test, ctx->buf->rc, -EINVAL);
	KUNIT_ASSERT_FALSE_MSG(test, IS_ERR_VALUE(addr), "mmap failed: %ld",
			       (long)addr);
	for (i = 0; i < AVC_MAP_PAGES; i++)
		avc_kunit_expect_unreadable(test, &ctx->tf, addr + i * PAGE_SIZE);
	avc_kunit_munmap(addr, AVC_MAP_PAGES * PAGE_SIZE);
}

/*
 * MAP_PRIVATE: remap_pfn_range() accepts a COW mapping only as a whole
 * (mm/memory.c: it records the pfn in vm_pgoff for vm_normal_page()).
 * The pages read back, and a write copies the page: it does not reach the
 * kernel page.
 *
 * Not on sparc64: there the copy of a PFN-mapped page for a kthread with a
 * borrowed mm cannot read the source (__copy_from_user_inatomic() in
 * __wp_page_copy_user() fails, WARNING at mm/memory.c:3122 in 6.12, and the
 * copy is a cleared page).  avcompat only passes the call through to
 * remap_pfn_range(), so this is the kernel's business; skipped, not passed.
 */
static void avc_remap_private_test(struct kunit *test)
{
	static const unsigned int idx[AVC_MAP_PAGES] = { 2, 3, 4, 5 };
	struct avc_remap_ctx *ctx = test->priv;
	u32 __user *marked;
	unsigned long addr;
	unsigned int i;

	if (IS_ENABLED(CONFIG_SPARC64))
		kunit_skip(test, "sparc64: %s (%s); %s",
			   "COW of a PFN-mapped page from a kthread-borrowed mm cannot read the source",
			   "WARNING in do_wp_page, mm/memory.c:3122",
			   "avcompat only passes the call through");

	ctx->buf->mode = AVC_MAP_WHOLE;
	addr = avc_test_map_ok(test, AVC_MAP_PAGES, MAP_PRIVATE, 2);
	for (i = 0; i < AVC_MAP_PAGES; i++)
		avc_kunit_expect_write(test, addr + i * PAGE_SIZE,
				       avc_block_page(test, idx[i]), i, false);
	avc_expect_pages(test, addr, idx, AVC_MAP_PAGES, false);
	/* A private copy differs from the kernel page in what was written. */
	marked = (u32 __user *)addr + 3;
	KUNIT_ASSERT_EQ(test, put_user(0x5a5a5a5aU, marked), 0);
	KUNIT_EXPECT_EQ(test, avc_kunit_user_page_cmp(ctx->tf.bounce, addr,
						      avc_block_page(test, idx[0])), 1);
	((u32 *)ctx->tf.bounce)[3] = avc_kunit_pattern(AVC_REMAP_TAG, idx[0], 3);
	KUNIT_EXPECT_EQ(test, memcmp(ctx->tf.bounce, avc_block_page(test, idx[0]),
				     PAGE_SIZE), 0);
	avc_kunit_munmap(addr, AVC_MAP_PAGES * PAGE_SIZE);
}

/*
 * MAP_PRIVATE with part of the vma: the arguments pass avcompat's checks,
 * the kernel refuses with -EINVAL, and nothing is mapped.
 */
static void avc_remap_private_window_test(struct kunit *test)
{
	struct avc_remap_ctx *ctx = test->priv;
	unsigned long addr;

	ctx->buf->mode = AVC_MAP_WINDOW;
	ctx->buf->win_first = 1;
	ctx->buf->win_pages = 2;
	addr = avc_test_map(test, AVC_MAP_PAGES, MAP_PRIVATE, 0);
	KUNIT_EXPECT_EQ(test, ctx->buf->rc, -EINVAL);
	KUNIT_EXPECT_EQ(test, (long)addr, (long)-EINVAL);
	if (!IS_ERR_VALUE(addr))
		avc_kunit_munmap(addr, AVC_MAP_PAGES * PAGE_SIZE);
	KUNIT_EXPECT_TRUE(test, avc_kunit_mm_empty());
}

/*
 * The comparison can fail: a handler that maps the wrong frames (one too
 * high) reads back the neighbouring pages, never the intended ones.
 */
static void avc_remap_wrong_frame_test(struct kunit *test)
{
	static const unsigned int intended[AVC_MAP_PAGES] = { 0, 1, 2, 3 };
	struct avc_remap_ctx *ctx = test->priv;
	unsigned long addr;
	unsigned int i;

	ctx->buf->mode = AVC_MAP_WRONG_FRAME;
	addr = avc_test_map_ok(test, AVC_MAP_PAGES, MAP_SHARED, 0);
	for (i = 0; i < AVC_MAP_PAGES; i++) {
		unsigned long uaddr = addr + i * PAGE_SIZE;

		KUNIT_EXPECT_EQ_MSG(test,
				    avc_kunit_user_page_cmp(ctx->tf.bounce, uaddr,
							    avc_block_page(test, intended[i])),
				    1, "wrong frame not detected at user page %u", i);
		KUNIT_EXPECT_EQ(test,
				avc_kunit_user_page_cmp(ctx->tf.bounce, uaddr,
							avc_block_page(test, intended[i] + 1)),
				0);
	}
	avc_kunit_munmap(addr, AVC_MAP_PAGES * PAGE_SIZE);
}

static int avc_remap_test_init(struct kunit *test)
{
	struct avc_remap_ctx *ctx;
	struct avc_remap_buf *buf;
	int rc;

	ctx = kunit_kzalloc(test, sizeof(*ctx), GFP_KERNEL);
	if (!ctx)
		return -ENOMEM;
	rc = avc_kunit_file_init(test, &ctx->tf);
	if (rc)
		return rc;

	buf = kzalloc_obj(*buf);
	if (!buf)
		return -ENOMEM;
	buf->block = alloc_pages(GFP_KERNEL, AVC_BLOCK_ORDER);
	if (!buf->block) {
		kfree(buf);
		return -ENOMEM;
	}
	avc_kunit_fill(page_address(buf->block), AVC_REMAP_TAG, AVC_BLOCK_PAGES);
	rc = avc_kunit_file_open(&ctx->tf, "[avc_remap_test]",
				 &avc_remap_test_fops, buf);
	if (rc) {
		__free_pages(buf->block, AVC_BLOCK_ORDER);
		kfree(buf);
		return rc;
	}
	ctx->buf = buf;
	test->priv = ctx;
	return 0;
}

static void avc_remap_test_exit(struct kunit *test)
{
	struct avc_remap_ctx *ctx = test->priv;

	/* A mapping still alive holds its own reference; ->release frees. */
	if (ctx)
		avc_kunit_file_close(&ctx->tf);
}

static struct kunit_case avc_remap_test_cases[] = {
	KUNIT_CASE(avc_remap_whole_test),
	KUNIT_CASE(avc_remap_scattered_test),
	KUNIT_CASE(avc_io_remap_whole_test),
	KUNIT_CASE(avc_remap_pgoff_test),
	KUNIT_CASE(avc_remap_window_test),
	KUNIT_CASE(avc_copy_user_errno_test),
	KUNIT_CASE_PARAM(avc_remap_bad_args_test, avc_bad_args_gen_params),
	KUNIT_CASE(avc_remap_private_test),
	KUNIT_CASE(avc_remap_private_window_test),
	KUNIT_CASE(avc_remap_wrong_frame_test),
	{}
};

static struct kunit_suite avc_remap_test_suite = {
	.name = "avc_remap",
	.init = avc_remap_test_init,
	.exit = avc_remap_test_exit,
	.test_cases = avc_remap_test_cases,
};

kunit_test_suite(avc_remap_test_suite);

MODULE_DESCRIPTION("KUnit tests for avcompat's remap helpers");
MODULE_LICENSE("GPL");
