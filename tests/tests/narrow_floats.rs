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

/// The 8-bit floats and 4-bit integers compute as ml_dtypes gives them (448 + 448 overflows
/// f8E4M3FN, which has no infinity, to NaN; 0.1 rounds to 0.1015625; i4 wraps) on the
/// interpreter, the CPU backend and cuda-sim alike, the kernels converting the patterns at
/// each op's boundary; PJRT refuses them up front with the located reason.
#[test]
fn minifloat_and_sub_byte_programs_run_on_the_backends_and_are_refused_by_pjrt() {
    let text = "func.func @main(%a: tensor<4xf8E4M3FN>, %b: tensor<4xi4>) -> (tensor<4xf32>, tensor<4xi4>, tensor<4xf8E4M3FN>) {
  %0 = stablehlo.add %a, %a : tensor<4xf8E4M3FN>
  %1 = stablehlo.convert %0 : (tensor<4xf8E4M3FN>) -> tensor<4xf32>
  %2 = stablehlo.add %b, %b : tensor<4xi4>
  %3 = stablehlo.convert %b : (tensor<4xi4>) -> tensor<4xf8E4M3FN>
  %4 = stablehlo.multiply %3, %a : tensor<4xf8E4M3FN>
  return %1, %2, %4 : tensor<4xf32>, tensor<4xi4>, tensor<4xf8E4M3FN>
}
";
    let m: Module = fresnel_ir::parse::parse_module(text).expect("parses");
    let f8 = |v: &[f64]| {
        let codes = v
            .iter()
            .map(|&x| fresnel_ir::narrow::small_from_f64(DType::F8E4M3FN, x))
            .collect();
        Array::new([v.len()], fresnel_ir::Data::Small(DType::F8E4M3FN, codes)).expect("a vector")
    };
    let i4: Vec<u8> = [1i128, -3, 7, -8]
        .iter()
        .map(|&x| fresnel_ir::narrow::wrap_bits(DType::I4, x))
        .collect();
    let inputs = [
        f8(&[1.5, -3.0, 448.0, 0.1]),
        Array::new([4], fresnel_ir::Data::Small(DType::I4, i4)).expect("a vector"),
    ];
    let out = run_main(&m, &inputs).expect("runs on the interpreter");
    let values = |a: &Array| -> Vec<f64> { a.to_c128_vec().iter().map(|z| z.re).collect() };
    let floats = values(&out[0]);
    assert_eq!(floats[..2], [3.0, -6.0]);
    assert!(floats[2].is_nan(), "{floats:?}");
    assert_eq!(floats[3], 0.203125);
    assert_eq!(values(&out[1]), [2.0, -6.0, -2.0, 0.0]);
    // 1·1.5, −3·−3, 7·448 = 3136 overflows to NaN, −8·0.1015625 = −0.8125.
    let products = values(&out[2]);
    assert_eq!(products[..2], [1.5, 9.0]);
    assert!(
        products[2].is_nan() && products[3] == -0.8125,
        "{products:?}"
    );
    let same_bits = |got: &[Array]| {
        assert_eq!(got.len(), out.len());
        for (g, w) in got.iter().zip(&out) {
            // Debug strings: NaN equals NaN, and −0 differs from +0.
            let (g, w) = (format!("{:?}", g.data), format!("{:?}", w.data));
            assert_eq!(g, w, "the interpreter's patterns");
        }
    };
    same_bits(
        &compile(&m, Backend::Cpu)
            .expect("compiles")
            .run(&inputs)
            .expect("runs"),
    );
    if cxx_or_skip("small types on cuda-sim") {
        let sim = compile(&m, Backend::CudaSim).expect("compiles");
        same_bits(&sim.run(&inputs).expect("runs"));
    }
    let e = compile(&m, Backend::Pjrt(PjrtOptions::default()))
        .err()
        .expect("refused")
        .to_string();
    assert!(
        e.starts_with("1:1:") && e.contains("is not handed to PJRT plugins"),
        "{e}"
    );
}

/// The integer ops whose sub-byte answers depend on the width (the three shifts, popcnt,
/// count-leading-zeros, wrapping arithmetic) over every pair of i2, i4, ui2 and ui4 values
/// give JAX's results (`tests/data/narrow/subbyte.txt`, from `gen_subbyte.py`) on the
/// interpreter, the CPU backend and cuda-sim: the arithmetic shift of ui4 8 by 1 is 12.
#[test]
fn sub_byte_integer_ops_match_jax_on_every_backend() {
    let path = fresnel_tests::data_dir().join("narrow/subbyte.txt");
    let text = std::fs::read_to_string(&path).expect("subbyte.txt is readable");
    let ints = |s: &str| -> Vec<i128> {
        s.split_whitespace()
            .map(|v| v.parse().expect("an integer"))
            .collect()
    };
    let mut cases = Vec::new();
    for line in text.lines() {
        let mut head = line.splitn(3, ' ');
        let (Some(ty), Some(op), Some(rest)) = (head.next(), head.next(), head.next()) else {
            panic!("a malformed line: {line}");
        };
        let parts: Vec<Vec<i128>> = rest.split(';').map(ints).collect();
        let [lhs, rhs, want] = &parts[..] else {
            panic!("a malformed line: {line}");
        };
        let dtype = *DType::ALL
            .iter()
            .find(|d| d.mlir_name() == ty)
            .expect("a sub-byte type");
        let t = format!("tensor<{}x{ty}>", lhs.len());
        let (params, body) = if rhs.is_empty() {
            (format!("%a: {t}"), format!("stablehlo.{op} %a : {t}"))
        } else {
            (
                format!("%a: {t}, %b: {t}"),
                format!("stablehlo.{op} %a, %b : {t}"),
            )
        };
        let program =
            format!("func.func @main({params}) -> {t} {{\n  %0 = {body}\n  return %0 : {t}\n}}\n");
        let m: Module = fresnel_ir::parse::parse_module(&program).expect("parses");
        let array = |v: &[i128]| {
            let codes = v
                .iter()
                .map(|&x| fresnel_ir::narrow::wrap_bits(dtype, x))
                .collect();
            Array::new([v.len()], fresnel_ir::Data::Small(dtype, codes)).expect("a vector")
        };
        let inputs: Vec<Array> = [lhs, rhs]
            .into_iter()
            .filter(|v| !v.is_empty())
            .map(|v| array(v))
            .collect();
        cases.push((format!("{ty} {op}"), m, inputs, array(want)));
    }
    assert_eq!(cases.len(), 40, "4 types × 10 ops");
    let mut failures = Vec::new();
    let mut check =
        |backend: &str, name: &str, got: Result<Vec<Array>, String>, want: &Array| match got {
            Ok(got) if got.len() == 1 && got[0].data == want.data => {}
            Ok(got) => failures.push(format!("{name} on {backend}: {:?}", got[0].data)),
            Err(e) => failures.push(format!("{name} on {backend}: {e}")),
        };
    for (name, m, inputs, want) in &cases {
        check(
            "interp",
            name,
            run_main(m, inputs).map_err(|e| e.to_string()),
            want,
        );
        let cpu = compile(m, Backend::Cpu).map_err(|e| e.to_string());
        check(
            "cpu",
            name,
            cpu.and_then(|e| e.run(inputs).map_err(|e| e.to_string())),
            want,
        );
    }
    if cxx_or_skip("sub-byte integer ops on cuda-sim") {
        let programs = cases
            .iter()
            .map(|(name, m, _, _)| cpu_program(m).unwrap_or_else(|e| panic!("{name}: {e}")))
            .collect();
        let batch = SimBatch::new(programs).expect("cuda-sim compiles the generated CUDA C");
        for (i, (name, _, inputs, want)) in cases.iter().enumerate() {
            let got = batch
                .executable(i)
                .and_then(|exe| exe.run(inputs).map_err(|e| e.to_string()));
            check("cuda-sim", name, got, want);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
