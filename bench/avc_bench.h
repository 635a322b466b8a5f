/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avc_bench.h - the interface between bench/avc_bench.ko and its client.
 * Modes below AVC_BENCH_RAW_VMALLOC_RANGE are enum avc_rvmmap_strategy
 * values, mapped through avcompat.
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
	AVC_BENCH_NR_MODES,
};

#define AVC_BENCH_MAX_SIZE	(64UL << 20)

/**
 * struct avc_bench_set - AVC_BENCH_SET argument
 * @size: buffer size in bytes (reallocated, zeroed, when it changes)
 * @mode: enum avc_bench_mode for the next mmap()
 */
struct avc_bench_set {
	__u64 size;
	__u32 mode;
	__u32 pad;
};

#define AVC_BENCH_SET	_IOW('A', 0x42, struct avc_bench_set)

#endif
