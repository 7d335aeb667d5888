//! Forward mode: `jvp` as an IR→IR pass, and Hessian-vector products as jvp of grad.
//!
//! One forward sweep over `@main` (calls inlined first): right after every op whose operands
//! (or, for ops with regions, whose captured values) carry a tangent, the op's tangent rule
//! (`jvp_*`, next to the pullback in each op-family file) appends the ops computing the
//! tangents of its results. A value without a tangent has tangent zero and costs nothing, so
//! only the ops between the differentiated arguments and the results get tangent code.
//! Control flow is extended in place: a `while` carries the tangents of its varied carries as
//! extra carries, a `case`/`if` returns extra results computed in every branch (only the
//! taken one runs), a `sort` sorts the tangents along as extra operands.
//!
//! **Complex convention.** A tangent is an ordinary complex direction dz = da + i db, and a
//! result's tangent is its directional derivative d/dt f(z + t·dz) at t = 0. Holomorphic ops
//! map it by f'(z)·dz; non-holomorphic ones by their real-linear form, e.g.
//! d|z| = Re(conj(z)·dz)/|z|, d(Re z) = Re dz, d conj(z) = conj(dz). This is the transpose
//! of reverse mode's convention (cotangent ∂L/∂a + i ∂L/∂b, C-linear A pulls back as Aᴴ)
//! under the real inner product ⟨a, b⟩ = Re Σ conj(a)·b: for every program,
//! ⟨v, jvp(u)⟩ = ⟨vjp(v), u⟩ (tested on random complex programs).
//!
//! Kinks and ties follow the pullbacks exactly, so that the adjoint identity holds everywhere
//! (maximum/minimum split evenly at ties, max-pooling picks the first maximum of a window, the
//! init value of a max/min reduction gets nothing).

use super::emit::{Emit, R};
use super::{
    at, control, dot, eig, eigh, elementwise, fft, gtsv, index, linalg, lu, qr, reduce, shape,
    sort, svd, window, Differentiated,
};
use fresnel_ir::{BlockId, Diagnostic, Function, Module, Op, OpData, OpId, ValueId};
use std::collections::HashMap;

/// The tangents of an op's results (None = zero), from those of its operands.
pub type Dots = Vec<Option<ValueId>>;

/// `@main(args…, one tangent per wrt argument…) -> (results…, one tangent per result…)`.
///
/// The tangent of argument `wrt[k]` has that argument's type (an argument listed twice gets
/// the sum of its two tangents); every result gets a tangent of its own type (integer and
/// boolean results: zeros, as they do not vary). Run the simplification pipeline afterwards
/// (the CLI and compiling a [`crate::trace::Traced`] do) so that zero tangents fold away.
///
/// **Complex convention.** Tangents are ordinary complex directions dz = da + i db: a
/// result's tangent is d/dt f(z + t·dz) at t = 0. Holomorphic ops give f'(z)·dz;
/// non-holomorphic ones their real-linear form, e.g. d|z| = Re(conj(z)·dz)/|z|,
/// d(Re z) = Re dz. This is the transpose of reverse mode's convention (cotangent
/// ∂L/∂a + i ∂L/∂b) in the real inner product ⟨a, b⟩ = Re Σ conj(a)·b:
/// ⟨v, jvp(u)⟩ = ⟨vjp(v), u⟩ for every program.
///
/// Errors: an op without a derivative rule is a located error as in reverse mode, as are
/// programs with checks and arguments out of range or not float/complex.
pub fn jvp(m: &Module, wrt: &[usize]) -> Result<Module, Diagnostic> {
    let d = linearize(m, wrt)?;
    let (primal, dots) = (d.primal.clone(), d.grads.clone());
    let mut rets = primal;
    rets.extend(dots);
    Ok(d.finish(rets))
}

/// Hessian-vector products of a real scalar loss as jvp of grad:
/// `@main(args…, v_k per wrt argument…) -> (H·v restricted to arg wrt[k]…)`, where
/// H·v = Σ_j ∂²L/∂x_k∂x_j v_j over the `wrt` arguments. Complex arguments follow the
/// gradient convention: with z = a + ib, the result is (H_aa da + H_ab db) + i (H_ba da +
/// H_bb db), the real Hessian acting on v = da + i db.
pub fn hvp(m: &Module, wrt: &[usize]) -> Result<Module, Diagnostic> {
    let g = super::grad(m, wrt)?;
    let j = linearize(&g, wrt)?;
    let dots = j.grads.clone();
    Ok(j.finish(dots))
}

/// The jvp program before its results are chosen: `primal` are the original results,
/// `grads` their tangents.
fn linearize(m: &Module, wrt: &[usize]) -> Result<Differentiated, Diagnostic> {
    let mut f = super::entry_to_differentiate(m, wrt)?;
    let primal = f.returns().to_vec();
    let body = f.body;
    let mut t = Tangents::default();
    let in_main = |e: String| Diagnostic::new(e).in_func("main");
    for &i in wrt {
        let p = f.params()[i];
        let ty = f.ty(p).clone();
        let dp = f.add_param(ty);
        t.accumulate(&mut f, body, p, dp).map_err(in_main)?;
    }
    forward(&mut f, body, &mut t).map_err(|d| d.in_func("main"))?;
    let mut dots = Vec::new();
    for &r in &primal {
        let d = match t.get(r) {
            Some(d) => d,
            None => {
                let ty = f.ty(r).clone();
                Emit::new(&mut f, body).zeros(&ty).map_err(in_main)?
            }
        };
        dots.push(d);
    }
    Ok(Differentiated {
        module_name: m.name.clone(),
        warnings: m.warnings.clone(),
        f,
        primal,
        grads: dots,
    })
}

/// The tangent of each value that has one.
#[derive(Default)]
pub(super) struct Tangents(HashMap<ValueId, ValueId>);

impl Tangents {
    pub fn get(&self, v: ValueId) -> Option<ValueId> {
        self.0.get(&v).copied()
    }

    pub fn has(&self, v: ValueId) -> bool {
        self.0.contains_key(&v)
    }

    /// Records `dot` as the tangent of `v` (an inexact value of the same type).
    pub fn set(&mut self, f: &Function, v: ValueId, dot: ValueId) -> R<()> {
        if f.ty(dot) != f.ty(v) {
            return Err(format!(
                "internal error: tangent {} of a {} value",
                f.ty(dot),
                f.ty(v)
            ));
        }
        if f.ty(v).dtype.is_inexact() {
            self.0.insert(v, dot);
        }
        Ok(())
    }

    /// Adds `dot` to the tangent of `v` (an argument listed twice in `wrt`).
    fn accumulate(&mut self, f: &mut Function, block: BlockId, v: ValueId, dot: ValueId) -> R<()> {
        let sum = match self.get(v) {
            Some(prev) => Emit::new(f, block).add(prev, dot)?,
            None => dot,
        };
        self.set(f, v, sum)
    }
}

/// Appends tangent code to `block` (and, through control flow, to nested blocks): the one
/// forward sweep.
pub(super) fn forward(
    f: &mut Function,
    block: BlockId,
    t: &mut Tangents,
) -> Result<(), Diagnostic> {
    let ops = f.take_block_ops(block);
    for op in ops {
        let node = f.op(op).clone();
        let located =
            |msg: String| Diagnostic::new(format!("{msg}: {}{}", node.op.name(), at(&node)));
        let captured = captures_tangent(f, &node, t);
        let mut dots: Dots = node.operands.iter().map(|&v| t.get(v)).collect();
        if node.op == Op::LapackOrgqr && dots.iter().any(Option::is_some) {
            // Q's tangent comes from the matrix its geqrf factored (`qr.rs`).
            let a = qr::source(f, &node).map_err(located)?.operands[0];
            dots = vec![t.get(a)];
        }
        if !captured && dots.iter().all(Option::is_none) {
            f.attach_op(block, op);
            continue;
        }
        if matches!(node.op, Op::While | Op::Case | Op::If) {
            // Errors from a region name the op inside it first, then the enclosing op.
            let inside = |d: Diagnostic| {
                let msg = format!("{}, inside {}{}", d.message, node.op.name(), at(&node));
                Diagnostic::new(msg)
            };
            match node.op {
                Op::While => control::jvp_while(f, block, op, t).map_err(inside)?,
                _ => control::jvp_branches(f, block, op, t).map_err(inside)?,
            }
            continue;
        }
        if captured {
            return Err(located(
                "not differentiable yet: a region that captures a differentiated value".into(),
            ));
        }
        f.attach_op(block, op);
        let got = tangent(&mut Emit::new(f, block), op, &node, &dots).map_err(located)?;
        // Sort grows in place: read its results again.
        let results = f.op(op).results.clone();
        for (&r, d) in results.iter().zip(got) {
            if let Some(d) = d {
                t.set(f, r, d).map_err(located)?;
            }
        }
    }
    Ok(())
}

/// Whether a region of the op uses an outer value that has a tangent.
fn captures_tangent(f: &Function, node: &OpData, t: &Tangents) -> bool {
    !node.regions.is_empty()
        && super::activity::region_free_values(f, &node.regions)
            .into_iter()
            .any(|v| t.has(v))
}

/// The tangent rule of one op (not control flow), by family.
fn tangent(e: &mut Emit, op: OpId, node: &OpData, dots: &[Option<ValueId>]) -> R<Dots> {
    let d0 = || -> R<ValueId> { dots[0].ok_or_else(|| "internal error: no tangent".into()) };
    let none = || Ok(vec![None; node.results.len()]);
    match &node.op {
        // Random bits are piecewise constant in the state: no tangent.
        Op::Constant(_) | Op::Iota { .. } | Op::Compare { .. } | Op::RngBitGenerator { .. } => {
            none()
        }
        Op::Unary(u) => elementwise::jvp_unary(e, *u, node, d0()?),
        Op::Convert => elementwise::jvp_convert(e, node, d0()?),
        Op::Binary(b) => elementwise::jvp_binary(e, *b, node, dots),
        Op::Select => elementwise::jvp_select(e, node, dots),
        Op::Clamp => elementwise::jvp_clamp(e, node, dots),
        Op::BroadcastInDim { .. }
        | Op::Reshape
        | Op::Transpose { .. }
        | Op::Slice { .. }
        | Op::Reverse { .. }
        | Op::ReducePrecision { .. } => shape::jvp_linear(e, node, d0()?),
        Op::DynamicSlice { .. } => shape::jvp_dynamic_slice(e, node, d0()?),
        Op::DynamicUpdateSlice => shape::jvp_dynamic_update_slice(e, node, dots),
        Op::Pad { .. } => shape::jvp_pad(e, node, dots),
        Op::Concatenate { .. } => shape::jvp_concatenate(e, node, dots),
        Op::Reduce { dims } => reduce::jvp_reduce(e, op, node, dims, dots),
        Op::Gather(_) => index::jvp_gather(e, node, d0()?),
        Op::Scatter(s) => index::jvp_scatter(e, node, s, dots),
        Op::ReduceWindow(w) => window::jvp_reduce_window(e, node, w, dots),
        Op::SelectAndScatter(w) => window::jvp_select_and_scatter(e, node, w, dots),
        Op::Convolution(_) | Op::DotGeneral(_) => dot::jvp_bilinear(e, node, dots),
        Op::Fft { kind, length } => fft::jvp_fft(e, *kind, length, d0()?),
        Op::Sort { .. } => sort::jvp_sort(e, op, node, dots),
        Op::TopK { .. } => sort::jvp_top_k(e, node, d0()?),
        Op::BitcastConvert => sort::bitcast_convert(e, node),
        Op::OptimizationBarrier | Op::Probe { .. } => Ok(dots.to_vec()),
        Op::TriangularSolve { .. } => linalg::jvp_triangular_solve(e, node, dots),
        Op::Cholesky { lower } => linalg::jvp_cholesky(e, node, *lower, d0()?),
        Op::LapackGetrf => lu::jvp_getrf(e, node, d0()?),
        Op::LapackGesdd { .. } => svd::jvp_gesdd(e, node, d0()?),
        Op::LapackGeqrf => qr::jvp_geqrf(e, node, d0()?),
        Op::LapackGtsv => gtsv::jvp_gtsv(e, node, dots),
        Op::LapackOrgqr => qr::jvp_orgqr(e, node, d0()?),
        Op::LapackSyevd { lower } => eigh::jvp_syevd(e, node, *lower, d0()?),
        Op::LapackGeev { .. } => eig::jvp_geev(e, node, d0()?),
        Op::While | Op::Case | Op::If => {
            Err("internal error: control flow has its own tangent rule".into())
        }
        Op::Call { .. } => Err("internal error: call left after inlining".into()),
        Op::Check(_) => Err("cannot differentiate a check".into()),
        Op::Collective(_) | Op::RunParallel { .. } => {
            Err("cannot differentiate the collective ops (they run on the interpreter only)".into())
        }
        Op::Fusion { .. } => {
            Err("cannot differentiate a fused program; differentiate before fusion".into())
        }
    }
}

/// `a + b` where either may be zero (None).
pub(super) fn add_opt(e: &mut Emit, a: Option<ValueId>, b: Option<ValueId>) -> R<Option<ValueId>> {
    Ok(match (a, b) {
        (Some(a), Some(b)) => Some(e.add(a, b)?),
        (a, None) => a,
        (None, b) => b,
    })
}

/// The tangent `d`, or zeros of `like`'s type.
pub(super) fn or_zeros(e: &mut Emit, d: Option<ValueId>, like: ValueId) -> R<ValueId> {
    match d {
        Some(d) => Ok(d),
        None => e.zeros_like(like),
    }
}
