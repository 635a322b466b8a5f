/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in for <linux/export.h> of the era, built as the kernel's is (the
 * namespace reaches the assembler), so that compat/linux/export.h meets
 * the same macros:
 *   ERA_NS  0: no namespaces (before 5.4); 1: EXPORT_SYMBOL_NS(sym, ns)
 *              stringifies a bare token (5.4-6.12); 2: takes "NS" (6.13);
 *   ERA_REF 0: ___EXPORT_SYMBOL(sym, sec, ns) writes the name and the
 *              namespace (a C string pasted into .asciz) to
 *              __ksymtab_strings at __kstrtab_SYM and __kstrtabns_SYM, and
 *              a kernel_symbol pointing at both; sec "_gpl" ([L:6.1]);
 *           1: __EXPORT_SYMBOL(sym, license, ns) stringifies the
 *              assembler macro ___EXPORT_SYMBOL(): at __export_symbol_SYM
 *              the licence ("GPL") and the namespace ([L:6.12], 6.5).
 * The era records the licence tag or section suffix in era_export_SYM and
 * declares the label __export_symbol_SYM for test-ns.c.
 */
#ifndef _ERA_LINUX_EXPORT_H
#define _ERA_LINUX_EXPORT_H

#define __era_stringify_1(x...)	#x
#define __stringify(x...)	__era_stringify_1(x)
#define ASM_NL	;

#if ERA_NS
#if ERA_REF
#define __EXPORT_SYMBOL_REF(sym)	.balign 8 ASM_NL .quad sym
#define ___EXPORT_SYMBOL(sym, license, ns...)		\
	.section ".export_symbol","a"		ASM_NL	\
	__export_symbol_##sym:			ASM_NL	\
		.asciz license			ASM_NL	\
		.ascii ns "\0"			ASM_NL	\
		__EXPORT_SYMBOL_REF(sym)	ASM_NL	\
	.previous
#define __EXPORT_SYMBOL(sym, license, ns)			\
	extern typeof(sym) sym;					\
	extern const char __export_symbol_##sym[];		\
	const char *era_export_##sym = license;			\
	asm(__stringify(___EXPORT_SYMBOL(sym, license, ns)))
#define ERA_GPL	"GPL"
#else
struct kernel_symbol {
	unsigned long value;
	const char *name;
	const char *namespace;
};
#define __KSYMTAB_ENTRY(sym, sec)					\
	const char *era_export_##sym = sec;				\
	const struct kernel_symbol __ksymtab_##sym =			\
		{ (unsigned long)&sym, __kstrtab_##sym, __kstrtabns_##sym }
#define ___EXPORT_SYMBOL(sym, sec, ns)					\
	extern typeof(sym) sym;						\
	extern const char __kstrtab_##sym[];				\
	extern const char __kstrtabns_##sym[];				\
	asm("	.section \"__ksymtab_strings\",\"aMS\",%progbits,1\n"	\
	    "__kstrtab_" #sym ":\n"					\
	    "	.asciz \"" #sym "\"\n"					\
	    "__kstrtabns_" #sym ":\n"					\
	    "	.asciz \"" ns "\"\n"					\
	    "	.previous\n");						\
	__KSYMTAB_ENTRY(sym, sec)
#define __EXPORT_SYMBOL(sym, sec, ns)	___EXPORT_SYMBOL(sym, sec, ns)
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
