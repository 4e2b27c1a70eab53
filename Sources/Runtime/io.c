/*
 * io.c — readLine().
 *
 * Swift's readLine(strippingNewline:) (stdlib/public/core/InputStream.swift) reads one line
 * from C stdio's stdin with getline(3), returns nil at end of input, strips a trailing
 * "\n" or "\r\n" when asked to, and builds the String with UTF-8 repair: each ill-formed
 * subsequence becomes U+FFFD. We do the same.
 */
#define _GNU_SOURCE 1
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

MSString *ms_read_line(bool strippingNewline) {
  char *line = NULL;
  size_t capacity = 0;
  ssize_t length = getline(&line, &capacity, stdin);
  if (length < 0) {
    free(line);
    return NULL;
  }
  if (strippingNewline && length > 0 && line[length - 1] == '\n') {
    length--;
    if (length > 0 && line[length - 1] == '\r') length--;
  }
  MSString *s = ms_string_from_utf8_repairing(line, (intptr_t)length);
  free(line);
  return s;
}
