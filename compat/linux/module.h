/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Today's <linux/module.h> namespace import on older kernels.
 *
 * Driver code written for 6.13+ imports a symbol namespace with a string
 * literal, MODULE_IMPORT_NS("DMA_BUF"); before 6.13 the macro stringified
 * a bare token, MODULE_IMPORT_NS(DMA_BUF), and the literal kept its
 * quotes (modpost then refused the module's symbols).  On those kernels
 * this header accepts both forms, so neither a driver written for today's
 * kernel nor one written for the running one loses its spelling; the
 * exports are in compat/linux/export.h.
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
 * MODULE_IMPORT_NS(ns) - 6.13 takes "NS" (cdd30ebb1b9f), earlier kernels
 * a bare token.  The preprocessor cannot tell the two apart, the
 * assembler can: an .irp argument loses its quotes if it has any, so
 * "import_ns=NS" is written to .modinfo (as MODULE_INFO() would, with
 * its prefix for built-in code) from DMA_BUF and from "DMA_BUF" alike.
 */
#if !AVC_HAVE_NS_LITERAL && defined(MODULE_IMPORT_NS)
#undef MODULE_IMPORT_NS
#define MODULE_IMPORT_NS(ns)						\
	asm("	.pushsection .modinfo,\"a\"\n"				\
	    "	.irp avcns," __stringify(ns) "\n"			\
	    "	.asciz \"" __MODULE_INFO_PREFIX "import_ns=\\avcns\"\n"	\
	    "	.endr\n"						\
	    "	.popsection\n")
#endif

#endif /* _AVC_COMPAT_LINUX_MODULE_H */
