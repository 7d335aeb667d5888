//! Unit tests: every literal form, every op syntax, and the located error messages.

use super::{parse_module, parse_module_at, parse_type, split_cases};
use crate::array::{Array, Data};
use crate::func::{Function, Loc, Module, OpData};
use crate::op::{BinaryOp, Check, CompareDir, CompareType, DotDims, FftKind, Op, UnaryOp};
use crate::types::{DType, TensorType};
use num_complex::{Complex32, Complex64};

fn parse(text: &str) -> Module {
    parse_module(text).unwrap_or_else(|d| panic!("{d}\n--- input ---\n{text}"))
}

fn err(text: &str) -> String {
    match parse_module(text) {
        Ok(_) => panic!("expected an error for:\n{text}"),
        Err(d) => d.to_string(),
    }
}

/// The ops of the entry function's body, in order.
fn body_ops(m: &Module) -> Vec<&OpData> {
    let f = m.entry().expect("entry function");
    f.block(f.body).ops.iter().map(|&id| f.op(id)).collect()
}

/// The array of `stablehlo.constant <lit> : <ty>`.
fn constant(lit: &str, ty: &str) -> Array {
    let text = format!("func.func @main() -> {ty} {{\n  %0 = stablehlo.constant {lit} : {ty}\n  return %0 : {ty}\n}}");
    match &body_ops(&parse(&text))[0].op {
        Op::Constant(a) => a.clone(),
        other => panic!("not a constant: {other:?}"),
    }
}

fn constant_err(lit: &str, ty: &str) -> String {
    err(&format!(
        "func.func @main() {{\n  %0 = stablehlo.constant {lit} : {ty}\n  func.return\n}}"
    ))
}

fn ty(s: &str) -> TensorType {
    parse_type(s).unwrap_or_else(|d| panic!("{d}"))
}

/// `body` inside `func.func @main(params) -> results { body }`; returns the function.
fn func(params: &str, results: &str, body: &str) -> Function {
    let text = format!("func.func @main({params}) -> ({results}) {{\n{body}\n}}");
    parse(&text).funcs.remove(0)
}

fn single_op(params: &str, results: &str, body: &str) -> Op {
    let f = func(params, results, body);
    f.op(f.block(f.body).ops[0]).op.clone()
}

// ---------------------------------------------------------------- types

#[test]
fn tensor_types() {
    assert_eq!(
        ty("tensor<2x3xcomplex<f32>>"),
        TensorType::new(DType::C64, vec![2, 3])
    );
    assert_eq!(ty("tensor<f32>"), TensorType::scalar(DType::F32));
    assert_eq!(
        ty("tensor<14x15x0x17xf64>"),
        TensorType::new(DType::F64, vec![14, 15, 0, 17])
    );
    assert_eq!(ty("tensor<0x1xi1>"), TensorType::new(DType::I1, vec![0, 1]));
    assert_eq!(
        ty(" tensor<4xcomplex<f64>> "),
        TensorType::new(DType::C128, vec![4])
    );
    assert_eq!(ty("tensor<3xi32>").dtype, DType::I32);
    assert_eq!(ty("tensor<i64>").dtype, DType::I64);
}

#[test]
fn out_of_scope_types_say_unsupported_type() {
    for t in [
        "tensor<tf32>",
        "tensor<?x4xf32>",
        "tensor<*xf32>",
        "tensor<2x!quant.uniform<i8:f32, 1.0>>",
        "tensor<2xcomplex<f16>>",
        "!stablehlo.token",
        "tuple<tensor<f32>>",
        "f32",
    ] {
        let d = parse_type(t).expect_err(t);
        assert!(d.message.starts_with("unsupported type"), "{t}: {d}");
        assert_eq!(d.loc, Some(Loc { line: 1, col: 1 }), "{t}");
    }
    let d = parse_type("tensor<11xtf32>").unwrap_err();
    assert_eq!(
        d.message,
        "unsupported type tensor<11xtf32>: element type tf32 is not supported"
    );
    assert_eq!(
        parse_type("tensor<11xf8E5M2>").unwrap().dtype,
        DType::F8E5M2
    );
    assert_eq!(parse_type("tensor<ui4>").unwrap().dtype, DType::U4);
    assert_eq!(parse_type("tensor<11xbf16>").unwrap().dtype, DType::BF16);
    assert_eq!(parse_type("tensor<f16>").unwrap().dtype, DType::F16);
}

#[test]
fn malformed_types_are_errors() {
    assert_eq!(
        parse_type("tensor<2xfoo>").unwrap_err().to_string(),
        "1:10: unknown element type 'foo'"
    );
    assert!(parse_type("tensor<2x3f32>")
        .unwrap_err()
        .message
        .contains("expected 'x'"));
    assert!(parse_type("tensor<2xf32")
        .unwrap_err()
        .message
        .contains("expected '>'"));
    assert!(parse_type("tensor<2xf32> x")
        .unwrap_err()
        .message
        .contains("after the type"));
    assert!(parse_type("")
        .unwrap_err()
        .message
        .contains("expected type"));
    // The verifier's limits (2^48 elements, dimensions up to 2^40): found by fuzzing, a
    // verified module whose shape rules gave a 2^32-element type printed to text the parser
    // refused at 2^31.
    let big = parse_type("tensor<100000x100000xf32>").expect("10^10 elements");
    assert_eq!(big.shape, [100000, 100000]);
    let huge = parse_type("tensor<100000x100000x100000xf32>").unwrap_err();
    assert!(huge.message.contains("more than 2^48 elements"), "{huge}");
    let wide = parse_type("tensor<0x2000000000000xf32>").unwrap_err();
    assert!(wide.message.contains("a dimension over 2^40"), "{wide}");
    let overflow = parse_type("tensor<99999999999999999999999x2xf32>").unwrap_err();
    assert!(overflow.message.contains("too large"), "{overflow}");
}

// ---------------------------------------------------------------- literals

#[test]
fn splats_denote_the_full_shape() {
    assert_eq!(
        constant("dense<1.0>", "tensor<2x2xf32>")
            .materialize()
            .unwrap()
            .data,
        Data::F32(vec![1.0; 4])
    );
    assert_eq!(
        constant("dense<8.000000e+00>", "tensor<f64>")
            .materialize()
            .unwrap()
            .data,
        Data::F64(vec![8.0])
    );
    assert_eq!(
        constant("dense<-3>", "tensor<3xi32>")
            .materialize()
            .unwrap()
            .data,
        Data::I32(vec![-3; 3])
    );
    assert_eq!(
        constant("dense<true>", "tensor<2xi1>")
            .materialize()
            .unwrap()
            .data,
        Data::I1(vec![true; 2])
    );
    assert_eq!(
        constant("dense<(1.0, 2.0)>", "tensor<2xcomplex<f32>>")
            .materialize()
            .unwrap()
            .data,
        Data::C64(vec![Complex32::new(1.0, 2.0); 2])
    );
}

#[test]
fn huge_splats_stay_compact() {
    // 32 GiB if expanded: parsing must neither allocate it nor refuse it.
    let a = constant("dense<(1.0, 2.0)>", "tensor<65536x32768xcomplex<f64>>");
    assert!(a.is_compact_splat());
    assert_eq!(a.len(), 1 << 31);
    assert_eq!(a.get(12345), a.get(0));
    let blob = constant("dense<\"0x0000803F\">", "tensor<65536x32768xf32>");
    assert_eq!(blob.splat_value(), Some(crate::array::Scalar::F32(1.0)));
    assert!(blob.is_compact_splat());
}

#[test]
fn nested_lists_are_row_major() {
    let a = constant("dense<[[1, 2, 3], [4, 5, 6]]>", "tensor<2x3xi64>");
    assert_eq!(a.shape, vec![2, 3]);
    assert_eq!(a.data, Data::I64(vec![1, 2, 3, 4, 5, 6]));
    let b = constant("dense<[[true, false], [false, true]]>", "tensor<2x2xi1>");
    assert_eq!(b.data, Data::I1(vec![true, false, false, true]));
    let multiline = constant(
        "dense<\n  [\n    [1.5, -2.5e-1],  // a comment\n    [3.0, 4]\n  ]\n>",
        "tensor<2x2xf64>",
    );
    assert_eq!(multiline.data, Data::F64(vec![1.5, -0.25, 3.0, 4.0]));
}

#[test]
fn integer_literals_cover_the_full_range() {
    let a = constant(
        "dense<[-9223372036854775808, 9223372036854775807, 0]>",
        "tensor<3xi64>",
    );
    assert_eq!(a.data, Data::I64(vec![i64::MIN, i64::MAX, 0]));
    let b = constant(
        "dense<[-2147483648, 2147483647, 0xFFFFFFFF]>",
        "tensor<3xi32>",
    );
    assert_eq!(b.data, Data::I32(vec![i32::MIN, i32::MAX, -1]));
    assert_eq!(
        constant("dense<[0, 1]>", "tensor<2xi1>").data,
        Data::I1(vec![false, true])
    );
    assert!(constant_err("dense<2147483648000>", "tensor<i32>").contains("does not fit in i32"));
    assert!(constant_err("dense<1.5>", "tensor<i32>").contains("expected integer, found '1.5'"));
    assert!(constant_err("dense<2>", "tensor<i1>").contains("expected true or false"));
}

#[test]
fn float_literals_decimal_and_hex_bits() {
    let a = constant(
        "dense<[0xFF800000, 0x7F800000, 6.28318548, -0.0, 1.401300e-45]>",
        "tensor<5xf32>",
    );
    let Data::F32(v) = a.data else {
        panic!("f32 data")
    };
    assert_eq!(v[0], f32::NEG_INFINITY);
    assert_eq!(v[1], f32::INFINITY);
    assert_eq!(v[2], 6.283_185_5_f32);
    assert!(v[3] == 0.0 && v[3].is_sign_negative());
    assert_eq!(v[4].to_bits(), 1, "smallest subnormal");
    let b = constant(
        "dense<[0x7FF8000000000000, 0xFFF0000000000000, 3.1415926535897931]>",
        "tensor<3xf64>",
    );
    let Data::F64(w) = b.data else {
        panic!("f64 data")
    };
    assert_eq!(w[0].to_bits(), 0x7FF8000000000000);
    assert_eq!(w[1], f64::NEG_INFINITY);
    assert_eq!(w[2], std::f64::consts::PI);
    assert!(constant_err("dense<0x7FF8000000000000>", "tensor<f32>")
        .contains("not a 32-bit float pattern"));
    assert!(constant_err("dense<1.0e>", "tensor<f32>").contains("expected '>'"));
}

#[test]
fn complex_literals() {
    let a = constant(
        "dense<[(1.5, 2.5), (0x7FC00000,0.0)]>",
        "tensor<2xcomplex<f32>>",
    );
    let Data::C64(v) = a.data else { panic!("c64") };
    assert_eq!(v[0], Complex32::new(1.5, 2.5));
    assert_eq!(v[1].re.to_bits(), 0x7FC00000);
    let b = constant(
        "dense<(0xFFF0000000000000,0.000000e+00)>",
        "tensor<complex<f64>>",
    );
    assert_eq!(
        b.data,
        Data::C128(vec![Complex64::new(f64::NEG_INFINITY, 0.0)])
    );
    assert!(constant_err("dense<1.0>", "tensor<complex<f32>>").contains("expected complex number"));
    assert!(constant_err("dense<(1.0, 2.0)>", "tensor<f32>")
        .contains("expected number, found a complex number"));
}

#[test]
fn hex_blobs_are_little_endian_elements() {
    // 1.0f32 = 0x3F800000, 2.0f32 = 0x40000000.
    assert_eq!(
        constant("dense<\"0x0000803F00000040\">", "tensor<2xf32>").data,
        Data::F32(vec![1.0, 2.0])
    );
    assert_eq!(
        constant("dense<\"0x0000803F\">", "tensor<3xf32>")
            .materialize()
            .unwrap()
            .data,
        Data::F32(vec![1.0; 3]),
        "splat blob"
    );
    assert_eq!(
        constant("dense<\"0x0100\">", "tensor<2xi1>").data,
        Data::I1(vec![true, false])
    );
    assert_eq!(
        constant("dense<\"0xFFFFFFFF02000000\">", "tensor<2xi32>").data,
        Data::I32(vec![-1, 2])
    );
    assert_eq!(
        constant("dense<\"0x0000803F00000040\">", "tensor<complex<f32>>").data,
        Data::C64(vec![Complex32::new(1.0, 2.0)])
    );
    assert_eq!(
        constant(
            "dense<\"0x000000000000F03F0000000000000040\">",
            "tensor<2xf64>"
        )
        .data,
        Data::F64(vec![1.0, 2.0])
    );
    let e = constant_err("dense<\"0x0000803F0000\">", "tensor<2xf32>");
    assert!(
        e.contains("hex blob has 6 bytes but tensor<2xf32> needs 8"),
        "{e}"
    );
    assert!(constant_err("dense<\"0x0G\">", "tensor<i1>").contains("hex digits"));
}

#[test]
fn empty_and_zero_size_literals() {
    let a = constant("dense<>", "tensor<14x15x0x33xf64>");
    assert_eq!((a.shape, a.data), (vec![14, 15, 0, 33], Data::F64(vec![])));
    assert_eq!(
        constant("dense<(0.0, 0.0)>", "tensor<2x0xcomplex<f64>>").data,
        Data::C128(vec![])
    );
    assert_eq!(
        constant("dense<[]>", "tensor<0xi32>").data,
        Data::I32(vec![])
    );
    assert!(constant_err("dense<>", "tensor<2xf32>")
        .contains("dense<> is empty but tensor<2xf32> has 2 elements"));
}

#[test]
fn literal_shape_mismatches_are_reported() {
    let e = constant_err("dense<[1, 2, 3]>", "tensor<2xi64>");
    assert_eq!(
        e,
        "2:33: in @main: dense literal has 3 elements in dimension 0 but tensor<2xi64> needs 2"
    );
    assert!(constant_err("dense<[[1, 2], [3]]>", "tensor<2x2xi64>")
        .contains("1 elements in dimension 1"));
    assert!(constant_err("dense<[1, 2]>", "tensor<2x1xi64>")
        .contains("has rank 1 but tensor<2x1xi64> has rank 2"));
    assert!(constant_err("dense<[[1], [2]]>", "tensor<2xi64>")
        .contains("nested deeper than the rank 1"));
}

// ---------------------------------------------------------------- module structure

const JAX_MODULE: &str = r#"#loc1 = loc("x.py":3:4)
module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32> {mhlo.sharding = "{replicated}"} loc("x")) -> (tensor<f32> {jax.result_info = "result"}) {
    %0 = call @sq(%arg0) : (tensor<4xf32>) -> tensor<4xf32> loc(#loc1)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    return %1 : tensor<f32>
  } loc(#loc)
  func.func private @sq(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
} loc(#loc)
#loc = loc(unknown)
"#;

#[test]
fn jax_module_with_attributes_locations_and_private_functions() {
    let m = parse(JAX_MODULE);
    assert_eq!(m.name.as_deref(), Some("jit_f"));
    assert_eq!(m.funcs.len(), 2);
    let main = m.func("main").unwrap();
    assert!(main.public);
    assert_eq!(main.param_types(), vec![ty("tensor<4xf32>")]);
    assert_eq!(main.result_types, vec![ty("tensor<f32>")]);
    assert_eq!(main.loc, Some(Loc { line: 3, col: 3 }));
    let sq = m.func("sq").unwrap();
    assert!(!sq.public);
    let ops = body_ops(&m);
    assert_eq!(
        ops[0].op,
        Op::Call {
            callee: "sq".into()
        }
    );
    assert_eq!(ops[0].loc, Some(Loc { line: 4, col: 5 }));
    assert_eq!(ops[2].op, Op::Reduce { dims: vec![0] });
    let body = main.block(main.body);
    assert_eq!(body.ret_loc, Some(Loc { line: 7, col: 5 }));
    assert_eq!(main.returns(), &[ops[2].results[0]]);
}

#[test]
fn applies_reduce_builds_a_binary_body() {
    let m = parse(JAX_MODULE);
    let main = m.func("main").unwrap();
    let reduce = body_ops(&m)[2];
    let region = main.block(reduce.regions[0]);
    assert_eq!(region.args.len(), 2);
    assert_eq!(region.parent, Some(main.block(main.body).ops[2]));
    let add = main.op(region.ops[0]);
    assert_eq!(add.op, Op::Binary(BinaryOp::Add));
    assert_eq!(add.operands, region.args);
    assert_eq!(region.ret, add.results);
    assert!(region
        .args
        .iter()
        .all(|&a| main.ty(a) == &ty("tensor<f32>")));
}

#[test]
fn bare_functions_and_empty_input() {
    let m = parse("func.func @f() {\n  func.return\n}\nfunc.func @g() {\n  return\n}");
    assert_eq!(m.name, None);
    assert_eq!(m.funcs.len(), 2);
    assert!(m.funcs[0].public, "visibility defaults to public");
    assert_eq!(parse("").funcs.len(), 0);
    assert_eq!(parse("  // only a comment\n").funcs.len(), 0);
    assert_eq!(parse("module {\n}").funcs.len(), 0);
}

#[test]
fn multi_result_definitions_and_uses() {
    let f = func(
        "%a: tensor<i32>",
        "tensor<i32>, tensor<i32>, tensor<i32>",
        "  %0:2 = call @two(%a) : (tensor<i32>) -> (tensor<i32>, tensor<i32>)\n  %x, %y = call @two(%0#1) : (tensor<i32>) -> (tensor<i32>, tensor<i32>)\n  return %0#0, %x, %y : tensor<i32>, tensor<i32>, tensor<i32>",
    );
    let ops: Vec<&OpData> = f.block(f.body).ops.iter().map(|&o| f.op(o)).collect();
    assert_eq!(ops[1].operands, vec![ops[0].results[1]]);
    assert_eq!(
        f.returns(),
        &[ops[0].results[0], ops[1].results[0], ops[1].results[1]]
    );
}

// ---------------------------------------------------------------- pretty op forms

const X: &str = "%x: tensor<2x3xf32>";

#[test]
fn elementwise_short_and_functional_types() {
    assert_eq!(
        single_op(
            X,
            "tensor<2x3xf32>",
            "  %0 = stablehlo.add %x, %x : tensor<2x3xf32>\n  return %0 : tensor<2x3xf32>"
        ),
        Op::Binary(BinaryOp::Add)
    );
    let f = func(
        "%z: tensor<2xcomplex<f32>>",
        "tensor<2xf32>",
        "  %0 = stablehlo.abs %z : (tensor<2xcomplex<f32>>) -> tensor<2xf32>\n  return %0 : tensor<2xf32>",
    );
    assert_eq!(f.op(f.block(f.body).ops[0]).op, Op::Unary(UnaryOp::Abs));
    let f = func(
        "%r: tensor<2xf64>",
        "tensor<2xcomplex<f64>>",
        "  %0 = stablehlo.complex %r, %r : tensor<2xcomplex<f64>>\n  return %0 : tensor<2xcomplex<f64>>",
    );
    let op = f.op(f.block(f.body).ops[0]);
    assert_eq!(f.ty(op.results[0]), &ty("tensor<2xcomplex<f64>>"));
    for name in [
        "convert",
        "negate",
        "exponential",
        "sqrt",
        "real",
        "imag",
        "tanh",
    ] {
        let body =
            format!("  %0 = stablehlo.{name} %x : tensor<2x3xf32>\n  return %0 : tensor<2x3xf32>");
        single_op(X, "tensor<2x3xf32>", &body);
    }
}

#[test]
fn convert_and_select_forms() {
    let f = func(
        "%p: tensor<2xi1>, %a: tensor<2xf64>",
        "tensor<2xf32>, tensor<2xf64>",
        "  %0 = stablehlo.convert %a : (tensor<2xf64>) -> tensor<2xf32>\n  %1 = stablehlo.select %p, %a, %a : tensor<2xi1>, tensor<2xf64>\n  %2 = stablehlo.select %p, %a, %a : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>\n  return %0, %2 : tensor<2xf32>, tensor<2xf64>",
    );
    let ops: Vec<&OpData> = f.block(f.body).ops.iter().map(|&o| f.op(o)).collect();
    assert_eq!(ops[0].op, Op::Convert);
    assert_eq!(f.ty(ops[0].results[0]).dtype, DType::F32);
    assert_eq!(
        (&ops[1].op, f.ty(ops[1].results[0]).dtype),
        (&Op::Select, DType::F64)
    );
    assert_eq!(ops[2].op, Op::Select);
}

#[test]
fn compare_with_and_without_comparison_type() {
    let body = "  %0 = stablehlo.compare  GT, %x, %x,  FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>\n  %1 = stablehlo.compare EQ, %x, %x : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>\n  return %0, %1 : tensor<2x3xi1>, tensor<2x3xi1>";
    let f = func(X, "tensor<2x3xi1>, tensor<2x3xi1>", body);
    let ops: Vec<&OpData> = f.block(f.body).ops.iter().map(|&o| f.op(o)).collect();
    assert_eq!(
        ops[0].op,
        Op::Compare {
            dir: CompareDir::Gt,
            cmp_type: Some(CompareType::Float)
        }
    );
    assert_eq!(
        ops[1].op,
        Op::Compare {
            dir: CompareDir::Eq,
            cmp_type: None
        }
    );
}

#[test]
fn shape_ops_pretty() {
    let cases: Vec<(&str, &str, Op)> = vec![
        (
            "stablehlo.broadcast_in_dim %x, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x4x3xf32>",
            "tensor<2x4x3xf32>",
            Op::BroadcastInDim { dims: vec![0, 2] },
        ),
        ("stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>", "tensor<3x2xf32>", Op::Transpose { perm: vec![1, 0] }),
        ("stablehlo.reverse %x, dims = [0] : tensor<2x3xf32>", "tensor<2x3xf32>", Op::Reverse { dims: vec![0] }),
        ("stablehlo.reshape %x : (tensor<2x3xf32>) -> tensor<6xf32>", "tensor<6xf32>", Op::Reshape),
        (
            "stablehlo.slice %x [1:2, 0:3:2] : (tensor<2x3xf32>) -> tensor<1x2xf32>",
            "tensor<1x2xf32>",
            Op::Slice { start: vec![1, 0], limit: vec![2, 3], strides: vec![1, 2] },
        ),
        (
            "stablehlo.concatenate %x, %x, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>",
            "tensor<4x3xf32>",
            Op::Concatenate { dim: 0 },
        ),
        (
            "stablehlo.fft %x, type = RFFT, length = [3] : (tensor<2x3xf32>) -> tensor<2x2xcomplex<f32>>",
            "tensor<2x2xcomplex<f32>>",
            Op::Fft { kind: FftKind::Rfft, length: vec![3] },
        ),
        (
            "stablehlo.dot_general %x, %x, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = tf32> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>",
            "tensor<2xf32>",
            Op::DotGeneral(DotDims { lhs_batch: vec![0], rhs_batch: vec![0], lhs_contract: vec![1], rhs_contract: vec![1] }),
        ),
        (
            "stablehlo.dot_general %x, %x, contracting_dims = [0] x [0] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>",
            "tensor<3x3xf32>",
            Op::DotGeneral(DotDims { lhs_contract: vec![0], rhs_contract: vec![0], ..DotDims::default() }),
        ),
    ];
    for (text, result, want) in cases {
        let body = format!("  %0 = {text}\n  return %0 : {result}");
        assert_eq!(single_op(X, result, &body), want, "{text}");
    }
}

#[test]
fn pad_iota_dynamic_slices_and_clamp() {
    let body = "  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %i = stablehlo.constant dense<1> : tensor<i64>
  %0 = stablehlo.pad %x, %c, low = [1, -1], high = [0, 2], interior = [1, 0]
    : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x4xf32>
  %1 = stablehlo.iota dim = 1 : tensor<2x3xf32>
  %2 = stablehlo.dynamic_slice %x, %i, %i, sizes = [1, 2] : (tensor<2x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x2xf32>
  %3 = stablehlo.dynamic_update_slice %x, %2, %i, %i : (tensor<2x3xf32>, tensor<1x2xf32>, tensor<i64>, tensor<i64>) -> tensor<2x3xf32>
  %4 = stablehlo.clamp %c, %x, %c : (tensor<f32>, tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<4x4xf32>";
    let f = func(X, "tensor<4x4xf32>", body);
    let ops: Vec<Op> = f
        .block(f.body)
        .ops
        .iter()
        .map(|&o| f.op(o).op.clone())
        .collect();
    assert_eq!(
        ops[2],
        Op::Pad {
            low: vec![1, -1],
            high: vec![0, 2],
            interior: vec![1, 0]
        }
    );
    assert_eq!(ops[3], Op::Iota { dim: 1 });
    assert_eq!(ops[4], Op::DynamicSlice { sizes: vec![1, 2] });
    assert_eq!(ops[5], Op::DynamicUpdateSlice);
    assert_eq!(ops[6], Op::Clamp);
}

#[test]
fn multi_input_reduce_maps_reducer_pairs_to_accumulators_then_elements() {
    let text = r#"func.func @main(%a: tensor<4x6xi1>, %b: tensor<4x6xi32>) -> (tensor<6xi1>, tensor<6xi32>) {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2:2 = stablehlo.reduce(%a init: %c), (%b init: %c_0) across dimensions = [0] : (tensor<4x6xi1>, tensor<4x6xi32>, tensor<i1>, tensor<i32>) -> (tensor<6xi1>, tensor<6xi32>)
     reducer(%arg0: tensor<i1>, %arg2: tensor<i1>) (%arg1: tensor<i32>, %arg3: tensor<i32>)  {
      %3 = stablehlo.maximum %arg0, %arg2 : tensor<i1>
      %4 = stablehlo.minimum %arg1, %arg3 : tensor<i32>
      stablehlo.return %3, %4 : tensor<i1>, tensor<i32>
    }
    return %2#0, %2#1 : tensor<6xi1>, tensor<6xi32>
}"#;
    let m = parse(text);
    let f = m.entry().unwrap();
    let reduce = body_ops(&m)[2];
    assert_eq!(reduce.op, Op::Reduce { dims: vec![0] });
    assert_eq!(
        reduce.operands,
        vec![
            f.params()[0],
            f.params()[1],
            body_ops(&m)[0].results[0],
            body_ops(&m)[1].results[0]
        ]
    );
    let region = f.block(reduce.regions[0]);
    let arg_types: Vec<DType> = region.args.iter().map(|&a| f.ty(a).dtype).collect();
    assert_eq!(
        arg_types,
        vec![DType::I1, DType::I32, DType::I1, DType::I32],
        "accumulators, then elements"
    );
    let max = f.op(region.ops[0]);
    assert_eq!(max.operands, vec![region.args[0], region.args[2]]);
    let min = f.op(region.ops[1]);
    assert_eq!(min.operands, vec![region.args[1], region.args[3]]);
    assert_eq!(region.ret, vec![max.results[0], min.results[0]]);
}

#[test]
fn while_pretty_binds_loop_variables_in_both_regions() {
    let text = r#"func.func @main() -> tensor<i64> {
  %init = stablehlo.constant dense<0> : tensor<i64>
  %ten = stablehlo.constant dense<10> : tensor<i64>
  %r0, %r1 = stablehlo.while(%arg0 = %init, %arg1 = %init) : tensor<i64>, tensor<i64>
  cond {
    %c = stablehlo.compare LT, %arg0, %ten : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %n = stablehlo.add %arg1, %ten : tensor<i64>
    stablehlo.return %arg0, %n : tensor<i64>, tensor<i64>
  }
  func.return %r1 : tensor<i64>
}"#;
    let m = parse(text);
    let f = m.entry().unwrap();
    let w = body_ops(&m)[2];
    assert_eq!(w.op, Op::While);
    assert_eq!(w.results.len(), 2);
    let (cond, body) = (f.block(w.regions[0]), f.block(w.regions[1]));
    assert_eq!(
        f.op(cond.ops[0]).operands,
        vec![cond.args[0], body_ops(&m)[1].results[0]],
        "outer values are visible"
    );
    assert_eq!(body.ret[0], body.args[0]);
    assert_eq!(f.returns(), &[w.results[1]]);
}

#[test]
fn check_ops_and_custom_calls() {
    let body = "  %c = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf64>
  check.expect_eq %c, %c : tensor<2xf64>
  check.expect_eq_const %c, dense<[1.0, 2.0]> : tensor<2xf64>
  check.expect_almost_eq %c, %c : tensor<2xf64>
  check.expect_almost_eq %c, %c, tolerance = 0.1 : tensor<2xf64>
  check.expect_almost_eq_const %c, dense<1.0> : tensor<2xf64> {tolerance = 0.5 : f64}
  check.expect_close %c, %c, max_ulp_difference = 3 : tensor<2xf64>, tensor<2xf64>
  stablehlo.custom_call @check.expect_close(%c, %c) {has_side_effect = true} : (tensor<2xf64>, tensor<2xf64>) -> ()
  stablehlo.custom_call @check.expect_eq(%c, %c) {has_side_effect = true} : (tensor<2xf64>, tensor<2xf64>) -> ()
  stablehlo.custom_call @check.expect_almost_eq(%c, %c) {has_side_effect = true} : (tensor<2xf64>, tensor<2xf64>) -> ()
  \"check.expect_almost_eq\"(%c, %c) {tolerance = 2.0 : f64} : (tensor<2xf64>, tensor<2xf64>) -> ()
  func.return";
    let f = func("", "", body);
    let checks: Vec<Op> = f.block(f.body).ops[1..]
        .iter()
        .map(|&o| f.op(o).op.clone())
        .collect();
    let arr = Array::from_f64(vec![2], vec![1.0, 2.0]).unwrap();
    let ones = Array::from_f64(vec![2], vec![1.0, 1.0]).unwrap();
    let custom = |c: Check| Op::Check(Check::CustomCall(Box::new(c)));
    assert_eq!(
        checks,
        vec![
            Op::Check(Check::Eq),
            Op::Check(Check::EqConst(arr)),
            Op::Check(Check::AlmostEq { tolerance: 1e-4 }),
            Op::Check(Check::AlmostEq { tolerance: 0.1 }),
            Op::Check(Check::AlmostEqConst {
                expected: ones,
                tolerance: 0.5
            }),
            Op::Check(Check::Close),
            custom(Check::Close),
            custom(Check::Eq),
            custom(Check::AlmostEq { tolerance: 1e-3 }),
            Op::Check(Check::AlmostEq { tolerance: 2.0 }),
        ]
    );
    let e = err("func.func @main(%a: tensor<f32>) {\n  stablehlo.custom_call @foo(%a) : (tensor<f32>) -> ()\n  return\n}");
    assert_eq!(e, "2:25: in @main: unsupported custom_call target @foo");
}

// ---------------------------------------------------------------- generic op forms

#[test]
fn generic_forms_with_properties_attributes_and_regions() {
    let text = r#"func.func @main(%x: tensor<3x6xi64>, %i: tensor<i32>, %p: tensor<i1>) -> tensor<2x2xi64> {
  %t = "stablehlo.transpose"(%x) {permutation = array<i64: 1, 0>} : (tensor<3x6xi64>) -> tensor<6x3xi64>
  %s = "stablehlo.slice"(%x) <{start_indices = array<i64: 0, 2>, limit_indices = array<i64: 3, 6>, strides = array<i64: 2, 3>}> : (tensor<3x6xi64>) -> tensor<2x2xi64>
  %b = "stablehlo.broadcast_in_dim"(%i) {broadcast_dimensions = dense<> : tensor<0xi64>} : (tensor<i32>) -> tensor<2xi32>
  %c = "stablehlo.compare"(%x, %x) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3x6xi64>, tensor<3x6xi64>) -> tensor<3x6xi1>
  %k = "stablehlo.constant"() {value = dense<[1, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
  %d = "stablehlo.dot_general"(%x, %x) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<3x6xi64>, tensor<3x6xi64>) -> tensor<6x6xi64>
  %r = "stablehlo.reduce"(%x, %x) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<3x6xi64>, tensor<3x6xi64>) -> tensor<3xi64>
  %a0, %a1 = "stablehlo.case"(%i) ({
    stablehlo.return %s, %s : tensor<2x2xi64>, tensor<2x2xi64>
  }, {
    %z = stablehlo.constant dense<0> : tensor<2x2xi64>
    stablehlo.return %z, %s : tensor<2x2xi64>, tensor<2x2xi64>
  }) : (tensor<i32>) -> (tensor<2x2xi64>, tensor<2x2xi64>)
  %f = "stablehlo.if"(%p) ({
    stablehlo.return %a0 : tensor<2x2xi64>
  }, {
    %z = stablehlo.constant dense<1> : tensor<2x2xi64>
    stablehlo.return %z : tensor<2x2xi64>
  }) : (tensor<i1>) -> tensor<2x2xi64>
  %q = "func.call"(%f) {callee = @id} : (tensor<2x2xi64>) -> tensor<2x2xi64>
  "stablehlo.custom_call"(%q, %f) {call_target_name = "check.expect_eq", has_side_effect = true} : (tensor<2x2xi64>, tensor<2x2xi64>) -> ()
  "func.return"(%q) : (tensor<2x2xi64>) -> ()
}"#;
    let m = parse(text);
    let f = m.entry().unwrap();
    let ops: Vec<&OpData> = body_ops(&m);
    assert_eq!(ops[0].op, Op::Transpose { perm: vec![1, 0] });
    assert_eq!(
        ops[1].op,
        Op::Slice {
            start: vec![0, 2],
            limit: vec![3, 6],
            strides: vec![2, 3]
        }
    );
    assert_eq!(ops[2].op, Op::BroadcastInDim { dims: vec![] });
    assert_eq!(
        ops[3].op,
        Op::Compare {
            dir: CompareDir::Ge,
            cmp_type: Some(CompareType::Signed)
        }
    );
    assert_eq!(
        ops[4].op,
        Op::Constant(Array::new(vec![2], Data::I64(vec![1, 2])).unwrap())
    );
    assert_eq!(
        ops[5].op,
        Op::DotGeneral(DotDims {
            lhs_contract: vec![0],
            rhs_contract: vec![0],
            ..DotDims::default()
        })
    );
    assert_eq!(ops[6].op, Op::Reduce { dims: vec![1] });
    assert_eq!(f.block(ops[6].regions[0]).args.len(), 2);
    assert_eq!(
        (&ops[7].op, ops[7].regions.len(), ops[7].results.len()),
        (&Op::Case, 2, 2)
    );
    assert_eq!((&ops[8].op, ops[8].regions.len()), (&Op::If, 2));
    assert_eq!(
        ops[9].op,
        Op::Call {
            callee: "id".into()
        }
    );
    assert_eq!(
        ops[10].op,
        Op::Check(Check::CustomCall(Box::new(Check::Eq)))
    );
    assert_eq!(f.returns(), &[ops[9].results[0]]);
}

#[test]
fn generic_forms_of_older_attribute_spellings() {
    let body = r#"  %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xf32>
  %1 = "stablehlo.fft"(%0) {fft_type = #stablehlo<fft_type RFFT>, fft_length = dense<4> : tensor<1xi64>} : (tensor<4xf32>) -> tensor<3xcomplex<f32>>
  %2 = "stablehlo.pad"(%0, %c) {edge_padding_low = dense<1> : tensor<1xi64>, edge_padding_high = dense<-1> : tensor<1xi64>, interior_padding = dense<0> : tensor<1xi64>} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %3 = "stablehlo.concatenate"(%0, %0) {dimension = 0 : i64} : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  %4 = "stablehlo.sine"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %4 : tensor<4xf32>"#;
    let f = func("%c: tensor<f32>", "tensor<4xf32>", body);
    let ops: Vec<Op> = f
        .block(f.body)
        .ops
        .iter()
        .map(|&o| f.op(o).op.clone())
        .collect();
    assert_eq!(ops[0], Op::Iota { dim: 0 });
    assert_eq!(
        ops[1],
        Op::Fft {
            kind: FftKind::Rfft,
            length: vec![4]
        }
    );
    assert_eq!(
        ops[2],
        Op::Pad {
            low: vec![1],
            high: vec![-1],
            interior: vec![0]
        }
    );
    assert_eq!(ops[3], Op::Concatenate { dim: 0 });
    assert_eq!(ops[4], Op::Unary(UnaryOp::Sine));
}

// ---------------------------------------------------------------- errors

#[test]
fn error_messages_are_located() {
    let e = err("func.func @main(%a: tensor<f32>) {\n  %2 = stablehlo.add %a, %a %3\n  return\n}");
    assert_eq!(e, "2:29: in @main: expected ':' after operands, found '%3'");
    let e = err(
        "func.func @main(%a: tensor<f32>) {\n  %0 = stablehlo.foo %a : tensor<f32>\n  return\n}",
    );
    assert_eq!(e, "2:8: in @main: unknown op 'stablehlo.foo'");
    let e = err("func.func @main(%a: tensor<f32>) {\n  %0 = stablehlo.add %a, %7 : tensor<f32>\n  return\n}");
    assert_eq!(e, "2:26: in @main: use of undefined value %7");
    let e = err(
        "func.func @main() {\n  %0 = stablehlo.constant dense<1.0> : tensor<tf32>\n  return\n}",
    );
    assert_eq!(
        e,
        "2:40: in @main: unsupported type tensor<tf32>: element type tf32 is not supported"
    );
    let e = err("func.func @main(%a: tensor<f32>) {\n  %0 = stablehlo.add %a, %a : tensor<f64>\n  return\n}");
    assert_eq!(
        e,
        "2:22: in @main: %a has type tensor<f32> but is used as tensor<f64>"
    );
    let e = err("func.func @main(%a: tensor<f32>) {\n  %0 = stablehlo.add %a, %a : tensor<f32>\n  %0 = stablehlo.add %a, %a : tensor<f32>\n  return\n}");
    assert_eq!(e, "3:3: in @main: redefinition of value %0");
    let e = err("func.func @main(%a: tensor<f32>) {\n  %0:2 = stablehlo.add %a, %a : tensor<f32>\n  return\n}");
    assert_eq!(
        e,
        "2:3: in @main: stablehlo.add produces 1 results but 2 are bound"
    );
    let e = err("func.func @main(%a: tensor<f32>) {\n  %0 = stablehlo.add %a, %a : tensor<f32>\n}");
    assert_eq!(e, "3:1: in @main: block must end with 'return' before '}'");
    let e = err("module {\n  func.func @main() {\n    return\n  }\n");
    assert_eq!(
        e,
        "5:1: expected '}' to close the module, found end of input"
    );
    let e = err("func.func @f() {\n  return\n}\nfunc.func @f() {\n  return\n}");
    assert_eq!(e, "4:11: redefinition of function @f");
    let e = err("stablehlo.add");
    assert_eq!(
        e,
        "1:1: expected 'module' or 'func.func', found 'stablehlo.add'"
    );
}

#[test]
fn region_values_do_not_leak_out() {
    let e = err(r#"func.func @main(%p: tensor<i1>) -> tensor<i64> {
  %r = "stablehlo.if"(%p) ({
    %inner = stablehlo.constant dense<0> : tensor<i64>
    stablehlo.return %inner : tensor<i64>
  }, {
    stablehlo.return %inner : tensor<i64>
  }) : (tensor<i1>) -> tensor<i64>
  return %r : tensor<i64>
}"#);
    assert_eq!(e, "6:22: in @main: use of undefined value %inner");
}

#[test]
fn split_cases_keeps_file_line_numbers() {
    let text = "// RUN: x\n\nfunc.func @a() {\n  func.return\n}\n\n// -----\n\nfunc.func @b() {\n  %0 = stablehlo.bad\n}\n// -----\nfunc.func @c() {\n  func.return\n}\n";
    let cases = split_cases(text);
    assert_eq!(
        cases.iter().map(|c| c.0).collect::<Vec<_>>(),
        vec![1, 8, 13]
    );
    assert!(cases[2].1.starts_with("func.func @c()"));
    assert!(parse_module_at(cases[0].1, cases[0].0).is_ok());
    let e = parse_module_at(cases[1].1, cases[1].0).unwrap_err();
    assert_eq!(e.loc, Some(Loc { line: 10, col: 8 }), "{e}");
    let m = parse_module_at(cases[2].1, cases[2].0).unwrap();
    assert_eq!(m.funcs[0].loc, Some(Loc { line: 13, col: 1 }));
    assert_eq!(split_cases("no separators").len(), 1);
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let deep_list = format!("dense<{}1{}>", "[".repeat(100_000), "]".repeat(100_000));
    assert!(constant_err(&deep_list, "tensor<f32>").contains("nesting deeper than"));
    let deep_attr = format!(
        "func.func @main() attributes {{a = {}1{}}} {{\n  return\n}}",
        "[".repeat(100_000),
        "]".repeat(100_000)
    );
    assert!(err(&deep_attr).contains("nesting deeper than"));
    let mut regions = String::from("func.func @main(%p: tensor<i1>) {\n");
    for _ in 0..10_000 {
        regions.push_str("\"stablehlo.if\"(%p) ({\n");
    }
    assert!(err(&regions).contains("nesting deeper than"));
    let deep_loc = format!(
        "func.func @main() {{\n  return loc({}\n}}",
        "(".repeat(100_000)
    );
    assert!(parse_module(&deep_loc).is_err());
}

#[test]
fn every_prefix_of_a_module_fails_cleanly() {
    for (i, _) in JAX_MODULE.char_indices() {
        let _ = parse_module(&JAX_MODULE[..i]);
    }
    let unicode = "func.func @main(%a: tensor<f32>) {\n  %0 = stablehlo.add %a, %é : tensor<f32> // é\n  return\n}";
    assert!(err(unicode).contains("2:"), "{}", err(unicode));
}

// ---------------------------------------------------------------- hostile text

const TINY: &str = "func.func public @main(%arg0: tensor<f32>) -> tensor<f32> {\n  return %arg0 : tensor<f32>\n}\n";

#[test]
fn a_leading_byte_order_mark_is_skipped() {
    let m = parse_module(&format!("\u{feff}{TINY}")).unwrap();
    assert_eq!(m.funcs.len(), 1);
    // Positions are those an editor shows, which hides the mark.
    let e = parse_module("\u{feff}func.func public @main(%arg0: tensor<f32>) -> tensor<f32> {\n  return %x : tensor<f32>\n}\n").unwrap_err();
    assert_eq!(e.loc.map(|l| (l.line, l.col)), Some((2, 10)), "{e}");
}

#[test]
fn invisible_characters_are_named() {
    let e = parse_module(&TINY.replace("  return", "  \u{feff}return")).unwrap_err();
    assert!(
        e.message
            .contains("the invisible character U+FEFF (byte-order mark)"),
        "{e}"
    );
    let e = parse_module(&TINY.replace("  return", "\u{a0}return")).unwrap_err();
    assert!(e.message.contains("U+00A0 (no-break space)"), "{e}");
}

#[test]
fn huge_tokens_are_not_echoed_whole() {
    let name = "x".repeat(10 << 20);
    for text in [
        TINY.replace(
            "return",
            &format!("%0 = stablehlo.{name} : tensor<f32>\n  return"),
        ),
        TINY.replace("@main", &format!("@{name}"))
            .replace("%arg0 :", "%nope :"),
        TINY.replace("tensor<f32>)", &format!("tensor<{name}>)")),
    ] {
        let shown = parse_module(&text).unwrap_err().to_string();
        assert!(
            shown.len() < 500,
            "{} bytes: {}",
            shown.len(),
            &shown[..200]
        );
        assert!(shown.contains(" characters)"), "{shown}");
    }
}

#[test]
fn sort_chlo_and_bit_ops_parse_in_generic_form_and_print_in_jax_form() {
    let text = r#"func.func @main(%x: tensor<2x3xf32>, %i: tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x2xi32>, tensor<2x3xi32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = "chlo.erf"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1:2 = "chlo.top_k"(%0) <{k = 2 : i64}> : (tensor<2x3xf32>) -> (tensor<2x2xf32>, tensor<2x2xi32>)
  %2 = "stablehlo.bitcast_convert"(%x) : (tensor<2x3xf32>) -> tensor<2x3xi32>
  %3 = "stablehlo.shift_left"(%2, %i) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %4 = "stablehlo.reduce_precision"(%x) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = "chlo.next_after"(%4, %x) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %6:2 = "stablehlo.sort"(%5, %3) <{dimension = -1 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%lt) : (tensor<i1>) -> ()
  }) : (tensor<2x3xf32>, tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xi32>)
  return %0, %1#1, %6#1, %6#0, %4 : tensor<2x3xf32>, tensor<2x2xi32>, tensor<2x3xi32>, tensor<2x3xf32>, tensor<2x3xf32>
}"#;
    let m = parse(text);
    crate::verify::verify_module(&m).unwrap_or_else(|e| panic!("{e:?}"));
    let ops = body_ops(&m);
    assert_eq!(ops[0].op, Op::Unary(UnaryOp::Erf));
    assert_eq!(ops[1].op, Op::TopK { k: 2 });
    assert_eq!(ops[2].op, Op::BitcastConvert);
    assert_eq!(ops[3].op, Op::Binary(BinaryOp::ShiftLeft));
    assert_eq!(
        ops[4].op,
        Op::ReducePrecision {
            exponent_bits: 5,
            mantissa_bits: 10
        }
    );
    assert_eq!(ops[5].op, Op::Binary(BinaryOp::NextAfter));
    // dimension = -1 is the last dimension.
    assert_eq!(
        ops[6].op,
        Op::Sort {
            dim: 1,
            stable: false
        }
    );
    let printed = m.to_string();
    for form in [
        "chlo.erf %arg0 : tensor<2x3xf32> -> tensor<2x3xf32>",
        // top_k's results are named, as MLIR names them, and take no number.
        "%values, %indices = chlo.top_k(%0, k = 2) : tensor<2x3xf32> -> (tensor<2x2xf32>, tensor<2x2xi32>)",
        "stablehlo.bitcast_convert %arg0 : (tensor<2x3xf32>) -> tensor<2x3xi32>",
        "stablehlo.shift_left %1, %arg1 : tensor<2x3xi32>",
        "stablehlo.reduce_precision %arg0, format = e5m10 : tensor<2x3xf32>",
        "chlo.next_after %3, %arg0 : tensor<2x3xf32>, tensor<2x3xf32> -> tensor<2x3xf32>",
        "\"stablehlo.sort\"(%4, %2) <{dimension = 1 : i64, is_stable = false}> ({",
    ] {
        assert!(printed.contains(form), "missing `{form}` in:\n{printed}");
    }
    let again = parse(&printed);
    assert_eq!(
        again.to_string(),
        printed,
        "print ∘ parse is not a fixed point"
    );
}

#[test]
fn bad_sort_and_top_k_are_located_errors() {
    let e = err(r#"func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "stablehlo.sort"(%x) <{dimension = 4 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}"#);
    assert!(e.contains("2:") && e.contains("out of range"), "{e}");
    let e = err("func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {\n  %0 = stablehlo.reduce_precision %x, format = f5m10 : tensor<3xf32>\n  return %0 : tensor<3xf32>\n}");
    assert!(e.contains("eXmY"), "{e}");
}

#[test]
fn optimization_barrier_forms_round_trip() {
    let text = r#"func.func @main(%x: tensor<3xf32>, %i: tensor<2xi32>) -> (tensor<3xf32>, tensor<2xi32>) {
  %0:2 = stablehlo.optimization_barrier %x, %i : tensor<3xf32>, tensor<2xi32>
  %1 = "stablehlo.optimization_barrier"(%0#0) : (tensor<3xf32>) -> tensor<3xf32>
  stablehlo.optimization_barrier()
  return %1, %0#1 : tensor<3xf32>, tensor<2xi32>
}"#;
    let m = parse(text);
    crate::verify::verify_module(&m).unwrap_or_else(|e| panic!("{e:?}"));
    let ops = body_ops(&m);
    assert!(ops.iter().all(|o| o.op == Op::OptimizationBarrier));
    assert_eq!(
        (
            ops[0].results.len(),
            ops[1].results.len(),
            ops[2].results.len()
        ),
        (2, 1, 0)
    );
    let printed = m.to_string();
    for form in [
        "%0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<3xf32>, tensor<2xi32>",
        "%1 = stablehlo.optimization_barrier %0#0 : tensor<3xf32>",
        "stablehlo.optimization_barrier()",
    ] {
        assert!(printed.contains(form), "missing `{form}` in:\n{printed}");
    }
    assert_eq!(parse(&printed).to_string(), printed);
    // Each result has its operand's type; a mismatch is a located error.
    let e = err("func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {\n  %0 = stablehlo.optimization_barrier %x : tensor<4xf32>\n  return %0 : tensor<3xf32>\n}");
    assert!(
        e.contains("2:39") && e.contains("used as tensor<4xf32>"),
        "{e}"
    );
}
