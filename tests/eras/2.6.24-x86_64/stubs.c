// SPDX-License-Identifier: GPL-2.0
/* 2.6.24-x86_64 stand-ins */
#include <linux/mm.h>
#define ERA_CONST_VMALLOC 0
#include "../common/pfn-stubs.c"

/* vmalloc, slab, kref and page-insertion stand-ins */
void *vmalloc(unsigned long size) { return fake_vmalloc("vmalloc", size, 0); }
void *vmalloc_32(unsigned long size) { return fake_vmalloc("vmalloc_32", size, 0); }
void *vmalloc_user(unsigned long size) { return fake_vmalloc("vmalloc_user", size, 1); }
void vfree(void *addr) { fake_vfree(addr); }
void *kmalloc(size_t size, gfp_t flags) { return fake_kmalloc(size, !!(flags & __GFP_ZERO)); }
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

int vm_insert_pfn(struct vm_area_struct *vma, unsigned long addr,
			unsigned long pfn)
{
	return fake_map_pfn("vm_insert_pfn", 3, vma, addr, pfn);
}

/*
 * mm/vmalloc.c [T:2.6.18]: only a whole VM_USERMAP area (vmalloc_user()),
 * the window [pgoff, pgoff + len) inside it (area->size - PAGE_SIZE there:
 * the size without the guard page), then vm_insert_page() page by page.
 */
int remap_vmalloc_range(struct vm_area_struct *vma, void *addr,
							unsigned long pgoff)
{
	unsigned long uaddr = vma->vm_start;
	unsigned long usize = vma->vm_end - vma->vm_start;
	unsigned long size = fake_area_size(addr);
	int ret;

	if (!size || fake_area_usermap(addr) != 1)
		return -EINVAL;
	if (usize + (pgoff << PAGE_SHIFT) > size)
		return -EINVAL;
	addr = (char *)addr + (pgoff << PAGE_SHIFT);
	do {
		ret = fake_map_pfn("remap_vmalloc_range", 3, vma, uaddr,
				   fake_vmalloc_to_page(addr) - mem_map);
		if (ret)
			return ret;
		uaddr += PAGE_SIZE;
		addr = (char *)addr + PAGE_SIZE;
		usize -= PAGE_SIZE;
	} while (usize > 0);
	return 0;
}
