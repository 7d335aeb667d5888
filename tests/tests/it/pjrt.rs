//! The PJRT backend (XLA's CPU plugin, see `scripts/setup-pjrt.sh`) against the reference
//! interpreter: every reference program — forward, JAX's gradient and ours — on one device;
//! a gradient split over 4 CPU devices against the unsplit one; and the errors a user meets
//! (no plugin, not a plugin, a program XLA rejects). Without the plugin these tests say so
//! and skip, except under CI.

use fresnel::ad;
use fresnel::backend::{compile, compile_pjrt, Backend, PjrtOptions, ResultShards};
use fresnel_ir::array::Array;
use fresnel_ir::parse::parse_module;
use fresnel_ir::Module;
use fresnel_runtime::cpu::Signature;
use fresnel_runtime::interp::Interpreter;
use fresnel_runtime::pjrt::{Layout, PjrtExecutable};
use fresnel_tests::pjrt::plugin_or_skip;
use fresnel_tests::refs::{self, rel_err};
use std::path::{Path, PathBuf};

fn on_pjrt(plugin: &Path, devices: usize, shards: Vec<(usize, usize)>) -> Backend {
    on_pjrt_results(plugin, devices, shards, ResultShards::default())
}

fn on_pjrt_results(
    plugin: &Path,
    devices: usize,
    shards: Vec<(usize, usize)>,
    shard_results: ResultShards,
) -> Backend {
    Backend::Pjrt(PjrtOptions {
        plugin: Some(plugin.to_path_buf()),
        devices,
        shards,
        shard_results,
    })
}

fn interpret(m: &Module, inputs: &[Array]) -> Vec<Array> {
    Interpreter::new(m)
        .call("main", inputs)
        .expect("the interpreter runs it")
}

/// Worst relative error of `got` against `want`, or what differs.
fn worst(got: &[Array], want: &[Array]) -> Result<f64, String> {
    if got.len() != want.len() {
        return Err(format!("{} results, expected {}", got.len(), want.len()));
    }
    got.iter()
        .zip(want)
        .enumerate()
        .try_fold(0.0f64, |w, (k, (g, e))| {
            Ok(w.max(rel_err(g, e).map_err(|m| format!("result {k}: {m}"))?))
        })
}

#[test]
fn reference_programs_match_the_interpreter() {
    let Some(plugin) = plugin_or_skip("reference_programs_match_the_interpreter") else {
        return;
    };
    let mut failures = Vec::new();
    let mut passed = 0;
    let cases = refs::cases();
    for case in &cases {
        let inputs = case.inputs();
        let tol = case.tolerance();
        let fwd = parse_module(&case.program_text("fwd.mlir")).expect("parses");
        let ours = ad::value_and_grad(&fwd, &case.wrt).expect("differentiates");
        let jax = parse_module(&case.program_text("value_and_grad.mlir")).expect("parses");
        for (what, m) in [("fwd", &fwd), ("jax grad", &jax), ("our grad", &ours)] {
            let want = interpret(m, &inputs);
            let got = compile(m, on_pjrt(&plugin, 1, vec![]))
                .and_then(|exe| exe.run(&inputs))
                .map_err(|d| d.to_string());
            match got.and_then(|g| worst(&g, &want)) {
                Ok(err) if err <= tol => {
                    passed += 1;
                    println!("{:<24} {what:<9} {err:.2e}", case.name);
                }
                Ok(err) => {
                    failures.push(format!("{} {what}: error {err:.2e} > {tol:.0e}", case.name))
                }
                Err(e) => failures.push(format!("{} {what}: {e}", case.name)),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(passed, 3 * cases.len());
}

#[test]
fn a_gradient_split_over_four_devices_matches_the_unsplit_one() {
    let Some(plugin) = plugin_or_skip("a_gradient_split_over_four_devices_matches") else {
        return;
    };
    let case = refs::case("asm_loss_c64");
    let inputs = case.inputs();
    let fwd = parse_module(&case.program_text("fwd.mlir")).expect("parses");
    let grad = ad::value_and_grad(&fwd, &case.wrt).expect("differentiates");
    let whole = compile(&grad, on_pjrt(&plugin, 1, vec![]))
        .and_then(|e| e.run(&inputs))
        .expect("runs on one device");
    // The field (1, 2, 1, 1, 16, 16) split along y: the 2-D FFT crosses the devices.
    let split_exe = compile(&grad, on_pjrt(&plugin, 4, vec![(0, 4)])).expect("compiles for 4");
    let pjrt = split_exe.as_pjrt().expect("a PJRT executable");
    assert_eq!(pjrt.layout().partitions, 4);
    // By default the field's gradient (result 1, the field's shape) stays split like the
    // field and is assembled on the host; the loss and the wavelengths' gradient are not.
    assert_eq!(pjrt.layout().results, vec![None, Some(4), None]);
    let split = split_exe.run(&inputs).expect("runs on 4 devices");
    let err = worst(&split, &whole).expect("same results");
    assert!(err <= 1e-5, "split vs whole: {err:.2e}");
    // And both are the interpreter's answer.
    let err = worst(&split, &interpret(&grad, &inputs)).expect("same results");
    assert!(err <= case.tolerance(), "split vs interpreter: {err:.2e}");
    // Splitting along x of the field and the same over two devices agree too.
    let two = compile(&grad, on_pjrt(&plugin, 2, vec![(0, 5)]))
        .and_then(|e| e.run(&inputs))
        .expect("runs on 2 devices");
    assert!(worst(&two, &whole).expect("same results") <= 1e-5);
    // Gathered by XLA instead, and split along other axes than the field's (XLA re-splits
    // it: x, and the length-2 batch axis over two devices): the same arrays.
    for (devices, results) in [
        (4, ResultShards::replicated()),
        (4, ResultShards::only(vec![(1, 5)])),
        (2, ResultShards::only(vec![(1, 1)])),
    ] {
        let exe = compile(
            &grad,
            on_pjrt_results(&plugin, devices, vec![(0, 4)], results.clone()),
        )
        .expect("compiles");
        let got = exe.run(&inputs).expect("runs");
        let err = worst(&got, &whole).expect("same results");
        assert!(err <= 1e-5, "{devices} devices, {results:?}: {err:.2e}");
    }
}

/// Results split several ways beside replicated ones, checked element for element against
/// the interpreter. Result 1 comes from a replicated argument, so every device computes all
/// of it and keeps its own slice: were the device order of the outputs not the partition
/// order, its slices would come back permuted (a split argument feeding a split result
/// could hide that, its slices permuted the same way).
#[test]
fn split_and_replicated_results_mix_and_come_back_in_device_order() {
    let Some(plugin) = plugin_or_skip("split_and_replicated_results_mix") else {
        return;
    };
    let m = parse_module(
        "func.func @main(%x: tensor<8x6xf64>, %y: tensor<4x8xf64>) -> (tensor<f64>, tensor<4x8xf64>, tensor<8x6xf64>, tensor<6x8xf64>, tensor<4x8xf64>) {
  %0 = stablehlo.constant dense<0.0> : tensor<f64>
  %1 = stablehlo.reduce(%x init: %0) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x6xf64>, tensor<f64>) -> tensor<f64>
  %2 = stablehlo.add %y, %y : tensor<4x8xf64>
  %3 = stablehlo.multiply %x, %x : tensor<8x6xf64>
  %4 = stablehlo.transpose %x, dims = [1, 0] : (tensor<8x6xf64>) -> tensor<6x8xf64>
  %5 = stablehlo.negate %y : tensor<4x8xf64>
  return %1, %2, %3, %4, %5 : tensor<f64>, tensor<4x8xf64>, tensor<8x6xf64>, tensor<6x8xf64>, tensor<4x8xf64>
}",
    )
    .expect("parses");
    let x = Array::from_f64(
        vec![8, 6],
        (0..48).map(|i| f64::from(i) * 0.5 - 7.0).collect(),
    )
    .expect("8x6");
    let y = Array::from_f64(
        vec![4, 8],
        (0..32).map(|i| f64::from(i * i) - 100.0).collect(),
    )
    .expect("4x8");
    let inputs = [x, y];
    let want = interpret(&m, &inputs);
    // x split along its rows over 2 and 4 devices; result 1 split along its columns, 3 along
    // its columns, 2 by `auto` (x's shape), 0 and 4 replicated.
    for devices in [2, 4] {
        let results = ResultShards {
            auto: true,
            split: vec![(1, 1), (3, 1)],
        };
        let exe = compile(&m, on_pjrt_results(&plugin, devices, vec![(0, 0)], results))
            .expect("compiles");
        let layout = exe.as_pjrt().expect("PJRT").layout().clone();
        assert_eq!(layout.results, vec![None, Some(1), Some(0), Some(1), None]);
        let got = exe.run(&inputs).expect("runs");
        // Elementwise results are exact; the sum is within rounding of any order.
        for k in 1..5 {
            assert_eq!(got[k], want[k], "{devices} devices, result {k}");
        }
        assert!(worst(&got[..1], &want[..1]).expect("scalar") <= 1e-15);
    }
    // A layout claiming a split the program text does not ask for is caught by the
    // dimensions of what the devices return, not read as a scrambled array.
    let t = |r: &[usize]| fresnel_ir::TensorType::new(fresnel_ir::DType::F64, r.to_vec());
    let sig = Signature {
        name: "main".into(),
        inputs: vec![t(&[4, 8])],
        outputs: vec![t(&[4, 8])],
    };
    let text = "func.func public @main(%y: tensor<4x8xf64> {mhlo.sharding = \"{replicated}\"}) -> (tensor<4x8xf64> {mhlo.sharding = \"{replicated}\"}) {
  %0 = stablehlo.negate %y : tensor<4x8xf64>
  return %0 : tensor<4x8xf64>
}";
    let lie = Layout {
        partitions: 2,
        split: vec![None],
        results: vec![Some(0)],
    };
    let exe = PjrtExecutable::compile(&plugin, text, sig.clone(), lie).expect("compiles");
    let e = exe.run(&inputs[1..]).unwrap_err().to_string();
    assert!(
        e.contains("result 0 (tensor<4x8xf64>): device 0 returned a buffer of dimensions [4, 8], expected [2, 8]"),
        "{e}"
    );
    let short = Layout {
        partitions: 2,
        split: vec![None],
        results: vec![],
    };
    let e = PjrtExecutable::compile(&plugin, text, sig, short)
        .unwrap_err()
        .to_string();
    assert!(e.contains("the layout names 0 result(s) for 1"), "{e}");
}

#[test]
fn bad_result_splits_are_errors_before_xla_compiles() {
    let Some(plugin) = plugin_or_skip("bad_result_splits_are_errors") else {
        return;
    };
    let m = parse_module(
        "func.func @main(%x: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %0 = stablehlo.multiply %x, %x : tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}",
    )
    .expect("parses");
    let bad = |devices, split| {
        compile(
            &m,
            on_pjrt_results(&plugin, devices, vec![], ResultShards::only(split)),
        )
        .unwrap_err()
        .to_string()
    };
    let e = bad(4, vec![(0, 0)]);
    assert!(
        e.contains("in @main: --shard-result 0=0: axis 0 of result 0 (tensor<6x4xf32>) has length 6, not a multiple of the 4 devices"),
        "{e}"
    );
    let e = bad(2, vec![(1, 0)]);
    assert!(
        e.contains("@main returns 1 result(s), numbered from 0"),
        "{e}"
    );
    let e = bad(2, vec![(0, 2)]);
    assert!(
        e.contains("result 0 (tensor<6x4xf32>) has no axis 2"),
        "{e}"
    );
    // Three devices divide the rows: fine, and exact.
    let exe = compile(
        &m,
        on_pjrt_results(&plugin, 3, vec![], ResultShards::only(vec![(0, 0)])),
    )
    .expect("6 rows over 3 devices");
    let x = Array::from_f32(vec![6, 4], (0..24).map(|i| i as f32 - 11.5).collect()).expect("6x4");
    assert_eq!(
        exe.run(std::slice::from_ref(&x)).expect("runs"),
        interpret(&m, &[x])
    );
}

#[test]
fn a_missing_plugin_or_a_library_that_is_not_one_is_a_clean_error() {
    let m = parse_module(
        "func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %x, %x : tensor<2xf32>
  return %0 : tensor<2xf32>
}",
    )
    .expect("parses");
    let missing = PathBuf::from("/nonexistent/pjrt_plugin.so");
    let e = compile(&m, on_pjrt(&missing, 1, vec![]))
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("cannot open the PJRT plugin /nonexistent/pjrt_plugin.so"),
        "{e}"
    );
    // A shared library without GetPjrtApi: the C library every test process has loaded.
    let libc = [
        "/lib/x86_64-linux-gnu/libc.so.6",
        "/usr/lib/x86_64-linux-gnu/libc.so.6",
        "/lib64/libc.so.6",
    ]
    .iter()
    .map(PathBuf::from)
    .find(|p| p.is_file());
    if let Some(libc) = libc {
        let e = compile(&m, on_pjrt(&libc, 1, vec![]))
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("is not a PJRT plugin: it has no GetPjrtApi"),
            "{e}"
        );
    }
    // A file that is not a shared library at all.
    let text = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml"));
    let e = compile(&m, on_pjrt(&text, 1, vec![]))
        .unwrap_err()
        .to_string();
    assert!(e.contains("cannot load the PJRT plugin"), "{e}");
}

#[test]
fn a_program_xla_rejects_is_a_clean_error() {
    let Some(plugin) = plugin_or_skip("a_program_xla_rejects_is_a_clean_error") else {
        return;
    };
    let t = fresnel_ir::TensorType::new(fresnel_ir::DType::F32, vec![2]);
    let sig = Signature {
        name: "main".into(),
        inputs: vec![t.clone()],
        outputs: vec![t],
    };
    // Not StableHLO at all: XLA's MLIR parser says where.
    let e = PjrtExecutable::compile(
        &plugin,
        "func.func @main(",
        sig.clone(),
        Layout::single(1, 1),
    )
    .unwrap_err()
    .to_string();
    assert!(
        e.contains("XLA compilation (PJRT_Client_Compile) failed"),
        "{e}"
    );
    // Text XLA's parser takes but its verifier does not (operand and result types differ).
    let text = "func.func public @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %x, %x : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<2xf32>
}";
    let e = PjrtExecutable::compile(&plugin, text, sig, Layout::single(1, 1))
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("XLA compilation (PJRT_Client_Compile) failed"),
        "{e}"
    );
    // A program Fresnel's verifier accepts and XLA does not know: the interpreter's `check`
    // ops (from StableHLO's own tests) are no StableHLO.
    let m = parse_module(
        "func.func @main(%x: tensor<2xi64>) -> tensor<2xi64> {
  %0 = stablehlo.add %x, %x : tensor<2xi64>
  check.expect_eq_const %0, dense<[2, 4]> : tensor<2xi64>
  return %0 : tensor<2xi64>
}",
    )
    .expect("parses");
    fresnel::pipeline::verify(&m).expect("Fresnel's verifier accepts it");
    let e = compile(&m, on_pjrt(&plugin, 1, vec![]))
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("in @main: XLA compilation (PJRT_Client_Compile) failed"),
        "{e}"
    );
}

#[test]
fn inputs_of_the_wrong_type_and_bad_shards_are_errors() {
    let Some(plugin) = plugin_or_skip("inputs_of_the_wrong_type_and_bad_shards_are_errors") else {
        return;
    };
    let m = parse_module(
        "func.func @main(%x: tensor<4x2xf64>) -> tensor<4x2xf64> {
  %0 = stablehlo.multiply %x, %x : tensor<4x2xf64>
  return %0 : tensor<4x2xf64>
}",
    )
    .expect("parses");
    let exe = compile(&m, on_pjrt(&plugin, 2, vec![(0, 0)])).expect("compiles");
    let x = Array::from_f64(vec![4, 2], (0..8).map(f64::from).collect()).expect("4x2");
    let y = exe.run(std::slice::from_ref(&x)).expect("runs");
    assert_eq!(y, interpret(&m, &[x]));
    let wrong = Array::from_f32(vec![4, 2], vec![0.0; 8]).expect("4x2");
    let e = exe.run(&[wrong]).unwrap_err().to_string();
    assert!(e.contains("expected tensor<4x2xf64>"), "{e}");
    let e = compile(&m, on_pjrt(&plugin, 3, vec![(0, 0)]))
        .unwrap_err()
        .to_string();
    assert!(e.contains("not a multiple of the 3 devices"), "{e}");
    let opts = PjrtOptions {
        plugin: Some(plugin),
        devices: 2,
        shards: vec![(0, 1)],
        shard_results: ResultShards::replicated(),
    };
    let exe = compile_pjrt(&m, &opts).expect("compiles split along axis 1");
    let x = Array::from_f64(vec![4, 2], (0..8).map(|i| f64::from(i) - 3.5).collect()).expect("4x2");
    assert_eq!(
        exe.run(std::slice::from_ref(&x)).expect("runs"),
        interpret(&m, &[x])
    );
}

#[test]
fn loops_and_branches_run_on_xla() {
    let Some(plugin) = plugin_or_skip("loops_and_branches_run_on_xla") else {
        return;
    };
    // JAX's fori_loop, scan, cond, switch and nested loops (`tests/data/jax_loops`, double
    // precision): `stablehlo.while` and `case` as Fresnel prints them, compiled by XLA.
    let dir = fresnel_tests::data_dir().join("jax_loops");
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("jax_loops")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("fwd.mlir").is_file())
        .collect();
    cases.sort();
    assert!(cases.len() >= 5, "{} cases", cases.len());
    for case in &cases {
        let text = std::fs::read_to_string(case.join("fwd.mlir")).expect("fwd.mlir");
        let m = parse_module(&text).expect("parses");
        let inputs: Vec<Array> = (0..)
            .map(|i| case.join(format!("in{i}.npy")))
            .take_while(|p| p.is_file())
            .map(|p| fresnel_runtime::npy::read_npy(&p).expect("input"))
            .collect();
        let want = interpret(&m, &inputs);
        let got = compile(&m, on_pjrt(&plugin, 1, vec![]))
            .and_then(|e| e.run(&inputs))
            .unwrap_or_else(|d| panic!("{}: {d}", case.display()));
        let err = worst(&got, &want).unwrap_or_else(|e| panic!("{}: {e}", case.display()));
        assert!(err <= 1e-9, "{}: error {err:.2e}", case.display());
    }
}

#[test]
fn optimization_barriers_and_parsed_ops_run_on_xla() {
    let Some(plugin) = plugin_or_skip("optimization_barriers_and_parsed_ops_run_on_xla") else {
        return;
    };
    // JAX's `jax.checkpoint` programs hand their `stablehlo.optimization_barrier`s to XLA as
    // Fresnel prints them; the zeta/polygamma case is what `chlo.zeta`/`polygamma` parse into.
    for name in ["checkpoint_remat_f32", "zeta_polygamma_f64"] {
        let case = fresnel_tests::data_dir().join("jax_ops").join(name);
        for file in ["fwd.mlir", "value_and_grad.mlir"] {
            let text = std::fs::read_to_string(case.join(file)).expect("program");
            let m = parse_module(&text).expect("parses");
            let inputs: Vec<Array> = (0..)
                .map(|i| case.join(format!("in{i}.npy")))
                .take_while(|p| p.is_file())
                .map(|p| fresnel_runtime::npy::read_npy(&p).expect("input"))
                .collect();
            let want = interpret(&m, &inputs);
            let got = compile(&m, on_pjrt(&plugin, 1, vec![]))
                .and_then(|e| e.run(&inputs))
                .unwrap_or_else(|d| panic!("{name}/{file}: {d}"));
            let err = worst(&got, &want).unwrap_or_else(|e| panic!("{name}/{file}: {e}"));
            assert!(err <= 1e-5, "{name}/{file}: error {err:.2e}");
        }
    }
}
