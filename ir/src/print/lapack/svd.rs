//! `Op::LapackGesdd` prints back as JAX's `@lapack_?gesdd_ffi` call (`@lapack_?gesvd_ffi`
//! when it was read from one: the same attributes).

use super::{column_major, layout, letter, row_major};
use crate::types::TensorType;

/// `stablehlo.custom_call @lapack_?gesdd_ffi(%a) {…} : (A) -> (A, S, U, VT, I)` (`?gesvd`
/// when `gesvd`), with LAPACK's `jobz` as `mode` (`A`, `S` or `N`); `None` when `a` is not a
/// float/complex matrix batch (unverified IR), which prints generically instead.
pub fn gesdd(
    a_name: &str,
    a: &TensorType,
    (full_matrices, compute_uv, gesvd): (bool, bool, bool),
    fun: &str,
) -> Option<String> {
    let routine = if gesvd { "gesvd" } else { "gesdd" };
    let letter = letter(a.dtype)?;
    let r = a.rank();
    if r < 2 {
        return None;
    }
    let mode = match (compute_uv, full_matrices) {
        (false, _) => b'N',
        (true, true) => b'A',
        (true, false) => b'S',
    };
    let matrix = layout(&column_major(r));
    Some(format!(
        "stablehlo.custom_call @lapack_{letter}{routine}_ffi({a_name}) {{mhlo.backend_config = \
         {{mode = {mode} : ui8}}, mhlo.frontend_attributes = {{num_batch_dims = \"{}\"}}, \
         operand_layouts = [{matrix}], output_operand_aliases = \
         [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, \
         operand_tuple_indices = []>], result_layouts = [{matrix}, {}, {matrix}, {matrix}, {}]}} : {fun}",
        r - 2,
        layout(&row_major(r - 1)),
        layout(&row_major(r - 2)),
    ))
}
