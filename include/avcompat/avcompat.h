/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - everything at once.  Drivers may include the single headers
 * instead; each one pulls in what it needs.
 */
#ifndef _AVCOMPAT_AVCOMPAT_H
#define _AVCOMPAT_AVCOMPAT_H

#include <avcompat/version.h>
#include <avcompat/pfn.h>
#include <avcompat/mmap.h>
#include <avcompat/uaccess.h>
#include <avcompat/vma.h>
#include <avcompat/rvmalloc.h>
#include <avcompat/rvbuf.h>
#include <avcompat/fault.h>
#include <avcompat/mmap_prepare.h>

#endif /* _AVCOMPAT_AVCOMPAT_H */
