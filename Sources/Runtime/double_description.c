/*
 * double_description.c — the text Swift prints for a Double.
 *
 * Swift (stdlib/public/runtime/SwiftDtoa.cpp, swift_dtoa_optimal_double) prints the
 * shortest decimal digit string that converts back to the same Double; among equally
 * short candidates it picks the one closest to the exact binary value (ties: even last
 * digit). It then lays the digits out as:
 *   - exponent form "d.ddde±XX" (at least two exponent digits) when the decimal exponent
 *     is below -4 (|d| < 1e-4) or |d| > 2^53 (2^53 itself is still printed in full:
 *     "9007199254740992.0", the next Double is "9.007199254740994e+15");
 *   - otherwise positional notation with at least one fractional digit:
 *     "0.0001", "123.456", "100.0", "1e+16" vs "1000000000000000.0";
 *   - "0.0" / "-0.0", "inf" / "-inf";
 *   - NaN: print / interpolation / debugDescription show "[-][s]nan[(0xPAYLOAD)]"
 *     (sign bit, "s" when the quiet bit is clear, payload = the low 50 significand bits
 *     in lowercase hex when non-zero); `description` shows just "nan".
 *
 * The digits come from Ryu (Ulf Adams, "Ryu: fast float-to-string conversion",
 * PLDI 2018), which computes the same shortest-and-closest digits with 128-bit
 * fixed-point arithmetic and the power-of-5 tables in double_tables.h, plus its fast path
 * for small integers. Verified against Swift's own Double.description in
 * Tests/RuntimeTests/DoubleDescriptionTests.swift.
 */
#include <string.h>

#include "internal.h"
#include "double_tables.h"

typedef __uint128_t ms_u128;

#define MS_DOUBLE_MANTISSA_BITS 52
#define MS_DOUBLE_EXPONENT_BIAS 1023
#define MS_POW5_INV_BITCOUNT 125
#define MS_POW5_BITCOUNT 125

/* ceil(log2(5^e)) for e > 0, 1 for e == 0: the bit length of 5^e. Valid for 0 <= e <= 3528. */
static inline int32_t ms_pow5bits(int32_t e) {
  return (int32_t)((((uint32_t)e) * 1217359u) >> 19) + 1;
}
/* floor(log10(2^e)) for 0 <= e <= 1650. */
static inline uint32_t ms_log10_pow2(int32_t e) {
  return (((uint32_t)e) * 78913u) >> 18;
}
/* floor(log10(5^e)) for 0 <= e <= 2620. */
static inline uint32_t ms_log10_pow5(int32_t e) {
  return (((uint32_t)e) * 732923u) >> 20;
}

static inline uint32_t ms_pow5_factor(uint64_t value) {
  uint32_t count = 0;
  while (value != 0 && value % 5 == 0) {
    value /= 5;
    count++;
  }
  return count;
}
static inline bool ms_multiple_of_pow5(uint64_t value, uint32_t p) {
  return ms_pow5_factor(value) >= p;
}
static inline bool ms_multiple_of_pow2(uint64_t value, uint32_t p) {
  return (value & ((1ull << p) - 1)) == 0;
}

/* (m * mul) >> j, where mul is a 125-bit table entry {low, high} and j >= 64. */
static inline uint64_t ms_mul_shift64(uint64_t m, const uint64_t *mul, int32_t j) {
  ms_u128 low = (ms_u128)m * mul[0];
  ms_u128 high = (ms_u128)m * mul[1];
  return (uint64_t)(((low >> 64) + high) >> (j - 64));
}

static inline uint32_t ms_decimal_length17(uint64_t v) {
  /* v < 10^17 */
  if (v >= 10000000000000000ull) return 17;
  if (v >= 1000000000000000ull) return 16;
  if (v >= 100000000000000ull) return 15;
  if (v >= 10000000000000ull) return 14;
  if (v >= 1000000000000ull) return 13;
  if (v >= 100000000000ull) return 12;
  if (v >= 10000000000ull) return 11;
  if (v >= 1000000000ull) return 10;
  if (v >= 100000000ull) return 9;
  if (v >= 10000000ull) return 8;
  if (v >= 1000000ull) return 7;
  if (v >= 100000ull) return 6;
  if (v >= 10000ull) return 5;
  if (v >= 1000ull) return 4;
  if (v >= 100ull) return 3;
  if (v >= 10ull) return 2;
  return 1;
}

/* A decimal floating-point value: digits * 10^exponent. */
typedef struct {
  uint64_t digits;
  int32_t exponent;
} ms_decimal;

/* Step 2's general case: the candidates vr (and the bounds vp, vm) with their last
 * digits removed, the last digit removed from vr, whether all removed before it were
 * zeros, and how many were removed. */
typedef struct {
  uint64_t vr, vp, vm;
  uint32_t lastRemovedDigit;
  bool vrIsTrailingZeros;
  int32_t removed;
} MSRemovedDigits;

static inline void ms_remove_digit(MSRemovedDigits *r) {
  r->vrIsTrailingZeros &= r->lastRemovedDigit == 0;
  r->lastRemovedDigit = (uint32_t)(r->vr % 10);
  r->vr /= 10;
  r->vp /= 10;
  r->vm /= 10;
  ++r->removed;
}

/* Step 2's common case: removes the last digits of the candidate vr and the bounds vp,
 * vm at once (`divisor` is 10, 100 or 10000) unless the bounds would meet; `roundUp`
 * says whether the digits removed from vr make it round up. Returns whether it did. */
static inline bool ms_remove_block(uint64_t *vr, uint64_t *vp, uint64_t *vm, uint64_t divisor, bool *roundUp) {
  const uint64_t vpDiv = *vp / divisor;
  const uint64_t vmDiv = *vm / divisor;
  if (vpDiv <= vmDiv) return false;
  const uint64_t vrDiv = *vr / divisor;
  *roundUp = *vr - divisor * vrDiv >= divisor / 2;
  *vr = vrDiv;
  *vp = vpDiv;
  *vm = vmDiv;
  return true;
}

/* Ryu: the shortest (then closest) decimal that rounds to the finite, non-zero Double with
 * the given raw fields. */
static ms_decimal ms_shortest_decimal(uint64_t ieeeMantissa, uint32_t ieeeExponent) {
  int32_t e2;
  uint64_t m2;
  if (ieeeExponent == 0) {
    /* Subnormal. The extra 2 is for the interval bounds computed in units of 1/4. */
    e2 = 1 - MS_DOUBLE_EXPONENT_BIAS - MS_DOUBLE_MANTISSA_BITS - 2;
    m2 = ieeeMantissa;
  } else {
    e2 = (int32_t)ieeeExponent - MS_DOUBLE_EXPONENT_BIAS - MS_DOUBLE_MANTISSA_BITS - 2;
    m2 = (1ull << MS_DOUBLE_MANTISSA_BITS) | ieeeMantissa;
  }
  /* Round-to-nearest-even parsing maps the interval's end points to this value exactly
   * when the significand is even, so they may then be chosen. */
  const bool acceptBounds = (m2 & 1) == 0;

  /* The value is mv * 2^e2 with the rounding interval [mm, mp] around it (in quarter
   * ulps); the lower neighbour is closer when the significand is a power of two. */
  const uint64_t mv = 4 * m2;
  const uint32_t mmShift = ieeeMantissa != 0 || ieeeExponent <= 1;

  /* Step 1: scale mv, mp and mm by 10^-e10 (vr, vp, vm), remembering whether the
   * discarded parts were zero. */
  uint64_t vr, vp, vm;
  int32_t e10;
  bool vmIsTrailingZeros = false;
  bool vrIsTrailingZeros = false;
  if (e2 >= 0) {
    const uint32_t q = ms_log10_pow2(e2) - (e2 > 3);
    e10 = (int32_t)q;
    const int32_t k = MS_POW5_INV_BITCOUNT + ms_pow5bits((int32_t)q) - 1;
    const int32_t i = -e2 + (int32_t)q + k;
    const uint64_t *mul = ms_pow5_inv_split[q];
    vr = ms_mul_shift64(mv, mul, i);
    vp = ms_mul_shift64(mv + 2, mul, i);
    vm = ms_mul_shift64(mv - 1 - mmShift, mul, i);
    if (q <= 21) {
      /* Only one of mv, mp, mm can be a multiple of 5 (and thus maybe of 5^q). */
      if (mv % 5 == 0) {
        vrIsTrailingZeros = ms_multiple_of_pow5(mv, q);
      } else if (acceptBounds) {
        vmIsTrailingZeros = ms_multiple_of_pow5(mv - 1 - mmShift, q);
      } else {
        vp -= ms_multiple_of_pow5(mv + 2, q);
      }
    }
  } else {
    const uint32_t q = ms_log10_pow5(-e2) - (-e2 > 1);
    e10 = (int32_t)q + e2;
    const int32_t i = -e2 - (int32_t)q;
    const int32_t k = ms_pow5bits(i) - MS_POW5_BITCOUNT;
    const int32_t j = (int32_t)q - k;
    const uint64_t *mul = ms_pow5_split[i];
    vr = ms_mul_shift64(mv, mul, j);
    vp = ms_mul_shift64(mv + 2, mul, j);
    vm = ms_mul_shift64(mv - 1 - mmShift, mul, j);
    if (q <= 1) {
      /* mv = 4 * m2 has at least 2 trailing zero bits, so vr is exact. */
      vrIsTrailingZeros = true;
      if (acceptBounds) {
        /* mm = mv - 1 - mmShift has 1 trailing zero bit iff mmShift == 1. */
        vmIsTrailingZeros = mmShift == 1;
      } else {
        /* mp = mv + 2 has one trailing zero bit: exact, and excluded. */
        --vp;
      }
    } else if (q < 63) {
      /* vr is exact iff mv * 5^i / 2^q is an integer, i.e. 2^q divides mv. */
      vrIsTrailingZeros = ms_multiple_of_pow2(mv, q);
    }
  }

  /* Step 2: drop digits while the interval still contains a shorter number. */
  int32_t removed = 0;
  uint64_t output;
  if (MS_UNLIKELY(vmIsTrailingZeros || vrIsTrailingZeros)) {
    /* General case: track exactness for the tie-breaking and bound rules. */
    MSRemovedDigits r = {vr, vp, vm, 0, vrIsTrailingZeros, 0};
    while (r.vp / 10 > r.vm / 10) {
      vmIsTrailingZeros &= r.vm % 10 == 0;
      ms_remove_digit(&r);
    }
    if (vmIsTrailingZeros) {
      /* The lower bound itself is a candidate and is shorter still. */
      while (r.vm % 10 == 0) ms_remove_digit(&r);
    }
    vr = r.vr;
    vm = r.vm;
    vrIsTrailingZeros = r.vrIsTrailingZeros;
    removed = r.removed;
    uint32_t lastRemovedDigit = r.lastRemovedDigit;
    if (vrIsTrailingZeros && lastRemovedDigit == 5 && vr % 2 == 0) {
      /* Exactly halfway: round to even. */
      lastRemovedDigit = 4;
    }
    output = vr + ((vr == vm && (!acceptBounds || !vmIsTrailingZeros)) || lastRemovedDigit >= 5);
  } else {
    /* Common case: vr is inexact, so a removed 5 always means "round up", and only the
     * most significant removed digit matters: digits can go in blocks. */
    bool roundUp = false;
    while (ms_remove_block(&vr, &vp, &vm, 10000, &roundUp)) removed += 4;
    if (ms_remove_block(&vr, &vp, &vm, 100, &roundUp)) removed += 2;
    while (ms_remove_block(&vr, &vp, &vm, 10, &roundUp)) ++removed;
    output = vr + (vr == vm || roundUp);
  }
  ms_decimal result = {output, e10 + removed};
  return result;
}

/* Integers in [1, 2^53) are printed exactly; this is Ryu's fast path for them. */
static inline bool ms_small_integer_decimal(uint64_t ieeeMantissa, uint32_t ieeeExponent,
                                            ms_decimal *result) {
  const uint64_t m2 = (1ull << MS_DOUBLE_MANTISSA_BITS) | ieeeMantissa;
  const int32_t e2 = (int32_t)ieeeExponent - MS_DOUBLE_EXPONENT_BIAS - MS_DOUBLE_MANTISSA_BITS;
  if (e2 > 0 || e2 < -52) return false;
  const uint64_t mask = (1ull << -e2) - 1;
  if ((m2 & mask) != 0) return false;
  uint64_t digits = m2 >> -e2;
  int32_t exponent = 0;
  for (;;) {
    uint64_t q = digits / 10;
    if (digits != q * 10) break;
    digits = q;
    exponent++;
  }
  result->digits = digits;
  result->exponent = exponent;
  return true;
}

/* Writes the `length` decimal digits of v ending just before `end`. */
static inline void ms_write_digits_backwards(uint64_t v, char *end, uint32_t length) {
  char *p = end;
  while (length >= 2) {
    uint32_t pair = (uint32_t)(v % 100);
    v /= 100;
    p -= 2;
    memcpy(p, ms_digit_pairs + 2 * pair, 2);
    length -= 2;
  }
  if (length == 1) *--p = (char)('0' + v);
}

static intptr_t ms_format_nan(uint64_t bits, char *buffer, bool detailed) {
  char *p = buffer;
  if (!detailed) {
    memcpy(p, "nan", 3);
    return 3;
  }
  if (bits >> 63) *p++ = '-';
  if (((bits >> 51) & 1) == 0) *p++ = 's';
  memcpy(p, "nan", 3);
  p += 3;
  uint64_t payload = bits & ((1ull << 50) - 1);
  if (payload != 0) {
    static const char hex[] = "0123456789abcdef";
    char tmp[16];
    int n = 0;
    while (payload != 0) {
      tmp[n++] = hex[payload & 15];
      payload >>= 4;
    }
    memcpy(p, "(0x", 3);
    p += 3;
    while (n > 0) *p++ = tmp[--n];
    *p++ = ')';
  }
  return p - buffer;
}

intptr_t ms_format_double_impl(double value, char *buffer, bool detailedNaN) {
  uint64_t bits;
  memcpy(&bits, &value, sizeof bits);
  const bool negative = (bits >> 63) != 0;
  const uint64_t ieeeMantissa = bits & ((1ull << MS_DOUBLE_MANTISSA_BITS) - 1);
  const uint32_t ieeeExponent = (uint32_t)((bits >> MS_DOUBLE_MANTISSA_BITS) & 0x7ff);

  char *p = buffer;
  if (MS_UNLIKELY(ieeeExponent == 0x7ff)) {
    if (ieeeMantissa != 0) return ms_format_nan(bits, buffer, detailedNaN);
    if (negative) *p++ = '-';
    memcpy(p, "inf", 3);
    return (p - buffer) + 3;
  }
  if (negative) *p++ = '-';
  if (ieeeExponent == 0 && ieeeMantissa == 0) {
    memcpy(p, "0.0", 3);
    return (p - buffer) + 3;
  }

  ms_decimal v;
  if (!ms_small_integer_decimal(ieeeMantissa, ieeeExponent, &v)) {
    v = ms_shortest_decimal(ieeeMantissa, ieeeExponent);
  }
  const uint32_t length = ms_decimal_length17(v.digits);
  /* The decimal exponent of the first digit: value = d.ddd * 10^sciExponent. */
  const int32_t sciExponent = v.exponent + (int32_t)length - 1;
  /* |value| > 2^53: biased exponent above 1023 + 53, or equal with a non-zero fraction. */
  const bool forceExponential = ieeeExponent > 1076 || (ieeeExponent == 1076 && ieeeMantissa != 0);

  if (forceExponential || sciExponent < -4) {
    /* "d.ddde+XX" */
    if (length > 1) {
      ms_write_digits_backwards(v.digits, p + length + 1, length);
      p[0] = p[1];
      p[1] = '.';
      p += length + 1;
    } else {
      *p++ = (char)('0' + v.digits);
    }
    *p++ = 'e';
    int32_t e = sciExponent;
    if (e < 0) {
      *p++ = '-';
      e = -e;
    } else {
      *p++ = '+';
    }
    if (e >= 100) {
      *p++ = (char)('0' + e / 100);
      e %= 100;
    }
    memcpy(p, ms_digit_pairs + 2 * e, 2);
    p += 2;
  } else if (sciExponent < 0) {
    /* "0.000ddd" */
    const int32_t zeros = -sciExponent - 1;
    p[0] = '0';
    p[1] = '.';
    p += 2;
    memset(p, '0', (size_t)zeros);
    p += zeros;
    ms_write_digits_backwards(v.digits, p + length, length);
    p += length;
  } else if (sciExponent + 1 < (int32_t)length) {
    /* "ddd.ddd": write the digits one place to the right, then pull the integer part
     * back over and insert the point. */
    const int32_t intDigits = sciExponent + 1;
    ms_write_digits_backwards(v.digits, p + length + 1, length);
    memmove(p, p + 1, (size_t)intDigits);
    p[intDigits] = '.';
    p += length + 1;
  } else {
    /* "ddd000.0" */
    ms_write_digits_backwards(v.digits, p + length, length);
    p += length;
    const int32_t zeros = sciExponent + 1 - (int32_t)length;
    memset(p, '0', (size_t)zeros);
    p += zeros;
    p[0] = '.';
    p[1] = '0';
    p += 2;
  }
  return p - buffer;
}

intptr_t ms_format_double(double value, char *buffer) {
  return ms_format_double_impl(value, buffer, true);
}
