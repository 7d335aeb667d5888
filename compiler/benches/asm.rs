//! The angular-spectrum benchmark (issue: fusion and a fast CPU executable).
//!
//! For each size it builds `loss = Σ(|asm(field, z, λ)|² − target)²` through the trace API,
//! writes the program and seeded inputs to `target/bench-asm/SIZE/`, then times, side by side
//! in one run:
//! * Fresnel: `fresnel bench prog.mlir --grad-wrt 0,1 --backend cpu` (value_and_grad w.r.t. the
//!   field and the distances; compile = parse + AD + passes + codegen);
//! * JAX on CPU: `bench/jax_asm.py` on the same inputs (skipped with a message when
//!   `python3` has no JAX; set `FRESNEL_PYTHON` to pick the interpreter);
//! * XLA through PJRT on the CPU: `fresnel bench … --backend pjrt` with XLA's CPU plugin (skipped
//!   with a message where `scripts/setup.sh` has not installed it), checked against Fresnel cpu;
//! * the FFT bound: the same count of plain rustfft plane FFTs (rows, tiled transpose, rows,
//!   transpose back; planes in parallel over all cores);
//! * JAX's own lowering of the forward loss (`jax_asm.py` writes it), imported and
//!   differentiated by Fresnel, against the traced program.
//!
//! Before any ratio is printed, Fresnel's value and both gradients (written by `fresnel bench
//! --out`) must agree with JAX's (written by `jax_asm.py --save`); a disagreement stops the
//! benchmark. Ratios divide median by median and minimum by minimum. What each time covers:
//! * Fresnel `compile`: tracing the Rust closure (timed here) + parse + AD + passes + codegen
//!   (`fresnel bench`'s `compile_s`); JAX `compile`: tracing + lowering + XLA compilation.
//! * `run`: one call on host inputs, returning host results, on both sides (JAX: a jitted call
//!   on arrays already in JAX's hands, waited for with `block_until_ready`).
//!
//! Figures are ratios measured in the same run; nothing here asserts a time.
//! `cargo bench -p fresnel --bench asm [-- medium large scaling] [--repeat N] [--prepare]`
//! (`--prepare` only writes each size's program and inputs.)

use fresnel::optics::{intensity_loss, AsmConfig};
use fresnel::trace;
use fresnel_ir::{Array, DType, Data, TensorType};
use fresnel_runtime::npy::{read_npy, write_npy};
use num_complex::Complex32;
use rayon::prelude::*;
use rustfft::FftPlanner;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

const DX: f64 = 2e-6;

/// field (batch, pol, λ, 1, y, x), number of distances, number of wavelengths.
struct Size {
    name: String,
    field: [usize; 6],
    nz: usize,
}

impl Size {
    fn nl(&self) -> usize {
        self.field[2]
    }
    fn out_shape(&self) -> [usize; 6] {
        let [b, p, l, _, y, x] = self.field;
        [b, p, l, self.nz, y, x]
    }
    /// 2-D FFT planes value_and_grad needs: fft2 of the field and ifft2 of every output slice,
    /// then the same two transforms again in the backward pass.
    fn planes(&self) -> usize {
        let [b, p, l, _, _, _] = self.field;
        2 * (b * p * l + b * p * l * self.nz)
    }
}

fn sizes(selected: &[String]) -> Vec<Size> {
    let mut out = Vec::new();
    let want = |s: &str| selected.is_empty() || selected.iter().any(|x| x == s);
    if want("medium") {
        out.push(Size {
            name: "medium".into(),
            field: [2, 2, 3, 1, 256, 256],
            nz: 4,
        });
    }
    if want("large") {
        out.push(Size {
            name: "large".into(),
            field: [4, 1, 1, 1, 1024, 1024],
            nz: 2,
        });
    }
    if want("scaling") {
        // Same batch as medium, plane size varied; the largest ones trimmed to keep memory modest.
        out.push(Size {
            name: "plane128".into(),
            field: [2, 2, 3, 1, 128, 128],
            nz: 4,
        });
        out.push(Size {
            name: "plane256".into(),
            field: [2, 2, 3, 1, 256, 256],
            nz: 4,
        });
        out.push(Size {
            name: "plane512".into(),
            field: [1, 1, 3, 1, 512, 512],
            nz: 4,
        });
        out.push(Size {
            name: "plane1024".into(),
            field: [1, 1, 1, 1, 1024, 1024],
            nz: 4,
        });
    }
    out
}

/// xorshift64*: a seeded, dependency-free source of test data.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> f32 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        let bits = self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 40;
        bits as f32 / (1u64 << 24) as f32 * 2.0 - 1.0
    }
}

/// Writes the program and inputs; returns the seconds spent tracing the closure.
fn write_case(size: &Size, dir: &Path) -> Result<f64, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let ty = |dtype, shape: &[usize]| TensorType::new(dtype, shape.to_vec());
    let types = [
        ty(DType::C64, &size.field),
        ty(DType::F32, &[size.nz]),
        ty(DType::F32, &[size.nl()]),
        ty(DType::F32, &size.out_shape()),
    ];
    let cfg = AsmConfig::new(DX);
    let start = Instant::now();
    let traced = trace(|a| intensity_loss(&a[0], &a[1], &a[2], &a[3], &cfg), &types)
        .map_err(|e| e.to_string())?;
    let trace_s = start.elapsed().as_secs_f64();
    std::fs::write(dir.join("prog.mlir"), traced.text()).map_err(|e| e.to_string())?;
    std::fs::write(dir.join("dx.txt"), format!("{DX:e}")).map_err(|e| e.to_string())?;
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let n_field: usize = size.field.iter().product();
    let field: Vec<Complex32> = (0..n_field)
        .map(|_| Complex32::new(rng.next(), rng.next()))
        .collect();
    let lin = |n: usize, a: f32, b: f32| -> Vec<f32> {
        (0..n)
            .map(|i| {
                if n == 1 {
                    a
                } else {
                    a + (b - a) * i as f32 / (n - 1) as f32
                }
            })
            .collect()
    };
    let n_out: usize = size.out_shape().iter().product();
    let target: Vec<f32> = (0..n_out).map(|_| rng.next().abs()).collect();
    let arrays = [
        Array::new(size.field.to_vec(), Data::C64(field)),
        Array::new(vec![size.nz], Data::F32(lin(size.nz, 1e-4, 4e-4))),
        Array::new(vec![size.nl()], Data::F32(lin(size.nl(), 450e-9, 650e-9))),
        Array::new(size.out_shape().to_vec(), Data::F32(target)),
    ];
    for (i, a) in arrays.into_iter().enumerate() {
        let a = a.ok_or("input shape and data disagree")?;
        write_npy(dir.join(format!("in{i}.npy")), &a).map_err(|e| e.to_string())?;
    }
    Ok(trace_s)
}

/// Fresnel's results (`dir/fresnel/outK.npy`) against JAX's (`dir/jax/`): the value and both
/// gradients, as max|a − b| / max|b|. float32 sums over millions of terms in a different
/// order differ by far more than one rounding, hence the tolerance.
fn same_results(dir: &Path) -> Result<f64, String> {
    let theirs = [("out0", "value"), ("out1", "grad0"), ("out2", "grad1")];
    agree(&dir.join("fresnel"), &dir.join("jax"), theirs, "JAX's")
}

/// [`same_results`] for two folders: `ours/A.npy` against `theirs/B.npy` for each `(A, B)`.
fn agree(
    ours_dir: &Path,
    theirs_dir: &Path,
    names: [(&str, &str); 3],
    who: &str,
) -> Result<f64, String> {
    const TOL: f64 = 2e-3;
    let mut worst = 0.0f64;
    for (ours, theirs) in names {
        let load = |p: PathBuf| read_npy(&p).map_err(|e| format!("{}: {e}", p.display()));
        let a = load(ours_dir.join(format!("{ours}.npy")))?;
        let b = load(theirs_dir.join(format!("{theirs}.npy")))?;
        if a.shape != b.shape {
            return Err(format!(
                "{ours}: shape {:?} vs {who} {:?}",
                a.shape, b.shape
            ));
        }
        let (x, y) = (a.to_c128_vec(), b.to_c128_vec());
        let diff = x
            .iter()
            .zip(&y)
            .map(|(p, q)| (p - q).norm())
            .fold(0.0, f64::max);
        let scale = y.iter().map(|q| q.norm()).fold(0.0, f64::max);
        let err = diff / scale.max(f64::MIN_POSITIVE);
        if !(err <= TOL) {
            return Err(format!(
                "{ours} differs from {who} {theirs} by {err:.2e} (> {TOL:.0e})"
            ));
        }
        worst = worst.max(err);
    }
    Ok(worst)
}

/// The value of `"key": number` in a one-line JSON object.
fn field(json: &str, key: &str) -> Option<f64> {
    let rest = &json[json.find(&format!("\"{key}\":"))? + key.len() + 3..];
    let end = rest.find([',', '}']).unwrap_or(rest.len());
    rest[..end].trim().parse().ok()
}

fn run_json(cmd: &mut Command) -> Result<String, String> {
    let out = cmd
        .output()
        .map_err(|e| format!("cannot start {cmd:?}: {e}"))?;
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).trim().to_string());
    }
    let stdout = String::from_utf8_lossy(&out.stdout);
    stdout
        .lines()
        .rev()
        .find(|l| l.starts_with('{'))
        .map(str::to_string)
        .ok_or_else(|| format!("no JSON in output of {cmd:?}"))
}

/// `fresnel bench` on `backend` (`cpu`, or `pjrt`: XLA's CPU plugin), results written to
/// `dir/OUT` (`fresnel`, `pjrt`).
fn fresnel(dir: &Path, repeat: usize, backend: &str, out: &str) -> Result<String, String> {
    fresnel_on(&dir.join("prog.mlir"), dir, repeat, backend, out)
}

/// [`fresnel`] on the program `prog` (with `dir`'s inputs).
fn fresnel_on(
    prog: &Path,
    dir: &Path,
    repeat: usize,
    backend: &str,
    out: &str,
) -> Result<String, String> {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_fresnel"));
    cmd.arg("bench")
        .arg(prog)
        .args(["--grad-wrt", "0,1", "--backend", backend, "--out"])
        .arg(dir.join(out));
    cmd.args(["--repeat", &repeat.to_string()]);
    for i in 0..4 {
        cmd.arg("--input").arg(dir.join(format!("in{i}.npy")));
    }
    run_json(&mut cmd)
}

fn jax(dir: &Path, repeat: usize) -> Result<String, String> {
    let python = std::env::var("FRESNEL_PYTHON").unwrap_or_else(|_| "python3".into());
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../bench/jax_asm.py");
    run_json(Command::new(python).arg(script).arg(dir).args([
        "--repeat",
        &repeat.to_string(),
        "--save",
    ]))
}

/// Minimum and median seconds.
#[derive(Clone, Copy)]
struct Times {
    min: f64,
    median: f64,
}

/// The run times a `fresnel bench` or `jax_asm.py` JSON line reports.
fn times(json: &str) -> Times {
    Times {
        min: field(json, "run_min_s").unwrap_or(f64::NAN),
        median: field(json, "run_median_s").unwrap_or(f64::NAN),
    }
}

/// Times for `planes` 2-D c64 FFTs of `ny × nx` with plain rustfft on all cores: row FFTs,
/// tiled transpose, row FFTs, transpose back, with plans and scratch made once (the FFT
/// bound), and the row passes alone (no data movement at all: a floor no 2-D FFT reaches).
fn fft_bound(planes: usize, ny: usize, nx: usize, repeat: usize) -> (Times, Times) {
    let mut planner = FftPlanner::<f32>::new();
    let (row, col) = (planner.plan_fft_forward(nx), planner.plan_fft_forward(ny));
    let scratch_len = row
        .get_inplace_scratch_len()
        .max(col.get_inplace_scratch_len());
    let mut data = vec![Complex32::new(1.0, 0.5); planes * ny * nx];
    // One contiguous group of planes per thread, each with its scratch allocated once.
    let per_thread = planes.div_ceil(rayon::current_num_threads()) * ny * nx;
    let zero = Complex32::default();
    let mut work: Vec<_> = data
        .chunks_mut(per_thread)
        .map(|group| (group, vec![zero; ny * nx], vec![zero; scratch_len]))
        .collect();
    let mut time = |full: bool| {
        let mut runs = Vec::with_capacity(repeat + 1);
        for _ in 0..repeat + 1 {
            let t = Instant::now();
            work.par_iter_mut().for_each(|(group, tmp, scratch)| {
                for plane in group.chunks_mut(ny * nx) {
                    row.process_with_scratch(plane, scratch);
                    if full {
                        transpose(plane, tmp, ny, nx);
                        col.process_with_scratch(tmp, scratch);
                        transpose(tmp, plane, nx, ny);
                    } else {
                        row.process_with_scratch(plane, scratch);
                    }
                }
            });
            runs.push(t.elapsed().as_secs_f64());
        }
        runs.remove(0); // the warm-up
        runs.sort_by(f64::total_cmp);
        Times {
            min: runs[0],
            median: runs[runs.len() / 2],
        }
    };
    (time(true), time(false))
}

/// Tiled out-of-place transpose of a rows × cols matrix.
fn transpose(src: &[Complex32], dst: &mut [Complex32], rows: usize, cols: usize) {
    const T: usize = 16;
    for r0 in (0..rows).step_by(T) {
        for c0 in (0..cols).step_by(T) {
            for r in r0..(r0 + T).min(rows) {
                for c in c0..(c0 + T).min(cols) {
                    dst[c * rows + r] = src[r * cols + c];
                }
            }
        }
    }
}

fn mib(bytes: Option<f64>) -> String {
    bytes.map_or("-".into(), |b| format!("{:.0} MiB", b / (1 << 20) as f64))
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let repeat = args
        .iter()
        .position(|a| a == "--repeat")
        .and_then(|i| args.get(i + 1))
        .and_then(|s| s.parse().ok())
        .unwrap_or(10);
    let selected: Vec<String> = args
        .iter()
        .filter(|a| !a.starts_with("--") && a.parse::<usize>().is_err())
        .cloned()
        .collect();
    let prepare_only = args.iter().any(|a| a == "--prepare");
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/bench-asm");
    println!(
        "angular-spectrum value_and_grad (w.r.t. field and z), {} threads, repeat {repeat}",
        rayon::current_num_threads()
    );
    for size in sizes(&selected) {
        let dir = root.join(&size.name);
        let trace_s = match write_case(&size, &dir) {
            Ok(t) => t,
            Err(e) => {
                println!("{}: cannot build the case: {e}", size.name);
                continue;
            }
        };
        if prepare_only {
            // For scripts/gpu-prepare.sh: the program and inputs, nothing timed.
            println!("{}: wrote {}", size.name, dir.display());
            continue;
        }
        let [_, _, _, _, ny, nx] = size.field;
        let (bound, rows_only) = fft_bound(size.planes(), ny, nx, repeat.clamp(1, 5));
        println!(
            "\n== {} field {:?}, {} distances, {} wavelengths: {} plane FFTs of {ny}x{nx}",
            size.name,
            size.field,
            size.nz,
            size.nl(),
            size.planes()
        );
        println!(
            "  FFT bound (rustfft)  median {:9.2} ms  min {:9.2} ms   (row passes only: median {:.2} ms)",
            bound.median * 1e3,
            bound.min * 1e3,
            rows_only.median * 1e3
        );
        let ours = match fresnel(&dir, repeat, "cpu", "fresnel") {
            Ok(j) => j,
            Err(e) => {
                println!("  Fresnel failed: {e}");
                continue;
            }
        };
        let ot = times(&ours);
        println!(
            "  Fresnel cpu  median {:9.2} ms  min {:9.2} ms  = {:.2}x FFT bound (median), {:.2}x (min)   compile {:.3} s (trace {:.3} s + {:.3} s)   peak RSS {}",
            ot.median * 1e3,
            ot.min * 1e3,
            ot.median / bound.median,
            ot.min / bound.min,
            trace_s + field(&ours, "compile_s").unwrap_or(f64::NAN),
            trace_s,
            field(&ours, "compile_s").unwrap_or(f64::NAN),
            mib(field(&ours, "peak_rss_bytes")),
        );
        pjrt_cpu(&dir, repeat, ot);
        let j = match jax(&dir, repeat) {
            Ok(j) => j,
            Err(e) => {
                println!(
                    "  JAX skipped: {}",
                    e.lines().last().unwrap_or("not available")
                );
                continue;
            }
        };
        match same_results(&dir) {
            Ok(err) => println!(
                "  value and gradients agree with JAX's (max relative difference {err:.1e})"
            ),
            Err(e) => panic!(
                "{}: Fresnel and JAX disagree, so no timing is reported: {e}",
                size.name
            ),
        }
        let jt = times(&j);
        println!(
            "  JAX cpu      median {:9.2} ms  min {:9.2} ms  = {:.2}x FFT bound (median), {:.2}x (min)   compile {:.3} s   peak RSS {}",
            jt.median * 1e3,
            jt.min * 1e3,
            jt.median / bound.median,
            jt.min / bound.min,
            field(&j, "compile_s").unwrap_or(f64::NAN),
            mib(field(&j, "peak_rss_bytes")),
        );
        println!(
            "  Fresnel / JAX            median/median {:.2}x   min/min {:.2}x",
            ot.median / jt.median,
            ot.min / jt.min
        );
        imported(&dir, repeat, ot, bound);
    }
}

/// JAX's own lowering of the forward loss (`jax/loss.mlir`, written by `jax_asm.py --save`),
/// imported and differentiated by Fresnel: its results must agree with the traced program's
/// before its time is compared with the traced one's.
fn imported(dir: &Path, repeat: usize, traced: Times, bound: Times) {
    let prog = dir.join("jax/loss.mlir");
    let j = match fresnel_on(&prog, dir, repeat, "cpu", "imported") {
        Ok(j) => j,
        Err(e) => {
            println!("  Fresnel on JAX's program failed: {e}");
            return;
        }
    };
    let same = [("out0", "out0"), ("out1", "out1"), ("out2", "out2")];
    if let Err(e) = agree(
        &dir.join("imported"),
        &dir.join("fresnel"),
        same,
        "the traced",
    ) {
        panic!("JAX's program imported and the traced one disagree: {e}");
    }
    let t = times(&j);
    println!(
        "  Fresnel on JAX's program  median {:9.2} ms  min {:9.2} ms  = {:.2}x FFT bound, {:.2}x the traced program (median), {:.2}x (min)   compile {:.3} s",
        t.median * 1e3,
        t.min * 1e3,
        t.median / bound.median,
        t.median / traced.median,
        t.min / traced.min,
        field(&j, "compile_s").unwrap_or(f64::NAN),
    );
}

/// The same program through XLA's CPU PJRT plugin (`fresnel bench --backend pjrt`; skipped
/// with a message where `scripts/setup.sh` has not installed it): its results must agree
/// with Fresnel's own before the ratio is printed.
fn pjrt_cpu(dir: &Path, repeat: usize, ours: Times) {
    let plugin = fresnel::backend::pjrt::default_plugin_path();
    if !plugin.is_file() {
        println!(
            "  PJRT cpu skipped: no plugin at {} (scripts/setup.sh installs it)",
            plugin.display()
        );
        return;
    }
    let j = match fresnel(dir, repeat, "pjrt", "pjrt") {
        Ok(j) => j,
        Err(e) => {
            println!("  PJRT cpu failed: {e}");
            return;
        }
    };
    let same = [("out0", "out0"), ("out1", "out1"), ("out2", "out2")];
    match agree(&dir.join("pjrt"), &dir.join("fresnel"), same, "Fresnel's") {
        Ok(err) => println!(
            "  PJRT cpu results agree with Fresnel cpu's (max relative difference {err:.1e})"
        ),
        Err(e) => {
            panic!("Fresnel cpu and XLA through PJRT disagree, so no timing is reported: {e}")
        }
    }
    let (median, min) = (
        field(&j, "run_median_s").unwrap_or(f64::NAN),
        field(&j, "run_min_s").unwrap_or(f64::NAN),
    );
    println!(
        "  PJRT cpu     median {:9.2} ms  min {:9.2} ms   compile {:.3} s   peak RSS {}",
        median * 1e3,
        min * 1e3,
        field(&j, "compile_s").unwrap_or(f64::NAN),
        mib(field(&j, "peak_rss_bytes")),
    );
    println!(
        "  Fresnel cpu / PJRT cpu   median/median {:.2}x   min/min {:.2}x",
        ours.median / median,
        ours.min / min
    );
}
