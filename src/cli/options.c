/*
 * options.c: reading the options that several commands share: the rules
 * of a game (new, import, audit).
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
			warnx_("%s: %s", c->cmd->name, d.detail);
			return EXIT_USAGE;
		}
	return 0;
}
