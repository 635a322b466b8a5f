// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for <avcompat/mmap_prepare.h>: one driver mmap function,
 * struct avc_mmap, run through both forms AVC_DEFINE_MMAP() can give it.
 *
 * Every case but the last is parameterised by the path: "vma" defines the
 * driver's function with AVC_DEFINE_MMAP_VMA() (->mmap, every kernel),
 * "desc" with AVC_DEFINE_MMAP_DESC() (->mmap_prepare with the kernel's
 * mmap actions, carried out by the core once the vma exists).  Where the
 * kernel lacks what the desc form needs (AVC_HAVE_MMAP_ACTION; for a REF
 * mapping AVC_HAVE_MMAP_KERNEL_PAGES, i.e. ->mapped), "desc" is skipped
 * with that reason.
 *
 * As in avc_remap_test, a real struct file (anon_inode_getfile()) is
 * mapped into a real user mm (avc_kunit_util.c) and every page is read
 * back through the user mapping.  The PFN cases map a block from
 * alloc_pages() whose every word is unique to its page and offset; the
 * REF cases map a struct avc_rvbuf (avc_mmap_rvbuf()) or count a small
 * object of their own (avc_mmap_set_vm_ops()).  Hostile requests must
 * fail with the same errno on both paths; reference counts must be the
 * owner's plus one per vma, whatever the kernel did to the vmas; and a
 * mapping whose action fails after ->mmap_prepare (the core refuses a
 * page) must leave the count as it was, which is what the private data's
 * tag (AVC_MMAP_PRIV_PENDING) is for.
 *
 * The case's context is refcounted: the case and every test file hold a
 * reference, so a mapping left behind by an aborted case never sees it
 * freed.  Built in only, like the other suites: run it with scripts/kunit.
 */
#include <kunit/test.h>
#include <linux/atomic.h>
#include <linux/err.h>
#include <linux/file.h>
#include <linux/fs.h>
#include <linux/gfp.h>
#include <linux/kref.h>
#include <linux/mm.h>
#include <linux/mman.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/uaccess.h>

#include <avcompat/mmap_prepare.h>
#include <avcompat/pfn.h>
#include <avcompat/rvbuf.h>

#include "avc_kunit_util.h"

/* The block: 2^3 pages, the last one a guard that is never mapped. */
#define AVC_MP_ORDER		3
#define AVC_MP_BLOCK_PAGES	BIT(AVC_MP_ORDER)
#define AVC_MP_USABLE		(AVC_MP_BLOCK_PAGES - 1)
#define AVC_MP_BUF_PAGES	6UL
#define AVC_MP_TAG		0xc3
#define AVC_MP_BUF_TAG		0xc4

/**
 * enum avc_mp_mode - what the driver's mmap function does
 * @AVC_MP_REMAP: check the window against the block and refuse writable
 *	private mappings, then avc_mmap_remap_pfn() of the whole request
 *	from block page pgoff on (PFN)
 * @AVC_MP_IO_REMAP: the same with avc_mmap_io_remap_pfn() (PFN)
 * @AVC_MP_REMAP_PART: the same, but only request pages
 *	[win_first, win_first + win_pages) (PFN)
 * @AVC_MP_REMAP_TWICE: two map calls in one request (PFN)
 * @AVC_MP_OBJ: @AVC_MP_REMAP plus avc_mmap_set_vm_ops() counting the
 *	context's object (REF)
 * @AVC_MP_RVBUF: avc_mmap_rvbuf() of the context's buffer (REF)
 * @AVC_MP_RVBUF_TWICE: avc_mmap_rvbuf() twice in one request (REF)
 * @AVC_MP_RVBUF_FAIL: avc_mmap_rvbuf(), then the driver fails with -EIO
 *	(REF)
 */
enum avc_mp_mode {
	AVC_MP_REMAP,
	AVC_MP_IO_REMAP,
	AVC_MP_REMAP_PART,
	AVC_MP_REMAP_TWICE,
	AVC_MP_OBJ,
	AVC_MP_RVBUF,
	AVC_MP_RVBUF_TWICE,
	AVC_MP_RVBUF_FAIL,
};

/**
 * struct avc_mp_obj - an object counted by AVC_DEFINE_VM_REF_OPS()
 * @ref: the owner's reference (the case) and one per vma
 * @released: calls of its release
 */
struct avc_mp_obj {
	struct kref ref;
	atomic_t released;
};

/**
 * struct avc_mp_ctx - per-case state (test->priv), the test files' data
 * @ref: the case's reference and one per test file
 * @desc: the case runs the ->mmap_prepare form
 * @mode: what the driver's function does
 * @tf: the case's current test file (a reference dropped at exit)
 * @block: AVC_MP_BLOCK_PAGES pages from alloc_pages(), filled with
 *	avc_kunit_pattern(), freed with the context
 * @buf: the refcounted buffer, zeroed as allocated
 * @owner: the case still holds @buf's owner reference
 * @buf_released: calls of @buf's release callback
 * @obj: the object of %AVC_MP_OBJ
 * @win_first: first request page mapped by %AVC_MP_REMAP_PART
 * @win_pages: pages mapped by %AVC_MP_REMAP_PART
 * @calls: how often the driver's function ran
 * @rc: what it returned last
 */
struct avc_mp_ctx {
	struct kref ref;
	bool desc;
	enum avc_mp_mode mode;
	struct avc_kunit_file tf;
	struct page *block;
	struct avc_rvbuf *buf;
	bool owner;
	atomic_t buf_released;
	struct avc_mp_obj obj;
	unsigned long win_first;
	unsigned long win_pages;
	int calls;
	int rc;
};

static void avc_mp_obj_release(struct kref *ref)
{
	struct avc_mp_obj *obj = container_of(ref, struct avc_mp_obj, ref);

	atomic_inc(&obj->released);
}

static void avc_mp_obj_get(void *priv)
{
	struct avc_mp_obj *obj = priv;

	kref_get(&obj->ref);
}

static void avc_mp_obj_put(void *priv)
{
	struct avc_mp_obj *obj = priv;

	kref_put(&obj->ref, avc_mp_obj_release);
}

AVC_DEFINE_VM_REF_OPS(avc_mp_obj_vm_ops, avc_mp_obj_get, avc_mp_obj_put);

/* PFN modes: the block, from page pgoff on, as a driver would map it. */
static int avc_mp_map_block(struct avc_mmap *m, struct avc_mp_ctx *ctx)
{
	unsigned long addr = avc_mmap_start(m), size = avc_mmap_size(m);
	avc_pfn_t pfn;
	int ret;

	ret = avc_mmap_window(m, AVC_MP_USABLE);
	if (!ret)
		ret = avc_mmap_shared_only(m);
	if (ret)
		return ret;
	avc_mmap_set_flags(m, AVC_VM_DRIVER_FLAGS);
	pfn = avc_pfn_add(avc_page_to_pfn(ctx->block), avc_mmap_pgoff(m));

	switch (ctx->mode) {
	case AVC_MP_IO_REMAP:
		return avc_mmap_io_remap_pfn(m, addr, avc_io_pfn(0, pfn), size);
	case AVC_MP_REMAP_PART:
		return avc_mmap_remap_pfn(m, addr + ctx->win_first * PAGE_SIZE,
					  avc_pfn_add(pfn, ctx->win_first),
					  ctx->win_pages * PAGE_SIZE);
	case AVC_MP_REMAP_TWICE:
		ret = avc_mmap_remap_pfn(m, addr, pfn, size);
		return ret ? ret : avc_mmap_remap_pfn(m, addr, pfn, size);
	case AVC_MP_OBJ:
		ret = avc_mmap_remap_pfn(m, addr, pfn, size);
		return ret ? ret : avc_mmap_set_vm_ops(m, &avc_mp_obj_vm_ops, &ctx->obj);
	default:
		return avc_mmap_remap_pfn(m, addr, pfn, size);
	}
}

/* The driver's mmap function: written once, for both forms. */
static int avc_mp_map(struct avc_mmap *m)
{
	struct avc_mp_ctx *ctx = avc_mmap_file(m)->private_data;
	int ret;

	ctx->calls++;
	switch (ctx->mode) {
	case AVC_MP_RVBUF:
		ret = avc_mmap_rvbuf(m, ctx->buf);
		break;
	case AVC_MP_RVBUF_TWICE:
		ret = avc_mmap_rvbuf(m, ctx->buf);
		if (!ret)
			ret = avc_mmap_rvbuf(m, ctx->buf);
		break;
	case AVC_MP_RVBUF_FAIL:
		ret = avc_mmap_rvbuf(m, ctx->buf);
		if (!ret)
			ret = -EIO;
		break;
	default:
		ret = avc_mp_map_block(m, ctx);
		break;
	}
	ctx->rc = ret;
	return ret;
}

AVC_DEFINE_MMAP_VMA(avc_mp_pfn_vma, avc_mp_map, PFN);
AVC_DEFINE_MMAP_VMA(avc_mp_ref_vma, avc_mp_map, REF);
#if AVC_HAVE_MMAP_ACTION
AVC_DEFINE_MMAP_DESC(avc_mp_pfn_desc, avc_mp_map, PFN);
#endif
#if AVC_HAVE_MMAP_KERNEL_PAGES
AVC_DEFINE_MMAP_DESC(avc_mp_ref_desc, avc_mp_map, REF);
#endif
/* What a driver writes: the form this kernel gets. */
AVC_DEFINE_MMAP(avc_mp_pfn_auto, avc_mp_map, PFN);
AVC_DEFINE_MMAP(avc_mp_ref_auto, avc_mp_map, REF);

static void avc_mp_ctx_free(struct kref *ref)
{
	struct avc_mp_ctx *ctx = container_of(ref, struct avc_mp_ctx, ref);

	__free_pages(ctx->block, AVC_MP_ORDER);
	kfree(ctx);
}

static int avc_mp_release(struct inode *inode, struct file *file)
{
	struct avc_mp_ctx *ctx = file->private_data;

	kref_put(&ctx->ref, avc_mp_ctx_free);
	return 0;
}

static const struct file_operations avc_mp_pfn_vma_fops = {
	.owner		= THIS_MODULE,
	.mmap		= avc_mp_pfn_vma,
	.release	= avc_mp_release,
};

static const struct file_operations avc_mp_ref_vma_fops = {
	.owner		= THIS_MODULE,
	.mmap		= avc_mp_ref_vma,
	.release	= avc_mp_release,
};

#if AVC_HAVE_MMAP_ACTION
static const struct file_operations avc_mp_pfn_desc_fops = {
	.owner		= THIS_MODULE,
	.mmap_prepare	= avc_mp_pfn_desc,
	.release	= avc_mp_release,
};
#endif

#if AVC_HAVE_MMAP_KERNEL_PAGES
static const struct file_operations avc_mp_ref_desc_fops = {
	.owner		= THIS_MODULE,
	.mmap_prepare	= avc_mp_ref_desc,
	.release	= avc_mp_release,
};
#endif

static const struct file_operations avc_mp_pfn_auto_fops = {
	.owner		= THIS_MODULE,
	AVC_FOP_MMAP(avc_mp_pfn_auto),
	.release	= avc_mp_release,
};

static const struct file_operations avc_mp_ref_auto_fops = {
	.owner		= THIS_MODULE,
	AVC_FOP_MMAP(avc_mp_ref_auto),
	.release	= avc_mp_release,
};

static bool avc_mp_mode_is_ref(enum avc_mp_mode mode)
{
	return mode >= AVC_MP_OBJ;
}

/**
 * struct avc_mp_path - the form a case runs
 * @name: parameter description
 * @desc: the ->mmap_prepare form (AVC_DEFINE_MMAP_DESC())
 */
struct avc_mp_path {
	const char *name;
	bool desc;
};

static const struct avc_mp_path avc_mp_paths[] = {
	{ .name = "vma", .desc = false },
	{ .name = "desc", .desc = true },
};

static void avc_mp_path_desc(const struct avc_mp_path *path, char *desc)
{
	strscpy(desc, path->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(avc_mp_path, avc_mp_paths, avc_mp_path_desc);

/* The file operations of @kind_ref on the case's path, or NULL. */
static const struct file_operations *avc_mp_fops(bool desc, bool kind_ref)
{
	if (!desc)
		return kind_ref ? &avc_mp_ref_vma_fops : &avc_mp_pfn_vma_fops;
#if AVC_HAVE_MMAP_KERNEL_PAGES
	if (kind_ref)
		return &avc_mp_ref_desc_fops;
#endif
#if AVC_HAVE_MMAP_ACTION
	if (!kind_ref)
		return &avc_mp_pfn_desc_fops;
#endif
	return NULL;
}

/* Make @fops the case's test file (replacing the last one) for @mode. */
static void avc_mp_open_fops(struct kunit *test, const struct file_operations *fops,
			     enum avc_mp_mode mode)
{
	struct avc_mp_ctx *ctx = test->priv;
	int rc;

	kref_get(&ctx->ref);
	rc = avc_kunit_file_open(&ctx->tf, "[avc_mmap_prepare_test]", fops, ctx);
	if (rc)
		kref_put(&ctx->ref, avc_mp_ctx_free);
	KUNIT_ASSERT_EQ_MSG(test, rc, 0, "anon_inode_getfile: %d", rc);
	ctx->mode = mode;
	ctx->calls = 0;
	ctx->rc = 0;
}

/**
 * avc_mp_open() - a test file whose mmap does @mode on the case's path
 * @test: the test
 * @mode: what the driver's function does
 *
 * Replaces the case's previous test file.  Skips the case if the kernel
 * has no such form (the "desc" parameter before 6.19, or before 7.3 for a
 * REF mode); aborts it if the file cannot be made.
 */
static void avc_mp_open(struct kunit *test, enum avc_mp_mode mode)
{
	struct avc_mp_ctx *ctx = test->priv;
	const struct file_operations *fops;

	fops = avc_mp_fops(ctx->desc, avc_mp_mode_is_ref(mode));
	if (!fops && !AVC_HAVE_MMAP_ACTION)
		kunit_skip(test, "no mmap actions (AVC_HAVE_MMAP_ACTION=0): %s",
			   "AVC_DEFINE_MMAP() gives the ->mmap form only");
	if (!fops)
		kunit_skip(test, "no MAP_KERNEL_PAGES, no ->mapped %s: %s",
			   "(AVC_HAVE_MMAP_KERNEL_PAGES=0)", "a REF mmap gets the ->mmap form");
	avc_mp_open_fops(test, fops, mode);
}

static unsigned long avc_mp_map_file(struct kunit *test, unsigned long npages,
				     unsigned long prot, unsigned long flags,
				     unsigned long pgoff)
{
	struct avc_mp_ctx *ctx = test->priv;

	return avc_kunit_file_map(test, &ctx->tf, npages, prot, flags, pgoff);
}

/* avc_mp_map_file() of a shared read-write mapping that must succeed. */
static unsigned long avc_mp_map_ok(struct kunit *test, unsigned long npages,
				   unsigned long pgoff)
{
	struct avc_mp_ctx *ctx = test->priv;
	unsigned long addr = avc_mp_map_file(test, npages, PROT_READ | PROT_WRITE,
					     MAP_SHARED, pgoff);

	KUNIT_ASSERT_FALSE_MSG(test, IS_ERR_VALUE(addr),
			       "mmap of %lu pages at %lu failed: %ld (driver rc %d)",
			       npages, pgoff, (long)addr, ctx->rc);
	return addr;
}

/* Expect user pages [0, npages) at @addr to show block pages @first on. */
static void avc_mp_expect_block(struct kunit *test, unsigned long addr,
				unsigned long first, unsigned long npages)
{
	struct avc_mp_ctx *ctx = test->priv;

	avc_kunit_expect_pages(test, &ctx->tf, addr, page_address(ctx->block),
			       first, npages);
}

/* Expect user pages [0, npages) at @addr to show buffer pages @first on. */
static void avc_mp_expect_buf(struct kunit *test, unsigned long addr,
			      unsigned long first, unsigned long npages)
{
	struct avc_mp_ctx *ctx = test->priv;

	avc_kunit_expect_pages(test, &ctx->tf, addr, ctx->buf->mem, first, npages);
}

/*
 * The buffer's count: the owner's reference (while the case holds it)
 * plus @vmas, and never released while either is left.
 */
static void avc_mp_expect_buf_refs(struct kunit *test, unsigned int vmas,
				   const char *what)
{
	struct avc_mp_ctx *ctx = test->priv;

	KUNIT_EXPECT_EQ_MSG(test, atomic_read(&ctx->buf_released), 0,
			    "%s: buffer released", what);
	if (atomic_read(&ctx->buf_released))
		return;	/* reading the kref would be a use after free */
	KUNIT_EXPECT_EQ_MSG(test, kref_read(&ctx->buf->ref),
			    (unsigned int)ctx->owner + vmas,
			    "%s: owner %d, %u vmas", what, ctx->owner, vmas);
}

static void avc_mp_buf_release(struct avc_rvbuf *buf)
{
	struct avc_mp_ctx *ctx = buf->priv;

	atomic_inc(&ctx->buf_released);
}

/* ------------------------------------------------------------------------ */
/* 1. PFN remap */

/*
 * avc_mmap_remap_pfn() of all usable block pages: every page reads back
 * through the user mapping, and a write reaches the block.
 */
static void avc_mp_remap_whole_test(struct kunit *test)
{
	struct avc_mp_ctx *ctx = test->priv;
	u32 __user *uword;
	unsigned long addr;

	avc_mp_open(test, AVC_MP_REMAP);
	addr = avc_mp_map_ok(test, AVC_MP_USABLE, 0);
	KUNIT_EXPECT_EQ(test, ctx->calls, 1);
	avc_mp_expect_block(test, addr, 0, AVC_MP_USABLE);

	uword = (u32 __user *)(addr + 5 * PAGE_SIZE) + 7;
	KUNIT_EXPECT_EQ(test, put_user(0x5a5a0005U, uword), 0);
	KUNIT_EXPECT_EQ(test, ((u32 *)page_address(ctx->block + 5))[7], 0x5a5a0005U);
	avc_kunit_munmap(addr, AVC_MP_USABLE << PAGE_SHIFT);
}

/* A mapping at file offset 3 pages shows block pages 3..6. */
static void avc_mp_remap_pgoff_test(struct kunit *test)
{
	unsigned long addr;

	avc_mp_open(test, AVC_MP_REMAP);
	addr = avc_mp_map_ok(test, 4, 3);
	avc_mp_expect_block(test, addr, 3, 4);
	avc_kunit_munmap(addr, 4 * PAGE_SIZE);
}

/*
 * A window inside the request (its pages 1 and 2, at file offset 2):
 * block pages 3 and 4 there, nothing in request pages 0 and 3.
 */
static void avc_mp_remap_part_test(struct kunit *test)
{
	struct avc_mp_ctx *ctx = test->priv;
	unsigned long addr;

	avc_mp_open(test, AVC_MP_REMAP_PART);
	ctx->win_first = 1;
	ctx->win_pages = 2;
	addr = avc_mp_map_ok(test, 4, 2);
	avc_kunit_expect_unreadable(test, &ctx->tf, addr);
	avc_mp_expect_block(test, addr + PAGE_SIZE, 3, 2);
	avc_kunit_expect_unreadable(test, &ctx->tf, addr + 3 * PAGE_SIZE);
	avc_kunit_munmap(addr, 4 * PAGE_SIZE);
}

/* avc_mmap_io_remap_pfn() of RAM (I/O space 0) maps the same pages. */
static void avc_mp_io_remap_test(struct kunit *test)
{
	unsigned long addr;

	avc_mp_open(test, AVC_MP_IO_REMAP);
	addr = avc_mp_map_ok(test, 5, 1);
	avc_mp_expect_block(test, addr, 1, 5);
	avc_kunit_munmap(addr, 5 * PAGE_SIZE);
}

/* ------------------------------------------------------------------------ */
/* 2. Hostile requests: the same errno on both paths */

/**
 * struct avc_mp_bad - a request that must be refused
 * @what: what it is, for the message
 * @pgoff: file offset in pages
 * @npages: length in pages
 * @prot: PROT_* bits
 * @flags: MAP_* flags
 * @err: the errno both paths must give
 * @core: refused by the core before the driver's function runs
 */
struct avc_mp_bad {
	const char *what;
	unsigned long pgoff, npages, prot, flags;
	long err;
	bool core;
};

/*
 * An offset past the end, a window straddling it, an offset whose end
 * wraps (refused by the core before the driver runs: vm_mmap()'s byte
 * overflow check, -EINVAL; do_mmap()'s -EOVERFLOW cannot be reached
 * through vm_mmap() for a file that is not S_ISREG) or that is merely
 * huge (the driver's -EINVAL), and a writable private mapping: the PFN
 * driver and avc_mmap_rvbuf() refuse each with the same errno on both
 * paths, leave no vma and take no reference.
 */
static void avc_mp_hostile_window_test(struct kunit *test)
{
	static const struct avc_mp_bad pfn_bad[] = {
		{ "offset past the end", AVC_MP_USABLE, 1, PROT_READ, MAP_SHARED, -EINVAL },
		{ "straddling window", AVC_MP_USABLE - 2, 4, PROT_READ, MAP_SHARED, -EINVAL },
		{ "offset end wraps", ~0UL >> PAGE_SHIFT, 4, PROT_READ, MAP_SHARED, -EINVAL, true },
		{ "huge offset", ~0UL >> PAGE_SHIFT >> 1, 1, PROT_READ, MAP_SHARED, -EINVAL },
		{ "writable private", 0, 2, PROT_READ | PROT_WRITE, MAP_PRIVATE, -EINVAL },
	};
	static const struct avc_mp_bad buf_bad[] = {
		{ "offset past the end", AVC_MP_BUF_PAGES, 1, PROT_READ, MAP_SHARED, -EINVAL },
		{ "straddling window", AVC_MP_BUF_PAGES - 1, 2, PROT_READ, MAP_SHARED, -EINVAL },
		{ "one page too long", 0, AVC_MP_BUF_PAGES + 1, PROT_READ, MAP_SHARED, -EINVAL },
		{ "offset end wraps", ~0UL >> PAGE_SHIFT, 4, PROT_READ, MAP_SHARED, -EINVAL, true },
		{ "writable private", 0, 2, PROT_READ | PROT_WRITE, MAP_PRIVATE, -EINVAL },
	};
	struct avc_mp_ctx *ctx = test->priv;
	unsigned long addr;
	unsigned int i;

	avc_mp_open(test, AVC_MP_REMAP);
	for (i = 0; i < ARRAY_SIZE(pfn_bad); i++) {
		addr = avc_mp_map_file(test, pfn_bad[i].npages, pfn_bad[i].prot,
				       pfn_bad[i].flags, pfn_bad[i].pgoff);
		KUNIT_EXPECT_EQ_MSG(test, (long)addr, pfn_bad[i].err, "PFN, %s",
				    pfn_bad[i].what);
		KUNIT_EXPECT_EQ_MSG(test, ctx->calls, pfn_bad[i].core ? 0 : 1, "%s",
				    pfn_bad[i].what);
		ctx->calls = 0;
		if (!IS_ERR_VALUE(addr))
			avc_kunit_munmap(addr, pfn_bad[i].npages << PAGE_SHIFT);
	}
	KUNIT_EXPECT_TRUE(test, avc_kunit_mm_empty());

	avc_mp_open(test, AVC_MP_RVBUF);
	for (i = 0; i < ARRAY_SIZE(buf_bad); i++) {
		addr = avc_mp_map_file(test, buf_bad[i].npages, buf_bad[i].prot,
				       buf_bad[i].flags, buf_bad[i].pgoff);
		KUNIT_EXPECT_EQ_MSG(test, (long)addr, buf_bad[i].err, "rvbuf, %s",
				    buf_bad[i].what);
		KUNIT_EXPECT_EQ_MSG(test, ctx->calls, buf_bad[i].core ? 0 : 1, "%s",
				    buf_bad[i].what);
		ctx->calls = 0;
		if (!IS_ERR_VALUE(addr))
			avc_kunit_munmap(addr, buf_bad[i].npages << PAGE_SHIFT);
		avc_mp_expect_buf_refs(test, 0, buf_bad[i].what);
	}
	KUNIT_EXPECT_TRUE(test, avc_kunit_mm_empty());
}

/*
 * A private read-only mapping is allowed and reads back, but mprotect()
 * cannot make it writable (VM_MAYWRITE cleared): -EACCES on both paths,
 * for the PFN driver and for avc_mmap_rvbuf().
 */
static void avc_mp_hostile_mprotect_test(struct kunit *test)
{
	struct avc_mp_ctx *ctx = test->priv;
	unsigned long addr;

	if (!AVC_KUNIT_HAVE_MM_SYSCALLS)
		kunit_skip(test, AVC_KUNIT_NO_MM_SYSCALLS);
	avc_mp_open(test, AVC_MP_REMAP);
	addr = avc_mp_map_file(test, 3, PROT_READ, MAP_PRIVATE, 2);
	KUNIT_ASSERT_FALSE_MSG(test, IS_ERR_VALUE(addr), "mmap: %ld", (long)addr);
	avc_mp_expect_block(test, addr, 2, 3);
	KUNIT_EXPECT_EQ(test, avc_kunit_mprotect(addr, 3 * PAGE_SIZE,
						 PROT_READ | PROT_WRITE), -EACCES);
	KUNIT_EXPECT_EQ(test, avc_kunit_mprotect(addr, PAGE_SIZE,
						 PROT_READ | PROT_WRITE), -EACCES);
	avc_kunit_munmap(addr, 3 * PAGE_SIZE);

	avc_kunit_fill(ctx->buf->mem, AVC_MP_BUF_TAG, AVC_MP_BUF_PAGES);
	avc_mp_open(test, AVC_MP_RVBUF);
	addr = avc_mp_map_file(test, 3, PROT_READ, MAP_PRIVATE, 1);
	KUNIT_ASSERT_FALSE_MSG(test, IS_ERR_VALUE(addr), "rvbuf mmap: %ld", (long)addr);
	avc_mp_expect_buf(test, addr, 1, 3);
	avc_mp_expect_buf_refs(test, 1, "private read-only");
	KUNIT_EXPECT_EQ(test, avc_kunit_mprotect(addr, 3 * PAGE_SIZE,
						 PROT_READ | PROT_WRITE), -EACCES);
	avc_kunit_munmap(addr, 3 * PAGE_SIZE);
	avc_mp_expect_buf_refs(test, 0, "unmapped");
}

/* mremap() cannot grow a mapping, in place or by moving: -EFAULT. */
static void avc_mp_hostile_mremap_test(struct kunit *test)
{
	static const enum avc_mp_mode modes[] = { AVC_MP_REMAP, AVC_MP_RVBUF };
	unsigned long addr;
	unsigned int i;

	if (!AVC_KUNIT_HAVE_MM_SYSCALLS)
		kunit_skip(test, AVC_KUNIT_NO_MM_SYSCALLS);
	for (i = 0; i < ARRAY_SIZE(modes); i++) {
		avc_mp_open(test, modes[i]);
		addr = avc_mp_map_ok(test, 3, 0);
		KUNIT_EXPECT_EQ_MSG(test, avc_kunit_mremap(addr, 3 * PAGE_SIZE,
							   4 * PAGE_SIZE, 0, 0),
				    (long)-EFAULT, "mode %d in place", modes[i]);
		KUNIT_EXPECT_EQ_MSG(test, avc_kunit_mremap(addr, 3 * PAGE_SIZE,
							   8 * PAGE_SIZE,
							   MREMAP_MAYMOVE, 0),
				    (long)-EFAULT, "mode %d moving", modes[i]);
		KUNIT_EXPECT_TRUE(test, avc_kunit_vma_at(addr + 2 * PAGE_SIZE,
							 NULL, NULL, NULL));
		avc_kunit_munmap(addr, 3 * PAGE_SIZE);
	}
	avc_mp_expect_buf_refs(test, 0, "growth refused");
}

/*
 * A second map call in one request is -EBUSY, whatever the first was, and
 * the request fails without a vma or a reference left.
 */
static void avc_mp_hostile_second_map_test(struct kunit *test)
{
	static const enum avc_mp_mode modes[] = { AVC_MP_REMAP_TWICE, AVC_MP_RVBUF_TWICE };
	struct avc_mp_ctx *ctx = test->priv;
	unsigned long addr;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(modes); i++) {
		avc_mp_open(test, modes[i]);
		addr = avc_mp_map_file(test, 2, PROT_READ | PROT_WRITE, MAP_SHARED, 0);
		KUNIT_EXPECT_EQ_MSG(test, (long)addr, (long)-EBUSY, "mode %d", modes[i]);
		KUNIT_EXPECT_EQ(test, ctx->rc, -EBUSY);
		if (!IS_ERR_VALUE(addr))
			avc_kunit_munmap(addr, 2 * PAGE_SIZE);
		KUNIT_EXPECT_TRUE(test, avc_kunit_mm_empty());
	}
	avc_mp_expect_buf_refs(test, 0, "second map call");
}

/* ------------------------------------------------------------------------ */
/* 3. REF lifetime */

/* A fresh buffer reads as zeros through every page of its mapping. */
static void avc_mp_ref_zeroed_test(struct kunit *test)
{
	struct avc_mp_ctx *ctx = test->priv;
	unsigned long addr;

	avc_mp_open(test, AVC_MP_RVBUF);
	addr = avc_mp_map_ok(test, AVC_MP_BUF_PAGES, 0);
	avc_kunit_expect_zeroed(test, &ctx->tf, addr, AVC_MP_BUF_PAGES);
	avc_kunit_munmap(addr, AVC_MP_BUF_PAGES << PAGE_SHIFT);
}

/*
 * avc_mmap_rvbuf(): owner + 1 once mapped, + 1 more when a partial
 * munmap() splits the vma (->open), back to the owner's alone when all
 * is unmapped; the pages read back at every step.
 */
static void avc_mp_ref_split_test(struct kunit *test)
{
	struct avc_mp_ctx *ctx = test->priv;
	unsigned long addr;

	avc_kunit_fill(ctx->buf->mem, AVC_MP_BUF_TAG, AVC_MP_BUF_PAGES);
	avc_mp_open(test, AVC_MP_RVBUF);
	avc_mp_expect_buf_refs(test, 0, "before");
	addr = avc_mp_map_ok(test, 5, 1);
	KUNIT_EXPECT_EQ(test, kref_read(&ctx->buf->ref), 2U);
	avc_mp_expect_buf(test, addr, 1, 5);

	avc_kunit_munmap(addr + 2 * PAGE_SIZE, PAGE_SIZE);
	avc_mp_expect_buf_refs(test, 2, "split in two");
	avc_mp_expect_buf(test, addr, 1, 2);
	avc_mp_expect_buf(test, addr + 3 * PAGE_SIZE, 4, 2);
	avc_kunit_expect_unreadable(test, &ctx->tf, addr + 2 * PAGE_SIZE);

	avc_kunit_munmap(addr, 5 * PAGE_SIZE);
	avc_mp_expect_buf_refs(test, 0, "all unmapped");
	KUNIT_EXPECT_EQ(test, kref_read(&ctx->buf->ref), 1U);
}

/*
 * The owner lets go while the buffer is mapped: it stays readable and
 * writable through the mapping and is freed at the last unmap.
 */
static void avc_mp_ref_owner_gone_test(struct kunit *test)
{
	struct avc_mp_ctx *ctx = test->priv;
	unsigned long addr;

	avc_kunit_fill(ctx->buf->mem, AVC_MP_BUF_TAG, AVC_MP_BUF_PAGES);
	avc_mp_open(test, AVC_MP_RVBUF);
	addr = avc_mp_map_ok(test, AVC_MP_BUF_PAGES, 0);
	ctx->owner = false;
	avc_rvbuf_put(ctx->buf);
	avc_mp_expect_buf_refs(test, 1, "owner gone");
	avc_mp_expect_buf(test, addr, 0, AVC_MP_BUF_PAGES);
	KUNIT_EXPECT_EQ(test, put_user(0xfeedU, (u32 __user *)(addr + 3 * PAGE_SIZE)), 0);
	KUNIT_EXPECT_EQ(test, ((u32 *)ctx->buf->mem)[3 * AVC_KUNIT_WORDS], 0xfeedU);

	avc_kunit_munmap(addr, AVC_MP_BUF_PAGES << PAGE_SHIFT);
	KUNIT_EXPECT_EQ(test, atomic_read(&ctx->buf_released), 1);
}

/* mremap() moving the mapping keeps the count; the pages move with it. */
static void avc_mp_ref_mremap_move_test(struct kunit *test)
{
	struct avc_mp_ctx *ctx = test->priv;
	unsigned long addr, dst;
	long ret;

	if (!AVC_KUNIT_HAVE_MM_SYSCALLS)
		kunit_skip(test, AVC_KUNIT_NO_MM_SYSCALLS);
	avc_kunit_fill(ctx->buf->mem, AVC_MP_BUF_TAG, AVC_MP_BUF_PAGES);
	avc_mp_open(test, AVC_MP_RVBUF);
	addr = avc_mp_map_ok(test, 3, 2);
	dst = avc_kunit_move_target(test, 3, 2);
	KUNIT_ASSERT_FALSE(test, IS_ERR_VALUE(dst));
	ret = avc_kunit_mremap(addr, 3 * PAGE_SIZE, 3 * PAGE_SIZE,
			       MREMAP_MAYMOVE | MREMAP_FIXED, dst);
	KUNIT_EXPECT_EQ(test, ret, (long)dst);
	if (ret != (long)dst) {
		avc_kunit_munmap(dst, 3 * PAGE_SIZE);
		dst = addr;
	}
	avc_mp_expect_buf_refs(test, 1, "moved");
	avc_mp_expect_buf(test, dst, 2, 3);
	avc_kunit_munmap(dst, 3 * PAGE_SIZE);
	avc_mp_expect_buf_refs(test, 0, "unmapped");
}

/*
 * avc_mmap_set_vm_ops() with AVC_DEFINE_VM_REF_OPS() over a PFN remap:
 * one reference per vma, through the split and back.
 */
static void avc_mp_ref_vm_ops_test(struct kunit *test)
{
	struct avc_mp_ctx *ctx = test->priv;
	unsigned long addr;

	avc_mp_open(test, AVC_MP_OBJ);
	addr = avc_mp_map_ok(test, 4, 1);
	KUNIT_EXPECT_EQ(test, kref_read(&ctx->obj.ref), 2U);
	avc_mp_expect_block(test, addr, 1, 4);
	avc_kunit_munmap(addr + PAGE_SIZE, PAGE_SIZE);
	KUNIT_EXPECT_EQ(test, kref_read(&ctx->obj.ref), 3U);
	avc_mp_expect_block(test, addr + 2 * PAGE_SIZE, 3, 2);
	avc_kunit_munmap(addr, 4 * PAGE_SIZE);
	KUNIT_EXPECT_EQ(test, kref_read(&ctx->obj.ref), 1U);
	KUNIT_EXPECT_EQ(test, atomic_read(&ctx->obj.released), 0);
}

/* ------------------------------------------------------------------------ */
/* 4. Failed requests hold nothing */

/*
 * The driver fails after avc_mmap_rvbuf() succeeded: mmap fails with its
 * errno, and neither path leaves a vma or a reference.
 */
static void avc_mp_fail_after_map_test(struct kunit *test)
{
	struct avc_mp_ctx *ctx = test->priv;
	unsigned long addr;

	avc_mp_open(test, AVC_MP_RVBUF_FAIL);
	addr = avc_mp_map_file(test, 2, PROT_READ | PROT_WRITE, MAP_SHARED, 0);
	KUNIT_EXPECT_EQ(test, (long)addr, (long)-EIO);
	KUNIT_EXPECT_EQ(test, ctx->calls, 1);
	if (!IS_ERR_VALUE(addr))
		avc_kunit_munmap(addr, 2 * PAGE_SIZE);
	KUNIT_EXPECT_TRUE(test, avc_kunit_mm_empty());
	avc_mp_expect_buf_refs(test, 0, "driver failed");
}

/*
 * The action fails after ->mmap_prepare: the core refuses to insert the
 * shared zero page into a shared writable mapping (mm/memory.c
 * validate_page_before_insert(), vm_mixed_zeropage_allowed()), which the
 * driver's checks cannot know.  map_kernel_pages_complete() fails once the
 * vma exists, after inserting the pages before it; mmap_action_finish()
 * skips ->mapped and unmaps the vma, calling ->close with the private data
 * still tagged.  The count must be as before (an extra reference keeps
 * the buffer alive if ->close drops one it never took).  The ->mmap path
 * has no action that can fail after the driver's function: skipped there.
 */
static void avc_mp_failed_action_test(struct kunit *test)
{
	struct avc_mp_ctx *ctx = test->priv;

	if (!ctx->desc)
		kunit_skip(test, "->mmap maps inside the driver's function: %s",
			   "no action can fail after it");
	avc_mp_open(test, AVC_MP_RVBUF);
#if AVC_HAVE_MMAP_KERNEL_PAGES
	{
		unsigned long last = AVC_MP_BUF_PAGES - 1;
		struct page *saved = ctx->buf->pages[last];
		unsigned long addr;

		avc_rvbuf_get(ctx->buf);	/* the guard */
		ctx->buf->pages[last] = ZERO_PAGE(0);
		addr = avc_mp_map_file(test, AVC_MP_BUF_PAGES, PROT_READ | PROT_WRITE,
				       MAP_SHARED, 0);
		ctx->buf->pages[last] = saved;
		KUNIT_EXPECT_EQ(test, ctx->rc, 0);
		KUNIT_EXPECT_EQ(test, (long)addr, (long)-EINVAL);
		if (!IS_ERR_VALUE(addr))
			avc_kunit_munmap(addr, AVC_MP_BUF_PAGES << PAGE_SHIFT);
		KUNIT_EXPECT_TRUE(test, avc_kunit_mm_empty());
		KUNIT_EXPECT_EQ(test, atomic_read(&ctx->buf_released), 0);
		KUNIT_EXPECT_EQ_MSG(test, kref_read(&ctx->buf->ref), 2U,
				    "owner + guard expected after the failed action");
		if (kref_read(&ctx->buf->ref) != 2) {
			ctx->owner = false;	/* leak it rather than free it twice */
			return;
		}
		avc_rvbuf_put(ctx->buf);

		/* The same buffer, page restored, maps as usual. */
		addr = avc_mp_map_ok(test, AVC_MP_BUF_PAGES, 0);
		avc_mp_expect_buf(test, addr, 0, AVC_MP_BUF_PAGES);
		avc_mp_expect_buf_refs(test, 1, "mapped after the failure");
		avc_kunit_munmap(addr, AVC_MP_BUF_PAGES << PAGE_SHIFT);
		avc_mp_expect_buf_refs(test, 0, "unmapped");
	}
#endif
}

/* ------------------------------------------------------------------------ */
/* AVC_DEFINE_MMAP() and AVC_FOP_MMAP() */

/*
 * AVC_DEFINE_MMAP() gives ->mmap_prepare exactly where the kernel has what
 * the kind needs, AVC_FOP_MMAP() sets that member only, and the result
 * maps like the explicit forms.
 */
static void avc_mp_auto_form_test(struct kunit *test)
{
	struct avc_mp_ctx *ctx = test->priv;
	unsigned long addr;

#if AVC_HAVE_MMAP_ACTION
	KUNIT_EXPECT_NULL(test, avc_mp_pfn_auto_fops.mmap);
	KUNIT_EXPECT_PTR_EQ(test, (void *)avc_mp_pfn_auto_fops.mmap_prepare,
			    (void *)avc_mp_pfn_auto);
	KUNIT_EXPECT_EQ(test, !avc_mp_ref_auto_fops.mmap, !!AVC_HAVE_MMAP_KERNEL_PAGES);
	KUNIT_EXPECT_EQ(test, !avc_mp_ref_auto_fops.mmap_prepare,
			!AVC_HAVE_MMAP_KERNEL_PAGES);
#else
	KUNIT_EXPECT_PTR_EQ(test, (void *)avc_mp_pfn_auto_fops.mmap,
			    (void *)avc_mp_pfn_auto);
	KUNIT_EXPECT_PTR_EQ(test, (void *)avc_mp_ref_auto_fops.mmap,
			    (void *)avc_mp_ref_auto);
#endif

	avc_kunit_fill(ctx->buf->mem, AVC_MP_BUF_TAG, AVC_MP_BUF_PAGES);
	avc_mp_open_fops(test, &avc_mp_pfn_auto_fops, AVC_MP_REMAP);
	addr = avc_mp_map_ok(test, 4, 2);
	avc_mp_expect_block(test, addr, 2, 4);
	avc_kunit_munmap(addr, 4 * PAGE_SIZE);

	avc_mp_open_fops(test, &avc_mp_ref_auto_fops, AVC_MP_RVBUF);
	addr = avc_mp_map_ok(test, 4, 2);
	avc_mp_expect_buf(test, addr, 2, 4);
	avc_mp_expect_buf_refs(test, 1, "mapped");
	avc_kunit_munmap(addr, 4 * PAGE_SIZE);
	avc_mp_expect_buf_refs(test, 0, "unmapped");
}

static int avc_mp_test_init(struct kunit *test)
{
	const struct avc_mp_path *path = test->param_value;
	struct avc_mp_ctx *ctx;

	ctx = kzalloc_obj(*ctx);
	if (!ctx)
		return -ENOMEM;
	kref_init(&ctx->ref);
	kref_init(&ctx->obj.ref);
	ctx->desc = path && path->desc;
	ctx->block = alloc_pages(GFP_KERNEL, AVC_MP_ORDER);
	ctx->buf = avc_rvbuf_alloc(AVC_MP_BUF_PAGES << PAGE_SHIFT);
	if (avc_kunit_file_init(test, &ctx->tf) || !ctx->block || !ctx->buf) {
		avc_rvbuf_put(ctx->buf);
		if (ctx->block)
			__free_pages(ctx->block, AVC_MP_ORDER);
		kfree(ctx);
		return -ENOMEM;
	}
	ctx->owner = true;
	ctx->buf->release = avc_mp_buf_release;
	ctx->buf->priv = ctx;
	avc_kunit_fill(page_address(ctx->block), AVC_MP_TAG, AVC_MP_BLOCK_PAGES);
	test->priv = ctx;
	return 0;
}

static void avc_mp_test_exit(struct kunit *test)
{
	struct avc_mp_ctx *ctx = test->priv;

	if (!ctx)
		return;
	/* Mappings still alive hold the file, the file holds the context. */
	if (ctx->owner)
		avc_rvbuf_put(ctx->buf);
	avc_kunit_file_close(&ctx->tf);
	kref_put(&ctx->ref, avc_mp_ctx_free);
}

static struct kunit_case avc_mmap_prepare_test_cases[] = {
	KUNIT_CASE_PARAM(avc_mp_remap_whole_test, avc_mp_path_gen_params),
	KUNIT_CASE_PARAM(avc_mp_remap_pgoff_test, avc_mp_path_gen_params),
	KUNIT_CASE_PARAM(avc_mp_remap_part_test, avc_mp_path_gen_params),
	KUNIT_CASE_PARAM(avc_mp_io_remap_test, avc_mp_path_gen_params),
	KUNIT_CASE_PARAM(avc_mp_hostile_window_test, avc_mp_path_gen_params),
	KUNIT_CASE_PARAM(avc_mp_hostile_mprotect_test, avc_mp_path_gen_params),
	KUNIT_CASE_PARAM(avc_mp_hostile_mremap_test, avc_mp_path_gen_params),
	KUNIT_CASE_PARAM(avc_mp_hostile_second_map_test, avc_mp_path_gen_params),
	KUNIT_CASE_PARAM(avc_mp_ref_zeroed_test, avc_mp_path_gen_params),
	KUNIT_CASE_PARAM(avc_mp_ref_split_test, avc_mp_path_gen_params),
	KUNIT_CASE_PARAM(avc_mp_ref_owner_gone_test, avc_mp_path_gen_params),
	KUNIT_CASE_PARAM(avc_mp_ref_mremap_move_test, avc_mp_path_gen_params),
	KUNIT_CASE_PARAM(avc_mp_ref_vm_ops_test, avc_mp_path_gen_params),
	KUNIT_CASE_PARAM(avc_mp_fail_after_map_test, avc_mp_path_gen_params),
	KUNIT_CASE_PARAM(avc_mp_failed_action_test, avc_mp_path_gen_params),
	KUNIT_CASE(avc_mp_auto_form_test),
	{}
};

static struct kunit_suite avc_mmap_prepare_test_suite = {
	.name = "avc_mmap_prepare",
	.init = avc_mp_test_init,
	.exit = avc_mp_test_exit,
	.test_cases = avc_mmap_prepare_test_cases,
};

kunit_test_suite(avc_mmap_prepare_test_suite);

MODULE_DESCRIPTION("KUnit tests for avcompat's one mmap for ->mmap and ->mmap_prepare");
MODULE_LICENSE("GPL");
