//! `chlo.ragged_dot` with a ragged non-contracting dimension of `lhs` (XLA's mode 1, the one
//! mixture-of-experts layers use): the rows of `lhs` along the ragged dimension fall into
//! consecutive groups of `group_sizes[j]` rows, and the rows of group `j` are multiplied by
//! `rhs[j]` (`rhs_group_dimensions` picks the group dimension of `rhs`). Rows past the last
//! group give zeros.
//!
//! Written with ops the IR has: the `dot_general` of `lhs` with every group of `rhs` (the
//! group dimension kept as a free dimension), times a 0/1 mask `starts[j] ≤ i < ends[j]`
//! (`ends` the running sum of `group_sizes`, a `reduce_window` as JAX writes `cumsum`), summed
//! over the group dimension. That does `g` times the products of the ragged one, which is
//! what makes it a few plain ops that every backend and both AD modes already handle; a
//! ragged contracting or batch dimension (modes 2 and 3) is a located error.

use super::super::attr::Entry;
use super::super::cursor::PResult;
use super::super::module::{FuncCtx, Operand, Parsed, Parser};
use super::existing;
use crate::array::Array;
use crate::func::ValueId;
use crate::op::{BinaryOp, CompareDir, DotDims, Op, Window};
use crate::types::{DType, TensorType};

const NAME: &str = "chlo.ragged_dot";

impl<'a> Parser<'a> {
    pub(super) fn ragged_dot(
        &mut self,
        fx: &mut FuncCtx<'a>,
        pos: usize,
        attrs: &[Entry<'a>],
        ops: &[Operand<'a>],
        outs: &[TensorType],
    ) -> PResult<Parsed> {
        let err = |msg: String| Err(self.c.err_at(pos, format!("{NAME}: {msg}")));
        let ([lhs, rhs, sizes], [out]) = (ops, outs) else {
            return err("takes lhs, rhs and group_sizes and has one result".into());
        };
        let fields = self.struct_fields(
            attrs,
            NAME,
            pos,
            "ragged_dot_dimension_numbers",
            "chlo.ragged_dot",
        )?;
        let dims = DotDims {
            lhs_batch: self.dims_field(fields, "lhs_batching_dimensions")?,
            rhs_batch: self.dims_field(fields, "rhs_batching_dimensions")?,
            lhs_contract: self.dims_field(fields, "lhs_contracting_dimensions")?,
            rhs_contract: self.dims_field(fields, "rhs_contracting_dimensions")?,
        };
        let ragged = self.dims_field(fields, "lhs_ragged_dimensions")?;
        let group = self.dims_field(fields, "rhs_group_dimensions")?;
        let (lt, rt, st) = (
            fx.f.ty(lhs.id).clone(),
            fx.f.ty(rhs.id).clone(),
            fx.f.ty(sizes.id).clone(),
        );
        let in_range = |ds: &[usize], rank: usize| ds.iter().all(|&d| d < rank);
        if !in_range(&dims.lhs_batch, lt.rank())
            || !in_range(&dims.lhs_contract, lt.rank())
            || !in_range(&dims.rhs_batch, rt.rank())
            || !in_range(&dims.rhs_contract, rt.rank())
        {
            return err(format!(
                "a batching or contracting dimension is out of range for {lt} and {rt}"
            ));
        }
        let &[r] = ragged.as_slice() else {
            return err(format!("needs one lhs ragged dimension, found {ragged:?}"));
        };
        if dims.lhs_contract.contains(&r) || dims.lhs_batch.contains(&r) {
            return err(format!(
                "lhs ragged dimension {r} is a contracting or batch dimension; only a ragged non-contracting dimension is supported"
            ));
        }
        let &[gd] = group.as_slice() else {
            return err(format!(
                "needs one rhs group dimension (a ragged non-contracting lhs dimension), found {group:?}"
            ));
        };
        if r >= lt.rank() || gd >= rt.rank() {
            return err(format!(
                "ragged dimension {r} or group dimension {gd} is out of range for {lt} and {rt}"
            ));
        }
        if dims.rhs_contract.contains(&gd) || dims.rhs_batch.contains(&gd) {
            return err(format!(
                "rhs group dimension {gd} is also a contracting or batch dimension"
            ));
        }
        let g = rt.shape[gd];
        if st.rank() != 1 || st.shape[0] != g || !st.dtype.is_int() {
            return err(format!(
                "group_sizes is {st}; expected a vector of {g} integers (one per group)"
            ));
        }
        // The products of every row with every group: batch, lhs free, rhs free dimensions.
        let free = |rank: usize, batch: &[usize], contract: &[usize]| -> Vec<usize> {
            (0..rank)
                .filter(|d| !batch.contains(d) && !contract.contains(d))
                .collect()
        };
        let lhs_free = free(lt.rank(), &dims.lhs_batch, &dims.lhs_contract);
        let rhs_free = free(rt.rank(), &dims.rhs_batch, &dims.rhs_contract);
        let mut full_shape: Vec<usize> = dims.lhs_batch.iter().map(|&d| lt.shape[d]).collect();
        full_shape.extend(lhs_free.iter().map(|&d| lt.shape[d]));
        full_shape.extend(rhs_free.iter().map(|&d| rt.shape[d]));
        let nb = dims.lhs_batch.len();
        let pm = nb + lhs_free.iter().position(|&d| d == r).unwrap_or(0);
        let pg = nb + lhs_free.len() + rhs_free.iter().position(|&d| d == gd).unwrap_or(0);
        let mut out_shape = full_shape.clone();
        out_shape.remove(pg);
        if out_shape != out.shape {
            return err(format!(
                "result is {out}, expected shape {out_shape:?} (batch, lhs free, rhs free dimensions without the group one)"
            ));
        }
        let dt = out.dtype;
        let full_t = TensorType::new(dt, full_shape.clone());
        // Operands of another dtype (a preferred element type) are converted first.
        let (mut a, mut b) = (lhs.id, rhs.id);
        if lt.dtype != dt {
            a = self.helper(fx, pos, Op::Convert, vec![a], lt.with_dtype(dt));
        }
        if rt.dtype != dt {
            b = self.helper(fx, pos, Op::Convert, vec![b], rt.with_dtype(dt));
        }
        let full = self.helper(fx, pos, Op::DotGeneral(dims), vec![a, b], full_t.clone());

        // ends[j] = Σ_{l ≤ j} sizes[l]; starts = ends − sizes (in i64).
        let i64v = |s: Vec<usize>| TensorType::new(DType::I64, s);
        let mut s = sizes.id;
        if st.dtype != DType::I64 {
            s = self.helper(fx, pos, Op::Convert, vec![s], i64v(vec![g]));
        }
        let ends = self.running_sum(fx, pos, s, g);
        let starts = self.helper(
            fx,
            pos,
            Op::Binary(BinaryOp::Subtract),
            vec![ends, s],
            i64v(vec![g]),
        );
        // mask[i, j] = starts[j] ≤ i < ends[j] over (ragged rows, groups).
        let m = lt.shape[r];
        let mg = i64v(vec![m, g]);
        let rows = self.helper(fx, pos, Op::Iota { dim: 0 }, vec![], mg.clone());
        let bcast = Op::BroadcastInDim { dims: vec![1] };
        let st_b = self.helper(fx, pos, bcast.clone(), vec![starts], mg.clone());
        let en_b = self.helper(fx, pos, bcast, vec![ends], mg.clone());
        let pred = TensorType::new(DType::I1, vec![m, g]);
        let cmp = |dir| Op::Compare {
            dir,
            cmp_type: None,
        };
        let ge = self.helper(fx, pos, cmp(CompareDir::Ge), vec![rows, st_b], pred.clone());
        let lt_ = self.helper(fx, pos, cmp(CompareDir::Lt), vec![rows, en_b], pred.clone());
        let inside = self.helper(fx, pos, Op::Binary(BinaryOp::And), vec![ge, lt_], pred);
        let mask = self.helper(
            fx,
            pos,
            Op::Convert,
            vec![inside],
            TensorType::new(dt, vec![m, g]),
        );
        let mask = self.helper(
            fx,
            pos,
            Op::BroadcastInDim { dims: vec![pm, pg] },
            vec![mask],
            full_t.clone(),
        );
        let kept = self.helper(
            fx,
            pos,
            Op::Binary(BinaryOp::Multiply),
            vec![full, mask],
            full_t,
        );
        let result = self.sum(fx, pos, kept, &[pg], out);
        Ok(existing(vec![result]))
    }
}

impl<'a> Parser<'a> {
    /// The running sum of the i64 vector `s` of length `g`: a `reduce_window` of `g` elements
    /// padded by `g − 1` zeros in front (memory linear in `g`).
    fn running_sum(&mut self, fx: &mut FuncCtx<'a>, pos: usize, s: ValueId, g: usize) -> ValueId {
        let scalar = TensorType::scalar(DType::I64);
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
        let mut window = Window::plain(vec![g]);
        window.padding = vec![[g.saturating_sub(1) as i64, 0]];
        let block = fx.block;
        let id = fx.f.push_op(
            block,
            Op::ReduceWindow(Box::new(window)),
            vec![s, zero],
            vec![TensorType::new(DType::I64, vec![g])],
            vec![body],
            loc,
        );
        fx.f.op(id).results[0]
    }
}
