/*
 * cast.c — what the dynamic type of an object is: the class hierarchy walked through
 * the metadata's superclass links (Swift's swift_dynamicCastClass does the same walk).
 * Used for the observers of an overriding property (which class's observers run) and
 * for casts.
 */
#include "internal.h"

bool ms_metadata_is_subclass(const MSMetadata *md, const MSMetadata *target) {
  for (; md != NULL; md = md->superclass) {
    if (md == target) return true;
  }
  return false;
}
