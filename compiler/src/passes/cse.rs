//! Common-subexpression elimination: an op with the same attributes, operands and result
//! types as an earlier op of the same block or of an enclosing block is replaced by it.
//! Constants compare by value, bit for bit (so `0.0` and `-0.0` stay distinct, and equal
//! NaNs merge). Ops with effects or non-trivial regions are left alone.

use super::util::{on_each_function, reduce_kind};
use fresnel_ir::{
    Array, BlockId, Data, Diagnostic, Function, Module, Op, OpId, TensorType, ValueId,
};
use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};

pub fn cse(m: &mut Module) -> Result<bool, Diagnostic> {
    on_each_function(m, |f| Ok(cse_function(f)))
}

/// What two ops must share to be candidates; full equality is checked by [`same_op`].
#[derive(PartialEq, Eq, Hash)]
struct Key {
    name: String,
    attrs: u64,
    operands: Vec<ValueId>,
    result_types: Vec<TensorType>,
}

/// Available expressions, one table per enclosing block (innermost last).
type Scopes = Vec<HashMap<Key, Vec<OpId>>>;

pub fn cse_function(f: &mut Function) -> bool {
    let mut scopes = Scopes::new();
    visit_block(f, f.body, &mut scopes)
}

fn visit_block(f: &mut Function, b: BlockId, scopes: &mut Scopes) -> bool {
    scopes.push(HashMap::new());
    let mut changed = false;
    let mut kept = Vec::new();
    for op in f.block(b).ops.clone() {
        for r in f.op(op).regions.clone() {
            changed |= visit_block(f, r, scopes);
        }
        let Some(key) = key_of(f, op) else {
            kept.push(op);
            continue;
        };
        let earlier = scopes
            .iter()
            .rev()
            .flat_map(|scope| scope.get(&key).into_iter().flatten())
            .copied()
            .find(|&e| same_op(f, e, op));
        match earlier {
            Some(e) => {
                // Same op on the same operands: the earlier results dominate every use here.
                for (from, to) in f
                    .op(op)
                    .results
                    .clone()
                    .into_iter()
                    .zip(f.op(e).results.clone())
                {
                    f.replace_uses(from, to);
                }
                changed = true;
            }
            None => {
                let scope = scopes.last_mut().expect("pushed above");
                scope.entry(key).or_default().push(op);
                kept.push(op);
            }
        }
    }
    f.block_mut(b).ops = kept;
    scopes.pop();
    changed
}

/// The key of an op CSE may merge, or `None` for ops it must keep (effects, calls, control
/// flow, reduces with bodies other than a single recognised op).
fn key_of(f: &Function, op: OpId) -> Option<Key> {
    let data = f.op(op);
    let attrs = match &data.op {
        Op::Check(_) | Op::Call { .. } | Op::While | Op::Case | Op::If | Op::Fusion { .. } => {
            return None
        }
        Op::Constant(a) => hash_array_bits(a),
        Op::Reduce { dims } => {
            let kind = reduce_kind(f, op)?;
            hash_of(&(dims, kind))
        }
        other => hash_of(&format!("{other:?}")),
    };
    Some(Key {
        name: data.op.name(),
        attrs,
        operands: data.operands.clone(),
        result_types: data.results.iter().map(|&r| f.ty(r).clone()).collect(),
    })
}

/// Full equality of two ops already known to share a key.
fn same_op(f: &Function, a: OpId, b: OpId) -> bool {
    match (&f.op(a).op, &f.op(b).op) {
        (Op::Constant(x), Op::Constant(y)) => same_bits(x, y),
        (Op::Reduce { dims: da }, Op::Reduce { dims: db }) => {
            da == db && reduce_kind(f, a).is_some() && reduce_kind(f, a) == reduce_kind(f, b)
        }
        (x, y) => x == y,
    }
}

fn hash_of(x: &impl Hash) -> u64 {
    let mut h = DefaultHasher::new();
    x.hash(&mut h);
    h.finish()
}

/// Element bits, so that float constants hash by representation.
fn bit_words(a: &Array) -> Vec<u64> {
    match &a.data {
        Data::I1(v) => v.iter().map(|&x| x as u64).collect(),
        Data::I32(v) => v.iter().map(|&x| x as u32 as u64).collect(),
        Data::I64(v) => v.iter().map(|&x| x as u64).collect(),
        Data::F32(v) => v.iter().map(|x| x.to_bits() as u64).collect(),
        Data::F64(v) => v.iter().map(|x| x.to_bits()).collect(),
        Data::C64(v) => v
            .iter()
            .flat_map(|z| [z.re.to_bits() as u64, z.im.to_bits() as u64])
            .collect(),
        Data::C128(v) => v
            .iter()
            .flat_map(|z| [z.re.to_bits(), z.im.to_bits()])
            .collect(),
    }
}

fn hash_array_bits(a: &Array) -> u64 {
    hash_of(&(a.dtype(), &a.shape, bit_words(a)))
}

fn same_bits(x: &Array, y: &Array) -> bool {
    x.dtype() == y.dtype() && x.shape == y.shape && bit_words(x) == bit_words(y)
}
