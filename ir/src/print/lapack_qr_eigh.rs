//! `Op::LapackGeqrf`, `Op::LapackOrgqr` and `Op::LapackSyevd` print back as the LAPACK custom
//! calls JAX emitted for `jnp.linalg.qr` and `jnp.linalg.eigh`, with the attributes XLA's CPU
//! FFI handlers read (see `lapack.rs`): column-major matrices, the result written over the
//! operand, the batch rank, and `syevd`'s `uplo`/`mode` characters.

use super::lapack::{column_major, layout, letter, row_major};
use crate::op::Op;
use crate::types::TensorType;

/// The custom call for `op` on the matrix operand `a` (named `a_names`: every operand's
/// name); `None` when `a` is not a float/complex matrix batch (unverified IR), which prints
/// generically instead.
pub fn call(op: &Op, a_names: &str, a: &TensorType, fun: &str) -> Option<String> {
    let letter = letter(a.dtype)?;
    let complex = a.dtype.is_complex();
    let r = a.rank();
    if r < 2 {
        return None;
    }
    let matrix = layout(&column_major(r));
    let vector = layout(&row_major(r - 1));
    let alias = |outputs: &str| {
        format!(
            "[#stablehlo.output_operand_alias<output_tuple_indices = [{outputs}], operand_index = 0, operand_tuple_indices = []>]"
        )
    };
    let (routine, config, operands, aliases, results) = match op {
        Op::LapackGeqrf => (
            "geqrf",
            String::new(),
            matrix.clone(),
            alias("0"),
            format!("{matrix}, {vector}"),
        ),
        Op::LapackOrgqr => (
            if complex { "ungqr" } else { "orgqr" },
            String::new(),
            format!("{matrix}, {vector}"),
            alias(""),
            matrix.clone(),
        ),
        Op::LapackSyevd { lower } => (
            if complex { "heevd" } else { "syevd" },
            format!(
                "mode = {} : ui8, uplo = {} : ui8",
                b'V',
                if *lower { b'L' } else { b'U' }
            ),
            matrix.clone(),
            alias("0"),
            format!("{matrix}, {vector}, {}", layout(&row_major(r - 2))),
        ),
        _ => return None,
    };
    Some(format!(
        "stablehlo.custom_call @lapack_{letter}{routine}_ffi({a_names}) {{mhlo.backend_config = {{{config}}}, \
         mhlo.frontend_attributes = {{num_batch_dims = \"{}\"}}, operand_layouts = [{operands}], \
         output_operand_aliases = {aliases}, result_layouts = [{results}]}} : {fun}",
        r - 2
    ))
}
