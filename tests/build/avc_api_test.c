// SPDX-License-Identifier: GPL-2.0
/*
 * avc_api_test.c - a module that uses every public avcompat symbol, built
 * by "make check-build" against real kernel headers with W=1, sparse and
 * clang, warnings fatal.  It is a build test: it registers a misc device
 * whose mmap and read paths exercise the helpers, but nothing loads it.
 */
#include <linux/module.h>
#include <linux/miscdevice.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/vmalloc.h>
#include <avcompat/avcompat.h>

#define AVC_TEST_PAGES 4

static void *avc_test_lowmem;
static void *avc_test_vmem;
static struct avc_rvbuf *avc_test_rvbuf;
static void *avc_test_rvmem;

/* Page style: the vmalloc page behind a faulting address. */
static struct page *avc_test_page(struct vm_area_struct *vma,
				  unsigned long address)
{
	unsigned long off = address - vma->vm_start;

	if (off >= PAGE_SIZE)
		return NULL;
	return vmalloc_to_page((char *)avc_test_rvmem + off);
}

AVC_DEFINE_FAULT_PAGE(avc_test_fault_page, avc_test_page);

/* Insert style: map the frame directly. */
static avc_vm_fault_t avc_test_fault_pfn(AVC_FAULT_ARGS(vmf))
{
	struct vm_area_struct *vma = avc_vmf_vma(vmf);
	unsigned long off = avc_vmf_address(vmf) - vma->vm_start;

	if (off >= PAGE_SIZE)
		return avc_vmf_error(-EFAULT);
	if (vma->vm_flags & VM_MIXEDMAP)
		return avc_vmf_insert_page(vma, avc_vmf_address(vmf),
					   vmalloc_to_page(avc_test_rvmem));
	return avc_vmf_insert_pfn(vma, avc_vmf_address(vmf),
				  avc_rvmalloc_to_pfn(avc_test_rvmem, off));
}

static const struct vm_operations_struct avc_test_vm_page_ops = {
	AVC_VM_OPS_FAULT(avc_test_fault_page),
};

static const struct vm_operations_struct avc_test_vm_pfn_ops = {
	AVC_VM_OPS_FAULT(avc_test_fault_pfn),
};

/* Map the lowmem buffer, then a vmalloc page, then an I/O frame. */
static int avc_test_mmap(struct file *file, struct vm_area_struct *vma)
{
	unsigned long len = vma->vm_end - vma->vm_start;
	avc_pfn_t pfn;
	int ret;

	switch (vma->vm_pgoff) {
	case 0:
		pfn = avc_virt_to_pfn(avc_test_lowmem);
		return avc_remap_pfn_range(vma, vma->vm_start, pfn, len,
					   vma->vm_page_prot);
	case 1:
		pfn = avc_vmalloc_to_pfn(avc_test_vmem);
		return avc_remap_pfn_range(vma, vma->vm_start, pfn, PAGE_SIZE,
					   vma->vm_page_prot);
	case 2:
		pfn = avc_page_to_pfn(virt_to_page(avc_test_lowmem));
		pfn = avc_pfn_add(pfn, 1);
		if (avc_pfn_to_phys(pfn) != __pa(avc_test_lowmem) + PAGE_SIZE)
			return -EIO;
		return remap_pfn_range(vma, vma->vm_start, avc_pfn_val(pfn),
				       PAGE_SIZE, vma->vm_page_prot);
	case 3:
		pfn = avc_io_pfn(0, avc_phys_to_pfn(__pa(avc_test_lowmem)));
		ret = avc_io_remap_pfn_range(vma, vma->vm_start, pfn, PAGE_SIZE,
					     pgprot_noncached(vma->vm_page_prot));
		if (ret || len == PAGE_SIZE)
			return ret;
		/* the compat name, as driver code for today's kernel writes it */
		return io_remap_pfn_range(vma, vma->vm_start + PAGE_SIZE,
					  avc_pfn_val(pfn), PAGE_SIZE,
					  vma->vm_page_prot);
	case 4:
		vma->vm_pgoff = 0;
		return avc_rvbuf_mmap(avc_test_rvbuf, vma);
	case 5:
		vma->vm_pgoff = 0;
		avc_vm_flags_set(vma, AVC_VM_DRIVER_FLAGS);
		avc_vm_flags_clear(vma, AVC_VM_DONTDUMP);
		return avc_rvmmap(vma, avc_test_rvmem, PAGE_SIZE);
	case 6:
		vma->vm_pgoff = 0;
		pfn = avc_rvmalloc_to_pfn(avc_test_rvmem, 0);
		if (!avc_pfn_val(pfn))
			return -EIO;
		return avc_rvmmap_strategy(vma, avc_test_rvmem, PAGE_SIZE,
					   AVC_RVMMAP_INSERT_PAGES);
	case 7:
		vma->vm_ops = &avc_test_vm_page_ops;
		return 0;
	case 8:
		vm_flags_set(vma, VM_PFNMAP);
		vma->vm_ops = &avc_test_vm_pfn_ops;
		return 0;
	case 9:
		if (!mmap_read_trylock(vma->vm_mm))
			return -EBUSY;
		mmap_read_unlock(vma->vm_mm);
		return 0;
	default:
		return -EINVAL;
	}
}

static ssize_t avc_test_read(struct file *file, char __user *buf,
			     size_t count, loff_t *ppos)
{
	char tmp[8] = "avcompat";
	int ret;

	count = min(count, sizeof(tmp));
	ret = avc_copy_from_user(tmp, buf, count);
	if (ret)
		return ret;
	ret = avc_copy_to_user(buf, tmp, count);
	return ret ? ret : (ssize_t)count;
}

static const struct file_operations avc_test_fops = {
	.owner = THIS_MODULE,
	.mmap = avc_test_mmap,
	.read = avc_test_read,
};

/* The one-source mmap of <avcompat/mmap_prepare.h>: a PFN and a REF one. */
static int avc_test_map_pfn(struct avc_mmap *m)
{
	int ret = avc_mmap_window(m, AVC_TEST_PAGES);

	if (!ret)
		ret = avc_mmap_shared_only(m);
	if (ret)
		return ret;
	avc_mmap_set_flags(m, AVC_VM_DRIVER_FLAGS);
	avc_mmap_clear_flags(m, AVC_VM_DONTDUMP);
	if (avc_mmap_flags(m) & VM_WRITE)
		return avc_mmap_remap_pfn(m, avc_mmap_start(m),
					  avc_pfn_add(avc_virt_to_pfn(avc_test_lowmem),
						      avc_mmap_pgoff(m)),
					  avc_mmap_size(m));
	return avc_mmap_io_remap_pfn(m, avc_mmap_end(m) - PAGE_SIZE,
				     avc_io_pfn(0, avc_phys_to_pfn(__pa(avc_test_lowmem))),
				     PAGE_SIZE);
}

static void avc_test_ref_get(void *priv)
{
	atomic_inc(priv);
}

static void avc_test_ref_put(void *priv)
{
	atomic_dec(priv);
}

static atomic_t avc_test_refs = ATOMIC_INIT(0);

AVC_DEFINE_VM_REF_OPS(avc_test_ref_ops, avc_test_ref_get, avc_test_ref_put);

static int avc_test_map_ref(struct avc_mmap *m)
{
	int ret;

	if (!avc_mmap_pgoff(m))
		return avc_mmap_rvbuf(m, avc_test_rvbuf);
	if (avc_mmap_file(m)->private_data == avc_test_rvmem)
		return -EINVAL;
	ret = avc_mmap_remap_pfn(m, avc_mmap_start(m),
				 avc_virt_to_pfn(avc_test_lowmem), PAGE_SIZE);
	if (ret)
		return ret;
	return avc_mmap_set_vm_ops(m, &avc_test_ref_ops, &avc_test_refs);
}

AVC_DEFINE_MMAP(avc_test_pfn_mmap, avc_test_map_pfn, PFN);
AVC_DEFINE_MMAP(avc_test_ref_mmap, avc_test_map_ref, REF);
/* the ->mmap form on every kernel, as the KUnit suites take it */
AVC_DEFINE_MMAP_VMA(avc_test_vma_mmap, avc_test_map_ref, REF);

static const struct file_operations avc_test_mmap_fops[] = {
	{ .owner = THIS_MODULE, AVC_FOP_MMAP(avc_test_pfn_mmap), },
	{ .owner = THIS_MODULE, AVC_FOP_MMAP(avc_test_ref_mmap), },
	{ .owner = THIS_MODULE, AVC_FOP_MMAP(avc_test_vma_mmap), },
};

static struct miscdevice avc_test_mmap_dev[] = {
	{ MISC_DYNAMIC_MINOR, "avc_api_test_pfn", &avc_test_mmap_fops[0] },
	{ MISC_DYNAMIC_MINOR, "avc_api_test_ref", &avc_test_mmap_fops[1] },
	{ MISC_DYNAMIC_MINOR, "avc_api_test_vma", &avc_test_mmap_fops[2] },
};

static struct miscdevice avc_test_dev = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "avc_api_test",
	.fops = &avc_test_fops,
};

static int __init avc_test_init(void)
{
	unsigned int i;
	int ret;

	avc_test_lowmem = (void *)__get_free_pages(GFP_KERNEL | __GFP_ZERO,
						   get_order(AVC_TEST_PAGES * PAGE_SIZE));
	if (!avc_test_lowmem)
		return -ENOMEM;
	avc_test_vmem = vmalloc_user(PAGE_SIZE);
	if (!avc_test_vmem) {
		ret = -ENOMEM;
		goto err_pages;
	}
	avc_test_rvbuf = avc_rvbuf_alloc(AVC_TEST_PAGES * PAGE_SIZE);
	if (!avc_test_rvbuf) {
		ret = -ENOMEM;
		goto err_vmem;
	}
	avc_test_rvmem = avc_rvmalloc(PAGE_SIZE);
	if (!avc_test_rvmem) {
		ret = -ENOMEM;
		goto err_rvbuf;
	}
	ret = misc_register(&avc_test_dev);
	if (ret)
		goto err_rvmem;
	for (i = 0; i < ARRAY_SIZE(avc_test_mmap_dev); i++) {
		ret = misc_register(&avc_test_mmap_dev[i]);
		if (ret)
			goto err_misc;
	}
	return 0;

err_misc:
	while (i--)
		misc_deregister(&avc_test_mmap_dev[i]);
	misc_deregister(&avc_test_dev);
err_rvmem:
	avc_rvfree(avc_test_rvmem, PAGE_SIZE);
err_rvbuf:
	avc_rvbuf_put(avc_test_rvbuf);
err_vmem:
	vfree(avc_test_vmem);
err_pages:
	free_pages((unsigned long)avc_test_lowmem,
		   get_order(AVC_TEST_PAGES * PAGE_SIZE));
	return ret;
}

static void __exit avc_test_exit(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(avc_test_mmap_dev); i++)
		misc_deregister(&avc_test_mmap_dev[i]);
	misc_deregister(&avc_test_dev);
	avc_rvfree(avc_test_rvmem, PAGE_SIZE);
	avc_rvbuf_put(avc_test_rvbuf);
	vfree(avc_test_vmem);
	free_pages((unsigned long)avc_test_lowmem,
		   get_order(AVC_TEST_PAGES * PAGE_SIZE));
}

module_init(avc_test_init);
module_exit(avc_test_exit);
MODULE_DESCRIPTION("avcompat public API build test");
MODULE_LICENSE("GPL");
