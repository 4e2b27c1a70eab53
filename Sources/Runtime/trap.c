/*
 * trap.c — fatal errors and traps.
 *
 * Swift's fatalError / precondition / standard-library checks all end in
 * _assertionFailure (stdlib/public/core/AssertCommon.swift), which writes
 * "FILE:LINE: PREFIX: MESSAGE\n" (or "FILE:LINE: PREFIX\n" for an empty message) to
 * stderr and then executes Builtin.int_trap: `ud2` on x86-64, so the process dies of
 * SIGILL (status 132 in a shell). Overflow checks trap with no message at all. stdout is
 * not flushed first, so its unflushed buffer is lost; we keep that behaviour. The Swift
 * runtime then prints a backtrace/crash report (or "Current stack trace:" when the
 * backtracer is disabled); miniswiftc programs print only the one line.
 *
 * Formats verified against swiftc 6.3.1 (-Onone), e.g.:
 *   e/e.swift:11: Fatal error: pfm
 *   e/e.swift:11: Fatal error
 *   e/e.swift:6: Precondition failed
 *   e/e.swift:7: Assertion failed: amsg
 *   a/a.swift:6: Fatal error: Unexpectedly found nil while unwrapping an Optional value
 *   Swift/IntegerTypes.swift:8835: Fatal error: Double value cannot be converted to Int because it is either infinite or NaN
 *   Swift/IntegerTypes.swift:9012: Fatal error: Division by zero
 */
#include <stdio.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

/* Writes all of buf to fd 2 (no stdio: stderr is unbuffered anyway, and this keeps the
 * message in one write so it is not interleaved). */
static void ms_write_stderr(const char *buf, size_t len) {
  while (len > 0) {
    ssize_t n = write(2, buf, len);
    if (n <= 0) return;
    buf += n;
    len -= (size_t)n;
  }
}

static _Noreturn void ms_report_and_trap(const char *prefix, const char *message,
                                         const char *file, intptr_t line) {
  /* Messages are short; a long one is written in pieces rather than truncated. */
  char head[512];
  char num[MS_INT_BUFFER_SIZE];
  size_t n = 0;
  const char *f = file ? file : "<unknown>";
  size_t flen = strlen(f);
  if (flen > sizeof head - 64) {
    ms_write_stderr(f, flen);
  } else {
    memcpy(head, f, flen);
    n = flen;
  }
  head[n++] = ':';
  intptr_t numLen = ms_format_int((int64_t)line, num);
  memcpy(head + n, num, (size_t)numLen);
  n += (size_t)numLen;
  head[n++] = ':';
  head[n++] = ' ';
  size_t plen = strlen(prefix);
  memcpy(head + n, prefix, plen);
  n += plen;
  if (message != NULL && message[0] != '\0') {
    head[n++] = ':';
    head[n++] = ' ';
    size_t mlen = strlen(message);
    if (n + mlen + 1 <= sizeof head) {
      memcpy(head + n, message, mlen);
      n += mlen;
      head[n++] = '\n';
      ms_write_stderr(head, n);
    } else {
      ms_write_stderr(head, n);
      ms_write_stderr(message, mlen);
      ms_write_stderr("\n", 1);
    }
  } else {
    head[n++] = '\n';
    ms_write_stderr(head, n);
  }
  __builtin_trap();
}

/* At -O, Swift's standard-library checks (bounds, division, nil, ranges, conversions)
 * trap without a message: their message is compiled out. A program built with -O calls
 * ms_use_optimized_checks() first thing in main. */
static bool ms_checks_are_silent;

void ms_use_optimized_checks(void) {
  ms_checks_are_silent = true;
}

/* A standard-library check failed: its message at -Onone, a bare trap at -O. */
static _Noreturn void ms_check_failed(const char *message, const char *file, intptr_t line) {
  if (ms_checks_are_silent) __builtin_trap();
  ms_report_and_trap("Fatal error", message, file, line);
}

_Noreturn void ms_runtime_crash(const char *message) {
  ms_write_stderr(message, strlen(message));
  ms_write_stderr("\n", 1);
  __builtin_trap();
}

_Noreturn void ms_fatal_error(const char *message, const char *file, intptr_t line) {
  ms_check_failed(message, file, line);
}

/* Reported at -O too, unlike a standard-library check. */
_Noreturn void ms_program_fatal_error(const char *message, const char *file, intptr_t line) {
  ms_report_and_trap("Fatal error", message, file, line);
}

_Noreturn void ms_assertion_failure(const char *prefix, const char *message, const char *file, intptr_t line) {
  ms_report_and_trap(prefix, message, file, line);
}

_Noreturn void ms_fatal_error_at(const char *message, const char *file, intptr_t line,
                                 const char *defaultFile, intptr_t defaultLine) {
  if (file == NULL) {
    file = defaultFile;
    line = defaultLine;
  }
  ms_check_failed(message, file, line);
}

_Noreturn void ms_trap(void) {
  __builtin_trap();
}

_Noreturn void ms_unwrap_nil(const char *file, intptr_t line) {
  ms_check_failed("Unexpectedly found nil while unwrapping an Optional value", file, line);
}

_Noreturn void ms_implicit_unwrap_nil(const char *file, intptr_t line) {
  ms_check_failed("Unexpectedly found nil while implicitly unwrapping an Optional value", file, line);
}

int64_t ms_double_to_int(double d, const char *file, intptr_t line) {
  /* -2^63 is exactly representable; the next Double below it is -2^63 - 2048, so
   * "d > -2^63 - 1" is "d >= -2^63". 2^63 itself is out of range. */
  if (MS_LIKELY(d >= -9223372036854775808.0 && d < 9223372036854775808.0))
    return (int64_t)d;
  if (d != d || d == __builtin_inf() || d == -__builtin_inf())
    ms_fatal_error_at("Double value cannot be converted to Int because it is either infinite or NaN",
                      file, line, MS_SWIFT_FILE_INTEGER_TYPES, MS_SWIFT_LINE_DOUBLE_TO_INT_NOT_FINITE);
  if (d < 0)
    ms_fatal_error_at("Double value cannot be converted to Int because the result would be less than Int.min",
                      file, line, MS_SWIFT_FILE_INTEGER_TYPES, MS_SWIFT_LINE_DOUBLE_TO_INT_TOO_SMALL);
  ms_fatal_error_at("Double value cannot be converted to Int because the result would be greater than Int.max",
                    file, line, MS_SWIFT_FILE_INTEGER_TYPES, MS_SWIFT_LINE_DOUBLE_TO_INT_TOO_LARGE);
}

_Noreturn void ms_double_to_integer_failed(double d, const char *typeName, intptr_t line) {
  char message[128];
  if (d != d || d == __builtin_inf() || d == -__builtin_inf()) {
    snprintf(message, sizeof message, "Double value cannot be converted to %s because it is either infinite or NaN",
             typeName);
  } else {
    line += d < 0 ? 3 : 6;
    snprintf(message, sizeof message, "Double value cannot be converted to %s because the result would be %s than %s.%s",
             typeName, d < 0 ? "less" : "greater", typeName, d < 0 ? "min" : "max");
  }
  ms_fatal_error_at(message, NULL, 0, MS_SWIFT_FILE_INTEGER_TYPES, line);
}

_Noreturn void ms_integer_conversion_failed(intptr_t reason) {
  if (reason == 0)
    ms_fatal_error_at("Negative value is not representable", NULL, 0, MS_SWIFT_FILE_INTEGERS,
                      MS_SWIFT_LINE_NEGATIVE_NOT_REPRESENTABLE);
  ms_fatal_error_at("Not enough bits to represent the passed value", NULL, 0, MS_SWIFT_FILE_INTEGERS,
                    reason == 1 ? MS_SWIFT_LINE_NOT_ENOUGH_BITS_UNSIGNED : MS_SWIFT_LINE_NOT_ENOUGH_BITS_SIGNED);
}

int64_t ms_int_divide(int64_t a, int64_t b, const char *file, intptr_t line) {
  if (MS_UNLIKELY(b == 0))
    ms_fatal_error_at("Division by zero", file, line, MS_SWIFT_FILE_INTEGER_TYPES,
                      MS_SWIFT_LINE_DIVISION_BY_ZERO);
  if (MS_UNLIKELY(b == -1 && a == INT64_MIN))
    ms_fatal_error_at("Division results in an overflow", file, line,
                      MS_SWIFT_FILE_INTEGER_TYPES, MS_SWIFT_LINE_DIVISION_OVERFLOW);
  return a / b;
}

int64_t ms_int_remainder(int64_t a, int64_t b, const char *file, intptr_t line) {
  if (MS_UNLIKELY(b == 0))
    ms_fatal_error_at("Division by zero in remainder operation", file, line,
                      MS_SWIFT_FILE_INTEGER_TYPES, MS_SWIFT_LINE_REMAINDER_BY_ZERO);
  if (MS_UNLIKELY(b == -1 && a == INT64_MIN))
    ms_fatal_error_at("Division results in an overflow in remainder operation", file, line,
                      MS_SWIFT_FILE_INTEGER_TYPES, MS_SWIFT_LINE_REMAINDER_OVERFLOW);
  return a % b;
}

void ms_check_range(int64_t lower, int64_t upper, bool closed, const char *file, intptr_t line) {
  if (MS_UNLIKELY(lower > upper)) {
    ms_fatal_error_at("Range requires lowerBound <= upperBound", file, line,
                      closed ? MS_SWIFT_FILE_CLOSED_RANGE : MS_SWIFT_FILE_RANGE,
                      closed ? MS_SWIFT_LINE_CLOSED_RANGE_BOUNDS : MS_SWIFT_LINE_RANGE_BOUNDS);
  }
}
