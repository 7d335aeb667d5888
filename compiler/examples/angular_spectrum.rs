//! Fresnel's main job, end to end: an angular-spectrum propagator of a 6-D complex field traced
//! from Rust, its value and gradient compiled in one chain
//! (`trace(..)?.value_and_grad(..)?.compile(backend)?`), and a phase-retrieval loop running the
//! compiled gradient.
//!
//! The problem: a beam of known amplitude A (a Gaussian) passes a thin phase object of unknown
//! optical thickness; at wavelength λ it picks up the phase φ·λ0/λ. We see only the
//! intensities |propagate(A·e^{iφλ0/λ})|² at three wavelengths and two distances (a field of
//! shape (1, 1, 3, 1, 256, 256), padded ×2 to 512² planes, propagated to (1, 1, 3, 2, 256,
//! 256)). Starting from φ = 0, Adam on φ minimises Σ (|propagate(…)|² − target)².
//!
//! ```sh
//! cargo run --release -p fresnel --example angular_spectrum -- \
//!     [--backend cpu|cuda|cuda-sim|interp|pjrt] [--out DIR] [--steps N]
//! ```
//!
//! The backend defaults to `cuda` where a GPU is usable, else `cpu`. Prints the loss and the
//! time of every step; writes to `DIR` (default `./out/angular_spectrum/`): `forward.mlir`
//! (the loss), `value_and_grad.mlir` (its gradient w.r.t. φ and z, simplified), grayscale PNGs
//! of the intensities at both distances for the middle wavelength (target, before, after), of
//! the hidden and recovered phase, `loss.png`, the loss curve (labelled axes, log scale), and the problem's
//! data (`amp.npy`, `z.npy`, `lam.npy`, `target.npy`) for `bench/jax_example.py`, which times
//! JAX on the same loss.

mod common;

use fresnel::optics::{intensity, AsmConfig};
use fresnel::pipeline::{run_pipeline, SIMPLIFY};
use fresnel::trace::complex;
use fresnel::{trace, Array, Backend, DType, Tensor, TensorType};
use fresnel_ir::Module;
use std::error::Error;
use std::f64::consts::PI;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Grid size (pixels per side).
const N: usize = 256;
/// Pixel pitch, µm.
const DX: f64 = 2.0;
/// Wavelengths, µm (green, HeNe red, near infrared); the phase is given at the middle one.
const WAVELENGTHS: [f32; 3] = [0.532, 0.633, 0.780];
const LAMBDA0: f32 = 0.633;
/// The two observation distances, µm.
const DISTANCES: [f32; 2] = [2000.0, 5000.0];
/// 1/e² radius of the Gaussian amplitude, µm.
const WAIST: f64 = 120.0;
/// Zero-padding factor: the beam spreads, and padding keeps the FFT from wrapping it around.
const PAD: usize = 2;

/// Adam's step size (radians) and moment decay rates.
const LEARNING_RATE: f32 = 0.1;
const BETA1: f32 = 0.9;
const BETA2: f32 = 0.999;

struct Options {
    out: PathBuf,
    steps: usize,
    backend: Backend,
}

/// `cuda` where a GPU (driver, device and NVRTC) is usable, else `cpu`.
fn default_backend() -> Backend {
    if fresnel_runtime::cuda::missing().is_empty() {
        Backend::Cuda
    } else {
        Backend::Cpu
    }
}

fn main() {
    let options = match parse_args(std::env::args().skip(1)) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("angular_spectrum: {e}");
            eprintln!(
                "usage: angular_spectrum [--backend cpu|cuda|cuda-sim|interp|pjrt] [--out DIR] [--steps N]"
            );
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
        steps: 40,
        backend: default_backend(),
    };
    while let Some(a) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{a} needs a value"));
        match a.as_str() {
            "--out" => o.out = PathBuf::from(value()?),
            "--backend" => {
                o.backend = match value()?.as_str() {
                    "cpu" => Backend::Cpu,
                    "cuda" => Backend::Cuda,
                    "cuda-sim" => Backend::CudaSim,
                    "interp" => Backend::Interp,
                    // XLA through the PJRT plugin of $FRESNEL_PJRT_PLUGIN (else the CPU
                    // plugin scripts/setup.sh installs), one device.
                    "pjrt" => Backend::Pjrt(Default::default()),
                    other => return Err(format!("unknown backend {other:?}")),
                }
            }
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

/// Output planes: (batch, pol, λ, z, y, x).
fn out_shape() -> Vec<usize> {
    vec![1, 1, WAVELENGTHS.len(), DISTANCES.len(), N, N]
}

/// The traced programs' argument types: φ (y, x), A (y, x), z, λ, target.
fn arg_types() -> Vec<TensorType> {
    vec![
        TensorType::new(DType::F32, vec![N, N]),
        TensorType::new(DType::F32, vec![N, N]),
        TensorType::new(DType::F32, vec![DISTANCES.len()]),
        TensorType::new(DType::F32, vec![WAVELENGTHS.len()]),
        TensorType::new(DType::F32, out_shape()),
    ]
}

/// Index of φ and z among the arguments (what we differentiate with respect to).
const PHI: usize = 0;
const Z: usize = 2;

/// A·e^{iφλ0/λ} as a 6-D field `(1, 1, nλ, 1, N, N)`: the phase object's phase at each
/// wavelength.
fn field(phi: &Tensor, amp: &Tensor, lam: &Tensor) -> Tensor {
    let n = N as isize;
    let phase =
        phi.reshape(&[1, 1, 1, 1, n, n]) * (LAMBDA0 as f64 / lam).reshape(&[1, 1, -1, 1, 1, 1]);
    let amp = amp.reshape(&[1, 1, 1, 1, n, n]);
    complex(&amp * phase.cos(), &amp * phase.sin())
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
            let i = intensity(&field(&a[0], &a[1], &a[3]), &a[2], &a[3], &cfg);
            (i - &a[4]).pow(2).sum_all()
        },
        &arg_types(),
    )?;
    let intensity_program = trace(
        |a: &[Tensor]| intensity(&field(&a[0], &a[1], &a[3]), &a[2], &a[3], &cfg),
        &arg_types()[..4],
    )?;
    write(&o.out.join("forward.mlir"), &loss_program.text())?;

    // 2. Value and gradient w.r.t. φ and z, compiled in one chain, like
    //    jax.jit(jax.value_and_grad(loss, argnums=(0, 2))).
    let compile_start = Instant::now();
    let value_and_grad = loss_program.value_and_grad(&[PHI, Z])?;
    let exe = value_and_grad.compile(o.backend.clone())?;
    let images = intensity_program.compile(o.backend.clone())?;
    let compile_s = compile_start.elapsed().as_secs_f64();
    let mut simplified = value_and_grad.module.clone();
    run_pipeline(&mut simplified, SIMPLIFY, &mut |_, _| {})?;
    write(
        &o.out.join("value_and_grad.mlir"),
        &fresnel_ir::print::print_module(&simplified),
    )?;
    println!(
        "traced: forward {} ops, value_and_grad {} ops ({} simplified); compiled for {:?} in {compile_s:.2} s: {}",
        op_count(&loss_program.module),
        op_count(&value_and_grad.module),
        op_count(&simplified),
        o.backend,
        exe.program()
            .map_or_else(|| "one XLA executable".to_string(), |p| p.summary())
    );

    // 3. The experiment: targets from a hidden phase.
    let amplitude = gaussian_amplitude();
    let amp = grid(&amplitude);
    let hidden = hidden_phase();
    let z = Array::from_vec([DISTANCES.len()], DISTANCES.to_vec())?;
    let lam = Array::from_vec([WAVELENGTHS.len()], WAVELENGTHS.to_vec())?;
    let intensities = |phi: &[f32]| -> Result<Vec<f32>, Box<dyn Error>> {
        let out = images.run_borrowed(&[&grid(phi), &amp, &z, &lam])?;
        Ok(out[0].as_slice::<f32>()?.to_vec())
    };
    let target = intensities(&hidden)?;
    let target_array = Array::from_vec(out_shape(), target.clone())?;
    // The problem's data, for running the same loss elsewhere (bench/jax_example.py).
    for (name, a) in [
        ("amp", &amp),
        ("z", &z),
        ("lam", &lam),
        ("target", &target_array),
    ] {
        fresnel_runtime::npy::write_npy(o.out.join(format!("{name}.npy")), a)
            .map_err(|e| format!("cannot write {name}.npy: {e}"))?;
    }

    // 4. Phase retrieval: Adam on φ, value and gradients from the compiled program.
    let mut phi = vec![0.0f32; N * N];
    let before = intensities(&phi)?;
    let (mut m, mut v) = (vec![0.0f32; N * N], vec![0.0f32; N * N]);
    let mut losses = Vec::with_capacity(o.steps + 1);
    let mut step_times = Vec::with_capacity(o.steps + 1);
    let mut dl_dz = [0.0f32; 2];
    for step in 0..=o.steps {
        let t = Instant::now();
        let out = exe.run_borrowed(&[&grid(&phi), &amp, &z, &lam, &target_array])?;
        let run_s = t.elapsed().as_secs_f64();
        let loss = out[0].as_slice::<f32>()?[0];
        let g = out[1].as_slice::<f32>()?;
        dl_dz.copy_from_slice(out[2].as_slice::<f32>()?);
        losses.push(loss);
        step_times.push(run_s);
        println!("step {step:3}  loss {loss:.6e}  {:7.1} ms", run_s * 1e3);
        if step == o.steps {
            break; // the last evaluation only measures the final φ
        }
        adam_step(&mut phi, g, &mut m, &mut v, step + 1);
    }
    let after = intensities(&phi)?;

    // 5. Pictures: both distances at the middle wavelength; the loss curve.
    let plane = N * N;
    let middle = WAVELENGTHS.len() / 2;
    for (k, zk) in DISTANCES.iter().enumerate() {
        let at = (middle * DISTANCES.len() + k) * plane;
        let pick = |i: &[f32]| i[at..at + plane].to_vec();
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
        &masked_phase(&hidden, &amplitude),
        -PI as f32,
        PI as f32,
    )?;
    write_png(
        &o.out.join("phase_recovered.png"),
        &masked_phase(&phi, &amplitude),
        -PI as f32,
        PI as f32,
    )?;

    common::loss_plot(
        &o.out.join("loss.png"),
        "angular spectrum phase retrieval",
        &losses,
    )?;

    // 6. Summary.
    let (first, last) = (losses[0], losses[losses.len() - 1]);
    let mut sorted = step_times.clone();
    sorted.sort_by(f64::total_cmp);
    println!();
    println!(
        "phase retrieval, field (1, 1, {}, 1, {N}, {N}) padded ×{PAD}, λ = {WAVELENGTHS:?} µm, z = {DISTANCES:?} µm",
        WAVELENGTHS.len()
    );
    println!(
        "{:?}: value_and_grad step median {:.1} ms, min {:.1} ms ({} steps); compile {compile_s:.2} s",
        o.backend,
        sorted[sorted.len() / 2] * 1e3,
        sorted[0] * 1e3,
        sorted.len()
    );
    println!(
        "loss {first:.4e} -> {last:.4e} in {} Adam steps ({:.0}× lower)",
        o.steps,
        first / last
    );
    println!(
        "rms phase error inside the beam: {:.3} rad (φ = 0 start: {:.3} rad)",
        phase_error(&phi, &hidden, &amplitude),
        phase_error(&vec![0.0; N * N], &hidden, &amplitude)
    );
    println!("dL/dz at the end: {dl_dz:?} (per µm)");
    println!(
        "wrote forward.mlir, value_and_grad.mlir, PNGs and loss.png to {} in {:.1} s",
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
            let w = WAIST;
            let bumps = 2.0 * bump(y, x, 0.33 * w, -0.42 * w, 0.3 * w)
                - 1.5 * bump(y, x, -0.5 * w, 0.25 * w, 0.23 * w);
            (lens + bumps + 0.6 * x / w) as f32
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
    Array::from_vec([N, N], v.to_vec()).expect("N×N values")
}

fn op_count(m: &Module) -> usize {
    m.funcs.iter().map(|f| f.walk().len()).sum()
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Pixels drawn this many times larger.
const ZOOM: usize = 2;

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
