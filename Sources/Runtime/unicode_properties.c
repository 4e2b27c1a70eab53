/*
 * unicode_properties.c — the Unicode properties of a scalar, for the library's
 * `Unicode.Scalar.Properties` and Character's `isLetter`, `isNumber`, ...
 * (stdlib/UnicodeScalarProperties.swift, stdlib/CharacterProperties.swift), its case
 * mappings (case_mapping.c), and the string of one scalar (`Unicode.Scalar`'s
 * description).
 *
 * The tables are swiftc's own answers (Tools/unicode-properties-table.swift writes
 * unicode_properties_table.h), so the Unicode version is the one of the Swift that
 * miniswiftc is compared with. The bits of a scalar's properties:
 *   0-4   the general category, in the order of Swift's `Unicode.GeneralCategory`
 *         (0 uppercaseLetter ... 29 unassigned)
 *   5     isAlphabetic       6  isWhitespace     7  isUppercase
 *   8     isLowercase        9  isCased          10 isMath
 *   11-12 numericType: 0 none, 1 decimal, 2 digit, 3 numeric
 *   13    its numeric value is a whole number (ms_unicode_whole_number has it)
 */
#include "internal.h"
#include "unicode_properties_table.h"

#define MS_COUNT(table) ((intptr_t)(sizeof(table) / sizeof((table)[0])))

int64_t ms_unicode_properties(int64_t scalar) {
  /* The last run whose first scalar is at most `scalar`. */
  intptr_t low = 0, high = MS_COUNT(ms_unicode_property_runs) - 1;
  if (scalar < 0 || scalar > 0x10FFFF) return 29;
  while (low < high) {
    intptr_t mid = (low + high + 1) / 2;
    if (ms_unicode_property_runs[mid].first <= (uint32_t)scalar) low = mid;
    else high = mid - 1;
  }
  return ms_unicode_property_runs[low].properties;
}

int64_t ms_unicode_whole_number(int64_t scalar) {
  intptr_t low = 0, high = MS_COUNT(ms_unicode_whole_number_runs) - 1;
  while (low <= high) {
    intptr_t mid = (low + high) / 2;
    if (ms_unicode_whole_number_runs[mid].last < (uint32_t)scalar) low = mid + 1;
    else if (ms_unicode_whole_number_runs[mid].first > (uint32_t)scalar) high = mid - 1;
    else return ms_unicode_whole_number_runs[mid].value + (scalar - ms_unicode_whole_number_runs[mid].first);
  }
  return 0;
}

MSString *ms_string_from_scalar(int64_t scalar) {
  uint32_t c = (uint32_t)scalar;
  intptr_t n = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  MSString *s = ms_string_alloc_uninit(n, n);
  uint8_t *out = (uint8_t *)s->bytes;
  switch (n) {
  case 1:
    out[0] = (uint8_t)c;
    break;
  case 2:
    out[0] = (uint8_t)(0xC0 | (c >> 6));
    out[1] = (uint8_t)(0x80 | (c & 0x3F));
    break;
  case 3:
    out[0] = (uint8_t)(0xE0 | (c >> 12));
    out[1] = (uint8_t)(0x80 | ((c >> 6) & 0x3F));
    out[2] = (uint8_t)(0x80 | (c & 0x3F));
    break;
  default:
    out[0] = (uint8_t)(0xF0 | (c >> 18));
    out[1] = (uint8_t)(0x80 | ((c >> 12) & 0x3F));
    out[2] = (uint8_t)(0x80 | ((c >> 6) & 0x3F));
    out[3] = (uint8_t)(0x80 | (c & 0x3F));
    break;
  }
  return s;
}

const char *ms_unicode_case_mapping(uint32_t scalar, bool upper) {
  intptr_t low = 0;
  intptr_t high = (upper ? MS_COUNT(ms_uppercase_mappings) : MS_COUNT(ms_lowercase_mappings)) - 1;
  while (low <= high) {
    intptr_t mid = (low + high) / 2;
    uint32_t found = upper ? ms_uppercase_mappings[mid].scalar : ms_lowercase_mappings[mid].scalar;
    if (found < scalar) low = mid + 1;
    else if (found > scalar) high = mid - 1;
    else return upper ? ms_uppercase_mappings[mid].utf8 : ms_lowercase_mappings[mid].utf8;
  }
  return NULL;
}

bool ms_string_changes_when_case_mapped(MSString *s, bool upper) {
  const uint8_t *p = (const uint8_t *)s->bytes;
  const uint8_t *end = p + s->count;
  while (p < end) {
    if (ms_unicode_case_mapping(ms_decode_utf8(&p, end), upper)) return true;
  }
  return false;
}
