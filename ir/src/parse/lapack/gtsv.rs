//! `@lapack_?gtsv_ffi(dl, d, du, b)`, JAX's CPU `lax.linalg.tridiagonal_solve`, read as
//! `Op::LapackGtsv`. It has no options (`mhlo.backend_config = {}`); the diagonals are
//! vectors (row-major layouts) and `b` is column-major in its trailing matrix, as for the
//! other LAPACK calls.

use super::super::attr::{lookup, Attr, Entry};
use super::super::cursor::PResult;
use super::super::module::Parser;
use super::{list_types, Lapack};
use crate::op::Op;
use crate::types::{DType, TensorType};

impl<'a> Parser<'a> {
    pub(super) fn gtsv(
        &self,
        dtype: DType,
        attrs: &[Entry<'a>],
        ins: &[TensorType],
        outs: &[TensorType],
        err: &dyn Fn(String) -> crate::diag::Diagnostic,
    ) -> PResult<Lapack> {
        let [dl, d, du, b] = ins else {
            return Err(err(format!(
                "expects 4 operands (dl, d, du, b), found {}",
                ins.len()
            )));
        };
        if b.dtype != dtype {
            return Err(err(format!("operands must be {dtype}, found {b}")));
        }
        let want = crate::infer::gtsv::gtsv(dl, d, du, b).map_err(err)?;
        if outs != want.as_slice() {
            return Err(err(format!(
                "results must be ({}), found ({})",
                list_types(&want),
                list_types(outs)
            )));
        }
        if let Some(e) = lookup(attrs, "operand_layouts") {
            let Attr::List(layouts) = &e.value else {
                return Err(err("operand_layouts must be a list".into()));
            };
            if layouts.len() != 4 {
                return Err(err(
                    "operand_layouts must give one layout per operand".into()
                ));
            }
            let r = b.rank();
            let vector: Vec<usize> = (0..r - 1).rev().collect();
            let mut matrix = vec![r - 2, r - 1];
            matrix.extend((0..r - 2).rev());
            for (k, layout) in layouts.iter().enumerate() {
                let dims = self.c.attr_usizes(layout, e.pos, "operand_layouts")?;
                let expected = if k == 3 { &matrix } else { &vector };
                if dims != *expected {
                    return Err(err(format!(
                        "operand layout {dims:?} of operand {k} is not the one LAPACK reads ({expected:?})"
                    )));
                }
            }
        }
        Ok(Lapack::Op(Op::LapackGtsv))
    }
}
