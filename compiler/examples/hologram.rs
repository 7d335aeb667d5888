//! A computer-generated hologram: the phase pattern of a phase-only SLM whose far field (the
//! back focal plane of a lens, `fresnel::optics::lens_fourier`) shows a target image.
//!
//! Two designs from the same random start phase, scored by the same metric (the normalised
//! MSE of the intensities, each normalised to unit sum: `Σ(Î − T̂)² / ΣT̂²`):
//! * Gerchberg–Saxton, one iteration a traced and compiled program (SLM phase → far field →
//!   target amplitude with the far field's phase → back to the SLM plane → its phase); the
//!   inverse transform is `conj(F(conj(·)))`, the centred DFT's inverse up to a scale.
//! * Adam on the phase with the gradient of the metric, through `phase_slm` and
//!   `lens_fourier`, from `trace(..)?.value_and_grad(..)?.compile(Backend::Cpu)`.
//!
//! ```sh
//! cargo run --release -p fresnel --example hologram [-- OUT_DIR]
//! ```
//!
//! Writes `target.png`, `gs_reconstruction.png`, `gd_reconstruction.png` (intensities on
//! one scale), `gs_phase.png`, `gd_phase.png` (`[0, 2π)`, black to white) and `loss.png`
//! (both curves) to `OUT_DIR` (default `$CARGO_TARGET_DIR/examples-out/hologram`, else
//! `target/examples-out/hologram`).

mod common;

use fresnel::optics::{lens_fourier, phase_slm, AsmConfig, Grid};
use fresnel::trace::{trace_with, Ctx};
use fresnel::{Array, Backend, DType, Tensor, TensorType};
use std::error::Error;
use std::f64::consts::PI;
use std::time::Instant;

/// SLM pixels per side.
const N: usize = 128;
/// SLM pixel pitch, µm.
const DX: f64 = 8.0;
/// Wavelength and focal length, µm.
const LAMBDA: f64 = 0.633;
const FOCAL: f64 = 200_000.0;
/// Iterations of each method.
const STEPS: usize = 300;
/// Adam's step size (radians) and moment decay rates.
const LEARNING_RATE: f32 = 0.05;
const BETA1: f32 = 0.9;
const BETA2: f32 = 0.999;

fn main() {
    if let Err(e) = run() {
        eprintln!("hologram: {e}");
        std::process::exit(1);
    }
}

/// The far field of the SLM lit by a uniform plane wave: `(1, 1, 1, 1, N, N)` complex.
fn far_field(ctx: &Ctx, phase: &Tensor) -> Tensor {
    let grid = Grid::square(N, DX);
    let lam = ctx.full(&[], LAMBDA, DType::F32);
    let f = ctx.full(&[], FOCAL, DType::F32);
    let ones = ctx.full(&[1, 1, 1, 1, N, N], 1.0, DType::F32);
    let illumination = fresnel::trace::complex(&ones, ones.zeros_like());
    let slm = phase_slm(&illumination, &grid, phase, None);
    lens_fourier(&slm, &f, &lam, &AsmConfig::new(DX))
}

/// The metric both methods report: the normalised MSE of the unit-sum intensities.
fn nmse(field: &Tensor, target: &Tensor) -> Tensor {
    let i = field.abs2().reshape(&[N as isize, N as isize]);
    let i = &i / i.sum_all();
    let t = target / target.sum_all();
    (i - &t).pow(2).sum_all() / t.pow(2).sum_all()
}

fn run() -> Result<(), Box<dyn Error>> {
    let started = Instant::now();
    let out = common::out_dir("hologram")?;
    let plane = TensorType::new(DType::F32, vec![N, N]);

    // The loss (phase, target) and its gradient; one Gerchberg–Saxton iteration
    // (phase, target) -> (next phase, loss of this phase); the far-field intensity.
    let loss = trace_with(
        |ctx, a: &[Tensor]| nmse(&far_field(ctx, &a[0]), &a[1]),
        &[plane.clone(), plane.clone()],
    )?;
    let value_and_grad = loss.value_and_grad(&[0])?.compile(Backend::Cpu)?;
    let gs_step = trace_with(
        |ctx, a: &[Tensor]| {
            let u = far_field(ctx, &a[0]);
            let l = nmse(&u, &a[1]);
            // Keep the far field's phase, impose the target's amplitude.
            let amp = u.abs();
            let imposed = &u * (a[1].sqrt() / (amp + 1e-12));
            // The inverse centred transform, up to a scale: conj(F(conj(·))).
            let back = lens_fourier(
                &imposed.conj(),
                &ctx.full(&[], FOCAL, DType::F32),
                &ctx.full(&[], LAMBDA, DType::F32),
                &AsmConfig::new(DX),
            )
            .conj();
            (back.angle().reshape(&[N as isize, N as isize]), l)
        },
        &[plane.clone(), plane.clone()],
    )?
    .compile(Backend::Cpu)?;
    let image = trace_with(
        |ctx, a: &[Tensor]| far_field(ctx, &a[0]).abs2(),
        std::slice::from_ref(&plane),
    )?
    .compile(Backend::Cpu)?;
    println!(
        "compiled loss+gradient, Gerchberg–Saxton step and image in {:.2} s",
        started.elapsed().as_secs_f64()
    );

    let target = target_image();
    let target_array = Array::from_vec([N, N], target.clone())?;
    let start = random_phase(1);

    // Gerchberg–Saxton.
    let t0 = Instant::now();
    let mut phi_gs = start.clone();
    let mut gs_losses = Vec::with_capacity(STEPS + 1);
    for _ in 0..STEPS {
        let r = gs_step.run_borrowed(&[&Array::from_vec([N, N], phi_gs)?, &target_array])?;
        phi_gs = r[0].as_slice::<f32>()?.to_vec();
        gs_losses.push(r[1].as_slice::<f32>()?[0]);
    }
    let gs_s = t0.elapsed().as_secs_f64();

    // Gradient descent (Adam) on the phase.
    let t0 = Instant::now();
    let mut phi = start.clone();
    let (mut m, mut v) = (vec![0.0f32; N * N], vec![0.0f32; N * N]);
    let mut gd_losses = Vec::with_capacity(STEPS + 1);
    for step in 0..=STEPS {
        let r = value_and_grad
            .run_borrowed(&[&Array::from_vec([N, N], phi.clone())?, &target_array])?;
        gd_losses.push(r[0].as_slice::<f32>()?[0]);
        if step == STEPS {
            break;
        }
        adam_step(&mut phi, r[1].as_slice::<f32>()?, &mut m, &mut v, step + 1);
    }
    let gd_s = t0.elapsed().as_secs_f64();
    // The loss of GS's final phase, for the same count of evaluations.
    let last = gs_step.run_borrowed(&[&Array::from_vec([N, N], phi_gs.clone())?, &target_array])?;
    gs_losses.push(last[1].as_slice::<f32>()?[0]);

    // Pictures: intensities normalised to unit sum, on the target's scale.
    let normalised = |v: &[f32]| -> Vec<f32> {
        let s: f32 = v.iter().sum();
        v.iter().map(|x| x / s).collect()
    };
    let recon = |p: &[f32]| -> Result<Vec<f32>, Box<dyn Error>> {
        let r = image.run_borrowed(&[&Array::from_vec([N, N], p.to_vec())?])?;
        Ok(normalised(r[0].as_slice::<f32>()?))
    };
    let t_n = normalised(&target);
    let hi = t_n.iter().copied().fold(0.0f32, f32::max);
    common::save_image_range(&out.join("target.png"), &t_n, N, N, 0.0, hi)?;
    common::save_image_range(
        &out.join("gs_reconstruction.png"),
        &recon(&phi_gs)?,
        N,
        N,
        0.0,
        hi,
    )?;
    common::save_image_range(
        &out.join("gd_reconstruction.png"),
        &recon(&phi)?,
        N,
        N,
        0.0,
        hi,
    )?;
    let wrap =
        |p: &[f32]| -> Vec<f32> { p.iter().map(|x| x.rem_euclid(2.0 * PI as f32)).collect() };
    let two_pi = 2.0 * PI as f32;
    common::save_image_range(&out.join("gs_phase.png"), &wrap(&phi_gs), N, N, 0.0, two_pi)?;
    common::save_image_range(&out.join("gd_phase.png"), &wrap(&phi), N, N, 0.0, two_pi)?;
    common::loss_plot_multi(
        &out.join("loss.png"),
        "hologram: normalised mse of the far field",
        &[("gerchberg-saxton", &gs_losses), ("adam", &gd_losses)],
    )?;

    let gs_final = gs_losses[gs_losses.len() - 1];
    let gd_final = gd_losses[gd_losses.len() - 1];
    println!(
        "target: ring and letters, {N}×{N} SLM pixels of {DX} µm, λ = {LAMBDA} µm, f = {FOCAL} µm"
    );
    println!(
        "Gerchberg–Saxton: loss {:.4e} -> {gs_final:.4e} in {STEPS} iterations ({gs_s:.2} s)",
        gs_losses[0]
    );
    println!(
        "gradient (Adam):  loss {:.4e} -> {gd_final:.4e} in {STEPS} steps ({gd_s:.2} s)",
        gd_losses[0]
    );
    println!(
        "wrote target, reconstructions, phases and loss.png to {} in {:.1} s",
        out.display(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn adam_step(p: &mut [f32], g: &[f32], m: &mut [f32], v: &mut [f32], t: usize) {
    let (c1, c2) = (1.0 - BETA1.powi(t as i32), 1.0 - BETA2.powi(t as i32));
    for i in 0..p.len() {
        m[i] = BETA1 * m[i] + (1.0 - BETA1) * g[i];
        v[i] = BETA2 * v[i] + (1.0 - BETA2) * g[i] * g[i];
        p[i] -= LEARNING_RATE * (m[i] / c1) / ((v[i] / c2).sqrt() + 1e-20);
    }
}

/// A uniform random phase in `[0, 2π)` from a small deterministic generator (xorshift).
fn random_phase(seed: u64) -> Vec<f32> {
    let mut s = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    (0..N * N)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            ((s >> 11) as f64 / (1u64 << 53) as f64 * 2.0 * PI) as f32
        })
        .collect()
}

/// The target intensity: a thin ring around the letters "FR", in the central half of the
/// far field (zero outside), drawn procedurally.
fn target_image() -> Vec<f32> {
    // 5×7 bitmaps of 'F' and 'R', bit 4 the leftmost column.
    const F: [u8; 7] = [0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x10];
    const R: [u8; 7] = [0x1e, 0x11, 0x11, 0x1e, 0x14, 0x12, 0x11];
    let scale = 4usize;
    let (glyph_w, glyph_h) = (5 * scale, 7 * scale);
    let gap = 2 * scale;
    let text_w = 2 * glyph_w + gap;
    let (x0, y0) = (N / 2 - text_w / 2, N / 2 - glyph_h / 2);
    let c = (N as f64 - 1.0) / 2.0;
    let mut img = vec![0.0f32; N * N];
    for y in 0..N {
        for x in 0..N {
            let r = ((y as f64 - c).powi(2) + (x as f64 - c).powi(2)).sqrt();
            if (r - 0.3 * N as f64).abs() < 1.5 {
                img[y * N + x] = 1.0;
            }
            if y >= y0 && y < y0 + glyph_h && x >= x0 && x < x0 + text_w {
                let (row, col) = ((y - y0) / scale, x - x0);
                let (bits, cx) = if col < glyph_w {
                    (F[row], col / scale)
                } else if col >= glyph_w + gap {
                    (R[row], (col - glyph_w - gap) / scale)
                } else {
                    continue;
                };
                if bits & (0x10 >> cx) != 0 {
                    img[y * N + x] = 1.0;
                }
            }
        }
    }
    img
}
