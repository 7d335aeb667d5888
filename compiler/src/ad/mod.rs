//! Source-to-source reverse-mode automatic differentiation (docs/design.md §4).
//!
//! The pass inlines calls, then appends to a copy of `@main` a backward pass: it walks the
//! forward ops in reverse, and for every op that lies between the differentiated arguments
//! and the seeded results (see `activity`) emits its pullback (one file per op family,
//! as in JAX's `lax/*.py`). Cotangents of a value with several uses are summed with `add`;
//! values without a cotangent are zero and cost nothing. Every cotangent has its primal's
//! type; integer and boolean values have none.
//!
//! Complex convention: for a real loss and z = a + ib the cotangent is ∂L/∂a + i ∂L/∂b,
//! so a C-linear op A pulls back as Aᴴȳ. The output is ordinary IR made only of
//! differentiable ops, so it can be differentiated again.
//!
//! Forward mode ([`jvp`], and [`hvp`] = jvp of grad) is one forward sweep in `jvp.rs`; its
//! tangent rules (`jvp_*`) sit next to the pullbacks in the same op-family files.

mod activity;
mod control;
mod conv;
mod dot;
mod eig;
mod eigh;
mod elementwise;
mod emit;
mod fft;
mod gtsv;
mod index;
mod jvp;
mod linalg;
mod lu;
mod qr;
mod reduce;
mod scatter_tuple;
mod shape;
mod sort;
mod svd;
mod window;

#[cfg(test)]
mod tests;

use crate::passes::dce::dce_function;
use crate::passes::inline::inline_calls;
use crate::passes::window_loops::expand_windows;
use activity::Activity;
pub use control::{AdOptions, Checkpoint};
use elementwise::Cts;
use emit::{Emit, R};
use fresnel_ir::{Diagnostic, Function, Module, Op, OpData, OpId, ValueId};
pub use jvp::{hvp, jvp};
use std::collections::{HashMap, HashSet};

/// `@main(args…, one cotangent per result…) -> (results…, ∂/∂arg_i for i in wrt…)`.
/// Cotangents of integer or boolean results are accepted and ignored.
pub fn vjp(m: &Module, wrt: &[usize]) -> Result<Module, Diagnostic> {
    vjp_with(m, wrt, &AdOptions::default())
}

/// [`vjp`] with options (checkpointing of loops).
pub fn vjp_with(m: &Module, wrt: &[usize], opts: &AdOptions) -> Result<Module, Diagnostic> {
    let d = differentiate(m, wrt, Seed::CotangentParams, opts)?;
    let mut rets = d.primal.clone();
    rets.extend(&d.grads);
    Ok(d.finish(rets))
}

/// `@main(args…) -> (value, ∂value/∂arg_i for i in wrt…)`; `@main` must return exactly one
/// result, a real scalar (with more, see [`value_and_grad_with_aux`]: dropping them silently
/// would lose what the user asked for).
pub fn value_and_grad(m: &Module, wrt: &[usize]) -> Result<Module, Diagnostic> {
    value_and_grad_with(m, wrt, &AdOptions::default())
}

/// [`value_and_grad`] with options (checkpointing of loops).
pub fn value_and_grad_with(
    m: &Module,
    wrt: &[usize],
    opts: &AdOptions,
) -> Result<Module, Diagnostic> {
    let d = differentiate(m, wrt, Seed::UnitOnFirst, opts)?;
    d.single_result("value_and_grad")?;
    let mut rets = vec![d.primal[0]];
    rets.extend(&d.grads);
    Ok(d.finish(rets))
}

/// JAX's `value_and_grad(f, has_aux=True)`: `@main(args…) -> (value, aux…, ∂value/∂arg_i…)`.
/// The first result is the real scalar loss; the others (auxiliary outputs) are carried
/// through undifferentiated.
pub fn value_and_grad_with_aux(m: &Module, wrt: &[usize]) -> Result<Module, Diagnostic> {
    let d = differentiate(m, wrt, Seed::UnitOnFirst, &AdOptions::default())?;
    let mut rets = d.primal.clone();
    rets.extend(&d.grads);
    Ok(d.finish(rets))
}

/// Like [`value_and_grad`] without the value.
pub fn grad(m: &Module, wrt: &[usize]) -> Result<Module, Diagnostic> {
    let d = differentiate(m, wrt, Seed::UnitOnFirst, &AdOptions::default())?;
    d.single_result("grad")?;
    let rets = d.grads.clone();
    Ok(d.finish(rets))
}

/// JAX's `grad(f, has_aux=True)`: `@main(args…) -> (∂value/∂arg_i…, aux…)`.
pub fn grad_with_aux(m: &Module, wrt: &[usize]) -> Result<Module, Diagnostic> {
    let d = differentiate(m, wrt, Seed::UnitOnFirst, &AdOptions::default())?;
    let mut rets = d.grads.clone();
    rets.extend(&d.primal[1..]);
    Ok(d.finish(rets))
}

#[derive(Clone, Copy, PartialEq)]
enum Seed {
    /// One extra parameter per result carries its cotangent.
    CotangentParams,
    /// The first result is a real scalar loss with cotangent 1.
    UnitOnFirst,
}

struct Differentiated {
    module_name: Option<String>,
    /// The differentiated module's warnings, kept on the result.
    warnings: Vec<String>,
    f: Function,
    primal: Vec<ValueId>,
    grads: Vec<ValueId>,
}

impl Differentiated {
    /// Refuses a program with auxiliary results where the caller would drop them.
    fn single_result(&self, what: &str) -> Result<(), Diagnostic> {
        match self.primal.len() {
            1 => Ok(()),
            n => Err(Diagnostic::new(format!(
                "cannot take {what} of @main with {n} results: it differentiates the first and \
                 would drop the other {}; use {what}_with_aux (JAX's has_aux) to return them, \
                 or return only the loss",
                n - 1
            ))
            .in_func(&self.f.name)),
        }
    }
    fn finish(mut self, rets: Vec<ValueId>) -> Module {
        self.f.result_types = rets.iter().map(|&v| self.f.ty(v).clone()).collect();
        let body = self.f.body;
        self.f.set_return(body, rets);
        // Drop the forward ops the requested results do not need (no checks remain: AD
        // refuses them, and calls are inlined, so nothing has an effect).
        dce_function(&mut self.f, &HashSet::new());
        Module {
            name: self.module_name,
            funcs: vec![self.f],
            warnings: self.warnings,
        }
    }
}

fn differentiate(
    m: &Module,
    wrt: &[usize],
    seed: Seed,
    opts: &AdOptions,
) -> Result<Differentiated, Diagnostic> {
    let mut f = entry_to_differentiate(m, wrt)?;
    let primal = f.returns().to_vec();
    let body = f.body;

    let seeds: Vec<(ValueId, ValueId)> = match seed {
        Seed::CotangentParams => {
            let mut seeds = Vec::new();
            for &r in &primal {
                let ty = f.ty(r).clone();
                let inexact = ty.dtype.is_inexact();
                let ct = f.add_param(ty);
                if inexact {
                    seeds.push((r, ct));
                }
            }
            seeds
        }
        Seed::UnitOnFirst => {
            let first = check_loss(&f)?;
            let ty = f.ty(first).clone();
            let one = Emit::new(&mut f, body)
                .full_re(&ty, 1.0)
                .map_err(|e| Diagnostic::new(e).in_func("main"))?;
            vec![(first, one)]
        }
    };

    let wrt_values: Vec<ValueId> = wrt.iter().map(|&i| f.params()[i]).collect();
    let seed_values: Vec<ValueId> = seeds.iter().map(|s| s.0).collect();
    let act = Activity::new(&f, &wrt_values, &seed_values);
    // Loops keep what their reverse pass needs (counter, stacks of carries).
    let plans = control::prepare(&mut f, &act, opts)?;
    let mut cts = Cotangents::default();
    for (v, c) in seeds {
        cts.add(&mut f, v, c)
            .map_err(|e| Diagnostic::new(e).in_func("main"))?;
    }

    let forward: Vec<_> = f.block(body).ops.clone();
    for op in forward.into_iter().rev() {
        if !act.is_active(&f, op) {
            continue;
        }
        let node = f.op(op).clone();
        let result_cts: Vec<Option<ValueId>> = node.results.iter().map(|r| cts.get(*r)).collect();
        if result_cts.iter().all(Option::is_none) {
            continue;
        }
        let wants: Vec<bool> = node
            .operands
            .iter()
            .map(|&v| act.varied(v) && f.ty(v).dtype.is_inexact())
            .collect();
        let located =
            |msg: String| Diagnostic::new(format!("{msg}: {}{}", node.op.name(), at(&node)));
        let control = match node.op {
            Op::While => {
                let plan = plans.get(&op).ok_or_else(|| {
                    located("internal error: an active loop without a plan".into())
                })?;
                Some(control::while_pullback(
                    &mut f,
                    body,
                    plan,
                    &result_cts,
                    &act,
                    opts,
                ))
            }
            Op::Case | Op::If => Some(control::branch_pullback(
                &mut f,
                body,
                op,
                &result_cts,
                &act,
                opts,
            )),
            _ => None,
        };
        if let Some(pairs) = control {
            // Errors from a region name the op inside it first, then the enclosing op.
            let inside = |msg: String| {
                Diagnostic::new(format!("{msg}, inside {}{}", node.op.name(), at(&node)))
            };
            for (v, c) in pairs.map_err(inside)? {
                cts.add(&mut f, v, c).map_err(located)?;
            }
            continue;
        }
        if node.op == Op::LapackOrgqr {
            // Q's cotangent goes to the matrix its geqrf factored, not to the reflectors.
            let got =
                qr::orgqr(&mut Emit::new(&mut f, body), &node, &result_cts).map_err(located)?;
            if let Some((a, c)) = got.filter(|(a, _)| act.varied(*a)) {
                cts.add(&mut f, a, c).map_err(located)?;
            }
            continue;
        }
        let got = pullback(&mut Emit::new(&mut f, body), op, &node, &result_cts, &wants)
            .map_err(located)?;
        for ((&v, ct), &want) in node.operands.iter().zip(got).zip(&wants) {
            if let (Some(c), true) = (ct, want) {
                cts.add(&mut f, v, c).map_err(located)?;
            }
        }
    }

    let mut grads = Vec::new();
    for &v in &wrt_values {
        let g = match cts.get(v) {
            Some(g) => g,
            None => {
                let ty = f.ty(v).clone();
                Emit::new(&mut f, body)
                    .zeros(&ty)
                    .map_err(|e| Diagnostic::new(e).in_func("main"))?
            }
        };
        grads.push(g);
    }
    Ok(Differentiated {
        module_name: m.name.clone(),
        warnings: m.warnings.clone(),
        f,
        primal,
        grads,
    })
}

/// Checks (assertions with an effect) have no derivative.
fn refuse_checks(f: &Function) -> Result<(), Diagnostic> {
    match f
        .walk()
        .into_iter()
        .find(|&op| matches!(f.op(op).op, Op::Check(_)))
    {
        Some(op) => {
            let d = f.op(op);
            Err(Diagnostic::new(format!(
                "cannot differentiate a program with checks: {}{}",
                d.op.name(),
                at(d)
            )))
        }
        None => Ok(()),
    }
}

/// " at LINE:COL" when the op came from text.
fn at(d: &OpData) -> String {
    d.loc.map(|l| format!(" at {l}")).unwrap_or_default()
}

fn check_wrt(f: &Function, wrt: &[usize]) -> Result<(), Diagnostic> {
    let n = f.params().len();
    for &i in wrt {
        if i >= n {
            return Err(Diagnostic::new(format!(
                "cannot differentiate with respect to argument {i}: @{} has {n} argument(s)",
                f.name
            )));
        }
        let ty = f.ty(f.params()[i]);
        if !ty.dtype.is_inexact() {
            return Err(Diagnostic::new(format!(
                "cannot differentiate with respect to argument {i} of type {ty}: only float \
                 and complex arguments have gradients"
            )));
        }
    }
    Ok(())
}

/// The first result, which must be a real scalar.
fn check_loss(f: &Function) -> Result<ValueId, Diagnostic> {
    let Some(&first) = f.returns().first() else {
        return Err(Diagnostic::new(
            "grad needs @main's first result to be a real scalar, but @main returns nothing",
        ));
    };
    let ty = f.ty(first);
    if ty.rank() != 0 || !ty.dtype.is_float() {
        return Err(Diagnostic::new(format!(
            "grad needs @main's first result to be a real scalar, got {ty}"
        )));
    }
    Ok(first)
}

/// The accumulated cotangent of each value.
#[derive(Default)]
struct Cotangents(HashMap<ValueId, ValueId>);

impl Cotangents {
    fn get(&self, v: ValueId) -> Option<ValueId> {
        self.0.get(&v).copied()
    }

    fn add(&mut self, f: &mut Function, v: ValueId, ct: ValueId) -> Result<(), String> {
        if f.ty(ct) != f.ty(v) {
            return Err(format!(
                "internal error: cotangent {} of a {} value",
                f.ty(ct),
                f.ty(v)
            ));
        }
        let sum = match self.get(v) {
            Some(prev) => {
                let body = f.body;
                match (window_into_zeros(f, ct), window_into_zeros(f, prev)) {
                    (Some((upd, idx)), _) => add_window(&mut Emit::new(f, body), prev, upd, idx)?,
                    (None, Some((upd, idx))) => add_window(&mut Emit::new(f, body), ct, upd, idx)?,
                    (None, None) => Emit::new(f, body).add(prev, ct)?,
                }
            }
            None => ct,
        };
        self.0.insert(v, sum);
        Ok(())
    }
}

/// `(update, indices)` when `ct` is `dynamic_update_slice(zeros, update, indices…)`: the
/// pullback of a `dynamic_slice`, e.g. of a `scan` reading row i of its inputs.
fn window_into_zeros(f: &Function, ct: ValueId) -> Option<(ValueId, Vec<ValueId>)> {
    let (op, _) = f.producer(ct)?;
    let d = f.op(op);
    if !matches!(d.op, Op::DynamicUpdateSlice) {
        return None;
    }
    let zero = crate::passes::util::splat_of(f, d.operands[0])?;
    crate::passes::util::is_zero(zero).then(|| (d.operands[1], d.operands[2..].to_vec()))
}

/// `acc + dynamic_update_slice(zeros, upd, idx)` as `acc` with only the window updated, so
/// that accumulating one row per iteration costs a row, not a full zero tensor and a sum.
fn add_window(e: &mut Emit, acc: ValueId, upd: ValueId, idx: Vec<ValueId>) -> R<ValueId> {
    let sizes = e.ty(upd).shape;
    let mut operands = vec![acc];
    operands.extend(&idx);
    let window = e.op(Op::DynamicSlice { sizes }, operands)?;
    let sum = e.add(window, upd)?;
    let mut operands = vec![acc, sum];
    operands.extend(idx);
    e.op(Op::DynamicUpdateSlice, operands)
}

/// The cotangents of an op's operands (None = zero) from those of its results.
fn pullback(
    e: &mut Emit,
    op: OpId,
    node: &OpData,
    cts: &[Option<ValueId>],
    wants: &[bool],
) -> R<Cts> {
    let g = || -> R<ValueId> {
        match cts {
            [Some(g)] => Ok(*g),
            _ => Err("internal error: expected one result cotangent".into()),
        }
    };
    let none = || Ok(vec![None; node.operands.len()]);
    match &node.op {
        // Random bits are piecewise constant in the state: no cotangent.
        Op::Constant(_) | Op::Iota { .. } | Op::Compare { .. } | Op::RngBitGenerator { .. } => {
            none()
        }
        Op::Unary(u) => elementwise::unary(e, *u, node, g()?),
        Op::Convert => elementwise::convert(e, node, g()?),
        Op::Binary(b) => elementwise::binary(e, *b, node, g()?, wants),
        Op::Select => elementwise::select(e, node, g()?, wants),
        Op::Clamp => elementwise::clamp(e, node, g()?, wants),
        Op::BroadcastInDim { dims } => shape::broadcast_in_dim(e, node, dims, g()?),
        Op::Reshape => shape::reshape(e, node, g()?),
        Op::Transpose { perm } => shape::transpose(e, perm, g()?),
        Op::Slice { start, strides, .. } => shape::slice(e, node, start, strides, g()?),
        Op::DynamicSlice { .. } => shape::dynamic_slice(e, node, g()?),
        Op::DynamicUpdateSlice => shape::dynamic_update_slice(e, node, g()?, wants),
        Op::Pad {
            low,
            high,
            interior,
        } => shape::pad(e, node, low, high, interior, g()?, wants),
        Op::Concatenate { dim } => shape::concatenate(e, node, *dim, g()?, wants),
        Op::Reverse { dims } => shape::reverse(e, dims, g()?),
        Op::Reduce { dims } => reduce::reduce(e, op, node, dims, cts, wants),
        Op::Gather(gd) => index::gather(e, node, gd, g()?, wants),
        Op::Scatter(s) => match cts {
            [Some(c)] => index::scatter(e, node, s, *c, wants),
            [None] => none(),
            _ => scatter_tuple::scatter(e, node, s, cts, wants),
        },
        Op::ReduceWindow(w) => window::reduce_window(e, node, w, cts, wants),
        Op::SelectAndScatter(_) => Err("not differentiable yet".into()),
        Op::Convolution(c) => conv::convolution(e, node, c, g()?, wants),
        Op::DotGeneral(d) => dot::dot_general(e, node, d, g()?, wants),
        Op::Fft { kind, length } => fft::fft(e, node, *kind, length, g()?),
        Op::Sort { dim, stable } => sort::sort(e, node, *dim, *stable, cts),
        Op::TopK { .. } => sort::top_k(e, node, cts),
        Op::BitcastConvert => sort::bitcast_convert(e, node),
        // An identity: each cotangent goes to its operand.
        Op::OptimizationBarrier | Op::Probe { .. } => Ok(cts.to_vec()),
        Op::TriangularSolve { .. } => linalg::triangular_solve(e, node, g()?, wants),
        Op::Cholesky { lower } => linalg::cholesky(e, node, *lower, g()?),
        Op::LapackGetrf => lu::getrf(e, node, cts),
        Op::LapackGesdd { .. } => svd::gesdd(e, node, cts),
        Op::LapackGeqrf => qr::geqrf(e, node, cts),
        Op::LapackGtsv => gtsv::gtsv(e, node, cts, wants),
        Op::LapackOrgqr => Err("internal error: orgqr has its own pullback".into()),
        Op::LapackSyevd { lower } => eigh::syevd(e, node, *lower, cts),
        Op::LapackGeev { .. } => eig::geev(e, node, cts),
        Op::ReducePrecision {
            exponent_bits,
            mantissa_bits,
        } => {
            // JAX treats it as linear: the cotangent is rounded the same way.
            let op = Op::ReducePrecision {
                exponent_bits: *exponent_bits,
                mantissa_bits: *mantissa_bits,
            };
            Ok(vec![Some(e.op(op, vec![g()?])?)])
        }
        Op::While | Op::Case | Op::If => {
            Err("internal error: control flow has its own pullback".into())
        }
        Op::Call { .. } => Err("internal error: call left after inlining".into()),
        Op::Check(_) => Err("cannot differentiate a check".into()),
        Op::Collective(_) | Op::RunParallel { .. } => {
            Err("cannot differentiate the collective ops (they run on the interpreter only)".into())
        }
        // Fusion runs after AD in every pipeline; differentiate the unfused program.
        Op::Fusion { .. } => {
            Err("cannot differentiate a fused program; differentiate before fusion".into())
        }
    }
}

/// `@main` of `m` with its calls inlined, ready for either mode: the module verified (both
/// passes assume operand ids in range and types as inferred), `wrt` in range, no `check.*` ops.
pub(crate) fn entry_to_differentiate(m: &Module, wrt: &[usize]) -> Result<Function, Diagnostic> {
    crate::pipeline::verify(m)?;
    let mut m = m.clone();
    inline_calls(&mut m)?;
    let entry = m
        .entry()
        .ok_or_else(|| Diagnostic::new("cannot differentiate: the module has no @main"))?;
    let mut f = entry.clone();
    check_wrt(&f, wrt)?;
    refuse_checks(&f)?;
    // Canonical forms with cheaper derivatives (|z|², exp(i·x)); what they replace is dead.
    if crate::passes::simplify::simplify_with(&mut f, crate::passes::simplify::BEFORE_AD)? {
        dce_function(&mut f, &crate::passes::util::effectful_functions(&m));
    }
    // reduce_window with a region that has no rule of its own: the loop it means.
    let no_rule = |f: &Function, op: OpId| {
        let d = f.op(op);
        let inexact = d.results.iter().any(|&r| f.ty(r).dtype.is_inexact());
        inexact && !(d.operands.len() == 2 && window::region_binary_of(f, d).is_some())
    };
    expand_windows(&mut f, &no_rule).map_err(|e| Diagnostic::new(e).in_func("main"))?;
    f.name = "main".into();
    f.public = true;
    Ok(f)
}
