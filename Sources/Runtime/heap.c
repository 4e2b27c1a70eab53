/*
 * heap.c — heap objects and reference counting (ARC).
 *
 * Swift's runtime (ms_alloc_object / ms_retain / ms_release in HeapObject.cpp)
 * keeps an atomic, bit-packed strong+unowned count in the object header and runs the
 * object's destroyer when the strong count drops to zero. miniswiftc keeps a plain
 * intptr_t count: programs are single-threaded, there are no weak/unowned references, and
 * a negative count marks immortal objects (constant string literals). Once an object
 * starts dying its count is parked at a huge value, so the deinit may retain and release
 * `self` freely without triggering a second destruction (Swift does the same by marking
 * the object as deiniting).
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static _Noreturn void ms_out_of_memory(void) {
  /* Swift's swift_slowAlloc reports "Could not allocate memory." and aborts; we trap
   * like every other runtime failure. */
  ms_runtime_crash("Could not allocate memory.");
}

void *ms_checked_malloc(size_t size) {
  void *p = malloc(size ? size : 1);
  if (MS_UNLIKELY(p == NULL)) ms_out_of_memory();
  return p;
}

void *ms_checked_realloc(void *old, size_t size) {
  void *p = realloc(old, size ? size : 1);
  if (MS_UNLIKELY(p == NULL)) ms_out_of_memory();
  return p;
}

MSHeapObject *ms_alloc_object(const MSMetadata *md, intptr_t size) {
  if (size < (intptr_t)sizeof(MSHeapObject)) size = (intptr_t)sizeof(MSHeapObject);
  MSHeapObject *o = calloc(1, (size_t)size);
  if (MS_UNLIKELY(o == NULL)) ms_out_of_memory();
  o->metadata = md;
  o->refCount = 1;
  return o;
}

MSHeapObject *ms_retain(MSHeapObject *o) {
  if (o != NULL && o->refCount >= 0) o->refCount += 1;
  return o;
}

/* Destruction nests: an object's destroyer releases its fields, which may destroy them
 * in turn. A long chain (a 200,000-node linked list) would nest that deep and overflow
 * the stack, where Swift's programs survive it. So nesting stops at
 * MS_MAX_DESTROY_DEPTH: an object dying deeper waits in a FIFO queue, and the outermost
 * release destroys the waiting objects (each one may again nest up to the limit) in the
 * order they died. Shallower structures are destroyed exactly as before, so deinit
 * output keeps Swift's order; programs are single-threaded, so plain globals do. */
#define MS_MAX_DESTROY_DEPTH 1000

static int ms_destroy_depth;
static MSHeapObject **ms_dying;
static size_t ms_dying_head, ms_dying_count, ms_dying_capacity;

static void ms_destroy(MSHeapObject *o) {
  const MSMetadata *md = o->metadata;
  ms_destroy_depth += 1;
  if (md != NULL && md->destroy != NULL) md->destroy(o);
  ms_destroy_depth -= 1;
  free(o);
}

void ms_release(MSHeapObject *o) {
  if (o == NULL || o->refCount < 0) return;
  if (--o->refCount != 0) return;
  o->refCount = MS_DEINITING_REFCOUNT;
  if (ms_destroy_depth >= MS_MAX_DESTROY_DEPTH) {
    if (ms_dying_count == ms_dying_capacity) {
      ms_dying_capacity = ms_dying_capacity ? ms_dying_capacity * 2 : 64;
      ms_dying = ms_checked_realloc(ms_dying, ms_dying_capacity * sizeof *ms_dying);
    }
    ms_dying[ms_dying_count++] = o;
    return;
  }
  ms_destroy(o);
  if (ms_destroy_depth != 0) return;
  while (ms_dying_head < ms_dying_count) {
    ms_destroy(ms_dying[ms_dying_head++]);
  }
  ms_dying_head = ms_dying_count = 0;
}

intptr_t ms_ref_count(const MSHeapObject *o) {
  return o == NULL ? 0 : o->refCount;
}

/* The count of an object a failed initializer destroyed (never a live count). */
#define MS_INIT_FAILED_REFCOUNT (INTPTR_MAX / 2 + 1)

void ms_init_failed_destroy(MSHeapObject *o) {
  const MSMetadata *md = o->metadata;
  o->refCount = MS_DEINITING_REFCOUNT;
  ms_destroy_depth += 1;
  if (md != NULL && md->destroy != NULL) md->destroy(o);
  ms_destroy_depth -= 1;
  o->refCount = MS_INIT_FAILED_REFCOUNT;
}

bool ms_init_failed_destroyed(const MSHeapObject *o) {
  return o->refCount == MS_INIT_FAILED_REFCOUNT;
}

void ms_dealloc_failed(MSHeapObject *o) {
  free(o);
}
