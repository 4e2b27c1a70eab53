/*
 * normalization.c — String comparison by Unicode canonical equivalence, as Swift does:
 * two Strings are equal when their NFC forms are the same scalars, and ordered by the
 * scalars of their NFC forms (stdlib/public/core/StringComparison.swift). So "caf\u{E9}"
 * equals "cafe\u{301}", and "\u{E9}" sorts after "f".
 *
 * NFC (UAX #15): decompose every scalar canonically (recursively; Hangul syllables
 * arithmetically), sort each run of combining marks by canonical combining class (stable),
 * then recompose each starter with the following marks it is not blocked from. The data
 * is normalization_table.h, generated from Python's unicodedata by normalization_table.py.
 *
 * Fast path: a string whose scalars are all below U+0300 (no UTF-8 byte >= 0xCC) is already
 * in NFC (no combining marks, no decomposable scalar that NFC would not recompose), so two
 * such strings compare by their bytes, which is their scalar order.
 */
#include <stdlib.h>
#include <string.h>

#include "MiniSwiftCollections.h"
#include "internal.h"
#include "normalization_table.h"

enum {
  MS_SBASE = 0xAC00, MS_LBASE = 0x1100, MS_VBASE = 0x1161, MS_TBASE = 0x11A7,
  MS_LCOUNT = 19, MS_VCOUNT = 21, MS_TCOUNT = 28, MS_NCOUNT = MS_VCOUNT * MS_TCOUNT,
  MS_SCOUNT = MS_LCOUNT * MS_NCOUNT,
};

#define MS_COUNT_OF(t) (sizeof(t) / sizeof((t)[0]))

static int ms_ccc(uint32_t c) {
  if (c < 0x300) return 0;
  size_t lo = 0, hi = MS_COUNT_OF(ms_ccc_table);
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (c < ms_ccc_table[mid][0]) hi = mid;
    else if (c > ms_ccc_table[mid][1]) lo = mid + 1;
    else return (int)ms_ccc_table[mid][2];
  }
  return 0;
}

static const uint32_t *ms_decomposition(uint32_t c) {
  size_t lo = 0, hi = MS_COUNT_OF(ms_decomposition_table);
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (c < ms_decomposition_table[mid][0]) hi = mid;
    else if (c > ms_decomposition_table[mid][0]) lo = mid + 1;
    else return ms_decomposition_table[mid];
  }
  return NULL;
}

/* The primary composite of a pair, or 0. */
static uint32_t ms_compose(uint32_t a, uint32_t b) {
  if (a >= MS_LBASE && a < MS_LBASE + MS_LCOUNT && b >= MS_VBASE && b < MS_VBASE + MS_VCOUNT)
    return MS_SBASE + ((a - MS_LBASE) * MS_VCOUNT + (b - MS_VBASE)) * MS_TCOUNT;
  if (a >= MS_SBASE && a < MS_SBASE + MS_SCOUNT && (a - MS_SBASE) % MS_TCOUNT == 0 && b > MS_TBASE &&
      b < MS_TBASE + MS_TCOUNT)
    return a + (b - MS_TBASE);
  size_t lo = 0, hi = MS_COUNT_OF(ms_composition_table);
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    const uint32_t *e = ms_composition_table[mid];
    if (a < e[0] || (a == e[0] && b < e[1])) hi = mid;
    else if (a > e[0] || b > e[1]) lo = mid + 1;
    else return e[2];
  }
  return 0;
}

/* A growable array of scalars. */
typedef struct {
  uint32_t *items;
  size_t count, capacity;
} MSScalars;

static void ms_scalars_push(MSScalars *s, uint32_t c) {
  if (s->count == s->capacity) {
    s->capacity = s->capacity ? s->capacity * 2 : 32;
    s->items = realloc(s->items, s->capacity * sizeof(uint32_t));
    if (!s->items) ms_runtime_crash("fatal error: out of memory");
  }
  s->items[s->count++] = c;
}

static void ms_decompose_into(MSScalars *out, uint32_t c) {
  if (c >= MS_SBASE && c < MS_SBASE + MS_SCOUNT) {
    uint32_t i = c - MS_SBASE;
    ms_scalars_push(out, MS_LBASE + i / MS_NCOUNT);
    ms_scalars_push(out, MS_VBASE + (i % MS_NCOUNT) / MS_TCOUNT);
    if (i % MS_TCOUNT != 0) ms_scalars_push(out, MS_TBASE + i % MS_TCOUNT);
    return;
  }
  const uint32_t *d = c >= 0xC0 ? ms_decomposition(c) : NULL;
  if (!d) {
    ms_scalars_push(out, c);
    return;
  }
  ms_decompose_into(out, d[1]);
  if (d[2]) ms_decompose_into(out, d[2]);
}

/* The NFC form of UTF-8 bytes, as scalars. */
static MSScalars ms_nfc(const char *bytes, intptr_t count) {
  MSScalars s = {NULL, 0, 0};
  const uint8_t *p = (const uint8_t *)bytes, *end = p + count;
  while (p < end) ms_decompose_into(&s, ms_decode_utf8(&p, end));
  /* Canonical ordering: a stable insertion sort of each run of nonzero classes. */
  for (size_t i = 1; i < s.count; i++) {
    uint32_t c = s.items[i];
    int k = ms_ccc(c);
    if (k == 0) continue;
    size_t j = i;
    while (j > 0 && ms_ccc(s.items[j - 1]) > k) {
      s.items[j] = s.items[j - 1];
      j--;
    }
    s.items[j] = c;
  }
  /* Canonical composition. */
  if (s.count == 0) return s;
  size_t starter = 0, out = 1;
  int last = ms_ccc(s.items[0]) == 0 ? 0 : 256;
  for (size_t i = 1; i < s.count; i++) {
    uint32_t c = s.items[i];
    int k = ms_ccc(c);
    uint32_t composite = last != 256 ? ms_compose(s.items[starter], c) : 0;
    if (composite && (last < k || last == 0)) {
      s.items[starter] = composite;
      continue;
    }
    if (k == 0) starter = out;
    last = k;
    s.items[out++] = c;
  }
  s.count = out;
  return s;
}

static bool ms_needs_normalizing(const MSString *s) {
  for (intptr_t i = 0; i < s->count; i++)
    if ((uint8_t)s->bytes[i] >= 0xCC) return true;
  return false;
}

intptr_t ms_string_canonical_compare(MSString *a, MSString *b) {
  if (!ms_needs_normalizing(a) && !ms_needs_normalizing(b)) {
    intptr_t n = a->count < b->count ? a->count : b->count;
    int c = memcmp(a->bytes, b->bytes, (size_t)n);
    if (c != 0) return c < 0 ? -1 : 1;
    return a->count < b->count ? -1 : (a->count > b->count ? 1 : 0);
  }
  MSScalars x = ms_nfc(a->bytes, a->count), y = ms_nfc(b->bytes, b->count);
  intptr_t result = 0;
  size_t n = x.count < y.count ? x.count : y.count;
  for (size_t i = 0; i < n && result == 0; i++)
    if (x.items[i] != y.items[i]) result = x.items[i] < y.items[i] ? -1 : 1;
  if (result == 0) result = x.count < y.count ? -1 : (x.count > y.count ? 1 : 0);
  free(x.items);
  free(y.items);
  return result;
}

/* Hashable for String (dictionary.c's keys): FNV-1a over the scalars of the NFC form, so
 * canonically equivalent strings (which compare equal above) hash equally. Strings the
 * fast path above compares byte for byte are hashed from their bytes' scalars directly. */
uint64_t ms_hash_string(MSString *s) {
  uint64_t h = 0xcbf29ce484222325ULL;
  if (!ms_needs_normalizing(s)) {
    const uint8_t *p = (const uint8_t *)s->bytes, *end = p + s->count;
    while (p < end) h = (h ^ ms_decode_utf8(&p, end)) * 0x100000001b3ULL;
    return h;
  }
  MSScalars x = ms_nfc(s->bytes, s->count);
  for (size_t i = 0; i < x.count; i++) h = (h ^ x.items[i]) * 0x100000001b3ULL;
  free(x.items);
  return h;
}
