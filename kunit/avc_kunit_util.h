/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Helpers shared by avcompat's KUnit suites: a user mm for the test
 * kthread, the case's test file and its mappings in that mm, the mm
 * system calls the suites need to poke at those mappings, and the checks
 * that read a mapping back through user space.  A test file holds its
 * cases, the ->mmap under test and its suite table.
 */
#ifndef _AVC_KUNIT_UTIL_H
#define _AVC_KUNIT_UTIL_H

#include <kunit/test.h>
#include <linux/kconfig.h>
#include <linux/types.h>
#include <asm/page.h>
#include <avcompat/version.h>

struct file;
struct file_operations;

/*
 * A test-only key, here rather than in <avcompat/version.h>: no driver
 * needs it.
 */
/*
 * AVC_KUNIT_HAVE_VM_MMAP - kunit_vm_mmap() in <kunit/test.h>
 * (lib/kunit/user_alloc.c): gives the test kthread an mm and vm_mmap()s a
 * file into it.  6.11 ([C] 51104c19d857 "kunit: test: Add vm_mmap()
 * allocation resource manager", Kees Cook, v2 of 10 June 2024, in
 * linux-next beside the v6.11 pull tags) [T:6.1] absent, [L:6.12]
 * test.h:544;
 * a function, no macro to test.  Without it kunit/ calls a function that
 * does not exist before 6.11 and does not build; there its helpers attach
 * an mm themselves (mm_alloc(), arch_pick_mmap_layout(), kthread_use_mm(),
 * not exported: the suites are built in).
 */
#ifndef AVC_KUNIT_HAVE_VM_MMAP
# if AVC_KERNEL_GE(6, 11, 0)
#  define AVC_KUNIT_HAVE_VM_MMAP 1
# else
#  define AVC_KUNIT_HAVE_VM_MMAP 0
# endif
#endif

/*
 * AVC_KUNIT_HAVE_MM_SYSCALLS - sys_mprotect() and sys_mremap() can be
 * called from kernel code.  Not with CONFIG_ARCH_HAS_SYSCALL_WRAPPER
 * (x86, arm64, ...), where only pt_regs wrappers exist; UML and sparc64,
 * which scripts/kunit runs, have the plain functions.
 */
#define AVC_KUNIT_HAVE_MM_SYSCALLS	(!IS_ENABLED(CONFIG_ARCH_HAS_SYSCALL_WRAPPER))
/* The reason a case skips without them. */
#define AVC_KUNIT_NO_MM_SYSCALLS \
	"sys_mprotect()/sys_mremap() are not callable with ARCH_HAS_SYSCALL_WRAPPER"

/**
 * struct avc_kunit_file - the file a case maps, and pages to read it into
 * @file: the test file (anon_inode_getfile()), NULL when closed
 * @bounce: %AVC_KUNIT_BOUNCE_PAGES kernel pages user pages are copied into
 *
 * Embedded in a suite's per-case state; avc_kunit_file_init() in the
 * suite's .init, avc_kunit_file_close() in its .exit.
 */
struct avc_kunit_file {
	struct file *file;
	void *bounce;
};

#define AVC_KUNIT_BOUNCE_PAGES	2
#define AVC_KUNIT_WORDS		(PAGE_SIZE / sizeof(u32))

/**
 * avc_kunit_pattern() - the word a filled test buffer holds
 * @tag: the suite's tag (bits 31-24)
 * @page: the page's index in the buffer (bits 23-16)
 * @word: the word's index in the page (bits 15-0)
 *
 * Unique per page and word, so a mapping off by one frame or one page
 * reads back the wrong values, and the value names the page it came from.
 *
 * Return: the word.
 */
static inline u32 avc_kunit_pattern(u8 tag, unsigned long page,
				    unsigned int word)
{
	return ((u32)tag << 24) | (((u32)page & 0xff) << 16) | word;
}

int avc_kunit_attach_mm(struct kunit *test);
void avc_kunit_fill(void *mem, u8 tag, unsigned long npages);
int avc_kunit_file_init(struct kunit *test, struct avc_kunit_file *tf);
int avc_kunit_file_open(struct avc_kunit_file *tf, const char *name,
			const struct file_operations *fops, void *priv);
void avc_kunit_file_close(struct avc_kunit_file *tf);
unsigned long avc_kunit_file_map(struct kunit *test, struct avc_kunit_file *tf,
				 unsigned long npages, unsigned long prot,
				 unsigned long flags, unsigned long pgoff);
void avc_kunit_expect_page(struct kunit *test, struct avc_kunit_file *tf,
			   unsigned long uaddr, const void *kpage,
			   unsigned long idx);
void avc_kunit_expect_pages(struct kunit *test, struct avc_kunit_file *tf,
			    unsigned long addr, const void *kmem,
			    unsigned long first, unsigned long npages);
void avc_kunit_expect_zeroed(struct kunit *test, struct avc_kunit_file *tf,
			     unsigned long uaddr, unsigned long npages);
void avc_kunit_expect_unreadable(struct kunit *test, struct avc_kunit_file *tf,
				 unsigned long uaddr);
void avc_kunit_expect_write(struct kunit *test, unsigned long uaddr,
			    void *kpage, unsigned long i, bool shared);
void avc_kunit_expect_writes(struct kunit *test, unsigned long addr,
			     void *kmem, unsigned long first,
			     unsigned long npages);
unsigned long avc_kunit_vm_mmap(struct kunit *test, struct file *file,
				unsigned long len, unsigned long prot,
				unsigned long flags, unsigned long pgoff);
void avc_kunit_munmap(unsigned long addr, unsigned long len);
bool avc_kunit_mm_empty(void);
bool avc_kunit_vma_at(unsigned long addr, unsigned long *start,
		      unsigned long *end, unsigned long *flags);
long avc_kunit_mprotect(unsigned long addr, unsigned long len,
			unsigned long prot);
long avc_kunit_mremap(unsigned long addr, unsigned long old_len,
		      unsigned long new_len, unsigned long flags,
		      unsigned long new_addr);
unsigned long avc_kunit_move_target(struct kunit *test, unsigned long npages,
				    unsigned long pgoff);
int avc_kunit_user_page_cmp(void *bounce, unsigned long uaddr,
			    const void *kaddr);

#endif /* _AVC_KUNIT_UTIL_H */
