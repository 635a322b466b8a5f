// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit stress cases for avcompat's refcounted mappable buffers: the
 * hostile patterns of tests/stress (the fuzz client in the qemu guests),
 * in a kernel with KASAN and lockdep (scripts/kunit --kasan).
 *
 * Every case maps a struct avc_rvbuf through a real struct file
 * (anon_inode_getfile()) whose ->mmap is avc_rvbuf_mmap(), into a real
 * user mm (avc_kunit_util.c), and reads and writes it through the user
 * mapping.  The invariant checked after every step: while the buffer is
 * alive its kref is the owner's reference plus one per vma of the mm that
 * maps it (counted by walking the mm, so splits, moves and partial unmaps
 * done by the kernel are counted as the kernel sees them), and its release
 * callback runs exactly once, after the owner and the last vma let go.
 *
 * Cases: a fresh buffer reads as zeros; windows past the end, offsets that
 * overflow, writable private mappings and mprotect() to writable are
 * refused; mremap() cannot grow a mapping, and shrinking or moving it
 * keeps the count right; splitting a vma (the ->open of fork and split)
 * takes a reference per piece; the owner and the file go away while
 * mapped; and a seeded random sequence of all of these, once per mapping
 * strategy.
 *
 * Built in only, like the other suites: run it with scripts/kunit.
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

#include <avcompat/rvbuf.h>
#include <avcompat/rvmalloc.h>

#include "avc_kunit_util.h"

#define AVC_ST_PAGES	6UL
#define AVC_ST_TAG	0x5a
#define AVC_ST_OPS	800
#define AVC_ST_MAPS	16

/**
 * struct avc_st_ctx - per-case state (test->priv)
 * @buf: the buffer; the case's owner reference while @owner is true
 * @owner: the case still holds the owner's reference
 * @tf: the test file, until the case closes it
 * @released: calls of the buffer's release callback
 * @files_released: calls of the file's ->release
 * @seed: the random state of the random case
 * @stats: the random case's mappings made, refused, partly unmapped
 */
struct avc_st_ctx {
	struct avc_rvbuf *buf;
	bool owner;
	struct avc_kunit_file tf;
	atomic_t released;
	atomic_t files_released;
	u64 seed;
	unsigned int stats[3];
};

static void avc_st_buf_release(struct avc_rvbuf *buf)
{
	struct avc_st_ctx *ctx = buf->priv;

	atomic_inc(&ctx->released);
}

static int avc_st_mmap(struct file *file, struct vm_area_struct *vma)
{
	struct avc_st_ctx *ctx = file->private_data;

	return avc_rvbuf_mmap(ctx->buf, vma);
}

/* The file may outlive the buffer's owner: it only counts. */
static int avc_st_release(struct inode *inode, struct file *file)
{
	struct avc_st_ctx *ctx = file->private_data;

	atomic_inc(&ctx->files_released);
	return 0;
}

static const struct file_operations avc_st_fops = {
	.owner		= THIS_MODULE,
	.mmap		= avc_st_mmap,
	.release	= avc_st_release,
};

/**
 * avc_st_setup() - the case's buffer and test file
 * @test: the test
 * @strategy: how avc_rvbuf_mmap() maps it
 * @fill: fill it with avc_kunit_pattern() (else it stays as allocated)
 *
 * The file's private data is the case's context, not the buffer: the
 * file holds no reference to it, the owner (the case) and the vmas do.
 * Aborts the case on failure.
 */
static void avc_st_setup(struct kunit *test, enum avc_rvmmap_strategy strategy,
			 bool fill)
{
	struct avc_st_ctx *ctx = test->priv;

	ctx->buf = avc_rvbuf_alloc(AVC_ST_PAGES << PAGE_SHIFT);
	KUNIT_ASSERT_NOT_NULL(test, ctx->buf);
	ctx->owner = true;
	ctx->buf->strategy = strategy;
	ctx->buf->release = avc_st_buf_release;
	ctx->buf->priv = ctx;
	if (fill)
		avc_kunit_fill(ctx->buf->mem, AVC_ST_TAG, AVC_ST_PAGES);
	KUNIT_ASSERT_EQ(test, avc_kunit_file_open(&ctx->tf, "[avc_stress_test]",
						  &avc_st_fops, ctx), 0);
}

/* Drop the owner's reference. */
static void avc_st_owner_put(struct avc_st_ctx *ctx)
{
	if (ctx->owner) {
		ctx->owner = false;
		avc_rvbuf_put(ctx->buf);
	}
}

/* vmas of the test's mm that map the case's buffer. */
static unsigned int avc_st_count_vmas(struct avc_st_ctx *ctx)
{
	struct mm_struct *mm = current->mm;
	struct vm_area_struct *vma;
	unsigned int n = 0;

	if (!mm)
		return 0;
	mmap_read_lock(mm);
	{
		VMA_ITERATOR(vmi, mm, 0);

		for_each_vma(vmi, vma)
			if (vma->vm_private_data == ctx->buf &&
			    vma->vm_file && vma->vm_file->f_op == &avc_st_fops)
				n++;
	}
	mmap_read_unlock(mm);
	return n;
}

/**
 * avc_st_expect_refs() - check the reference count against the mm
 * @test: the test
 * @what: what just happened, for the message
 *
 * While the buffer is alive (owner held or mapped), its kref must be the
 * owner's reference plus one per vma; once neither, it must have been
 * released exactly once.
 */
static void avc_st_expect_refs(struct kunit *test, const char *what)
{
	struct avc_st_ctx *ctx = test->priv;
	unsigned int vmas = avc_st_count_vmas(ctx);

	if (ctx->owner || vmas) {
		KUNIT_EXPECT_EQ_MSG(test, atomic_read(&ctx->released), 0,
				    "%s: released while %u vmas map it (owner %d)",
				    what, vmas, ctx->owner);
		if (atomic_read(&ctx->released))
			return;	/* reading the kref would be a use after free */
		KUNIT_EXPECT_EQ_MSG(test, kref_read(&ctx->buf->ref),
				    (unsigned int)ctx->owner + vmas,
				    "%s: kref %u, owner %d, %u vmas", what,
				    kref_read(&ctx->buf->ref), ctx->owner, vmas);
	} else {
		KUNIT_EXPECT_EQ_MSG(test, atomic_read(&ctx->released), 1,
				    "%s: no owner, no vma: released %d times",
				    what, atomic_read(&ctx->released));
	}
}

static unsigned long avc_st_map(struct kunit *test, unsigned long npages,
				unsigned long prot, unsigned long flags,
				unsigned long pgoff)
{
	struct avc_st_ctx *ctx = test->priv;

	return avc_kunit_file_map(test, &ctx->tf, npages, prot, flags, pgoff);
}

/*
 * avc_st_check_page() - does the user page at @uaddr show buffer page
 * @idx?  Return: 0 if so, 1 if it differs, -EFAULT if unreadable.
 */
static int avc_st_check_page(struct kunit *test, unsigned long uaddr,
			     unsigned long idx)
{
	struct avc_st_ctx *ctx = test->priv;

	return avc_kunit_user_page_cmp(ctx->tf.bounce, uaddr,
				       (char *)ctx->buf->mem + (idx << PAGE_SHIFT));
}

/* ------------------------------------------------------------------------ */

/* A fresh buffer reads as zeros through every page of a mapping. */
static void avc_stress_fresh_zero_test(struct kunit *test)
{
	struct avc_st_ctx *ctx = test->priv;
	unsigned long addr;

	avc_st_setup(test, AVC_RVMMAP_AUTO, false);
	addr = avc_st_map(test, AVC_ST_PAGES, PROT_READ, MAP_SHARED, 0);
	KUNIT_ASSERT_FALSE_MSG(test, IS_ERR_VALUE(addr), "mmap: %ld", (long)addr);
	avc_kunit_expect_zeroed(test, &ctx->tf, addr, AVC_ST_PAGES);
	avc_kunit_munmap(addr, AVC_ST_PAGES << PAGE_SHIFT);
	avc_st_expect_refs(test, "unmapped");
}

/*
 * Refused windows and protections: nothing is mapped and no reference is
 * left behind by any of them.
 */
static void avc_stress_refused_test(struct kunit *test)
{
	static const struct {
		unsigned long pgoff, npages, prot, flags;
		const char *what;
	} bad[] = {
		{ AVC_ST_PAGES, 1, PROT_READ, MAP_SHARED, "offset at the end" },
		{ AVC_ST_PAGES - 1, 2, PROT_READ, MAP_SHARED, "length past the end" },
		{ 0, AVC_ST_PAGES + 1, PROT_READ, MAP_SHARED, "one page too long" },
		{ ~0UL >> PAGE_SHIFT >> 1, 1, PROT_READ, MAP_SHARED, "huge offset" },
		{ (~0UL >> PAGE_SHIFT) - 1, 2, PROT_READ, MAP_SHARED, "offset that wraps" },
		{ 0, 1, PROT_READ | PROT_WRITE, MAP_PRIVATE, "writable private" },
	};
	struct avc_st_ctx *ctx = test->priv;
	unsigned long addr;
	unsigned int i;

	avc_st_setup(test, AVC_RVMMAP_AUTO, true);
	for (i = 0; i < ARRAY_SIZE(bad); i++) {
		addr = avc_st_map(test, bad[i].npages, bad[i].prot, bad[i].flags,
				  bad[i].pgoff);
		KUNIT_EXPECT_TRUE_MSG(test, IS_ERR_VALUE(addr), "%s: mapped at %#lx",
				      bad[i].what, addr);
		if (!IS_ERR_VALUE(addr)) {
			avc_kunit_munmap(addr, bad[i].npages << PAGE_SHIFT);
			continue;
		}
		KUNIT_EXPECT_TRUE_MSG(test, (long)addr == -EINVAL ||
				      (long)addr == -EOVERFLOW || (long)addr == -ENOMEM,
				      "%s: %ld", bad[i].what, (long)addr);
		avc_st_expect_refs(test, bad[i].what);
	}
	KUNIT_EXPECT_TRUE(test, avc_kunit_mm_empty());

	/* a private read-only mapping never becomes writable */
	addr = avc_st_map(test, 2, PROT_READ, MAP_PRIVATE, 1);
	KUNIT_ASSERT_FALSE_MSG(test, IS_ERR_VALUE(addr), "mmap: %ld", (long)addr);
	KUNIT_EXPECT_EQ(test, avc_st_check_page(test, addr, 1), 0);
	if (AVC_KUNIT_HAVE_MM_SYSCALLS)
		KUNIT_EXPECT_EQ(test, avc_kunit_mprotect(addr, 2 * PAGE_SIZE,
							 PROT_READ | PROT_WRITE),
				-EACCES);
	avc_st_expect_refs(test, "private mapping");
	avc_kunit_munmap(addr, 2 * PAGE_SIZE);
	avc_st_owner_put(ctx);
	avc_st_expect_refs(test, "all gone");
}

/* mremap: growth refused, shrink and move keep one reference per vma. */
static void avc_stress_mremap_test(struct kunit *test)
{
	unsigned long addr, dst;
	long ret;

	if (!AVC_KUNIT_HAVE_MM_SYSCALLS)
		kunit_skip(test, AVC_KUNIT_NO_MM_SYSCALLS);
	avc_st_setup(test, AVC_RVMMAP_AUTO, true);
	addr = avc_st_map(test, 4, PROT_READ | PROT_WRITE, MAP_SHARED, 1);
	KUNIT_ASSERT_FALSE_MSG(test, IS_ERR_VALUE(addr), "mmap: %ld", (long)addr);

	ret = avc_kunit_mremap(addr, 4 * PAGE_SIZE, 5 * PAGE_SIZE, 0, 0);
	KUNIT_EXPECT_LT_MSG(test, ret, 0L, "grew in place to %#lx", ret);
	ret = avc_kunit_mremap(addr, 4 * PAGE_SIZE, 8 * PAGE_SIZE, MREMAP_MAYMOVE, 0);
	KUNIT_EXPECT_LT_MSG(test, ret, 0L, "grew by moving to %#lx", ret);
	avc_st_expect_refs(test, "growth refused");

	ret = avc_kunit_mremap(addr, 4 * PAGE_SIZE, 3 * PAGE_SIZE, 0, 0);
	KUNIT_EXPECT_EQ(test, ret, (long)addr);
	avc_st_expect_refs(test, "shrunk");

	/* move onto a reserved range */
	dst = avc_kunit_move_target(test, 3, 1);
	KUNIT_ASSERT_FALSE(test, IS_ERR_VALUE(dst));
	ret = avc_kunit_mremap(addr, 3 * PAGE_SIZE, 3 * PAGE_SIZE,
			       MREMAP_MAYMOVE | MREMAP_FIXED, dst);
	KUNIT_EXPECT_EQ(test, ret, (long)dst);
	if (ret == (long)dst) {
		KUNIT_EXPECT_EQ(test, avc_st_check_page(test, dst, 1), 0);
		KUNIT_EXPECT_EQ(test, avc_st_check_page(test, dst + 2 * PAGE_SIZE, 3), 0);
		addr = dst;
	} else {
		avc_kunit_munmap(dst, 3 * PAGE_SIZE);
	}
	avc_st_expect_refs(test, "moved");
	avc_kunit_munmap(addr, 3 * PAGE_SIZE);
	avc_st_expect_refs(test, "unmapped");
}

/*
 * Split vmas take a reference each (the same ->open as fork's copy); the
 * owner and the file go first; the last unmap frees the buffer.
 */
static void avc_stress_split_owner_gone_test(struct kunit *test)
{
	struct avc_st_ctx *ctx = test->priv;
	unsigned long addr;

	avc_st_setup(test, AVC_RVMMAP_AUTO, true);
	addr = avc_st_map(test, AVC_ST_PAGES, PROT_READ | PROT_WRITE, MAP_SHARED, 0);
	KUNIT_ASSERT_FALSE_MSG(test, IS_ERR_VALUE(addr), "mmap: %ld", (long)addr);
	avc_kunit_munmap(addr + PAGE_SIZE, PAGE_SIZE);
	avc_kunit_munmap(addr + 3 * PAGE_SIZE, PAGE_SIZE);
	KUNIT_EXPECT_EQ(test, avc_st_count_vmas(ctx), 3U);
	avc_st_expect_refs(test, "split in three");

	avc_st_owner_put(ctx);
	avc_kunit_file_close(&ctx->tf);
	KUNIT_EXPECT_EQ(test, atomic_read(&ctx->files_released), 0);
	avc_st_expect_refs(test, "owner and file gone");
	KUNIT_EXPECT_EQ(test, avc_st_check_page(test, addr, 0), 0);
	KUNIT_EXPECT_EQ(test, avc_st_check_page(test, addr + 5 * PAGE_SIZE, 5), 0);
	KUNIT_EXPECT_EQ(test, put_user(0xfeedU, (u32 __user *)(addr + 2 * PAGE_SIZE)), 0);
	KUNIT_EXPECT_EQ(test, ((u32 *)ctx->buf->mem)[2 * AVC_KUNIT_WORDS], 0xfeedU);

	avc_kunit_munmap(addr, 3 * PAGE_SIZE);
	avc_st_expect_refs(test, "two vmas left");
	avc_kunit_munmap(addr + 3 * PAGE_SIZE, 3 * PAGE_SIZE);
	avc_st_expect_refs(test, "all unmapped");
	flush_delayed_fput();
	KUNIT_EXPECT_EQ(test, atomic_read(&ctx->files_released), 1);
}

/* ---- the random sequence --------------------------------------------- */

/**
 * struct avc_st_map - a mapping the random case made
 * @addr: start
 * @npages: length in pages
 * @pgoff: buffer page of @addr
 * @shared: MAP_SHARED
 * @writable: shared and PROT_WRITE (else read-only)
 */
struct avc_st_map {
	unsigned long addr;
	unsigned long npages;
	unsigned long pgoff;
	bool shared;
	bool writable;
};

static u32 avc_st_rnd(struct avc_st_ctx *ctx, u32 n)
{
	u64 x = ctx->seed;

	x ^= x >> 12;
	x ^= x << 25;
	x ^= x >> 27;
	ctx->seed = x;
	return n ? (u32)((x * 0x2545F4914F6CDD1DULL) >> 32) % n : 0;
}

static const enum avc_rvmmap_strategy avc_st_strategies[] = {
	AVC_RVMMAP_AUTO, AVC_RVMMAP_REMAP_PFN, AVC_RVMMAP_INSERT_PAGE,
	AVC_RVMMAP_VMALLOC_RANGE, AVC_RVMMAP_MAP_PAGES, AVC_RVMMAP_INSERT_PAGES,
};

static void avc_st_strategy_desc(const enum avc_rvmmap_strategy *s, char *desc)
{
	static const char * const names[] = {
		"auto", "remap_pfn", "insert_page", "vmalloc_range", "map_pages",
		"insert_pages",
	};

	strscpy(desc, names[*s], KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(avc_st_strategy, avc_st_strategies, avc_st_strategy_desc);

/* map a random window; the buffer must accept exactly the valid ones */
static void avc_st_rnd_map(struct kunit *test, struct avc_st_map *m, int *n)
{
	struct avc_st_ctx *ctx = test->priv;
	unsigned long pgoff = avc_st_rnd(ctx, AVC_ST_PAGES + 2);
	unsigned long npages = 1 + avc_st_rnd(ctx, AVC_ST_PAGES + 1);
	bool shared = avc_st_rnd(ctx, 4), write = avc_st_rnd(ctx, 2);
	bool valid = pgoff < AVC_ST_PAGES && npages <= AVC_ST_PAGES - pgoff &&
		     (shared || !write);
	unsigned long addr;

	addr = avc_st_map(test, npages, PROT_READ | (write ? PROT_WRITE : 0),
			  shared ? MAP_SHARED : MAP_PRIVATE, pgoff);
	if (IS_ERR_VALUE(addr)) {
		if (valid && (long)addr != -EOPNOTSUPP)
			KUNIT_FAIL(test, "mmap of pages [%lu, +%lu) %s%s: %ld", pgoff,
				   npages, shared ? "shared" : "private",
				   write ? " writable" : "", (long)addr);
		else if (!valid)
			KUNIT_EXPECT_EQ(test, (long)addr, (long)-EINVAL);
		return;
	}
	if (!valid) {
		KUNIT_FAIL(test, "mmap of pages [%lu, +%lu) %s%s accepted", pgoff,
			   npages, shared ? "shared" : "private", write ? " writable" : "");
		avc_kunit_munmap(addr, npages << PAGE_SHIFT);
		return;
	}
	m[*n].addr = addr;
	m[*n].npages = npages;
	m[*n].pgoff = pgoff;
	m[*n].shared = shared;
	m[*n].writable = shared && write;
	(*n)++;
}

/* unmap a random part of mapping @i (the front, the back or the middle) */
static void avc_st_rnd_unmap(struct kunit *test, struct avc_st_map *m, int *n, int i)
{
	struct avc_st_ctx *ctx = test->priv;
	unsigned long first = avc_st_rnd(ctx, m[i].npages);
	unsigned long cnt = 1 + avc_st_rnd(ctx, m[i].npages - first);

	avc_kunit_munmap(m[i].addr + (first << PAGE_SHIFT), cnt << PAGE_SHIFT);
	if (first + cnt < m[i].npages && *n < AVC_ST_MAPS) {
		/* the tail is a mapping of its own */
		m[*n].addr = m[i].addr + ((first + cnt) << PAGE_SHIFT);
		m[*n].npages = m[i].npages - first - cnt;
		m[*n].pgoff = m[i].pgoff + first + cnt;
		m[*n].shared = m[i].shared;
		m[*n].writable = m[i].writable;
		(*n)++;
	} else if (first + cnt < m[i].npages) {
		avc_kunit_munmap(m[i].addr + ((first + cnt) << PAGE_SHIFT),
				 (m[i].npages - first - cnt) << PAGE_SHIFT);
	}
	m[i].npages = first;
	if (!first)
		m[i] = m[--(*n)];
}

/*
 * A seeded random sequence of mmap (valid and invalid windows, shared and
 * private), partial munmap, mremap (grow, shrink, move), mprotect, reads
 * and writes, with the owner and the file dropped after three quarters
 * (the mappings left then live on without them).  After every
 * step the kref must match the vmas of the mm.
 */
static void avc_stress_random_test(struct kunit *test)
{
	const enum avc_rvmmap_strategy *s = test->param_value;
	struct avc_st_ctx *ctx = test->priv;
	struct avc_st_map *m;
	int n = 0, i, op, maps_before;
	long ret;

	m = kunit_kcalloc(test, AVC_ST_MAPS + 1, sizeof(*m), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, m);
	ctx->seed = 0x9e3779b97f4a7c15ULL ^ ((u64)*s << 32) ^ 1;
	kunit_info(test, "seed %#llx", ctx->seed);
	avc_st_setup(test, *s, true);

	for (op = 0; op < AVC_ST_OPS; op++) {
		u32 c = avc_st_rnd(ctx, 100);

		if (op >= AVC_ST_OPS * 3 / 4 && ctx->owner && n) {
			avc_st_owner_put(ctx);
			avc_kunit_file_close(&ctx->tf);
		}
		i = n ? avc_st_rnd(ctx, n) : -1;
		if (c < 30 && n < AVC_ST_MAPS && ctx->tf.file) {
			maps_before = n;
			avc_st_rnd_map(test, m, &n);
			ctx->stats[n > maps_before ? 0 : 1]++;
		} else if (c < 50 && i >= 0) {
			avc_st_rnd_unmap(test, m, &n, i);
			ctx->stats[2]++;
		} else if (c < 60 && i >= 0 && AVC_KUNIT_HAVE_MM_SYSCALLS) {
			ret = avc_kunit_mremap(m[i].addr, m[i].npages << PAGE_SHIFT,
					       (m[i].npages + 1) << PAGE_SHIFT,
					       avc_st_rnd(ctx, 2) ? MREMAP_MAYMOVE : 0, 0);
			KUNIT_EXPECT_LT_MSG(test, ret, 0L, "op %d: mremap grew a mapping", op);
			if (ret >= 0) {
				m[i].addr = ret;
				avc_kunit_munmap(m[i].addr + (m[i].npages << PAGE_SHIFT),
						 PAGE_SIZE);
			}
		} else if (c < 67 && i >= 0 && m[i].npages > 1 &&
			   AVC_KUNIT_HAVE_MM_SYSCALLS) {
			ret = avc_kunit_mremap(m[i].addr, m[i].npages << PAGE_SHIFT,
					       (m[i].npages - 1) << PAGE_SHIFT, 0, 0);
			KUNIT_EXPECT_EQ_MSG(test, ret, (long)m[i].addr, "op %d: shrink", op);
			if (ret == (long)m[i].addr)
				m[i].npages--;
		} else if (c < 72 && i >= 0 && AVC_KUNIT_HAVE_MM_SYSCALLS) {
			unsigned long len = m[i].npages << PAGE_SHIFT;
			unsigned long dst = avc_kunit_move_target(test, m[i].npages, m[i].pgoff);

			if (IS_ERR_VALUE(dst))
				continue;
			ret = avc_kunit_mremap(m[i].addr, len, len,
					       MREMAP_MAYMOVE | MREMAP_FIXED, dst);
			KUNIT_EXPECT_EQ_MSG(test, ret, (long)dst, "op %d: move", op);
			if (ret == (long)dst)
				m[i].addr = dst;
			else
				avc_kunit_munmap(dst, len);
		} else if (c < 78 && i >= 0 && AVC_KUNIT_HAVE_MM_SYSCALLS) {
			/* shared: may become writable; private: never */
			ret = avc_kunit_mprotect(m[i].addr, m[i].npages << PAGE_SHIFT,
						 PROT_READ | PROT_WRITE);
			KUNIT_EXPECT_EQ_MSG(test, ret, m[i].shared ? 0L : (long)-EACCES,
					    "op %d: mprotect(PROT_WRITE) of a %s mapping", op,
					    m[i].shared ? "shared" : "private");
			if (!ret)
				m[i].writable = m[i].shared;
		} else if (c < 90 && i >= 0) {
			unsigned long p = avc_st_rnd(ctx, m[i].npages);

			KUNIT_EXPECT_EQ_MSG(test,
					    avc_st_check_page(test, m[i].addr + (p << PAGE_SHIFT),
							      m[i].pgoff + p),
					    0, "op %d: page %lu of [%lu, +%lu)", op, p,
					    m[i].pgoff, m[i].npages);
		} else if (i >= 0 && m[i].writable) {
			unsigned long p = avc_st_rnd(ctx, m[i].npages);
			u32 __user *u = (u32 __user *)(m[i].addr + (p << PAGE_SHIFT)) + 7;
			u32 *k = (u32 *)ctx->buf->mem + (m[i].pgoff + p) * AVC_KUNIT_WORDS + 7;
			u32 v = 0xc0000000U | op;

			KUNIT_EXPECT_EQ(test, put_user(v, u), 0);
			KUNIT_EXPECT_EQ_MSG(test, *k, v,
					    "op %d: a write through page %lu of [%lu, +%lu)",
					    op, p, m[i].pgoff, m[i].npages);
		}
		avc_st_expect_refs(test, "random step");
		if (atomic_read(&ctx->released))
			break;
	}
	kunit_info(test, "%d steps: %u mappings, %u refused, %u partial unmaps",
		   op, ctx->stats[0], ctx->stats[1], ctx->stats[2]);
	KUNIT_EXPECT_GE(test, ctx->stats[0], 40U);
	KUNIT_EXPECT_GE(test, ctx->stats[1], 20U);
	for (i = 0; i < n; i++)
		avc_kunit_munmap(m[i].addr, m[i].npages << PAGE_SHIFT);
	n = 0;
	avc_st_owner_put(ctx);
	avc_kunit_file_close(&ctx->tf);
	flush_delayed_fput();	/* the last munmap's fput */
	avc_st_expect_refs(test, "the end");
	KUNIT_EXPECT_EQ(test, atomic_read(&ctx->files_released), 1);
}

/* ---- the suite -------------------------------------------------------- */

static int avc_st_init(struct kunit *test)
{
	struct avc_st_ctx *ctx;

	ctx = kunit_kzalloc(test, sizeof(*ctx), GFP_KERNEL);
	if (!ctx)
		return -ENOMEM;
	test->priv = ctx;
	return avc_kunit_file_init(test, &ctx->tf);
}

static void avc_st_exit(struct kunit *test)
{
	struct avc_st_ctx *ctx = test->priv;

	if (!ctx)
		return;
	/* a failed case may leave mappings: their vmas drop their references */
	avc_st_owner_put(ctx);
	avc_kunit_file_close(&ctx->tf);
}

static struct kunit_case avc_stress_test_cases[] = {
	KUNIT_CASE(avc_stress_fresh_zero_test),
	KUNIT_CASE(avc_stress_refused_test),
	KUNIT_CASE(avc_stress_mremap_test),
	KUNIT_CASE(avc_stress_split_owner_gone_test),
	KUNIT_CASE_PARAM(avc_stress_random_test, avc_st_strategy_gen_params),
	{}
};

static struct kunit_suite avc_stress_test_suite = {
	.name = "avc_stress",
	.init = avc_st_init,
	.exit = avc_st_exit,
	.test_cases = avc_stress_test_cases,
};

kunit_test_suite(avc_stress_test_suite);

MODULE_DESCRIPTION("KUnit stress cases for avcompat's refcounted mappable buffers");
MODULE_LICENSE("GPL");
