/*
 * string_index.c — String.Index and the Character-wise String API: `s[i]`,
 * `index(after:)`/`index(before:)`/`index(_:offsetBy:)`, `insert`, `remove`,
 * `removeSubrange`, `firstIndex(of:)`, `hasPrefix`/`hasSuffix`, `Character(s)`,
 * `String([Character])`.
 *
 * A String.Index is the UTF-8 offset of a Character boundary (Swift's index also caches
 * the character's stride and flags; its offset is what `==` and `<` compare). A Character
 * is a String holding one extended grapheme cluster (grapheme.c finds the boundaries).
 * Out-of-range indices trap with swiftc's message and the standard library's location.
 * Characters compare by canonical equivalence (normalization.c), so "e" + U+0301 is the
 * Character "é" and `hasSuffix("\u{65}\u{301}")` of "caf\u{E9}" is true.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define MS_FILE_INDEX_VALIDATION "Swift/StringIndexValidation.swift"
#define MS_FILE_CHARACTER_VIEW "Swift/StringCharacterView.swift"

/* String's checks are compiled into Swift's standard library, not inlined into the
 * program, so their message is printed at -O too (unlike Array's bounds check). */
static _Noreturn void ms_index_out_of_bounds(const char *file, intptr_t line) {
  ms_program_fatal_error("String index is out of bounds", file, line);
}

/* A range of indices must lie within the String (Swift checks both ends). */
static void ms_check_index_range(MSString *s, intptr_t lo, intptr_t hi) {
  if (lo < 0 || hi > s->count || lo > hi)
    ms_program_fatal_error("String index range is out of bounds", MS_FILE_INDEX_VALIDATION, 210);
}

intptr_t ms_string_index_after(MSString *s, intptr_t i) {
  if (i < 0 || i >= s->count) ms_index_out_of_bounds(MS_FILE_INDEX_VALIDATION, 254);
  return ms_string_next_character(s, i);
}

/* The start of the Character that ends at `i` (i > 0): a walk from the start. */
static intptr_t ms_previous_boundary(MSString *s, intptr_t i) {
  intptr_t start = 0;
  for (;;) {
    intptr_t next = ms_string_next_character(s, start);
    if (next >= i) return start;
    start = next;
  }
}

intptr_t ms_string_index_before(MSString *s, intptr_t i) {
  if (i <= 0 || i > s->count) ms_index_out_of_bounds(MS_FILE_CHARACTER_VIEW, 98);
  return ms_previous_boundary(s, i);
}

intptr_t ms_string_index_offset_by(MSString *s, intptr_t i, intptr_t n) {
  if (i < 0 || i > s->count) ms_index_out_of_bounds(MS_FILE_CHARACTER_VIEW, 158);
  for (; n > 0; n--) {
    if (i >= s->count) ms_index_out_of_bounds(MS_FILE_CHARACTER_VIEW, 158);
    i = ms_string_next_character(s, i);
  }
  for (; n < 0; n++) {
    if (i <= 0) ms_index_out_of_bounds(MS_FILE_CHARACTER_VIEW, 163);
    i = ms_previous_boundary(s, i);
  }
  return i;
}

MSString *ms_string_character_at(MSString *s, intptr_t i) {
  if (i < 0 || i >= s->count) ms_index_out_of_bounds(MS_FILE_INDEX_VALIDATION, 121);
  return ms_string_substring(s, i, ms_string_next_character(s, i));
}

MSString *ms_character_from_string(MSString *s) {
  if (s->count == 0 || ms_string_next_character(s, 0) != s->count)
    ms_program_fatal_error("Can't form a Character from a String containing more than one extended grapheme cluster",
                           "Swift/Character.swift", 177);
  return (MSString *)ms_retain(&s->header);
}

/* Replaces the bytes [lo, hi) of *s by `count` bytes (copy-on-write). */
static void ms_string_replace_bytes(MSString **s, intptr_t lo, intptr_t hi, const char *bytes, intptr_t count) {
  MSString *old = *s;
  intptr_t total = old->count - (hi - lo) + count;
  MSString *r = ms_string_alloc_uninit(total, total);
  memcpy(r->bytes, old->bytes, (size_t)lo);
  memcpy(r->bytes + lo, bytes, (size_t)count);
  memcpy(r->bytes + lo + count, old->bytes + hi, (size_t)(old->count - hi));
  *s = r;
  ms_release(&old->header);
}

void ms_string_insert(MSString **s, MSString *inserted, intptr_t i) {
  if (i < 0 || i > (*s)->count) ms_index_out_of_bounds(MS_FILE_INDEX_VALIDATION, 165);
  if (inserted->count == 0) return;
  /* `inserted` may be *s itself: keep it alive across the replacement. */
  ms_retain(&inserted->header);
  ms_string_replace_bytes(s, i, i, inserted->bytes, inserted->count);
  ms_release(&inserted->header);
}

MSString *ms_string_remove_at(MSString **s, intptr_t i) {
  MSString *c = ms_string_character_at(*s, i);
  ms_string_replace_bytes(s, i, i + c->count, "", 0);
  return c;
}

void ms_string_remove_subrange(MSString **s, intptr_t lo, intptr_t hi) {
  ms_check_index_range(*s, lo, hi);
  if (lo == hi) return;
  ms_string_replace_bytes(s, lo, hi, "", 0);
}

MSString *ms_string_slice(MSString *s, intptr_t lo, intptr_t hi) {
  ms_check_index_range(s, lo, hi);
  return ms_string_substring(s, lo, hi);
}

/* Are the Characters a[alo, ahi) and b[blo, bhi) equal (canonically equivalent)? */
static bool ms_characters_equal(MSString *a, intptr_t alo, intptr_t ahi, MSString *b, intptr_t blo, intptr_t bhi) {
  if (ahi - alo == bhi - blo && memcmp(a->bytes + alo, b->bytes + blo, (size_t)(ahi - alo)) == 0) return true;
  MSString *x = ms_string_substring(a, alo, ahi);
  MSString *y = ms_string_substring(b, blo, bhi);
  bool equal = ms_string_equal(x, y);
  ms_release(&x->header);
  ms_release(&y->header);
  return equal;
}

bool ms_string_first_index_of(MSString *s, MSString *c, intptr_t *out) {
  for (intptr_t i = 0; i < s->count;) {
    intptr_t next = ms_string_next_character(s, i);
    if (ms_characters_equal(s, i, next, c, 0, c->count)) {
      *out = i;
      return true;
    }
    i = next;
  }
  return false;
}

bool ms_string_has_prefix(MSString *s, MSString *prefix) {
  intptr_t i = 0, j = 0;
  while (j < prefix->count) {
    if (i >= s->count) return false;
    intptr_t ni = ms_string_next_character(s, i), nj = ms_string_next_character(prefix, j);
    if (!ms_characters_equal(s, i, ni, prefix, j, nj)) return false;
    i = ni;
    j = nj;
  }
  return true;
}

/* The Character boundaries of s (0, ..., s->count); *n is how many. Caller frees. */
static intptr_t *ms_boundaries(MSString *s, intptr_t *n) {
  intptr_t *b = ms_checked_malloc(sizeof(intptr_t) * (size_t)(s->count + 1));
  intptr_t k = 0;
  b[k++] = 0;
  for (intptr_t i = 0; i < s->count;) b[k++] = i = ms_string_next_character(s, i);
  *n = k;
  return b;
}

bool ms_string_has_suffix(MSString *s, MSString *suffix) {
  intptr_t ns, nx;
  intptr_t *bs = ms_boundaries(s, &ns), *bx = ms_boundaries(suffix, &nx);
  bool result = nx <= ns;
  /* Character by Character from the end (Swift: reversed().starts(with: reversed())). */
  for (intptr_t k = 1; result && k < nx; k++) {
    result = ms_characters_equal(s, bs[ns - 1 - k], bs[ns - k], suffix, bx[nx - 1 - k], bx[nx - k]);
  }
  free(bs);
  free(bx);
  return result;
}

MSString *ms_string_from_characters(MSArray *a) {
  MSString *r = ms_string_empty();
  for (intptr_t i = 0; i < a->count; i++) {
    MSString *c;
    memcpy(&c, a->elements + i * a->elementSize, sizeof c);
    ms_string_append(&r, c);
  }
  return r;
}
