//! FFT rules: inverse transform pairs, and rolls (fftshift/ifftshift) that cancel around an
//! elementwise op.
//!
//! # The roll pattern
//!
//! JAX's `jnp.roll` — and so `fftshift`/`ifftshift` — lowers a roll of `x` along axis `a`
//! (length `n`) to
//!
//! ```text
//! %hi = stablehlo.slice %x [.., k:n, ..]     // full range, stride 1, on every other axis
//! %lo = stablehlo.slice %x [.., 0:k, ..]
//! %y  = stablehlo.concatenate %hi, %lo, dim = a
//! ```
//!
//! so that `y[j] = x[(j + k) mod n]` along `a`: the *offset* is `k` (0 ≤ k ≤ n). A roll over
//! several axes is a chain of such concatenates, one per axis. Rolls compose by adding offsets
//! per axis (mod n) in any order. `fftshift` uses `k = n − ⌊n/2⌋` and `ifftshift` `k = ⌊n/2⌋`,
//! which add up to `n ≡ 0`.
//!
//! `roll-cancel` fires on a concatenate that is such a roll chain with total offsets `O` over
//! a value `base`:
//! * if `O ≡ 0` on every axis, the chain is `base` itself (ifftshift(fftshift(x)) → x);
//! * if `base` is an elementwise op (unary, binary, convert, compare, select, clamp) each of
//!   whose operands is either a roll chain with offsets `I` where `O + I ≡ 0`, or roll-invariant
//!   (a splat, or a rank-0 predicate/bound), with at least one rolled operand, then the whole
//!   is the same elementwise op on the unrolled operands:
//!   ifftshift(fftshift(a) · fftshift(b)) → a · b.

use super::util::{splat_of, Cursor};
use fresnel_ir::{FftKind, Function, Op, OpId, ValueId};

type Found = Result<Option<ValueId>, String>;

/// fft(fft(x, k1, L), k2, L) → x for the inverse pairs (FFT, IFFT), (IFFT, FFT) and
/// (RFFT, IRFFT) — the last because irfft(rfft(x, n), n) = x for real x.
pub fn inverse_pair(f: &mut Function, op: OpId, _: &mut Cursor) -> Found {
    let data = f.op(op);
    let (
        Op::Fft {
            kind: outer,
            length: l_out,
        },
        [y],
    ) = (&data.op, data.operands.as_slice())
    else {
        return Ok(None);
    };
    let Some((inner_op, _)) = f.producer(*y) else {
        return Ok(None);
    };
    let inner = f.op(inner_op);
    let (
        Op::Fft {
            kind: first,
            length: l_in,
        },
        [x],
    ) = (&inner.op, inner.operands.as_slice())
    else {
        return Ok(None);
    };
    let inverse = matches!(
        (first, outer),
        (FftKind::Fft, FftKind::Ifft)
            | (FftKind::Ifft, FftKind::Fft)
            | (FftKind::Rfft, FftKind::Irfft)
    );
    let same_type = f.ty(*x) == f.ty(data.results[0]);
    Ok((inverse && l_in == l_out && same_type).then_some(*x))
}

/// One roll: `value` = `base` rolled by `offset` along `axis`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Roll {
    pub base: ValueId,
    pub axis: usize,
    pub offset: usize,
}

/// Recognises the roll pattern described in the module docs.
pub fn match_roll(f: &Function, v: ValueId) -> Option<Roll> {
    let (op, _) = f.producer(v)?;
    let data = f.op(op);
    let (Op::Concatenate { dim }, [hi, lo]) = (&data.op, data.operands.as_slice()) else {
        return None;
    };
    let (x, hi_range) = slice_along(f, *hi, *dim)?;
    let (x2, lo_range) = slice_along(f, *lo, *dim)?;
    let n = *f.ty(x).shape.get(*dim)?;
    let k = hi_range.0;
    let is_roll = x == x2 && hi_range == (k, n) && lo_range == (0, k);
    is_roll.then_some(Roll {
        base: x,
        axis: *dim,
        offset: if n == 0 { 0 } else { k % n },
    })
}

/// `(x, (start, limit))` when `v = slice(x)` takes the full range with stride 1 on every axis
/// but `axis`, and stride 1 on `axis` too.
fn slice_along(f: &Function, v: ValueId, axis: usize) -> Option<(ValueId, (usize, usize))> {
    let (op, _) = f.producer(v)?;
    let data = f.op(op);
    let (
        Op::Slice {
            start,
            limit,
            strides,
        },
        [x],
    ) = (&data.op, data.operands.as_slice())
    else {
        return None;
    };
    let shape = &f.ty(*x).shape;
    let others_full =
        (0..shape.len()).all(|d| d == axis || (start[d] == 0 && limit[d] == shape[d]));
    let unit = strides.iter().all(|&s| s == 1);
    (others_full && unit && axis < shape.len()).then(|| (*x, (start[axis], limit[axis])))
}

/// Peels every roll off `v`: the value underneath and the total offset per axis.
pub fn peel_rolls(f: &Function, v: ValueId) -> (ValueId, Vec<usize>) {
    let shape = f.ty(v).shape.clone();
    let mut offsets = vec![0; shape.len()];
    let mut cur = v;
    while let Some(r) = match_roll(f, cur) {
        offsets[r.axis] = (offsets[r.axis] + r.offset) % shape[r.axis].max(1);
        cur = r.base;
    }
    (cur, offsets)
}

fn is_elementwise(op: &Op) -> bool {
    matches!(
        op,
        Op::Unary(_) | Op::Binary(_) | Op::Convert | Op::Compare { .. } | Op::Select | Op::Clamp
    )
}

/// See the module docs.
pub fn roll_cancel(f: &mut Function, op: OpId, at: &mut Cursor) -> Found {
    if !matches!(f.op(op).op, Op::Concatenate { .. }) {
        return Ok(None);
    }
    let result = f.op(op).results[0];
    let (base, outer) = peel_rolls(f, result);
    if base == result {
        return Ok(None);
    }
    let shape = f.ty(result).shape.clone();
    let cancels = |inner: &[usize]| {
        (0..shape.len()).all(|a| (outer[a] + inner[a]).is_multiple_of(shape[a].max(1)))
    };
    if cancels(&vec![0; shape.len()]) {
        return Ok(Some(base));
    }
    let Some((inner_op, 0)) = f.producer(base) else {
        return Ok(None);
    };
    let inner = f.op(inner_op);
    if !is_elementwise(&inner.op) || inner.results.len() != 1 {
        return Ok(None);
    }
    let mut unrolled = Vec::with_capacity(inner.operands.len());
    let mut any_rolled = false;
    for &x in &inner.operands {
        if f.ty(x).rank() == 0 || splat_of(f, x).is_some() {
            unrolled.push(x);
            continue;
        }
        let (x_base, x_offsets) = peel_rolls(f, x);
        if x_base == x || !cancels(&x_offsets) {
            return Ok(None);
        }
        any_rolled = true;
        unrolled.push(x_base);
    }
    if !any_rolled {
        return Ok(None);
    }
    let (kind, ty) = (inner.op.clone(), f.ty(base).clone());
    at.build_typed(f, kind, unrolled, ty).map(Some)
}
