//! The LAPACK custom calls kept as ops (`Op::LapackGetrf`, `Op::LapackGesdd`) print back as the call JAX
//! emitted, with the attributes XLA's CPU FFI handlers read: column-major matrices
//! (`operand_layouts`/`result_layouts`), the factors written over the operand
//! (`output_operand_aliases`) and the batch rank as a frontend attribute.

pub mod gtsv;
pub mod svd;

use crate::types::{DType, TensorType};

/// The LAPACK type letter of `dtype` (`s`, `d`, `c`, `z`); `None` for the others, which the
/// verifier rejects.
pub fn letter(dtype: DType) -> Option<char> {
    match dtype {
        DType::F32 => Some('s'),
        DType::F64 => Some('d'),
        DType::C64 => Some('c'),
        DType::C128 => Some('z'),
        _ => None,
    }
}

/// `dense<[…]> : tensor<Nxindex>` as MLIR prints a layout (one element: `dense<i>`).
pub(super) fn layout(dims: &[usize]) -> String {
    let body = match dims {
        [] => String::new(),
        [one] => one.to_string(),
        many => format!(
            "[{}]",
            many.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    format!("dense<{body}> : tensor<{}xindex>", dims.len())
}

/// Row-major (minor to major: the last dimension first) for a rank-`r` tensor.
pub(super) fn row_major(r: usize) -> Vec<usize> {
    (0..r).rev().collect()
}

/// Column-major in the trailing matrix, the batch dimensions row-major outside it.
pub(super) fn column_major(r: usize) -> Vec<usize> {
    let mut dims = vec![r - 2, r - 1];
    dims.extend((0..r - 2).rev());
    dims
}

/// `stablehlo.custom_call @lapack_?getrf_ffi(%a) {…} : (A) -> (A, P, I)`; `None` when `a`
/// is not a float/complex matrix batch (unverified IR), which prints generically instead.
pub fn getrf(a_name: &str, a: &TensorType, fun: &str) -> Option<String> {
    let letter = letter(a.dtype)?;
    let r = a.rank();
    if r < 2 {
        return None;
    }
    let matrix = layout(&column_major(r));
    Some(format!(
        "stablehlo.custom_call @lapack_{letter}getrf_ffi({a_name}) {{mhlo.backend_config = {{}}, \
         mhlo.frontend_attributes = {{num_batch_dims = \"{}\"}}, operand_layouts = [{matrix}], \
         output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], \
         operand_index = 0, operand_tuple_indices = []>], result_layouts = [{matrix}, {}, {}]}} : {fun}",
        r - 2,
        layout(&row_major(r - 1)),
        layout(&row_major(r - 2)),
    ))
}
