//! PSF engineering in reverse: recover a pupil's Zernike aberrations (Noll j = 4 … 11) from
//! images of the point-spread function at three focus positions (phase diversity).
//!
//! Forward model, traced once: a unit plane wave through a circular pupil of radius `R`
//! carrying the wavefront `W = Σ c_j Z_j` (`zernike_phase`, `c_j` in µm RMS), to the back
//! focal plane of a lens (`lens_fourier`, padded ×2 so the PSF is Nyquist sampled), then
//! angular-spectrum propagation (`propagate`) to `z = −Δ, 0, +Δ` around focus. The
//! "measured" images come from the same model with known true coefficients; the fit starts
//! from `c = 0` and runs Adam on `Σ(I − I_meas)²/ΣI_meas²` with the compiled gradient.
//!
//! ```sh
//! cargo run --release -p fresnel --example zernike_fit [-- OUT_DIR]
//! ```
//!
//! Prints true and fitted coefficients; writes `measured_z{1,2,3}.png`, `fitted_z{1,2,3}.png`
//! (one scale per plane, square-rooted intensity to show the wings), `wavefront_true.png`,
//! `wavefront_fitted.png` and `loss.png` to `OUT_DIR` (default
//! `$CARGO_TARGET_DIR/examples-out/zernike_fit`, else `target/examples-out/zernike_fit`).

mod common;

use fresnel::optics::{
    circular_aperture, fourier_grid, lens_fourier, propagate, zernike_basis, zernike_phase,
    AsmConfig, Edge, Grid,
};
use fresnel::trace::{concatenate, trace_with, Ctx};
use fresnel::{Array, Backend, DType, Tensor, TensorType};
use std::error::Error;
use std::time::Instant;

/// Pupil samples per side, pitch (µm) and pupil radius (µm).
const N: usize = 64;
const DX: f64 = 80.0;
const RADIUS: f64 = 2000.0;
/// Wavelength and focal length, µm (NA = R/f = 0.04; depth of focus λ/NA² ≈ 310 µm).
const LAMBDA: f64 = 0.5;
const FOCAL: f64 = 50_000.0;
/// Focus positions of the three images, µm.
const PLANES: [f32; 3] = [-300.0, 0.0, 300.0];
/// The Noll indices fitted (piston and tilts, j = 1 … 3, are held at zero).
const FIRST_J: usize = 4;
const LAST_J: usize = 11;
const NJ: usize = LAST_J - FIRST_J + 1;
/// The hidden aberrations, µm RMS (about λ/10 to λ/6 each).
const TRUE_COEFFS: [f32; NJ] = [0.06, -0.04, 0.05, 0.03, -0.05, 0.04, -0.03, 0.05];

const STEPS: usize = 200;
const LEARNING_RATE: f32 = 0.004;
const BETA1: f32 = 0.9;
const BETA2: f32 = 0.999;

fn main() {
    if let Err(e) = run() {
        eprintln!("zernike_fit: {e}");
        std::process::exit(1);
    }
}

/// The PSF intensities `(3, N, N)` at the three planes for the coefficients `c` (j = 4 … 11).
fn psfs(ctx: &Ctx, c: &Tensor) -> Tensor {
    let pupil_grid = Grid::square(N, DX);
    let lam = ctx.full(&[], LAMBDA, DType::F32);
    let ones = ctx.full(&[1, 1, 1, 1, N, N], 1.0, DType::F32);
    let plane = fresnel::trace::complex(&ones, ones.zeros_like());
    let pupil = circular_aperture(&plane, &pupil_grid, RADIUS, 0.0, 0.0, Edge::Smooth);
    let coeffs = concatenate(&[ctx.full(&[FIRST_J - 1], 0.0, DType::F32), c.clone()], 0);
    let aberrated = zernike_phase(&pupil, &pupil_grid, &coeffs, RADIUS, &lam);
    let f = ctx.full(&[], FOCAL, DType::F32);
    let focal = lens_fourier(&aberrated, &f, &lam, &AsmConfig::new(DX).with_pad(2));
    let fg = focal_grid();
    let z = ctx.array(&[PLANES.len()], &PLANES);
    let defocused = propagate(&focal, &z, &lam, &AsmConfig::new(fg.dx).with_pad(2));
    defocused
        .abs2()
        .reshape(&[PLANES.len() as isize, N as isize, N as isize])
}

/// The PSF plane's grid: pitch `λf/(2N·d)`.
fn focal_grid() -> Grid {
    fourier_grid(&Grid::square(N, DX), 2, FOCAL, LAMBDA)
}

fn run() -> Result<(), Box<dyn Error>> {
    let started = Instant::now();
    let out = common::out_dir("zernike_fit")?;
    let coeff_ty = TensorType::new(DType::F32, vec![NJ]);
    let images_ty = TensorType::new(DType::F32, vec![PLANES.len(), N, N]);

    let loss = trace_with(
        |ctx, a: &[Tensor]| {
            let i = psfs(ctx, &a[0]);
            (i - &a[1]).pow(2).sum_all() / a[1].pow(2).sum_all()
        },
        &[coeff_ty.clone(), images_ty],
    )?;
    let value_and_grad = loss.value_and_grad(&[0])?.compile(Backend::Cpu)?;
    let forward = trace_with(
        |ctx, a: &[Tensor]| psfs(ctx, &a[0]),
        std::slice::from_ref(&coeff_ty),
    )?
    .compile(Backend::Cpu)?;
    let wavefront = trace_with(
        |ctx, a: &[Tensor]| {
            let js: Vec<usize> = (FIRST_J..=LAST_J).collect();
            let basis = zernike_basis(ctx, &Grid::square(N, DX), &js, RADIUS, DType::F32);
            (a[0].reshape(&[-1, 1, 1]) * basis).sum(&[0])
        },
        &[coeff_ty],
    )?
    .compile(Backend::Cpu)?;
    let compile_s = started.elapsed().as_secs_f64();
    let fg = focal_grid();
    println!(
        "compiled in {compile_s:.2} s; pupil {N}² × {DX} µm, PSF pitch {:.2} µm, planes {PLANES:?} µm",
        fg.dx
    );

    let coeffs = |c: &[f32]| Array::from_vec([NJ], c.to_vec());
    let measured = forward.run(&[coeffs(&TRUE_COEFFS)?])?.remove(0);

    let t0 = Instant::now();
    let mut c = [0.0f32; NJ];
    let (mut m, mut v) = ([0.0f32; NJ], [0.0f32; NJ]);
    let mut losses = Vec::with_capacity(STEPS + 1);
    for step in 0..=STEPS {
        let r = value_and_grad.run_borrowed(&[&coeffs(&c)?, &measured])?;
        losses.push(r[0].as_slice::<f32>()?[0]);
        if step == STEPS {
            break;
        }
        let g = r[1].as_slice::<f32>()?;
        let (c1, c2) = (
            1.0 - BETA1.powi(step as i32 + 1),
            1.0 - BETA2.powi(step as i32 + 1),
        );
        for i in 0..NJ {
            m[i] = BETA1 * m[i] + (1.0 - BETA1) * g[i];
            v[i] = BETA2 * v[i] + (1.0 - BETA2) * g[i] * g[i];
            c[i] -= LEARNING_RATE * (m[i] / c1) / ((v[i] / c2).sqrt() + 1e-20);
        }
    }
    let fit_s = t0.elapsed().as_secs_f64();

    // Pictures: each plane on one scale, sqrt of the intensity.
    let fitted = forward.run(&[coeffs(&c)?])?.remove(0);
    let (meas, fit) = (measured.as_slice::<f32>()?, fitted.as_slice::<f32>()?);
    for k in 0..PLANES.len() {
        let pick = |i: &[f32]| -> Vec<f32> {
            i[k * N * N..(k + 1) * N * N]
                .iter()
                .map(|x| x.sqrt())
                .collect()
        };
        let (a, b) = (pick(meas), pick(fit));
        let hi = a.iter().chain(&b).copied().fold(0.0f32, f32::max);
        common::save_image_range(
            &out.join(format!("measured_z{}.png", k + 1)),
            &a,
            N,
            N,
            0.0,
            hi,
        )?;
        common::save_image_range(
            &out.join(format!("fitted_z{}.png", k + 1)),
            &b,
            N,
            N,
            0.0,
            hi,
        )?;
    }
    let w_true = wavefront.run(&[coeffs(&TRUE_COEFFS)?])?.remove(0);
    let w_fit = wavefront.run(&[coeffs(&c)?])?.remove(0);
    let (wt, wf) = (w_true.as_slice::<f32>()?, w_fit.as_slice::<f32>()?);
    let lo = wt.iter().chain(wf).copied().fold(f32::INFINITY, f32::min);
    let hi = wt
        .iter()
        .chain(wf)
        .copied()
        .fold(f32::NEG_INFINITY, f32::max);
    common::save_image_range(&out.join("wavefront_true.png"), wt, N, N, lo, hi)?;
    common::save_image_range(&out.join("wavefront_fitted.png"), wf, N, N, lo, hi)?;
    common::loss_plot(
        &out.join("loss.png"),
        "zernike fit from three defocused psfs",
        &losses,
    )?;

    println!("  j    true (µm)  fitted (µm)");
    let mut err2 = 0.0f32;
    for i in 0..NJ {
        println!("{:3}  {:+9.4}  {:+10.4}", FIRST_J + i, TRUE_COEFFS[i], c[i]);
        err2 += (c[i] - TRUE_COEFFS[i]).powi(2);
    }
    let rms_true = TRUE_COEFFS.iter().map(|x| x * x).sum::<f32>().sqrt();
    println!(
        "wavefront error: {:.2e} µm RMS fitted vs {:.4} µm RMS aberration (λ = {LAMBDA} µm)",
        err2.sqrt(),
        rms_true
    );
    println!(
        "loss {:.4e} -> {:.4e} in {STEPS} Adam steps ({fit_s:.2} s); wrote PNGs to {} in {:.1} s",
        losses[0],
        losses[losses.len() - 1],
        out.display(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
