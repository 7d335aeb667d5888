//! Tangent and pullback of LAPACK's general eigendecomposition (`Op::LapackGeev`, JAX's
//! `eig_p` on CPU), in the complex convention of `linalg.rs` (adjoints in the real inner
//! product Re Σ conj(x)·y). With A·V = V·diag(w) (V the right eigenvectors, each of unit
//! norm with its largest component real, as geev returns them), JAX's `eig_jvp_rule`:
//!
//! * P = V⁻¹·ȧ·V, ẇ = diag(P) (for a real matrix, ẇr = Re ẇ and ẇi = Im ẇ);
//! * `_eig_vec_jvp`: F_ij = 1/(w_j − w_i) off the diagonal, 0 on it; U = V·(F ∘ P);
//!   V̇ = U + V·diag(c), c_j = −Re(v_jᴴ·u_j) − i·Im(U_kj)/Re(V_kj) with k = k_j the first
//!   row of largest |V_kj| — the two real constraints of geev's normalisation;
//! * left eigenvectors (uᴴ·A = λ·uᴴ: the right eigenvectors of Aᴴ for w̄) by the same rule
//!   on (w̄, V_L, ȧᴴ), as JAX does when asked for them.
//!
//! The pullback is its adjoint: Ū = V̄ − V·diag(Re s) + E_k·diag(i·Im s / Re V_k) with
//! s_j = Σ_i conj(V̄_ij)·V_ij, P̄ = diag(w̄) + conj(F) ∘ (Vᴴ·Ū), ā = V⁻ᴴ·P̄·Vᴴ (its real part
//! for a real matrix); the left vectors add (V_L⁻ᴴ·P̄_L·V_Lᴴ)ᴴ. V⁻¹ is applied as JAX's
//! `_solve` does, through an LU of V (`lapack.getrf`, see `lu.rs`). Repeated eigenvalues make
//! F infinite, as in JAX. When the op did not compute the right eigenvectors (eigvals), the
//! rules compute them with a second geev, as JAX's rule does. JAX refuses eigenvector
//! derivatives unless `enable_eigvec_derivs` is passed, a flag its lowering drops; the
//! program cannot tell, so they are always given. `info` is an integer: no tangent.

use super::elementwise::Cts;
use super::emit::{Emit, R};
use super::linalg::{adjoint, matmul};
use super::lu::{solve_lu, solve_lu_adjoint};
use super::qr::triangle;
use fresnel_ir::op::{CompareDir, Op, ReduceKind, UnaryOp};
use fresnel_ir::{DType, OpData, TensorType, ValueId};
use num_complex::Complex64;

/// What the rules read of one geev: complex w `[batch…, n]`, right vectors V, the left ones
/// when computed, and whether the matrix is real.
struct Eig {
    w: ValueId,
    v: ValueId,
    vl: Option<ValueId>,
    real: bool,
}

fn eig_of(e: &mut Emit, node: &OpData) -> R<Eig> {
    let Op::LapackGeev {
        compute_left,
        compute_right,
    } = node.op
    else {
        return Err("internal: not a geev".into());
    };
    let a = node.operands[0];
    let real = !e.ty(a).dtype.is_complex();
    // Real: (wr, wi, vl, vr, info); complex: (w, vl, vr, info).
    let at = |k: usize| node.results[if real { k + 1 } else { k }];
    let vl = compute_left.then(|| at(1));
    let (w_results, v) = if compute_right {
        (node.results.clone(), at(2))
    } else {
        let op = Op::LapackGeev {
            compute_left: false,
            compute_right: true,
        };
        let results =
            e.f.build(e.block, op, vec![a])
                .map_err(|err| format!("internal: {err}"))?;
        let v = results[if real { 3 } else { 2 }];
        (results, v)
    };
    let w = if real {
        e.complex(w_results[0], w_results[1])?
    } else {
        w_results[0]
    };
    Ok(Eig { w, v, vl, real })
}

/// The rank and the dimension lists that broadcast a `[batch…, n]` vector along the rows
/// (x[i, j] = v_j) or the columns (x[i, j] = v_i) of `[batch…, n, n]` matrices.
fn spread(e: &mut Emit, x: ValueId, like: &TensorType, along_rows: bool) -> R<ValueId> {
    let r = like.rank();
    let mut dims: Vec<usize> = (0..r - 2).collect();
    dims.push(if along_rows { r - 1 } else { r - 2 });
    let ty = like.with_dtype(e.ty(x).dtype);
    e.broadcast(x, dims, ty)
}

/// F_ij = 1/(w_j − w_i) off the diagonal, 0 on it (`[batch…, n, n]`, w's type).
fn gaps(e: &mut Emit, w: ValueId, like: &TensorType) -> R<ValueId> {
    let wj = spread(e, w, like, true)?;
    let wi = spread(e, w, like, false)?;
    let gap = e.sub(wj, wi)?;
    let r = like.rank();
    let ity = TensorType::new(DType::I32, like.shape.clone());
    let ri = e.typed(Op::Iota { dim: r - 2 }, vec![], ity.clone())?;
    let ci = e.typed(Op::Iota { dim: r - 1 }, vec![], ity)?;
    let eye = e.compare(CompareDir::Eq, ri, ci)?;
    let one = e.full_like(gap, 1.0)?;
    let safe = e.select(eye, one, gap)?;
    let inv = e.div(one, safe)?;
    e.mask_inv(eye, inv)
}

/// The one-hot (complex) mask of the first row of largest |V_ij| in each column: JAX's
/// `argmax(abs(v), axis=-2)`.
fn argmax_mask(e: &mut Emit, v: ValueId) -> R<ValueId> {
    let ty = e.ty(v);
    let r = ty.rank();
    let mag = e.unary(UnaryOp::Abs, v)?;
    let real = e.ty(mag).dtype;
    let top = e.reduce(mag, vec![r - 2], ReduceKind::Maximum)?;
    let top = spread(e, top, &ty, true)?;
    let hit = e.compare(CompareDir::Eq, mag, top)?;
    let ity = TensorType::new(DType::I32, ty.shape.clone());
    let rows = e.typed(Op::Iota { dim: r - 2 }, vec![], ity)?;
    let rows = e.convert(rows, real)?;
    let past = e.full_like(rows, ty.shape[r - 2] as f64)?;
    let idx = e.select(hit, rows, past)?;
    let first = e.reduce(idx, vec![r - 2], ReduceKind::Minimum)?;
    let first = spread(e, first, &ty, true)?;
    let at = e.compare(CompareDir::Eq, rows, first)?;
    let one = e.full(&ty, Complex64::new(1.0, 0.0))?;
    e.mask(at, one)
}

/// Σ over the rows of `[batch…, n, n]`: `[batch…, n]`.
fn col_sum(e: &mut Emit, x: ValueId) -> R<ValueId> {
    let r = e.ty(x).rank();
    e.sum(x, vec![r - 2])
}

/// `_eig_vec_jvp`'s V̇ from P = V⁻¹·ȧ·V.
fn vec_tangent(e: &mut Emit, w: ValueId, v: ValueId, p: ValueId) -> R<ValueId> {
    let ty = e.ty(v);
    let f = gaps(e, w, &ty)?;
    let fp = e.mul(f, p)?;
    let u = matmul(e, v, 1, fp, 0)?;
    let vc = e.conj(v)?;
    let vu = e.mul(vc, u)?;
    let vu = col_sum(e, vu)?;
    let re = e.real(vu)?;
    let re = e.neg(re)?;
    let mask = argmax_mask(e, v)?;
    let mu = e.mul(mask, u)?;
    let mu = col_sum(e, mu)?;
    let mv = e.mul(mask, v)?;
    let mv = col_sum(e, mv)?;
    let imu = e.imag(mu)?;
    let rev = e.real(mv)?;
    let im = e.div(imu, rev)?;
    let im = e.neg(im)?;
    let c = e.complex(re, im)?;
    let c = spread(e, c, &ty, true)?;
    let vc = e.mul(v, c)?;
    e.add(u, vc)
}

/// The adjoint of [`vec_tangent`]: P̄ from V̄.
fn vec_cotangent(e: &mut Emit, w: ValueId, v: ValueId, vbar: ValueId) -> R<ValueId> {
    let ty = e.ty(v);
    let vbc = e.conj(vbar)?;
    let s = e.mul(vbc, v)?;
    let s = col_sum(e, s)?;
    let re_s = e.real(s)?;
    let im_s = e.imag(s)?;
    let mask = argmax_mask(e, v)?;
    let mv = e.mul(mask, v)?;
    let mv = col_sum(e, mv)?;
    let kv = e.real(mv)?;
    let q = e.div(im_s, kv)?;
    let zero = e.zeros_like(q)?;
    let iq = e.complex(zero, q)?;
    let zero = e.zeros_like(re_s)?;
    let re_c = e.complex(re_s, zero)?;
    let re_c = spread(e, re_c, &ty, true)?;
    let iq = spread(e, iq, &ty, true)?;
    let v_re = e.mul(v, re_c)?;
    let ubar = e.sub(vbar, v_re)?;
    let m_iq = e.mul(mask, iq)?;
    let ubar = e.add(ubar, m_iq)?;
    let vc = e.conj(v)?;
    let vu = matmul(e, vc, 0, ubar, 0)?;
    let f = gaps(e, w, &ty)?;
    let fc = e.conj(f)?;
    e.mul(fc, vu)
}

/// P = V⁻¹·x·V.
fn similar(e: &mut Emit, v: ValueId, x: ValueId) -> R<ValueId> {
    let xv = matmul(e, x, 1, v, 0)?;
    solve_lu(e, v, xv)
}

/// The adjoint of [`similar`]: V⁻ᴴ·p̄·Vᴴ.
fn similar_adjoint(e: &mut Emit, v: ValueId, pbar: ValueId) -> R<ValueId> {
    let vh = adjoint(e, v)?;
    let pv = matmul(e, pbar, 1, vh, 0)?;
    solve_lu_adjoint(e, v, pv)
}

pub fn jvp_geev(e: &mut Emit, node: &OpData, da: ValueId) -> R<Cts> {
    let eig = eig_of(e, node)?;
    let da = if eig.real { e.real_to_complex(da)? } else { da };
    let p = similar(e, eig.v, da)?;
    let r = e.ty(p).rank();
    let pd = triangle(e, p, CompareDir::Eq)?;
    let dw = e.sum(pd, vec![r - 1])?;
    let right = matches!(
        node.op,
        Op::LapackGeev {
            compute_right: true,
            ..
        }
    );
    let dvr = if right {
        Some(vec_tangent(e, eig.w, eig.v, p)?)
    } else {
        None
    };
    let dvl = match eig.vl {
        Some(vl) => {
            let dah = adjoint(e, da)?;
            let pl = similar(e, vl, dah)?;
            let wc = e.conj(eig.w)?;
            Some(vec_tangent(e, wc, vl, pl)?)
        }
        None => None,
    };
    Ok(if eig.real {
        vec![Some(e.real(dw)?), Some(e.imag(dw)?), dvl, dvr, None]
    } else {
        vec![Some(dw), dvl, dvr, None]
    })
}

pub fn geev(e: &mut Emit, node: &OpData, cts: &[Option<ValueId>]) -> R<Cts> {
    let ct = |i: usize| cts.get(i).copied().flatten();
    let Op::LapackGeev {
        compute_left,
        compute_right,
    } = node.op
    else {
        return Err("internal: not a geev".into());
    };
    let real = !e.ty(node.operands[0]).dtype.is_complex();
    let off = usize::from(real);
    let (wr_bar, wi_bar) = if real { (ct(0), ct(1)) } else { (ct(0), None) };
    // Vectors not computed are zeros: their cotangents go nowhere.
    let vl_bar = ct(1 + off).filter(|_| compute_left);
    let vr_bar = ct(2 + off).filter(|_| compute_right);
    if wr_bar.is_none() && wi_bar.is_none() && vl_bar.is_none() && vr_bar.is_none() {
        return Ok(vec![None]);
    }
    let eig = eig_of(e, node)?;
    let ty = e.ty(eig.v);
    let mut pbar = e.zeros(&ty)?;
    let w_bar = if real {
        match (wr_bar, wi_bar) {
            (None, None) => None,
            (re, im) => {
                let wty = e.ty(eig.w).with_dtype(ty.dtype.real_part());
                let re = match re {
                    Some(x) => x,
                    None => e.zeros(&wty)?,
                };
                let im = match im {
                    Some(x) => x,
                    None => e.zeros(&wty)?,
                };
                Some(e.complex(re, im)?)
            }
        }
    } else {
        wr_bar
    };
    if let Some(wb) = w_bar {
        let d = spread(e, wb, &ty, true)?;
        let d = triangle(e, d, CompareDir::Eq)?;
        pbar = e.add(pbar, d)?;
    }
    if let Some(vb) = vr_bar {
        let p = vec_cotangent(e, eig.w, eig.v, vb)?;
        pbar = e.add(pbar, p)?;
    }
    let mut abar = similar_adjoint(e, eig.v, pbar)?;
    if let (Some(vl), Some(vb)) = (eig.vl, vl_bar) {
        let wc = e.conj(eig.w)?;
        let pl = vec_cotangent(e, wc, vl, vb)?;
        let x = similar_adjoint(e, vl, pl)?;
        let x = adjoint(e, x)?;
        abar = e.add(abar, x)?;
    }
    if real {
        abar = e.real(abar)?;
    }
    Ok(vec![Some(abar)])
}
