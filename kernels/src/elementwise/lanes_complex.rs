//! The fused complex lane loops the peephole pass forms (conjugate, multiply by a conjugate,
//! scaled, squared norm), each bit-identical to the instruction sequence it replaces.

use super::{map1, map2, map3};
use crate::buffer::BufRef;
use crate::semantics::FloatLane;
use fresnel_ir::Data;
use num_complex::Complex;

/// `complex(real(z), negate(imag(z)))`, i.e. the conjugate, in one loop (bit-identical to the
/// three-instruction sequence: both only flip the sign bit of the imaginary part).
#[inline(always)]
pub(crate) fn conj(a: BufRef<'_>, o: &mut Data, n: usize) -> bool {
    match (a, o) {
        (BufRef::C64(a), Data::C64(o)) => map1(a, o, n, |z| z.conj()),
        (BufRef::C128(a), Data::C128(o)) => map1(a, o, n, |z| z.conj()),
        _ => return false,
    }
    true
}

/// `multiply(a, conj(b))` (or `multiply(conj(a), b)` when `conj_lhs`) in one loop, with the
/// operands in the same order as the unfused multiply so that results are bit-identical.
#[inline(always)]
pub(crate) fn mul_conj(
    conj_lhs: bool,
    a: BufRef<'_>,
    b: BufRef<'_>,
    o: &mut Data,
    n: usize,
) -> bool {
    #[inline(always)]
    fn go<T: FloatLane>(
        conj_lhs: bool,
        a: &[Complex<T>],
        b: &[Complex<T>],
        o: &mut [Complex<T>],
        n: usize,
    ) {
        if conj_lhs {
            map2(a, b, o, n, |x, y| x.conj() * y)
        } else {
            map2(a, b, o, n, |x, y| x * y.conj())
        }
    }
    match (a, b, o) {
        (BufRef::C64(a), BufRef::C64(b), Data::C64(o)) => go(conj_lhs, a, b, o, n),
        (BufRef::C128(a), BufRef::C128(b), Data::C128(o)) => go(conj_lhs, a, b, o, n),
        _ => return false,
    }
    true
}

/// `mul_conj` whose unconjugated operand is first multiplied by `k` (`k * x` when `k_first`),
/// each product in the same operand order as the unfused program.
#[inline(always)]
pub(crate) fn scaled_mul_conj(
    (conj_lhs, k_first): (bool, bool),
    a: BufRef<'_>,
    b: BufRef<'_>,
    k: BufRef<'_>,
    o: &mut Data,
    n: usize,
) -> bool {
    #[inline(always)]
    fn go<T: FloatLane>(
        (conj_lhs, k_first): (bool, bool),
        a: &[Complex<T>],
        b: &[Complex<T>],
        k: &[Complex<T>],
        o: &mut [Complex<T>],
        n: usize,
    ) {
        let scale = |x: Complex<T>, k: Complex<T>| if k_first { k * x } else { x * k };
        match conj_lhs {
            false => map3(a, b, k, o, n, |x, y, k| scale(x, k) * y.conj()),
            true => map3(a, b, k, o, n, |x, y, k| x.conj() * scale(y, k)),
        }
    }
    match (a, b, k, o) {
        (BufRef::C64(a), BufRef::C64(b), BufRef::C64(k), Data::C64(o)) => {
            go((conj_lhs, k_first), a, b, k, o, n)
        }
        (BufRef::C128(a), BufRef::C128(b), BufRef::C128(k), Data::C128(o)) => {
            go((conj_lhs, k_first), a, b, k, o, n)
        }
        _ => return false,
    }
    true
}

/// `re·re + im·im` (`im·im + re·re` when `imag_first`) of complex lanes into real lanes.
#[inline(always)]
pub(crate) fn norm_sqr(imag_first: bool, a: BufRef<'_>, o: &mut Data, n: usize) -> bool {
    #[inline(always)]
    fn go<T: FloatLane>(imag_first: bool, a: &[Complex<T>], o: &mut [T], n: usize) {
        if imag_first {
            map1(a, o, n, |z| z.im * z.im + z.re * z.re)
        } else {
            map1(a, o, n, |z| z.re * z.re + z.im * z.im)
        }
    }
    match (a, o) {
        (BufRef::C64(a), Data::F32(o)) => go(imag_first, a, o, n),
        (BufRef::C128(a), Data::F64(o)) => go(imag_first, a, o, n),
        _ => return false,
    }
    true
}
