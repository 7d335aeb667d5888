//! Jones calculus on the polarisation axis (`POL_AXIS`, length 2: `(Ex, Ey)`) of a field.
//! Angles are measured from x towards y. Reference: E. Hecht, *Optics*, 5th ed., §8.12;
//! R. C. Jones, J. Opt. Soc. Am. 31, 488 (1941).

use super::{FIELD_RANK, POL_AXIS};
use crate::s;
use crate::trace::{complex, concatenate, IntoOperand, Tensor};
use fresnel_ir::DType;

/// The four entries of a Jones matrix, each a 0-d (or broadcasting) complex tensor.
type Entries = [[Tensor; 2]; 2];

/// `E' = M·E` on the polarisation axis: `Ex' = m00·Ex + m01·Ey`, `Ey' = m10·Ex + m11·Ey`.
/// `m`: a complex `(2, 2)` tensor. The field must be complex 6-D with a polarisation axis
/// of length 2.
#[track_caller]
pub fn jones(field: &Tensor, m: &Tensor) -> Tensor {
    if m.shape() != [2, 2] {
        let msg = format!("jones: the matrix must be (2, 2), got {}", m.ty());
        return field.ctx().fail_with(msg, field.ty());
    }
    let e = |i: usize, j: usize| m.slice(&s![i, j]);
    apply("jones", field, |_| {
        Ok([[e(0, 0), e(0, 1)], [e(1, 0), e(1, 1)]])
    })
}

#[track_caller]
fn apply(
    name: &str,
    field: &Tensor,
    entries: impl FnOnce(DType) -> Result<Entries, String>,
) -> Tensor {
    let checked = check_pol(field).and_then(|()| entries(field.dtype().real_part()));
    let m = match checked {
        Ok(m) => m,
        Err(msg) => return field.ctx().fail_with(format!("{name}: {msg}"), field.ty()),
    };
    let ex = field.slice(&s![.., 0..1]);
    let ey = field.slice(&s![.., 1..2]);
    let [[a, b], [c, d]] = m;
    let out_x = &ex * a + &ey * b;
    let out_y = ex * c + ey * d;
    concatenate(
        &[out_x.astype(field.dtype()), out_y.astype(field.dtype())],
        POL_AXIS as isize,
    )
}

fn check_pol(field: &Tensor) -> Result<(), String> {
    if field.rank() != FIELD_RANK || !field.dtype().is_complex() || field.shape()[POL_AXIS] != 2 {
        return Err(format!(
            "the field must be a complex 6-D tensor with a polarisation axis of length 2, got {}",
            field.ty()
        ));
    }
    Ok(())
}

/// `(cos θ, sin θ)` of an angle parameter in `real`.
#[track_caller]
fn cos_sin(
    field: &Tensor,
    theta: impl IntoOperand,
    real: DType,
) -> Result<(Tensor, Tensor), String> {
    let t = super::util::param(field.ctx(), "theta", theta, real)?;
    Ok((t.cos(), t.sin()))
}

fn c(re: Tensor) -> Tensor {
    let im = re.zeros_like();
    complex(re, im)
}

/// A linear polariser with its transmission axis at `θ`:
/// `M = [[cos²θ, cosθ·sinθ], [cosθ·sinθ, sin²θ]]` (Malus's law: `I' = I·cos²(θ − α)` for
/// light polarised at `α`).
#[track_caller]
pub fn linear_polariser(field: &Tensor, theta: impl IntoOperand) -> Tensor {
    apply("linear_polariser", field, |real| {
        let (co, si) = cos_sin(field, theta, real)?;
        let cs = c(&co * &si);
        Ok([[c(co.pow(2)), cs.clone()], [cs, c(si.pow(2))]])
    })
}

/// A rotator (optically active medium) turning linear polarisation by `θ`:
/// `M = [[cos θ, −sin θ], [sin θ, cos θ]]`.
#[track_caller]
pub fn rotator(field: &Tensor, theta: impl IntoOperand) -> Tensor {
    apply("rotator", field, |real| {
        let (co, si) = cos_sin(field, theta, real)?;
        Ok([[c(co.clone()), c(-&si)], [c(si), c(co)]])
    })
}

/// A linear retarder of retardance `δ` with its fast axis at `θ`:
/// `M = R(θ)·diag(e^{−iδ/2}, e^{+iδ/2})·R(−θ)`, `R(θ) = [[cos θ, −sin θ], [sin θ, cos θ]]`,
/// i.e. `M = [[c²a + s²b, cs(a − b)], [cs(a − b), s²a + c²b]]` with `a = e^{−iδ/2}`,
/// `b = e^{iδ/2}`. Reference: Hecht §8.12, Table 8.6 (up to a global phase).
#[track_caller]
pub fn retarder(field: &Tensor, delta: impl IntoOperand, theta: impl IntoOperand) -> Tensor {
    apply("retarder", field, |real| {
        let d = super::util::param(field.ctx(), "delta", delta, real)?;
        retarder_entries(field, &d, theta, real)
    })
}

#[track_caller]
fn retarder_entries(
    field: &Tensor,
    delta: &Tensor,
    theta: impl IntoOperand,
    real: DType,
) -> Result<Entries, String> {
    let (co, si) = cos_sin(field, theta, real)?;
    let a = (-delta / 2.0).exp_i();
    let b = (delta / 2.0).exp_i();
    let (c2, s2, cs) = (c(co.pow(2)), c(si.pow(2)), c(&co * &si));
    let off = &cs * (&a - &b);
    Ok([[&c2 * &a + &s2 * &b, off.clone()], [off, s2 * a + c2 * b]])
}

/// A half-wave plate (`δ = π`) with its fast axis at `θ`: turns linear polarisation at `α`
/// into linear polarisation at `2θ − α`.
#[track_caller]
pub fn half_wave_plate(field: &Tensor, theta: impl IntoOperand) -> Tensor {
    apply("half_wave_plate", field, |real| {
        let d = field.ctx().full(&[], std::f64::consts::PI, real);
        retarder_entries(field, &d, theta, real)
    })
}

/// A quarter-wave plate (`δ = π/2`) with its fast axis at `θ`: linear polarisation at 45° to
/// the axis becomes circular.
#[track_caller]
pub fn quarter_wave_plate(field: &Tensor, theta: impl IntoOperand) -> Tensor {
    apply("quarter_wave_plate", field, |real| {
        let d = field.ctx().full(&[], std::f64::consts::FRAC_PI_2, real);
        retarder_entries(field, &d, theta, real)
    })
}
