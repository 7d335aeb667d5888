//! Tangent and pullback of LAPACK's SVD (`Op::LapackGesdd`, JAX's `svd_p`), in the complex
//! convention of `linalg.rs` (adjoints in the real inner product Re Σ conj(x)·y).
//!
//! For each `[m, n]` matrix, k = min(m, n), with the reduced a = U·diag(s)·Vᴴ (U `[m, k]`,
//! V `[n, k]`), JAX's `_svd_jvp_rule`:
//!
//! * Ṡ = Uᴴ·ȧ·V, ṡ = Re diag(Ṡ);
//! * F[i, j] = 1/(s_j² − s_i²) off the diagonal, 0 on it; s⁺ = 1/s where s ≠ 0, else 0;
//! * U̇ = U·(F ⊙ (Ṡ·S + (Ṡ·S)ᴴ) + ½(Ṡ − Ṡᴴ) ⊙ diag(s⁺)), V̇ = V·(F ⊙ (S·Ṡ + (S·Ṡ)ᴴ));
//! * tall (m > n): U̇ += (I − U·Uᴴ)·ȧ·V·S⁻¹; wide (n > m): V̇ += (I − V·Vᴴ)·ȧᴴ·U·S⁻¹.
//!
//! Its adjoint, with Ū' = Uᴴ·Ū, V̄ = V̄tᴴ, V̄' = Vᴴ·V̄ (F is real, S real diagonal):
//!
//! * S̄ = diag(s̄) + (G + Gᴴ)·S + ½(Ū' − Ū'ᴴ) ⊙ diag(s⁺) + S·(H + Hᴴ), G = F ⊙ Ū',
//!   H = F ⊙ V̄'; ā = U·S̄·Vᴴ;
//! * tall: ā += (Ū − U·Ū')·S⁻¹·Vᴴ; wide: ā += U·S⁻¹·(V̄ − V·V̄')ᴴ.
//!
//! As in JAX, repeated singular values make F infinite and a zero one makes the tall/wide
//! terms divide by zero when U or Vᴴ is differentiated; ṡ needs only U and V, so the
//! singular values alone differentiate wherever they are simple. The
//! full-matrices u and vt of a non-square matrix have no derivative rule (JAX raises); when
//! they are not differentiated (only s is) the reduced rule serves. The first result, the
//! operand itself, passes its tangent/cotangent through; `info` has none.

use super::elementwise::Cts;
use super::emit::{Emit, R};
use super::linalg::{adjoint, matmul};
use fresnel_ir::op::{CompareDir, Op};
use fresnel_ir::{DType, OpData, TensorType, ValueId};

const FULL_REFUSED: &str = "the derivative of u and vt of a full-matrices SVD of a non-square matrix is not implemented (JAX raises too); use full_matrices=False";

/// What the rules need of one SVD: the reduced factors, the singular-value matrices and
/// the shapes.
struct Svd {
    s: ValueId,
    u: ValueId,
    vt: ValueId,
    m: usize,
    n: usize,
    /// [batch…, k, k] of s's real type: s_row[i, j] = s_j, s_col[i, j] = s_i.
    s_row: ValueId,
    s_col: ValueId,
    /// The identity pattern `[batch…, k, k]` (i1).
    eye: ValueId,
    dtype: DType,
}

/// Whether `node` returns the reduced factors itself (reduced, or square).
fn has_reduced(node: &OpData, m: usize, n: usize) -> bool {
    matches!(node.op, Op::LapackGesdd { full_matrices, compute_uv: true, .. } if !full_matrices || m == n)
}

fn factors(e: &mut Emit, node: &OpData) -> R<Svd> {
    let a = node.operands[0];
    let aty = e.ty(a);
    let r = aty.rank();
    let (m, n) = (aty.shape[r - 2], aty.shape[r - 1]);
    let k = m.min(n);
    let batch = aty.shape[..r - 2].to_vec();
    let (s, u, vt) = if has_reduced(node, m, n) {
        (node.results[1], node.results[2], node.results[3])
    } else {
        // JAX's rule decomposes again with compute_uv and reduced factors; so do we.
        let shaped = |rows: usize, cols: usize| {
            let mut shape = batch.clone();
            shape.extend([rows, cols]);
            aty.with_shape(shape)
        };
        let types = vec![
            aty.clone(),
            e.ty(node.results[1]),
            shaped(m, k),
            shaped(k, n),
            e.ty(node.results[4]),
        ];
        let gesvd = matches!(node.op, Op::LapackGesdd { gesvd: true, .. });
        let op = Op::LapackGesdd {
            full_matrices: false,
            compute_uv: true,
            gesvd,
        };
        let id = e.f.push_op(e.block, op, vec![a], types, vec![], None);
        let res = e.f.op(id).results.clone();
        (res[1], res[2], res[3])
    };
    let mut kk = batch.clone();
    kk.extend([k, k]);
    let sty = e.ty(s).with_shape(kk.clone());
    let nb = batch.len();
    let lead: Vec<usize> = (0..nb).collect();
    let mut dims = lead.clone();
    dims.push(nb + 1);
    let s_row = e.broadcast(s, dims, sty.clone())?;
    let mut dims = lead;
    dims.push(nb);
    let s_col = e.broadcast(s, dims, sty)?;
    let ity = TensorType::new(DType::I32, kk);
    let rows = e.typed(Op::Iota { dim: nb }, vec![], ity.clone())?;
    let cols = e.typed(Op::Iota { dim: nb + 1 }, vec![], ity)?;
    let eye = e.compare(CompareDir::Eq, rows, cols)?;
    Ok(Svd {
        s,
        u,
        vt,
        m,
        n,
        s_row,
        s_col,
        eye,
        dtype: aty.dtype,
    })
}

impl Svd {
    /// F (real): 1/(s_j² − s_i²) off the diagonal, 0 on it, computed as JAX does.
    fn f(&self, e: &mut Emit) -> R<ValueId> {
        let sum = e.add(self.s_row, self.s_col)?;
        let diff = e.sub(self.s_row, self.s_col)?;
        let d = e.mul(sum, diff)?;
        let ty = e.ty(d);
        let one = e.full_re(&ty, 1.0)?;
        let ones = e.mask(self.eye, one)?;
        let shifted = e.add(d, ones)?;
        let inv = e.div(one, shifted)?;
        let f = e.sub(inv, ones)?;
        e.convert(f, self.dtype)
    }

    /// diag(s⁺) in a's type: 1/s on the diagonal where s ≠ 0, else 0.
    fn s_inv_diag(&self, e: &mut Emit) -> R<ValueId> {
        let ty = e.ty(self.s_row);
        let one = e.full_re(&ty, 1.0)?;
        let zero = e.is_zero(self.s_row)?;
        let safe = e.select(zero, one, self.s_row)?;
        let inv = e.div(one, safe)?;
        let inv = e.mask_inv(zero, inv)?;
        let d = e.mask(self.eye, inv)?;
        e.convert(d, self.dtype)
    }

    /// s in a's type broadcast along the columns of a `[batch…, rows, k]` matrix.
    fn s_columns(&self, e: &mut Emit, rows: usize) -> R<ValueId> {
        let sty = e.ty(self.s);
        let nb = sty.rank() - 1;
        let mut shape = sty.shape[..nb].to_vec();
        shape.extend([rows, sty.shape[nb]]);
        let mut dims: Vec<usize> = (0..nb).collect();
        dims.push(nb + 1);
        let b = e.broadcast(self.s, dims, sty.with_shape(shape))?;
        e.convert(b, self.dtype)
    }

    /// V = Vtᴴ `[batch…, n, k]`.
    fn v(&self, e: &mut Emit) -> R<ValueId> {
        adjoint(e, self.vt)
    }

    /// Re diag(x) of a `[batch…, k, k]` matrix, as `[batch…, k]` of s's type.
    fn real_diag(&self, e: &mut Emit, x: ValueId) -> R<ValueId> {
        let x = if self.dtype.is_complex() {
            e.real(x)?
        } else {
            x
        };
        let d = e.mask(self.eye, x)?;
        let r = e.ty(d).rank();
        e.sum(d, vec![r - 1])
    }
}

/// x + xᴴ
fn hermitian_part(e: &mut Emit, x: ValueId) -> R<ValueId> {
    let h = adjoint(e, x)?;
    e.add(x, h)
}

pub fn jvp_gesdd(e: &mut Emit, node: &OpData, da: ValueId) -> R<Cts> {
    let Op::LapackGesdd {
        full_matrices,
        compute_uv,
        ..
    } = node.op
    else {
        return Err("internal: not a gesdd".into());
    };
    let f = factors(e, node)?;
    let (m, n) = (f.m, f.n);
    if compute_uv && full_matrices && m != n {
        return Err(FULL_REFUSED.into());
    }
    let v = f.v(e)?;
    // Ṡ = Uᴴ·ȧ·V
    let uc = e.conj(f.u)?;
    let uda = matmul(e, uc, 0, da, 0)?;
    let ds_mat = matmul(e, uda, 1, v, 0)?;
    let ds = f.real_diag(e, ds_mat)?;
    if !compute_uv {
        return Ok(vec![Some(da), Some(ds), None, None, None]);
    }
    let big_f = f.f(e)?;
    let s_row = e.convert(f.s_row, f.dtype)?;
    let s_col = e.convert(f.s_col, f.dtype)?;
    let dss = e.mul(s_row, ds_mat)?;
    let sds = e.mul(s_col, ds_mat)?;
    let h = hermitian_part(e, dss)?;
    let x = e.mul(big_f, h)?;
    let dsh = adjoint(e, ds_mat)?;
    let skew = e.sub(ds_mat, dsh)?;
    let skew = e.scale(skew, 0.5)?;
    let sinv = f.s_inv_diag(e)?;
    let diag = e.mul(skew, sinv)?;
    let x = e.add(x, diag)?;
    let mut du = matmul(e, f.u, 1, x, 0)?;
    let h = hermitian_part(e, sds)?;
    let y = e.mul(big_f, h)?;
    let mut dv = matmul(e, v, 1, y, 0)?;
    if m > n {
        // (ȧV − U(UᴴȧV)) / s
        let dav = matmul(e, da, 1, v, 0)?;
        let proj = matmul(e, uc, 0, dav, 0)?;
        let proj = matmul(e, f.u, 1, proj, 0)?;
        let rest = e.sub(dav, proj)?;
        let s = f.s_columns(e, m)?;
        let rest = e.div(rest, s)?;
        du = e.add(du, rest)?;
    }
    if n > m {
        // (ȧᴴU − V(VᴴȧᴴU)) / s
        let dac = e.conj(da)?;
        let dahu = matmul(e, dac, 0, f.u, 0)?;
        let proj = matmul(e, f.vt, 1, dahu, 0)?;
        let proj = matmul(e, v, 1, proj, 0)?;
        let rest = e.sub(dahu, proj)?;
        let s = f.s_columns(e, n)?;
        let rest = e.div(rest, s)?;
        dv = e.add(dv, rest)?;
    }
    let dvt = adjoint(e, dv)?;
    Ok(vec![Some(da), Some(ds), Some(du), Some(dvt), None])
}

pub fn gesdd(e: &mut Emit, node: &OpData, cts: &[Option<ValueId>]) -> R<Cts> {
    let ct = |i: usize| cts.get(i).copied().flatten();
    let (g0, gs, gu, gvt) = (ct(0), ct(1), ct(2), ct(3));
    if gs.is_none() && gu.is_none() && gvt.is_none() {
        return Ok(vec![g0]);
    }
    let Op::LapackGesdd { full_matrices, .. } = node.op else {
        return Err("internal: not a gesdd".into());
    };
    let aty = e.ty(node.operands[0]);
    let r = aty.rank();
    let (m, n) = (aty.shape[r - 2], aty.shape[r - 1]);
    if full_matrices && m != n && (gu.is_some() || gvt.is_some()) {
        return Err(FULL_REFUSED.into());
    }
    let f = factors(e, node)?;
    let v = f.v(e)?;
    let uc = e.conj(f.u)?;
    // S̄, [batch…, k, k] in a's type.
    let kk = e.ty(f.s_row).with_dtype(f.dtype);
    let mut sbar = e.zeros(&kk)?;
    let mut abar = g0;
    if let Some(gs) = gs {
        let sty = e.ty(gs);
        let nb = sty.rank() - 1;
        let mut dims: Vec<usize> = (0..nb).collect();
        dims.push(nb + 1);
        let kk_real = e.ty(f.s_row);
        let b = e.broadcast(gs, dims, kk_real)?;
        let d = e.mask(f.eye, b)?;
        let d = e.convert(d, f.dtype)?;
        sbar = e.add(sbar, d)?;
    }
    let need_f = gu.is_some() || gvt.is_some();
    let big_f = if need_f { Some(f.f(e)?) } else { None };
    if let (Some(gu), Some(big_f)) = (gu, big_f) {
        let up = matmul(e, uc, 0, gu, 0)?;
        let g = e.mul(big_f, up)?;
        let g = hermitian_part(e, g)?;
        let s_row = e.convert(f.s_row, f.dtype)?;
        let g = e.mul(g, s_row)?;
        sbar = e.add(sbar, g)?;
        let uph = adjoint(e, up)?;
        let skew = e.sub(up, uph)?;
        let skew = e.scale(skew, 0.5)?;
        let sinv = f.s_inv_diag(e)?;
        let d = e.mul(skew, sinv)?;
        sbar = e.add(sbar, d)?;
        if m > n {
            // (Ū − U·Ū')·S⁻¹·Vᴴ
            let proj = matmul(e, f.u, 1, up, 0)?;
            let rest = e.sub(gu, proj)?;
            let s = f.s_columns(e, m)?;
            let rest = e.div(rest, s)?;
            let t = matmul(e, rest, 1, f.vt, 0)?;
            abar = super::jvp::add_opt(e, abar, Some(t))?;
        }
    }
    if let (Some(gvt), Some(big_f)) = (gvt, big_f) {
        let vbar = adjoint(e, gvt)?;
        let vp = matmul(e, f.vt, 1, vbar, 0)?;
        let h = e.mul(big_f, vp)?;
        let h = hermitian_part(e, h)?;
        let s_col = e.convert(f.s_col, f.dtype)?;
        let h = e.mul(s_col, h)?;
        sbar = e.add(sbar, h)?;
        if n > m {
            // U·S⁻¹·(V̄ − V·V̄')ᴴ
            let proj = matmul(e, v, 1, vp, 0)?;
            let rest = e.sub(vbar, proj)?;
            let s = f.s_columns(e, n)?;
            let rest = e.div(rest, s)?;
            let rest = e.conj(rest)?;
            let t = matmul(e, f.u, 1, rest, 1)?;
            abar = super::jvp::add_opt(e, abar, Some(t))?;
        }
    }
    let us = matmul(e, f.u, 1, sbar, 0)?;
    let t = matmul(e, us, 1, f.vt, 0)?;
    abar = super::jvp::add_opt(e, abar, Some(t))?;
    Ok(vec![abar])
}
