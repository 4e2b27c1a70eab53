/*
 * description.c — `description` of Int, Bool and (the String wrappers of) Double.
 *
 * Swift's Int.description (stdlib/public/core/IntegerTypes.swift -> _int64ToString)
 * writes plain decimal with a leading '-' for negatives ("-9223372036854775808");
 * Bool.description is "true" / "false". The Double digits live in double_description.c.
 */
#include <string.h>

#include "internal.h"

/* "00" "01" ... "99": two digits at a time (shared with double_description.c). */
const char ms_digit_pairs[201] =
    "00010203040506070809" "10111213141516171819" "20212223242526272829"
    "30313233343536373839" "40414243444546474849" "50515253545556575859"
    "60616263646566676869" "70717273747576777879" "80818283848586878889"
    "90919293949596979899";

intptr_t ms_format_int(int64_t value, char *buffer) {
  char tmp[MS_INT_BUFFER_SIZE];
  char *end = tmp + sizeof tmp;
  char *p = end;
  /* Work on the magnitude as unsigned so Int.min needs no special case. */
  uint64_t u = value < 0 ? 0 - (uint64_t)value : (uint64_t)value;
  while (u >= 100) {
    uint32_t pair = (uint32_t)(u % 100);
    u /= 100;
    p -= 2;
    memcpy(p, ms_digit_pairs + 2 * pair, 2);
  }
  if (u >= 10) {
    p -= 2;
    memcpy(p, ms_digit_pairs + 2 * u, 2);
  } else {
    *--p = (char)('0' + u);
  }
  if (value < 0) *--p = '-';
  intptr_t length = end - p;
  memcpy(buffer, p, (size_t)length);
  return length;
}

MSString *ms_string_from_int(int64_t value) {
  char buffer[MS_INT_BUFFER_SIZE];
  intptr_t length = ms_format_int(value, buffer);
  return ms_string_from_utf8(buffer, length);
}

MSString *ms_string_from_uint(uint64_t value) {
  char buffer[MS_INT_BUFFER_SIZE];
  if (value <= INT64_MAX) return ms_string_from_utf8(buffer, ms_format_int((int64_t)value, buffer));
  /* Above Int.max: the digits of value / 10 (which fits), then the last one. */
  intptr_t length = ms_format_int((int64_t)(value / 10), buffer);
  buffer[length++] = (char)('0' + value % 10);
  return ms_string_from_utf8(buffer, length);
}

/* Immortal constants (same layout as MSString). */
static const struct {
  MSHeapObject header;
  intptr_t count;
  intptr_t capacity;
  char bytes[6];
} ms_true_string = {{&ms_string_metadata, -1}, 4, 4, "true"},
  ms_false_string = {{&ms_string_metadata, -1}, 5, 5, "false"};

MSString *ms_string_from_bool(bool value) {
  return value ? (MSString *)&ms_true_string : (MSString *)&ms_false_string;
}

MSString *ms_string_from_double(double value) {
  char buffer[MS_DOUBLE_BUFFER_SIZE];
  intptr_t length = ms_format_double_impl(value, buffer, true);
  return ms_string_from_utf8(buffer, length);
}

MSString *ms_string_from_double_description(double value) {
  char buffer[MS_DOUBLE_BUFFER_SIZE];
  intptr_t length = ms_format_double_impl(value, buffer, false);
  return ms_string_from_utf8(buffer, length);
}
