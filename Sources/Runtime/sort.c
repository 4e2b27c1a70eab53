/*
 * sort.c — sorting an array's elements by a comparison callback.
 *
 * A stable, top-down merge sort over the element bytes (Swift's `sort()` is a stable
 * merge-based sort too, so equal elements keep their order as in swiftc's programs). Used
 * by `sorted()` on sets and dictionary keys; type-erased like the array itself.
 */
#include <stdlib.h>
#include <string.h>

#include "MiniSwiftCollections.h"
#include "internal.h"

static void ms_merge_sort(char *items, char *scratch, intptr_t count, intptr_t size,
                          bool (*less)(const void *, const void *)) {
  if (count < 2) return;
  intptr_t half = count / 2;
  ms_merge_sort(items, scratch, half, size, less);
  ms_merge_sort(items + half * size, scratch, count - half, size, less);
  memcpy(scratch, items, (size_t)(count * size));
  char *left = scratch, *leftEnd = scratch + half * size;
  char *right = leftEnd, *rightEnd = scratch + count * size;
  char *out = items;
  while (left < leftEnd && right < rightEnd) {
    /* Take from the right only when strictly less: equal elements keep their order. */
    if (less(right, left)) {
      memcpy(out, right, (size_t)size);
      right += size;
    } else {
      memcpy(out, left, (size_t)size);
      left += size;
    }
    out += size;
  }
  memcpy(out, left, (size_t)(leftEnd - left));
  out += leftEnd - left;
  memcpy(out, right, (size_t)(rightEnd - right));
}

void ms_array_sort(MSArray **a, bool (*less)(const void *, const void *)) {
  if ((*a)->count < 2) return;
  ms_array_make_unique(a);
  MSArray *x = *a;
  char *scratch = ms_checked_malloc((size_t)(x->count * x->elementSize));
  ms_merge_sort(x->elements, scratch, x->count, x->elementSize, less);
  free(scratch);
}
