/*
 * cast.c — what the dynamic type of an object is: the class hierarchy walked through
 * the metadata's superclass links (Swift's swift_dynamicCastClass does the same walk).
 * Used for the observers of an overriding property (which class's observers run) and
 * for casts.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

MSString *ms_metadata_type_name(const MSMetadata *md) {
  const char *name = md->name;
  size_t n = strlen(name);
  char small[256] = {0};
  char *out = n < sizeof small ? small : malloc(n + 1);
  if (out == NULL) ms_runtime_crash("out of memory");
  /* `segment[depth]`: where the (possibly qualified) name being copied began in `out`,
   * at each depth of generic arguments; a dot drops what was copied of it, keeping what
   * follows (`main.Registry<Swift.String>.Token` is `Token`). */
  size_t k = 0, depth = 0, segment[64] = {0};
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)name[i];
    /* (`Swift.Int.Type`: a metatype's `.Type` is part of the name, `Int.Type`.) */
    bool isMetatypeSuffix = c == '.' && strncmp(name + i + 1, "Type", 4) == 0
      && (name[i + 5] == '\0' || name[i + 5] == '>' || name[i + 5] == ',' || name[i + 5] == ')' || name[i + 5] == '.'
          || name[i + 5] == ' ' || name[i + 5] == '?');
    if (c == '.' && !isMetatypeSuffix) {
      k = segment[depth];
      continue;
    }
    out[k++] = (char)c;
    if (c == '<' && depth + 1 < sizeof segment / sizeof segment[0]) {
      segment[++depth] = k;
    } else if (c == '>' && depth > 0 && name[i - 1] != '-') {  /* (not the arrow of a function type) */
      depth--;
    } else if (!(c == '_' || c >= 0x80 || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) {
      segment[depth] = k;
    }
  }
  MSString *s = ms_string_from_utf8(out, (intptr_t)k);
  if (out != small) free(out);
  return s;
}
