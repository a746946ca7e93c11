/*
 * cmd_serve.c: the entry of rkub serve, the same in both programs: rkub,
 * whose serve_exec (serve_helper.c) runs rkub-serve with the same
 * arguments, and rkub-serve, which is rkub with the server linked in
 * (serve.c).  So only rkub serve loads libmicrohttpd and its TLS
 * libraries; every other command starts without them.
 */
#include "cli.h"

static const struct opt_spec opts[] = {
	{ "listen", 0, 1, 0 },
	{ "event", 0, 1, 0 },
	{ "director-pass-file", 0, 1, 0 },
	{ "tls-cert", 0, 1, 0 },
	{ "tls-key", 0, 1, 0 },
	{ "idle-timeout", 0, 1, 0 },
	{ NULL, 0, 0, 0 }
};

/* The server keeps no transaction open: reads take their own.  It opens
 * the database itself (CMD_DB_PATH), so that rkub never holds the file
 * when it hands over to rkub-serve. */
const struct cmd_entry cmd_serve_entry = {
	.name = "serve",
	.usage = "[--listen ADDR:PORT] [--event EVENT] "
	    "[--director-pass-file FILE] [--tls-cert FILE --tls-key FILE] "
	    "[--idle-timeout SECONDS]",
	.summary = "serve the event's board and table entry on the network",
	.opts = opts,
	.minpos = 0,
	.maxpos = 0,
	.flags = CMD_DB_PATH,
	.exec = serve_exec,
};
