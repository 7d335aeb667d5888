//! The dynamic-shape ops as their static ops: `dynamic_broadcast_in_dim`, `dynamic_iota`,
//! `dynamic_reshape`, `dynamic_pad`, `real_dynamic_slice`, `dynamic_gather`, `dynamic_conv`
//! (and, while refining, the custom calls `@stablehlo.dynamic_reduce_window` and
//! `@shape_assertion`). Their shape and index operands must be constants: written so, or
//! folded from `get_dimension_size` and integer arithmetic while refining a shape-polymorphic
//! program (`refine.rs`, `shape_eval.rs`). A declared `?` takes the size the constants give;
//! a static declared dimension must agree with them.

use super::super::attr::{lookup, Attr, Entry};
use super::super::cursor::PResult;
use super::super::module::{FuncCtx, Operand, Parsed, Parser};
use super::super::pretty::parsed;
use super::super::refine::{fits, show};
use crate::op::{ConvDims, Op};
use crate::types::TensorType;

impl<'a> Parser<'a> {
    /// The values of a shape or index operand, which must be an integer constant.
    pub(super) fn constant_ints(
        &self,
        fx: &FuncCtx<'a>,
        name: &str,
        o: &Operand<'a>,
    ) -> PResult<Vec<i64>> {
        let values =
            fx.f.producer(o.id)
                .and_then(|(op, _)| match &fx.f.op(op).op {
                    Op::Constant(a) => a.materialize().ok()?.data.int_values(),
                    _ => None,
                });
        values.ok_or_else(|| {
            let why = if self.rf.is_some() {
                // Refining folded every shape computation on constants; what is left was
                // computed from the values of tensors.
                "is computed from data values, not from shapes: the result shape depends on data"
            } else {
                "must be an integer constant (dynamic shapes are out of scope)"
            };
            self.c.err_at(o.pos, format!("{name}: {} {why}", o.text))
        })
    }

    /// Non-negative values of a constant operand.
    pub(super) fn constant_usizes(
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
    pub(super) fn static_result(
        &self,
        name: &str,
        pos: usize,
        outs: &[TensorType],
        shape: &[usize],
    ) -> PResult<TensorType> {
        let count = shape.iter().try_fold(1usize, |n, &d| {
            n.checked_mul(d).filter(|_| d <= crate::verify::MAX_DIM)
        });
        if count.is_none_or(|n| n > crate::verify::MAX_ELEMENTS) {
            return Err(self.c.err_at(
                pos,
                format!("{name}: the shape {shape:?} has more than 2^48 elements or a dimension over 2^40"),
            ));
        }
        match outs {
            [r] if fits(r, &TensorType::new(r.dtype, shape.to_vec())) => {
                Ok(TensorType::new(r.dtype, shape.to_vec()))
            }
            [r] => Err(self.c.err_at(
                pos,
                format!(
                    "{name}: the constant operands give shape {shape:?}, but the result type is {}",
                    show(r)
                ),
            )),
            _ => Err(self.c.err_at(pos, format!("{name} has one result"))),
        }
    }

    pub(super) fn arity(
        &self,
        name: &str,
        pos: usize,
        ops: &[Operand<'a>],
        n: usize,
    ) -> PResult<()> {
        if ops.len() == n {
            return Ok(());
        }
        Err(self.c.err_at(
            pos,
            format!("{name} takes {n} operands, found {}", ops.len()),
        ))
    }

    pub(super) fn dynamic_broadcast(
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

    pub(super) fn dynamic_iota(
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
    pub(super) fn dynamic_shaped(
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
                let op = Op::slice(start, limit, strides);
                Ok(parsed(op, &ops[..1], outs.to_vec(), vec![]))
            }
        }
    }

    /// `"stablehlo.dynamic_gather"(%x, %indices, %slice_sizes) {dimension_numbers = ...}`
    pub(super) fn dynamic_gather(
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
    pub(super) fn dynamic_conv(
        &self,
        fx: &FuncCtx<'a>,
        pos: usize,
        mut p: Parsed,
    ) -> PResult<Parsed> {
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
}

impl<'a> Parser<'a> {
    /// The custom calls of shape-polymorphic programs; `None` for other targets.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn dynamic_custom_call(
        &mut self,
        fx: &mut FuncCtx<'a>,
        target: &str,
        pos: usize,
        attrs: &[Entry<'a>],
        ops: &[Operand<'a>],
        outs: &[TensorType],
    ) -> Option<PResult<Parsed>> {
        Some(match target {
            "shape_assertion" => self.shape_assertion(fx, pos, attrs, ops),
            "stablehlo.dynamic_reduce_window" => {
                self.dynamic_reduce_window(fx, pos, attrs, ops, outs)
            }
            "stablehlo.dynamic_top_k" => (|| {
                let name = "@stablehlo.dynamic_top_k";
                self.arity(name, pos, ops, 2)?;
                let k = match self.constant_usizes(fx, name, &ops[1])?.as_slice() {
                    [k] => *k,
                    _ => {
                        return Err(self
                            .c
                            .err_at(ops[1].pos, format!("{name}: k must be one integer")))
                    }
                };
                Ok(parsed(Op::TopK { k }, &ops[..1], outs.to_vec(), vec![]))
            })(),
            _ => return None,
        })
    }

    /// `custom_call @shape_assertion(%pred, %dim0, …) {error_message = "… {0} …"}`: JAX's
    /// check that the arguments' sizes satisfy the symbolic shapes' constraints. Its predicate
    /// folds to a constant once shapes are refined: true drops the op, false is a located
    /// error carrying the message (with `{i}` replaced by the value of operand `i + 1`).
    fn shape_assertion(
        &self,
        fx: &FuncCtx<'a>,
        pos: usize,
        attrs: &[Entry<'a>],
        ops: &[Operand<'a>],
    ) -> PResult<Parsed> {
        let name = "@shape_assertion";
        let Some((pred, values)) = ops.split_first() else {
            return Err(self
                .c
                .err_at(pos, format!("{name} takes the predicate first")));
        };
        let verdict = super::super::refine::constant_of(&fx.f, pred.id)
            .filter(|a| a.dtype() == crate::types::DType::I1 && a.len() == 1)
            .map(|a| a.get(0) == crate::array::Scalar::I1(true));
        let Some(holds) = verdict else {
            return Err(self.c.err_at(
                pred.pos,
                format!(
                    "{name}: the predicate {} is not a constant (give the argument types so that \
                     shapes are refined; a predicate on data values is not supported)",
                    pred.text
                ),
            ));
        };
        if holds {
            return Ok(super::existing(vec![]));
        }
        let mut message = match lookup(attrs, "error_message").map(|e| &e.value) {
            Some(Attr::Str(m)) => m.to_string(),
            _ => "shape assertion failed".to_string(),
        };
        for (i, o) in values.iter().enumerate() {
            let shown = super::super::refine::constant_of(&fx.f, o.id)
                .and_then(|a| a.materialize().ok()?.data.int_values())
                .map_or_else(
                    || o.text.to_string(),
                    |v| match v.as_slice() {
                        [x] => x.to_string(),
                        v => format!("{v:?}"),
                    },
                );
            message = message.replace(&format!("{{{i}}}"), &shown);
        }
        Err(self
            .c
            .err_at(pos, format!("shape assertion failed: {message}")))
    }

    /// `custom_call @stablehlo.dynamic_reduce_window(inputs…, inits…, window_dimensions,
    /// window_strides, base_dilations, window_dilations, padding) {called_computations =
    /// [@body]}`: a `reduce_window` whose region calls `@body` (specialised for the inits'
    /// scalar types; the inliner flattens it).
    fn dynamic_reduce_window(
        &mut self,
        fx: &mut FuncCtx<'a>,
        pos: usize,
        attrs: &[Entry<'a>],
        ops: &[Operand<'a>],
        outs: &[TensorType],
    ) -> PResult<Parsed> {
        let name = "@stablehlo.dynamic_reduce_window";
        let body = match lookup(attrs, "called_computations").map(|e| &e.value) {
            Some(Attr::List(l)) => match l.as_slice() {
                [Attr::Symbol(s)] => *s,
                _ => {
                    return Err(self.c.err_at(
                        pos,
                        format!("{name}: called_computations must name one function"),
                    ))
                }
            },
            _ => {
                return Err(self
                    .c
                    .err_at(pos, format!("{name} needs called_computations = [@body]")))
            }
        };
        if ops.len() < 7 || !(ops.len() - 5).is_multiple_of(2) || outs.len() != (ops.len() - 5) / 2
        {
            return Err(self.c.err_at(
                pos,
                format!(
                    "{name} takes n inputs, n init values and 5 window operands, with n results"
                ),
            ));
        }
        let n = (ops.len() - 5) / 2;
        let w = &ops[2 * n..];
        let dims = self.constant_usizes(fx, name, &w[0])?;
        let strides = self.constant_usizes(fx, name, &w[1])?;
        let base_dilations = self.constant_usizes(fx, name, &w[2])?;
        let window_dilations = self.constant_usizes(fx, name, &w[3])?;
        let pads = self.constant_ints(fx, name, &w[4])?;
        if pads.len() != 2 * dims.len() {
            return Err(self
                .c
                .err_at(w[4].pos, format!("{name}: the padding must be [rank, 2]")));
        }
        let window = crate::op::Window {
            dims,
            strides,
            base_dilations,
            window_dilations,
            padding: pads.chunks(2).map(|p| [p[0], p[1]]).collect(),
        };
        // The region: the body's arguments (accumulators, then elements) are scalars of the
        // init values' types.
        let scalars: Vec<TensorType> = ops[n..2 * n]
            .iter()
            .map(|o| fx.f.ty(o.id).clone())
            .collect();
        let args: Vec<TensorType> = scalars.iter().chain(&scalars).cloned().collect();
        let (callee, results) =
            self.specialise(body, args.clone(), vec![None; 2 * n], pos, false)?;
        if results != scalars {
            return Err(self.c.err_at(
                pos,
                format!("{name}: @{body} must return the init values' types"),
            ));
        }
        let loc = Some(self.c.loc_at(pos));
        let block = fx.f.new_block(&args, None);
        let bargs = fx.f.block(block).args.clone();
        let call =
            fx.f.push_op(block, Op::Call { callee }, bargs, results, vec![], loc);
        let rets = fx.f.op(call).results.clone();
        fx.f.set_return(block, rets);
        fx.f.block_mut(block).ret_loc = loc;
        Ok(parsed(
            Op::ReduceWindow(Box::new(window)),
            &ops[..2 * n],
            outs.to_vec(),
            vec![block],
        ))
    }
}
