// SPDX-License-Identifier: GPL-2.0
/* 2.6.12 sparc64 stand-ins: io_remap_pfn_range decodes the I/O space. */
#include <linux/mm.h>
#define ERA_CONST_VMALLOC 0
#include "../common/pfn-stubs.c"

int io_remap_pfn_range(struct vm_area_struct *vma, unsigned long from, unsigned long pfn, unsigned long size, pgprot_t prot)
{
	u64 phys = ((u64)GET_PFN(pfn) << PAGE_SHIFT) | ((u64)GET_IOSPACE(pfn) << 32);

	return kcall_record("io_remap_pfn_range", 5, vma, from, pfn, size,
			    prot, -1, phys);
}

int io_remap_page_range(struct vm_area_struct *vma, unsigned long from, unsigned long offset, unsigned long size, pgprot_t prot, int space)
{
	return kcall_record("io_remap_page_range", 6, vma, from, offset, size,
			    prot, space, offset | ((u64)space << 32));
}

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

int kref_put(struct kref *kref, void (*release) (struct kref *kref))
{
	if (atomic_dec_and_test(&kref->refcount)) {
		release(kref);
		return 1;
	}
	return 0;
}
