/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in for <linux/export.h> of the era:
 *   ERA_NS  0: no namespaces (before 5.4); 1: EXPORT_SYMBOL_NS(sym, ns)
 *              stringifies a bare token (5.4-6.12); 2: takes "NS" (6.13);
 *   ERA_REF 0: __EXPORT_SYMBOL(sym, sec, ns) with sec "_gpl";
 *           1: __EXPORT_SYMBOL(sym, license, ns) with "GPL" and the
 *              __EXPORT_SYMBOL_REF() macro (6.5).
 * An export records its licence tag and namespace in era_export_SYM[].
 */
#ifndef _ERA_LINUX_EXPORT_H
#define _ERA_LINUX_EXPORT_H

#define __era_stringify_1(x...)	#x
#define __stringify(x...)	__era_stringify_1(x)

#if ERA_NS
#define __EXPORT_SYMBOL(sym, sec, ns) \
	const char *era_export_##sym[2] = { sec, ns }
#if ERA_REF
#define __EXPORT_SYMBOL_REF(sym)	(&(sym))
#define ERA_GPL	"GPL"
#else
#define ERA_GPL	"_gpl"
#endif
#if ERA_NS == 1
#define EXPORT_SYMBOL_NS(sym, ns)	__EXPORT_SYMBOL(sym, "", __stringify(ns))
#define EXPORT_SYMBOL_NS_GPL(sym, ns)	__EXPORT_SYMBOL(sym, ERA_GPL, __stringify(ns))
#else
#define EXPORT_SYMBOL_NS(sym, ns)	__EXPORT_SYMBOL(sym, "", ns)
#define EXPORT_SYMBOL_NS_GPL(sym, ns)	__EXPORT_SYMBOL(sym, ERA_GPL, ns)
#endif
#endif

#endif
