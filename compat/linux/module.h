/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Today's <linux/module.h> namespace import on older kernels.
 *
 * Driver code written for 6.13+ imports a symbol namespace with a string
 * literal, MODULE_IMPORT_NS("DMA_BUF"); before 6.13 the macro stringified
 * a bare token, so the literal kept its quotes and modpost refused the
 * module's symbols.  This header makes the literal form right on every
 * kernel that has namespaces (5.4+); the exports are in
 * compat/linux/export.h.
 * Enable with: NOSTDINC_FLAGS += -I$(AVCOMPAT)/compat -I$(AVCOMPAT)/include
 * Key: AVC_HAVE_NS_LITERAL in <avcompat/version.h> (its first part only:
 * <linux/module.h> is read from deep inside other kernel headers).
 */
#ifndef _AVC_COMPAT_LINUX_MODULE_H
#define _AVC_COMPAT_LINUX_MODULE_H

#include_next <linux/module.h>
#define AVC_VERSION_BASE_ONLY
#include <avcompat/version.h>
#undef AVC_VERSION_BASE_ONLY

/*
 * MODULE_IMPORT_NS(ns) - 6.13 takes "NS" (cdd30ebb1b9f).  The modinfo
 * line is "import_ns=NS" either way: before 6.13 the literal goes in as
 * it is instead of through #ns/__stringify().
 */
#if !AVC_HAVE_NS_LITERAL && defined(MODULE_IMPORT_NS)
#undef MODULE_IMPORT_NS
#define MODULE_IMPORT_NS(ns)	MODULE_INFO(import_ns, ns)
#endif

#endif /* _AVC_COMPAT_LINUX_MODULE_H */
