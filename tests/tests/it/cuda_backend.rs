//! The CUDA backend against the reference interpreter. By default on `cuda-sim`: the generated
//! CUDA C compiled by the host C++ compiler, launched with `cuLaunchKernel`-shaped argument
//! lists, FFTs through the model of cuFFT's advanced layout and GEMMs through the model of
//! cuBLAS, over the device arena the executor plans. With `FRESNEL_TEST_DEVICE=gpu` (what
//! `scripts/gpu-check.sh` sets) the same tests run on the first GPU through NVRTC, cuFFT and
//! cuBLAS. Every JAX reference program (forward, JAX's gradient, ours), every conformance
//! program the interpreter passes, and the random programs must give the interpreter's
//! results (and JAX's, for the references), twice identically. Without a C++ compiler the
//! cuda-sim tests skip, except under CI.

// Shared with the CPU backend tests; only the random cases are used here.
use crate::common::{compare, conv_cases, sort_cases, window_cases};

use compare::{compare_all_floored, identical, relative_error, tolerance};
use fresnel::backend::cpu_program;
use fresnel_ir::{Array, Module};
use fresnel_runtime::cpu::CpuProgram;
use fresnel_runtime::cuda::CudaExecutable;
use fresnel_runtime::interp::run_main;
use fresnel_tests::conformance::{constants_as_arguments, inputs_as_arguments, mlir_files};
use fresnel_tests::cuda::{cxx_or_skip, SimBatch};
use fresnel_tests::random::{random_inputs, random_program, Rng, CASES, SEED};
use fresnel_tests::refs::{self, conj, rel_err};

/// One program to run: its name, module, inputs, and what its results must be near (JAX's,
/// for the reference programs).
struct Case {
    what: String,
    module: Module,
    inputs: Vec<Array>,
    jax: Option<(Vec<Array>, f64)>,
}

/// What a batch run found.
#[derive(Default)]
struct Tally {
    passed: usize,
    kernels: usize,
    fallbacks: usize,
    failures: Vec<String>,
}

/// Whether the tests run on a real GPU (`FRESNEL_TEST_DEVICE=gpu`) rather than cuda-sim.
fn on_gpu() -> bool {
    std::env::var("FRESNEL_TEST_DEVICE").is_ok_and(|d| d == "gpu")
}

/// Whether this test runs here: on a GPU when asked for, else on cuda-sim where a C++
/// compiler is found.
fn runs_here(test: &str) -> bool {
    on_gpu() || cxx_or_skip(test)
}

/// Compiles every case for the device (for cuda-sim in one host compile), runs each twice
/// and compares with the interpreter (relative errors floored at `floor`).
fn run_cases(cases: Vec<Case>, floor: f64) -> Tally {
    let mut tally = Tally::default();
    let programs: Vec<CpuProgram> = cases
        .iter()
        .map(|c| cpu_program(&c.module).unwrap_or_else(|e| panic!("{}: compile: {e}", c.what)))
        .collect();
    let batch = (!on_gpu())
        .then(|| SimBatch::new(programs.clone()).unwrap_or_else(|e| panic!("cuda-sim build: {e}")));
    for (i, (case, cpu)) in cases.iter().zip(programs).enumerate() {
        let cuda = fresnel_runtime::cuda::CudaProgram::new(&cpu);
        tally.kernels += cuda.module.kernels.len();
        tally.fallbacks += cuda.fallbacks().len();
        let exe = match &batch {
            Some(b) => b.executable(i),
            None => fresnel_runtime::cuda::compile_gpu(cpu).map_err(|d| d.to_string()),
        };
        match exe.and_then(|exe| run_one(&exe, case, floor)) {
            Ok(()) => tally.passed += 1,
            Err(e) => tally.failures.push(format!("{}: {e}", case.what)),
        }
    }
    tally
}

fn run_one(exe: &CudaExecutable, case: &Case, floor: f64) -> Result<(), String> {
    let want = run_main(&case.module, &case.inputs).map_err(|d| format!("interpreter: {d}"))?;
    let got = exe.run(&case.inputs).map_err(|d| format!("device: {d}"))?;
    let again = exe
        .run(&case.inputs)
        .map_err(|d| format!("device (2nd): {d}"))?;
    if !identical(&got, &again) {
        return Err("a second run gives different results".into());
    }
    match &case.jax {
        None => compare_all_floored(&got, &want, floor).map(drop),
        Some((jax, tol)) => judge(&got, &want, jax, *tol),
    }
}

/// As for the CPU backend: within the reference tolerance of JAX's results, and within the
/// tight tolerance of the interpreter's — or, for an ill-conditioned result (the interpreter
/// itself further than that from JAX), no more than twice as far from JAX as the interpreter.
fn judge(got: &[Array], interp: &[Array], jax: &[Array], jax_tol: f64) -> Result<(), String> {
    if got.len() != jax.len() || interp.len() != jax.len() {
        return Err(format!("{} results, JAX has {}", got.len(), jax.len()));
    }
    for (k, ((g, i), j)) in got.iter().zip(interp).zip(jax).enumerate() {
        let (sim_vs_jax, interp_vs_jax) = (rel_err(g, j)?, rel_err(i, j)?);
        if sim_vs_jax > jax_tol {
            return Err(format!(
                "result {k}: {sim_vs_jax:.3e} from JAX's (> {jax_tol:.0e})"
            ));
        }
        let err = relative_error(g, i).map_err(|e| format!("result {k}: {e}"))?;
        let tol = tolerance(i.dtype());
        if err > tol && (interp_vs_jax <= tol || sim_vs_jax > 2.0 * interp_vs_jax) {
            return Err(format!(
                "result {k} ({}): {err:.3e} from the interpreter; from JAX: cuda-sim \
                 {sim_vs_jax:.3e}, interpreter {interp_vs_jax:.3e}",
                i.ty()
            ));
        }
    }
    Ok(())
}

fn parse(text: &str, what: &str) -> Module {
    fresnel_ir::parse::parse_module(text).unwrap_or_else(|e| panic!("{what}: {e}"))
}

fn report(suite: &str, t: &Tally) {
    println!(
        "{suite} on {}: {} passed, {} failed; {} kernels, {} host fallback steps",
        if on_gpu() { "the GPU" } else { "cuda-sim" },
        t.passed,
        t.failures.len(),
        t.kernels,
        t.fallbacks
    );
    assert!(
        t.failures.is_empty(),
        "{suite}: {} program(s) differ on the device:\n{}",
        t.failures.len(),
        t.failures.join("\n")
    );
}

#[test]
fn reference_programs_match_the_interpreter_on_the_device() {
    if !runs_here("reference_programs_match_the_interpreter_on_the_device") {
        return;
    }
    let mut cases = Vec::new();
    for case in refs::cases() {
        let (inputs, value, grads) = (case.inputs(), case.value(), case.grads());
        let tol = refs::tolerance(&inputs);
        let fwd = parse(&case.program_text("fwd.mlir"), &case.name);
        let ours = fresnel::ad::value_and_grad(&fwd, &case.wrt)
            .unwrap_or_else(|e| panic!("{}: AD: {e}", case.name));
        let jax_vg: Vec<Array> = std::iter::once(value.clone())
            .chain(grads.iter().map(conj))
            .collect();
        let our_vg: Vec<Array> = std::iter::once(value.clone()).chain(grads).collect();
        let jax_program = parse(&case.program_text("value_and_grad.mlir"), &case.name);
        for (file, module, expected) in [
            ("fwd.mlir", fwd, vec![value]),
            ("value_and_grad.mlir", jax_program, jax_vg),
            ("ad::value_and_grad", ours, our_vg),
        ] {
            cases.push(Case {
                what: format!("{}/{file}", case.name),
                module,
                inputs: inputs.clone(),
                jax: Some((expected, tol)),
            });
        }
    }
    let t = run_cases(cases, 0.0);
    report("reference programs", &t);
    assert!(t.passed >= 48, "only {} programs ran", t.passed);
    // Every op of the reference programs has device code.
    assert_eq!(t.fallbacks, 0, "host fallbacks in the reference programs");
    assert!(t.kernels > 30, "only {} kernels", t.kernels);
}

#[test]
fn conformance_programs_match_the_interpreter_on_the_device() {
    if !runs_here("conformance_programs_match_the_interpreter_on_the_device") {
        return;
    }
    let mut cases = Vec::new();
    for path in mlir_files("testdata") {
        let file = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{file}: {e}"));
        let Ok(mut m) = fresnel_ir::parse::parse_module(&text) else {
            continue;
        };
        let inputs = match inputs_as_arguments(&mut m) {
            Ok(v) => v.unwrap_or_default(),
            Err(e) => panic!("{file}: {e}"),
        };
        if run_main(&m, &inputs).is_ok() {
            cases.push(Case {
                what: file,
                module: m,
                inputs,
                jax: None,
            });
        }
    }
    for path in mlir_files("interpret") {
        let file = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{file}: {e}"));
        for (line, case) in fresnel_ir::parse::split_cases(&text) {
            let Ok(mut m) = fresnel_ir::parse::parse_module_at(case, line) else {
                continue;
            };
            if m.entry().is_none() || run_main(&m, &[]).is_err() {
                continue;
            }
            let inputs = constants_as_arguments(&mut m);
            cases.push(Case {
                what: format!("{file}:{line}"),
                module: m,
                inputs,
                jax: None,
            });
        }
    }
    let t = run_cases(cases, 0.0);
    report("conformance programs", &t);
    assert!(t.passed > 500, "only {} programs ran", t.passed);
}

#[test]
fn random_programs_match_the_interpreter_on_the_device() {
    if !runs_here("random_programs_match_the_interpreter_on_the_device") {
        return;
    }
    let mut rng = Rng(SEED);
    let cases: Vec<Case> = (0..CASES)
        .map(|case| {
            let (traced, types) = random_program(&mut rng)
                .unwrap_or_else(|e| panic!("case {case}: the generator made a bad program: {e}"));
            let inputs = random_inputs(&mut rng, &types);
            Case {
                what: format!("random case {case}"),
                module: traced.module,
                inputs,
                jax: None,
            }
        })
        .collect();
    // O(1) inputs whose random sums can cancel: errors relative to max(max|want|, 1).
    let t = run_cases(cases, 1.0);
    report("random programs", &t);
    assert_eq!(t.passed, CASES);
}

#[test]
fn device_arrays_stay_on_the_device_across_runs_and_executables() {
    use fresnel::backend::Backend;
    use fresnel::trace::{trace, Tensor};
    use fresnel_ir::{DType, TensorType};
    if !runs_here("device_arrays_stay_on_the_device_across_runs_and_executables") {
        return;
    }
    let t = TensorType::new(DType::F32, vec![8]);
    let step = trace(
        |x: &[Tensor]| vec![&x[0] * 0.5 + 1.0],
        std::slice::from_ref(&t),
    )
    .expect("traces");
    let norm = trace(
        |x: &[Tensor]| vec![(&x[0] * &x[0]).sum_all()],
        std::slice::from_ref(&t),
    )
    .expect("traces");
    let backend = if on_gpu() {
        Backend::Cuda
    } else {
        Backend::CudaSim
    };
    let step_exe = step.compile(backend.clone()).expect("compiles");
    let norm_exe = norm.compile(backend).expect("compiles");
    let (step_gpu, norm_gpu) = (
        step_exe.as_cuda().expect("cuda"),
        norm_exe.as_cuda().expect("cuda"),
    );
    let x0 = random_inputs(&mut Rng(7), &[t]).remove(0);
    let mut on_device = step_gpu.upload(&x0).expect("uploads");
    let mut on_host = x0.clone();
    for _ in 0..5 {
        on_device = step_gpu.run_device(&[&on_device]).expect("runs").remove(0);
        on_host = run_main(&step.module, &[on_host])
            .expect("interprets")
            .remove(0);
    }
    assert_eq!(on_device.to_host().expect("downloads"), on_host);
    // An array made by one executable is an argument of another.
    let n = norm_gpu.run_device(&[&on_device]).expect("runs").remove(0);
    let want = run_main(&norm.module, &[on_host]).expect("interprets");
    compare_all_floored(&[n.to_host().expect("downloads")], &want, 0.0).expect("matches");
    // A wrongly typed device array is refused with the argument's types.
    let scalar = norm_gpu.run_device(&[&on_device]).expect("runs").remove(0);
    let e = step_gpu
        .run_device(&[&scalar])
        .expect_err("a scalar for tensor<8xf32>");
    assert!(e.to_string().contains("expected tensor<8xf32>"), "{e}");
}

/// `irfft` over one, two and three trailing axes, even and odd lengths, with inputs that are
/// not Hermitian (random imaginary parts at frequency 0 and n/2, and non-mirrored columns):
/// cuFFT's C2R is undefined on such input, so the step makes it Hermitian first (NumPy's
/// `irfftn` semantics, which the interpreter follows). On cuda-sim the cuFFT model answers NaN
/// for a non-Hermitian C2R input, so a missing step fails here.
#[test]
fn irfft_of_non_hermitian_input_matches_the_interpreter_on_the_device() {
    use fresnel_ir::{DType, TensorType};
    if !runs_here("irfft_of_non_hermitian_input_matches_the_interpreter_on_the_device") {
        return;
    }
    let mut rng = Rng(5);
    let mut cases = Vec::new();
    for (dtype, real) in [("complex<f32>", "f32"), ("complex<f64>", "f64")] {
        for (batch, length) in [
            (&[3][..], &[6][..]),
            (&[3], &[7]),
            (&[2, 2], &[1]),
            (&[2], &[4, 8]),
            (&[3], &[5, 6]),
            (&[], &[3, 5]),
            (&[2], &[4, 3, 6]),
        ] {
            let mut cshape: Vec<usize> = batch.iter().chain(length).copied().collect();
            let mut rshape = cshape.clone();
            let last = cshape.len() - 1;
            cshape[last] = length[length.len() - 1] / 2 + 1;
            rshape[last] = length[length.len() - 1];
            let t = |shape: &[usize], e: &str| {
                let dims: Vec<String> = shape.iter().map(|d| format!("{d}x")).collect();
                format!("tensor<{}{e}>", dims.concat())
            };
            let (ct, rt) = (t(&cshape, dtype), t(&rshape, real));
            let text = format!(
                "func.func @main(%x: {ct}) -> {rt} {{\n  %0 = stablehlo.fft %x, type = IRFFT, \
                 length = {length:?} : ({ct}) -> {rt}\n  return %0 : {rt}\n}}\n"
            );
            let cdt = if real == "f32" {
                DType::C64
            } else {
                DType::C128
            };
            cases.push(Case {
                what: format!("irfft {dtype} {cshape:?} length {length:?}"),
                module: parse(&text, "irfft"),
                inputs: random_inputs(&mut rng, &[TensorType::new(cdt, cshape)]),
                jax: None,
            });
        }
    }
    let tally = run_cases(cases, 1e-3);
    report("irfft", &tally);
}

/// Reductions of every kind of shape: one output of a million elements (a grid of blocks and
/// a second stage), few outputs of many (chunks), many short rows (a thread each), outer and
/// middle axes, max and min, f32, f64 and complex: the interpreter's results.
#[test]
fn reductions_of_every_shape_match_the_interpreter_on_the_device() {
    use fresnel_ir::{DType, TensorType};
    if !runs_here("reductions_of_every_shape_match_the_interpreter_on_the_device") {
        return;
    }
    let mut rng = Rng(9);
    let mut cases = Vec::new();
    let shapes: [(&[usize], &[usize]); 9] = [
        (&[1 << 20], &[0]),
        (&[3, 200_000], &[1]),
        (&[200_000, 3], &[0]),
        (&[1000, 1000], &[0]),
        (&[1000, 1000], &[1]),
        (&[64, 64, 64], &[0, 2]),
        (&[5, 4, 3000], &[1]),
        (&[4096, 8], &[1]),
        (&[2, 3, 4], &[0, 1, 2]),
    ];
    for (dtype, name) in [
        (DType::F32, "f32"),
        (DType::F64, "f64"),
        (DType::C64, "complex<f32>"),
    ] {
        for (shape, dims) in shapes {
            let ops: &[&str] = if dtype.is_complex() {
                &["add"]
            } else {
                &["add", "maximum", "minimum"]
            };
            for op in ops {
                let t = |shape: &[usize]| {
                    let d: Vec<String> = shape.iter().map(|d| format!("{d}x")).collect();
                    format!("tensor<{}{name}>", d.concat())
                };
                let out: Vec<usize> = (0..shape.len())
                    .filter(|d| !dims.contains(d))
                    .map(|d| shape[d])
                    .collect();
                let init = match (*op, name) {
                    ("maximum", "f64") => "0xFFF0000000000000",
                    ("maximum", _) => "0xFF800000",
                    ("minimum", "f64") => "0x7FF0000000000000",
                    ("minimum", _) => "0x7F800000",
                    (_, "complex<f32>") => "(0.0, 0.0)",
                    _ => "0.0",
                };
                let (it, ot) = (t(shape), t(&out));
                let text = format!(
                    "func.func @main(%x: {it}) -> {ot} {{\n  %c = stablehlo.constant dense<{init}> : tensor<{name}>\n  \
                     %0 = stablehlo.reduce(%x init: %c) applies stablehlo.{op} across dimensions = {dims:?} : \
                     ({it}, tensor<{name}>) -> {ot}\n  return %0 : {ot}\n}}\n"
                );
                cases.push(Case {
                    what: format!("reduce {op} {name} {shape:?} over {dims:?}"),
                    module: parse(&text, "reduce"),
                    inputs: random_inputs(&mut rng, &[TensorType::new(dtype, shape.to_vec())]),
                    jax: None,
                });
            }
        }
    }
    let tally = run_cases(cases, 1e-3);
    report("reductions", &tally);
}

/// Executables handing device arrays to one another with no host wait between them — the
/// optimisation loop the README describes. On a GPU their work is ordered by the process's one
/// stream; cuda-sim checks that ordering (a read of an array written on another stream with no
/// wait between them is an error naming both launches), so this test fails if executables
/// issue to streams of their own. Three chained executables (FFT, elementwise, reduction),
/// then ten steps of a gradient and an update executable feeding each other: no host wait
/// (`host_waits`) until the final download, and the interpreter's results.
#[test]
fn executables_chain_on_the_device_with_no_host_wait_between_them() {
    use fresnel::backend::Backend;
    use fresnel::fft::{fft2, ifft2, Norm};
    use fresnel::trace::{trace, Tensor};
    use fresnel_ir::{DType, TensorType};
    if !runs_here("executables_chain_on_the_device_with_no_host_wait_between_them") {
        return;
    }
    let backend = if on_gpu() {
        Backend::Cuda
    } else {
        Backend::CudaSim
    };
    let field = TensorType::new(DType::C64, vec![2, 8, 8]);
    let real = TensorType::new(DType::F32, vec![2, 8, 8]);
    let spectrum = trace(
        |x: &[Tensor]| vec![fft2(&x[0], None, None, Norm::Ortho) * 0.5],
        std::slice::from_ref(&field),
    )
    .expect("traces");
    let intensity = trace(
        |x: &[Tensor]| vec![ifft2(&x[0], None, None, Norm::Ortho).abs2()],
        std::slice::from_ref(&field),
    )
    .expect("traces");
    let total = trace(
        |x: &[Tensor]| vec![x[0].sum_all()],
        std::slice::from_ref(&real),
    )
    .expect("traces");
    let loss = trace(
        |x: &[Tensor]| {
            vec![(ifft2(&x[0], None, None, Norm::Ortho).abs2() - &x[1])
                .abs2()
                .sum_all()]
        },
        &[field.clone(), real.clone()],
    )
    .expect("traces");
    let grad = loss.value_and_grad(&[0]).expect("differentiates");
    let update = trace(
        |x: &[Tensor]| vec![&x[0] - &x[1] * 0.01],
        &[field.clone(), field.clone()],
    )
    .expect("traces");
    let exes: Vec<_> = [&spectrum, &intensity, &total, &grad, &update]
        .iter()
        .map(|t| t.compile(backend.clone()).expect("compiles"))
        .collect();
    let [a, b, c, g, u] = [0, 1, 2, 3, 4].map(|i| exes[i].as_cuda().expect("cuda"));
    let waits = || [a, b, c, g, u].map(|e| e.host_waits()).iter().sum::<u64>();
    let mut rng = Rng(11);
    let inputs = random_inputs(&mut rng, &[field.clone(), real.clone()]);
    let (x0, target) = (&inputs[0], &inputs[1]);

    // Three executables in a row.
    let x = a.upload(x0).expect("uploads");
    let before = waits();
    let y = a.run_device(&[&x]).expect("runs").remove(0);
    let z = b.run_device(&[&y]).expect("runs").remove(0);
    let s = c.run_device(&[&z]).expect("runs").remove(0);
    assert_eq!(
        waits(),
        before,
        "a chain of run_device calls waited for the device"
    );
    let want_y = run_main(&spectrum.module, std::slice::from_ref(x0)).expect("interprets");
    let want_z = run_main(&intensity.module, &want_y).expect("interprets");
    let want_s = run_main(&total.module, &want_z).expect("interprets");
    compare_all_floored(&[s.to_host().expect("downloads")], &want_s, 1e-6).expect("matches");

    // Ten gradient steps, each a gradient executable and an update executable.
    let t = g.upload(target).expect("uploads");
    let mut p = g.upload(x0).expect("uploads");
    let mut host = x0.clone();
    let before = waits();
    for _ in 0..10 {
        let dp = g.run_device(&[&p, &t]).expect("runs").remove(1);
        p = u.run_device(&[&p, &dp]).expect("runs").remove(0);
        let dh = run_main(&grad.module, &[host.clone(), target.clone()])
            .expect("interprets")
            .remove(1);
        host = run_main(&update.module, &[host, dh])
            .expect("interprets")
            .remove(0);
    }
    assert_eq!(waits(), before, "the loop waited for the device");
    compare_all_floored(&[p.to_host().expect("downloads")], &[host], 1e-5).expect("matches");
}

#[test]
fn the_cuda_backend_without_a_gpu_is_an_error_naming_what_is_missing() {
    use fresnel::backend::{compile, Backend};
    let missing = fresnel_runtime::cuda::missing();
    if missing.is_empty() {
        return; // a GPU machine: the other tests run on it with FRESNEL_TEST_DEVICE=gpu
    }
    let m = parse(
        "func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
           %0 = stablehlo.add %x, %x : tensor<4xf32>
           return %0 : tensor<4xf32>
         }",
        "add",
    );
    let e = compile(&m, Backend::Cuda)
        .expect_err("no GPU here")
        .to_string();
    assert!(e.contains("backend cuda"), "{e}");
    assert!(
        missing.iter().any(|m| e.contains(&m.to_string())),
        "{e} does not name any of {missing:?}"
    );
}

/// The JAX-generated op cases (`tests/data/jax_{misc,ops,loops,everyday}/*/`): each folder's
/// programs (`*.mlir`) on its inputs (`in0.npy`, `in1.npy`, …), where the interpreter runs
/// them; for `jax_everyday` also our AD's `value_and_grad_with_aux` of its `fwd.mlir`.
fn jax_op_cases() -> Vec<Case> {
    let mut cases = Vec::new();
    for suite in ["jax_misc", "jax_ops", "jax_loops", "jax_everyday"] {
        let root = fresnel_tests::data_dir().join(suite);
        let Ok(entries) = std::fs::read_dir(&root) else {
            panic!("{} is missing", root.display());
        };
        let mut dirs: Vec<_> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        dirs.sort();
        for dir in dirs.into_iter().filter(|d| d.is_dir()) {
            let inputs: Vec<Array> = (0..)
                .map(|i| dir.join(format!("in{i}.npy")))
                .take_while(|p| p.is_file())
                .map(|p| {
                    fresnel_runtime::npy::read_npy(&p)
                        .unwrap_or_else(|e| panic!("{}: {e}", p.display()))
                })
                .collect();
            let mut programs: Vec<_> = std::fs::read_dir(&dir)
                .into_iter()
                .flatten()
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
                .collect();
            programs.sort();
            // Its float64 gradient passes through float32 arithmetic, whose rounding differs
            // with the summation order (2e-8), beyond the float64 tolerance used here.
            if dir.ends_with("mixed_precision") {
                continue;
            }
            for p in programs {
                let text = std::fs::read_to_string(&p).unwrap_or_default();
                let Ok(module) = fresnel_ir::parse::parse_module(&text) else {
                    continue;
                };
                if run_main(&module, &inputs).is_ok() {
                    if let Some(ours) = everyday_gradient(&dir, &p, &module) {
                        cases.push(Case {
                            what: format!(
                                "{}: our AD",
                                p.strip_prefix(&root).unwrap_or(&p).display()
                            ),
                            module: ours,
                            inputs: inputs.clone(),
                            jax: None,
                        });
                    }
                    cases.push(Case {
                        what: format!("{suite}/{}", p.strip_prefix(&root).unwrap_or(&p).display()),
                        module,
                        inputs: inputs.clone(),
                        jax: None,
                    });
                }
            }
        }
    }
    cases
}

/// Our `value_and_grad_with_aux` of a `jax_everyday` case's `fwd.mlir` (its `wrt` from the
/// manifest), when the case has a gradient and our AD makes one.
fn everyday_gradient(
    dir: &std::path::Path,
    program: &std::path::Path,
    m: &Module,
) -> Option<Module> {
    if program.file_name()? != "fwd.mlir" || !dir.parent()?.ends_with("jax_everyday") {
        return None;
    }
    let manifest = dir.parent()?.join("manifest.json");
    let text = std::fs::read_to_string(&manifest).expect("jax_everyday/manifest.json");
    let json: serde_json::Value = serde_json::from_str(&text).expect("manifest.json is JSON");
    let name = dir.file_name()?.to_str()?;
    let case = json["cases"]
        .as_array()?
        .iter()
        .find(|c| c["name"] == name)?;
    let wrt: Vec<usize> = case["wrt"]
        .as_array()?
        .iter()
        .filter_map(|k| k.as_u64().map(|k| k as usize))
        .collect();
    if wrt.is_empty() {
        return None;
    }
    // Where our AD refuses (tests/tests/it/jax_everyday.rs lists and checks those), there is
    // no gradient program to run.
    fresnel::ad::value_and_grad_with_aux(m, &wrt).ok()
}

#[test]
fn jax_op_programs_match_the_interpreter_on_the_device() {
    if !runs_here("jax_op_programs_match_the_interpreter_on_the_device") {
        return;
    }
    let cases = jax_op_cases();
    let n = cases.len();
    let t = run_cases(cases, 0.0);
    report("JAX op programs", &t);
    assert!(n >= 125, "only {n} programs found");
}

#[test]
fn narrow_and_unsigned_integers_match_the_interpreter_on_the_device() {
    if !runs_here("narrow_and_unsigned_integers_match_the_interpreter_on_the_device") {
        return;
    }
    let case = Case {
        what: "ints".into(),
        module: parse(fresnel_tests::ints::PROGRAM, "ints"),
        inputs: fresnel_tests::ints::inputs(),
        jax: None,
    };
    let t = run_cases(vec![case], 0.0);
    report("narrow and unsigned integers", &t);
    assert_eq!(t.passed, 1);
    assert!(t.kernels > 0, "no device kernel ran");
}

/// The `select_and_scatter` kernel (one thread per output element, recomputing the selection
/// of each window that covers it, in window order) against the interpreter, bit for bit, on
/// random windows, regions and dtypes. No step may fall back to the host.
#[test]
fn select_and_scatter_kernels_match_the_interpreter_on_the_device() {
    if !runs_here("select_and_scatter_kernels_match_the_interpreter_on_the_device") {
        return;
    }
    use fresnel_ir::DType;
    let mut rng = Rng(0x51D3_0105);
    let dtypes = [
        DType::F32,
        DType::F64,
        DType::I32,
        DType::I64,
        DType::U8,
        DType::U32,
        DType::I1,
    ];
    let mut cases = Vec::new();
    while cases.len() < 60 {
        let Some(c) = window_cases::random_select_scatter_case(&mut rng, &dtypes) else {
            continue;
        };
        cases.push(Case {
            what: c.text.clone(),
            module: parse(&c.text, "select_and_scatter"),
            inputs: c.inputs,
            jax: None,
        });
    }
    bit_exact_on_the_device(cases, "select_and_scatter");
}

/// Runs `cases` (each a program of `op` steps) on the device: none may fall back to the host,
/// and each must give the interpreter's results bit for bit (`compare_all_floored` with floor
/// 0 still allows rounding).
fn bit_exact_on_the_device(cases: Vec<Case>, op: &str) {
    let programs: Vec<CpuProgram> = cases
        .iter()
        .map(|c| cpu_program(&c.module).unwrap_or_else(|e| panic!("{}: compile: {e}", c.what)))
        .collect();
    for (c, p) in cases.iter().zip(&programs) {
        let fallbacks = fresnel_runtime::cuda::CudaProgram::new(p).fallbacks().len();
        assert_eq!(
            fallbacks, 0,
            "a {op} step fell back to the host:\n{}",
            c.what
        );
    }
    let batch = (!on_gpu())
        .then(|| SimBatch::new(programs.clone()).unwrap_or_else(|e| panic!("cuda-sim build: {e}")));
    let mut failures = Vec::new();
    for (i, (case, cpu)) in cases.iter().zip(programs).enumerate() {
        let exe = match &batch {
            Some(b) => b.executable(i),
            None => fresnel_runtime::cuda::compile_gpu(cpu).map_err(|d| d.to_string()),
        };
        let want = run_main(&case.module, &case.inputs).expect("the interpreter runs it");
        match exe.and_then(|exe| exe.run(&case.inputs).map_err(|d| d.to_string())) {
            Ok(got) if identical(&got, &want) => {}
            Ok(got) => failures.push(format!("{got:?}\nvs {want:?}\n{}", case.what)),
            Err(e) => failures.push(format!("{e}\n{}", case.what)),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The `sort` and `top_k` kernels (merge sorts of index permutations in the step's scratch,
/// see `kernels/src/cuda/sort.rs`) against the interpreter, bit for bit: sorts of 1–3
/// operands along any dim by 1–2 keys in every comparator form JAX writes (IEEE `<` with
/// NaNs, where the result depends on the merge order; totalOrder; canonical floats), with
/// ±0, ±inf, NaN and ties, lines from 1 to 300 elements (several merge passes, odd tails);
/// `top_k` of every k.
#[test]
fn sort_and_top_k_kernels_match_the_interpreter_on_the_device() {
    if !runs_here("sort_and_top_k_kernels_match_the_interpreter_on_the_device") {
        return;
    }
    use fresnel_ir::DType;
    let mut rng = Rng(0x5027_0001);
    let dtypes = [
        DType::F32,
        DType::F64,
        DType::I32,
        DType::I64,
        DType::U32,
        DType::U8,
        DType::I1,
    ];
    let mut cases = Vec::new();
    let mut float_keys = 0;
    for _ in 0..48 {
        let c = sort_cases::random_sort_case_up_to(&mut rng, &dtypes, 300);
        float_keys += c.float_keys;
        cases.push(Case {
            module: parse(&c.text, "sort"),
            what: c.text,
            inputs: c.inputs,
            jax: None,
        });
    }
    assert!(float_keys >= 5, "only {float_keys} IEEE float keys");
    let top_k_dtypes = [DType::F32, DType::F64, DType::I32, DType::U8, DType::I64];
    for _ in 0..16 {
        let dtype = top_k_dtypes[rng.below(top_k_dtypes.len())];
        let r = 1 + rng.below(3);
        let shape: Vec<usize> = (0..r)
            .map(|_| 1 + rng.below(if r == 1 { 70 } else { 9 }))
            .collect();
        let k = rng.below(shape[r - 1] + 1);
        let text = sort_cases::top_k_text(&shape, k, dtype);
        let len: usize = shape.iter().product();
        let x = Array::new(shape, window_cases::values(&mut rng, dtype, len, true)).expect("x");
        cases.push(Case {
            module: parse(&text, "top_k"),
            what: text,
            inputs: vec![x],
            jax: None,
        });
    }
    bit_exact_on_the_device(cases, "sort or top_k");
}

/// The `reduce_window` kernel (one thread per output, folding in the interpreter's order)
/// against the interpreter on random windows: every body and dtype it covers, strides,
/// dilations, padding, the cumulative forms. No step may fall back to the host.
#[test]
fn reduce_window_kernels_match_the_interpreter_on_the_device() {
    if !runs_here("reduce_window_kernels_match_the_interpreter_on_the_device") {
        return;
    }
    let mut rng = Rng(0x51D3_0005);
    let dtypes = [
        fresnel_ir::DType::F32,
        fresnel_ir::DType::F64,
        fresnel_ir::DType::I32,
        fresnel_ir::DType::U8,
        fresnel_ir::DType::I1,
        fresnel_ir::DType::C64,
    ];
    let mut cases = Vec::new();
    while cases.len() < 40 {
        let Some(c) = window_cases::random_window_case(&mut rng, &dtypes) else {
            continue;
        };
        cases.push(Case {
            what: c.text.clone(),
            module: parse(&c.text, "reduce_window"),
            inputs: c.inputs,
            jax: None,
        });
    }
    let t = run_cases(cases, 0.0);
    report("reduce_window", &t);
    assert_eq!(t.passed, 40, "{}", t.failures.join("\n"));
    assert_eq!(t.fallbacks, 0, "a reduce_window step fell back to the host");
    assert!(t.kernels >= 40, "only {} kernels", t.kernels);
}

/// The `convolution` kernel (one thread per output element) against the interpreter on
/// random convolutions (`conv_cases.rs`: 1–3 spatial dimensions, any layout, strides,
/// padding, dilations, reversal, groups; f32, f64, complex64, i32): floats within the
/// summation bound relative to the f64 convolution of the magnitudes, integers identical.
/// No step may fall back to the host.
#[test]
fn convolution_kernels_match_the_interpreter_on_the_device() {
    if !runs_here("convolution_kernels_match_the_interpreter_on_the_device") {
        return;
    }
    let mut rng = Rng(0xC0_4702);
    let dtypes = [
        fresnel_ir::DType::F32,
        fresnel_ir::DType::F64,
        fresnel_ir::DType::C64,
        fresnel_ir::DType::I32,
    ];
    let mut cases = Vec::new();
    while cases.len() < 40 {
        if let Some(c) = conv_cases::random_conv_case(&mut rng, dtypes[cases.len() % 4]) {
            cases.push(c);
        }
    }
    let programs: Vec<CpuProgram> = cases
        .iter()
        .map(|c| cpu_program(&parse(&c.text, "convolution")).unwrap_or_else(|e| panic!("{e}")))
        .collect();
    let (mut kernels, mut fallbacks) = (0, 0);
    for p in &programs {
        let cuda = fresnel_runtime::cuda::CudaProgram::new(p);
        kernels += cuda.module.kernels.len();
        fallbacks += cuda.fallbacks().len();
    }
    let batch = (!on_gpu())
        .then(|| SimBatch::new(programs.clone()).unwrap_or_else(|e| panic!("cuda-sim build: {e}")));
    let mut worst = 0.0f64;
    for (i, (c, cpu)) in cases.iter().zip(programs).enumerate() {
        let exe = match &batch {
            Some(b) => b.executable(i),
            None => fresnel_runtime::cuda::compile_gpu(cpu).map_err(|d| d.to_string()),
        }
        .unwrap_or_else(|e| panic!("{e}\n{}", c.text));
        let got = exe
            .run(&c.inputs)
            .unwrap_or_else(|e| panic!("{e}\n{}", c.text));
        let m = parse(&c.text, "convolution");
        let want = run_main(&m, &c.inputs).unwrap_or_else(|e| panic!("{e}"));
        let mag_m = parse(&c.magnitude_text, "magnitudes");
        let mag =
            run_main(&mag_m, &conv_cases::magnitudes(&c.inputs)).unwrap_or_else(|e| panic!("{e}"));
        let err = conv_cases::within_bound(c, &got[0], &want[0], &mag[0])
            .unwrap_or_else(|e| panic!("{e}\n{}", c.text));
        worst = worst.max(err);
    }
    println!("40 convolutions on the device: worst float error {worst:.3} of the bound");
    assert_eq!(fallbacks, 0, "a convolution step fell back to the host");
    assert!(kernels >= 40, "only {kernels} kernels");
}

/// Dots with an empty dimension (no contracted terms, no rows, no columns, an empty batch):
/// cuBLAS wants every leading dimension ≥ 1 even then, and a sum of no terms is zero.
#[test]
fn empty_dots_match_the_interpreter_on_the_device() {
    use fresnel_ir::{DType, Data};
    use num_complex::{Complex32, Complex64};
    if !runs_here("empty_dots_match_the_interpreter_on_the_device") {
        return;
    }
    let shapes: [(&str, &str, &str); 4] = [
        ("4x0", "0x5", "4x5"),
        ("0x3", "3x5", "0x5"),
        ("4x3", "3x0", "4x0"),
        ("2x0x3", "2x3x0", "2x0x0"),
    ];
    let mut rng = Rng(0xE0_0D07);
    let mut cases = Vec::new();
    for (l, r, o) in shapes {
        for t in ["f32", "f64", "complex<f32>", "complex<f64>"] {
            let batch = if l.matches('x').count() == 2 {
                "batching_dims = [0] x [0], "
            } else {
                ""
            };
            let (lc, rc) = if batch.is_empty() { (1, 0) } else { (2, 1) };
            let text = format!(
                "func.func @main(%a: tensor<{l}x{t}>, %b: tensor<{r}x{t}>) -> tensor<{o}x{t}> {{\n  %d = stablehlo.dot_general %a, %b, {batch}contracting_dims = [{lc}] x [{rc}] : (tensor<{l}x{t}>, tensor<{r}x{t}>) -> tensor<{o}x{t}>\n  func.return %d : tensor<{o}x{t}>\n}}"
            );
            let module = parse(&text, "empty dot");
            let types = module.func("main").expect("has @main").param_types();
            let inputs = types
                .iter()
                .map(|ty| {
                    let n = ty.num_elements();
                    let mut v = || rng.unit() as f64;
                    let data = match ty.dtype {
                        DType::F32 => Data::F32((0..n).map(|_| v() as f32).collect()),
                        DType::F64 => Data::F64((0..n).map(|_| v()).collect()),
                        DType::C64 => Data::C64(
                            (0..n)
                                .map(|_| Complex32::new(v() as f32, v() as f32))
                                .collect(),
                        ),
                        _ => Data::C128((0..n).map(|_| Complex64::new(v(), v())).collect()),
                    };
                    Array::new(ty.shape.clone(), data).expect("sized to the type")
                })
                .collect();
            cases.push(Case {
                what: text,
                module,
                inputs,
                jax: None,
            });
        }
    }
    let n = cases.len();
    let t = run_cases(cases, 0.0);
    report("empty dots", &t);
    assert_eq!(t.passed, n, "{}", t.failures.join("\n"));
}

/// Windows whose region is not one op run on the device as loops over the window positions
/// (`passes::window_loops`): the interpreter's results bit for bit, no host fallback.
#[test]
fn general_window_bodies_match_the_interpreter_on_the_device() {
    if !runs_here("general_window_bodies_match_the_interpreter_on_the_device") {
        return;
    }
    let mut rng = Rng(0x51D3_0C02);
    let dtypes = [
        fresnel_ir::DType::F32,
        fresnel_ir::DType::F64,
        fresnel_ir::DType::I32,
    ];
    let mut cases = Vec::new();
    while cases.len() < 30 {
        let Some(c) = window_cases::random_general_window_case(&mut rng, &dtypes) else {
            continue;
        };
        cases.push(Case {
            what: c.text.clone(),
            module: parse(&c.text, "general reduce_window"),
            inputs: c.inputs,
            jax: None,
        });
    }
    let t = run_cases(cases, 0.0);
    report("general reduce_window", &t);
    assert_eq!(t.passed, 30, "{}", t.failures.join("\n"));
    assert_eq!(
        t.fallbacks, 0,
        "a general reduce_window fell back to the host"
    );
}
