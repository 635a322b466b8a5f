// SPDX-License-Identifier: GPL-2.0
#include <linux/mm.h>
#define ERA_CONST_VMALLOC 0
#include "../common/pfn-stubs.c"

/* vmalloc, slab, kref and page-insertion stand-ins */
void *vmalloc(unsigned long size) { return fake_vmalloc("vmalloc", size, 0); }
void *vmalloc_32(unsigned long size) { return fake_vmalloc("vmalloc_32", size, 0); }
void vfree(void *addr) { fake_vfree(addr); }
void *kmalloc(size_t size, int flags) { (void)flags; return fake_kmalloc(size, 0); }
void *kcalloc(size_t n, size_t size, int flags) { (void)flags; return fake_kmalloc(n * size, 1); }
void kfree(const void *objp) { fake_kfree(objp); }

/* lib/kref.c */
void kref_init(struct kref *kref)
{
	atomic_set(&kref->refcount, 1);
}

void kref_get(struct kref *kref)
{
	atomic_inc(&kref->refcount);
}

void kref_put(struct kref *kref, void (*release) (struct kref *kref))
{
	if (atomic_dec_and_test(&kref->refcount)) {
		release(kref);
		return;
	}
	return;
}
