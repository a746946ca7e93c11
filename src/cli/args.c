/*
 * args.c: check a command's arguments against its option template before
 * the command runs.  GNU style: options and operands may mix, "--" ends
 * the options, --name=value and -xVALUE work.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* Options every command takes. */
static const struct opt_spec common[] = {
	{ "db", 'd', 1, 0 },
	{ "help", 'h', 0, 0 },
	{ "color", 0, 1, 0 },
	{ NULL, 0, 0, 0 }
};

static int
nopts(const struct opt_spec *o)
{
	int n = 0;

	while (o != NULL && o[n].name != NULL)
		n++;
	return n;
}

/* Index of an option in the combined table: the entry's, then common. */
static const struct opt_spec *
opt_at(const struct cmd_entry *e, int i)
{
	int n = nopts(e->opts);

	return i < n ? &e->opts[i] : &common[i - n];
}

static int
opt_total(const struct cmd_entry *e)
{
	return nopts(e->opts) + nopts(common);
}

static int
find_long(const struct cmd_entry *e, const char *name, size_t len)
{
	int i, n = opt_total(e), found = -1, matches = 0;

	for (i = 0; i < n; i++) {
		const char *on = opt_at(e, i)->name;

		if (strncmp(on, name, len) != 0)
			continue;
		if (on[len] == '\0')
			return i;
		found = i;
		matches++;
	}
	return matches == 1 ? found : matches > 1 ? -2 : -1;
}

static int
find_short(const struct cmd_entry *e, int c)
{
	int i, n = opt_total(e);

	for (i = 0; i < n; i++)
		if (opt_at(e, i)->shrt == c)
			return i;
	return -1;
}

static int
add_value(const struct cmd_entry *e, struct args *a, int i, const char *v)
{
	const struct opt_spec *o = opt_at(e, i);

	if (a->nval[i] > 0 && !o->repeat) {
		warnx_("%s: --%s given twice", e->name, o->name);
		return -1;
	}
	a->val[i] = xrealloc(a->val[i], sizeof(char *) * (size_t)(a->nval[i] + 2));
	a->val[i][a->nval[i]++] = v;
	a->val[i][a->nval[i]] = NULL;
	return 0;
}

int
args_parse(const struct cmd_entry *e, int argc, char **argv, struct args *a)
{
	int k, only_pos = 0;

	memset(a, 0, sizeof(*a));
	a->pos = xcalloc((size_t)argc + 1, sizeof(char *));
	for (k = 0; k < argc; k++) {
		char *s = argv[k];
		const char *v = NULL;
		int i;

		if (only_pos || s[0] != '-' || s[1] == '\0') {
			a->pos[a->npos++] = s;
			continue;
		}
		if (strcmp(s, "--") == 0) {
			only_pos = 1;
			continue;
		}
		if (s[1] == '-') {
			const char *eq = strchr(s + 2, '=');
			size_t len = eq ? (size_t)(eq - s - 2) : strlen(s + 2);

			i = find_long(e, s + 2, len);
			if (i < 0) {
				warnx_("%s: %s option --%.*s", e->name,
				    i == -2 ? "ambiguous" : "unknown", (int)len,
				    s + 2);
				return -1;
			}
			if (eq != NULL && !opt_at(e, i)->takes_value) {
				warnx_("%s: --%s takes no value", e->name,
				    opt_at(e, i)->name);
				return -1;
			}
			if (eq != NULL)
				v = eq + 1;
		} else {
			i = find_short(e, s[1]);
			if (i < 0) {
				warnx_("%s: unknown option -%c", e->name, s[1]);
				return -1;
			}
			if (s[2] != '\0') {
				if (!opt_at(e, i)->takes_value) {
					warnx_("%s: -%c takes no value", e->name,
					    s[1]);
					return -1;
				}
				v = s + 2;
			}
		}
		if (opt_at(e, i)->takes_value && v == NULL) {
			if (k + 1 >= argc) {
				warnx_("%s: --%s needs a value", e->name,
				    opt_at(e, i)->name);
				return -1;
			}
			v = argv[++k];
		}
		if (add_value(e, a, i, v != NULL ? v : "") < 0)
			return -1;
	}
	return 0;
}

void
args_free(struct args *a)
{
	size_t i;

	for (i = 0; i < sizeof(a->val) / sizeof(a->val[0]); i++)
		free(a->val[i]);
	free(a->pos);
	memset(a, 0, sizeof(*a));
}

static int
lookup(const struct cmd_ctx *c, const char *name)
{
	int i, n = opt_total(c->cmd);

	for (i = 0; i < n; i++)
		if (strcmp(opt_at(c->cmd, i)->name, name) == 0)
			return i;
	return -1;
}

const char *
arg_get(const struct cmd_ctx *c, const char *name)
{
	int i = lookup(c, name);

	if (i < 0 || c->a.nval[i] == 0)
		return NULL;
	return c->a.val[i][c->a.nval[i] - 1];
}

int
arg_count(const struct cmd_ctx *c, const char *name)
{
	int i = lookup(c, name);

	return i < 0 ? 0 : c->a.nval[i];
}

const char *
arg_nth(const struct cmd_ctx *c, const char *name, int n)
{
	int i = lookup(c, name);

	if (i < 0 || n >= c->a.nval[i])
		return NULL;
	return c->a.val[i][n];
}

void
usage_print(FILE *f, const struct cmd_entry *e)
{
	fprintf(f, "usage: rkub %s%s%s\n", e->name, e->usage[0] ? " " : "",
	    e->usage);
}

/* A whole number in [lo, hi] for option opt; message and -1 otherwise. */
int
arg_int(const char *opt, const char *s, int lo, int hi, int *out)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (s[0] == '\0' || *end != '\0' || errno != 0 || v < lo || v > hi) {
		warnx_("%s: '%s' is not a whole number from %d to %d", opt, s,
		    lo, hi);
		return -1;
	}
	*out = (int)v;
	return 0;
}

/* The operands as one text, joined by blanks: "r1 r2" "| k5" -> "r1 r2 | k5". */
char *
args_join(const struct cmd_ctx *c)
{
	size_t len = 1;
	char *text;
	int i;

	for (i = 0; i < c->a.npos; i++)
		len += strlen(c->a.pos[i]) + 1;
	text = xmalloc(len);
	text[0] = '\0';
	for (i = 0; i < c->a.npos; i++) {
		if (i > 0)
			strcat(text, " ");
		strcat(text, c->a.pos[i]);
	}
	return text;
}
