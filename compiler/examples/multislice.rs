//! Multi-slice phase retrieval: recover a few thin phase screens from intensities.
//!
//! A thick sample is modelled as `S` phase screens with free-space (angular-spectrum) steps
//! between them, traced from Rust with `fresnel::optics::multislice` (a `scan` over the
//! screens). Several tilted Gaussian beams illuminate it (a batch of fields); a camera
//! records the intensity behind it. Starting from flat screens, Adam on the screens
//! minimises Σ (|u_out|² − target)², with gradients from reverse mode through the loop
//! (checkpointed with `--checkpoint`, as `fresnel grad` takes it).
//!
//! ```sh
//! cargo run --release -p fresnel --example multislice -- [--out DIR] [--steps N] [--checkpoint sqrt]
//! ```
//!
//! Writes `forward.mlir`, `value_and_grad.mlir` and `loss.png` (the loss per step) to `DIR`
//! (default `./out/multislice/`) and prints the loss and the error of the recovered screens
//! per step.

mod common;

use fresnel::ad::{value_and_grad_with, AdOptions, Checkpoint};
use fresnel::backend::compile_cpu;
use fresnel::optics::{intensity as intensity_at, multislice, AsmConfig};
use fresnel::trace::{complex, trace, Tensor};
use fresnel_ir::{Array, DType, Data, TensorType};
use std::error::Error;
use std::f64::consts::PI;
use std::path::PathBuf;
use std::time::Instant;

/// Grid size, pixels per side.
const N: usize = 32;
/// Pixel pitch and slice spacing, µm.
const DX: f64 = 1.0;
const DZ: f64 = 40.0;
/// Wavelength, µm.
const LAMBDA: f64 = 0.5;
/// Number of phase screens.
const SCREENS: usize = 3;
/// Illuminations: plane-wave tilts (cycles across the grid) in x and y.
const TILTS: [(f64, f64); 9] = [
    (0.0, 0.0),
    (4.0, 0.0),
    (-4.0, 0.0),
    (0.0, 4.0),
    (0.0, -4.0),
    (3.0, 3.0),
    (-3.0, 3.0),
    (3.0, -3.0),
    (-3.0, -3.0),
];
/// The camera's distances behind the last screen, µm (defocus diversity).
const CAMERA: [f64; 3] = [0.0, 60.0, 120.0];
const LEARNING_RATE: f64 = 0.02;

struct Options {
    out: PathBuf,
    steps: usize,
    checkpoint: Checkpoint,
}

fn main() {
    let o = match parse_args(std::env::args().skip(1)) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("multislice: {e}");
            eprintln!("usage: multislice [--out DIR] [--steps N] [--checkpoint none|sqrt|every=K]");
            std::process::exit(2);
        }
    };
    if let Err(e) = run(&o) {
        eprintln!("multislice: {e}");
        std::process::exit(1);
    }
}

fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Options, String> {
    let mut o = Options {
        out: PathBuf::from("out/multislice"),
        steps: 300,
        checkpoint: Checkpoint::Sqrt,
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
            "--checkpoint" => o.checkpoint = Checkpoint::parse(&value()?)?,
            _ => return Err(format!("unknown argument {a:?}")),
        }
    }
    Ok(o)
}

/// Arguments: screens (S, y, x), illuminations (B, y, x) as real and imaginary parts, target
/// intensities (B, camera distances, y, x).
fn arg_types() -> Vec<TensorType> {
    let b = TILTS.len();
    vec![
        TensorType::new(DType::F64, vec![SCREENS, N, N]),
        TensorType::new(DType::F64, vec![b, N, N]),
        TensorType::new(DType::F64, vec![b, N, N]),
        TensorType::new(DType::F64, vec![b, CAMERA.len(), N, N]),
    ]
}

/// |propagate(multislice(illumination), camera distances)|², shaped (B, distances, y, x).
fn intensity(a: &[Tensor]) -> Tensor {
    let ctx = a[0].ctx();
    let b = TILTS.len() as isize;
    let n = N as isize;
    let cfg = AsmConfig::new(DX).with_pad(2);
    let u0 = complex(&a[1], &a[2]).reshape(&[b, 1, 1, 1, n, n]);
    let dz = ctx.scalar(DZ);
    let lam = ctx.scalar(LAMBDA);
    let u = multislice(&u0, &a[0], &dz, &lam, &cfg);
    let z = ctx.array(&[CAMERA.len()], &CAMERA);
    intensity_at(&u, &z, &lam, &cfg).reshape(&[b, CAMERA.len() as isize, n, n])
}

fn run(o: &Options) -> Result<(), Box<dyn Error>> {
    let started = Instant::now();
    std::fs::create_dir_all(&o.out)
        .map_err(|e| format!("cannot create {}: {e}", o.out.display()))?;
    let loss = trace(
        |a: &[Tensor]| (intensity(a) - &a[3]).pow(2).sum_all(),
        &arg_types(),
    )?;
    let forward = trace(|a: &[Tensor]| intensity(a), &arg_types()[..3])?;
    let opts = AdOptions {
        checkpoint: o.checkpoint,
        ..AdOptions::default()
    };
    let vg = value_and_grad_with(&loss.module, &[0], &opts)?;
    std::fs::write(o.out.join("forward.mlir"), loss.text())?;
    std::fs::write(
        o.out.join("value_and_grad.mlir"),
        fresnel_ir::print::print_module(&vg),
    )?;
    let forward = compile_cpu(&forward.module)?;
    let vg = compile_cpu(&vg)?;

    let (re, im) = illuminations();
    let hidden = hidden_screens();
    let target = forward
        .run(&[hidden.clone(), re.clone(), im.clone()])?
        .remove(0);
    let mut screens = vec![0.0; SCREENS * N * N];
    let (mut m, mut v) = (vec![0.0; screens.len()], vec![0.0; screens.len()]);
    let first_error = screen_error(&screens, &hidden);
    let mut first_loss = None;
    let mut losses = Vec::with_capacity(o.steps + 1);
    for step in 0..=o.steps {
        let s = Array::from_f64(vec![SCREENS, N, N], screens.clone()).ok_or("screen shape")?;
        let out = vg.run(&[s, re.clone(), im.clone(), target.clone()])?;
        let l = f64s(&out[0])?[0];
        first_loss.get_or_insert(l);
        losses.push(l as f32);
        if step % 25 == 0 || step == o.steps {
            println!(
                "step {step:4}  loss {l:.4e}  screen error {:.3} rad rms",
                screen_error(&screens, &hidden)
            );
        }
        if step == o.steps {
            println!(
                "loss {:.3e} → {l:.3e}; screen error {first_error:.3} → {:.3} rad rms; {:.1} s ({:?})",
                first_loss.unwrap_or(l),
                screen_error(&screens, &hidden),
                started.elapsed().as_secs_f64(),
                o.checkpoint
            );
            break;
        }
        adam(&mut screens, f64s(&out[1])?, &mut m, &mut v, step + 1);
    }
    common::loss_plot(&o.out.join("loss.png"), "multislice phase screens", &losses)?;
    println!(
        "wrote {}/forward.mlir, value_and_grad.mlir and loss.png",
        o.out.display()
    );
    Ok(())
}

/// Tilted Gaussian beams, real and imaginary parts, (B, y, x).
fn illuminations() -> (Array, Array) {
    let (mut re, mut im) = (Vec::new(), Vec::new());
    let c = (N as f64 - 1.0) / 2.0;
    for (tx, ty) in TILTS {
        for y in 0..N {
            for x in 0..N {
                let (dx, dy) = (x as f64 - c, y as f64 - c);
                let amp = (-(dx * dx + dy * dy) / (2.0 * (N as f64 / 5.0).powi(2))).exp();
                let phase = 2.0 * PI * (tx * x as f64 + ty * y as f64) / N as f64;
                re.push(amp * phase.cos());
                im.push(amp * phase.sin());
            }
        }
    }
    let shape = vec![TILTS.len(), N, N];
    (
        Array::from_f64(shape.clone(), re).expect("B·N·N values"),
        Array::from_f64(shape, im).expect("B·N·N values"),
    )
}

/// Smooth screens: one Gaussian bump per screen, at different places.
fn hidden_screens() -> Array {
    let mut v = Vec::new();
    for s in 0..SCREENS {
        let (cx, cy) = (10.0 + 5.0 * s as f64, 20.0 - 4.0 * s as f64);
        for y in 0..N {
            for x in 0..N {
                let r2 = (x as f64 - cx).powi(2) + (y as f64 - cy).powi(2);
                v.push(0.8 * (-r2 / 18.0).exp());
            }
        }
    }
    Array::from_f64(vec![SCREENS, N, N], v).expect("S·N·N values")
}

/// RMS difference of the screens inside the illuminated disc (radius 9 px), after removing
/// each screen's mean there: a constant phase on a screen only changes the field's global
/// phase, and phase where no light passes is invisible to any intensity.
fn screen_error(screens: &[f64], hidden: &Array) -> f64 {
    let h: Vec<f64> = hidden.to_c128_vec().iter().map(|z| z.re).collect();
    let c = (N as f64 - 1.0) / 2.0;
    let lit: Vec<usize> = (0..N * N)
        .filter(|&i| ((i % N) as f64 - c).powi(2) + ((i / N) as f64 - c).powi(2) <= 81.0)
        .collect();
    let mut sq = 0.0;
    for s in 0..SCREENS {
        let d: Vec<f64> = lit
            .iter()
            .map(|&i| screens[s * N * N + i] - h[s * N * N + i])
            .collect();
        let mean = d.iter().sum::<f64>() / d.len() as f64;
        sq += d.iter().map(|x| (x - mean).powi(2)).sum::<f64>();
    }
    (sq / (SCREENS * lit.len()) as f64).sqrt()
}

fn f64s(a: &Array) -> Result<&[f64], String> {
    match &a.data {
        Data::F64(v) => Ok(v),
        _ => Err(format!("expected f64 results, got {}", a.ty())),
    }
}

fn adam(x: &mut [f64], g: &[f64], m: &mut [f64], v: &mut [f64], t: usize) {
    let (b1, b2) = (0.9f64, 0.999f64);
    for i in 0..x.len() {
        m[i] = b1 * m[i] + (1.0 - b1) * g[i];
        v[i] = b2 * v[i] + (1.0 - b2) * g[i] * g[i];
        let mh = m[i] / (1.0 - b1.powi(t as i32));
        let vh = v[i] / (1.0 - b2.powi(t as i32));
        // A floor under the step's normaliser keeps pixels no light reaches (gradient ~0) still.
        x[i] -= LEARNING_RATE * mh / (vh.sqrt() + 1e-2);
    }
}
