/*
 * fuzz_http: libFuzzer target for what rkub serve reads from the network:
 * the JSON reader of request bodies and the form decoder.  make fuzz
 * builds and runs it.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/cli/cli.h"
#include "../../src/cli/http.h"

char *form_get(const char *body, size_t len, const char *name);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct jdoc d;
	struct sbuf b;
	char msg[128], *v;
	int line, col, i;

	if (json_parse((const char *)data, size, &d, msg, sizeof(msg), &line,
	    &col) == 0) {
		/* every value has a parent before it and a column on its line */
		for (i = 0; i < d.n; i++)
			if (d.v[i].parent >= i || d.v[i].col < 1 || d.v[i].line < 1)
				abort();
		(void)json_get(&d, 0, "racks");
		json_free(&d);
	} else if (line < 1 || col < 1 || msg[0] == '\0')
		abort();
	v = form_get((const char *)data, size, "pin");
	if (v != NULL) {
		sb_init(&b);
		sb_html(&b, v);
		sb_json(&b, v);
		if (b.p != NULL && (strchr(b.p, '<') != NULL))
			abort();
		sb_free(&b);
		free(v);
	}
	return 0;
}
