// SPDX-License-Identifier: GPL-2.0
/*
 * Helpers shared by avcompat's KUnit suites (see avc_kunit_util.h).
 *
 * 6.11 and later have kunit_vm_mmap() (AVC_KUNIT_HAVE_VM_MMAP).  Before,
 * the test kthread gets an mm of its own the way kunit_vm_mmap() does it,
 * which needs symbols that are not exported: the suites are built in
 * (CONFIG_AVC_KUNIT_TEST is bool).  Run them with scripts/kunit.
 */
#include <linux/err.h>
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
