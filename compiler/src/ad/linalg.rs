//! Pullbacks and tangents of `triangular_solve` and `cholesky` (JAX's
//! `_triangular_solve_transpose_rule` / `_triangular_solve_jvp_rule` and
//! `_cholesky_jvp_rule`, in our complex convention: the adjoint in the real inner product
//! Re Σ conj(a)·b, so a C-linear map pulls back as its conjugate transpose).
//!
//! Matrices are the two trailing dimensions; everything is batched over the leading ones.
//! Write T for the triangle of `a` the solve reads (ones on the diagonal when
//! `unit_diagonal`) and M = op(T).
//!
//! * left, x = M⁻¹b:  b̄ = M⁻ᴴx̄,  M̄ = −b̄·xᴴ;  right, x = b·M⁻¹:  b̄ = x̄·M⁻ᴴ,  M̄ = −xᴴ·b̄.
//!   T̄ is M̄, M̄ᵀ or M̄ᴴ as op is the identity, the transpose or the adjoint, and ā is T̄ on
//!   the triangle read (strictly inside it with a unit diagonal), zero elsewhere.
//! * Tangent: ẋ = M⁻¹(ḃ − Ṁx) or (ḃ − xṀ)M⁻¹, with Ṁ = op of ȧ masked to the triangle.
//! * cholesky (lower; upper is its conjugate transpose) reads the Hermitian matrix
//!   Σ = S + Sᴴ, S = a ⊙ W, where W is 1 strictly inside the triangle read, ½ on the
//!   diagonal and 0 outside — so the rules below are the exact derivative of what the op
//!   computes, for any tangent, and agree with JAX on the symmetric inputs it feeds
//!   (`jnp.linalg.cholesky` symmetrises first). L̇ = L·Φ(L⁻¹Σ̇L⁻ᴴ), Φ(X) = X ⊙ W; the
//!   pullback is its adjoint: Σ̄ = L⁻ᴴ·Φ(Lᴴ·L̄)·L⁻¹, ā = W ⊙ (Σ̄ + Σ̄ᴴ).

use super::elementwise::Cts;
use super::emit::{Emit, R};
use fresnel_ir::op::{CompareDir, DotDims, Op, TransposeA};
use fresnel_ir::{DType, OpData, TensorType, ValueId};
use num_complex::Complex64;

/// The attributes of one `triangular_solve`.
#[derive(Clone, Copy)]
struct Tri {
    left_side: bool,
    lower: bool,
    unit_diagonal: bool,
    transpose_a: TransposeA,
}

impl Tri {
    /// The attributes of the `triangular_solve` `node`.
    fn of(node: &OpData) -> R<Tri> {
        match node.op {
            Op::TriangularSolve {
                left_side,
                lower,
                unit_diagonal,
                transpose_a,
            } => Ok(Tri {
                left_side,
                lower,
                unit_diagonal,
                transpose_a,
            }),
            _ => Err("internal: not a triangular_solve".into()),
        }
    }

    fn op(self) -> Op {
        Op::TriangularSolve {
            left_side: self.left_side,
            lower: self.lower,
            unit_diagonal: self.unit_diagonal,
            transpose_a: self.transpose_a,
        }
    }
}

fn rank(e: &Emit, v: ValueId) -> usize {
    e.ty(v).rank()
}

/// Swaps the two trailing dimensions.
pub(super) fn mt(e: &mut Emit, x: ValueId) -> R<ValueId> {
    let r = rank(e, x);
    let mut perm: Vec<usize> = (0..r).collect();
    perm.swap(r - 2, r - 1);
    e.transpose(x, perm)
}

/// The conjugate transpose of the trailing matrices.
pub(super) fn adjoint(e: &mut Emit, x: ValueId) -> R<ValueId> {
    let t = mt(e, x)?;
    e.conj(t)
}

/// Batched matrix product contracting `p`'s dimension `pc` (0 = rows, 1 = columns of the
/// trailing matrix) with `q`'s `qc`; the result is [batch…, p's other, q's other].
pub(super) fn matmul(e: &mut Emit, p: ValueId, pc: usize, q: ValueId, qc: usize) -> R<ValueId> {
    let nb = rank(e, p) - 2;
    let batch: Vec<usize> = (0..nb).collect();
    let dims = DotDims {
        lhs_batch: batch.clone(),
        rhs_batch: batch,
        lhs_contract: vec![nb + pc],
        rhs_contract: vec![nb + qc],
    };
    e.op(Op::DotGeneral(dims), vec![p, q])
}

/// The weights W over `a`'s type: `inside` strictly inside the triangle, `diag` on the
/// diagonal, 0 outside (real, of a's dtype).
fn tri_weights(e: &mut Emit, ty: &TensorType, lower: bool, inside: f64, diag: f64) -> R<ValueId> {
    let r = ty.rank();
    let ity = TensorType::new(DType::I32, ty.shape.clone());
    let rows = e.typed(Op::Iota { dim: r - 2 }, vec![], ity.clone())?;
    let cols = e.typed(Op::Iota { dim: r - 1 }, vec![], ity)?;
    let dir = if lower {
        CompareDir::Gt
    } else {
        CompareDir::Lt
    };
    let strictly = e.compare(dir, rows, cols)?;
    let on_diag = e.compare(CompareDir::Eq, rows, cols)?;
    let w_in = e.full(ty, Complex64::new(inside, 0.0))?;
    let w_diag = e.full(ty, Complex64::new(diag, 0.0))?;
    let zero = e.zeros(ty)?;
    let off = e.select(strictly, w_in, zero)?;
    e.select(on_diag, w_diag, off)
}

/// `x` on the triangle a solve reads, zero elsewhere.
fn mask_triangle(e: &mut Emit, x: ValueId, t: Tri) -> R<ValueId> {
    let ty = e.ty(x);
    let diag = if t.unit_diagonal { 0.0 } else { 1.0 };
    let w = tri_weights(e, &ty, t.lower, 1.0, diag)?;
    e.mul(x, w)
}

/// A solve with M^H where the forward solved with M = op(T) (same side and triangle).
fn solve_adjoint(e: &mut Emit, a: ValueId, rhs: ValueId, t: Tri) -> R<ValueId> {
    let complex = e.ty(a).dtype.is_complex();
    let (a, transpose_a) = match t.transpose_a {
        TransposeA::NoTranspose if complex => (a, TransposeA::Adjoint),
        TransposeA::NoTranspose => (a, TransposeA::Transpose),
        // (Tᵀ)ᴴ = conj(T)
        TransposeA::Transpose => (e.conj(a)?, TransposeA::NoTranspose),
        TransposeA::Adjoint => (a, TransposeA::NoTranspose),
    };
    e.op(Tri { transpose_a, ..t }.op(), vec![a, rhs])
}

pub fn triangular_solve(e: &mut Emit, node: &OpData, g: ValueId, wants: &[bool]) -> R<Cts> {
    let t = Tri::of(node)?;
    let (a, x) = (node.operands[0], node.results[0]);
    let bbar = solve_adjoint(e, a, g, t)?;
    let abar = if wants[0] {
        // T̄ = −u·conj(v)ᵀ, contracting the dimension that is not M's.
        let c = if t.left_side { 1 } else { 0 };
        let tbar = match t.transpose_a {
            TransposeA::NoTranspose => {
                let (u, v) = if t.left_side { (bbar, x) } else { (x, bbar) };
                let u = if t.left_side { u } else { e.conj(u)? };
                let v = if t.left_side { e.conj(v)? } else { v };
                matmul(e, u, c, v, c)?
            }
            TransposeA::Adjoint | TransposeA::Transpose => {
                let (u, v) = if t.left_side { (x, bbar) } else { (bbar, x) };
                let u = if t.left_side { u } else { e.conj(u)? };
                let v = if t.left_side { e.conj(v)? } else { v };
                let q = matmul(e, u, c, v, c)?;
                if t.transpose_a == TransposeA::Transpose {
                    e.conj(q)?
                } else {
                    q
                }
            }
        };
        let neg = e.neg(tbar)?;
        Some(mask_triangle(e, neg, t)?)
    } else {
        None
    };
    Ok(vec![abar, wants[1].then_some(bbar)])
}

pub fn jvp_triangular_solve(e: &mut Emit, node: &OpData, dots: &[Option<ValueId>]) -> R<Cts> {
    let t = Tri::of(node)?;
    let (a, x) = (node.operands[0], node.results[0]);
    let mut rhs = dots[1];
    if let Some(da) = dots[0] {
        let dt = mask_triangle(e, da, t)?;
        // Ṁx (left) or xṀ (right) with Ṁ = op(Ṫ).
        let (dt, transposed) = match t.transpose_a {
            TransposeA::NoTranspose => (dt, false),
            TransposeA::Transpose => (dt, true),
            TransposeA::Adjoint => (e.conj(dt)?, true),
        };
        let prod = if t.left_side {
            // Ṁ[i,k]·x[k,j]: Ṫ contracts columns (rows when transposed).
            matmul(e, dt, usize::from(!transposed), x, 0)?
        } else {
            // x[i,k]·Ṁ[k,j]
            matmul(e, x, 1, dt, usize::from(transposed))?
        };
        rhs = Some(match rhs {
            Some(db) => e.sub(db, prod)?,
            None => e.neg(prod)?,
        });
    }
    let Some(rhs) = rhs else {
        return Ok(vec![None]);
    };
    Ok(vec![Some(e.op(t.op(), vec![a, rhs])?)])
}

/// `triangular_solve(a, rhs)` with the given attributes.
pub(super) fn solve(
    e: &mut Emit,
    a: ValueId,
    rhs: ValueId,
    left_side: bool,
    lower: bool,
    unit_diagonal: bool,
    transpose_a: TransposeA,
) -> R<ValueId> {
    let t = Tri {
        left_side,
        lower,
        unit_diagonal,
        transpose_a,
    };
    e.op(t.op(), vec![a, rhs])
}

/// `solve(l, rhs)` with the factor of a `cholesky` (lower or upper), on the given side.
fn chol_solve(
    e: &mut Emit,
    l: ValueId,
    rhs: ValueId,
    lower: bool,
    left_side: bool,
    transpose_a: TransposeA,
) -> R<ValueId> {
    let transpose_a = match transpose_a {
        TransposeA::Adjoint if !e.ty(l).dtype.is_complex() => TransposeA::Transpose,
        t => t,
    };
    let t = Tri {
        left_side,
        lower,
        unit_diagonal: false,
        transpose_a,
    };
    e.op(t.op(), vec![l, rhs])
}

pub fn cholesky(e: &mut Emit, node: &OpData, lower: bool, g: ValueId) -> R<Cts> {
    let (a, l) = (node.operands[0], node.results[0]);
    let ty = e.ty(a);
    let w = tri_weights(e, &ty, lower, 1.0, 0.5)?;
    use TransposeA::{Adjoint, NoTranspose};
    let sigma_bar = if lower {
        // Σ̄ = L⁻ᴴ·Φ(Lᴴ·L̄)·L⁻¹
        let lc = e.conj(l)?;
        let p = matmul(e, lc, 0, g, 0)?;
        let z = e.mul(p, w)?;
        let v = chol_solve(e, l, z, true, true, Adjoint)?;
        chol_solve(e, l, v, true, false, NoTranspose)?
    } else {
        // U = Lᴴ: U̇ = Φ_U(X)·U with X = U⁻ᴴΣ̇U⁻¹, so Σ̄ = U⁻¹·Φ_U(Ū·Uᴴ)·U⁻ᴴ.
        let uc = e.conj(l)?;
        let p = matmul(e, g, 1, uc, 1)?;
        let z = e.mul(p, w)?;
        let v = chol_solve(e, l, z, false, true, NoTranspose)?;
        chol_solve(e, l, v, false, false, Adjoint)?
    };
    let sh = adjoint(e, sigma_bar)?;
    let s = e.add(sigma_bar, sh)?;
    Ok(vec![Some(e.mul(s, w)?)])
}

pub fn jvp_cholesky(e: &mut Emit, node: &OpData, lower: bool, da: ValueId) -> R<Cts> {
    let (a, l) = (node.operands[0], node.results[0]);
    let ty = e.ty(a);
    let w = tri_weights(e, &ty, lower, 1.0, 0.5)?;
    let s = e.mul(da, w)?;
    let sh = adjoint(e, s)?;
    let sigma = e.add(s, sh)?;
    use TransposeA::{Adjoint, NoTranspose};
    let out = if lower {
        // X = L⁻¹Σ̇L⁻ᴴ; L̇ = L·Φ(X)
        let y = chol_solve(e, l, sigma, true, true, NoTranspose)?;
        let x = chol_solve(e, l, y, true, false, Adjoint)?;
        let phi = e.mul(x, w)?;
        matmul(e, l, 1, phi, 0)?
    } else {
        // X = U⁻ᴴΣ̇U⁻¹; U̇ = Φ_U(X)·U
        let y = chol_solve(e, l, sigma, false, true, Adjoint)?;
        let x = chol_solve(e, l, y, false, false, NoTranspose)?;
        let phi = e.mul(x, w)?;
        matmul(e, phi, 1, l, 0)?
    };
    Ok(vec![Some(out)])
}
