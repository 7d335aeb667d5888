//! The reference interpreter: the executable specification of every op (StableHLO
//! semantics), simple rather than fast. Every other backend is tested against it.
//!
//! Values live in one slot per SSA value of the running function (regions share their
//! function's slots, so they see values defined outside them). Each op's operands are
//! checked as it runs, and each result against the type the IR declares for it: malformed IR
//! is a located error, never a panic.
//!
//! * [`eval_op`]: one region-free op on arrays (usable for constant folding).
//! * [`Interpreter`]: functions, calls, regions (`reduce`, `while`, `case`, `if`) and the
//!   `check.*` assertions of StableHLO's interpreter tests.

mod check;
mod cmath;
mod conv;
mod data_movement;
mod dot;
mod eig;
mod eig_schur;
mod elem;
mod elementwise;
mod fft;
mod gather;
mod gtsv;
mod index_ops;
mod linalg;
mod parallel;
mod qr_eigh;
mod reduce;
mod rng;
mod scalar;
mod sort;
mod svd;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_data;
#[cfg(test)]
mod tests_elementwise;
#[cfg(test)]
mod tests_fft;
#[cfg(test)]
mod tests_ints;
mod window;

pub use check::close_tolerance;
pub use conv::convolution;
pub use data_movement::{
    broadcast_in_dim, concatenate, dynamic_slice, dynamic_update_slice, pad, reshape, reverse,
    slice, transpose,
};
pub use dot::dot_general;
pub use elementwise::{binary, clamp, compare, convert, iota, select, unary};
pub use fft::fft;
pub use gather::gather;
pub use linalg::{cholesky, getrf, triangular_solve};
pub use reduce::reduce_binary;
pub use sort::{bitcast_convert, reduce_precision, top_k};
pub use svd::gesdd;

use crate::memory_budget;
use fresnel_ir::{
    Array, BinaryOp, BlockId, Data, Diagnostic, Function, Loc, Module, Op, OpData, OpId,
    ReduceKind, Scalar, TensorType, ValueId,
};
use std::collections::HashMap;
use std::fmt;

/// `while` loops running longer than this are stopped with an error instead of hanging.
pub const DEFAULT_MAX_WHILE_ITERATIONS: u64 = 10_000_000;

/// The verifier's nesting rule, also enforced here while running, for modules that were
/// not verified (deeper means runaway recursion).
use fresnel_ir::verify::{check_expansion, check_nesting, MAX_NESTING};

/// A `check.*` op that did not hold.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckFailure {
    pub func: String,
    pub loc: Option<Loc>,
    /// Names the check and the first differing element.
    pub message: String,
}

impl fmt::Display for CheckFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(loc) = self.loc {
            write!(f, "{loc}: ")?;
        }
        write!(f, "in @{}: {}", self.func, self.message)
    }
}

/// Runs functions of one module.
pub struct Interpreter<'m> {
    module: &'m Module,
    /// Cap on the iterations of any one `while` loop.
    pub max_while_iterations: u64,
    /// Checks that failed, in the order they ran; a failed check does not stop the run.
    pub check_failures: Vec<CheckFailure>,
    /// How many `check.*` ops ran.
    pub checks_evaluated: usize,
    /// How many of those were `expect_close`, which we judge by a relative tolerance rather
    /// than upstream's ULPs (runners report such cases separately).
    pub close_checks_evaluated: usize,
    /// The values each `interpreter.probe` recorded, by probe id, in the order it ran.
    pub probes: HashMap<String, Vec<Array>>,
    /// The process this interpreter runs as (1×1 grid outside `interpreter.run_parallel`).
    place: parallel::Place,
    nesting: usize,
}

/// The values of one running function, indexed by `ValueId`.
struct Frame<'f> {
    func: &'f Function,
    values: Vec<Option<Array>>,
}

impl<'f> Frame<'f> {
    fn new(func: &'f Function) -> Self {
        Frame {
            func,
            values: vec![None; func.num_values()],
        }
    }

    fn get(&self, v: ValueId) -> Result<&Array, String> {
        self.values
            .get(v.index())
            .and_then(Option::as_ref)
            .ok_or_else(|| format!("value {v} is used before it is defined"))
    }

    fn set(&mut self, v: ValueId, a: Array) -> Result<(), String> {
        let slot = self
            .values
            .get_mut(v.index())
            .ok_or_else(|| format!("value {v} does not exist"))?;
        *slot = Some(a);
        Ok(())
    }

    fn declared_type(&self, v: ValueId) -> Result<&'f TensorType, String> {
        let func: &'f Function = self.func;
        func.get_value(v)
            .map(|d| &d.ty)
            .ok_or_else(|| format!("value {v} does not exist"))
    }

    fn operands(&self, od: &OpData) -> Result<Vec<&Array>, String> {
        od.operands.iter().map(|&v| self.get(v)).collect()
    }
}

/// Whether an array holds as many elements as its shape says (its fields are public).
/// The bytes a value of type `t` takes (`None` beyond `u64`).
fn type_bytes(t: &TensorType) -> Option<u64> {
    t.shape
        .iter()
        .try_fold(t.dtype.size_bytes() as u64, |n, &d| n.checked_mul(d as u64))
}

/// The dense copy of `a` (a compact splat expanded), checked against the memory budget first.
fn materialize(a: &Array) -> Result<Array, String> {
    if a.is_compact_splat() {
        let bytes = type_bytes(&a.ty()).unwrap_or(u64::MAX);
        memory_budget::check_large(bytes, &format!("a constant of type {}", a.ty()))?;
    }
    Ok(a.materialize()?.into_owned())
}

fn is_consistent(a: &Array) -> bool {
    a.shape
        .iter()
        .try_fold(1usize, |n, &d| n.checked_mul(d))
        .is_some_and(|n| n == a.len())
}

/// Checks arguments against a function's parameters, naming the first that differs.
fn check_arguments(func: &Function, args: &[Array]) -> Result<(), String> {
    let params = func.param_types();
    if args.len() != params.len() {
        return Err(format!(
            "@{} takes {} argument(s), given {}",
            func.name,
            params.len(),
            args.len()
        ));
    }
    for (i, (p, a)) in params.iter().zip(args).enumerate() {
        if !is_consistent(a) {
            return Err(format!(
                "argument {i} of @{}: {} elements for shape {:?}",
                func.name,
                a.len(),
                a.shape
            ));
        }
        if a.ty() != *p {
            return Err(format!(
                "argument {i} of @{}: expected {p}, given {}",
                func.name,
                a.ty()
            ));
        }
    }
    Ok(())
}

impl<'m> Interpreter<'m> {
    pub fn new(module: &'m Module) -> Self {
        Interpreter {
            module,
            max_while_iterations: DEFAULT_MAX_WHILE_ITERATIONS,
            check_failures: Vec::new(),
            checks_evaluated: 0,
            close_checks_evaluated: 0,
            probes: HashMap::new(),
            place: parallel::Place::single(),
            nesting: 0,
        }
    }

    /// Runs function `name` on `inputs`, whose count, dtypes and shapes must match its
    /// signature.
    pub fn call(&mut self, name: &str, inputs: &[Array]) -> Result<Vec<Array>, Diagnostic> {
        let module: &'m Module = self.module;
        let func = module
            .func(name)
            .ok_or_else(|| Diagnostic::new(format!("the module has no function @{name}")))?;
        let in_func = |m: String| Diagnostic::new(m).at(func.loc).in_func(&func.name);
        check_arguments(func, inputs).map_err(in_func)?;
        if fresnel_ir::narrow::needs_widening(module) {
            return Err(in_func(
                "f16/bf16 arithmetic runs in f32: the program must be widened first \
                 (fresnel_ir::narrow::widen; run_main does it)"
                    .to_string(),
            ));
        }
        // The inliner's rules, so that both backends accept the same programs and a program
        // whose calls multiply is refused at once rather than run for hours.
        check_nesting(module)?;
        check_expansion(module)?;
        let inputs = inputs
            .iter()
            .map(materialize)
            .collect::<Result<Vec<Array>, String>>()
            .map_err(in_func)?;
        self.run_function(func, inputs)
    }

    fn run_function(
        &mut self,
        func: &'m Function,
        args: Vec<Array>,
    ) -> Result<Vec<Array>, Diagnostic> {
        let mut frame = Frame::new(func);
        let results = self.run_block(&mut frame, func.body, args)?;
        let ret_loc = func.get_block(func.body).and_then(|b| b.ret_loc);
        let returned: Vec<TensorType> = results.iter().map(Array::ty).collect();
        if returned != func.result_types {
            let show = |ts: &[TensorType]| {
                ts.iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return Err(Diagnostic::new(format!(
                "returns ({}) but is declared to return ({})",
                show(&returned),
                show(&func.result_types)
            ))
            .at(ret_loc.or(func.loc))
            .on_op("func.return")
            .in_func(&func.name));
        }
        Ok(results)
    }

    /// Binds `args` to the block's arguments, runs its ops and returns what it returns.
    fn run_block(
        &mut self,
        frame: &mut Frame<'m>,
        block: BlockId,
        args: Vec<Array>,
    ) -> Result<Vec<Array>, Diagnostic> {
        if self.nesting >= MAX_NESTING {
            return Err(Diagnostic::new(format!(
                "calls and regions nest more than {MAX_NESTING} deep (runaway recursion?)"
            ))
            .in_func(&frame.func.name));
        }
        self.nesting += 1;
        let result = self.run_block_body(frame, block, args);
        self.nesting -= 1;
        result
    }

    fn run_block_body(
        &mut self,
        frame: &mut Frame<'m>,
        block: BlockId,
        args: Vec<Array>,
    ) -> Result<Vec<Array>, Diagnostic> {
        let func: &'m Function = frame.func;
        let in_func = |m: String| Diagnostic::new(m).in_func(&func.name);
        let b = func
            .get_block(block)
            .ok_or_else(|| in_func(format!("{block} does not exist")))?;
        let here = |m: String| in_func(m).at(b.ret_loc);
        if args.len() != b.args.len() {
            return Err(here(format!(
                "block takes {} argument(s), given {}",
                b.args.len(),
                args.len()
            )));
        }
        for (i, (&v, a)) in b.args.iter().zip(args).enumerate() {
            let declared = frame.declared_type(v).map_err(here)?;
            if a.ty() != *declared {
                return Err(here(format!(
                    "block argument {i} is declared {declared}, given {}",
                    a.ty()
                )));
            }
            frame.set(v, a).map_err(here)?;
        }
        for &op in &b.ops {
            self.run_op(frame, op)?;
        }
        b.ret
            .iter()
            .map(|&v| frame.get(v).cloned().map_err(here))
            .collect()
    }

    fn run_op(&mut self, frame: &mut Frame<'m>, op: OpId) -> Result<(), Diagnostic> {
        let func: &'m Function = frame.func;
        let od = func
            .get_op(op)
            .ok_or_else(|| Diagnostic::new(format!("{op} does not exist")).in_func(&func.name))?;
        let locate = |d: Diagnostic| d.at(od.loc).on_op(od.op.name()).in_func(&func.name);
        let results = self.eval(frame, od).map_err(locate)?;
        if results.len() != od.results.len() {
            return Err(locate(Diagnostic::new(format!(
                "computes {} result(s) but declares {}",
                results.len(),
                od.results.len()
            ))));
        }
        for (&v, a) in od.results.iter().zip(results) {
            let declared = frame
                .declared_type(v)
                .map_err(|m| locate(Diagnostic::new(m)))?;
            if a.ty() != *declared {
                return Err(locate(Diagnostic::new(format!(
                    "computes a {} but its result is declared {declared}",
                    a.ty()
                ))));
            }
            frame.set(v, a).map_err(|m| locate(Diagnostic::new(m)))?;
        }
        Ok(())
    }

    /// Evaluates one op; errors are located by the caller.
    fn eval(&mut self, frame: &mut Frame<'m>, od: &'m OpData) -> Result<Vec<Array>, Diagnostic> {
        let owned = |frame: &Frame<'m>| -> Result<Vec<Array>, Diagnostic> {
            let ops = frame.operands(od).map_err(Diagnostic::new)?;
            Ok(ops.into_iter().cloned().collect())
        };
        match &od.op {
            Op::Call { callee } => {
                let args = owned(frame)?;
                let module: &'m Module = self.module;
                let f = module.func(callee).ok_or_else(|| {
                    Diagnostic::new(format!("calls @{callee}, which the module does not define"))
                })?;
                check_arguments(f, &args).map_err(Diagnostic::new)?;
                self.run_function(f, args)
            }
            Op::While => {
                let init = owned(frame)?;
                self.eval_while(frame, od, init)
            }
            Op::Case => {
                let index = frame.get(
                    *od.operands
                        .first()
                        .ok_or_else(|| Diagnostic::new("expects a branch index operand"))?,
                );
                let index = scalar_int(index.map_err(Diagnostic::new)?, "branch index")?;
                let n = od.regions.len();
                if n == 0 {
                    return Err(Diagnostic::new("has no branches"));
                }
                // Out-of-range indices (negative included) select the last branch.
                let branch = usize::try_from(index)
                    .ok()
                    .filter(|&i| i < n)
                    .unwrap_or(n - 1);
                self.run_block(frame, od.regions[branch], Vec::new())
            }
            Op::Fusion { .. } => {
                let args = owned(frame)?;
                let &[body] = od.regions.as_slice() else {
                    return Err(Diagnostic::new(format!(
                        "needs 1 region, has {}",
                        od.regions.len()
                    )));
                };
                self.run_block(frame, body, args)
            }
            Op::If => {
                let pred = frame
                    .get(
                        *od.operands
                            .first()
                            .ok_or_else(|| Diagnostic::new("expects a predicate"))?,
                    )
                    .map_err(Diagnostic::new)?;
                let taken = scalar_bool(pred, "predicate")?;
                let [then_block, else_block] = od.regions[..] else {
                    return Err(Diagnostic::new(format!(
                        "needs 2 regions, has {}",
                        od.regions.len()
                    )));
                };
                let region = if taken { then_block } else { else_block };
                self.run_block(frame, region, Vec::new())
            }
            Op::Reduce { dims } => {
                let operands = owned(frame)?;
                self.eval_reduce(frame, od, dims, operands)
            }
            Op::Scatter(s) => {
                let operands = owned(frame)?;
                self.eval_scatter(frame, od, s, operands)
            }
            Op::ReduceWindow(w) => {
                let operands = owned(frame)?;
                self.eval_reduce_window(frame, od, w, operands)
            }
            Op::SelectAndScatter(w) => {
                let operands = owned(frame)?;
                self.eval_select_and_scatter(frame, od, w, operands)
            }
            Op::Sort { dim, .. } => {
                let operands = owned(frame)?;
                self.eval_sort(frame, od, *dim, operands)
            }
            Op::Collective(c) => {
                let operands = owned(frame)?;
                self.eval_collective(frame, od, c, operands)
            }
            Op::RunParallel { programs } => {
                let operands = owned(frame)?;
                self.run_parallel(programs, operands)
            }
            Op::Probe { id } => {
                let x = frame.operands(od).map_err(Diagnostic::new)?[0].clone();
                self.probes.entry(id.clone()).or_default().push(x.clone());
                Ok(vec![x])
            }
            Op::Check(c) => {
                let result = {
                    let operands = frame.operands(od).map_err(Diagnostic::new)?;
                    match c {
                        fresnel_ir::Check::SerializedEq { probe_id, iter } => {
                            let recorded = self.probes.get(probe_id);
                            let value = recorded.and_then(|v| v.get(*iter as usize));
                            match value {
                                Some(v) => check::evaluate(&fresnel_ir::Check::Eq, &[operands[0], v]),
                                None => Ok(Some(format!(
                                    "probe \"{probe_id}\" recorded {} value(s), none at iteration {iter}",
                                    recorded.map_or(0, Vec::len)
                                ))),
                            }
                        }
                        c => check::evaluate(c, &operands),
                    }
                    .map_err(Diagnostic::new)?
                };
                self.checks_evaluated += 1;
                if check::is_close(c) {
                    self.close_checks_evaluated += 1;
                }
                let holds = result.is_none();
                if let Some(why) = result {
                    self.check_failures.push(CheckFailure {
                        func: frame.func.name.clone(),
                        loc: od.loc,
                        message: format!("{}: {why}", od.op.name()),
                    });
                }
                Ok(match c {
                    fresnel_ir::Check::LegacyEq => vec![Array::scalar(Scalar::I1(holds))],
                    _ => Vec::new(),
                })
            }
            op => {
                let operands = frame.operands(od).map_err(Diagnostic::new)?;
                let types: Vec<TensorType> = od
                    .results
                    .iter()
                    .map(|&v| frame.declared_type(v).cloned())
                    .collect::<Result<_, _>>()
                    .map_err(Diagnostic::new)?;
                eval_op(op, &operands, &types).map_err(Diagnostic::new)
            }
        }
    }

    fn eval_while(
        &mut self,
        frame: &mut Frame<'m>,
        od: &'m OpData,
        mut carried: Vec<Array>,
    ) -> Result<Vec<Array>, Diagnostic> {
        let [cond, body] = od.regions[..] else {
            return Err(Diagnostic::new(format!(
                "needs a condition and a body region, has {} region(s)",
                od.regions.len()
            )));
        };
        let mut iterations: u64 = 0;
        loop {
            let c = self.run_block(frame, cond, carried.clone())?;
            let [go] = &c[..] else {
                return Err(Diagnostic::new(format!(
                    "condition returns {} values instead of one i1",
                    c.len()
                )));
            };
            if !scalar_bool(go, "condition result")? {
                return Ok(carried);
            }
            iterations += 1;
            if iterations > self.max_while_iterations {
                return Err(Diagnostic::new(format!(
                    "loop ran more than {} iterations",
                    self.max_while_iterations
                )));
            }
            carried = self.run_block(frame, body, carried)?;
        }
    }

    /// `sort`: every line along `dim` is ordered by the comparator region (run on the scalars
    /// `lhs_0, rhs_0, lhs_1, rhs_1, …`) and all operands are permuted alike. The sort is
    /// always stable, which `is_stable = false` allows too.
    fn eval_sort(
        &mut self,
        frame: &mut Frame<'m>,
        od: &'m OpData,
        dim: usize,
        operands: Vec<Array>,
    ) -> Result<Vec<Array>, Diagnostic> {
        let err = |m: String| Diagnostic::new(m);
        let Some(first) = operands.first() else {
            return Err(err("expects at least one operand".into()));
        };
        if dim >= first.shape.len() {
            return Err(err(format!(
                "dimension {dim} is out of range for {}",
                first.ty()
            )));
        }
        if let Some(x) = operands.iter().find(|x| x.shape != first.shape) {
            return Err(err(format!(
                "operands differ in shape ({} vs {})",
                first.ty(),
                x.ty()
            )));
        }
        let &[cmp] = &od.regions[..] else {
            return Err(err(format!(
                "needs one comparator region, has {}",
                od.regions.len()
            )));
        };
        let mut gather = Vec::with_capacity(first.len());
        for line in sort::lines(&first.shape, dim) {
            let mut perm = line;
            sort::merge_sort(&mut perm, &mut |i, j| {
                let args = operands
                    .iter()
                    .flat_map(|x| [Array::scalar(x.data.get(i)), Array::scalar(x.data.get(j))])
                    .collect();
                let out = self.run_block(frame, cmp, args)?;
                match &out[..] {
                    [b] => scalar_bool(b, "the comparator's result"),
                    _ => Err(err(format!(
                        "the comparator returns {} values instead of one i1",
                        out.len()
                    ))),
                }
            })?;
            gather.extend(perm);
        }
        // `gather` lists, line by line, which element lands at each position of the line.
        let mut dest = vec![0usize; first.len()];
        for (line, slots) in sort::lines(&first.shape, dim)
            .into_iter()
            .zip(gather.chunks(first.shape[dim].max(1)))
        {
            for (&to, &from) in line.iter().zip(slots) {
                dest[to] = from;
            }
        }
        Ok(operands
            .iter()
            .map(|x| Array {
                shape: x.shape.clone(),
                data: x.data.gather(&dest),
            })
            .collect())
    }

    /// `reduce`: operands are n inputs then n scalar inits; the body folds (accumulators...,
    /// elements...) into new accumulators, sequentially over each output's group in
    /// row-major order. A body that is one known binary op takes the direct path.
    fn eval_reduce(
        &mut self,
        frame: &mut Frame<'m>,
        od: &'m OpData,
        dims: &[usize],
        operands: Vec<Array>,
    ) -> Result<Vec<Array>, Diagnostic> {
        let err = |m: String| Diagnostic::new(m);
        let n = operands.len() / 2;
        if n == 0 || !operands.len().is_multiple_of(2) {
            return Err(err(format!(
                "expects inputs and as many init values, got {} operands",
                operands.len()
            )));
        }
        let (inputs, inits) = operands.split_at(n);
        for (x, init) in inputs.iter().zip(inits) {
            if x.shape != inputs[0].shape {
                return Err(err(format!(
                    "inputs differ in shape ({} vs {})",
                    inputs[0].ty(),
                    x.ty()
                )));
            }
            if !init.shape.is_empty() || init.dtype() != x.dtype() {
                return Err(err(format!(
                    "init value {} is not a scalar of input {}'s element type",
                    init.ty(),
                    x.ty()
                )));
            }
        }
        let &[body] = &od.regions[..] else {
            return Err(err(format!(
                "needs one body region, has {}",
                od.regions.len()
            )));
        };
        if let (1, Some(op)) = (n, single_binary_body(frame.func, body, &inputs[0])) {
            return Ok(vec![
                reduce_binary(op, &inputs[0], &inits[0], dims).map_err(err)?
            ]);
        }
        let groups = reduce::groups(&inputs[0].shape, dims).map_err(err)?;
        let mut results: Vec<Vec<Scalar>> = vec![Vec::new(); n];
        for members in &groups.members {
            let mut accs: Vec<Array> = inits.to_vec();
            for &i in members {
                let mut args = accs;
                args.extend(inputs.iter().map(|x| Array::scalar(x.data.get(i))));
                accs = self.run_block(frame, body, args)?;
                if accs.len() != n {
                    return Err(err(format!(
                        "body returns {} values, expected {n}",
                        accs.len()
                    )));
                }
            }
            for (j, acc) in accs.iter().enumerate() {
                if acc.ty() != inits[j].ty() {
                    return Err(err(format!(
                        "body returns {} where {} is expected",
                        acc.ty(),
                        inits[j].ty()
                    )));
                }
                results[j].push(acc.data.get(0));
            }
        }
        results
            .iter()
            .zip(inits)
            .map(|(scalars, init)| {
                Ok(Array {
                    shape: groups.out_shape.clone(),
                    data: elem::data_from_scalars(init.dtype(), scalars).map_err(err)?,
                })
            })
            .collect()
    }
}

/// The op of a reduce body that is exactly `return op(arg0, arg1)` (either operand order)
/// on scalars of the input's type, for the commutative and associative ops.
fn single_binary_body(func: &Function, body: BlockId, input: &Array) -> Option<BinaryOp> {
    let b = func.get_block(body)?;
    let [op_id] = b.ops[..] else { return None };
    let od = func.get_op(op_id)?;
    let Op::Binary(op) = od.op else { return None };
    let known = ReduceKind::from_binary(op).is_some() || op == BinaryOp::Xor;
    let scalar = TensorType::scalar(input.dtype());
    let args_fit = b.args.len() == 2
        && b.args
            .iter()
            .all(|&a| func.get_value(a).map(|d| &d.ty) == Some(&scalar));
    let uses_both = od.operands.len() == 2
        && od.operands.contains(&b.args[0])
        && od.operands.contains(&b.args[1]);
    (known && args_fit && uses_both && b.ret == od.results).then_some(op)
}

fn scalar_bool(a: &Array, what: &str) -> Result<bool, Diagnostic> {
    match &a.data {
        Data::I1(v) if a.shape.is_empty() => Ok(v[0]),
        _ => Err(Diagnostic::new(format!(
            "{what} must be a tensor<i1>, got {}",
            a.ty()
        ))),
    }
}

fn scalar_int(a: &Array, what: &str) -> Result<i64, Diagnostic> {
    match a.data.int_values().as_deref() {
        Some(&[v]) if a.shape.is_empty() => Ok(v),
        _ => Err(Diagnostic::new(format!(
            "{what} must be a scalar integer, got {}",
            a.ty()
        ))),
    }
}

/// Evaluates one op without regions, callee or checks on its operands. `result_types` are
/// the declared result types (needed by iota, convert, reshape and broadcast_in_dim).
pub fn eval_op(
    op: &Op,
    operands: &[&Array],
    result_types: &[TensorType],
) -> Result<Vec<Array>, String> {
    if operands.iter().any(|a| a.is_compact_splat()) {
        // Constant folding hands over constants as they are stored; the ops index every element.
        let dense = operands
            .iter()
            .map(|a| materialize(a))
            .collect::<Result<Vec<Array>, String>>()?;
        return eval_op(op, &dense.iter().collect::<Vec<_>>(), result_types);
    }
    let result_bytes = result_types
        .iter()
        .try_fold(0u64, |sum, t| {
            type_bytes(t).and_then(|b| sum.checked_add(b))
        })
        .unwrap_or(u64::MAX);
    memory_budget::check_large(result_bytes, "the result")?;
    let arity = |n: usize| {
        if operands.len() == n {
            Ok(())
        } else {
            Err(format!("expects {n} operand(s), got {}", operands.len()))
        }
    };
    let at_least = |n: usize| {
        if operands.len() >= n {
            Ok(())
        } else {
            Err(format!(
                "expects at least {n} operands, got {}",
                operands.len()
            ))
        }
    };
    let result_type = || -> Result<&TensorType, String> {
        match result_types {
            [t] => Ok(t),
            _ => Err(format!(
                "declares {} results, expected 1",
                result_types.len()
            )),
        }
    };
    let x = || operands[0];
    let out = match op {
        Op::Constant(a) => {
            arity(0)?;
            if !is_consistent(a) {
                return Err(format!("{} elements for shape {:?}", a.len(), a.shape));
            }
            materialize(a)?
        }
        Op::Iota { dim } => {
            arity(0)?;
            iota(result_type()?, *dim)?
        }
        Op::Unary(u) => {
            arity(1)?;
            unary(*u, x())?
        }
        Op::Convert => {
            arity(1)?;
            convert(x(), result_type()?.dtype)?
        }
        Op::Binary(b) => {
            arity(2)?;
            binary(*b, x(), operands[1])?
        }
        Op::Compare { dir, cmp_type } => {
            arity(2)?;
            compare(*dir, *cmp_type, x(), operands[1])?
        }
        Op::Select => {
            arity(3)?;
            select(x(), operands[1], operands[2])?
        }
        Op::Clamp => {
            arity(3)?;
            clamp(x(), operands[1], operands[2])?
        }
        Op::BroadcastInDim { dims } => {
            arity(1)?;
            broadcast_in_dim(x(), dims, &result_type()?.shape)?
        }
        Op::Reshape => {
            arity(1)?;
            reshape(x(), &result_type()?.shape)?
        }
        Op::Transpose { perm } => {
            arity(1)?;
            transpose(x(), perm)?
        }
        Op::Slice {
            start,
            limit,
            strides,
        } => {
            arity(1)?;
            slice(x(), start, limit, strides)?
        }
        Op::DynamicSlice { sizes } => {
            at_least(1)?;
            dynamic_slice(x(), &operands[1..], sizes)?
        }
        Op::DynamicUpdateSlice => {
            at_least(2)?;
            dynamic_update_slice(x(), operands[1], &operands[2..])?
        }
        Op::Pad {
            low,
            high,
            interior,
        } => {
            arity(2)?;
            pad(x(), operands[1], low, high, interior)?
        }
        Op::Concatenate { dim } => concatenate(operands, *dim)?,
        Op::Reverse { dims } => {
            arity(1)?;
            reverse(x(), dims)?
        }
        Op::DotGeneral(dims) => {
            arity(2)?;
            // A result type other than the operands' (a preferred element type) means: convert
            // the operands, then multiply and accumulate in the result type.
            let to = result_type()?.dtype;
            let widen = |a: &Array| -> Result<Array, String> {
                match a.dtype() {
                    d if d == to => Ok(a.clone()),
                    d if d.is_complex() && !to.is_complex() => {
                        Err(format!("cannot accumulate {d} operands in {to}"))
                    }
                    _ => convert(a, to),
                }
            };
            dot_general(dims, &widen(x())?, &widen(operands[1])?)?
        }
        Op::Fft { kind, length } => {
            arity(1)?;
            fft(*kind, length, x())?
        }
        Op::Gather(g) => {
            arity(2)?;
            gather(x(), operands[1], g)?
        }
        Op::Convolution(c) => {
            arity(2)?;
            convolution(x(), operands[1], c, result_type()?.dtype)?
        }
        Op::TopK { k } => {
            arity(1)?;
            return top_k(x(), *k);
        }
        Op::OptimizationBarrier => return Ok(operands.iter().map(|&a| a.clone()).collect()),
        Op::Collective(_) | Op::RunParallel { .. } => {
            return Err(format!(
                "{} runs inside the interpreter's process grid",
                op.name()
            ))
        }
        // Outside an interpreter run (nothing records it) a probe is its operand.
        Op::Probe { .. } => {
            arity(1)?;
            x().clone()
        }
        Op::BitcastConvert => {
            arity(1)?;
            bitcast_convert(x(), result_type()?)?
        }
        Op::RngBitGenerator { algorithm } => {
            arity(1)?;
            let [_, bits] = result_types else {
                return Err(format!(
                    "declares {} results, expected 2",
                    result_types.len()
                ));
            };
            return rng::rng_bit_generator(x(), *algorithm, bits);
        }
        Op::TriangularSolve {
            left_side,
            lower,
            unit_diagonal,
            transpose_a,
        } => {
            arity(2)?;
            triangular_solve(
                x(),
                operands[1],
                *left_side,
                *lower,
                *unit_diagonal,
                *transpose_a,
            )?
        }
        Op::Cholesky { lower } => {
            arity(1)?;
            cholesky(x(), *lower)?
        }
        Op::LapackGetrf => {
            arity(1)?;
            return getrf(x());
        }
        Op::LapackGesdd {
            full_matrices,
            compute_uv,
            ..
        } => {
            arity(1)?;
            return gesdd(x(), *full_matrices, *compute_uv);
        }
        Op::LapackGtsv => {
            arity(4)?;
            return gtsv::gtsv(x(), operands[1], operands[2], operands[3]);
        }
        Op::LapackGeqrf => {
            arity(1)?;
            return qr_eigh::geqrf(x());
        }
        Op::LapackOrgqr => {
            arity(2)?;
            qr_eigh::orgqr(x(), operands[1])?
        }
        Op::LapackSyevd { lower } => {
            arity(1)?;
            return qr_eigh::syevd(x(), *lower);
        }
        Op::LapackGeev {
            compute_left,
            compute_right,
        } => {
            arity(1)?;
            return eig::geev(x(), *compute_left, *compute_right);
        }
        Op::ReducePrecision {
            exponent_bits,
            mantissa_bits,
        } => {
            arity(1)?;
            reduce_precision(x(), *exponent_bits, *mantissa_bits)?
        }
        Op::Sort { .. }
        | Op::Reduce { .. }
        | Op::Scatter(_)
        | Op::ReduceWindow(_)
        | Op::SelectAndScatter(_)
        | Op::Call { .. }
        | Op::While
        | Op::Case
        | Op::If
        | Op::Check(_)
        | Op::Fusion { .. } => {
            return Err("has regions, a callee or checks: only the Interpreter runs it".into())
        }
    };
    Ok(vec![out])
}

/// Runs the module's entry (`@main`, or its only function) on `inputs`. A failed `check.*`
/// op makes this an error (use [`Interpreter`] to collect check failures instead).
pub fn run_main(module: &Module, inputs: &[Array]) -> Result<Vec<Array>, Diagnostic> {
    let entry = module.entry().ok_or_else(|| {
        Diagnostic::new("the module has no @main function (and not exactly one function)")
    })?;
    let module = fresnel_ir::narrow::widened(module);
    let mut interp = Interpreter::new(&module);
    let outputs = interp.call(&entry.name, inputs)?;
    if let Some(f) = interp.check_failures.first() {
        return Err(Diagnostic::new(f.message.clone())
            .at(f.loc)
            .in_func(&f.func));
    }
    Ok(outputs)
}
