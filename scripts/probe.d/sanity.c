// SPDX-License-Identifier: GPL-2.0
/* Must build on every kernel: if it does not, the toolchain is broken. */
#include <linux/module.h>
#include <linux/mm.h>
#include <linux/vmalloc.h>

int avc_probe(void);
int avc_probe(void)
{
	return (int)PAGE_SIZE;
}
