//! The verifier: every error it finds, each located (function, op, `line:col` for parsed
//! text, value ids in the message). It never panics, whatever the arenas hold: ids out of
//! range, blocks listed twice or in cycles, inconsistent value definitions all become errors.
//!
//! Checks: arena consistency; SSA dominance (a value is used after its definition in the
//! same block or an enclosing one; a region sees the values defined before its op); each
//! op's types against its shape rule ([`crate::infer`]); region signatures of `reduce`,
//! `while`, `case`, `if`; `call` targets and signatures; function results; duplicate
//! function names.

use crate::diag::Diagnostic;
use crate::func::{BlockId, Function, Module, OpData, OpId, ValueDef, ValueId};
use crate::infer;
use crate::op::{Check, Op};
use crate::print::Names;
use crate::types::{DType, TensorType};
use std::cell::OnceCell;
use std::collections::HashSet;

mod expansion;
mod nesting;
pub use expansion::{check_expansion, MAX_EXPANDED_OPS};
pub use nesting::{check_function_nesting, check_nesting, MAX_NESTING};

/// Largest dimension and element count the verifier accepts: far beyond any real program,
/// small enough that shape arithmetic cannot overflow.
/// The parser applies the same limits, so that every module that verifies prints to text
/// that parses back.
pub(crate) const MAX_DIM: usize = 1 << 40;
pub(crate) const MAX_ELEMENTS: usize = 1 << 48;
/// Largest magnitude accepted for signed attributes (padding amounts).
const MAX_ATTR: i64 = 1 << 40;

/// Verifies every function of `m` (calls resolved within `m`) and that names are unique.
pub fn verify_module(m: &Module) -> Result<(), Vec<Diagnostic>> {
    // First, so that nothing below recurses deeper than the rule allows.
    check_nesting(m).map_err(|e| vec![e])?;
    let mut errors = Vec::new();
    let mut seen = HashSet::new();
    for f in &m.funcs {
        if !seen.insert(f.name.as_str()) {
            errors.push(
                Diagnostic::new(format!("function @{} is defined more than once", f.name))
                    .in_func(&f.name)
                    .at(f.loc),
            );
        }
        if let Err(es) = verify_function(f, Some(m)) {
            errors.extend(es);
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Verifies one function. With `module`, `call` targets are looked up there; without it,
/// calls are checked only for well-formed operands.
pub fn verify_function(f: &Function, module: Option<&Module>) -> Result<(), Vec<Diagnostic>> {
    check_function_nesting(f).map_err(|e| vec![e])?;
    let mut v = Verifier {
        f,
        module,
        names: OnceCell::new(),
        errors: Vec::new(),
        in_scope: vec![false; f.values.len()],
        seen_blocks: HashSet::new(),
        seen_ops: HashSet::new(),
    };
    v.values_are_sane();
    v.block(f.body, None);
    v.function_results();
    if v.errors.is_empty() {
        Ok(())
    } else {
        Err(v.errors)
    }
}

struct Verifier<'a> {
    f: &'a Function,
    module: Option<&'a Module>,
    /// Printed value names, for messages only: computed at the first error that needs one.
    names: OnceCell<Names>,
    errors: Vec<Diagnostic>,
    /// Values defined at the current point of the walk and visible from it.
    in_scope: Vec<bool>,
    seen_blocks: HashSet<BlockId>,
    seen_ops: HashSet<OpId>,
}

/// Where an error is reported.
enum At {
    Func,
    Op(OpId),
    /// A block's terminator.
    Ret(BlockId),
}

impl<'a> Verifier<'a> {
    fn error(&mut self, at: At, msg: impl Into<String>) {
        let f = self.f;
        let d = Diagnostic::new(msg).in_func(&f.name);
        let d = match at {
            At::Func => d.at(f.loc),
            At::Op(id) => match f.ops.get(id.index()) {
                Some(od) => d.on_op(od.op.name()).at(od.loc),
                None => d,
            },
            At::Ret(b) => {
                let name = if b == f.body {
                    "func.return"
                } else {
                    "stablehlo.return"
                };
                d.on_op(name)
                    .at(f.blocks.get(b.index()).and_then(|blk| blk.ret_loc))
            }
        };
        self.errors.push(d);
    }

    /// `%3 (v7)`: the printed name and the arena id of a value.
    fn val(&self, v: ValueId) -> String {
        match self.names.get_or_init(|| Names::of(self.f)).get(v) {
            Some(name) => format!("{name} ({v})"),
            None => v.to_string(),
        }
    }

    fn ty(&self, v: ValueId) -> Option<&'a TensorType> {
        self.f.values.get(v.index()).map(|d| &d.ty)
    }

    /// Types too large for shape arithmetic would make the shape rules overflow.
    fn values_are_sane(&mut self) {
        for (i, data) in self.f.values.iter().enumerate() {
            if !type_is_sane(&data.ty) {
                let msg = format!(
                    "v{i} has type {} with more than 2^48 elements or a dimension over 2^40",
                    data.ty
                );
                self.error(At::Func, msg);
            }
        }
    }

    /// Walks a block: its arguments come into scope, then each op (operands checked,
    /// regions walked, results defined), then the terminator's values are checked.
    /// Everything the block defined goes out of scope at the end.
    fn block(&mut self, b: BlockId, owner: Option<OpId>) {
        let f = self.f;
        let at_owner = || owner.map_or(At::Func, At::Op);
        let Some(block) = f.blocks.get(b.index()) else {
            self.error(
                at_owner(),
                format!("{b} does not exist ({} blocks)", f.blocks.len()),
            );
            return;
        };
        if !self.seen_blocks.insert(b) {
            self.error(
                at_owner(),
                format!("{b} is used as a region or body more than once"),
            );
            return;
        }
        if block.parent != owner {
            let said = block.parent.map_or("none".to_string(), |p| p.to_string());
            let want = owner.map_or("none (function body)".to_string(), |p| p.to_string());
            self.error(
                at_owner(),
                format!("{b} records parent {said}, but belongs to {want}"),
            );
        }
        let mut defined = Vec::new();
        for (i, &a) in block.args.iter().enumerate() {
            let def = ValueDef::BlockArg { block: b, index: i };
            self.define(a, def, at_owner(), &mut defined);
        }
        for &id in &block.ops {
            let Some(od) = f.ops.get(id.index()) else {
                self.error(
                    at_owner(),
                    format!("{b} lists {id}, which does not exist ({} ops)", f.ops.len()),
                );
                continue;
            };
            if !self.seen_ops.insert(id) {
                self.error(At::Op(id), format!("{id} is listed in more than one place"));
                continue;
            }
            let operands_ok = self.operands_in_scope(id, od);
            for &r in &od.regions {
                self.block(r, Some(id));
            }
            for (i, &r) in od.results.iter().enumerate() {
                self.define(
                    r,
                    ValueDef::OpResult { op: id, index: i },
                    At::Op(id),
                    &mut defined,
                );
            }
            if operands_ok && self.results_exist(od) {
                self.op(id, od);
            }
        }
        for (i, &v) in block.ret.iter().enumerate() {
            if !self.in_scope.get(v.index()).copied().unwrap_or(false) {
                let what = if v.index() < f.values.len() {
                    "is not defined before the terminator"
                } else {
                    "does not exist"
                };
                self.error(
                    At::Ret(b),
                    format!("returned value {i} ({}) {what}", self.val(v)),
                );
            }
        }
        for v in defined {
            self.in_scope[v.index()] = false;
        }
    }

    /// Brings a block argument or op result into scope, checking the arena agrees.
    fn define(&mut self, v: ValueId, def: ValueDef, at: At, defined: &mut Vec<ValueId>) {
        let Some(data) = self.f.values.get(v.index()) else {
            self.error(
                at,
                format!(
                    "defines {v}, which does not exist ({} values)",
                    self.f.values.len()
                ),
            );
            return;
        };
        if data.def != def {
            self.error(
                at,
                format!(
                    "{} is recorded as {:?} but appears as {def:?}",
                    self.val(v),
                    data.def
                ),
            );
            return;
        }
        if self.in_scope[v.index()] {
            self.error(at, format!("{} is defined twice", self.val(v)));
            return;
        }
        self.in_scope[v.index()] = true;
        defined.push(v);
    }

    /// Dominance: every operand exists and is visible here. Returns whether all are.
    fn operands_in_scope(&mut self, id: OpId, od: &OpData) -> bool {
        let mut ok = true;
        for (i, &v) in od.operands.iter().enumerate() {
            match self.in_scope.get(v.index()) {
                None => {
                    self.error(
                        At::Op(id),
                        format!(
                            "operand {i} ({v}) does not exist ({} values)",
                            self.f.values.len()
                        ),
                    );
                    ok = false;
                }
                Some(false) => {
                    let msg = format!(
                        "operand {i} ({}) is not defined before this op in its block or an enclosing one",
                        self.val(v)
                    );
                    self.error(At::Op(id), msg);
                    ok = false;
                }
                Some(true) => {}
            }
        }
        ok
    }

    fn results_exist(&self, od: &OpData) -> bool {
        od.results.iter().all(|r| r.index() < self.f.values.len())
    }

    fn types_of(&self, vs: &[ValueId]) -> Vec<TensorType> {
        vs.iter().filter_map(|&v| self.ty(v).cloned()).collect()
    }

    /// Type rules, region signatures and callee signatures of one op whose operand and
    /// result ids are valid.
    fn op(&mut self, id: OpId, od: &OpData) {
        let ins = self.types_of(&od.operands);
        let outs = self.types_of(&od.results);
        if !ins.iter().chain(&outs).all(type_is_sane) {
            return; // Reported once per value by `values_are_sane`.
        }
        let want_regions = od.op.regions_expected();
        if let Some(n) = want_regions {
            if od.regions.len() != n {
                self.error(
                    At::Op(id),
                    format!("expects {n} region(s), has {}", od.regions.len()),
                );
                return;
            }
        }
        if let Err(msg) = attributes_are_sane(&od.op) {
            self.error(At::Op(id), msg);
            return;
        }
        match &od.op {
            Op::Call { callee } => self.call(id, callee, &ins, &outs),
            Op::While => self.while_loop(id, od, &ins, &outs),
            Op::Case | Op::If => self.branches(id, od, &ins, &outs),
            Op::Fusion { .. } => self.fusion(id, od, &ins, &outs),
            Op::Reduce { .. } | Op::ReduceWindow(_) | Op::Scatter(_) | Op::SelectAndScatter(_) => {
                if let Err(msg) = infer::check(&od.op, &ins, &outs) {
                    self.error(At::Op(id), msg);
                } else {
                    self.reduce_body(id, od, &ins);
                }
            }
            Op::Sort { .. } => {
                if let Err(msg) = infer::check(&od.op, &ins, &outs) {
                    self.error(At::Op(id), msg);
                } else {
                    self.sort_comparator(id, od, &ins);
                }
            }
            _ => {
                if let Err(msg) = infer::check(&od.op, &ins, &outs) {
                    self.error(At::Op(id), msg);
                }
            }
        }
    }

    fn call(&mut self, id: OpId, callee: &str, ins: &[TensorType], outs: &[TensorType]) {
        let Some(m) = self.module else { return };
        let Some(target) = m.func(callee) else {
            self.error(
                At::Op(id),
                format!("calls @{callee}, which is not defined in the module"),
            );
            return;
        };
        let params = target
            .blocks
            .get(target.body.index())
            .map(|b| self.types_in(target, &b.args));
        if params.as_deref() != Some(ins) {
            let want = params.map_or("(invalid signature)".to_string(), |p| types(&p));
            self.error(
                At::Op(id),
                format!(
                    "operand types {} do not match @{callee}'s parameters {want}",
                    types(ins)
                ),
            );
        }
        if target.result_types != outs {
            let msg = format!(
                "result types {} do not match @{callee}'s results {}",
                types(outs),
                types(&target.result_types)
            );
            self.error(At::Op(id), msg);
        }
    }

    fn types_in(&self, f: &Function, vs: &[ValueId]) -> Vec<TensorType> {
        vs.iter()
            .map(|&v| {
                f.values
                    .get(v.index())
                    .map_or(TensorType::scalar(DType::I1), |d| d.ty.clone())
            })
            .collect()
    }

    /// The argument and returned types of a region block (`None` if the id is bad, which
    /// the walk has reported).
    fn region_sig(&self, b: BlockId) -> Option<(Vec<TensorType>, Vec<TensorType>)> {
        let block = self.f.blocks.get(b.index())?;
        Some((self.types_of(&block.args), self.types_of(&block.ret)))
    }

    fn while_loop(&mut self, id: OpId, od: &OpData, ins: &[TensorType], outs: &[TensorType]) {
        if outs != ins {
            self.error(
                At::Op(id),
                format!(
                    "result types {} differ from the carried types {}",
                    types(outs),
                    types(ins)
                ),
            );
        }
        let i1 = [TensorType::scalar(DType::I1)];
        for (k, &r) in od.regions.iter().enumerate() {
            let Some((args, rets)) = self.region_sig(r) else {
                continue;
            };
            let (what, want_ret): (&str, &[TensorType]) =
                if k == 0 { ("cond", &i1) } else { ("body", ins) };
            if args != ins {
                let msg = format!(
                    "{what} region takes {}, but the loop carries {}",
                    types(&args),
                    types(ins)
                );
                self.error(At::Op(id), msg);
            }
            if rets != want_ret {
                self.error(
                    At::Ret(r),
                    format!(
                        "{what} region returns {}, expected {}",
                        types(&rets),
                        types(want_ret)
                    ),
                );
            }
        }
    }

    /// A fusion's body takes the operands and returns the results, like an inlined call.
    fn fusion(&mut self, id: OpId, od: &OpData, ins: &[TensorType], outs: &[TensorType]) {
        let Some((args, rets)) = od.regions.first().and_then(|&r| self.region_sig(r)) else {
            return;
        };
        if args != ins {
            self.error(
                At::Op(id),
                format!(
                    "body takes {}, but the operands are {}",
                    types(&args),
                    types(ins)
                ),
            );
        }
        if rets != outs {
            self.error(
                At::Ret(od.regions[0]),
                format!(
                    "body returns {}, but the op yields {}",
                    types(&rets),
                    types(outs)
                ),
            );
        }
    }

    fn branches(&mut self, id: OpId, od: &OpData, ins: &[TensorType], outs: &[TensorType]) {
        let (selector, want) = match od.op {
            Op::If => ("predicate", TensorType::scalar(DType::I1)),
            _ => ("index", TensorType::scalar(DType::I32)),
        };
        if ins != std::slice::from_ref(&want) {
            self.error(
                At::Op(id),
                format!("expects one {want} {selector} operand, got {}", types(ins)),
            );
        }
        if od.regions.is_empty() {
            self.error(At::Op(id), "needs at least one branch");
        }
        for (k, &r) in od.regions.iter().enumerate() {
            let Some((args, rets)) = self.region_sig(r) else {
                continue;
            };
            if !args.is_empty() {
                self.error(
                    At::Op(id),
                    format!(
                        "branch {k} takes arguments {}; branches take none",
                        types(&args)
                    ),
                );
            }
            if rets != outs {
                self.error(
                    At::Ret(r),
                    format!(
                        "branch {k} returns {}, but the op yields {}",
                        types(&rets),
                        types(outs)
                    ),
                );
            }
        }
    }

    /// A reduce body over n inputs takes (acc_1..acc_n, elem_1..elem_n), all scalars of
    /// the inputs' element types, and returns n such scalars.
    /// The scalar regions of `reduce`, `reduce_window`, `scatter` (each `2n` scalars of the
    /// inputs' element types to `n`) and `select_and_scatter` (select: two scalars to an
    /// i1; scatter: two scalars to one).
    fn reduce_body(&mut self, id: OpId, od: &OpData, ins: &[TensorType]) {
        let n = match od.op {
            Op::Scatter(_) => (ins.len() - 1) / 2,
            Op::SelectAndScatter(_) => 1,
            _ => ins.len() / 2,
        };
        let scalars: Vec<TensorType> = ins[..n]
            .iter()
            .map(|t| TensorType::scalar(t.dtype))
            .collect();
        let want_args: Vec<TensorType> = scalars.iter().chain(&scalars).cloned().collect();
        let bool_ret = [TensorType::scalar(DType::I1)];
        for (k, &region) in od.regions.iter().enumerate() {
            let Some((args, rets)) = self.region_sig(region) else {
                continue;
            };
            let selects = matches!(od.op, Op::SelectAndScatter(_)) && k == 0;
            let want_rets: &[TensorType] = if selects { &bool_ret } else { &scalars };
            let reduce = matches!(od.op, Op::Reduce { .. });
            if args != want_args {
                let msg = if reduce {
                    format!(
                        "body takes {}, expected accumulators then elements {}",
                        types(&args),
                        types(&want_args)
                    )
                } else {
                    format!(
                        "region {k} takes {}, expected {}",
                        types(&args),
                        types(&want_args)
                    )
                };
                self.error(At::Op(id), msg);
            }
            if rets != want_rets {
                self.error(
                    At::Ret(region),
                    if reduce {
                        format!(
                            "reduce body returns {}, expected {}",
                            types(&rets),
                            types(want_rets)
                        )
                    } else {
                        format!(
                            "region {k} of {} returns {}, expected {}",
                            od.op.name(),
                            types(&rets),
                            types(want_rets)
                        )
                    },
                );
            }
        }
    }

    /// A sort comparator takes two scalars per operand (`lhs_k, rhs_k` in operand order)
    /// and returns one i1.
    fn sort_comparator(&mut self, id: OpId, od: &OpData, ins: &[TensorType]) {
        let Some((args, rets)) = self.region_sig(od.regions[0]) else {
            return;
        };
        let want_args: Vec<TensorType> = ins
            .iter()
            .flat_map(|t| [TensorType::scalar(t.dtype), TensorType::scalar(t.dtype)])
            .collect();
        if args != want_args {
            let msg = format!(
                "comparator takes {}, expected {}",
                types(&args),
                types(&want_args)
            );
            self.error(At::Op(id), msg);
        }
        if rets != [TensorType::scalar(DType::I1)] {
            self.error(
                At::Ret(od.regions[0]),
                format!("comparator returns {}, expected (tensor<i1>)", types(&rets)),
            );
        }
    }

    fn function_results(&mut self) {
        let f = self.f;
        let Some(body) = f.blocks.get(f.body.index()) else {
            return;
        };
        let got = self.types_of(&body.ret);
        if got.len() == body.ret.len() && got != f.result_types {
            let msg = format!(
                "returns {}, but the signature declares {}",
                types(&got),
                types(&f.result_types)
            );
            self.error(At::Ret(f.body), msg);
        }
    }
}

/// Whether `t` is within the verifier's dimension and element limits: passes that build new
/// types from program values (AD's loop stacks) check this to refuse, with a located error,
/// a module the verifier would reject.
pub fn type_within_limits(t: &TensorType) -> bool {
    type_is_sane(t)
}

fn type_is_sane(t: &TensorType) -> bool {
    t.shape.iter().all(|&d| d <= MAX_DIM)
        && t.shape
            .iter()
            .try_fold(1usize, |acc, &d| acc.checked_mul(d))
            .is_some_and(|n| n <= MAX_ELEMENTS)
}

/// Literal arrays agree with their shapes; signed attributes are small enough for the
/// shape rules' arithmetic.
fn attributes_are_sane(op: &Op) -> Result<(), String> {
    let array_ok = |a: &crate::array::Array, what: &str| {
        let ty = a.ty();
        // A compact splat stores one element for all of them.
        if !type_is_sane(&ty) || (ty.num_elements() != a.data.len() && !a.is_compact_splat()) {
            return Err(format!(
                "{what} has {} elements for shape {:?}",
                a.data.len(),
                a.shape
            ));
        }
        Ok(())
    };
    match op {
        Op::Constant(a) => array_ok(a, "literal"),
        Op::Check(c) => match c {
            Check::EqConst(a) | Check::AlmostEqConst { expected: a, .. } => {
                array_ok(a, "expected literal")
            }
            Check::CustomCall(inner) => attributes_are_sane(&Op::Check((**inner).clone())),
            _ => Ok(()),
        },
        Op::Pad {
            low,
            high,
            interior,
        } => {
            match low
                .iter()
                .chain(high)
                .chain(interior)
                .find(|x| x.unsigned_abs() > MAX_ATTR as u64)
            {
                Some(x) => Err(format!("padding amount {x} is out of range")),
                None => Ok(()),
            }
        }
        _ => Ok(()),
    }
}

fn types(ts: &[TensorType]) -> String {
    format!(
        "({})",
        ts.iter()
            .map(|t| t.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    )
}

#[cfg(test)]
mod tests;
