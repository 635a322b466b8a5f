/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in for <linux/device/class.h> of the era:
 *   ERA_CLASS 0: class_create(owner, name), a macro over
 *                __class_create(owner, name, &key) (to 6.3);
 *             1: struct class *class_create(const char *name) (6.4).
 * Both record their arguments in era_class (test-class.c).
 */
#ifndef _ERA_LINUX_DEVICE_CLASS_H
#define _ERA_LINUX_DEVICE_CLASS_H
#include <linux/types.h>

struct lock_class_key { int id; };
struct class { const char *name; struct module *owner; };
struct era_class_calls {
	int calls;
	const char *name;
	struct module *owner;
	struct lock_class_key *key;
};
extern struct era_class_calls era_class;
extern struct class era_the_class;

#ifndef THIS_MODULE
#define THIS_MODULE (&era_this_module)
#endif

#if ERA_CLASS
static inline struct class *class_create(const char *name)
{
	era_class.calls++;
	era_class.name = name;
	era_class.owner = THIS_MODULE;
	era_the_class.name = name;
	return &era_the_class;
}
#else
static inline struct class *__class_create(struct module *owner,
					   const char *name,
					   struct lock_class_key *key)
{
	era_class.calls++;
	era_class.name = name;
	era_class.owner = owner;
	era_class.key = key;
	era_the_class.name = name;
	era_the_class.owner = owner;
	return &era_the_class;
}
#define class_create(owner, name)			\
({							\
	static struct lock_class_key __key;		\
	__class_create(owner, name, &__key);		\
})
#endif

#endif
