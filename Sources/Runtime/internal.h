/*
 * internal.h — helpers shared by the runtime's C files; not part of the ABI.
 */
#ifndef MINISWIFT_RUNTIME_INTERNAL_H
#define MINISWIFT_RUNTIME_INTERNAL_H

#include "MiniSwiftRuntime.h"

#define MS_LIKELY(x) __builtin_expect(!!(x), 1)
#define MS_UNLIKELY(x) __builtin_expect(!!(x), 0)

/* The count given to an object whose destruction has begun: retains and releases during
 * its deinit move it around this value but never back to zero. */
#define MS_DEINITING_REFCOUNT (INTPTR_MAX / 2)

/* "00" "01" ... "99" (description.c). */
extern const char ms_digit_pairs[201];

/* malloc that traps (like Swift) when memory is exhausted. */
void *ms_checked_malloc(size_t size);
void *ms_checked_realloc(void *p, size_t size);

/* A failure inside the runtime itself (out of memory, size overflow): writes `message`
 * and a newline to stderr and traps. Swift's runtime reports allocation failure as
 * "Could not allocate memory." (and aborts); sizes this large cannot occur in practice. */
_Noreturn void ms_runtime_crash(const char *message);

/* Reports a fatal error at a standard-library location when file is NULL. */
_Noreturn void ms_fatal_error_at(const char *message, const char *file, intptr_t line,
                                 const char *defaultFile, intptr_t defaultLine);

/* Writes the text Swift shows for a Double (detailedNaN: print form, else description); see
 * double_description.c. buffer must hold MS_DOUBLE_BUFFER_SIZE bytes. */
intptr_t ms_format_double_impl(double value, char *buffer, bool detailedNaN);

/* A new string with `count` bytes of room, count set, contents uninitialised but
 * NUL-terminated at count. */
MSString *ms_string_alloc_uninit(intptr_t count, intptr_t capacity);

/* Decodes one scalar at p (< end). Invalid or truncated sequences yield U+FFFD for one
 * byte. */
static inline uint32_t ms_decode_utf8(const uint8_t **pp, const uint8_t *end) {
  const uint8_t *p = *pp;
  uint32_t b0 = p[0];
  if (b0 < 0x80) {
    *pp = p + 1;
    return b0;
  }
  if (b0 >= 0xC2 && b0 <= 0xDF && end - p >= 2 && (p[1] & 0xC0) == 0x80) {
    *pp = p + 2;
    return ((b0 & 0x1F) << 6) | (p[1] & 0x3F);
  }
  if (b0 >= 0xE0 && b0 <= 0xEF && end - p >= 3 && (p[1] & 0xC0) == 0x80 &&
      (p[2] & 0xC0) == 0x80) {
    uint32_t c = ((b0 & 0x0F) << 12) | ((uint32_t)(p[1] & 0x3F) << 6) | (p[2] & 0x3F);
    if (c >= 0x800 && (c < 0xD800 || c > 0xDFFF)) {
      *pp = p + 3;
      return c;
    }
  }
  if (b0 >= 0xF0 && b0 <= 0xF4 && end - p >= 4 && (p[1] & 0xC0) == 0x80 &&
      (p[2] & 0xC0) == 0x80 && (p[3] & 0xC0) == 0x80) {
    uint32_t c = ((b0 & 0x07) << 18) | ((uint32_t)(p[1] & 0x3F) << 12) |
                 ((uint32_t)(p[2] & 0x3F) << 6) | (p[3] & 0x3F);
    if (c >= 0x10000 && c <= 0x10FFFF) {
      *pp = p + 4;
      return c;
    }
  }
  *pp = p + 1;
  return 0xFFFD;
}

/* The length of the well-formed UTF-8 sequence at p (1-4), or 0 if the bytes at p do not
 * start one; *bad then receives the length of the maximal ill-formed subpart (>= 1). */
int ms_utf8_sequence_length(const unsigned char *p, const unsigned char *end, int *bad);
/* Orders two strings by the scalars of their NFC forms (-1, 0, 1): normalization.c. */
intptr_t ms_string_canonical_compare(MSString *a, MSString *b);

/* The UTF-8 of a scalar's full uppercase (or lowercase) mapping, or NULL when it maps to
 * itself (unicode_properties.c). */
const char *ms_unicode_case_mapping(uint32_t scalar, bool upper);

#endif
