// SPDX-License-Identifier: GPL-2.0
#include <linux/mm.h>
#define ERA_CONST_VMALLOC 1
#include "../common/pfn-stubs.c"

/* vmalloc, slab, kref and page-insertion stand-ins */
void *vmalloc_noprof(unsigned long size) { return fake_vmalloc("vmalloc", size, 0); }
void *vmalloc_user_noprof(unsigned long size) { return fake_vmalloc("vmalloc_user", size, 1); }
void *vmalloc_32_noprof(unsigned long size) { return fake_vmalloc("vmalloc_32", size, 0); }
void vfree(const void *addr) { fake_vfree(addr); }
void *kmalloc_noprof(size_t size, gfp_t flags) { return fake_kmalloc(size, !!(flags & __GFP_ZERO)); }
void *kvmalloc_node_noprof(size_t size, gfp_t flags, int node) { (void)node; return fake_kmalloc(size, !!(flags & __GFP_ZERO)); }
void kfree(const void *objp) { fake_kfree(objp); }
void kvfree(const void *addr) { fake_kfree(addr); }

/* mm/memory.c: vm_insert_page() refuses a page nobody holds */
int vm_insert_page(struct vm_area_struct *vma, unsigned long addr, struct page *page)
{
	if (!page_count(page))
		return -EINVAL;
	return fake_map_pfn("vm_insert_page", 3, vma, addr, page - mem_map);
}

/* mm/memory.c: errors come back as fault codes, as the 4.17 wrapper did */
vm_fault_t vmf_insert_pfn(struct vm_area_struct *vma, unsigned long addr,
			unsigned long pfn)
{
	int err = fake_map_pfn("vmf_insert_pfn", 3, vma, addr, pfn);

	if (err == -ENOMEM)
		return VM_FAULT_OOM;
	if (err < 0 && err != -EBUSY)
		return VM_FAULT_SIGBUS;
	return VM_FAULT_NOPAGE;
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

/* mm/memory.c __vm_map_pages(vma, pages, num, vma->vm_pgoff) */
int vm_map_pages(struct vm_area_struct *vma, struct page **pages,
				unsigned long num)
{
	unsigned long count = (vma->vm_end - vma->vm_start) >> PAGE_SHIFT;
	unsigned long uaddr = vma->vm_start, offset = vma->vm_pgoff, i;
	int ret;

	if (offset >= num)
		return -ENXIO;
	if (count > num - offset)
		return -ENXIO;
	for (i = 0; i < count; i++) {
		ret = fake_map_pfn("vm_map_pages", 3, vma, uaddr,
				   pages[offset + i] - mem_map);
		if (ret < 0)
			return ret;
		uaddr += PAGE_SIZE;
	}
	return 0;
}

/* mm/memory.c: on return *num is the number of pages not inserted */
int vm_insert_pages(struct vm_area_struct *vma, unsigned long addr,
			struct page **pages, unsigned long *num)
{
	int ret;

	while (*num) {
		ret = fake_map_pfn("vm_insert_pages", 4, vma, addr,
				   pages[0] - mem_map);
		if (ret)
			return ret;
		pages++;
		(*num)--;
		addr += PAGE_SIZE;
	}
	return 0;
}
