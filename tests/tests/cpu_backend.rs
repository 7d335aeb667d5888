//! The CPU executable against the reference interpreter: the JAX reference programs (forward,
//! JAX's `value_and_grad.mlir`, and our own AD's `value_and_grad`), the conformance programs,
//! hand-written fusions, random programs; plus determinism (a second run gives identical
//! results) and the buffer plan of real programs.

#[path = "cpu_backend/compare.rs"]
mod compare;
#[path = "cpu_backend/complex_oracle.rs"]
mod complex_oracle;
#[path = "cpu_backend/conformance.rs"]
mod conformance;
#[path = "cpu_backend/fft_rows.rs"]
mod fft_rows;
#[path = "cpu_backend/fusions.rs"]
mod fusions;
#[path = "cpu_backend/random.rs"]
mod random;

use compare::{compare_all, identical, relative_error, tolerance};
use fresnel::backend::{compile_cpu, cpu_program};
use fresnel_ir::{Array, Data, Module};
use fresnel_runtime::cpu::{verify_plan, CpuExecutable};
use fresnel_runtime::interp::run_main;
use fresnel_runtime::npy::read_npy;
use std::path::{Path, PathBuf};

const REFS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/refs");

/// What one program gives on both backends.
pub struct Outcome {
    pub cpu: Vec<Array>,
    pub interp: Vec<Array>,
    /// The CPU program's step counts.
    pub summary: String,
}

/// Runs `m` on the interpreter and as a CPU executable (twice: the runs must agree bit for
/// bit), checking the buffer plan on the way.
pub fn run_both(m: &Module, inputs: &[Array]) -> Result<Outcome, String> {
    let want = run_main(m, inputs).map_err(|d| format!("interpreter: {d}"))?;
    let program = cpu_program(m).map_err(|d| format!("compile: {d}"))?;
    verify_plan(&program.buffers, &program.steps, &program.plan)
        .map_err(|e| format!("buffer plan: {e}"))?;
    let summary = program.summary();
    let exe = CpuExecutable::new(program).map_err(|d| format!("plan kernels: {d}"))?;
    let got = exe.run(inputs).map_err(|d| format!("cpu run: {d}"))?;
    let again = exe.run(inputs).map_err(|d| format!("cpu run (2nd): {d}"))?;
    if !identical(&got, &again) {
        return Err("a second run gives different results".into());
    }
    Ok(Outcome {
        cpu: got,
        interp: want,
        summary,
    })
}

/// [`run_both`], then the results must agree within the tolerance; returns the worst error.
pub fn check_against_interpreter(m: &Module, inputs: &[Array]) -> Result<(f64, String), String> {
    let o = run_both(m, inputs)?;
    Ok((compare_all(&o.cpu, &o.interp)?, o.summary))
}

fn parse_file(path: &Path) -> Module {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    fresnel_ir::parse::parse_module(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// One reference case: its name, `wrt`, inputs, and JAX's value and gradients (in our
/// complex convention).
struct RefCase {
    name: String,
    wrt: Vec<usize>,
    inputs: Vec<Array>,
    value: Array,
    grads: Vec<Array>,
}

fn ref_cases() -> Vec<RefCase> {
    let path = Path::new(REFS).join("manifest.json");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let json: serde_json::Value = serde_json::from_str(&text).expect("manifest.json is JSON");
    let cases = json["cases"].as_array().expect("a `cases` array");
    let files = |v: &serde_json::Value| -> Vec<String> {
        v.as_array()
            .expect("an array")
            .iter()
            .map(|f| {
                f.as_str()
                    .or_else(|| f["file"].as_str())
                    .expect("a file name")
                    .to_string()
            })
            .collect()
    };
    cases
        .iter()
        .map(|c| {
            let name = c["name"].as_str().expect("name").to_string();
            let dir = PathBuf::from(REFS).join(&name);
            let load =
                |f: &str| read_npy(dir.join(f)).unwrap_or_else(|e| panic!("{name}/{f}: {e}"));
            RefCase {
                wrt: c["wrt"]
                    .as_array()
                    .expect("wrt")
                    .iter()
                    .map(|k| k.as_u64().expect("index") as usize)
                    .collect(),
                inputs: files(&c["inputs"]).iter().map(|f| load(f)).collect(),
                value: load(c["value"].as_str().expect("value file")),
                grads: files(&c["grads"]).iter().map(|f| load(f)).collect(),
                name,
            }
        })
        .collect()
}

/// JAX's gradient convention: the conjugate of ours for complex arguments.
fn conj(a: &Array) -> Array {
    let data = match &a.data {
        Data::C64(v) => Data::C64(v.iter().map(|z| z.conj()).collect()),
        Data::C128(v) => Data::C128(v.iter().map(|z| z.conj()).collect()),
        d => d.clone(),
    };
    Array {
        shape: a.shape.clone(),
        data,
    }
}

/// Each CPU result must match the interpreter's within the tolerance or, where the result is
/// so ill-conditioned that the interpreter itself is further than that from JAX's value (a
/// float32 gradient summing large terms that cancel), be at least as close to JAX's value as
/// the interpreter is. Returns the worst error against the interpreter.
fn judge(o: &Outcome, jax: &[Array]) -> Result<f64, String> {
    if o.cpu.len() != o.interp.len() || o.cpu.len() != jax.len() {
        return Err(format!(
            "{} cpu / {} interpreter / {} reference results",
            o.cpu.len(),
            o.interp.len(),
            jax.len()
        ));
    }
    let mut worst = 0.0f64;
    for (k, ((c, i), j)) in o.cpu.iter().zip(&o.interp).zip(jax).enumerate() {
        let err = relative_error(c, i).map_err(|e| format!("result {k}: {e}"))?;
        worst = worst.max(err);
        let tol = tolerance(i.dtype());
        if err <= tol {
            continue;
        }
        let (cpu_vs_jax, interp_vs_jax) = (relative_error(c, j)?, relative_error(i, j)?);
        if interp_vs_jax <= tol || cpu_vs_jax > interp_vs_jax {
            return Err(format!(
                "result {k} ({}): {err:.3e} from the interpreter (> {tol:.0e}); from JAX: cpu {cpu_vs_jax:.3e}, interpreter {interp_vs_jax:.3e}",
                i.ty()
            ));
        }
        println!("  result {k}: {err:.2e} from the interpreter, but closer to JAX ({cpu_vs_jax:.2e}) than the interpreter ({interp_vs_jax:.2e})");
    }
    Ok(worst)
}

#[test]
fn reference_programs_match_the_interpreter() {
    let mut failures = Vec::new();
    let mut passed = 0;
    for case in ref_cases() {
        let dir = PathBuf::from(REFS).join(&case.name);
        let fwd = parse_file(&dir.join("fwd.mlir"));
        let ours = fresnel::ad::value_and_grad(&fwd, &case.wrt)
            .unwrap_or_else(|e| panic!("{}: AD: {e}", case.name));
        let jax_vg: Vec<Array> = std::iter::once(case.value.clone())
            .chain(case.grads.iter().map(conj))
            .collect();
        let our_vg: Vec<Array> = std::iter::once(case.value.clone())
            .chain(case.grads.iter().cloned())
            .collect();
        let programs = [
            ("fwd.mlir", fwd, vec![case.value.clone()]),
            (
                "value_and_grad.mlir",
                parse_file(&dir.join("value_and_grad.mlir")),
                jax_vg,
            ),
            ("ad::value_and_grad", ours, our_vg),
        ];
        for (what, m, jax) in programs {
            match run_both(&m, &case.inputs).and_then(|o| Ok((judge(&o, &jax)?, o.summary))) {
                Ok((err, summary)) => {
                    passed += 1;
                    println!("{:<26} {what:<22} {err:>9.2e}  {summary}", case.name);
                }
                Err(e) => {
                    println!("{:<26} {what:<22} FAIL {e}", case.name);
                    failures.push(format!("{}/{what}: {e}", case.name));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} program(s) differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(passed >= 48, "only {passed} programs ran");
}

#[test]
fn buffers_are_reused_on_the_angular_spectrum_gradient() {
    let dir = PathBuf::from(REFS).join("asm_loss_c64");
    let fwd = parse_file(&dir.join("fwd.mlir"));
    let vg = fresnel::ad::value_and_grad(&fwd, &[0, 1]).expect("AD");
    let program = cpu_program(&vg).expect("compiles");
    verify_plan(&program.buffers, &program.steps, &program.plan).expect("valid plan");
    let planned = program.planned_peak_bytes();
    let unplanned = program.unplanned_bytes();
    println!(
        "{}: planned {planned} bytes, {unplanned} without reuse",
        program.summary()
    );
    assert!(planned < unplanned, "planned {planned} >= {unplanned}");
}

#[test]
fn compile_cpu_reports_bad_inputs_like_the_interpreter() {
    let m = fresnel_ir::parse::parse_module(
        "func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
           %0 = stablehlo.add %x, %x : tensor<2xf32>
           return %0 : tensor<2xf32>
         }",
    )
    .expect("parses");
    let exe = compile_cpu(&m).expect("compiles");
    let e = exe
        .run(&[Array::from_f64(vec![2], vec![1.0, 2.0]).unwrap()])
        .expect_err("f64 for f32");
    let msg = e.to_string();
    assert!(
        msg.contains("argument 0")
            && msg.contains("expected tensor<2xf32>")
            && msg.contains("given tensor<2xf64>"),
        "{msg}"
    );
}
