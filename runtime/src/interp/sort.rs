//! `sort` (with a comparator region, run by the interpreter), `chlo.top_k`, and the bit-level
//! ops `bitcast_convert` and `reduce_precision`.

use fresnel_ir::{Array, Data, Scalar, TensorType};
use std::cmp::Ordering;

/// The element indices of every line along `dim` of `shape`, each line in order.
pub(crate) fn lines(shape: &[usize], dim: usize) -> Vec<Vec<usize>> {
    let n = shape[dim];
    let inner: usize = shape[dim + 1..].iter().product();
    let outer: usize = shape[..dim].iter().product();
    let mut out = Vec::with_capacity(outer * inner);
    for o in 0..outer {
        for i in 0..inner {
            out.push((0..n).map(|k| (o * n + k) * inner + i).collect());
        }
    }
    out
}

/// The stable merge sort the sort kernel replays too (one definition, one order).
pub(crate) use fresnel_kernels::sort::merge_sort;

/// `chlo.top_k`: along the last dimension, the `k` largest values in descending order (ties:
/// lower index first; floats by IEEE total order, so NaN is largest; `true` above `false`)
/// and their i32 indices.
pub fn top_k(x: &Array, k: usize) -> Result<Vec<Array>, String> {
    let rank = x.shape.len();
    let Some(&n) = x.shape.last() else {
        return Err(format!("operand {} must have rank ≥ 1", x.ty()));
    };
    if k > n {
        return Err(format!("k = {k} exceeds the last dimension of {}", x.ty()));
    }
    if n > i32::MAX as usize {
        return Err("the last dimension does not fit i32 indices".into());
    }
    let order = |a: Scalar, b: Scalar| -> Result<Ordering, String> {
        Ok(match (a, b) {
            (Scalar::F32(a), Scalar::F32(b)) => a.total_cmp(&b),
            (Scalar::F64(a), Scalar::F64(b)) => a.total_cmp(&b),
            (Scalar::I1(a), Scalar::I1(b)) => a.cmp(&b),
            (Scalar::I32(a), Scalar::I32(b)) => a.cmp(&b),
            (Scalar::I64(a), Scalar::I64(b)) => a.cmp(&b),
            (Scalar::I8(a), Scalar::I8(b)) => a.cmp(&b),
            (Scalar::I16(a), Scalar::I16(b)) => a.cmp(&b),
            (Scalar::U8(a), Scalar::U8(b)) => a.cmp(&b),
            (Scalar::U16(a), Scalar::U16(b)) => a.cmp(&b),
            (Scalar::U32(a), Scalar::U32(b)) => a.cmp(&b),
            (Scalar::U64(a), Scalar::U64(b)) => a.cmp(&b),
            _ => return Err(format!("not defined on element type {}", x.dtype())),
        })
    };
    let (mut gather, mut indices) = (Vec::new(), Vec::new());
    for line in lines(&x.shape, rank - 1) {
        let mut perm: Vec<usize> = (0..n).collect();
        merge_sort(&mut perm, &mut |i, j| {
            Ok::<bool, String>(
                order(x.data.get(line[i]), x.data.get(line[j]))? == Ordering::Greater,
            )
        })?;
        for &p in &perm[..k] {
            gather.push(line[p]);
            indices.push(p as i32);
        }
    }
    let mut shape = x.shape.clone();
    shape[rank - 1] = k;
    Ok(vec![
        Array {
            shape: shape.clone(),
            data: x.data.gather(&gather),
        },
        Array {
            shape,
            data: Data::I32(indices),
        },
    ])
}

/// `bitcast_convert`: the operand's bytes read as elements of `to` (StableHLO's rule for the
/// shapes: equal widths keep the shape; a narrower result adds a trailing dimension of
/// width ratio, a wider one removes the operand's). Little-endian, as in memory.
pub fn bitcast_convert(x: &Array, to: &TensorType) -> Result<Array, String> {
    fresnel_ir::infer::check_bitcast(&x.ty(), to)?;
    let x = x.materialize()?;
    let bytes = match (&x.data, to.dtype.is_bool()) {
        // One bool per bit, least significant first: pack them into bytes.
        (Data::I1(bits), false) => bits
            .chunks(8)
            .map(|byte| (0..8).fold(0u8, |b, k| b | (u8::from(byte[k]) << k)))
            .collect(),
        _ => x.data.to_le_bytes(),
    };
    if to.dtype.is_bool() && !x.data.dtype().is_bool() {
        let bits = bytes
            .iter()
            .flat_map(|&b| (0..8).map(move |k| b >> k & 1 == 1));
        return Ok(Array {
            shape: to.shape.clone(),
            data: Data::I1(bits.collect()),
        });
    }
    let data = Data::from_le_bytes(to.dtype, &bytes)
        .filter(|d| d.len() == to.num_elements())
        .ok_or_else(|| format!("cannot bitcast {} to {to}", x.ty()))?;
    Ok(Array {
        shape: to.shape.clone(),
        data,
    })
}

/// Rounds the IEEE bits `x` (with `e_src` exponent and `m_src` mantissa bits) to the format
/// e`e`m`m` as StableHLO's `reduce_precision` defines it: the mantissa to nearest, ties to
/// even; then exponents above the format's range become ±inf and those at or below its
/// smallest normal exponent become ±0 (no subnormals); NaN stays NaN, except that a format
/// with no mantissa bits has no NaN: there every NaN becomes +inf, as in StableHLO's
/// interpreter and XLA's HLO evaluator (XLA's compiled CPU kernel keeps the NaN instead).
fn reduce_bits(x: u64, e_src: u32, m_src: u32, e: u32, m: u32) -> u64 {
    let sign_mask = 1u64 << (e_src + m_src);
    let exp_mask = ((1u64 << e_src) - 1) << m_src;
    let mant_mask = (1u64 << m_src) - 1;
    let is_nan = x & exp_mask == exp_mask && x & mant_mask != 0;
    let mut bits = x;
    if m < m_src {
        let drop = m_src - m;
        let last_kept = 1u64 << drop;
        let half_minus_one = (last_kept >> 1) - 1;
        let odd = (bits & last_kept) >> drop;
        bits = bits.wrapping_add(half_minus_one + odd) & !(last_kept - 1);
        bits &= sign_mask | exp_mask | mant_mask;
    }
    if e < e_src {
        let bias = (1u64 << (e_src - 1)) - 1;
        let max_exp = bias + (1u64 << (e - 1)) - 1;
        let min_exp = bias + 2 - (1u64 << (e - 1));
        let exp = (bits & exp_mask) >> m_src;
        let sign = bits & sign_mask;
        if exp > max_exp {
            bits = sign | exp_mask;
        } else if exp < min_exp {
            bits = sign;
        }
    }
    if is_nan {
        // Keep a NaN a NaN even where rounding cleared its mantissa (or carried into the
        // exponent), when the format has a NaN at all.
        if m > 0 {
            x
        } else {
            exp_mask
        }
    } else {
        bits
    }
}

pub fn reduce_precision(x: &Array, e: u32, m: u32) -> Result<Array, String> {
    let data = match &x.data {
        Data::F32(v) => Data::F32(
            v.iter()
                .map(|&f| f32::from_bits(reduce_bits(f.to_bits() as u64, 8, 23, e, m) as u32))
                .collect(),
        ),
        Data::F64(v) => Data::F64(
            v.iter()
                .map(|&f| f64::from_bits(reduce_bits(f.to_bits(), 11, 52, e, m)))
                .collect(),
        ),
        _ => return Err(format!("not defined on element type {}", x.dtype())),
    };
    Ok(Array {
        shape: x.shape.clone(),
        data,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn merge_sort_is_stable_and_survives_bad_comparators() {
        let keys = [3, 1, 3, 0, 1, 2, 3, 0];
        let mut v: Vec<usize> = (0..keys.len()).collect();
        merge_sort(&mut v, &mut |a, b| Ok::<_, ()>(keys[a] < keys[b])).unwrap();
        assert_eq!(v, vec![3, 7, 1, 4, 5, 0, 2, 6]);
        // "Always true" is no order at all: any permutation will do, without a panic.
        let mut w: Vec<usize> = (0..9).collect();
        merge_sort(&mut w, &mut |_, _| Ok::<_, ()>(true)).unwrap();
        w.sort_unstable();
        assert_eq!(w, (0..9).collect::<Vec<_>>());
    }

    #[test]
    fn reduce_precision_to_half_rounds_and_saturates_like_f16() {
        // f16 has e5m10: max 65504, smallest normal 2^-14; 1 + 2^-11 is a tie → 1 (even).
        let x = Array::from_f32(
            [6],
            vec![
                1.0 + 2f32.powi(-11),
                65504.0,
                65520.0,
                1e-6,
                -3.0e-5,
                f32::NAN,
            ],
        )
        .unwrap();
        let r = reduce_precision(&x, 5, 10).unwrap();
        let Data::F32(v) = r.data else { panic!() };
        assert_eq!(&v[..3], &[1.0, 65504.0, f32::INFINITY]);
        assert_eq!(v[3], 0.0);
        // Below f16's smallest normal: flushed to zero, keeping the sign.
        assert!(v[4] == 0.0 && v[4].is_sign_negative(), "{}", v[4]);
        assert!(v[5].is_nan());
    }
}
