// SPDX-License-Identifier: GPL-2.0
/*
 * Helpers shared by avcompat's KUnit suites (see avc_kunit_util.h).
 *
 * 6.11 and later have kunit_vm_mmap() (AVC_KUNIT_HAVE_VM_MMAP).  Before,
 * the test kthread gets an mm of its own the way kunit_vm_mmap() does it,
 * which needs symbols that are not exported: the suites are built in
 * (CONFIG_AVC_KUNIT_TEST is bool).  Run them with scripts/kunit.
 */
#include <linux/anon_inodes.h>
#include <linux/err.h>
#include <linux/fcntl.h>
#include <linux/file.h>
#include <linux/fs.h>
#include <linux/kthread.h>
#include <linux/mm.h>
#include <linux/mman.h>
#include <linux/sched.h>
#include <linux/sched/mm.h>
#include <linux/sched/signal.h>
#include <linux/shm.h>
#include <linux/string.h>
#include <linux/syscalls.h>
#include <linux/uaccess.h>

#include <avcompat/version.h>

#include "avc_kunit_util.h"

#if AVC_KUNIT_HAVE_VM_MMAP
/**
 * avc_kunit_attach_mm() - give the test kthread a user mm
 * @test: the test
 *
 * A no-op where kunit_vm_mmap() attaches one with the first mapping.
 *
 * Return: 0, or -ENOMEM.
 */
int avc_kunit_attach_mm(struct kunit *test)
{
	return 0;
}

/**
 * avc_kunit_vm_mmap() - vm_mmap() a file into the test's user mm
 * @test: the test
 * @file: the file to map
 * @len: length in bytes
 * @prot: PROT_* bits
 * @flags: MAP_* flags
 * @pgoff: file offset in pages; @pgoff << PAGE_SHIFT must not overflow
 *
 * Return: the user address, or a negative errno cast to unsigned long
 * (check with IS_ERR_VALUE()).
 */
unsigned long avc_kunit_vm_mmap(struct kunit *test, struct file *file,
				unsigned long len, unsigned long prot,
				unsigned long flags, unsigned long pgoff)
{
	unsigned long addr;

	addr = kunit_vm_mmap(test, file, 0, len, prot, flags, pgoff << PAGE_SHIFT);
	return addr ? addr : (unsigned long)-ENOMEM;
}
#else
int avc_kunit_attach_mm(struct kunit *test)
{
	struct mm_struct *mm;

	if (current->mm)
		return 0;
	mm = mm_alloc();
	if (!mm)
		return -ENOMEM;
	mm->task_size = TASK_SIZE;
	arch_pick_mmap_layout(mm, &current->signal->rlim[RLIMIT_STACK]);
	/* Dropped by exit_mm() when the test kthread exits. */
	kthread_use_mm(mm);
	return 0;
}

unsigned long avc_kunit_vm_mmap(struct kunit *test, struct file *file,
				unsigned long len, unsigned long prot,
				unsigned long flags, unsigned long pgoff)
{
	int rc = avc_kunit_attach_mm(test);

	if (rc)
		return (unsigned long)rc;
	return vm_mmap(file, 0, len, prot, flags, pgoff << PAGE_SHIFT);
}
#endif

/**
 * avc_kunit_munmap() - unmap a range of the test's user mm
 * @addr: start of the range
 * @len: length in bytes
 *
 * Unmap before the case ends: before 6.3 KUnit runs .exit in the test
 * kthread, while its mm is still live, and from 6.3 on .exit may run
 * before the test kthread's mm is torn down.
 */
void avc_kunit_munmap(unsigned long addr, unsigned long len)
{
	vm_munmap(addr, len);
}

/**
 * avc_kunit_mm_empty() - does the test's user mm have no vma at all?
 *
 * Return: true if it has none (or the test has no mm yet).
 */
bool avc_kunit_mm_empty(void)
{
	struct mm_struct *mm = current->mm;
	bool empty;

	if (!mm)
		return true;
	mmap_read_lock(mm);
	empty = !find_vma(mm, 0);
	mmap_read_unlock(mm);
	return empty;
}

/**
 * avc_kunit_vma_at() - the vma that contains a user address
 * @addr: the address
 * @start: where to store its vm_start, or NULL
 * @end: where to store its vm_end, or NULL
 * @flags: where to store its vm_flags, or NULL
 *
 * Return: true if a vma contains @addr (the outputs are then set).
 */
bool avc_kunit_vma_at(unsigned long addr, unsigned long *start,
		      unsigned long *end, unsigned long *flags)
{
	struct mm_struct *mm = current->mm;
	struct vm_area_struct *vma;

	if (!mm)
		return false;
	mmap_read_lock(mm);
	vma = vma_lookup(mm, addr);
	if (vma) {
		if (start)
			*start = vma->vm_start;
		if (end)
			*end = vma->vm_end;
		if (flags)
			*flags = vma->vm_flags;
	}
	mmap_read_unlock(mm);
	return vma;
}

/**
 * avc_kunit_mprotect() - mprotect() in the test's user mm
 * @addr: start of the range
 * @len: length in bytes
 * @prot: the new PROT_* bits
 *
 * Return: 0, the errno of mprotect(), or -EOPNOTSUPP if
 * !AVC_KUNIT_HAVE_MM_SYSCALLS.
 */
long avc_kunit_mprotect(unsigned long addr, unsigned long len,
			unsigned long prot)
{
#ifdef CONFIG_ARCH_HAS_SYSCALL_WRAPPER
	return -EOPNOTSUPP;
#else
	return sys_mprotect(addr, len, prot);
#endif
}

/**
 * avc_kunit_mremap() - mremap() in the test's user mm
 * @addr: the mapping's start
 * @old_len: its length in bytes
 * @new_len: the length wanted
 * @flags: MREMAP_* flags
 * @new_addr: the new address for %MREMAP_FIXED
 *
 * mremap(2) is implemented in SYSCALL_DEFINE5(mremap) itself
 * (mm/mremap.c), with no other entry point to call.
 *
 * Return: the new address, a negative errno (as a long), or -EOPNOTSUPP
 * if !AVC_KUNIT_HAVE_MM_SYSCALLS.
 */
long avc_kunit_mremap(unsigned long addr, unsigned long old_len,
		      unsigned long new_len, unsigned long flags,
		      unsigned long new_addr)
{
#ifdef CONFIG_ARCH_HAS_SYSCALL_WRAPPER
	return -EOPNOTSUPP;
#else
	return sys_mremap(addr, old_len, new_len, flags, new_addr);
#endif
}

/**
 * avc_kunit_move_target() - a place to mremap() a mapping to
 * @test: the test
 * @npages: the mapping's length in pages
 * @pgoff: the file page it starts at
 *
 * An anonymous PROT_NONE range that MREMAP_FIXED replaces, placed so that
 * it and @pgoff agree modulo SHMLBA: architectures with cache aliases
 * (sparc64: 16 KiB) refuse shared mappings that do not (-EINVAL).
 *
 * Return: its address, or a negative errno cast to unsigned long.
 */
unsigned long avc_kunit_move_target(struct kunit *test, unsigned long npages,
				    unsigned long pgoff)
{
	unsigned long len = npages << PAGE_SHIFT, res, dst;

	res = avc_kunit_vm_mmap(test, NULL, len + SHMLBA, PROT_NONE,
				MAP_PRIVATE | MAP_ANONYMOUS, 0);
	if (IS_ERR_VALUE(res))
		return res;
	dst = res + (((pgoff << PAGE_SHIFT) - res) & (SHMLBA - 1));
	if (dst > res)
		avc_kunit_munmap(res, dst - res);
	if (dst + len < res + len + SHMLBA)
		avc_kunit_munmap(dst + len, res + SHMLBA - dst);
	return dst;
}

/**
 * avc_kunit_user_page_cmp() - compare a user page with kernel memory
 * @bounce: a kernel page to copy the user page into
 * @uaddr: user address of the page
 * @kaddr: the kernel's view of the page it should show
 *
 * Reads the whole page with copy_from_user() and its last word again with
 * get_user(), two ways through the user mapping.
 *
 * Return: 0 if they match, 1 if they differ, -EFAULT if the user page
 * cannot be read.
 */
int avc_kunit_user_page_cmp(void *bounce, unsigned long uaddr,
			    const void *kaddr)
{
	const u32 __user *last = (const u32 __user *)(uaddr + PAGE_SIZE) - 1;
	const u32 *want = kaddr;
	u32 word;

	if (copy_from_user(bounce, (const void __user *)uaddr, PAGE_SIZE))
		return -EFAULT;
	if (get_user(word, last))
		return -EFAULT;
	if (memcmp(bounce, kaddr, PAGE_SIZE) ||
	    word != want[PAGE_SIZE / sizeof(u32) - 1])
		return 1;
	return 0;
}

/**
 * avc_kunit_fill() - fill a buffer with avc_kunit_pattern()
 * @mem: the buffer, @npages pages
 * @tag: the suite's tag
 * @npages: its size in pages
 */
void avc_kunit_fill(void *mem, u8 tag, unsigned long npages)
{
	u32 *words = mem;
	unsigned long p;
	unsigned int w;

	for (p = 0; p < npages; p++)
		for (w = 0; w < AVC_KUNIT_WORDS; w++)
			words[p * AVC_KUNIT_WORDS + w] = avc_kunit_pattern(tag, p, w);
}

/**
 * avc_kunit_file_init() - set up a case's test file fixture
 * @test: the test
 * @tf: the fixture, in the case's state
 *
 * Allocates the bounce pages (freed with the test) and gives the test
 * kthread a user mm; no file is open yet.
 *
 * Return: 0, or -ENOMEM.
 */
int avc_kunit_file_init(struct kunit *test, struct avc_kunit_file *tf)
{
	tf->file = NULL;
	tf->bounce = kunit_kmalloc(test, AVC_KUNIT_BOUNCE_PAGES * PAGE_SIZE,
				   GFP_KERNEL);
	if (!tf->bounce)
		return -ENOMEM;
	return avc_kunit_attach_mm(test);
}

/**
 * avc_kunit_file_open() - make the case's test file
 * @tf: the fixture
 * @name: the anon inode's name
 * @fops: its file operations: the ->mmap under test
 * @priv: its private_data
 *
 * Closes the file the fixture had.  On failure @priv is the caller's to
 * free: the file's ->release does not run.
 *
 * Return: 0, or the errno of anon_inode_getfile().
 */
int avc_kunit_file_open(struct avc_kunit_file *tf, const char *name,
			const struct file_operations *fops, void *priv)
{
	struct file *file;

	avc_kunit_file_close(tf);
	file = anon_inode_getfile(name, fops, priv, O_RDWR);
	if (IS_ERR(file))
		return PTR_ERR(file);
	tf->file = file;
	return 0;
}

/**
 * avc_kunit_file_close() - drop the case's reference to its test file
 * @tf: the fixture (no file is fine)
 *
 * ->release runs now unless a mapping still holds the file: fput() from
 * a kthread is deferred, and is flushed here.
 */
void avc_kunit_file_close(struct avc_kunit_file *tf)
{
	if (!tf->file)
		return;
	fput(tf->file);
	tf->file = NULL;
	flush_delayed_fput();
}

/**
 * avc_kunit_file_map() - map the case's test file into its user mm
 * @test: the test
 * @tf: the fixture
 * @npages: length in pages
 * @prot: PROT_* bits
 * @flags: MAP_* flags
 * @pgoff: file offset in pages (the vma's vm_pgoff)
 *
 * Return: the user address, or a negative errno cast to unsigned long
 * (check with IS_ERR_VALUE()).
 */
unsigned long avc_kunit_file_map(struct kunit *test, struct avc_kunit_file *tf,
				 unsigned long npages, unsigned long prot,
				 unsigned long flags, unsigned long pgoff)
{
	return avc_kunit_vm_mmap(test, tf->file, npages << PAGE_SHIFT, prot,
				 flags, pgoff);
}

/**
 * avc_kunit_expect_page() - expect a user page to show a kernel page
 * @test: the test
 * @tf: the fixture (its bounce page)
 * @uaddr: user address of the page
 * @kpage: the kernel page it should show
 * @idx: the index of @kpage in its buffer, for the message
 *
 * Reads it through the user mapping (avc_kunit_user_page_cmp()).  On a
 * mismatch, names the first differing word and, by avc_kunit_pattern(),
 * the page that word came from.
 */
void avc_kunit_expect_page(struct kunit *test, struct avc_kunit_file *tf,
			   unsigned long uaddr, const void *kpage,
			   unsigned long idx)
{
	const u32 *got = tf->bounce, *want = kpage;
	int cmp = avc_kunit_user_page_cmp(tf->bounce, uaddr, kpage);
	unsigned int w;

	if (cmp == -EFAULT) {
		KUNIT_FAIL(test, "user page %#lx (buffer page %lu) is not readable",
			   uaddr, idx);
		return;
	}
	if (!cmp)
		return;
	for (w = 0; w < AVC_KUNIT_WORDS - 1 && got[w] == want[w]; w++)
		;
	KUNIT_FAIL(test,
		   "user page %#lx is not buffer page %lu: word %u is %#x (page %u's?), want %#x",
		   uaddr, idx, w, got[w], (got[w] >> 16) & 0xff, want[w]);
}

/**
 * avc_kunit_expect_pages() - expect user pages to show consecutive pages
 * @test: the test
 * @tf: the fixture
 * @addr: user address of the first page
 * @kmem: the kernel buffer (virtually contiguous)
 * @first: the buffer page the first user page should show
 * @npages: how many pages
 */
void avc_kunit_expect_pages(struct kunit *test, struct avc_kunit_file *tf,
			    unsigned long addr, const void *kmem,
			    unsigned long first, unsigned long npages)
{
	unsigned long i;

	for (i = 0; i < npages; i++)
		avc_kunit_expect_page(test, tf, addr + (i << PAGE_SHIFT),
				      (const char *)kmem + ((first + i) << PAGE_SHIFT),
				      first + i);
}

/**
 * avc_kunit_expect_zeroed() - expect user pages to read as zeros
 * @test: the test
 * @tf: the fixture
 * @uaddr: user address of the first page
 * @npages: how many pages
 *
 * What a buffer handed to user space must show before the driver wrote
 * to it: never what its pages held before.
 */
void avc_kunit_expect_zeroed(struct kunit *test, struct avc_kunit_file *tf,
			     unsigned long uaddr, unsigned long npages)
{
	unsigned long i;
	u8 *nz;

	for (i = 0; i < npages; i++) {
		unsigned long u = uaddr + (i << PAGE_SHIFT);

		if (copy_from_user(tf->bounce, (const void __user *)u, PAGE_SIZE)) {
			KUNIT_FAIL(test, "user page %lu is not readable", i);
			continue;
		}
		nz = memchr_inv(tf->bounce, 0, PAGE_SIZE);
		if (nz)
			KUNIT_FAIL(test, "fresh buffer page %lu: byte %ld is %#x, not 0",
				   i, (long)(nz - (u8 *)tf->bounce), *nz);
	}
}

/**
 * avc_kunit_expect_unreadable() - expect nothing mapped at a user page
 * @test: the test
 * @tf: the fixture
 * @uaddr: the user address
 */
void avc_kunit_expect_unreadable(struct kunit *test, struct avc_kunit_file *tf,
				 unsigned long uaddr)
{
	u32 word;

	KUNIT_EXPECT_EQ_MSG(test,
			    copy_from_user(tf->bounce, (const void __user *)uaddr,
					   PAGE_SIZE),
			    PAGE_SIZE, "page at %#lx is readable", uaddr);
	KUNIT_EXPECT_EQ(test, get_user(word, (const u32 __user *)uaddr), -EFAULT);
	/* get_user() zeroes its variable on a fault: nothing read leaks. */
	KUNIT_EXPECT_EQ(test, word, 0U);
}

/**
 * avc_kunit_expect_write() - a write through a user page, seen or not
 * @test: the test
 * @uaddr: user address of the page
 * @kpage: the kernel page behind it
 * @i: the page's index in the mapping: picks the word and the marker
 * @shared: the write must reach @kpage (a shared mapping), or must not (a
 *	private copy-on-write one)
 *
 * Writes a marker with put_user(), reads it back with get_user(), checks
 * the kernel page, and puts the old value back the same way.
 */
void avc_kunit_expect_write(struct kunit *test, unsigned long uaddr,
			    void *kpage, unsigned long i, bool shared)
{
	unsigned int w = (7 + 13 * i) % AVC_KUNIT_WORDS;
	u32 __user *uword = (u32 __user *)uaddr + w;
	u32 *kword = (u32 *)kpage + w;
	u32 before = READ_ONCE(*kword);
	u32 marker = 0x5a5a0000U | (u32)i;
	u32 back = 0;

	KUNIT_ASSERT_EQ_MSG(test, put_user(marker, uword), 0,
			    "user page %#lx is not writable", uaddr);
	KUNIT_EXPECT_EQ(test, get_user(back, uword), 0);
	KUNIT_EXPECT_EQ(test, back, marker);
	if (shared)
		KUNIT_EXPECT_EQ_MSG(test, READ_ONCE(*kword), marker,
				    "write to user page %lu missed its kernel page", i);
	else
		KUNIT_EXPECT_EQ_MSG(test, READ_ONCE(*kword), before,
				    "private write to user page %lu reached the kernel page", i);
	KUNIT_EXPECT_EQ(test, put_user(before, uword), 0);
}

/**
 * avc_kunit_expect_writes() - writes through consecutive user pages land
 * @test: the test
 * @addr: user address of the first page
 * @kmem: the kernel buffer (virtually contiguous)
 * @first: the buffer page the first user page shows
 * @npages: how many pages
 *
 * avc_kunit_expect_write() of a shared mapping, page by page.
 */
void avc_kunit_expect_writes(struct kunit *test, unsigned long addr,
			     void *kmem, unsigned long first,
			     unsigned long npages)
{
	unsigned long i;

	for (i = 0; i < npages; i++)
		avc_kunit_expect_write(test, addr + (i << PAGE_SHIFT),
				       (char *)kmem + ((first + i) << PAGE_SHIFT),
				       i, true);
}
