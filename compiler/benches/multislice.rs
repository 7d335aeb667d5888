//! The multi-slice (beam-propagation) gradient on the CPU backend: `S` phase screens with
//! angular-spectrum steps between them (`fresnel::optics::multislice`, a `scan`), loss
//! `Σ(|u_out|² − target)²`, value and gradient with respect to the screens through the loop
//! (√S checkpointing unless `--checkpoint none|every=K`), compiled once and timed per call on
//! host arrays.
//!
//! `cargo bench -p fresnel --bench multislice [-- --slices S] [--n N] [--batch B] [--repeat R]
//! [--checkpoint C]`
//! (defaults: 64 slices, 128² fields padded ×2, batch 2, 5 runs). Prints one JSON line: the
//! compile time, the median and minimum time per gradient, and the CPU program's step counts
//! (nested programs' included), which show whether the loop runs natively or through the
//! interpreter. Compare two builds by the ratio of their medians; nothing here asserts a time.

use fresnel::ad::{value_and_grad_with, AdOptions, Checkpoint};
use fresnel::backend::cpu_program;
use fresnel::optics::{multislice, AsmConfig};
use fresnel::trace::{complex, trace, Tensor};
use fresnel_ir::{Array, DType, TensorType};
use fresnel_runtime::cpu::CpuExecutable;
use std::time::Instant;

struct Options {
    slices: usize,
    n: usize,
    batch: usize,
    repeat: usize,
    checkpoint: Checkpoint,
}

fn parse_args() -> Result<Options, String> {
    let mut o = Options {
        slices: 64,
        n: 128,
        batch: 2,
        repeat: 5,
        checkpoint: Checkpoint::Sqrt,
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = |what: &str| -> Result<usize, String> {
            args.next()
                .and_then(|v| v.parse().ok())
                .ok_or_else(|| format!("{what} needs a positive integer"))
        };
        match a.as_str() {
            "--slices" => o.slices = value("--slices")?,
            "--n" => o.n = value("--n")?,
            "--batch" => o.batch = value("--batch")?,
            "--repeat" => o.repeat = value("--repeat")?.max(1),
            "--checkpoint" => {
                let v = args.next().unwrap_or_default();
                o.checkpoint = Checkpoint::parse(&v)?;
            }
            // cargo bench passes `--bench`.
            "--bench" => {}
            other => return Err(format!("unknown argument {other}")),
        }
    }
    Ok(o)
}

/// Deterministic values in [-1, 1).
fn values(len: usize, seed: u64) -> Vec<f32> {
    let mut s = seed;
    (0..len)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (s >> 40) as f32 / (1u64 << 23) as f32 - 1.0
        })
        .collect()
}

fn main() {
    let o = match parse_args() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    };
    let (s, n, b) = (o.slices, o.n, o.batch);
    let types = vec![
        TensorType::new(DType::F32, vec![s, n, n]),
        TensorType::new(DType::F32, vec![b, n, n]),
        TensorType::new(DType::F32, vec![b, n, n]),
        TensorType::new(DType::F32, vec![b, n, n]),
    ];
    let started = Instant::now();
    let loss = trace(
        |a: &[Tensor]| {
            let ctx = a[0].ctx();
            let (bi, ni) = (b as isize, n as isize);
            let cfg = AsmConfig::new(1.0).with_pad(2);
            let u0 = complex(&a[1], &a[2]).reshape(&[bi, 1, 1, 1, ni, ni]);
            let u = multislice(&u0, &a[0], &ctx.scalar(10.0f32), &ctx.scalar(0.5f32), &cfg);
            let i = (&u * &u.conj()).real().reshape(&[bi, ni, ni]);
            (i - &a[3]).pow(2).sum_all()
        },
        &types,
    )
    .unwrap_or_else(|e| panic!("traces: {e}"));
    let opts = AdOptions {
        checkpoint: o.checkpoint,
        ..AdOptions::default()
    };
    let vg = value_and_grad_with(&loss.module, &[0], &opts).unwrap_or_else(|e| panic!("AD: {e}"));
    let program = cpu_program(&vg).unwrap_or_else(|e| panic!("compiles: {e}"));
    let summary = program.summary();
    let exe = CpuExecutable::new(program).unwrap_or_else(|e| panic!("plans: {e}"));
    let compile_s = started.elapsed().as_secs_f64();
    let inputs: Vec<Array> = types
        .iter()
        .enumerate()
        .map(|(k, t)| {
            let scale = if k == 0 { 0.5 } else { 1.0 };
            let v = values(t.num_elements(), k as u64 + 1)
                .into_iter()
                .map(|x| x * scale);
            Array::from_f32(t.shape.clone(), v.collect()).expect("sized to the type")
        })
        .collect();
    let first = exe.run(&inputs).unwrap_or_else(|e| panic!("runs: {e}"));
    let mut times = Vec::with_capacity(o.repeat);
    for _ in 0..o.repeat {
        let t = Instant::now();
        let out = exe.run(&inputs).unwrap_or_else(|e| panic!("runs: {e}"));
        times.push(t.elapsed().as_secs_f64());
        assert_eq!(out.len(), first.len());
    }
    times.sort_by(f64::total_cmp);
    let loss_value = first[0].data.get(0);
    println!(
        "{{\"slices\": {s}, \"n\": {n}, \"batch\": {b}, \"compile_s\": {compile_s:.3}, \
         \"run_median_s\": {:.4}, \"run_min_s\": {:.4}, \"repeat\": {}, \"loss\": \"{loss_value:?}\", \
         \"steps\": \"{summary}\"}}",
        times[times.len() / 2],
        times[0],
        o.repeat
    );
}
