/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Today's <linux/export.h> namespaced exports on older kernels.
 *
 * Driver code written for 6.13+ exports into a namespace with a string
 * literal, EXPORT_SYMBOL_NS_GPL(sym, "NS"); before 6.13 the macros
 * stringified a bare token.  This header makes the literal form right on
 * every kernel that has namespaces (5.4+).
 * Enable with: NOSTDINC_FLAGS += -I$(AVCOMPAT)/compat -I$(AVCOMPAT)/include
 * Key: AVC_HAVE_NS_LITERAL in <avcompat/version.h> (first part only).
 */
#ifndef _AVC_COMPAT_LINUX_EXPORT_H
#define _AVC_COMPAT_LINUX_EXPORT_H

#include_next <linux/export.h>
#define AVC_VERSION_BASE_ONLY
#include <avcompat/version.h>
#undef AVC_VERSION_BASE_ONLY

#if !AVC_HAVE_NS_LITERAL && defined(EXPORT_SYMBOL_NS_GPL)
/*
 * The GPL tag __EXPORT_SYMBOL() takes: "GPL" since the 6.5 ksymtab rework
 * that brought __EXPORT_SYMBOL_REF() ([L:6.12] export.h:18,75), "_gpl"
 * (a section suffix) before ([L:6.1] export.h:151).  The macro decides.
 */
#ifdef __EXPORT_SYMBOL_REF
#define AVC_EXPORT_GPL	"GPL"
#else
#define AVC_EXPORT_GPL	"_gpl"
#endif

/* EXPORT_SYMBOL_NS(), EXPORT_SYMBOL_NS_GPL() - 6.13 take "NS" */
#undef EXPORT_SYMBOL_NS
#undef EXPORT_SYMBOL_NS_GPL
#define EXPORT_SYMBOL_NS(sym, ns)	__EXPORT_SYMBOL(sym, "", ns)
#define EXPORT_SYMBOL_NS_GPL(sym, ns)	__EXPORT_SYMBOL(sym, AVC_EXPORT_GPL, ns)
#endif

#endif /* _AVC_COMPAT_LINUX_EXPORT_H */
