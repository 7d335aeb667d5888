// `interpreter.probe` and `check.expect_serialized_eq` (StableHLO's interpreter
// instrumentation), written for Fresnel: each case must pass on the interpreter.

func.func @main() {
  %a = stablehlo.constant dense<[1.5, -2.0, 3.25]> : tensor<3xf32>
  %b = stablehlo.multiply %a, %a : tensor<3xf32>
  %p = interpreter.probe %b, probe_id = "square" : tensor<3xf32>
  %c = stablehlo.add %p, %a : tensor<3xf32>
  check.expect_serialized_eq %b, probe_id = "square" : tensor<3xf32>
  check.expect_eq_const %c, dense<[3.75, 2.0, 13.8125]> : tensor<3xf32>
  func.return
}

// -----

func.func @main() {
  %t = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %u = stablehlo.constant dense<[[255, 0], [7, 128]]> : tensor<2x2xui8>
  %z = stablehlo.constant dense<[(1.0, -2.0), (0.5, 4.0)]> : tensor<2xcomplex<f64>>
  %h = stablehlo.constant dense<[0.1, 3.0e+38]> : tensor<2xbf16>
  %hh = stablehlo.add %h, %h : tensor<2xbf16>
  %0 = interpreter.probe %t, probe_id = "bool" : tensor<2xi1>
  %1 = interpreter.probe %u, probe_id = "layer/0" : tensor<2x2xui8>
  %2 = interpreter.probe %z, probe_id = "complex" : tensor<2xcomplex<f64>>
  %3 = interpreter.probe %hh, probe_id = "bf16" : tensor<2xbf16>
  check.expect_serialized_eq %t, probe_id = "bool" : tensor<2xi1>
  check.expect_serialized_eq %u, probe_id = "layer/0" : tensor<2x2xui8>
  check.expect_serialized_eq %z, probe_id = "complex", iter = 0 : tensor<2xcomplex<f64>>
  check.expect_serialized_eq %hh, probe_id = "bf16" : tensor<2xbf16>
  func.return
}

// -----

// A probe in a loop body records once per iteration.
func.func @main() {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %ten = stablehlo.constant dense<10> : tensor<i32>
  %twenty = stablehlo.constant dense<20> : tensor<i32>
  %thirty = stablehlo.constant dense<30> : tensor<i32>
  %i, %acc = stablehlo.while(%iterArg = %zero, %iterArg_0 = %zero) : tensor<i32>, tensor<i32>
   cond {
    %lt = stablehlo.compare LT, %iterArg, %three : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %next = stablehlo.add %iterArg_0, %ten : tensor<i32>
    %seen = interpreter.probe %next, probe_id = "acc" : tensor<i32>
    %j = stablehlo.add %iterArg, %one : tensor<i32>
    stablehlo.return %j, %seen : tensor<i32>, tensor<i32>
  }
  check.expect_eq_const %acc, dense<30> : tensor<i32>
  check.expect_serialized_eq %ten, probe_id = "acc", iter = 0 : tensor<i32>
  check.expect_serialized_eq %twenty, probe_id = "acc", iter = 1 : tensor<i32>
  check.expect_serialized_eq %thirty, probe_id = "acc", iter = 2 : tensor<i32>
  func.return
}

// -----

// The generic forms, and a probe inside a called function.
func.func private @scaled(%x: tensor<2xf32>) -> tensor<2xf32> {
  %k = stablehlo.constant dense<2.0> : tensor<2xf32>
  %y = stablehlo.multiply %x, %k : tensor<2xf32>
  %p = "interpreter.probe"(%y) {probe_id = "inner"} : (tensor<2xf32>) -> tensor<2xf32>
  return %p : tensor<2xf32>
}

func.func @main() {
  %x = stablehlo.constant dense<[1.0, -4.0]> : tensor<2xf32>
  %y = func.call @scaled(%x) : (tensor<2xf32>) -> tensor<2xf32>
  %z = func.call @scaled(%y) : (tensor<2xf32>) -> tensor<2xf32>
  "check.expect_serialized_eq"(%y) {probe_id = "inner", iter = 0 : ui32} : (tensor<2xf32>) -> ()
  "check.expect_serialized_eq"(%z) {probe_id = "inner", iter = 1 : ui32} : (tensor<2xf32>) -> ()
  func.return
}
