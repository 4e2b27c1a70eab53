/*
 * array.c — Array values: tail-allocated element buffers with copy-on-write.
 *
 * Swift's Array (stdlib/public/core/Array.swift, ContiguousArrayBuffer.swift) is one
 * reference to a heap buffer holding count, capacity and the elements inline; every
 * mutation first checks that the buffer is uniquely referenced
 * (isKnownUniquelyReferenced) and copies it otherwise, and appends grow the capacity
 * geometrically (doubling). The buffer's deinit destroys the elements. MSArray is the
 * same design, type-erased: the element size and the element retain/release functions
 * live in the buffer itself, so the runtime can copy and destroy any element type.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static void ms_array_destroy(MSHeapObject *o) {
  MSArray *a = (MSArray *)o;
  if (a->releaseElement != NULL) {
    for (intptr_t i = 0; i < a->count; i++) a->releaseElement(a->elements + i * a->elementSize);
  }
}

const MSMetadata ms_array_metadata = {
  .superclass = NULL,
  .name = "Swift.Array",
  .destroy = ms_array_destroy,
  .instanceSize = (intptr_t)sizeof(MSArray),
};

static size_t ms_array_bytes(intptr_t elementSize, intptr_t capacity) {
  size_t bytes;
  if (capacity < 0 || elementSize < 0 ||
      __builtin_mul_overflow((size_t)elementSize, (size_t)capacity, &bytes) ||
      __builtin_add_overflow(bytes, sizeof(MSArray), &bytes)) {
    ms_runtime_crash("Fatal error: Array too large");
  }
  return bytes;
}

MSArray *ms_array_alloc(intptr_t elementSize, intptr_t capacity,
                        void (*retainElement)(void *), void (*releaseElement)(void *)) {
  if (capacity < 0) capacity = 0;
  MSArray *a = ms_checked_malloc(ms_array_bytes(elementSize, capacity));
  a->header.metadata = &ms_array_metadata;
  a->header.refCount = 1;
  a->count = 0;
  a->capacity = capacity;
  a->elementSize = elementSize;
  a->releaseElement = releaseElement;
  a->retainElement = retainElement;
  return a;
}

void *ms_array_element(MSArray *a, intptr_t i) {
  return a->elements + i * a->elementSize;
}

/* Replaces *a by a unique buffer with room for at least minCapacity elements. */
static void ms_array_reallocate(MSArray **ap, intptr_t minCapacity) {
  MSArray *a = *ap;
  if (minCapacity < a->count) minCapacity = a->count;
  if (a->header.refCount == 1) {
    /* Unique: move the bytes (elements keep their references). */
    MSArray *b = ms_checked_realloc(a, ms_array_bytes(a->elementSize, minCapacity));
    b->capacity = minCapacity;
    *ap = b;
    return;
  }
  /* Shared or immortal: copy the elements, retaining them, and drop our reference. */
  MSArray *b = ms_array_alloc(a->elementSize, minCapacity, a->retainElement, a->releaseElement);
  memcpy(b->elements, a->elements, (size_t)(a->count * a->elementSize));
  b->count = a->count;
  if (b->retainElement != NULL) {
    for (intptr_t i = 0; i < b->count; i++) b->retainElement(b->elements + i * b->elementSize);
  }
  *ap = b;
  ms_release(&a->header);
}

void ms_array_make_unique(MSArray **a) {
  if ((*a)->header.refCount != 1) ms_array_reallocate(a, (*a)->capacity);
}

void ms_array_reserve(MSArray **a, intptr_t minimumCapacity) {
  if ((*a)->header.refCount != 1 || (*a)->capacity < minimumCapacity) {
    intptr_t cap = (*a)->capacity > minimumCapacity ? (*a)->capacity : minimumCapacity;
    ms_array_reallocate(a, cap);
  }
}

/* Unique, with room for one more element (doubling, as Swift does). */
static void ms_array_prepare_to_grow(MSArray **a) {
  MSArray *x = *a;
  if (x->header.refCount == 1 && x->count < x->capacity) return;
  intptr_t cap = x->capacity;
  if (x->count == cap) cap = cap < 2 ? 2 : (cap > INTPTR_MAX / 2 ? INTPTR_MAX : cap * 2);
  ms_array_reallocate(a, cap);
}

/* Elements are staged in a stack buffer (heap for big ones) before *a is reallocated,
 * because the caller's element may live inside *a's own storage (`a.append(a[0])`). */
#define MS_STAGING_BYTES 256

/* Copies `element` into `staging` (or a heap block for large elements) and retains it. */
static void *ms_array_stage(MSArray *a, const void *element, char *staging) {
  void *copy = a->elementSize <= MS_STAGING_BYTES ? staging : ms_checked_malloc((size_t)a->elementSize);
  memcpy(copy, element, (size_t)a->elementSize);
  if (a->retainElement != NULL) a->retainElement(copy);
  return copy;
}

static void ms_array_unstage(void *copy, char *staging) {
  if (copy != staging) free(copy);
}

void ms_array_append(MSArray **a, const void *element) {
  char staging[MS_STAGING_BYTES];
  void *copy = ms_array_stage(*a, element, staging);
  ms_array_prepare_to_grow(a);
  MSArray *x = *a;
  memcpy(x->elements + x->count * x->elementSize, copy, (size_t)x->elementSize);
  x->count++;
  ms_array_unstage(copy, staging);
}

void ms_array_check_index(MSArray *a, intptr_t i, const char *file, intptr_t line) {
  if (MS_UNLIKELY((uintptr_t)i >= (uintptr_t)a->count))
    ms_fatal_error_at("Index out of range", file, line, MS_SWIFT_FILE_ARRAY_BUFFER,
                      MS_SWIFT_LINE_ARRAY_SUBSCRIPT_GET);
}

void ms_array_check_index_set(MSArray *a, intptr_t i, const char *file, intptr_t line) {
  if (MS_UNLIKELY((uintptr_t)i >= (uintptr_t)a->count))
    ms_fatal_error_at("Index out of range", file, line, MS_SWIFT_FILE_ARRAY_BUFFER,
                      MS_SWIFT_LINE_ARRAY_SUBSCRIPT_SET);
}

void ms_array_get(MSArray *a, intptr_t i, void *out, const char *file, intptr_t line) {
  ms_array_check_index(a, i, file, line);
  memcpy(out, a->elements + i * a->elementSize, (size_t)a->elementSize);
  if (a->retainElement != NULL) a->retainElement(out);
}

void ms_array_set(MSArray **a, intptr_t i, const void *element, const char *file, intptr_t line) {
  ms_array_check_index_set(*a, i, file, line);
  /* Retain the new value before releasing the old one: they may be the same object. */
  char staging[MS_STAGING_BYTES];
  void *copy = ms_array_stage(*a, element, staging);
  ms_array_make_unique(a);
  MSArray *x = *a;
  char *slot = x->elements + i * x->elementSize;
  if (x->releaseElement != NULL) x->releaseElement(slot);
  memcpy(slot, copy, (size_t)x->elementSize);
  ms_array_unstage(copy, staging);
}

void ms_array_remove_last(MSArray **a, void *out) {
  if (MS_UNLIKELY((*a)->count == 0))
    ms_fatal_error_at("Can't remove last element from an empty collection", NULL, 0,
                      MS_SWIFT_FILE_RANGE_REPLACEABLE, MS_SWIFT_LINE_REMOVE_LAST_EMPTY);
  ms_array_make_unique(a);
  MSArray *x = *a;
  x->count--;
  char *slot = x->elements + x->count * x->elementSize;
  if (out != NULL) {
    memcpy(out, slot, (size_t)x->elementSize);
  } else if (x->releaseElement != NULL) {
    x->releaseElement(slot);
  }
}

void ms_array_insert(MSArray **a, const void *element, intptr_t i, const char *file, intptr_t line) {
  if (MS_UNLIKELY(i < 0))
    ms_fatal_error_at("Negative Array index is out of range", file, line, MS_SWIFT_FILE_ARRAY,
                      MS_SWIFT_LINE_ARRAY_INSERT_NEGATIVE);
  if (MS_UNLIKELY(i > (*a)->count))
    ms_fatal_error_at("Array index is out of range", file, line, MS_SWIFT_FILE_ARRAY,
                      MS_SWIFT_LINE_ARRAY_INSERT_TOO_LARGE);
  char staging[MS_STAGING_BYTES];
  void *copy = ms_array_stage(*a, element, staging);
  ms_array_prepare_to_grow(a);
  MSArray *x = *a;
  intptr_t size = x->elementSize;
  char *slot = x->elements + i * size;
  memmove(slot + size, slot, (size_t)((x->count - i) * size));
  memcpy(slot, copy, (size_t)size);
  x->count++;
  ms_array_unstage(copy, staging);
}

void ms_array_remove_at(MSArray **a, intptr_t i, void *out, const char *file, intptr_t line) {
  if (MS_UNLIKELY(i < 0))
    ms_fatal_error_at("Index out of range", file, line, MS_SWIFT_FILE_ARRAY,
                      MS_SWIFT_LINE_ARRAY_REMOVE_AT_NEGATIVE);
  if (MS_UNLIKELY(i >= (*a)->count))
    ms_fatal_error_at("Index out of range", file, line, MS_SWIFT_FILE_ARRAY,
                      MS_SWIFT_LINE_ARRAY_REMOVE_AT_TOO_LARGE);
  ms_array_make_unique(a);
  MSArray *x = *a;
  intptr_t size = x->elementSize;
  char *slot = x->elements + i * size;
  if (out != NULL) {
    memcpy(out, slot, (size_t)size);
  } else if (x->releaseElement != NULL) {
    x->releaseElement(slot);
  }
  memmove(slot, slot + size, (size_t)((x->count - i - 1) * size));
  x->count--;
}

void ms_retain_element_object(void *element) {
  ms_retain(*(MSHeapObject **)element);
}

void ms_release_element_object(void *element) {
  ms_release(*(MSHeapObject **)element);
}

MSArray *ms_array_repeating(const void *element, intptr_t count, intptr_t elementSize,
                            void (*retainElement)(void *), void (*releaseElement)(void *)) {
  if (count < 0)
    ms_fatal_error_at("Can't construct Array with count < 0", NULL, 0, MS_SWIFT_FILE_ARRAY,
                      MS_SWIFT_LINE_ARRAY_REPEATING_NEGATIVE);
  MSArray *a = ms_array_alloc(elementSize, count, retainElement, releaseElement);
  for (intptr_t i = 0; i < count; i++) {
    char *slot = a->elements + i * elementSize;
    memcpy(slot, element, (size_t)elementSize);
    if (retainElement != NULL) retainElement(slot);
  }
  a->count = count;
  return a;
}

/* Copies b's elements to the end of x (room reserved), retaining them. */
/* Appends retained copies of b's elements lo..<hi to x, which has room for them. */
static void ms_array_copy_range_in(MSArray *x, const MSArray *b, intptr_t lo, intptr_t hi) {
  memcpy(x->elements + x->count * x->elementSize, b->elements + lo * b->elementSize,
         (size_t)((hi - lo) * b->elementSize));
  if (x->retainElement != NULL) {
    for (intptr_t i = 0; i < hi - lo; i++) x->retainElement(x->elements + (x->count + i) * x->elementSize);
  }
  x->count += hi - lo;
}

static void ms_array_copy_in(MSArray *x, const MSArray *b) { ms_array_copy_range_in(x, b, 0, b->count); }

MSArray *ms_array_concat(MSArray *a, MSArray *b) {
  intptr_t count;
  if (__builtin_add_overflow(a->count, b->count, &count)) ms_runtime_crash("Fatal error: Array too large");
  MSArray *x = ms_array_alloc(a->elementSize, count, a->retainElement, a->releaseElement);
  ms_array_copy_in(x, a);
  ms_array_copy_in(x, b);
  return x;
}

void ms_array_append_contents(MSArray **a, MSArray *b) {
  intptr_t count;
  if (__builtin_add_overflow((*a)->count, b->count, &count)) ms_runtime_crash("Fatal error: Array too large");
  /* `a += a`: b may be *a itself; hold it while *a is reallocated. */
  ms_retain(&b->header);
  if ((*a)->header.refCount != 1 || (*a)->capacity < count) {
    intptr_t cap = (*a)->capacity;
    if (cap < count) cap = cap * 2 > count ? cap * 2 : count;
    ms_array_reallocate(a, cap);
  }
  ms_array_copy_in(*a, b);
  ms_release(&b->header);
}

void ms_array_remove_first(MSArray **a, void *out) {
  if (MS_UNLIKELY((*a)->count == 0))
    ms_fatal_error_at("Can't remove first element from an empty collection", NULL, 0,
                      MS_SWIFT_FILE_RANGE_REPLACEABLE, MS_SWIFT_LINE_REMOVE_FIRST_EMPTY);
  ms_array_remove_at(a, 0, out, NULL, 0);
}

void ms_array_remove_all(MSArray **a) {
  MSArray *old = *a;
  *a = ms_array_alloc(old->elementSize, 0, old->retainElement, old->releaseElement);
  ms_release(&old->header);
}

static void ms_array_check_subrange_bound(MSArray *a, intptr_t i, const char *file, intptr_t line) {
  if (MS_UNLIKELY(i > a->count))
    ms_fatal_error_at("Array index is out of range", file, line, MS_SWIFT_FILE_ARRAY,
                      MS_SWIFT_LINE_ARRAY_INSERT_TOO_LARGE);
  if (MS_UNLIKELY(i < 0))
    ms_fatal_error_at("Negative Array index is out of range", file, line, MS_SWIFT_FILE_ARRAY,
                      MS_SWIFT_LINE_ARRAY_INSERT_NEGATIVE);
}

void ms_array_replace_subrange(MSArray **a, intptr_t lo, intptr_t hi, MSArray *with, intptr_t wlo, intptr_t whi,
                               const char *file, intptr_t line) {
  MSArray *old = *a;
  ms_array_check_subrange_bound(old, lo, file, line);
  ms_array_check_subrange_bound(old, hi, file, line);
  if (MS_UNLIKELY(wlo < 0 || wlo > whi || whi > with->count)) ms_runtime_crash("Fatal error: Index out of bounds");
  intptr_t count = old->count - (hi - lo) + (whi - wlo);
  /* A new buffer holding retained copies (`with` may be *a itself); the old one is then
   * released with its elements. */
  MSArray *x = ms_array_alloc(old->elementSize, count, old->retainElement, old->releaseElement);
  intptr_t size = old->elementSize;
  memcpy(x->elements, old->elements, (size_t)(lo * size));
  if (x->retainElement != NULL) {
    for (intptr_t i = 0; i < lo; i++) x->retainElement(x->elements + i * size);
  }
  x->count = lo;
  ms_array_copy_range_in(x, with, wlo, whi);
  memcpy(x->elements + x->count * size, old->elements + hi * size, (size_t)((old->count - hi) * size));
  if (x->retainElement != NULL) {
    for (intptr_t i = 0; i < old->count - hi; i++) x->retainElement(x->elements + (x->count + i) * size);
  }
  x->count += old->count - hi;
  *a = x;
  ms_release(&old->header);
}
