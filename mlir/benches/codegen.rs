//! Today's lane kernels against kernels compiled through MLIR and LLVM, side by side in one
//! run, on the fused elementwise programs and the reductions of real workloads: the angular-spectrum
//! `value_and_grad` (medium: field 2×2×3×1×256×256, 4 distances; large: 4×1×1×1×1024×1024,
//! 2 distances) and the everyday JAX programs of `tests/data/jax_everyday`. For each program: the
//! median run time of both on the same random inputs (outputs checked to agree first); and
//! MLIR's compile time, all of a workload's kernels compiled together as an executable's are.
//! Totals are sums over the programs the MLIR generator covers.
//!
//! `cargo bench -p fresnel-mlir --features mlir --bench codegen [-- medium large jax]
//! [--repeat N]`. Nothing here asserts a time.

use fresnel::ad::value_and_grad;
use fresnel::optics::{intensity_loss, AsmConfig};
use fresnel::trace;
use fresnel_ir::func::Module;
use fresnel_ir::{DType, Data, TensorType};
use fresnel_kernels::{
    BufMut, BufRef, ElementwisePlan, ElementwiseProgram, ReduceDesc, ReducePlan,
};
use fresnel_mlir::{Mlir, Stage};
use fresnel_runtime::cpu::{CodegenStep, CompiledKernel, StepKind};
use fresnel_tests::fuzz::{stages::random_array, XorShift};
use std::time::Instant;

/// The largest difference between `a` and `b` relative to `b`'s largest magnitude (NaNs
/// must match; an integer or bool difference counts as 1).
fn rel_diff(a: &Data, b: &Data) -> f64 {
    fn floats(a: &[f64], b: &[f64]) -> f64 {
        let scale = b.iter().fold(f64::MIN_POSITIVE, |m, x| m.max(x.abs()));
        a.iter()
            .zip(b)
            .map(|(x, y)| match (x.is_nan(), y.is_nan()) {
                (true, true) => 0.0,
                (false, false) if x == y => 0.0,
                (false, false) => (x - y).abs() / scale,
                _ => 1.0,
            })
            .fold(0.0, f64::max)
    }
    let parts = |d: &Data| -> Option<Vec<f64>> {
        Some(match d {
            Data::F32(v) => v.iter().map(|&x| x as f64).collect(),
            Data::F64(v) => v.clone(),
            Data::C64(v) => v.iter().flat_map(|z| [z.re as f64, z.im as f64]).collect(),
            Data::C128(v) => v.iter().flat_map(|z| [z.re, z.im]).collect(),
            _ => return None,
        })
    };
    match (parts(a), parts(b)) {
        (Some(x), Some(y)) => floats(&x, &y),
        _ => (a != b) as u8 as f64,
    }
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

/// A step both code generators run: a standalone elementwise program, or a reduction with
/// its prologue (FFT hooks run inside the FFT kernels and are not timed alone).
enum Work {
    Elementwise(ElementwiseProgram),
    Reduce(ReduceDesc),
}

impl Work {
    fn step(&self) -> CodegenStep<'_> {
        match self {
            Work::Elementwise(p) => CodegenStep::Elementwise(p),
            Work::Reduce(d) => CodegenStep::Reduce(d),
        }
    }

    /// The program whose inputs the step reads.
    fn program(&self) -> &ElementwiseProgram {
        match self {
            Work::Elementwise(p) => p,
            Work::Reduce(d) => &d.prologue,
        }
    }

    /// The lane kernel's outputs, and a closure that runs the lane kernel into them.
    #[allow(clippy::type_complexity)]
    fn lanes<'a>(&'a self, views: &'a [BufRef<'a>]) -> (Vec<Data>, Box<dyn Fn(&mut [Data]) + 'a>) {
        match self {
            Work::Elementwise(p) => {
                let plan = ElementwisePlan::new(p).unwrap();
                let outs = plan.run_to_data(views).unwrap();
                let run = move |outs: &mut [Data]| {
                    let mut bufs: Vec<BufMut<'_>> = outs.iter_mut().map(BufMut::from).collect();
                    plan.run(views, &mut bufs).unwrap();
                };
                (outs, Box::new(run))
            }
            Work::Reduce(d) => {
                let plan = ReducePlan::new(d).unwrap();
                let n = d.output_shape().iter().product();
                let mut outs = vec![Data::zeros(d.init.dtype(), n)];
                let run = move |outs: &mut [Data]| {
                    plan.run(views, BufMut::from(&mut outs[0])).unwrap();
                };
                run(&mut outs);
                (outs, Box::new(run))
            }
        }
    }
}

/// The standalone elementwise steps and the reductions of `m`'s CPU program.
fn work(m: &Module) -> Result<(Vec<Work>, Vec<Work>), String> {
    let prog = fresnel::backend::cpu_program(m).map_err(|e| e.to_string())?;
    let (mut elementwise, mut reductions) = (Vec::new(), Vec::new());
    for s in prog.all_steps() {
        match &s.kind {
            StepKind::Elementwise(p) => elementwise.push(Work::Elementwise(p.clone())),
            StepKind::Reduce(d) => reductions.push(Work::Reduce(d.clone())),
            _ => {}
        }
    }
    Ok((elementwise, reductions))
}

#[derive(Default)]
struct Totals {
    lanes: f64,
    mlir: f64,
    compile: f64,
    covered: usize,
    uncovered: usize,
}

fn bench(mlir: &Mlir, name: &str, ps: &[Work], repeat: usize, verbose: bool) -> Totals {
    let mut rng = XorShift::for_item(0x9E37_79B9_7F4A_7C15, 0);
    let mut t = Totals::default();
    // Compiled together, as an executable's kernels are.
    let start = Instant::now();
    let steps: Vec<CodegenStep<'_>> = ps.iter().map(Work::step).collect();
    let compiled = mlir.compile(&steps);
    t.compile += start.elapsed().as_secs_f64();
    for (i, (w, kernel)) in ps.iter().zip(compiled).enumerate() {
        let p = w.program();
        let kernel = match kernel {
            Ok(k) => k,
            Err(e) if e.stage == Stage::Unsupported => {
                t.uncovered += 1;
                continue;
            }
            Err(e) => panic!("{name} program {i}: {e}"),
        };
        let inputs: Vec<Data> = p
            .inputs
            .iter()
            .enumerate()
            .map(|(k, m)| {
                let n = p.required_len(k).unwrap_or(0);
                random_array(&TensorType::new(m.dtype, vec![n]), &mut rng).data
            })
            .collect();
        let views: Vec<BufRef<'_>> = inputs.iter().map(BufRef::from).collect();
        let (mut want, run_lanes) = w.lanes(&views);
        let mut got: Vec<Data> = want
            .iter()
            .map(|d| Data::zeros(d.dtype(), d.len()))
            .collect();
        let time = |f: &mut dyn FnMut()| {
            median(
                (0..repeat)
                    .map(|_| {
                        let s = Instant::now();
                        f();
                        s.elapsed().as_secs_f64()
                    })
                    .collect(),
            )
        };
        let lanes = time(&mut || run_lanes(&mut want));
        let compiled = time(&mut || {
            let mut outs: Vec<BufMut<'_>> = got.iter_mut().map(BufMut::from).collect();
            kernel.run(&views, &mut outs).unwrap();
        });
        let off = want
            .iter()
            .zip(&got)
            .map(|(w, g)| rel_diff(w, g))
            .fold(0.0, f64::max);
        assert!(
            off <= 1e-5,
            "{name} program {i}: MLIR's outputs differ from the lanes' by {off:e}"
        );
        if verbose && std::env::var_os("FRESNEL_SHOW_MLIR").is_some() {
            println!("{}", kernel.mlir());
        }
        if verbose {
            println!(
                "  {name} #{i}: {}{} points, {} instrs: lanes {:.3} ms, mlir {:.3} ms ({:.2}×)",
                if let Work::Reduce(d) = w {
                    format!("{:?} over dims {:?} of ", d.kind, d.dims)
                } else {
                    String::new()
                },
                p.num_elements(),
                p.instrs.len(),
                lanes * 1e3,
                compiled * 1e3,
                compiled / lanes,
            );
        }
        t.lanes += lanes;
        t.mlir += compiled;
        t.covered += 1;
    }
    t
}

impl Totals {
    fn add(&mut self, t: &Totals) {
        self.lanes += t.lanes;
        self.mlir += t.mlir;
        self.compile += t.compile;
        self.covered += t.covered;
        self.uncovered += t.uncovered;
    }
}

fn report(what: &str, t: &Totals) {
    println!(
        "{what}: {} programs compiled by MLIR ({} left to the lanes): lanes {:.2} ms, \
         mlir {:.2} ms, ratio mlir/lanes {:.2}; MLIR compile {:.0} ms in all",
        t.covered,
        t.uncovered,
        t.lanes * 1e3,
        t.mlir * 1e3,
        t.mlir / t.lanes,
        t.compile * 1e3
    );
}

fn asm(size: &str) -> Module {
    let (field, nz) = match size {
        "medium" => ([2, 2, 3, 1, 256, 256], 4),
        _ => ([4, 1, 1, 1, 1024, 1024], 2),
    };
    let [b, p, l, _, y, x] = field;
    let ty = |dtype, shape: &[usize]| TensorType::new(dtype, shape.to_vec());
    let types = [
        ty(DType::C64, &field),
        ty(DType::F32, &[nz]),
        ty(DType::F32, &[l]),
        ty(DType::F32, &[b, p, l, nz, y, x]),
    ];
    let cfg = AsmConfig::new(2e-6);
    let traced = trace(|a| intensity_loss(&a[0], &a[1], &a[2], &a[3], &cfg), &types).unwrap();
    value_and_grad(&traced.module, &[0, 1]).unwrap()
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let repeat = args
        .iter()
        .position(|a| a == "--repeat")
        .and_then(|i| args.get(i + 1))
        .and_then(|r| r.parse().ok())
        .unwrap_or(10);
    let selected: Vec<&str> = args
        .iter()
        .filter(|a| ["medium", "large", "jax"].contains(&a.as_str()))
        .map(String::as_str)
        .collect();
    let want = |s: &str| selected.is_empty() || selected.contains(&s);
    let mlir = Mlir::new().unwrap_or_else(|e| panic!("{e}"));
    println!("{} threads, repeat {repeat}", rayon::current_num_threads());
    for size in ["medium", "large"] {
        if want(size) {
            let (ps, rs) = work(&asm(size)).unwrap_or_else(|e| panic!("{e}"));
            let t = bench(&mlir, size, &ps, repeat, true);
            report(&format!("angular-spectrum value_and_grad, {size}"), &t);
            let t = bench(&mlir, size, &rs, repeat, true);
            report(&format!("its reductions, {size}"), &t);
        }
    }
    if want("jax") {
        let dir = fresnel_tests::data_dir().join("jax_everyday");
        let (mut all, mut all_reductions) = (Totals::default(), Totals::default());
        let mut cases: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.is_dir())
            .collect();
        cases.sort();
        let files = cases
            .iter()
            .flat_map(|c| [c.join("fwd.mlir"), c.join("value_and_grad.mlir")])
            .filter(|p| p.exists());
        for path in files {
            let text = std::fs::read_to_string(&path).unwrap();
            let Ok(m) = fresnel_ir::parse::parse_module(&text) else {
                continue;
            };
            // Programs that need their inputs to be lowered (dynamic shapes) are skipped.
            let Ok((prog, reductions)) = work(&m) else {
                continue;
            };
            all.add(&bench(&mlir, "jax", &prog, repeat, false));
            all_reductions.add(&bench(&mlir, "jax", &reductions, repeat, false));
        }
        report(
            "everyday JAX programs (tests/data/jax_everyday, forward and gradient)",
            &all,
        );
        report("their reductions", &all_reductions);
    }
}
