// SPDX-License-Identifier: GPL-2.0
/*
 * snd_card.components: a fresh card read through avc_snd_card_components()
 * is "" on every era (7.3's pointer is NULL then), and components set
 * with snd_component_add() read back through it (facts/sndcomp).
 */
#include <stdio.h>
#include <string.h>

#include "check.h"

#include <sound/core.h>
#include <avcompat/sound.h>

struct module era_this_module;
struct era_snd_calls era_snd;

struct snd_card *era_snd_alloc(int idx, const char *id, struct module *module,
			       int extra_size)
{
	return NULL;
}

int main(void)
{
	static struct snd_card card;
	const char *c = avc_snd_card_components(&card);

	check(c && !strcmp(c, ""), "a fresh card's components read as \"\"",
	      NULL, 0, 0);
	check(snd_component_add(&card, "AVC:sample") == 0 &&
	      snd_component_add(&card, "AVC:vmalloc") == 0,
	      "snd_component_add() twice", NULL, 0, 0);
	c = avc_snd_card_components(&card);
	check(!strcmp(c, "AVC:sample AVC:vmalloc"),
	      "the components read back", "%ld bytes%.0ld",
	      (long)strlen(c), 0);
	return era_failures ? 1 : 0;
}
