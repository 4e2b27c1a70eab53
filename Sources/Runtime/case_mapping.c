/*
 * case_mapping.c — `String.uppercased()` and `String.lowercased()`.
 *
 * Swift maps every scalar with its Unicode full case mapping
 * (`properties.uppercaseMapping`, `lowercaseMapping`), some of which change the length
 * ("ß" -> "SS", "ŉ" -> "ʼN"); the mappings are swiftc's own, in
 * unicode_properties_table.h (ms_unicode_case_mapping). ASCII letters are mapped here
 * directly. The result is measured first, then written.
 */
#include <string.h>

#include "internal.h"

static MSString *map_case(MSString *s, bool upper) {
  const uint8_t *begin = (const uint8_t *)s->bytes;
  const uint8_t *end = begin + s->count;
  intptr_t length = 0;
  for (const uint8_t *p = begin; p < end;) {
    if (*p < 0x80) {
      length++;
      p++;
      continue;
    }
    const uint8_t *start = p;
    const char *mapped = ms_unicode_case_mapping(ms_decode_utf8(&p, end), upper);
    length += mapped ? (intptr_t)strlen(mapped) : p - start;
  }
  MSString *result = ms_string_alloc_uninit(length, length);
  char *out = result->bytes;
  for (const uint8_t *p = begin; p < end;) {
    uint8_t b = *p;
    if (b < 0x80) {
      if (upper && b >= 'a' && b <= 'z') b -= 0x20;
      if (!upper && b >= 'A' && b <= 'Z') b += 0x20;
      *out++ = (char)b;
      p++;
      continue;
    }
    const uint8_t *start = p;
    const char *mapped = ms_unicode_case_mapping(ms_decode_utf8(&p, end), upper);
    size_t n = mapped ? strlen(mapped) : (size_t)(p - start);
    memcpy(out, mapped ? (const uint8_t *)mapped : start, n);
    out += n;
  }
  return result;
}

MSString *ms_string_uppercased(MSString *s) { return map_case(s, true); }

MSString *ms_string_lowercased(MSString *s) { return map_case(s, false); }
