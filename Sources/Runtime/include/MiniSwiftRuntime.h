/*
 * MiniSwiftRuntime.h — the C runtime every program built by miniswiftc links against.
 *
 * This header is the ABI between IRGen and the runtime. IRGen calls these functions
 * exactly as declared here; the struct layouts below are also emitted directly by IRGen
 * (string literals are constant globals of the MSString layout, class metadata records
 * start with the MSMetadata layout), so they must not change.
 *
 * Conventions (as in Swift):
 *   - Arguments are borrowed (+0): the callee neither consumes nor keeps them unless it
 *     retains them itself.
 *   - Results are owned (+1): the caller must release them (or hand them on).
 *   - `MSString **` / `MSArray **` parameters are inout: the pointee is owned by the
 *     caller's variable, and the callee may replace it (releasing the old value).
 *   - Reference counting is NOT atomic: a miniswiftc program is single-threaded.
 *   - There is no global mutable state; the library is compiled with hidden visibility and
 *     linked statically into every image, each image keeping a private copy.
 *
 * Traps follow Swift 6.3.1 built with -Onone (the default for `swiftc file.swift`): a fatal
 * error prints exactly one line to stderr, `FILE:LINE: Fatal error: MESSAGE`, and then
 * executes a trap instruction (SIGILL on x86-64, exit status 132 from a shell). Buffered
 * stdout is NOT flushed, so unflushed output is lost, as with Swift. (Swift's runtime then
 * also prints a crash report/backtrace; the miniswiftc runtime does not.)
 * Checks that Swift performs inside its standard library report the standard library's
 * own source location (e.g. `Swift/ContiguousArrayBuffer.swift:692`). The functions below
 * that take `file`/`line` for such checks use that exact location when `file` is NULL;
 * pass NULL to reproduce swiftc's output byte for byte. The MS_SWIFT_FILE_* and
 * MS_SWIFT_LINE_* macros at the end of this header list the locations.
 */
#ifndef MINISWIFT_RUNTIME_H
#define MINISWIFT_RUNTIME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ===================================================================================
 * Heap objects and ARC (heap.c)
 * =================================================================================== */

typedef struct MSMetadata MSMetadata;

/* Every heap object starts with this header. refCount < 0 marks an immortal object
 * (e.g. a string literal emitted as a constant global): retain/release never touch it. */
typedef struct MSHeapObject {
  const MSMetadata *metadata;
  intptr_t refCount;
} MSHeapObject;

struct MSMetadata {
  const MSMetadata *superclass;    /* classes: the superclass's metadata, else NULL */
  const char *name;                /* e.g. "Employee.Employee" (for debugging/traps) */
  void (*destroy)(MSHeapObject *); /* run when the count reaches 0, before the memory is
                                      freed: generated code runs deinits and releases
                                      fields. May be NULL. */
  intptr_t instanceSize;           /* bytes, header included */
  /* class metadata: the vtable (function pointers) follows, emitted by IRGen */
};

/* NAMING NOTE: the brief named these three swift_allocObject / swift_retain /
 * swift_release. Those are the Swift runtime's own symbols: any image that contains both
 * Swift code and this library (the package's test binary links every test target and
 * this library's objects together) would bind the Swift code's ARC calls to these hidden
 * definitions at static link time and corrupt every Swift object. So they are called
 * ms_alloc_object / ms_retain / ms_release; IRGen must emit these names. Same signatures
 * and semantics as specified. */

/* Allocates `size` bytes (header included; at least sizeof(MSHeapObject) is allocated),
 * zero-filled, with metadata = md and refCount = 1. Traps if memory is exhausted. */
MSHeapObject *ms_alloc_object(const MSMetadata *md, intptr_t size);

/* +1 on the count. NULL-safe; returns o. Immortal objects (refCount < 0) are untouched. */
MSHeapObject *ms_retain(MSHeapObject *o);

/* -1 on the count. NULL-safe; immortal objects are untouched. When the count reaches 0 the
 * count is set to a huge value (so retains/releases of the object inside its deinit never
 * trigger a second destruction), md->destroy(o) runs if present, then the memory is freed. */
void ms_release(MSHeapObject *o);

/* Added: the current strong count (immortal objects report a negative value). For tests
 * and debugging (`isKnownUniquelyReferenced` is `ms_ref_count(o) == 1`). NULL gives 0. */
intptr_t ms_ref_count(const MSHeapObject *o);

/* A failable class initializer failed with `self` fully initialized (after `super.init`,
 * or every stored property of a root class set): destroys the object as its last release
 * would (its deinits run, its properties are released) but keeps the memory, marked, for
 * the allocating initializer to free; ms_init_failed_destroyed then tells the
 * initializers waiting on `super.init` not to release their properties again. */
void ms_init_failed_destroy(MSHeapObject *o);
bool ms_init_failed_destroyed(const MSHeapObject *o);
/* Frees an object whose initialization failed (its properties already released). */
void ms_dealloc_failed(MSHeapObject *o);

/* Weak and unowned references hold the object's address and a count in the runtime's
 * side table (+1 each; NULL and immortal objects are ignored). When the strong count
 * reaches zero the object is destroyed as usual, but its memory is freed only when the
 * last weak or unowned reference is released. Loading gives a +1 strong reference: a weak
 * one NULL once its object is being or has been destroyed; an unowned one traps then
 * ("Attempted to read an unowned reference but object 0x... was already destroyed"). */
void ms_weak_retain(MSHeapObject *o);
void ms_weak_release(MSHeapObject *o);
MSHeapObject *ms_weak_load_strong(MSHeapObject *o);
MSHeapObject *ms_unowned_load_strong(MSHeapObject *o);

/* ===================================================================================
 * Strings (string.c, grapheme.c)
 * =================================================================================== */

/* A Swift `String` value is one pointer to an MSString, never NULL. The bytes are UTF-8,
 * NUL-terminated (bytes[count] == 0), `capacity` >= count bytes are usable (plus the NUL).
 * String literals are immortal constant globals of this layout with capacity == count. */
typedef struct MSString {
  MSHeapObject header;
  intptr_t count;    /* UTF-8 bytes */
  intptr_t capacity; /* bytes available for content, excluding the terminating NUL */
  char bytes[];      /* NUL-terminated */
} MSString;

extern const MSMetadata ms_string_metadata;

/* A new string holding a copy of `count` bytes (assumed to be valid UTF-8). */
MSString *ms_string_from_utf8(const char *bytes, intptr_t count);

/* Added: a new string from a NUL-terminated C string. */
MSString *ms_string_from_cstring(const char *cstr);

/* Added: the empty string (an immortal constant; releasing it is harmless). */
MSString *ms_string_empty(void);

/* `a + b` */
MSString *ms_string_concat(MSString *a, MSString *b);

/* `*a += b`. *a is owned by the caller's variable. Grows in place when *a is uniquely
 * referenced and not immortal; otherwise *a is replaced by a new string and the old one is
 * released. Capacity grows geometrically (amortised O(1) per appended byte). b may be *a. */
void ms_string_append(MSString **a, MSString *b);

/* Added: `*a += <count bytes>` without materialising a string (same rules as append).
 * The bytes may point into *a itself. */
void ms_string_append_utf8(MSString **a, const char *bytes, intptr_t count);

/* `a == b`: byte equality. Swift compares Strings by canonical equivalence (so "é" as
 * U+00E9 equals "e\u0301"); that is NOT modelled here: only identical UTF-8 is equal. */
bool ms_string_equal(MSString *a, MSString *b);

/* `<0`, `0`, `>0` like memcmp. Swift orders Strings by Unicode scalar values, which is the
 * same as UTF-8 byte order (canonical equivalence is, again, not modelled). */
intptr_t ms_string_compare(MSString *a, MSString *b);

/* Swift's `.count`: the number of Characters (extended grapheme clusters, Unicode UAX #29
 * as implemented by Swift 6.3.1). Exact for ASCII ("\r\n" is one Character). Non-ASCII
 * text goes through the full UAX #29 rules (combining marks, ZWJ emoji sequences, flags,
 * Hangul, Indic conjuncts, prepend/spacing marks) with a per-scalar class table derived
 * from Swift's own behaviour (see grapheme.c for the limits). O(n), no allocation. */
intptr_t ms_string_count(MSString *s);

/* `.isEmpty` */
bool ms_string_is_empty(MSString *s);

/* `s.uppercased()`, `s.lowercased()`: new strings, each scalar by its Unicode full case
 * mapping (case_mapping.c). */
MSString *ms_string_uppercased(MSString *s);
MSString *ms_string_lowercased(MSString *s);

/* Added: `.utf8.count` (the byte count). */
intptr_t ms_string_utf8_count(MSString *s);
/* The UTF-8 code unit at byte offset i (String.UTF8View's subscript,
 * stdlib/StringUTF8View.swift); an offset outside 0..<count is Swift's "String index is
 * out of bounds" (MS_SWIFT_FILE_STRING_UTF8_VIEW). */
intptr_t ms_string_utf8_byte(MSString *s, intptr_t i);

/* The Unicode properties of a scalar, as bits (unicode_properties.c lists them), and its
 * numeric value when that is a whole number (stdlib/UnicodeScalarProperties.swift). */
int64_t ms_unicode_properties(int64_t scalar);
int64_t ms_unicode_whole_number(int64_t scalar);
/* The string of one scalar, which must be a valid one (`Unicode.Scalar`'s description). */
MSString *ms_string_from_scalar(int64_t scalar);
/* Whether a scalar of `s` has an uppercase (or lowercase) mapping other than itself. */
bool ms_string_changes_when_case_mapped(MSString *s, bool upper);

/* Added: iterating Characters (`for c in s`, `s.first`, ...). Returns the byte offset
 * where the Character that starts at byte `offset` ends (s->count at the end). `offset`
 * must be a Character boundary (0 or a value this function returned). */
intptr_t ms_string_next_character(MSString *s, intptr_t offset);

/* Added: a new string of the bytes [start, end) of s (clamped to the string). With
 * ms_string_next_character this makes a Character (represented as a String). */
MSString *ms_string_substring(MSString *s, intptr_t start, intptr_t end);

/* Added: like ms_string_from_utf8, but ill-formed UTF-8 is repaired as Swift's
 * String(decoding:as:) does: each maximal ill-formed subsequence becomes U+FFFD. */
MSString *ms_string_from_utf8_repairing(const char *bytes, intptr_t count);

/* Added: `s.debugDescription`, how print shows a String inside an Array or Optional:
 * quoted, with \0 \t \n \r \" \' \\ escaped, other ASCII controls (and DEL) as
 * \u{XX} (uppercase hex), everything else unchanged, except scalars that would merge
 * with the escaping text: a combining scalar (Extend, ZWJ, SpacingMark) right after the
 * opening quote or an escape, and Prepend scalars at the very end, are written as
 * \u{XXXX} (4 hex digits, 8 above U+FFFF), exactly as Swift does. */
MSString *ms_string_debug_description(MSString *s);

/* Added: `String(repeating: s, count: n)`. Traps for n < 0 like Swift:
 * "Swift/StringLegacy.swift:31: Fatal error: Negative count not allowed". */
MSString *ms_string_repeating(MSString *s, intptr_t count);

/* Added: String.Index (a UTF-8 offset at a Character boundary) and the Character-wise
 * String API (string_index.c). Out-of-range indices trap as Swift does ("String index is
 * out of bounds"). Returned strings are owned; `s` arguments are borrowed. */
intptr_t ms_string_index_after(MSString *s, intptr_t i);
intptr_t ms_string_index_before(MSString *s, intptr_t i);
intptr_t ms_string_index_offset_by(MSString *s, intptr_t i, intptr_t n);
/* `s[i]`: the Character at i. */
MSString *ms_string_character_at(MSString *s, intptr_t i);
/* `Character(s)` at -Onone: traps unless s is exactly one Character; returns s retained.
 * (At -O IRGen calls nothing: Swift's check is inlinable and compiled out.) */
MSString *ms_character_from_string(MSString *s);
/* `s.insert(c, at: i)`, `s.insert(contentsOf: t, at: i)`. */
void ms_string_insert(MSString **s, MSString *inserted, intptr_t i);
/* `s.remove(at: i)`: the removed Character. */
MSString *ms_string_remove_at(MSString **s, intptr_t i);
/* `s[lo..<hi]` (a Substring, here a copy): traps unless the range lies within s. */
MSString *ms_string_slice(MSString *s, intptr_t lo, intptr_t hi);
/* `s.removeSubrange(lo..<hi)`. */
void ms_string_remove_subrange(MSString **s, intptr_t lo, intptr_t hi);
/* `s.firstIndex(of: c)`: false when absent. */
bool ms_string_first_index_of(MSString *s, MSString *c, intptr_t *out);
/* `s.hasPrefix(p)`, `s.hasSuffix(p)`: Character by Character, canonically. */
bool ms_string_has_prefix(MSString *s, MSString *prefix);
bool ms_string_has_suffix(MSString *s, MSString *suffix);
/* `String(characters)` of a `[Character]`. */
struct MSArray;
MSString *ms_string_from_characters(struct MSArray *a);

/* Added: interpolation fast paths: `*a += "\(v)"` without a temporary string. */
void ms_string_append_int(MSString **a, int64_t value);
void ms_string_append_double(MSString **a, double value); /* print form, like "\(d)" */
void ms_string_append_bool(MSString **a, bool value);

/* Added: the Grapheme_Cluster_Break class the runtime assigns to a Unicode scalar (one of
 * MS_GCB_* below). Exposed for tests and debugging. */
int ms_grapheme_break_property(uint32_t scalar);
enum {
  MS_GCB_OTHER = 0, MS_GCB_CR, MS_GCB_LF, MS_GCB_CONTROL, MS_GCB_EXTEND, MS_GCB_ZWJ,
  MS_GCB_REGIONAL_INDICATOR, MS_GCB_PREPEND, MS_GCB_SPACING_MARK, MS_GCB_L, MS_GCB_V,
  MS_GCB_T, MS_GCB_LV, MS_GCB_LVT, MS_GCB_EXTENDED_PICTOGRAPHIC,
  /* Indic_Conjunct_Break (GB9c); these scalars otherwise behave as the class noted. */
  MS_GCB_INCB_CONSONANT, /* otherwise Other */
  MS_GCB_INCB_LINKER,    /* otherwise Extend */
  MS_GCB_INCB_EXTEND     /* otherwise Extend (InCB=Extend) */
};

/* ===================================================================================
 * Descriptions (description.c, double_description.c)
 * =================================================================================== */

/* `String(i)` / `"\(i)"` / `i.description`: "-42" */
MSString *ms_string_from_int(int64_t value);

/* Added: the same for UInt64 and UInt ("18446744073709551615"); the narrower sized
 * integers are widened to Int and use ms_string_from_int. */
MSString *ms_string_from_uint(uint64_t value);

/* "true" / "false" (immortal constants; releasing them is harmless) */
MSString *ms_string_from_bool(bool value);

/* How `print(d)` and `"\(d)"` show a Double: the shortest digits that round-trip (the
 * closest such if several), in exponent form ("1e-05", "1e+16", "5e-324", "-2.5e-07")
 * when the first significant digit is below 10^-4 (|d| < 0.0001) or |d| > 2^53,
 * else as a decimal with at least one fractional digit ("100.0", "0.0001", "-0.0",
 * "9007199254740992.0"). Also "inf", "-inf", and for NaNs Swift's detailed form: "nan",
 * "-nan", "snan", "-snan", with a payload as "nan(0x1)" / "-snan(0x3ffffffffffff)". */
MSString *ms_string_from_double(double value);

/* Added: `d.description` / `String(d)`: as ms_string_from_double except that every NaN
 * is plain "nan" (Swift's `description` drops the sign, signalling bit and payload;
 * `print` and interpolation use the detailed form). */
MSString *ms_string_from_double_description(double value);

/* Added: the non-allocating cores. Write the text without a NUL and return its length.
 * MS_DOUBLE_BUFFER_SIZE / MS_INT_BUFFER_SIZE bytes are always enough. */
#define MS_DOUBLE_BUFFER_SIZE 32
#define MS_INT_BUFFER_SIZE 24
intptr_t ms_format_double(double value, char *buffer); /* print form (detailed NaNs) */
intptr_t ms_format_int(int64_t value, char *buffer);

/* `Int(s)` for a String: an optional '+' or '-', then one or more ASCII decimal digits,
 * nothing else (no whitespace, no '_'); leading zeros allowed. Returns false (nil) on any
 * other input and on overflow; "-9223372036854775808" is accepted. */
bool ms_string_to_int(MSString *s, int64_t *out);

/* Added: `Double(s)` for a String: what Swift on Linux accepts (it hands the text, as a
 * C string, i.e. up to the first NUL, to glibc's strtod in the C locale and requires it
 * to be consumed completely): decimal and hexadecimal floating-point literals, optional
 * sign, "inf"/"infinity"/"nan"/"nan(payload)" in any case, correctly rounded, overflow to
 * +-inf, underflow to +-0. Leading/trailing whitespace gives nil; "snan" (any case, any
 * sign) gives +signalingNaN. Returns false for nil. Relies on the process being in the
 * "C" locale (the default; the runtime never calls setlocale). */
bool ms_string_to_double(MSString *s, double *out);

/* ===================================================================================
 * Input (io.c)
 * =================================================================================== */

/* Added: `readLine(strippingNewline:)`. Reads a line from stdin; returns NULL (nil) at
 * end of input. With strippingNewline a trailing "\n" or "\r\n" is removed. Ill-formed
 * UTF-8 is repaired (U+FFFD) like Swift does. The result is owned (+1). */
MSString *ms_read_line(bool strippingNewline);

/* ===================================================================================
 * Printing (print.c)
 * =================================================================================== */

/* Write to stdout through C stdio, buffered as Swift's print is (line-buffered on a
 * terminal, fully buffered otherwise). A trap does not flush (Swift loses that output
 * too); a normal exit flushes. Separators and newlines are printed by generated code
 * with ms_print_string of literals. The fast paths write the same text as
 * ms_print_string(ms_string_from_xxx(v)) without allocating. */
void ms_print_string(MSString *s);
void ms_print_int(int64_t value);
void ms_print_double(double value);
void ms_print_bool(bool value);
/* Added: write raw bytes / a C string (e.g. for runtime-generated text). */
void ms_print_utf8(const char *bytes, intptr_t count);
void ms_print_cstring(const char *cstr);
/* Added: fflush(stdout). Generated code never needs it (exit flushes). */
void ms_flush_stdout(void);

/* ===================================================================================
 * Traps (trap.c)
 * =================================================================================== */

/* Programs built with -O call this first: from then on the standard library's checks
 * below (ms_fatal_error, ms_fatal_error_at, ms_unwrap_nil and the checks built on them)
 * trap without printing, as Swift's do at -O. */
void ms_use_optimized_checks(void);

/* A standard-library check failed (the range check, for one; a `fatalError` written in
 * the program prints even at -O: ms_program_fatal_error). Prints exactly
 *     FILE:LINE: Fatal error: MESSAGE\n
 * to stderr ("FILE:LINE: Fatal error\n" when message is NULL or empty), does not flush
 * stdout, then traps (ud2 -> SIGILL). For user code Swift prints the #fileID,
 * "Module/file.swift". If file is NULL, "<unknown>" is printed. */
_Noreturn void ms_fatal_error(const char *message, const char *file, intptr_t line);

/* A failure reported at -O too: "FILE:LINE: Fatal error: MESSAGE\n" (`try!`'s error,
 * a top-level error, the library's `libraryFatalError`). */
_Noreturn void ms_program_fatal_error(const char *message, const char *file, intptr_t line);

/* The library's checks (stdlib/Assert.swift, `Builtin.assertionFailure`), Swift's
 * _assertionFailure: "FILE:LINE: PREFIX: MESSAGE\n", or "FILE:LINE: PREFIX\n" for an
 * empty message (PREFIX "Fatal error", "Assertion failed", "Precondition failed"). */
_Noreturn void ms_assertion_failure(const char *prefix, const char *message, const char *file, intptr_t line);

/* Error handling (error.c). An error escaping top-level code:
 * "Swift/ErrorType.swift:254: Fatal error: Error raised at top level: DESCRIPTION\n";
 * a `try!` whose expression threw: "FILE:LINE: Fatal error: 'try!' expression
 * unexpectedly raised an error: DESCRIPTION\n". Both print at -O too. */
_Noreturn void ms_error_in_main(MSString *description);
_Noreturn void ms_unexpected_error(MSString *description, const char *file, intptr_t line);

/* Arithmetic overflow (`+`, `-`, `*`, unary `-` on Int): Swift traps WITHOUT printing
 * anything, even at -Onone. This is that trap. */
_Noreturn void ms_trap(void);

/* `Int(d)` for a Double: truncates toward zero. Traps when d is NaN or infinite,
 * d <= -2^63 - 1 (i.e. less than Int.min), or d >= 2^63, with Swift's messages:
 *   Swift/IntegerTypes.swift:8835: Fatal error: Double value cannot be converted to Int because it is either infinite or NaN
 *   Swift/IntegerTypes.swift:8838: Fatal error: Double value cannot be converted to Int because the result would be less than Int.min
 *   Swift/IntegerTypes.swift:8841: Fatal error: Double value cannot be converted to Int because the result would be greater than Int.max
 * file == NULL selects those standard-library locations (recommended); otherwise the
 * given file/line are printed. */
int64_t ms_double_to_int(double d, const char *file, intptr_t line);

/* Added: `UInt8(d)` and the other sized integers when d does not fit (IRGen checks the
 * range inline): the messages of ms_double_to_int with the type's name, at
 * Swift/IntegerTypes.swift:line (NaN or infinite), line + 3 (too small), line + 6 (too
 * large); IRGen passes the type's own line. */
_Noreturn void ms_double_to_integer_failed(double d, const char *typeName, intptr_t line);

/* Added: `UInt8(i)`, `Int(u)`... when the value does not fit the target type (IRGen
 * checks inline). reason 0: "Negative value is not representable" (Integers.swift:3320);
 * 1: "Not enough bits to represent the passed value" into an unsigned type (3324); 2:
 * the same into a signed type (3539). */
_Noreturn void ms_integer_conversion_failed(intptr_t reason);

/* Added: `a / b` and `a % b` on Int with Swift's checks (at -Onone Swift prints these):
 *   Swift/IntegerTypes.swift:9012: Fatal error: Division by zero
 *   Swift/IntegerTypes.swift:9019: Fatal error: Division results in an overflow
 *   Swift/IntegerTypes.swift:9149: Fatal error: Division by zero in remainder operation
 *   Swift/IntegerTypes.swift:9154: Fatal error: Division results in an overflow in remainder operation
 * (overflow: Int.min / -1 and Int.min % -1). file == NULL selects those locations. */
int64_t ms_int_divide(int64_t a, int64_t b, const char *file, intptr_t line);
int64_t ms_int_remainder(int64_t a, int64_t b, const char *file, intptr_t line);

/* Added: forming `lower..<upper` (closed == false) or `lower...upper` (closed == true)
 * with lower > upper traps like Swift: "Swift/Range.swift:761: Fatal error: Range requires
 * lowerBound <= upperBound" (ClosedRange.swift:411 for `...`). file == NULL selects those
 * locations. */
void ms_check_range(int64_t lower, int64_t upper, bool closed, const char *file, intptr_t line);

/* Added: force-unwrap failure: "FILE:LINE: Fatal error: Unexpectedly found nil while
 * unwrapping an Optional value". Here file/line are the user's (Swift reports the `!`). */
_Noreturn void ms_unwrap_nil(const char *file, intptr_t line);
/* The same for an implicitly unwrapped value (an `init!` call's): "... while implicitly
 * unwrapping an Optional value". */
_Noreturn void ms_implicit_unwrap_nil(const char *file, intptr_t line);

/* ===================================================================================
 * Arrays (array.c)
 * =================================================================================== */

/* A Swift Array value is one pointer to an MSArray (never NULL). Elements are stored
 * inline, `elementSize` bytes each, from offset 56 (8-byte aligned).
 * retainElement/releaseElement receive a pointer to an element's storage and retain/release whatever references the
 * element holds; NULL for trivial element types (Int, Double, Bool). Value semantics via
 * copy-on-write: mutating functions take `MSArray **` and first make the buffer unique
 * (copying and retaining the elements when it is shared or immortal).
 * Ownership: an element passed in is borrowed (+0); the array retains its own copy.
 * IRGen may read elements directly: `a->elements + i * a->elementSize` (after
 * ms_array_check_index), and write them directly after ms_array_make_unique (then it
 * must itself retain the new and release the old value). */
typedef struct MSArray {
  MSHeapObject header;
  intptr_t count;
  intptr_t capacity;
  intptr_t elementSize;
  void (*releaseElement)(void *);
  void (*retainElement)(void *);
  char elements[];
} MSArray;

extern const MSMetadata ms_array_metadata;

/* An empty array with room for `capacity` elements (refCount 1). */
MSArray *ms_array_alloc(intptr_t elementSize, intptr_t capacity,
                        void (*retainElement)(void *), void (*releaseElement)(void *));

/* `a.append(e)`: copies elementSize bytes from `element` and retains them. Amortised O(1). */
void ms_array_append(MSArray **a, const void *element);

/* Make *a uniquely referenced (copy + retain elements + release the old buffer if it is
 * shared or immortal). Call before writing elements in place. */
void ms_array_make_unique(MSArray **a);

/* Traps unless 0 <= i < a->count: "Fatal error: Index out of range". With file == NULL
 * the location is Swift's subscript getter's, Swift/ContiguousArrayBuffer.swift:692 (for
 * the setter and `a[i] += x` Swift reports line 705: see ms_array_check_index_set). */
void ms_array_check_index(MSArray *a, intptr_t i, const char *file, intptr_t line);

/* Added: as above for a subscript write (`a[i] = x`, `a[i] += x`); NULL file reports
 * Swift/ContiguousArrayBuffer.swift:705. */
void ms_array_check_index_set(MSArray *a, intptr_t i, const char *file, intptr_t line);

/* `a.removeLast()`: moves the last element into *out (the caller now owns it, no extra
 * retain). Traps when empty: Swift/RangeReplaceableCollection.swift:867: Fatal error:
 * Can't remove last element from an empty collection. out may be NULL (then the element
 * is released). */
void ms_array_remove_last(MSArray **a, void *out);

/* Added: pointer to element i (no check). */
void *ms_array_element(MSArray *a, intptr_t i);

/* Added: `out = a[i]`: checks the index (getter location), copies the element to *out
 * and retains it (the caller owns the copy). */
void ms_array_get(MSArray *a, intptr_t i, void *out, const char *file, intptr_t line);

/* Added: `a[i] = e`: checks the index (setter location), makes *a unique, retains the new
 * element, releases the old one. */
void ms_array_set(MSArray **a, intptr_t i, const void *element, const char *file, intptr_t line);

/* Added: `a.reserveCapacity(n)` (also makes *a unique). */
void ms_array_reserve(MSArray **a, intptr_t minimumCapacity);

/* Added: `a.insert(e, at: i)`. Traps like Swift: i > count -> Swift/Array.swift:430:
 * "Array index is out of range"; i < 0 -> Swift/Array.swift:431: "Negative Array index is
 * out of range". */
void ms_array_insert(MSArray **a, const void *element, intptr_t i, const char *file, intptr_t line);

/* Added: `a.remove(at: i)`: moves element i into *out (out may be NULL: released).
 * Traps "Index out of range": i >= count -> Swift/Array.swift:1350, i < 0 -> :1351. */
void ms_array_remove_at(MSArray **a, intptr_t i, void *out, const char *file, intptr_t line);

/* Added: `Array(repeating: e, count: n)`: n copies of the element (each retained).
 * Traps for n < 0: "Swift/Array.swift:947: Fatal error: Can't construct Array with
 * count < 0". */
MSArray *ms_array_repeating(const void *element, intptr_t count, intptr_t elementSize,
                            void (*retainElement)(void *), void (*releaseElement)(void *));

/* `a + b`: a new array (refCount 1) of a's elements then b's, each retained. */
MSArray *ms_array_concat(MSArray *a, MSArray *b);

/* `a += b`: appends b's elements (retained) to *a, made unique first; b may be *a. */
void ms_array_append_contents(MSArray **a, MSArray *b);

/* `a.removeFirst()`: moves element 0 into *out. Traps when empty:
 * Swift/RangeReplaceableCollection.swift:620: Fatal error: Can't remove first element
 * from an empty collection. */
void ms_array_remove_first(MSArray **a, void *out);

/* `a.removeAll()`: *a becomes a new empty buffer (Swift does not keep the capacity). */
void ms_array_remove_all(MSArray **a);

/* `a[lo..<hi] = with[wlo..<whi]`: *a becomes a new buffer of a's elements before lo,
 * with's from wlo to whi (the setter of Array's range subscript passes the slice's array
 * and bounds; the replacing methods a whole array, 0 to its count), then a's from hi (all
 * retained). Traps as Swift's index checks do, for lo then hi: Swift/Array.swift:430
 * "Array index is out of range" (past the end), :431 "Negative Array index is out of
 * range". */
void ms_array_replace_subrange(MSArray **a, intptr_t lo, intptr_t hi, MSArray *with, intptr_t wlo, intptr_t whi,
                               const char *file, intptr_t line);

/* Added: ready-made element callbacks for arrays whose elements are one object pointer
 * (class instances, Strings, Arrays): they retain/release *(MSHeapObject **)element. */
void ms_retain_element_object(void *element);
void ms_release_element_object(void *element);

/* any_box.c: a built-in type's value in an `Any`'s box (the value at offset 16): the
 * box's destroy function for one reference, and the describe functions of Int, Double,
 * Bool and the strings (`debug`: the low bit of an LLVM i1). */
void ms_box_release_object(MSHeapObject *box);
MSString *ms_any_describe_int(MSHeapObject *box, uint8_t debug);
MSString *ms_any_describe_double(MSHeapObject *box, uint8_t debug);
MSString *ms_any_describe_bool(MSHeapObject *box, uint8_t debug);
MSString *ms_any_describe_string(MSHeapObject *box, uint8_t debug);

/* ===================================================================================
 * Standard-library trap locations of Swift 6.3.1 (what swiftc -Onone prints)
 * =================================================================================== */
#define MS_SWIFT_FILE_INTEGER_TYPES "Swift/IntegerTypes.swift"
#define MS_SWIFT_LINE_DOUBLE_TO_INT_NOT_FINITE 8835
#define MS_SWIFT_LINE_DOUBLE_TO_INT_TOO_SMALL 8838
#define MS_SWIFT_LINE_DOUBLE_TO_INT_TOO_LARGE 8841
#define MS_SWIFT_LINE_DIVISION_BY_ZERO 9012
#define MS_SWIFT_LINE_DIVISION_OVERFLOW 9019
#define MS_SWIFT_LINE_REMAINDER_BY_ZERO 9149
#define MS_SWIFT_LINE_REMAINDER_OVERFLOW 9154
#define MS_SWIFT_FILE_INTEGERS "Swift/Integers.swift"
#define MS_SWIFT_LINE_NEGATIVE_NOT_REPRESENTABLE 3320
#define MS_SWIFT_LINE_NOT_ENOUGH_BITS_UNSIGNED 3324
#define MS_SWIFT_LINE_NOT_ENOUGH_BITS_SIGNED 3539
#define MS_SWIFT_FILE_ARRAY_BUFFER "Swift/ContiguousArrayBuffer.swift"
#define MS_SWIFT_LINE_ARRAY_SUBSCRIPT_GET 692
#define MS_SWIFT_LINE_ARRAY_SUBSCRIPT_SET 705
#define MS_SWIFT_FILE_RANGE_REPLACEABLE "Swift/RangeReplaceableCollection.swift"
#define MS_SWIFT_LINE_REMOVE_LAST_EMPTY 867
#define MS_SWIFT_LINE_REMOVE_FIRST_EMPTY 620
#define MS_SWIFT_LINE_REMOVE_FIRST_EMPTY 620
#define MS_SWIFT_FILE_ARRAY "Swift/Array.swift"
#define MS_SWIFT_LINE_ARRAY_INSERT_TOO_LARGE 430
#define MS_SWIFT_LINE_ARRAY_INSERT_NEGATIVE 431
#define MS_SWIFT_LINE_ARRAY_REMOVE_AT_TOO_LARGE 1350
#define MS_SWIFT_LINE_ARRAY_REMOVE_AT_NEGATIVE 1351
#define MS_SWIFT_LINE_ARRAY_REPEATING_NEGATIVE 947
#define MS_SWIFT_FILE_STRING_LEGACY "Swift/StringLegacy.swift"
#define MS_SWIFT_FILE_STRING_UTF8_VIEW "Swift/StringUTF8View.swift"
#define MS_SWIFT_LINE_STRING_UTF8_VIEW_SUBSCRIPT 228
#define MS_SWIFT_LINE_STRING_REPEATING_NEGATIVE 31
#define MS_SWIFT_FILE_CLOSED_RANGE "Swift/ClosedRange.swift"
#define MS_SWIFT_LINE_CLOSED_RANGE_BOUNDS 411 /* a...b: "Range requires lowerBound <= upperBound" */
#define MS_SWIFT_FILE_RANGE "Swift/Range.swift"
#define MS_SWIFT_LINE_RANGE_BOUNDS 761 /* a..<b: "Range requires lowerBound <= upperBound" */

/* ===================================================================================
 * Dynamic types (cast.c)
 * =================================================================================== */

/* Is `md` the class `target` or one of its subclasses? (NULL `md`: false.) */
bool ms_metadata_is_subclass(const MSMetadata *md, const MSMetadata *target);

/* `x as! T` failed: "Could not cast value of type 'M.A' (0x...) to 'M.B' (0x...)." on
 * stderr (the metadata names and addresses), then a trap. */
_Noreturn void ms_cast_failed(const MSMetadata *from, const MSMetadata *to);

/* The name of the class `md` describes as `type(of:)` prints it: each qualified name in
 * its metadata name reduced to its last component ("main.Pet<Swift.Int>" -> "Pet<Int>"),
 * as a new string (+1). */
MSString *ms_metadata_type_name(const MSMetadata *md);

#ifdef __cplusplus
}
#endif

#endif /* MINISWIFT_RUNTIME_H */
