//! Interpreter tests: helpers shared by the per-family test files, and the tests of
//! functions, calls, control flow, error reporting and checks.

use super::{run_main, Interpreter};
use fresnel_ir::{
    Array, BinaryOp, Check, CompareDir, DType, Data, Diagnostic, Function, Loc, Module, Op,
    TensorType, UnaryOp,
};
use num_complex::{Complex32, Complex64};

pub(super) fn ty(dtype: DType, shape: &[usize]) -> TensorType {
    TensorType::new(dtype, shape.to_vec())
}

pub(super) fn f32s(shape: &[usize], v: &[f32]) -> Array {
    Array::new(shape.to_vec(), Data::F32(v.to_vec())).expect("test data fits its shape")
}
pub(super) fn f64s(shape: &[usize], v: &[f64]) -> Array {
    Array::new(shape.to_vec(), Data::F64(v.to_vec())).expect("test data fits its shape")
}
pub(super) fn i32s(shape: &[usize], v: &[i32]) -> Array {
    Array::new(shape.to_vec(), Data::I32(v.to_vec())).expect("test data fits its shape")
}
pub(super) fn i64s(shape: &[usize], v: &[i64]) -> Array {
    Array::new(shape.to_vec(), Data::I64(v.to_vec())).expect("test data fits its shape")
}
pub(super) fn bools(shape: &[usize], v: &[bool]) -> Array {
    Array::new(shape.to_vec(), Data::I1(v.to_vec())).expect("test data fits its shape")
}
pub(super) fn c64s(shape: &[usize], v: &[(f32, f32)]) -> Array {
    let data = v.iter().map(|&(re, im)| Complex32::new(re, im)).collect();
    Array::new(shape.to_vec(), Data::C64(data)).expect("test data fits its shape")
}
pub(super) fn c128s(shape: &[usize], v: &[(f64, f64)]) -> Array {
    let data = v.iter().map(|&(re, im)| Complex64::new(re, im)).collect();
    Array::new(shape.to_vec(), Data::C128(data)).expect("test data fits its shape")
}

pub(super) fn module_of(funcs: Vec<Function>) -> Module {
    Module {
        name: None,
        funcs,
        warnings: Vec::new(),
    }
}

/// Runs one op whose operands are the function's parameters, bound to `inputs`.
pub(super) fn try_op(
    op: Op,
    inputs: &[Array],
    results: Vec<TensorType>,
) -> Result<Vec<Array>, Diagnostic> {
    let params: Vec<TensorType> = inputs.iter().map(Array::ty).collect();
    let mut f = Function::new("main", &params, results.clone());
    let body = f.body;
    let args = f.params().to_vec();
    let outs = f.append(body, op, args, results);
    f.set_return(body, outs);
    run_main(&module_of(vec![f]), inputs)
}

/// Like `try_op` for a single-result op that must succeed.
pub(super) fn op1(op: Op, inputs: &[Array], result: TensorType) -> Array {
    let name = op.name();
    match try_op(op, inputs, vec![result]) {
        Ok(mut v) => v.remove(0),
        Err(e) => panic!("{name} failed: {e}"),
    }
}

pub(super) fn f32_data(a: &Array) -> Vec<f32> {
    match &a.data {
        Data::F32(v) => v.clone(),
        d => panic!("expected f32 data, got {}", d.dtype()),
    }
}
pub(super) fn f64_data(a: &Array) -> Vec<f64> {
    match &a.data {
        Data::F64(v) => v.clone(),
        d => panic!("expected f64 data, got {}", d.dtype()),
    }
}

/// Asserts |a − b| ≤ tol·max(1, |b|) element by element (as complex doubles).
pub(super) fn assert_close(actual: &Array, expected: &[Complex64], tol: f64) {
    let a = actual.to_c128_vec();
    assert_eq!(a.len(), expected.len(), "length of {actual:?}");
    for (i, (x, y)) in a.iter().zip(expected).enumerate() {
        assert!(
            (x - y).norm() <= tol * y.norm().max(1.0),
            "element {i}: got {x}, expected {y}"
        );
    }
}

// ---------------------------------------------------------------- functions and calls

/// @main(x) = @twice(x) + x, with @twice(x) = x + x.
fn call_module() -> Module {
    let t = ty(DType::I64, &[2]);
    let mut twice = Function::new("twice", std::slice::from_ref(&t), vec![t.clone()]);
    let (b, x) = (twice.body, twice.params()[0]);
    let s = twice.append(b, Op::Binary(BinaryOp::Add), vec![x, x], vec![t.clone()]);
    twice.set_return(b, s);

    let mut main = Function::new("main", std::slice::from_ref(&t), vec![t.clone()]);
    let (b, x) = (main.body, main.params()[0]);
    let c = main.append(
        b,
        Op::Call {
            callee: "twice".into(),
        },
        vec![x],
        vec![t.clone()],
    );
    let r = main.append(b, Op::Binary(BinaryOp::Add), vec![c[0], x], vec![t]);
    main.set_return(b, r);
    module_of(vec![main, twice])
}

#[test]
fn call_runs_the_callee() {
    let out = run_main(&call_module(), &[i64s(&[2], &[1, -4])]).unwrap();
    assert_eq!(out, vec![i64s(&[2], &[3, -12])]);
}

#[test]
fn inputs_are_checked_against_the_signature() {
    let m = call_module();
    let wrong_shape = run_main(&m, &[i64s(&[3], &[1, 2, 3])]).unwrap_err();
    assert!(wrong_shape.message.contains("argument 0"), "{wrong_shape}");
    assert!(
        wrong_shape.message.contains("expected tensor<2xi64>"),
        "{wrong_shape}"
    );
    assert!(
        wrong_shape.message.contains("given tensor<3xi64>"),
        "{wrong_shape}"
    );
    let wrong_dtype = run_main(&m, &[i32s(&[2], &[1, 2])]).unwrap_err();
    assert!(
        wrong_dtype.message.contains("given tensor<2xi32>"),
        "{wrong_dtype}"
    );
    let wrong_count = run_main(&m, &[]).unwrap_err();
    assert!(
        wrong_count.message.contains("takes 1 argument"),
        "{wrong_count}"
    );
    let mut interp = Interpreter::new(&m);
    let missing = interp.call("nope", &[]).unwrap_err();
    assert!(missing.message.contains("@nope"), "{missing}");
}

#[test]
fn call_to_a_missing_function_is_a_located_error() {
    let t = ty(DType::F32, &[]);
    let mut f = Function::new("main", &[], vec![t.clone()]);
    let b = f.body;
    let id = f.push_op(
        b,
        Op::Call {
            callee: "ghost".into(),
        },
        vec![],
        vec![t],
        vec![],
        Some(Loc { line: 7, col: 3 }),
    );
    let r = f.op(id).results.clone();
    f.set_return(b, r);
    let e = run_main(&module_of(vec![f]), &[]).unwrap_err();
    assert!(e.message.contains("@ghost"), "{e}");
    assert_eq!(e.loc, Some(Loc { line: 7, col: 3 }));
    assert_eq!(e.func.as_deref(), Some("main"));
    assert_eq!(e.op.as_deref(), Some("func.call"));
}

#[test]
fn runaway_recursion_is_an_error() {
    let t = ty(DType::I32, &[]);
    let mut f = Function::new("main", std::slice::from_ref(&t), vec![t.clone()]);
    let (b, x) = (f.body, f.params()[0]);
    let r = f.append(
        b,
        Op::Call {
            callee: "main".into(),
        },
        vec![x],
        vec![t],
    );
    f.set_return(b, r);
    let e = run_main(&module_of(vec![f]), &[i32s(&[], &[0])]).unwrap_err();
    assert!(e.message.contains("nest"), "{e}");
}

#[test]
fn mismatched_operand_types_are_errors_not_panics() {
    // add(f32, f64) declared as f32.
    let e = try_op(
        Op::Binary(BinaryOp::Add),
        &[f32s(&[2], &[1.0, 2.0]), f64s(&[2], &[1.0, 2.0])],
        vec![ty(DType::F32, &[2])],
    )
    .unwrap_err();
    assert_eq!(e.op.as_deref(), Some("stablehlo.add"));
    assert!(e.message.contains("differ"), "{e}");
    // A result declared with the wrong type.
    let e = try_op(
        Op::Unary(UnaryOp::Negate),
        &[f32s(&[2], &[1.0, 2.0])],
        vec![ty(DType::F32, &[3])],
    )
    .unwrap_err();
    assert!(e.message.contains("declared tensor<3xf32>"), "{e}");
    // Wrong operand count.
    let e = try_op(Op::Select, &[bools(&[], &[true])], vec![ty(DType::I1, &[])]).unwrap_err();
    assert!(e.message.contains("expects 3 operand"), "{e}");
    // An op not defined on the type.
    let e = try_op(
        Op::Unary(UnaryOp::Sine),
        &[i32s(&[1], &[1])],
        vec![ty(DType::I32, &[1])],
    )
    .unwrap_err();
    assert!(e.message.contains("not defined"), "{e}");
}

// ---------------------------------------------------------------- control flow

/// while (i < limit) { i += 1; sum += i }, returning (i, sum).
fn counting_loop(limit: i64) -> Module {
    let t = ty(DType::I64, &[]);
    let mut f = Function::new("main", &[], vec![t.clone(), t.clone()]);
    let b = f.body;
    let zero = f.append(b, Op::Constant(i64s(&[], &[0])), vec![], vec![t.clone()])[0];
    let one = f.append(b, Op::Constant(i64s(&[], &[1])), vec![], vec![t.clone()])[0];
    let lim = f.append(
        b,
        Op::Constant(i64s(&[], &[limit])),
        vec![],
        vec![t.clone()],
    )[0];
    let cond = f.new_block(&[t.clone(), t.clone()], None);
    let i = f.block(cond).args[0];
    let lt = Op::Compare {
        dir: CompareDir::Lt,
        cmp_type: None,
    };
    let c = f.append(cond, lt, vec![i, lim], vec![ty(DType::I1, &[])]);
    f.set_return(cond, c);
    let body = f.new_block(&[t.clone(), t.clone()], None);
    let (i, s) = (f.block(body).args[0], f.block(body).args[1]);
    let i2 = f.append(
        body,
        Op::Binary(BinaryOp::Add),
        vec![i, one],
        vec![t.clone()],
    )[0];
    let s2 = f.append(
        body,
        Op::Binary(BinaryOp::Add),
        vec![s, i2],
        vec![t.clone()],
    )[0];
    f.set_return(body, vec![i2, s2]);
    let w = f.push_op(
        b,
        Op::While,
        vec![zero, zero],
        vec![t.clone(), t],
        vec![cond, body],
        None,
    );
    let r = f.op(w).results.clone();
    f.set_return(b, r);
    module_of(vec![f])
}

#[test]
fn while_loops_carry_values() {
    let out = run_main(&counting_loop(10), &[]).unwrap();
    assert_eq!(out, vec![i64s(&[], &[10]), i64s(&[], &[55])]);
}

#[test]
fn while_loops_past_the_cap_stop_with_an_error() {
    let m = counting_loop(1_000);
    let mut interp = Interpreter::new(&m);
    interp.max_while_iterations = 100;
    let e = interp.call("main", &[]).unwrap_err();
    assert!(e.message.contains("more than 100 iterations"), "{e}");
    assert_eq!(e.op.as_deref(), Some("stablehlo.while"));
}

/// case(index) over three branches returning constants 0, 1, 2 (region values defined
/// inside the branches, plus one captured from outside in branch 0).
fn case_module() -> Module {
    let t = ty(DType::I32, &[]);
    let mut f = Function::new("main", std::slice::from_ref(&t), vec![t.clone()]);
    let (b, index) = (f.body, f.params()[0]);
    let outer = f.append(b, Op::Constant(i32s(&[], &[100])), vec![], vec![t.clone()])[0];
    let mut regions = Vec::new();
    for k in 0..3 {
        let r = f.new_block(&[], None);
        let c = f.append(r, Op::Constant(i32s(&[], &[k])), vec![], vec![t.clone()])[0];
        let v = if k == 0 {
            f.append(
                r,
                Op::Binary(BinaryOp::Add),
                vec![c, outer],
                vec![t.clone()],
            )[0]
        } else {
            c
        };
        f.set_return(r, vec![v]);
        regions.push(r);
    }
    let id = f.push_op(b, Op::Case, vec![index], vec![t], regions, None);
    let r = f.op(id).results.clone();
    f.set_return(b, r);
    module_of(vec![f])
}

#[test]
fn case_picks_the_branch_and_clamps_to_the_last() {
    let m = case_module();
    let run = |i: i32| run_main(&m, &[i32s(&[], &[i])]).unwrap().remove(0);
    assert_eq!(run(0), i32s(&[], &[100]));
    assert_eq!(run(1), i32s(&[], &[1]));
    assert_eq!(run(2), i32s(&[], &[2]));
    assert_eq!(run(3), i32s(&[], &[2]));
    assert_eq!(run(-1), i32s(&[], &[2]));
}

#[test]
fn if_runs_one_region() {
    let t = ty(DType::F32, &[]);
    let mut f = Function::new("main", &[ty(DType::I1, &[])], vec![t.clone()]);
    let (b, p) = (f.body, f.params()[0]);
    let mut regions = Vec::new();
    for v in [1.5f32, -2.5] {
        let r = f.new_block(&[], None);
        let c = f.append(r, Op::Constant(f32s(&[], &[v])), vec![], vec![t.clone()]);
        f.set_return(r, c);
        regions.push(r);
    }
    let id = f.push_op(b, Op::If, vec![p], vec![t], regions, None);
    let r = f.op(id).results.clone();
    f.set_return(b, r);
    let m = module_of(vec![f]);
    assert_eq!(
        run_main(&m, &[bools(&[], &[true])]).unwrap()[0],
        f32s(&[], &[1.5])
    );
    assert_eq!(
        run_main(&m, &[bools(&[], &[false])]).unwrap()[0],
        f32s(&[], &[-2.5])
    );
}

// ---------------------------------------------------------------- checks

/// A function of no arguments running `checks` on constants `a` and `b`.
fn check_module(a: &Array, b: &Array, checks: Vec<Check>) -> Module {
    let mut f = Function::new("main", &[], vec![]);
    let body = f.body;
    let va = f.append(body, Op::Constant(a.clone()), vec![], vec![a.ty()])[0];
    let vb = f.append(body, Op::Constant(b.clone()), vec![], vec![b.ty()])[0];
    for (line, c) in checks.into_iter().enumerate() {
        let operands = match &c {
            Check::EqConst(_) | Check::AlmostEqConst { .. } => vec![va],
            _ => vec![va, vb],
        };
        let loc = Some(Loc {
            line: line as u32 + 1,
            col: 1,
        });
        f.push_op(body, Op::Check(c), operands, vec![], vec![], loc);
    }
    module_of(vec![f])
}

/// Runs the checks; returns (failure lines, checks evaluated, close checks evaluated).
fn run_checks(a: &Array, b: &Array, checks: Vec<Check>) -> (Vec<u32>, usize, usize) {
    let m = check_module(a, b, checks);
    let mut interp = Interpreter::new(&m);
    interp.call("main", &[]).unwrap();
    let lines = interp
        .check_failures
        .iter()
        .map(|f| f.loc.map_or(0, |l| l.line))
        .collect();
    (
        lines,
        interp.checks_evaluated,
        interp.close_checks_evaluated,
    )
}

#[test]
fn failed_checks_are_recorded_and_the_run_goes_on() {
    let a = i64s(&[3], &[1, 2, 3]);
    let b = i64s(&[3], &[1, 5, 3]);
    let (failed, n, close) = run_checks(
        &a,
        &b,
        vec![
            Check::Eq,
            Check::EqConst(a.clone()),
            Check::EqConst(b.clone()),
        ],
    );
    assert_eq!(failed, vec![1, 3]);
    assert_eq!((n, close), (3, 0));
    let m = check_module(&a, &b, vec![Check::Eq]);
    let mut interp = Interpreter::new(&m);
    interp.call("main", &[]).unwrap();
    let msg = &interp.check_failures[0].message;
    assert!(msg.contains("element 1"), "{msg}");
    assert!(msg.starts_with("check.expect_eq"), "{msg}");
    // run_main turns a failed check into an error.
    assert!(run_main(&m, &[]).is_err());
}

#[test]
fn expect_eq_is_ieee_equality_on_both_parts() {
    let nan = f32s(&[1], &[f32::NAN]);
    assert_eq!(run_checks(&nan, &nan, vec![Check::Eq]).0, vec![1]);
    let zeros = (f64s(&[1], &[0.0]), f64s(&[1], &[-0.0]));
    assert!(run_checks(&zeros.0, &zeros.1, vec![Check::Eq]).0.is_empty());
    let (z1, z2) = (c64s(&[1], &[(1.0, 2.0)]), c64s(&[1], &[(1.0, 2.5)]));
    assert_eq!(run_checks(&z1, &z2, vec![Check::Eq]).0, vec![1]);
    // Different types never match.
    let (x, y) = (f32s(&[1], &[1.0]), f64s(&[1], &[1.0]));
    assert_eq!(run_checks(&x, &y, vec![Check::Eq]).0, vec![1]);
}

#[test]
fn expect_almost_eq_tolerance_nan_and_inf() {
    let almost = |tolerance| Check::AlmostEq { tolerance };
    let a = f64s(&[3], &[1.0, f64::NAN, f64::INFINITY]);
    let b = f64s(&[3], &[1.00005, f64::NAN, f64::INFINITY]);
    assert!(run_checks(&a, &b, vec![almost(1e-4)]).0.is_empty());
    assert_eq!(run_checks(&a, &b, vec![almost(1e-5)]).0, vec![1]);
    let big = f64s(&[3], &[1.0, f64::NAN, 1e300]);
    assert_eq!(run_checks(&a, &big, vec![almost(1e6)]).0, vec![1]);
    let (z1, z2) = (c128s(&[1], &[(1.0, 2.0)]), c128s(&[1], &[(1.0, 2.01)]));
    assert_eq!(run_checks(&z1, &z2, vec![almost(1e-3)]).0, vec![1]);
    assert!(run_checks(&z1, &z2, vec![almost(0.1)]).0.is_empty());
    let konst = Check::AlmostEqConst {
        expected: f64s(&[3], &[1.0, f64::NAN, f64::INFINITY]),
        tolerance: 0.0,
    };
    assert!(run_checks(&a, &b, vec![konst]).0.is_empty());
}

#[test]
fn expect_close_is_relative_and_counted() {
    // |diff| = 5 on a value of 1e6: within 1e-5 relative for f32, not 1e-12 for f64.
    let (a, b) = (f32s(&[1], &[1e6]), f32s(&[1], &[1e6 + 5.0]));
    let (failed, n, close) = run_checks(
        &a,
        &b,
        vec![Check::Close, Check::CustomCall(Box::new(Check::Close))],
    );
    assert!(failed.is_empty());
    assert_eq!((n, close), (2, 2));
    let (a, b) = (f64s(&[1], &[1e6]), f64s(&[1], &[1e6 + 5.0]));
    assert_eq!(run_checks(&a, &b, vec![Check::Close]).0, vec![1]);
    // Small values get an absolute floor of tol.
    let (a, b) = (f32s(&[1], &[1e-7]), f32s(&[1], &[5e-6]));
    assert!(run_checks(&a, &b, vec![Check::Close]).0.is_empty());
    // The complex modulus sets the scale of both parts.
    let (z1, z2) = (c64s(&[1], &[(1e6, 1.0)]), c64s(&[1], &[(1e6, 3.0)]));
    assert!(run_checks(&z1, &z2, vec![Check::Close]).0.is_empty());
    let (x, y) = (f32s(&[1], &[f32::INFINITY]), f32s(&[1], &[f32::MAX]));
    assert_eq!(run_checks(&x, &y, vec![Check::Close]).0, vec![1]);
}

#[test]
fn custom_call_checks_behave_as_their_inner_check() {
    let (a, b) = (i32s(&[2], &[1, 2]), i32s(&[2], &[1, 3]));
    let eq = Check::CustomCall(Box::new(Check::Eq));
    let almost = Check::CustomCall(Box::new(Check::AlmostEq { tolerance: 1e-3 }));
    // Integers compare exactly, whatever the tolerance.
    assert_eq!(run_checks(&a, &b, vec![eq, almost]).0, vec![1, 2]);
}
