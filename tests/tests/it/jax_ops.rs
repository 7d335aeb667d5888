//! The indexing and window ops (gather, scatter, reduce_window, select_and_scatter,
//! convolution) and `optimization_barrier` (`jax.checkpoint`) against JAX (`tests/data/jax_ops`, made by its `gen.py`): every case's
//! `fwd.mlir` and JAX's own `value_and_grad.mlir` on the interpreter and the CPU backend,
//! and our AD's `value_and_grad` of `fwd.mlir` on both, compared with JAX's value and
//! gradients within the refs README's tolerance (2e-4 single, 1e-9 double precision).

use fresnel::backend::compile_cpu;
use fresnel_ir::{Array, Module};
use fresnel_runtime::interp::run_main;
use fresnel_runtime::npy::read_npy;
use fresnel_tests::refs::{rel_err, tolerance};
use std::path::{Path, PathBuf};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/jax_ops");

/// Cases whose gradient needs a rule we do not have: our AD must refuse them with a located
/// "not differentiable yet" error instead of computing something. (Scatter and
/// reduce_window with a multiply region, once here, are differentiated now.)
const AD_REFUSES: [&str; 0] = [];

/// Cases where JAX's gradient is not the derivative of its own forward program: an
/// out-of-range gather index is clamped going forward, but JAX's transpose drops it. Our AD
/// is checked against central finite differences of `fwd.mlir` there, and must differ from
/// JAX's gradient (so that the case keeps testing what it says).
/// Likewise `jax.scipy.linalg.cholesky`, which does not symmetrise its input while JAX's
/// cholesky rule assumes a symmetric tangent (ours is the derivative of the triangle read).
const JAX_GRAD_DROPS: [&str; 2] = ["gather_clamped_f64", "cholesky_upper_f64"];

/// Central differences (step 1e-6) of the loss w.r.t. argument `k` (float64), on the
/// interpreter.
fn finite_differences(m: &Module, inputs: &[Array], k: usize) -> Array {
    let fdata = |a: &Array| match &a.data {
        fresnel_ir::Data::F64(v) => v.clone(),
        _ => panic!("finite differences need float64 arguments"),
    };
    let loss = |args: &[Array]| fdata(&run_main(m, args).expect("fwd runs")[0])[0];
    let x = fdata(&inputs[k]);
    let h = 1e-6;
    let grad = (0..x.len())
        .map(|i| {
            let at = |d: f64| {
                let mut v = x.clone();
                v[i] += d;
                let mut args = inputs.to_vec();
                args[k] = Array::from_f64(inputs[k].shape.clone(), v).expect("same shape");
                loss(&args)
            };
            (at(h) - at(-h)) / (2.0 * h)
        })
        .collect();
    Array::from_f64(inputs[k].shape.clone(), grad).expect("same shape")
}

/// One case of `manifest.json` (the layout of `tests/data/refs`).
struct Case {
    name: String,
    wrt: Vec<usize>,
    inputs: Vec<String>,
    grads: Vec<String>,
}

impl Case {
    fn dir(&self) -> PathBuf {
        Path::new(DIR).join(&self.name)
    }
    fn load(&self, file: &str) -> Array {
        read_npy(self.dir().join(file)).unwrap_or_else(|e| panic!("{}: {e}", self.name))
    }
    fn inputs(&self) -> Vec<Array> {
        self.inputs.iter().map(|f| self.load(f)).collect()
    }
    fn value(&self) -> Array {
        self.load("value.npy")
    }
    fn grads(&self) -> Vec<Array> {
        self.grads.iter().map(|f| self.load(f)).collect()
    }
    fn tolerance(&self) -> f64 {
        tolerance(&self.inputs())
    }
    fn program_text(&self, file: &str) -> String {
        let path = self.dir().join(file);
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }
}

fn cases() -> Vec<Case> {
    let path = Path::new(DIR).join("manifest.json");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let json: serde_json::Value = serde_json::from_str(&text).expect("manifest.json is JSON");
    let files = |v: &serde_json::Value| -> Vec<String> {
        let list = v.as_array().expect("a list of files");
        list.iter()
            .map(|f| {
                f.get("file")
                    .unwrap_or(f)
                    .as_str()
                    .expect("a file name")
                    .to_string()
            })
            .collect()
    };
    json["cases"]
        .as_array()
        .expect("manifest.json has a `cases` list")
        .iter()
        .map(|c| Case {
            name: c["name"].as_str().expect("case name").to_string(),
            wrt: c["wrt"]
                .as_array()
                .expect("wrt list")
                .iter()
                .map(|k| k.as_u64().expect("wrt index") as usize)
                .collect(),
            inputs: files(&c["inputs"]),
            grads: files(&c["grads"]),
        })
        .collect()
}

fn parse(case: &Case, file: &str) -> Module {
    let text = case.program_text(file);
    let m = fresnel_ir::parse::parse_module(&text)
        .unwrap_or_else(|d| panic!("{}/{file}: {}", case.name, d.in_file(file)));
    fresnel_ir::verify::verify_module(&m)
        .unwrap_or_else(|ds| panic!("{}/{file}: {}", case.name, ds[0]));
    m
}

/// Runs `m` on both backends and compares each result with `want`; the worst error.
fn check(m: &Module, inputs: &[Array], want: &[Array], tol: f64) -> Result<f64, String> {
    let interp = run_main(m, inputs).map_err(|d| format!("interpreter: {d}"))?;
    let cpu = compile_cpu(m)
        .map_err(|d| format!("compile: {d}"))?
        .run(inputs)
        .map_err(|d| format!("cpu: {d}"))?;
    let mut worst = 0.0f64;
    for (backend, got) in [("interp", &interp), ("cpu", &cpu)] {
        if got.len() != want.len() {
            return Err(format!(
                "{backend}: {} results, want {}",
                got.len(),
                want.len()
            ));
        }
        for (k, (g, w)) in got.iter().zip(want).enumerate() {
            let e = rel_err(g, w).map_err(|e| format!("{backend} result {k}: {e}"))?;
            if e > tol {
                return Err(format!(
                    "{backend} result {k}: relative error {e:.2e} > {tol:.0e}"
                ));
            }
            worst = worst.max(e);
        }
    }
    Ok(worst)
}

#[test]
fn indexing_and_window_ops_match_jax() {
    let cases = cases();
    assert!(cases.len() >= 18, "manifest lists {} cases", cases.len());
    let mut failures = Vec::new();
    let (mut passed, mut refused) = (0, 0);
    println!("{:<28} {:<18} {:>10}", "case", "program", "rel. error");
    for case in &cases {
        let inputs = case.inputs();
        let tol = case.tolerance();
        let value = case.value();
        let mut vg = vec![value.clone()];
        vg.extend(case.grads()); // real inputs: JAX's convention is ours
        let fwd = parse(case, "fwd.mlir");
        let mut programs = vec![
            ("fwd.mlir", fwd.clone(), vec![value]),
            (
                "value_and_grad.mlir",
                parse(case, "value_and_grad.mlir"),
                vg.clone(),
            ),
        ];
        match fresnel::ad::value_and_grad(&fwd, &case.wrt) {
            Ok(ours) if JAX_GRAD_DROPS.contains(&case.name.as_str()) => {
                let mut fd = vec![vg[0].clone()];
                fd.extend(
                    case.wrt
                        .iter()
                        .map(|&k| finite_differences(&fwd, &inputs, k)),
                );
                for (k, (f, j)) in fd.iter().zip(&vg).enumerate().skip(1) {
                    let apart = rel_err(f, j).expect("same types");
                    assert!(
                        apart > 1e-2,
                        "{}: gradient {k} no longer differs from JAX's",
                        case.name
                    );
                }
                programs.push(("our AD vs FD", ours, fd));
            }
            Ok(ours) => {
                if AD_REFUSES.contains(&case.name.as_str()) {
                    failures.push(format!(
                        "{}: our AD accepted a program it should refuse",
                        case.name
                    ));
                }
                // What `fresnel grad` prints: the gradient program simplified.
                let mut simplified = ours.clone();
                fresnel::pipeline::run_pipeline(
                    &mut simplified,
                    fresnel::pipeline::SIMPLIFY,
                    &mut |_, _| {},
                )
                .unwrap_or_else(|d| panic!("{}: simplify: {d}", case.name));
                programs.push(("our AD", ours, vg.clone()));
                programs.push(("fresnel grad", simplified, vg));
            }
            Err(d) if AD_REFUSES.contains(&case.name.as_str()) => {
                let msg = d.to_string();
                assert!(
                    msg.contains("not differentiable yet"),
                    "{}: {msg}",
                    case.name
                );
                refused += 1;
                println!(
                    "{:<28} {:<18} {:>10}  ({msg})",
                    case.name, "our AD", "refused"
                );
            }
            Err(d) => failures.push(format!("{}: our AD: {d}", case.name)),
        }
        for (what, m, want) in programs {
            let tol = if what == "our AD vs FD" { 1e-7 } else { tol };
            match check(&m, &inputs, &want, tol) {
                Ok(e) => {
                    passed += 1;
                    println!("{:<28} {:<18} {e:>10.2e}", case.name, what);
                }
                Err(e) => {
                    println!("{:<28} {:<18} {:>10}  {e}", case.name, what, "FAIL");
                    failures.push(format!("{} {what}: {e}", case.name));
                }
            }
        }
    }
    println!("{passed} programs pass on both backends, {refused} gradients refused");
    assert!(
        failures.is_empty(),
        "{} failure(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert_eq!(refused, AD_REFUSES.len());
}

/// `gather`, `scatter` (with a known combiner) and `convolution` (the forward one and both of
/// its gradients) run as native kernels on the CPU backend (`select_and_scatter` too: see
/// `cpu_backend_runs_select_and_scatter_as_a_kernel`), each step carrying the op's name and
/// location (what `fresnel bench --profile` prints).
#[test]
fn cpu_backend_runs_gather_scatter_and_convolution_as_located_kernels() {
    let cases = cases();
    for (name, op, kind) in [
        ("gather_rows_f32", "stablehlo.gather", "gather"),
        ("scatter_add_f32", "stablehlo.scatter", "scatter"),
        ("conv_nhwc_same_f32", "stablehlo.convolution", "convolution"),
    ] {
        let case = cases
            .iter()
            .find(|c| c.name == name)
            .expect("case in manifest");
        let program = fresnel::backend::cpu_program(&parse(case, "value_and_grad.mlir"))
            .unwrap_or_else(|d| panic!("{name}: {d}"));
        let steps: Vec<_> = program.steps.iter().filter(|s| s.origin.op == op).collect();
        // Besides the kernel, only copies that lay out an operand read through a view (the
        // gradient convolution's transposed kernel).
        assert!(
            steps.iter().any(|s| s.kind.name() == kind)
                && steps
                    .iter()
                    .all(|s| [kind, "copy"].contains(&s.kind.name())),
            "{name}: {op} is not (only) {kind} steps:\n{}",
            program.summary()
        );
        assert!(steps.iter().all(|s| s.origin.loc.is_some()), "{name}");
    }
}

/// `reduce_window` with a one-op body (JAX's cumulative ops, max pooling) is a kernel step,
/// named and located like the interpreter steps.
#[test]
fn cpu_backend_runs_reduce_window_as_a_kernel() {
    use fresnel_runtime::cpu::StepKind;
    let cases = cases();
    for name in ["cumsum_f32", "maxpool_f32"] {
        let case = cases
            .iter()
            .find(|c| c.name == name)
            .expect("case in manifest");
        let program = fresnel::backend::cpu_program(&parse(case, "value_and_grad.mlir"))
            .unwrap_or_else(|d| panic!("{name}: {d}"));
        let windows: Vec<_> = program
            .steps
            .iter()
            .filter(|s| s.origin.op == "stablehlo.reduce_window")
            .collect();
        // (Its init value may be materialised in an elementwise step named after it.)
        let kernels = windows
            .iter()
            .filter(|s| matches!(s.kind, StepKind::ReduceWindow(_)))
            .count();
        assert!(kernels > 0, "{name}: {}", program.summary());
        for s in windows {
            assert!(
                !matches!(s.kind, StepKind::Interp(_)) && s.origin.loc.is_some(),
                "{name}: {:?} step for reduce_window:\n{}",
                s.kind.name(),
                program.summary()
            );
        }
    }
}

/// `jax.checkpoint`: both of JAX's programs carry `stablehlo.optimization_barrier` (the
/// gradient four, two of them over three values) and keep them through simplification —
/// nothing is folded across a barrier, so XLA still sees them under `--backend pjrt` — while
/// the CPU program runs none of them as a step (each result is its operand's buffer).
#[test]
fn checkpoint_programs_keep_their_optimization_barriers() {
    let case = cases()
        .into_iter()
        .find(|c| c.name == "checkpoint_remat_f32")
        .expect("case in manifest");
    let count = |m: &Module| {
        m.funcs
            .iter()
            .flat_map(|f| f.walk().into_iter().map(move |op| f.op(op).op.clone()))
            .filter(|op| *op == fresnel_ir::Op::OptimizationBarrier)
            .count()
    };
    for (file, want) in [("fwd.mlir", 1), ("value_and_grad.mlir", 4)] {
        let m = parse(&case, file);
        assert_eq!(count(&m), want, "{file}");
        let mut simplified = m.clone();
        fresnel::pipeline::run_pipeline(
            &mut simplified,
            fresnel::pipeline::SIMPLIFY,
            &mut |_, _| {},
        )
        .expect("simplifies");
        assert_eq!(count(&simplified), want, "{file} after simplification");
        let program = fresnel::backend::cpu_program(&m).expect("compiles");
        assert!(
            program
                .steps
                .iter()
                .all(|s| !s.origin.op.contains("optimization_barrier")),
            "{file}: a barrier became a step"
        );
    }
}

/// `select_and_scatter` with JAX's max-pool gradient regions (`compare GE`, `add`) is a kernel
/// step, named and located, in non-overlapping and overlapping padded pooling.
#[test]
fn cpu_backend_runs_select_and_scatter_as_a_kernel() {
    use fresnel_runtime::cpu::StepKind;
    let cases = cases();
    for name in ["maxpool_f32", "maxpool_overlap_same_f64"] {
        let case = cases
            .iter()
            .find(|c| c.name == name)
            .expect("case in manifest");
        let program = fresnel::backend::cpu_program(&parse(case, "value_and_grad.mlir"))
            .unwrap_or_else(|d| panic!("{name}: {d}"));
        let steps: Vec<_> = program
            .steps
            .iter()
            .filter(|s| s.origin.op == "stablehlo.select_and_scatter")
            .collect();
        // (Its init value may be materialised in an elementwise step named after it.)
        let kernels = steps
            .iter()
            .filter(|s| matches!(s.kind, StepKind::SelectAndScatter(_)))
            .count();
        assert!(kernels > 0, "{name}: {}", program.summary());
        for s in steps {
            assert!(
                !matches!(s.kind, StepKind::Interp(_)) && s.origin.loc.is_some(),
                "{name}: {:?} step for select_and_scatter:\n{}",
                s.kind.name(),
                program.summary()
            );
        }
    }
}
