//! Interpreter fallback snippets: one op (with its regions) copied into a module of its own,
//! whose `@main` takes the op's operands and the outer values its regions use, and returns
//! the op's results.

use super::lower::Lowerer;
use fresnel_ir::func::{BlockId, Function, Module, OpId, ValueId};
use fresnel_ir::{Diagnostic, Op};
use fresnel_runtime::cpu::{InterpSnippet, StepKind};
use std::collections::{HashMap, HashSet};

/// The snippet's entry.
pub const ENTRY: &str = "main";

/// The values `op` reads from outside itself, in first-use order: its operands, then values
/// defined outside its regions that the regions use.
pub fn inputs_of(f: &Function, op: OpId) -> Vec<ValueId> {
    let mut defined: HashSet<ValueId> = HashSet::new();
    let mut inputs: Vec<ValueId> = Vec::new();
    let push = |v: ValueId, inputs: &mut Vec<ValueId>| {
        if !inputs.contains(&v) {
            inputs.push(v);
        }
    };
    for &v in &f.op(op).operands {
        push(v, &mut inputs);
    }
    // Definitions inside the regions, then every use that is not one of them.
    let mut stack: Vec<BlockId> = f.op(op).regions.clone();
    let mut blocks = Vec::new();
    while let Some(b) = stack.pop() {
        blocks.push(b);
        defined.extend(f.block(b).args.iter().copied());
        for &o in &f.block(b).ops {
            defined.extend(f.op(o).results.iter().copied());
            stack.extend(f.op(o).regions.iter().copied());
        }
    }
    blocks.sort();
    for b in blocks {
        let uses = f
            .block(b)
            .ops
            .iter()
            .flat_map(|&o| f.op(o).operands.iter().copied())
            .chain(f.block(b).ret.iter().copied());
        for v in uses {
            if !defined.contains(&v) {
                push(v, &mut inputs);
            }
        }
    }
    inputs
}

/// The snippet module for `op` of `f` (a function of `m`), with parameters `inputs`
/// (from [`inputs_of`]). Functions `op` may call are copied along.
pub fn snippet_module(m: &Module, f: &Function, op: OpId, inputs: &[ValueId]) -> Module {
    let od = f.op(op);
    let params: Vec<_> = inputs.iter().map(|&v| f.ty(v).clone()).collect();
    let results: Vec<_> = od.results.iter().map(|&v| f.ty(v).clone()).collect();
    let mut g = Function::new(ENTRY, &params, results);
    g.public = true;
    g.loc = od.loc;
    let mut map: HashMap<ValueId, ValueId> =
        inputs.iter().copied().zip(g.params().to_vec()).collect();
    let body = g.body;
    let new_results = copy_op(f, op, &mut g, body, &mut map);
    g.set_return(body, new_results);
    let mut funcs = vec![g];
    if calls_anything(f, op) {
        funcs.extend(m.funcs.iter().filter(|h| h.name != ENTRY).cloned());
    }
    Module {
        name: None,
        funcs,
        warnings: Vec::new(),
    }
}

/// A snippet running all of `m` from its entry `entry`.
pub fn whole_module(m: &Module, entry: &str) -> Module {
    let mut m = m.clone();
    for f in &mut m.funcs {
        if f.name == entry {
            f.public = true;
        }
    }
    m
}

fn calls_anything(f: &Function, op: OpId) -> bool {
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        if matches!(f.op(o).op, Op::Call { .. }) {
            return true;
        }
        for &r in &f.op(o).regions {
            stack.extend(f.block(r).ops.iter().copied());
        }
    }
    false
}

/// Copies `op` (regions included) of `src` to the end of `block` of `dst`; `map` sends `src`
/// values to `dst` values and learns the copies. Returns the copy's results.
pub(super) fn copy_op(
    src: &Function,
    op: OpId,
    dst: &mut Function,
    block: BlockId,
    map: &mut HashMap<ValueId, ValueId>,
) -> Vec<ValueId> {
    let od = src.op(op);
    let operands: Vec<ValueId> = od.operands.iter().map(|v| lookup(map, *v)).collect();
    let mut regions = Vec::with_capacity(od.regions.len());
    for &r in &od.regions {
        let rb = src.block(r);
        let arg_types: Vec<_> = rb.args.iter().map(|&a| src.ty(a).clone()).collect();
        let nb = dst.new_block(&arg_types, None);
        for (&a, &na) in rb.args.iter().zip(&dst.block(nb).args.clone()) {
            map.insert(a, na);
        }
        for &inner in &rb.ops {
            copy_op(src, inner, dst, nb, map);
        }
        let ret: Vec<ValueId> = rb.ret.iter().map(|v| lookup(map, *v)).collect();
        dst.set_return(nb, ret);
        dst.set_return_loc(nb, rb.ret_loc);
        regions.push(nb);
    }
    let types: Vec<_> = od.results.iter().map(|&v| src.ty(v).clone()).collect();
    let id = dst.push_op(block, od.op.clone(), operands, types, regions, od.loc);
    let new_results = dst.op(id).results.clone();
    for (&r, &nr) in od.results.iter().zip(&new_results) {
        map.insert(r, nr);
    }
    new_results
}

/// `map[v]`; a value missing from the map cannot happen when `inputs` came from
/// [`inputs_of`] and the function is verified (dominance), but we return the value itself
/// rather than panic, and let the snippet's verifier or interpreter report it.
fn lookup(map: &HashMap<ValueId, ValueId>, v: ValueId) -> ValueId {
    map.get(&v).copied().unwrap_or(v)
}

impl<'m> Lowerer<'m> {
    /// Runs `op` through the interpreter on row-major copies of what it reads.
    pub(super) fn interp(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let inputs = inputs_of(self.f, op);
        let module = snippet_module(self.module, self.f, op, &inputs);
        if let Err(errors) = fresnel_ir::verify::verify_module(&module) {
            let first = errors.first().map(|d| d.to_string()).unwrap_or_default();
            return Err(self.err(
                op,
                format!("internal: the interpreter snippet does not verify: {first}"),
            ));
        }
        let bufs = self.buffers_of(&inputs)?;
        let outs = self.result_buffers(op);
        self.push_step(
            StepKind::Interp(InterpSnippet {
                module,
                entry: ENTRY.to_string(),
            }),
            bufs,
            outs,
        );
        Ok(())
    }
}
