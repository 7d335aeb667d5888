//! Printer tests on hand-built functions: insta snapshots of representative programs (kept
//! in `ir/src/snapshots/`, reviewed by eye against JAX's output) and exact checks of the
//! naming and formatting rules.

use super::*;
use crate::array::{Array, Data};
use crate::op::{BinaryOp, CompareDir, CompareType, DotDims, FftKind, UnaryOp};
use crate::types::DType;
use num_complex::Complex32;

pub(crate) fn t(dtype: DType, shape: &[usize]) -> TensorType {
    TensorType::new(dtype, shape.to_vec())
}

pub(crate) fn scalar_const(f: &mut Function, b: BlockId, x: f32) -> ValueId {
    f.append(
        b,
        Op::Constant(Array::scalar(crate::Scalar::F32(x))),
        vec![],
        vec![t(DType::F32, &[])],
    )[0]
}

/// Snapshots live in `ir/src/snapshots/` (the layout the project commits).
macro_rules! snapshot {
    ($name:literal, $text:expr) => {
        insta::with_settings!({ snapshot_path => "../snapshots", prepend_module_to_snapshot => false }, {
            insta::assert_snapshot!($name, $text);
        })
    };
}

/// The hand-built functions below, each in a module of its own: every op family, regions,
/// multi-results.
pub(crate) fn hand_built_modules() -> Vec<Module> {
    let functions = [
        elementwise(),
        variadic_reduce(),
        while_loop(),
        case_op(),
        shape_ops(),
    ];
    functions
        .into_iter()
        .map(|f| Module {
            name: None,
            funcs: vec![f],
            warnings: Vec::new(),
        })
        .collect()
}

/// `sum(|x * i + y|)` over complex inputs: elementwise ops, both type spellings, a reduce.
pub(crate) fn elementwise() -> Function {
    let c = t(DType::C64, &[5, 4]);
    let r = t(DType::F32, &[5, 4]);
    let mut f = Function::new("main", &[r.clone(), c.clone()], vec![t(DType::F32, &[])]);
    f.public = true;
    let b = f.body;
    let (x, y) = (f.params()[0], f.params()[1]);
    let xc = f.append(b, Op::Convert, vec![x], vec![c.clone()])[0];
    let i = Array::scalar(crate::Scalar::C64(Complex32::new(0.0, 1.0)));
    let ic = f.append(b, Op::Constant(i), vec![], vec![t(DType::C64, &[])])[0];
    let ib = f.append(
        b,
        Op::BroadcastInDim { dims: vec![] },
        vec![ic],
        vec![c.clone()],
    )[0];
    let m = f.append(
        b,
        Op::Binary(BinaryOp::Multiply),
        vec![ib, xc],
        vec![c.clone()],
    )[0];
    let s = f.append(b, Op::Binary(BinaryOp::Add), vec![m, y], vec![c.clone()])[0];
    let re = f.append(b, Op::Unary(UnaryOp::Real), vec![y], vec![r.clone()])[0];
    let im = f.append(b, Op::Unary(UnaryOp::Imag), vec![y], vec![r.clone()])[0];
    let back = f.append(
        b,
        Op::Binary(BinaryOp::Complex),
        vec![re, im],
        vec![c.clone()],
    )[0];
    let s = f.append(
        b,
        Op::Binary(BinaryOp::Subtract),
        vec![s, back],
        vec![c.clone()],
    )[0];
    let a = f.append(b, Op::Unary(UnaryOp::Abs), vec![s], vec![r.clone()])[0];
    let zero = scalar_const(&mut f, b, 0.0);
    let zb = f.append(
        b,
        Op::BroadcastInDim { dims: vec![] },
        vec![zero],
        vec![r.clone()],
    )[0];
    let gt = Op::Compare {
        dir: CompareDir::Gt,
        cmp_type: Some(CompareType::Float),
    };
    let p = f.append(b, gt, vec![a, zb], vec![t(DType::I1, &[5, 4])])[0];
    let sel = f.append(b, Op::Select, vec![p, a, zb], vec![r.clone()])[0];
    let init = scalar_const(&mut f, b, 0.0);
    let sum = add_reduce(&mut f, b, sel, init, vec![0, 1], t(DType::F32, &[]));
    f.set_return(b, vec![sum]);
    f
}

/// A `reduce` whose body is `add(arg0, arg1)`: the compact `applies` form.
pub(crate) fn add_reduce(
    f: &mut Function,
    b: BlockId,
    x: ValueId,
    init: ValueId,
    dims: Vec<usize>,
    out: TensorType,
) -> ValueId {
    let s = TensorType::scalar(out.dtype);
    let body = f.new_block(&[s.clone(), s.clone()], None);
    let args = f.block(body).args.clone();
    let r = f.append(body, Op::Binary(BinaryOp::Add), args, vec![s])[0];
    f.set_return(body, vec![r]);
    let op = f.push_op(
        b,
        Op::Reduce { dims },
        vec![x, init],
        vec![out],
        vec![body],
        None,
    );
    f.op(op).results[0]
}

#[test]
fn elementwise_program() {
    snapshot!("print_elementwise", print_function(&elementwise()));
}

/// Variadic (argmax-like) reduce: MLIR's general form with the `reducer` region.
pub(crate) fn variadic_reduce() -> Function {
    let (xf, xi) = (t(DType::F32, &[4, 6]), t(DType::I32, &[4, 6]));
    let (sf, si) = (t(DType::F32, &[]), t(DType::I32, &[]));
    let mut f = Function::new(
        "argmax",
        &[xf, xi],
        vec![t(DType::F32, &[6]), t(DType::I32, &[6])],
    );
    let b = f.body;
    let (x, i) = (f.params()[0], f.params()[1]);
    let neg_inf = scalar_const(&mut f, b, f32::NEG_INFINITY);
    let zero = f.append(
        b,
        Op::Constant(Array::scalar(crate::Scalar::I32(0))),
        vec![],
        vec![si.clone()],
    )[0];
    let body = f.new_block(&[sf.clone(), si.clone(), sf.clone(), si.clone()], None);
    let a = f.block(body).args.clone();
    let m = f.append(
        body,
        Op::Binary(BinaryOp::Maximum),
        vec![a[0], a[2]],
        vec![sf.clone()],
    )[0];
    let n = f.append(
        body,
        Op::Binary(BinaryOp::Minimum),
        vec![a[1], a[3]],
        vec![si.clone()],
    )[0];
    f.set_return(body, vec![m, n]);
    let outs = vec![t(DType::F32, &[6]), t(DType::I32, &[6])];
    let op = f.push_op(
        b,
        Op::Reduce { dims: vec![0] },
        vec![x, i, neg_inf, zero],
        outs,
        vec![body],
        None,
    );
    let r = f.op(op).results.clone();
    f.set_return(b, r);
    f
}

#[test]
fn variadic_reduce_program() {
    snapshot!("print_variadic_reduce", print_function(&variadic_reduce()));
}

/// `jnp.fft.rfft` then `irfft` through a private function and `call`.
pub(crate) fn fft_module() -> Module {
    let (x, spec) = (t(DType::F32, &[4, 8]), t(DType::C64, &[4, 5]));
    let mut main = Function::new("main", std::slice::from_ref(&x), vec![x.clone()]);
    main.public = true;
    let b = main.body;
    let p = main.params()[0];
    let rf = Op::Call {
        callee: "fft".into(),
    };
    let s = main.append(b, rf, vec![p], vec![spec.clone()])[0];
    let inv = Op::Fft {
        kind: FftKind::Irfft,
        length: vec![8],
    };
    let y = main.append(b, inv, vec![s], vec![x.clone()])[0];
    main.set_return(b, vec![y]);
    let mut fft = Function::new("fft", std::slice::from_ref(&x), vec![spec.clone()]);
    let fb = fft.body;
    let fp = fft.params()[0];
    let r = fft.append(
        fb,
        Op::Fft {
            kind: FftKind::Rfft,
            length: vec![8],
        },
        vec![fp],
        vec![spec],
    )[0];
    fft.set_return(fb, vec![r]);
    Module {
        name: Some("jit_rfft_roundtrip".into()),
        funcs: vec![main, fft],
        warnings: Vec::new(),
    }
}

#[test]
fn fft_program() {
    snapshot!("print_fft", print_module(&fft_module()));
}

/// `while i < 10: (i, acc) = (i + 1, acc * 2)`, constants inside both regions.
pub(crate) fn while_loop() -> Function {
    let (i64s, v) = (t(DType::I64, &[]), t(DType::F32, &[3]));
    let mut f = Function::new("main", std::slice::from_ref(&v), vec![v.clone()]);
    f.public = true;
    let b = f.body;
    let acc0 = f.params()[0];
    let i0 = f.append(
        b,
        Op::Constant(Array::scalar(crate::Scalar::I64(0))),
        vec![],
        vec![i64s.clone()],
    )[0];
    let cond = f.new_block(&[i64s.clone(), v.clone()], None);
    let ci = f.block(cond).args[0];
    let ten = f.append(
        cond,
        Op::Constant(Array::scalar(crate::Scalar::I64(10))),
        vec![],
        vec![i64s.clone()],
    )[0];
    let lt = Op::Compare {
        dir: CompareDir::Lt,
        cmp_type: Some(CompareType::Signed),
    };
    let p = f.append(cond, lt, vec![ci, ten], vec![t(DType::I1, &[])])[0];
    f.set_return(cond, vec![p]);
    let body = f.new_block(&[i64s.clone(), v.clone()], None);
    let (bi, bacc) = (f.block(body).args[0], f.block(body).args[1]);
    let one = f.append(
        body,
        Op::Constant(Array::scalar(crate::Scalar::I64(1))),
        vec![],
        vec![i64s.clone()],
    )[0];
    let next = f.append(
        body,
        Op::Binary(BinaryOp::Add),
        vec![bi, one],
        vec![i64s.clone()],
    )[0];
    let two = Array::from_f32(vec![3], vec![2.0, 2.0, 2.0]).expect("3 elements");
    let two = f.append(body, Op::Constant(two), vec![], vec![v.clone()])[0];
    let acc = f.append(
        body,
        Op::Binary(BinaryOp::Multiply),
        vec![bacc, two],
        vec![v.clone()],
    )[0];
    f.set_return(body, vec![next, acc]);
    let op = f.push_op(
        b,
        Op::While,
        vec![i0, acc0],
        vec![i64s, v],
        vec![cond, body],
        None,
    );
    let out = f.op(op).results[1];
    f.set_return(b, vec![out]);
    f
}

#[test]
fn while_program() {
    snapshot!("print_while", print_function(&while_loop()));
}

/// A two-branch `case` in generic form, one branch using an outer value.
pub(crate) fn case_op() -> Function {
    let v = t(DType::F64, &[2]);
    let mut f = Function::new(
        "main",
        &[t(DType::I32, &[]), v.clone()],
        vec![v.clone(), v.clone()],
    );
    f.public = true;
    let b = f.body;
    let (idx, x) = (f.params()[0], f.params()[1]);
    let b0 = f.new_block(&[], None);
    let neg = f.append(b0, Op::Unary(UnaryOp::Negate), vec![x], vec![v.clone()])[0];
    f.set_return(b0, vec![neg, x]);
    let b1 = f.new_block(&[], None);
    let lit = Array::from_f64(vec![2], vec![1.5, f64::NAN]).expect("2 elements");
    let c = f.append(b1, Op::Constant(lit), vec![], vec![v.clone()])[0];
    f.set_return(b1, vec![c, c]);
    let op = f.push_op(
        b,
        Op::Case,
        vec![idx],
        vec![v.clone(), v],
        vec![b0, b1],
        None,
    );
    let r = f.op(op).results.clone();
    f.set_return(b, r);
    f
}

#[test]
fn case_program() {
    snapshot!("print_case", print_function(&case_op()));
}

/// Every shape op once, with JAX's spellings checked line by line below.
pub(crate) fn shape_ops() -> Function {
    let x = t(DType::F32, &[10, 12]);
    let mut f = Function::new("main", &[x.clone(), t(DType::I32, &[])], vec![]);
    let b = f.body;
    let (p, i) = (f.params()[0], f.params()[1]);
    let slice = Op::Slice {
        start: vec![1, 0],
        limit: vec![9, 12],
        strides: vec![2, 1],
    };
    let s = f.append(b, slice, vec![p], vec![t(DType::F32, &[4, 12])])[0];
    let rev = f.append(
        b,
        Op::Reverse { dims: vec![0] },
        vec![s],
        vec![t(DType::F32, &[4, 12])],
    )[0];
    let cat = Op::Concatenate { dim: 0 };
    let c = f.append(b, cat, vec![s, rev], vec![t(DType::F32, &[8, 12])])[0];
    let tr = f.append(
        b,
        Op::Transpose { perm: vec![1, 0] },
        vec![c],
        vec![t(DType::F32, &[12, 8])],
    )[0];
    let ds = Op::DynamicSlice { sizes: vec![2, 2] };
    let d = f.append(b, ds, vec![tr, i, i], vec![t(DType::F32, &[2, 2])])[0];
    let u = f.append(
        b,
        Op::DynamicUpdateSlice,
        vec![tr, d, i, i],
        vec![t(DType::F32, &[12, 8])],
    )[0];
    let dims = DotDims {
        lhs_batch: vec![],
        rhs_batch: vec![],
        lhs_contract: vec![1],
        rhs_contract: vec![0],
    };
    let dot = f.append(
        b,
        Op::DotGeneral(dims),
        vec![u, c],
        vec![t(DType::F32, &[12, 12])],
    )[0];
    let bd = DotDims {
        lhs_batch: vec![0],
        rhs_batch: vec![0],
        lhs_contract: vec![1],
        rhs_contract: vec![1],
    };
    f.append(
        b,
        Op::DotGeneral(bd),
        vec![dot, dot],
        vec![t(DType::F32, &[12])],
    );
    let zero = scalar_const(&mut f, b, 0.0);
    let pad = Op::Pad {
        low: vec![1, 0],
        high: vec![2, -3],
        interior: vec![0, 1],
    };
    f.append(b, pad, vec![dot, zero], vec![t(DType::F32, &[15, 20])]);
    f.append(b, Op::Iota { dim: 0 }, vec![], vec![t(DType::F64, &[16])]);
    f.append(b, Op::Reshape, vec![dot], vec![t(DType::F32, &[144])]);
    f.append(
        b,
        Op::Clamp,
        vec![zero, dot, zero],
        vec![t(DType::F32, &[12, 12])],
    );
    f.append(
        b,
        Op::Clamp,
        vec![dot, dot, dot],
        vec![t(DType::F32, &[12, 12])],
    );
    f
}

#[test]
fn shape_ops_match_jax_spelling() {
    let f = shape_ops();
    let text = print_function(&f);
    let want = [
        "%0 = stablehlo.slice %arg0 [1:9:2, 0:12] : (tensor<10x12xf32>) -> tensor<4x12xf32>",
        "%1 = stablehlo.reverse %0, dims = [0] : tensor<4x12xf32>",
        "%2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<4x12xf32>, tensor<4x12xf32>) -> tensor<8x12xf32>",
        "%3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<8x12xf32>) -> tensor<12x8xf32>",
        "%4 = stablehlo.dynamic_slice %3, %arg1, %arg1, sizes = [2, 2] : (tensor<12x8xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>",
        "%5 = stablehlo.dynamic_update_slice %3, %4, %arg1, %arg1 : (tensor<12x8xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<12x8xf32>",
        "%6 = stablehlo.dot_general %5, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<12x8xf32>, tensor<8x12xf32>) -> tensor<12x12xf32>",
        "%7 = stablehlo.dot_general %6, %6, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<12x12xf32>, tensor<12x12xf32>) -> tensor<12xf32>",
        "%cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>",
        "%8 = stablehlo.pad %6, %cst, low = [1, 0], high = [2, -3], interior = [0, 1] : (tensor<12x12xf32>, tensor<f32>) -> tensor<15x20xf32>",
        "%9 = stablehlo.iota dim = 0 : tensor<16xf64>",
        "%10 = stablehlo.reshape %6 : (tensor<12x12xf32>) -> tensor<144xf32>",
        "%11 = stablehlo.clamp %cst, %6, %cst : (tensor<f32>, tensor<12x12xf32>, tensor<f32>) -> tensor<12x12xf32>",
        "%12 = stablehlo.clamp %6, %6, %6 : tensor<12x12xf32>",
    ];
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    assert_eq!(
        lines[0],
        "func.func private @main(%arg0: tensor<10x12xf32>, %arg1: tensor<i32>) {"
    );
    assert_eq!(&lines[1..=want.len()], &want[..]);
    assert_eq!(lines[want.len() + 1], "return");
}

#[test]
fn constants_share_one_conflict_counter() {
    // As in JAX's output: %cst, %c, %cst_0, %cst_1, %c_2 (one counter for all prefixes).
    let mut f = Function::new("f", &[], vec![]);
    let b = f.body;
    scalar_const(&mut f, b, 1.0);
    f.append(
        b,
        Op::Constant(Array::scalar(crate::Scalar::I64(16))),
        vec![],
        vec![t(DType::I64, &[])],
    );
    scalar_const(&mut f, b, 2.0);
    scalar_const(&mut f, b, 3.0);
    f.append(
        b,
        Op::Constant(Array::scalar(crate::Scalar::I1(true))),
        vec![],
        vec![t(DType::I1, &[])],
    );
    let text = print_function(&f);
    let names: Vec<&str> = text
        .lines()
        .skip(1)
        .filter_map(|l| l.trim().split(' ').next())
        .collect();
    assert_eq!(
        names,
        ["%cst", "%c", "%cst_0", "%cst_1", "%c_2", "return", "}"]
    );
}

/// A multi-result call and the `check` ops (the callee is not defined here).
pub(crate) fn calls_and_checks() -> Function {
    let v = t(DType::F32, &[3]);
    let mut f = Function::new("main", &[], vec![]);
    let b = f.body;
    let r = f.append(
        b,
        Op::Call {
            callee: "inputs".into(),
        },
        vec![],
        vec![v.clone(), v.clone()],
    );
    f.append(
        b,
        Op::Check(Check::CustomCall(Box::new(Check::Close))),
        vec![r[1], r[0]],
        vec![],
    );
    f.append(
        b,
        Op::Check(Check::AlmostEq { tolerance: 0.1 }),
        vec![r[0], r[1]],
        vec![],
    );
    let lit = Array::new(vec![3], Data::I32(vec![-2, 0, 2])).expect("3 elements");
    let c = f.append(
        b,
        Op::Constant(lit.clone()),
        vec![],
        vec![t(DType::I32, &[3])],
    )[0];
    f.append(b, Op::Check(Check::EqConst(lit)), vec![c], vec![]);
    f.append(b, Op::Check(Check::Close), vec![r[0], r[1]], vec![]);
    let e = Array::from_f32(vec![3], vec![1.0, 2.5, f32::INFINITY]).expect("3 elements");
    let almost = Check::AlmostEqConst {
        expected: e,
        tolerance: 0.5,
    };
    f.append(b, Op::Check(almost), vec![r[0]], vec![]);
    let eq = Check::CustomCall(Box::new(Check::Eq));
    f.append(b, Op::Check(eq), vec![r[0], r[0]], vec![]);
    f
}

#[test]
fn multi_result_calls_and_checks() {
    let f = calls_and_checks();
    let text = print_function(&f);
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    assert_eq!(
        lines[1],
        "%0:2 = call @inputs() : () -> (tensor<3xf32>, tensor<3xf32>)"
    );
    assert_eq!(
        lines[2],
        "stablehlo.custom_call @check.expect_close(%0#1, %0#0) {has_side_effect = true} : (tensor<3xf32>, tensor<3xf32>) -> ()"
    );
    assert_eq!(
        lines[3],
        "check.expect_almost_eq %0#0, %0#1, tolerance = 1.000000e-01 : tensor<3xf32>"
    );
    assert_eq!(
        lines[5],
        "check.expect_eq_const %c, dense<[-2, 0, 2]> : tensor<3xi32>"
    );
    assert_eq!(
        lines[6],
        "check.expect_close %0#0, %0#1 : tensor<3xf32>, tensor<3xf32>"
    );
    assert_eq!(
        lines[7],
        "check.expect_almost_eq_const %0#0, dense<[1.000000e+00, 2.500000e+00, 0x7F800000]> : tensor<3xf32> {tolerance = 5.000000e-01 : f64}"
    );
    assert_eq!(
        lines[8],
        "stablehlo.custom_call @check.expect_eq(%0#0, %0#0) {has_side_effect = true} : (tensor<3xf32>, tensor<3xf32>) -> ()"
    );
}

#[test]
fn reduce_kind_needs_the_exact_single_op_body() {
    let f = elementwise();
    let reduce = f
        .walk()
        .into_iter()
        .find(|&o| matches!(f.op(o).op, Op::Reduce { .. }));
    assert_eq!(
        reduce.and_then(|o| reduce_kind(&f, o)),
        Some(ReduceKind::Add)
    );
    let g = variadic_reduce();
    let reduce = g
        .walk()
        .into_iter()
        .find(|&o| matches!(g.op(o).op, Op::Reduce { .. }));
    assert_eq!(reduce.and_then(|o| reduce_kind(&g, o)), None);
    // Swapped operands (arg1 + arg0) are not the compact form.
    let mut h = elementwise();
    let add = h.walk().into_iter().find(|&o| {
        h.op(o).op == Op::Binary(BinaryOp::Add) && h.block(h.body).ops.iter().all(|&x| x != o)
    });
    let add = add.expect("the reduce body has an add");
    h.op_mut(add).operands.reverse();
    let reduce = h
        .walk()
        .into_iter()
        .find(|&o| matches!(h.op(o).op, Op::Reduce { .. }))
        .expect("reduce");
    assert_eq!(reduce_kind(&h, reduce), None);
    assert!(print_function(&h).contains(" reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {"));
    // Not a reduce, or an id out of range.
    assert_eq!(reduce_kind(&h, OpId(0)), None);
    assert_eq!(reduce_kind(&h, OpId(9999)), None);
}

#[test]
fn malformed_ids_print_without_panicking() {
    let mut f = elementwise();
    f.ops[3].operands[0] = ValueId(4242);
    f.blocks[0].ops.push(OpId(777));
    f.blocks[0].ret.push(ValueId(999));
    let body = f.body;
    // A region that is its own parent's block: printing must not recurse forever.
    f.push_op(body, Op::While, vec![], vec![], vec![body], None);
    let text = print_function(&f);
    assert!(text.contains("%<undef v4242>"), "{text}");
    assert!(text.contains("<invalid op777>"), "{text}");
    assert!(text.contains("%<undef v999>"), "{text}");
    assert!(text.contains("<block0 printed elsewhere>"), "{text}");
}

/// MLIR accepts the short `call` only at function top level: inside a region (here a while
/// body) the printer spells it `func.call`, and both forms parse back to the same module.
#[test]
fn calls_inside_regions_print_as_func_call() {
    let text = "func.func public @main(%arg0: tensor<f64>) -> tensor<f64> {
  %0 = call @step(%arg0) : (tensor<f64>) -> tensor<f64>
  %c = stablehlo.constant dense<0> : tensor<i64>
  %r0, %r1 = stablehlo.while(%iterArg = %0, %iterArg_0 = %c) : tensor<f64>, tensor<i64>
  cond {
    %k = stablehlo.compare LT, %iterArg_0, %c : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %k : tensor<i1>
  } do {
    %s = call @step(%iterArg) : (tensor<f64>) -> tensor<f64>
    stablehlo.return %s, %iterArg_0 : tensor<f64>, tensor<i64>
  }
  return %r0 : tensor<f64>
}
func.func private @step(%arg0: tensor<f64>) -> tensor<f64> {
  %0 = stablehlo.multiply %arg0, %arg0 : tensor<f64>
  return %0 : tensor<f64>
}";
    let m = crate::parse::parse_module(text).unwrap();
    let printed = print_module(&m);
    let calls: Vec<&str> = printed
        .lines()
        .map(str::trim)
        .filter(|l| l.contains("call @step("))
        .collect();
    assert_eq!(
        calls,
        [
            "%0 = call @step(%arg0) : (tensor<f64>) -> tensor<f64>",
            "%2 = func.call @step(%iterArg) : (tensor<f64>) -> tensor<f64>",
        ],
        "{printed}"
    );
    let again = crate::parse::parse_module(&printed).unwrap();
    assert_eq!(
        print_module(&again),
        printed,
        "parses back to the same module"
    );
}

/// Found by fuzzing: a tolerance without a short decimal form is printed as the hex bits of
/// an f64, which the parser read as an integer (or refused) — the module changed on reprint.
#[test]
fn check_tolerances_round_trip_bit_exactly() {
    for tolerance in [f64::NAN, -4503599627370496.0, 5e-324, f64::INFINITY, 0.1] {
        for with_const in [false, true] {
            let mut f = Function::new("main", &[t(DType::F64, &[2])], vec![]);
            let b = f.body;
            let x = f.params()[0];
            let check = if with_const {
                let e = Array::from_f64(vec![2], vec![1.0, 2.0]).expect("2 elements");
                Check::AlmostEqConst {
                    expected: e,
                    tolerance,
                }
            } else {
                Check::AlmostEq { tolerance }
            };
            f.append(
                b,
                Op::Check(check),
                vec![x, x][..1 + !with_const as usize].to_vec(),
                vec![],
            );
            let text = print_function(&f);
            let m = crate::parse::parse_module(&text).unwrap_or_else(|d| panic!("{text}: {d}"));
            let got = match &m.funcs[0].ops[0].op {
                Op::Check(Check::AlmostEq { tolerance }) => *tolerance,
                Op::Check(Check::AlmostEqConst { tolerance, .. }) => *tolerance,
                other => panic!("{other:?}"),
            };
            assert_eq!(got.to_bits(), tolerance.to_bits(), "{text}");
        }
    }
}

/// Found by fuzzing: types over the parser's old 2^31-element limit verified (the
/// verifier's is 2^48) but printed to text that did not parse back.
#[test]
fn large_verified_types_print_and_parse_back() {
    let text = "func.func @main(%x: tensor<f32>) -> tensor<65536x65537xf32> {\n  %0 = stablehlo.broadcast_in_dim %x, dims = [] : (tensor<f32>) -> tensor<65536x65537xf32>\n  return %0 : tensor<65536x65537xf32>\n}\n";
    let m = crate::parse::parse_module(text).expect("parses");
    crate::verify::verify_module(&m).expect("verifies");
    let printed = print_module(&m);
    let again = crate::parse::parse_module(&printed).expect("parses back");
    assert_eq!(print_module(&again), printed);
}
