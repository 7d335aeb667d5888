//! Small helpers shared by the rewrite passes: inserting ops at a position, looking through
//! producers for constants, use counts, side effects and module-wide drivers.

use fresnel_ir::{
    Array, BlockId, Diagnostic, Function, Module, Op, OpId, ReduceKind, Scalar, TensorType, ValueId,
};
use std::collections::{HashMap, HashSet};

/// Largest constant (in elements) a rewrite may materialise from a splat. The IR stores
/// constants densely, so an unbounded splat could allocate gigabytes; above this size the
/// broadcast is kept instead.
pub const SPLAT_LIMIT: usize = 1 << 20;

/// Inserts new ops into `block` just before position `pos`, advancing past each one so that
/// ops built in sequence stay in order and all precede the op being rewritten. The drivers
/// rebuild a block's op list as they go and put the cursor at its end, so inserting is a
/// push, not a shift of the rest of the block.
pub struct Cursor {
    pub block: BlockId,
    pub pos: usize,
}

impl Cursor {
    /// Moves the op just appended at the end of the block to the cursor.
    fn settle(&mut self, f: &mut Function) {
        f.move_last_op_to(self.block, self.pos);
        self.pos += 1;
    }

    /// Builds an op whose result types follow from its operands.
    pub fn build(
        &mut self,
        f: &mut Function,
        op: Op,
        operands: Vec<ValueId>,
    ) -> Result<ValueId, String> {
        let results = f.build(self.block, op, operands)?;
        self.settle(f);
        match results.as_slice() {
            [one] => Ok(*one),
            _ => Err(format!("expected one result, built {}", results.len())),
        }
    }

    /// Builds an op with a declared result type (reshape, convert, broadcast_in_dim, …).
    pub fn build_typed(
        &mut self,
        f: &mut Function,
        op: Op,
        operands: Vec<ValueId>,
        ty: TensorType,
    ) -> Result<ValueId, String> {
        let v = f.build_typed(self.block, op, operands, ty)?;
        self.settle(f);
        Ok(v)
    }

    pub fn constant(&mut self, f: &mut Function, a: Array) -> ValueId {
        let ty = a.ty();
        let v = f.append(self.block, Op::Constant(a), Vec::new(), vec![ty])[0];
        self.settle(f);
        v
    }
}

/// The array of a `constant` op defining `v`.
pub fn constant_of(f: &Function, v: ValueId) -> Option<&Array> {
    let (op, _) = f.producer(v)?;
    match &f.op(op).op {
        Op::Constant(a) => Some(a),
        _ => None,
    }
}

/// The single element of `v` when every element is known to be the same: a splat constant,
/// possibly behind broadcasts and reshapes (which only repeat or rearrange elements).
pub fn splat_of(f: &Function, v: ValueId) -> Option<Scalar> {
    let (op, _) = f.producer(v)?;
    let data = f.op(op);
    match &data.op {
        Op::Constant(a) => a.splat_value(),
        Op::BroadcastInDim { .. } | Op::Reshape => splat_of(f, data.operands[0]),
        _ => None,
    }
}

/// Builds the scalar `re + i·im` in `dtype` (integers truncate, bool is `re != 0`).
pub fn scalar_from_c128(dtype: fresnel_ir::DType, z: num_complex::Complex64) -> Scalar {
    match Scalar::from_f64(dtype, z.re) {
        Scalar::C64(_) => Scalar::C64(num_complex::Complex32::new(z.re as f32, z.im as f32)),
        Scalar::C128(_) => Scalar::C128(z),
        real => real,
    }
}

pub fn is_one(s: Scalar) -> bool {
    s.to_c128() == num_complex::Complex64::new(1.0, 0.0)
}

/// True for +0 and −0 (and `false`, and complex zero).
pub fn is_zero(s: Scalar) -> bool {
    s.to_c128() == num_complex::Complex64::new(0.0, 0.0)
}

/// The kind of a reduce whose body is a single `stablehlo.<kind>` of its two arguments
/// (in either order), as JAX's `applies stablehlo.add` form spells it.
pub fn reduce_kind(f: &Function, op: OpId) -> Option<ReduceKind> {
    let data = f.op(op);
    let (Op::Reduce { .. }, [body]) = (&data.op, data.regions.as_slice()) else {
        return None;
    };
    let block = f.block(*body);
    let ([acc, elem], [inner]) = (block.args.as_slice(), block.ops.as_slice()) else {
        return None;
    };
    let inner = f.op(*inner);
    let Op::Binary(b) = inner.op else {
        return None;
    };
    let args_ok = inner.operands == [*acc, *elem] || inner.operands == [*elem, *acc];
    if !args_ok || block.ret != inner.results {
        return None;
    }
    ReduceKind::from_binary(b)
}

/// Number of uses of every value (operands of ops reachable from the body, and terminators).
pub fn use_counts(f: &Function) -> Vec<usize> {
    let mut counts = vec![0; f.num_values()];
    for_each_block(f, |b| {
        let block = f.block(b);
        for &op in &block.ops {
            for &v in &f.op(op).operands {
                counts[v.index()] += 1;
            }
        }
        for &v in &block.ret {
            counts[v.index()] += 1;
        }
    });
    counts
}

/// Calls `visit` on the body and every region block reachable from it, parents first.
pub fn for_each_block(f: &Function, mut visit: impl FnMut(BlockId)) {
    let mut stack = vec![f.body];
    while let Some(b) = stack.pop() {
        visit(b);
        for &op in f.block(b).ops.iter().rev() {
            stack.extend(f.op(op).regions.iter().rev());
        }
    }
}

/// Every block reachable from the body, parents before their regions.
pub fn blocks(f: &Function) -> Vec<BlockId> {
    let mut out = Vec::new();
    for_each_block(f, |b| out.push(b));
    out
}

/// Names of functions whose execution has an observable effect: they contain a `check`
/// (directly, in a region, or through a call). Everything else is pure.
pub fn effectful_functions(m: &Module) -> HashSet<String> {
    let mut effectful = HashSet::new();
    loop {
        let before = effectful.len();
        for f in &m.funcs {
            if !effectful.contains(&f.name)
                && f.walk().iter().any(|&op| op_has_effect(f, op, &effectful))
            {
                effectful.insert(f.name.clone());
            }
        }
        if effectful.len() == before {
            return effectful;
        }
    }
}

/// Whether running `op` does more than compute its results: it is a check, calls an
/// effectful function, or holds such an op in a region.
pub fn op_has_effect(f: &Function, op: OpId, effectful: &HashSet<String>) -> bool {
    let data = f.op(op);
    match &data.op {
        Op::Check(_) | Op::Probe { .. } | Op::RunParallel { .. } => true,
        Op::Call { callee } if effectful.contains(callee) => true,
        _ => data.regions.iter().any(|&r| {
            f.block(r)
                .ops
                .iter()
                .any(|&inner| op_has_effect(f, inner, effectful))
        }),
    }
}

/// A located error about `op` in `f`.
pub fn op_error(f: &Function, op: OpId, message: impl Into<String>) -> Diagnostic {
    let data = f.op(op);
    Diagnostic::new(message)
        .in_func(&f.name)
        .on_op(data.op.name())
        .at(data.loc)
}

/// Runs a per-function rewrite on every function; reports whether any changed.
pub fn on_each_function(
    m: &mut Module,
    mut pass: impl FnMut(&mut Function) -> Result<bool, Diagnostic>,
) -> Result<bool, Diagnostic> {
    let mut changed = false;
    for f in &mut m.funcs {
        changed |= pass(f)?;
    }
    Ok(changed)
}

/// Value replacements a pass records as it walks ops in program order. Replacing each value
/// with a sweep of the whole function made passes quadratic; here a replacement costs O(1):
/// the walk renames each op's operands just before looking at it ([`Renames::apply_to_op`]),
/// which sees every replacement recorded so far because definitions precede uses, and
/// [`Renames::finish`] renames what is left (terminators) in one sweep.
#[derive(Default)]
pub struct Renames(HashMap<ValueId, ValueId>);

impl Renames {
    pub fn record(&mut self, from: ValueId, to: ValueId) {
        let to = self.resolve(to);
        self.0.insert(from, to);
    }

    pub fn resolve(&self, mut v: ValueId) -> ValueId {
        while let Some(&to) = self.0.get(&v) {
            v = to;
        }
        v
    }

    pub fn apply_to_op(&self, f: &mut Function, op: OpId) {
        if self.0.is_empty() {
            return;
        }
        f.rename_operands(op, |v| self.resolve(v));
    }

    pub fn finish(self, f: &mut Function) {
        let resolved: HashMap<ValueId, ValueId> =
            self.0.keys().map(|&v| (v, self.resolve(v))).collect();
        f.replace_uses_by(&resolved);
    }
}

/// Records the replacement of the single result of `op` by `to`, after checking the types
/// agree (a rewrite that changed a type would be a bug in the rule, reported, not propagated).
pub fn replace_result(
    f: &mut Function,
    op: OpId,
    to: ValueId,
    rule: &str,
    renames: &mut Renames,
) -> Result<(), Diagnostic> {
    let from = f.op(op).results[0];
    if f.ty(from) != f.ty(to) {
        return Err(op_error(
            f,
            op,
            format!(
                "internal error: rewrite `{rule}` changes type {} to {}",
                f.ty(from),
                f.ty(to)
            ),
        ));
    }
    renames.record(from, to);
    Ok(())
}

/// The reduction of a body that is exactly `return op(acc, x)` on scalars of `dtype`.
pub fn window_body_kind(
    f: &Function,
    body: BlockId,
    dtype: fresnel_ir::DType,
) -> Option<ReduceKind> {
    let block = f.get_block(body)?;
    let ([a, b], [inner]) = (block.args.as_slice(), block.ops.as_slice()) else {
        return None;
    };
    let inner = f.get_op(*inner)?;
    let Op::Binary(bin) = inner.op else {
        return None;
    };
    let kind = ReduceKind::from_binary(bin)?;
    let scalar = |v: &ValueId| f.ty(*v).rank() == 0 && f.ty(*v).dtype == dtype;
    let ok = inner.operands == [*a, *b]
        && inner.regions.is_empty()
        && block.ret == inner.results
        && scalar(a)
        && scalar(b);
    ok.then_some(kind)
}
