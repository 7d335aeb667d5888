//! Programs on narrow types run as programs on their carriers (`DType::carrier`) that round
//! or wrap after every op: f16, bf16 and the 8-, 6- and 4-bit floats compute in f32, the
//! sub-byte integers i2, i4, ui2, ui4 in i8/u8.
//!
//! No backend has kernels for these types, and none needs them: an f32 operation on two f16
//! values, rounded to f16, gives the f16 result (24 bits hold more than twice the precision
//! of every narrow float, so the double rounding is exact for +, −, ×, ÷ and √); integer
//! arithmetic is modular, so an i8 result wrapped to 4 bits is the i4 result. The bit-level
//! ops that see the bits above the width (logical shift right, popcnt, count-leading-zeros)
//! read their operand masked to the width. [`widen`] rewrites a module so that every narrow
//! value is carried as the carrier value holding it exactly:
//!
//! * each op that computes a narrow result computes it in the carrier and is followed by
//!   `convert` to the narrow type and back (a rounding or wrap no simplifier removes);
//! * ops that only move, select or compare values (reshape, slice, gather, select, max, sort,
//!   …) need no rounding: their f32 results are already narrow values;
//! * `chlo.next_after` steps the narrow type's bit pattern (`next_after.rs`): the carrier's
//!   neighbour would round back to the operand;
//! * `convert` to a narrow type converts from the source directly (one rounding) and then
//!   widens; `bitcast_convert` narrows its operand first or widens its result; `check.*`
//!   ops compare the narrow values (an f16 `expect_close` allows f16 ulps);
//! * the combiner regions of reduce, reduce_window, scatter, select_and_scatter and sort
//!   accumulate in f32 and their results round once, as XLA does on the CPU: the order of a
//!   reduction is unspecified anyway, and a rounding per step would hide a plain `add` region
//!   from the kernels that recognise one;
//! * the entry keeps its narrow signature: parameters are widened on entry, results
//!   narrowed on return, so callers pass and get arrays of the narrow types.
//!
//! Linear in the program's size. Programs without narrow floats are left untouched.

use crate::array::{Array, Data};
use crate::func::{BlockId, Function, Module, OpId, ValueDef, ValueId};
use crate::op::{BinaryOp, Op, UnaryOp};
use crate::types::{DType, TensorType};
use std::borrow::Cow;
use std::collections::HashMap;

mod next_after;

/// Whether `d` is computed in another type (f16, bf16, the small floats and integers).
fn narrowed(d: DType) -> bool {
    d.carrier().is_some()
}

/// Whether the module computes on narrow values anywhere: some narrow value is neither a
/// parameter of the entry nor made by a conversion or a probe (what [`widen`] leaves).
pub fn needs_widening(m: &Module) -> bool {
    let entry = m.entry().map(|f| f.name.as_str());
    m.funcs.iter().any(|f| {
        let is_entry = entry == Some(f.name.as_str());
        let results_ok = is_entry || !f.result_types.iter().any(|t| narrowed(t.dtype));
        !results_ok
            || f.values.iter().any(|v| {
                narrowed(v.ty.dtype)
                    && match v.def {
                        ValueDef::BlockArg { block, .. } => !(is_entry && block == f.body),
                        ValueDef::OpResult { op, .. } => !matches!(
                            f.op(op).op,
                            Op::Convert | Op::BitcastConvert | Op::Probe { .. }
                        ),
                    }
            })
    })
}

/// `m` with its narrow arithmetic carried in the carriers (borrowed when there is none).
pub fn widened(m: &Module) -> Cow<'_, Module> {
    if needs_widening(m) {
        let mut w = m.clone();
        widen(&mut w);
        Cow::Owned(w)
    } else {
        Cow::Borrowed(m)
    }
}

/// Rewrites `m` in place so that only conversions see narrow values (see the module doc).
pub fn widen(m: &mut Module) {
    if !needs_widening(m) {
        return;
    }
    let entry = m.entry().map(|f| f.name.clone());
    for f in &mut m.funcs {
        let is_entry = entry.as_deref() == Some(f.name.as_str());
        widen_function(f, is_entry);
    }
}

/// The rewrite of one function, with what it must fix up once every block is rebuilt.
struct Widening {
    /// The narrow type each value had, by value index.
    narrow: Vec<Option<DType>>,
    /// Uses of the key are to read the value instead (the rounded or widened one).
    renames: HashMap<ValueId, ValueId>,
    /// Conversions whose operand must stay the original value after renaming.
    reads_original: Vec<(OpId, ValueId)>,
}

fn widen_function(f: &mut Function, is_entry: bool) {
    let narrow: Vec<Option<DType>> = f
        .values
        .iter()
        .map(|v| narrowed(v.ty.dtype).then_some(v.ty.dtype))
        .collect();
    for v in &mut f.values {
        if let Some(c) = v.ty.dtype.carrier() {
            v.ty.dtype = c;
        }
    }
    if !is_entry {
        for t in &mut f.result_types {
            if let Some(c) = t.dtype.carrier() {
                t.dtype = c;
            }
        }
    }
    let mut w = Widening {
        narrow,
        renames: HashMap::new(),
        reads_original: Vec::new(),
    };
    let body = f.body;
    let mut prologue = Vec::new();
    if is_entry {
        for p in f.params().to_vec() {
            if let Some(d) = w.narrow[p.index()] {
                f.values[p.index()].ty.dtype = d;
                let (op, wide) = detached_convert(f, body, p, carrier(d));
                w.renames.insert(p, wide);
                w.reads_original.push((op, p));
                prologue.push(op);
            }
        }
    }
    widen_block(f, body, true, &mut w, prologue);
    f.replace_uses_by(&w.renames);
    for (op, original) in w.reads_original {
        f.op_mut(op).operands[0] = original;
    }
    if is_entry {
        let mut ret = f.block(body).ret.clone();
        for (i, v) in ret.iter_mut().enumerate() {
            let want = f.result_types.get(i).map(|t| t.dtype);
            if let Some(d) = want.filter(|d| narrowed(*d)) {
                if f.ty(*v).dtype == carrier(d) {
                    let (op, narrowed) = detached_convert(f, body, *v, d);
                    f.block_mut(body).ops.push(op);
                    *v = narrowed;
                }
            }
        }
        f.set_return(body, ret);
    }
}

/// The type a narrow type computes in.
fn carrier(d: DType) -> DType {
    d.carrier().unwrap_or(d)
}

/// A `convert` of `x` to `dtype`, created outside any block's op list (the caller places it).
fn detached_convert(f: &mut Function, b: BlockId, x: ValueId, dtype: DType) -> (OpId, ValueId) {
    let ty = f.ty(x).with_dtype(dtype);
    detached(f, b, Op::Convert, vec![x], ty)
}

/// An op with one result of type `ty`, created outside any block's op list.
fn detached(
    f: &mut Function,
    b: BlockId,
    op: Op,
    operands: Vec<ValueId>,
    ty: TensorType,
) -> (OpId, ValueId) {
    let op = f.push_op(b, op, operands, vec![ty], Vec::new(), None);
    f.block_mut(b).ops.pop();
    (op, f.op(op).results[0])
}

/// A constant of type `ty` with every element `value`, and its op.
fn detached_splat(f: &mut Function, b: BlockId, ty: TensorType, value: i64) -> (OpId, ValueId) {
    let scalar = crate::array::Scalar::from_f64(ty.dtype, value as f64);
    detached(
        f,
        b,
        Op::Constant(Array::splat(&ty, scalar)),
        Vec::new(),
        ty,
    )
}

/// The bit-level integer ops that see a sub-byte value's bits above its width.
fn reads_high_bits(op: &Op) -> bool {
    matches!(
        op,
        Op::Binary(BinaryOp::ShiftRightLogical)
            | Op::Unary(UnaryOp::Popcnt)
            | Op::Unary(UnaryOp::CountLeadingZeros)
    )
}

/// Makes a bit-level op on a sub-byte integer read its (first) operand as the op sees bits:
/// masked to the width for the ops reading the high bits of a signed type (i4 −1 is 0xFF in
/// i8, and its logical shift or popcnt must see 0x0F), and sign-extended from the width for
/// the arithmetic shift of an unsigned one, which copies the type's top bit (ui4 8 is 0x08
/// in u8, and its arithmetic shift must see 0xF8).
fn fit_operand(f: &mut Function, b: BlockId, op: OpId, w: &Widening, out: &mut Vec<OpId>) {
    let Some(&x) = f.op(op).operands.first() else {
        return;
    };
    let Some(d) = w.narrow[x.index()].filter(|d| d.is_sub_byte_int()) else {
        return;
    };
    // In the carrier: an entry parameter keeps its narrow type until its uses are renamed.
    let ty = f.ty(x).with_dtype(carrier(d));
    let top = 1i64 << (d.bit_width() - 1);
    let fitted = if d.is_signed_int() && reads_high_bits(&f.op(op).op) {
        let (constant, mask) = detached_splat(f, b, ty.clone(), 2 * top - 1);
        let (and, masked) = detached(f, b, Op::Binary(BinaryOp::And), vec![x, mask], ty);
        out.extend([constant, and]);
        masked
    } else if !d.is_signed_int()
        && matches!(f.op(op).op, Op::Binary(BinaryOp::ShiftRightArithmetic))
    {
        // (x ^ top) − top, modulo the carrier's 2⁸.
        let (constant, top) = detached_splat(f, b, ty.clone(), top);
        let (xor, flipped) = detached(f, b, Op::Binary(BinaryOp::Xor), vec![x, top], ty.clone());
        let (sub, extended) =
            detached(f, b, Op::Binary(BinaryOp::Subtract), vec![flipped, top], ty);
        out.extend([constant, xor, sub]);
        extended
    } else {
        return;
    };
    f.op_mut(op).operands[0] = fitted;
}

/// For count-leading-zeros on a sub-byte integer: the result less the carrier's extra
/// leading bits (8 − width), with its ops; `None` for every other op.
fn clz_fixup(
    f: &mut Function,
    b: BlockId,
    op: OpId,
    r: ValueId,
    d: DType,
) -> Option<([OpId; 2], ValueId)> {
    if !d.is_sub_byte_int() || !matches!(f.op(op).op, Op::Unary(UnaryOp::CountLeadingZeros)) {
        return None;
    }
    let ty = f.ty(r).clone();
    let (constant, extra) = detached_splat(f, b, ty.clone(), 8 - d.bit_width() as i64);
    let (sub, v) = detached(f, b, Op::Binary(BinaryOp::Subtract), vec![r, extra], ty);
    Some(([constant, sub], v))
}

fn widen_block(f: &mut Function, b: BlockId, round: bool, w: &mut Widening, prologue: Vec<OpId>) {
    let ops = std::mem::take(&mut f.block_mut(b).ops);
    let mut out = prologue;
    out.reserve(ops.len());
    for op in ops {
        let inner_round = round && !accumulates(&f.op(op).op);
        for r in f.op(op).regions.clone() {
            widen_block(f, r, inner_round, w, Vec::new());
        }
        widen_attributes(&mut f.op_mut(op).op);
        let data = f.op(op);
        match data.op {
            Op::Convert => {
                out.push(op);
                narrow_then_widen(f, b, op, w, &mut out);
            }
            // A probe records the narrow value, which its checks compare with.
            Op::BitcastConvert | Op::Probe { .. } => {
                narrow_operands(f, b, op, w, &mut out);
                out.push(op);
                narrow_then_widen(f, b, op, w, &mut out);
            }
            // A check compares in the type the program wrote (an f16 `expect_close` allows
            // f16 ulps), so it sees the narrow values again.
            Op::Check(_) => {
                narrow_operands(f, b, op, w, &mut out);
                out.push(op);
            }
            Op::Binary(BinaryOp::NextAfter) if round && steps_pattern(f, op, w) => {
                let r = f.op(op).results[0];
                let (x, y) = (f.op(op).operands[0], f.op(op).operands[1]);
                // `steps_pattern` found the narrow type.
                let (wide, d) = (f.ty(r).clone(), w.narrow[r.index()].unwrap_or(DType::F16));
                let (ops, v) = next_after::expand(f, b, (x, y), &wide, d);
                out.extend(ops);
                w.renames.insert(r, v);
            }
            ref other if round && !is_exact(other, &result_narrow(f, op, w)) => {
                fit_operand(f, b, op, w, &mut out);
                out.push(op);
                for r in f.op(op).results.clone() {
                    let Some(d) = w.narrow[r.index()] else {
                        continue;
                    };
                    // The op's own result, or the clz fix-up reading it, gets rounded.
                    let src = match clz_fixup(f, b, op, r, d) {
                        Some((ops, v)) => {
                            out.extend(ops);
                            w.reads_original.push((ops[1], r));
                            v
                        }
                        None => r,
                    };
                    let (narrowing, narrowed) = detached_convert(f, b, src, d);
                    let (widening, wide) = detached_convert(f, b, narrowed, carrier(d));
                    out.extend([narrowing, widening]);
                    w.renames.insert(r, wide);
                    if src == r {
                        w.reads_original.push((narrowing, r));
                    }
                }
            }
            _ => out.push(op),
        }
    }
    f.block_mut(b).ops = out;
}

/// Whether `op` is a `next_after` whose narrow result steps its own bit pattern (see
/// `next_after`).
fn steps_pattern(f: &Function, op: OpId, w: &Widening) -> bool {
    let r = f.op(op).results[0];
    w.narrow[r.index()].is_some_and(|d| next_after::pattern_type(d).is_some())
}

/// The narrow types of an op's results (none when no result is narrow).
fn result_narrow(f: &Function, op: OpId, w: &Widening) -> Vec<DType> {
    let results = &f.op(op).results;
    results.iter().filter_map(|r| w.narrow[r.index()]).collect()
}

/// Makes `op` read its narrow operands as narrow values (an exact conversion: they hold
/// narrow values), through conversions placed before it.
fn narrow_operands(f: &mut Function, b: BlockId, op: OpId, w: &mut Widening, out: &mut Vec<OpId>) {
    for i in 0..f.op(op).operands.len() {
        let x = f.op(op).operands[i];
        if let Some(d) = w.narrow[x.index()] {
            let (narrowing, narrowed) = detached_convert(f, b, x, d);
            out.push(narrowing);
            f.op_mut(op).operands[i] = narrowed;
        }
    }
}

/// For an op whose (single) result had a narrow type: the op makes the narrow value itself
/// and a conversion after it widens it for its users.
fn narrow_then_widen(
    f: &mut Function,
    b: BlockId,
    op: OpId,
    w: &mut Widening,
    out: &mut Vec<OpId>,
) {
    let r = f.op(op).results[0];
    let Some(d) = w.narrow[r.index()] else {
        return;
    };
    f.values[r.index()].ty.dtype = d;
    let (widening, wide) = detached_convert(f, b, r, carrier(d));
    out.push(widening);
    w.renames.insert(r, wide);
    w.reads_original.push((widening, r));
}

/// Ops whose regions combine values into an accumulator (see the module doc).
fn accumulates(op: &Op) -> bool {
    matches!(
        op,
        Op::Reduce { .. }
            | Op::ReduceWindow(_)
            | Op::Scatter(_)
            | Op::SelectAndScatter(_)
            | Op::Sort { .. }
    )
}

/// Ops whose results are operand values (or exact functions of them, like |x| and ⌊x⌋), so
/// that narrow operands give narrow results without rounding; calls, loops and branches
/// round inside their bodies. For integers |x| and −x are not: i4 −(−8) wraps to −8.
fn is_exact(op: &Op, results: &[DType]) -> bool {
    use UnaryOp::*;
    let ints = results.iter().any(|d| d.is_integral());
    match op {
        Op::Unary(Abs | Negate) => !ints,
        Op::Unary(u) => matches!(
            u,
            Sign | Floor | Ceil | RoundNearestEven | RoundNearestAfz | Real | Imag
        ),
        Op::Binary(b) => matches!(b, BinaryOp::Maximum | BinaryOp::Minimum),
        Op::Constant(_)
        | Op::Select
        | Op::Clamp
        | Op::BroadcastInDim { .. }
        | Op::Reshape
        | Op::Transpose { .. }
        | Op::Slice { .. }
        | Op::DynamicSlice { .. }
        | Op::DynamicUpdateSlice
        | Op::Pad { .. }
        | Op::Concatenate { .. }
        | Op::Reverse { .. }
        | Op::Gather(_)
        | Op::Sort { .. }
        | Op::TopK { .. }
        | Op::OptimizationBarrier
        | Op::Call { .. }
        | Op::While
        | Op::Case
        | Op::If
        | Op::Fusion { .. } => true,
        _ => false,
    }
}

/// Narrow constants become carrier ones (exactly); a check's expected constant stays narrow,
/// as its operand does.
fn widen_attributes(op: &mut Op) {
    if let Op::Constant(a) = op {
        widen_array(a);
    }
}

fn widen_array(a: &mut Array) {
    let wide = match &a.data {
        Data::F16(v) => v.iter().map(|x| x.to_f32()).collect(),
        Data::BF16(v) => v.iter().map(|x| x.to_f32()).collect(),
        Data::Small(d, v) if d.is_minifloat() => v
            .iter()
            .map(|&c| crate::narrow::small_to_f64(*d, c) as f32)
            .collect(),
        Data::Small(d, v) => {
            let values: Vec<i64> = v.iter().map(|&c| crate::narrow::int_value(*d, c)).collect();
            if let Some(data) = Data::from_ints(carrier(*d), &values) {
                a.data = data;
            }
            return;
        }
        _ => return,
    };
    a.data = Data::F32(wide);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_module;
    use crate::verify::verify_module;

    const PROGRAM: &str = r#"
func.func @main(%x: tensor<4xf16>, %y: tensor<4xbf16>) -> (tensor<4xf16>, tensor<f16>, tensor<4xi16>) {
  %c = stablehlo.constant dense<1.5> : tensor<4xf16>
  %a = stablehlo.multiply %x, %c : tensor<4xf16>
  %n = stablehlo.negate %a : tensor<4xf16>
  %b = stablehlo.convert %y : (tensor<4xbf16>) -> tensor<4xf16>
  %s = stablehlo.add %n, %b : tensor<4xf16>
  %z = stablehlo.constant dense<0.0> : tensor<f16>
  %r = stablehlo.reduce(%s init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf16>, tensor<f16>) -> tensor<f16>
  %i = stablehlo.bitcast_convert %s : (tensor<4xf16>) -> tensor<4xi16>
  check.expect_close %s, %s : tensor<4xf16>, tensor<4xf16>
  return %s, %r, %i : tensor<4xf16>, tensor<f16>, tensor<4xi16>
}
"#;

    #[test]
    fn only_conversions_see_narrow_values_after_widening() {
        let mut m = parse_module(PROGRAM).expect("parses");
        assert!(needs_widening(&m));
        widen(&mut m);
        verify_module(&m).expect("the widened module verifies");
        assert!(!needs_widening(&m), "{m}");
        let f = m.entry().expect("an entry");
        let sig: Vec<String> = f.params().iter().map(|p| f.ty(*p).to_string()).collect();
        assert_eq!(sig, ["tensor<4xf16>", "tensor<4xbf16>"]);
        let results: Vec<String> = f.result_types.iter().map(|t| t.to_string()).collect();
        assert_eq!(results, ["tensor<4xf16>", "tensor<f16>", "tensor<4xi16>"]);
        // Conversions to f16: the rounding of multiply, convert's own, add's rounding, the
        // operands of bitcast_convert and of the check (two), the reduce's result (its body
        // stays f32), the returned %s and %r; none for the exact negate.
        let narrowing = |d: DType| {
            f.block(f.body)
                .ops
                .iter()
                .filter(|&&op| {
                    matches!(f.op(op).op, Op::Convert) && f.ty(f.op(op).results[0]).dtype == d
                })
                .count()
        };
        assert_eq!(narrowing(DType::F16), 9, "{m}");
        assert_eq!(narrowing(DType::BF16), 0, "{m}");
    }

    #[test]
    fn widening_is_idempotent_and_leaves_other_programs_alone() {
        let mut m = parse_module(PROGRAM).expect("parses");
        widen(&mut m);
        let once = m.to_string();
        widen(&mut m);
        assert_eq!(m.to_string(), once);
        let plain = PROGRAM
            .replace("bf16", "f32")
            .replace("f16", "f32")
            .replace("i16", "i32");
        let plain = parse_module(&plain).expect("parses");
        assert!(matches!(widened(&plain), Cow::Borrowed(_)));
    }
}
