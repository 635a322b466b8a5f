// SPDX-License-Identifier: GPL-2.0
/* 2.6.16-x86_64 stand-ins */
#include <linux/mm.h>
#define ERA_CONST_VMALLOC 0
#include "../common/pfn-stubs.c"

/* vmalloc, slab, kref and page-insertion stand-ins */
void *vmalloc(unsigned long size) { return fake_vmalloc("vmalloc", size, 0); }
void *vmalloc_32(unsigned long size) { return fake_vmalloc("vmalloc_32", size, 0); }
void vfree(void *addr) { fake_vfree(addr); }
void *kmalloc(size_t size, gfp_t flags) { (void)flags; return fake_kmalloc(size, 0); }
void *kzalloc(size_t size, gfp_t flags) { (void)flags; return fake_kmalloc(size, 1); }
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

/* mm/memory.c: vm_insert_page() refuses a page nobody holds */
int vm_insert_page(struct vm_area_struct *vma, unsigned long addr, struct page *page)
{
	if (!page_count(page))
		return -EINVAL;
	return fake_map_pfn("vm_insert_page", 3, vma, addr, page - mem_map);
}
