//! Tangent and pullback of LAPACK's LU (`Op::LapackGetrf`, JAX's `lu_p`), the linear-algebra
//! family's third op (see `linalg.rs` for the other two and the complex convention).
//!
//! For each `[m, n]` matrix, k = min(m, n), getrf gives a = P·L·U with L unit lower `[m, m]`
//! (its first k columns packed strictly below the diagonal of `lu`, the others those of the
//! identity) and U upper `[n, n]` (its first k rows packed on and above the diagonal, the
//! others those of the identity). JAX's `_lu_jvp_rule`, for any m, n:
//!
//! * X = Pᵀ·ȧ, Z = L⁻¹·X·U⁻¹, lu̇ = L·tril₋₁(Z) + triu(Z)·U;
//! * its adjoint (the pullback): Z̄ = tril₋₁(Lᴴ·ḡ) + triu(ḡ·Uᴴ), ā = P·L⁻ᴴ·Z̄·U⁻ᴴ.
//!
//! The pivots and `info` are integers: they have no tangent and take no cotangent. P is
//! rebuilt from LAPACK's row swaps by a `while` loop over them (what JAX's
//! `lu_pivots_to_permutation` lowers to) and applied as a one-hot matrix product, so that
//! everything emitted stays differentiable.

use super::elementwise::Cts;
use super::emit::{Emit, R};
use super::linalg::{adjoint, matmul, solve};
use fresnel_ir::op::{CompareDir, Op, TransposeA};
use fresnel_ir::{DType, OpData, TensorType, ValueId};
use num_complex::Complex64;

/// The factors of one `getrf`, unpacked: L `[batch…, m, m]`, U `[batch…, n, n]` and the
/// one-hot Q `[batch…, m, m]` with Q[i, r] = 1 when row i of Pᵀ·a is row r of a.
struct Factors {
    l: ValueId,
    u: ValueId,
    q: ValueId,
}

fn iotas(e: &mut Emit, shape: &[usize]) -> R<(ValueId, ValueId)> {
    let r = shape.len();
    let ity = TensorType::new(DType::I32, shape.to_vec());
    let rows = e.typed(Op::Iota { dim: r - 2 }, vec![], ity.clone())?;
    let cols = e.typed(Op::Iota { dim: r - 1 }, vec![], ity)?;
    Ok((rows, cols))
}

/// `x` cut or zero-padded to `rows × cols` in its trailing matrix.
fn fit(e: &mut Emit, x: ValueId, rows: usize, cols: usize) -> R<ValueId> {
    let ty = e.ty(x);
    let r = ty.rank();
    let (m, n) = (ty.shape[r - 2], ty.shape[r - 1]);
    let mut limit = ty.shape.clone();
    limit[r - 2] = m.min(rows);
    limit[r - 1] = n.min(cols);
    let cut = e.slice(x, vec![0; r], limit, vec![1; r])?;
    let mut high = vec![0i64; r];
    high[r - 2] = rows.saturating_sub(m) as i64;
    high[r - 1] = cols.saturating_sub(n) as i64;
    e.pad_zeros(cut, vec![0; r], high, vec![0; r])
}

/// `x` where `rows keep cols` holds, else 0; with `unit_from`, plus ones on the diagonal
/// from that row on (the identity part of L or U).
fn masked(e: &mut Emit, x: ValueId, keep: CompareDir, unit_from: Option<usize>) -> R<ValueId> {
    let ty = e.ty(x);
    let (rows, cols) = iotas(e, &ty.shape)?;
    let inside = e.compare(keep, rows, cols)?;
    let kept = e.mask(inside, x)?;
    let Some(from) = unit_from else {
        return Ok(kept);
    };
    let on_diag = e.compare(CompareDir::Eq, rows, cols)?;
    let ity = TensorType::new(DType::I32, ty.shape.clone());
    let from = e.full(&ity, Complex64::new(from as f64, 0.0))?;
    let below = e.compare(CompareDir::Ge, rows, from)?;
    let unit = e.and(on_diag, below)?;
    let one = e.full(&ty, Complex64::new(1.0, 0.0))?;
    let ones = e.mask(unit, one)?;
    e.add(kept, ones)
}

/// The permutation LAPACK's 1-based row swaps `pivots` (`[batch…, k]`) make of m rows:
/// perm[i] is the row of a that is row i of Pᵀ·a. Swaps are sequential, so this is a `while`
/// over i < k swapping perm[i] and perm[pivots[i] − 1]; elements are read and written
/// through one-hot masks over the m rows, batched.
fn permutation(e: &mut Emit, pivots: ValueId, m: usize) -> R<ValueId> {
    let pty = e.ty(pivots);
    let nb = pty.rank() - 1;
    let k = pty.shape[nb];
    let mut shape = pty.shape[..nb].to_vec();
    shape.push(m);
    let perm_ty = TensorType::new(DType::I32, shape.clone());
    let perm0 = e.typed(Op::Iota { dim: nb }, vec![], perm_ty.clone())?;
    let scalar = TensorType::scalar(DType::I32);
    let zero = e.scalar(DType::I32, Complex64::new(0.0, 0.0))?;
    let types = [scalar.clone(), perm_ty.clone()];

    let cond = e.f.new_block(&types, None);
    let [i, _] = e.f.block(cond).args[..] else {
        return Err("internal error: loop condition arguments".into());
    };
    let mut c = Emit::new(e.f, cond);
    let limit = c.scalar(DType::I32, Complex64::new(k as f64, 0.0))?;
    let go = c.compare(CompareDir::Lt, i, limit)?;
    c.f.set_return(cond, vec![go]);

    let body = e.f.new_block(&types, None);
    let [i, perm] = e.f.block(body).args[..] else {
        return Err("internal error: loop body arguments".into());
    };
    let mut b = Emit::new(e.f, body);
    let mut at = vec![b.scalar(DType::I32, Complex64::new(0.0, 0.0))?; nb];
    at.insert(0, pivots);
    at.push(i);
    let mut sizes = pty.shape[..nb].to_vec();
    sizes.push(1);
    let swap = b.op(Op::DynamicSlice { sizes }, at)?;
    let swap = b.reshape(swap, pty.shape[..nb].to_vec())?;
    let one = b.full(&b.ty(swap), Complex64::new(1.0, 0.0))?;
    let p = b.sub(swap, one)?;
    let batch_dims: Vec<usize> = (0..nb).collect();
    let p = b.broadcast(p, batch_dims.clone(), perm_ty.clone())?;
    let ib = b.broadcast(i, vec![], perm_ty.clone())?;
    let slot = b.typed(Op::Iota { dim: nb }, vec![], perm_ty.clone())?;
    let at_i = b.compare(CompareDir::Eq, slot, ib)?;
    let at_p = b.compare(CompareDir::Eq, slot, p)?;
    let pick = |b: &mut Emit, mask: ValueId| -> R<ValueId> {
        let v = b.mask(mask, perm)?;
        let v = b.sum(v, vec![nb])?;
        b.broadcast(v, batch_dims.clone(), perm_ty.clone())
    };
    let vi = pick(&mut b, at_i)?;
    let vp = pick(&mut b, at_p)?;
    let moved = b.select(at_p, vi, perm)?;
    let next = b.select(at_i, vp, moved)?;
    let step = b.scalar(DType::I32, Complex64::new(1.0, 0.0))?;
    let i1 = b.add(i, step)?;
    b.f.set_return(body, vec![i1, next]);

    let id = e.f.push_op(
        e.block,
        Op::While,
        vec![zero, perm0],
        types.to_vec(),
        vec![cond, body],
        None,
    );
    Ok(e.f.op(id).results[1])
}

fn factors(e: &mut Emit, node: &OpData) -> R<Factors> {
    let (lu, pivots) = (node.results[0], node.results[1]);
    let ty = e.ty(lu);
    let r = ty.rank();
    let (m, n) = (ty.shape[r - 2], ty.shape[r - 1]);
    let k = m.min(n);
    let l = fit(e, lu, m, m)?;
    let l = masked(e, l, CompareDir::Gt, Some(0))?;
    let u = fit(e, lu, n, n)?;
    let u = masked(e, u, CompareDir::Le, Some(k))?;
    let perm = permutation(e, pivots, m)?;
    // Q[i, r] = (perm[i] == r)
    let mut qshape = ty.shape[..r - 2].to_vec();
    qshape.extend([m, m]);
    let ity = TensorType::new(DType::I32, qshape.clone());
    let dims: Vec<usize> = (0..r - 1).collect();
    let perm = e.broadcast(perm, dims, ity)?;
    let (_, cols) = iotas(e, &qshape)?;
    let hit = e.compare(CompareDir::Eq, perm, cols)?;
    let one = e.full(&ty.with_shape(qshape), Complex64::new(1.0, 0.0))?;
    let q = e.mask(hit, one)?;
    Ok(Factors { l, u, q })
}

/// The adjoint transpose for `triangular_solve`: `ADJOINT`, or `TRANSPOSE` on real types.
fn adjoint_of(e: &Emit, x: ValueId) -> TransposeA {
    if e.ty(x).dtype.is_complex() {
        TransposeA::Adjoint
    } else {
        TransposeA::Transpose
    }
}

pub fn jvp_getrf(e: &mut Emit, node: &OpData, da: ValueId) -> R<Cts> {
    let Factors { l, u, q } = factors(e, node)?;
    let x = matmul(e, q, 1, da, 0)?;
    let la = solve(e, l, x, true, true, true, TransposeA::NoTranspose)?;
    let z = solve(e, u, la, false, false, false, TransposeA::NoTranspose)?;
    let zl = masked(e, z, CompareDir::Gt, None)?;
    let zu = masked(e, z, CompareDir::Le, None)?;
    let dl = matmul(e, l, 1, zl, 0)?;
    let du = matmul(e, zu, 1, u, 0)?;
    Ok(vec![Some(e.add(dl, du)?), None, None])
}

pub fn getrf(e: &mut Emit, node: &OpData, cts: &[Option<ValueId>]) -> R<Cts> {
    let Some(g) = cts.first().copied().flatten() else {
        return Ok(vec![None]);
    };
    let Factors { l, u, q } = factors(e, node)?;
    // Z̄ = tril₋₁(Lᴴ·ḡ) + triu(ḡ·Uᴴ)
    let lh = adjoint(e, l)?;
    let lg = matmul(e, lh, 1, g, 0)?;
    let lg = masked(e, lg, CompareDir::Gt, None)?;
    let uh = adjoint(e, u)?;
    let gu = matmul(e, g, 1, uh, 0)?;
    let gu = masked(e, gu, CompareDir::Le, None)?;
    let zbar = e.add(lg, gu)?;
    // ā = P·L⁻ᴴ·Z̄·U⁻ᴴ, P = Qᵀ.
    let t = adjoint_of(e, u);
    let w = solve(e, u, zbar, false, false, false, t)?;
    let xbar = solve(e, l, w, true, true, true, t)?;
    Ok(vec![Some(matmul(e, q, 0, xbar, 0)?)])
}

/// The factors of an LU of the square `v` emitted here (`lapack.getrf`), for solves with it.
fn factors_of(e: &mut Emit, v: ValueId) -> R<Factors> {
    let results =
        e.f.build(e.block, Op::LapackGetrf, vec![v])
            .map_err(|err| format!("internal: {err}"))?;
    let node = OpData {
        op: Op::LapackGetrf,
        operands: vec![v],
        results,
        regions: vec![],
        loc: None,
    };
    factors(e, &node)
}

/// `v⁻¹·x` for square `v` (`[batch…, n, n]`): an LU of v and two triangular solves, as JAX's
/// `_solve` (the eig rules use it; v is treated as a constant).
pub(super) fn solve_lu(e: &mut Emit, v: ValueId, x: ValueId) -> R<ValueId> {
    let Factors { l, u, q } = factors_of(e, v)?;
    let px = matmul(e, q, 1, x, 0)?;
    let y = solve(e, l, px, true, true, true, TransposeA::NoTranspose)?;
    solve(e, u, y, true, false, false, TransposeA::NoTranspose)
}

/// `v⁻ᴴ·x`: with v = P·L·U, v⁻ᴴ = P·L⁻ᴴ·U⁻ᴴ.
pub(super) fn solve_lu_adjoint(e: &mut Emit, v: ValueId, x: ValueId) -> R<ValueId> {
    let Factors { l, u, q } = factors_of(e, v)?;
    let t = adjoint_of(e, v);
    let y = solve(e, u, x, true, false, false, t)?;
    let y = solve(e, l, y, true, true, true, t)?;
    matmul(e, q, 0, y, 0)
}
