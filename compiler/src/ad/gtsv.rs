//! Tangent and pullback of LAPACK's tridiagonal solve (`Op::LapackGtsv`, JAX's
//! `tridiagonal_solve_p`): x = A⁻¹·b for the tridiagonal A with sub-, main and
//! super-diagonals dl, d, du (dl[0] and du[n − 1] not part of A).
//!
//! * Tangent (JAX's `_tridiagonal_solve_jvp_rule`): ẋ = A⁻¹·(ḃ − Ȧ·x), Ȧ·x the tridiagonal
//!   product of the diagonals' tangents with x — one more `gtsv` with the same diagonals.
//! * Pullback (the adjoint, JAX's transpose rule in our complex convention): b̄ = A⁻ᴴ·x̄, a
//!   `gtsv` of Aᴴ (diagonal conj(d), subdiagonal conj(du) shifted down a row, superdiagonal
//!   conj(dl) shifted up); then, from ⟨b̄, −Ȧ·x⟩: d̄ᵢ = −Σⱼ b̄ᵢⱼ·conj(xᵢⱼ),
//!   dl̄ᵢ = −Σⱼ b̄ᵢⱼ·conj(xᵢ₋₁,ⱼ) (0 at i = 0), dūᵢ = −Σⱼ b̄ᵢⱼ·conj(xᵢ₊₁,ⱼ) (0 at n − 1).
//!
//! The three diagonal results hold LAPACK's factorisation (U's diagonals after pivoting),
//! whose derivative JAX does not define and its programs never read: their tangents are NaN
//! (a visibly undefined derivative), and a cotangent reaching them is a located error.

use super::elementwise::Cts;
use super::emit::{Emit, R};
use fresnel_ir::{Op, OpData, ValueId};
use num_complex::Complex64;

/// `[batch…, n, k]` x shifted by one row: `x_prev[i] = x[i − 1]` (0 at i = 0) when `down`,
/// else `x_next[i] = x[i + 1]` (0 at n − 1).
fn shifted(e: &mut Emit, x: ValueId, down: bool) -> R<ValueId> {
    let ty = e.ty(x);
    let r = ty.rank();
    let n = ty.shape[r - 2];
    let mut start = vec![0; r];
    let mut limit = ty.shape.clone();
    if down {
        limit[r - 2] = n - 1;
    } else {
        start[r - 2] = 1;
    }
    let part = e.slice(x, start, limit, vec![1; r])?;
    let (mut low, mut high) = (vec![0; r], vec![0; r]);
    if down {
        low[r - 2] = 1;
    } else {
        high[r - 2] = 1;
    }
    e.pad_zeros(part, low, high, vec![0; r])
}

/// A diagonal `[batch…, n]` as `[batch…, n, k]` (the same along the right-hand sides).
fn columns(e: &mut Emit, v: ValueId, like: ValueId) -> R<ValueId> {
    let ty = e.ty(like);
    let dims: Vec<usize> = (0..ty.rank() - 1).collect();
    e.broadcast(v, dims, ty)
}

/// A vector `[batch…, n]` shifted like [`shifted`] (along its last dimension).
fn shifted_vector(e: &mut Emit, v: ValueId, down: bool) -> R<ValueId> {
    let ty = e.ty(v);
    let r = ty.rank();
    let n = ty.shape[r - 1];
    let mut start = vec![0; r];
    let mut limit = ty.shape.clone();
    let (mut low, mut high) = (vec![0; r], vec![0; r]);
    if down {
        limit[r - 1] = n - 1;
        low[r - 1] = 1;
    } else {
        start[r - 1] = 1;
        high[r - 1] = 1;
    }
    let part = e.slice(v, start, limit, vec![1; r])?;
    e.pad_zeros(part, low, high, vec![0; r])
}

/// The solution of the tridiagonal system (dl, d, du) for `rhs`: a new `gtsv`'s result 3.
fn solve(e: &mut Emit, dl: ValueId, d: ValueId, du: ValueId, rhs: ValueId) -> R<ValueId> {
    let types = fresnel_ir::infer::gtsv::gtsv(&e.ty(dl), &e.ty(d), &e.ty(du), &e.ty(rhs))?;
    let id = e.f.push_op(
        e.block,
        Op::LapackGtsv,
        vec![dl, d, du, rhs],
        types,
        vec![],
        None,
    );
    Ok(e.f.op(id).results[3])
}

/// Ȧ·x for diagonal tangents (None = zero); None when all are zero.
fn product(
    e: &mut Emit,
    ddl: Option<ValueId>,
    dd: Option<ValueId>,
    ddu: Option<ValueId>,
    x: ValueId,
) -> R<Option<ValueId>> {
    let mut total: Option<ValueId> = None;
    for (t, shift) in [(dd, None), (ddl, Some(true)), (ddu, Some(false))] {
        let Some(t) = t else { continue };
        let xs = match shift {
            None => x,
            Some(down) => shifted(e, x, down)?,
        };
        let tc = columns(e, t, x)?;
        let term = e.mul(tc, xs)?;
        total = Some(match total {
            Some(s) => e.add(s, term)?,
            None => term,
        });
    }
    Ok(total)
}

fn n_of(e: &Emit, node: &OpData) -> usize {
    let ty = e.ty(node.operands[1]);
    ty.shape[ty.rank() - 1]
}

pub fn jvp_gtsv(e: &mut Emit, node: &OpData, dots: &[Option<ValueId>]) -> R<Cts> {
    let [dl, d, du, _] = node.operands[..] else {
        return Err("internal error: gtsv without four operands".into());
    };
    let x = node.results[3];
    let mut out: Cts = vec![None; 5];
    let undefined = |e: &mut Emit, v: ValueId| {
        let ty = e.ty(v);
        e.full(&ty, Complex64::new(f64::NAN, f64::NAN))
    };
    for (k, slot) in out.iter_mut().enumerate().take(3) {
        *slot = Some(undefined(e, node.results[k])?);
    }
    if n_of(e, node) == 0 {
        out[3] = Some(e.zeros_like(x)?);
        return Ok(out);
    }
    let ax = product(e, dots[0], dots[1], dots[2], x)?;
    let rhs = match (dots[3], ax) {
        (Some(db), Some(ax)) => e.sub(db, ax)?,
        (Some(db), None) => db,
        (None, Some(ax)) => e.neg(ax)?,
        (None, None) => return Ok(out),
    };
    out[3] = Some(solve(e, dl, d, du, rhs)?);
    Ok(out)
}

pub fn gtsv(e: &mut Emit, node: &OpData, cts: &[Option<ValueId>], wants: &[bool]) -> R<Cts> {
    if cts.iter().take(3).any(Option::is_some) {
        return Err(
            "not differentiable: the diagonals lapack.gtsv overwrites with LAPACK's \
             factorisation (only its solution has a derivative)"
                .into(),
        );
    }
    let Some(xbar) = cts.get(3).copied().flatten() else {
        return Ok(vec![None; 4]);
    };
    let [dl, d, du, _] = node.operands[..] else {
        return Err("internal error: gtsv without four operands".into());
    };
    if n_of(e, node) == 0 {
        return Ok(vec![None; 4]);
    }
    let x = node.results[3];
    // Aᴴ: conj(d) on the diagonal, conj(du) one row down, conj(dl) one row up.
    let (cdl, cd, cdu) = (e.conj(dl)?, e.conj(d)?, e.conj(du)?);
    let sub = shifted_vector(e, cdu, true)?;
    let sup = shifted_vector(e, cdl, false)?;
    let bbar = solve(e, sub, cd, sup, xbar)?;
    let mut out: Cts = vec![None, None, None, Some(bbar)];
    let r = e.ty(x).rank();
    for (k, shift) in [(0, Some(true)), (1, None), (2, Some(false))] {
        if !wants[k] {
            continue;
        }
        let xs = match shift {
            None => x,
            Some(down) => shifted(e, x, down)?,
        };
        let t = e.times_conj(bbar, xs)?;
        let s = e.sum(t, vec![r - 1])?;
        out[k] = Some(e.neg(s)?);
    }
    Ok(out)
}
