//! `convolution` by its definition (StableHLO spec): for every result element, the sum over
//! the kernel window and the group's input features of lhs × rhs, with the lhs dilated and
//! padded, the kernel dilated (and reversed where asked), features split into
//! `feature_group_count` groups and the batch into `batch_group_count` groups. Products
//! accumulate in complex f64 and round once to the result type.

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
    let l: Vec<Complex64> = lhs.to_c128_vec();
    let k: Vec<Complex64> = rhs.to_c128_vec();
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
                acc += l[lbase + (feature_base + f) * ls[c.input_feature]]
                    * k[kbase + f * ks[c.kernel_input_feature]];
            }
        });
        result.push(convert_scalar(Scalar::C128(acc), out_dtype));
    });
    Ok(Array {
        shape: out.shape,
        data: super::elem::data_from_scalars(out_dtype, &result)?,
    })
}
