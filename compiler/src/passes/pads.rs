//! Pads of products, sums and differences move onto their operands before fusion:
//! `pad(a·b, 0)` becomes `pad(a, 0)·pad(b, 0)` (likewise `+` and `−`). Both are the same
//! array, bit for bit: inside the window the same results, on the border `0·0 = 0 + 0 =
//! 0 − 0 = +0` like the padding value. The kernels read a padded input
//! in place (fusion copies such a pad into its readers), so the factors are then read once,
//! unpadded, by the kernel that uses the product, instead of the product being written by one
//! kernel, padded by another and read by a third. This is what lets an element in front of a
//! padded propagation (a lens or an aperture multiplying the field) cost the field nothing.
//!
//! A pad is moved only where that is sure to pay: its padding value is the constant +0, it
//! has no interior padding, the product (sum, difference) is used by nothing else, no
//! operand is a constant (a padded constant would be folded into a padded array), and every
//! reader of the pad is a kernel that reads it in place (an elementwise op, or the data
//! operand of an FFT or a reduce). Nested products and sums are followed [`MAX_DEPTH`] levels
//! deep, so the pass is linear in the program. Only the top-level block is rewritten, as
//! fusion only fuses there.

use super::util::{splat_of, use_counts, Cursor};
use fresnel_ir::{BinaryOp, Diagnostic, Function, Module, Op, OpId, Scalar, ValueId};

/// How many nested products, sums and differences one pad is moved through.
pub const MAX_DEPTH: usize = 8;

/// The pass: reports whether any pad moved.
pub fn distribute_pads(m: &mut Module) -> Result<bool, Diagnostic> {
    super::util::on_each_function(m, distribute_in)
}

/// The pad's attributes and padding value, carried to the pads built on the factors.
struct PadOf {
    op: Op,
    fill: ValueId,
}

fn distribute_in(f: &mut Function) -> Result<bool, Diagnostic> {
    let uses = use_counts(f);
    let in_place = in_place_reads(f);
    let body = f.body;
    let ops = f.take_block_ops(body);
    let mut dead: Vec<OpId> = Vec::new();
    let mut replaced: Vec<(ValueId, ValueId)> = Vec::new();
    for op in ops {
        f.attach_op(body, op);
        let Some((pad, x, result)) = movable_pad(f, op, &uses, &in_place) else {
            continue;
        };
        let mut at = Cursor {
            block: body,
            pos: f.block(body).ops.len() - 1,
        };
        let to = pad_product(f, &mut at, &pad, x, &uses, MAX_DEPTH, &mut dead).map_err(|e| {
            super::util::op_error(f, op, format!("internal error moving a pad: {e}"))
        })?;
        dead.push(op);
        replaced.push((result, to));
    }
    if replaced.is_empty() {
        return Ok(false);
    }
    f.replace_uses_by(&replaced.into_iter().collect());
    let dead: std::collections::HashSet<OpId> = dead.into_iter().collect();
    let kept = f
        .block(body)
        .ops
        .iter()
        .copied()
        .filter(|op| !dead.contains(op))
        .collect();
    f.set_block_ops(body, kept);
    Ok(true)
}

/// `op` as a pad that may move: its attributes, the product it pads, its result.
fn movable_pad(
    f: &Function,
    op: OpId,
    uses: &[usize],
    in_place: &[usize],
) -> Option<(PadOf, ValueId, ValueId)> {
    let data = f.op(op);
    let (Op::Pad { interior, .. }, [x, fill], [result]) =
        (&data.op, data.operands.as_slice(), data.results.as_slice())
    else {
        return None;
    };
    let zero_fill = splat_of(f, *fill).is_some_and(is_positive_zero)
        && f.producer(*fill)
            .is_some_and(|(p, _)| matches!(f.op(p).op, Op::Constant(_)));
    let read_in_place =
        uses[result.index()] > 0 && in_place[result.index()] == uses[result.index()];
    let ok = zero_fill
        && read_in_place
        && interior.iter().all(|&i| i == 0)
        && split(f, *x, uses).is_some();
    ok.then(|| {
        (
            PadOf {
                op: data.op.clone(),
                fill: *fill,
            },
            *x,
            *result,
        )
    })
}

/// `x`'s producer, its op and operands, when `x` is a product, sum or difference used once
/// and neither operand is a constant.
fn split(f: &Function, x: ValueId, uses: &[usize]) -> Option<(OpId, BinaryOp, ValueId, ValueId)> {
    let (op, _) = f.producer(x)?;
    let data = f.op(op);
    let (Op::Binary(b), [l, r]) = (&data.op, data.operands.as_slice()) else {
        return None;
    };
    if !matches!(b, BinaryOp::Multiply | BinaryOp::Add | BinaryOp::Subtract) {
        return None;
    }
    let constant = |v: ValueId| {
        f.producer(v)
            .is_some_and(|(p, _)| matches!(f.op(p).op, Op::Constant(_)))
    };
    (uses[x.index()] == 1 && !constant(*l) && !constant(*r)).then_some((op, *b, *l, *r))
}

/// `pad(x)` built at the cursor, as the product (sum, difference) of padded operands where
/// `x` is one that may be split (`depth` more levels); the ops split are added to `dead`.
fn pad_product(
    f: &mut Function,
    at: &mut Cursor,
    pad: &PadOf,
    x: ValueId,
    uses: &[usize],
    depth: usize,
    dead: &mut Vec<OpId>,
) -> Result<ValueId, String> {
    match split(f, x, uses).filter(|_| depth > 0) {
        Some((op, b, l, r)) => {
            let pl = pad_product(f, at, pad, l, uses, depth - 1, dead)?;
            let pr = pad_product(f, at, pad, r, uses, depth - 1, dead)?;
            dead.push(op);
            at.build(f, Op::Binary(b), vec![pl, pr])
        }
        None => at.build(f, pad.op.clone(), vec![x, pad.fill]),
    }
}

/// For each value, how many of its uses read it in place when fused: operands of top-level
/// elementwise ops and the data operand of top-level FFTs and reduces.
fn in_place_reads(f: &Function) -> Vec<usize> {
    let mut reads = vec![0; f.num_values()];
    for &op in &f.block(f.body).ops {
        let data = f.op(op);
        let n = match data.op {
            Op::Unary(_)
            | Op::Binary(_)
            | Op::Compare { .. }
            | Op::Select
            | Op::Clamp
            | Op::Convert => data.operands.len(),
            Op::Fft { .. } => 1,
            Op::Reduce { .. } if data.results.len() == 1 => 1,
            _ => 0,
        };
        for &v in &data.operands[..n.min(data.operands.len())] {
            reads[v.index()] += 1;
        }
    }
    reads
}

/// +0 in every part (−0 would not survive `0·0`).
fn is_positive_zero(s: Scalar) -> bool {
    let z = s.to_c128();
    z.re.to_bits() == 0 && z.im.to_bits() == 0
}
