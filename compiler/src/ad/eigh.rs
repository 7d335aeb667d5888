//! Tangent and pullback of LAPACK's Hermitian eigendecomposition (`Op::LapackSyevd`, JAX's
//! `eigh_p` on CPU). syevd reads one triangle of `a`: it decomposes the Hermitian matrix
//! H(a) that triangle defines (the diagonal's imaginary part ignored), so its tangent is
//! JAX's `_eigh_jvp_rule` applied to Ḣ = H(ȧ):
//!
//! * K = Vᴴ·Ḣ·V, ẇ = Re diag(K), V̇ = V·(F ∘ K), F_ij = 1/(w_j − w_i) off the diagonal, 0 on it
//!   (repeated eigenvalues give infinities, as in JAX);
//!
//! and its pullback the adjoint: G = V·(diag(w̄) + F ∘ (Vᴴ·V̄))·Vᴴ, then H's adjoint folds G
//! onto the triangle read: ā = tri(G + Gᴴ) strictly inside it, Re diag(G) on the diagonal.
//! On the symmetrised input `jnp.linalg.eigh` feeds syevd this is JAX's gradient after its
//! symmetrisation (G's Hermitian part); with `symmetrize_input=False` it is the derivative
//! of what LAPACK computes, which finite differences confirm and JAX's raw G does not.
//! `info` is an integer: no tangent, no cotangent.

use super::elementwise::Cts;
use super::emit::{Emit, R};
use super::linalg::{adjoint, matmul};
use super::qr::{diagonal_part, triangle};
use fresnel_ir::op::{CompareDir, Op};
use fresnel_ir::{DType, OpData, TensorType, ValueId};

/// The strict triangle syevd reads.
fn read(lower: bool) -> CompareDir {
    if lower {
        CompareDir::Gt
    } else {
        CompareDir::Lt
    }
}

/// (V, w in a's element type, F) of the node.
fn factors(e: &mut Emit, node: &OpData) -> R<(ValueId, ValueId, ValueId)> {
    let (v, w) = (node.results[0], node.results[1]);
    let ty = e.ty(v);
    let w = if ty.dtype.is_complex() {
        e.real_to_complex(w)?
    } else {
        w
    };
    let r = ty.rank();
    let nb = r - 2;
    let mut cols: Vec<usize> = (0..nb).collect();
    cols.push(r - 1);
    let mut rows: Vec<usize> = (0..nb).collect();
    rows.push(r - 2);
    let wj = e.broadcast(w, cols, ty.clone())?;
    let wi = e.broadcast(w, rows, ty.clone())?;
    let gap = e.sub(wj, wi)?;
    // F = 1/gap off the diagonal, 0 on it (where the gap is 0 by construction).
    let ity = TensorType::new(DType::I32, ty.shape.clone());
    let ri = e.typed(Op::Iota { dim: r - 2 }, vec![], ity.clone())?;
    let ci = e.typed(Op::Iota { dim: r - 1 }, vec![], ity)?;
    let eye = e.compare(CompareDir::Eq, ri, ci)?;
    let one = e.full_like(gap, 1.0)?;
    let safe = e.select(eye, one, gap)?;
    let inv = e.div(one, safe)?;
    let f = e.mask_inv(eye, inv)?;
    Ok((v, w, f))
}

/// diag(x) of a `[batch…, n]` vector as `like`-shaped matrices.
fn diag_matrix(e: &mut Emit, x: ValueId, like: &TensorType) -> R<ValueId> {
    let r = like.rank();
    let mut dims: Vec<usize> = (0..r - 2).collect();
    dims.push(r - 1);
    let b = e.broadcast(x, dims, like.clone())?;
    triangle(e, b, CompareDir::Eq)
}

pub fn jvp_syevd(e: &mut Emit, node: &OpData, lower: bool, da: ValueId) -> R<Cts> {
    // Ḣ: the triangle read, mirrored, with the diagonal's real part.
    let s = triangle(e, da, read(lower))?;
    let sh = adjoint(e, s)?;
    let d = diagonal_part(e, da, false)?;
    let h = e.add(s, sh)?;
    let h = e.add(h, d)?;
    let (v, _, f) = factors(e, node)?;
    let vc = e.conj(v)?;
    let vh = matmul(e, vc, 0, h, 0)?;
    let k = matmul(e, vh, 1, v, 0)?;
    let fk = e.mul(f, k)?;
    let dv = matmul(e, v, 1, fk, 0)?;
    let kd = triangle(e, k, CompareDir::Eq)?;
    let r = e.ty(k).rank();
    let dw = e.sum(kd, vec![r - 1])?;
    let dw = if e.ty(dw).dtype.is_complex() {
        e.real(dw)?
    } else {
        dw
    };
    Ok(vec![Some(dv), Some(dw), None])
}

pub fn syevd(e: &mut Emit, node: &OpData, lower: bool, cts: &[Option<ValueId>]) -> R<Cts> {
    let vbar = cts.first().copied().flatten();
    let wbar = cts.get(1).copied().flatten();
    let (v, _, f) = factors(e, node)?;
    let ty = e.ty(v);
    let mut kbar = e.zeros(&ty)?;
    if let Some(vb) = vbar {
        let vc = e.conj(v)?;
        let vv = matmul(e, vc, 0, vb, 0)?;
        let fv = e.mul(f, vv)?;
        kbar = e.add(kbar, fv)?;
    }
    if let Some(wb) = wbar {
        let wb = if ty.dtype.is_complex() {
            e.real_to_complex(wb)?
        } else {
            wb
        };
        let dw = diag_matrix(e, wb, &ty)?;
        kbar = e.add(kbar, dw)?;
    }
    let vk = matmul(e, v, 1, kbar, 0)?;
    let vc = e.conj(v)?;
    let g = matmul(e, vk, 1, vc, 1)?;
    let gh = adjoint(e, g)?;
    let both = e.add(g, gh)?;
    let inside = triangle(e, both, read(lower))?;
    let d = diagonal_part(e, g, false)?;
    Ok(vec![Some(e.add(inside, d)?)])
}
