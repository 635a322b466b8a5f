// SPDX-License-Identifier: GPL-2.0
/*
 * AVC_HAVE_NS_LITERAL: MODULE_IMPORT_NS("NS") records "import_ns=NS"
 * (6.13).  Before, the macro stringifies its argument, so the literal
 * reaches MODULE_INFO() with its quotes and the size below is 4, not 2.
 */
#include <linux/module.h>

#undef MODULE_INFO
#define MODULE_INFO(tag, info) \
	static const char avc_probe_##tag[sizeof(info) == sizeof("X") ? 1 : -1]

MODULE_IMPORT_NS("X");

const char *avc_probe(void);
const char *avc_probe(void)
{
	return avc_probe_import_ns;
}
