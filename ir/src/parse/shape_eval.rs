//! A small constant evaluator for the shape computations of shape-polymorphic programs
//! (`get_dimension_size`, then integer arithmetic, `reshape`, `concatenate`, `compare`, …):
//! while refining (`refine.rs`), an op whose operands are all integer or boolean constants
//! and whose result is small becomes the constant it computes, so that the dynamic ops find
//! their shape operands as constants. Only integer and `i1` values are folded (float
//! arithmetic stays where the backends define it); anything else is left alone (`None`).

use crate::array::{Array, Data};
use crate::op::{BinaryOp, CompareDir, Op, UnaryOp};
use crate::types::{DType, TensorType};

/// Shape tensors are a handful of elements; larger constants are data, left to the passes.
const MAX_FOLD: usize = 64;

/// The constant `op` computes from constant `operands` into the one result `out`, when it is
/// a shape computation this evaluator knows.
pub(crate) fn fold(op: &Op, operands: &[&Array], out: &TensorType) -> Option<Array> {
    if out.num_elements() > MAX_FOLD || !(out.dtype.is_int() || out.dtype == DType::I1) {
        return None;
    }
    let vals: Vec<Vec<i64>> = operands
        .iter()
        .map(|a| {
            let a = a.materialize().ok()?;
            if a.len() > MAX_FOLD {
                return None;
            }
            ints(&a.data)
        })
        .collect::<Option<_>>()?;
    let shapes: Vec<&[usize]> = operands.iter().map(|a| a.shape.as_slice()).collect();
    let n = out.num_elements();
    let values: Vec<i64> = match (op, vals.as_slice()) {
        (Op::Binary(b), [x, y]) if x.len() == n && y.len() == n => {
            let unsigned = operands[0].dtype().is_unsigned();
            x.iter()
                .zip(y)
                .map(|(&a, &b2)| binary(*b, a, b2, unsigned))
                .collect::<Option<_>>()?
        }
        (Op::Unary(u), [x]) if x.len() == n => x
            .iter()
            .map(|&a| unary(*u, a, out.dtype))
            .collect::<Option<_>>()?,
        (Op::Compare { dir, .. }, [x, y]) if x.len() == n && y.len() == n => x
            .iter()
            .zip(y)
            .map(|(&a, &b)| i64::from(compare(*dir, a, b)))
            .collect(),
        (Op::Select, [p, t, f]) if t.len() == n && f.len() == n => (0..n)
            .map(|i| {
                let pick = if p.len() == 1 { p[0] } else { *p.get(i)? };
                Some(if pick != 0 { t[i] } else { f[i] })
            })
            .collect::<Option<_>>()?,
        (Op::Convert | Op::Reshape, [x]) if x.len() == n => x.clone(),
        (Op::Concatenate { dim }, _) => concatenate(&vals, &shapes, *dim, n)?,
        (Op::BroadcastInDim { dims }, [x]) => broadcast(x, shapes[0], dims, &out.shape)?,
        (
            Op::Slice {
                start,
                limit: _,
                strides,
            },
            [x],
        ) => slice(x, shapes[0], start, strides, &out.shape)?,
        _ => return None,
    };
    let data = if out.dtype == DType::I1 {
        Data::I1(values.iter().map(|&v| v != 0).collect())
    } else {
        Data::from_ints(out.dtype, &values)?
    };
    Array::new(out.shape.clone(), data)
}

/// Integer or boolean elements as i64.
fn ints(d: &Data) -> Option<Vec<i64>> {
    match d {
        Data::I1(v) => Some(v.iter().map(|&b| i64::from(b)).collect()),
        _ => d.int_values(),
    }
}

fn binary(op: BinaryOp, a: i64, b: i64, unsigned: bool) -> Option<i64> {
    use BinaryOp::*;
    Some(match op {
        Add => a.wrapping_add(b),
        Subtract => a.wrapping_sub(b),
        Multiply => a.wrapping_mul(b),
        // Division by zero is left to the backends (it has a defined integer result there).
        Divide if b != 0 => a.wrapping_div(b),
        Remainder if b != 0 => a.wrapping_rem(b),
        Maximum if unsigned => (a as u64).max(b as u64) as i64,
        Minimum if unsigned => (a as u64).min(b as u64) as i64,
        Maximum => a.max(b),
        Minimum => a.min(b),
        And => a & b,
        Or => a | b,
        Xor => a ^ b,
        _ => return None,
    })
}

fn unary(op: UnaryOp, a: i64, dtype: DType) -> Option<i64> {
    Some(match op {
        UnaryOp::Negate => a.wrapping_neg(),
        UnaryOp::Abs => a.wrapping_abs(),
        UnaryOp::Sign => a.signum(),
        UnaryOp::Not if dtype == DType::I1 => i64::from(a == 0),
        UnaryOp::Not => !a,
        _ => return None,
    })
}

fn compare(dir: CompareDir, a: i64, b: i64) -> bool {
    match dir {
        CompareDir::Eq => a == b,
        CompareDir::Ne => a != b,
        CompareDir::Lt => a < b,
        CompareDir::Le => a <= b,
        CompareDir::Gt => a > b,
        CompareDir::Ge => a >= b,
    }
}

/// Row-major strides of `shape`.
fn strides_of(shape: &[usize]) -> Vec<usize> {
    let mut s = vec![1; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * shape[i + 1];
    }
    s
}

/// The multi-index of flat position `i` in `shape`.
fn unravel(mut i: usize, shape: &[usize]) -> Vec<usize> {
    let mut idx = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        if shape[d] > 0 {
            idx[d] = i % shape[d];
            i /= shape[d];
        }
    }
    idx
}

fn concatenate(vals: &[Vec<i64>], shapes: &[&[usize]], dim: usize, n: usize) -> Option<Vec<i64>> {
    let first = shapes.first()?;
    if dim >= first.len() {
        return None;
    }
    // Each operand contributes blocks of `inner` = prod(shape[dim..]) per outer index.
    let outer: usize = first[..dim].iter().product();
    let mut out = Vec::with_capacity(n);
    for o in 0..outer {
        for (v, s) in vals.iter().zip(shapes) {
            let inner: usize = s.get(dim..)?.iter().product();
            out.extend_from_slice(v.get(o * inner..(o + 1) * inner)?);
        }
    }
    (out.len() == n).then_some(out)
}

fn broadcast(x: &[i64], xs: &[usize], dims: &[usize], out: &[usize]) -> Option<Vec<i64>> {
    if dims.len() != xs.len() {
        return None;
    }
    let xstr = strides_of(xs);
    let n: usize = out.iter().product();
    (0..n)
        .map(|i| {
            let idx = unravel(i, out);
            let mut at = 0;
            for (k, &d) in dims.iter().enumerate() {
                let j = if xs[k] == 1 { 0 } else { *idx.get(d)? };
                at += j * xstr[k];
            }
            x.get(at).copied()
        })
        .collect()
}

fn slice(
    x: &[i64],
    xs: &[usize],
    start: &[usize],
    strides: &[usize],
    out: &[usize],
) -> Option<Vec<i64>> {
    if start.len() != xs.len() || strides.len() != xs.len() || out.len() != xs.len() {
        return None;
    }
    let xstr = strides_of(xs);
    let n: usize = out.iter().product();
    (0..n)
        .map(|i| {
            let idx = unravel(i, out);
            // Checked: the slice's attributes are not verified yet (hostile values).
            let at = (0..xs.len()).try_fold(0usize, |at, d| {
                let i = idx[d].checked_mul(strides[d])?.checked_add(start[d])?;
                (i < xs[d]).then_some(at + i * xstr[d])
            })?;
            x.get(at).copied()
        })
        .collect()
}
