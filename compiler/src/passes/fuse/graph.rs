//! The program as it would run under a plan: one node per fusion group and per op left on
//! its own, an edge wherever a node reads what another produces. A plan is legal when this
//! graph is acyclic; its topological order is the order the fused ops are emitted in.

use super::classify::{is_pad, Class, Ctx};
use super::plan::{GroupId, Plan};
use fresnel_ir::{OpId, ValueId};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// How a group member gets one of its operands.
#[derive(Clone, Debug, PartialEq)]
pub enum Operand {
    /// Computed by another member of the group.
    InGroup(ValueId),
    /// Read from memory: the value becomes an input (block argument) of the group.
    Input(ValueId),
    /// Copied into the group: `chain` (producers first) are index maps, ending at either an
    /// input `root` or, when `root` is `None`, at a constant or iota that is copied too.
    Copied {
        root: Option<ValueId>,
        chain: Vec<OpId>,
    },
}

impl Operand {
    /// The outer value the group reads for this operand, if any.
    pub fn input(&self) -> Option<ValueId> {
        match self {
            Operand::InGroup(_) => None,
            Operand::Input(v) => Some(*v),
            Operand::Copied { root, .. } => *root,
        }
    }
}

/// How member `member` of group `g` gets its operand `index`. Index maps and small constants
/// are copied (the kernels read inputs through index maps); the roots of reduce and fft
/// groups read their data operand as it is, unless a member computes it.
pub fn resolve(ctx: &Ctx, plan: &Plan, g: GroupId, member: OpId, index: usize) -> Operand {
    let v = ctx.f.op(member).operands[index];
    let Some(p) = ctx.producer(v) else {
        return Operand::Input(v);
    };
    if plan.role(g, p).is_some() {
        return Operand::InGroup(v);
    }
    let copied_constant = ctx.class_of(p) == Class::Source && ctx.is_constant(p);
    match ctx.class_of(member) {
        // An FFT reads its operand as it is (the kernels transform transposed layouts in
        // place), except a pad, which the fused kernel reads in place.
        Class::Fft if ctx.class_of(p) == Class::Map && is_pad(ctx.f, p) => {
            return map_chain(ctx, p)
        }
        Class::Fft => return Operand::Input(v),
        // The init value: a constant is copied, anything else read.
        Class::Reduce if index > 0 && !copied_constant => return Operand::Input(v),
        Class::Reduce if index > 0 => {
            return Operand::Copied {
                root: None,
                chain: vec![p],
            }
        }
        _ => {}
    }
    match ctx.class_of(p) {
        Class::Source => Operand::Copied {
            root: None,
            chain: vec![p],
        },
        Class::Map => map_chain(ctx, p),
        _ => Operand::Input(v),
    }
}

/// The index maps ending at `last`, back to the value they remap (or a constant). A pad
/// ends a chain only as its last map (with its padding value copied before it); a pad further
/// up is read as a value of its own.
fn map_chain(ctx: &Ctx, last: OpId) -> Operand {
    let mut chain = vec![last];
    let mut cur = ctx.f.op(last).operands[0];
    if is_pad(ctx.f, last) {
        if let Some(fill) = ctx.producer(ctx.f.op(last).operands[1]) {
            chain.push(fill);
        }
    }
    loop {
        match ctx.producer(cur) {
            Some(q) if ctx.class_of(q) == Class::Map && !is_pad(ctx.f, q) => {
                chain.push(q);
                cur = ctx.f.op(q).operands[0];
            }
            Some(q) if ctx.class_of(q) == Class::Source && ctx.is_constant(q) => {
                chain.push(q);
                chain.reverse();
                return Operand::Copied { root: None, chain };
            }
            _ => {
                chain.reverse();
                return Operand::Copied {
                    root: Some(cur),
                    chain,
                };
            }
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Node {
    Group(GroupId),
    Op(OpId),
}

pub struct Graph {
    pub nodes: Vec<Node>,
    /// Nodes each node reads from (may repeat).
    pub preds: Vec<Vec<usize>>,
    /// Where the node sits in the original program (a group: its last member), so that the
    /// emitted order stays close to the original.
    pub key: Vec<usize>,
}

/// The graph of `plan`. An error means the plan is inconsistent: some group or op reads a
/// value that is computed only inside groups and exported by none.
pub fn build_graph(ctx: &Ctx, plan: &Plan) -> Result<Graph, String> {
    let mut nodes = Vec::new();
    let mut key = Vec::new();
    let mut group_node = vec![None; plan.groups.len()];
    let mut op_node = vec![None; ctx.f.num_ops()];
    for (g, group) in plan.groups.iter().enumerate().filter(|(_, gr)| gr.live) {
        group_node[g] = Some(nodes.len());
        nodes.push(Node::Group(g));
        key.push(
            group
                .members
                .keys()
                .map(|&m| ctx.position(m))
                .max()
                .unwrap_or(0),
        );
    }
    for &op in &ctx.body_ops {
        if plan.groups_of[op.index()].is_empty() {
            op_node[op.index()] = Some(nodes.len());
            nodes.push(Node::Op(op));
            key.push(ctx.position(op));
        }
    }
    let provider = |v: ValueId| -> Result<Option<usize>, String> {
        let Some(p) = ctx.producer(v) else {
            return Ok(None);
        };
        if plan.groups_of[p.index()].is_empty() {
            return Ok(op_node[p.index()]);
        }
        match plan.home[p.index()].and_then(|h| group_node[h]) {
            Some(n) => Ok(Some(n)),
            None => Err(format!(
                "the result of {} ({}) is read outside the groups computing it, and no group \
                 exports it",
                ctx.f.op(p).op.name(),
                p
            )),
        }
    };
    let mut preds = vec![Vec::new(); nodes.len()];
    let mut last_effect: Option<usize> = None;
    for (n, node) in nodes.iter().enumerate() {
        match *node {
            Node::Group(g) => {
                for &member in plan.groups[g].members.keys() {
                    for index in 0..ctx.f.op(member).operands.len() {
                        let operand = resolve(ctx, plan, g, member, index);
                        if let Some(v) = operand.input() {
                            preds[n].extend(provider(v)?);
                        }
                    }
                }
            }
            Node::Op(op) => {
                for &v in &ctx.reads[op.index()] {
                    preds[n].extend(provider(v)?);
                }
                if ctx.effectful[op.index()] {
                    preds[n].extend(last_effect);
                    last_effect = Some(n);
                }
            }
        }
    }
    Ok(Graph { nodes, preds, key })
}

/// A topological order (each node after the nodes it reads), earliest original position
/// first among the ready nodes; `None` if the graph has a cycle.
pub fn topo_order(g: &Graph) -> Option<Vec<usize>> {
    let n = g.nodes.len();
    let mut succs = vec![Vec::new(); n];
    let mut waiting = vec![0usize; n];
    for (node, preds) in g.preds.iter().enumerate() {
        for &p in preds {
            succs[p].push(node);
            waiting[node] += 1;
        }
    }
    let mut ready: BinaryHeap<Reverse<(usize, usize)>> = (0..n)
        .filter(|&i| waiting[i] == 0)
        .map(|i| Reverse((g.key[i], i)))
        .collect();
    let mut order = Vec::with_capacity(n);
    while let Some(Reverse((_, node))) = ready.pop() {
        order.push(node);
        for &s in &succs[node] {
            waiting[s] -= 1;
            if waiting[s] == 0 {
                ready.push(Reverse((g.key[s], s)));
            }
        }
    }
    (order.len() == n).then_some(order)
}

/// Whether `plan` can be emitted: consistent and free of cycles.
pub fn is_legal(ctx: &Ctx, plan: &Plan) -> bool {
    build_graph(ctx, plan).is_ok_and(|g| topo_order(&g).is_some())
}
