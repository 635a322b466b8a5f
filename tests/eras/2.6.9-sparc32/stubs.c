// SPDX-License-Identifier: GPL-2.0
/* 2.6.9 sparc32 stand-ins: I/O pages map to | space << 32. */
#include <linux/mm.h>

int remap_page_range(struct vm_area_struct *vma, unsigned long from, unsigned long to, unsigned long size, pgprot_t prot)
{
	int ret = kcall_record("remap_page_range", 5, vma, from, to, size,
				   prot, -1, to);

	kcall_skip_unreserved(to, size);
	return ret;
}

int io_remap_page_range(struct vm_area_struct *vma, unsigned long from, unsigned long to, unsigned long size, pgprot_t prot, int space)
{
	return kcall_record("io_remap_page_range", 6, vma, from, to, size,
			    prot, space, to | ((u64)space << 32));
}

struct page *vmalloc_to_page(void *addr)
{
	return fake_vmalloc_to_page(addr);
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

void kref_put(struct kref *kref, void (*release) (struct kref *kref))
{
	if (atomic_dec_and_test(&kref->refcount)) {
		release(kref);
		return;
	}
	return;
}
