//! What the fusion planner needs to know about a function's top-level block: the class of
//! every op, where every value is used, and which ops must keep their relative order.

use fresnel_ir::print::reduce_kind;
use fresnel_ir::{BinaryOp, Function, Op, OpId, UnaryOp, ValueDef, ValueId};
use std::collections::HashSet;

/// Largest non-splat constant (in elements) copied into fusion bodies; bigger ones are read
/// as inputs, so that the IR does not hold several copies of a large array.
pub const SMALL_CONSTANT: usize = 1024;

/// Most groups one cheap elementwise op is recomputed in before it is materialised instead.
pub const MAX_DUPLICATES: usize = 4;

/// How an op takes part in fusion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// Unary, binary, compare, select, clamp, convert: the members of loop groups.
    Elem,
    /// broadcast_in_dim, reshape, transpose: index maps, copied into every consumer group
    /// on top of the value they remap. A pad without interior padding and with a constant
    /// padding value too, but only as the last map of a chain: the kernels read a padded
    /// input in place, they do not remap a padded value again.
    Map,
    /// A constant small enough to copy (or a splat), or an iota: copied into consumer groups.
    Source,
    /// A reduce with one input and a recognised single-op body: the root of a reduce group.
    Reduce,
    /// An FFT: the root of an fft group.
    Fft,
    /// Everything else stays an op of its own.
    Other,
}

/// A use of a top-level value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Use {
    /// Operand `index` of the top-level op `op`.
    Operand { op: OpId, index: usize },
    /// Returned, or used inside a region of a top-level op: the value must exist in memory.
    Escapes,
}

/// Facts about one function's top-level block, indexed by op or value number.
pub struct Ctx<'a> {
    pub f: &'a Function,
    /// The top-level ops in program order.
    pub body_ops: Vec<OpId>,
    /// Program position of each top-level op.
    pub pos: Vec<Option<usize>>,
    pub class: Vec<Class>,
    /// Uses of each top-level value by top-level ops (regions folded into their op).
    pub uses: Vec<Vec<Use>>,
    /// For each top-level op: the top-level values it reads (operands, and values its
    /// regions capture).
    pub reads: Vec<Vec<ValueId>>,
    /// Top-level ops with an observable effect, whose order must be kept.
    pub effectful: Vec<bool>,
}

impl<'a> Ctx<'a> {
    pub fn new(f: &'a Function, effectful_funcs: &HashSet<String>) -> Ctx<'a> {
        let body_ops = f.block(f.body).ops.clone();
        let mut pos = vec![None; f.num_ops()];
        for (i, &op) in body_ops.iter().enumerate() {
            pos[op.index()] = Some(i);
        }
        let mut class = vec![Class::Other; f.num_ops()];
        let mut reads = vec![Vec::new(); f.num_ops()];
        let mut effectful = vec![false; f.num_ops()];
        let mut uses = vec![Vec::new(); f.num_values()];
        let is_top = |v: ValueId| match f.value(v).def {
            ValueDef::OpResult { op, .. } => pos[op.index()].is_some(),
            ValueDef::BlockArg { .. } => false,
        };
        for &op in &body_ops {
            class[op.index()] = classify(f, op);
            effectful[op.index()] = crate::passes::util::op_has_effect(f, op, effectful_funcs);
            let data = f.op(op);
            for (index, &v) in data.operands.iter().enumerate() {
                uses[v.index()].push(Use::Operand { op, index });
            }
            let mut captured = Vec::new();
            for &r in &data.regions {
                captured_values(f, r, &mut captured);
            }
            captured.retain(|&v| is_top(v));
            for &v in &captured {
                uses[v.index()].push(Use::Escapes);
            }
            let mut read: Vec<ValueId> = data.operands.clone();
            read.extend(captured);
            reads[op.index()] = read;
        }
        for &v in f.returns() {
            uses[v.index()].push(Use::Escapes);
        }
        Ctx {
            f,
            body_ops,
            pos,
            class,
            uses,
            reads,
            effectful,
        }
    }

    pub fn class_of(&self, op: OpId) -> Class {
        self.class[op.index()]
    }

    /// The top-level op defining `v`, if any.
    pub fn producer(&self, v: ValueId) -> Option<OpId> {
        let (op, _) = self.f.producer(v)?;
        self.pos[op.index()].is_some().then_some(op)
    }

    pub fn position(&self, op: OpId) -> usize {
        self.pos[op.index()].unwrap_or(usize::MAX)
    }

    /// Whether `op` is a constant (rather than an iota) among the sources: only constants are
    /// copied under an index map (the kernels remap inputs and constants, not computed values).
    pub fn is_constant(&self, op: OpId) -> bool {
        matches!(self.f.op(op).op, Op::Constant(_))
    }

    /// The one result of a fusible op (elementwise, reduce with one input, FFT).
    pub fn result(&self, op: OpId) -> ValueId {
        self.f.op(op).results[0]
    }
}

/// Every value used inside the block `b` (operands and terminators, nested regions too).
fn captured_values(f: &Function, b: fresnel_ir::BlockId, out: &mut Vec<ValueId>) {
    let block = f.block(b);
    out.extend(block.ret.iter().copied());
    for &op in &block.ops {
        let data = f.op(op);
        out.extend(data.operands.iter().copied());
        for &r in &data.regions {
            captured_values(f, r, out);
        }
    }
}

fn classify(f: &Function, op: OpId) -> Class {
    let data = f.op(op);
    if data.results.len() != 1 {
        return Class::Other;
    }
    match &data.op {
        Op::Unary(_)
        | Op::Binary(_)
        | Op::Compare { .. }
        | Op::Select
        | Op::Clamp
        | Op::Convert => Class::Elem,
        Op::BroadcastInDim { .. } | Op::Reshape | Op::Transpose { .. } => Class::Map,
        Op::Pad { interior, .. } if readable_pad(f, interior, data.operands[1]) => Class::Map,
        Op::Constant(a) if a.len() <= SMALL_CONSTANT || a.splat_value().is_some() => Class::Source,
        Op::Iota { .. } => Class::Source,
        Op::Reduce { .. } if reduce_kind(f, op).is_some() => Class::Reduce,
        Op::Fft { .. } => Class::Fft,
        _ => Class::Other,
    }
}

/// Whether a pad can be read in place by the kernels: no interior padding, and a padding
/// value that is a constant (copied into the group with it).
fn readable_pad(f: &Function, interior: &[i64], fill: ValueId) -> bool {
    interior.iter().all(|&i| i == 0)
        && f.producer(fill)
            .is_some_and(|(op, _)| matches!(f.op(op).op, Op::Constant(_)))
}

/// Whether `op` is a pad (of the kind classified as an index map).
pub fn is_pad(f: &Function, op: OpId) -> bool {
    matches!(f.op(op).op, Op::Pad { .. })
}

/// Whether recomputing `op` in several groups costs less than writing its result to memory
/// and reading it back: arithmetic, comparisons, conversions, square roots and magnitudes are;
/// transcendental functions and powers are not.
pub fn is_cheap(op: &Op) -> bool {
    match op {
        Op::Unary(u) => !matches!(
            u,
            UnaryOp::Exponential
                | UnaryOp::ExponentialMinusOne
                | UnaryOp::Log
                | UnaryOp::LogPlusOne
                | UnaryOp::Sine
                | UnaryOp::Cosine
                | UnaryOp::Tan
                | UnaryOp::Tanh
                | UnaryOp::Logistic
                | UnaryOp::Cbrt
                | UnaryOp::Erf
                | UnaryOp::Erfc
                | UnaryOp::ErfInv
                | UnaryOp::Lgamma
                | UnaryOp::Digamma
                | UnaryOp::BesselI1e
                | UnaryOp::Asin
                | UnaryOp::Acos
                | UnaryOp::Atan
                | UnaryOp::Asinh
                | UnaryOp::Acosh
                | UnaryOp::Atanh
                | UnaryOp::Sinh
                | UnaryOp::Cosh
        ),
        Op::Binary(b) => !matches!(b, BinaryOp::Power | BinaryOp::Atan2 | BinaryOp::Remainder),
        _ => true,
    }
}
