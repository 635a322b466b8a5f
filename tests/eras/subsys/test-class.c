// SPDX-License-Identifier: GPL-2.0
/*
 * Device classes: driver code written for 6.4+ calls class_create(name);
 * through compat/linux/device/class.h the era's own call must get the
 * name and, where it takes one, this module as the owner with a lock
 * class key.  The key is compared with what the era has (facts/class).
 */
#include <stdio.h>
#include <string.h>

#include "check.h"

#include <linux/device/class.h>

struct module era_this_module;
struct era_class_calls era_class;
struct class era_the_class;

int main(void)
{
	struct class *c;

	key_is("AVC_HAVE_CLASS_CREATE_NAME", AVC_HAVE_CLASS_CREATE_NAME,
	       ERA_CLASS);
	c = class_create("avc_class");
	check(c == &era_the_class && era_class.calls == 1 &&
	      !strcmp(era_class.name, "avc_class"),
	      "class_create(\"avc_class\") creates the class through the era's call",
	      "%ld call(s)%.0ld", (long)era_class.calls, 0);
	check(era_class.owner == &era_this_module,
	      "the class is owned by this module", NULL, 0, 0);
#if !ERA_CLASS
	check(!!era_class.key, "__class_create() gets a lock class key",
	      NULL, 0, 0);
#endif
	return era_failures ? 1 : 0;
}
