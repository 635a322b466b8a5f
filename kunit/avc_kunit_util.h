/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Helpers shared by avcompat's KUnit suites: a user mm for the test
 * kthread, mappings of a test file in it, and the mm system calls the
 * suites need to poke at those mappings.
 */
#ifndef _AVC_KUNIT_UTIL_H
#define _AVC_KUNIT_UTIL_H

#include <kunit/test.h>
#include <linux/kconfig.h>
#include <linux/types.h>
#include <avcompat/version.h>

struct file;

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

int avc_kunit_attach_mm(struct kunit *test);
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
