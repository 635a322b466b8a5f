// SPDX-License-Identifier: GPL-2.0
/*
 * kpshm - a misc device whose mmaps look like "check, then remap" but do
 * more with the vma than ->mmap_prepare can, so the semantic patches must
 * leave every one of them as it is: one installs vm_operations that count
 * the mappings, one maps uncached, one maps the second half of a request
 * only, one chooses between two remaps, one checks the buffer in a loop,
 * one hands the vma to a helper, one is also called from another ->mmap,
 * and one is declared before its file_operations.  Written for today's
 * kernel already (vm_flags_set(), remap_pfn_range() with a frame number),
 * so no other patch touches it either.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver, mmapkeep.expected.c, is the same file.
 */
#include <linux/atomic.h>
#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/gfp.h>
#include <linux/init.h>
#include <linux/io.h>
#include <linux/kernel.h>
#include <linux/miscdevice.h>
#include <linux/mm.h>
#include <linux/module.h>

#define KP_ORDER	1
#define KP_PAGES	2UL	/* 1 << KP_ORDER */

struct kpshm {
	void *buf;		/* __get_free_pages() */
	unsigned long pfn;	/* its first frame */
	atomic_t maps;
};

static struct kpshm kp;

static void kp_vm_open(struct vm_area_struct *vma)
{
	struct kpshm *dev = vma->vm_private_data;

	atomic_inc(&dev->maps);
}

static void kp_vm_close(struct vm_area_struct *vma)
{
	struct kpshm *dev = vma->vm_private_data;

	atomic_dec(&dev->maps);
}

static const struct vm_operations_struct kp_vm_ops = {
	.open = kp_vm_open,
	.close = kp_vm_close,
};

/* counted mappings: vm_ops and vm_private_data need the vma (REF, by hand) */
static int kp_ops_mmap(struct file *file, struct vm_area_struct *vma)
{
	unsigned long size = vma->vm_end - vma->vm_start;

	if (vma->vm_pgoff || size > KP_PAGES << PAGE_SHIFT)
		return -EINVAL;
	vma->vm_ops = &kp_vm_ops;
	vma->vm_private_data = &kp;
	kp_vm_open(vma);
	return remap_pfn_range(vma, vma->vm_start, kp.pfn, size,
			       vma->vm_page_prot);
}

/* uncached: the protection is the vma's, changed here */
static int kp_nc_mmap(struct file *file, struct vm_area_struct *vma)
{
	if (vma->vm_end - vma->vm_start != PAGE_SIZE)
		return -EINVAL;
	vma->vm_page_prot = pgprot_noncached(vma->vm_page_prot);
	return io_remap_pfn_range(vma, vma->vm_start, kp.pfn, PAGE_SIZE,
				  vma->vm_page_prot);
}

/* only the second page of a two-page request */
static int kp_tail_mmap(struct file *file, struct vm_area_struct *vma)
{
	if (vma->vm_end - vma->vm_start != 2 * PAGE_SIZE)
		return -EINVAL;
	return remap_pfn_range(vma, vma->vm_start + PAGE_SIZE, kp.pfn,
			       PAGE_SIZE, vma->vm_page_prot);
}

/* two remaps: the offset chooses the page */
static int kp_two_mmap(struct file *file, struct vm_area_struct *vma)
{
	if (vma->vm_end - vma->vm_start != PAGE_SIZE)
		return -EINVAL;
	if (vma->vm_pgoff)
		return remap_pfn_range(vma, vma->vm_start, kp.pfn + 1,
				       PAGE_SIZE, vma->vm_page_prot);
	return remap_pfn_range(vma, vma->vm_start, kp.pfn, PAGE_SIZE,
			       vma->vm_page_prot);
}

/* a loop, even one that does not touch the vma */
static int kp_loop_mmap(struct file *file, struct vm_area_struct *vma)
{
	const u8 *b = kp.buf;
	unsigned long i;

	for (i = 0; i < 8; i++)
		if (b[i] != 0xa5)
			return -EIO;
	return remap_pfn_range(vma, vma->vm_start, kp.pfn, PAGE_SIZE,
			       vma->vm_page_prot);
}

static int kp_check(struct vm_area_struct *vma)
{
	return vma->vm_end - vma->vm_start > KP_PAGES << PAGE_SHIFT;
}

/* the vma goes to a helper */
static int kp_helper_mmap(struct file *file, struct vm_area_struct *vma)
{
	if (kp_check(vma))
		return -EINVAL;
	vm_flags_set(vma, VM_DONTEXPAND);
	return remap_pfn_range(vma, vma->vm_start, kp.pfn,
			       vma->vm_end - vma->vm_start, vma->vm_page_prot);
}

/* convertible on its own, but also called below */
static int kp_plain_mmap(struct file *file, struct vm_area_struct *vma)
{
	if (vma->vm_end - vma->vm_start != PAGE_SIZE)
		return -EINVAL;
	return remap_pfn_range(vma, vma->vm_start, kp.pfn, PAGE_SIZE,
			       vma->vm_page_prot);
}

static int kp_first_mmap(struct file *file, struct vm_area_struct *vma)
{
	if (vma->vm_pgoff)
		return -EINVAL;
	return kp_plain_mmap(file, vma);
}

/* declared before the file_operations that name it */
static int kp_fwd_mmap(struct file *file, struct vm_area_struct *vma);

static const struct file_operations kp_fwd_fops = {
	.owner = THIS_MODULE,
	.mmap = kp_fwd_mmap,
};

static int kp_fwd_mmap(struct file *file, struct vm_area_struct *vma)
{
	if (vma->vm_end - vma->vm_start != PAGE_SIZE)
		return -EINVAL;
	return remap_pfn_range(vma, vma->vm_start, kp.pfn, PAGE_SIZE,
			       vma->vm_page_prot);
}

static const struct file_operations kp_ops_fops = {
	.owner = THIS_MODULE,
	.mmap = kp_ops_mmap,
};

static const struct file_operations kp_nc_fops = {
	.owner = THIS_MODULE,
	.mmap = kp_nc_mmap,
};

static const struct file_operations kp_tail_fops = {
	.owner = THIS_MODULE,
	.mmap = kp_tail_mmap,
};

static const struct file_operations kp_two_fops = {
	.owner = THIS_MODULE,
	.mmap = kp_two_mmap,
};

static const struct file_operations kp_loop_fops = {
	.owner = THIS_MODULE,
	.mmap = kp_loop_mmap,
};

static const struct file_operations kp_helper_fops = {
	.owner = THIS_MODULE,
	.mmap = kp_helper_mmap,
};

static const struct file_operations kp_plain_fops = {
	.owner = THIS_MODULE,
	.mmap = kp_plain_mmap,
};

static const struct file_operations kp_first_fops = {
	.owner = THIS_MODULE,
	.mmap = kp_first_mmap,
};

static const struct file_operations *const kp_fops[] = {
	&kp_ops_fops, &kp_nc_fops, &kp_tail_fops, &kp_two_fops, &kp_loop_fops,
	&kp_helper_fops, &kp_plain_fops, &kp_first_fops, &kp_fwd_fops,
};

static struct miscdevice kp_misc[ARRAY_SIZE(kp_fops)];

static int __init kp_init(void)
{
	static const char *const names[] = {
		"kp-ops", "kp-nc", "kp-tail", "kp-two", "kp-loop",
		"kp-helper", "kp-plain", "kp-first", "kp-fwd",
	};
	unsigned int i;
	int err;

	kp.buf = (void *)__get_free_pages(GFP_KERNEL | __GFP_ZERO, KP_ORDER);
	if (!kp.buf)
		return -ENOMEM;
	kp.pfn = virt_to_phys(kp.buf) >> PAGE_SHIFT;
	for (i = 0; i < ARRAY_SIZE(kp_misc); i++) {
		kp_misc[i].minor = MISC_DYNAMIC_MINOR;
		kp_misc[i].name = names[i];
		kp_misc[i].fops = kp_fops[i];
		err = misc_register(&kp_misc[i]);
		if (err)
			goto out;
	}
	return 0;

out:
	while (i--)
		misc_deregister(&kp_misc[i]);
	free_pages((unsigned long)kp.buf, KP_ORDER);
	return err;
}

static void __exit kp_exit(void)
{
	unsigned int i = ARRAY_SIZE(kp_misc);

	while (i--)
		misc_deregister(&kp_misc[i]);
	free_pages((unsigned long)kp.buf, KP_ORDER);
}

module_init(kp_init);
module_exit(kp_exit);

MODULE_DESCRIPTION("->mmap that must stay ->mmap (avcompat cocci test input)");
MODULE_LICENSE("GPL");
