//! Lowering control flow to steps with nested programs: each region of a `while`, `case` or
//! `if` becomes a function of its own — its block arguments, then the values the op's regions
//! capture from the enclosing function, passed explicitly — which goes through the same
//! pipeline (simplification, fusion) and lowering as an entry function, once, at compile
//! time. A `call` that inlining left in place lowers its callee the same way. The executors
//! then run the nested programs natively: no interpreter, no recompilation per iteration.

use super::lower::{lower_function_with, Lowerer};
use super::snippet::{copy_op, ENTRY};
use crate::pipeline::run_compile;
use fresnel_ir::func::{BlockId, Function, Module, OpId, ValueId};
use fresnel_ir::{Diagnostic, Op};
use fresnel_runtime::cpu::{CpuProgram, StepKind, WhileLoop};
use std::collections::{HashMap, HashSet};

/// Captured constants up to this many elements are copied into the regions' functions, where
/// the simplifier can fold them; larger ones are passed like any other captured value rather
/// than duplicated.
const COPIED_CONSTANT_ELEMENTS: usize = 4096;

/// The values `op`'s regions use but do not define, in first-use order.
fn captured_values(f: &Function, op: OpId) -> Vec<ValueId> {
    let mut defined: HashSet<ValueId> = HashSet::new();
    let mut blocks = Vec::new();
    let mut stack: Vec<BlockId> = f.op(op).regions.clone();
    while let Some(b) = stack.pop() {
        blocks.push(b);
        defined.extend(f.block(b).args.iter().copied());
        for &o in &f.block(b).ops {
            defined.extend(f.op(o).results.iter().copied());
            stack.extend(f.op(o).regions.iter().copied());
        }
    }
    blocks.sort();
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for b in blocks {
        let block = f.block(b);
        let uses = block
            .ops
            .iter()
            .flat_map(|&o| f.op(o).operands.iter().copied())
            .chain(block.ret.iter().copied());
        for v in uses {
            if !defined.contains(&v) && seen.insert(v) {
                out.push(v);
            }
        }
    }
    out
}

/// Whether anything in `block` (at any depth) is a call.
fn calls_anything(f: &Function, block: BlockId) -> bool {
    let mut stack = vec![block];
    while let Some(b) = stack.pop() {
        for &o in &f.block(b).ops {
            if matches!(f.op(o).op, Op::Call { .. }) {
                return true;
            }
            stack.extend(f.op(o).regions.iter().copied());
        }
    }
    false
}

/// What an op's regions capture: the values passed to every region program, and the small
/// constants copied into them instead.
struct Captured {
    passed: Vec<ValueId>,
    copied: Vec<OpId>,
}

impl<'m> Lowerer<'m> {
    fn captured(&self, op: OpId) -> Captured {
        let f = self.f;
        let mut passed = Vec::new();
        let mut copied = Vec::new();
        for v in captured_values(f, op) {
            let constant = f
                .producer(v)
                .map(|(o, _)| o)
                .filter(|&o| match &f.op(o).op {
                    Op::Constant(a) => a.len() <= COPIED_CONSTANT_ELEMENTS,
                    _ => false,
                });
            match constant {
                Some(o) => copied.push(o),
                None => passed.push(v),
            }
        }
        Captured { passed, copied }
    }

    /// The function of region `region` of `op`: parameters the block's arguments then
    /// `captured.passed`, results what the block returns.
    fn region_module(&self, op: OpId, region: BlockId, captured: &Captured) -> Module {
        let f = self.f;
        let block = f.block(region);
        let params: Vec<_> = block
            .args
            .iter()
            .chain(&captured.passed)
            .map(|&v| f.ty(v).clone())
            .collect();
        let results: Vec<_> = block.ret.iter().map(|&v| f.ty(v).clone()).collect();
        let mut g = Function::new(ENTRY, &params, results);
        g.public = true;
        g.loc = f.op(op).loc;
        let mut map: HashMap<ValueId, ValueId> = block
            .args
            .iter()
            .chain(&captured.passed)
            .copied()
            .zip(g.params().to_vec())
            .collect();
        let body = g.body;
        for &c in &captured.copied {
            copy_op(f, c, &mut g, body, &mut map);
        }
        for &o in &block.ops {
            copy_op(f, o, &mut g, body, &mut map);
        }
        // Every value the block uses is mapped by now (verified input: dominance).
        let ret: Vec<ValueId> = block
            .ret
            .iter()
            .map(|v| map.get(v).copied().unwrap_or(*v))
            .collect();
        g.set_return(body, ret);
        let mut funcs = vec![g];
        if calls_anything(f, region) {
            funcs.extend(
                self.module
                    .funcs
                    .iter()
                    .filter(|h| h.name != ENTRY)
                    .cloned(),
            );
        }
        Module {
            name: None,
            funcs,
            warnings: Vec::new(),
        }
    }

    /// Region `region` of `op` lowered to a nested program (`what` names it in messages).
    fn region_program(
        &self,
        op: OpId,
        region: BlockId,
        captured: &Captured,
        what: &str,
    ) -> Result<CpuProgram, Diagnostic> {
        let mut m = self.region_module(op, region, captured);
        let od = self.f.op(op);
        let located = |d: Diagnostic| -> Diagnostic {
            Diagnostic::new(format!("{what}: {d}"))
                .at(od.loc)
                .on_op(od.op.name())
                .in_func(&self.f.name)
        };
        if self.optimize {
            run_compile(&mut m, &mut |_, _| {}).map_err(located)?;
        } else if let Err(errors) = fresnel_ir::verify::verify_module(&m) {
            let first = errors
                .into_iter()
                .next()
                .unwrap_or_else(|| Diagnostic::new(""));
            return Err(located(first));
        }
        let entry = m
            .func(ENTRY)
            .ok_or_else(|| located(Diagnostic::new("internal: the region has no function")))?;
        let mut program = lower_function_with(&m, entry, self.optimize).map_err(located)?;
        program.signature.name = format!("{} ({what})", self.f.name);
        Ok(program)
    }

    /// `while`: one step whose inputs are the initial carries then the captured values.
    pub(super) fn lower_while(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let od = self.f.op(op);
        let &[cond, body] = &od.regions[..] else {
            return Err(self.err(op, "needs a condition and a body region"));
        };
        let captured = self.captured(op);
        let cond = self.region_program(op, cond, &captured, "while condition")?;
        let mut body = self.region_program(op, body, &captured, "while body")?;
        body.donate_carries();
        let operands = od.operands.clone();
        let mut inputs = self.buffers_of(&operands)?;
        inputs.extend(self.buffers_of(&captured.passed)?);
        let outputs = self.result_buffers(op);
        self.push_step(
            StepKind::While(Box::new(WhileLoop { cond, body })),
            inputs,
            outputs,
        );
        Ok(())
    }

    /// `case` and `if`: input 0 is the index (or predicate), then the captured values every
    /// branch takes.
    pub(super) fn lower_case(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let od = self.f.op(op);
        let what = if matches!(od.op, Op::If) {
            "if"
        } else {
            "case"
        };
        if od.regions.is_empty() || (what == "if" && od.regions.len() != 2) {
            return Err(self.err(op, format!("has {} regions", od.regions.len())));
        }
        let index = *od
            .operands
            .first()
            .ok_or_else(|| self.err(op, "has no branch index"))?;
        let captured = self.captured(op);
        let mut branches = Vec::with_capacity(od.regions.len());
        for (k, &r) in od.regions.iter().enumerate() {
            branches.push(self.region_program(op, r, &captured, &format!("{what} branch {k}"))?);
        }
        let mut inputs = self.buffers_of(&[index])?;
        inputs.extend(self.buffers_of(&captured.passed)?);
        let outputs = self.result_buffers(op);
        self.push_step(StepKind::Case(branches), inputs, outputs);
        Ok(())
    }

    /// `call` of a function inlining left: the callee, lowered as a nested program.
    pub(super) fn lower_call(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let od = self.f.op(op);
        let Op::Call { callee } = &od.op else {
            return Err(self.err(op, "internal: not a call"));
        };
        let g = self
            .module
            .func(callee)
            .ok_or_else(|| self.err(op, format!("calls @{callee}, which does not exist")))?;
        let program = lower_function_with(self.module, g, self.optimize)?;
        let operands = od.operands.clone();
        let inputs = self.buffers_of(&operands)?;
        let outputs = self.result_buffers(op);
        self.push_step(StepKind::Call(Box::new(program)), inputs, outputs);
        Ok(())
    }
}
