//! Variadic `stablehlo.scatter` (several operands and updates, one region over all of them)
//! differentiated in both modes (`compiler/src/ad/scatter_tuple.rs`), and the subtract
//! region (single and variadic), against things we did not write:
//! * `tests/data/scatter_tuple/*/`: variadic scatters whose region combines each component
//!   on its own (set, add, subtract, multiply, maximum, minimum; f32, f64, complex64,
//!   complex128, an i32 component carried along; duplicate and out-of-range indices), and
//!   JAX's own lowering of `x.at[i].subtract(u)`. The results and `jax.vjp`'s cotangents
//!   come from JAX running the same scatters one component at a time (JAX never emits a
//!   variadic scatter itself; see the generator);
//! * central differences and the adjoint identity of forward mode with reverse mode
//!   (`jvp/harness.rs`), the gradient programs on the CPU backend;
//! * a region that mixes its components (an argmax) is a located error in both modes.
//!
//! All data is made by `tests/data/scatter_tuple/gen.py`.

use crate::common::harness;

use fresnel::ad;
use fresnel::backend::compile_cpu;
use fresnel_ir::parse::parse_module;
use fresnel_ir::{Array, Op};
use fresnel_runtime::interp::run_main;
use fresnel_tests::backends::max_rel;
use fresnel_tests::folders::{folders, Folder as Case};

/// Single-precision tolerance (double precision: 1e-9).
const SINGLE: f64 = 2e-5;

fn cases() -> Vec<Case> {
    folders("scatter_tuple")
}

fn float_args(inputs: &[Array]) -> Vec<usize> {
    (0..inputs.len())
        .filter(|&k| inputs[k].dtype().is_inexact())
        .collect()
}

/// Worst `max_rel` of `got` against `want`, an error naming the first one past `tol`.
fn compare(what: &str, got: &[Array], want: &[Array], tol: f64) -> Result<f64, String> {
    if got.len() != want.len() {
        return Err(format!(
            "{what}: {} results, JAX has {}",
            got.len(),
            want.len()
        ));
    }
    let mut worst: f64 = 0.0;
    for (k, (g, w)) in got.iter().zip(want).enumerate() {
        if g.ty() != w.ty() {
            return Err(format!(
                "{what}: result {k} is {}, JAX's {}",
                g.ty(),
                w.ty()
            ));
        }
        let e = max_rel(g, w);
        if e > tol {
            return Err(format!("{what}: result {k} differs by {e:.1e}"));
        }
        worst = worst.max(e);
    }
    Ok(worst)
}

/// Results and vjp (ours, on the interpreter and the CPU backend) of one case against JAX.
fn check_against_jax(case: &Case) -> Result<f64, String> {
    let name = &case.name;
    let m = case.program("fwd.mlir");
    let inputs = case.arrays("in");
    let tol = case.tolerance(SINGLE);
    let out = run_main(&m, &inputs).map_err(|e| format!("{name}: {e}"))?;
    let mut worst = compare(&format!("{name} forward"), &out, &case.arrays("out"), tol)?;
    let wrt = float_args(&inputs);
    let back = ad::vjp(&m, &wrt).map_err(|e| format!("{name}: vjp: {e}"))?;
    let mut args = inputs.clone();
    args.extend(case.arrays("ct"));
    let mut want = case.arrays("out");
    want.extend(case.arrays("grad"));
    let got = run_main(&back, &args).map_err(|e| format!("{name}: {e}"))?;
    worst = worst.max(compare(&format!("{name} vjp"), &got, &want, tol)?);
    let cpu = compile_cpu(&back)
        .and_then(|exe| exe.run(&args))
        .map_err(|e| format!("{name}: cpu: {e}"))?;
    worst = worst.max(compare(
        &format!("{name} vjp on the cpu"),
        &cpu,
        &want,
        tol,
    )?);
    Ok(worst)
}

#[test]
fn variadic_and_subtract_scatters_match_jax_vjp() {
    let cases = cases();
    assert_eq!(cases.len(), 8);
    let mut failures = Vec::new();
    for case in &cases {
        let m = case.program("fwd.mlir");
        let scatters: Vec<usize> = m.funcs[0]
            .ops()
            .filter(|o| matches!(o.op, Op::Scatter(_)))
            .map(|o| o.results.len())
            .collect();
        if !case.name.starts_with("sub_jax") {
            assert!(
                scatters.iter().all(|&n| n > 1),
                "{}: {scatters:?}",
                case.name
            );
        }
        match check_against_jax(case) {
            Ok(e) => eprintln!("{:<18} vs JAX (values, vjp, cpu) {e:.1e}", case.name),
            Err(e) => failures.push(e),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The comparison can fail: a perturbed cotangent moves the gradients.
#[test]
fn the_vjp_comparison_can_fail() {
    let case = cases()
        .into_iter()
        .find(|c| c.name == "set_add_f64")
        .expect("case");
    let m = case.program("fwd.mlir");
    let inputs = case.arrays("in");
    let back = ad::vjp(&m, &float_args(&inputs)).expect("vjp");
    let mut args = inputs.clone();
    let cts = case.arrays("ct");
    let bumped: Vec<f64> = cts[1].to_c128_vec().iter().map(|v| v.re + 1e-3).collect();
    args.push(cts[0].clone());
    args.push(Array::from_f64(cts[1].shape.clone(), bumped).expect("same shape"));
    let mut want = case.arrays("out");
    want.extend(case.arrays("grad"));
    let got = run_main(&back, &args).expect("runs");
    assert!(compare("bumped", &got, &want, 1e-9).is_err());
}

#[test]
fn forward_mode_matches_finite_differences_and_reverse_mode() {
    let mut failures = Vec::new();
    for case in cases() {
        let m = case.program("fwd.mlir");
        let inputs = case.arrays("in");
        let wide = harness::widen(&m).unwrap_or_else(|e| panic!("{}: {e}", case.name));
        let wide_inputs: Vec<Array> = inputs
            .iter()
            .map(|a| harness::widen_array(a).unwrap_or_else(|e| panic!("{}: {e}", case.name)))
            .collect();
        let wrt = float_args(&wide_inputs);
        match harness::check(&case.name, &wide, &wide_inputs, &wrt, true) {
            Ok(got) => {
                eprintln!("{:<18} jvp {got:?}", case.name);
                if got.fd.is_some_and(|e| e > 1e-7) || got.adjoint > 1e-12 || got.cpu > 1e-12 {
                    failures.push(format!("{}: jvp {got:?}", case.name));
                }
            }
            Err(e) => failures.push(format!("{}: jvp: {e}", case.name)),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// An argmax-style region (compare the values, select value and index together) mixes its
/// components: both modes refuse it, naming the op and its line.
#[test]
fn a_region_mixing_components_is_a_located_error() {
    let text = r#"func.func @main(%x: tensor<4xf64>, %j: tensor<4xi32>, %i: tensor<2x1xi32>, %u: tensor<2xf64>, %k: tensor<2xi32>) -> (tensor<4xf64>, tensor<4xi32>) {
  %s:2 = "stablehlo.scatter"(%x, %j, %i, %u, %k) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%a0: tensor<f64>, %a1: tensor<i32>, %b0: tensor<f64>, %b1: tensor<i32>):
      %gt = stablehlo.compare GT, %b0, %a0 : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %v = stablehlo.select %gt, %b0, %a0 : tensor<i1>, tensor<f64>
      %w = stablehlo.select %gt, %b1, %a1 : tensor<i1>, tensor<i32>
      stablehlo.return %v, %w : tensor<f64>, tensor<i32>
  }) : (tensor<4xf64>, tensor<4xi32>, tensor<2x1xi32>, tensor<2xf64>, tensor<2xi32>) -> (tensor<4xf64>, tensor<4xi32>)
  return %s#0, %s#1 : tensor<4xf64>, tensor<4xi32>
}"#;
    let m = parse_module(text).expect("parses");
    for e in [
        ad::vjp(&m, &[0, 3]).expect_err("refused").to_string(),
        ad::jvp(&m, &[0, 3]).expect_err("refused").to_string(),
    ] {
        assert!(
            e.contains("not differentiable yet") && e.contains("stablehlo.scatter at 2:"),
            "{e}"
        );
    }
}
