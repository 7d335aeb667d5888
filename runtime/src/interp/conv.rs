//! `convolution` by its definition (StableHLO spec): for every result element, the sum over
//! the kernel window and the group's input features of lhs × rhs, with the lhs dilated and
//! padded, the kernel dilated (and reversed where asked), features split into
//! `feature_group_count` groups and the batch into `batch_group_count` groups. Products
//! accumulate in complex f64 and round once to the result type; integers into an integer
//! result wrap instead (as `dot_general`, by which the spec defines the op, does: the sum
//! is taken modulo 2^64 in i128, then keeps the result type's low bits).

use super::data_movement::{for_each_index, num_elements};
use super::elementwise::convert_scalar;
use fresnel_ir::infer;
use fresnel_ir::op::ConvDims;
use fresnel_ir::types::strides;
use fresnel_ir::{Array, DType, Scalar};
use num_complex::Complex64;

pub fn convolution(
    lhs: &Array,
    rhs: &Array,
    c: &ConvDims,
    out_dtype: DType,
) -> Result<Array, String> {
    let out = infer::convolution(&lhs.ty(), &rhs.ty(), c)?;
    if lhs.dtype().is_bool() {
        return Err("convolution of booleans is not supported".into());
    }
    let n = num_elements(&out.shape)?;
    let ints = lhs.dtype().is_int() && out_dtype.is_int();
    let (l, k, li, ki) = if ints {
        (Vec::new(), Vec::new(), int_values(lhs), int_values(rhs))
    } else {
        (lhs.to_c128_vec(), rhs.to_c128_vec(), Vec::new(), Vec::new())
    };
    let (ls, ks) = (strides(&lhs.shape), strides(&rhs.shape));
    let s = c.input_spatial.len();
    let kernel_window: Vec<usize> = c.kernel_spatial.iter().map(|&d| rhs.shape[d]).collect();
    let cin = rhs.shape[c.kernel_input_feature];
    let outs = out.shape[c.output_feature];
    let per_fgroup = outs / c.feature_group_count;
    let per_bgroup = outs / c.batch_group_count;
    let batch_out = out.shape[c.output_batch];
    let mut result = Vec::with_capacity(n);
    let mut pos = vec![0usize; s];
    for_each_index(&out.shape, |oi| {
        let (b, o) = (oi[c.output_batch], oi[c.output_feature]);
        let feature_base = (o / per_fgroup) * cin;
        let batch = (o / per_bgroup) * batch_out + b;
        let mut acc = Complex64::new(0.0, 0.0);
        let mut iacc: i128 = 0;
        for_each_index(&kernel_window, |kw| {
            for i in 0..s {
                let p = (oi[c.output_spatial[i]] * c.strides[i] + kw[i] * c.rhs_dilation[i]) as i64
                    - c.padding[i][0];
                let dil = c.lhs_dilation[i] as i64;
                if p < 0 || p % dil != 0 || p / dil >= lhs.shape[c.input_spatial[i]] as i64 {
                    return;
                }
                pos[i] = (p / dil) as usize;
            }
            let mut lbase = batch * ls[c.input_batch];
            let mut kbase = o * ks[c.kernel_output_feature];
            for i in 0..s {
                lbase += pos[i] * ls[c.input_spatial[i]];
                let kk = if c.reversal[i] {
                    kernel_window[i] - 1 - kw[i]
                } else {
                    kw[i]
                };
                kbase += kk * ks[c.kernel_spatial[i]];
            }
            for f in 0..cin {
                let (a, b) = (
                    lbase + (feature_base + f) * ls[c.input_feature],
                    kbase + f * ks[c.kernel_input_feature],
                );
                if ints {
                    iacc = iacc.wrapping_add(li[a].wrapping_mul(ki[b]));
                } else {
                    acc += l[a] * k[b];
                }
            }
        });
        result.push(if ints {
            // `as i64` keeps the low 64 bits; the conversion then the result type's.
            convert_scalar(Scalar::I64(iacc as i64), out_dtype)
        } else {
            convert_scalar(Scalar::C128(acc), out_dtype)
        });
    });
    Ok(Array {
        shape: out.shape,
        data: super::elem::data_from_scalars(out_dtype, &result)?,
    })
}

/// The elements of an integer array, exactly.
fn int_values(a: &Array) -> Vec<i128> {
    (0..a.len())
        .map(|i| match a.data.get(i) {
            Scalar::I8(x) => x as i128,
            Scalar::I16(x) => x as i128,
            Scalar::I32(x) => x as i128,
            Scalar::I64(x) => x as i128,
            Scalar::U8(x) => x as i128,
            Scalar::U16(x) => x as i128,
            Scalar::U32(x) => x as i128,
            Scalar::U64(x) => x as i128,
            // Only integer arrays are passed here.
            _ => 0,
        })
        .collect()
}
