//! `@lapack_?gesdd_ffi(a)`, JAX's CPU SVD, read as `Op::LapackGesdd`. Its one option is
//! `mode` in `mhlo.backend_config`, LAPACK's `jobz` as an ASCII code: `A` (full u and vt),
//! `S` (the reduced ones) or `N` (singular values only). With `N` JAX still declares u and
//! vt, full or reduced as `full_matrices` was: their types say which. `@lapack_?gesvd_ffi`
//! (`lax.linalg.svd(..., algorithm=SvdAlgorithm.QR)`) has the same operands, results and
//! `mode`: it is the same op with `gesvd` set, so that it prints back as that call.

use super::super::attr::{lookup, Attr, Entry};
use super::super::cursor::PResult;
use super::super::module::Parser;
use super::{list_types, Lapack};
use crate::op::Op;
use crate::types::TensorType;

impl<'a> Parser<'a> {
    pub(super) fn gesdd(
        &self,
        config: &[Entry<'a>],
        a: &TensorType,
        outs: &[TensorType],
        gesvd: bool,
        err: &dyn Fn(String) -> crate::diag::Diagnostic,
    ) -> PResult<Lapack> {
        let e = lookup(config, "mode")
            .ok_or_else(|| err("needs mode in mhlo.backend_config".into()))?;
        let (full_matrices, compute_uv) = match e.value {
            Attr::Int(c) if c == i64::from(b'A') => (true, true),
            Attr::Int(c) if c == i64::from(b'S') => (false, true),
            Attr::Int(c) if c == i64::from(b'N') => {
                // Full when u is [m, m] and vt [n, n] (for a square matrix both readings
                // agree); a mismatch in either is reported below against the reduced types.
                let r = a.rank();
                let full = r >= 2
                    && matches!((outs.get(2), outs.get(3)), (Some(u), Some(vt))
                        if u.rank() == r && vt.rank() == r
                            && u.shape[r - 1] == a.shape[r - 2]
                            && vt.shape[r - 2] == a.shape[r - 1]);
                (full, false)
            }
            _ => {
                return Err(self.c.err_at(
                    e.pos,
                    "mode must be one of A, S, N (as ASCII codes)".to_string(),
                ))
            }
        };
        let want = crate::infer::svd::gesdd(a, full_matrices).map_err(err)?;
        if outs != want.as_slice() {
            return Err(err(format!(
                "results must be ({}), found ({})",
                list_types(&want),
                list_types(outs)
            )));
        }
        Ok(Lapack::Op(Op::LapackGesdd {
            full_matrices,
            compute_uv,
            gesvd,
        }))
    }
}
