//! Shared plumbing of the sources, elements and detectors: argument checks, wavelengths on
//! the λ axis, real parameters from tensors or Rust numbers.

use super::{Grid, LAM_AXIS};
use crate::trace::promote::{OperandKind, WeakScalar};
use crate::trace::{where_, Ctx, IntoOperand, Tensor};
use fresnel_ir::{DType, TensorType};

/// A checked wavelength tensor and what follows from it: the real dtype of the computation,
/// λ reshaped onto the λ axis of a 6-D field, and the output shape `(1, 1, nλ, 1, ny, nx)`.
pub(crate) struct Setup {
    pub ctx: Ctx,
    pub real: DType,
    /// λ as `(1, 1, nλ, 1, 1, 1)`.
    pub lam: Tensor,
    pub shape: Vec<usize>,
}

impl Setup {
    /// The centred coordinates `(y (ny, 1), x (1, nx))` of `grid`.
    #[track_caller]
    pub fn yx(&self, grid: &Grid) -> (Tensor, Tensor) {
        grid.yx(&self.ctx, self.real)
    }

    /// `2π/λ` on the λ axis.
    #[track_caller]
    pub fn k(&self) -> Tensor {
        2.0 * std::f64::consts::PI / &self.lam
    }

    /// The complex dtype of the outputs.
    pub fn complex(&self) -> DType {
        self.real.complex_of().unwrap_or(DType::C64)
    }

    /// A poisoned complex output of the right shape after recording `message`.
    #[track_caller]
    pub fn fail(&self, message: String) -> Tensor {
        let guess = TensorType::new(self.complex(), self.shape.clone());
        self.ctx.fail_with(message, &guess)
    }

    /// `t` broadcast to the full output shape.
    #[track_caller]
    pub fn full(&self, t: &Tensor) -> Tensor {
        t.broadcast_to(&self.shape)
    }
}

/// Checks `lam` (a real float scalar or vector) and `grid`.
pub(crate) fn setup(grid: &Grid, lam: &Tensor) -> Result<Setup, (Setup, String)> {
    let real = if lam.dtype() == DType::F64 {
        DType::F64
    } else {
        DType::F32
    };
    let nl = lam.shape().first().copied().unwrap_or(1);
    let s = Setup {
        ctx: lam.ctx().clone(),
        real,
        lam: lam.reshape(&[1, 1, -1, 1, 1, 1]),
        shape: vec![1, 1, nl, 1, grid.ny, grid.nx],
    };
    if lam.rank() > 1 || !matches!(lam.dtype(), DType::F32 | DType::F64) {
        let msg = format!(
            "the wavelengths must be an f32 or f64 scalar or vector, got {}",
            lam.ty()
        );
        return Err((s, msg));
    }
    if let Err(msg) = check_grid(grid) {
        return Err((s, msg));
    }
    debug_assert_eq!(LAM_AXIS, 2);
    Ok(s)
}

/// A grid with samples and positive finite pitches.
pub(crate) fn check_grid(grid: &Grid) -> Result<(), String> {
    if grid.ny == 0 || grid.nx == 0 {
        return Err(format!(
            "the grid has no samples: {} × {}",
            grid.ny, grid.nx
        ));
    }
    for (name, d) in [("dy", grid.dy), ("dx", grid.dx)] {
        if !(d.is_finite() && d > 0.0) {
            return Err(format!(
                "the pitch {name} must be positive and finite, got {d}"
            ));
        }
    }
    Ok(())
}

/// A real scalar parameter as a 0-d tensor of `dtype`: a Rust number becomes a constant, a
/// tensor (which must be real and 0-d) is converted, so gradients flow back to it.
#[track_caller]
pub(crate) fn param(
    ctx: &Ctx,
    name: &str,
    x: impl IntoOperand,
    dtype: DType,
) -> Result<Tensor, String> {
    match x.into_operand().0 {
        OperandKind::Tensor(t) => {
            if t.rank() != 0 || !t.dtype().is_float() {
                return Err(format!("{name} must be a real 0-d tensor, got {}", t.ty()));
            }
            Ok(t.astype(dtype))
        }
        OperandKind::Scalar(s) => {
            let v = match s {
                WeakScalar::Real(v, _) => v,
                WeakScalar::Int(i, _) => i as f64,
                _ => return Err(format!("{name} must be a real number")),
            };
            if !v.is_finite() {
                return Err(format!("{name} must be finite, got {v}"));
            }
            Ok(ctx.full(&[], v, dtype))
        }
    }
}

/// `sqrt(r2)` with a zero (not NaN) gradient where `r2` is 0.
#[track_caller]
pub(crate) fn safe_sqrt(r2: &Tensor) -> Tensor {
    let pos = r2.gt(0.0);
    where_(&pos, where_(&pos, r2, 1.0).sqrt(), 0.0)
}

/// `n!` as f64.
pub(crate) fn factorial(n: usize) -> f64 {
    (1..=n).map(|k| k as f64).product()
}

/// Checks that `field` is a complex 6-D field sampled on `grid`.
pub(crate) fn check_field(field: &Tensor, grid: &Grid) -> Result<(), String> {
    if field.rank() != super::FIELD_RANK || !field.dtype().is_complex() {
        return Err(format!(
            "the field must be a complex 6-D tensor (batch, pol, λ, z, y, x), got {}",
            field.ty()
        ));
    }
    check_grid(grid)?;
    let s = field.shape();
    if (s[4], s[5]) != (grid.ny, grid.nx) {
        return Err(format!(
            "the field is {} × {} but the grid {} × {}",
            s[4], s[5], grid.ny, grid.nx
        ));
    }
    Ok(())
}

/// Checks that `lam` (real scalar or vector) broadcasts against `field`'s λ axis.
pub(crate) fn check_lam_against(field: &Tensor, lam: &Tensor) -> Result<(), String> {
    if lam.rank() > 1 || !lam.dtype().is_float() {
        return Err(format!(
            "the wavelengths must be a real scalar or vector, got {}",
            lam.ty()
        ));
    }
    let n = lam.shape().first().copied().unwrap_or(1);
    let along = field.shape()[LAM_AXIS];
    if along != 1 && n != 1 && along != n {
        return Err(format!(
            "the field has {along} wavelengths but lam has {n}: they broadcast only when \
             equal or one of them is 1"
        ));
    }
    Ok(())
}

/// Runs `body` (given the real dtype of `field`) and returns its result, or records the
/// error at the caller and returns a poisoned tensor of the field's type.
#[track_caller]
pub(crate) fn element(
    name: &str,
    field: &Tensor,
    grid: &Grid,
    body: impl FnOnce(DType) -> Result<Tensor, String>,
) -> Tensor {
    let out = check_field(field, grid).and_then(|()| body(field.dtype().real_part()));
    match out {
        Ok(t) => t,
        Err(msg) => {
            let guess = field.ty().clone();
            field.ctx().fail_with(format!("{name}: {msg}"), &guess)
        }
    }
}
