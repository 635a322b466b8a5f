// SPDX-License-Identifier: GPL-2.0
/*
 * fake-mmap.c - the mmap core of every era, for one file: mmap_region()
 * with ->mmap or, from 6.16, ->mmap_prepare and (6.19+) its action, then
 * munmap (->close), fork and split (->open) of the vmas it made.  Included
 * by fake.c: built with the era's headers only.  Evidence in kstub-mmap.h.
 */
#include <linux/fs.h>

#define FAKE_MAX_VMAS	8

static struct vm_area_struct fake_vmas[FAKE_MAX_VMAS];
static int fake_vma_used[FAKE_MAX_VMAS];
int fake_warnings;
int fake_mmap_path;
int fake_mmap_action;
int fake_mmap_hooks;
int fake_mmap_closes;

static struct vm_area_struct *fake_vma_alloc(void)
{
	int i;

	for (i = 0; i < FAKE_MAX_VMAS; i++)
		if (!fake_vma_used[i]) {
			fake_vma_used[i] = 1;
			memset(&fake_vmas[i], 0, sizeof(fake_vmas[i]));
			return &fake_vmas[i];
		}
	return NULL;
}

static void fake_vma_free(struct vm_area_struct *vma)
{
	fake_vma_used[vma - fake_vmas] = 0;
}

int fake_vmas_live(void)
{
	int i, n = 0;

	for (i = 0; i < FAKE_MAX_VMAS; i++)
		n += fake_vma_used[i];
	return n;
}

static void fake_vma_set_flags(struct vm_area_struct *vma, unsigned long flags)
{
#if ERA_CONST_VM_FLAGS
	ACCESS_PRIVATE(vma, __vm_flags) = flags;
#else
	vma->vm_flags = flags;
#endif
}

/* do_munmap() of a whole vma: ->close, then the vma is gone */
void fake_munmap(struct vm_area_struct *vma)
{
	if (vma->vm_ops && vma->vm_ops->close) {
		fake_mmap_closes++;
		vma->vm_ops->close(vma);
	}
	fake_vma_free(vma);
}

/* fork() (dup_mmap()) copies the vma and calls ->open on the copy */
struct vm_area_struct *fake_vma_fork(struct vm_area_struct *vma)
{
	struct vm_area_struct *new = fake_vma_alloc();

	if (!new)
		return NULL;
	memcpy(new, vma, sizeof(*new));	/* const vm_flags from 6.3 */
	if (new->vm_ops && new->vm_ops->open)
		new->vm_ops->open(new);
	return new;
}

/* __split_vma(): the new vma is [addr, end), and gets ->open */
struct vm_area_struct *fake_vma_split(struct vm_area_struct *vma,
				      unsigned long addr)
{
	struct vm_area_struct *new = fake_vma_alloc();

	if (!new)
		return NULL;
	memcpy(new, vma, sizeof(*new));	/* const vm_flags from 6.3 */
	new->vm_start = addr;
	new->vm_pgoff += (addr - vma->vm_start) >> PAGE_SHIFT;
	vma->vm_end = addr;
	if (new->vm_ops && new->vm_ops->open)
		new->vm_ops->open(new);
	return new;
}

#if ERA_MMAP_SHAPE >= ERA_MMAP_PREPARE

#if ERA_MMAP_SHAPE >= ERA_MMAP_VMA_FLAGS
/* word 0 of the bitmap: [L:7.3] mm_types.h vma_flags_to_legacy() */
#define FAKE_DESC_FLAGS(desc)	((desc)->vma_flags.__vma_flags[0])
#else
#define FAKE_DESC_FLAGS(desc)	((desc)->vm_flags)
#endif

#if ERA_MMAP_SHAPE >= ERA_MMAP_KERNEL_PAGES
/* [L:7.3] mm/vma.c:2873 desc.vm_ops = &vma_dummy_vm_ops */
static const struct vm_operations_struct fake_dummy_vm_ops;
#define FAKE_DESC_VM_OPS	(&fake_dummy_vm_ops)
#else
#define FAKE_DESC_VM_OPS	NULL
#endif

#if ERA_MMAP_SHAPE >= ERA_MMAP_ACTION
/* [L:7.3] mm.h range_in_vma_desc(): [start, end) inside the desc */
static int fake_range_in_desc(const struct vm_area_desc *desc,
			      unsigned long start, unsigned long end)
{
	return start >= desc->start && end <= desc->end && start < end;
}

/*
 * mmap_action_prepare() ([L:7.3] mm/util.c:1440-1463): the remap checks
 * of remap_pfn_range_prepare() (mm/memory.c:3284: range in the desc, a
 * COW mapping only whole, VM_REMAP_FLAGS set), the I/O form delegated to
 * it, map_kernel_pages_prepare() (mm/memory.c:2650: VM_MIXEDMAP, range).
 */
static int fake_action_prepare(struct vm_area_desc *desc)
{
	struct mmap_action *action = &desc->action;
	unsigned long start, end;
	int cow;

#if ERA_MMAP_SHAPE >= ERA_MMAP_KERNEL_PAGES
	if (WARN_ON_ONCE(action->error_override &&
			 (unsigned long)(long)action->error_override <
			 (unsigned long)-4095))
		return -EINVAL;
#endif
	/* delegated to the remap: x86's io_remap_pfn_range_pfn() keeps the pfn */
	if (action->type == MMAP_IO_REMAP_PFN)
		action->type = MMAP_REMAP_PFN;
	switch (action->type) {
	case MMAP_NOTHING:
		return 0;
	case MMAP_REMAP_PFN:
		start = action->remap.start;
		end = start + action->remap.size;
		if (!fake_range_in_desc(desc, start, end))
			return -EFAULT;
		cow = !(FAKE_DESC_FLAGS(desc) & VM_SHARED) &&
		      (FAKE_DESC_FLAGS(desc) & VM_MAYWRITE);
		if (cow) {
			if (start != desc->start || end != desc->end)
				return -EINVAL;
			desc->pgoff = action->remap.start_pfn;
		}
		FAKE_DESC_FLAGS(desc) |= VM_IO | VM_PFNMAP | VM_DONTEXPAND |
					 VM_DONTDUMP;
		return 0;
	case MMAP_IO_REMAP_PFN:
		break;		/* made a remap above */
#if ERA_MMAP_SHAPE >= ERA_MMAP_KERNEL_PAGES
	case MMAP_MAP_KERNEL_PAGES:
		if (!(FAKE_DESC_FLAGS(desc) & VM_MIXEDMAP)) {
			WARN_ON_ONCE(FAKE_DESC_FLAGS(desc) & VM_PFNMAP);
			FAKE_DESC_FLAGS(desc) |= VM_MIXEDMAP;
		}
		start = action->map_kernel.start;
		end = start + PAGE_SIZE * action->map_kernel.nr_pages;
		if (!fake_range_in_desc(desc, start, end))
			return -EFAULT;
		return 0;
	case MMAP_SIMPLE_IO_REMAP:
		break;
#endif
	}
	WARN_ON_ONCE(1);
	return -EINVAL;
}

/*
 * mmap_action_complete() without the hooks ([L:7.3] mm/util.c:1477-1500):
 * remap_pfn_range_complete() and map_kernel_pages_complete(), which end
 * in insert_pages() (a page nobody holds is refused, as vm_insert_page()).
 */
static int fake_action_do(struct vm_area_struct *vma,
			  struct mmap_action *action)
{
	unsigned long i, n;
	int err;

	switch (action->type) {
	case MMAP_NOTHING:
		return 0;
	case MMAP_REMAP_PFN:
		n = action->remap.size >> PAGE_SHIFT;
		for (i = 0; i < n; i++) {
			err = fake_map_pfn("remap_pfn_range_complete", 2, vma,
					   action->remap.start + i * PAGE_SIZE,
					   action->remap.start_pfn + i);
			if (err)
				return err;
		}
		return 0;
#if ERA_MMAP_SHAPE >= ERA_MMAP_KERNEL_PAGES
	case MMAP_MAP_KERNEL_PAGES:
		n = action->map_kernel.nr_pages;
		for (i = 0; i < n; i++) {
			struct page *page = action->map_kernel.pages[i];

			if (!page_count(page))
				return -EINVAL;
			err = fake_map_pfn("map_kernel_pages_complete", 2, vma,
					   action->map_kernel.start +
					   i * PAGE_SIZE, page - mem_map);
			if (err)
				return err;
		}
		return 0;
#endif
	default:
		WARN_ON_ONCE(1);
		return -EINVAL;
	}
}

#if ERA_MMAP_SHAPE >= ERA_MMAP_KERNEL_PAGES
/* [L:7.3] mm/util.c:1373-1390 call_vma_mapped() */
static int fake_vma_mapped(struct vm_area_struct *vma)
{
	const struct vm_operations_struct *vm_ops = vma->vm_ops;
	void *vm_private_data = vma->vm_private_data;
	int err;

	if (!vm_ops || !vm_ops->mapped)
		return 0;
	fake_mmap_hooks++;
	err = vm_ops->mapped(vma->vm_start, vma->vm_end, vma->vm_pgoff,
			     NULL, &vm_private_data);
	if (err)
		return err;
	vma->vm_private_data = vm_private_data;
	return 0;
}

/* [L:7.3] mm/util.c:1392-1423 mmap_action_finish(), not from compat */
static int fake_action_complete(struct vm_area_struct *vma,
				struct mmap_action *action)
{
	int err = fake_action_do(vma, action);

	if (!err)
		err = fake_vma_mapped(vma);
	if (!err)
		return 0;
	fake_munmap(vma);
	return action->error_override ? action->error_override : err;
}
#else
/* [P:6.19]: success_hook(vma), or do_munmap() (->close) then error_hook */
static int fake_action_complete(struct vm_area_struct *vma,
				struct mmap_action *action)
{
	int err = fake_action_do(vma, action);

	if (!err && action->success_hook) {
		fake_mmap_hooks++;
		err = action->success_hook(vma);
	}
	if (!err)
		return 0;
	fake_munmap(vma);
	if (action->error_hook)
		err = action->error_hook(err);
	return err;
}
#endif
#endif /* ERA_MMAP_ACTION */

/*
 * __mmap_region() with ->mmap_prepare ([L:7.3] mm/vma.c:2852-2935,
 * call_mmap_prepare() :2793-2822, set_vma_user_defined_fields()
 * :2824-2832): the desc from the request, the hook, the action's
 * preparation, the vma from the desc, then the action.  The new vma never
 * merges here.
 */
static int fake_mmap_prepare(struct file *file, unsigned long addr,
			     unsigned long len, unsigned long vm_flags,
			     unsigned long pgoff, struct vm_area_struct **vmap)
{
	struct vm_area_desc desc = {
		.mm = NULL,
		.file = file,
		.start = addr,
		.end = addr + len,
		.pgoff = pgoff,
		.vm_file = file,
		.page_prot = { 0x163 },
		.vm_ops = FAKE_DESC_VM_OPS,
	};
	struct vm_area_struct *vma;
	int err;

	FAKE_DESC_FLAGS(&desc) = vm_flags;
	err = file->f_op->mmap_prepare(&desc);
	if (err)
		return err;
#if ERA_MMAP_SHAPE >= ERA_MMAP_ACTION
	fake_mmap_action = desc.action.type;
	err = fake_action_prepare(&desc);
	if (err)
		return err;
#endif
	vma = fake_vma_alloc();
	if (!vma)
		return -ENOMEM;
	vma->vm_start = addr;
	vma->vm_end = addr + len;
	vma->vm_pgoff = desc.pgoff;
	vma->vm_page_prot = desc.page_prot;
	fake_vma_set_flags(vma, FAKE_DESC_FLAGS(&desc));
	vma->vm_ops = desc.vm_ops;
	vma->vm_private_data = desc.private_data;
	*vmap = vma;
#if ERA_MMAP_SHAPE >= ERA_MMAP_ACTION
	err = fake_action_complete(vma, &desc.action);
	if (err)
		*vmap = NULL;
#endif
	return err;
}
#endif /* ERA_MMAP_PREPARE */

/*
 * mmap_region() for a file: a file with both hooks or neither cannot be
 * mapped ([L:7.3] fs.h:2044-2055 can_mmap_file(), -ENODEV in do_mmap());
 * a failed ->mmap frees the vma without ->close.
 */
int fake_mmap(struct file *file, unsigned long addr, unsigned long len,
	      unsigned long vm_flags, unsigned long pgoff,
	      struct vm_area_struct **vmap)
{
	const struct file_operations *f_op = file->f_op;
	struct vm_area_struct *vma;
	int err;

	*vmap = NULL;
	fake_mmap_path = FAKE_PATH_NONE;
	fake_mmap_action = 0;
#if ERA_MMAP_SHAPE >= ERA_MMAP_PREPARE
	if (f_op->mmap_prepare) {
		if (WARN_ON_ONCE(f_op->mmap))
			return -ENODEV;
		fake_mmap_path = FAKE_PATH_PREPARE;
		return fake_mmap_prepare(file, addr, len, vm_flags, pgoff,
					 vmap);
	}
#endif
	if (!f_op->mmap)
		return -ENODEV;
	fake_mmap_path = FAKE_PATH_MMAP;
	vma = fake_vma_alloc();
	if (!vma)
		return -ENOMEM;
	vma->vm_start = addr;
	vma->vm_end = addr + len;
	vma->vm_pgoff = pgoff;
	vma->vm_page_prot = __pgprot(0x163);
	fake_vma_set_flags(vma, vm_flags);
	err = f_op->mmap(file, vma);
	if (err) {
		fake_vma_free(vma);
		return err;
	}
	*vmap = vma;
	return 0;
}
