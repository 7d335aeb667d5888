//! [`IntLane`] for the unsigned integers (ui8 … ui64). They differ from the signed ones where
//! StableHLO and XLA read the bits differently: division and remainder are unsigned (`x / 0`
//! is all ones, the maximum), comparisons default to unsigned order, and abs and sign (which
//! the verifier rejects on unsigned types) are the identity and `x != 0`. The arithmetic
//! right shift still copies the top bit, as XLA's evaluator does on unsigned types.

use super::IntLane;

macro_rules! impl_uint_lane {
    ($t:ty, $s:ty) => {
        impl IntLane for $t {
            const SIGNED: bool = false;
            const ZERO: Self = 0;
            const ONE: Self = 1;
            const MIN: Self = <$t>::MIN;
            const MAX: Self = <$t>::MAX;
            #[inline(always)]
            fn wadd(self, b: Self) -> Self {
                self.wrapping_add(b)
            }
            #[inline(always)]
            fn wsub(self, b: Self) -> Self {
                self.wrapping_sub(b)
            }
            #[inline(always)]
            fn wmul(self, b: Self) -> Self {
                self.wrapping_mul(b)
            }
            #[inline(always)]
            fn wneg(self) -> Self {
                self.wrapping_neg()
            }
            #[inline(always)]
            fn wabs(self) -> Self {
                self
            }
            #[inline(always)]
            fn sign(self) -> Self {
                (self != 0) as $t
            }
            #[inline(always)]
            fn bit_not(self) -> Self {
                !self
            }
            #[inline(always)]
            fn bit_and(self, b: Self) -> Self {
                self & b
            }
            #[inline(always)]
            fn bit_or(self, b: Self) -> Self {
                self | b
            }
            #[inline(always)]
            fn bit_xor(self, b: Self) -> Self {
                self ^ b
            }
            #[inline(always)]
            fn xdiv(self, b: Self) -> Self {
                if b == 0 {
                    <$t>::MAX
                } else {
                    self / b
                }
            }
            #[inline(always)]
            fn xrem(self, b: Self) -> Self {
                if b == 0 {
                    self
                } else {
                    self % b
                }
            }
            fn xpow(self, e: Self) -> Self {
                let (mut acc, mut base, mut e) = (1 as $t, self, e);
                while e > 0 {
                    if e & 1 == 1 {
                        acc = acc.wrapping_mul(base);
                    }
                    base = base.wrapping_mul(base);
                    e >>= 1;
                }
                acc
            }
            #[inline(always)]
            fn unsigned_key(self) -> u64 {
                self as u64
            }
            #[inline(always)]
            fn signed_key(self) -> i64 {
                self as $s as i64
            }
            #[inline(always)]
            fn popcnt(self) -> Self {
                self.count_ones() as $t
            }
            #[inline(always)]
            fn clz(self) -> Self {
                self.leading_zeros() as $t
            }
            #[inline(always)]
            fn shl(self, b: Self) -> Self {
                if b < <$t>::BITS as $t {
                    self << b
                } else {
                    0
                }
            }
            #[inline(always)]
            fn shr_arith(self, b: Self) -> Self {
                let amount = if b < <$t>::BITS as $t {
                    b
                } else {
                    <$t>::BITS as $t - 1
                };
                ((self as $s) >> amount) as $t
            }
            #[inline(always)]
            fn shr_logic(self, b: Self) -> Self {
                if b < <$t>::BITS as $t {
                    self >> b
                } else {
                    0
                }
            }
        }
    };
}

impl_uint_lane!(u8, i8);
impl_uint_lane!(u16, i16);
impl_uint_lane!(u32, i32);
impl_uint_lane!(u64, i64);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unsigned_division_remainder_and_shifts() {
        assert_eq!(200u8.xdiv(7), 28);
        assert_eq!(5u8.xdiv(0), 255);
        assert_eq!(5u32.xrem(0), 5);
        assert_eq!(200u8.xrem(7), 4);
        assert_eq!(0x80u8.shr_logic(7), 1);
        assert_eq!(0x80u8.shr_arith(7), 0xFF);
        assert_eq!(0x80u8.shr_arith(200), 0xFF);
        assert_eq!(0x40u8.shr_arith(9), 0);
        assert_eq!(1u16.shl(16), 0);
        assert_eq!(3u64.xpow(3), 27);
        assert_eq!(255u8.signed_key(), -1);
        assert_eq!(255u8.unsigned_key(), 255);
    }
}
