//! `fresnel.fusion` is an ordinary op with a region: it parses, prints back identically,
//! verifies, and the interpreter runs it like an inlined call.

use fresnel_ir::parse::parse_module;
use fresnel_ir::print::print_module;
use fresnel_ir::verify::verify_module;
use fresnel_ir::Array;
use fresnel_runtime::interp::run_main;

const FUSED: &str = r#"module @fused {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<f32>) -> tensor<4xf32> {
    %0 = "fresnel.fusion"(%arg0, %arg1) ({
    ^bb0(%arg2: tensor<4xf32>, %arg3: tensor<f32>):
      %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %2 = stablehlo.multiply %arg2, %1 : tensor<4xf32>
      %3 = stablehlo.exponential %2 : tensor<4xf32>
      stablehlo.return %3 : tensor<4xf32>
    }) {kind = "loop"} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
"#;

#[test]
fn fusion_round_trips_and_runs() {
    let m = parse_module(FUSED).unwrap_or_else(|e| panic!("{e}"));
    verify_module(&m).unwrap_or_else(|e| panic!("{}", e[0]));
    let printed = print_module(&m);
    let again = print_module(&parse_module(&printed).unwrap_or_else(|e| panic!("{e}\n{printed}")));
    assert_eq!(printed, again);
    let x = Array::from_f32(vec![4], vec![0.0, 1.0, -1.0, 0.5]).unwrap();
    let s = Array::from_f32(vec![], vec![2.0]).unwrap();
    let out = run_main(&m, &[x, s]).unwrap_or_else(|e| panic!("{e}"));
    let want: Vec<f64> = [0.0f32, 2.0, -2.0, 1.0]
        .iter()
        .map(|&v| v.exp() as f64)
        .collect();
    let got: Vec<f64> = out[0].to_c128_vec().iter().map(|z| z.re).collect();
    for (g, w) in got.iter().zip(&want) {
        assert!(
            (g - w).abs() <= 1e-6 * w.abs().max(1.0),
            "{got:?} vs {want:?}"
        );
    }
}

#[test]
fn fusion_body_must_match_its_operands() {
    // The operand becomes f64 while the body keeps its f32 argument: the text is well formed
    // (every use agrees with its declared type), so only the verifier can catch the mismatch.
    let bad = FUSED
        .replace(
            "%arg1: tensor<f32>) -> tensor<4xf32> {",
            "%arg1: tensor<f64>) -> tensor<4xf32> {",
        )
        .replace(
            ": (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>\n    return",
            ": (tensor<4xf32>, tensor<f64>) -> tensor<4xf32>\n    return",
        );
    assert_ne!(bad, FUSED, "the edit must apply");
    let m = parse_module(&bad).unwrap_or_else(|e| panic!("the edited text parses: {e}\n{bad}"));
    let errors = verify_module(&m).expect_err("body args differ from operands");
    assert!(
        errors
            .iter()
            .any(|e| e.to_string().contains("fresnel.fusion")),
        "{errors:?}"
    );
}

#[test]
fn unknown_fusion_kind_is_a_located_error() {
    let bad = FUSED.replace("kind = \"loop\"", "kind = \"warp\"");
    let e = parse_module(&bad).expect_err("unknown kind");
    assert!(e.to_string().contains("unknown fusion kind"), "{e}");
    assert!(e.loc.is_some());
}
