/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in <linux/mmap_lock.h> of 5.4.208: the 5.8 header (9740ca4e95b4)
 * as backported to 5.4.y, verbatim from [L:5.4.214] minus the killable and
 * downgrade variants; the lock keeps its old name, mm->mmap_sem.  Each
 * wrapper notes its own name (the stand-in part), then does what the era
 * does.
 */
#ifndef _LINUX_MMAP_LOCK_H
#define _LINUX_MMAP_LOCK_H

#include <kstub.h>
#include <era.h>

static inline void mmap_write_lock(struct mm_struct *mm)
{
	kcall_note("mmap_write_lock", mm);
	down_write(&mm->mmap_sem);
}

static inline void mmap_write_unlock(struct mm_struct *mm)
{
	kcall_note("mmap_write_unlock", mm);
	up_write(&mm->mmap_sem);
}

static inline void mmap_read_lock(struct mm_struct *mm)
{
	kcall_note("mmap_read_lock", mm);
	down_read(&mm->mmap_sem);
}

static inline bool mmap_read_trylock(struct mm_struct *mm)
{
	kcall_note("mmap_read_trylock", mm);
	return down_read_trylock(&mm->mmap_sem) != 0;
}

static inline void mmap_read_unlock(struct mm_struct *mm)
{
	kcall_note("mmap_read_unlock", mm);
	up_read(&mm->mmap_sem);
}

#endif /* _LINUX_MMAP_LOCK_H */
