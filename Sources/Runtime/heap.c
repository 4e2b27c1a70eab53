/*
 * heap.c — heap objects and reference counting (ARC).
 *
 * Swift's runtime (ms_alloc_object / ms_retain / ms_release in HeapObject.cpp)
 * keeps an atomic, bit-packed strong+unowned count in the object header and runs the
 * object's destroyer when the strong count drops to zero. miniswiftc keeps a plain
 * intptr_t count: programs are single-threaded, and a negative count marks immortal
 * objects (constant string literals). Weak and unowned references are counted in a side
 * table (below): an object they still point to is destroyed (deinit, fields released)
 * when its strong count reaches zero, as in Swift, but its memory stays, marked dead,
 * until the last of them lets go, so loading one can tell that it is gone. Once an object
 * starts dying its count is parked at a huge value, so the deinit may retain and release
 * `self` freely without triggering a second destruction (Swift does the same by marking
 * the object as deiniting).
 */
#include <stdio.h>
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

/* The side table: how many weak and unowned references point to each object that has
 * any (open addressing, keys are object addresses, NULL is an empty slot, tombstones
 * are never needed because entries are only removed by rehashing the cluster). */
typedef struct {
  MSHeapObject *object;
  intptr_t count;
} MSSideEntry;

static MSSideEntry *ms_side;
static size_t ms_side_capacity, ms_side_count;

/* A count parked on a destroyed object that weak or unowned references still reach. */
#define MS_DEAD_REFCOUNT (INTPTR_MAX / 2 + 2)

static size_t ms_side_slot(const MSHeapObject *o) {
  uintptr_t h = (uintptr_t)o >> 4;
  h ^= h >> 17;
  h *= (uintptr_t)0x9E3779B97F4A7C15u;
  size_t i = (size_t)h & (ms_side_capacity - 1);
  while (ms_side[i].object != NULL && ms_side[i].object != o) i = (i + 1) & (ms_side_capacity - 1);
  return i;
}

static void ms_side_grow(void) {
  MSSideEntry *old = ms_side;
  size_t oldCapacity = ms_side_capacity;
  ms_side_capacity = oldCapacity ? oldCapacity * 2 : 64;
  ms_side = ms_checked_malloc(ms_side_capacity * sizeof *ms_side);
  memset(ms_side, 0, ms_side_capacity * sizeof *ms_side);
  for (size_t i = 0; i < oldCapacity; i++) {
    if (old[i].object != NULL) ms_side[ms_side_slot(old[i].object)] = old[i];
  }
  free(old);
}

/* The side count of o (0 when it has none). */
static intptr_t ms_side_get(const MSHeapObject *o) {
  if (ms_side_count == 0) return 0;
  size_t i = ms_side_slot(o);
  return ms_side[i].object == o ? ms_side[i].count : 0;
}

/* Adds delta to o's side count and returns the new count (the entry goes at 0). */
static intptr_t ms_side_add(MSHeapObject *o, intptr_t delta) {
  if ((ms_side_count + 1) * 2 > ms_side_capacity) ms_side_grow();
  size_t i = ms_side_slot(o);
  if (ms_side[i].object == NULL) {
    ms_side[i].object = o;
    ms_side[i].count = 0;
    ms_side_count += 1;
  }
  intptr_t count = ms_side[i].count += delta;
  if (count > 0) return count;
  /* Remove, then put back the rest of the cluster so that lookups still find it. */
  ms_side[i].object = NULL;
  ms_side_count -= 1;
  for (size_t j = (i + 1) & (ms_side_capacity - 1); ms_side[j].object != NULL; j = (j + 1) & (ms_side_capacity - 1)) {
    MSSideEntry e = ms_side[j];
    ms_side[j].object = NULL;
    ms_side[ms_side_slot(e.object)] = e;
  }
  return 0;
}

static void ms_destroy(MSHeapObject *o) {
  const MSMetadata *md = o->metadata;
  ms_destroy_depth += 1;
  if (md != NULL && md->destroy != NULL) md->destroy(o);
  ms_destroy_depth -= 1;
  if (ms_side_get(o) > 0) {
    /* Weak or unowned references remain: they free it. */
    o->refCount = MS_DEAD_REFCOUNT;
    return;
  }
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

/* Weak and unowned references (Swift's swift_weakInit / swift_unownedRetain family, with
 * the counts in the side table). An object is alive while its strong count is positive
 * and its destruction has not begun; immortal objects are always alive. */
static bool ms_is_alive(const MSHeapObject *o) {
  return o->refCount < 0 || (o->refCount > 0 && o->refCount < MS_DEINITING_REFCOUNT / 2);
}

void ms_weak_retain(MSHeapObject *o) {
  if (o == NULL || o->refCount < 0) return;
  ms_side_add(o, 1);
}

void ms_weak_release(MSHeapObject *o) {
  if (o == NULL || o->refCount < 0) return;
  if (ms_side_add(o, -1) == 0 && o->refCount == MS_DEAD_REFCOUNT) free(o);
}

MSHeapObject *ms_weak_load_strong(MSHeapObject *o) {
  if (o == NULL || !ms_is_alive(o)) return NULL;
  return ms_retain(o);
}

MSHeapObject *ms_unowned_load_strong(MSHeapObject *o) {
  if (o != NULL && !ms_is_alive(o)) {
    char message[128];
    snprintf(message, sizeof message,
             "Fatal error: Attempted to read an unowned reference but object %p was already destroyed", (void *)o);
    ms_runtime_crash(message);
  }
  return ms_retain(o);
}
