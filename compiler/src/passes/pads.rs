//! Pads of products move onto the factors before fusion: `pad(a·b, 0)` becomes
//! `pad(a, 0)·pad(b, 0)`. Both are the same array, bit for bit: inside the window the same
//! products, on the border `0·0 = +0` like the padding value. The kernels read a padded input
//! in place (fusion copies such a pad into its readers), so the factors are then read once,
//! unpadded, by the kernel that uses the product, instead of the product being written by one
//! kernel, padded by another and read by a third. This is what lets an element in front of a
//! padded propagation (a lens or an aperture multiplying the field) cost the field nothing.
//!
//! A pad is moved only where that is sure to pay: its padding value is the constant +0, it
//! has no interior padding, the product is used by nothing else, no factor is a constant
//! (a padded constant would be folded into a padded array), and every reader of the pad is a
//! kernel that reads it in place (an elementwise op, or the data operand of an FFT or a
//! reduce). Products of products are followed [`MAX_DEPTH`] factors deep, so the pass is
//! linear in the program. Only the top-level block is rewritten, as fusion only fuses there.

use super::util::{splat_of, use_counts, Cursor};
use fresnel_ir::{BinaryOp, Diagnostic, Function, Module, Op, OpId, Scalar, ValueId};

/// How many nested products one pad is moved through.
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
        && product_factors(f, *x, uses).is_some();
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

/// The factors of `x` when it is a product used once and neither factor is a constant.
fn product_factors(f: &Function, x: ValueId, uses: &[usize]) -> Option<(OpId, ValueId, ValueId)> {
    let (op, _) = f.producer(x)?;
    let data = f.op(op);
    let (Op::Binary(BinaryOp::Multiply), [a, b]) = (&data.op, data.operands.as_slice()) else {
        return None;
    };
    let constant = |v: ValueId| {
        f.producer(v)
            .is_some_and(|(p, _)| matches!(f.op(p).op, Op::Constant(_)))
    };
    (uses[x.index()] == 1 && !constant(*a) && !constant(*b)).then_some((op, *a, *b))
}

/// `pad(x)` built at the cursor, as a product of padded factors where `x` is a product that
/// may be split (`depth` more levels); the products split are added to `dead`.
fn pad_product(
    f: &mut Function,
    at: &mut Cursor,
    pad: &PadOf,
    x: ValueId,
    uses: &[usize],
    depth: usize,
    dead: &mut Vec<OpId>,
) -> Result<ValueId, String> {
    match product_factors(f, x, uses).filter(|_| depth > 0) {
        Some((product, a, b)) => {
            let pa = pad_product(f, at, pad, a, uses, depth - 1, dead)?;
            let pb = pad_product(f, at, pad, b, uses, depth - 1, dead)?;
            dead.push(product);
            at.build(f, Op::Binary(BinaryOp::Multiply), vec![pa, pb])
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
