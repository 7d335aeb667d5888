//! JAX's CPU lowering of `jnp.linalg.qr` and `jnp.linalg.eigh`: LAPACK custom calls with no
//! StableHLO op, kept as `Op::LapackGeqrf`, `Op::LapackOrgqr` and `Op::LapackSyevd` (which
//! print back as the same calls). Real types call `?geqrf`, `?orgqr`, `?syevd`; complex ones
//! `?geqrf`, `?ungqr`, `?heevd`. As for the other LAPACK calls (`lapack.rs`), the matrices
//! must be column-major in their two trailing dimensions, and `syevd`'s
//! `mhlo.backend_config` gives `uplo` (the triangle read) and `mode` (JAX always asks for the
//! eigenvectors, `V`) as ASCII codes.

use super::attr::{lookup, Attr, Entry};
use super::cursor::PResult;
use super::module::Parser;
use crate::op::Op;
use crate::types::{DType, TensorType};

impl<'a> Parser<'a> {
    /// The op of a `@lapack_<letter><name>_ffi` call when `name` is one of the routines of
    /// this file; `None` otherwise (the caller reads or refuses the others).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn qr_eigh_call(
        &self,
        target: &str,
        (letter, name): (&str, &str),
        dtype: DType,
        pos: usize,
        attrs: &[Entry<'a>],
        ins: &[TensorType],
        outs: &[TensorType],
    ) -> PResult<Option<Op>> {
        let complex = matches!(letter, "c" | "z");
        let (op, want_ins) = match name {
            "geqrf" => (Op::LapackGeqrf, 1),
            "orgqr" | "ungqr" => (Op::LapackOrgqr, 2),
            "syevd" | "heevd" => (Op::LapackSyevd { lower: true }, 1),
            _ => return Ok(None),
        };
        let err = |msg: String| self.c.err_at(pos, format!("@{target}: {msg}"));
        if !matches!(letter, "s" | "d" | "c" | "z") {
            return Err(err("unknown LAPACK type letter (s, d, c, z)".into()));
        }
        // LAPACK names the Hermitian/unitary routines differently for complex types.
        let expected = match (name, complex) {
            ("orgqr" | "ungqr", false) => "orgqr",
            ("orgqr" | "ungqr", true) => "ungqr",
            ("syevd" | "heevd", false) => "syevd",
            ("syevd" | "heevd", true) => "heevd",
            _ => name,
        };
        if name != expected {
            return Err(err(format!(
                "LAPACK calls this routine {letter}{expected} for this element type"
            )));
        }
        if ins.len() != want_ins {
            return Err(err(format!(
                "expects {want_ins} operand(s), found {}",
                ins.len()
            )));
        }
        if ins[0].dtype != dtype || ins[0].rank() < 2 {
            return Err(err(format!(
                "the operand must be a {dtype} matrix (rank ≥ 2), found {}",
                ins[0]
            )));
        }
        self.qr_eigh_layouts(attrs, ins, &err)?;
        let want = match op {
            Op::LapackGeqrf => crate::infer::qr_eigh::geqrf(&ins[0]),
            Op::LapackOrgqr => crate::infer::qr_eigh::orgqr(&ins[0], &ins[1]).map(|t| vec![t]),
            _ => crate::infer::qr_eigh::syevd(&ins[0]),
        }
        .map_err(&err)?;
        if outs != want.as_slice() {
            return Err(err(format!(
                "results must be ({}), found ({})",
                list_types(&want),
                list_types(outs)
            )));
        }
        if !matches!(op, Op::LapackSyevd { .. }) {
            return Ok(Some(op));
        }
        let config = match lookup(attrs, "mhlo.backend_config") {
            Some(Entry {
                value: Attr::Dict(entries),
                ..
            }) => entries.as_slice(),
            _ => {
                return Err(err(
                    "needs mhlo.backend_config = {mode = …, uplo = …}".into()
                ))
            }
        };
        let char_of = |key: &str, allowed: &[u8]| -> PResult<u8> {
            let e = lookup(config, key)
                .ok_or_else(|| err(format!("needs {key} in mhlo.backend_config")))?;
            match e.value {
                Attr::Int(c) if allowed.iter().any(|&a| i64::from(a) == c) => Ok(c as u8),
                _ => Err(self.c.err_at(
                    e.pos,
                    format!(
                        "{key} must be {} (as an ASCII code)",
                        allowed
                            .iter()
                            .map(|&a| (a as char).to_string())
                            .collect::<Vec<_>>()
                            .join(" or ")
                    ),
                )),
            }
        };
        // Mode `N` (eigenvalues only) leaves LAPACK's matrix result undefined; JAX never
        // emits it, so only `V` is read.
        char_of("mode", b"V")?;
        let lower = char_of("uplo", b"LU")? == b'L';
        Ok(Some(Op::LapackSyevd { lower }))
    }

    /// The matrix operand column-major in its trailing dimensions (`[r-2, r-1, …]`) and the
    /// taus, if any, contiguous along their last dimension: the layouts LAPACK reads.
    fn qr_eigh_layouts(
        &self,
        attrs: &[Entry<'a>],
        ins: &[TensorType],
        err: &dyn Fn(String) -> crate::diag::Diagnostic,
    ) -> PResult<()> {
        let Some(e) = lookup(attrs, "operand_layouts") else {
            return Ok(());
        };
        let Attr::List(layouts) = &e.value else {
            return Err(err("operand_layouts must be a list".into()));
        };
        if layouts.len() != ins.len() {
            return Err(err(
                "operand_layouts must give one layout per operand".into()
            ));
        }
        for (k, (layout, t)) in layouts.iter().zip(ins).enumerate() {
            let dims = self.c.attr_usizes(layout, e.pos, "operand_layouts")?;
            let r = t.rank();
            let (ok, want) = if k == 0 {
                (
                    dims.len() == r && dims[..2] == [r - 2, r - 1],
                    format!("[{}, {}, …]", r - 2, r - 1),
                )
            } else {
                (
                    dims.len() == r && r > 0 && dims[0] == r - 1,
                    format!("[{}, …]", r.saturating_sub(1)),
                )
            };
            if !ok {
                return Err(err(format!(
                    "operand layout {dims:?} of {t} is not the one LAPACK reads (expected {want})"
                )));
            }
        }
        Ok(())
    }
}

fn list_types(ts: &[TensorType]) -> String {
    ts.iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}
