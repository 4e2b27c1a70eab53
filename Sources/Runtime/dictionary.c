/*
 * dictionary.c — Dictionary and Set values: hash tables with copy-on-write.
 *
 * Swift's Dictionary and Set (stdlib/public/core/NativeDictionary.swift, NativeSet.swift)
 * are one reference to a heap storage object: open addressing with linear probing, keys
 * and values in separate inline arrays, a bitmap of occupied buckets, a load factor of
 * 3/4, and copy-on-write (every mutation first makes the storage unique). MSDictionary is
 * the same design, type-erased: the key and value sizes, Hashable's hash and ==, and the
 * retain/release callbacks live in an MSHashWitness that IRGen emits once per type. A Set
 * is a table whose values are empty (valueSize 0). Slots are marked empty, full or deleted
 * (Swift shifts entries back on removal instead; tombstones are simpler to read).
 *
 * Hashing is deterministic (no per-process seed, see ms_hash_int): iteration order is the
 * slot order, repeatable from run to run, where Swift's changes from process to process.
 */
#include <stdlib.h>
#include <string.h>

#include "MiniSwiftCollections.h"
#include "internal.h"

enum { MS_SLOT_EMPTY = 0, MS_SLOT_FULL = 1, MS_SLOT_DELETED = 2 };

static void ms_dictionary_release_entries(MSDictionary *d) {
  const MSHashWitness *w = d->witness;
  if (w->releaseKey == NULL && w->releaseValue == NULL) return;
  for (intptr_t i = 0; i < d->capacity; i++) {
    if (d->states[i] != MS_SLOT_FULL) continue;
    if (w->releaseKey != NULL) w->releaseKey(d->keys + i * w->keySize);
    if (w->releaseValue != NULL) w->releaseValue(d->values + i * w->valueSize);
  }
}

static void ms_dictionary_destroy(MSHeapObject *o) {
  MSDictionary *d = (MSDictionary *)o;
  ms_dictionary_release_entries(d);
  free(d->states);
  free(d->keys);
  free(d->values);
}

const MSMetadata ms_dictionary_metadata = {
  .superclass = NULL,
  .name = "Swift.Dictionary",
  .destroy = ms_dictionary_destroy,
  .instanceSize = (intptr_t)sizeof(MSDictionary),
};

static void *ms_block(intptr_t size, intptr_t count) {
  size_t bytes;
  if (__builtin_mul_overflow((size_t)size, (size_t)count, &bytes)) ms_runtime_crash("Fatal error: Dictionary too large");
  return ms_checked_malloc(bytes == 0 ? 1 : bytes);
}

/* The slot arrays for `capacity` slots, all empty. */
static void ms_dictionary_allocate_slots(MSDictionary *d, intptr_t capacity) {
  d->capacity = capacity;
  d->used = 0;
  d->states = ms_block(1, capacity);
  memset(d->states, MS_SLOT_EMPTY, (size_t)capacity);
  d->keys = ms_block(d->witness->keySize, capacity);
  d->values = ms_block(d->witness->valueSize, capacity);
}

/* The smallest power of two whose 3/4 holds `count` entries (at least 8 slots). */
static intptr_t ms_capacity_for(intptr_t count) {
  intptr_t capacity = 8;
  while (capacity / 4 * 3 < count) {
    if (capacity > INTPTR_MAX / 4) ms_runtime_crash("Fatal error: Dictionary too large");
    capacity *= 2;
  }
  return capacity;
}

MSDictionary *ms_dictionary_alloc(const MSHashWitness *witness, intptr_t minimumCapacity) {
  MSDictionary *d = ms_checked_malloc(sizeof(MSDictionary));
  d->header.metadata = &ms_dictionary_metadata;
  d->header.refCount = 1;
  d->count = 0;
  d->witness = witness;
  ms_dictionary_allocate_slots(d, minimumCapacity > 0 ? ms_capacity_for(minimumCapacity) : 0);
  return d;
}

/* The slot holding `key`, or -1; *insertAt (when not NULL) receives the slot where it
 * would go (the first deleted slot on its probe path, else the empty slot that ends it). */
static intptr_t ms_dictionary_find(const MSDictionary *d, const void *key, intptr_t *insertAt) {
  if (insertAt != NULL) *insertAt = -1;
  if (d->capacity == 0) return -1;
  const MSHashWitness *w = d->witness;
  intptr_t mask = d->capacity - 1;
  intptr_t i = (intptr_t)(w->hashKey(key) & (uint64_t)mask);
  intptr_t firstDeleted = -1;
  for (intptr_t probes = 0; probes < d->capacity; probes++, i = (i + 1) & mask) {
    uint8_t state = d->states[i];
    if (state == MS_SLOT_EMPTY) {
      if (insertAt != NULL) *insertAt = firstDeleted >= 0 ? firstDeleted : i;
      return -1;
    }
    if (state == MS_SLOT_DELETED) {
      if (firstDeleted < 0) firstDeleted = i;
    } else if (w->equalKeys(d->keys + i * w->keySize, key)) {
      return i;
    }
  }
  if (insertAt != NULL) *insertAt = firstDeleted;
  return -1;
}

/* Moves the entries of unique `d` into `capacity` fresh slots (no retains: the bytes move). */
static void ms_dictionary_rehash(MSDictionary *d, intptr_t capacity) {
  const MSHashWitness *w = d->witness;
  uint8_t *states = d->states;
  char *keys = d->keys, *values = d->values;
  intptr_t old = d->capacity;
  ms_dictionary_allocate_slots(d, capacity);
  for (intptr_t i = 0; i < old; i++) {
    if (states[i] != MS_SLOT_FULL) continue;
    intptr_t slot;
    ms_dictionary_find(d, keys + i * w->keySize, &slot);
    d->states[slot] = MS_SLOT_FULL;
    memcpy(d->keys + slot * w->keySize, keys + i * w->keySize, (size_t)w->keySize);
    memcpy(d->values + slot * w->valueSize, values + i * w->valueSize, (size_t)w->valueSize);
    d->used++;
  }
  free(states);
  free(keys);
  free(values);
}

/* A copy of `d` (its entries retained) with room for `minimumCount` entries. */
static MSDictionary *ms_dictionary_copy(const MSDictionary *d, intptr_t minimumCount) {
  const MSHashWitness *w = d->witness;
  MSDictionary *c = ms_dictionary_alloc(w, minimumCount > d->count ? minimumCount : d->count);
  for (intptr_t i = 0; i < d->capacity; i++) {
    if (d->states[i] != MS_SLOT_FULL) continue;
    intptr_t slot;
    ms_dictionary_find(c, d->keys + i * w->keySize, &slot);
    char *key = c->keys + slot * w->keySize, *value = c->values + slot * w->valueSize;
    memcpy(key, d->keys + i * w->keySize, (size_t)w->keySize);
    memcpy(value, d->values + i * w->valueSize, (size_t)w->valueSize);
    if (w->retainKey != NULL) w->retainKey(key);
    if (w->retainValue != NULL) w->retainValue(value);
    c->states[slot] = MS_SLOT_FULL;
    c->used++;
    c->count++;
  }
  return c;
}

/* Makes *dp unique (copying a shared or immortal table, releasing our reference to it). */
static void ms_dictionary_make_unique(MSDictionary **dp) {
  if ((*dp)->header.refCount == 1) return;
  MSDictionary *old = *dp;
  *dp = ms_dictionary_copy(old, old->count);
  ms_release(&old->header);
}

/* Unique, with room to use one more slot. */
static void ms_dictionary_prepare_to_grow(MSDictionary **dp) {
  ms_dictionary_make_unique(dp);
  MSDictionary *d = *dp;
  if (d->capacity == 0 || (d->used + 1) > d->capacity / 4 * 3) ms_dictionary_rehash(d, ms_capacity_for(d->count + 1));
}

bool ms_dictionary_get(MSDictionary *d, const void *key, void *outValue) {
  intptr_t i = ms_dictionary_find(d, key, NULL);
  if (i < 0) return false;
  const MSHashWitness *w = d->witness;
  memcpy(outValue, d->values + i * w->valueSize, (size_t)w->valueSize);
  if (w->retainValue != NULL) w->retainValue(outValue);
  return true;
}

bool ms_dictionary_contains(MSDictionary *d, const void *key) {
  return ms_dictionary_find(d, key, NULL) >= 0;
}

/* Stores a retained copy of key and value in a new slot of unique `d`. */
static void ms_dictionary_store_new(MSDictionary *d, intptr_t slot, const void *key, const void *value) {
  const MSHashWitness *w = d->witness;
  char *k = d->keys + slot * w->keySize, *v = d->values + slot * w->valueSize;
  memcpy(k, key, (size_t)w->keySize);
  memcpy(v, value, (size_t)w->valueSize);
  if (w->retainKey != NULL) w->retainKey(k);
  if (w->retainValue != NULL) w->retainValue(v);
  if (d->states[slot] == MS_SLOT_EMPTY) d->used++;
  d->states[slot] = MS_SLOT_FULL;
  d->count++;
}

bool ms_dictionary_set(MSDictionary **dp, const void *key, const void *value, void *outOld) {
  const MSHashWitness *w = (*dp)->witness;
  /* The new value is retained before anything is released: it may be the old value. */
  char staging[256];
  void *copy = w->valueSize <= (intptr_t)sizeof staging ? staging : ms_checked_malloc((size_t)w->valueSize);
  memcpy(copy, value, (size_t)w->valueSize);
  if (w->retainValue != NULL) w->retainValue(copy);
  ms_dictionary_prepare_to_grow(dp);
  MSDictionary *d = *dp;
  intptr_t slot;
  intptr_t i = ms_dictionary_find(d, key, &slot);
  bool existed = i >= 0;
  if (existed) {
    char *v = d->values + i * w->valueSize;
    if (outOld != NULL) {
      memcpy(outOld, v, (size_t)w->valueSize);
    } else if (w->releaseValue != NULL) {
      w->releaseValue(v);
    }
    memcpy(v, copy, (size_t)w->valueSize);
  } else {
    ms_dictionary_store_new(d, slot, key, copy);
    if (w->releaseValue != NULL) w->releaseValue(copy); /* store_new retained its own */
  }
  if (copy != staging) free(copy);
  return existed;
}

/* The address of the value for `key` inside `*dp` made unique, or NULL when `key` is
 * absent: the `unsafeMutablePayloadAddress` of Dictionary's `subscript(_:)` and the
 * first step of the `unsafeMutableAddress` of `subscript(_:default:)`
 * (stdlib/DictionarySubscripts.swift), through which `d[k]?.append(x)` and
 * `d[k, default: 0] += 1` write into the entry in place. A shared table is copied
 * first, as Swift's `_modify` does, whether or not the key is there. */
void *ms_dictionary_value_address(MSDictionary **dp, const void *key) {
  ms_dictionary_make_unique(dp);
  MSDictionary *d = *dp;
  intptr_t i = ms_dictionary_find(d, key, NULL);
  if (i < 0) return NULL;
  return d->values + i * d->witness->valueSize;
}

/* Inserts `key` (absent) with a retained copy of `value` and gives the new value's
 * address: `d[k, default: v]`'s addressor when `key` is missing. */
void *ms_dictionary_insert_address(MSDictionary **dp, const void *key, const void *value) {
  ms_dictionary_prepare_to_grow(dp);
  MSDictionary *d = *dp;
  intptr_t slot;
  ms_dictionary_find(d, key, &slot);
  ms_dictionary_store_new(d, slot, key, value);
  return d->values + slot * d->witness->valueSize;
}

void ms_dictionary_literal_insert(MSDictionary **dp, const void *key, const void *value) {
  if (MS_UNLIKELY(ms_dictionary_contains(*dp, key)))
    ms_fatal_error_at("Dictionary literal contains duplicate keys", NULL, 0, MS_SWIFT_FILE_DICTIONARY,
                      MS_SWIFT_LINE_DICTIONARY_LITERAL_DUPLICATE);
  ms_dictionary_set(dp, key, value, NULL);
}

bool ms_dictionary_remove(MSDictionary **dp, const void *key, void *out) {
  if (ms_dictionary_find(*dp, key, NULL) < 0) return false;
  ms_dictionary_make_unique(dp);
  MSDictionary *d = *dp;
  const MSHashWitness *w = d->witness;
  intptr_t i = ms_dictionary_find(d, key, NULL);
  char *k = d->keys + i * w->keySize, *v = d->values + i * w->valueSize;
  /* A Set hands back its member, a Dictionary its value. */
  bool isSet = w->valueSize == 0;
  if (out != NULL) memcpy(out, isSet ? k : v, (size_t)(isSet ? w->keySize : w->valueSize));
  if (w->releaseKey != NULL && !(isSet && out != NULL)) w->releaseKey(k);
  if (w->releaseValue != NULL && !(!isSet && out != NULL)) w->releaseValue(v);
  d->states[i] = MS_SLOT_DELETED;
  d->count--;
  return true;
}

bool ms_set_insert(MSDictionary **sp, const void *element, void *outMember) {
  const MSHashWitness *w = (*sp)->witness;
  intptr_t i = ms_dictionary_find(*sp, element, NULL);
  if (i >= 0) {
    if (outMember != NULL) {
      memcpy(outMember, (*sp)->keys + i * w->keySize, (size_t)w->keySize);
      if (w->retainKey != NULL) w->retainKey(outMember);
    }
    return false;
  }
  /* The element is retained by the table before *sp may be released by a copy. */
  char staging[256];
  void *copy = w->keySize <= (intptr_t)sizeof staging ? staging : ms_checked_malloc((size_t)w->keySize);
  memcpy(copy, element, (size_t)w->keySize);
  if (w->retainKey != NULL) w->retainKey(copy);
  ms_dictionary_prepare_to_grow(sp);
  intptr_t slot;
  ms_dictionary_find(*sp, copy, &slot);
  ms_dictionary_store_new(*sp, slot, copy, copy); /* a set stores no value bytes */
  if (outMember != NULL) {
    memcpy(outMember, copy, (size_t)w->keySize); /* our retain becomes the caller's */
  } else if (w->releaseKey != NULL) {
    w->releaseKey(copy);
  }
  if (copy != staging) free(copy);
  return true;
}

MSDictionary *ms_set_from_array(const MSHashWitness *witness, MSArray *a) {
  MSDictionary *s = ms_dictionary_alloc(witness, a->count);
  for (intptr_t i = 0; i < a->count; i++) ms_set_insert(&s, ms_array_element(a, i), NULL);
  return s;
}

void ms_dictionary_remove_all(MSDictionary **dp) {
  MSDictionary *old = *dp;
  *dp = ms_dictionary_alloc(old->witness, 0);
  ms_release(&old->header);
}

intptr_t ms_dictionary_next(MSDictionary *d, intptr_t slot) {
  for (intptr_t i = slot < 0 ? 0 : slot; i < d->capacity; i++)
    if (d->states[i] == MS_SLOT_FULL) return i;
  return -1;
}

void *ms_dictionary_key_at(MSDictionary *d, intptr_t slot) {
  return d->keys + slot * d->witness->keySize;
}

void *ms_dictionary_value_at(MSDictionary *d, intptr_t slot) {
  return d->values + slot * d->witness->valueSize;
}

static MSArray *ms_dictionary_column(MSDictionary *d, bool keys) {
  const MSHashWitness *w = d->witness;
  intptr_t size = keys ? w->keySize : w->valueSize;
  MSArray *a = ms_array_alloc(size, d->count, keys ? w->retainKey : w->retainValue,
                              keys ? w->releaseKey : w->releaseValue);
  for (intptr_t i = ms_dictionary_next(d, 0); i >= 0; i = ms_dictionary_next(d, i + 1))
    ms_array_append(&a, keys ? ms_dictionary_key_at(d, i) : ms_dictionary_value_at(d, i));
  return a;
}

MSArray *ms_dictionary_keys(MSDictionary *d) {
  return ms_dictionary_column(d, true);
}

MSArray *ms_dictionary_values(MSDictionary *d) {
  return ms_dictionary_column(d, false);
}

/* splitmix64's finalizer: every bit of the input reaches the low bits used as the slot. */
uint64_t ms_hash_int(int64_t value) {
  uint64_t x = (uint64_t)value;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

uint64_t ms_hash_double(double value) {
  if (value == 0) value = 0; /* -0.0 == 0.0 */
  int64_t bits;
  memcpy(&bits, &value, sizeof bits);
  return ms_hash_int(bits);
}
