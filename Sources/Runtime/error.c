/*
 * error.c — error handling: the two ways an error thrown in a program can end it, and
 * the dynamic type test of a `catch let e as SomeClass`.
 *
 * Formats verified against swiftc 6.3.1 (-Onone and -O alike: both come from Swift's
 * runtime, not from a standard-library check compiled out at -O):
 *   Swift/ErrorType.swift:254: Fatal error: Error raised at top level: main.E.x
 *   main/main.swift:3: Fatal error: 'try!' expression unexpectedly raised an error: main.E.x
 * The error is shown as String(reflecting:) shows it (`main.P(code: 3)`); IRGen passes
 * that text.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* prefix + the string's bytes, NUL-terminated (the program ends right after). */
static const char *ms_error_message(const char *prefix, const MSString *description) {
  size_t plen = strlen(prefix);
  size_t dlen = (size_t)description->count;
  char *text = malloc(plen + dlen + 1);
  if (text == NULL) return prefix;
  memcpy(text, prefix, plen);
  memcpy(text + plen, description->bytes, dlen);
  text[plen + dlen] = '\0';
  return text;
}

_Noreturn void ms_error_in_main(MSString *description) {
  ms_program_fatal_error(ms_error_message("Error raised at top level: ", description), "Swift/ErrorType.swift",
                         254);
}

_Noreturn void ms_unexpected_error(MSString *description, const char *file, intptr_t line) {
  ms_program_fatal_error(ms_error_message("'try!' expression unexpectedly raised an error: ", description), file,
                         line);
}
