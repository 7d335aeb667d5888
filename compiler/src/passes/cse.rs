//! Common-subexpression elimination: an op with the same attributes, operands and result
//! types as an earlier op of the same block or of an enclosing block is replaced by it.
//! Constants compare by value, bit for bit (so `0.0` and `-0.0` stay distinct, and equal
//! NaNs merge). Ops with effects or non-trivial regions are left alone.

use super::util::{on_each_function, reduce_kind, Renames};
use fresnel_ir::{Array, BlockId, Data, Diagnostic, Function, Module, Op, OpId};
use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::fmt::Write;
use std::hash::{Hash, Hasher};

pub fn cse(m: &mut Module) -> Result<bool, Diagnostic> {
    on_each_function(m, |f| Ok(cse_function(f)))
}

/// Available expressions, one table per enclosing block (innermost last), keyed by
/// [`key_of`]'s hash; [`same_op`] confirms a match.
type Scopes = Vec<HashMap<u64, Vec<OpId>>>;

pub fn cse_function(f: &mut Function) -> bool {
    let mut scopes = Scopes::new();
    let mut renames = Renames::default();
    let changed = visit_block(f, f.body, &mut scopes, &mut renames);
    renames.finish(f);
    changed
}

/// Recursion depth is bounded by the verifier's nesting rule.
fn visit_block(f: &mut Function, b: BlockId, scopes: &mut Scopes, renames: &mut Renames) -> bool {
    scopes.push(HashMap::new());
    let mut changed = false;
    let mut kept = Vec::new();
    for op in f.block(b).ops.clone() {
        renames.apply_to_op(f, op);
        for r in f.op(op).regions.clone() {
            changed |= visit_block(f, r, scopes, renames);
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
                for (&from, &to) in f.op(op).results.iter().zip(&f.op(e).results) {
                    renames.record(from, to);
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
    f.set_block_ops(b, kept);
    scopes.pop();
    changed
}

/// The hash of what two ops must share to merge (name, attributes, operands, result
/// types), or `None` for ops CSE must keep (effects, calls, control flow, reduces with
/// bodies other than a single recognised op). Computed without allocating: this runs on
/// every op of every round.
fn key_of(f: &Function, op: OpId) -> Option<u64> {
    let data = f.op(op);
    let mut h = DefaultHasher::new();
    match &data.op {
        Op::Check(_)
        | Op::Probe { .. }
        | Op::Call { .. }
        | Op::While
        | Op::Case
        | Op::If
        | Op::Fusion { .. } => return None,
        Op::Constant(a) => hash_array_bits(a, &mut h),
        Op::Reduce { dims } => (dims, reduce_kind(f, op)?).hash(&mut h),
        // Their regions are not compared: never merged.
        Op::Scatter(_) | Op::ReduceWindow(_) | Op::SelectAndScatter(_) => return None,
        // Debug text covers every attribute; written straight into the hasher.
        other => write!(HashWriter(&mut h), "{other:?}").expect("hashing cannot fail"),
    }
    std::mem::discriminant(&data.op).hash(&mut h);
    data.operands.hash(&mut h);
    for &r in &data.results {
        f.ty(r).hash(&mut h);
    }
    Some(h.finish())
}

struct HashWriter<'a>(&'a mut DefaultHasher);

impl std::fmt::Write for HashWriter<'_> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.0.write(s.as_bytes());
        Ok(())
    }
}

/// Full equality of two ops already known to share a key.
fn same_op(f: &Function, a: OpId, b: OpId) -> bool {
    let (da, db) = (f.op(a), f.op(b));
    let same_types = da.results.len() == db.results.len()
        && da
            .results
            .iter()
            .zip(&db.results)
            .all(|(&x, &y)| f.ty(x) == f.ty(y));
    if da.operands != db.operands || !same_types {
        return false;
    }
    match (&da.op, &db.op) {
        (Op::Constant(x), Op::Constant(y)) => same_bits(x, y),
        (Op::Reduce { dims: xd }, Op::Reduce { dims: yd }) => {
            xd == yd && reduce_kind(f, a).is_some() && reduce_kind(f, a) == reduce_kind(f, b)
        }
        (x, y) => x == y,
    }
}

/// Element bits, so that float constants hash by representation.
fn bit_words(a: &Array) -> Vec<u64> {
    match &a.data {
        Data::I1(v) => v.iter().map(|&x| x as u64).collect(),
        Data::I32(v) => v.iter().map(|&x| x as u32 as u64).collect(),
        Data::I64(v) => v.iter().map(|&x| x as u64).collect(),
        Data::I8(v) => v.iter().map(|&x| x as u8 as u64).collect(),
        Data::I16(v) => v.iter().map(|&x| x as u16 as u64).collect(),
        Data::U8(v) => v.iter().map(|&x| x as u64).collect(),
        Data::U16(v) => v.iter().map(|&x| x as u64).collect(),
        Data::U32(v) => v.iter().map(|&x| x as u64).collect(),
        Data::U64(v) => v.clone(),
        Data::F32(v) => v.iter().map(|x| x.to_bits() as u64).collect(),
        Data::F64(v) => v.iter().map(|x| x.to_bits()).collect(),
        Data::F16(v) => v.iter().map(|x| x.to_bits() as u64).collect(),
        Data::BF16(v) => v.iter().map(|x| x.to_bits() as u64).collect(),
        // The type is part of the key too (patterns of different small types differ).
        Data::Small(d, v) => std::iter::once(*d as u64 + (1 << 32))
            .chain(v.iter().map(|&x| x as u64))
            .collect(),
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

fn hash_array_bits(a: &Array, h: &mut DefaultHasher) {
    (a.dtype(), &a.shape, bit_words(a)).hash(h)
}

fn same_bits(x: &Array, y: &Array) -> bool {
    x.dtype() == y.dtype() && x.shape == y.shape && bit_words(x) == bit_words(y)
}
