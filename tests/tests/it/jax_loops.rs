//! Reverse mode through control flow against things we did not write: the JAX cases of
//! `tests/data/jax_loops` (made by its `gen.py`: `fori_loop` with static and run-time trip
//! counts, `lax.scan`, `lax.cond`, `lax.switch`, nested loops, a complex scan and a small
//! multi-slice beam propagation), central finite differences in f64, and JAX's own gradient
//! programs run by the interpreter and the CPU backend.

use fresnel::ad::{value_and_grad_with, AdOptions, Checkpoint};
use fresnel::backend::compile_cpu;
use fresnel_ir::parse::parse_module;
use fresnel_ir::{Array, Data, Module};
use fresnel_runtime::interp::run_main;
use fresnel_runtime::npy::read_npy;
use fresnel_tests::refs::{conj, rel_err};
use num_complex::Complex64;
use std::path::{Path, PathBuf};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/jax_loops");

/// All inputs are double precision: JAX and we should agree to rounding.
const TOL: f64 = 1e-9;

struct Case {
    name: String,
    wrt: Vec<usize>,
    inputs: Vec<Array>,
    /// The inputs JAX's value_and_grad.mlir takes (see gen.py for `fori_dynamic`).
    vg_inputs: Vec<usize>,
}

impl Case {
    fn dir(&self) -> PathBuf {
        Path::new(DIR).join(&self.name)
    }
    fn load(&self, file: &str) -> Array {
        let p = self.dir().join(file);
        read_npy(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
    }
    fn program(&self, file: &str) -> Module {
        let p = self.dir().join(file);
        let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        parse_module(&text).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
    }
    fn value(&self) -> Array {
        self.load("value.npy")
    }
    /// JAX's gradients in our convention (gen.py stores them conjugated).
    fn grads(&self) -> Vec<Array> {
        self.wrt
            .iter()
            .map(|i| self.load(&format!("grad{i}.npy")))
            .collect()
    }
}

fn cases() -> Vec<Case> {
    let path = Path::new(DIR).join("manifest.json");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let json: serde_json::Value = serde_json::from_str(&text).expect("manifest.json parses");
    let list = |v: &serde_json::Value| -> Vec<usize> {
        v.as_array()
            .expect("a list")
            .iter()
            .map(|k| k.as_u64().expect("an index") as usize)
            .collect()
    };
    json["cases"]
        .as_array()
        .expect("cases")
        .iter()
        .map(|c| {
            let name = c["name"].as_str().expect("name").to_string();
            let n = c["inputs"].as_u64().expect("input count") as usize;
            let dir = Path::new(DIR).join(&name);
            let inputs = (0..n)
                .map(|i| read_npy(dir.join(format!("in{i}.npy"))).expect("input"))
                .collect();
            Case {
                name,
                wrt: list(&c["wrt"]),
                inputs,
                vg_inputs: list(&c["vg_inputs"]),
            }
        })
        .collect()
}

fn opts(checkpoint: Checkpoint) -> AdOptions {
    AdOptions {
        checkpoint,
        ..AdOptions::default()
    }
}

const POLICIES: [Checkpoint; 4] = [
    Checkpoint::None,
    Checkpoint::Every(2),
    Checkpoint::Every(3),
    Checkpoint::Sqrt,
];

/// Runs `m` on the interpreter and the CPU backend; both results.
fn run_both(m: &Module, inputs: &[Array]) -> Result<[Vec<Array>; 2], String> {
    let interp = run_main(m, inputs).map_err(|e| format!("interpreter: {e}"))?;
    let exe = compile_cpu(m).map_err(|e| format!("cpu compile: {e}"))?;
    let cpu = exe.run(inputs).map_err(|e| format!("cpu run: {e}"))?;
    Ok([interp, cpu])
}

fn worst(got: &[Array], want: &[Array]) -> Result<f64, String> {
    if got.len() != want.len() {
        return Err(format!("{} results, {} expected", got.len(), want.len()));
    }
    let mut w: f64 = 0.0;
    for (k, (g, e)) in got.iter().zip(want).enumerate() {
        w = w.max(rel_err(g, e).map_err(|m| format!("result {k}: {m}"))?);
    }
    Ok(w)
}

#[test]
fn our_gradients_match_jax_under_every_checkpoint_policy() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for case in cases() {
        let fwd = case.program("fwd.mlir");
        let want: Vec<Array> = std::iter::once(case.value()).chain(case.grads()).collect();
        for policy in POLICIES {
            let outcome = value_and_grad_with(&fwd, &case.wrt, &opts(policy))
                .map_err(|e| format!("AD: {e}"))
                .and_then(|vg| run_both(&vg, &case.inputs))
                .and_then(|[i, c]| Ok((worst(&i, &want)?, worst(&c, &want)?)));
            match outcome {
                Ok((ei, ec)) if ei <= TOL && ec <= TOL => {
                    checked += 1;
                    println!(
                        "{:<14} {policy:<9?} interp {ei:.1e} cpu {ec:.1e}",
                        case.name
                    );
                }
                Ok((ei, ec)) => failures.push(format!(
                    "{} {policy:?}: error interp {ei:.2e}, cpu {ec:.2e}",
                    case.name
                )),
                Err(e) => failures.push(format!("{} {policy:?}: {e}", case.name)),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked >= 36, "only {checked} programs checked");
}

#[test]
fn jax_gradient_programs_run_on_the_interpreter_and_the_cpu_backend() {
    let mut failures = Vec::new();
    for case in cases() {
        let inputs: Vec<Array> = case
            .vg_inputs
            .iter()
            .map(|&i| case.inputs[i].clone())
            .collect();
        // JAX's program returns jax.grad's convention: the conjugate of ours.
        let want: Vec<Array> = std::iter::once(case.value())
            .chain(case.grads().iter().map(conj))
            .collect();
        let fwd_want = [case.value()];
        let judged = run_both(&case.program("value_and_grad.mlir"), &inputs)
            .and_then(|[i, c]| Ok(worst(&i, &want)?.max(worst(&c, &want)?)))
            .and_then(|e| {
                let [i, c] = run_both(&case.program("fwd.mlir"), &case.inputs)?;
                Ok(e.max(worst(&i, &fwd_want)?).max(worst(&c, &fwd_want)?))
            });
        match judged {
            Ok(e) if e <= TOL => println!("{:<14} {e:.1e}", case.name),
            Ok(e) => failures.push(format!("{}: error {e:.2e}", case.name)),
            Err(e) => failures.push(format!("{}: {e}", case.name)),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn scalar(a: &Array) -> f64 {
    a.to_c128_vec()[0].re
}

fn perturbed(inputs: &[Array], i: usize, j: usize, d: Complex64) -> Vec<Array> {
    let mut out = inputs.to_vec();
    match &mut out[i].data {
        Data::F64(v) => v[j] += d.re,
        Data::C128(v) => v[j] += d,
        other => panic!("cannot perturb {:?}", other.dtype()),
    }
    out
}

#[test]
fn gradients_match_finite_differences() {
    let h = 1e-6;
    for case in cases() {
        let fwd = case.program("fwd.mlir");
        let vg = value_and_grad_with(&fwd, &case.wrt, &opts(Checkpoint::Sqrt))
            .unwrap_or_else(|e| panic!("{}: {e}", case.name));
        let out = run_main(&vg, &case.inputs).unwrap_or_else(|e| panic!("{}: {e}", case.name));
        let loss = |xs: &[Array]| scalar(&run_main(&fwd, xs).expect("forward runs")[0]);
        let mut worst: f64 = 0.0;
        for (k, &i) in case.wrt.iter().enumerate() {
            let got = out[1 + k].to_c128_vec();
            let complex = case.inputs[i].dtype().is_complex();
            let fd = |j: usize, d: Complex64| {
                (loss(&perturbed(&case.inputs, i, j, d * h))
                    - loss(&perturbed(&case.inputs, i, j, -d * h)))
                    / (2.0 * h)
            };
            let want: Vec<Complex64> = (0..got.len())
                .map(|j| {
                    let im = if complex {
                        fd(j, Complex64::new(0.0, 1.0))
                    } else {
                        0.0
                    };
                    Complex64::new(fd(j, Complex64::new(1.0, 0.0)), im)
                })
                .collect();
            let scale = want.iter().map(|z| z.norm()).fold(1e-3, f64::max);
            for (j, (g, w)) in got.iter().zip(&want).enumerate() {
                let e = (g - w).norm() / scale;
                assert!(
                    e <= 1e-6,
                    "{}: ∂L/∂arg{i}[{j}]: AD {g} vs finite differences {w}",
                    case.name
                );
                worst = worst.max(e);
            }
        }
        println!(
            "{:<14} worst relative deviation from FD {worst:.1e}",
            case.name
        );
    }
}

/// A run-time trip count above `max_trips` cannot be replayed from the stack: every
/// gradient is then NaN instead of wrong. At or under the bound it is exact.
#[test]
fn run_time_trip_counts_past_the_stack_bound_give_nan_not_wrong_gradients() {
    let case = cases()
        .into_iter()
        .find(|c| c.name == "fori_dynamic")
        .expect("fori_dynamic case");
    let n = match case.inputs[2].data {
        Data::I64(ref v) => v[0] as usize,
        _ => panic!("trip count input is i64"),
    };
    let fwd = case.program("fwd.mlir");
    let want: Vec<Array> = std::iter::once(case.value()).chain(case.grads()).collect();
    for (checkpoint, max_trips, fits) in [
        (Checkpoint::None, n, true),
        (Checkpoint::None, n - 1, false),
        (Checkpoint::Every(4), n - 1, true), // 2 slots of 4 hold 8 ≥ n iterations
        (Checkpoint::Every(4), 4, false),
        (Checkpoint::Sqrt, n - 2, false), // K = 2, 2 slots: 4 < n
        (Checkpoint::Sqrt, n + 3, true),  // K = 3, 3 slots
    ] {
        let o = AdOptions {
            checkpoint,
            max_trips,
        };
        let vg = value_and_grad_with(&fwd, &case.wrt, &o).expect("AD");
        let [i, c] = run_both(&vg, &case.inputs).expect("runs");
        // The capacity is ⌈max_trips/K⌉·K with K the policy's stride for max_trips.
        let k = match checkpoint {
            Checkpoint::None => 1,
            Checkpoint::Every(k) => k.min(max_trips),
            Checkpoint::Sqrt => (max_trips as f64).sqrt().ceil() as usize,
        };
        assert_eq!(fits, max_trips.div_ceil(k) * k >= n, "test table");
        for out in [i, c] {
            if fits {
                let e = worst(&out, &want).expect("finite");
                assert!(e <= TOL, "{checkpoint:?} max_trips {max_trips}: {e:.2e}");
            } else {
                assert_eq!(scalar(&out[0]), scalar(&want[0]), "the value is unaffected");
                for g in &out[1..] {
                    assert!(
                        g.to_c128_vec().iter().all(|z| z.re.is_nan()),
                        "{checkpoint:?} max_trips {max_trips}: {g:?}"
                    );
                }
            }
        }
    }
}
