//! A `reduce_window` whose region is not one add, multiply, maximum or minimum (JAX's
//! `cumlogsumexp`, any custom or variadic body) as the loop it means, for AD (which has rules
//! for the single-op regions only) and for the backends (which have kernels for those only).
//!
//! The op is rewritten into a `while` over the window positions `p = 0 … W−1`
//! (row-major over the window dimensions): each accumulator starts at its init value
//! broadcast to the result's shape, and iteration `p` folds in, through the region's ops
//! re-emitted at the result's shape, the strided slice of the padded operand that position
//! `p` of every window sees. That is the interpreter's order of evaluation, so values are
//! unchanged; the padded operands are loop invariants (never stored), the trip count is
//! static, and loop AD (both modes, with its checkpointing) does the rest. Cost: `W` steps of
//! result-sized elementwise work (fused kernels on the backends, where the interpreter
//! evaluates the region once per element and window position); reverse mode stores the `W`
//! accumulators (or fewer with `--checkpoint`). Only regions of elementwise ops on their
//! arguments and scalar constants are rewritten; others stay as they are.

use fresnel_ir::array::{Array, Scalar};
use fresnel_ir::op::{BinaryOp, CompareDir, Op, Window};
use fresnel_ir::{BlockId, DType, Function, OpId, TensorType, ValueId};
use std::collections::HashMap;

/// Rewrites into its loop every non-empty `reduce_window` of `f` (in any block) whose region
/// can be re-emitted elementwise and that `wanted` selects; whether any was.
pub fn expand_windows(
    f: &mut Function,
    wanted: &dyn Fn(&Function, OpId) -> bool,
) -> Result<bool, String> {
    let mut changed = false;
    for block in crate::passes::util::blocks(f) {
        let ops = f.take_block_ops(block);
        for op in ops {
            let general = match &f.op(op).op {
                Op::ReduceWindow(w) => (loopable(f, op) && wanted(f, op)).then(|| (**w).clone()),
                _ => None,
            };
            changed |= general.is_some();
            match general {
                Some(w) => {
                    let results = expand(f, block, op, &w)?;
                    for (from, to) in f.op(op).results.clone().into_iter().zip(results) {
                        f.replace_uses(from, to);
                    }
                }
                None => f.attach_op(block, op),
            }
        }
    }
    Ok(changed)
}

/// Non-empty, with a region of elementwise ops on its own values and scalar constants.
fn loopable(f: &Function, op: OpId) -> bool {
    let d = f.op(op);
    let empty = d
        .results
        .iter()
        .chain(&d.operands)
        .any(|&v| f.ty(v).num_elements() == 0);
    let Some(&region) = d.regions.first() else {
        return false;
    };
    let block = f.block(region);
    let mut defined: std::collections::HashSet<ValueId> = block.args.iter().copied().collect();
    for &inner in &block.ops {
        let o = f.op(inner);
        let supported = o.regions.is_empty()
            && match &o.op {
                Op::Constant(a) => a.splat_value().is_some(),
                Op::Unary(_)
                | Op::Binary(_)
                | Op::Compare { .. }
                | Op::Select
                | Op::Clamp
                | Op::Convert
                | Op::Reshape
                | Op::BroadcastInDim { .. } => true,
                _ => false,
            };
        if !supported || !o.operands.iter().all(|v| defined.contains(v)) {
            return false;
        }
        defined.extend(&o.results);
    }
    !empty && block.ret.iter().all(|v| defined.contains(v)) && padding_is_modest(f, d)
}

/// Whether the padded operands the loop materialises stay within a small multiple of the
/// operands and results (a cumulative window doubles its operand): a hostile padding of
/// billions of init values stays an interpreter step, which never builds it.
fn padding_is_modest(f: &Function, d: &fresnel_ir::OpData) -> bool {
    let Op::ReduceWindow(w) = &d.op else {
        return false;
    };
    let (Some(&x), Some(&r)) = (d.operands.first(), d.results.first()) else {
        return false;
    };
    let xs = &f.ty(x).shape;
    let padded = xs.iter().enumerate().try_fold(1u128, |acc, (i, &n)| {
        let dilated = n.saturating_sub(1) as u128 * w.base_dilations.get(i).copied()? as u128 + 1;
        let pad = w.padding.get(i)?;
        let len = (dilated as i128 + pad[0] as i128 + pad[1] as i128).max(0) as u128;
        Some(acc.saturating_mul(len))
    });
    let budget = 16 * (f.ty(x).num_elements() as u128 + f.ty(r).num_elements() as u128) + 4096;
    padded.is_some_and(|p| p <= budget)
}

fn constant(f: &mut Function, block: BlockId, s: Scalar, ty: TensorType) -> ValueId {
    let a = Array::splat(&ty, s);
    f.append(block, Op::Constant(a), vec![], vec![ty])[0]
}

fn i64_const(f: &mut Function, block: BlockId, v: usize) -> Result<ValueId, String> {
    let v = i64::try_from(v).map_err(|_| format!("window size {v} does not fit i64"))?;
    Ok(constant(
        f,
        block,
        Scalar::I64(v),
        TensorType::scalar(DType::I64),
    ))
}

/// The loop replacing `op` (appended to `block`); the values replacing its results.
fn expand(f: &mut Function, block: BlockId, op: OpId, w: &Window) -> Result<Vec<ValueId>, String> {
    let d = f.op(op).clone();
    let k = d.operands.len() / 2;
    let (inputs, inits) = d.operands.split_at(k);
    let out_types: Vec<TensorType> = d.results.iter().map(|&r| f.ty(r).clone()).collect();
    let out_shape = out_types[0].shape.clone();
    let rank = out_shape.len();
    let region = d.regions[0];
    let pad = Op::Pad {
        low: w.padding.iter().map(|p| p[0]).collect(),
        high: w.padding.iter().map(|p| p[1]).collect(),
        interior: w.base_dilations.iter().map(|&b| b as i64 - 1).collect(),
    };
    let mut padded = Vec::with_capacity(k);
    let mut starts = Vec::with_capacity(k);
    for (&x, &init) in inputs.iter().zip(inits) {
        let xt = f.ty(x).clone();
        let shape: Vec<usize> = (0..rank)
            .map(|i| {
                let n = xt.shape[i];
                let dilated = if n == 0 {
                    0
                } else {
                    (n - 1) * w.base_dilations[i] + 1
                };
                (dilated as i64 + w.padding[i][0] + w.padding[i][1]).max(0) as usize
            })
            .collect();
        let pt = TensorType::new(xt.dtype, shape);
        let identity =
            w.padding.iter().all(|p| *p == [0, 0]) && w.base_dilations.iter().all(|&b| b == 1);
        padded.push(if identity {
            x
        } else if crate::passes::util::constant_of(f, init).is_some() {
            f.append(block, pad.clone(), vec![x, init], vec![pt])[0]
        } else {
            // A run-time init: pad with zero, then select the init where a padded `false`
            // mask reads `true`, so that every step is a copy or elementwise kernel.
            let i1 = |shape: &[usize]| TensorType::new(DType::I1, shape.to_vec());
            let f0 = constant(f, block, Scalar::I1(false), i1(&xt.shape));
            let t1 = constant(f, block, Scalar::I1(true), i1(&[]));
            let holes = f.append(block, pad.clone(), vec![f0, t1], vec![i1(&pt.shape)])[0];
            let z = constant(
                f,
                block,
                Scalar::zero(xt.dtype),
                TensorType::scalar(xt.dtype),
            );
            let filled = f.append(block, pad.clone(), vec![x, z], vec![pt.clone()])[0];
            let spread = Op::BroadcastInDim { dims: vec![] };
            let fill = f.append(block, spread, vec![init], vec![pt.clone()])[0];
            f.append(block, Op::Select, vec![holes, fill, filled], vec![pt])[0]
        });
        let acc0 = Op::BroadcastInDim { dims: vec![] };
        let at = TensorType::new(xt.dtype, out_shape.clone());
        starts.push(f.append(block, acc0, vec![init], vec![at])[0]);
    }
    let positions: usize = w.dims.iter().product();
    let scalar = TensorType::scalar(DType::I64);
    let zero = i64_const(f, block, 0)?;

    // Carries: the position, the accumulators, the padded operands (invariant).
    let mut carry_types = vec![scalar.clone()];
    carry_types.extend(out_types.iter().cloned());
    carry_types.extend(padded.iter().map(|&p| f.ty(p).clone()));
    let cond = f.new_block(&carry_types, None);
    let body = f.new_block(&carry_types, None);

    let p = f.block(cond).args[0];
    let limit = i64_const(f, cond, positions)?;
    let lt = Op::Compare {
        dir: CompareDir::Lt,
        cmp_type: None,
    };
    let more = f.append(
        cond,
        lt,
        vec![p, limit],
        vec![TensorType::scalar(DType::I1)],
    )[0];
    f.set_return(cond, vec![more]);

    let args = f.block(body).args.clone();
    let (p, accs, xs) = (args[0], &args[1..=k], &args[k + 1..]);
    // Position p of the window, per dimension: (p / Π_{j>i} dims_j) mod dims_i, dilated.
    let mut offsets = Vec::with_capacity(rank);
    let mut inner = 1usize;
    let mut per_dim = vec![0usize; rank];
    for i in (0..rank).rev() {
        per_dim[i] = inner;
        inner *= w.dims[i];
    }
    for i in 0..rank {
        let step = i64_const(f, body, per_dim[i])?;
        let size = i64_const(f, body, w.dims[i])?;
        let dil = i64_const(f, body, w.window_dilations[i])?;
        let q = f.append(
            body,
            Op::Binary(BinaryOp::Divide),
            vec![p, step],
            vec![scalar.clone()],
        )[0];
        let r = f.append(
            body,
            Op::Binary(BinaryOp::Remainder),
            vec![q, size],
            vec![scalar.clone()],
        )[0];
        let o = f.append(
            body,
            Op::Binary(BinaryOp::Multiply),
            vec![r, dil],
            vec![scalar.clone()],
        )[0];
        offsets.push(o);
    }
    let span: Vec<usize> = (0..rank)
        .map(|i| (out_shape[i] - 1) * w.strides[i] + 1)
        .collect();
    let mut seen = Vec::with_capacity(k);
    for &x in xs {
        let dt = f.ty(x).dtype;
        let mut operands = vec![x];
        operands.extend(&offsets);
        let ds = Op::DynamicSlice {
            sizes: span.clone(),
        };
        let part = f.append(body, ds, operands, vec![TensorType::new(dt, span.clone())])[0];
        let strided = Op::Slice {
            start: vec![0; rank],
            limit: span.clone(),
            strides: w.strides.clone(),
        };
        let at = TensorType::new(dt, out_shape.clone());
        seen.push(f.append(body, strided, vec![part], vec![at])[0]);
    }
    let mut region_args = accs.to_vec();
    region_args.extend(seen);
    let folded = inline_elementwise(f, region, &region_args, body, &out_shape)?;
    let one = i64_const(f, body, 1)?;
    let next = f.append(body, Op::Binary(BinaryOp::Add), vec![p, one], vec![scalar])[0];
    let mut rets = vec![next];
    rets.extend(folded);
    rets.extend(xs);
    f.set_return(body, rets);

    let mut operands = vec![zero];
    operands.extend(starts);
    operands.extend(padded);
    let lp = f.push_op(
        block,
        Op::While,
        operands,
        carry_types,
        vec![cond, body],
        d.loc,
    );
    Ok(f.op(lp).results[1..=k].to_vec())
}

/// The ops of `region` (on scalars) re-emitted into `into` at `shape`, its arguments bound
/// to `args`; the values it returns.
fn inline_elementwise(
    f: &mut Function,
    region: BlockId,
    args: &[ValueId],
    into: BlockId,
    shape: &[usize],
) -> Result<Vec<ValueId>, String> {
    let mut map: HashMap<ValueId, ValueId> = f
        .block(region)
        .args
        .iter()
        .copied()
        .zip(args.iter().copied())
        .collect();
    for op in f.block(region).ops.clone() {
        let d = f.op(op).clone();
        let at = |t: &TensorType| TensorType::new(t.dtype, shape.to_vec());
        let operands = d
            .operands
            .iter()
            .map(|v| map.get(v).copied())
            .collect::<Option<Vec<ValueId>>>()
            .ok_or("not differentiable yet: a reduce_window region that uses an outer value")?;
        let results = match &d.op {
            Op::Constant(a) => {
                let t = f.ty(d.results[0]).clone();
                let s = a
                    .splat_value()
                    .ok_or("a non-scalar constant in a reduce_window body")?;
                vec![constant(f, into, s, at(&t))]
            }
            // Identities on scalars.
            Op::Reshape | Op::BroadcastInDim { .. } if d.regions.is_empty() => operands.clone(),
            Op::Unary(_)
            | Op::Binary(_)
            | Op::Compare { .. }
            | Op::Select
            | Op::Clamp
            | Op::Convert => {
                let types = d.results.iter().map(|&r| at(f.ty(r))).collect();
                f.append(into, d.op.clone(), operands, types)
            }
            other => {
                return Err(format!(
                    "not differentiable yet: a reduce_window region holding {}",
                    other.name()
                ))
            }
        };
        for (r, v) in d.results.iter().zip(results) {
            map.insert(*r, v);
        }
    }
    f.block(region)
        .ret
        .iter()
        .map(|v| map.get(v).copied())
        .collect::<Option<Vec<ValueId>>>()
        .ok_or_else(|| {
            "not differentiable yet: a reduce_window region that returns an outer value".into()
        })
}
