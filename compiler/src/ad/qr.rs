//! Tangent and pullback of LAPACK's QR as JAX's CPU `jnp.linalg.qr` lowers it:
//! `(packed, taus) = geqrf(a)`, R = the upper triangle of `packed`, Q = `orgqr(packed, taus)`
//! (`Op::LapackGeqrf`, `Op::LapackOrgqr`). JAX differentiates the pair as one `qr_p`; its
//! `qr_jvp_rule` for the reduced QR of an `[m, n]` matrix with m ≥ n is
//!
//! * X = ȧ·R⁻¹, C = Qᴴ·X, Ω = tril₋₁(C) − tril₋₁(C)ᴴ + i·Im diag(C) (skew-Hermitian),
//! * Q̇ = Q·(Ω − C) + X, Ṙ = (C − Ω)·R;
//!
//! and its adjoint (the pullback) is, with M = R̄·Rᴴ − Qᴴ·Q̄ and N the Hermitian matrix
//! with M's strict upper triangle and Re diag(M) (N = M − Ω's adjoint applied to M),
//! ā = (Q̄ + Q·N)·R⁻ᴴ.
//!
//! The Householder vectors and taus are LAPACK's internal representation of Q: their own
//! derivative is not what JAX defines, and nothing but `orgqr` reads them. So `geqrf`'s rules
//! carry R's part (the upper triangle of `packed`) and `orgqr`'s rules differentiate Q
//! straight from the `a` its operands were factored from (the reverse and forward sweeps
//! give `orgqr` that matrix; see [`source`]). The reflector part of `packed` and the taus get
//! NaN tangents, and a nonzero cotangent reaching them makes the gradient NaN, so a program
//! that reads them directly gets a visibly undefined derivative rather than a wrong one.
//!
//! A wide matrix (m < n) follows JAX's wide branch of the same rule: with A = [X | Y]
//! (X its first m columns) and R = [R₁ | R₂], X = Q·R₁ is a square QR, so (Q̇, Ṙ₁) come from
//! the rule above on (X, Ẋ), and R₂ = Qᴴ·Y gives Ṙ₂ = Q̇ᴴ·Y + Qᴴ·Ẏ. Its adjoint: Y's part of
//! R̄ adds Y·R̄₂ᴴ to Q̄ before the square pullback gives X̄, and Ȳ = Q·R̄₂. JAX lowers the wide
//! QR's Q as `orgqr` of packed's leading m × m block, a `slice` that [`source`] looks through.
//! The complete QR of a tall matrix (Q is m × m, orgqr of a zero-padded `packed`) is refused.

use super::elementwise::Cts;
use super::emit::{Emit, R};
use super::linalg::{adjoint, matmul, solve};
use fresnel_ir::func::ValueDef;
use fresnel_ir::op::{CompareDir, Op, TransposeA, UnaryOp};
use fresnel_ir::{DType, Function, OpData, TensorType, ValueId};
use num_complex::Complex64;

/// `x` where `rows dir cols` holds in its trailing matrix, else 0.
pub(super) fn triangle(e: &mut Emit, x: ValueId, dir: CompareDir) -> R<ValueId> {
    let ty = e.ty(x);
    let r = ty.rank();
    let ity = TensorType::new(DType::I32, ty.shape.clone());
    let rows = e.typed(Op::Iota { dim: r - 2 }, vec![], ity.clone())?;
    let cols = e.typed(Op::Iota { dim: r - 1 }, vec![], ity)?;
    let keep = e.compare(dir, rows, cols)?;
    e.mask(keep, x)
}

/// The real part of `x`'s diagonal as a matrix (i·Im diag(x) when `imaginary`), zero off it.
pub(super) fn diagonal_part(e: &mut Emit, x: ValueId, imaginary: bool) -> R<ValueId> {
    let part = if !e.ty(x).dtype.is_complex() {
        if imaginary {
            return e.zeros_like(x);
        }
        x
    } else {
        let c = e.conj(x)?;
        let s = if imaginary {
            e.sub(x, c)?
        } else {
            e.add(x, c)?
        };
        e.scale(s, 0.5)?
    };
    triangle(e, part, CompareDir::Eq)
}

/// The adjoint transpose for `triangular_solve`: `ADJOINT`, or `TRANSPOSE` on real types.
fn adjoint_of(e: &Emit, x: ValueId) -> TransposeA {
    if e.ty(x).dtype.is_complex() {
        TransposeA::Adjoint
    } else {
        TransposeA::Transpose
    }
}

/// The `[m, n]` of `a`.
fn dims(e: &Emit, a: ValueId) -> (usize, usize) {
    let ty = e.ty(a);
    let r = ty.rank();
    (ty.shape[r - 2], ty.shape[r - 1])
}

/// Columns `lo..hi` of `x`'s trailing matrices.
fn columns(e: &mut Emit, x: ValueId, lo: usize, hi: usize) -> R<ValueId> {
    let ty = e.ty(x);
    let r = ty.rank();
    let mut start = vec![0; r];
    start[r - 1] = lo;
    let mut limit = ty.shape.clone();
    limit[r - 1] = hi;
    e.slice(x, start, limit, vec![1; r])
}

/// The square factor of `a = geqrf's operand` `[m, n]`: R `[k, k]` (k = min(m, n)), the upper
/// triangle of `packed`'s leading block.
fn r_square(e: &mut Emit, packed: ValueId) -> R<ValueId> {
    let (m, n) = dims(e, packed);
    let k = m.min(n);
    let top = r_factor(e, packed, k)?;
    columns(e, top, 0, k)
}

/// Q of a geqrf: `orgqr` of `packed` (tall) or of its leading m × m block (wide), as JAX's
/// lowering builds it.
fn q_of(e: &mut Emit, packed: ValueId, taus: ValueId) -> R<ValueId> {
    let (m, n) = dims(e, packed);
    let square = columns(e, packed, 0, m.min(n))?;
    e.op(Op::LapackOrgqr, vec![square, taus])
}

/// R `[batch…, n, n]`: the upper triangle of `packed`'s first n rows.
fn r_factor(e: &mut Emit, packed: ValueId, n: usize) -> R<ValueId> {
    let ty = e.ty(packed);
    let r = ty.rank();
    let mut limit = ty.shape.clone();
    limit[r - 2] = n;
    let top = e.slice(packed, vec![0; r], limit, vec![1; r])?;
    triangle(e, top, CompareDir::Le)
}

/// The `a` that `orgqr`'s operands were factored from: they must be the two results of one
/// `geqrf` of an `[m, n]` matrix with m ≥ n (JAX's reduced `jnp.linalg.qr`). Returns that
/// geqrf.
pub(super) fn source(f: &Function, orgqr: &OpData) -> R<OpData> {
    let def = |v: ValueId| match f.value(v).def {
        ValueDef::OpResult { op, index } => Some((op, index)),
        ValueDef::BlockArg { .. } => None,
    };
    let refuse = || {
        "not differentiable yet: orgqr whose operands are not the two results of one geqrf (or, for a wide matrix, packed's leading m × m block): the reduced or wide QR jnp.linalg.qr lowers to, not the complete QR of a tall matrix".to_string()
    };
    // A wide matrix's Q is orgqr of packed's leading m × m block (all of its rows).
    let packed = match def(orgqr.operands[0]) {
        Some((s, 0)) => match &f.op(s).op {
            Op::Slice {
                start,
                limit,
                strides,
            } => {
                let from = f.op(s).operands[0];
                let shape = &f.ty(from).shape;
                let r = shape.len();
                let leading = r >= 2
                    && start.iter().all(|&x| x == 0)
                    && strides.iter().all(|&x| x == 1)
                    && limit[..r - 1] == shape[..r - 1]
                    && limit[r - 1] == shape[r - 2]
                    && shape[r - 2] < shape[r - 1];
                if leading {
                    from
                } else {
                    return Err(refuse());
                }
            }
            _ => orgqr.operands[0],
        },
        _ => orgqr.operands[0],
    };
    match (def(packed), def(orgqr.operands[1])) {
        (Some((g, 0)), Some((g2, 1))) if g == g2 && f.op(g).op == Op::LapackGeqrf => {
            Ok(f.op(g).clone())
        }
        _ => Err(refuse()),
    }
}

/// (Q̇, Ṙ) from ȧ, by JAX's `qr_jvp_rule`.
fn jvp_core(e: &mut Emit, q: ValueId, r: ValueId, da: ValueId) -> R<(ValueId, ValueId)> {
    let x = solve(e, r, da, false, false, false, TransposeA::NoTranspose)?;
    let qc = e.conj(q)?;
    let c = matmul(e, qc, 0, x, 0)?;
    let l = triangle(e, c, CompareDir::Gt)?;
    let lh = adjoint(e, l)?;
    let skew = e.sub(l, lh)?;
    let im = diagonal_part(e, c, true)?;
    let omega = e.add(skew, im)?;
    let om_c = e.sub(omega, c)?;
    let q_om_c = matmul(e, q, 1, om_c, 0)?;
    let dq = e.add(q_om_c, x)?;
    let c_om = e.neg(om_c)?;
    let dr = matmul(e, c_om, 1, r, 0)?;
    Ok((dq, dr))
}

/// ā from (Q̄, R̄), the adjoint of [`jvp_core`].
fn pullback_core(
    e: &mut Emit,
    q: ValueId,
    r: ValueId,
    qbar: Option<ValueId>,
    rbar: Option<ValueId>,
) -> R<ValueId> {
    let rh = adjoint(e, r)?;
    let mut m = match rbar {
        Some(rb) => matmul(e, rb, 1, rh, 0)?,
        None => e.zeros_like(r)?,
    };
    if let Some(qb) = qbar {
        let qc = e.conj(q)?;
        let qq = matmul(e, qc, 0, qb, 0)?;
        m = e.sub(m, qq)?;
    }
    let up = triangle(e, m, CompareDir::Lt)?;
    let low = adjoint(e, up)?;
    let d = diagonal_part(e, m, false)?;
    let n = e.add(up, low)?;
    let n = e.add(n, d)?;
    let mut g = matmul(e, q, 1, n, 0)?;
    if let Some(qb) = qbar {
        g = e.add(g, qb)?;
    }
    let t = adjoint_of(e, r);
    solve(e, r, g, false, false, false, t)
}

/// `ty` filled with NaN: the tangent of what has none defined.
fn nan(e: &mut Emit, ty: &TensorType) -> R<ValueId> {
    e.full(ty, Complex64::new(f64::NAN, f64::NAN))
}

/// For a wide `a` (m < n): Ṙ₂ = Q̇ᴴ·Y + Qᴴ·Ẏ, Y = the last n − m columns of `a`.
fn jvp_r2(e: &mut Emit, a: ValueId, q: ValueId, dq: ValueId, da: ValueId) -> R<ValueId> {
    let (m, n) = dims(e, a);
    let y = columns(e, a, m, n)?;
    let dy = columns(e, da, m, n)?;
    let dqc = e.conj(dq)?;
    let from_q = matmul(e, dqc, 0, y, 0)?;
    let qc = e.conj(q)?;
    let from_y = matmul(e, qc, 0, dy, 0)?;
    e.add(from_q, from_y)
}

pub fn jvp_geqrf(e: &mut Emit, node: &OpData, da: ValueId) -> R<Cts> {
    let (a, packed, taus) = (node.operands[0], node.results[0], node.results[1]);
    let (m, n) = dims(e, a);
    let q = q_of(e, packed, taus)?;
    let r = r_square(e, packed)?;
    let rank = e.ty(a).rank();
    let dr = if m < n {
        let dx = columns(e, da, 0, m)?;
        let (dq, dr1) = jvp_core(e, q, r, dx)?;
        let dr2 = jvp_r2(e, a, q, dq, da)?;
        e.op(Op::Concatenate { dim: rank - 1 }, vec![dr1, dr2])?
    } else {
        let (_, dr) = jvp_core(e, q, r, da)?;
        // Ṙ in the upper triangle of packed's first n rows.
        let mut high = vec![0; rank];
        high[rank - 2] = (m - n) as i64;
        e.pad_zeros(dr, vec![0; rank], high, vec![0; rank])?
    };
    // NaN where the reflectors are.
    let pty = e.ty(packed);
    let undefined = nan(e, &pty)?;
    let reflectors = triangle(e, undefined, CompareDir::Gt)?;
    let dpacked = e.add(dr, reflectors)?;
    let tty = e.ty(taus);
    Ok(vec![Some(dpacked), Some(nan(e, &tty)?)])
}

pub fn geqrf(e: &mut Emit, node: &OpData, cts: &[Option<ValueId>]) -> R<Cts> {
    let (a, packed, taus) = (node.operands[0], node.results[0], node.results[1]);
    let (m, n) = dims(e, a);
    let gp = cts.first().copied().flatten();
    let gt = cts.get(1).copied().flatten();
    let q = q_of(e, packed, taus)?;
    let r = r_square(e, packed)?;
    let rbar = match gp {
        Some(g) => Some(r_factor(e, g, m.min(n))?),
        None => None,
    };
    let abar = match rbar {
        Some(rb) if m < n => {
            // R̄ = [R̄₁ | R̄₂]: Y·R̄₂ᴴ joins Q̄, and Ȳ = Q·R̄₂.
            let rank = e.ty(a).rank();
            let rb1 = columns(e, rb, 0, m)?;
            let rb2 = columns(e, rb, m, n)?;
            let y = columns(e, a, m, n)?;
            let rb2c = e.conj(rb2)?;
            let qbar = matmul(e, y, 1, rb2c, 1)?;
            let xbar = pullback_core(e, q, r, Some(qbar), Some(rb1))?;
            let ybar = matmul(e, q, 1, rb2, 0)?;
            e.op(Op::Concatenate { dim: rank - 1 }, vec![xbar, ybar])?
        }
        _ => pullback_core(e, q, r, None, rbar)?,
    };
    // Any cotangent on the reflectors or taus (a program reading them directly): NaN.
    let mut used = Vec::new();
    if let Some(g) = gp {
        used.push(triangle(e, g, CompareDir::Gt)?);
    }
    used.extend(gt);
    let mut abar = abar;
    for u in used {
        let mag = e.unary(UnaryOp::Abs, u)?;
        let total = e.sum_all(mag)?;
        let zero = e.zeros_like(total)?;
        let reads = e.compare(CompareDir::Ne, total, zero)?;
        let aty = e.ty(abar);
        let reads = e.broadcast(reads, vec![], aty.with_dtype(DType::I1))?;
        let undefined = nan(e, &aty)?;
        abar = e.select(reads, undefined, abar)?;
    }
    Ok(vec![Some(abar)])
}

/// Q̇ of `orgqr` from the tangent of the `a` its geqrf factored ([`source`]).
pub fn jvp_orgqr(e: &mut Emit, node: &OpData, da: ValueId) -> R<Cts> {
    let g = source(e.f, node)?;
    let (m, n) = dims(e, g.operands[0]);
    let r = r_square(e, g.results[0])?;
    // A wide matrix's Q depends on its first m columns only.
    let dx = columns(e, da, 0, m.min(n))?;
    let (dq, _) = jvp_core(e, node.results[0], r, dx)?;
    Ok(vec![Some(dq)])
}

/// The cotangent `orgqr`'s Q̄ gives the `a` its geqrf factored: (that `a`, ā).
pub fn orgqr(
    e: &mut Emit,
    node: &OpData,
    cts: &[Option<ValueId>],
) -> R<Option<(ValueId, ValueId)>> {
    let Some(qbar) = cts.first().copied().flatten() else {
        return Ok(None);
    };
    let g = source(e.f, node)?;
    let a = g.operands[0];
    let (m, n) = dims(e, a);
    let r = r_square(e, g.results[0])?;
    let mut abar = pullback_core(e, node.results[0], r, Some(qbar), None)?;
    if m < n {
        // Nothing reaches the last n − m columns from Q.
        let rank = e.ty(a).rank();
        let mut high = vec![0; rank];
        high[rank - 1] = (n - m) as i64;
        abar = e.pad_zeros(abar, vec![0; rank], high, vec![0; rank])?;
    }
    Ok(Some((a, abar)))
}
