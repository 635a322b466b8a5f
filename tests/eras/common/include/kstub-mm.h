/* SPDX-License-Identifier: GPL-2.0 */
/*
 * kstub-mm.h - the fixtures' memory layout, included by each era.h once it
 * has set PAGE_SHIFT.  Nothing here is ever dereferenced: addresses only
 * travel through the avcompat helpers and are compared.
 */
#ifndef _KSTUB_MM_H
#define _KSTUB_MM_H

#define PAGE_SIZE	(1UL << PAGE_SHIFT)
#define PAGE_MASK	(~(PAGE_SIZE - 1))

#if BITS_PER_LONG == 64
#define PAGE_OFFSET		0xffff888000000000UL
#define FAKE_VMALLOC_START	0xffffc90000000000UL
#else
#define PAGE_OFFSET		0xc0000000UL
#define FAKE_VMALLOC_START	0xf0000000UL
#endif

/* Frame behind page i of the fake vmalloc area: scattered on purpose. */
#define FAKE_VM_PFN(i)	(0x800UL + 3UL * (i))

#define __pa(x)		((unsigned long)(x) - PAGE_OFFSET)

struct page *fake_vmalloc_to_page(const void *addr);

unsigned long copy_to_user(void __user *to, const void *from, unsigned long n);
unsigned long copy_from_user(void *to, const void __user *from,
			     unsigned long n);

#endif
