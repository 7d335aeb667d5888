// Device helpers shared by every generated Fresnel module: complex numbers and the scalar
// semantics of kernels/src/semantics.rs (StableHLO's, and XLA's where StableHLO leaves a
// choice), as overloads so that generated code reads `fr_op(x, y)` whatever the dtype.
// Self-contained: NVRTC compiles it without the CUDA toolkit's headers.

struct fr_c64 { float re, im; };
struct fr_c128 { double re, im; };

#define FR_D __device__ __forceinline__

// Kernel pointer parameters (FR_IN read-only, FR_OUT written) and pointers derived from them.
// cuda-sim's shim defines these first as bounds-checked pointers; on a GPU they are raw.
#ifndef FR_SIM_CHECKED
#define FR_IN(T) const T* __restrict__
#define FR_OUT(T) T* __restrict__
#define FR_CVIEW(T) const T*
#define FR_VIEW(T) T*
#endif

// ---- f16 and bf16: bit patterns in a struct, so nothing computes on them by mistake. Programs
// carry them in f32 (fresnel_ir::narrow::widen): kernels only convert, exactly as the CPU does
// (fresnel_ir::narrow): widening is exact (a NaN made quiet, keeping its payload); narrowing
// rounds once from double to nearest even, keeping subnormals, overflowing to infinity.
struct fr_f16 { unsigned short bits; };
struct fr_bf16 { unsigned short bits; };

FR_D unsigned short fr_narrow_bits(double x, int e, int m) {
  unsigned long long b = (unsigned long long)__double_as_longlong(x);
  unsigned short sign = (unsigned short)((b >> 63) << (e + m));
  unsigned long long mag = b & 0x7FFFFFFFFFFFFFFFull;
  unsigned short ones = (unsigned short)(((1u << e) - 1u) << m);
  if (mag >= 0x7FF0000000000000ull) {
    if (mag == 0x7FF0000000000000ull) return sign | ones;
    unsigned short payload = (unsigned short)((mag >> (52 - m)) & ((1ull << m) - 1ull));
    return sign | ones | (unsigned short)(1u << (m - 1)) | payload;
  }
  long long field = (long long)(mag >> 52);
  if (field == 0) return sign;
  long long bias = (1ll << (e - 1)) - 1;
  unsigned long long mant = (mag & ((1ull << 52) - 1ull)) | (1ull << 52);
  long long target = field - 1023 + bias;
  long long shift = 52 - m + (target >= 1 ? 0 : 1 - target);
  if (shift > 63) return sign;
  unsigned long long q = mant >> shift;
  unsigned long long rem = mant & ((1ull << shift) - 1ull);
  unsigned long long half = 1ull << (shift - 1);
  if (rem > half || (rem == half && (q & 1ull))) q += 1;
  unsigned long long r = target >= 1 ? ((unsigned long long)target << m) + q - (1ull << m) : q;
  return r >= ones ? (unsigned short)(sign | ones) : (unsigned short)(sign | r);
}
FR_D fr_f16 fr_f16_of(double x) { return fr_f16{fr_narrow_bits(x, 5, 10)}; }
FR_D fr_bf16 fr_bf16_of(double x) { return fr_bf16{fr_narrow_bits(x, 8, 7)}; }
FR_D float fr_bf16_to_f32(fr_bf16 h) {
  unsigned int w = (unsigned int)h.bits << 16;
  if ((h.bits & 0x7FFFu) > 0x7F80u) w |= 0x00400000u;
  return __int_as_float((int)w);
}
FR_D float fr_f16_to_f32(fr_f16 h) {
  unsigned int sign = (unsigned int)(h.bits & 0x8000u) << 16;
  unsigned int exp = (h.bits >> 10) & 0x1Fu, man = h.bits & 0x3FFu;
  if (exp == 0x1Fu) return __int_as_float((int)(sign | 0x7F800000u | (man ? 0x00400000u | (man << 13) : 0u)));
  if (exp != 0) return __int_as_float((int)(sign | ((exp + 112u) << 23) | (man << 13)));
  // Subnormal (or zero): man · 2^-24, exact in f32.
  float v = (float)man * 5.9604644775390625e-8f;
  return sign ? -v : v;
}

// ---- The 8-, 6- and 4-bit floats and the 2- and 4-bit integers: byte patterns (unsigned char)
// that kernels only convert, as fresnel_ir::narrow::MiniFloat does on the CPU. A format is its
// exponent and mantissa widths, bias and `special`: 0 IEEE, 1 finite with one NaN pattern per
// sign, 2 finite without NaN (saturating), 3 FNUZ (0x80 is the NaN), 4 E8M0 (exponent only).
FR_D unsigned int fr_mf_bits(int e, int m, int special) { return (special == 4 ? 0 : 1) + e + m; }
FR_D unsigned int fr_mf_sign(int e, int m, int special) {
  return special == 4 ? 0u : 1u << (fr_mf_bits(e, m, special) - 1);
}
FR_D unsigned int fr_mf_max(int e, int m, int special) {
  unsigned int all = (1u << (e + m)) - 1u;
  if (special == 0) return all - ((1u << m) - 1u) - 1u;
  if (special == 1 || special == 4) return all - 1u;
  return all;
}
FR_D unsigned char fr_mf_nan(int e, int m, int special, bool neg) {
  unsigned int sign = neg ? fr_mf_sign(e, m, special) : 0u;
  unsigned int ones = (1u << (e + m)) - 1u;
  switch (special) {
    case 0: return (unsigned char)(sign | (ones & ~((1u << m) - 1u)) | (1u << (m - 1)));
    case 1: return (unsigned char)(sign | ones);
    case 2: return (unsigned char)(neg ? 0u : fr_mf_sign(e, m, special));
    case 3: return 0x80;
    default: return 0xFF;
  }
}
FR_D unsigned char fr_mf_overflow(int e, int m, int special, bool neg) {
  unsigned int sign = neg ? fr_mf_sign(e, m, special) : 0u;
  if (special == 0) return (unsigned char)(sign | (fr_mf_max(e, m, special) + 1u));
  if (special == 2) return (unsigned char)(sign | fr_mf_max(e, m, special));
  return fr_mf_nan(e, m, special, neg);
}
// The pattern nearest to x: ties to even (E8M0: ties up, below 2^-127 to 2^-127).
FR_D unsigned char fr_small_of(double x, int e, int m, int bias, int special) {
  unsigned long long b = (unsigned long long)__double_as_longlong(x);
  bool neg = (b >> 63) != 0;
  unsigned long long mag = b & 0x7FFFFFFFFFFFFFFFull;
  if (mag > 0x7FF0000000000000ull) return fr_mf_nan(e, m, special, neg);
  long long field = (long long)(mag >> 52);
  if (special == 4) {
    if (mag == 0x7FF0000000000000ull || neg || mag == 0) return fr_mf_nan(e, m, special, false);
    if (field == 0) return 0;
    long long code = field - 1023 + bias + (long long)((b >> 51) & 1ull);
    if (code < 0) return 0;
    if (code > (long long)fr_mf_max(e, m, special)) return fr_mf_nan(e, m, special, false);
    return (unsigned char)code;
  }
  if (mag == 0x7FF0000000000000ull) return fr_mf_overflow(e, m, special, neg);
  unsigned long long r = 0;
  if (field != 0) {
    unsigned long long mant = (mag & ((1ull << 52) - 1ull)) | (1ull << 52);
    long long target = field - 1023 + bias;
    long long shift = 52 - m + (target >= 1 ? 0 : 1 - target);
    if (shift <= 63) {
      unsigned long long q = mant >> shift;
      unsigned long long rem = mant & ((1ull << shift) - 1ull);
      unsigned long long half = 1ull << (shift - 1);
      if (rem > half || (rem == half && (q & 1ull))) q += 1;
      r = target >= 1 ? ((unsigned long long)target << m) + q - (1ull << m) : q;
    }
  }
  if (r > fr_mf_max(e, m, special)) return fr_mf_overflow(e, m, special, neg);
  if (r == 0 && special == 3) return 0;
  return (unsigned char)((neg ? fr_mf_sign(e, m, special) : 0u) | (unsigned int)r);
}
FR_D double fr_small_to_f64(unsigned char c, int e, int m, int bias, int special) {
  unsigned int code = c & ((1u << fr_mf_bits(e, m, special)) - 1u);
  if (special == 4) return code == 0xFFu ? __longlong_as_double(0x7FF8000000000000ll) : ldexp(1.0, (int)code - bias);
  unsigned int sign = fr_mf_sign(e, m, special);
  bool neg = (code & sign) != 0;
  unsigned int mag = code & ~sign;
  unsigned int ones = (1u << (e + m)) - 1u, exp_ones = ones & ~((1u << m) - 1u);
  double v;
  if ((special == 0 && (mag & exp_ones) == exp_ones) || (special == 1 && mag == ones) ||
      (special == 3 && code == 0x80u)) {
    v = special == 0 && mag == exp_ones ? __longlong_as_double(0x7FF0000000000000ll)
                                        : __longlong_as_double(0x7FF8000000000000ll);
  } else {
    int field = (int)(mag >> m);
    double frac = (double)(mag & ((1u << m) - 1u));
    v = field == 0 ? ldexp(frac, 1 - bias - m) : ldexp(frac + (double)(1u << m), field - bias - m);
  }
  return neg ? -v : v;
}
// Sub-byte integers: the low `bits` of the pattern, sign-extended when signed; converts wrap
// from integers and truncate and saturate from floats (NaN to 0), as on the CPU.
FR_D long long fr_subint_value(unsigned char c, int bits, bool is_signed) {
  long long v = (long long)(c & ((1u << bits) - 1u));
  return is_signed && (v >> (bits - 1)) ? v - (1ll << bits) : v;
}
FR_D unsigned char fr_subint_wrap(long long x, int bits) {
  return (unsigned char)((unsigned long long)x & ((1ull << bits) - 1ull));
}
FR_D unsigned char fr_subint_of_f64(double x, int bits, bool is_signed) {
  double lo = is_signed ? -(double)(1ll << (bits - 1)) : 0.0;
  double hi = is_signed ? (double)((1ll << (bits - 1)) - 1) : (double)((1ll << bits) - 1);
  long long v = x != x ? 0 : (long long)fmin(fmax(trunc(x), lo), hi);
  return fr_subint_wrap(v, bits);
}

// ---- bool: add/max are or, multiply/min are and
FR_D bool fr_add(bool a, bool b) { return a | b; }
FR_D bool fr_mul(bool a, bool b) { return a & b; }
FR_D bool fr_max(bool a, bool b) { return a | b; }
FR_D bool fr_min(bool a, bool b) { return a & b; }
FR_D bool fr_and(bool a, bool b) { return a & b; }
FR_D bool fr_or(bool a, bool b) { return a | b; }
FR_D bool fr_xor(bool a, bool b) { return a ^ b; }
FR_D bool fr_not(bool a) { return !a; }

// ---- integers: wrapping arithmetic (in the unsigned type W, at least as wide as int, where
// overflow is defined and narrow operands are not promoted to a signed int), truncating
// division with x / 0 = -1 (all bits set) and MIN / -1 = MIN, x % 0 = x. Shifts by amounts
// outside 0..bits shift everything out; the arithmetic right shift copies the top bit, also
// on unsigned types (as XLA does). `fr_unsigned` / `fr_signed` read the bits for UNSIGNED /
// SIGNED comparisons.
#define FR_INT_COMMON(T, U, S, W)                                                            \
  FR_D T fr_add(T a, T b) { return (T)((W)a + (W)b); }                                       \
  FR_D T fr_sub(T a, T b) { return (T)((W)a - (W)b); }                                       \
  FR_D T fr_mul(T a, T b) { return (T)((W)a * (W)b); }                                       \
  FR_D T fr_neg(T a) { return (T)((W)0 - (W)a); }                                            \
  FR_D T fr_not(T a) { return (T)~a; }                                                       \
  FR_D T fr_and(T a, T b) { return (T)(a & b); }                                             \
  FR_D T fr_or(T a, T b) { return (T)(a | b); }                                              \
  FR_D T fr_xor(T a, T b) { return (T)(a ^ b); }                                             \
  FR_D T fr_max(T a, T b) { return a > b ? a : b; }                                          \
  FR_D T fr_min(T a, T b) { return a < b ? a : b; }                                          \
  FR_D U fr_unsigned(T a) { return (U)a; }                                                   \
  FR_D S fr_signed(T a) { return (S)a; }                                                     \
  FR_D T fr_square(T a) { return fr_mul(a, a); }                                             \
  FR_D T fr_shl(T a, T b) { return (U)b < (U)(8 * sizeof(T)) ? (T)((W)a << (U)b) : (T)0; }   \
  FR_D T fr_shra(T a, T b) {                                                                 \
    return (T)((S)a >> ((U)b < (U)(8 * sizeof(T)) ? (U)b : (U)(8 * sizeof(T) - 1)));         \
  }                                                                                          \
  FR_D T fr_shrl(T a, T b) { return (U)b < (U)(8 * sizeof(T)) ? (T)((U)a >> (U)b) : (T)0; }  \
  FR_D T fr_popcnt(T a) {                                                                    \
    return (T)(sizeof(T) == 8 ? __popcll((unsigned long long)(U)a)                           \
                              : __popc((unsigned int)(U)a));                                 \
  }                                                                                          \
  FR_D T fr_clz(T a) {                                                                       \
    return (T)(sizeof(T) == 8 ? __clzll((long long)(U)a)                                     \
                              : __clz((int)(unsigned int)(U)a) - (int)(32 - 8 * sizeof(T))); \
  }
#define FR_INT(T, U, W, TMIN)                                                                \
  FR_INT_COMMON(T, U, T, W)                                                                  \
  FR_D T fr_abs(T a) { return a < 0 ? fr_neg(a) : a; }                                       \
  FR_D T fr_sign(T a) { return (T)((a > 0) - (a < 0)); }                                     \
  FR_D T fr_div(T a, T b) { return b == 0 ? (T)-1 : (a == TMIN && b == -1) ? a : (T)(a / b); } \
  FR_D T fr_rem(T a, T b) { return b == 0 ? a : b == -1 ? (T)0 : (T)(a % b); }               \
  FR_D T fr_pow(T a, T e) {                                                                  \
    if (e < 0) return a == 1 ? (T)1 : a == -1 ? ((e & 1) ? (T)-1 : (T)1) : (T)0;             \
    T acc = 1;                                                                               \
    while (e > 0) {                                                                          \
      if (e & 1) acc = fr_mul(acc, a);                                                       \
      a = fr_mul(a, a);                                                                      \
      e >>= 1;                                                                               \
    }                                                                                        \
    return acc;                                                                              \
  }
#define FR_UINT(T, S, W)                                                                     \
  FR_INT_COMMON(T, T, S, W)                                                                  \
  FR_D T fr_abs(T a) { return a; }                                                           \
  FR_D T fr_sign(T a) { return (T)(a != 0); }                                                \
  FR_D T fr_div(T a, T b) { return b == 0 ? (T)-1 : (T)(a / b); }                            \
  FR_D T fr_rem(T a, T b) { return b == 0 ? a : (T)(a % b); }                                \
  FR_D T fr_pow(T a, T e) {                                                                  \
    T acc = 1;                                                                               \
    while (e > 0) {                                                                          \
      if (e & 1) acc = fr_mul(acc, a);                                                       \
      a = fr_mul(a, a);                                                                      \
      e >>= 1;                                                                               \
    }                                                                                        \
    return acc;                                                                              \
  }
FR_INT(signed char, unsigned char, unsigned int, (signed char)-128)
FR_INT(short, unsigned short, unsigned int, (short)-32768)
FR_INT(int, unsigned int, unsigned int, (int)0x80000000u)
FR_INT(long long, unsigned long long, unsigned long long, (long long)0x8000000000000000ull)
FR_UINT(unsigned char, signed char, unsigned int)
FR_UINT(unsigned short, short, unsigned int)
FR_UINT(unsigned int, int, unsigned int)
FR_UINT(unsigned long long, long long, unsigned long long)
FR_D bool fr_unsigned(bool a) { return a; }
FR_D bool fr_signed(bool a) { return a; }

// ---- special functions without a CUDA builtin, in double (kernels/src/special.rs has the
// same series): digamma by recurrence to x >= 10 and its asymptotic expansion (reflection
// below 1/2), e^-|x| I1(x) by its power series up to |x| = 30 and asymptotically beyond.
FR_D double fr_digamma_d(double x) {
  const double qnan = __longlong_as_double(0x7FF8000000000000ll);
  if (isnan(x) || (isinf(x) && x < 0)) return qnan;
  if (isinf(x)) return x;
  if (x <= 0 && x == floor(x)) return qnan;
  double acc = 0;
  if (x < 0.5) {
    double r = x - round(x);
    acc = -3.141592653589793 / tan(3.141592653589793 * r);
    x = 1 - x;
  }
  while (x < 10) { acc -= 1 / x; x += 1; }
  double z = 1 / (x * x);
  double s = 1.0 / 12;
  s = s * z - 691.0 / 32760; s = s * z + 1.0 / 132; s = s * z - 1.0 / 240;
  s = s * z + 1.0 / 252; s = s * z - 1.0 / 120; s = s * z + 1.0 / 12;
  return acc + log(x) - 0.5 / x - s * z;
}
FR_D double fr_bessel_i1e_d(double x) {
  if (isnan(x)) return x;
  double a = fabs(x), v;
  if (a <= 30) {
    double q = 0.25 * a * a, term = 0.5 * a, sum = term, k = 0;
    while (term > sum * 1e-17) { k += 1; term *= q / (k * (k + 1)); sum += term; }
    v = sum * exp(-a);
  } else {
    double term = 1, sum = 1, k = 0;
    while (fabs(term) > fabs(sum) * 1e-17 && k < 60) {
      k += 1; double o = 2 * k - 1; term *= (o * o - 4) / (8 * k * a); sum += term;
    }
    v = sum / sqrt(2 * 3.141592653589793 * a);
  }
  return copysign(v, x);
}

// Float -> integer conversion: truncation, saturating at the bounds (compared in the float
// type, where HI may round up to the next power of two), NaN -> 0.
#define FR_TO_INT(T, NAME, R, HI, RHI, LO, RLO)                                              \
  FR_D R NAME(T a) {                                                                         \
    return isnan(a) ? (R)0 : a >= (T)HI ? (R)RHI : a <= (T)LO ? (R)RLO : (R)a;               \
  }

// ---- floats. max/min are IEEE 754-2019 maximum/minimum: NaN wins, +0 > -0.
#define FR_FLOAT(T, S)                                                                       \
  FR_D T fr_add(T a, T b) { return a + b; }                                                  \
  FR_D T fr_sub(T a, T b) { return a - b; }                                                  \
  FR_D T fr_mul(T a, T b) { return a * b; }                                                  \
  FR_D T fr_div(T a, T b) { return a / b; }                                                  \
  FR_D T fr_neg(T a) { return -a; }                                                          \
  FR_D T fr_abs(T a) { return fabs##S(a); }                                                  \
  FR_D T fr_sign(T a) { return a > 0 ? (T)1 : a < 0 ? (T)-1 : a; }                           \
  FR_D T fr_max(T a, T b) {                                                                  \
    if (a > b || isnan(a)) return a;                                                         \
    if (b > a || isnan(b) || signbit(a)) return b;                                           \
    return a;                                                                                \
  }                                                                                          \
  FR_D T fr_min(T a, T b) {                                                                  \
    if (a < b || isnan(a)) return a;                                                         \
    if (b < a || isnan(b) || !signbit(a)) return b;                                          \
    return a;                                                                                \
  }                                                                                          \
  FR_D T fr_rem(T a, T b) { return fmod##S(a, b); }                                          \
  FR_D T fr_pow(T a, T b) { return pow##S(a, b); }                                           \
  FR_D T fr_atan2(T a, T b) { return atan2##S(a, b); }                                       \
  FR_D T fr_exp(T a) { return exp##S(a); }                                                   \
  FR_D T fr_expm1(T a) { return expm1##S(a); }                                               \
  FR_D T fr_log(T a) { return log##S(a); }                                                   \
  FR_D T fr_log1p(T a) { return log1p##S(a); }                                               \
  FR_D T fr_sqrt(T a) { return sqrt##S(a); }                                                 \
  FR_D T fr_rsqrt(T a) { return (T)1 / sqrt##S(a); }                                        \
  FR_D T fr_cbrt(T a) { return cbrt##S(a); }                                                 \
  FR_D T fr_sin(T a) { return sin##S(a); }                                                   \
  FR_D T fr_cos(T a) { return cos##S(a); }                                                   \
  FR_D T fr_tan(T a) { return tan##S(a); }                                                   \
  FR_D T fr_tanh(T a) { return tanh##S(a); }                                                 \
  FR_D T fr_logistic(T a) { return (T)1 / ((T)1 + exp##S(-a)); }                            \
  FR_D T fr_floor(T a) { return floor##S(a); }                                               \
  FR_D T fr_ceil(T a) { return ceil##S(a); }                                                 \
  FR_D T fr_rint(T a) { return rint##S(a); }                                                 \
  FR_D bool fr_isfinite(T a) { return isfinite(a); }                                         \
  FR_D T fr_square(T a) { return a * a; }                                                    \
  FR_D T fr_erf(T a) { return erf##S(a); }                                                   \
  FR_D T fr_erfc(T a) { return erfc##S(a); }                                                 \
  FR_D T fr_erfinv(T a) { return erfinv##S(a); }                                             \
  FR_D T fr_lgamma(T a) { return lgamma##S(a); }                                             \
  FR_D T fr_digamma(T a) { return (T)fr_digamma_d((double)a); }                              \
  FR_D T fr_bessel_i1e(T a) { return (T)fr_bessel_i1e_d((double)a); }                        \
  FR_D T fr_asin(T a) { return asin##S(a); }                                                 \
  FR_D T fr_acos(T a) { return acos##S(a); }                                                 \
  FR_D T fr_atan(T a) { return atan##S(a); }                                                 \
  FR_D T fr_asinh(T a) { return asinh##S(a); }                                               \
  FR_D T fr_acosh(T a) { return acosh##S(a); }                                               \
  FR_D T fr_atanh(T a) { return atanh##S(a); }                                               \
  FR_D T fr_sinh(T a) { return sinh##S(a); }                                                 \
  FR_D T fr_cosh(T a) { return cosh##S(a); }                                                 \
  FR_D T fr_round_afz(T a) { return round##S(a); }                                           \
  FR_D T fr_nextafter(T a, T b) { return nextafter##S(a, b); }                               \
  FR_D T fr_real(T a) { return a; }                                                          \
  FR_D T fr_imag(T a) { return (T)0; }                                                       \
  FR_TO_INT(T, fr_to_i8, signed char, 127.0, 127, -128.0, (signed char)-128)               \
  FR_TO_INT(T, fr_to_i16, short, 32767.0, 32767, -32768.0, (short)-32768)                   \
  FR_TO_INT(T, fr_to_i32, int, 2147483647.0, 2147483647, -2147483648.0, (int)0x80000000u)  \
  FR_TO_INT(T, fr_to_i64, long long, 9223372036854775807.0, 9223372036854775807ll,          \
            -9223372036854775808.0, (long long)0x8000000000000000ull)                       \
  FR_TO_INT(T, fr_to_u8, unsigned char, 255.0, 255, 0.0, 0)                                  \
  FR_TO_INT(T, fr_to_u16, unsigned short, 65535.0, 65535, 0.0, 0)                            \
  FR_TO_INT(T, fr_to_u32, unsigned int, 4294967295.0, 4294967295u, 0.0, 0u)                  \
  FR_TO_INT(T, fr_to_u64, unsigned long long, 18446744073709551615.0,                        \
            18446744073709551615ull, 0.0, 0ull)
FR_FLOAT(float, f)
FR_FLOAT(double, )

// IEEE totalOrder as an integer key: -NaN < -inf < ... < -0 < +0 < ... < NaN.
FR_D long long fr_total_key(float a) {
  int bits = __float_as_int(a);
  return (long long)(bits ^ (int)(((unsigned int)(bits >> 31)) >> 1));
}
FR_D long long fr_total_key(double a) {
  long long bits = __double_as_longlong(a);
  return bits ^ (long long)(((unsigned long long)(bits >> 63)) >> 1);
}
// JAX's sort key for floats: every zero as +0, every NaN as one positive NaN, then
// totalOrder (integer tests only, so no compiler flag can fold the NaN test away).
FR_D long long fr_canonical_key(float a) {
  int mag = __float_as_int(a) & 0x7fffffff;
  if (mag > 0x7f800000) return 0x7fc00000;
  return mag == 0 ? 0 : fr_total_key(a);
}
FR_D long long fr_canonical_key(double a) {
  long long mag = __double_as_longlong(a) & 0x7fffffffffffffffll;
  if (mag > 0x7ff0000000000000ll) return 0x7ff8000000000000ll;
  return mag == 0 ? 0 : fr_total_key(a);
}

// ---- comparisons (complex: equality only, on both parts)
template <class T> FR_D bool fr_eq(T a, T b) { return a == b; }
template <class T> FR_D bool fr_ne(T a, T b) { return a != b; }
template <class T> FR_D bool fr_lt(T a, T b) { return a < b; }
template <class T> FR_D bool fr_le(T a, T b) { return a <= b; }
template <class T> FR_D bool fr_gt(T a, T b) { return a > b; }
template <class T> FR_D bool fr_ge(T a, T b) { return a >= b; }

// ---- complex numbers, following num_complex's formulas (the CPU kernels use them)
#define FR_COMPLEX(C, T, S)                                                                  \
  FR_D C fr_complex(T re, T im) { return C{re, im}; }                                        \
  FR_D bool fr_eq(C a, C b) { return a.re == b.re && a.im == b.im; }                         \
  FR_D bool fr_ne(C a, C b) { return !(a.re == b.re && a.im == b.im); }                      \
  FR_D C fr_add(C a, C b) { return C{a.re + b.re, a.im + b.im}; }                            \
  FR_D C fr_sub(C a, C b) { return C{a.re - b.re, a.im - b.im}; }                            \
  FR_D C fr_mul(C a, C b) {                                                                  \
    return C{a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};                          \
  }                                                                                          \
  /* Smith's algorithm, branch for branch as kernels/src/semantics.rs::cdiv. */              \
  FR_D C fr_div(C a, C b) {                                                                  \
    T c = b.re, d = b.im;                                                                    \
    if (d == 0) return C{a.re / c, a.im / c};                                                \
    if (c == 0) return C{a.im / d, -(a.re / d)};                                             \
    if (fabs##S(c) >= fabs##S(d)) {                                                          \
      T r = d / c, den = c + d * r;                                                          \
      return C{(a.re + a.im * r) / den, (a.im - a.re * r) / den};                            \
    }                                                                                        \
    T r = c / d, den = c * r + d;                                                            \
    return C{(a.re * r + a.im) / den, (a.im * r - a.re) / den};                              \
  }                                                                                          \
  FR_D C fr_scale(C a, T s) { return C{a.re * s, a.im * s}; }                                \
  FR_D C fr_neg(C a) { return C{-a.re, -a.im}; }                                             \
  FR_D T fr_abs(C a) { return hypot##S(a.re, a.im); }                                        \
  FR_D T fr_real(C a) { return a.re; }                                                       \
  FR_D T fr_imag(C a) { return a.im; }                                                       \
  FR_D T fr_arg(C a) { return atan2##S(a.im, a.re); }                                        \
  FR_D C fr_polar(T r, T t) { return C{r * cos##S(t), r * sin##S(t)}; }                     \
  FR_D C fr_sign(C a) {                                                                      \
    if (a.re == 0 && a.im == 0) return a;                                                    \
    T n = fr_abs(a);                                                                         \
    return C{a.re / n, a.im / n};                                                            \
  }                                                                                          \
  FR_D bool fr_has_nan(C a) { return isnan(a.re) || isnan(a.im); }                          \
  FR_D C fr_max(C a, C b) {                                                                  \
    if (fr_has_nan(a)) return a;                                                             \
    return (fr_has_nan(b) || b.re > a.re || (b.re == a.re && b.im > a.im)) ? b : a;          \
  }                                                                                          \
  FR_D C fr_min(C a, C b) {                                                                  \
    if (fr_has_nan(a)) return a;                                                             \
    return (fr_has_nan(b) || b.re < a.re || (b.re == a.re && b.im < a.im)) ? b : a;          \
  }                                                                                          \
  FR_D C fr_exp(C a) { return fr_polar(exp##S(a.re), a.im); }                                \
  FR_D C fr_expm1(C a) {                                                                     \
    if (!(isfinite(a.re) && isfinite(a.im))) return fr_sub(fr_exp(a), C{1, 0});              \
    T h = sin##S(a.im / 2);                                                                  \
    return C{expm1##S(a.re) * cos##S(a.im) - 2 * h * h, exp##S(a.re) * sin##S(a.im)};         \
  }                                                                                          \
  FR_D C fr_log(C a) { return C{log##S(fr_abs(a)), fr_arg(a)}; }                             \
  /* near zero, log|1 + z| = log1p(2x + x² + y²) / 2: forming 1 + z would round x away */    \
  FR_D C fr_log1p(C a) {                                                                     \
    if (fabs##S(a.re) < (T)0.5 && fabs##S(a.im) < (T)0.5)                                    \
      return C{log1p##S(a.re * (2 + a.re) + a.im * a.im) / 2, atan2##S(a.im, 1 + a.re)};     \
    return fr_log(C{1 + a.re, a.im});                                                        \
  }                                                                                          \
  FR_D C fr_sqrt(C a) {                                                                      \
    if (a.im == 0) {                                                                         \
      if (a.re >= 0) return C{sqrt##S(a.re), a.im};                                          \
      return C{0, copysign##S(sqrt##S(-a.re), a.im)};                                        \
    }                                                                                        \
    if (a.re == 0) {                                                                         \
      T x = sqrt##S(fabs##S(a.im) / 2);                                                      \
      return C{x, copysign##S(x, a.im)};                                                     \
    }                                                                                        \
    return fr_polar(sqrt##S(fr_abs(a)), fr_arg(a) / 2);                                      \
  }                                                                                          \
  FR_D C fr_rsqrt(C a) { return fr_div(C{1, 0}, fr_sqrt(a)); }                               \
  FR_D C fr_cbrt(C a) {                                                                      \
    if (a.im == 0) {                                                                         \
      if (a.re >= 0) return C{cbrt##S(a.re), a.im};                                          \
      T r = cbrt##S(-a.re);                                                                  \
      return C{r / 2, copysign##S(r * (T)0.8660254037844386, a.im)};                          \
    }                                                                                        \
    if (a.re == 0) {                                                                         \
      T r = cbrt##S(fabs##S(a.im));                                                          \
      return C{r * (T)0.8660254037844386, copysign##S(r / 2, a.im)};                          \
    }                                                                                        \
    return fr_polar(cbrt##S(fr_abs(a)), fr_arg(a) / 3);                                      \
  }                                                                                          \
  FR_D C fr_sin(C a) { return C{sin##S(a.re) * cosh##S(a.im), cos##S(a.re) * sinh##S(a.im)}; } \
  FR_D C fr_cos(C a) {                                                                       \
    return C{cos##S(a.re) * cosh##S(a.im), -sin##S(a.re) * sinh##S(a.im)};                   \
  }                                                                                          \
  /* Kahan's tanh (the interpreter's rule): no overflow where sinh(2x)/(cosh(2x)+cos(2y)) */ \
  FR_D C fr_tanh(C a) {                                                                      \
    if (fabs##S(a.re) > (T)22) {                                                             \
      T im = 4 * sin##S(a.im) * cos##S(a.im) * exp##S(-2 * fabs##S(a.re));                   \
      return C{copysign##S((T)1, a.re), im};                                                 \
    }                                                                                        \
    T t = tan##S(a.im), beta = 1 + t * t, s = sinh##S(a.re);                                 \
    T rho = sqrt##S(1 + s * s), den = 1 + beta * s * s;                                      \
    return C{beta * rho * s / den, t / den};                                                 \
  }                                                                                          \
  FR_D C fr_tan(C a) {                                                                       \
    C t = fr_tanh(C{-a.im, a.re});                                                           \
    return C{t.im, -t.re};                                                                   \
  }                                                                                          \
  FR_D C fr_logistic(C a) { return fr_div(C{1, 0}, fr_add(C{1, 0}, fr_exp(fr_neg(a)))); }    \
  FR_D C fr_square(C a) {                                                                    \
    T d = a.re - a.im, s = a.re + a.im;                                                      \
    return C{(d == 0 || s == 0) ? (T)0 : d * s, (a.re + a.re) * a.im};                        \
  }                                                                                          \
  FR_D C fr_pow(C a, C b) {                                                                  \
    if (b.re == 0 && b.im == 0) return C{1, 0};                                              \
    if (a.re == 0 && a.im == 0) return C{0, 0};                                              \
    T r = fr_abs(a), t = fr_arg(a);                                                          \
    return fr_polar(pow##S(r, b.re) * exp##S(-b.im * t), b.re * t + b.im * log##S(r));       \
  }
FR_COMPLEX(fr_c64, float, f)
FR_COMPLEX(fr_c128, double, )

// ---- the grid-stride loop over `n` work items, coalesced: consecutive threads take
// consecutive items.
#define FR_FOR_EACH(i, n)                                                                    \
  for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < (n);               \
       i += (long long)blockDim.x * gridDim.x)
