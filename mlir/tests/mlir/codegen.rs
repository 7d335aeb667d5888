//! Kernels compiled through MLIR and LLVM against today's kernels (`ElementwisePlan`, the
//! lane kernels): every fused elementwise program the CPU backend makes from the corpus and
//! from its gradients (standalone groups, FFT prologues and epilogues, reduction prologues),
//! and random programs, on random inputs; outputs agree within the suite's tolerances
//! (f32: 1e-5 relative, f64: 1e-12; NaN where NaN; integers and bools exactly).

use crate::corpus::{corpus, gradient};
use fresnel_ir::{Array, BinaryOp, CompareDir, DType, Data, Scalar, UnaryOp};
use fresnel_kernels::CompiledLanes;
use fresnel_kernels::{BufMut, BufRef, ElementwisePlan, ElementwiseProgram, InputMap, Instr};
use fresnel_mlir::codegen::CompiledElementwise;
use fresnel_mlir::{Mlir, Stage};
use fresnel_runtime::cpu::{CodegenStep, CompiledKernel, CpuExecutable, StepKind};
use fresnel_tests::fuzz::XorShift as Rng;
use num_complex::{Complex32, Complex64};
use std::collections::BTreeMap;

/// Uniform in [-3, 3), and now and then a value that finds edge cases.
fn float(rng: &mut Rng) -> f64 {
    if rng.below(16) == 0 {
        [0.0, -0.0, f64::NAN, f64::INFINITY, f64::NEG_INFINITY, 1e30][rng.below(6)]
    } else {
        rng.below(1 << 20) as f64 / (1 << 20) as f64 * 6.0 - 3.0
    }
}

/// Small, and now and then an extreme.
fn int(rng: &mut Rng) -> i64 {
    if rng.below(16) == 0 {
        [i64::MIN, i64::MAX, 0, -1, 64][rng.below(5)]
    } else {
        rng.below(21) as i64 - 10
    }
}

pub(crate) fn random_data(rng: &mut Rng, t: DType, n: usize) -> Option<Data> {
    Some(match t {
        DType::I1 => Data::I1((0..n).map(|_| rng.below(2) == 1).collect()),
        DType::I8 => Data::I8((0..n).map(|_| int(rng) as i8).collect()),
        DType::I16 => Data::I16((0..n).map(|_| int(rng) as i16).collect()),
        DType::I32 => Data::I32((0..n).map(|_| int(rng) as i32).collect()),
        DType::I64 => Data::I64((0..n).map(|_| int(rng)).collect()),
        DType::U8 => Data::U8((0..n).map(|_| int(rng) as u8).collect()),
        DType::U16 => Data::U16((0..n).map(|_| int(rng) as u16).collect()),
        DType::U32 => Data::U32((0..n).map(|_| int(rng) as u32).collect()),
        DType::U64 => Data::U64((0..n).map(|_| int(rng) as u64).collect()),
        DType::F32 => Data::F32((0..n).map(|_| float(rng) as f32).collect()),
        DType::F64 => Data::F64((0..n).map(|_| float(rng)).collect()),
        DType::C64 => Data::C64(
            (0..n)
                .map(|_| Complex32::new(float(rng) as f32, float(rng) as f32))
                .collect(),
        ),
        DType::C128 => Data::C128(
            (0..n)
                .map(|_| Complex64::new(float(rng), float(rng)))
                .collect(),
        ),
        _ => return None,
    })
}

fn close(a: f64, b: f64, rel: f64) -> bool {
    (a.is_nan() && b.is_nan()) || a == b || (a - b).abs() <= rel * a.abs().max(b.abs()) + rel
}

/// The first element where `got` and `want` differ beyond the tolerance: relative 1e-5 for
/// single precision, `f64_rel` for double.
pub(crate) fn first_difference(want: &Data, got: &Data, f64_rel: f64) -> Option<String> {
    let at = |i: usize, w: &dyn std::fmt::Debug, g: &dyn std::fmt::Debug| {
        Some(format!("element {i}: {g:?}, the lane kernel gives {w:?}"))
    };
    macro_rules! exact {
        ($w:expr, $g:expr) => {
            $w.iter()
                .zip($g.iter())
                .position(|(w, g)| w != g)
                .and_then(|i| at(i, &$w[i], &$g[i]))
        };
    }
    macro_rules! float {
        ($w:expr, $g:expr, $rel:expr, $parts:expr) => {
            $w.iter()
                .zip($g.iter())
                .position(|(w, g)| {
                    let (w, g) = ($parts(*w), $parts(*g));
                    !(close(w.0, g.0, $rel) && close(w.1, g.1, $rel))
                })
                .and_then(|i| at(i, &$w[i], &$g[i]))
        };
    }
    match (want, got) {
        (Data::I1(w), Data::I1(g)) => exact!(w, g),
        (Data::I8(w), Data::I8(g)) => exact!(w, g),
        (Data::I16(w), Data::I16(g)) => exact!(w, g),
        (Data::I32(w), Data::I32(g)) => exact!(w, g),
        (Data::I64(w), Data::I64(g)) => exact!(w, g),
        (Data::U8(w), Data::U8(g)) => exact!(w, g),
        (Data::U16(w), Data::U16(g)) => exact!(w, g),
        (Data::U32(w), Data::U32(g)) => exact!(w, g),
        (Data::U64(w), Data::U64(g)) => exact!(w, g),
        (Data::F32(w), Data::F32(g)) => float!(w, g, 1e-5, |x: f32| (x as f64, 0.0)),
        (Data::F64(w), Data::F64(g)) => float!(w, g, f64_rel, |x: f64| (x, 0.0)),
        (Data::C64(w), Data::C64(g)) => {
            float!(w, g, 1e-5, |z: Complex32| (z.re as f64, z.im as f64))
        }
        (Data::C128(w), Data::C128(g)) => float!(w, g, f64_rel, |z: Complex64| (z.re, z.im)),
        _ => Some(format!(
            "{} where the lane kernel gives {}",
            got.dtype(),
            want.dtype()
        )),
    }
}

/// What checking one program came to.
pub(crate) enum Outcome {
    Agreed,
    /// What the code generator does not cover.
    Uncovered(String),
}

fn check(mlir: &Mlir, p: &ElementwiseProgram, rng: &mut Rng) -> Result<Outcome, String> {
    let kernel = match mlir.compile_elementwise(p) {
        Ok(k) => k,
        Err(e) if e.stage == Stage::Unsupported => return Ok(Outcome::Uncovered(e.message)),
        Err(e) => return Err(e.to_string()),
    };
    let mut inputs = Vec::new();
    for (k, m) in p.inputs.iter().enumerate() {
        let n = p.required_len(k).ok_or("an input without a length")?;
        inputs.push(random_data(rng, m.dtype, n).ok_or("an uncovered input type")?);
    }
    let views: Vec<BufRef<'_>> = inputs.iter().map(BufRef::from).collect();
    let plan = ElementwisePlan::new(p).map_err(|e| e.to_string())?;
    let want = plan.run_to_data(&views).map_err(|e| e.to_string())?;
    let mut got: Vec<Data> = want
        .iter()
        .map(|d| Data::zeros(d.dtype(), d.len()))
        .collect();
    {
        let mut outs: Vec<BufMut<'_>> = got.iter_mut().map(BufMut::from).collect();
        kernel.run(&views, &mut outs)?;
    }
    for (k, (w, g)) in want.iter().zip(&got).enumerate() {
        if let Some(d) = first_difference(w, g, 1e-12) {
            return Err(format!("output {k}, {d}\n{}", kernel.mlir));
        }
    }
    check_lanes(p, &kernel, &views, &want)?;
    Ok(Outcome::Agreed)
}

/// The kernel as an FFT hook: a range of lanes in the middle of the index space gives that
/// range of the outputs, with input 0, where it is read contiguously (not through a padded
/// window), holding only those lanes (as an epilogue's transformed plane does).
fn check_lanes(
    p: &ElementwiseProgram,
    kernel: &CompiledElementwise,
    views: &[BufRef<'_>],
    want: &[Data],
) -> Result<(), String> {
    let total = p.num_elements();
    let (base, n) = (total / 3, total - total / 3 - total / 5);
    let local = p
        .inputs
        .first()
        .filter(|m| **m == InputMap::contiguous(m.dtype, &p.shape))
        .filter(|_| p.required_len(0) == Some(total))
        .map(|_| 0);
    let mut ins = views.to_vec();
    if local.is_some() {
        ins[0] = ins[0].slice(base, base + n);
    }
    let mut got: Vec<Data> = want.iter().map(|d| Data::zeros(d.dtype(), n)).collect();
    {
        let mut outs: Vec<BufMut<'_>> = got.iter_mut().map(BufMut::from).collect();
        kernel.run_lanes(&ins, local, base, &mut outs)?;
    }
    for (k, (w, g)) in want.iter().zip(&got).enumerate() {
        let w = BufRef::from(w).slice(base, base + n).to_data();
        if let Some(d) = first_difference(&w, g, 1e-12) {
            return Err(format!(
                "lanes {base}..{} (input 0 local: {}), output {k}, {d}\n{}",
                base + n,
                local.is_some(),
                kernel.mlir
            ));
        }
    }
    Ok(())
}

/// Every elementwise program of `m`'s CPU program, nested ones and hooks included.
fn programs_of(m: &fresnel_ir::func::Module) -> Vec<ElementwiseProgram> {
    let Ok(prog) = fresnel::backend::cpu_program(m) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for step in prog.all_steps() {
        match &step.kind {
            StepKind::Elementwise(p) => out.push(p.clone()),
            StepKind::Fft(f) => out.extend(f.prologue.iter().chain(&f.epilogue).cloned()),
            StepKind::Reduce(r) => out.push(r.prologue.clone()),
            _ => {}
        }
    }
    out
}

fn assert_none_failed(failures: &[String]) {
    assert!(
        failures.is_empty(),
        "{} failed; the first:\n{}",
        failures.len(),
        failures[..failures.len().min(2)].join("\n\n")
    );
}

/// Tallies outcomes and reports the first failures.
#[derive(Default)]
pub(crate) struct Tally {
    pub(crate) agreed: usize,
    pub(crate) uncovered: BTreeMap<String, usize>,
    failures: Vec<String>,
}

impl Tally {
    pub(crate) fn add(&mut self, name: &str, r: Result<Outcome, String>) {
        match r {
            Ok(Outcome::Agreed) => self.agreed += 1,
            Ok(Outcome::Uncovered(why)) => {
                // "instruction 3: lgamma on f32" → "lgamma on f32"
                let why = why.split(": ").last().unwrap_or(&why).to_string();
                *self.uncovered.entry(why).or_default() += 1;
            }
            Err(e) => self.failures.push(format!("{name}: {e}")),
        }
    }

    pub(crate) fn report(&self, what: &str) -> String {
        let uncovered: usize = self.uncovered.values().sum();
        let mut top: Vec<_> = self.uncovered.iter().collect();
        top.sort_by(|a, b| b.1.cmp(a.1));
        let top: Vec<String> = top
            .iter()
            .take(8)
            .map(|(k, v)| format!("{k} ({v})"))
            .collect();
        format!(
            "{what}: {} compiled by MLIR and agreed, {uncovered} left to today's kernels \
             (most often: {}), {} disagreed",
            self.agreed,
            top.join(", "),
            self.failures.len()
        )
    }

    pub(crate) fn assert_clean(&self) {
        assert!(
            self.failures.is_empty(),
            "{} failed; the first:\n{}",
            self.failures.len(),
            self.failures
                .iter()
                .take(2)
                .cloned()
                .collect::<Vec<_>>()
                .join("\n\n")
        );
    }
}

#[test]
fn mlir_kernels_agree_with_the_lane_kernels_on_the_corpus() {
    let mlir = Mlir::new().unwrap();
    let (modules, _) = corpus();
    let mut rng = Rng::for_item(0x9E37_79B9_7F4A_7C15, 0);
    let mut tally = Tally::default();
    for (name, m) in &modules {
        let mut programs = programs_of(m);
        if let Some(g) = gradient(m) {
            programs.extend(programs_of(&g));
        }
        for p in &programs {
            tally.add(name, check(&mlir, p, &mut rng));
        }
    }
    println!("{}", tally.report("corpus programs and their gradients"));
    tally.assert_clean();
    // The corpus's fused programs are what make this test mean something.
    assert!(tally.agreed > 1000, "{}", tally.report("only"));
}

/// Whole programs: every corpus module (and gradient) whose CPU executable has elementwise
/// steps MLIR compiles runs with them (`CpuExecutable::with_codegen`) and without, on the same
/// random arguments, to the same results. The conformance programs check their own results
/// against StableHLO's expected values (`check.*` ops), so they also test against truth.
#[test]
fn executables_with_mlir_kernels_agree_on_whole_programs() {
    let mlir = Mlir::new().unwrap();
    let (modules, _) = corpus();
    let mut rng = Rng::for_item(0x5EED_CAFE_F00D_D00D, 0);
    let (mut programs, mut steps, mut both_failed) = (0, 0, 0);
    let mut failures = Vec::new();
    for (name, m) in &modules {
        let mut variants = vec![m.clone()];
        variants.extend(gradient(m));
        for v in &variants {
            let Ok(prog) = fresnel::backend::cpu_program(v) else {
                continue;
            };
            let Ok(lanes) = CpuExecutable::new(prog.clone()) else {
                continue;
            };
            let exe = match CpuExecutable::with_codegen(prog, &mlir) {
                Ok(e) => e,
                Err(e) => {
                    failures.push(format!("{name}: {e}"));
                    continue;
                }
            };
            if exe.compiled_steps() == 0 {
                continue;
            }
            let args: Option<Vec<Array>> = lanes
                .signature()
                .inputs
                .iter()
                .map(|t| {
                    let data = random_data(&mut rng, t.dtype, t.num_elements())?;
                    Array::new(t.shape.clone(), data)
                })
                .collect();
            let Some(args) = args else {
                continue;
            };
            programs += 1;
            steps += exe.compiled_steps();
            // Reductions may sum in another order: a double result computed from single
            // precision values (a sum in f32, converted) differs in single's last bits.
            let single = fresnel_ir::print::print_module(v).contains("f32");
            let f64_rel = if single { 1e-5 } else { 1e-12 };
            match (lanes.run(&args), exe.run(&args)) {
                (Ok(want), Ok(got)) => {
                    for (k, (w, g)) in want.iter().zip(&got).enumerate() {
                        if let Some(d) = first_difference(&w.data, &g.data, f64_rel) {
                            failures.push(format!("{name}: result {k}, {d}"));
                        }
                    }
                }
                // A conformance program whose `check` fails on the lanes too (none should).
                (Err(_), Err(_)) => both_failed += 1,
                (Ok(_), Err(e)) => failures.push(format!("{name}: only with MLIR: {e}")),
                (Err(e), Ok(_)) => failures.push(format!("{name}: only on the lanes: {e}")),
            }
        }
    }
    println!(
        "{programs} whole programs ran with {steps} MLIR-compiled steps; {} disagreed; {both_failed} \
         failed both ways",
        failures.len()
    );
    assert_none_failed(&failures);
    assert!(programs > 500, "only {programs} programs ran");
}

/// A random program over `shape` on the covered types: random maps (broadcast, reversed,
/// sliced reads), then instructions drawn until ten are valid.
fn random_program(rng: &mut Rng, shape: &[usize]) -> ElementwiseProgram {
    const TYPES: [DType; 7] = [
        DType::F32,
        DType::F64,
        DType::C64,
        DType::I32,
        DType::I64,
        DType::I1,
        DType::U32,
    ];
    let rank = shape.len();
    let mut p = ElementwiseProgram::new(shape.to_vec());
    for _ in 0..3 {
        let t = TYPES[rng.below(TYPES.len())];
        let full = InputMap::contiguous(t, shape);
        let dims: Vec<usize> = (0..rank).filter(|_| rng.below(2) == 0).collect();
        let map = match rng.below(3) {
            0 => full,
            1 => full.reverse(shape, &dims).expect("a valid reverse"),
            _ => {
                let sub: Vec<usize> = dims.iter().map(|&d| shape[d]).collect();
                InputMap::contiguous(t, &sub)
                    .broadcast_in_dim(rank, &dims)
                    .expect("a valid broadcast")
            }
        };
        p.load(map);
    }
    let mut added = 0;
    while added < 10 {
        let types = p.validate().expect("valid so far");
        let n = types.len() as u32;
        let (x, y) = (rng.below(n as usize) as u32, rng.below(n as usize) as u32);
        let instr = match rng.below(8) {
            0 => Instr::Unary {
                op: UnaryOp::ALL[rng.below(UnaryOp::ALL.len())],
                x,
            },
            1 | 2 => Instr::Binary {
                op: BinaryOp::ALL[rng.below(BinaryOp::ALL.len())],
                lhs: x,
                rhs: y,
            },
            3 => Instr::Compare {
                dir: CompareDir::ALL[rng.below(6)],
                cmp_type: None,
                lhs: x,
                rhs: y,
            },
            4 => Instr::Select {
                pred: rng.below(n as usize) as u32,
                on_true: x,
                on_false: y,
            },
            5 => Instr::Convert {
                x,
                to: TYPES[rng.below(TYPES.len())],
            },
            6 if rank > 0 => Instr::Iota {
                dim: rng.below(rank) as u32,
                dtype: TYPES[rng.below(3)],
            },
            _ => Instr::Const(match types[x as usize] {
                DType::F64 => Scalar::F64(float(rng)),
                DType::I32 => Scalar::I32(int(rng) as i32),
                _ => Scalar::F32(float(rng) as f32),
            }),
        };
        p.instrs.push(instr);
        if p.validate().is_ok() {
            added += 1;
        } else {
            p.instrs.pop();
        }
    }
    for r in 0..p.instrs.len() as u32 {
        if rng.below(3) == 0 || r + 1 == p.instrs.len() as u32 {
            p.output(r);
        }
    }
    p
}

#[test]
fn mlir_kernels_agree_with_the_lane_kernels_on_random_programs() {
    let mlir = Mlir::new().unwrap();
    let mut rng = Rng::for_item(0x0DDB_1A5E_5BAD_5EED, 0);
    let shapes: [&[usize]; 6] = [&[], &[7], &[3, 5], &[2, 3, 4], &[1, 33, 2], &[130, 257]];
    let mut tally = Tally::default();
    for i in 0..300 {
        let shape = shapes[i % shapes.len()];
        let p = random_program(&mut rng, shape);
        tally.add(
            &format!("random program {i} over {shape:?}"),
            check(&mlir, &p, &mut rng),
        );
    }
    println!("{}", tally.report("random programs"));
    tally.assert_clean();
    assert!(tally.agreed > 150, "{}", tally.report("only"));
}

#[test]
fn uncovered_programs_are_named_not_miscompiled() {
    let mlir = Mlir::new().unwrap();
    let mut p = ElementwiseProgram::new(vec![4]);
    let x = p.load(InputMap::contiguous(DType::F32, &[4]));
    let y = p.push(Instr::Unary {
        op: UnaryOp::Lgamma,
        x,
    });
    p.output(y);
    let e = mlir.compile_elementwise(&p).unwrap_err();
    assert_eq!(e.stage, Stage::Unsupported, "{e}");
    assert!(e.message.contains("lgamma on f32"), "{e}");
    // And a kernel given the wrong buffers says so instead of reading past them.
    let mut q = ElementwiseProgram::new(vec![4]);
    let x = q.load(InputMap::contiguous(DType::F32, &[4]));
    q.output(x);
    // Compiled together, each keeps its own outcome.
    let both = mlir.compile(&[CodegenStep::Elementwise(&p), CodegenStep::Elementwise(&q)]);
    assert!(matches!(&both[0], Err(e) if e.stage == Stage::Unsupported));
    let input = Data::F32(vec![1.0, 2.0, 3.0, 4.0]);
    let mut out = Data::zeros(DType::F32, 4);
    both[1]
        .as_ref()
        .unwrap()
        .run(&[BufRef::from(&input)], &mut [BufMut::from(&mut out)])
        .unwrap();
    assert_eq!(out, input);
    let k = mlir.compile_elementwise(&q).unwrap();
    let short = Data::F32(vec![1.0; 3]);
    let mut out = Data::zeros(DType::F32, 4);
    let e = k
        .run(&[BufRef::from(&short)], &mut [BufMut::from(&mut out)])
        .unwrap_err();
    assert!(e.contains("at least 4"), "{e}");
}

/// f32 sine and cosine in MLIR's vectorised arithmetic are the lanes' algorithm: bit for bit
/// where every argument of a row is in the fast path's range, and libm's where one is not
/// (huge, infinite or NaN: that row is computed again with libm).
#[test]
fn fast_sine_and_cosine_are_the_lanes_bit_for_bit() {
    let mlir = Mlir::new().unwrap();
    let shape = [48usize, 129];
    let n = shape.iter().product::<usize>();
    let mut p = ElementwiseProgram::new(shape.to_vec());
    let x = p.load(InputMap::contiguous(DType::F32, &shape));
    let k = p.push(Instr::Const(Scalar::F32(3.7)));
    let kx = p.push(Instr::Binary {
        op: BinaryOp::Multiply,
        lhs: x,
        rhs: k,
    });
    for (op, arg) in [
        (UnaryOp::Sine, x),
        (UnaryOp::Cosine, x),
        (UnaryOp::Sine, kx),
    ] {
        let y = p.push(Instr::Unary { op, x: arg });
        p.output(y);
    }
    let kernel = mlir.compile_elementwise(&p).unwrap();
    let plan = ElementwisePlan::new(&p).unwrap();
    let mut rng = Rng::for_item(0x7416_5EED_0000_0001, 0);
    // Magnitudes from 1e-6 to 1e6 (phases of optics programs reach 1e5), signed zeros.
    let mut xs: Vec<f32> = (0..n)
        .map(|_| {
            let m = rng.below(1 << 20) as f32 / (1 << 20) as f32;
            let e = rng.below(13) as i32 - 6;
            let s = if rng.below(2) == 0 { 1.0 } else { -1.0 };
            s * m * 10f32.powi(e)
        })
        .collect();
    xs[0] = 0.0;
    xs[1] = -0.0;
    let run = |xs: &[f32]| {
        let input = Data::F32(xs.to_vec());
        let views = [BufRef::from(&input)];
        let want = plan.run_to_data(&views).unwrap();
        let mut got: Vec<Data> = want.iter().map(|d| Data::zeros(d.dtype(), n)).collect();
        let mut outs: Vec<BufMut<'_>> = got.iter_mut().map(BufMut::from).collect();
        kernel.run(&views, &mut outs).unwrap();
        (want, got)
    };
    let (want, got) = run(&xs);
    assert_eq!(
        want, got,
        "the fast path differs from the lanes\n{}",
        kernel.mlir
    );
    // Rows 5 and 40 get arguments the fast path cannot reduce; the other rows stay exact.
    for (i, v) in [
        (5 * 129 + 3, 1e30),
        (40 * 129, f32::NAN),
        (40 * 129 + 7, -f32::INFINITY),
    ] {
        xs[i] = v;
    }
    let (want, got) = run(&xs);
    for (k, (w, g)) in want.iter().zip(&got).enumerate() {
        if let Some(d) = first_difference(w, g, 1e-12) {
            panic!("output {k} with libm rows: {d}");
        }
        let (Data::F32(w), Data::F32(g)) = (w, g) else {
            panic!("f32 outputs")
        };
        let outside = |i: usize| i / 129 != 5 && i / 129 != 40;
        assert!(
            (0..n)
                .filter(|&i| outside(i))
                .all(|i| w[i].to_bits() == g[i].to_bits()),
            "output {k}: rows without such arguments differ"
        );
    }
}
