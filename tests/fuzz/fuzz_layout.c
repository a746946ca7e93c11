/*
 * fuzz_layout: libFuzzer target for the layout and tile parsers and the
 * set check behind them.  make fuzz builds and runs it.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "rkub.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct layout l;
	struct rk_diag d;
	struct set_result r;
	struct supply_excess ex[RK_NKINDS];
	struct tile t[64];
	size_t k;
	int i;

	for (k = 0; k < rk_ntilesets; k++) {
		layout_init(&l);
		if (layout_parse(&l, (const char *)data, size, &d) < 0)
			continue;
		for (i = 0; i < l.nsets; i++)
			set_check(l.tiles + l.sets[i].first,
			    (size_t)l.sets[i].n, &rk_tilesets[k], &r, &d);
		supply_check(l.tiles, (size_t)l.ntiles, &rk_tilesets[k], ex,
		    RK_NKINDS);
	}
	(void)tiles_parse((const char *)data, size, 1, t, 64, &d);
	return 0;
}
