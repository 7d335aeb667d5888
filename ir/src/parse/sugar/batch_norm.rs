//! `batch_norm_inference`, `batch_norm_training` and `batch_norm_grad` as the spec defines
//! them, in `broadcast_in_dim`, `reduce` and elementwise ops.

use super::super::attr::{lookup, Attr, Entry};
use super::super::cursor::PResult;
use super::super::module::{FuncCtx, Operand, Parsed, Parser};
use super::existing;
use crate::array::{Array, Scalar};
use crate::func::ValueId;
use crate::op::{BinaryOp, Op, UnaryOp};
use crate::types::TensorType;

impl<'a> Parser<'a> {
    /// `"stablehlo.batch_norm_inference"(%x, %scale, %offset, %mean, %variance)`,
    /// `"stablehlo.batch_norm_training"(%x, %scale, %offset)` and
    /// `"stablehlo.batch_norm_grad"(%x, %scale, %mean, %variance, %dy)` with `{epsilon =
    /// 1e-5 : f32, feature_index = k : i64}`, expanded as the spec defines them: per feature
    /// `k`, `(x - mean) / sqrt(variance + epsilon) * scale + offset`, where training computes
    /// the mean and the (biased) variance over every other dimension and returns them too,
    /// and grad is the gradient of training's output (see below).
    pub(super) fn batch_norm(
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
    pub(super) fn sum(
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
