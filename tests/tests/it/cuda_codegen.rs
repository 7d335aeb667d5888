//! The CUDA C generated for real programs compiles with NVRTC for `sm_90` (to a CUBIN): the
//! JAX reference programs (forward, JAX's gradient, our AD's gradient), the conformance
//! programs and random programs. Without NVRTC (see `scripts/setup.sh`) these tests skip, except
//! under CI.

use fresnel::backend::cpu_program;
use fresnel_ir::Module;
use fresnel_runtime::cuda::CudaProgram;
use fresnel_tests::cuda::{compile, nvrtc_or_skip};
use fresnel_tests::refs;

// Shared with the CPU backend tests; only the random cases are used here.
use crate::common::{conv_cases, sort_cases, window_cases};

fn parse(text: &str, what: &str) -> Module {
    fresnel_ir::parse::parse_module(text).unwrap_or_else(|e| panic!("{what}: {e}"))
}

fn cuda_program(m: &Module, what: &str) -> CudaProgram {
    let program = cpu_program(m).unwrap_or_else(|e| panic!("{what}: compile: {e}"));
    CudaProgram::new(&program)
}

/// The reference programs as `(name, module)`.
fn reference_programs() -> Vec<(String, Module)> {
    let mut all = Vec::new();
    for case in refs::cases() {
        let fwd = parse(&case.program_text("fwd.mlir"), &case.name);
        let ours = fresnel::ad::value_and_grad(&fwd, &case.wrt)
            .unwrap_or_else(|e| panic!("{}: AD: {e}", case.name));
        let jax = parse(&case.program_text("value_and_grad.mlir"), &case.name);
        all.push((format!("{}/fwd.mlir", case.name), fwd));
        all.push((format!("{}/value_and_grad.mlir", case.name), jax));
        all.push((format!("{}/ad::value_and_grad", case.name), ours));
    }
    all
}

#[test]
fn reference_programs_compile_with_nvrtc() {
    if !nvrtc_or_skip("reference_programs_compile_with_nvrtc") {
        return;
    }
    let mut failures = Vec::new();
    let mut kernels = 0;
    for (what, m) in reference_programs() {
        let program = cuda_program(&m, &what);
        kernels += program.module.kernels.len();
        for (step, reason) in program.fallbacks() {
            println!("{what}: step {step} falls back: {reason}");
        }
        let start = std::time::Instant::now();
        match compile(&program) {
            Ok(bytes) => println!(
                "{what}: {} kernels, {bytes} bytes of CUBIN, NVRTC {:.0} ms",
                program.module.kernels.len(),
                start.elapsed().as_secs_f64() * 1e3
            ),
            Err(e) => failures.push(format!("{what}: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(
        kernels > 30,
        "only {kernels} kernels in all reference programs"
    );
}

/// The kernels of a module without the device header every module starts with.
fn kernels_only(module: &fresnel_kernels::cuda::CudaModule) -> String {
    let header = fresnel_kernels::cuda::HEADER;
    match module.source.find(header) {
        Some(at) => module.source[at + header.len()..].to_string(),
        None => panic!("module {} does not start with the header", module.name),
    }
}

#[test]
fn snapshot_complex_elementwise_kernel() {
    use fresnel_ir::{BinaryOp, DType, Scalar, UnaryOp};
    use fresnel_kernels::cuda::{elementwise::add_elementwise, ModuleBuilder};
    use fresnel_kernels::{ElementwiseProgram, InputMap, Instr};
    // u · exp(i·k·z) with the phase broadcast along the leading dim, and |·|².
    let shape = [3, 8, 16];
    let mut p = ElementwiseProgram::new(shape.to_vec());
    let u = p.load(InputMap::contiguous(DType::C64, &shape));
    let phase = p.load(InputMap {
        dtype: DType::F32,
        offset: 0,
        strides: vec![0, 16, 1],
    });
    let zero = p.push(Instr::Const(Scalar::F32(0.0)));
    let ikz = p.push(Instr::Binary {
        op: BinaryOp::Complex,
        lhs: zero,
        rhs: phase,
    });
    let h = p.push(Instr::Unary {
        op: UnaryOp::Exponential,
        x: ikz,
    });
    let v = p.push(Instr::Binary {
        op: BinaryOp::Multiply,
        lhs: u,
        rhs: h,
    });
    let a = p.push(Instr::Unary {
        op: UnaryOp::Abs,
        x: v,
    });
    let i = p.push(Instr::Binary {
        op: BinaryOp::Multiply,
        lhs: a,
        rhs: a,
    });
    p.output(v);
    p.output(i);
    let mut m = ModuleBuilder::new("snapshot");
    add_elementwise(&mut m, &p).expect("renders");
    insta::assert_snapshot!(kernels_only(&m.finish()));
}

#[test]
fn snapshot_reduction_kernels() {
    use fresnel_ir::{DType, ReduceKind, Scalar};
    use fresnel_kernels::cuda::{reduce::add_reduce, ModuleBuilder};
    use fresnel_kernels::ReduceDesc;
    let mut m = ModuleBuilder::new("snapshot");
    // Innermost dim reduced: a block per output. Leading dim reduced: a thread per output.
    for dims in [vec![1, 2], vec![0]] {
        let desc = ReduceDesc::plain(
            DType::F32,
            &[4, 8, 32],
            &dims,
            ReduceKind::Add,
            Scalar::F32(0.0),
        );
        add_reduce(&mut m, &desc).expect("renders");
    }
    insta::assert_snapshot!(kernels_only(&m.finish()));
}

#[test]
fn snapshot_angular_spectrum_gradient_module() {
    let case = refs::case("asm_loss_c64");
    let fwd = parse(&case.program_text("fwd.mlir"), &case.name);
    let vg = fresnel::ad::value_and_grad(&fwd, &case.wrt).expect("AD");
    let cpu = cpu_program(&vg).expect("compiles");
    let program = CudaProgram::new(&cpu);
    assert!(program.fallbacks().is_empty(), "{:?}", program.fallbacks());
    let listing = program.listing(&cpu);
    insta::assert_snapshot!(listing.replace(fresnel_kernels::cuda::HEADER, "<fresnel.cuh>\n"));
}

#[test]
fn conformance_programs_compile_with_nvrtc() {
    use fresnel_tests::conformance::{constants_as_arguments, inputs_as_arguments, mlir_files};
    if !nvrtc_or_skip("conformance_programs_compile_with_nvrtc") {
        return;
    }
    // As in the CPU backend's conformance tests: inputs and constants become arguments, so
    // that the ops under test become kernels instead of being folded away.
    let mut programs: Vec<(String, Module)> = Vec::new();
    for path in mlir_files("testdata") {
        let file = path.display().to_string();
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{file}: {e}"));
        let Ok(mut m) = fresnel_ir::parse::parse_module(&text) else {
            continue; // types the IR does not have (the CPU tests count these)
        };
        inputs_as_arguments(&mut m).unwrap_or_else(|e| panic!("{file}: {e}"));
        programs.push((file, m));
    }
    for path in mlir_files("interpret") {
        let file = path.display().to_string();
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{file}: {e}"));
        for (line, case) in fresnel_ir::parse::split_cases(&text) {
            let Ok(mut m) = fresnel_ir::parse::parse_module_at(case, line) else {
                continue;
            };
            if m.entry().is_none() {
                continue;
            }
            constants_as_arguments(&mut m);
            programs.push((format!("{file}:{line}"), m));
        }
    }
    let (mut compiled, mut kernels) = (0, 0);
    let mut failures = Vec::new();
    for (what, m) in &programs {
        // Programs the compiler rejects are the CPU tests' business; here every program that
        // compiles must give CUDA C that NVRTC accepts.
        let Ok(cpu) = cpu_program(m) else { continue };
        let program = CudaProgram::new(&cpu);
        if program.module.kernels.is_empty() {
            continue;
        }
        kernels += program.module.kernels.len();
        match compile(&program) {
            Ok(_) => compiled += 1,
            Err(e) => failures.push(format!("{what}: {e}")),
        }
    }
    println!("conformance: {compiled} modules, {kernels} kernels compiled with NVRTC");
    assert!(
        failures.is_empty(),
        "{} module(s) rejected:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
    assert!(
        compiled > 400,
        "only {compiled} conformance modules had kernels"
    );
}

#[test]
fn random_programs_compile_with_nvrtc() {
    use fresnel_tests::random::{random_program, Rng, CASES, SEED};
    if !nvrtc_or_skip("random_programs_compile_with_nvrtc") {
        return;
    }
    let mut rng = Rng(SEED);
    let mut failures = Vec::new();
    for case in 0..CASES {
        let (traced, types) = random_program(&mut rng)
            .unwrap_or_else(|e| panic!("case {case}: the generator made a bad program: {e}"));
        // Keep the generator in step with the CPU backend's random test, which draws inputs.
        fresnel_tests::random::random_inputs(&mut rng, &types);
        let program = cuda_program(&traced.module, &format!("case {case}"));
        if let Err(e) = compile(&program) {
            failures.push(format!("case {case}: {e}\n{}", traced.text()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The `select_and_scatter` kernel compiles with NVRTC for every select and scatter region
/// and dtype it covers, with strides, overlapping windows and padding.
#[test]
fn select_and_scatter_kernels_compile_with_nvrtc() {
    use fresnel_ir::DType;
    use fresnel_tests::random::Rng;
    if !nvrtc_or_skip("select_and_scatter_kernels_compile_with_nvrtc") {
        return;
    }
    let mut rng = Rng(0x51D3_0104);
    let dtypes = [
        DType::F32,
        DType::F64,
        DType::I32,
        DType::I64,
        DType::U8,
        DType::U32,
        DType::I1,
    ];
    let (mut failures, mut kernels, mut done) = (Vec::new(), 0, 0);
    while done < 40 {
        let Some(c) = window_cases::random_select_scatter_case(&mut rng, &dtypes) else {
            continue;
        };
        let program = cuda_program(&parse(&c.text, "select_and_scatter"), &c.text);
        assert!(program.fallbacks().is_empty(), "{}", c.text);
        kernels += program.module.kernels.len();
        if let Err(e) = compile(&program) {
            failures.push(format!("{e}\n{}", c.text));
        }
        done += 1;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(kernels >= 40, "only {kernels} kernels");
}

/// The `sort` and `top_k` kernels (init, merge passes by binary search or by serial merges,
/// gather) compile with NVRTC for every key form and dtype they cover.
#[test]
fn sort_and_top_k_kernels_compile_with_nvrtc() {
    use fresnel_ir::DType;
    use fresnel_tests::random::Rng;
    if !nvrtc_or_skip("sort_and_top_k_kernels_compile_with_nvrtc") {
        return;
    }
    let mut rng = Rng(0x5027_0002);
    let dtypes = [
        DType::F32,
        DType::F64,
        DType::I32,
        DType::I64,
        DType::U32,
        DType::U8,
        DType::I1,
    ];
    let (mut failures, mut kernels) = (Vec::new(), 0);
    let mut texts: Vec<String> = (0..24)
        .map(|_| sort_cases::random_sort_case_up_to(&mut rng, &dtypes, 100).text)
        .collect();
    for dtype in [DType::F32, DType::F64, DType::I32, DType::U8, DType::I64] {
        texts.push(sort_cases::top_k_text(&[3, 17], 5, dtype));
    }
    for text in &texts {
        let program = cuda_program(&parse(text, "sort"), text);
        assert!(program.fallbacks().is_empty(), "{text}");
        kernels += program.module.kernels.len();
        if let Err(e) = compile(&program) {
            failures.push(format!("{e}\n{text}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(kernels >= 60, "only {kernels} kernels");
}

/// A sort, a top_k and a scatter-add of a 5×9 f32 operand.
const SORT_AND_SCATTER: &str = "func.func @main(%x: tensor<5x9xf32>, %i: tensor<4xi32>, %u: tensor<4x9xf32>) -> (tensor<5x9xf32>, tensor<5x3xf32>, tensor<5x3xi32>, tensor<5x9xf32>) {
  %s = \"stablehlo.sort\"(%x) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<5x9xf32>) -> tensor<5x9xf32>
  %v, %k = chlo.top_k(%x, k = 3) : tensor<5x9xf32> -> (tensor<5x3xf32>, tensor<5x3xi32>)
  %d = \"stablehlo.scatter\"(%x, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) : (tensor<5x9xf32>, tensor<4xi32>, tensor<4x9xf32>) -> tensor<5x9xf32>
  return %s, %v, %k, %d : tensor<5x9xf32>, tensor<5x3xf32>, tensor<5x3xi32>, tensor<5x9xf32>
}
";

/// `dump --emit cuda`'s listing: a sort, a top_k and a scatter are device kernels (their
/// launches with arguments and scratch named), no longer host fallbacks.
#[test]
fn sorts_and_scatters_are_listed_as_kernels() {
    let text = SORT_AND_SCATTER;
    let cpu = cpu_program(&parse(text, "sort and scatter")).expect("compiles");
    let names: Vec<&str> = cpu.steps.iter().map(|s| s.kind.name()).collect();
    for op in ["sort", "top_k", "scatter"] {
        assert!(names.contains(&op), "{names:?}");
    }
    let program = CudaProgram::new(&cpu);
    assert!(program.fallbacks().is_empty(), "{:?}", program.fallbacks());
    let listing = program.listing(&cpu);
    assert!(!listing.contains("HOST FALLBACK"), "{listing}");
    for piece in [
        "kernel sort_init",
        "kernel sort_merge8",
        "kernel sort_gather",
        "kernel top_k_gather",
        "kernel scatter_targets",
        "kernel scatter_sort_merge2",
        "kernel scatter_fold",
        "bytes of scratch",
    ] {
        assert!(listing.contains(piece), "no `{piece}` in\n{listing}");
    }
}

/// A CUDA artifact of a program with sort, top_k and scatter steps saves and loads (the
/// section holds the generated source, which loading renders again from the CPU program and
/// compares) and runs on cuda-sim with the interpreter's results: repeated, negative and
/// out-of-bounds indices, NaN and ties.
#[test]
fn sort_and_scatter_cuda_artifacts_round_trip() {
    use fresnel_ir::{Array, Data};
    use fresnel_runtime::artifact::{artifact_bytes, Artifact, CudaSection};
    let m = parse(SORT_AND_SCATTER, "sort and scatter");
    let cpu = cpu_program(&m).expect("compiles");
    let section = CudaSection::new(&CudaProgram::new(&cpu), Vec::new());
    let bytes = artifact_bytes(&cpu, Some(&section)).expect("encodes");
    let (loaded, cuda) = Artifact::from_bytes(&bytes)
        .and_then(Artifact::into_programs)
        .unwrap_or_else(|e| panic!("the artifact does not load: {e}"));
    assert_eq!(cuda.as_ref(), Some(&section));
    assert!(CudaProgram::new(&loaded).fallbacks().is_empty());
    if !fresnel_tests::cuda::cxx_or_skip("sort_and_scatter_cuda_artifacts_round_trip") {
        return;
    }
    let x: Vec<f32> = (0..45)
        .map(|k| match k % 11 {
            3 => f32::NAN,
            7 => -0.0,
            _ => ((k * 7) % 5) as f32 - 2.0,
        })
        .collect();
    let u: Vec<f32> = (0..36).map(|k| 0.1 + k as f32 / 3.0).collect();
    let inputs = vec![
        Array::from_f32([5, 9], x).expect("x"),
        Array {
            shape: vec![4],
            data: Data::I32(vec![2, -1, 2, 5]),
        },
        Array::from_f32([4, 9], u).expect("u"),
    ];
    let batch = fresnel_tests::cuda::SimBatch::new(vec![loaded]).expect("cuda-sim compiles");
    let got = batch
        .executable(0)
        .and_then(|exe| exe.run(&inputs).map_err(|d| d.to_string()))
        .unwrap_or_else(|e| panic!("{e}"));
    let want = fresnel_runtime::interp::run_main(&m, &inputs).expect("interpreter");
    assert_eq!(format!("{got:?}"), format!("{want:?}"));
}

/// The `reduce_window` kernel compiles with NVRTC for every body and dtype it covers, with
/// strides, dilations, padding and the cumulative forms.
#[test]
fn reduce_window_kernels_compile_with_nvrtc() {
    use fresnel_ir::DType;
    use fresnel_tests::random::Rng;
    if !nvrtc_or_skip("reduce_window_kernels_compile_with_nvrtc") {
        return;
    }
    let mut rng = Rng(0x51D3_0004);
    let dtypes = [
        DType::F32,
        DType::F64,
        DType::I32,
        DType::U8,
        DType::I1,
        DType::C64,
    ];
    let (mut failures, mut kernels) = (Vec::new(), 0);
    let mut done = 0;
    while done < 40 {
        let Some(c) = window_cases::random_window_case(&mut rng, &dtypes) else {
            continue;
        };
        let program = cuda_program(&parse(&c.text, "reduce_window"), &c.text);
        assert!(program.fallbacks().is_empty(), "{}", c.text);
        kernels += program.module.kernels.len();
        if let Err(e) = compile(&program) {
            failures.push(format!("{e}\n{}", c.text));
        }
        done += 1;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(kernels >= 40, "only {kernels} kernels");
}

/// The `convolution` kernel compiles with NVRTC for random convolutions (any layout, strides,
/// padding, dilations, reversal, groups) of every dtype family.
#[test]
fn convolution_kernels_compile_with_nvrtc() {
    use fresnel_ir::DType;
    use fresnel_tests::random::Rng;
    if !nvrtc_or_skip("convolution_kernels_compile_with_nvrtc") {
        return;
    }
    let mut rng = Rng(0xC0_4703);
    let dtypes = [
        DType::F32,
        DType::F64,
        DType::C64,
        DType::C128,
        DType::I32,
        DType::U8,
    ];
    let (mut failures, mut kernels, mut done) = (Vec::new(), 0, 0);
    while done < 24 {
        let dtype = dtypes[done % dtypes.len()];
        let c = if dtype == DType::U8 {
            // No U8 value generator: the program alone matters here.
            conv_cases::random_conv_case(&mut rng, DType::I32).map(|c| c.text.replace("i32", "ui8"))
        } else {
            conv_cases::random_conv_case(&mut rng, dtype).map(|c| c.text)
        };
        let Some(text) = c else {
            continue;
        };
        let program = cuda_program(&parse(&text, "convolution"), &text);
        assert!(program.fallbacks().is_empty(), "{text}");
        kernels += program.module.kernels.len();
        if let Err(e) = compile(&program) {
            failures.push(format!("{e}\n{text}"));
        }
        done += 1;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(kernels >= 24, "only {kernels} kernels");
}

/// Pads read in place (a padded product in an FFT's prologue, a pad read by a loop and one
/// by a reduction): no copy step is left for them, and the kernels compile with NVRTC.
#[test]
fn padded_reads_compile_with_nvrtc() {
    if !nvrtc_or_skip("padded_reads_compile_with_nvrtc") {
        return;
    }
    let text = r#"module {
  func.func public @main(%a: tensor<3x5xcomplex<f32>>, %b: tensor<3x5xcomplex<f32>>, %x: tensor<4x6xf32>, %y: tensor<6x9xf32>) -> (tensor<6x8xcomplex<f32>>, tensor<6x9xf32>, tensor<9xf32>) {
    %0 = stablehlo.multiply %a, %b : tensor<3x5xcomplex<f32>>
    %z = stablehlo.constant dense<(0.0, 0.0)> : tensor<complex<f32>>
    %1 = stablehlo.pad %0, %z, low = [2, -1], high = [1, 4], interior = [0, 0] : (tensor<3x5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<6x8xcomplex<f32>>
    %2 = stablehlo.fft %1, type = FFT, length = [6, 8] : (tensor<6x8xcomplex<f32>>) -> tensor<6x8xcomplex<f32>>
    %one = stablehlo.constant dense<1.5> : tensor<f32>
    %3 = stablehlo.pad %x, %one, low = [1, 2], high = [1, 1], interior = [0, 0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6x9xf32>
    %4 = stablehlo.add %3, %y : tensor<6x9xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %5 = stablehlo.pad %x, %zero, low = [0, 3], high = [2, 0], interior = [0, 0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6x9xf32>
    %6 = stablehlo.reduce(%5 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<6x9xf32>, tensor<f32>) -> tensor<9xf32>
    return %2, %4, %6 : tensor<6x8xcomplex<f32>>, tensor<6x9xf32>, tensor<9xf32>
  }
}"#;
    let mut m = parse(text, "padded reads");
    fresnel::pipeline::run_compile(&mut m, &mut |_, _| {}).unwrap_or_else(|d| panic!("{d}"));
    let cpu = cpu_program(&m).unwrap_or_else(|e| panic!("compile: {e}"));
    assert!(
        cpu.all_steps().iter().all(|s| s.kind.name() != "copy"),
        "a pad was materialised: {}",
        cpu.summary()
    );
    let program = CudaProgram::new(&cpu);
    assert!(program.fallbacks().is_empty(), "{text}");
    if let Err(e) = compile(&program) {
        panic!("{e}\n{}", kernels_only(&program.module));
    }
}
