/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in for <linux/module.h> of the era: MODULE_INFO() writes
 * "tag=info" to .modinfo (from the assembler here, so that a program can
 * find its own entries after a label: test-ns.c); MODULE_IMPORT_NS() as
 * ERA_NS says (<linux/export.h>).
 */
#ifndef _ERA_LINUX_MODULE_H
#define _ERA_LINUX_MODULE_H
#include <linux/export.h>

#define __MODULE_INFO_PREFIX	/* empty: a module */
#define MODULE_INFO(tag, info)						\
	asm("	.pushsection .modinfo,\"a\"\n"				\
	    "	.asciz \"" __MODULE_INFO_PREFIX __stringify(tag) "=" info "\"\n" \
	    "	.popsection\n")
/* ERA_MODINFO_MARK(): the label era_modinfo_start before what follows */
#define ERA_MODINFO_MARK()						\
	extern const char era_modinfo_start[];				\
	asm("	.pushsection .modinfo,\"a\"\nera_modinfo_start:\n	.popsection\n")
#if ERA_NS == 1
#define MODULE_IMPORT_NS(ns)	MODULE_INFO(import_ns, __stringify(ns))
#elif ERA_NS == 2
#define MODULE_IMPORT_NS(ns)	MODULE_INFO(import_ns, ns)
#endif

#endif
