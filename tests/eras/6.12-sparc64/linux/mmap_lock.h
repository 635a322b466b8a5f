/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in <linux/mmap_lock.h> of 6.12 ([L:6.12] mmap_lock.h:158-200; the
 * tracepoint calls are left out).  Each wrapper notes its own name, then
 * does what the era does.
 */
#ifndef _LINUX_MMAP_LOCK_H
#define _LINUX_MMAP_LOCK_H

#include <kstub.h>
#include <era.h>

static inline void mmap_write_lock(struct mm_struct *mm)
{
	kcall_note("mmap_write_lock", mm);
	down_write(&mm->mmap_lock);
}

static inline void mmap_write_unlock(struct mm_struct *mm)
{
	kcall_note("mmap_write_unlock", mm);
	up_write(&mm->mmap_lock);
}

static inline void mmap_read_lock(struct mm_struct *mm)
{
	kcall_note("mmap_read_lock", mm);
	down_read(&mm->mmap_lock);
}

static inline bool mmap_read_trylock(struct mm_struct *mm)
{
	kcall_note("mmap_read_trylock", mm);
	return down_read_trylock(&mm->mmap_lock) != 0;
}

static inline void mmap_read_unlock(struct mm_struct *mm)
{
	kcall_note("mmap_read_unlock", mm);
	up_read(&mm->mmap_lock);
}

#endif /* _LINUX_MMAP_LOCK_H */
