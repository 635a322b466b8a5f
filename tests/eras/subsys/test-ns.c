// SPDX-License-Identifier: GPL-2.0
/*
 * Module namespaces: driver code written for 6.13+ imports and exports
 * with a string literal, code written for 5.4-6.12 with a bare token;
 * through compat/linux/module.h and export.h the era's own macros must
 * record exactly "import_ns=NS" and the namespace "NS" with the era's GPL
 * tag, from both spellings where the era had the bare one.  Read back
 * from what reaches the assembler (.modinfo after a label, the export's
 * namespace string), as modpost reads it.  The key is compared with what
 * the era has (ERA_NS of facts/ns).
 */
#include <stdio.h>
#include <string.h>

#include "check.h"

#include <linux/module.h>

#if ERA_NS
/* the first .modinfo entry of the imports below */
ERA_MODINFO_MARK();

int avc_ns_sym;
EXPORT_SYMBOL_NS_GPL(avc_ns_sym, "AVC_NS");
int avc_ns_sym2;
EXPORT_SYMBOL_NS(avc_ns_sym2, "AVC_NS");
MODULE_IMPORT_NS("AVC_NS");
#if ERA_NS == 1
int avc_ns_old;
EXPORT_SYMBOL_NS_GPL(avc_ns_old, AVC_OLD);
MODULE_IMPORT_NS(AVC_OLD);
#endif

#if ERA_REF
/* the licence, then the namespace, at __export_symbol_SYM */
#define era_ns(sym)	(__export_symbol_##sym + strlen(__export_symbol_##sym) + 1)
#define era_tag(sym)	((const char *)__export_symbol_##sym)
#else
#define era_ns(sym)	(__ksymtab_##sym.namespace)
#define era_tag(sym)	(era_export_##sym)
#endif

static void export_is(const char *what, const char *ns, const char *want,
		      const char *tag, const char *want_tag)
{
	check(!strcmp(ns, want) && !strcmp(tag, want_tag), what,
	      "%ld namespace bytes, tag %ld bytes", (long)strlen(ns),
	      (long)strlen(tag));
}
#endif

int main(void)
{
	key_is("AVC_HAVE_NS_LITERAL", AVC_HAVE_NS_LITERAL, ERA_NS == 2);
#if ERA_NS
	const char *mi = era_modinfo_start;

	check(!strcmp(mi, "import_ns=AVC_NS"),
	      "MODULE_IMPORT_NS(\"AVC_NS\") records import_ns=AVC_NS",
	      "%.0ld%ld bytes", 0, (long)strlen(mi));
	export_is("EXPORT_SYMBOL_NS_GPL(sym, \"AVC_NS\"): namespace and GPL tag",
		  era_ns(avc_ns_sym), "AVC_NS", era_tag(avc_ns_sym), ERA_GPL);
	export_is("EXPORT_SYMBOL_NS(sym, \"AVC_NS\"): namespace, no GPL tag",
		  era_ns(avc_ns_sym2), "AVC_NS", era_tag(avc_ns_sym2), "");
#if ERA_NS == 1
	mi += strlen(mi) + 1;
	check(!strcmp(mi, "import_ns=AVC_OLD"),
	      "MODULE_IMPORT_NS(AVC_OLD), the era's own, records import_ns=AVC_OLD",
	      "%.0ld%ld bytes", 0, (long)strlen(mi));
	export_is("EXPORT_SYMBOL_NS_GPL(sym, AVC_OLD), the era's own: namespace and GPL tag",
		  era_ns(avc_ns_old), "AVC_OLD", era_tag(avc_ns_old), ERA_GPL);
#endif
#endif
	return era_failures ? 1 : 0;
}
