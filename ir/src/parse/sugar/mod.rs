//! Ops that parse into ops the IR already has, so that nothing after the parser needs to
//! know them:
//!
//! * `stablehlo.composite "name" %x {decomposition = @f, ...}` is a call of its decomposition
//!   (its meaning by definition; the name, attributes and version only help a backend that
//!   pattern-matches composites, which ours do not), printed back as `func.call @f`.
//! * `chlo.conj` is `complex(real x, -imag x)` (the identity on reals); `chlo.is_inf` /
//!   `is_pos_inf` / `is_neg_inf` compare with ±inf; `chlo.constant_like` is a splat constant
//!   of its operand's type; `chlo.zeta` and `chlo.polygamma` are Euler–Maclaurin sums of
//!   `power`s, as XLA decomposes them (`special.rs`). (`chlo.tan` is `stablehlo.tan`:
//!   `UnaryOp::from_full_name`.)
//! * `get_dimension_size` of a static shape is a constant.
//! * The dynamic-shape ops whose shape or index operands are constants (the form upstream's
//!   tests use) are their static ops, after checking that the constants agree with the
//!   declared result type: `dynamic_broadcast_in_dim`, `dynamic_iota`, `dynamic_reshape`,
//!   `dynamic_pad`, `real_dynamic_slice`, `dynamic_gather`, `dynamic_conv`. A shape that is
//!   computed is a located error: dynamic shapes are out of scope.
//! * `batch_norm_inference`, `batch_norm_training` and `batch_norm_grad` are their
//!   definitions in the spec, written with `broadcast_in_dim`, `reduce`, `subtract`,
//!   `divide`, `sqrt`, ... (`batch_norm.rs`).
//! * `stablehlo.map` whose body is elementwise is its body applied to whole tensors: each
//!   body op is re-emitted at the operands' shape (scalar constants become splats; `map.rs`).
//! * `chlo.scan` (forward or `is_reverse`) is the `stablehlo.while` JAX emits for `lax.scan`:
//!   a step counter, the carries, the stacked outputs and the inputs as loop variables, the
//!   scan body moved into the loop body between a `dynamic_slice` of each input and a
//!   `dynamic_update_slice` of each output (`scan.rs`).
//! * `chlo.ragged_dot` with a ragged non-contracting `lhs` dimension is a `dot_general` with
//!   every group, masked to each row's group and summed over the groups (`ragged_dot.rs`).
//!
//! Helper ops (an `abs`, a constant) are appended to the current block before the op the
//! caller appends, with the location of the op as written.

mod batch_norm;
mod dynamic;
mod map;
mod mulhi;
mod ragged_dot;
mod scan;
mod special;

use super::attr::{lookup, Attr, Entry};
use super::cursor::PResult;
use super::module::{FuncCtx, Operand, Parsed, Parser};
use super::pretty::parsed;
use crate::array::{Array, Scalar};
use crate::func::{BlockId, ValueId};
use crate::op::{BinaryOp, CompareDir, Op, UnaryOp};
use crate::types::{DType, TensorType};

/// Which of CHLO's infinity tests.
#[derive(Clone, Copy)]
enum InfTest {
    Any,
    Pos,
    Neg,
}

impl<'a> Parser<'a> {
    /// The pretty form of a sugar op (the name read), or `None` when `name` is not one.
    pub(crate) fn pretty_sugar(
        &mut self,
        fx: &mut FuncCtx<'a>,
        name: &str,
        pos: usize,
    ) -> Option<PResult<Parsed>> {
        Some(match name {
            "stablehlo.composite" => self.pretty_composite(fx, pos),
            "chlo.scan" => self.pretty_scan(fx, pos),
            "chlo.conj" | "chlo.is_inf" | "chlo.is_pos_inf" | "chlo.is_neg_inf" | "chlo.zeta"
            | "chlo.polygamma" | "chlo.mulhi" => self.pretty_chlo_unary(fx, name, pos),
            "stablehlo.get_dimension_size" => (|| {
                let x = self.operand(fx)?;
                self.pretty_keyword("dim")?;
                let dim = self.c.usize("as the dimension")?;
                let outs = self.functional(fx, &[x])?;
                self.dimension_size(fx, pos, &x, dim, &outs)
            })(),
            "stablehlo.dynamic_broadcast_in_dim" => (|| {
                let ops = self.operand_list(fx)?;
                self.pretty_keyword("dims")?;
                let dims = self.usize_list()?;
                let outs = self.functional(fx, &ops)?;
                self.dynamic_broadcast(fx, name, pos, &ops, dims, &outs)
            })(),
            "stablehlo.dynamic_iota" => (|| {
                let ops = self.operand_list(fx)?;
                self.pretty_keyword("dim")?;
                let dim = self.c.usize("as the iota dimension")?;
                let outs = self.functional(fx, &ops)?;
                self.dynamic_iota(fx, name, pos, &ops, dim, &outs)
            })(),
            "stablehlo.dynamic_reshape"
            | "stablehlo.dynamic_pad"
            | "stablehlo.real_dynamic_slice" => (|| {
                let ops = self.operand_list(fx)?;
                let outs = self.functional(fx, &ops)?;
                self.dynamic_shaped(fx, name, pos, &ops, &outs)
            })(),
            "stablehlo.dynamic_conv" => (|| {
                let p = self.convolution(fx)?;
                self.dynamic_conv(fx, pos, p)
            })(),
            _ => return None,
        })
    }

    /// The generic form of a sugar op, from what the generic parser read; `None` when `name`
    /// is not one.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn generic_sugar(
        &mut self,
        fx: &mut FuncCtx<'a>,
        name: &str,
        pos: usize,
        attrs: &[Entry<'a>],
        ops: &[Operand<'a>],
        regions: &[BlockId],
        outs: &[TensorType],
    ) -> Option<PResult<Parsed>> {
        let no_regions = || -> PResult<()> {
            match regions {
                [] => Ok(()),
                _ => Err(self.c.err_at(pos, format!("{name} takes no regions"))),
            }
        };
        if name != "stablehlo.map" && name != "chlo.scan" && is_sugar(name) {
            if let Err(e) = no_regions() {
                return Some(Err(e));
            }
        }
        let usizes = |key: &str| -> PResult<Vec<usize>> {
            let e = lookup(attrs, key).ok_or_else(|| {
                self.c
                    .err_at(pos, format!("{name} needs attribute '{key}'"))
            })?;
            self.c.attr_usizes(&e.value, e.pos, key)
        };
        let one = |key: &str| -> PResult<usize> {
            match usizes(key)?.as_slice() {
                [v] => Ok(*v),
                _ => Err(self.c.err_at(pos, format!("{key} must be one integer"))),
            }
        };
        Some(match name {
            "stablehlo.composite" => match lookup(attrs, "decomposition") {
                Some(Entry {
                    value: Attr::Symbol(callee),
                    ..
                }) => Ok(call(callee, ops, outs)),
                _ => Err(self.c.err_at(
                    pos,
                    "stablehlo.composite needs attribute 'decomposition = @function'",
                )),
            },
            "chlo.conj" | "chlo.is_inf" | "chlo.is_pos_inf" | "chlo.is_neg_inf" => {
                self.chlo_unary(fx, name, pos, ops, outs)
            }
            "chlo.constant_like" => self.constant_like(name, pos, attrs, ops, outs),
            "chlo.zeta" | "chlo.polygamma" => self.zeta_family(fx, name, pos, ops, outs),
            "chlo.mulhi" => self.mulhi(fx, pos, ops, outs),
            "stablehlo.get_dimension_size" => match (one("dimension"), ops) {
                (Ok(dim), [x]) => self.dimension_size(fx, pos, x, dim, outs),
                (Err(e), _) => Err(e),
                _ => Err(self.c.err_at(pos, format!("{name} takes one operand"))),
            },
            "stablehlo.dynamic_broadcast_in_dim" => usizes("broadcast_dimensions")
                .and_then(|dims| self.dynamic_broadcast(fx, name, pos, ops, dims, outs)),
            "stablehlo.dynamic_iota" => one("iota_dimension")
                .and_then(|dim| self.dynamic_iota(fx, name, pos, ops, dim, outs)),
            "stablehlo.dynamic_reshape"
            | "stablehlo.dynamic_pad"
            | "stablehlo.real_dynamic_slice" => self.dynamic_shaped(fx, name, pos, ops, outs),
            "stablehlo.dynamic_gather" => self.dynamic_gather(fx, pos, attrs, ops, outs),
            "stablehlo.dynamic_conv" => self
                .conv_from_attrs(attrs, pos)
                .map(|op| parsed(op, ops, outs.to_vec(), vec![]))
                .and_then(|p| self.dynamic_conv(fx, pos, p)),
            "stablehlo.map" => self.map(fx, pos, attrs, ops, regions, outs),
            "chlo.scan" => self.generic_scan(fx, pos, attrs, ops, regions, outs),
            "chlo.ragged_dot" => self.ragged_dot(fx, pos, attrs, ops, outs),
            "stablehlo.batch_norm_inference"
            | "stablehlo.batch_norm_training"
            | "stablehlo.batch_norm_grad" => self.batch_norm(fx, name, pos, attrs, ops, outs),
            _ => return None,
        })
    }

    /// `, key =` in a pretty form.
    fn pretty_keyword(&mut self, key: &str) -> PResult<()> {
        self.c.expect(",", &format!("before '{key}'"))?;
        self.c.expect_keyword(key, "")?;
        self.c.expect("=", &format!("after '{key}'"))
    }

    /// `[attrs] : (T, ...) -> R` after the operands, checked against them.
    fn functional(&mut self, fx: &FuncCtx<'a>, ops: &[Operand<'a>]) -> PResult<Vec<TensorType>> {
        self.opt_attrs()?;
        self.colon("the operands")?;
        let (ins, outs) = self.c.function_type()?;
        self.check_operand_types(fx, ops, &ins)?;
        Ok(outs)
    }

    /// `stablehlo.composite "name" %a, %b {composite_attributes = {...}, decomposition = @f,
    /// version = 1 : i32} : (T, U) -> R`
    fn pretty_composite(&mut self, fx: &mut FuncCtx<'a>, pos: usize) -> PResult<Parsed> {
        self.c.string_lit()?;
        let ops = if self.c.peek() == Some(b'%') {
            self.operand_list(fx)?
        } else {
            Vec::new()
        };
        let attrs = if self.c.peek() == Some(b'{') {
            self.c.attr_dict()?
        } else {
            Vec::new()
        };
        self.colon("the composite's attributes")?;
        let (ins, outs) = self.c.function_type()?;
        self.check_operand_types(fx, &ops, &ins)?;
        self.generic_sugar(fx, "stablehlo.composite", pos, &attrs, &ops, &[], &outs)
            .expect("stablehlo.composite is a sugar op")
    }

    /// `chlo.conj %x : T -> T`, the infinity tests `chlo.is_inf %x : T -> U`, and the binary
    /// `chlo.zeta %s, %q : T, T -> T`, `chlo.polygamma %n, %x : T, T -> T`.
    fn pretty_chlo_unary(
        &mut self,
        fx: &mut FuncCtx<'a>,
        name: &str,
        pos: usize,
    ) -> PResult<Parsed> {
        let ops = self.operand_list(fx)?;
        self.opt_attrs()?;
        self.colon("the operands")?;
        let outs = self.chlo_types(fx, &ops)?;
        match name {
            "chlo.zeta" | "chlo.polygamma" => self.zeta_family(fx, name, pos, &ops, &outs),
            "chlo.mulhi" => self.mulhi(fx, pos, &ops, &outs),
            _ => self.chlo_unary(fx, name, pos, &ops, &outs),
        }
    }

    /// Appends a helper op to the block being parsed; its one result.
    fn helper(
        &mut self,
        fx: &mut FuncCtx<'a>,
        pos: usize,
        op: Op,
        operands: Vec<ValueId>,
        ty: TensorType,
    ) -> ValueId {
        let loc = Some(self.c.loc_at(pos));
        let block = fx.block;
        let id = fx.f.push_op(block, op, operands, vec![ty], vec![], loc);
        fx.f.op(id).results[0]
    }

    /// One operand and one result, or a located error.
    fn unary_sig<'o>(
        &self,
        name: &str,
        pos: usize,
        ops: &'o [Operand<'a>],
        outs: &'o [TensorType],
    ) -> PResult<(&'o Operand<'a>, &'o TensorType)> {
        match (ops, outs) {
            ([x], [r]) => Ok((x, r)),
            _ => Err(self.c.err_at(
                pos,
                format!(
                    "{name} takes one operand and has one result, found {} and {}",
                    ops.len(),
                    outs.len()
                ),
            )),
        }
    }

    fn chlo_unary(
        &mut self,
        fx: &mut FuncCtx<'a>,
        name: &str,
        pos: usize,
        ops: &[Operand<'a>],
        outs: &[TensorType],
    ) -> PResult<Parsed> {
        let (x, r) = self.unary_sig(name, pos, ops, outs)?;
        let xt = fx.f.ty(x.id).clone();
        if name == "chlo.conj" {
            if *r != xt || !(xt.dtype.is_float() || xt.dtype.is_complex()) {
                return Err(self.c.err_at(
                    pos,
                    format!(
                        "{name} maps a float or complex tensor to its own type, not {xt} to {r}"
                    ),
                ));
            }
            if !xt.dtype.is_complex() {
                // The conjugate of a real is itself.
                return Ok(existing(vec![x.id]));
            }
            let real_ty = xt.with_dtype(xt.dtype.real_part());
            let re = self.helper(
                fx,
                pos,
                Op::Unary(UnaryOp::Real),
                vec![x.id],
                real_ty.clone(),
            );
            let im = self.helper(
                fx,
                pos,
                Op::Unary(UnaryOp::Imag),
                vec![x.id],
                real_ty.clone(),
            );
            let neg = self.helper(fx, pos, Op::Unary(UnaryOp::Negate), vec![im], real_ty);
            return Ok(Parsed {
                op: Op::Binary(BinaryOp::Complex),
                operands: vec![re, neg],
                result_types: vec![xt],
                regions: vec![],
                existing: None,
            });
        }
        let test = match name {
            "chlo.is_pos_inf" => InfTest::Pos,
            "chlo.is_neg_inf" => InfTest::Neg,
            _ => InfTest::Any,
        };
        let want = xt.with_dtype(DType::I1);
        if !xt.dtype.is_float() || *r != want {
            return Err(self.c.err_at(
                pos,
                format!("{name} maps a float tensor to i1 of its shape ({want}), not {xt} to {r}"),
            ));
        }
        let inf = match test {
            InfTest::Neg => f64::NEG_INFINITY,
            _ => f64::INFINITY,
        };
        let c = Array::splat(&xt, Scalar::from_f64(xt.dtype, inf));
        let c = self.helper(fx, pos, Op::Constant(c), vec![], xt.clone());
        let lhs = match test {
            InfTest::Any => self.helper(fx, pos, Op::Unary(UnaryOp::Abs), vec![x.id], xt),
            _ => x.id,
        };
        Ok(Parsed {
            op: Op::Compare {
                dir: CompareDir::Eq,
                cmp_type: None,
            },
            operands: vec![lhs, c],
            result_types: vec![want],
            regions: vec![],
            existing: None,
        })
    }

    /// `"chlo.constant_like"(%x) {value = 1.0 : f32} : (T) -> T`
    fn constant_like(
        &self,
        name: &str,
        pos: usize,
        attrs: &[Entry<'a>],
        ops: &[Operand<'a>],
        outs: &[TensorType],
    ) -> PResult<Parsed> {
        let (_, r) = self.unary_sig(name, pos, ops, outs)?;
        let e = lookup(attrs, "value").ok_or_else(|| {
            self.c
                .err_at(pos, format!("{name} needs attribute 'value'"))
        })?;
        let value = match e.value {
            Attr::Int(v) => v as f64,
            Attr::Float(v) => v,
            Attr::Bool(b) => f64::from(u8::from(b)),
            _ => {
                return Err(self.c.err_at(
                    e.pos,
                    "value must be a number (e.g. 1.0 : f32) or a boolean",
                ))
            }
        };
        if super::refine::has_dyn(r) {
            // Refining: the constant takes its operand's (refined) shape.
            return Err(self.c.err_at(
                pos,
                format!(
                    "{name}: a '?' result type is not supported here; write the operand's type"
                ),
            ));
        }
        let a = Array::splat(r, Scalar::from_f64(r.dtype, value));
        Ok(parsed(Op::Constant(a), &[], vec![r.clone()], vec![]))
    }

    fn dimension_size(
        &self,
        fx: &FuncCtx<'a>,
        pos: usize,
        x: &Operand<'a>,
        dim: usize,
        outs: &[TensorType],
    ) -> PResult<Parsed> {
        let xt = fx.f.ty(x.id);
        let Some(&size) = xt.shape.get(dim) else {
            return Err(self
                .c
                .err_at(pos, format!("dimension {dim} is out of range for {xt}")));
        };
        match outs {
            [r] if r.rank() == 0 && r.dtype.is_int() => {
                let a = Array::splat(r, Scalar::from_f64(r.dtype, size as f64));
                Ok(parsed(Op::Constant(a), &[], vec![r.clone()], vec![]))
            }
            _ => Err(self.c.err_at(
                pos,
                "stablehlo.get_dimension_size has one result, an integer scalar (tensor<i32>)",
            )),
        }
    }
}

/// Names bound to values the helper ops compute (`op` is not used: nothing is appended).
pub(crate) fn existing(values: Vec<ValueId>) -> Parsed {
    Parsed {
        op: Op::Convert,
        operands: vec![],
        result_types: vec![],
        regions: vec![],
        existing: Some(values),
    }
}

/// `func.call @callee` of `ops`.
fn call(callee: &str, ops: &[Operand<'_>], outs: &[TensorType]) -> Parsed {
    parsed(
        Op::Call {
            callee: callee.to_string(),
        },
        ops,
        outs.to_vec(),
        vec![],
    )
}

/// Whether `name` is one of the ops this module turns into others.
pub(crate) fn is_sugar(name: &str) -> bool {
    SUGAR.contains(&name)
}

/// Every op name this module handles (also for "did you mean" suggestions).
pub(crate) const SUGAR: &[&str] = &[
    "stablehlo.batch_norm_grad",
    "stablehlo.batch_norm_inference",
    "stablehlo.batch_norm_training",
    "chlo.conj",
    "chlo.constant_like",
    "chlo.is_inf",
    "chlo.is_neg_inf",
    "chlo.is_pos_inf",
    "chlo.mulhi",
    "chlo.polygamma",
    "chlo.ragged_dot",
    "chlo.scan",
    "chlo.zeta",
    "stablehlo.composite",
    "stablehlo.dynamic_broadcast_in_dim",
    "stablehlo.dynamic_conv",
    "stablehlo.dynamic_gather",
    "stablehlo.dynamic_iota",
    "stablehlo.dynamic_pad",
    "stablehlo.dynamic_reshape",
    "stablehlo.get_dimension_size",
    "stablehlo.map",
    "stablehlo.real_dynamic_slice",
];
