/*
 * any_box.c — the built-in types' values in an `Any`.
 *
 * An `Any` holding a value that is not a class instance points to a heap box
 * `{ MSHeapObject header; T value; }` (the value at offset 16) and carries the function
 * that describes it, `MSString *(*)(MSHeapObject *box, bool debug)` (IRGen's GenAny.swift).
 * For a program's types IRGen makes both the box's destroy function and the describe
 * function; those of the built-in types every printing program boxes (Int, Double, Bool,
 * String, Character, Substring) are here, once, as Swift's are in its runtime library,
 * rather than in each module.
 */
#include "internal.h"

/* The boxed value's address. */
static void *ms_box_value(MSHeapObject *box) { return (char *)box + sizeof(MSHeapObject); }

void ms_box_release_object(MSHeapObject *box) {
  ms_release(*(MSHeapObject **)ms_box_value(box));
}

/* (The flag comes from generated code as an LLVM i1: only its low bit is the value.) */
MSString *ms_any_describe_int(MSHeapObject *box, uint8_t debug) {
  (void)debug;
  return ms_string_from_int(*(int64_t *)ms_box_value(box));
}

MSString *ms_any_describe_double(MSHeapObject *box, uint8_t debug) {
  (void)debug;
  return ms_string_from_double(*(double *)ms_box_value(box));
}

MSString *ms_any_describe_bool(MSHeapObject *box, uint8_t debug) {
  (void)debug;
  return ms_string_from_bool((*(uint8_t *)ms_box_value(box) & 1) != 0);
}

/* A String, Character or Substring (all strings underneath): itself, or quoted. */
MSString *ms_any_describe_string(MSHeapObject *box, uint8_t debug) {
  MSString *s = *(MSString **)ms_box_value(box);
  if (debug & 1) return ms_string_debug_description(s);
  ms_retain(&s->header);
  return s;
}
