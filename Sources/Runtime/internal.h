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

/* Reports a fatal error at a standard-library location when file is NULL. */
_Noreturn void ms_fatal_error_at(const char *message, const char *file, intptr_t line,
                                 const char *defaultFile, intptr_t defaultLine);

/* Writes the text Swift shows for a Double (detailedNaN: print form, else description); see
 * double_description.c. buffer must hold MS_DOUBLE_BUFFER_SIZE bytes. */
intptr_t ms_format_double_impl(double value, char *buffer, bool detailedNaN);

/* A new string with `count` bytes of room, count set, contents uninitialised but
 * NUL-terminated at count. */
MSString *ms_string_alloc_uninit(intptr_t count, intptr_t capacity);

#endif
