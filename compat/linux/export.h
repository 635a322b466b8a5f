/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Today's <linux/export.h> namespaced exports on older kernels.
 *
 * Driver code written for 6.13+ exports into a namespace with a string
 * literal, EXPORT_SYMBOL_NS_GPL(sym, "NS"); before 6.13 the macros
 * stringified a bare token.  On those kernels (5.4 to 6.12) this header
 * accepts both forms, so neither spelling is taken away.
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
 * EXPORT_SYMBOL_NS(), EXPORT_SYMBOL_NS_GPL() - 6.13 take "NS", earlier
 * kernels a bare token; here both, as MODULE_IMPORT_NS() in
 * compat/linux/module.h: the namespace goes to the assembler as an .irp
 * argument, which loses its quotes if it has any.
 */
#undef EXPORT_SYMBOL_NS
#undef EXPORT_SYMBOL_NS_GPL
#ifdef __EXPORT_SYMBOL_REF
/*
 * 6.5+ ([L:6.12] export.h:18,43-49): ___EXPORT_SYMBOL() is assembler
 * text with the namespace in ".ascii ns "\0"", stringified as a whole;
 * the namespace given here closes that .ascii, writes the name by .irp
 * and opens an empty one for the kernel's "\0".  The license tag is "GPL".
 */
#define AVC_EXPORT_NS(ns)						\
	"" ASM_NL .irp avcns, ns ASM_NL .ascii "\avcns" ASM_NL .endr ASM_NL .ascii ""
#define EXPORT_SYMBOL_NS(sym, ns)	__EXPORT_SYMBOL(sym, "", AVC_EXPORT_NS(ns))
#define EXPORT_SYMBOL_NS_GPL(sym, ns)	__EXPORT_SYMBOL(sym, "GPL", AVC_EXPORT_NS(ns))
#else
/*
 * 5.4 to 6.4 ([L:5.10] export.h:97-108, [L:6.1] export.h:86-96): the
 * namespace is pasted into a C string, ".asciz \"" ns "\"", that no
 * argument can fix; ___EXPORT_SYMBOL() is the kernel's with that line
 * written by .irp from #ns.  Every export of the file goes through it:
 * EXPORT_SYMBOL()'s "" and DEFAULT_SYMBOL_NAMESPACE's "NS" come out as
 * before.  The section suffix of a GPL export is "_gpl".
 */
#ifndef __GENKSYMS__
#ifdef __CRC_SYMBOL
#define AVC_EXPORT_CRC(sym, sec)	__CRC_SYMBOL(sym, sec);
#else
#define AVC_EXPORT_CRC(sym, sec)
#endif
#undef ___EXPORT_SYMBOL
#define ___EXPORT_SYMBOL(sym, sec, ns)					\
	extern typeof(sym) sym;						\
	extern const char __kstrtab_##sym[];				\
	extern const char __kstrtabns_##sym[];				\
	AVC_EXPORT_CRC(sym, sec)					\
	asm("	.section \"__ksymtab_strings\",\"aMS\",%progbits,1\n"	\
	    "__kstrtab_" #sym ":\n"					\
	    "	.asciz \"" #sym "\"\n"					\
	    "__kstrtabns_" #sym ":\n"					\
	    "	.irp avcns," #ns "\n"					\
	    "	.asciz \"\\avcns\"\n"					\
	    "	.endr\n"						\
	    "	.previous\n");						\
	__KSYMTAB_ENTRY(sym, sec)
#endif
#define EXPORT_SYMBOL_NS(sym, ns)	__EXPORT_SYMBOL(sym, "", ns)
#define EXPORT_SYMBOL_NS_GPL(sym, ns)	__EXPORT_SYMBOL(sym, "_gpl", ns)
#endif
#endif

#endif /* _AVC_COMPAT_LINUX_EXPORT_H */
