/*
 * case_mapping.c — `String.uppercased()` and `String.lowercased()`.
 *
 * Swift maps every scalar with the Unicode default case mappings (including the ones
 * that change length, e.g. "ß" -> "SS"). This runtime covers the Latin-1 range
 * U+0000-U+00FF: ASCII letters, the accented Latin-1 letters ("é" <-> "É"), and the
 * three Latin-1 letters whose capital lies outside it ("ß" -> "SS", "µ" -> "Μ" U+039C,
 * "ÿ" -> "Ÿ" U+0178). Scalars above U+00FF are copied unchanged (Swift would map Greek,
 * Cyrillic, ... as well). Every mapping here keeps the UTF-8 length, so the result has
 * as many bytes as the input.
 */
#include <string.h>

#include "internal.h"

/* Writes the UTF-8 of a scalar below U+0800; returns its length. */
static intptr_t put_scalar(char *out, uint32_t c) {
  if (c < 0x80) {
    out[0] = (char)c;
    return 1;
  }
  out[0] = (char)(0xC0 | (c >> 6));
  out[1] = (char)(0x80 | (c & 0x3F));
  return 2;
}

static MSString *map_case(MSString *s, bool upper) {
  MSString *result = ms_string_alloc_uninit(s->count, s->count);
  const uint8_t *p = (const uint8_t *)s->bytes;
  const uint8_t *end = p + s->count;
  char *out = result->bytes;
  while (p < end) {
    uint8_t b = *p;
    if (b < 0x80) {
      if (upper && b >= 'a' && b <= 'z') b -= 0x20;
      if (!upper && b >= 'A' && b <= 'Z') b += 0x20;
      *out++ = (char)b;
      p++;
      continue;
    }
    const uint8_t *start = p;
    uint32_t c = ms_decode_utf8(&p, end);
    if (c > 0xFF || p - start != 2) {
      /* Outside Latin-1 (or ill-formed): copied as is. */
      memcpy(out, start, (size_t)(p - start));
      out += p - start;
      continue;
    }
    if (upper) {
      if (c == 0xDF) {
        out[0] = 'S';
        out[1] = 'S';
        out += 2;
        continue;
      }
      if (c == 0xB5) c = 0x39C;
      else if (c == 0xFF) c = 0x178;
      else if (c >= 0xE0 && c <= 0xFE && c != 0xF7) c -= 0x20;
    } else if (c >= 0xC0 && c <= 0xDE && c != 0xD7) {
      c += 0x20;
    }
    out += put_scalar(out, c);
  }
  return result;
}

MSString *ms_string_uppercased(MSString *s) { return map_case(s, true); }

MSString *ms_string_lowercased(MSString *s) { return map_case(s, false); }
