//! `Op::LapackGeev` prints back as the `@lapack_?geev_ffi` call JAX emitted for
//! `jnp.linalg.eig`, with the attributes XLA's CPU FFI handler reads: the column-major
//! matrix, the batch rank and the `compute_left`/`compute_right` characters.

use super::lapack::{column_major, layout, letter, row_major};
use crate::types::TensorType;

/// The custom call for `geev` on the matrix `a` (named `a_name`); `None` when `a` is not a
/// float/complex matrix batch (unverified IR), which prints generically instead.
pub fn geev(
    a_name: &str,
    a: &TensorType,
    compute_left: bool,
    compute_right: bool,
    fun: &str,
) -> Option<String> {
    let letter = letter(a.dtype)?;
    let r = a.rank();
    if r < 2 {
        return None;
    }
    let matrix = layout(&column_major(r));
    let vector = layout(&row_major(r - 1));
    let info = layout(&row_major(r - 2));
    // Real input returns wr and wi, complex input one w.
    let values = if a.dtype.is_complex() {
        vector
    } else {
        format!("{vector}, {vector}")
    };
    let job = |on: bool| if on { b'V' } else { b'N' };
    Some(format!(
        "stablehlo.custom_call @lapack_{letter}geev_ffi({a_name}) {{mhlo.backend_config = \
         {{compute_left = {} : ui8, compute_right = {} : ui8}}, \
         mhlo.frontend_attributes = {{num_batch_dims = \"{}\"}}, operand_layouts = [{matrix}], \
         result_layouts = [{values}, {matrix}, {matrix}, {info}]}} : {fun}",
        job(compute_left),
        job(compute_right),
        r - 2
    ))
}
