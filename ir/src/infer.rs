//! The shape rule of every op: result types from the op's attributes and operand types.
//!
//! Ops whose results cannot be derived from operands alone (`reshape`, `convert`, `iota`,
//! `broadcast_in_dim` need the target type; `call`, `while`, `case`, `if` need the callee or
//! regions) are checked by [`check`] against the types they declare instead.

use crate::func::{BlockId, Function, ValueId};
use crate::op::{BinaryOp, Check, DotDims, FftKind, Op, UnaryOp};
use crate::types::{DType, TensorType};

mod bitcast;
mod collective;
pub(crate) mod eig;
pub mod gtsv;
mod index;
#[cfg(test)]
mod index_tests;
pub(crate) mod linalg;
pub(crate) mod qr_eigh;
mod rng;
pub(crate) mod svd;
mod window;

pub use bitcast::check_bitcast;

pub use index::{gather, scatter};
pub use window::{
    convolution, dilated, num_windows, reduce_window, select_and_scatter, window_grid,
};

type Types = Vec<TensorType>;

fn arity(got: usize, want: usize) -> Result<(), String> {
    if got == want {
        Ok(())
    } else {
        Err(format!("expects {want} operand(s), got {got}"))
    }
}

fn same_shape(a: &TensorType, b: &TensorType, what: &str) -> Result<(), String> {
    if a.shape == b.shape {
        Ok(())
    } else {
        Err(format!("{what}: shapes differ ({a} vs {b})"))
    }
}

/// Every entry of `dims` is below `rank` and appears once; `what` names an entry in errors.
pub fn dims_in_range(dims: &[usize], rank: usize, what: &str) -> Result<(), String> {
    let mut seen = vec![false; rank];
    for &d in dims {
        if d >= rank {
            return Err(format!("{what} {d} is out of range for rank {rank}"));
        }
        if std::mem::replace(&mut seen[d], true) {
            return Err(format!("{what} {d} appears twice"));
        }
    }
    Ok(())
}

fn unary(u: UnaryOp, x: &TensorType) -> Result<TensorType, String> {
    let dt = x.dtype;
    let ok = match u {
        UnaryOp::Not => dt.is_integral(),
        UnaryOp::Negate => !dt.is_bool(),
        // StableHLO defines abs and sign on signed integers only, not unsigned ones.
        UnaryOp::Sign | UnaryOp::Abs => !dt.is_bool() && !dt.is_unsigned(),
        UnaryOp::Floor | UnaryOp::Ceil | UnaryOp::RoundNearestEven | UnaryOp::IsFinite => {
            dt.is_float()
        }
        UnaryOp::Real | UnaryOp::Imag => dt.is_inexact(),
        UnaryOp::Square => !dt.is_bool(),
        UnaryOp::Popcnt | UnaryOp::CountLeadingZeros => dt.is_int(),
        UnaryOp::RoundNearestAfz
        | UnaryOp::Erf
        | UnaryOp::Erfc
        | UnaryOp::ErfInv
        | UnaryOp::Lgamma
        | UnaryOp::Digamma
        | UnaryOp::BesselI1e => dt.is_float(),
        _ => dt.is_inexact(),
    };
    if !ok {
        return Err(format!("element type {dt} is not supported"));
    }
    Ok(match u {
        UnaryOp::Abs | UnaryOp::Real | UnaryOp::Imag => x.with_dtype(dt.real_part()),
        UnaryOp::IsFinite => x.with_dtype(DType::I1),
        _ => x.clone(),
    })
}

fn binary(b: BinaryOp, x: &TensorType, y: &TensorType) -> Result<TensorType, String> {
    same_shape(x, y, "operands")?;
    if b == BinaryOp::Complex {
        if x.dtype != y.dtype || !x.dtype.is_float() {
            return Err(format!(
                "needs two operands of the same float type, got {x} and {y}"
            ));
        }
        return Ok(x.with_dtype(x.dtype.complex_of().expect("float has a complex type")));
    }
    if x.dtype != y.dtype {
        return Err(format!("element types differ ({} vs {})", x.dtype, y.dtype));
    }
    let dt = x.dtype;
    let ok = match b {
        BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => dt.is_integral(),
        BinaryOp::ShiftLeft | BinaryOp::ShiftRightArithmetic | BinaryOp::ShiftRightLogical => {
            dt.is_int()
        }
        BinaryOp::NextAfter => dt.is_float(),
        BinaryOp::Atan2 => dt.is_inexact(),
        BinaryOp::Add | BinaryOp::Multiply | BinaryOp::Maximum | BinaryOp::Minimum => true,
        _ => !dt.is_bool(),
    };
    if !ok {
        return Err(format!("element type {dt} is not supported"));
    }
    Ok(x.clone())
}

/// `broadcast_in_dim`: operand dim `i` maps to result dim `dims[i]`, with equal size or size 1.
pub fn check_broadcast(x: &TensorType, dims: &[usize], out: &TensorType) -> Result<(), String> {
    if dims.len() != x.rank() {
        return Err(format!(
            "dims has {} entries for an operand of rank {}",
            dims.len(),
            x.rank()
        ));
    }
    dims_in_range(dims, out.rank(), "broadcast dimension")?;
    for (i, &d) in dims.iter().enumerate() {
        if x.shape[i] != 1 && x.shape[i] != out.shape[d] {
            return Err(format!(
                "operand dim {i} (size {}) cannot broadcast to result dim {d} (size {})",
                x.shape[i], out.shape[d]
            ));
        }
    }
    if x.dtype != out.dtype {
        return Err(format!(
            "element type changes from {} to {}",
            x.dtype, out.dtype
        ));
    }
    Ok(())
}

fn slice(
    x: &TensorType,
    start: &[usize],
    limit: &[usize],
    strides: &[usize],
) -> Result<TensorType, String> {
    let r = x.rank();
    if start.len() != r || limit.len() != r || strides.len() != r {
        return Err(format!("start/limit/strides must have {r} entries"));
    }
    let mut shape = Vec::with_capacity(r);
    for i in 0..r {
        if strides[i] == 0 || start[i] > limit[i] || limit[i] > x.shape[i] {
            return Err(format!(
                "bad slice [{}:{}:{}] of dim {i} (size {})",
                start[i], limit[i], strides[i], x.shape[i]
            ));
        }
        shape.push((limit[i] - start[i]).div_ceil(strides[i]));
    }
    Ok(x.with_shape(shape))
}

fn pad(
    x: &TensorType,
    v: &TensorType,
    low: &[i64],
    high: &[i64],
    interior: &[i64],
) -> Result<TensorType, String> {
    let r = x.rank();
    if low.len() != r || high.len() != r || interior.len() != r {
        return Err(format!("low/high/interior must have {r} entries"));
    }
    if v.rank() != 0 || v.dtype != x.dtype {
        return Err(format!(
            "padding value must be a tensor<{}>, got {v}",
            x.dtype
        ));
    }
    let mut shape = Vec::with_capacity(r);
    for i in 0..r {
        if interior[i] < 0 {
            return Err(format!(
                "interior padding {} of dim {i} is negative",
                interior[i]
            ));
        }
        // In i128: the amounts come from the text (the verifier bounds them, but callers
        // of this rule need not have run it) and i64::MAX + 1 must be an error, not a wrap.
        let n = x.shape[i] as i128;
        let size = low[i] as i128 + high[i] as i128 + n + (n - 1).max(0) * interior[i] as i128;
        if size < 0 {
            return Err(format!("padding of dim {i} gives negative size {size}"));
        }
        if size > i64::MAX as i128 {
            return Err(format!("padding of dim {i} gives size {size}, over 2^63"));
        }
        shape.push(size as usize);
    }
    Ok(x.with_shape(shape))
}

fn dot_general(l: &TensorType, r: &TensorType, d: &DotDims) -> Result<TensorType, String> {
    if l.dtype != r.dtype {
        return Err(format!("element types differ ({} vs {})", l.dtype, r.dtype));
    }
    if d.lhs_batch.len() != d.rhs_batch.len() || d.lhs_contract.len() != d.rhs_contract.len() {
        return Err("batching/contracting dimension lists differ in length".into());
    }
    let lhs_dims: Vec<usize> = d.lhs_batch.iter().chain(&d.lhs_contract).copied().collect();
    let rhs_dims: Vec<usize> = d.rhs_batch.iter().chain(&d.rhs_contract).copied().collect();
    dims_in_range(&lhs_dims, l.rank(), "lhs dimension")?;
    dims_in_range(&rhs_dims, r.rank(), "rhs dimension")?;
    for (&a, &b) in lhs_dims.iter().zip(&rhs_dims) {
        if l.shape[a] != r.shape[b] {
            return Err(format!(
                "lhs dim {a} (size {}) and rhs dim {b} (size {}) differ",
                l.shape[a], r.shape[b]
            ));
        }
    }
    let mut shape: Vec<usize> = d.lhs_batch.iter().map(|&i| l.shape[i]).collect();
    shape.extend(
        (0..l.rank())
            .filter(|i| !lhs_dims.contains(i))
            .map(|i| l.shape[i]),
    );
    shape.extend(
        (0..r.rank())
            .filter(|i| !rhs_dims.contains(i))
            .map(|i| r.shape[i]),
    );
    Ok(l.with_shape(shape))
}

/// Result type of `fft`; `length` covers the trailing dims.
pub fn fft(x: &TensorType, kind: FftKind, length: &[usize]) -> Result<TensorType, String> {
    let k = length.len();
    if k == 0 || k > 3 || k > x.rank() {
        return Err(format!(
            "length must have 1 to 3 entries, at most the rank {}",
            x.rank()
        ));
    }
    let lead = x.rank() - k;
    let last = x.rank() - 1;
    let (want_in, out) = match kind {
        FftKind::Fft | FftKind::Ifft => {
            if !x.dtype.is_complex() {
                return Err(format!("{} needs a complex operand, got {x}", kind.name()));
            }
            (length.to_vec(), x.clone())
        }
        FftKind::Rfft => {
            if !x.dtype.is_float() {
                return Err(format!("RFFT needs a float operand, got {x}"));
            }
            let mut shape = x.shape.clone();
            shape[last] = length[k - 1] / 2 + 1;
            (
                length.to_vec(),
                TensorType::new(x.dtype.complex_of().expect("float"), shape),
            )
        }
        FftKind::Irfft => {
            if !x.dtype.is_complex() {
                return Err(format!("IRFFT needs a complex operand, got {x}"));
            }
            let mut want = length.to_vec();
            want[k - 1] = length[k - 1] / 2 + 1;
            let mut shape = x.shape.clone();
            shape[last] = length[k - 1];
            (want, TensorType::new(x.dtype.real_part(), shape))
        }
    };
    if x.shape[lead..] != want_in[..] {
        return Err(format!(
            "trailing dims {:?} of {x} do not match {} length {:?}",
            &x.shape[lead..],
            kind.name(),
            length
        ));
    }
    Ok(out)
}

/// Result types of `op` from its operand types, for ops whose results are determined by them.
/// Returns `Ok(None)` for ops that declare their result types (`reshape`, `convert`, `iota`,
/// `broadcast_in_dim`, `call`, `while`, `case`, `if`): use [`check`] for those.
pub fn infer(op: &Op, t: &[TensorType]) -> Result<Option<Types>, String> {
    let n = t.len();
    let one = |ty: TensorType| Ok(Some(vec![ty]));
    match op {
        Op::Constant(a) => {
            arity(n, 0)?;
            one(a.ty())
        }
        Op::Iota { .. }
        | Op::Reshape
        | Op::Convert
        | Op::BroadcastInDim { .. }
        | Op::BitcastConvert
        | Op::RngBitGenerator { .. } => Ok(None),
        Op::Call { .. } | Op::While | Op::Case | Op::If | Op::Fusion { .. } => Ok(None),
        Op::RunParallel { .. } => Ok(None),
        Op::Collective(c) => collective::infer(c, t),
        Op::Unary(u) => {
            arity(n, 1)?;
            one(unary(*u, &t[0])?)
        }
        Op::Binary(b) => {
            arity(n, 2)?;
            one(binary(*b, &t[0], &t[1])?)
        }
        Op::Compare { .. } => {
            arity(n, 2)?;
            same_shape(&t[0], &t[1], "operands")?;
            if t[0].dtype != t[1].dtype {
                return Err(format!(
                    "element types differ ({} vs {})",
                    t[0].dtype, t[1].dtype
                ));
            }
            one(t[0].with_dtype(DType::I1))
        }
        Op::Select => {
            arity(n, 3)?;
            if t[0].dtype != DType::I1 || !(t[0].rank() == 0 || t[0].shape == t[1].shape) {
                return Err(format!(
                    "predicate must be i1, scalar or of the operands' shape, got {}",
                    t[0]
                ));
            }
            if t[1] != t[2] {
                return Err(format!("branches differ ({} vs {})", t[1], t[2]));
            }
            one(t[1].clone())
        }
        Op::Clamp => {
            arity(n, 3)?;
            for bound in [&t[0], &t[2]] {
                if bound.dtype != t[1].dtype || !(bound.rank() == 0 || bound.shape == t[1].shape) {
                    return Err(format!("bound {bound} must be a scalar or {}", t[1]));
                }
            }
            one(t[1].clone())
        }
        Op::Transpose { perm } => {
            arity(n, 1)?;
            if perm.len() != t[0].rank() {
                return Err(format!(
                    "permutation has {} entries for rank {}",
                    perm.len(),
                    t[0].rank()
                ));
            }
            dims_in_range(perm, t[0].rank(), "permutation entry")?;
            one(t[0].with_shape(perm.iter().map(|&p| t[0].shape[p]).collect::<Vec<_>>()))
        }
        Op::Slice {
            start,
            limit,
            strides,
        } => {
            arity(n, 1)?;
            one(slice(&t[0], start, limit, strides)?)
        }
        Op::DynamicSlice { sizes } => {
            if n != 1 + t.first().map_or(0, |x| x.rank()) {
                return Err("expects the operand and one start index per dimension".into());
            }
            scalar_indices(&t[1..])?;
            if sizes.len() != t[0].rank() || sizes.iter().zip(&t[0].shape).any(|(s, d)| s > d) {
                return Err(format!("sizes {sizes:?} do not fit {}", t[0]));
            }
            one(t[0].with_shape(sizes.clone()))
        }
        Op::DynamicUpdateSlice => {
            if n != 2 + t.first().map_or(0, |x| x.rank()) {
                return Err("expects operand, update and one start index per dimension".into());
            }
            scalar_indices(&t[2..])?;
            let (x, u) = (&t[0], &t[1]);
            if u.dtype != x.dtype
                || u.rank() != x.rank()
                || u.shape.iter().zip(&x.shape).any(|(a, b)| a > b)
            {
                return Err(format!("update {u} does not fit {x}"));
            }
            one(x.clone())
        }
        Op::Pad {
            low,
            high,
            interior,
        } => {
            arity(n, 2)?;
            one(pad(&t[0], &t[1], low, high, interior)?)
        }
        Op::Concatenate { dim } => {
            let Some(first) = t.first() else {
                return Err("needs at least one operand".into());
            };
            if *dim >= first.rank() {
                return Err(format!(
                    "dim {dim} is out of range for rank {}",
                    first.rank()
                ));
            }
            let mut shape = first.shape.clone();
            shape[*dim] = 0;
            for x in t {
                let same_other = x.rank() == first.rank()
                    && (0..x.rank()).all(|i| i == *dim || x.shape[i] == first.shape[i]);
                if x.dtype != first.dtype || !same_other {
                    return Err(format!(
                        "operand {x} does not match {first} outside dim {dim}"
                    ));
                }
                shape[*dim] += x.shape[*dim];
            }
            one(first.with_shape(shape))
        }
        Op::Reverse { dims } => {
            arity(n, 1)?;
            dims_in_range(dims, t[0].rank(), "dimension")?;
            one(t[0].clone())
        }
        Op::Reduce { dims } => {
            if n == 0 || !n.is_multiple_of(2) {
                return Err("expects n inputs followed by n init values".into());
            }
            let (inputs, inits) = t.split_at(n / 2);
            let shape = &inputs[0].shape;
            dims_in_range(dims, shape.len(), "dimension")?;
            let mut out = Vec::new();
            for (x, init) in inputs.iter().zip(inits) {
                if &x.shape != shape {
                    return Err(format!("inputs differ in shape ({x} vs {})", inputs[0]));
                }
                if init.rank() != 0 || init.dtype != x.dtype {
                    return Err(format!(
                        "init value must be a tensor<{}>, got {init}",
                        x.dtype
                    ));
                }
                let kept: Vec<usize> = (0..shape.len())
                    .filter(|i| !dims.contains(i))
                    .map(|i| shape[i])
                    .collect();
                out.push(x.with_shape(kept));
            }
            Ok(Some(out))
        }
        Op::Gather(g) => {
            arity(n, 2)?;
            one(gather(&t[0], &t[1], g)?)
        }
        Op::Scatter(s) => Ok(Some(scatter(t, s)?)),
        Op::ReduceWindow(w) => Ok(Some(reduce_window(t, w)?)),
        Op::SelectAndScatter(w) => one(select_and_scatter(t, w)?),
        Op::Convolution(c) => {
            arity(n, 2)?;
            one(convolution(&t[0], &t[1], c)?)
        }
        Op::DotGeneral(d) => {
            arity(n, 2)?;
            one(dot_general(&t[0], &t[1], d)?)
        }
        Op::Fft { kind, length } => {
            arity(n, 1)?;
            one(fft(&t[0], *kind, length)?)
        }
        Op::Sort { dim, .. } => {
            let Some(first) = t.first() else {
                return Err("needs at least one operand".into());
            };
            if *dim >= first.rank() {
                return Err(format!("dimension {dim} is out of range for {first}"));
            }
            if let Some(x) = t.iter().find(|x| x.shape != first.shape) {
                return Err(format!("operands differ in shape ({x} vs {first})"));
            }
            Ok(Some(t.to_vec()))
        }
        // Each result is its operand, unchanged.
        Op::OptimizationBarrier => Ok(Some(t.to_vec())),
        Op::Probe { .. } => {
            arity(n, 1)?;
            one(t[0].clone())
        }
        Op::TopK { k } => {
            arity(n, 1)?;
            let x = &t[0];
            let Some(&last) = x.shape.last() else {
                return Err(format!("operand {x} must have rank ≥ 1"));
            };
            if *k > last {
                return Err(format!("k = {k} exceeds the last dimension of {x}"));
            }
            // Complex numbers have no order; booleans order false < true, as upstream's
            // lowering to a sort with `compare GT` orders them.
            if x.dtype.is_complex() {
                return Err(format!("element type {} is not supported", x.dtype));
            }
            let mut shape = x.shape.clone();
            *shape.last_mut().expect("rank checked above") = *k;
            Ok(Some(vec![
                x.with_shape(shape.clone()),
                TensorType::new(DType::I32, shape),
            ]))
        }
        Op::TriangularSolve { left_side, .. } => {
            arity(n, 2)?;
            one(linalg::triangular_solve(&t[0], &t[1], *left_side)?)
        }
        Op::Cholesky { .. } => {
            arity(n, 1)?;
            one(linalg::cholesky(&t[0])?)
        }
        Op::LapackGetrf => {
            arity(n, 1)?;
            Ok(Some(linalg::getrf(&t[0])?))
        }
        Op::LapackGesdd { full_matrices, .. } => {
            arity(n, 1)?;
            Ok(Some(svd::gesdd(&t[0], *full_matrices)?))
        }
        Op::LapackGtsv => {
            arity(n, 4)?;
            Ok(Some(gtsv::gtsv(&t[0], &t[1], &t[2], &t[3])?))
        }
        Op::LapackGeqrf => {
            arity(n, 1)?;
            Ok(Some(qr_eigh::geqrf(&t[0])?))
        }
        Op::LapackOrgqr => {
            arity(n, 2)?;
            one(qr_eigh::orgqr(&t[0], &t[1])?)
        }
        Op::LapackSyevd { .. } => {
            arity(n, 1)?;
            Ok(Some(qr_eigh::syevd(&t[0])?))
        }
        Op::LapackGeev { .. } => {
            arity(n, 1)?;
            Ok(Some(eig::geev(&t[0])?))
        }
        Op::ReducePrecision {
            exponent_bits,
            mantissa_bits,
        } => {
            arity(n, 1)?;
            if !t[0].dtype.is_float() {
                return Err(format!("element type {} is not supported", t[0].dtype));
            }
            if *exponent_bits < 1 || *exponent_bits > 30 || *mantissa_bits > 60 {
                return Err(format!(
                    "format e{exponent_bits}m{mantissa_bits} is out of range (1 ≤ e ≤ 30, m ≤ 60)"
                ));
            }
            one(t[0].clone())
        }
        Op::Check(c) => {
            let (want_n, expected) = check_shape(c);
            arity(n, want_n)?;
            if let Some(e) = expected {
                if e.ty() != t[0] {
                    return Err(format!(
                        "expected literal {} does not match operand {}",
                        e.ty(),
                        t[0]
                    ));
                }
            } else if n == 2 && t[0] != t[1] {
                return Err(format!("operands differ ({} vs {})", t[0], t[1]));
            }
            if matches!(c, Check::LegacyEq) {
                // The verdict.
                return one(TensorType::scalar(DType::I1));
            }
            Ok(Some(Vec::new()))
        }
    }
}

fn check_shape(c: &Check) -> (usize, Option<&crate::array::Array>) {
    match c {
        Check::Eq | Check::AlmostEq { .. } | Check::Close | Check::LegacyEq => (2, None),
        Check::EqConst(a) | Check::AlmostEqConst { expected: a, .. } => (1, Some(a)),
        Check::CustomCall(inner) => check_shape(inner),
        Check::SerializedEq { .. } => (1, None),
    }
}

fn scalar_indices(t: &[TensorType]) -> Result<(), String> {
    match t.iter().find(|x| x.rank() != 0 || !x.dtype.is_int()) {
        Some(bad) => Err(format!("start indices must be integer scalars, got {bad}")),
        None => Ok(()),
    }
}

/// Checks declared result types of ops that carry them (see [`infer`]) and compares inferred
/// ones otherwise. Callee and region checks live in the verifier, which knows the module.
pub fn check(op: &Op, operands: &[TensorType], results: &[TensorType]) -> Result<(), String> {
    if let Some(want) = infer(op, operands)? {
        // StableHLO lets dot_general accumulate into a wider element type (its "preferred
        // element type"): the shape rule fixes the shape, the declared type the dtype.
        let widened_dot = matches!(op, Op::DotGeneral(_) | Op::Convolution(_))
            && matches!((want.as_slice(), results), ([w], [r]) if w.shape == r.shape);
        if want.as_slice() != results && !widened_dot {
            return Err(format!(
                "result types {} should be {}",
                list(results),
                list(&want)
            ));
        }
        return Ok(());
    }
    let single = || match (operands, results) {
        ([x], [r]) => Ok((x, r)),
        _ => Err(format!(
            "expects one operand and one result, got {} and {}",
            operands.len(),
            results.len()
        )),
    };
    match op {
        Op::Iota { dim } => match (operands, results) {
            ([], [r]) if *dim < r.rank() && !r.dtype.is_bool() => Ok(()),
            _ => Err(format!(
                "iota needs no operands and one result of rank > {dim}"
            )),
        },
        Op::Reshape => {
            let (x, r) = single()?;
            if x.num_elements() != r.num_elements() || x.dtype != r.dtype {
                return Err(format!("cannot reshape {x} to {r}"));
            }
            Ok(())
        }
        Op::Convert => {
            let (x, r) = single()?;
            same_shape(x, r, "convert")
        }
        Op::BroadcastInDim { dims } => {
            let (x, r) = single()?;
            check_broadcast(x, dims, r)
        }
        Op::BitcastConvert => {
            let (x, r) = single()?;
            check_bitcast(x, r)
        }
        Op::RngBitGenerator { algorithm } => rng::check(*algorithm, operands, results),
        // Checked by the verifier against the callee or the regions.
        Op::Call { .. } | Op::While | Op::Case | Op::If | Op::Fusion { .. } => Ok(()),
        // Checked against the programs' signatures when it runs.
        Op::RunParallel { .. } => Ok(()),
        Op::Collective(c) => collective::check(c, operands, results),
        _ => unreachable!("infer covers every other op"),
    }
}

fn list(ts: &[TensorType]) -> String {
    let parts: Vec<String> = ts.iter().map(|t| t.to_string()).collect();
    format!("({})", parts.join(", "))
}

impl Function {
    /// Appends an op whose result types follow from its operands (see [`infer`]).
    pub fn build(
        &mut self,
        block: BlockId,
        op: Op,
        operands: Vec<ValueId>,
    ) -> Result<Vec<ValueId>, String> {
        let types: Vec<TensorType> = operands.iter().map(|&v| self.ty(v).clone()).collect();
        let Some(results) = infer(&op, &types).map_err(|e| format!("{}: {e}", op.name()))? else {
            return Err(format!(
                "{}: result type must be given (use build_typed)",
                op.name()
            ));
        };
        Ok(self.append(block, op, operands, results))
    }

    /// Appends an op with a declared result type after checking it against the shape rule.
    pub fn build_typed(
        &mut self,
        block: BlockId,
        op: Op,
        operands: Vec<ValueId>,
        result: TensorType,
    ) -> Result<ValueId, String> {
        let types: Vec<TensorType> = operands.iter().map(|&v| self.ty(v).clone()).collect();
        check(&op, &types, std::slice::from_ref(&result))
            .map_err(|e| format!("{}: {e}", op.name()))?;
        Ok(self.append(block, op, operands, vec![result])[0])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(dtype: DType, shape: &[usize]) -> TensorType {
        TensorType::new(dtype, shape.to_vec())
    }

    #[test]
    fn fft_shapes_follow_stablehlo() {
        let x = t(DType::F32, &[4, 8]);
        assert_eq!(
            fft(&x, FftKind::Rfft, &[8]).unwrap(),
            t(DType::C64, &[4, 5])
        );
        let c = t(DType::C64, &[4, 4]);
        assert_eq!(
            fft(&c, FftKind::Irfft, &[7]).unwrap(),
            t(DType::F32, &[4, 7])
        );
        assert!(fft(&c, FftKind::Irfft, &[8]).is_err(), "8/2+1 = 5 ≠ 4");
        assert!(
            fft(&x, FftKind::Fft, &[8]).is_err(),
            "FFT of a real operand"
        );
    }

    /// Found by fuzzing: amounts near i64::MAX overflowed the size arithmetic.
    #[test]
    fn pad_amounts_near_the_limits_are_errors() {
        let x = t(DType::F32, &[3, 5]);
        let v = t(DType::F32, &[]);
        for (low, high, interior) in [
            (vec![0, 0], vec![i64::MAX, 0], vec![0, 0]),
            (vec![i64::MAX, 0], vec![i64::MAX, 0], vec![0, 0]),
            (vec![0, 0], vec![0, 0], vec![i64::MAX, 0]),
            (vec![i64::MIN, 0], vec![0, 0], vec![0, 0]),
        ] {
            let op = Op::Pad {
                low,
                high,
                interior,
            };
            let e = infer(&op, &[x.clone(), v.clone()]).unwrap_err();
            assert!(e.contains("padding of dim 0 gives"), "{e}");
        }
    }

    #[test]
    fn pad_with_negative_and_interior() {
        let x = t(DType::F32, &[4, 4]);
        let v = t(DType::F32, &[]);
        let op = Op::Pad {
            low: vec![1, -1],
            high: vec![2, 0],
            interior: vec![1, 2],
        };
        assert_eq!(
            infer(&op, &[x, v]).unwrap(),
            Some(vec![t(DType::F32, &[10, 9])])
        );
    }

    #[test]
    fn dot_general_orders_batch_then_free_dims() {
        let l = t(DType::F64, &[2, 3, 5]);
        let r = t(DType::F64, &[2, 5, 7]);
        let d = DotDims {
            lhs_batch: vec![0],
            rhs_batch: vec![0],
            lhs_contract: vec![2],
            rhs_contract: vec![1],
        };
        assert_eq!(
            infer(&Op::DotGeneral(d), &[l, r]).unwrap(),
            Some(vec![t(DType::F64, &[2, 3, 7])])
        );
    }

    #[test]
    fn errors_name_the_problem() {
        let e = infer(
            &Op::Binary(BinaryOp::Add),
            &[t(DType::F32, &[2]), t(DType::F32, &[3])],
        )
        .unwrap_err();
        assert!(e.contains("shapes differ"), "{e}");
        let e = check(&Op::Reshape, &[t(DType::F32, &[6])], &[t(DType::F32, &[4])]).unwrap_err();
        assert!(e.contains("cannot reshape"), "{e}");
        let e = infer(
            &Op::Transpose { perm: vec![0, 0] },
            &[t(DType::F32, &[2, 2])],
        )
        .unwrap_err();
        assert!(e.contains("twice"), "{e}");
    }

    #[test]
    fn build_appends_with_inferred_types() {
        let mut f = Function::new("f", &[t(DType::C64, &[3])], vec![]);
        let x = f.params()[0];
        let body = f.body;
        let r = f.build(body, Op::Unary(UnaryOp::Abs), vec![x]).unwrap();
        assert_eq!(f.ty(r[0]), &t(DType::F32, &[3]));
        assert!(f.build(body, Op::Reshape, vec![x]).is_err());
    }
}
