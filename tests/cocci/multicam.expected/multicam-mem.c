// SPDX-License-Identifier: GPL-2.0
/*
 * multicam - frame buffer memory: vmalloc'ed, pages reserved for the old
 * remap_page_range(), physical addresses through the page tables.
 */
#include <linux/mm.h>
#include <linux/string.h>
#include <linux/vmalloc.h>

#include "multicam.h"
