//! Instruction patterns the plan runs as one lane loop instead of several.
//!
//! Autodiff of complex programs writes the conjugate as `complex(real(z), negate(imag(z)))`
//! (four passes over the chunk) and then multiplies by it (a fifth). The plan runs the
//! conjugate as one loop, and a multiply by a conjugate as one loop that reads `z` directly, so
//! the real/imag/negate registers die and get no slot. Both are bit-identical to the unfused
//! sequence (negate and conj both just flip the sign bit of the imaginary part; the multiply
//! keeps its operand order), NaN, infinity and signed zeros included.
//!
//! Likewise `|z|²` written as `real(z)·real(z) + imag(z)·imag(z)` runs as one loop computing the
//! same products and sum in the same order.

use super::Instr;
use fresnel_ir::{BinaryOp, DType, UnaryOp};

/// How the plan runs one instruction when it is not run as written.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Fused {
    /// `complex(real(x), negate(imag(x)))` with `x` complex.
    Conj { x: u32 },
    /// `multiply(lhs, conj(rhs))`, or `multiply(conj(lhs), rhs)` when `conj_lhs`.
    MulConj { lhs: u32, rhs: u32, conj_lhs: bool },
    /// `MulConj` whose unconjugated operand is `multiply(x, k)` (`multiply(k, x)` when
    /// `k_first`) with `k` a constant: `lhs`/`rhs` name `x` and the conjugated register.
    ScaledMulConj {
        lhs: u32,
        rhs: u32,
        conj_lhs: bool,
        k: u32,
        k_first: bool,
    },
    /// `add(multiply(real(z), real(z)), multiply(imag(z), imag(z)))` with `z` complex (the
    /// imaginary square first when `imag_first`).
    NormSqr { z: u32, imag_first: bool },
}

impl Fused {
    /// The registers the fused instruction reads.
    pub(crate) fn operands(self) -> Vec<u32> {
        match self {
            Fused::Conj { x } => vec![x],
            Fused::MulConj { lhs, rhs, .. } => vec![lhs, rhs],
            Fused::ScaledMulConj { lhs, rhs, k, .. } => vec![lhs, rhs, k],
            Fused::NormSqr { z, .. } => vec![z],
        }
    }
}

/// Per instruction, the fused form it runs as, if any (`types`: the registers' dtypes).
pub(crate) fn find(instrs: &[Instr], types: &[DType]) -> Vec<Option<Fused>> {
    let mut fused: Vec<Option<Fused>> = vec![None; instrs.len()];
    for (i, instr) in instrs.iter().enumerate() {
        fused[i] = match *instr {
            Instr::Binary {
                op: BinaryOp::Complex,
                lhs,
                rhs,
            } => conj_source(instrs, types, lhs, rhs).map(|x| Fused::Conj { x }),
            Instr::Binary {
                op: BinaryOp::Add,
                lhs,
                rhs,
            } => norm_sqr(instrs, types, lhs, rhs),
            Instr::Binary {
                op: BinaryOp::Multiply,
                lhs,
                rhs,
            } => {
                // Registers are defined before use, so `fused` already covers the operands.
                let conj_of = |r: u32| match fused[r as usize] {
                    Some(Fused::Conj { x }) => Some(x),
                    _ => None,
                };
                let (lhs, rhs, conj_lhs) = match (conj_of(lhs), conj_of(rhs)) {
                    (_, Some(y)) => (lhs, y, false),
                    (Some(x), None) => (x, rhs, true),
                    (None, None) => continue,
                };
                let plain = if conj_lhs { rhs } else { lhs };
                Some(match scaled(instrs, plain) {
                    Some((x, k, k_first)) => Fused::ScaledMulConj {
                        lhs: if conj_lhs { lhs } else { x },
                        rhs: if conj_lhs { x } else { rhs },
                        conj_lhs,
                        k,
                        k_first,
                    },
                    None => Fused::MulConj { lhs, rhs, conj_lhs },
                })
            }
            _ => None,
        };
    }
    fused
}

/// `NormSqr` when `a + b` is `real(z)² + imag(z)²` (in either order) for one complex `z`.
fn norm_sqr(instrs: &[Instr], types: &[DType], a: u32, b: u32) -> Option<Fused> {
    // `Some((op, z))` when `r = multiply(op(z), op(z))` (one register squared).
    let square_of = |r: u32| match *instrs.get(r as usize)? {
        Instr::Binary {
            op: BinaryOp::Multiply,
            lhs,
            rhs,
        } if lhs == rhs => match *instrs.get(lhs as usize)? {
            Instr::Unary { op, x } => Some((op, x)),
            _ => None,
        },
        _ => None,
    };
    let (first, z) = square_of(a)?;
    let (second, z2) = square_of(b)?;
    let imag_first = match (first, second) {
        (UnaryOp::Real, UnaryOp::Imag) => false,
        (UnaryOp::Imag, UnaryOp::Real) => true,
        _ => return None,
    };
    (z == z2 && types.get(z as usize)?.is_complex()).then_some(Fused::NormSqr { z, imag_first })
}

/// `Some((x, k, k_first))` when `r = multiply(x, k)` (or `multiply(k, x)`) with `k` a constant.
/// The multiply is then recomputed inside the fused loop (an extra multiply per lane, no extra
/// pass); `r` keeps its own step only if something else reads it.
fn scaled(instrs: &[Instr], r: u32) -> Option<(u32, u32, bool)> {
    let is_const = |r: u32| matches!(instrs.get(r as usize), Some(Instr::Const(_)));
    match *instrs.get(r as usize)? {
        Instr::Binary {
            op: BinaryOp::Multiply,
            lhs,
            rhs,
        } if is_const(rhs) => Some((lhs, rhs, false)),
        Instr::Binary {
            op: BinaryOp::Multiply,
            lhs,
            rhs,
        } if is_const(lhs) => Some((rhs, lhs, true)),
        _ => None,
    }
}

/// `Some(z)` when `re = real(z)` and `im = negate(imag(z))` for one complex register `z`.
fn conj_source(instrs: &[Instr], types: &[DType], re: u32, im: u32) -> Option<u32> {
    let unary = |r: u32, want: UnaryOp| match instrs.get(r as usize)? {
        &Instr::Unary { op, x } if op == want => Some(x),
        _ => None,
    };
    let z = unary(re, UnaryOp::Real)?;
    let neg_of = unary(im, UnaryOp::Negate)?;
    let z2 = unary(neg_of, UnaryOp::Imag)?;
    (z == z2 && types.get(z as usize)?.is_complex()).then_some(z)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::elementwise::{ElementwiseProgram, InputMap};
    use fresnel_ir::Scalar;
    use num_complex::Complex32;

    /// The reduce prologue of the angular-spectrum gradient: `(g * k) * conj(u)`.
    #[test]
    fn finds_the_scaled_multiply_by_a_conjugate() {
        let shape = [4];
        let mut p = ElementwiseProgram::new(shape.to_vec());
        let g = p.load(InputMap::contiguous(DType::C64, &shape));
        let k = p.push(Instr::Const(Scalar::C64(Complex32::new(0.5, 0.0))));
        let gk = p.push(Instr::Binary {
            op: BinaryOp::Multiply,
            lhs: g,
            rhs: k,
        });
        let u = p.load(InputMap::contiguous(DType::C64, &shape));
        let re = p.push(Instr::Unary {
            op: UnaryOp::Real,
            x: u,
        });
        let im = p.push(Instr::Unary {
            op: UnaryOp::Imag,
            x: u,
        });
        let neg = p.push(Instr::Unary {
            op: UnaryOp::Negate,
            x: im,
        });
        let c = p.push(Instr::Binary {
            op: BinaryOp::Complex,
            lhs: re,
            rhs: neg,
        });
        let m = p.push(Instr::Binary {
            op: BinaryOp::Multiply,
            lhs: gk,
            rhs: c,
        });
        let types = p.validate().expect("a valid program");
        let fused = find(&p.instrs, &types);
        assert_eq!(fused[c as usize], Some(Fused::Conj { x: u }));
        assert_eq!(
            fused[m as usize],
            Some(Fused::ScaledMulConj {
                lhs: g,
                rhs: u,
                conj_lhs: false,
                k,
                k_first: false
            })
        );
        assert_eq!(fused.iter().flatten().count(), 2);
    }

    #[test]
    fn finds_the_squared_magnitude_only_of_one_complex_register() {
        let shape = [4];
        let mut p = ElementwiseProgram::new(shape.to_vec());
        let z = p.load(InputMap::contiguous(DType::C64, &shape));
        let w = p.load(InputMap::contiguous(DType::C64, &shape));
        let part = |p: &mut ElementwiseProgram, op, x| p.push(Instr::Unary { op, x });
        let (re, im, im_w) = (
            part(&mut p, UnaryOp::Real, z),
            part(&mut p, UnaryOp::Imag, z),
            part(&mut p, UnaryOp::Imag, w),
        );
        let sq = |p: &mut ElementwiseProgram, x| {
            p.push(Instr::Binary {
                op: BinaryOp::Multiply,
                lhs: x,
                rhs: x,
            })
        };
        let (re2, im2, im_w2) = (sq(&mut p, re), sq(&mut p, im), sq(&mut p, im_w));
        let add = |p: &mut ElementwiseProgram, lhs, rhs| {
            p.push(Instr::Binary {
                op: BinaryOp::Add,
                lhs,
                rhs,
            })
        };
        let norm = add(&mut p, im2, re2);
        let mixed = add(&mut p, re2, im_w2);
        let types = p.validate().expect("a valid program");
        let fused = find(&p.instrs, &types);
        assert_eq!(
            fused[norm as usize],
            Some(Fused::NormSqr {
                z,
                imag_first: true
            })
        );
        assert_eq!(fused[mixed as usize], None);
    }
}
