/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avc_bench.h - the interface between bench/avc_bench.ko and its client.
 * Modes below AVC_BENCH_RAW_VMALLOC_RANGE are enum avc_rvmmap_strategy
 * values, mapped through avcompat.  From AVC_BENCH_MP_DESC on: the
 * <avcompat/mmap_prepare.h> paths against the fault path and the kernel's
 * own calls; the modes avc_bench_mode_desc() names are mapped through
 * /dev/avc_bench_desc (->mmap_prepare), the others through /dev/avc_bench
 * (->mmap).  AVC_BENCH_SET on /dev/avc_bench picks the mode for both.
 */
#ifndef _AVC_BENCH_H
#define _AVC_BENCH_H

#include <linux/ioctl.h>
#include <linux/types.h>

enum avc_bench_mode {
	AVC_BENCH_AVC_AUTO,
	AVC_BENCH_AVC_REMAP_PFN,
	AVC_BENCH_AVC_INSERT_PAGE,
	AVC_BENCH_AVC_VMALLOC_RANGE,
	AVC_BENCH_AVC_MAP_PAGES,
	AVC_BENCH_AVC_INSERT_PAGES,
	AVC_BENCH_RAW_VMALLOC_RANGE,
	AVC_BENCH_RAW_MAP_PAGES,
	AVC_BENCH_RAW_INSERT_PAGES,
	AVC_BENCH_LAZY,
	AVC_BENCH_MP_DESC,		/* avc_mmap_rvbuf(), ->mmap_prepare */
	AVC_BENCH_MP_VMA,		/* avc_mmap_rvbuf(), ->mmap */
	AVC_BENCH_MP_DESC_FAULT,	/* ->mmap_prepare, ->fault inserts */
	AVC_BENCH_PFN_DESC,		/* avc_mmap_remap_pfn(), ->mmap_prepare */
	AVC_BENCH_PFN_VMA,		/* avc_mmap_remap_pfn(), ->mmap */
	AVC_BENCH_RAW_REMAP_PFN,	/* remap_pfn_range() in ->mmap */
	AVC_BENCH_RAW_DESC_KPAGES,	/* MAP_KERNEL_PAGES, no avcompat */
	AVC_BENCH_RAW_DESC_REMAP,	/* mmap_action_remap(), no avcompat */
	AVC_BENCH_NR_MODES,
};

/**
 * avc_bench_mode_desc() - is a mode mapped through /dev/avc_bench_desc?
 * @mode: enum avc_bench_mode
 *
 * Return: non-zero for the ->mmap_prepare modes.
 */
static inline int avc_bench_mode_desc(unsigned int mode)
{
	return mode == AVC_BENCH_MP_DESC || mode == AVC_BENCH_MP_DESC_FAULT ||
	       mode == AVC_BENCH_PFN_DESC || mode == AVC_BENCH_RAW_DESC_KPAGES ||
	       mode == AVC_BENCH_RAW_DESC_REMAP;
}

#define AVC_BENCH_MAX_SIZE	(64UL << 20)

/**
 * struct avc_bench_set - AVC_BENCH_SET argument
 * @size: buffer size in bytes (reallocated, zeroed, when it changes; the
 *	PFN modes map a physically contiguous buffer of their own, at most
 *	PAGE_SIZE << MAX_PAGE_ORDER, -ENOMEM above)
 * @mode: enum avc_bench_mode for the next mmap()
 * @pad: zero
 */
struct avc_bench_set {
	__u64 size;
	__u32 mode;
	__u32 pad;
};

#define AVC_BENCH_SET	_IOW('A', 0x42, struct avc_bench_set)

#endif
