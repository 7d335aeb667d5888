//! JAX's CPU lowering of `triangular_solve`, `cholesky` and `lu`: LAPACK custom calls
//! (`stablehlo.custom_call @lapack_strsm_ffi(%a, %b)`, `@lapack_dpotrf_ffi(%a)`, …, one per
//! element type s/d/c/z), read as the StableHLO ops they compute.
//!
//! LAPACK sees each matrix in column-major order (`operand_layouts = [dense<[r-2, r-1, …]>]`,
//! which we require), so its A(i, j) is the tensor's a[…, i, j] and the characters of
//! `mhlo.backend_config` (`uplo`, `side`, `trans_x`, `diag`: ASCII codes) apply to the
//! tensor as written. `potrf` returns the factor — only its triangle is written, the other
//! keeps the input's elements — and `info` (i32 per matrix, 0 on success). It becomes
//! `cholesky` plus a few ops: the other triangle selected from the input, and
//! info = 1 where the factor is NaN (a failed factorisation; LAPACK reports the order of the
//! failing minor, JAX only tests info = 0). `getrf` (LU with partial pivoting) has no
//! StableHLO op: it is read as `Op::LapackGetrf`, which prints back as this call; `gesdd`
//! (the SVD) likewise as `Op::LapackGesdd` (`lapack/svd.rs`); QR and eigh (`geqrf`, `orgqr`,
//! `syevd`, …) are read in `lapack_qr_eigh.rs`, `geev` (eig) in `lapack_eig.rs`. Other LAPACK targets are refused by name.

mod gtsv;
mod svd;

use super::attr::{lookup, Attr, Entry};
use super::cursor::PResult;
use super::module::Parser;
use crate::func::{BlockId, Function, Loc, ValueId};
use crate::op::{CompareDir, CompareType, Op, TransposeA, UnaryOp};
use crate::types::{DType, TensorType};

/// What a LAPACK custom call becomes: one op, or `cholesky` with the ops that rebuild
/// potrf's two results (see [`expand_potrf`]).
pub(crate) enum Lapack {
    Op(Op),
    Potrf { lower: bool },
}

impl<'a> Parser<'a> {
    /// The op a `@lapack_*_ffi` custom call stands for; `None` when `target` is not LAPACK.
    pub(crate) fn lapack_call(
        &self,
        target: &str,
        pos: usize,
        attrs: &[Entry<'a>],
        ins: &[TensorType],
        outs: &[TensorType],
    ) -> PResult<Option<Lapack>> {
        let Some(routine) = target
            .strip_prefix("lapack_")
            .map(|r| r.strip_suffix("_ffi").unwrap_or(r))
        else {
            return Ok(None);
        };
        let err = |msg: String| self.c.err_at(pos, format!("@{target}: {msg}"));
        let (letter, name) = routine.split_at(routine.len().min(1));
        let dtype = match letter {
            "s" => DType::F32,
            "d" => DType::F64,
            "c" => DType::C64,
            "z" => DType::C128,
            _ => DType::F32,
        };
        if let Some(op) = self.eig_call(target, (letter, name), dtype, pos, attrs, ins, outs)? {
            return Ok(Some(Lapack::Op(op)));
        }
        if let Some(op) = self.qr_eigh_call(target, (letter, name), dtype, pos, attrs, ins, outs)? {
            return Ok(Some(Lapack::Op(op)));
        }
        if name == "gtsv" && matches!(letter, "s" | "d" | "c" | "z") {
            return self.gtsv(dtype, attrs, ins, outs, &err).map(Some);
        }
        if !matches!(name, "trsm" | "potrf" | "getrf" | "gesdd" | "gesvd")
            || !matches!(letter, "s" | "d" | "c" | "z")
        {
            return Err(err(
                "unsupported LAPACK custom call (only trsm, potrf, getrf, gesdd, gesvd, gtsv, geqrf, orgqr/ungqr, syevd/heevd and geev are read)".into(),
            ));
        }
        let (want_ins, want_outs) = match name {
            "trsm" => (2, 1),
            "potrf" => (1, 2),
            "gesdd" | "gesvd" => (1, 5),
            _ => (1, 3),
        };
        if ins.len() != want_ins || outs.len() != want_outs {
            return Err(err(format!(
                "expects {want_ins} operand(s) and {want_outs} result(s), found {} and {}",
                ins.len(),
                outs.len()
            )));
        }
        for t in ins {
            if t.dtype != dtype || t.rank() < 2 {
                return Err(err(format!(
                    "operands must be {dtype} matrices (rank ≥ 2), found {t}"
                )));
            }
        }
        self.lapack_layouts(attrs, ins, &err)?;
        let config = match lookup(attrs, "mhlo.backend_config") {
            Some(Entry {
                value: Attr::Dict(entries),
                ..
            }) => entries.as_slice(),
            _ => return Err(err("needs mhlo.backend_config = {…}".into())),
        };
        if name == "gesdd" || name == "gesvd" {
            let gesvd = name == "gesvd";
            return self.gesdd(config, &ins[0], outs, gesvd, &err).map(Some);
        }
        if name == "getrf" {
            // getrf takes no options; its results follow from the operand.
            let want = crate::infer::linalg::getrf(&ins[0]).map_err(&err)?;
            if outs != want.as_slice() {
                return Err(err(format!(
                    "results must be ({}), found ({})",
                    list_types(&want),
                    list_types(outs)
                )));
            }
            return Ok(Some(Lapack::Op(Op::LapackGetrf)));
        }
        let char_of = |key: &str, allowed: &[u8]| -> PResult<u8> {
            let e = lookup(config, key)
                .ok_or_else(|| err(format!("needs {key} in mhlo.backend_config")))?;
            match e.value {
                Attr::Int(c) if allowed.iter().any(|&a| i64::from(a) == c) => Ok(c as u8),
                _ => Err(self.c.err_at(
                    e.pos,
                    format!(
                        "{key} must be one of {} (as ASCII codes)",
                        allowed
                            .iter()
                            .map(|&a| (a as char).to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                )),
            }
        };
        let lower = char_of("uplo", b"LU")? == b'L';
        if name == "potrf" {
            let a = &ins[0];
            let batch = TensorType::new(DType::I32, a.shape[..a.rank() - 2].to_vec());
            if outs[0] != *a || outs[1] != batch {
                return Err(err(format!(
                    "results must be ({a}, {batch}), found ({}, {})",
                    outs[0], outs[1]
                )));
            }
            return Ok(Some(Lapack::Potrf { lower }));
        }
        let transpose_a = match char_of("trans_x", b"NTC")? {
            b'N' => TransposeA::NoTranspose,
            b'T' => TransposeA::Transpose,
            _ => TransposeA::Adjoint,
        };
        Ok(Some(Lapack::Op(Op::TriangularSolve {
            left_side: char_of("side", b"LR")? == b'L',
            lower,
            unit_diagonal: char_of("diag", b"NU")? == b'U',
            transpose_a,
        })))
    }

    /// Each operand column-major in its trailing matrix (`[r-2, r-1, …]` minor to major),
    /// the layout LAPACK reads; the batch dimensions may be in any order.
    fn lapack_layouts(
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
        for (layout, t) in layouts.iter().zip(ins) {
            let dims = self.c.attr_usizes(layout, e.pos, "operand_layouts")?;
            let r = t.rank();
            if dims.len() != r || dims[..2] != [r - 2, r - 1] {
                return Err(err(format!(
                    "operand layout {dims:?} of {t} is not column-major in the matrix dimensions (expected [{}, {}, …])",
                    r - 2,
                    r - 1
                )));
            }
        }
        Ok(())
    }
}

pub(super) fn list_types(ts: &[TensorType]) -> String {
    ts.iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Appends to `block` what `@lapack_?potrf_ffi(a)` computes and returns its two results:
/// the factor (`cholesky`, with the untouched triangle taken from `a`) and `info`.
pub(crate) fn expand_potrf(
    f: &mut Function,
    block: BlockId,
    a: ValueId,
    lower: bool,
    loc: Loc,
) -> [ValueId; 2] {
    let ty = f.ty(a).clone();
    let r = ty.rank();
    let op = |f: &mut Function, op: Op, operands: Vec<ValueId>, ty: TensorType| {
        let id = f.push_op(block, op, operands, vec![ty], vec![], Some(loc));
        f.op(id).results[0]
    };
    let l = op(f, Op::Cholesky { lower }, vec![a], ty.clone());
    let ity = TensorType::new(DType::I32, ty.shape.clone());
    let bty = ity.with_dtype(DType::I1);
    let rows = op(f, Op::Iota { dim: r - 2 }, vec![], ity.clone());
    let cols = op(f, Op::Iota { dim: r - 1 }, vec![], ity);
    // The triangle potrf does not write: strictly above the diagonal for uplo = L.
    let dir = if lower {
        CompareDir::Lt
    } else {
        CompareDir::Gt
    };
    let cmp = Op::Compare {
        dir,
        cmp_type: Some(CompareType::Signed),
    };
    let untouched = op(f, cmp, vec![rows, cols], bty);
    let factor = op(f, Op::Select, vec![untouched, a, l], ty.clone());
    let batch: Vec<usize> = ty.shape[..r - 2].to_vec();
    let info_ty = TensorType::new(DType::I32, batch.clone());
    let m = ty.shape[r - 1];
    let info = if m == 0 {
        let zero = crate::array::Array::zeros(&info_ty);
        op(f, Op::Constant(zero), vec![], info_ty)
    } else {
        // A failed factorisation is NaN throughout, its first pivot included.
        let mut limit = ty.shape.clone();
        limit[r - 2] = 1;
        limit[r - 1] = 1;
        let corner_ty = ty.with_shape(limit.clone());
        let slice = Op::Slice {
            start: vec![0; r],
            limit,
            strides: vec![1; r],
        };
        let corner = op(f, slice, vec![l], corner_ty);
        let real_ty = TensorType::new(ty.dtype.real_part(), batch.clone());
        let corner = op(f, Op::Reshape, vec![corner], ty.with_shape(batch.clone()));
        let corner = if ty.dtype.is_complex() {
            op(f, Op::Unary(UnaryOp::Real), vec![corner], real_ty)
        } else {
            corner
        };
        let pred_ty = TensorType::new(DType::I1, batch);
        let finite = op(
            f,
            Op::Unary(UnaryOp::IsFinite),
            vec![corner],
            pred_ty.clone(),
        );
        let failed = op(f, Op::Unary(UnaryOp::Not), vec![finite], pred_ty);
        op(f, Op::Convert, vec![failed], info_ty)
    };
    [factor, info]
}
