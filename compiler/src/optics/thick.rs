//! Thick samples: the multi-slice (beam-propagation) model with a complex refractive-index
//! contrast, whose phase and absorption scale with each wavelength.

use super::asm::apply_transfer;
use super::diagnostics::{warn_if_known, Method};
use super::util::check_lam_against;
use super::{transfer_function_on, AsmConfig, BandLimit, Grid, LAM_AXIS, Z_AXIS};
use crate::trace::{scan, Tensor};
use fresnel_ir::TensorType;
use std::f64::consts::PI;

/// Multi-slice through a sample of `N` slices of thickness `dz` with refractive-index
/// contrast `Δn + iκ` (to the background medium in which `λ` is measured): for each slice
/// `k`, `u ← propagate(u · exp(i·2π·dz·Δn_k/λ) · exp(−2π·dz·κ_k/λ), dz, λ)` (the thin-slice
/// transmission `exp(i·k·dz·(Δn + iκ))` then free-space propagation by `dz`, exact angular
/// spectrum). `dn`, `kappa`: real `(N, ny, nx)`, one slice each; `dz` a real 0-d tensor;
/// `lam` a real scalar or vector broadcasting against the field's λ axis, so the phase and
/// attenuation differ per wavelength. `field`: complex `(batch, pol, nλ|1, 1, ny, nx)`.
/// Returns `(batch, pol, max(nλ), 1, ny, nx)`. The slices run in a `scan`, so the program
/// stays one slice long and reverse mode through it can checkpoint; the transfer function,
/// the same for every slice, is computed once before the loop.
/// Regime: weak scattering within a slice (`dz·|∇n|` small; slice thinner than the depth
/// of field `λ/NA²`), scalar, no back-reflection. Reference: J. M. Cowley and A. F. Moodie,
/// Acta Cryst. 10, 609 (1957); for optics, K. Li, M. Wojcik, C. Jacobsen, Opt. Express 25,
/// 1831 (2017).
#[track_caller]
pub fn thick_sample(
    field: &Tensor,
    grid: &Grid,
    dn: &Tensor,
    kappa: &Tensor,
    dz: &Tensor,
    lam: &Tensor,
    cfg: &AsmConfig,
) -> Tensor {
    let ctx = field.ctx();
    let guess = TensorType::new(field.dtype(), field.shape().to_vec());
    if let Err(msg) = check(field, grid, dn, kappa, dz, lam) {
        return ctx.fail_with(format!("thick_sample: {msg}"), &guess);
    }
    let real = field.dtype().real_part();
    let nl = lam.shape().first().copied().unwrap_or(1);
    let mut full = field.shape().to_vec();
    full[LAM_AXIS] = full[LAM_AXIS].max(nl);
    let u0 = field.broadcast_to(&full);
    // k·dz per wavelength, (1, 1, nλ, 1, 1, 1).
    let kdz = 2.0 * PI * dz.astype(real) / lam.astype(real).reshape(&[1, 1, -1, 1, 1, 1]);
    let (dn, kappa) = (dn.astype(real), kappa.astype(real));
    // In the field's precision, so the carry keeps its type through the loop.
    let (dz, lam) = (dz.astype(real), lam.astype(real));
    let (ny, nx) = (grid.ny, grid.nx);
    let method = match cfg.band_limit {
        BandLimit::None => Method::Asm,
        _ => Method::AsmBandLimited,
    };
    warn_if_known(method, &cfg.grid(ny, nx), cfg.pad_factor(), &dz, &lam);
    // Every slice is dz thick: one transfer function, outside the loop.
    let h = transfer_function_on(&dz, &lam, &cfg.padded_grid(ny, nx), cfg.band_limit);
    let (carry, _) = scan(&[u0], &[dn, kappa], |u, x| {
        let screen = (&kdz * &x[0]).exp_i() * (-(&kdz * &x[1])).exp();
        (vec![apply_transfer(&(&u[0] * screen), &h, cfg)], vec![])
    });
    carry
        .into_iter()
        .next()
        .unwrap_or_else(|| ctx.poison(guess))
}

fn check(
    field: &Tensor,
    grid: &Grid,
    dn: &Tensor,
    kappa: &Tensor,
    dz: &Tensor,
    lam: &Tensor,
) -> Result<(), String> {
    super::util::check_field(field, grid)?;
    check_lam_against(field, lam)?;
    if field.shape()[Z_AXIS] != 1 {
        return Err(format!(
            "the field's distance axis must have length 1, got {}",
            field.ty()
        ));
    }
    let (ny, nx) = (grid.ny, grid.nx);
    for (name, t) in [("dn", dn), ("kappa", kappa)] {
        if t.rank() != 3 || t.shape()[1..] != [ny, nx] || !t.dtype().is_float() {
            return Err(format!(
                "{name} must be real (N, {ny}, {nx}) to match the field, got {}",
                t.ty()
            ));
        }
    }
    if dn.shape() != kappa.shape() {
        return Err(format!(
            "dn and kappa must have the same number of slices, got {} and {}",
            dn.ty(),
            kappa.ty()
        ));
    }
    if dz.rank() != 0 || !dz.dtype().is_float() {
        return Err(format!("dz must be a real 0-d tensor, got {}", dz.ty()));
    }
    Ok(())
}
