/*
 * print.c — writing to standard output.
 *
 * Swift's print (stdlib/public/core/Print.swift) formats each item into C stdio's stdout
 * (via _Stdout, which calls fwrite/putchar under the stdio lock), so output is
 * line-buffered on a terminal and fully buffered into a pipe or file, is flushed by
 * exit(), and is lost if the process dies of a trap. We write through the same stdio
 * stream to get the same behaviour. The number fast paths format into a stack buffer.
 */
#define _GNU_SOURCE 1
#include <stdio.h>
#include <string.h>

#include "internal.h"

#if defined(__GLIBC__)
#define MS_FWRITE fwrite_unlocked
#else
#define MS_FWRITE fwrite
#endif

void ms_print_utf8(const char *bytes, intptr_t count) {
  if (count > 0) MS_FWRITE(bytes, 1, (size_t)count, stdout);
}

void ms_print_cstring(const char *cstr) {
  ms_print_utf8(cstr, (intptr_t)strlen(cstr));
}

void ms_print_string(MSString *s) {
  ms_print_utf8(s->bytes, s->count);
}

void ms_print_int(int64_t value) {
  char buffer[MS_INT_BUFFER_SIZE];
  ms_print_utf8(buffer, ms_format_int(value, buffer));
}

void ms_print_double(double value) {
  char buffer[MS_DOUBLE_BUFFER_SIZE];
  ms_print_utf8(buffer, ms_format_double_impl(value, buffer, true));
}

void ms_print_bool(bool value) {
  if (value) {
    ms_print_utf8("true", 4);
  } else {
    ms_print_utf8("false", 5);
  }
}

void ms_flush_stdout(void) {
  fflush(stdout);
}
