// SPDX-License-Identifier: GPL-2.0
/*
 * Module namespaces: driver code written for 6.13+ imports and exports
 * with a string literal; through compat/linux/module.h and export.h the
 * era's own macros must record exactly "import_ns=AVC_NS" and the
 * namespace "AVC_NS" with the era's GPL tag.  The key is compared with
 * what the era has (ERA_NS of facts/ns).
 */
#include <stdio.h>
#include <string.h>

#include "check.h"

#include <linux/module.h>

#if ERA_NS
int avc_ns_sym;
EXPORT_SYMBOL_NS_GPL(avc_ns_sym, "AVC_NS");
int avc_ns_sym2;
EXPORT_SYMBOL_NS(avc_ns_sym2, "AVC_NS");
MODULE_IMPORT_NS("AVC_NS");
#endif

int main(void)
{
	key_is("AVC_HAVE_NS_LITERAL", AVC_HAVE_NS_LITERAL, ERA_NS == 2);
#if ERA_NS
	check(!strcmp(era_modinfo_import_ns, "import_ns=AVC_NS"),
	      "MODULE_IMPORT_NS(\"AVC_NS\") records import_ns=AVC_NS",
	      "%.0ld%ld bytes", 0, (long)strlen(era_modinfo_import_ns));
	check(!strcmp(era_export_avc_ns_sym[1], "AVC_NS") &&
	      !strcmp(era_export_avc_ns_sym[0], ERA_GPL),
	      "EXPORT_SYMBOL_NS_GPL(sym, \"AVC_NS\"): namespace and GPL tag",
	      "%.0ld%ld bytes", 0, (long)strlen(era_export_avc_ns_sym[1]));
	check(!strcmp(era_export_avc_ns_sym2[1], "AVC_NS") &&
	      !strcmp(era_export_avc_ns_sym2[0], ""),
	      "EXPORT_SYMBOL_NS(sym, \"AVC_NS\"): namespace, no GPL tag",
	      NULL, 0, 0);
#endif
	return era_failures ? 1 : 0;
}
