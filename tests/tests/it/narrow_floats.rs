//! f16 and bf16 programs from JAX (`tests/data/narrow`, made by its `gen.py`): every program
//! parses, prints back to itself, and reproduces JAX's results on the interpreter, the CPU
//! backend, cuda-sim and XLA through PJRT; our gradients of the differentiable ones, and JAX's
//! own gradient programs, reproduce `jax.grad`.
//!
//! Error unit: the narrow type's epsilon (2⁻¹⁰ for f16, 2⁻⁷ for bf16) times max(|want|, 1).
//! Each case's allowance (`ulps` in the manifest) is 0 where JAX's result is one correctly
//! rounded operation, so those must be bit-exact; elsewhere XLA skips roundings that the
//! program's types ask for (it fuses elementwise chains in f32 and accumulates in f32) and we
//! make them, so the two may differ by a few units. Gradients get twice the forward allowance:
//! they chain more operations.

use fresnel::backend::{compile, cpu_program, Backend, PjrtOptions};
use fresnel_ir::{Array, DType, Module};
use fresnel_runtime::interp::run_main;
use fresnel_runtime::npy::{read_npy, write_npy};
use fresnel_tests::cuda::{cxx_or_skip, SimBatch};
use fresnel_tests::folders::{folders, Folder};

struct Case {
    folder: Folder,
    ulps: f64,
    wrt: Vec<usize>,
}

fn cases() -> Vec<Case> {
    let dir = fresnel_tests::data_dir().join("narrow");
    let text = std::fs::read_to_string(dir.join("manifest.json")).expect("manifest is readable");
    let json: serde_json::Value = serde_json::from_str(&text).expect("manifest is JSON");
    let listed = json["cases"].as_array().expect("a case list");
    let mut all = folders("narrow");
    assert_eq!(
        all.len(),
        listed.len(),
        "every case folder is in the manifest"
    );
    listed
        .iter()
        .map(|c| {
            let name = c["name"].as_str().expect("a name");
            let at = all.iter().position(|f| f.name == name).expect("its folder");
            Case {
                folder: all.swap_remove(at),
                ulps: c["ulps"].as_f64().expect("ulps"),
                wrt: c["wrt"]
                    .as_array()
                    .expect("wrt")
                    .iter()
                    .map(|k| k.as_u64().expect("an index") as usize)
                    .collect(),
            }
        })
        .collect()
}

fn epsilon(dtype: DType) -> f64 {
    match dtype {
        DType::F16 => f64::powi(2.0, -10),
        DType::BF16 => f64::powi(2.0, -7),
        _ => f64::EPSILON,
    }
}

/// The worst error of `got` against `want` in units of epsilon·max(|want|, 1) (see the module
/// doc); with an allowance of 0, any difference (NaNs aside) is an error.
fn error(got: &Array, want: &Array, ulps: f64) -> Result<f64, String> {
    if got.ty() != want.ty() {
        return Err(format!(
            "type {} where {} was expected",
            got.ty(),
            want.ty()
        ));
    }
    let eps = epsilon(want.dtype());
    let mut worst = 0.0f64;
    for (i, (g, w)) in got.to_c128_vec().iter().zip(want.to_c128_vec()).enumerate() {
        let (g, w) = (g.re, w.re);
        let e = match (g.is_nan(), w.is_nan()) {
            (true, true) => 0.0,
            (false, false) if g == w => 0.0,
            (false, false) if g.is_finite() && w.is_finite() => {
                (g - w).abs() / (eps * w.abs().max(1.0))
            }
            _ => f64::INFINITY,
        };
        if e > ulps || (ulps == 0.0 && e > 0.0) {
            return Err(format!(
                "element {i}: {g} where JAX gives {w} ({e:.2} units)"
            ));
        }
        worst = worst.max(e);
    }
    Ok(worst)
}

fn compare(what: &str, got: &[Array], want: &[Array], ulps: f64) -> Result<f64, String> {
    if got.len() != want.len() {
        return Err(format!(
            "{what}: {} results, JAX has {}",
            got.len(),
            want.len()
        ));
    }
    got.iter()
        .zip(want)
        .enumerate()
        .try_fold(0.0f64, |worst, (k, (g, w))| {
            let e = error(g, w, ulps).map_err(|e| format!("{what} result {k}: {e}"))?;
            Ok(worst.max(e))
        })
}

/// One program with its inputs, what JAX computed and the allowance.
struct Program {
    name: String,
    module: Module,
    inputs: Vec<Array>,
    want: Vec<Array>,
    ulps: f64,
}

/// For each case: its forward program, our gradient of it and JAX's gradient program.
fn programs() -> Vec<Program> {
    let mut out = Vec::new();
    for c in cases() {
        let f = &c.folder;
        let fwd = f.program("fwd.mlir");
        let printed = fwd.to_string();
        let again = fresnel_ir::parse::parse_module(&printed)
            .unwrap_or_else(|e| panic!("{}: the printed module does not parse: {e}", f.name));
        assert_eq!(
            again.to_string(),
            printed,
            "{}: print ∘ parse is not a fixed point",
            f.name
        );
        let inputs = f.arrays("in");
        let outputs = f.arrays("out");
        assert!(
            inputs.iter().any(|a| a.dtype().is_narrow_float()),
            "{}",
            f.name
        );
        if !c.wrt.is_empty() {
            let grads: Vec<Array> = c
                .wrt
                .iter()
                .map(|k| read_npy(f.dir.join(format!("grad{k}.npy"))).expect("JAX's gradient"))
                .collect();
            // The loss, the auxiliary results, then the gradients.
            let mut want = outputs.clone();
            want.extend(grads.iter().cloned());
            let ours = fresnel::ad::value_and_grad_with_aux(&fwd, &c.wrt)
                .unwrap_or_else(|e| panic!("{}: AD: {e}", f.name));
            out.push(Program {
                name: format!("{} (our gradient)", f.name),
                module: ours,
                inputs: inputs.clone(),
                want,
                ulps: 2.0 * c.ulps,
            });
            out.push(Program {
                name: format!("{} (JAX's gradient program)", f.name),
                module: f.program("grad.mlir"),
                inputs: inputs.clone(),
                want: grads,
                ulps: 2.0 * c.ulps,
            });
        }
        out.push(Program {
            name: f.name.clone(),
            module: fwd,
            inputs,
            want: outputs,
            ulps: c.ulps,
        });
    }
    out
}

fn report(failures: Vec<String>, total: usize, backend: &str) {
    println!(
        "{backend}: {} of {total} programs within their allowance",
        total - failures.len()
    );
    assert!(failures.is_empty(), "{backend}:\n{}", failures.join("\n"));
}

#[test]
fn jax_narrow_programs_match_on_the_interpreter_and_the_cpu_backend() {
    let programs = programs();
    assert!(programs.len() >= 26, "{} programs", programs.len());
    let mut failures = Vec::new();
    for p in &programs {
        let run = || -> Result<(f64, f64), String> {
            let interp = run_main(&p.module, &p.inputs).map_err(|e| format!("interpreter: {e}"))?;
            let a = compare("interpreter", &interp, &p.want, p.ulps)?;
            let exe = compile(&p.module, Backend::Cpu).map_err(|e| format!("compile: {e}"))?;
            let cpu = exe.run(&p.inputs).map_err(|e| format!("cpu: {e}"))?;
            let b = compare("cpu", &cpu, &p.want, p.ulps)?;
            Ok((a, b))
        };
        match run() {
            Ok((a, b)) => println!(
                "{:<44} interpreter {a:.2}  cpu {b:.2}  (of {})",
                p.name, p.ulps
            ),
            Err(e) => failures.push(format!("{}: {e}", p.name)),
        }
    }
    report(failures, programs.len(), "interpreter and cpu");
}

#[test]
fn jax_narrow_programs_match_on_cuda_sim() {
    if !cxx_or_skip("jax_narrow_programs_match_on_cuda_sim") {
        return;
    }
    let programs = programs();
    let cpu: Vec<_> = programs
        .iter()
        .map(|p| cpu_program(&p.module).unwrap_or_else(|e| panic!("{}: {e}", p.name)))
        .collect();
    let batch = SimBatch::new(cpu).expect("cuda-sim compiles the generated CUDA C");
    let mut failures = Vec::new();
    for (i, p) in programs.iter().enumerate() {
        let got = batch
            .executable(i)
            .and_then(|exe| exe.run(&p.inputs).map_err(|e| e.to_string()));
        match got.and_then(|got| compare("cuda-sim", &got, &p.want, p.ulps)) {
            Ok(e) => println!("{:<44} cuda-sim {e:.2}", p.name),
            Err(e) => failures.push(format!("{}: {e}", p.name)),
        }
    }
    report(failures, programs.len(), "cuda-sim");
}

#[test]
fn jax_narrow_programs_match_on_xla_through_pjrt() {
    let Some(plugin) = fresnel_tests::pjrt::plugin_or_skip("jax_narrow_programs_match_on_xla")
    else {
        return;
    };
    let backend = Backend::Pjrt(PjrtOptions {
        plugin: Some(plugin),
        devices: 1,
        ..PjrtOptions::default()
    });
    let programs = programs();
    let mut failures = Vec::new();
    for p in &programs {
        let got = compile(&p.module, backend.clone())
            .map_err(|e| e.to_string())
            .and_then(|exe| exe.run(&p.inputs).map_err(|e| e.to_string()));
        // XLA computes as JAX does, so its forward results are JAX's; our gradient programs
        // differ from JAX's in their order of operations.
        match got.and_then(|got| compare("pjrt", &got, &p.want, p.ulps)) {
            Ok(e) => println!("{:<44} pjrt {e:.2}", p.name),
            Err(e) => failures.push(format!("{}: {e}", p.name)),
        }
    }
    report(failures, programs.len(), "pjrt");
}

#[test]
fn narrow_npy_files_round_trip() {
    let dir = std::env::temp_dir().join(format!("fresnel-narrow-npy-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    for tag in ["f16", "bf16"] {
        let case = folders("narrow")
            .into_iter()
            .find(|f| f.name == format!("arith_{tag}"))
            .expect("the arith case");
        let a = case.arrays("in").remove(0);
        assert_eq!(
            a.dtype(),
            if tag == "f16" {
                DType::F16
            } else {
                DType::BF16
            }
        );
        let path = dir.join(format!("{tag}.npy"));
        write_npy(&path, &a).expect("writes");
        let original = std::fs::read(case.dir.join("in0.npy")).expect("reads");
        let ours = std::fs::read(&path).expect("reads");
        // The same bytes numpy/ml_dtypes wrote: header (dtype descr, shape) and data.
        assert_eq!(ours, original, "{tag}: our .npy differs from numpy's");
        assert_eq!(read_npy(&path).expect("reads back"), a);
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn nvrtc_compiles_the_narrow_programs_cuda() {
    if !fresnel_tests::cuda::nvrtc_or_skip("nvrtc_compiles_the_narrow_programs_cuda") {
        return;
    }
    let mut failures = Vec::new();
    let programs = programs();
    for p in &programs {
        let cuda = cpu_program(&p.module)
            .map_err(|e| e.to_string())
            .map(|cpu| fresnel_runtime::cuda::CudaProgram::new(&cpu))
            .and_then(|c| fresnel_tests::cuda::compile(&c));
        if let Err(e) = cuda {
            failures.push(format!("{}: {e}", p.name));
        }
    }
    report(failures, programs.len(), "nvrtc");
}

#[test]
fn returning_and_passing_through_narrow_arguments_needs_no_arithmetic() {
    let text = "func.func @main(%x: tensor<3xf16>, %y: tensor<2xbf16>) -> (tensor<3xf16>, tensor<2xbf16>, tensor<3xf16>) {
  %r = stablehlo.reverse %x, dims = [0] : tensor<3xf16>
  return %x, %y, %r : tensor<3xf16>, tensor<2xbf16>, tensor<3xf16>
}";
    let m = fresnel_ir::parse::parse_module(text).expect("parses");
    let narrow = |v: Vec<f64>, d: DType| {
        let wide = Array::from_f64(vec![v.len()], v).expect("a vector");
        fresnel_runtime::interp::convert(&wide, d).expect("converts")
    };
    let x = narrow(vec![1.0, -2.5, 65504.0], DType::F16);
    let y = narrow(vec![0.1, 3e38], DType::BF16);
    let want = vec![
        x.clone(),
        y.clone(),
        narrow(vec![65504.0, -2.5, 1.0], DType::F16),
    ];
    let interp = run_main(&m, &[x.clone(), y.clone()]).expect("the interpreter runs it");
    assert_eq!(interp, want);
    let cpu = compile(&m, Backend::Cpu).expect("compiles");
    assert_eq!(cpu.run(&[x, y]).expect("runs"), want);
}
