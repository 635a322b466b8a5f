// SPDX-License-Identifier: GPL-2.0
/* AVC_HAVE_MMAP_LOCK: mmap_read_lock() (5.8; 5.4.208 backport). */
#include <linux/mm.h>
#include <linux/mmap_lock.h>

void avc_probe(struct mm_struct *mm);
void avc_probe(struct mm_struct *mm)
{
	mmap_read_lock(mm);
	mmap_read_unlock(mm);
}
