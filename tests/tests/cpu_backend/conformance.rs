//! The conformance programs on the CPU backend. `testdata/*.mlir` (JAX-generated, inputs
//! embedded as `call @inputs()`): the inputs become arguments of `@main` (so that they are not
//! folded away and the kernels really run), then every program the interpreter passes must pass
//! on the CPU too — its `check.*` ops hold (they run as interpreter steps) and its results
//! match the interpreter's. `interpret/*.mlir` (constants only, so mostly folded at compile
//! time): every case the interpreter passes must run on the CPU without a failed check.

use super::check_against_interpreter;
use fresnel_ir::func::{Module, ValueData, ValueDef};
use fresnel_ir::{Array, Op};
use fresnel_runtime::interp::{run_main, Interpreter};
use fresnel_tests::conformance::mlir_files;

/// Replaces `call @inputs()` in `@main` by new arguments and returns their values (computed
/// by running `@inputs`). `None` when `@main` has no such call.
fn inputs_as_arguments(m: &mut Module) -> Result<Option<Vec<Array>>, String> {
    let values = match m.func("inputs") {
        Some(_) => Interpreter::new(m)
            .call("inputs", &[])
            .map_err(|d| format!("@inputs: {d}"))?,
        None => return Ok(None),
    };
    let main = m.func_mut("main").ok_or("no @main")?;
    let body = main.body;
    let Some(pos) = main
        .block(body)
        .ops
        .iter()
        .position(|&o| matches!(&main.op(o).op, Op::Call { callee } if callee == "inputs"))
    else {
        return Ok(None);
    };
    let call = main.block(body).ops[pos];
    let results = main.op(call).results.clone();
    for (index, &r) in results.iter().enumerate() {
        let ty = main.ty(r).clone();
        let arg = fresnel_ir::ValueId(main.values.len() as u32);
        main.values.push(ValueData {
            ty,
            def: ValueDef::BlockArg { block: body, index },
        });
        main.block_mut(body).args.push(arg);
        main.replace_uses(r, arg);
    }
    main.block_mut(body).ops.remove(pos);
    Ok(Some(values))
}

#[test]
fn testdata_programs_match_the_interpreter() {
    let (mut passed, mut skipped, mut interp_fails) = (0, 0, 0);
    let mut failures = Vec::new();
    let mut fallbacks: std::collections::BTreeMap<String, usize> = Default::default();
    for path in mlir_files("testdata") {
        let file = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{file}: {e}"));
        let mut m = match fresnel_ir::parse::parse_module(&text) {
            Ok(m) => m,
            Err(d) if d.message.starts_with("unsupported type") => {
                skipped += 1;
                continue;
            }
            Err(d) => panic!("{file}: {d}"),
        };
        let inputs = match inputs_as_arguments(&mut m) {
            Ok(Some(v)) => v,
            Ok(None) => Vec::new(),
            Err(e) => panic!("{file}: {e}"),
        };
        if run_main(&m, &inputs).is_err() {
            // Not passing on the interpreter (the conformance runner lists these).
            interp_fails += 1;
            continue;
        }
        match check_against_interpreter(&m, &inputs) {
            Ok(_) => passed += 1,
            Err(e) => failures.push(format!("{file}: {e}")),
        }
        if let Ok(p) = fresnel::backend::cpu_program(&m) {
            for s in p.steps.iter().filter(|s| s.kind.name() == "interp") {
                *fallbacks.entry(s.origin.op.clone()).or_insert(0usize) += 1;
            }
        }
    }
    // Not failures: what still runs on the interpreter (checks always do).
    println!("interpreter steps by op: {fallbacks:?}");
    println!("testdata on cpu: {passed} passed, {} failed, {skipped} skipped (types), {interp_fails} failing on the interpreter", failures.len());
    assert!(
        failures.is_empty(),
        "{} program(s) fail on the CPU backend:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(passed > 200, "only {passed} programs ran");
}

#[test]
fn interpret_suite_passes_on_the_cpu() {
    let (mut passed, mut skipped) = (0, 0);
    let mut failures = Vec::new();
    for path in mlir_files("interpret") {
        let file = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{file}: {e}"));
        for (line, case) in fresnel_ir::parse::split_cases(&text) {
            if !case
                .lines()
                .any(|l| !l.trim().is_empty() && !l.trim_start().starts_with("//"))
            {
                continue;
            }
            let Ok(m) = fresnel_ir::parse::parse_module_at(case, line) else {
                skipped += 1;
                continue;
            };
            if m.entry().is_none() || run_main(&m, &[]).is_err() {
                skipped += 1;
                continue;
            }
            let run = fresnel::backend::compile_cpu(&m).and_then(|exe| exe.run(&[]));
            match run {
                Ok(_) => passed += 1,
                Err(d) => failures.push(format!("{file}:{line}: {d}")),
            }
        }
    }
    println!(
        "interpret suite on cpu: {passed} passed, {} failed, {skipped} skipped",
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} case(s) fail on the CPU backend:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(passed > 100, "only {passed} cases ran");
}
