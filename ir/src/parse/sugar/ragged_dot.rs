//! `chlo.ragged_dot`, in all three of XLA's modes. The lhs ragged dimension is cut into
//! consecutive groups of `group_sizes[…, j]` elements (positions past the last group belong
//! to none):
//! * a non-contracting ragged dimension (mode 1, mixture-of-experts layers): the rows of group
//!   `j` are multiplied by `rhs[j]` (`rhs_group_dimensions` picks `rhs`'s group dimension);
//!   rows in no group give zeros;
//! * a contracting ragged dimension (mode 2, the weight gradient of mode 1): the result gets a
//!   leading group dimension, and its slice `j` sums only over group `j`'s terms;
//! * a batch ragged dimension (mode 3): the groups only partition the batch, so the result is
//!   the plain `dot_general`.
//!
//! `group_sizes` is `[g]`, or `[prefix…, g]` with one size per position of the lhs dimensions
//! in front of the ragged one (batch, then free or contracting dimensions before it, as JAX's
//! `_ragged_dot_prefix_dims`). Written with ops the IR has, as JAX's CPU lowering does: each
//! ragged operand is expanded to `[g, …]`, its elements outside group `j` selected to zero in
//! slice `j` (a mask from `iota` and the running sums of the sizes), then one `dot_general`
//! contracts (mode 1) or batches (mode 2) the group dimension. That does `g` times the products
//! of the ragged op, and in exchange every backend and both AD modes already handle it.

use super::super::attr::Entry;
use super::super::cursor::PResult;
use super::super::module::{FuncCtx, Operand, Parsed, Parser};
use super::existing;
use crate::array::Array;
use crate::func::ValueId;
use crate::infer::infer;
use crate::op::{BinaryOp, CompareDir, DotDims, Op, Window};
use crate::types::{DType, TensorType};

const NAME: &str = "chlo.ragged_dot";

/// Where the lhs ragged dimension sits (XLA's modes 1, 2 and 3).
#[derive(Clone, Copy, PartialEq)]
enum Mode {
    NonContracting,
    Contracting,
    Batch,
}

/// The dimensions `group_sizes` has one entry per position of (before its group dimension):
/// the batch dimensions, then those of the ragged dimension's kind listed before it.
fn prefix_dims(
    mode: Mode,
    ragged: usize,
    batch: &[usize],
    free: &[usize],
    contract: &[usize],
) -> Vec<usize> {
    let before =
        |ds: &[usize]| -> Vec<usize> { ds.iter().take_while(|&&d| d != ragged).copied().collect() };
    match mode {
        Mode::NonContracting => [batch, &before(free)].concat(),
        Mode::Contracting => [batch, &before(contract)].concat(),
        Mode::Batch => before(batch),
    }
}

fn free_dims(rank: usize, batch: &[usize], contract: &[usize]) -> Vec<usize> {
    (0..rank)
        .filter(|d| !batch.contains(d) && !contract.contains(d))
        .collect()
}

fn shifted(ds: &[usize]) -> Vec<usize> {
    ds.iter().map(|d| d + 1).collect()
}

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
        let &[r] = ragged.as_slice() else {
            return err(format!("needs one lhs ragged dimension, found {ragged:?}"));
        };
        if r >= lt.rank() {
            return err(format!("lhs ragged dimension {r} is out of range for {lt}"));
        }
        let mode = if dims.lhs_contract.contains(&r) {
            Mode::Contracting
        } else if dims.lhs_batch.contains(&r) {
            Mode::Batch
        } else {
            Mode::NonContracting
        };
        let gd = match (mode, group.as_slice()) {
            (Mode::NonContracting, &[gd]) => {
                if gd >= rt.rank() || dims.rhs_contract.contains(&gd) || dims.rhs_batch.contains(&gd) {
                    return err(format!(
                        "rhs group dimension {gd} is out of range for {rt} or also a contracting or batch dimension"
                    ));
                }
                Some(gd)
            }
            (Mode::NonContracting, _) => {
                return err(format!(
                    "a ragged non-contracting lhs dimension needs one rhs group dimension, found {group:?}"
                ))
            }
            (_, []) => None,
            (_, _) => {
                return err(format!(
                    "a ragged contracting or batch lhs dimension takes no rhs group dimension, found {group:?}"
                ))
            }
        };
        if !st.dtype.is_int() || st.rank() == 0 {
            return err(format!(
                "group_sizes is {st}; expected integers, one per group"
            ));
        }
        let g = st.shape[st.rank() - 1];
        let lfree = free_dims(lt.rank(), &dims.lhs_batch, &dims.lhs_contract);
        let l_prefix = prefix_dims(mode, r, &dims.lhs_batch, &lfree, &dims.lhs_contract);
        let want_sizes: Vec<usize> = l_prefix.iter().map(|&d| lt.shape[d]).chain([g]).collect();
        if st.rank() != 1 && st.shape != want_sizes {
            return err(format!(
                "group_sizes is {st}; expected [g] or {want_sizes:?} (one size per group for each position of the lhs dimensions before the ragged one)"
            ));
        }
        if let Some(gd) = gd {
            if rt.shape[gd] != g {
                return err(format!(
                    "rhs group dimension {gd} of {rt} has {} groups, group_sizes {g}",
                    rt.shape[gd]
                ));
            }
        }
        // The dot after expansion, and the rhs ragged dimension and its prefix in mode 2.
        let rhs_ragged = match mode {
            Mode::Contracting => {
                let k = dims.lhs_contract.iter().position(|&d| d == r).unwrap_or(0);
                let Some(&rr) = dims.rhs_contract.get(k) else {
                    return err(
                        "lhs and rhs list different numbers of contracting dimensions".into(),
                    );
                };
                let rfree = free_dims(rt.rank(), &dims.rhs_batch, &dims.rhs_contract);
                Some((
                    rr,
                    prefix_dims(mode, rr, &dims.rhs_batch, &rfree, &dims.rhs_contract),
                ))
            }
            _ => None,
        };
        let grouped =
            |t: &TensorType| TensorType::new(t.dtype, [vec![g], t.shape.clone()].concat());
        let (dot, xt, yt) = match mode {
            Mode::Batch => (dims.clone(), lt.clone(), rt.clone()),
            Mode::NonContracting => {
                let dot = DotDims {
                    lhs_batch: shifted(&dims.lhs_batch),
                    rhs_batch: dims.rhs_batch.clone(),
                    lhs_contract: [shifted(&dims.lhs_contract), vec![0]].concat(),
                    rhs_contract: [dims.rhs_contract.clone(), vec![gd.unwrap_or(0)]].concat(),
                };
                (dot, grouped(&lt), rt.clone())
            }
            Mode::Contracting => {
                let dot = DotDims {
                    lhs_batch: [vec![0], shifted(&dims.lhs_batch)].concat(),
                    rhs_batch: [vec![0], shifted(&dims.rhs_batch)].concat(),
                    lhs_contract: shifted(&dims.lhs_contract),
                    rhs_contract: shifted(&dims.rhs_contract),
                };
                (dot, grouped(&lt), grouped(&rt))
            }
        };
        // The dot's own shape rule checks ranges, sizes and duplicates of every dimension list.
        let dt = out.dtype;
        let want = match infer(
            &Op::DotGeneral(dot.clone()),
            &[xt.with_dtype(dt), yt.with_dtype(dt)],
        ) {
            Ok(Some(ts)) if ts.len() == 1 => ts[0].clone(),
            Ok(_) => return err("internal: dot_general infers one result".into()),
            Err(e) => return err(format!("for {lt} and {rt}: {e}")),
        };
        if want.shape != out.shape {
            let lead = if mode == Mode::Contracting {
                "group, "
            } else {
                ""
            };
            return err(format!(
                "result is {out}, expected shape {:?} ({lead}batch, lhs free, rhs free dimensions)",
                want.shape
            ));
        }
        // Operands of another dtype (a preferred element type) are converted first.
        let (mut x, mut y) = (lhs.id, rhs.id);
        if lt.dtype != dt {
            x = self.helper(fx, pos, Op::Convert, vec![x], lt.with_dtype(dt));
        }
        if rt.dtype != dt {
            y = self.helper(fx, pos, Op::Convert, vec![y], rt.with_dtype(dt));
        }
        let (lt, rt) = (lt.with_dtype(dt), rt.with_dtype(dt));
        if mode != Mode::Batch {
            x = self.expand(fx, pos, x, &lt, r, sizes.id, &st, &l_prefix);
        }
        if let Some((rr, r_prefix)) = rhs_ragged {
            y = self.expand(fx, pos, y, &rt, rr, sizes.id, &st, &r_prefix);
        }
        let result = self.helper(fx, pos, Op::DotGeneral(dot), vec![x, y], out.clone());
        Ok(existing(vec![result]))
    }

    /// `x` (type `xt`) broadcast to `[g, xt…]`, slice `j` keeping only the elements whose
    /// position along `dim` lies in group `j`: `starts[p, j] ≤ i < ends[p, j]`, where `p` is
    /// the element's position along `prefix` (the dimensions `sizes` has entries for).
    #[allow(clippy::too_many_arguments)]
    fn expand(
        &mut self,
        fx: &mut FuncCtx<'a>,
        pos: usize,
        x: ValueId,
        xt: &TensorType,
        dim: usize,
        sizes: ValueId,
        st: &TensorType,
        prefix: &[usize],
    ) -> ValueId {
        let g = st.shape[st.rank() - 1];
        let i64s = TensorType::new(DType::I64, st.shape.clone());
        let mut s = sizes;
        if st.dtype != DType::I64 {
            s = self.helper(fx, pos, Op::Convert, vec![s], i64s.clone());
        }
        // ends = Σ_{l ≤ j} sizes[…, l]; starts = ends − sizes.
        let ends = self.running_sum(fx, pos, s, &i64s);
        let starts = self.helper(
            fx,
            pos,
            Op::Binary(BinaryOp::Subtract),
            vec![ends, s],
            i64s.clone(),
        );
        let shape: Vec<usize> = [vec![g], xt.shape.clone()].concat();
        let big = TensorType::new(DType::I64, shape.clone());
        // A [g] vector of sizes applies to every position; otherwise its dims follow `prefix`.
        let bdims: Vec<usize> = if st.rank() == 1 {
            vec![0]
        } else {
            prefix.iter().map(|d| d + 1).chain([0]).collect()
        };
        let bcast = Op::BroadcastInDim { dims: bdims };
        let starts = self.helper(fx, pos, bcast.clone(), vec![starts], big.clone());
        let ends = self.helper(fx, pos, bcast, vec![ends], big.clone());
        let at = self.helper(fx, pos, Op::Iota { dim: dim + 1 }, vec![], big);
        let pred = TensorType::new(DType::I1, shape.clone());
        let cmp = |dir| Op::Compare {
            dir,
            cmp_type: None,
        };
        let ge = self.helper(fx, pos, cmp(CompareDir::Ge), vec![at, starts], pred.clone());
        let lt = self.helper(fx, pos, cmp(CompareDir::Lt), vec![at, ends], pred.clone());
        let inside = self.helper(fx, pos, Op::Binary(BinaryOp::And), vec![ge, lt], pred);
        let full = TensorType::new(xt.dtype, shape);
        let spread = Op::BroadcastInDim {
            dims: (1..=xt.rank()).collect(),
        };
        let xb = self.helper(fx, pos, spread, vec![x], full.clone());
        let scalar = TensorType::scalar(xt.dtype);
        let zero = Op::Constant(Array::zeros(&scalar));
        let zero = self.helper(fx, pos, zero, vec![], scalar);
        let zeros = self.helper(
            fx,
            pos,
            Op::BroadcastInDim { dims: vec![] },
            vec![zero],
            full.clone(),
        );
        self.helper(fx, pos, Op::Select, vec![inside, xb, zeros], full)
    }

    /// The running sum of the i64 tensor `s` along its last dimension: a `reduce_window` of
    /// `g` elements padded by `g − 1` zeros in front (memory linear in `g`).
    fn running_sum(
        &mut self,
        fx: &mut FuncCtx<'a>,
        pos: usize,
        s: ValueId,
        t: &TensorType,
    ) -> ValueId {
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
        let rank = t.rank();
        let g = t.shape[rank - 1];
        let mut sizes = vec![1; rank];
        // No groups: an empty sum, but a window must have a positive size.
        sizes[rank - 1] = g.max(1);
        let mut window = Window::plain(sizes);
        window.padding = vec![[0, 0]; rank];
        window.padding[rank - 1] = [g.saturating_sub(1) as i64, 0];
        let block = fx.block;
        let id = fx.f.push_op(
            block,
            Op::ReduceWindow(Box::new(window)),
            vec![s, zero],
            vec![t.clone()],
            vec![body],
            loc,
        );
        fx.f.op(id).results[0]
    }
}
