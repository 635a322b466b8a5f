// SPDX-License-Identifier: GPL-2.0
/*
 * tcxmap - mmap() of an SBus framebuffer's register and memory areas, in
 * the style of the 2.6.8 drivers/video/sbuslib.c helper and its users
 * (cg6, tcx, leo): user offsets are looked up in a table of areas, and
 * each area is mapped with the 6-argument sparc io_remap_page_range(),
 * whose last argument is the I/O space - the physical address bits above
 * 32 that an unsigned long cannot carry on sparc32.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is sbusfb.expected.c.
 */
#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/miscdevice.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <linux/moduleparam.h>

#define TCX_MMAP_EMPTY		0x80000000UL
#define TCX_MMAP_FBSIZE		0x40000000UL	/* size: the framebuffer's */

/* user offsets (as the X server knows them) -> device offsets */
#define TCX_OFF_FB8		0x00000000UL
#define TCX_OFF_TEC		0x70000000UL
#define TCX_OFF_BTREGS		0x70002000UL
#define TCX_OFF_THC		0x70004000UL

struct tcx_mmap_map {
	unsigned long voff;
	unsigned long poff;
	unsigned long size;
};

static const struct tcx_mmap_map tcx_mmap_map[] = {
	{ TCX_OFF_FB8, 0x00800000UL, TCX_MMAP_FBSIZE },
	{ TCX_OFF_TEC, 0x00700000UL, PAGE_SIZE },
	{ TCX_OFF_BTREGS, 0x00200000UL, PAGE_SIZE },
	{ TCX_OFF_THC, 0x00301000UL, PAGE_SIZE },
	{ 0, 0, 0 }
};

/* where the board sits: SBus slot base and I/O space (from the PROM) */
static unsigned long physbase = 0xfe000000UL;
module_param(physbase, ulong, 0444);
MODULE_PARM_DESC(physbase, "physical base of the board in its I/O space");
static unsigned int iospace = 0xe;
module_param(iospace, uint, 0444);
MODULE_PARM_DESC(iospace, "I/O space of the board (physical address bits 32 and up)");
static unsigned long fbsize = 1024 * 1024;
module_param(fbsize, ulong, 0444);
MODULE_PARM_DESC(fbsize, "framebuffer size in bytes");

static unsigned long tcx_mmapsize(unsigned long size)
{
	if (size == TCX_MMAP_EMPTY)
		return 0;
	if (size == TCX_MMAP_FBSIZE)
		return PAGE_ALIGN(fbsize);
	return size;
}

static int tcx_mmap_helper(const struct tcx_mmap_map *map,
			   unsigned long base, unsigned int space,
			   struct vm_area_struct *vma)
{
	unsigned long size = vma->vm_end - vma->vm_start;
	unsigned long off = vma->vm_pgoff << PAGE_SHIFT;
	unsigned long page, map_size, map_offset;
	int i;

	vma->vm_flags |= (VM_IO | VM_RESERVED);

	/* each page: find the area that covers it */
	for (page = 0; page < size;) {
		map_size = 0;
		map_offset = 0;
		for (i = 0; map[i].size; i++) {
			if (map[i].voff == off + page) {
				map_size = tcx_mmapsize(map[i].size);
				map_offset = (base + map[i].poff) & PAGE_MASK;
				break;
			}
		}
		if (!map_size) {
			page += PAGE_SIZE;
			continue;
		}
		if (page + map_size > size)
			map_size = size - page;
		if (io_remap_page_range(vma, vma->vm_start + page, map_offset,
					map_size, vma->vm_page_prot, space))
			return -EAGAIN;
		page += map_size;
	}
	return 0;
}

static int tcx_mmap(struct file *file, struct vm_area_struct *vma)
{
	return tcx_mmap_helper(tcx_mmap_map, physbase, iospace, vma);
}

static const struct file_operations tcx_fops = {
	.owner = THIS_MODULE,
	.mmap = tcx_mmap,
};

static struct miscdevice tcx_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "tcxmap",
	.fops = &tcx_fops,
};

static int __init tcx_init(void)
{
	return misc_register(&tcx_misc);
}

static void __exit tcx_exit(void)
{
	misc_deregister(&tcx_misc);
}

module_init(tcx_init);
module_exit(tcx_exit);

MODULE_DESCRIPTION("SBus framebuffer area mmap (avcompat cocci test input)");
MODULE_LICENSE("GPL");
