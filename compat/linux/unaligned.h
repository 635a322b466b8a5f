/* SPDX-License-Identifier: GPL-2.0 */
/*
 * <linux/unaligned.h> on kernels that have only <asm/unaligned.h>.
 *
 * 6.12 moved the unaligned access helpers (get_unaligned_le32(),
 * put_unaligned_be16(), ...) to <linux/unaligned.h> and every driver
 * followed; before, <asm/unaligned.h> was the only name.  Same functions,
 * another path: this header includes whichever the kernel has.
 * Enable with: NOSTDINC_FLAGS += -I$(AVCOMPAT)/compat -I$(AVCOMPAT)/include
 */
#ifndef _AVC_COMPAT_LINUX_UNALIGNED_H
#define _AVC_COMPAT_LINUX_UNALIGNED_H

#include <avcompat/version.h>

/*
 * AVC_HAVE_LINUX_UNALIGNED_H - the kernel has <linux/unaligned.h>.  6.12
 * ([C] 5f60d5f6bbc1 "move asm/unaligned.h to linux/unaligned.h", Al
 * Viro, authored 1 October 2024, merged with tag pull-work.unaligned
 * (7ec462100ef9) after 6.12-rc1; linux-next's merge reports name it
 * "from Linus' tree (in v6.12-rc2)"); [L:6.12]
 * include/linux/unaligned.h exists, [L:6.1] Debian 6.1.0-57's headers
 * have only asm-generic/unaligned.h.  The header's existence decides
 * first (__has_include_next, GCC 10+ and clang: every compiler of
 * scripts/kernels), then the version.
 * No probe: the preprocessor test is the probe.
 * Without it: a driver written for 6.12+ does not build on older
 * kernels ("linux/unaligned.h: No such file"), and one written with
 * <asm/unaligned.h> does not build where it is gone ([L:7.3] no asm/unaligned.h).
 */
#ifndef AVC_HAVE_LINUX_UNALIGNED_H
# if defined(__has_include_next)
#  if __has_include_next("linux/unaligned.h")
#   define AVC_HAVE_LINUX_UNALIGNED_H 1
#  else
#   define AVC_HAVE_LINUX_UNALIGNED_H 0
#  endif
# elif AVC_KERNEL_GE(6, 12, 0)
#  define AVC_HAVE_LINUX_UNALIGNED_H 1
# else
#  define AVC_HAVE_LINUX_UNALIGNED_H 0
# endif
#endif

#if AVC_HAVE_LINUX_UNALIGNED_H
#include_next <linux/unaligned.h>
#else
#include <asm/unaligned.h>
#endif

#endif /* _AVC_COMPAT_LINUX_UNALIGNED_H */
