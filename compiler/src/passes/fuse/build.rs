//! Writing a plan into the function: one `fresnel.fusion` op per group, whose body copies the
//! members (and the index maps and constants they read), takes every outer value as a block
//! argument and returns the group's exports; the top-level block is re-ordered topologically;
//! index maps and constants left without users are dropped.

use super::classify::{Class, Ctx};
use super::graph::{build_graph, resolve, topo_order, Node, Operand};
use super::plan::{GroupId, Plan, Role};
use crate::passes::util::use_counts;
use fresnel_ir::{BlockId, Diagnostic, Function, FusionKind, Loc, Op, OpId, ValueId};
use std::collections::{HashMap, HashSet};

/// A group, ready to be emitted without looking at the plan again.
pub struct Spec {
    kind: FusionKind,
    /// Members in emission order, each with how it gets its operands.
    members: Vec<(OpId, Vec<Operand>)>,
    /// Outer values read, in order of first use: the body's arguments.
    inputs: Vec<ValueId>,
    /// Values written to memory: the fusion's results.
    exports: Vec<ValueId>,
    loc: Option<Loc>,
}

/// One entry of the new top-level block.
pub enum Item {
    Op(OpId),
    Fusion(Spec),
}

/// The new top-level block for `plan`, in a valid order.
pub fn items(ctx: &Ctx, plan: &Plan) -> Result<Vec<Item>, String> {
    let graph = build_graph(ctx, plan)?;
    let order = topo_order(&graph).ok_or("the fusion groups depend on each other in a cycle")?;
    Ok(order
        .into_iter()
        .map(|n| match graph.nodes[n] {
            Node::Op(op) => Item::Op(op),
            Node::Group(g) => Item::Fusion(spec(ctx, plan, g)),
        })
        .collect())
}

/// The order a group's members are emitted in: prologue, root, then the rest (so that an fft
/// group's body reads as prologue, FFT, epilogue).
fn emission_rank(role: Role) -> u8 {
    match role {
        Role::Prologue => 0,
        Role::Root => 1,
        Role::Body | Role::Epilogue => 2,
    }
}

fn spec(ctx: &Ctx, plan: &Plan, g: GroupId) -> Spec {
    let group = &plan.groups[g];
    let mut ordered: Vec<OpId> = group.members.keys().copied().collect();
    ordered.sort_by_key(|&m| (emission_rank(group.members[&m]), ctx.position(m)));
    let mut inputs = Vec::new();
    let mut seen = HashSet::new();
    let members: Vec<(OpId, Vec<Operand>)> = ordered
        .iter()
        .map(|&m| {
            let operands: Vec<Operand> = (0..ctx.f.op(m).operands.len())
                .map(|i| resolve(ctx, plan, g, m, i))
                .collect();
            for v in operands.iter().filter_map(Operand::input) {
                if seen.insert(v) {
                    inputs.push(v);
                }
            }
            (m, operands)
        })
        .collect();
    let mut exported: Vec<OpId> = ordered
        .iter()
        .copied()
        .filter(|m| plan.home[m.index()] == Some(g))
        .collect();
    exported.sort_by_key(|&m| ctx.position(m));
    let last = ordered.iter().copied().max_by_key(|&m| ctx.position(m));
    Spec {
        kind: group.kind,
        members,
        inputs,
        exports: exported.into_iter().map(|m| ctx.result(m)).collect(),
        loc: last.and_then(|m| ctx.f.op(m).loc),
    }
}

/// Replaces the top-level block of `f` by `items`, emitting the fusions. `copies` are the
/// index maps and constants that were used before: those left unused are dropped.
pub fn apply(f: &mut Function, items: Vec<Item>, copies: &[OpId]) -> Result<(), Diagnostic> {
    let mut ops = Vec::with_capacity(items.len());
    let mut replaced = Vec::new();
    for item in items {
        match item {
            Item::Op(op) => ops.push(op),
            Item::Fusion(spec) => {
                let (fusion, pairs) = emit(f, &spec).map_err(|e| {
                    Diagnostic::new(format!("internal error in fusion: {e}"))
                        .in_func(&f.name)
                        .at(spec.loc)
                })?;
                ops.push(fusion);
                replaced.extend(pairs);
            }
        }
    }
    let body = f.body;
    f.set_block_ops(body, ops);
    f.replace_uses_by(&replaced.into_iter().collect());
    drop_unused_copies(f, copies);
    Ok(())
}

/// Appends the fusion op for `spec` to the function's body list (the caller re-orders it);
/// returns it and the (old value, fusion result) pairs to substitute.
fn emit(f: &mut Function, spec: &Spec) -> Result<(OpId, Vec<(ValueId, ValueId)>), String> {
    let arg_types: Vec<_> = spec.inputs.iter().map(|&v| f.ty(v).clone()).collect();
    let block = f.new_block(&arg_types, None);
    let outer: HashMap<ValueId, ValueId> = spec
        .inputs
        .iter()
        .copied()
        .zip(f.block(block).args.clone())
        .collect();
    let mut inner: HashMap<ValueId, ValueId> = HashMap::new();
    for (member, operands) in &spec.members {
        let mut new_operands = Vec::with_capacity(operands.len());
        for operand in operands {
            new_operands.push(operand_in_body(f, block, operand, &outer, &mut inner)?);
        }
        copy_op(f, block, *member, new_operands, &mut inner);
    }
    let rets = spec
        .exports
        .iter()
        .map(|v| {
            inner
                .get(v)
                .copied()
                .ok_or_else(|| format!("exported value {v} is not computed in the group"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    f.set_return(block, rets);
    let types = spec.exports.iter().map(|&v| f.ty(v).clone()).collect();
    let body = f.body;
    let fusion = f.push_op(
        body,
        Op::Fusion { kind: spec.kind },
        spec.inputs.clone(),
        types,
        vec![block],
        spec.loc,
    );
    let results = f.op(fusion).results.clone();
    Ok((fusion, spec.exports.iter().copied().zip(results).collect()))
}

/// The body value for one operand of a member, copying index maps and constants as needed.
fn operand_in_body(
    f: &mut Function,
    block: BlockId,
    operand: &Operand,
    outer: &HashMap<ValueId, ValueId>,
    inner: &mut HashMap<ValueId, ValueId>,
) -> Result<ValueId, String> {
    let lookup = |v: ValueId, inner: &HashMap<ValueId, ValueId>| {
        inner
            .get(&v)
            .or_else(|| outer.get(&v))
            .copied()
            .ok_or_else(|| format!("value {v} is not available in the fusion body"))
    };
    match operand {
        Operand::InGroup(v) | Operand::Input(v) => lookup(*v, inner),
        Operand::Copied { chain, .. } => {
            for &op in chain {
                if inner.contains_key(&f.op(op).results[0]) {
                    continue;
                }
                let operands = f
                    .op(op)
                    .operands
                    .iter()
                    .map(|&v| lookup(v, inner))
                    .collect::<Result<Vec<_>, _>>()?;
                copy_op(f, block, op, operands, inner);
            }
            let last = chain.last().ok_or("empty chain of copied ops")?;
            lookup(f.op(*last).results[0], inner)
        }
    }
}

/// Copies `op` (with its regions) into `block` with the given operands; records its results.
fn copy_op(
    f: &mut Function,
    block: BlockId,
    op: OpId,
    operands: Vec<ValueId>,
    inner: &mut HashMap<ValueId, ValueId>,
) {
    let data = f.op(op).clone();
    let mut region_map = HashMap::new();
    let regions = data
        .regions
        .iter()
        .map(|&r| copy_region(f, r, &mut region_map))
        .collect();
    let types = data.results.iter().map(|&v| f.ty(v).clone()).collect();
    let copy = f.push_op(block, data.op, operands, types, regions, data.loc);
    let results = f.op(copy).results.clone();
    inner.extend(data.results.iter().copied().zip(results));
}

/// A copy of region block `r` (reduce bodies: isolated, so only its own values are mapped).
fn copy_region(f: &mut Function, r: BlockId, map: &mut HashMap<ValueId, ValueId>) -> BlockId {
    let src = f.block(r).clone();
    let types: Vec<_> = src.args.iter().map(|&v| f.ty(v).clone()).collect();
    let copy = f.new_block(&types, None);
    map.extend(src.args.iter().copied().zip(f.block(copy).args.clone()));
    for &op in &src.ops {
        let data = f.op(op).clone();
        let operands = data
            .operands
            .iter()
            .map(|v| *map.get(v).unwrap_or(v))
            .collect();
        let regions = data
            .regions
            .iter()
            .map(|&inner| copy_region(f, inner, map))
            .collect();
        let types = data.results.iter().map(|&v| f.ty(v).clone()).collect();
        let id = f.push_op(copy, data.op, operands, types, regions, data.loc);
        let results = f.op(id).results.clone();
        map.extend(data.results.iter().copied().zip(results));
    }
    let ret = src.ret.iter().map(|v| *map.get(v).unwrap_or(v)).collect();
    f.set_return(copy, ret);
    f.set_return_loc(copy, src.ret_loc);
    copy
}

/// Removes, last to first, the given top-level ops once nothing uses them any more.
fn drop_unused_copies(f: &mut Function, copies: &[OpId]) {
    let copies: HashSet<OpId> = copies.iter().copied().collect();
    let mut uses = use_counts(f);
    let ops = f.block(f.body).ops.clone();
    let mut kept = Vec::with_capacity(ops.len());
    for &op in ops.iter().rev() {
        let data = f.op(op);
        if copies.contains(&op) && data.results.iter().all(|r| uses[r.index()] == 0) {
            for v in &data.operands {
                uses[v.index()] -= 1;
            }
        } else {
            kept.push(op);
        }
    }
    kept.reverse();
    let body = f.body;
    f.set_block_ops(body, kept);
}

/// Top-level index maps and copyable sources that something uses: fusion may copy them all
/// away, after which they go.
pub fn copyable_in_use(ctx: &Ctx) -> Vec<OpId> {
    ctx.body_ops
        .iter()
        .copied()
        .filter(|&op| matches!(ctx.class_of(op), Class::Map | Class::Source))
        .filter(|&op| !ctx.uses[ctx.result(op).index()].is_empty())
        .collect()
}
