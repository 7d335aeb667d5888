//! Fresnel's main job, end to end: an angular-spectrum propagator traced from Rust, its IR and
//! its gradient IR written to files, and a phase-retrieval loop that runs the gradient program
//! on the reference interpreter.
//!
//! The problem: a beam of known amplitude A (a Gaussian) carries an unknown phase φ. We see
//! only the intensity |propagate(A·e^{iφ})|² at two distances z1, z2. Starting from φ = 0, Adam
//! on φ minimises Σ over both planes of (|propagate(A·e^{iφ})|² − target)².
//!
//! ```sh
//! cargo run --release -p fresnel --example angular_spectrum -- [--out DIR] [--steps N]
//! ```
//!
//! Writes to `DIR` (default `./out/angular_spectrum/`): `forward.mlir` (the loss),
//! `value_and_grad.mlir` (its gradient w.r.t. φ and z, simplified), and grayscale PNGs of the
//! intensities at both distances (target, before, after) and of the hidden and recovered phase.

use fresnel::optics::{intensity, AsmConfig};
use fresnel::pipeline::{run_pipeline, SIMPLIFY};
use fresnel::trace::{complex, trace, Tensor};
use fresnel_ir::{Array, DType, Data, Module, TensorType};
use fresnel_runtime::interp::run_main;
use std::error::Error;
use std::f64::consts::PI;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Grid size (pixels per side).
const N: usize = 64;
/// Pixel pitch, µm.
const DX: f64 = 4.0;
/// Wavelength, µm (HeNe).
const LAMBDA: f32 = 0.633;
/// The two observation distances, µm.
const DISTANCES: [f32; 2] = [2000.0, 5000.0];
/// 1/e² radius of the Gaussian amplitude, µm.
const WAIST: f64 = 60.0;
/// Zero-padding factor: the beam spreads, and padding keeps the FFT from wrapping it around.
const PAD: usize = 2;

/// Adam's step size (radians) and moment decay rates.
const LEARNING_RATE: f32 = 0.1;
const BETA1: f32 = 0.9;
const BETA2: f32 = 0.999;

struct Options {
    out: PathBuf,
    steps: usize,
}

fn main() {
    let options = match parse_args(std::env::args().skip(1)) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("angular_spectrum: {e}");
            eprintln!("usage: angular_spectrum [--out DIR] [--steps N]");
            std::process::exit(2);
        }
    };
    if let Err(e) = run(&options) {
        eprintln!("angular_spectrum: {e}");
        std::process::exit(1);
    }
}

fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Options, String> {
    let mut o = Options {
        out: PathBuf::from("out/angular_spectrum"),
        steps: 60,
    };
    while let Some(a) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{a} needs a value"));
        match a.as_str() {
            "--out" => o.out = PathBuf::from(value()?),
            "--steps" => {
                let v = value()?;
                o.steps = v
                    .parse()
                    .map_err(|_| format!("--steps expects a count, got {v:?}"))?;
            }
            _ => return Err(format!("unknown argument {a:?}")),
        }
    }
    Ok(o)
}

/// The traced programs' argument types: φ (y, x), A (y, x), z (2), λ (scalar), target.
fn arg_types() -> Vec<TensorType> {
    vec![
        TensorType::new(DType::F32, vec![N, N]),
        TensorType::new(DType::F32, vec![N, N]),
        TensorType::new(DType::F32, vec![DISTANCES.len()]),
        TensorType::scalar(DType::F32),
        TensorType::new(DType::F32, vec![1, 1, 1, DISTANCES.len(), N, N]),
    ]
}

/// Index of φ and z among the arguments (what we differentiate with respect to).
const PHI: usize = 0;
const Z: usize = 2;

/// A·e^{iφ} as a 6-D field with one batch, polarisation, wavelength and distance slot.
fn field(phi: &Tensor, amp: &Tensor) -> Tensor {
    complex(amp * phi.cos(), amp * phi.sin()).reshape(&[1, 1, 1, 1, N as isize, N as isize])
}

fn config() -> AsmConfig {
    AsmConfig::new(DX).with_pad(PAD)
}

fn run(o: &Options) -> Result<(), Box<dyn Error>> {
    let started = Instant::now();
    std::fs::create_dir_all(&o.out)
        .map_err(|e| format!("cannot create {}: {e}", o.out.display()))?;

    // 1. Trace the forward programs: the loss, and the intensities (for targets and images).
    let cfg = config();
    let loss_program = trace(
        |a: &[Tensor]| {
            let i = intensity(&field(&a[0], &a[1]), &a[2], &a[3], &cfg);
            (i - &a[4]).pow(2).sum_all()
        },
        &arg_types(),
    )?;
    let intensity_program = trace(
        |a: &[Tensor]| intensity(&field(&a[0], &a[1]), &a[2], &a[3], &cfg),
        &arg_types()[..4],
    )?;
    write(&o.out.join("forward.mlir"), &loss_program.text())?;

    // 2. Differentiate w.r.t. φ and z, then simplify.
    let raw = fresnel::ad::value_and_grad(&loss_program.module, &[PHI, Z])?;
    let mut grad_program = raw.clone();
    run_pipeline(&mut grad_program, SIMPLIFY, &mut |_, _| {})?;
    write(
        &o.out.join("value_and_grad.mlir"),
        &fresnel_ir::print::print_module(&grad_program),
    )?;
    println!(
        "traced: forward {} ops; value_and_grad {} ops, {} after simplification",
        op_count(&loss_program.module),
        op_count(&raw),
        op_count(&grad_program)
    );

    // 3. The experiment: targets from a hidden phase.
    let amp = gaussian_amplitude();
    let hidden = hidden_phase();
    let z = Array::from_f32(vec![DISTANCES.len()], DISTANCES.to_vec()).expect("length matches");
    let lam = Array::new(Vec::<usize>::new(), Data::F32(vec![LAMBDA])).expect("one element");
    let intensities = |phi: &[f32]| -> Result<Vec<f32>, Box<dyn Error>> {
        let out = run_main(
            &intensity_program.module,
            &[grid(phi), grid(&amp), z.clone(), lam.clone()],
        )?;
        Ok(f32s(&out[0])?.to_vec())
    };
    let target = intensities(&hidden)?;
    let target_array = Array::from_f32(arg_types()[4].shape.clone(), target.clone())
        .expect("the intensity program returns the target's shape");

    // 4. Phase retrieval: Adam on φ, gradients from the interpreter.
    let mut phi = vec![0.0f32; N * N];
    let before = intensities(&phi)?;
    let (mut m, mut v) = (vec![0.0f32; N * N], vec![0.0f32; N * N]);
    let mut losses = Vec::with_capacity(o.steps + 1);
    let mut dl_dz = [0.0f32; 2];
    for step in 0..=o.steps {
        let out = run_main(
            &grad_program,
            &[
                grid(&phi),
                grid(&amp),
                z.clone(),
                lam.clone(),
                target_array.clone(),
            ],
        )?;
        let loss = f32s(&out[0])?[0];
        let g = f32s(&out[1])?;
        dl_dz.copy_from_slice(f32s(&out[2])?);
        losses.push(loss);
        println!("step {step:3}  loss {loss:.6e}");
        if step == o.steps {
            break; // the last evaluation only measures the final φ
        }
        adam_step(&mut phi, g, &mut m, &mut v, step + 1);
    }
    let after = intensities(&phi)?;

    // 5. Pictures.
    let plane = N * N;
    for (k, zk) in DISTANCES.iter().enumerate() {
        let pick = |i: &[f32]| i[k * plane..(k + 1) * plane].to_vec();
        let (t, b, a) = (pick(&target), pick(&before), pick(&after));
        // One scale per distance so the three images compare directly.
        let scale = [&t, &b, &a]
            .iter()
            .flat_map(|i| i.iter())
            .fold(0.0f32, |x, &y| x.max(y));
        for (name, img) in [("target", &t), ("before", &b), ("after", &a)] {
            let path = o.out.join(format!("{name}_z{}.png", k + 1));
            write_png(&path, img, 0.0, scale)?;
        }
        println!("z{} = {zk} µm: images written", k + 1);
    }
    write_png(
        &o.out.join("phase_hidden.png"),
        &masked_phase(&hidden, &amp),
        -PI as f32,
        PI as f32,
    )?;
    write_png(
        &o.out.join("phase_recovered.png"),
        &masked_phase(&phi, &amp),
        -PI as f32,
        PI as f32,
    )?;

    // 6. Summary.
    let (first, last) = (losses[0], losses[losses.len() - 1]);
    println!();
    println!("phase retrieval, {N}×{N} grid, pad ×{PAD}, λ = {LAMBDA} µm, z = {DISTANCES:?} µm");
    println!(
        "loss {first:.4e} -> {last:.4e} in {} Adam steps ({:.0}× lower)",
        o.steps,
        first / last
    );
    println!(
        "rms phase error inside the beam: {:.3} rad (φ = 0 start: {:.3} rad)",
        phase_error(&phi, &hidden, &amp),
        phase_error(&vec![0.0; N * N], &hidden, &amp)
    );
    println!("dL/dz at the end: {dl_dz:?} (per µm)");
    println!(
        "wrote forward.mlir, value_and_grad.mlir and PNGs to {} in {:.1} s",
        o.out.display(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn adam_step(phi: &mut [f32], g: &[f32], m: &mut [f32], v: &mut [f32], t: usize) {
    let (c1, c2) = (1.0 - BETA1.powi(t as i32), 1.0 - BETA2.powi(t as i32));
    for i in 0..phi.len() {
        m[i] = BETA1 * m[i] + (1.0 - BETA1) * g[i];
        v[i] = BETA2 * v[i] + (1.0 - BETA2) * g[i] * g[i];
        phi[i] -= LEARNING_RATE * (m[i] / c1) / ((v[i] / c2).sqrt() + 1e-12);
    }
}

/// Pixel centre coordinates (µm) relative to the grid centre.
fn coords() -> impl Iterator<Item = (f64, f64)> {
    let c = |i: usize| (i as f64 - (N as f64 - 1.0) / 2.0) * DX;
    (0..N).flat_map(move |y| (0..N).map(move |x| (c(y), c(x))))
}

fn gaussian_amplitude() -> Vec<f32> {
    coords()
        .map(|(y, x)| (-(x * x + y * y) / (WAIST * WAIST)).exp() as f32)
        .collect()
}

/// A weak lens plus two smooth bumps: a phase that visibly reshapes the beam downstream.
fn hidden_phase() -> Vec<f32> {
    let bump = |y: f64, x: f64, y0: f64, x0: f64, s: f64| {
        (-((y - y0).powi(2) + (x - x0).powi(2)) / (2.0 * s * s)).exp()
    };
    coords()
        .map(|(y, x)| {
            let lens = -1.5 * (x * x + y * y) / (WAIST * WAIST);
            let bumps = 2.0 * bump(y, x, 20.0, -25.0, 18.0) - 1.5 * bump(y, x, -30.0, 15.0, 14.0);
            (lens + bumps + 0.01 * x) as f32
        })
        .collect()
}

/// The phase where the beam is bright (zero elsewhere), wrapped to (−π, π], with the piston
/// (mean phase, which intensities cannot see) removed so two phases compare directly.
fn masked_phase(phi: &[f32], amp: &[f32]) -> Vec<f32> {
    let piston = piston(phi, amp);
    phi.iter()
        .zip(amp)
        .map(|(&p, &a)| if a > 0.1 { wrap(p - piston) } else { 0.0 })
        .collect()
}

/// Intensity-weighted mean phase.
fn piston(phi: &[f32], amp: &[f32]) -> f32 {
    let w: f32 = amp.iter().map(|a| a * a).sum();
    phi.iter().zip(amp).map(|(p, a)| p * a * a).sum::<f32>() / w
}

fn wrap(p: f32) -> f32 {
    let two_pi = 2.0 * PI as f32;
    p - two_pi * (p / two_pi).round()
}

/// Intensity-weighted rms of the wrapped phase difference after removing the piston.
fn phase_error(phi: &[f32], truth: &[f32], amp: &[f32]) -> f32 {
    let diff: Vec<f32> = phi.iter().zip(truth).map(|(a, b)| a - b).collect();
    let p = piston(&diff, amp);
    let w: f32 = amp.iter().map(|a| a * a).sum();
    let sq: f32 = diff
        .iter()
        .zip(amp)
        .map(|(d, a)| wrap(d - p).powi(2) * a * a)
        .sum();
    (sq / w).sqrt()
}

fn grid(v: &[f32]) -> Array {
    Array::from_f32(vec![N, N], v.to_vec()).expect("N×N values")
}

fn f32s(a: &Array) -> Result<&[f32], String> {
    match &a.data {
        Data::F32(v) => Ok(v),
        other => Err(format!(
            "expected a float32 result, got {}",
            other.dtype().mlir_name()
        )),
    }
}

fn op_count(m: &Module) -> usize {
    m.funcs.iter().map(|f| f.walk().len()).sum()
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Pixels drawn this many times larger, so a 64×64 grid is comfortable to look at.
const ZOOM: usize = 4;

/// An N×N image as an 8-bit grayscale PNG, mapping `lo..=hi` to black..white.
fn write_png(path: &Path, img: &[f32], lo: f32, hi: f32) -> Result<(), String> {
    let fail = |e: &dyn std::fmt::Display| format!("cannot write {}: {e}", path.display());
    let side = N * ZOOM;
    let span = if hi > lo { hi - lo } else { 1.0 };
    let mut pixels = Vec::with_capacity(side * side);
    for y in 0..side {
        for x in 0..side {
            let v = (img[(y / ZOOM) * N + x / ZOOM] - lo) / span;
            pixels.push((v.clamp(0.0, 1.0) * 255.0).round() as u8);
        }
    }
    let file = std::fs::File::create(path).map_err(|e| fail(&e))?;
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), side as u32, side as u32);
    encoder.set_color(png::ColorType::Grayscale);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().map_err(|e| fail(&e))?;
    writer.write_image_data(&pixels).map_err(|e| fail(&e))?;
    Ok(())
}
