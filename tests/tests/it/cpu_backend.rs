//! The CPU executable against the reference interpreter: the JAX reference programs (forward,
//! JAX's `value_and_grad.mlir`, and our own AD's `value_and_grad`), the conformance programs,
//! hand-written fusions, random programs; plus determinism (a second run gives identical
//! results) and the buffer plan of real programs.

mod complex_oracle;
mod conformance;
mod conv;
mod fft_rows;
mod fusions;
mod random;
mod sortwin;

use crate::common::{compare, conv_cases, sort_cases, window_cases};

use compare::{compare_all, identical, relative_error, tolerance};
use fresnel::backend::{compile_cpu, cpu_program};
use fresnel_ir::{Array, Module};
use fresnel_runtime::cpu::{verify_plan, CpuExecutable};
use fresnel_runtime::interp::run_main;
use fresnel_tests::refs::{self, conj, rel_err};
use std::path::Path;

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

/// Every result must be within the reference tolerance of JAX's on both backends (so an AD
/// bug that both share cannot pass), and the CPU result must match the interpreter's within
/// the tight tolerance or, where the result is so ill-conditioned that the interpreter itself
/// is further than that from JAX's value (a float32 gradient summing large terms that cancel),
/// be no more than twice as far from JAX's value as the interpreter is. Returns the worst
/// error against the interpreter.
fn judge(o: &Outcome, jax: &[Array], jax_tol: f64) -> Result<f64, String> {
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
        let (cpu_vs_jax, interp_vs_jax) = (rel_err(c, j)?, rel_err(i, j)?);
        if cpu_vs_jax > jax_tol || interp_vs_jax > jax_tol {
            return Err(format!(
                "result {k} ({}) from JAX's: cpu {cpu_vs_jax:.3e}, interpreter {interp_vs_jax:.3e} (> {jax_tol:.0e})",
                i.ty()
            ));
        }
        let err = relative_error(c, i).map_err(|e| format!("result {k}: {e}"))?;
        worst = worst.max(err);
        let tol = tolerance(i.dtype());
        if err <= tol {
            continue;
        }
        // An ill-conditioned result (the interpreter itself further than `tol` from JAX: a
        // float32 gradient summing large terms that cancel) may differ from the interpreter
        // by its conditioning, but the CPU may not be much further from JAX than it.
        if interp_vs_jax <= tol || cpu_vs_jax > 2.0 * interp_vs_jax {
            return Err(format!(
                "result {k} ({}): {err:.3e} from the interpreter (> {tol:.0e}); from JAX: cpu {cpu_vs_jax:.3e}, interpreter {interp_vs_jax:.3e}",
                i.ty()
            ));
        }
        println!("  result {k}: {err:.2e} from the interpreter, ill-conditioned: from JAX cpu {cpu_vs_jax:.2e}, interpreter {interp_vs_jax:.2e}");
    }
    Ok(worst)
}

#[test]
fn reference_programs_match_the_interpreter() {
    let mut failures = Vec::new();
    let mut passed = 0;
    for case in refs::cases() {
        let (inputs, value, grads) = (case.inputs(), case.value(), case.grads());
        let fwd = parse_file(&case.program("fwd.mlir"));
        let ours = fresnel::ad::value_and_grad(&fwd, &case.wrt)
            .unwrap_or_else(|e| panic!("{}: AD: {e}", case.name));
        let jax_vg: Vec<Array> = std::iter::once(value.clone())
            .chain(grads.iter().map(conj))
            .collect();
        let our_vg: Vec<Array> = std::iter::once(value.clone()).chain(grads).collect();
        let programs = [
            ("fwd.mlir", fwd, vec![value]),
            (
                "value_and_grad.mlir",
                parse_file(&case.program("value_and_grad.mlir")),
                jax_vg,
            ),
            ("ad::value_and_grad", ours, our_vg),
        ];
        for (what, m, jax) in programs {
            let judged = run_both(&m, &inputs)
                .and_then(|o| Ok((judge(&o, &jax, refs::tolerance(&inputs))?, o.summary)));
            match judged {
                // Every op of the reference programs has a kernel: no interpreter steps.
                Ok((_, summary)) if summary.contains("interp") => {
                    failures.push(format!(
                        "{}/{what}: interpreter steps in {summary}",
                        case.name
                    ));
                }
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
    let fwd = parse_file(&refs::case("asm_loss_c64").program("fwd.mlir"));
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
