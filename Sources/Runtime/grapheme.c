/*
 * grapheme.c — String.count: the number of Characters (extended grapheme clusters).
 *
 * Swift (stdlib/public/core/StringGraphemeBreaking.swift) walks the scalars with a small
 * state machine implementing the rules of Unicode UAX #29, using the Grapheme_Cluster_Break
 * property, Extended_Pictographic and Indic_Conjunct_Break from its Unicode 16 tables.
 * We do the same: grapheme_table.h gives every scalar's class (derived from Swift's own
 * behaviour, see that file), and the rules below are UAX #29's:
 *   GB3  CR x LF                       GB4/5  break around CR, LF, Control
 *   GB6-8  Hangul syllable sequences   GB9/9a  x (Extend | ZWJ | SpacingMark)
 *   GB9b Prepend x                     GB9c  Indic conjuncts: Consonant [Extend Linker]*
 *                                            Linker [Extend Linker]* x Consonant
 *   GB11 ExtPict Extend* ZWJ x ExtPict GB12/13  regional indicators pair up
 *   GB999 otherwise break.
 * Limits: invalid UTF-8 (which Swift repairs when a String is created) counts one Other
 * scalar per bad byte; the table is exact for the Swift version it was generated from and
 * would need regenerating when Swift updates its Unicode data.
 */
#include "internal.h"
#include "grapheme_table.h"

/* Classes of U+0000..U+007F. */
static const uint8_t ms_gcb_ascii[128] = {
  MS_GCB_CONTROL, MS_GCB_CONTROL, MS_GCB_CONTROL, MS_GCB_CONTROL, MS_GCB_CONTROL,
  MS_GCB_CONTROL, MS_GCB_CONTROL, MS_GCB_CONTROL, MS_GCB_CONTROL, MS_GCB_CONTROL,
  MS_GCB_LF, MS_GCB_CONTROL, MS_GCB_CONTROL, MS_GCB_CR, MS_GCB_CONTROL, MS_GCB_CONTROL,
  MS_GCB_CONTROL, MS_GCB_CONTROL, MS_GCB_CONTROL, MS_GCB_CONTROL, MS_GCB_CONTROL,
  MS_GCB_CONTROL, MS_GCB_CONTROL, MS_GCB_CONTROL, MS_GCB_CONTROL, MS_GCB_CONTROL,
  MS_GCB_CONTROL, MS_GCB_CONTROL, MS_GCB_CONTROL, MS_GCB_CONTROL, MS_GCB_CONTROL,
  MS_GCB_CONTROL,
  /* 0x20..0x7E are Other (0); 0x7F is Control */
  [0x7F] = MS_GCB_CONTROL,
};

int ms_grapheme_break_property(uint32_t c) {
  if (c < 0x300) {
    /* Latin-1 and Latin Extended, without a search (same answers as the table). */
    if (c < 0x80) return ms_gcb_ascii[c];
    if (c <= 0x9F || c == 0xAD) return MS_GCB_CONTROL;
    if (c == 0xA9 || c == 0xAE) return MS_GCB_EXTENDED_PICTOGRAPHIC;
    return MS_GCB_OTHER;
  }
  if (c >= 0xAC00 && c <= 0xD7A3) {
    /* Hangul syllables: 19 L x 21 V (LV) each followed by 27 T (LVT). */
    return (c - 0xAC00) % 28 == 0 ? MS_GCB_LV : MS_GCB_LVT;
  }
  size_t lo = 0, hi = sizeof ms_gcb_table / sizeof ms_gcb_table[0];
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (c < ms_gcb_table[mid][0]) {
      hi = mid;
    } else if (c > (ms_gcb_table[mid][1] >> 5)) {
      lo = mid + 1;
    } else {
      return (int)(ms_gcb_table[mid][1] & 31);
    }
  }
  return MS_GCB_OTHER;
}

static inline bool ms_gcb_is_extend(int c) {
  return c == MS_GCB_EXTEND || c == MS_GCB_INCB_EXTEND || c == MS_GCB_INCB_LINKER;
}

enum { MS_EMOJI_NONE, MS_EMOJI_PICTOGRAPH, MS_EMOJI_AFTER_ZWJ };
enum { MS_INDIC_NONE, MS_INDIC_CONSONANT, MS_INDIC_AFTER_LINKER };

/* The walk over the scalars: the previous scalar's class plus what GB9c, GB11 and GB12/13
 * need to know about the scalars before it. */
typedef struct {
  int previous;    /* class of the previous scalar, or -1 at the start */
  int emoji;       /* MS_EMOJI_*: inside ExtPict Extend* (ZWJ)? */
  int indic;       /* MS_INDIC_*: inside Consonant [Extend|Linker]* (with a Linker)? */
  bool oddRegionalIndicators; /* an odd number of RIs immediately before */
} ms_gcb_walk;

/* True if a Character boundary falls before a scalar of class `c`; updates the walk. */
static inline bool ms_gcb_step(ms_gcb_walk *w, int c) {
  const int p = w->previous;
  bool brk;
  if (p < 0) {
    brk = true;
  } else if (p == MS_GCB_CR && c == MS_GCB_LF) {
    brk = false; /* GB3 */
  } else if (p == MS_GCB_CR || p == MS_GCB_LF || p == MS_GCB_CONTROL) {
    brk = true; /* GB4 */
  } else if (c == MS_GCB_CR || c == MS_GCB_LF || c == MS_GCB_CONTROL) {
    brk = true; /* GB5 */
  } else if (p == MS_GCB_L &&
             (c == MS_GCB_L || c == MS_GCB_V || c == MS_GCB_LV || c == MS_GCB_LVT)) {
    brk = false; /* GB6 */
  } else if ((p == MS_GCB_LV || p == MS_GCB_V) && (c == MS_GCB_V || c == MS_GCB_T)) {
    brk = false; /* GB7 */
  } else if ((p == MS_GCB_LVT || p == MS_GCB_T) && c == MS_GCB_T) {
    brk = false; /* GB8 */
  } else if (ms_gcb_is_extend(c) || c == MS_GCB_ZWJ || c == MS_GCB_SPACING_MARK) {
    brk = false; /* GB9, GB9a */
  } else if (p == MS_GCB_PREPEND) {
    brk = false; /* GB9b */
  } else if (c == MS_GCB_INCB_CONSONANT && w->indic == MS_INDIC_AFTER_LINKER) {
    brk = false; /* GB9c */
  } else if (p == MS_GCB_ZWJ && c == MS_GCB_EXTENDED_PICTOGRAPHIC &&
             w->emoji == MS_EMOJI_AFTER_ZWJ) {
    brk = false; /* GB11 */
  } else if (p == MS_GCB_REGIONAL_INDICATOR && c == MS_GCB_REGIONAL_INDICATOR &&
             w->oddRegionalIndicators) {
    brk = false; /* GB12, GB13 */
  } else {
    brk = true; /* GB999 */
  }

  if (c == MS_GCB_EXTENDED_PICTOGRAPHIC) {
    w->emoji = MS_EMOJI_PICTOGRAPH;
  } else if (w->emoji == MS_EMOJI_PICTOGRAPH && ms_gcb_is_extend(c)) {
    /* stays */
  } else if (w->emoji == MS_EMOJI_PICTOGRAPH && c == MS_GCB_ZWJ) {
    w->emoji = MS_EMOJI_AFTER_ZWJ;
  } else {
    w->emoji = MS_EMOJI_NONE;
  }

  if (c == MS_GCB_INCB_CONSONANT) {
    w->indic = MS_INDIC_CONSONANT;
  } else if (w->indic != MS_INDIC_NONE && c == MS_GCB_INCB_LINKER) {
    w->indic = MS_INDIC_AFTER_LINKER;
  } else if (w->indic != MS_INDIC_NONE && (c == MS_GCB_INCB_EXTEND || c == MS_GCB_ZWJ)) {
    /* stays */
  } else {
    w->indic = MS_INDIC_NONE;
  }

  w->oddRegionalIndicators = c == MS_GCB_REGIONAL_INDICATOR && !w->oddRegionalIndicators;
  w->previous = c;
  return brk;
}

intptr_t ms_string_count(MSString *s) {
  const uint8_t *p = (const uint8_t *)s->bytes;
  const uint8_t *end = p + s->count;
  intptr_t count = 0;
  ms_gcb_walk w = {-1, MS_EMOJI_NONE, MS_INDIC_NONE, false};
  while (p < end) {
    if (*p < 0x80 && (w.previous < 0 || w.previous == MS_GCB_OTHER ||
                      w.previous == MS_GCB_CR || w.previous == MS_GCB_LF ||
                      w.previous == MS_GCB_CONTROL)) {
      /* ASCII after the start, after ASCII, or after a class that an ASCII scalar
       * always breaks from: a run of ASCII needs no state machine. Each byte starts a
       * Character, except LF right after CR. Afterwards the walk is what the general
       * path would have left: `previous` is the last byte's class, and no ASCII scalar
       * is part of an emoji, Indic or regional-indicator sequence. */
      int prev = w.previous;
      do {
        int c = ms_gcb_ascii[*p];
        if (!(prev == MS_GCB_CR && c == MS_GCB_LF)) count++;
        prev = c;
        p++;
      } while (p < end && *p < 0x80);
      w.previous = prev;
      w.emoji = MS_EMOJI_NONE;
      w.indic = MS_INDIC_NONE;
      w.oddRegionalIndicators = false;
      continue;
    }
    uint32_t scalar = ms_decode_utf8(&p, end);
    if (ms_gcb_step(&w, ms_grapheme_break_property(scalar))) count++;
  }
  return count;
}

intptr_t ms_string_next_character(MSString *s, intptr_t offset) {
  const uint8_t *base = (const uint8_t *)s->bytes;
  const uint8_t *end = base + s->count;
  if (offset < 0) offset = 0;
  if (offset >= s->count) return s->count;
  const uint8_t *p = base + offset;
  ms_gcb_walk w = {-1, MS_EMOJI_NONE, MS_INDIC_NONE, false};
  ms_gcb_step(&w, ms_grapheme_break_property(ms_decode_utf8(&p, end)));
  while (p < end) {
    const uint8_t *q = p;
    if (ms_gcb_step(&w, ms_grapheme_break_property(ms_decode_utf8(&q, end)))) break;
    p = q;
  }
  return p - base;
}
