//! Verifier tests: the printer's hand-built programs verify clean; each broken variant has
//! exactly one mistake and must produce the specific, located error.

use super::*;
use crate::array::{Array, Data};
use crate::func::Loc;
use crate::op::{BinaryOp, CompareDir, UnaryOp};
use crate::print::tests::{
    add_reduce, case_op, elementwise, fft_module, hand_built_modules, scalar_const, t,
    variadic_reduce, while_loop,
};

fn module_of(f: Function) -> Module {
    Module {
        name: None,
        funcs: vec![f],
        warnings: Vec::new(),
    }
}

/// The single error of a function verified inside a module of its own.
fn only_error(f: Function) -> Diagnostic {
    let errors = verify_module(&module_of(f)).expect_err("the mistake must be found");
    assert_eq!(errors.len(), 1, "expected one error, got: {errors:#?}");
    errors.into_iter().next().expect("one error")
}

/// The first error (later ones may follow from it, like a wrong type read downstream).
fn first_error(f: Function) -> Diagnostic {
    let errors = verify_module(&module_of(f)).expect_err("the mistake must be found");
    errors.into_iter().next().expect("at least one error")
}

fn find_op(f: &Function, pred: impl Fn(&Op) -> bool) -> OpId {
    f.walk()
        .into_iter()
        .find(|&o| pred(&f.op(o).op))
        .expect("the op is in the function")
}

#[test]
fn hand_built_programs_verify_clean() {
    for m in hand_built_modules() {
        verify_module(&m).expect("clean");
    }
    verify_module(&fft_module()).expect("clean");
}

#[test]
fn wrong_result_type_is_located() {
    let mut f = elementwise();
    let add = find_op(&f, |op| *op == Op::Binary(BinaryOp::Add));
    f.op_mut(add).loc = Some(Loc { line: 7, col: 5 });
    let r = f.op(add).results[0];
    f.values[r.index()].ty = t(DType::C128, &[5, 4]);
    let e = first_error(f);
    assert_eq!(e.func.as_deref(), Some("main"));
    assert_eq!(e.op.as_deref(), Some("stablehlo.add"));
    assert_eq!(e.loc, Some(Loc { line: 7, col: 5 }));
    assert!(
        e.message.contains("tensor<5x4xcomplex<f64>>") && e.message.contains("should be"),
        "{e}"
    );
    assert!(
        e.to_string().starts_with("7:5: in @main: stablehlo.add: "),
        "{e}"
    );
}

#[test]
fn wrong_operand_count() {
    let mut f = elementwise();
    let add = find_op(&f, |op| *op == Op::Binary(BinaryOp::Add));
    f.op_mut(add).operands.pop();
    let e = only_error(f);
    assert_eq!(e.op.as_deref(), Some("stablehlo.add"));
    assert!(e.message.contains("expects 2 operand(s), got 1"), "{e}");
}

#[test]
fn use_before_definition() {
    let mut f = elementwise();
    let body = f.body;
    // Ops 2 and 3 are `broadcast_in_dim` and the `multiply` reading it: swap them.
    f.block_mut(body).ops.swap(2, 3);
    let broadcast = f.block(body).ops[3];
    let read = f.op(broadcast).results[0];
    let e = only_error(f);
    assert_eq!(e.op.as_deref(), Some("stablehlo.multiply"));
    assert!(
        e.message.starts_with(&format!("operand 0 (%2 ({read}))")),
        "{e}"
    );
    assert!(e.message.contains("is not defined before this op"), "{e}");
}

#[test]
fn value_from_inside_a_region_used_outside() {
    let mut f = case_op();
    let case = find_op(&f, |op| *op == Op::Case);
    let branch = f.op(case).regions[0];
    let inner = f.block(branch).ret[0]; // the negate inside branch 0
    let body = f.body;
    f.block_mut(body).ret[0] = inner;
    let e = only_error(f);
    assert_eq!(e.op.as_deref(), Some("func.return"));
    assert!(
        e.message.contains("returned value 0") && e.message.contains("is not defined"),
        "{e}"
    );
}

#[test]
fn region_cannot_use_its_own_results() {
    let mut f = case_op();
    let case = find_op(&f, |op| *op == Op::Case);
    let own = f.op(case).results[0];
    let branch = f.op(case).regions[1];
    f.block_mut(branch).ret[1] = own;
    let e = only_error(f);
    assert_eq!(e.op.as_deref(), Some("stablehlo.return"));
    assert!(e.message.contains("returned value 1 (%0#0"), "{e}");
}

#[test]
fn out_of_range_ids_are_errors_not_panics() {
    let mut f = elementwise();
    let add = find_op(&f, |op| *op == Op::Binary(BinaryOp::Add));
    f.op_mut(add).operands[1] = ValueId(10_000);
    let e = only_error(f);
    assert!(
        e.message.contains("operand 1 (v10000) does not exist"),
        "{e}"
    );

    let mut f = elementwise();
    let body = f.body;
    f.block_mut(body).ops.push(OpId(5_000));
    let e = only_error(f);
    assert!(
        e.message.contains("lists op5000, which does not exist"),
        "{e}"
    );

    let mut f = elementwise();
    let reduce = find_op(&f, |op| matches!(op, Op::Reduce { .. }));
    f.op_mut(reduce).regions[0] = BlockId(77);
    let errors = verify_module(&module_of(f)).expect_err("bad region id");
    assert!(
        errors
            .iter()
            .any(|e| e.message.contains("block77 does not exist")),
        "{errors:#?}"
    );

    let mut f = elementwise();
    f.body = BlockId(99);
    let errors = verify_module(&module_of(f)).expect_err("bad body id");
    assert!(
        errors
            .iter()
            .any(|e| e.message.contains("block99 does not exist")),
        "{errors:#?}"
    );
}

#[test]
fn blocks_and_ops_listed_twice_or_in_cycles() {
    // A while whose regions are the function body itself: must terminate with errors.
    let mut f = while_loop();
    let w = find_op(&f, |op| *op == Op::While);
    let body = f.body;
    f.op_mut(w).regions[0] = body;
    let errors = verify_module(&module_of(f)).expect_err("cycle");
    assert!(errors.iter().any(|e| e
        .message
        .contains("block0 is used as a region or body more than once")));

    let mut f = elementwise();
    let body = f.body;
    let first = f.block(body).ops[0];
    f.block_mut(body).ops.push(first);
    let errors = verify_module(&module_of(f)).expect_err("duplicate op");
    assert!(
        errors
            .iter()
            .any(|e| e.message.contains("op0 is listed in more than one place")),
        "{errors:#?}"
    );
}

#[test]
fn inconsistent_value_definition() {
    let mut f = elementwise();
    let p = f.params()[1];
    f.values[p.index()].def = ValueDef::BlockArg {
        block: BlockId(0),
        index: 0,
    };
    let errors = verify_module(&module_of(f)).expect_err("bad def");
    assert!(
        errors[0]
            .message
            .contains("%arg1 (v1) is recorded as BlockArg"),
        "{errors:#?}"
    );
}

#[test]
fn call_target_and_signature() {
    let mut m = fft_module();
    m.funcs[0].ops[0].op = Op::Call {
        callee: "nope".into(),
    };
    let errors = verify_module(&m).expect_err("missing callee");
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].op.as_deref(), Some("func.call"));
    assert!(errors[0]
        .message
        .contains("calls @nope, which is not defined"));

    let mut m = fft_module();
    let p = m.funcs[1].params()[0];
    m.funcs[1].values[p.index()].ty = t(DType::F64, &[4, 8]);
    let errors = verify_module(&m).expect_err("parameter type");
    assert!(errors.iter().any(|e| e.func.as_deref() == Some("main")
        && e.message.contains(
            "operand types (tensor<4x8xf32>) do not match @fft's parameters (tensor<4x8xf64>)"
        )));

    let mut m = fft_module();
    m.funcs[1].result_types = vec![t(DType::C128, &[4, 5])];
    let errors = verify_module(&m).expect_err("result type");
    assert!(errors
        .iter()
        .any(|e| e.func.as_deref() == Some("main")
            && e.message.contains("do not match @fft's results")));
    // @fft itself now returns something other than it declares.
    assert!(errors
        .iter()
        .any(|e| e.func.as_deref() == Some("fft") && e.op.as_deref() == Some("func.return")));
}

#[test]
fn duplicate_function_names() {
    let mut m = fft_module();
    m.funcs[1].name = "main".into();
    let errors = verify_module(&m).expect_err("duplicate");
    assert!(
        errors
            .iter()
            .any(|e| e.message == "function @main is defined more than once"),
        "{errors:#?}"
    );
}

#[test]
fn function_results_must_match_the_signature() {
    let mut f = elementwise();
    f.result_types = vec![t(DType::F64, &[])];
    let e = only_error(f);
    assert_eq!(e.op.as_deref(), Some("func.return"));
    assert_eq!(
        e.message,
        "returns (tensor<f32>), but the signature declares (tensor<f64>)"
    );

    let mut f = elementwise();
    let body = f.body;
    let p = f.params()[0];
    f.block_mut(body).ret.push(p);
    let e = only_error(f);
    assert!(
        e.message.contains("returns (tensor<f32>, tensor<5x4xf32>)"),
        "{e}"
    );
}

#[test]
fn while_region_signatures() {
    // cond returns the counter instead of an i1.
    let mut f = while_loop();
    let w = find_op(&f, |op| *op == Op::While);
    let cond = f.op(w).regions[0];
    let counter = f.block(cond).args[0];
    f.block_mut(cond).ret = vec![counter];
    let e = only_error(f);
    assert_eq!(e.op.as_deref(), Some("stablehlo.return"));
    assert_eq!(
        e.message,
        "cond region returns (tensor<i64>), expected (tensor<i1>)"
    );

    // body returns only one of the two carried values.
    let mut f = while_loop();
    let w = find_op(&f, |op| *op == Op::While);
    let body = f.op(w).regions[1];
    f.block_mut(body).ret.pop();
    let e = only_error(f);
    assert_eq!(
        e.message,
        "body region returns (tensor<i64>), expected (tensor<i64>, tensor<3xf32>)"
    );

    // results differ from the carried types.
    let mut f = while_loop();
    let w = find_op(&f, |op| *op == Op::While);
    let r = f.op(w).results[0];
    f.values[r.index()].ty = t(DType::I32, &[]);
    let e = only_error(f);
    assert_eq!(e.op.as_deref(), Some("stablehlo.while"));
    assert!(
        e.message
            .starts_with("result types (tensor<i32>, tensor<3xf32>) differ"),
        "{e}"
    );
}

#[test]
fn case_and_if_signatures() {
    let mut f = case_op();
    let idx = f.params()[0];
    f.values[idx.index()].ty = t(DType::I64, &[]);
    let e = only_error(f);
    assert_eq!(e.op.as_deref(), Some("stablehlo.case"));
    assert_eq!(
        e.message,
        "expects one tensor<i32> index operand, got (tensor<i64>)"
    );

    let mut f = case_op();
    let case = find_op(&f, |op| *op == Op::Case);
    let b1 = f.op(case).regions[1];
    f.block_mut(b1).ret.pop();
    let e = only_error(f);
    assert_eq!(
        e.message,
        "branch 1 returns (tensor<2xf64>), but the op yields (tensor<2xf64>, tensor<2xf64>)"
    );

    // An `if` on an i32 predicate.
    let mut f = case_op();
    let case = find_op(&f, |op| *op == Op::Case);
    f.op_mut(case).op = Op::If;
    let e = only_error(f);
    assert_eq!(e.op.as_deref(), Some("stablehlo.if"));
    assert_eq!(
        e.message,
        "expects one tensor<i1> predicate operand, got (tensor<i32>)"
    );

    // A branch with an argument.
    let mut f = case_op();
    let case = find_op(&f, |op| *op == Op::Case);
    let extra = f.new_block(&[t(DType::F64, &[2])], Some(case));
    let arg = f.block(extra).args[0];
    f.set_return(extra, vec![arg, arg]);
    f.op_mut(case).regions.push(extra);
    let e = only_error(f);
    assert_eq!(
        e.message,
        "branch 2 takes arguments (tensor<2xf64>); branches take none"
    );
}

#[test]
fn reduce_body_signature() {
    // Body arguments in the wrong order for a variadic reduce: (acc_f, elem_f, acc_i, elem_i).
    let mut f = variadic_reduce();
    let r = find_op(&f, |op| matches!(op, Op::Reduce { .. }));
    let body = f.op(r).regions[0];
    let a = f.block(body).args.clone();
    for (k, &v) in [a[0], a[2], a[1], a[3]].iter().enumerate() {
        f.values[v.index()].def = ValueDef::BlockArg {
            block: body,
            index: k,
        };
    }
    f.block_mut(body).args = vec![a[0], a[2], a[1], a[3]];
    let errors = verify_module(&module_of(f)).expect_err("bad order");
    assert!(errors.iter().any(|e| e.op.as_deref() == Some("stablehlo.reduce")
        && e.message == "body takes (tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>), expected accumulators then elements (tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>)"), "{errors:#?}");

    // A body returning a non-scalar.
    let mut f = Function::new("f", &[t(DType::F32, &[3])], vec![t(DType::F32, &[])]);
    let b = f.body;
    let x = f.params()[0];
    let init = scalar_const(&mut f, b, 0.0);
    let s = add_reduce(&mut f, b, x, init, vec![0], t(DType::F32, &[]));
    f.set_return(b, vec![s]);
    let r = find_op(&f, |op| matches!(op, Op::Reduce { .. }));
    let body = f.op(r).regions[0];
    f.set_return(body, vec![x]);
    let e = only_error(f);
    assert_eq!(e.op.as_deref(), Some("stablehlo.return"));
    assert_eq!(
        e.message,
        "reduce body returns (tensor<3xf32>), expected (tensor<f32>)"
    );
}

#[test]
fn check_ops_and_literals() {
    let mut f = Function::new("main", &[], vec![]);
    let b = f.body;
    let c = scalar_const(&mut f, b, 1.0);
    let wrong = Array::new(vec![2], Data::F32(vec![1.0, 2.0])).expect("2 elements");
    f.append(b, Op::Check(Check::EqConst(wrong)), vec![c], vec![]);
    let e = only_error(f);
    assert_eq!(e.op.as_deref(), Some("check.expect_eq_const"));
    assert!(
        e.message
            .contains("expected literal tensor<2xf32> does not match operand tensor<f32>"),
        "{e}"
    );

    // A constant whose data disagrees with its shape (one element would be a compact splat).
    let mut f = Function::new("main", &[], vec![]);
    let b = f.body;
    let bad = Array {
        shape: vec![3],
        data: Data::I32(vec![1, 2]),
    };
    f.append(b, Op::Constant(bad), vec![], vec![t(DType::I32, &[3])]);
    let e = only_error(f);
    assert_eq!(e.message, "literal has 2 elements for shape [3]");
}

#[test]
fn absurd_sizes_do_not_overflow() {
    let huge = t(DType::F32, &[usize::MAX, 3]);
    let mut f = Function::new("main", std::slice::from_ref(&huge), vec![]);
    let b = f.body;
    let x = f.params()[0];
    f.append(b, Op::Unary(UnaryOp::Negate), vec![x], vec![huge]);
    let errors = verify_module(&module_of(f)).expect_err("huge types");
    assert_eq!(errors.len(), 2, "one per huge value: {errors:#?}");
    assert!(
        errors
            .iter()
            .all(|e| e.message.contains("more than 2^48 elements")),
        "{errors:#?}"
    );

    let mut f = Function::new("main", &[t(DType::F32, &[3])], vec![]);
    let b = f.body;
    let x = f.params()[0];
    let z = scalar_const(&mut f, b, 0.0);
    let pad = Op::Pad {
        low: vec![0],
        high: vec![0],
        interior: vec![i64::MAX],
    };
    f.append(b, pad, vec![x, z], vec![t(DType::F32, &[3])]);
    let e = only_error(f);
    assert_eq!(
        e.message,
        format!("padding amount {} is out of range", i64::MAX)
    );
}

#[test]
fn block_parent_must_match() {
    let mut f = while_loop();
    let w = find_op(&f, |op| *op == Op::While);
    let cond = f.op(w).regions[0];
    f.block_mut(cond).parent = None;
    let e = only_error(f);
    assert!(
        e.message
            .ends_with(&format!("records parent none, but belongs to {w}")),
        "{e}"
    );
}

#[test]
fn compare_and_calls_without_module() {
    // Without a module, calls are not resolved, but everything else is checked.
    let m = fft_module();
    verify_function(&m.funcs[0], None).expect("clean without callee lookup");
    let mut f = Function::new("main", &[t(DType::F32, &[2]), t(DType::F64, &[2])], vec![]);
    let b = f.body;
    let (x, y) = (f.params()[0], f.params()[1]);
    let cmp = Op::Compare {
        dir: CompareDir::Lt,
        cmp_type: None,
    };
    f.append(b, cmp, vec![x, y], vec![t(DType::I1, &[2])]);
    let errors = verify_function(&f, None).expect_err("mixed dtypes");
    assert_eq!(errors[0].message, "element types differ (f32 vs f64)");
}
