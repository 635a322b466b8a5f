/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in for <linux/module.h> of the era: MODULE_INFO() records
 * "tag=info" in era_modinfo_TAG[]; MODULE_IMPORT_NS() as ERA_NS says
 * (<linux/export.h>).
 */
#ifndef _ERA_LINUX_MODULE_H
#define _ERA_LINUX_MODULE_H
#include <linux/export.h>

#define MODULE_INFO(tag, info) \
	const char era_modinfo_##tag[] = __stringify(tag) "=" info
#if ERA_NS == 1
#define MODULE_IMPORT_NS(ns)	MODULE_INFO(import_ns, __stringify(ns))
#elif ERA_NS == 2
#define MODULE_IMPORT_NS(ns)	MODULE_INFO(import_ns, ns)
#endif

#endif
