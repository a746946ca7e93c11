/*
 * options.c: reading the options that several commands share: the rules
 * of a game (new, import, audit) and the tile set (check, meld, move,
 * arrange).
 */
#include "game.h"

/* The rules from --preset and the options beside it, which override it:
 * what new, import and audit take.  0, or a status after a message. */
int
rules_options(const struct cmd_ctx *c, struct rules *r)
{
	static const char *const keys[] = {
		"tiles", "joker", "exhausted", "never-melded", "meld", NULL
	};
	struct rk_diag d;
	const char *v;
	int i;

	rules_init(r);   /* jumbo, which the options beside it override */
	if ((v = arg_get(c, "preset")) != NULL && rules_preset(r, v, &d) < 0) {
		warnx_("%s: --preset: %s", c->cmd->name, d.detail);
		return EXIT_USAGE;
	}
	for (i = 0; keys[i] != NULL; i++)
		if ((v = arg_get(c, keys[i])) != NULL &&
		    rules_set(r, keys[i], v, &d) < 0) {
			warnx_("%s: --%s: %s", c->cmd->name, keys[i], d.detail);
			return EXIT_USAGE;
		}
	return 0;
}

/* The tile set named by --tiles, standard by default; NULL after a message. */
const struct tileset *
tiles_option(const struct cmd_ctx *c)
{
	const char *name = arg_get(c, "tiles");
	const struct tileset *ts;
	size_t i;

	if (name == NULL)
		return tileset_find("standard");
	if ((ts = tileset_find(name)) != NULL)
		return ts;
	fputs("rkub: --tiles: unknown tile set '", stderr);
	fput_safe(stderr, name);
	fputs("': use", stderr);
	for (i = 0; i < rk_ntilesets; i++)
		fprintf(stderr, "%s %s", i ? "," : "", rk_tilesets[i].name);
	fputc('\n', stderr);
	return NULL;
}
