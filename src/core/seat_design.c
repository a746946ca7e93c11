/*
 * seat_design.c: perfect schedules from known constructions, for the
 * field sizes where a search alone falls short.  Two kinds of resolvable
 * design, each a set of sittings of tables of four in which no two
 * players meet twice:
 *
 *   rotational  n = 3q + 1 players, q prime or 9, q % 4 == 1 (16, 28, 40):
 *               q sittings in which every two players meet exactly once
 *               (an RBIBD(3q+1, 4, 1); for q = 5 the affine plane of
 *               order 4), built 1-rotationally over GF(q) as in Hanani,
 *               Ray-Chaudhuri and Wilson's constructions
 *   cyclic      n = 3(m + 1) players (24, and 12, 36, 48 when found):
 *               m sittings, the images of one base sitting under a shift
 *               of order m that fixes three players, who never meet (for
 *               m + 1 = 2^e this is GF(2^e)* acting on GF(2^e) x 3)
 *
 * Words (beside seat.c's):
 *   point     a player of the design, numbered 0..n-1; relabelled below
 *   class     one sitting of a design: n / 4 tables of four points
 *   base      the tables of one class, which a backtracking search finds;
 *             the other classes are its images
 *   rotational's words:
 *     (x, i)  the point i * q + x, x in GF(q), copy i in 0..2; the fixed
 *             point 3q sits with (c, 0), (c, 1), (c, 2) in class c
 *     class c the base with c added to every x
 *     diff    for two points (x, i) and (y, j) of a table, y - x with the
 *             copies (i, j): the classes meet every pair exactly once
 *             when the base's tables give every diff exactly once
 *     cube    a multiplier of order 3 (q = 13): the base is made of
 *             tables and their images times it and its square, which
 *             cuts the search to a few hundred steps
 *   cyclic's words:
 *     shift   (e, i) -> (e + 1 mod m, i) on the points i * m + e, copies
 *             i in 0..2, the points 3m..3m+2 fixed
 *     orbit   the pairs a pair becomes under the shifts: the classes
 *             meet no pair twice when the base's tables take each orbit
 *             at most once and no pair whose orbit is short
 *   relabel   which player each point is: drawn from the seed when
 *             nobody has met yet; else canonical (the same for every
 *             seed), so that each later call finds the same design again
 *   resume    continuing from h sittings of history: find the factor
 *             (tables seating everyone once, cliques of four in the met
 *             pairs) that is sitting 1, whose tables in the order of
 *             their first players are class 0's; classes 1..h-1 are then
 *             the other sittings, and the plan goes on with class h.  Any
 *             one sitting is such a history, so an event whose sitting 1
 *             was drawn at random still gets a perfect schedule, even
 *             seated one sitting a call
 *
 * The searches are bounded in steps; when they run out, or the input is
 * not of these kinds, the search of seat_search.c seats instead.
 */
#include <string.h>

#include "seat_int.h"

#define DESIGN_QMAX 13		/* 40 players: larger fields search well */
#define DESIGN_STEPS 2000000L	/* backtracking steps before giving up */
#define DESIGN_MAX 48		/* points */
#define DESIGN_CLASSES 16
#define RESTART_STEPS 300000L	/* cyclic: steps before a fresh order */

struct design {
	int v, nclass;
	unsigned char cls[DESIGN_CLASSES][DESIGN_MAX];
};

struct field {
	int q;
	int add[DESIGN_QMAX][DESIGN_QMAX];
	int neg[DESIGN_QMAX];
	int cube;		/* an element of order 3, when q is prime and
				   q % 3 == 1; else 0 */
};

struct base {
	const struct field *f;
	int npoints;			/* 3q - 3: the points outside (0, i) */
	int pt[3 * DESIGN_QMAX];	/* the points, as i * q + x */
	char used[3 * DESIGN_QMAX];
	char diff[3][3][DESIGN_QMAX];
	int table[3 * DESIGN_QMAX];	/* the tables found, 4 points each */
	int ntable;
	long steps;
};

/* GF(q) for q prime, or GF(9) as GF(3)[t]/(t^2 + 1). */
static int
field_init(struct field *f, int q)
{
	int a, b, d;

	f->q = q;
	f->cube = 0;
	if (q == 9) {
		for (a = 0; a < 9; a++)
			for (b = 0; b < 9; b++)
				f->add[a][b] = (a % 3 + b % 3) % 3 +
				    3 * ((a / 3 + b / 3) % 3);
	} else {
		for (d = 2; d * d <= q; d++)
			if (q % d == 0)
				return -1;
		for (a = 0; a < q; a++)
			for (b = 0; b < q; b++)
				f->add[a][b] = (a + b) % q;
		f->cube = 0;
		for (a = 2; a < q && q % 3 == 1; a++)
			if (a * a % q * a % q == 1) {
				f->cube = a;
				break;
			}
	}
	for (a = 0; a < q; a++)
		for (b = 0; b < q; b++)
			if (f->add[a][b] == 0)
				f->neg[a] = b;
	return 0;
}

/* The diff from point a to point b, as copies and field element. */
static char *
diff_of(struct base *b, int pa, int pb)
{
	const struct field *f = b->f;

	return &b->diff[pa / f->q][pb / f->q][f->add[pb % f->q][f->neg[pa % f->q]]];
}

/* Clears the diffs of point p with tab[0..k-1]. */
static void
diffs_clear(struct base *b, const int *tab, int k, int p)
{
	int i;

	for (i = 0; i < k; i++) {
		*diff_of(b, tab[i], p) = 0;
		*diff_of(b, p, tab[i]) = 0;
	}
}

/* Marks the diffs of point p with tab[0..k-1]; 0, marking nothing, when
 * one of them is taken. */
static int
diffs_mark(struct base *b, const int *tab, int k, int p)
{
	char *x, *y;
	int i;

	for (i = 0; i < k; i++) {
		x = diff_of(b, tab[i], p);
		if (*x)
			break;
		*x = 1;
		y = diff_of(b, p, tab[i]);
		if (*y) {
			*x = 0;
			break;
		}
		*y = 1;
	}
	if (i == k)
		return 1;
	diffs_clear(b, tab, i, p);
	return 0;
}

/* The index in pt[] of point p (points (0, i) are not in it). */
static int
pt_index(const struct base *b, int p)
{
	int q = b->f->q;

	return (p / q) * (q - 1) + p % q - 1;
}

/* Seats tab's four points, marking their diffs; 0 (nothing done) if a
 * point sits already or a diff is taken. */
static int
table_add(struct base *b, const int *tab)
{
	int k;

	for (k = 0; k < 4; k++)
		if (b->used[pt_index(b, tab[k])])
			return 0;
	for (k = 1; k < 4; k++)
		if (!diffs_mark(b, tab, k, tab[k])) {
			while (--k > 0)
				diffs_clear(b, tab, k, tab[k]);
			return 0;
		}
	for (k = 0; k < 4; k++)
		b->used[pt_index(b, tab[k])] = 1;
	return 1;
}

static void
table_remove(struct base *b, const int *tab)
{
	int k;

	for (k = 3; k > 0; k--)
		diffs_clear(b, tab, k, tab[k]);
	for (k = 0; k < 4; k++)
		b->used[pt_index(b, tab[k])] = 0;
}

/* Adds the images of the last table under x -> cube x and x -> cube^2 x
 * after it; 1 when both fit, else 0 with nothing added. */
static int
orbit_add(struct base *b)
{
	const int *tab = b->table + 4 * (b->ntable - 1);
	int q = b->f->q, m, k, *img, c = b->f->cube;

	for (m = 1; m <= 2; m++) {
		img = b->table + 4 * b->ntable;
		for (k = 0; k < 4; k++)
			img[k] = (tab[k] / q) * q + (tab[k] % q) * c % q;
		if (!table_add(b, img)) {
			if (m == 2)
				table_remove(b, b->table + 4 * --b->ntable);
			return 0;
		}
		b->ntable++;
		c = c * b->f->cube % q;
	}
	return 1;
}

static int base_table(struct base *);

/* Seats the k-th point of the table being built, from point i0 on. */
static int
base_point(struct base *b, int k, int i0)
{
	int *tab = b->table + 4 * b->ntable, i;

	if (k == 4) {
		b->ntable++;
		if (b->f->cube == 0 || orbit_add(b)) {
			if (base_table(b))
				return 1;
			if (b->f->cube != 0) {
				table_remove(b, b->table + 4 * --b->ntable);
				table_remove(b, b->table + 4 * --b->ntable);
			}
		}
		b->ntable--;
		return 0;
	}
	for (i = i0; i < b->npoints; i++) {
		if (b->used[i])
			continue;
		if (++b->steps > DESIGN_STEPS)
			return 0;
		if (!diffs_mark(b, tab, k, b->pt[i]))
			continue;
		b->used[i] = 1;
		tab[k] = b->pt[i];
		if (base_point(b, k + 1, i + 1))
			return 1;
		b->used[i] = 0;
		diffs_clear(b, tab, k, b->pt[i]);
	}
	return 0;
}

/* Starts a table at the first point not yet seated; 1 when all are. */
static int
base_table(struct base *b)
{
	int from = 0;

	while (from < b->npoints && b->used[from])
		from++;
	if (from == b->npoints)
		return 1;
	b->table[4 * b->ntable] = b->pt[from];
	b->used[from] = 1;
	if (base_point(b, 1, from + 1))
		return 1;
	b->used[from] = 0;
	return 0;
}

/* The base of the design on 3q + 1 points; 0, or -1 if not found. */
static int
base_find(struct base *b, const struct field *f)
{
	int i, x, q = f->q;

	memset(b, 0, sizeof(*b));
	b->f = f;
	for (i = 0; i < 3; i++)
		for (x = 1; x < q; x++)
			b->pt[b->npoints++] = i * q + x;
	/* The fixed point's table gives diff 0 between the copies. */
	for (i = 0; i < 3; i++)
		for (x = 0; x < 3; x++)
			if (i != x)
				b->diff[i][x][0] = 1;
	return base_table(b) ? 0 : -1;
}

/* The rotational design for n = 3q + 1; 0, or -1 when there is none. */
static int
rotational(struct design *d, int n)
{
	struct field f;
	struct base b;
	int q = (n - 1) / 3, c, t, k, x;
	unsigned char *tab;

	if (n < 16 || (n - 1) % 3 != 0 || q % 4 != 1 || q > DESIGN_QMAX ||
	    field_init(&f, q) != 0 || base_find(&b, &f) != 0)
		return -1;
	d->v = n;
	d->nclass = q;
	for (c = 0; c < q; c++) {
		tab = d->cls[c];
		for (k = 0; k < 3; k++)
			tab[k] = (unsigned char)(k * q + c);
		tab[3] = (unsigned char)(3 * q);
		for (t = 0; t < b.ntable; t++)
			for (k = 0; k < 4; k++) {
				x = b.table[4 * t + k];
				tab[4 + 4 * t + k] = (unsigned char)((x / q) * q +
				    f.add[x % q][c]);
			}
	}
	return 0;
}

struct cyclic {
	int n, m;
	short orb[DESIGN_MAX][DESIGN_MAX];	/* -1: never together */
	char oused[DESIGN_MAX * DESIGN_MAX / 2];
	char used[DESIGN_MAX];
	int order[DESIGN_MAX];		/* the points in the order tried */
	unsigned char base[DESIGN_MAX];
	long steps, rsteps;
	uint64_t rng;
};

static int
shift(const struct cyclic *o, int p)
{
	return p < 3 * o->m ? (p / o->m) * o->m + (p % o->m + 1) % o->m : p;
}

/* Numbers the orbits of the pairs; the short ones get -1. */
static void
cyclic_orbits(struct cyclic *o)
{
	int a, b, x, y, t, size, id = 0;

	memset(o->orb, 0, sizeof(o->orb));
	for (a = 0; a < o->n; a++)
		for (b = a + 1; b < o->n; b++) {
			if (o->orb[a][b] != 0)
				continue;
			x = a;
			y = b;
			for (size = 0; size == 0 || x != a || y != b; size++) {
				if (size > 0 && x == b && y == a)
					break;
				x = shift(o, x);
				y = shift(o, y);
			}
			id++;
			for (t = 0, x = a, y = b; t < size; t++) {
				o->orb[x][y] = o->orb[y][x] =
				    (short)(size == o->m ? id : -1);
				x = shift(o, x);
				y = shift(o, y);
			}
		}
}

static int cyclic_table(struct cyclic *, int);

/* Seats the k-th point of table nt, tried from position i0 of order[]. */
static int
cyclic_point(struct cyclic *o, int nt, int k, int lo)
{
	unsigned char *tab = o->base + 4 * nt;
	int ii, i, j, id;

	if (k == 4)
		return cyclic_table(o, nt + 1);
	for (ii = 0; ii < o->n; ii++) {
		i = o->order[ii];
		if (i < lo || o->used[i])
			continue;
		if (++o->steps > DESIGN_STEPS || ++o->rsteps > RESTART_STEPS)
			return 0;
		for (j = 0; j < k; j++) {
			id = o->orb[tab[j]][i];
			if (id < 0 || o->oused[id])
				break;
			o->oused[id] = 1;
		}
		if (j == k) {
			o->used[i] = 1;
			tab[k] = (unsigned char)i;
			if (cyclic_point(o, nt, k + 1, i + 1))
				return 1;
			o->used[i] = 0;
		}
		while (--j >= 0)
			o->oused[o->orb[tab[j]][i]] = 0;
	}
	return 0;
}

static int
cyclic_table(struct cyclic *o, int nt)
{
	int first = 0;

	while (first < o->n && o->used[first])
		first++;
	if (first == o->n)
		return 1;
	o->base[4 * nt] = (unsigned char)first;
	o->used[first] = 1;
	if (cyclic_point(o, nt, 1, first + 1))
		return 1;
	o->used[first] = 0;
	return 0;
}

/* The cyclic design for n = 3(m + 1); 0, or -1 when none was found. */
static int
cyclic(struct design *d, int n)
{
	struct cyclic o;
	int k, t, c;

	if (n % 12 != 0 || n > DESIGN_MAX || n / 3 - 1 > DESIGN_CLASSES)
		return -1;
	memset(&o, 0, sizeof(o));
	o.n = n;
	o.m = n / 3 - 1;
	o.rng = 1;	/* the design is the same for every seed */
	cyclic_orbits(&o);
	for (k = 0; k < n; k++)
		o.order[k] = k;
	while (o.steps < DESIGN_STEPS) {
		o.rsteps = 0;
		memset(o.used, 0, sizeof(o.used));
		memset(o.oused, 0, sizeof(o.oused));
		seat_shuffle(&o.rng, o.order, n);
		if (cyclic_table(&o, 0))
			break;
	}
	if (o.steps >= DESIGN_STEPS)
		return -1;
	d->v = n;
	d->nclass = o.m;
	for (k = 0; k < n; k++)
		for (t = o.base[k], c = 0; c < o.m; c++, t = shift(&o, t))
			d->cls[c][k] = (unsigned char)t;
	return 0;
}

/* Whether the plan seats a keep-apart pair together. */
static int
design_apart(const struct seat_work *w)
{
	int s, a, b;
	const int *tab;

	for (s = 0; s < w->sittings; s++) {
		tab = w->plan + (size_t)s * (size_t)w->n;
		for (a = 0; a < w->n; a++)
			for (b = a + 1; b < (a / 4 + 1) * 4; b++)
				if (seat_apart(w, tab[a], tab[b]))
					return 1;
	}
	return 0;
}

/*
 * The history's sittings as a design's first classes.  The players' met
 * counts are all 0 or 1, in h * n / 4 * 6 pairs; the tables are cliques
 * of four in those pairs, and a sitting is a set of them seating everyone
 * once (a factor).  The continuation is canonical, the same for every
 * seed: sitting 1's tables, ordered by their first player, are class 0's,
 * and class j is sitting j + 1.  So a history that an earlier call
 * continued this way is found again: the factor that is sitting 1 is
 * tried, and classes 1..h-1 under its labels are the other sittings.
 */
struct resume {
	const struct design *d;
	struct seat_work *w;
	int h;			/* sittings in the history */
	char seated[DESIGN_MAX];	/* players in the factor so far */
	char known[DESIGN_MAX];		/* points labelled so far */
	unsigned char where[DESIGN_CLASSES][DESIGN_MAX];  /* point's place */
	int *label;		/* point -> player */
	long steps;
};

static int
met1(const struct seat_work *w, int p, int q)
{
	return seat_met(w, p, q) == 1;
}

/*
 * Lays the players tab[0..3] as table nt of class 0 (the factor is built
 * in the order of first players, which is the canonical order); 0 when a
 * table of classes 1..h-1 then holds two labelled players who have not
 * met.
 */
static int
resume_lay(struct resume *r, int nt, const int *tab)
{
	const struct design *d = r->d;
	int k, j, u, v, b, at;

	for (k = 0; k < 4; k++) {
		r->label[d->cls[0][4 * nt + k]] = tab[k];
		r->known[d->cls[0][4 * nt + k]] = 1;
	}
	for (k = 0; k < 4; k++) {
		u = d->cls[0][4 * nt + k];
		for (j = 1; j < r->h; j++) {
			at = r->where[j][u] / 4 * 4;
			for (b = at; b < at + 4; b++) {
				v = d->cls[j][b];
				if (v != u && r->known[v] &&
				    !met1(r->w, r->label[u], r->label[v]))
					return 0;
			}
		}
	}
	return 1;
}

/*
 * Builds the factor from table nt on; 1 when it is sitting 1.  The next
 * table holds the first player not yet in it and three who met that
 * player and each other.
 */
static int
resume_factor(struct resume *r, int nt)
{
	const struct design *d = r->d;
	int p = 0, q, a, b, c, k, m = 0, mate[DESIGN_MAX], tab[4];

	while (p < r->w->n && r->seated[p])
		p++;
	if (p == r->w->n)
		return 1;
	for (q = p + 1; q < r->w->n; q++)
		if (!r->seated[q] && met1(r->w, p, q))
			mate[m++] = q;
	tab[0] = p;
	for (a = 0; a < m; a++)
		for (b = a + 1; b < m; b++) {
			if (!met1(r->w, mate[a], mate[b]))
				continue;
			for (c = b + 1; c < m; c++) {
				if (!met1(r->w, mate[a], mate[c]) ||
				    !met1(r->w, mate[b], mate[c]) ||
				    ++r->steps > DESIGN_STEPS)
					continue;
				tab[1] = mate[a];
				tab[2] = mate[b];
				tab[3] = mate[c];
				if (resume_lay(r, nt, tab)) {
					for (k = 0; k < 4; k++)
						r->seated[tab[k]] = 1;
					if (resume_factor(r, nt + 1))
						return 1;
					for (k = 0; k < 4; k++)
						r->seated[tab[k]] = 0;
				}
				for (k = 0; k < 4; k++)
					r->known[d->cls[0][4 * nt + k]] = 0;
			}
		}
	return 0;
}

/* The history's sittings (-1: not a design's first classes), label[]. */
static int
resume(struct seat_work *w, const struct design *d, int *label)
{
	struct resume r;
	long pairs = 0;
	int p, q, m;

	for (p = 0; p < w->n; p++)
		for (q = p + 1; q < w->n; q++) {
			m = seat_met(w, p, q);
			if (m > 1)
				return -1;
			pairs += m;
		}
	if (pairs % (6 * (w->n / 4)) != 0)
		return -1;
	memset(&r, 0, sizeof(r));
	r.h = (int)(pairs / (6 * (w->n / 4)));
	if (r.h == 0)
		return 0;
	r.d = d;
	r.w = w;
	r.label = label;
	for (p = 0; p < d->nclass; p++)
		for (q = 0; q < w->n; q++)
			r.where[p][d->cls[p][q]] = (unsigned char)q;
	if (r.h > d->nclass || !resume_factor(&r, 0))
		return -1;
	return r.h;
}

int
seat_design(struct seat_work *w, const struct seat_input *in)
{
	struct design d;
	int n = in->n, h, s, k, try, *label = w->at;
	int cls[DESIGN_CLASSES];

	if (n < 12 || n > DESIGN_MAX || n % 4 != 0 ||
	    (rotational(&d, n) != 0 && cyclic(&d, n) != 0) ||
	    (h = resume(w, &d, label)) < 0 || in->sittings > d.nclass - h)
		return -1;
	for (try = 0; try < (h == 0 ? 20 : 1); try++) {
		/* No history: the points drawn from the seed, any classes. */
		for (k = 0; h == 0 && k < n; k++)
			label[k] = k;
		if (h == 0)
			seat_shuffle(&w->rng, label, n);
		for (k = 0; k < d.nclass - h; k++)
			cls[k] = k + h;
		if (h == 0)
			seat_shuffle(&w->rng, cls, d.nclass);
		for (s = 0; s < in->sittings; s++)
			for (k = 0; k < n; k++)
				w->plan[(size_t)s * (size_t)n + (size_t)k] =
				    label[d.cls[cls[s]][k]];
		if (!design_apart(w))
			return 0;
	}
	return -1;
}
