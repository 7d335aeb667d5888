use super::dce::dce;
use super::fold::fold;
use super::testing::{main_module, parse, rewrite, run_passes, PassFn};

const PASSES: &[PassFn] = &[fold, dce];

#[test]
fn ops_on_constants_fold_to_their_value() {
    let body = "
    %a = stablehlo.constant dense<[1.000000e+00, 4.000000e+00]> : tensor<2xf32>
    %b = stablehlo.constant dense<[3.000000e+00, 5.000000e+00]> : tensor<2xf32>
    %0 = stablehlo.multiply %a, %b : tensor<2xf32>
    %1 = stablehlo.sqrt %0 : tensor<2xf32>
    %2 = stablehlo.iota dim = 0 : tensor<2xf32>
    %3 = stablehlo.add %1, %2 : tensor<2xf32>
    %4 = stablehlo.add %3, %arg0 : tensor<2xf32>
    return %4 : tensor<2xf32>";
    let m = rewrite(
        &main_module("%arg0: tensor<2xf32>", "tensor<2xf32>", body),
        PASSES,
        &["constant", "add"],
    );
    // sqrt(3) + 0, sqrt(20) + 1
    let text = m.to_string();
    assert!(
        text.contains("dense<[1.73205078, 5.47213602]> : tensor<2xf32>"),
        "{text}"
    );
}

#[test]
fn reduce_of_constants_folds() {
    let body = "
    %a = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
    return %0 : tensor<2xi32>";
    let m = rewrite(
        &main_module("", "tensor<2xi32>", body),
        PASSES,
        &["constant"],
    );
    assert!(
        m.to_string().contains("dense<[6, 15]> : tensor<2xi32>"),
        "{m}"
    );
}

/// Found by fuzzing: a reduce of a splat constant indexed the splat's one stored element as
/// if it held them all (a panic while compiling).
#[test]
fn reduce_of_a_splat_folds() {
    let body = "
    %a = stablehlo.constant dense<5.000000e-01> : tensor<4x3xf32>
    %z = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>";
    let m = rewrite(
        &main_module("", "tensor<3xf32>", body),
        PASSES,
        &["constant"],
    );
    // 1 + 4 × 0.5 in every column.
    let text = m.to_string();
    let folded = text.contains("dense<3.000000e+00> : tensor<3xf32>")
        || text.contains("dense<[3.000000e+00, 3.000000e+00, 3.000000e+00]> : tensor<3xf32>");
    assert!(folded && !text.contains("reduce"), "{text}");
}

#[test]
fn broadcasts_that_repeat_elements_are_not_folded() {
    let body = "
    %a = stablehlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
    %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<1x2xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<3x2xf32>
    return %2 : tensor<3x2xf32>";
    let m = rewrite(
        &main_module("", "tensor<3x2xf32>", body),
        PASSES,
        &["constant", "broadcast_in_dim"],
    );
    assert!(
        m.to_string()
            .contains("dense<[[1.000000e+00, 4.000000e+00]]> : tensor<1x2xf32>"),
        "{m}"
    );
}

#[test]
fn elementwise_ops_of_large_splats_fold_to_a_splat() {
    let body = "
    %a = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %b = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<f64>) -> tensor<100x100xf64>
    %c = stablehlo.constant dense<3.000000e+00> : tensor<100x100xf64>
    %0 = stablehlo.multiply %b, %c : tensor<100x100xf64>
    %1 = stablehlo.add %0, %arg0 : tensor<100x100xf64>
    return %1 : tensor<100x100xf64>";
    let m = rewrite(
        &main_module("%arg0: tensor<100x100xf64>", "tensor<100x100xf64>", body),
        PASSES,
        &["constant", "add"],
    );
    assert!(
        m.to_string()
            .contains("dense<6.000000e+00> : tensor<100x100xf64>"),
        "{m}"
    );
}

#[test]
fn loops_and_checks_are_never_folded() {
    let text = "
func.func @main() -> tensor<i64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %ten = stablehlo.constant dense<10> : tensor<i64>
  %r = stablehlo.while(%arg0 = %zero) : tensor<i64>
  cond {
    %c = stablehlo.compare LT, %arg0, %ten : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %n = stablehlo.add %arg0, %one : tensor<i64>
    stablehlo.return %n : tensor<i64>
  }
  check.expect_eq_const %ten, dense<10> : tensor<i64>
  return %r : tensor<i64>
}";
    let mut m = parse(text);
    run_passes(&mut m, PASSES);
    assert_eq!(
        super::testing::op_names(&m),
        [
            "constant",
            "constant",
            "constant",
            "while",
            "compare",
            "add",
            "check.expect_eq_const"
        ]
    );
}
