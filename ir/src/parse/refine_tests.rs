//! `parse_module_for`: refining `?` dimensions from the entry's argument types.

use super::{parse_module, parse_module_for, parse_type};
use crate::func::Module;
use crate::op::Op;
use crate::types::TensorType;

fn ty(s: &str) -> TensorType {
    parse_type(s).expect("test types are valid")
}

fn refine(text: &str, args: &[&str]) -> Result<Module, String> {
    let args: Vec<TensorType> = args.iter().map(|a| ty(a)).collect();
    parse_module_for(text, &args).map_err(|d| d.to_string())
}

fn err(text: &str, args: &[&str]) -> String {
    match refine(text, args) {
        Ok(m) => panic!("expected an error, got\n{}", crate::print::print_module(&m)),
        Err(e) => e,
    }
}

/// What JAX exports for `f(x, y) = (sum(sin(x) * y, 0), arange(b) * 2)` with `x: (b, 4)`.
const JAX_LIKE: &str = r#"
module @jit_f attributes {jax.uses_shape_polymorphism = true} {
  func.func public @main(%arg0: tensor<?x4xf32> loc(unknown), %arg1: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<?xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
    %1 = stablehlo.compare  GE, %0, %c,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%1, %0) {api_version = 2 : i32, error_message = "Expected value >= 1 for dimension variable 'b'. Obtained 'b' = {0}.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
    %2:2 = call @_wrapped_jax_export_main(%0, %arg0, %arg1) : (tensor<i32>, tensor<?x4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<?xi32>)
    return %2#0, %2#1 : tensor<4xf32>, tensor<?xi32>
  }
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<?x4xf32>, %arg2: tensor<4xf32>) -> (tensor<4xf32>, tensor<?xi32>) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_2 = stablehlo.constant dense<4> : tensor<1xi32>
    %0 = stablehlo.sine %arg1 : tensor<?x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %2 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.concatenate %2, %c_2, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4 = stablehlo.dynamic_broadcast_in_dim %1, %3, dims = [0, 1] : (tensor<1x4xf32>, tensor<2xi32>) -> tensor<?x4xf32>
    %5 = stablehlo.multiply %0, %4 : tensor<?x4xf32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<?x4xf32>, tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.dynamic_iota %7, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
    %9 = stablehlo.dynamic_broadcast_in_dim %c, %7, dims = [] : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %10 = stablehlo.multiply %8, %9 : tensor<?xi32>
    return %6, %10 : tensor<4xf32>, tensor<?xi32>
  }
}
"#;

#[test]
fn jax_export_refines_to_static_types() {
    let m = refine(JAX_LIKE, &["tensor<3x4xf32>", "tensor<4xf32>"]).unwrap();
    let main = m.func("main").expect("the entry keeps its name");
    assert!(main.public);
    assert_eq!(
        main.param_types(),
        vec![ty("tensor<3x4xf32>"), ty("tensor<4xf32>")]
    );
    assert_eq!(
        main.result_types,
        vec![ty("tensor<4xf32>"), ty("tensor<3xi32>")]
    );
    let wrapped = m.func("_wrapped_jax_export_main").unwrap();
    // The shape computations folded; the dynamic ops are static ops of the refined types.
    for op in &wrapped.ops {
        for &r in &op.results {
            assert!(!wrapped.ty(r).shape.contains(&usize::MAX));
        }
    }
    assert!(wrapped
        .ops
        .iter()
        .any(|o| matches!(o.op, Op::Iota { dim: 0 })));
    // The refined module is an ordinary static one: it verifies and prints back to itself.
    crate::verify::verify_module(&m).unwrap();
    let text = crate::print::print_module(&m);
    assert_eq!(
        crate::print::print_module(&parse_module(&text).unwrap()),
        text
    );
    // Another size refines the same text differently.
    let m7 = refine(JAX_LIKE, &["tensor<7x4xf32>", "tensor<4xf32>"]).unwrap();
    assert_eq!(
        m7.func("main").unwrap().result_types[1],
        ty("tensor<7xi32>")
    );
}

#[test]
fn question_mark_without_argument_types_stays_an_error() {
    let e = parse_module(JAX_LIKE).unwrap_err().to_string();
    assert!(e.contains("3:33"), "{e}");
    assert!(e.contains("unsupported type tensor<?x4xf32>"), "{e}");
}

#[test]
fn failed_shape_assertion_carries_its_message() {
    let e = err(JAX_LIKE, &["tensor<0x4xf32>", "tensor<4xf32>"]);
    assert!(e.contains("7:27"), "{e}");
    assert!(
        e.contains("shape assertion failed: Expected value >= 1 for dimension variable 'b'. Obtained 'b' = 0."),
        "{e}"
    );
}

#[test]
fn argument_types_must_fit_the_declared_ones() {
    let rank = err(JAX_LIKE, &["tensor<3xf32>", "tensor<4xf32>"]);
    assert!(rank.contains("3:26"), "{rank}");
    assert!(
        rank.contains(
            "argument 0 of @main is declared tensor<?x4xf32>, but is given tensor<3xf32>"
        ),
        "{rank}"
    );
    let dim = err(JAX_LIKE, &["tensor<3x5xf32>", "tensor<4xf32>"]);
    assert!(
        dim.contains("is declared tensor<?x4xf32>, but is given tensor<3x5xf32>"),
        "{dim}"
    );
    let dtype = err(JAX_LIKE, &["tensor<3x4xf64>", "tensor<4xf32>"]);
    assert!(dtype.contains("but is given tensor<3x4xf64>"), "{dtype}");
    let count = err(JAX_LIKE, &["tensor<3x4xf32>"]);
    assert!(
        count.contains("@main takes 2 arguments, but 1 argument types are given"),
        "{count}"
    );
}

#[test]
fn data_dependent_shape_is_a_located_error_naming_the_op() {
    let text = "func.func @main(%x: tensor<?xi32>) -> tensor<?xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %s = stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [0] : (tensor<?xi32>, tensor<i32>) -> tensor<i32>
  %r = stablehlo.reshape %s : (tensor<i32>) -> tensor<1xi32>
  %y = stablehlo.dynamic_iota %r, dim = 0 : (tensor<1xi32>) -> tensor<?xf32>
  return %y : tensor<?xf32>
}";
    let e = err(text, &["tensor<5xi32>"]);
    assert!(e.contains("5:31"), "{e}");
    assert!(
        e.contains("stablehlo.dynamic_iota: %r is computed from data values"),
        "{e}"
    );
}

#[test]
fn each_call_site_specialises_its_callee_once() {
    let text = "func.func @main(%x: tensor<?xf32>, %y: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %a = func.call @f(%x) : (tensor<?xf32>) -> tensor<?xf32>
  %b = func.call @f(%y) : (tensor<?xf32>) -> tensor<?xf32>
  %c = func.call @f(%x) : (tensor<?xf32>) -> tensor<?xf32>
  return %a, %b, %c : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}
func.func private @f(%v: tensor<?xf32>) -> tensor<?xf32> {
  %w = stablehlo.negate %v : tensor<?xf32>
  return %w : tensor<?xf32>
}
func.func private @unused(%v: tensor<?x?xf32>) -> tensor<?xf32> {
  %w = stablehlo.dynamic_iota %v, dim = 0 : (tensor<?x?xf32>) -> tensor<?xf32>
  return %w : tensor<?xf32>
}";
    let m = refine(text, &["tensor<2xf32>", "tensor<3xf32>"]).unwrap();
    let names: Vec<&str> = m.funcs.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names, ["main", "f", "f.1"]);
    assert_eq!(
        m.func("f.1").unwrap().result_types,
        vec![ty("tensor<3xf32>")]
    );
    crate::verify::verify_module(&m).unwrap();
}

#[test]
fn recursion_and_undefined_callees_are_located_errors() {
    let text = "func.func @main(%x: tensor<?xf32>) -> tensor<?xf32> {
  %a = func.call @main(%x) : (tensor<?xf32>) -> tensor<?xf32>
  return %a : tensor<?xf32>
}";
    let e = err(text, &["tensor<2xf32>"]);
    assert!(
        e.contains("2:3") && e.contains("recursive call of @main"),
        "{e}"
    );
    let text = text.replace("@main(%x)", "@nowhere(%x)");
    let e = err(&text, &["tensor<2xf32>"]);
    assert!(e.contains("call of undefined function @nowhere"), "{e}");
}

#[test]
fn result_that_contradicts_a_static_declared_dimension_is_an_error() {
    let text = "func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<?x4xf32>) -> tensor<4x?xf32>
  return %t : tensor<4x?xf32>
}";
    let e = err(text, &["tensor<3x4xf32>"]);
    assert!(
        e.contains("declares results (tensor<?x4xf32>) but returns (tensor<4x3xf32>)"),
        "{e}"
    );
    let text = "func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<?x4xf32>) -> tensor<5x?xf32>
  return %x : tensor<?x4xf32>
}";
    let e = err(text, &["tensor<3x4xf32>"]);
    assert!(
        e.contains("2:3") && e.contains("the declared types are (tensor<5x?xf32>)"),
        "{e}"
    );
}

#[test]
fn loops_over_a_symbolic_length_refine_their_carries() {
    let text = "func.func @main(%x: tensor<?xf32>) -> tensor<?xf32> {
  %n = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %acc = %x) : tensor<i32>, tensor<?xf32>
   cond {
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %j = stablehlo.add %i, %c1 : tensor<i32>
    %d = stablehlo.add %acc, %acc : tensor<?xf32>
    stablehlo.return %j, %d : tensor<i32>, tensor<?xf32>
  }
  %g:2 = \"stablehlo.while\"(%c0, %x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<?xf32>):
    %p = stablehlo.compare LT, %a, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<?xf32>):
    stablehlo.return %a, %b : tensor<i32>, tensor<?xf32>
  }) : (tensor<i32>, tensor<?xf32>) -> (tensor<i32>, tensor<?xf32>)
  return %r#1 : tensor<?xf32>
}";
    let m = refine(text, &["tensor<6xf32>"]).unwrap();
    assert_eq!(m.funcs[0].result_types, vec![ty("tensor<6xf32>")]);
    crate::verify::verify_module(&m).unwrap();
}

#[test]
fn hostile_refinements_are_errors_not_panics() {
    // A constant cannot have a '?' type.
    let text = "func.func @main(%x: tensor<?xf32>) -> tensor<?xf32> {
  %c = stablehlo.constant dense<1.0> : tensor<?xf32>
  return %x : tensor<?xf32>
}";
    let e = err(text, &["tensor<2xf32>"]);
    assert!(
        e.contains("a constant's type cannot have '?' dimensions"),
        "{e}"
    );
    // A slice of a shape constant out of range does not fold (the verifier reports it).
    let text = "func.func @main(%x: tensor<?xf32>) -> tensor<?xf32> {
  %s = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %t = stablehlo.slice %s [5:6] : (tensor<2xi64>) -> tensor<1xi64>
  %y = stablehlo.dynamic_reshape %x, %t : (tensor<?xf32>, tensor<1xi64>) -> tensor<?xf32>
  return %y : tensor<?xf32>
}";
    let e = err(text, &["tensor<2xf32>"]);
    assert!(e.contains("dynamic_reshape"), "{e}");
    // A shape constant past the element limit.
    let text = "func.func @main(%x: tensor<?xf32>) -> tensor<?x?xf32> {
  %s = stablehlo.constant dense<[1099511627776, 1099511627776]> : tensor<2xi64>
  %y = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %y : tensor<?x?xf32>
}";
    let e = err(text, &["tensor<1xf32>"]);
    assert!(e.contains("more than 2^48 elements"), "{e}");
}
