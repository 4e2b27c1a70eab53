/*
 * cast.c — what the dynamic type of an object is: the class hierarchy walked through
 * the metadata's superclass links (Swift's swift_dynamicCastClass does the same walk).
 * Used for the observers of an overriding property (which class's observers run) and
 * for casts.
 */
#include <stdio.h>

#include "internal.h"

bool ms_metadata_is_subclass(const MSMetadata *md, const MSMetadata *target) {
  for (; md != NULL; md = md->superclass) {
    if (md == target) return true;
  }
  return false;
}

_Noreturn void ms_cast_failed(const MSMetadata *from, const MSMetadata *to) {
  char message[512];
  snprintf(message, sizeof message, "Could not cast value of type '%s' (%p) to '%s' (%p).",
           from->name, (const void *)from, to->name, (const void *)to);
  ms_runtime_crash(message);
}
