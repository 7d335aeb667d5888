//! Ops that parse into ops the IR already has, so that nothing after the parser needs to
//! know them:
//!
//! * `stablehlo.composite "name" %x {decomposition = @f, ...}` is a call of its decomposition
//!   (its meaning by definition; the name, attributes and version only help a backend that
//!   pattern-matches composites, which ours do not), printed back as `func.call @f`.
//! * `chlo.conj` is `complex(real x, -imag x)` (the identity
//!   on reals); `chlo.is_inf` / `is_pos_inf` / `is_neg_inf` compare with ±inf;
//!   `chlo.constant_like` is a splat constant of its operand's type; `chlo.zeta` and
//!   `chlo.polygamma` are Euler–Maclaurin sums of `power`s (as XLA decomposes them).
//! * `get_dimension_size` of a static shape is a constant; `replica_id` / `partition_id` are
//!   0 (one device).
//! * The dynamic-shape ops whose shape or index operands are constants (the form upstream's
//!   tests use) are their static ops, after checking that the constants agree with the
//!   declared result type: `dynamic_broadcast_in_dim`, `dynamic_iota`, `dynamic_reshape`,
//!   `dynamic_pad`, `real_dynamic_slice`, `dynamic_gather`, `dynamic_conv`. A shape that is
//!   computed is a located error: dynamic shapes are out of scope.
//! * `batch_norm_inference`, `batch_norm_training` and `batch_norm_grad` are their
//!   definitions in the spec,
//!   written with `broadcast_in_dim`, `reduce`, `subtract`, `divide`, `sqrt`, ...
//! * `stablehlo.map` whose body is elementwise is its body applied to whole tensors: each
//!   body op is re-emitted at the operands' shape (scalar constants become splats).
//!
//! Helper ops (an `abs`, a constant) are appended to the current block before the op the
//! caller appends, with the location of the op as written.

use super::attr::{lookup, Attr, Entry};
use super::cursor::PResult;
use super::module::{FuncCtx, Operand, Parsed, Parser};
use super::pretty::parsed;
use crate::array::{Array, Scalar};
use crate::func::{BlockId, ValueId};
use crate::op::{BinaryOp, CompareDir, ConvDims, Op, UnaryOp};
use crate::types::{DType, TensorType};
use std::collections::HashMap;

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
            "chlo.conj" | "chlo.is_inf" | "chlo.is_pos_inf" | "chlo.is_neg_inf" | "chlo.zeta"
            | "chlo.polygamma" => self.pretty_chlo_unary(fx, name, pos),
            "stablehlo.get_dimension_size" => (|| {
                let x = self.operand(fx)?;
                self.pretty_keyword("dim")?;
                let dim = self.c.usize("as the dimension")?;
                let outs = self.functional(fx, &[x])?;
                self.dimension_size(fx, pos, &x, dim, &outs)
            })(),
            "stablehlo.replica_id" | "stablehlo.partition_id" => (|| {
                self.opt_attrs()?;
                self.colon("the op name")?;
                let ty = self.c.tensor_type()?;
                self.device_id(name, pos, &[ty])
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
        if name != "stablehlo.map" && is_sugar(name) {
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
            "stablehlo.get_dimension_size" => match (one("dimension"), ops) {
                (Ok(dim), [x]) => self.dimension_size(fx, pos, x, dim, outs),
                (Err(e), _) => Err(e),
                _ => Err(self.c.err_at(pos, format!("{name} takes one operand"))),
            },
            "stablehlo.replica_id" | "stablehlo.partition_id" => self.device_id(name, pos, outs),
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
            _ => self.chlo_unary(fx, name, pos, &ops, &outs),
        }
    }

    /// `chlo.zeta %s, %q : T, T -> T` (Hurwitz's ζ(s, q) = Σₖ (q + k)^-s) and
    /// `chlo.polygamma %n, %x : T, T -> T` (ψ⁽ⁿ⁾(x) = (-1)ⁿ⁺¹ n! ζ(n + 1, x), ψ⁽⁰⁾ = digamma),
    /// elementwise over floats, as scipy defines them: ζ is NaN for s < 1 and +inf at s = 1
    /// and at non-positive integers q; ψ⁽ⁿ⁾ is NaN unless n is a non-negative integer.
    fn zeta_family(
        &mut self,
        fx: &mut FuncCtx<'a>,
        name: &str,
        pos: usize,
        ops: &[Operand<'a>],
        outs: &[TensorType],
    ) -> PResult<Parsed> {
        let t = match (ops, outs) {
            ([a, b], [r]) if fx.f.ty(a.id) == r && fx.f.ty(b.id) == r && r.dtype.is_float() => {
                r.clone()
            }
            _ => {
                return Err(self.c.err_at(
                    pos,
                    format!("{name} takes two float operands of the result's type"),
                ))
            }
        };
        let mut e = Elementwise {
            p: self,
            fx,
            pos,
            t,
        };
        let (a, b) = (ops[0].id, ops[1].id);
        let v = if name == "chlo.zeta" {
            e.zeta(a, b)
        } else {
            e.polygamma(a, b)
        };
        Ok(existing(vec![v]))
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

    /// `replica_id` / `partition_id` on one device: 0.
    fn device_id(&self, name: &str, pos: usize, outs: &[TensorType]) -> PResult<Parsed> {
        match outs {
            [r] if *r == TensorType::scalar(DType::U32) => Ok(parsed(
                Op::Constant(Array::zeros(r)),
                &[],
                vec![r.clone()],
                vec![],
            )),
            _ => Err(self
                .c
                .err_at(pos, format!("{name} has one result, tensor<ui32>"))),
        }
    }

    /// The values of a shape or index operand, which must be an integer constant.
    fn constant_ints(&self, fx: &FuncCtx<'a>, name: &str, o: &Operand<'a>) -> PResult<Vec<i64>> {
        let values =
            fx.f.producer(o.id)
                .and_then(|(op, _)| match &fx.f.op(op).op {
                    Op::Constant(a) => a.materialize().ok()?.data.int_values(),
                    _ => None,
                });
        values.ok_or_else(|| {
            self.c.err_at(
                o.pos,
                format!(
                    "{name}: {} must be an integer constant (dynamic shapes are out of scope)",
                    o.text
                ),
            )
        })
    }

    /// Non-negative values of a constant operand.
    fn constant_usizes(
        &self,
        fx: &FuncCtx<'a>,
        name: &str,
        o: &Operand<'a>,
    ) -> PResult<Vec<usize>> {
        self.constant_ints(fx, name, o)?
            .into_iter()
            .map(|v| {
                usize::try_from(v).map_err(|_| {
                    self.c.err_at(
                        o.pos,
                        format!("{name}: {} holds the negative value {v}", o.text),
                    )
                })
            })
            .collect()
    }

    /// The one declared result, whose shape must be `shape` (from a constant operand).
    fn static_result(
        &self,
        name: &str,
        pos: usize,
        outs: &[TensorType],
        shape: &[usize],
    ) -> PResult<TensorType> {
        match outs {
            [r] if r.shape == shape => Ok(r.clone()),
            [r] => Err(self.c.err_at(
                pos,
                format!("{name}: the constant operands give shape {shape:?}, but the result type is {r}"),
            )),
            _ => Err(self.c.err_at(pos, format!("{name} has one result"))),
        }
    }

    fn arity(&self, name: &str, pos: usize, ops: &[Operand<'a>], n: usize) -> PResult<()> {
        if ops.len() == n {
            return Ok(());
        }
        Err(self.c.err_at(
            pos,
            format!("{name} takes {n} operands, found {}", ops.len()),
        ))
    }

    fn dynamic_broadcast(
        &self,
        fx: &FuncCtx<'a>,
        name: &str,
        pos: usize,
        ops: &[Operand<'a>],
        dims: Vec<usize>,
        outs: &[TensorType],
    ) -> PResult<Parsed> {
        self.arity(name, pos, ops, 2)?;
        let shape = self.constant_usizes(fx, name, &ops[1])?;
        let r = self.static_result(name, pos, outs, &shape)?;
        Ok(parsed(
            Op::BroadcastInDim { dims },
            &ops[..1],
            vec![r],
            vec![],
        ))
    }

    fn dynamic_iota(
        &self,
        fx: &FuncCtx<'a>,
        name: &str,
        pos: usize,
        ops: &[Operand<'a>],
        dim: usize,
        outs: &[TensorType],
    ) -> PResult<Parsed> {
        self.arity(name, pos, ops, 1)?;
        let shape = self.constant_usizes(fx, name, &ops[0])?;
        let r = self.static_result(name, pos, outs, &shape)?;
        Ok(parsed(Op::Iota { dim }, &[], vec![r], vec![]))
    }

    /// `dynamic_reshape`, `dynamic_pad`, `real_dynamic_slice`: operands then constants.
    fn dynamic_shaped(
        &self,
        fx: &FuncCtx<'a>,
        name: &str,
        pos: usize,
        ops: &[Operand<'a>],
        outs: &[TensorType],
    ) -> PResult<Parsed> {
        match name {
            "stablehlo.dynamic_reshape" => {
                self.arity(name, pos, ops, 2)?;
                let shape = self.constant_usizes(fx, name, &ops[1])?;
                let r = self.static_result(name, pos, outs, &shape)?;
                Ok(parsed(Op::Reshape, &ops[..1], vec![r], vec![]))
            }
            "stablehlo.dynamic_pad" => {
                self.arity(name, pos, ops, 5)?;
                let low = self.constant_ints(fx, name, &ops[2])?;
                let high = self.constant_ints(fx, name, &ops[3])?;
                let interior = self.constant_ints(fx, name, &ops[4])?;
                let op = Op::Pad {
                    low,
                    high,
                    interior,
                };
                // The shape rule of `pad` checks the result type (located at this op).
                Ok(parsed(op, &ops[..2], outs.to_vec(), vec![]))
            }
            _ => {
                self.arity(name, pos, ops, 4)?;
                let start = self.constant_usizes(fx, name, &ops[1])?;
                let limit = self.constant_usizes(fx, name, &ops[2])?;
                let strides = self.constant_usizes(fx, name, &ops[3])?;
                let op = Op::Slice {
                    start,
                    limit,
                    strides,
                };
                Ok(parsed(op, &ops[..1], outs.to_vec(), vec![]))
            }
        }
    }

    /// `"stablehlo.dynamic_gather"(%x, %indices, %slice_sizes) {dimension_numbers = ...}`
    fn dynamic_gather(
        &self,
        fx: &FuncCtx<'a>,
        pos: usize,
        attrs: &[Entry<'a>],
        ops: &[Operand<'a>],
        outs: &[TensorType],
    ) -> PResult<Parsed> {
        let name = "stablehlo.dynamic_gather";
        self.arity(name, pos, ops, 3)?;
        let sizes = self.constant_usizes(fx, name, &ops[2])?;
        let op = self.gather_with_sizes(attrs, pos, Some(sizes))?;
        Ok(parsed(op, &ops[..2], outs.to_vec(), vec![]))
    }

    /// A convolution parsed with a third operand, the padding (`[[lo, hi], ...]`) as a
    /// constant.
    fn dynamic_conv(&self, fx: &FuncCtx<'a>, pos: usize, mut p: Parsed) -> PResult<Parsed> {
        let name = "stablehlo.dynamic_conv";
        let Op::Convolution(c) = &mut p.op else {
            return Err(self.c.err_at(pos, format!("{name}: not a convolution")));
        };
        let [_, _, pad] = p.operands[..] else {
            return Err(self.c.err_at(
                pos,
                format!(
                    "{name} takes 3 operands (lhs, rhs, padding), found {}",
                    p.operands.len()
                ),
            ));
        };
        let o = Operand {
            id: pad,
            text: "the padding operand",
            pos,
        };
        let pads = self.constant_ints(fx, name, &o)?;
        let spatial = c.input_spatial.len();
        if pads.len() != 2 * spatial {
            return Err(self.c.err_at(
                pos,
                format!(
                    "{name}: the padding holds {} values, want {spatial}x2",
                    pads.len()
                ),
            ));
        }
        let c: &mut ConvDims = c;
        c.padding = pads.chunks(2).map(|p| [p[0], p[1]]).collect();
        p.operands.truncate(2);
        Ok(p)
    }

    /// `"stablehlo.map"(%a, %b) ({^bb0(%x: tensor<E>, %y: tensor<F>): ...}) {dimensions =
    /// array<i64: 0, ..., R-1>} : (...) -> R`: the body's ops re-emitted at the operands'
    /// shape. The body may only hold elementwise ops and scalar constants.
    fn map(
        &mut self,
        fx: &mut FuncCtx<'a>,
        pos: usize,
        attrs: &[Entry<'a>],
        ops: &[Operand<'a>],
        regions: &[BlockId],
        outs: &[TensorType],
    ) -> PResult<Parsed> {
        let name = "stablehlo.map";
        let (&[body], [r], Some(first)) = (regions, outs, ops.first()) else {
            return Err(self.c.err_at(
                pos,
                format!("{name} needs operands, one region and one result"),
            ));
        };
        let shape = fx.f.ty(first.id).shape.clone();
        if let Some(o) = ops.iter().find(|o| fx.f.ty(o.id).shape != shape) {
            return Err(self.c.err_at(
                o.pos,
                format!(
                    "{name}: {} is {}, not of the shape of the first operand",
                    o.text,
                    fx.f.ty(o.id)
                ),
            ));
        }
        let dims = match lookup(attrs, "dimensions") {
            Some(e) => self.c.attr_usizes(&e.value, e.pos, "dimensions")?,
            None => {
                return Err(self
                    .c
                    .err_at(pos, format!("{name} needs attribute 'dimensions'")))
            }
        };
        if dims != (0..shape.len()).collect::<Vec<_>>() {
            return Err(self.c.err_at(
                pos,
                format!(
                    "{name}: dimensions must be [0, ..., rank-1] ({dims:?} for rank {})",
                    shape.len()
                ),
            ));
        }
        let block = fx.f.block(body).clone();
        if block.args.len() != ops.len() {
            return Err(self.c.err_at(
                pos,
                format!(
                    "{name}: the body takes {} arguments for {} operands",
                    block.args.len(),
                    ops.len()
                ),
            ));
        }
        let mut full: HashMap<ValueId, ValueId> = HashMap::new();
        for (&a, o) in block.args.iter().zip(ops) {
            if *fx.f.ty(a) != TensorType::scalar(fx.f.ty(o.id).dtype) {
                return Err(self.c.err_at(
                    o.pos,
                    format!(
                        "{name}: the body's argument for {} must be a scalar of its element type",
                        o.text
                    ),
                ));
            }
            full.insert(a, o.id);
        }
        let at_shape = |ty: &TensorType| ty.with_shape(shape.clone());
        let n = block.ops.len();
        let mut last = None;
        for (i, &op) in block.ops.iter().enumerate() {
            let od = fx.f.op(op).clone();
            let loc_pos = pos;
            let elementwise = matches!(
                od.op,
                Op::Unary(_)
                    | Op::Binary(_)
                    | Op::Convert
                    | Op::Compare { .. }
                    | Op::Select
                    | Op::Clamp
                    | Op::Constant(_)
            );
            let [res] = od.results[..] else {
                return Err(self.c.err_at(
                    pos,
                    format!(
                        "{name}: the body holds {}, which is not elementwise",
                        od.op.name()
                    ),
                ));
            };
            if !elementwise || !od.regions.is_empty() || fx.f.ty(res).rank() != 0 {
                return Err(self.c.err_at(
                    pos,
                    format!("{name}: the body holds {}, which is not an elementwise op on scalars; only such bodies are supported", od.op.name()),
                ));
            }
            let ty = at_shape(fx.f.ty(res));
            let op = match &od.op {
                Op::Constant(a) => Op::Constant(Array::splat(&ty, a.get(0))),
                other => other.clone(),
            };
            let mut operands = Vec::new();
            for v in &od.operands {
                match full.get(v) {
                    Some(&w) => operands.push(w),
                    // A scalar from outside the body: broadcast to the operands' shape.
                    None if fx.f.ty(*v).rank() == 0 => {
                        let t = at_shape(fx.f.ty(*v));
                        operands.push(self.helper(
                            fx,
                            loc_pos,
                            Op::BroadcastInDim { dims: vec![] },
                            vec![*v],
                            t,
                        ));
                    }
                    None => {
                        return Err(self.c.err_at(
                            pos,
                            format!("{name}: the body uses a non-scalar value from outside it"),
                        ));
                    }
                }
            }
            if i + 1 == n && block.ret == [res] {
                // The op producing the result is the one the caller appends.
                last = Some(Parsed {
                    op,
                    operands,
                    result_types: vec![ty],
                    regions: vec![],
                    existing: None,
                });
                break;
            }
            let w = self.helper(fx, loc_pos, op, operands, ty);
            full.insert(res, w);
        }
        // The body's ops live on as the whole-tensor ones; the region is dropped.
        fx.f.block_mut(body).ops.clear();
        if let Some(p) = last {
            return Ok(p);
        }
        // The body returns an argument, an outer scalar, or an earlier value.
        let [ret] = block.ret[..] else {
            return Err(self
                .c
                .err_at(pos, format!("{name}: the body must return one value")));
        };
        let v = match full.get(&ret) {
            Some(&w) => w,
            None if fx.f.ty(ret).rank() == 0 => {
                let t = at_shape(fx.f.ty(ret));
                self.helper(fx, pos, Op::BroadcastInDim { dims: vec![] }, vec![ret], t)
            }
            None => {
                return Err(self
                    .c
                    .err_at(pos, format!("{name}: the body returns a non-scalar value")))
            }
        };
        if *fx.f.ty(v) != *r {
            return Err(self.c.err_at(
                pos,
                format!("{name}: the body returns {}, the result is {r}", fx.f.ty(v)),
            ));
        }
        Ok(existing(vec![v]))
    }
}

impl<'a> Parser<'a> {
    /// `"stablehlo.batch_norm_inference"(%x, %scale, %offset, %mean, %variance)`,
    /// `"stablehlo.batch_norm_training"(%x, %scale, %offset)` and
    /// `"stablehlo.batch_norm_grad"(%x, %scale, %mean, %variance, %dy)` with `{epsilon =
    /// 1e-5 : f32, feature_index = k : i64}`, expanded as the spec defines them: per feature
    /// `k`, `(x - mean) / sqrt(variance + epsilon) * scale + offset`, where training computes
    /// the mean and the (biased) variance over every other dimension and returns them too,
    /// and grad is the gradient of training's output (see below).
    fn batch_norm(
        &mut self,
        fx: &mut FuncCtx<'a>,
        name: &str,
        pos: usize,
        attrs: &[Entry<'a>],
        ops: &[Operand<'a>],
        outs: &[TensorType],
    ) -> PResult<Parsed> {
        let training = name == "stablehlo.batch_norm_training";
        let grad = name == "stablehlo.batch_norm_grad";
        self.arity(name, pos, ops, if training { 3 } else { 5 })?;
        let key = |k: &str| {
            lookup(attrs, k)
                .ok_or_else(|| self.c.err_at(pos, format!("{name} needs attribute '{k}'")))
        };
        let e = key("feature_index")?;
        let f = match self
            .c
            .attr_usizes(&e.value, e.pos, "feature_index")?
            .as_slice()
        {
            [f] => *f,
            _ => return Err(self.c.err_at(e.pos, "feature_index must be one integer")),
        };
        let e = key("epsilon")?;
        let epsilon = match e.value {
            Attr::Float(v) => v,
            Attr::Int(v) => v as f64,
            _ => {
                return Err(self
                    .c
                    .err_at(e.pos, "epsilon must be a float (e.g. 1.0e-05 : f32)"))
            }
        };
        let xt = fx.f.ty(ops[0].id).clone();
        if !xt.dtype.is_float() || f >= xt.rank() {
            return Err(self.c.err_at(
                pos,
                format!("{name}: the operand must be a float tensor with dimension {f} (feature_index), not {xt}"),
            ));
        }
        let ft = TensorType::new(xt.dtype, vec![xt.shape[f]]);
        // batch_norm_grad's last operand, the output's cotangent, has the operand's type.
        let per_feature = if grad { &ops[1..4] } else { &ops[1..] };
        if grad && *fx.f.ty(ops[4].id) != xt {
            let o = &ops[4];
            return Err(self.c.err_at(
                o.pos,
                format!("{name}: {} must be {xt}, not {}", o.text, fx.f.ty(o.id)),
            ));
        }
        if let Some(o) = per_feature.iter().find(|o| *fx.f.ty(o.id) != ft) {
            return Err(self.c.err_at(
                o.pos,
                format!(
                    "{name}: {} must be {ft} (one value per feature), not {}",
                    o.text,
                    fx.f.ty(o.id)
                ),
            ));
        }
        let want: Vec<TensorType> = if training || grad {
            vec![xt.clone(), ft.clone(), ft.clone()]
        } else {
            vec![xt.clone()]
        };
        if outs != want.as_slice() {
            return Err(self
                .c
                .err_at(pos, format!("{name}: the results must be {want:?}")));
        }
        let bc = |p: &mut Self, fx: &mut FuncCtx<'a>, v: ValueId| {
            p.helper(
                fx,
                pos,
                Op::BroadcastInDim { dims: vec![f] },
                vec![v],
                xt.clone(),
            )
        };
        let bin = |p: &mut Self,
                   fx: &mut FuncCtx<'a>,
                   b: BinaryOp,
                   x: ValueId,
                   y: ValueId,
                   t: &TensorType| {
            p.helper(fx, pos, Op::Binary(b), vec![x, y], t.clone())
        };
        let x = ops[0].id;
        let others: Vec<usize> = (0..xt.rank()).filter(|&d| d != f).collect();
        let n = (xt.num_elements() / xt.shape[f].max(1)) as f64;
        if grad {
            // The spec's batch_norm_grad: with c = x - mean, σ = sqrt(variance + ε) and N
            // elements per feature, grad_offset = Σ dy, grad_scale = Σ dy·c/σ, and
            // dx = scale/(σN) · (N·dy - Σ dy - c·Σ(dy·c)/(σ²)).
            let (scale, mean, var, dy) = (ops[1].id, ops[2].id, ops[3].id, ops[4].id);
            let eps = Op::Constant(Array::splat(&ft, Scalar::from_f64(xt.dtype, epsilon)));
            let eps = self.helper(fx, pos, eps, vec![], ft.clone());
            let var_eps = bin(self, fx, BinaryOp::Add, var, eps, &ft);
            let std = self.helper(fx, pos, Op::Unary(UnaryOp::Sqrt), vec![var_eps], ft.clone());
            let bm = bc(self, fx, mean);
            let c = bin(self, fx, BinaryOp::Subtract, x, bm, &xt);
            let bstd = bc(self, fx, std);
            let normalized = bin(self, fx, BinaryOp::Divide, c, bstd, &xt);
            let grad_offset = self.sum(fx, pos, dy, &others, &ft);
            let dy_norm = bin(self, fx, BinaryOp::Multiply, dy, normalized, &xt);
            let grad_scale = self.sum(fx, pos, dy_norm, &others, &ft);
            let count = Op::Constant(Array::splat(&xt, Scalar::from_f64(xt.dtype, n)));
            let count = self.helper(fx, pos, count, vec![], xt.clone());
            let i1 = bin(self, fx, BinaryOp::Multiply, dy, count, &xt);
            let i2 = bc(self, fx, grad_offset);
            let dy_c = bin(self, fx, BinaryOp::Multiply, dy, c, &xt);
            let i3 = self.sum(fx, pos, dy_c, &others, &ft);
            let i3 = bc(self, fx, i3);
            let i4 = bin(self, fx, BinaryOp::Multiply, i3, c, &xt);
            let bve = bc(self, fx, var_eps);
            let i5 = bin(self, fx, BinaryOp::Divide, i4, bve, &xt);
            let i6 = bin(self, fx, BinaryOp::Subtract, i1, i2, &xt);
            let i6 = bin(self, fx, BinaryOp::Subtract, i6, i5, &xt);
            let bs = bc(self, fx, scale);
            let k = bin(self, fx, BinaryOp::Divide, bs, bstd, &xt);
            let k = bin(self, fx, BinaryOp::Divide, k, count, &xt);
            let dx = bin(self, fx, BinaryOp::Multiply, k, i6, &xt);
            return Ok(existing(vec![dx, grad_scale, grad_offset]));
        }
        let (mean, var) = if training {
            // Sums over every dimension but the feature's, divided by their element count.
            let count = Op::Constant(Array::splat(&ft, Scalar::from_f64(xt.dtype, n)));
            let count = self.helper(fx, pos, count, vec![], ft.clone());
            let mean_sum = self.sum(fx, pos, x, &others, &ft);
            let mean = bin(self, fx, BinaryOp::Divide, mean_sum, count, &ft);
            let bm = bc(self, fx, mean);
            let centered = bin(self, fx, BinaryOp::Subtract, x, bm, &xt);
            let sq = bin(self, fx, BinaryOp::Multiply, centered, centered, &xt);
            let var_sum = self.sum(fx, pos, sq, &others, &ft);
            let var = bin(self, fx, BinaryOp::Divide, var_sum, count, &ft);
            (mean, var)
        } else {
            (ops[3].id, ops[4].id)
        };
        let bm = bc(self, fx, mean);
        let bv = bc(self, fx, var);
        let eps = Op::Constant(Array::splat(&xt, Scalar::from_f64(xt.dtype, epsilon)));
        let eps = self.helper(fx, pos, eps, vec![], xt.clone());
        let centered = bin(self, fx, BinaryOp::Subtract, x, bm, &xt);
        let v_eps = bin(self, fx, BinaryOp::Add, bv, eps, &xt);
        let std = self.helper(fx, pos, Op::Unary(UnaryOp::Sqrt), vec![v_eps], xt.clone());
        let normalized = bin(self, fx, BinaryOp::Divide, centered, std, &xt);
        let bs = bc(self, fx, ops[1].id);
        let scaled = bin(self, fx, BinaryOp::Multiply, normalized, bs, &xt);
        let bo = bc(self, fx, ops[2].id);
        if !training {
            return Ok(Parsed {
                op: Op::Binary(BinaryOp::Add),
                operands: vec![scaled, bo],
                result_types: outs.to_vec(),
                regions: vec![],
                existing: None,
            });
        }
        let out = bin(self, fx, BinaryOp::Add, scaled, bo, &xt);
        Ok(existing(vec![out, mean, var]))
    }

    /// `reduce` with an `add` body of `x` over `dims`, to type `to`.
    fn sum(
        &mut self,
        fx: &mut FuncCtx<'a>,
        pos: usize,
        x: ValueId,
        dims: &[usize],
        to: &TensorType,
    ) -> ValueId {
        let scalar = TensorType::scalar(to.dtype);
        let zero = Op::Constant(Array::zeros(&scalar));
        let zero = self.helper(fx, pos, zero, vec![], scalar.clone());
        let body = fx.f.new_block(&[scalar.clone(), scalar.clone()], None);
        let args = fx.f.block(body).args.clone();
        let loc = Some(self.c.loc_at(pos));
        let add = fx.f.push_op(
            body,
            Op::Binary(BinaryOp::Add),
            args,
            vec![scalar],
            vec![],
            loc,
        );
        let r = fx.f.op(add).results[0];
        fx.f.set_return(body, vec![r]);
        let block = fx.block;
        let op = Op::Reduce {
            dims: dims.to_vec(),
        };
        let id =
            fx.f.push_op(block, op, vec![x, zero], vec![to.clone()], vec![body], loc);
        fx.f.op(id).results[0]
    }
}

/// Builds elementwise expressions of one type `t` from helper ops.
struct Elementwise<'p, 'a, 'f> {
    p: &'p mut Parser<'a>,
    fx: &'f mut FuncCtx<'a>,
    pos: usize,
    t: TensorType,
}

impl Elementwise<'_, '_, '_> {
    fn op(&mut self, op: Op, operands: Vec<ValueId>, ty: TensorType) -> ValueId {
        self.p.helper(self.fx, self.pos, op, operands, ty)
    }
    fn k(&mut self, c: f64) -> ValueId {
        let a = Array::splat(&self.t, Scalar::from_f64(self.t.dtype, c));
        self.op(Op::Constant(a), vec![], self.t.clone())
    }
    fn bin(&mut self, b: BinaryOp, x: ValueId, y: ValueId) -> ValueId {
        self.op(Op::Binary(b), vec![x, y], self.t.clone())
    }
    fn un(&mut self, u: UnaryOp, x: ValueId) -> ValueId {
        self.op(Op::Unary(u), vec![x], self.t.clone())
    }
    fn cmp(&mut self, dir: CompareDir, x: ValueId, y: ValueId) -> ValueId {
        let op = Op::Compare {
            dir,
            cmp_type: None,
        };
        self.op(op, vec![x, y], self.t.with_dtype(DType::I1))
    }
    fn select(&mut self, pred: ValueId, x: ValueId, y: ValueId) -> ValueId {
        self.op(Op::Select, vec![pred, x, y], self.t.clone())
    }
    /// `x` where `pred` holds, else `c`.
    fn unless(&mut self, pred: ValueId, c: f64, x: ValueId) -> ValueId {
        let c = self.k(c);
        self.select(pred, c, x)
    }

    /// Hurwitz's ζ(s, q) by Euler–Maclaurin summation (as XLA decomposes it): the first
    /// N = 9 terms, the integral of the rest and 12 Bernoulli corrections, with a = q + N:
    /// Σₖ₌₀^{N-1} (q+k)^-s + a^{1-s}/(s-1) + a^-s/2 + Σⱼ B₂ⱼ/(2j)! · s(s+1)…(s+2j-2) · a^{1-s-2j}.
    fn zeta(&mut self, s: ValueId, q: ValueId) -> ValueId {
        /// B₂ⱼ/(2j)! for j = 1..12 (the Bernoulli numbers 1/6, -1/30, 1/42, … over (2j)!).
        const B: [(f64, f64); 12] = [
            (1.0, 6.0),
            (-1.0, 30.0),
            (1.0, 42.0),
            (-1.0, 30.0),
            (5.0, 66.0),
            (-691.0, 2730.0),
            (7.0, 6.0),
            (-3617.0, 510.0),
            (43867.0, 798.0),
            (-174611.0, 330.0),
            (854513.0, 138.0),
            (-236364091.0, 2730.0),
        ];
        const N: usize = 9;
        let neg_s = self.un(UnaryOp::Negate, s);
        let mut sum = self.k(0.0);
        for k in 0..N {
            let kk = self.k(k as f64);
            let base = self.bin(BinaryOp::Add, q, kk);
            let term = self.bin(BinaryOp::Power, base, neg_s);
            sum = self.bin(BinaryOp::Add, sum, term);
        }
        let n = self.k(N as f64);
        let a = self.bin(BinaryOp::Add, q, n);
        let one = self.k(1.0);
        let one_minus_s = self.bin(BinaryOp::Subtract, one, s);
        let a1s = self.bin(BinaryOp::Power, a, one_minus_s);
        let s_minus_1 = self.bin(BinaryOp::Subtract, s, one);
        let integral = self.bin(BinaryOp::Divide, a1s, s_minus_1);
        sum = self.bin(BinaryOp::Add, sum, integral);
        let a_s = self.bin(BinaryOp::Power, a, neg_s);
        let half = self.k(0.5);
        let half_a_s = self.bin(BinaryOp::Multiply, a_s, half);
        sum = self.bin(BinaryOp::Add, sum, half_a_s);
        // poly = s(s+1)…(s+2j-2), w = a^{1-s-2j}, factorial = (2j)!.
        let a2 = self.bin(BinaryOp::Multiply, a, a);
        let mut poly = s;
        let mut w = self.bin(BinaryOp::Divide, a1s, a2);
        let mut factorial = 2.0;
        for (j, (num, den)) in B.iter().enumerate() {
            if j > 0 {
                let i = (2 * j) as f64;
                let c1 = self.k(i - 1.0);
                let c2 = self.k(i);
                let f1 = self.bin(BinaryOp::Add, s, c1);
                let f2 = self.bin(BinaryOp::Add, s, c2);
                poly = self.bin(BinaryOp::Multiply, poly, f1);
                poly = self.bin(BinaryOp::Multiply, poly, f2);
                w = self.bin(BinaryOp::Divide, w, a2);
                factorial *= (i + 1.0) * (i + 2.0);
            }
            let c = self.k(num / den / factorial);
            let term = self.bin(BinaryOp::Multiply, poly, w);
            let term = self.bin(BinaryOp::Multiply, term, c);
            sum = self.bin(BinaryOp::Add, sum, term);
        }
        // Poles and the domain: s = 1 and q a non-positive integer give +inf, s < 1 NaN.
        let at_one = self.cmp(CompareDir::Eq, s, one);
        let r = self.unless(at_one, f64::INFINITY, sum);
        let zero = self.k(0.0);
        let q_floor = self.un(UnaryOp::Floor, q);
        let q_int = self.cmp(CompareDir::Eq, q, q_floor);
        let q_nonpos = self.cmp(CompareDir::Le, q, zero);
        let pole = self.op(
            Op::Binary(BinaryOp::And),
            vec![q_int, q_nonpos],
            self.t.with_dtype(DType::I1),
        );
        let r = self.unless(pole, f64::INFINITY, r);
        let below = self.cmp(CompareDir::Lt, s, one);
        self.unless(below, f64::NAN, r)
    }

    /// The one value of `n` when it is a constant whose elements are all equal, possibly
    /// broadcast (JAX writes `broadcast_in_dim` of a scalar constant).
    fn constant_order(&self, n: ValueId) -> Option<f64> {
        let f = &self.fx.f;
        let (mut op, _) = f.producer(n)?;
        while let Op::BroadcastInDim { .. } = f.op(op).op {
            (op, _) = f.producer(*f.op(op).operands.first()?)?;
        }
        let Op::Constant(a) = &f.op(op).op else {
            return None;
        };
        a.splat_value().map(|v| v.to_c128().re)
    }

    /// ψ⁽ⁿ⁾(x) = (-1)ⁿ⁺¹ n! ζ(n + 1, x) for integers n ≥ 1, digamma for n = 0, else NaN.
    fn polygamma(&mut self, n: ValueId, x: ValueId) -> ValueId {
        let one = self.k(1.0);
        let two = self.k(2.0);
        let n1 = self.bin(BinaryOp::Add, n, one);
        let z = self.zeta(n1, x);
        let lg = self.un(UnaryOp::Lgamma, n1);
        let factorial = self.un(UnaryOp::Exponential, lg);
        // (-1)ⁿ⁺¹ = 2·(n mod 2) - 1 for integers n ≥ 0.
        let parity = self.bin(BinaryOp::Remainder, n, two);
        let twice = self.bin(BinaryOp::Multiply, parity, two);
        let sign = self.bin(BinaryOp::Subtract, twice, one);
        let r = self.bin(BinaryOp::Multiply, sign, factorial);
        let r = self.bin(BinaryOp::Multiply, r, z);
        let zero = self.k(0.0);
        // A constant order (how JAX writes `polygamma(1, x)`) picks its branch here, so that
        // the program does not hold a digamma it never uses (digamma has no derivative rule).
        let r = match self.constant_order(n) {
            Some(order) if order != 0.0 => r,
            _ => {
                let is_zero = self.cmp(CompareDir::Eq, n, zero);
                let dg = self.un(UnaryOp::Digamma, x);
                self.select(is_zero, dg, r)
            }
        };
        let n_floor = self.un(UnaryOp::Floor, n);
        let not_int = self.cmp(CompareDir::Ne, n, n_floor);
        let r = self.unless(not_int, f64::NAN, r);
        let negative = self.cmp(CompareDir::Lt, n, zero);
        self.unless(negative, f64::NAN, r)
    }
}

/// Names bound to values the helper ops compute (`op` is not used: nothing is appended).
fn existing(values: Vec<ValueId>) -> Parsed {
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
    "chlo.polygamma",
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
    "stablehlo.partition_id",
    "stablehlo.real_dynamic_slice",
    "stablehlo.replica_id",
];
