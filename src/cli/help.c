/*
 * help.c: the long help of every command, as git's short help: the usage
 * line, what the command does, every option with its values and default,
 * and one example.  A table keyed by command name, apart from the
 * commands' own files; tests/cmd/50-help.sh checks that every command
 * and every option of each command's template has its entry here, and
 * the shell completion (complete.c) takes the option values from it.
 */
#include <string.h>

#include "help.h"

#define TILES_HELP \
	{ "tiles", "T", "the tile set", "standard|xp|junior", "standard" }
#define RULES_HELP \
	{ "preset", "P", "the rules of one book", \
	    "jumbo|pressman|goliath|classic|junior", "jumbo" }, \
	{ "joker", "N", "what a joker left on a rack costs", NULL, \
	    "the preset's: 30, goliath 25, classic 50" }, \
	{ "exhausted", "M", "who wins when the pool ran out and nobody went out", \
	    "all-pay|difference|fewest-tiles", "the preset's: jumbo all-pay" }, \
	{ "never-melded", "M", "what a player who never melded pays: the rack, " \
	    "twice the rack, N instead, or the rack and N", \
	    "none|double|fixed:N|plus:N", "none" }, \
	TILES_HELP, \
	{ "meld", "N", "the least value of an initial meld", NULL, "30" }

#define GAME_HELP \
	{ "game", "GAME", "a game other than the current one", V_GAME, \
	    "the current game" }
#define EVENT_HELP \
	{ "event", "EVENT", "an event other than the current one", NULL, \
	    "the current event" }
#define OUTPUT_HELP(what) \
	{ "output", "FILE", "write " what " to FILE, whole or not at all", \
	    V_FILE, "standard output" }
#define JSON_HELP { "json", NULL, "print the result as JSON", NULL, NULL }

const struct opt_help help_common[] = {
	{ "db", "FILE", "the database", V_FILE,
	    "$RKUB_DB, else $XDG_DATA_HOME/rkub/rkub.db" },
	{ "help", NULL, "this help", NULL, NULL },
	{ "color", "WHEN", "colour the output: on a terminal unless NO_COLOR is "
	    "set, always, or never", "auto|always|never", "auto" },
	{ NULL, NULL, NULL, NULL, NULL }
};

static const struct cmd_help helps[] = {
	{ "new", "Start a game and make it the current one. The players sit "
	    "in the order given; the rules come from --preset, and each rule "
	    "option beside it overrides the preset.", NULL,
	    (const struct opt_help[]){
		{ "players", "A,B[,...]", "the players in seat order, split by "
		    "commas (2 to 4; xp 2 to 6; junior 1 to 4)", V_PLAYERS, NULL },
		RULES_HELP,
		{ "rounds", "N", "the game ends after N rounds", NULL,
		    "no end" },
		{ "target", "POINTS", "the game ends when a total reaches "
		    "POINTS", NULL, "no end" },
		JSON_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub new friday --players ann,ben,cleo --preset classic" },
	{ "round", "Record one round of the current game: who went out and "
	    "the racks left, the racks when the pool ran out, a copied score "
	    "pad, the final table, or a junior game's tokens. A rack is tiles "
	    "('r5 b13 j'), a plain sum (27), or - for none. With none of these "
	    "forms, on a terminal, round asks: who went out, each rack, then "
	    "shows every score and asks record? [Y/n/e] before it writes.",
	    V_ASSIGN, (const struct opt_help[]){
		{ "out", "P", "P went out; give every other rack as Q=RACK",
		    V_PLAYER, NULL },
		{ "exhausted", NULL, "the pool ran out: give every rack; the "
		    "game's rule finds the winner", NULL, NULL },
		{ "scores", NULL, "a copied score pad, P=+24 Q=-5 ...; refused "
		    "unless it adds up under the game's rule", NULL, NULL },
		{ "layout", "FILE", "the final table and the racks as a layout "
		    "text; the table is checked first", V_FILE, NULL },
		{ "tokens", NULL, "a junior game: each player's tokens, P=N; "
		    "--out names who went out first", NULL, NULL },
		{ "winner", "P", "who won a tie the rule leaves, with "
		    "--exhausted or --layout", V_PLAYER, NULL },
		{ "never-melded", "Q", "Q never made the initial meld: charged "
		    "the game's never-melded rule (repeat, or a comma list)",
		    V_PLAYERS, NULL },
		GAME_HELP,
		{ "table", "T", "a deal at table T of the current sitting of the "
		    "current event: that table's game", NULL,
		    "the current game" },
		EVENT_HELP,
		{ "replace", "N", "the round replaces round N, which is kept, "
		    "marked replaced", NULL, NULL },
		JSON_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub round --out ann ben='r5 b13 j' cleo=12" },
	{ "undo", "Take back the last round of the current game. It stays "
	    "in the database, marked undone; show --all lists it.", NULL,
	    (const struct opt_help[]){
		GAME_HELP,
		{ "table", "T", "the last deal at table T of the current "
		    "sitting of the current event", NULL, "the current game" },
		EVENT_HELP,
		JSON_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub undo" },
	{ "show", "The score sheet: a row per round, a column per player, "
	    "and the totals. --html writes it as a page with a chart of the "
	    "running totals; --chart draws the totals on the terminal.",
	    V_GAME, (const struct opt_help[]){
		{ "all", NULL, "list undone rounds too, marked", NULL, NULL },
		{ "json", NULL, "print the sheet as JSON, with how the game ends", NULL, NULL },
		GAME_HELP,
		{ "html", NULL, "a self-contained HTML page: the sheet and a "
		    "line chart of each player's running total", NULL, NULL },
		{ "chart", NULL, "a bar chart of the totals and each player's "
		    "rounds as a sparkline, on the terminal", NULL, NULL },
		{ "output", "FILE", "write the page to FILE, whole or not at "
		    "all, instead of standard output", V_FILE,
		    "standard output" },
		{ "racks", NULL, "the racks each round was scored from", NULL,
		    NULL },
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub show --html -o friday.html" },
	{ "standings", "The ranking by total: rank, player, total, rounds "
	    "played and won, best and worst round. Equal totals share a "
	    "rank.", V_GAME, (const struct opt_help[]){
		{ "csv", NULL, "write RFC 4180 CSV with a header row", NULL,
		    NULL },
		JSON_HELP,
		{ "all", NULL, "rank every player over every game", NULL,
		    NULL },
		GAME_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub standings --csv > friday.csv" },
	{ "games", "Every game with its date, players and rounds; * marks "
	    "the current one.", NULL, (const struct opt_help[]){
		JSON_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub games" },
	{ "export", "Every round as CSV: a header row, then a row per round "
	    "and player with the running total.", V_GAME,
	    (const struct opt_help[]){
		{ "output", "FILE", "write FILE, whole or not at all", V_FILE,
		    "standard output" },
		{ "wide", NULL, "a row per round and a column per player, as "
		    "import reads", NULL, NULL },
		{ "standings", NULL, "write the standings instead", NULL, NULL },
		{ "all", NULL, "every game", NULL, NULL },
		GAME_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub export -o friday.csv" },
	{ "import", "A CSV score sheet (a header row of player names, then a "
	    "row per round of signed scores) as a new game, made the current "
	    "one. One row that does not add up refuses the whole file.",
	    V_FILE, (const struct opt_help[]){
		{ "name", "GAME", "the game's name", NULL,
		    "the file's name without .csv" },
		{ "use", NULL, "make the new game the current one", NULL, NULL },
		{ "force", NULL, "import a sheet that was imported before", NULL,
		    NULL },
		JSON_HELP,
		RULES_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub import --preset classic pad.csv" },
	{ "audit", "Check a CSV score sheet as import does, writing nothing: "
	    "each round that does not add up, and by how much.", V_FILE,
	    (const struct opt_help[]){
		JSON_HELP,
		RULES_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub audit --preset classic pad.csv" },
	{ "check", "Validate a layout: every set on the table, and the tile "
	    "supply over the table and the racks. LAYOUT is a file, - for "
	    "standard input (the default), or the text itself.", V_FILE,
	    (const struct opt_help[]){
		TILES_HELP,
		JSON_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub check 'r4 r5 r6 | b8 k8 o8'" },
	{ "meld", "Is this a legal initial meld? Sets split by |; each joker "
	    "counts as the tile it stands for.", V_TILES,
	    (const struct opt_help[]){
		{ "meld", "N", "the least value of an initial meld", NULL,
		    "30" },
		TILES_HELP,
		JSON_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub meld 'r9 r10 j'" },
	{ "arrange", "Arrange the tiles into valid sets, or name the fewest "
	    "left over. With --rack, TILES is the table and the question is "
	    "what the rack could play onto it.", V_TILES,
	    (const struct opt_help[]){
		{ "rack", "TILES", "the rack to play onto the table TILES",
		    V_TILES, NULL },
		{ "by", "WHAT", "with --rack: play the most tiles, or the "
		    "highest value", "tiles|value", "tiles" },
		TILES_HELP,
		JSON_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub arrange 'r4 r5 r6 | k8 b8 o8' --rack 'r7 r8 k9 r3 j'" },
	{ "move", "Was this turn legal? Every table tile stays on the table, "
	    "every added tile came from the rack, and every set after the turn "
	    "is valid.", NULL, (const struct opt_help[]){
		{ "before", "LAYOUT", "the table before the turn", V_FILE,
		    NULL },
		{ "after", "LAYOUT", "the table after the turn", V_FILE, NULL },
		{ "rack", "TILES", "the rack before the turn", V_TILES, NULL },
		{ "first", NULL, "an initial meld: the old sets stay as they "
		    "were, the new ones are worth --meld", NULL, NULL },
		{ "meld", "N", "the least value of an initial meld", NULL,
		    "30" },
		{ "locked-jokers", NULL, "the older French and Italian rule "
		    "(004): a set holding a joker may not change", NULL, NULL },
		TILES_HELP,
		JSON_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub move --before 'r4 r5 r6 r7 r8' --after 'r4 r5 r6 | r6 r7 r8' "
	    "--rack r6" },
	{ "redo", "Bring back the round that undo took back last, while no "
	    "round was recorded after it.", NULL, (const struct opt_help[]){
		GAME_HELP,
		JSON_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub redo" },
	{ "rename", "Rename a player in every game, or with --game a game. A "
	    "change of case only is allowed.", V_PLAYER,
	    (const struct opt_help[]){
		{ "game", NULL, "OLD and NEW name a game, not a player", NULL,
		    NULL },
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub rename Ann ann" },
	{ "rm", "Remove a game from the lists; it is kept until --purge, and "
	    "--restore brings it back. It asks on a terminal.", V_GAME,
	    (const struct opt_help[]){
		{ "yes", NULL, "do not ask", NULL, NULL },
		{ "purge", NULL, "delete removed games for good", NULL, NULL },
		{ "restore", NULL, "bring a removed game back", NULL, NULL },
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub rm friday" },
	{ "seat", "A late player joins the game from the next round (add), or "
	    "a player leaves it, keeping the rounds played (drop).", NULL,
	    (const struct opt_help[]){
		GAME_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub seat add dan" },
	{ "use", "Make GAME the current game.", V_GAME, NULL, "rkub use friday" },
	{ "merge", "Bring in the games another device recorded, such as a "
	    "table's laptop that got a copy of this database: new games and "
	    "new rounds come in, matched by identities no other device draws, "
	    "players by name. A game changed on both devices is refused with "
	    "both versions of the round that differs; merging a file twice "
	    "changes nothing.", V_FILE, (const struct opt_help[]){
		{ "dry-run", NULL, "say what would come in; write nothing",
		    NULL, NULL },
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub merge /media/usb/table2.db" },
	{ "doctor", "Check the database: SQLite's integrity and foreign-key "
	    "checks, then the tally recounted from the entries, the seats, the "
	    "entries against their rounds and the numbering of the rounds. A "
	    "line a check; exit status 1 when something is found.", NULL, NULL,
	    "rkub doctor" },
	{ "backup", "Copy the database to FILE with SQLite's online backup "
	    "API, safely while others go on using it; the copy is checked and "
	    "put in place whole or not at all.", V_FILE, NULL,
	    "rkub backup friday-copy.db" },
	{ "event new", "Start an event: its players, its rules (those of "
	    "rkub new), the deals each table plays at a sitting and how the "
	    "points count. It becomes the current event.", NULL,
	    (const struct opt_help[]){
		{ "players", "A,B[,...]", "the players, split by commas",
		    V_PLAYERS, NULL },
		{ "players-file", "FILE", "the players, one name a line; - "
		    "for standard input", V_FILE, NULL },
		{ "deals", "N", "deals a table plays at each sitting", NULL,
		    "the table's size, so each player starts once" },
		{ "sittings", "N", "the sittings planned; mixed seating plans "
		    "for them", NULL, "4" },
		{ "points", "P", "what counts in the event: the sum of the "
		    "table games' scores, or points for the rank at the table "
		    "(ties share)", "score|rank[:4,3,1,0]", "score" },
		RULES_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub event new open --players-file entries.txt --points rank" },
	{ "event list", "The events in the database; * marks the current one.",
	    NULL, (const struct opt_help[]){
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub event list" },
	{ "event show", "One event: its rules, its players (withdrawn ones "
	    "marked) and its sittings.", NULL, (const struct opt_help[]){
		{ "json", NULL, "print it as JSON", NULL, NULL },
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub event show open --json" },
	{ "event add", "Register late players: they are seated from the next "
	    "sitting.", NULL, (const struct opt_help[]){
		EVENT_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub event add zoe" },
	{ "event drop", "Withdraw a player: the deals they played are kept, "
	    "and they are not seated again.", NULL, (const struct opt_help[]){
		EVENT_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub event drop hal" },
	{ "event back", "Bring a withdrawn player back from the next sitting.",
	    NULL, (const struct opt_help[]){
		EVENT_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub event back hal" },
	{ "event seat", "Seat the next sitting: tables of 4, of 3 when the "
	    "count does not divide. Each table is a game EVENT/SITTING/TABLE. "
	    "Refused while a table of the current sitting lacks deals.", NULL,
	    (const struct opt_help[]){
		{ "by", "HOW", "random (reproducible from the seed), mixed "
		    "(fewest repeat opponents) or standings (leaders at "
		    "table 1)", "random|mixed|standings",
		    "random at sitting 1, mixed after" },
		{ "seed", "N", "the seed of a random seating", NULL,
		    "drawn, and printed" },
		{ "keep-apart", "A,B", "never seat A and B at one table "
		    "(repeat it for more pairs)", V_PLAYERS, NULL },
		{ "dry-run", NULL, "show the seating and its repeats; write "
		    "nothing", NULL, NULL },
		{ "force", NULL, "seat even though tables still lack deals",
		    NULL, NULL },
		EVENT_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub event seat --by mixed --dry-run" },
	{ "event status", "The tables of the current sitting still playing, "
	    "and how many deals each has.", NULL, (const struct opt_help[]){
		EVENT_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub event status" },
	{ "event tables", "The seating of a sitting (the current one by "
	    "default), by table and by name: who sits where and who starts "
	    "each deal.", NULL, (const struct opt_help[]){
		{ "csv", NULL, "print it as CSV: sitting, table, seat, player, "
		    "...", NULL, NULL },
		{ "json", NULL, "print it as JSON", NULL, NULL },
		{ "pins", NULL, "list each table's 6-digit PIN for rkub serve",
		    NULL, NULL },
		EVENT_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub event tables 2 --csv" },
	{ "event sheets", "Printable score slips of a sitting, a page a "
	    "table: players in start order, an empty grid for the deals, "
	    "signature lines.", NULL, (const struct opt_help[]){
		OUTPUT_HELP("the page"),
		EVENT_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub event sheets -o slips.html" },
	{ "event standings", "The event standings: rank, points, deals "
	    "played and won, best deal, tables won; ties broken by deals won, "
	    "then best deal; withdrawn players marked.", NULL,
	    (const struct opt_help[]){
		{ "csv", NULL, "print them as CSV", NULL, NULL },
		{ "json", NULL, "print them as JSON", NULL, NULL },
		EVENT_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub event standings --csv" },
	{ "event cut", "Seat the top N at K final tables, seeded alternately "
	    "(1/3/5/7 and 2/4/6/8), as a new sitting; the final standings "
	    "rank the finalists first.", NULL, (const struct opt_help[]){
		{ "top", "N", "how many go through", NULL, NULL },
		{ "tables", "K", "final tables", NULL, "N / 4, rounded up" },
		{ "carry", "HOW", "the points the finalists take into the "
		    "final", "clear|keep|halve", "clear" },
		{ "deals", "N", "deals a final table plays", NULL,
		    "the event's" },
		{ "dry-run", NULL, "show the final tables; write nothing", NULL,
		    NULL },
		{ "force", NULL, "cut even though tables still lack deals",
		    NULL, NULL },
		EVENT_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub event cut --top 8 --tables 2 --carry halve" },
	{ "event board", "A standings board for the club room's screen: the "
	    "standings in large type, the current sitting's tables and which "
	    "are done; one self-contained page that reloads itself.", NULL,
	    (const struct opt_help[]){
		OUTPUT_HELP("the page"),
		{ "refresh", "SECONDS", "how often the page reloads", NULL,
		    "30" },
		EVENT_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub event board -o board.html --refresh 20" },
	{ "event export", "Every deal of the event as CSV: event, sitting, "
	    "table, deal, player, score.", NULL, (const struct opt_help[]){
		OUTPUT_HELP("the CSV"),
		EVENT_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub event export -o open.csv" },
	{ "serve", "Serve the event over HTTP for the club room: the live "
	    "board, the seating, a page a table where its players enter their "
	    "deals with the table's PIN, the director's corrections, and a "
	    "JSON API; see rkub-serve(1).", NULL, (const struct opt_help[]){
		{ "listen", "ADDR:PORT", "where to listen; 0.0.0.0 opens it to "
		    "the room's network; port 0 picks a free one", NULL,
		    "127.0.0.1:8080" },
		{ "event", "EVENT", "the event to serve", NULL,
		    "the current event" },
		{ "director-pass-file", "FILE", "the director's passphrase, for "
		    "/director", V_FILE, "no director page" },
		{ "tls-cert", "FILE", "serve HTTPS with this certificate (and "
		    "--tls-key)", V_FILE, "plain HTTP" },
		{ "tls-key", "FILE", "the certificate's private key", V_FILE,
		    NULL },
		{ "idle-timeout", "S", "drop a connection idle this long", NULL,
		    "10" },
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub serve --listen 0.0.0.0:8080 --director-pass-file pass.txt" },
	{ "timer", "A full-terminal turn timer for the player whose turn it "
	    "is, in seat order. Space or Enter passes to the next player, p "
	    "pauses, q ends and prints each player's overruns and average "
	    "turn. The last 10 seconds ring the terminal bell; an overrun "
	    "shows the books' penalty: the tiles go back and the player draws "
	    "3.", NULL, (const struct opt_help[]){
		{ "seconds", "N", "seconds a turn (also the operand SECONDS)",
		    NULL, "the game's rules: jumbo, classic 60; goliath, "
		    "pressman, others 120" },
		{ "players", "A,B[,...]", "the players in seat order, instead "
		    "of the current game's", V_PLAYERS, "the current game's" },
		{ "quiet", NULL, "no bell", NULL, NULL },
		GAME_HELP,
		{ NULL, NULL, NULL, NULL, NULL } },
	    "rkub timer --seconds 40" },
};
#define NHELPS (sizeof(helps) / sizeof(helps[0]))

const struct cmd_help *
help_find(const char *name)
{
	size_t i;

	for (i = 0; i < NHELPS; i++)
		if (strcmp(helps[i].name, name) == 0)
			return &helps[i];
	return NULL;
}

static const struct opt_help *
opt_in(const struct opt_help *o, const char *name)
{
	for (; o != NULL && o->name != NULL; o++)
		if (strcmp(o->name, name) == 0)
			return o;
	return NULL;
}

/* An option's help: the command's own, else one every command takes. */
const struct opt_help *
help_opt(const struct cmd_help *h, const char *name)
{
	const struct opt_help *o = h != NULL ? opt_in(h->opts, name) : NULL;

	return o != NULL ? o : opt_in(help_common, name);
}

/* Words from at onward, wrapped at 78 columns, each line indented. */
static void
wrap(FILE *f, const char *s, int at, int indent)
{
	int first = 1;

	while (*s != '\0') {
		size_t w = strcspn(s, " ");

		if (!first && at + 1 + (int)w > 78) {
			fprintf(f, "\n%*s", indent, "");
			at = indent;
		} else if (!first) {
			fputc(' ', f);
			at++;
		}
		fprintf(f, "%.*s", (int)w, s);
		at += (int)w;
		first = 0;
		s += w;
		while (*s == ' ')
			s++;
	}
	fputc('\n', f);
}

static void
values_text(const char *v, char *buf, size_t len)
{
	size_t at = 0;

	buf[0] = '\0';
	if (v == NULL || v[0] == '@')
		return;
	for (; *v != '\0' && at + 3 < len; v++) {
		if (*v == '|') {
			buf[at++] = ',';
			buf[at++] = ' ';
		} else
			buf[at++] = *v;
	}
	buf[at] = '\0';
}

static void
opt_print(FILE *f, int shrt, const struct opt_help *o, const char *name)
{
	const char *arg = o != NULL ? o->arg : NULL;
	char sh[8] = "", vals[160];
	int n;

	if (shrt)
		snprintf(sh, sizeof(sh), "-%c, ", shrt);
	n = fprintf(f, "  %s--%s%s%s", sh, name, arg != NULL ? " " : "",
	    arg != NULL ? arg : "");
	/* The text from column 26, on a line of its own after a long head. */
	if (n >= 25)
		fprintf(f, "\n%*s", 26, "");
	else
		fprintf(f, "%*s", 26 - n, "");
	wrap(f, o != NULL ? o->text : "(no help: a bug)", 26, 26);
	if (o == NULL)
		return;
	values_text(o->values, vals, sizeof(vals));
	if (vals[0] != '\0') {
		fprintf(f, "%*svalues: ", 26, "");
		wrap(f, vals, 34, 26);
	}
	if (o->def != NULL) {
		fprintf(f, "%*sdefault: ", 26, "");
		wrap(f, o->def, 35, 26);
	}
}

void
help_print(FILE *f, const struct cmd_entry *e)
{
	const struct cmd_help *h = help_find(e->name);
	const struct opt_spec *s;
	int i;

	usage_print(f, e);
	fputc('\n', f);
	wrap(f, h != NULL ? h->text : e->summary, 0, 0);
	fprintf(f, "\noptions:\n");
	for (s = e->opts; s != NULL && s->name != NULL; s++)
		opt_print(f, s->shrt, help_opt(h, s->name), s->name);
	opt_print(f, 'd', &help_common[0], "db");
	for (i = 1; help_common[i].name != NULL; i++)
		opt_print(f, strcmp(help_common[i].name, "help") == 0 ? 'h' : 0,
		    &help_common[i], help_common[i].name);
	if (h != NULL)
		fprintf(f, "\nexample:\n  %s\n", h->example);
}
