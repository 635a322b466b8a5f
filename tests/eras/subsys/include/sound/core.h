/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Stand-in for <sound/core.h> of the era (evidence in
 * include/avcompat/sound_keys.h):
 *   ERA_SND 1: struct snd_card *snd_card_new(idx, id, module, extra_size)
 *              (to 2.6.29);
 *           2: int snd_card_create(idx, id, module, extra_size, &card),
 *              the old snd_card_new() kept as a deprecated inline wrapper
 *              (2.6.30; dropped later, [T:3.11] has only create);
 *           3: snd_card_create() only ([T:3.11]);
 *           4: int snd_card_new(parent, idx, xid, module, extra_size,
 *              &card), snd_card_create() an inline wrapper, and
 *              dev_to_snd_card() (3.15, 393aa9c1cc51);
 *           5: snd_card_new() only ([T:3.16], [L:6.12] core.h:282)
 * The functions record their calls in era_snd (tests/eras/subsys/test.c).
 */
#ifndef _ERA_SOUND_CORE_H
#define _ERA_SOUND_CORE_H
#include <stdlib.h>
#include <string.h>
#include <linux/errno.h>
#include <linux/types.h>

/*
 * snd_BUG_ON(): [L:6.12] core.h:375 with CONFIG_SND_DEBUG, :380 without
 * (both give the condition's value)
 */
#ifndef WARN_ON
#define WARN_ON(c)	(c)
#endif
#define snd_BUG_ON(cond)	WARN_ON((cond))

struct snd_card {
	int number;
	char id[16];
	struct module *module;
	int extra_size;
	struct device *dev;
	struct device card_dev;
#if ERA_COMP
	char *components;	/* [L:7.3] core.h:111, NULL until added */
	unsigned int components_alloc_size;
#else
	char components[128];	/* [L:6.12] core.h:90 */
#endif
};

/* snd_component_add() as [L:7.3] init.c:1048-1079 and its array form */
static inline int snd_component_add(struct snd_card *card, const char *component)
{
#if ERA_COMP
	size_t cur = card->components ? strlen(card->components) : 0;
	size_t need = cur + 1 + strlen(component) + 1;
	char *p;

	if (need > card->components_alloc_size) {
		p = realloc(card->components, need);
		if (!p)
			return -ENOMEM;
		if (!card->components)
			p[0] = 0;
		card->components = p;
		card->components_alloc_size = need;
	}
#else
	size_t need = strlen(card->components) + 1 + strlen(component) + 1;

	if (need > sizeof(card->components))
		return -ENOMEM;
#endif
	if (card->components[0])
		strcat(card->components, " ");
	strcat(card->components, component);
	return 0;
}

struct era_snd_calls {
	int old_new, create, new_dev;
	int idx, extra_size;
	const char *id;
	struct module *module;
	struct device *parent;
};
extern struct era_snd_calls era_snd;
struct snd_card *era_snd_alloc(int idx, const char *id, struct module *module,
			       int extra_size);

#if ERA_SND <= 3
#define snd_card_set_dev(card, devptr) ((card)->dev = (devptr))
#endif

#if ERA_SND == 1
static inline struct snd_card *snd_card_new(int idx, const char *id,
					    struct module *module, int extra_size)
{
	era_snd.old_new++;
	return era_snd_alloc(idx, id, module, extra_size);
}
#endif

#if ERA_SND == 2 || ERA_SND == 3
static inline int snd_card_create(int idx, const char *id,
				  struct module *module, int extra_size,
				  struct snd_card **card_ret)
{
	era_snd.create++;
	*card_ret = era_snd_alloc(idx, id, module, extra_size);
	return *card_ret ? 0 : -ENOMEM;
}
#endif

#if ERA_SND == 2
static inline __attribute__((deprecated)) struct snd_card *
snd_card_new(int idx, const char *id, struct module *module, int extra_size)
{
	struct snd_card *card;

	if (snd_card_create(idx, id, module, extra_size, &card) < 0)
		return NULL;
	return card;
}
#endif

#if ERA_SND >= 4
#define dev_to_snd_card(p)	((struct snd_card *)(p))
static inline int snd_card_new(struct device *parent, int idx, const char *xid,
			       struct module *module, int extra_size,
			       struct snd_card **card_ret)
{
	era_snd.new_dev++;
	*card_ret = era_snd_alloc(idx, xid, module, extra_size);
	if (!*card_ret)
		return -ENOMEM;
	(*card_ret)->dev = parent;
	return 0;
}
#endif

#if ERA_SND == 4
static inline int snd_card_create(int idx, const char *id,
				  struct module *module, int extra_size,
				  struct snd_card **card_ret)
{
	return snd_card_new(NULL, idx, id, module, extra_size, card_ret);
}
#endif
#endif
