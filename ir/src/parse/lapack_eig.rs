//! JAX's CPU lowering of `jnp.linalg.eig`/`eigvals`: `@lapack_{s,d,c,z}geev_ffi(a)`, LAPACK's
//! general eigendecomposition, with no StableHLO op: kept as `Op::LapackGeev` (which prints
//! back as the same call). As for the other LAPACK calls (`lapack.rs`) the matrix must be
//! column-major in its two trailing dimensions; `mhlo.backend_config` gives `compute_left`
//! and `compute_right` (LAPACK's jobvl/jobvr) as the ASCII codes of `N` or `V`.

use super::attr::{lookup, Attr, Entry};
use super::cursor::PResult;
use super::module::Parser;
use crate::op::Op;
use crate::types::{DType, TensorType};

impl<'a> Parser<'a> {
    /// The op of a `@lapack_<letter>geev_ffi` call; `None` when `name` is not `geev`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn eig_call(
        &self,
        target: &str,
        (letter, name): (&str, &str),
        dtype: DType,
        pos: usize,
        attrs: &[Entry<'a>],
        ins: &[TensorType],
        outs: &[TensorType],
    ) -> PResult<Option<Op>> {
        if name != "geev" {
            return Ok(None);
        }
        let err = |msg: String| self.c.err_at(pos, format!("@{target}: {msg}"));
        if !matches!(letter, "s" | "d" | "c" | "z") {
            return Err(err("unknown LAPACK type letter (s, d, c, z)".into()));
        }
        if ins.len() != 1 {
            return Err(err(format!("expects 1 operand, found {}", ins.len())));
        }
        if ins[0].dtype != dtype {
            return Err(err(format!(
                "the operand must be a {dtype} matrix, found {}",
                ins[0]
            )));
        }
        let want = crate::infer::eig::geev(&ins[0]).map_err(&err)?;
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
            let r = ins[0].rank();
            let dims = match layouts.as_slice() {
                [one] => self.c.attr_usizes(one, e.pos, "operand_layouts")?,
                _ => return Err(err("operand_layouts must give one layout".into())),
            };
            if dims.len() != r || dims[..2] != [r - 2, r - 1] {
                return Err(err(format!(
                    "operand layout {dims:?} of {} is not the one LAPACK reads (expected [{}, {}, …])",
                    ins[0],
                    r - 2,
                    r - 1
                )));
            }
        }
        let config = match lookup(attrs, "mhlo.backend_config") {
            Some(Entry {
                value: Attr::Dict(entries),
                ..
            }) => entries.as_slice(),
            _ => {
                return Err(err(
                    "needs mhlo.backend_config = {compute_left = …, compute_right = …}".into(),
                ))
            }
        };
        let job = |key: &str| -> PResult<bool> {
            let e = lookup(config, key)
                .ok_or_else(|| err(format!("needs {key} in mhlo.backend_config")))?;
            match e.value {
                Attr::Int(c) if c == i64::from(b'V') => Ok(true),
                Attr::Int(c) if c == i64::from(b'N') => Ok(false),
                _ => Err(self
                    .c
                    .err_at(e.pos, format!("{key} must be N or V (as an ASCII code)"))),
            }
        };
        Ok(Some(Op::LapackGeev {
            compute_left: job("compute_left")?,
            compute_right: job("compute_right")?,
        }))
    }
}

fn list_types(ts: &[TensorType]) -> String {
    ts.iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}
