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
 * the scalar values of their NFC forms (normalization.c): equal bytes are equal strings;
 * otherwise the NFC forms decide (an "é" spelled U+00E9 equals one spelled "e" + U+0301).
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
  if (MS_UNLIKELY(needed < s->count)) ms_runtime_crash("Fatal error: String too large");
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
  if (a == b || (a->count == b->count && memcmp(a->bytes, b->bytes, (size_t)a->count) == 0)) return true;
  return ms_string_canonical_compare(a, b) == 0;
}

intptr_t ms_string_compare(MSString *a, MSString *b) {
  if (a == b) return 0;
  return ms_string_canonical_compare(a, b);
}

bool ms_string_is_empty(MSString *s) {
  return s->count == 0;
}

intptr_t ms_string_utf8_count(MSString *s) {
  return s->count;
}

intptr_t ms_string_utf8_byte(MSString *s, intptr_t i) {
  if (i < 0 || i >= s->count) {
    ms_fatal_error("String index is out of bounds", MS_SWIFT_FILE_STRING_UTF8_VIEW,
                   MS_SWIFT_LINE_STRING_UTF8_VIEW_SUBSCRIPT);
  }
  return (unsigned char)s->bytes[i];
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

/* ---- UTF-8 validation and repair ------------------------------------------------- */

int ms_utf8_sequence_length(const unsigned char *p, const unsigned char *end, int *bad) {
  unsigned b0 = p[0];
  if (b0 < 0x80) return 1;
  int need;
  unsigned lo = 0x80, hi = 0xBF; /* allowed range of the second byte */
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    need = 2;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    need = 3;
    if (b0 == 0xE0) lo = 0xA0;      /* no overlong forms */
    if (b0 == 0xED) hi = 0x9F;      /* no surrogates */
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    need = 4;
    if (b0 == 0xF0) lo = 0x90;      /* no overlong forms */
    if (b0 == 0xF4) hi = 0x8F;      /* nothing above U+10FFFF */
  } else {
    *bad = 1;
    return 0;
  }
  int i = 1;
  for (; i < need && p + i < end; i++) {
    unsigned b = p[i];
    if (i == 1 ? (b < lo || b > hi) : (b < 0x80 || b > 0xBF)) break;
  }
  if (i == need) return need;
  *bad = i; /* the lead byte plus the continuation bytes that fit: one U+FFFD */
  return 0;
}

MSString *ms_string_from_utf8_repairing(const char *bytes, intptr_t count) {
  const unsigned char *p = (const unsigned char *)bytes, *end = p + count;
  /* Fast path: already well-formed. */
  intptr_t extra = 0;
  for (const unsigned char *q = p; q < end;) {
    int bad = 0;
    int n = ms_utf8_sequence_length(q, end, &bad);
    if (n > 0) {
      q += n;
    } else {
      extra += 3 - bad; /* U+FFFD is 3 bytes */
      q += bad;
    }
  }
  if (extra == 0) return ms_string_from_utf8(bytes, count);
  MSString *s = ms_string_alloc_uninit(count + extra, count + extra);
  char *out = s->bytes;
  while (p < end) {
    int bad = 0;
    int n = ms_utf8_sequence_length(p, end, &bad);
    if (n > 0) {
      memcpy(out, p, (size_t)n);
      out += n;
      p += n;
    } else {
      memcpy(out, "\xEF\xBF\xBD", 3);
      out += 3;
      p += bad;
    }
  }
  return s;
}

/* ---- Double(String) -------------------------------------------------------------- */


bool ms_string_to_double(MSString *s, double *out) {
  /* Swift's Double(_: String) hands the text as a C string (so it ends at the first NUL)
   * to strtod_l in the C locale and accepts it only if strtod consumed all of it. Before
   * that it maps "snan" (any case, optional sign, which is ignored) to a signalling NaN.
   * Leading whitespace, which strtod would skip, is rejected. glibc's strtod provides the
   * rest exactly as Swift on Linux gets it: decimal and hexadecimal forms, "inf",
   * "infinity", "nan", "nan(payload)", correct rounding, overflow to inf, underflow to 0. */
  const char *text = s->bytes;
  size_t length = strlen(text);
  const char *t = text;
  if (*t == '+' || *t == '-') t++;
  if ((t[0] | 0x20) == 's' && (t[1] | 0x20) == 'n' && (t[2] | 0x20) == 'a' &&
      (t[3] | 0x20) == 'n' && t[4] == '\0') {
    uint64_t bits = 0x7ff4000000000000ull;
    memcpy(out, &bits, sizeof bits);
    return true;
  }
  if (length == 0) return false;
  char c0 = text[0];
  if (c0 == ' ' || c0 == '\t' || c0 == '\n' || c0 == '\v' || c0 == '\f' || c0 == '\r') return false;
  char *end = NULL;
  double d = strtod(text, &end);
  if (end != text + length) return false;
  *out = d;
  return true;
}

/* ---- debugDescription -------------------------------------------------------------- */

/* Appends "\u{XXXX}" (4 hex digits, or 8 above U+FFFF), Swift's escaped(asASCII: true). */
static char *ms_write_unicode_escape(char *o, uint32_t c) {
  static const char hex[] = "0123456789ABCDEF";
  int digits = c <= 0xFFFF ? 4 : 8;
  memcpy(o, "\\u{", 3);
  o += 3;
  for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4) *o++ = hex[(c >> shift) & 15];
  *o++ = '}';
  return o;
}

static bool ms_attaches_to_previous(int gcb) {
  return gcb == MS_GCB_EXTEND || gcb == MS_GCB_ZWJ || gcb == MS_GCB_SPACING_MARK ||
         gcb == MS_GCB_INCB_LINKER || gcb == MS_GCB_INCB_EXTEND;
}

MSString *ms_string_debug_description(MSString *s) {
  /* Swift's String.debugDescription: '"' + each scalar escaped + '"'. Escaping:
   *   \0 \t \n \r \" \' \\ for those; \u{XX} for the other ASCII controls and DEL;
   *   other scalars as they are, except where they would visually merge with the
   *   escaping text: a scalar that would join the preceding ASCII character (Extend, ZWJ,
   *   SpacingMark) right after the opening quote or after an escape is written as
   *   \u{XXXX}, and so are the Prepend scalars at the very end (they would join the
   *   closing quote). Verified against Swift 6.3.1 in the tests. */
  const uint8_t *base = (const uint8_t *)s->bytes, *end = base + s->count;
  /* Where the trailing run of Prepend scalars starts (end if none). */
  const uint8_t *trailingPrepend = end;
  for (const uint8_t *p = base; p < end;) {
    const uint8_t *at = p;
    int gcb = ms_grapheme_break_property(ms_decode_utf8(&p, end));
    if (gcb == MS_GCB_PREPEND) {
      if (trailingPrepend == end) trailingPrepend = at;
    } else {
      trailingPrepend = end;
    }
  }
  /* Worst case 6 output bytes per input byte ("\u{01}" for one byte), plus quotes. */
  MSString *r = ms_string_alloc_uninit(0, 6 * s->count + 2);
  char *o = r->bytes;
  *o++ = '"';
  bool afterEscape = true; /* the opening quote counts as escaping text */
  for (const uint8_t *p = base; p < end;) {
    const uint8_t *at = p;
    uint32_t c = ms_decode_utf8(&p, end);
    if (c < 0x80) {
      const char *esc = NULL;
      switch (c) {
        case 0: esc = "\\0"; break;
        case '\t': esc = "\\t"; break;
        case '\n': esc = "\\n"; break;
        case '\r': esc = "\\r"; break;
        case '"': esc = "\\\""; break;
        case '\'': esc = "\\'"; break;
        case '\\': esc = "\\\\"; break;
        default: break;
      }
      if (esc != NULL) {
        o[0] = esc[0];
        o[1] = esc[1];
        o += 2;
        afterEscape = true;
      } else if (c < 0x20 || c == 0x7F) {
        static const char hex[] = "0123456789ABCDEF";
        memcpy(o, "\\u{", 3);
        o[3] = hex[c >> 4];
        o[4] = hex[c & 15];
        o[5] = '}';
        o += 6;
        afterEscape = true;
      } else {
        *o++ = (char)c;
        afterEscape = false;
      }
      continue;
    }
    bool escape = at >= trailingPrepend ||
                  (afterEscape && ms_attaches_to_previous(ms_grapheme_break_property(c)));
    if (escape) {
      o = ms_write_unicode_escape(o, c);
      afterEscape = true;
    } else {
      memcpy(o, at, (size_t)(p - at));
      o += p - at;
      afterEscape = false;
    }
  }
  *o++ = '"';
  r->count = o - r->bytes;
  r->bytes[r->count] = '\0';
  if (r->capacity - r->count > 64) {
    r = ms_checked_realloc(r, sizeof(MSString) + (size_t)r->count + 1);
    r->capacity = r->count;
  }
  return r;
}

/* ---- Pieces, repetition, interpolation helpers ----------------------------------- */

MSString *ms_string_substring(MSString *s, intptr_t start, intptr_t end) {
  if (start < 0) start = 0;
  if (end > s->count) end = s->count;
  if (end <= start) return ms_string_empty();
  if (start == 0 && end == s->count) return (MSString *)ms_retain(&s->header);
  return ms_string_from_utf8(s->bytes + start, end - start);
}

MSString *ms_string_repeating(MSString *s, intptr_t count) {
  if (count < 0)
    ms_fatal_error_at("Negative count not allowed", NULL, 0, MS_SWIFT_FILE_STRING_LEGACY,
                      MS_SWIFT_LINE_STRING_REPEATING_NEGATIVE);
  if (count == 0 || s->count == 0) return ms_string_empty();
  if (count == 1) return (MSString *)ms_retain(&s->header);
  intptr_t total;
  if (__builtin_mul_overflow(s->count, count, &total)) ms_runtime_crash("Fatal error: String too large");
  MSString *r = ms_string_alloc_uninit(total, total);
  for (intptr_t i = 0; i < count; i++) memcpy(r->bytes + i * s->count, s->bytes, (size_t)s->count);
  return r;
}

void ms_string_append_int(MSString **a, int64_t value) {
  char buffer[MS_INT_BUFFER_SIZE];
  ms_string_append_utf8(a, buffer, ms_format_int(value, buffer));
}

void ms_string_append_double(MSString **a, double value) {
  char buffer[MS_DOUBLE_BUFFER_SIZE];
  ms_string_append_utf8(a, buffer, ms_format_double_impl(value, buffer, true));
}

void ms_string_append_bool(MSString **a, bool value) {
  if (value) {
    ms_string_append_utf8(a, "true", 4);
  } else {
    ms_string_append_utf8(a, "false", 5);
  }
}
