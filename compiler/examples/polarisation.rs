//! Polarimetry of two unknown wave plates with a vector beam.
//!
//! A radially polarised beam (`E ∝ (x, y)·exp(−r²/w²)`, a doughnut whose polarisation points
//! away from the axis) passes a half-wave plate and a quarter-wave plate at unknown fast-axis
//! angles θ_H and θ_Q (`half_wave_plate`, `quarter_wave_plate`), then a camera records six
//! images: behind a linear polariser (`linear_polariser`) at 0°, 45°, 90° and 135°, and behind
//! a known quarter-wave plate at 0° followed by a polariser at ±45° (which tells left from right
//! circular light). A radial beam behind a polariser shows two lobes along the polariser's
//! axis; the plates turn and fill the lobes, so the six images pin both angles down.
//!
//! Fit: Adam on (θ_H, θ_Q) with the compiled gradient of `Σ(I − I_meas)²/ΣI_meas²`, from a
//! few starting points on a coarse grid (the loss is periodic and has more than one basin);
//! the best end point is kept. θ_H is defined modulo 90° (a HWP turned by 90° is the same
//! plate up to a global phase), θ_Q modulo 180°.
//!
//! ```sh
//! cargo run --release -p fresnel --example polarisation [-- OUT_DIR]
//! ```
//!
//! Writes `measured_k.png` and `fitted_k.png` for the six settings (one scale), `input.png`
//! (the doughnut's intensity), and `loss.png` (the loss of the best start) to `OUT_DIR`
//! (default `$CARGO_TARGET_DIR/examples-out/polarisation`, else
//! `target/examples-out/polarisation`).

mod common;

use fresnel::optics::{half_wave_plate, linear_polariser, quarter_wave_plate};
use fresnel::trace::{stack, trace};
use fresnel::{Array, Backend, ComplexF32, DType, Tensor, TensorType};
use std::error::Error;
use std::f64::consts::PI;
use std::time::Instant;

/// Pixels per side and beam radius (pixels).
const N: usize = 64;
const WAIST: f64 = 14.0;
/// The hidden plate angles, radians (HWP 20°, QWP 57°).
const TRUE_HWP: f32 = 0.349_066;
const TRUE_QWP: f32 = 0.994_838;
/// The camera settings: (known QWP at 0° before the polariser?, polariser angle in degrees).
const SETTINGS: [(bool, f64); 6] = [
    (false, 0.0),
    (false, 45.0),
    (false, 90.0),
    (false, 135.0),
    (true, 45.0),
    (true, -45.0),
];
const STEPS: usize = 120;
const LEARNING_RATE: f32 = 0.03;
const BETA1: f32 = 0.9;
const BETA2: f32 = 0.999;

fn main() {
    if let Err(e) = run() {
        eprintln!("polarisation: {e}");
        std::process::exit(1);
    }
}

/// The six camera images `(6, N, N)` of the beam behind the plates at `th_h`, `th_q`.
fn images(beam: &Tensor, th_h: &Tensor, th_q: &Tensor) -> Tensor {
    let after = quarter_wave_plate(&half_wave_plate(beam, th_h), th_q);
    let shots: Vec<Tensor> = SETTINGS
        .iter()
        .map(|&(qwp, deg)| {
            let e = if qwp {
                quarter_wave_plate(&after, 0.0)
            } else {
                after.clone()
            };
            let e = linear_polariser(&e, deg.to_radians());
            e.abs2().sum(&[1]).reshape(&[N as isize, N as isize])
        })
        .collect();
    stack(&shots, 0)
}

fn run() -> Result<(), Box<dyn Error>> {
    let started = Instant::now();
    let out = common::out_dir("polarisation")?;
    let beam_ty = TensorType::new(DType::C64, vec![1, 2, 1, 1, N, N]);
    let angle = TensorType::scalar(DType::F32);
    let shots_ty = TensorType::new(DType::F32, vec![SETTINGS.len(), N, N]);

    let loss = trace(
        |a: &[Tensor]| {
            let i = images(&a[0], &a[1], &a[2]);
            (i - &a[3]).pow(2).sum_all() / a[3].pow(2).sum_all()
        },
        &[beam_ty.clone(), angle.clone(), angle.clone(), shots_ty],
    )?;
    let value_and_grad = loss.value_and_grad(&[1, 2])?.compile(Backend::Cpu)?;
    let forward = trace(
        |a: &[Tensor]| images(&a[0], &a[1], &a[2]),
        &[beam_ty, angle.clone(), angle],
    )?
    .compile(Backend::Cpu)?;
    println!("compiled in {:.2} s", started.elapsed().as_secs_f64());

    // The radially polarised doughnut: (Ex, Ey) = (x, y)·exp(−r²/w²).
    let c = (N as f64 - 1.0) / 2.0;
    let mut field = vec![ComplexF32::new(0.0, 0.0); 2 * N * N];
    let mut input = vec![0.0f32; N * N];
    for y in 0..N {
        for x in 0..N {
            let (dy, dx) = ((y as f64 - c) / WAIST, (x as f64 - c) / WAIST);
            let g = (-(dx * dx + dy * dy)).exp();
            field[y * N + x] = ComplexF32::new((dx * g) as f32, 0.0);
            field[N * N + y * N + x] = ComplexF32::new((dy * g) as f32, 0.0);
            input[y * N + x] = ((dx * dx + dy * dy) * g * g) as f32;
        }
    }
    let beam = Array::from_vec([1, 2, 1, 1, N, N], field)?;
    let scalar = |v: f32| Array::from_scalar(v);
    let measured = forward
        .run_borrowed(&[&beam, &scalar(TRUE_HWP), &scalar(TRUE_QWP)])?
        .remove(0);

    // Adam from a 3×3 grid of starts; keep the lowest final loss.
    let t0 = Instant::now();
    let mut best: Option<(f32, [f32; 2], Vec<f32>)> = None;
    let starts = [0.2f32, 0.9, 1.6];
    for &h0 in &starts {
        for &q0 in &starts {
            let mut p = [h0, q0];
            let (mut m, mut v) = ([0.0f32; 2], [0.0f32; 2]);
            let mut losses = Vec::with_capacity(STEPS + 1);
            for step in 0..=STEPS {
                let r = value_and_grad.run_borrowed(&[
                    &beam,
                    &scalar(p[0]),
                    &scalar(p[1]),
                    &measured,
                ])?;
                losses.push(r[0].as_slice::<f32>()?[0]);
                if step == STEPS {
                    break;
                }
                let g = [r[1].as_slice::<f32>()?[0], r[2].as_slice::<f32>()?[0]];
                let (c1, c2) = (
                    1.0 - BETA1.powi(step as i32 + 1),
                    1.0 - BETA2.powi(step as i32 + 1),
                );
                for i in 0..2 {
                    m[i] = BETA1 * m[i] + (1.0 - BETA1) * g[i];
                    v[i] = BETA2 * v[i] + (1.0 - BETA2) * g[i] * g[i];
                    p[i] -= LEARNING_RATE * (m[i] / c1) / ((v[i] / c2).sqrt() + 1e-20);
                }
            }
            let last = losses[losses.len() - 1];
            println!(
                "start ({:5.1}°, {:5.1}°) -> ({:6.2}°, {:6.2}°), loss {last:.3e}",
                h0.to_degrees(),
                q0.to_degrees(),
                p[0].to_degrees(),
                p[1].to_degrees()
            );
            if best.as_ref().is_none_or(|b| last < b.0) {
                best = Some((last, p, losses));
            }
        }
    }
    let fit_s = t0.elapsed().as_secs_f64();
    let (final_loss, p, losses) = best.ok_or("no start ran")?;

    let fitted = forward
        .run_borrowed(&[&beam, &scalar(p[0]), &scalar(p[1])])?
        .remove(0);
    let (meas, fit) = (measured.as_slice::<f32>()?, fitted.as_slice::<f32>()?);
    let hi = meas.iter().chain(fit).copied().fold(0.0f32, f32::max);
    for (k, &(qwp, deg)) in SETTINGS.iter().enumerate() {
        let name = if qwp {
            format!("qwp0_pol{deg:+.0}")
        } else {
            format!("pol{deg:.0}")
        };
        let plane = k * N * N..(k + 1) * N * N;
        common::save_image_range(
            &out.join(format!("measured_{k}_{name}.png")),
            &meas[plane.clone()],
            N,
            N,
            0.0,
            hi,
        )?;
        common::save_image_range(
            &out.join(format!("fitted_{k}_{name}.png")),
            &fit[plane],
            N,
            N,
            0.0,
            hi,
        )?;
    }
    common::save_image(&out.join("input.png"), &input, N, N)?;
    common::loss_plot(
        &out.join("loss.png"),
        "wave-plate angles from six images",
        &losses,
    )?;

    let modulo = |x: f32, period: f64| (x as f64).rem_euclid(period).to_degrees();
    println!(
        "HWP angle: true {:.3}°, recovered {:.3}° (mod 90°)",
        modulo(TRUE_HWP, PI / 2.0),
        modulo(p[0], PI / 2.0)
    );
    println!(
        "QWP angle: true {:.3}°, recovered {:.3}° (mod 180°)",
        modulo(TRUE_QWP, PI),
        modulo(p[1], PI)
    );
    println!(
        "best loss {:.4e} -> {final_loss:.4e} ({} starts × {STEPS} Adam steps in {fit_s:.2} s); wrote PNGs to {} in {:.1} s",
        losses[0],
        starts.len() * starts.len(),
        out.display(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
