//! Everything after the parser, on one program: verify, print/parse round trip, the
//! interpreter, the compile pipeline, CPU lowering + run, CUDA C rendering, reverse AD (vjp and
//! value_and_grad) and forward AD (jvp), each inside `catch_unwind`.
//!
//! What counts as a bug ([`Finding`]): a panic anywhere; a verified module that does not print
//! and parse back to itself; a pass or AD producing a module the verifier rejects; a
//! verifier error without a location. Errors (`Err`) are the expected answer to hostile
//! programs and are only counted.
//!
//! Running is bounded so that a legitimate but expensive program cannot stall the fuzzer:
//! programs run (interpreter, CPU) only when no value holds more than [`RUN_ELEMENTS`]
//! elements — or when some value is so large that the memory budget must refuse it; loops
//! stop after [`MAX_TRIPS`] iterations on the interpreter, and the compiled program runs only
//! when the interpreter finished (so it terminates too) or the program has no loop.

use super::{panic_message, XorShift};
use fresnel::ad;
use fresnel_ir::array::Data;
use fresnel_ir::func::{BlockId, Function, Module};
use fresnel_ir::parse::parse_module;
use fresnel_ir::print::print_module;
use fresnel_ir::types::{DType, TensorType};
use fresnel_ir::{Array, Diagnostic, Op};
use fresnel_runtime::interp::Interpreter;
use num_complex::{Complex32, Complex64};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Largest value (in elements) of a program that is run.
pub const RUN_ELEMENTS: usize = 1 << 12;
/// Values at least this large cannot fit in any machine's memory: the budget must refuse them
/// before anything is allocated, so such programs are run too.
pub const HUGE_ELEMENTS: usize = 1 << 38;
/// Interpreter loop bound for fuzzed programs (mutated loop bounds can be 2^62).
pub const MAX_TRIPS: u64 = 2_000;

/// Something that must not happen, whatever the input.
#[derive(Clone, Debug)]
pub struct Finding {
    /// The stage: `verify`, `interp`, `cpu`, `vjp`, …
    pub stage: &'static str,
    /// `panic`, `round trip`, `invalid output`, `unlocated error`.
    pub kind: &'static str,
    pub message: String,
}

/// How far one program got, for the campaign's statistics.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    pub parsed: bool,
    pub verified: bool,
    pub interp_ok: bool,
    pub compiled: bool,
    pub cpu_ok: bool,
    pub vjp_ok: bool,
    pub jvp_ok: bool,
    /// The parser's or the verifier's error, when the program stopped there.
    pub rejected: Option<String>,
    /// Verified only once its result types were recomputed (`repair_types`).
    pub repaired: bool,
    /// Errors of the later stages (`stage: error`), for tuning and for reading.
    pub errors: Vec<String>,
    pub findings: Vec<Finding>,
}

/// Runs `f`, turning a panic into a finding of `stage`.
fn guarded<T>(out: &mut Outcome, stage: &'static str, f: impl FnOnce() -> T) -> Option<T> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(v) => Some(v),
        Err(p) => {
            out.findings.push(Finding {
                stage,
                kind: "panic",
                message: panic_message(&*p),
            });
            None
        }
    }
}

/// The largest element count of any value of the module (saturating).
fn largest_value(m: &Module) -> usize {
    m.funcs
        .iter()
        .flat_map(|f| f.values())
        .map(|v| {
            v.ty.shape
                .iter()
                .try_fold(1usize, |n, &d| n.checked_mul(d))
                .unwrap_or(usize::MAX)
        })
        .max()
        .unwrap_or(0)
}

fn has_loop(m: &Module) -> bool {
    m.funcs
        .iter()
        .any(|f| f.ops().any(|o| matches!(o.op, Op::While)))
}

/// Small random values: integers in -1..5 (mostly valid indices, some not), floats in
/// [-2, 2], a few zeros.
pub fn random_array(ty: &TensorType, rng: &mut XorShift) -> Array {
    let n = ty.num_elements();
    let mut float = || (rng.below(4001) as f64 - 2000.0) / 1000.0;
    let data = match ty.dtype {
        DType::I1 => Data::I1((0..n).map(|_| float() > 0.0).collect()),
        DType::F32 => Data::F32((0..n).map(|_| float() as f32).collect()),
        DType::F64 => Data::F64((0..n).map(|_| float()).collect()),
        DType::C64 => Data::C64(
            (0..n)
                .map(|_| Complex32::new(float() as f32, float() as f32))
                .collect(),
        ),
        DType::C128 => Data::C128((0..n).map(|_| Complex64::new(float(), float())).collect()),
        int => {
            let values: Vec<i64> = (0..n).map(|_| (float() * 1.5).round() as i64 + 1).collect();
            Data::from_ints(int, &values).expect("every other dtype is an integer")
        }
    };
    Array {
        shape: ty.shape.clone(),
        data,
    }
}

/// Recomputes result types from operand types wherever the shape rule can
/// (`fresnel_ir::infer::infer`), in program order, through `while`/`case`/`if` regions, and
/// the functions' result types from what they return. A textual mutation that changed one
/// type everywhere (an argument's dimension set to 0, a dtype swapped) leaves the results
/// downstream with their old types; repaired, many such programs verify and reach the later
/// stages with shapes and attributes no real program has.
fn repair_types(m: &mut Module) {
    for f in &mut m.funcs {
        let body = f.body;
        repair_block(f, body);
        f.result_types = f.returns().iter().map(|&v| f.ty(v).clone()).collect();
    }
}

fn repair_block(f: &mut Function, block: BlockId) {
    for op in f.block(block).ops.clone() {
        let data = f.op(op).clone();
        let operand_types: Vec<TensorType> =
            data.operands.iter().map(|&v| f.ty(v).clone()).collect();
        let set = |f: &mut Function, types: &[TensorType]| {
            if types.len() == data.results.len() {
                for (r, t) in data.results.iter().zip(types) {
                    f.set_type(*r, t.clone());
                }
            }
        };
        match &data.op {
            Op::While => {
                for &region in &data.regions {
                    let args = f.block(region).args.clone();
                    if args.len() == operand_types.len() {
                        for (a, t) in args.iter().zip(&operand_types) {
                            f.set_type(*a, t.clone());
                        }
                    }
                    repair_block(f, region);
                }
                set(f, &operand_types);
            }
            Op::Case | Op::If => {
                for &region in &data.regions {
                    repair_block(f, region);
                }
                if let Some(&first) = data.regions.first() {
                    let types: Vec<TensorType> = f
                        .block(first)
                        .ret
                        .iter()
                        .map(|&v| f.ty(v).clone())
                        .collect();
                    set(f, &types);
                }
            }
            op => {
                if let Ok(Some(types)) = fresnel_ir::infer::infer(op, &operand_types) {
                    set(f, &types);
                }
            }
        }
    }
}

/// The same module without `check.*` ops (AD refuses programs with checks).
fn without_checks(m: &Module) -> Module {
    let mut m = m.clone();
    for f in &mut m.funcs {
        let checks: Vec<bool> = f.ops().map(|o| matches!(o.op, Op::Check(_))).collect();
        for b in f.block_ids() {
            let mut ops = f.take_block_ops(b);
            ops.retain(|o| !checks[o.index()]);
            f.set_block_ops(b, ops);
        }
    }
    m
}

/// Whether the entry's inputs are small enough to make and run.
fn runnable(m: &Module) -> bool {
    let size = largest_value(m);
    size <= RUN_ELEMENTS || size >= HUGE_ELEMENTS
}

fn inputs_for(types: &[TensorType], rng: &mut XorShift) -> Option<Vec<Array>> {
    // Arguments are host arrays made here: only small ones.
    if types.iter().any(|t| t.num_elements() > RUN_ELEMENTS) {
        return None;
    }
    Some(types.iter().map(|t| random_array(t, rng)).collect())
}

/// Runs the entry on the interpreter with the fuzzing loop bound.
fn interpret(m: &Module, inputs: &[Array]) -> Result<Vec<Array>, Diagnostic> {
    let entry = m
        .entry()
        .ok_or_else(|| Diagnostic::new("no entry"))?
        .name
        .clone();
    let mut interp = Interpreter::new(m);
    interp.max_while_iterations = MAX_TRIPS;
    interp.call(&entry, inputs)
}

/// Checks a module the verifier accepts: it prints and parses back to the same text.
fn round_trip(out: &mut Outcome, stage: &'static str, m: &Module) {
    let Some(printed) = guarded(out, stage, || print_module(m)) else {
        return;
    };
    let again = guarded(out, stage, || {
        parse_module(&printed).map(|m2| print_module(&m2))
    });
    match again {
        Some(Ok(text)) if text == printed => {}
        Some(Ok(text)) => {
            let line = printed
                .lines()
                .zip(text.lines())
                .find(|(a, b)| a != b)
                .map(|(a, b)| format!("`{a}` reprinted as `{b}`"))
                .unwrap_or_else(|| "different length".into());
            out.findings.push(Finding {
                stage,
                kind: "round trip",
                message: line,
            });
        }
        Some(Err(d)) => out.findings.push(Finding {
            stage,
            kind: "round trip",
            message: format!("printed module does not parse: {d}"),
        }),
        None => {}
    }
}

/// A module produced by a pass or AD must verify.
fn must_verify(out: &mut Outcome, stage: &'static str, m: &Module) -> bool {
    match guarded(out, stage, || fresnel::pipeline::verify(m)) {
        Some(Ok(())) => true,
        Some(Err(d)) => {
            out.findings.push(Finding {
                stage,
                kind: "invalid output",
                message: d.to_string(),
            });
            false
        }
        None => false,
    }
}

/// A pipeline error that says a pass broke a valid module (the verifier runs after every pass
/// in tests) is a bug; others (a constant too large to fold…) are answers.
fn pass_error_is_bug(d: &Diagnostic) -> bool {
    d.message.starts_with("after pass")
}

/// Runs every stage on `text`. `rng` makes the inputs.
pub fn check(text: &str, rng: &mut XorShift) -> Outcome {
    let mut out = Outcome::default();
    let mut m = match guarded(&mut out, "parse", || parse_module(text)) {
        Some(Ok(m)) => m,
        Some(Err(d)) => {
            out.rejected = Some(format!("parse: {}", d.message));
            return out;
        }
        None => return out,
    };
    out.parsed = true;
    match guarded(&mut out, "verify", || fresnel_ir::verify::verify_module(&m)) {
        Some(Ok(())) => {}
        Some(Err(errors)) => {
            for e in errors.iter().filter(|e| e.loc.is_none()) {
                out.findings.push(Finding {
                    stage: "verify",
                    kind: "unlocated error",
                    message: e.to_string(),
                });
            }
            out.rejected = Some(format!("verify: {}", errors[0].message));
            // Try again with the result types the shape rules give.
            let repaired = guarded(&mut out, "verify (repaired types)", || {
                let mut r = m.clone();
                repair_types(&mut r);
                fresnel_ir::verify::verify_module(&r).ok().map(|()| r)
            });
            match repaired {
                Some(Some(r)) => {
                    m = r;
                    out.repaired = true;
                }
                _ => return out,
            }
        }
        None => return out,
    }
    out.verified = true;
    round_trip(&mut out, "print", &m);

    // Conformance programs embed their inputs (`call @inputs()`) or use constants only; make
    // them arguments so that AD has something to differentiate and the backends cannot fold
    // everything away.
    let mut inputs = None;
    if runnable(&m) {
        let lifted = guarded(&mut out, "inputs", || {
            let mut lifted = m.clone();
            fresnel_tests_inputs(&mut lifted).map(|values| (lifted, values))
        });
        if let Some(Some((lifted, values))) = lifted {
            m = lifted;
            inputs = Some(values);
        }
    }
    let Some(entry) = m.entry().cloned() else {
        return out;
    };
    if inputs.is_none() {
        inputs = inputs_for(&entry.param_types(), rng);
    }
    let run = runnable(&m) && inputs.is_some();
    let inputs = inputs.unwrap_or_default();

    let mut interp_ok = false;
    if run {
        if let Some(r) = guarded(&mut out, "interp", || interpret(&m, &inputs)) {
            interp_ok = r.is_ok();
            if let Err(d) = r {
                out.errors.push(format!("interp: {d}"));
            }
        }
    }
    out.interp_ok = interp_ok;

    // Compile: the pipeline and lowering, then the CUDA C of the same program.
    let program = guarded(&mut out, "cpu compile", || {
        fresnel::backend::cpu_program(&m)
    });
    let program = match program {
        Some(Ok(p)) => Some(p),
        Some(Err(d)) if pass_error_is_bug(&d) => {
            out.findings.push(Finding {
                stage: "pipeline",
                kind: "invalid output",
                message: d.to_string(),
            });
            None
        }
        Some(Err(d)) => {
            out.errors.push(format!("cpu compile: {d}"));
            None
        }
        None => None,
    };
    if let Some(program) = program {
        guarded(&mut out, "cuda codegen", || {
            fresnel_runtime::cuda::CudaProgram::new(&program)
        });
        let exe = guarded(&mut out, "cpu plan", || {
            fresnel_runtime::cpu::CpuExecutable::new(program)
        });
        if let Some(Ok(exe)) = exe {
            out.compiled = true;
            let terminates = interp_ok || !has_loop(&m);
            if run && terminates {
                if let Some(r) = guarded(&mut out, "cpu run", || exe.run(&inputs)) {
                    out.cpu_ok = r.is_ok();
                    if let Err(d) = r {
                        out.errors.push(format!("cpu run: {d}"));
                    }
                }
            }
        }
    }

    // Reverse and forward mode with respect to every float or complex argument.
    let plain = without_checks(&m);
    let wrt: Vec<usize> = entry
        .param_types()
        .iter()
        .enumerate()
        .filter(|(_, t)| t.dtype.is_inexact())
        .map(|(i, _)| i)
        .collect();
    let ad_runs = run && interp_ok;
    let vjp = guarded(&mut out, "vjp", || ad::vjp(&plain, &wrt));
    if let Some(Err(d)) = &vjp {
        out.errors.push(format!("vjp: {d}"));
    }
    if let Some(Ok(g)) = vjp {
        out.vjp_ok = true;
        if must_verify(&mut out, "vjp", &g) {
            round_trip(&mut out, "vjp print", &g);
            if ad_runs {
                ad_run(&mut out, "vjp run", &g, &inputs, rng);
            }
        }
    }
    if let Some(Ok(g)) = guarded(&mut out, "value_and_grad", || {
        ad::value_and_grad(&plain, &wrt)
    }) {
        if must_verify(&mut out, "value_and_grad", &g) && ad_runs {
            ad_run(&mut out, "value_and_grad cpu", &g, &inputs, rng);
        }
    }
    let jvp = guarded(&mut out, "jvp", || ad::jvp(&plain, &wrt));
    if let Some(Err(d)) = &jvp {
        out.errors.push(format!("jvp: {d}"));
    }
    if let Some(Ok(j)) = jvp {
        out.jvp_ok = true;
        if must_verify(&mut out, "jvp", &j) {
            round_trip(&mut out, "jvp print", &j);
            if ad_runs {
                ad_run(&mut out, "jvp run", &j, &inputs, rng);
            }
        }
    }
    out
}

/// Runs a derived program (the primal's inputs, then random cotangents or tangents) on the
/// interpreter and compiled for the CPU.
fn ad_run(
    out: &mut Outcome,
    stage: &'static str,
    m: &Module,
    primal_inputs: &[Array],
    rng: &mut XorShift,
) {
    let Some(entry) = m.entry() else { return };
    let types = entry.param_types();
    if !runnable(m) || types.len() < primal_inputs.len() {
        return;
    }
    let Some(extra) = inputs_for(&types[primal_inputs.len()..], rng) else {
        return;
    };
    let mut inputs = primal_inputs.to_vec();
    inputs.extend(extra);
    let interp_ok = matches!(guarded(out, stage, || interpret(m, &inputs)), Some(Ok(_)));
    if !interp_ok {
        return;
    }
    match guarded(out, stage, || fresnel::backend::compile_cpu(m)) {
        Some(Ok(exe)) => {
            guarded(out, stage, || exe.run(&inputs));
        }
        Some(Err(d)) if pass_error_is_bug(&d) => out.findings.push(Finding {
            stage,
            kind: "invalid output",
            message: d.to_string(),
        }),
        _ => {}
    }
}

/// The conformance programs' inputs as arguments of `@main`: `call @inputs()` replaced by
/// arguments, or (for programs without arguments) `@main`'s constants made arguments.
/// `None` when `@main` already takes arguments.
fn fresnel_tests_inputs(m: &mut Module) -> Option<Vec<Array>> {
    if !m.entry()?.params().is_empty() {
        return None;
    }
    match crate::conformance::inputs_as_arguments(m) {
        Ok(Some(values)) => Some(values),
        Ok(None) => {
            let values = crate::conformance::constants_as_arguments(m);
            // Splat constants stay compact; arguments must hold every element.
            let dense: Option<Vec<Array>> = values
                .iter()
                .map(|a| a.materialize().ok().map(|c| c.into_owned()))
                .collect();
            dense.filter(|v| !v.is_empty())
        }
        Err(_) => None,
    }
}
