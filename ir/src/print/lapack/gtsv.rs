//! `Op::LapackGtsv` prints back as JAX's `@lapack_?gtsv_ffi` call.

use super::{column_major, layout, letter, row_major};
use crate::types::TensorType;

/// `stablehlo.custom_call @lapack_?gtsv_ffi(%dl, %d, %du, %b) {…} : (…) -> (DL, D, DU, B, I)`
/// with the attributes JAX writes (each result written over its operand); `None` when `b` is
/// not a float/complex matrix batch (unverified IR), which prints generically instead.
pub fn gtsv(names: &str, b: &TensorType, fun: &str) -> Option<String> {
    let letter = letter(b.dtype)?;
    let r = b.rank();
    if r < 2 {
        return None;
    }
    let vector = layout(&row_major(r - 1));
    let matrix = layout(&column_major(r));
    let aliases: Vec<String> = (0..4)
        .map(|k| {
            format!(
                "#stablehlo.output_operand_alias<output_tuple_indices = [{k}], operand_index = {k}, operand_tuple_indices = []>"
            )
        })
        .collect();
    Some(format!(
        "stablehlo.custom_call @lapack_{letter}gtsv_ffi({names}) {{mhlo.backend_config = {{}}, \
         mhlo.frontend_attributes = {{num_batch_dims = \"{}\"}}, operand_layouts = \
         [{vector}, {vector}, {vector}, {matrix}], output_operand_aliases = [{}], \
         result_layouts = [{vector}, {vector}, {vector}, {matrix}, {}]}} : {fun}",
        r - 2,
        aliases.join(", "),
        layout(&row_major(r - 2)),
    ))
}
