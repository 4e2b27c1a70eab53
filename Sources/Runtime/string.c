/*
 * string.c — String values: creation, concatenation, appending, comparison, Int(String).
 *
 * Swift's String (stdlib/public/core/String*.swift) is a 16-byte struct that stores up to
 * 15 UTF-8 bytes inline ("small strings") and otherwise points to a tail-allocated,
 * reference-counted native storage object; literals point into the binary's read-only
 * data. miniswiftc keeps the representation simple: a String is always one pointer to an
 * MSString (header, count, capacity, NUL-terminated UTF-8 bytes). Literals are immortal
 * constant MSStrings emitted by IRGen; runtime-created strings are malloc'ed with refCount
 * 1. As in Swift, `+=` mutates the buffer in place when it is uniquely referenced and
 * otherwise copies (copy-on-write), growing the capacity geometrically.
 *
 * Comparison: Swift compares Strings by Unicode canonical equivalence and orders them by
 * the scalar values of their NFC forms. We compare raw UTF-8 bytes, which equals scalar
 * order for the same normalisation form; canonical equivalence is NOT modelled (an "é"
 * spelled U+00E9 and one spelled "e" + U+0301 compare unequal here).
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

const MSMetadata ms_string_metadata = {
  .superclass = NULL,
  .name = "Swift.String",
  .destroy = NULL, /* nothing to release: the bytes live in the object */
  .instanceSize = (intptr_t)sizeof(MSString),
};

/* Immortal constant strings, same layout as MSString (which has a flexible array). */
#define MS_CONST_STRING(name, literal)                                              \
  static const struct {                                                             \
    MSHeapObject header;                                                            \
    intptr_t count;                                                                 \
    intptr_t capacity;                                                              \
    char bytes[sizeof(literal)];                                                    \
  } name = {{&ms_string_metadata, -1}, sizeof(literal) - 1, sizeof(literal) - 1, literal}

MS_CONST_STRING(ms_empty_string_storage, "");

MSString *ms_string_empty(void) {
  return (MSString *)&ms_empty_string_storage;
}

MSString *ms_string_alloc_uninit(intptr_t count, intptr_t capacity) {
  if (capacity < count) capacity = count;
  MSString *s = ms_checked_malloc(sizeof(MSString) + (size_t)capacity + 1);
  s->header.metadata = &ms_string_metadata;
  s->header.refCount = 1;
  s->count = count;
  s->capacity = capacity;
  s->bytes[count] = '\0';
  return s;
}

MSString *ms_string_from_utf8(const char *bytes, intptr_t count) {
  if (count <= 0) return ms_string_empty();
  MSString *s = ms_string_alloc_uninit(count, count);
  memcpy(s->bytes, bytes, (size_t)count);
  return s;
}

MSString *ms_string_from_cstring(const char *cstr) {
  return ms_string_from_utf8(cstr, (intptr_t)strlen(cstr));
}

MSString *ms_string_concat(MSString *a, MSString *b) {
  if (b->count == 0) return (MSString *)ms_retain(&a->header);
  if (a->count == 0) return (MSString *)ms_retain(&b->header);
  intptr_t count = a->count + b->count;
  MSString *s = ms_string_alloc_uninit(count, count);
  memcpy(s->bytes, a->bytes, (size_t)a->count);
  memcpy(s->bytes + a->count, b->bytes, (size_t)b->count);
  return s;
}

/* Geometric growth: at least double the old capacity, so n appends cost O(n) copies. */
static intptr_t ms_grown_capacity(intptr_t needed, intptr_t oldCapacity) {
  intptr_t doubled = oldCapacity > INTPTR_MAX / 2 ? INTPTR_MAX : oldCapacity * 2;
  intptr_t cap = needed > doubled ? needed : doubled;
  return cap < 15 ? 15 : cap;
}

/* Makes room for `extra` more bytes at the end of *a, which afterwards is uniquely
 * referenced and mutable. Returns the (possibly moved) string. */
static MSString *ms_string_reserve_for_append(MSString **a, intptr_t extra) {
  MSString *s = *a;
  intptr_t needed = s->count + extra;
  if (MS_UNLIKELY(needed < s->count)) ms_fatal_error("String too large", "<runtime>", 0);
  if (s->header.refCount == 1) {
    if (needed > s->capacity) {
      intptr_t cap = ms_grown_capacity(needed, s->capacity);
      s = ms_checked_realloc(s, sizeof(MSString) + (size_t)cap + 1);
      s->capacity = cap;
      *a = s;
    }
    return s;
  }
  /* Shared or immortal: copy into a new buffer, then drop our reference to the old one. */
  MSString *copy = ms_string_alloc_uninit(s->count, ms_grown_capacity(needed, s->capacity));
  memcpy(copy->bytes, s->bytes, (size_t)s->count);
  *a = copy;
  ms_release(&s->header);
  return copy;
}

void ms_string_append_utf8(MSString **a, const char *bytes, intptr_t count) {
  if (count <= 0) return;
  MSString *old = *a;
  /* The bytes may lie inside *a (`s += s`). If *a is unique it is grown with realloc,
   * which keeps the contents (at a possibly new address); otherwise it is copied and the
   * old string, which someone else still owns (or which is immortal), stays valid. */
  uintptr_t from = (uintptr_t)bytes, base = (uintptr_t)old->bytes;
  bool inside = from >= base && from <= base + (uintptr_t)old->count;
  bool unique = old->header.refCount == 1;
  MSString *s = ms_string_reserve_for_append(a, count);
  const char *src = inside && unique ? s->bytes + (from - base) : bytes;
  memmove(s->bytes + s->count, src, (size_t)count);
  s->count += count;
  s->bytes[s->count] = '\0';
}

void ms_string_append(MSString **a, MSString *b) {
  /* `s += s` is handled by append_utf8 (b's bytes then lie inside *a). */
  ms_string_append_utf8(a, b->bytes, b->count);
}

bool ms_string_equal(MSString *a, MSString *b) {
  return a == b || (a->count == b->count && memcmp(a->bytes, b->bytes, (size_t)a->count) == 0);
}

intptr_t ms_string_compare(MSString *a, MSString *b) {
  if (a == b) return 0;
  intptr_t n = a->count < b->count ? a->count : b->count;
  int c = memcmp(a->bytes, b->bytes, (size_t)n);
  if (c != 0) return c < 0 ? -1 : 1;
  return a->count < b->count ? -1 : (a->count > b->count ? 1 : 0);
}

bool ms_string_is_empty(MSString *s) {
  return s->count == 0;
}

intptr_t ms_string_utf8_count(MSString *s) {
  return s->count;
}

bool ms_string_to_int(MSString *s, int64_t *out) {
  /* Swift's FixedWidthInteger.init?(_ text:, radix: 10): an optional sign, then at least
   * one digit; every character must be a digit of the radix; overflow gives nil. */
  const unsigned char *p = (const unsigned char *)s->bytes;
  const unsigned char *end = p + s->count;
  bool negative = false;
  if (p < end && (*p == '+' || *p == '-')) {
    negative = *p == '-';
    p++;
  }
  if (p == end) return false;
  /* Accumulate negatively so Int.min fits. */
  int64_t value = 0;
  for (; p < end; p++) {
    unsigned digit = (unsigned)*p - '0';
    if (digit > 9) return false;
    if (__builtin_mul_overflow(value, 10, &value)) return false;
    if (__builtin_sub_overflow(value, (int64_t)digit, &value)) return false;
  }
  if (!negative) {
    if (value == INT64_MIN) return false;
    value = -value;
  }
  *out = value;
  return true;
}
