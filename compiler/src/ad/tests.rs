//! Unit tests of the AD pass's structure: signatures, activity, errors, re-parsing.
//! Numerical checks (finite differences, adjoints, reference cases) are in
//! `tests/tests/it/ad_checks.rs`.

use super::*;
use fresnel_ir::parse::parse_module;
use fresnel_ir::print::print_module;
use fresnel_ir::verify::verify_module;
use fresnel_ir::{Array, DType, TensorType, UnaryOp};
use fresnel_runtime::interp::run_main;

fn parse(text: &str) -> Module {
    parse_module(text).unwrap_or_else(|e| panic!("{e}"))
}

fn main_of(m: &Module) -> &Function {
    m.entry().expect("@main")
}

const TWO_RESULTS: &str = "func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<3xi32>, %arg2: tensor<3xcomplex<f32>>) -> (tensor<3xf32>, tensor<3xi32>) {
  %0 = stablehlo.multiply %arg0, %arg0 : tensor<3xf32>
  %1 = stablehlo.add %arg1, %arg1 : tensor<3xi32>
  return %0, %1 : tensor<3xf32>, tensor<3xi32>
}";

#[test]
fn vjp_takes_one_cotangent_per_result_and_returns_results_then_grads() {
    let out = vjp(&parse(TWO_RESULTS), &[0, 2]).unwrap();
    verify_module(&out).unwrap();
    let f = main_of(&out);
    let dtypes = |ts: Vec<TensorType>| ts.iter().map(|t| t.dtype).collect::<Vec<_>>();
    assert_eq!(
        dtypes(f.param_types()),
        [DType::F32, DType::I32, DType::C64, DType::F32, DType::I32]
    );
    assert_eq!(
        dtypes(f.result_types.clone()),
        [DType::F32, DType::I32, DType::F32, DType::C64]
    );
    let x = Array::from_f32(vec![3], vec![1.0, 2.0, -3.0]).unwrap();
    let ct = Array::from_f32(vec![3], vec![1.0, 0.5, 2.0]).unwrap();
    let ints = Array::zeros(&TensorType::new(DType::I32, vec![3]));
    let z = Array::zeros(&TensorType::new(DType::C64, vec![3]));
    let got = run_main(&out, &[x, ints.clone(), z.clone(), ct, ints]).unwrap();
    assert_eq!(
        got[2],
        Array::from_f32(vec![3], vec![2.0, 2.0, -12.0]).unwrap()
    );
    assert_eq!(
        got[3], z,
        "an argument that does not reach the results has a zero gradient"
    );
}

#[test]
fn grad_needs_a_real_scalar_first_result() {
    let e = grad(&parse(TWO_RESULTS), &[0]).unwrap_err();
    assert_eq!(
        e.message,
        "grad needs @main's first result to be a real scalar, got tensor<3xf32>"
    );
    let complex = "func.func public @main(%arg0: tensor<complex<f32>>) -> tensor<complex<f32>> {
  return %arg0 : tensor<complex<f32>>
}";
    let e = value_and_grad(&parse(complex), &[0]).unwrap_err();
    assert!(e.message.ends_with("got tensor<complex<f32>>"), "{e}");
}

#[test]
fn wrt_must_name_a_float_or_complex_argument() {
    let m = parse(TWO_RESULTS);
    let e = vjp(&m, &[3]).unwrap_err();
    assert!(
        e.message.contains("argument 3") && e.message.contains("has 3 argument"),
        "{e}"
    );
    let e = vjp(&m, &[1]).unwrap_err();
    assert!(
        e.message.contains("argument 1 of type tensor<3xi32>"),
        "{e}"
    );
}

#[test]
fn active_while_is_differentiated_under_every_checkpoint_policy() {
    // x ↦ x^(2^3) = x^8 by squaring three times: d/dx = 8x^7.
    let text = "func.func public @main(%arg0: tensor<f64>) -> tensor<f64> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %c3 = stablehlo.constant dense<3> : tensor<i64>
  %r0, %r1 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %c0) : tensor<f64>, tensor<i64>
  cond {
    %c = stablehlo.compare LT, %iterArg_0, %c3 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %s = stablehlo.multiply %iterArg, %iterArg : tensor<f64>
    %n = stablehlo.add %iterArg_0, %c1 : tensor<i64>
    stablehlo.return %s, %n : tensor<f64>, tensor<i64>
  }
  return %r0 : tensor<f64>
}";
    let x: f64 = 1.1;
    for checkpoint in [Checkpoint::None, Checkpoint::Every(2), Checkpoint::Sqrt] {
        let opts = AdOptions {
            checkpoint,
            ..AdOptions::default()
        };
        let g = value_and_grad_with(&parse(text), &[0], &opts).unwrap();
        verify_module(&g).unwrap();
        let out = run_main(&g, &[Array::scalar(fresnel_ir::Scalar::F64(x))]).unwrap();
        let got = out[1].to_c128_vec()[0].re;
        let want = 8.0 * x.powi(7);
        assert!(
            (got - want).abs() <= 1e-12 * want,
            "{checkpoint:?}: {got} vs {want}"
        );
        // The output prints and parses back (it is ordinary IR with nested loops).
        let text = print_module(&g);
        assert_eq!(print_module(&parse(&text)), text);
    }
}

#[test]
fn a_loop_that_never_runs_passes_the_cotangent_through() {
    // for i in 5..3: x ↦ x (the body, 3x, never runs), loss 2·x: gradient 2.
    let text = "func.func public @main(%arg0: tensor<2xf64>) -> tensor<f64> {
  %c5 = stablehlo.constant dense<5> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %c3 = stablehlo.constant dense<3> : tensor<i64>
  %r0, %r1 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %c5) : tensor<2xf64>, tensor<i64>
  cond {
    %c = stablehlo.compare LT, %iterArg_0, %c3 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %k = stablehlo.constant dense<3.0> : tensor<2xf64>
    %s = stablehlo.multiply %iterArg, %k : tensor<2xf64>
    %n = stablehlo.add %iterArg_0, %c1 : tensor<i64>
    stablehlo.return %s, %n : tensor<2xf64>, tensor<i64>
  }
  %two = stablehlo.constant dense<2.0> : tensor<2xf64>
  %y = stablehlo.multiply %r0, %two : tensor<2xf64>
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %t = stablehlo.reduce(%y init: %z) applies stablehlo.add across dimensions = [0] : (tensor<2xf64>, tensor<f64>) -> tensor<f64>
  return %t : tensor<f64>
}";
    for checkpoint in [Checkpoint::None, Checkpoint::Every(3), Checkpoint::Sqrt] {
        let opts = AdOptions {
            checkpoint,
            ..AdOptions::default()
        };
        let g = value_and_grad_with(&parse(text), &[0], &opts).unwrap();
        let x = Array::from_f64(vec![2], vec![0.5, -1.5]).unwrap();
        let out = run_main(&g, &[x]).unwrap();
        assert_eq!(out[0].to_c128_vec()[0].re, -2.0, "{checkpoint:?}");
        let grads: Vec<f64> = out[1].to_c128_vec().iter().map(|z| z.re).collect();
        assert_eq!(grads, [2.0, 2.0], "{checkpoint:?}");
    }
}

#[test]
fn errors_inside_a_loop_body_name_the_op_and_the_loop() {
    let text = "func.func public @main(%arg0: tensor<2xf64>) -> tensor<f64> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c3 = stablehlo.constant dense<3> : tensor<i64>
  %r0, %r1 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %c0) : tensor<2xf64>, tensor<i64>
  cond {
    %c = stablehlo.compare LT, %iterArg_0, %c3 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0.0> : tensor<f64>
    %s = stablehlo.reduce(%iterArg init: %z) applies stablehlo.subtract across dimensions = [0] : (tensor<2xf64>, tensor<f64>) -> tensor<f64>
    %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f64>) -> tensor<2xf64>
    stablehlo.return %b, %iterArg_0 : tensor<2xf64>, tensor<i64>
  }
  %z2 = stablehlo.constant dense<0.0> : tensor<f64>
  %t = stablehlo.reduce(%r0 init: %z2) applies stablehlo.add across dimensions = [0] : (tensor<2xf64>, tensor<f64>) -> tensor<f64>
  return %t : tensor<f64>
}";
    let e = grad(&parse(text), &[0]).unwrap_err();
    assert!(
        e.message.contains("stablehlo.reduce at 10:")
            && e.message.ends_with(", inside stablehlo.while at 4:3"),
        "{e}"
    );
}

#[test]
fn while_off_the_differentiated_path_is_fine() {
    // The loop only counts; the loss depends on x through the multiply alone.
    let text = "func.func public @main(%arg0: tensor<f64>) -> tensor<f64> {
  %c0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
  %c3 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
  %r = stablehlo.while(%iterArg = %c0) : tensor<f64>
  cond {
    %c = stablehlo.compare LT, %iterArg, %c3 : (tensor<f64>, tensor<f64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %n = stablehlo.add %iterArg, %one : tensor<f64>
    stablehlo.return %n : tensor<f64>
  }
  %0 = stablehlo.multiply %arg0, %r : tensor<f64>
  return %0 : tensor<f64>
}";
    let g = grad(&parse(text), &[0]).unwrap();
    verify_module(&g).unwrap();
    let out = run_main(&g, &[Array::from_f64(vec![], vec![2.0]).unwrap()]).unwrap();
    assert_eq!(out[0], Array::from_f64(vec![], vec![3.0]).unwrap());
}

#[test]
fn checks_are_refused() {
    let text = "func.func public @main(%arg0: tensor<f64>) -> tensor<f64> {
  check.expect_eq %arg0, %arg0 : tensor<f64>
  return %arg0 : tensor<f64>
}";
    let e = grad(&parse(text), &[0]).unwrap_err();
    assert!(e.message.contains("check.expect_eq at 2:"), "{e}");
}

#[test]
fn no_backward_work_for_values_that_do_not_reach_the_loss() {
    // exp(arg1) reaches the loss but not from arg0; the grad w.r.t. arg0 must not touch it.
    let text = "func.func public @main(%arg0: tensor<4xf64>, %arg1: tensor<4xf64>) -> tensor<f64> {
  %0 = stablehlo.multiply %arg0, %arg0 : tensor<4xf64>
  %1 = stablehlo.exponential %arg1 : tensor<4xf64>
  %2 = stablehlo.add %0, %1 : tensor<4xf64>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
  %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
  return %3 : tensor<f64>
}";
    let g = value_and_grad(&parse(text), &[0]).unwrap();
    verify_module(&g).unwrap();
    let f = main_of(&g);
    let ops = f.walk();
    let exp = ops
        .iter()
        .find(|&&op| f.op(op).op == Op::Unary(UnaryOp::Exponential))
        .expect("the forward exp stays: the value needs it");
    let exp_value = f.op(*exp).results[0];
    let uses = ops
        .iter()
        .filter(|&&op| f.op(op).operands.contains(&exp_value))
        .count();
    assert_eq!(uses, 1, "only the forward add uses exp(arg1)");
    // grad alone drops the forward ops the gradient does not need.
    let g = grad(&parse(text), &[0]).unwrap();
    let f = main_of(&g);
    assert!(f
        .walk()
        .iter()
        .all(|&op| f.op(op).op != Op::Unary(UnaryOp::Exponential)));
}

#[test]
fn calls_are_inlined_before_differentiation() {
    let text = "func.func public @main(%arg0: tensor<f64>) -> tensor<f64> {
  %0 = call @cube(%arg0) : (tensor<f64>) -> tensor<f64>
  return %0 : tensor<f64>
}
func.func private @cube(%arg0: tensor<f64>) -> tensor<f64> {
  %0 = stablehlo.multiply %arg0, %arg0 : tensor<f64>
  %1 = stablehlo.multiply %0, %arg0 : tensor<f64>
  return %1 : tensor<f64>
}";
    let g = value_and_grad(&parse(text), &[0]).unwrap();
    assert_eq!(g.funcs.len(), 1);
    let out = run_main(&g, &[Array::from_f64(vec![], vec![2.0]).unwrap()]).unwrap();
    assert_eq!(out[0], Array::from_f64(vec![], vec![8.0]).unwrap());
    assert_eq!(out[1], Array::from_f64(vec![], vec![12.0]).unwrap());
}

#[test]
fn output_prints_and_parses_back_to_the_same_text() {
    let text = "func.func public @main(%arg0: tensor<2x4xcomplex<f32>>) -> tensor<f32> {
  %0 = stablehlo.fft %arg0, type = FFT, length = [4] : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
  %1 = stablehlo.abs %0 : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
  return %2 : tensor<f32>
}";
    let g = value_and_grad(&parse(text), &[0]).unwrap();
    verify_module(&g).unwrap();
    let printed = print_module(&g);
    let reparsed = parse(&printed);
    assert_eq!(print_module(&reparsed), printed);
}

#[test]
fn ops_without_a_complex_derivative_are_errors() {
    let text = "func.func public @main(%arg0: tensor<2xcomplex<f64>>) -> tensor<f64> {
  %0 = stablehlo.maximum %arg0, %arg0 : tensor<2xcomplex<f64>>
  %1 = stablehlo.abs %0 : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
  %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<2xf64>, tensor<f64>) -> tensor<f64>
  return %2 : tensor<f64>
}";
    let e = grad(&parse(text), &[0]).unwrap_err();
    assert_eq!(
        e.message,
        "maximum of complex values is not differentiable: stablehlo.maximum at 2:3"
    );
}

/// An argmax-style reduce over (value, index) pairs, JAX's tie-break included, returning the
/// maximum; `value_ret` is what the body returns for the value.
fn argmax_program(value_ret: &str) -> String {
    format!(
        "func.func public @main(%arg0: tensor<4xf64>) -> tensor<f64> {{
  %i = stablehlo.iota dim = 0 : tensor<4xi32>
  %ninf = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %m, %k = stablehlo.reduce(%arg0 init: %ninf), (%i init: %zero) across dimensions = [0] : (tensor<4xf64>, tensor<4xi32>, tensor<f64>, tensor<i32>) -> (tensor<f64>, tensor<i32>)
   reducer(%a: tensor<f64>, %c: tensor<f64>) (%b: tensor<i32>, %d: tensor<i32>)  {{
    %gt = stablehlo.compare GT, %a, %c, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %a, %c, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %lt = stablehlo.compare LT, %b, %d, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = stablehlo.and %eq, %lt : tensor<i1>
    %p = stablehlo.or %gt, %tie : tensor<i1>
    %v = stablehlo.select %gt, %a, %c : tensor<i1>, tensor<f64>
    %s = stablehlo.add %a, %c : tensor<f64>
    %j = stablehlo.select %p, %b, %d : tensor<i1>, tensor<i32>
    stablehlo.return {value_ret}, %j : tensor<f64>, tensor<i32>
  }}
  return %m : tensor<f64>
}}"
    )
}

#[test]
fn argmax_style_variadic_reduce_pulls_back_to_the_selected_element() {
    let m = parse(&argmax_program("%v"));
    // The derivative of the maximum of distinct values is the indicator of the largest;
    // with a tie, the element whose index the reduce returns (the first) gets it all.
    for (x, want) in [
        ([1.0, 3.0, 7.0, 2.0], [0.0, 0.0, 1.0, 0.0]),
        ([5.0, 3.0, 5.0, 2.0], [1.0, 0.0, 0.0, 0.0]),
    ] {
        let arg = Array::from_f64(vec![4], x.to_vec()).unwrap();
        let g = grad(&m, &[0]).unwrap();
        let got = run_main(&g, std::slice::from_ref(&arg)).unwrap();
        assert_eq!(got[0], Array::from_f64(vec![4], want.to_vec()).unwrap());
        // Forward mode: the tangent of the maximum is that element's tangent.
        let t = Array::from_f64(vec![4], vec![0.5, -1.0, 2.0, 4.0]).unwrap();
        let j = jvp(&m, &[0]).unwrap();
        let got = run_main(&j, &[arg, t]).unwrap();
        let dot: f64 = want
            .iter()
            .zip([0.5, -1.0, 2.0, 4.0])
            .map(|(a, b)| a * b)
            .sum();
        assert_eq!(got[1], Array::from_f64(vec![], vec![dot]).unwrap());
    }
}

#[test]
fn variadic_reduce_whose_body_does_not_choose_is_refused() {
    let e = grad(&parse(&argmax_program("%s")), &[0]).unwrap_err();
    assert!(
        e.message.starts_with(
            "not differentiable yet (variadic reduce whose body does not choose the float result \
             from its accumulator and element): stablehlo.reduce at 5:"
        ),
        "{e}"
    );
    let e = jvp(&parse(&argmax_program("%s")), &[0]).unwrap_err();
    assert!(e.message.contains("variadic reduce whose body"), "{e}");
}

#[test]
fn cotangents_of_repeated_results_add_up() {
    let text = "func.func public @main(%arg0: tensor<2xf64>) -> (tensor<2xf64>, tensor<2xf64>) {
  return %arg0, %arg0 : tensor<2xf64>, tensor<2xf64>
}";
    let out = vjp(&parse(text), &[0]).unwrap();
    verify_module(&out).unwrap();
    let a = |v: Vec<f64>| Array::from_f64(vec![2], v).unwrap();
    let got = run_main(
        &out,
        &[a(vec![9.0, 9.0]), a(vec![1.0, 2.0]), a(vec![10.0, 20.0])],
    )
    .unwrap();
    assert_eq!(got[2], a(vec![11.0, 22.0]));
}

/// Clamp's documented tie rule: where x equals a bound, the gradient goes to x, not to the
/// bound. Positions: x == lo, strictly inside, x == hi, below lo, above hi.
#[test]
fn clamp_ties_go_to_x_at_both_bounds() {
    let text = "func.func public @main(%arg0: tensor<5xf64>, %arg1: tensor<5xf64>, %arg2: tensor<5xf64>) -> tensor<5xf64> {
  %0 = stablehlo.clamp %arg0, %arg1, %arg2 : tensor<5xf64>
  return %0 : tensor<5xf64>
}";
    let out = vjp(&parse(text), &[0, 1, 2]).unwrap();
    let v = |xs: [f64; 5]| Array::from_f64(vec![5], xs.to_vec()).unwrap();
    let lo = v([1.0, 1.0, 1.0, 1.0, 1.0]);
    let x = v([1.0, 1.5, 2.0, 0.0, 3.0]);
    let hi = v([2.0, 2.0, 2.0, 2.0, 2.0]);
    let ct = v([1.0, 1.0, 1.0, 1.0, 1.0]);
    let got = run_main(&out, &[lo, x, hi, ct]).unwrap();
    assert_eq!(got[1], v([0.0, 0.0, 0.0, 1.0, 0.0]), "∂/∂lo");
    assert_eq!(
        got[2],
        v([1.0, 1.0, 1.0, 0.0, 0.0]),
        "∂/∂x: ties at lo and hi go to x"
    );
    assert_eq!(got[3], v([0.0, 0.0, 0.0, 0.0, 1.0]), "∂/∂hi");
}

/// Complex `cbrt` (StableHLO defines it): the principal root exp(log(z)/3), the same on the
/// interpreter and the CPU backend.
#[test]
fn complex_cbrt_is_the_principal_root_on_both_backends() {
    let text = "func.func public @main(%arg0: tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>> {
  %0 = stablehlo.cbrt %arg0 : tensor<3xcomplex<f64>>
  return %0 : tensor<3xcomplex<f64>>
}";
    let m = parse(text);
    let c = num_complex::Complex64::new;
    let z = [c(-8.0, 0.0), c(0.0, 27.0), c(1.0, -1.0)];
    let x = Array::new(vec![3], fresnel_ir::Data::C128(z.to_vec())).unwrap();
    let interp = run_main(&m, std::slice::from_ref(&x)).unwrap();
    let cpu = crate::backend::compile_cpu(&m).unwrap().run(&[x]).unwrap();
    for (k, z) in z.iter().enumerate() {
        let want = (z.ln() / 3.0).exp();
        for (backend, got) in [("interp", &interp[0]), ("cpu", &cpu[0])] {
            let got = got.data.get(k).to_c128();
            assert!(
                (got - want).norm() < 1e-12,
                "{backend}: cbrt({z}) = {got}, want {want}"
            );
        }
    }
}
