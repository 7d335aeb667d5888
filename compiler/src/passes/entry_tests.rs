//! Every public entry point that takes a module verifies it first: a module that parses but
//! breaks the verifier's rules gets the verifier's error, never a panic (index out of
//! bounds, overflow) from code that assumes a valid module. The interpreter, which checks
//! every op as it runs it, must return an error too.

use crate::ad::{grad, value_and_grad, vjp};
use crate::backend::{compile, compile_cpu, cpu_program, lower_module, Backend};
use crate::pipeline::{run_compile, run_pipeline, FUSE, SIMPLIFY};
use fresnel_ir::func::{Function, OpId, ValueId};
use fresnel_ir::parse::parse_module;
use fresnel_ir::{Array, DType, Diagnostic, Module, TensorType};
use fresnel_runtime::interp::run_main;

const VALID: &str = "func.func public @main(%arg0: tensor<3xf32>) -> tensor<f32> {
  %0 = stablehlo.sine %arg0 : tensor<3xf32>
  %1 = stablehlo.multiply %0, %arg0 : tensor<3xf32>
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %2 = stablehlo.reduce(%1 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
  return %2 : tensor<f32>
}";

/// Ways to break a module that parsed, each with what the verifier's message mentions.
fn broken_modules() -> Vec<(&'static str, Module, &'static str)> {
    let valid = parse_module(VALID).unwrap();
    let edit = |change: &dyn Fn(&mut Function)| {
        let mut m = valid.clone();
        change(&mut m.funcs[0]);
        m
    };
    vec![
        (
            "operand out of range",
            edit(&|f| f.set_operand(OpId(1), 0, ValueId(9999))),
            "does not exist",
        ),
        (
            "result type against the shape rule",
            edit(&|f| {
                let r = f.op(OpId(0)).results[0];
                f.set_type(r, TensorType::new(DType::F32, vec![7]));
            }),
            "",
        ),
        (
            "use before definition",
            edit(&|f| {
                let body = f.body;
                let mut ops = f.take_block_ops(body);
                ops.swap(0, 1);
                f.set_block_ops(body, ops);
            }),
            "",
        ),
        (
            "returned value out of range",
            edit(&|f| {
                let body = f.body;
                f.set_return(body, vec![ValueId(12345)]);
            }),
            "does not exist",
        ),
    ]
}

fn entry_points() -> Vec<(&'static str, fn(&Module) -> Result<(), Diagnostic>)> {
    vec![
        ("ad::vjp", |m| vjp(m, &[0]).map(drop)),
        ("ad::value_and_grad", |m| value_and_grad(m, &[0]).map(drop)),
        ("ad::grad", |m| grad(m, &[0]).map(drop)),
        ("pipeline::run_pipeline", |m| {
            run_pipeline(&mut m.clone(), SIMPLIFY, &mut |_, _| {})
        }),
        ("pipeline::run_pipeline(FUSE)", |m| {
            run_pipeline(&mut m.clone(), FUSE, &mut |_, _| {})
        }),
        ("pipeline::run_compile", |m| {
            run_compile(&mut m.clone(), &mut |_, _| {})
        }),
        ("backend::compile_cpu", |m| compile_cpu(m).map(drop)),
        ("backend::compile(Interp)", |m| {
            compile(m, Backend::Interp).map(drop)
        }),
        ("backend::cpu_program", |m| cpu_program(m).map(drop)),
        ("backend::lower_module", |m| lower_module(m).map(drop)),
        ("interp::run_main", |m| {
            let x = Array::from_f32(vec![3], vec![0.1, 0.2, 0.3]).unwrap();
            run_main(m, &[x]).map(drop)
        }),
    ]
}

#[test]
fn every_entry_point_returns_the_verifier_error_for_an_invalid_module() {
    for (broken, m, mentions) in broken_modules() {
        for (entry, run) in entry_points() {
            let caught = std::panic::catch_unwind(|| run(&m));
            let result = caught.unwrap_or_else(|_| panic!("{entry} panicked on: {broken}"));
            let e = result.expect_err(&format!("{entry} accepted a module with {broken}"));
            // The interpreter checks as it runs, with its own (located) words.
            let own_words = entry == "interp::run_main";
            assert!(
                own_words || e.message.contains(mentions),
                "{entry} on {broken}: {e}"
            );
        }
    }
}
