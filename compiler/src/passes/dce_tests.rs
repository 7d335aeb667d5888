use super::dce::dce;
use super::testing::{parse, rewrite, run_passes, PassFn};

const PASSES: &[PassFn] = &[dce];

#[test]
fn checks_are_kept_with_what_they_use() {
    let text = "
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %b = stablehlo.add %a, %a : tensor<2xi64>
  %unused = stablehlo.multiply %a, %a : tensor<2xi64>
  check.expect_eq_const %b, dense<[2, 4]> : tensor<2xi64>
  func.return
}";
    let mut m = parse(text);
    run_passes(&mut m, PASSES);
    assert_eq!(
        super::testing::op_names(&m),
        ["constant", "add", "check.expect_eq_const"]
    );
}

#[test]
fn dead_ops_inside_regions_are_removed() {
    let text = "
func.func @main() -> tensor<i64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %ten = stablehlo.constant dense<10> : tensor<i64>
  %r0, %r1 = stablehlo.while(%arg0 = %zero, %arg1 = %zero) : tensor<i64>, tensor<i64>
  cond {
    %cond = stablehlo.compare LT, %arg0, %ten : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %dead = stablehlo.negate %arg0 : tensor<i64>
    stablehlo.return %cond : tensor<i1>
  } do {
    %sum = stablehlo.add %arg1, %arg0 : tensor<i64>
    %i = stablehlo.add %arg0, %one : tensor<i64>
    %dead2 = stablehlo.multiply %sum, %sum : tensor<i64>
    stablehlo.return %i, %sum : tensor<i64>, tensor<i64>
  }
  return %r1 : tensor<i64>
}";
    let m = rewrite(
        text,
        PASSES,
        &[
            "constant", "constant", "constant", "while", "compare", "add", "add",
        ],
    );
    assert!(!m.to_string().contains("negate"), "{m}");
}

#[test]
fn unreachable_private_functions_are_dropped() {
    let text = "
module {
  func.func public @main(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = call @used(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %1 = call @dead_call(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @used(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = call @helper(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @helper(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.sine %arg0 : tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @dead_call(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    return %arg0 : tensor<3xf32>
  }
  func.func private @never(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    return %arg0 : tensor<3xf32>
  }
}";
    let m = rewrite(text, PASSES, &["func.call"]);
    let names: Vec<&str> = m.funcs.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names, ["main", "used", "helper"]);
}

#[test]
fn calls_to_functions_with_checks_are_kept() {
    let text = "
module {
  func.func public @main(%arg0: tensor<2xi64>) -> tensor<2xi64> {
    %0 = call @checked(%arg0) : (tensor<2xi64>) -> tensor<2xi64>
    return %arg0 : tensor<2xi64>
  }
  func.func private @checked(%arg0: tensor<2xi64>) -> tensor<2xi64> {
    check.expect_eq %arg0, %arg0 : tensor<2xi64>
    return %arg0 : tensor<2xi64>
  }
}";
    let mut m = parse(text);
    run_passes(&mut m, PASSES);
    assert_eq!(super::testing::op_names(&m), ["func.call"]);
    assert_eq!(m.funcs.len(), 2);
}
