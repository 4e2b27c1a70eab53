/*
 * MiniSwiftCollections.h — the ABI of Dictionary and Set values (dictionary.c); their
 * `sorted()` is the library's (stdlib/Sort.swift). Same conventions as MiniSwiftRuntime.h: arguments
 * borrowed (+0), results owned (+1), `MSDictionary **` parameters inout.
 */
#ifndef MINISWIFT_COLLECTIONS_H
#define MINISWIFT_COLLECTIONS_H

#include "MiniSwiftRuntime.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ===================================================================================
 * Dictionaries and sets (dictionary.c)
 * =================================================================================== */

/* What the runtime needs to know about one `[K: V]` or `Set<K>` type: IRGen emits one
 * constant per type (`ms.hash.witness.<type>`) and every table of that type points at it.
 * Keys and values are stored inline (keySize / valueSize bytes; valueSize is 0 for a Set).
 * hashKey and equalKeys implement Hashable for K; the retain/release callbacks are NULL
 * for trivial types (as an array's element callbacks). (A Dictionary's and a Set's `==`
 * are the library's Swift, stdlib/DictionaryHashable.swift and SetHashable.swift.) */
typedef struct MSHashWitness {
  intptr_t keySize;
  intptr_t valueSize;
  uint64_t (*hashKey)(const void *key);
  bool (*equalKeys)(const void *a, const void *b);
  void (*retainKey)(void *key);
  void (*releaseKey)(void *key);
  void (*retainValue)(void *value);
  void (*releaseValue)(void *value);
} MSHashWitness;

/* A Dictionary or Set value is one pointer to an MSDictionary (never NULL): open
 * addressing with linear probing over `capacity` slots (0 or a power of two), at most 3/4
 * of them used (full or deleted). `count` is at offset 16, as an array's, for IRGen to read.
 * Iteration visits the full slots in slot order: deterministic for a given sequence of
 * operations (Swift's order is seeded per process; programs that print it sort first). */
typedef struct MSDictionary {
  MSHeapObject header;
  intptr_t count;
  intptr_t capacity;
  intptr_t used; /* full + deleted slots */
  const MSHashWitness *witness;
  uint8_t *states; /* per slot: 0 empty, 1 full, 2 deleted */
  char *keys;
  char *values;
} MSDictionary;

extern const MSMetadata ms_dictionary_metadata;

/* An empty table with room for `minimumCapacity` entries (refCount 1). */
MSDictionary *ms_dictionary_alloc(const MSHashWitness *witness, intptr_t minimumCapacity);
/* `d[key]`: copies the value (retained) to *outValue and returns true, or returns false. */
bool ms_dictionary_get(MSDictionary *d, const void *key, void *outValue);
bool ms_dictionary_contains(MSDictionary *d, const void *key);
/* `d[key] = value`, `d.updateValue(value, forKey: key)`: returns whether the key was there;
 * its old value is moved to *outOld (owned) when outOld is not NULL, else released. */
bool ms_dictionary_set(MSDictionary **d, const void *key, const void *value, void *outOld);
/* The address of `key`'s value in `*d` made unique, or NULL when absent. */
void *ms_dictionary_value_address(MSDictionary **d, const void *key);
/* Inserts absent `key` with (a retained copy of) `value`; the new value's address. */
void *ms_dictionary_insert_address(MSDictionary **d, const void *key, const void *value);
/* One entry of a dictionary literal: traps on a duplicate key, as Swift does
 * ("Swift/Dictionary.swift:840: Fatal error: Dictionary literal contains duplicate keys"). */
void ms_dictionary_literal_insert(MSDictionary **d, const void *key, const void *value);
/* `d[key] = nil`, `d.removeValue(forKey:)`, `s.remove(x)`: returns whether the key was
 * there; its value (its key for a Set) is moved to *out (owned) when out is not NULL. */
bool ms_dictionary_remove(MSDictionary **d, const void *key, void *out);
/* `s.insert(x)`: inserts x unless an equal member is there; returns whether it inserted.
 * *outMember (when not NULL) receives the member after the insert (retained). */
bool ms_set_insert(MSDictionary **s, const void *element, void *outMember);
/* `Set(array)`: a new set of the array's elements (whose type the witness describes). */
MSDictionary *ms_set_from_array(const MSHashWitness *witness, MSArray *a);
/* `removeAll()`: an empty table of the same type. */
void ms_dictionary_remove_all(MSDictionary **d);
/* Iteration: the first full slot at or after `slot`, or -1. */
intptr_t ms_dictionary_next(MSDictionary *d, intptr_t slot);
/* The key and value stored in a full slot (borrowed addresses). */
void *ms_dictionary_key_at(MSDictionary *d, intptr_t slot);
void *ms_dictionary_value_at(MSDictionary *d, intptr_t slot);
/* `Array(d.keys)`, `Array(d.values)`, `Array(s)`: arrays in iteration order. */
MSArray *ms_dictionary_keys(MSDictionary *d);
MSArray *ms_dictionary_values(MSDictionary *d);

/* Hashes for the built-in key types (Hashable): deterministic (no per-process seed).
 * Equal values hash equally: -0.0 as 0.0, a String by the scalars of its NFC form. */
uint64_t ms_hash_int(int64_t value);
uint64_t ms_hash_double(double value);
uint64_t ms_hash_string(MSString *s);

#define MS_SWIFT_FILE_DICTIONARY "Swift/Dictionary.swift"
#define MS_SWIFT_LINE_DICTIONARY_LITERAL_DUPLICATE 840

#ifdef __cplusplus
}
#endif

#endif /* MINISWIFT_COLLECTIONS_H */
