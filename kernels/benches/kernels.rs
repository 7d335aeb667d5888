//! Kernel throughput (run rarely: `cargo bench -p fresnel-kernels`). Plain `Instant` timing,
//! best of several runs after a warm-up.
//!
//! * FFT over the last two axes of a batch of planes: this kernel vs the "FFT bound" (rustfft
//!   row passes with explicit plane transposes, planes in parallel).
//! * A ~10-op complex elementwise program vs memory bandwidth (a parallel copy).
//! * Complex arithmetic layouts: interleaved `Complex<f32>` vs split re/im, in cache.

use fresnel_ir::{BinaryOp, DType, UnaryOp};
use fresnel_kernels::{
    BufMut, BufRef, ElementwisePlan, ElementwiseProgram, FftDesc, FftPlan, FftTransform,
    FusedFftDesc, FusedFftPlan, InputMap, Instr,
};
use num_complex::Complex32;
use rayon::prelude::*;
use rustfft::{FftDirection, FftPlanner};
use std::time::Instant;

fn best_of<F: FnMut()>(runs: usize, mut f: F) -> f64 {
    f();
    (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed().as_secs_f64()
        })
        .fold(f64::INFINITY, f64::min)
}

/// Best times of several variants, run round-robin so that load from other processes hits
/// them alike: `f(v)` runs variant `v`.
fn best_of_each<F: FnMut(usize)>(runs: usize, variants: usize, mut f: F) -> Vec<f64> {
    (0..variants).for_each(&mut f);
    let mut best = vec![f64::INFINITY; variants];
    for _ in 0..runs {
        for (v, b) in best.iter_mut().enumerate() {
            let t = Instant::now();
            f(v);
            *b = b.min(t.elapsed().as_secs_f64());
        }
    }
    best
}

fn field(n: usize) -> Vec<Complex32> {
    (0..n)
        .map(|i| Complex32::new((i % 17) as f32 * 0.1, (i % 5) as f32 * -0.2))
        .collect()
}

/// `dst = srcᵀ` for square `n×n` planes, in 16×16 tiles.
fn transpose_square(src: &[Complex32], dst: &mut [Complex32], n: usize) {
    const T: usize = 16;
    for i0 in (0..n).step_by(T) {
        for j0 in (0..n).step_by(T) {
            for i in i0..(i0 + T).min(n) {
                for j in j0..(j0 + T).min(n) {
                    dst[j * n + i] = src[i * n + j];
                }
            }
        }
    }
}

fn bench_fft(shape: &[usize], runs: usize) {
    let r = shape.len();
    let (h, w) = (shape[r - 2], shape[r - 1]);
    assert_eq!(h, w, "the bound reference transposes square planes");
    let planes: usize = shape[..r - 2].iter().product();
    let mut buf = field(shape.iter().product());
    let desc = FftDesc {
        transform: FftTransform::Forward,
        dtype: DType::C64,
        shape: shape.to_vec(),
        axes: vec![r - 2, r - 1],
        scale: None,
    };
    let plan = FftPlan::new(&desc).unwrap();
    let input = field(buf.len());
    let mut out = vec![Complex32::new(0.0, 0.0); buf.len()];
    // The bound: rustfft over rows, transpose, rows, transpose back; planes in parallel.
    let fft = FftPlanner::<f32>::new().plan_fft(w, FftDirection::Forward);
    let scratch_len = fft.get_inplace_scratch_len();
    let zero = Complex32::new(0.0, 0.0);
    let times = best_of_each(runs, 4, |v| match v {
        0 => plan.run_in_place(BufMut::C64(&mut buf)).unwrap(),
        1 => plan
            .run(BufRef::C64(&input), BufMut::C64(&mut out))
            .unwrap(),
        2 => buf.par_chunks_mut(h * w).for_each_init(
            || (vec![zero; scratch_len], vec![zero; h * w]),
            |(s, t), p| {
                fft.process_with_scratch(p, s);
                transpose_square(p, t, w);
                fft.process_with_scratch(t, s);
                transpose_square(t, p, w);
            },
        ),
        _ => buf.par_chunks_mut(h * w).for_each_init(
            || vec![zero; scratch_len],
            |s, p| {
                fft.process_with_scratch(p, s);
                fft.process_with_scratch(p, s);
            },
        ),
    });
    let (ours, ours_oop, bound, rows_only) = (times[0], times[1], times[2], times[3]);
    let per_plane = |t: f64| t / planes as f64 * 1e6;
    println!(
        "fft {shape:?} c64, axes (-2,-1), {planes} planes, {} threads:\n  kernel in place   {:8.2} ms  ({:7.1} us/plane)  = {:.2}x bound\n  kernel out of pl. {:8.2} ms  ({:7.1} us/plane)  = {:.2}x bound\n  bound (rustfft rows + tiled transposes)    {:8.2} ms  ({:7.1} us/plane)\n  rustfft row passes only, no transposes     {:8.2} ms  ({:7.1} us/plane)",
        rayon::current_num_threads(),
        ours * 1e3, per_plane(ours), ours / bound,
        ours_oop * 1e3, per_plane(ours_oop), ours_oop / bound,
        bound * 1e3, per_plane(bound),
        rows_only * 1e3, per_plane(rows_only),
    );
}

fn bench_elementwise(shape: &[usize], runs: usize) {
    // u·H with H broadcast over the batch, a few more complex ops, |.|², two outputs:
    // out0 = ((u·H)·g + u − u·H·0.5)·conj-ish chain …, out1 = |u·H|² as f32.
    let r = shape.len();
    let plane = &shape[r - 2..];
    let n: usize = shape.iter().product();
    let mut p = ElementwiseProgram::new(shape.to_vec());
    let u = p.load(InputMap::contiguous(DType::C64, shape));
    let h = p.load(
        InputMap::contiguous(DType::C64, plane)
            .broadcast_in_dim(r, &[r - 2, r - 1])
            .unwrap(),
    );
    let c = |p: &mut ElementwiseProgram, re: f32, im: f32| {
        p.push(Instr::Const(fresnel_ir::Scalar::C64(Complex32::new(
            re, im,
        ))))
    };
    let b = |p: &mut ElementwiseProgram, op, lhs, rhs| p.push(Instr::Binary { op, lhs, rhs });
    let uh = b(&mut p, BinaryOp::Multiply, u, h);
    let k1 = c(&mut p, 0.5, -0.25);
    let a1 = b(&mut p, BinaryOp::Multiply, uh, k1);
    let a2 = b(&mut p, BinaryOp::Add, a1, u);
    let a3 = b(&mut p, BinaryOp::Subtract, a2, uh);
    let a4 = b(&mut p, BinaryOp::Multiply, a3, h);
    let k2 = c(&mut p, 1.5, 0.0);
    let a5 = b(&mut p, BinaryOp::Multiply, a4, k2);
    let a6 = b(&mut p, BinaryOp::Add, a5, a1);
    let re = p.push(Instr::Unary {
        op: UnaryOp::Real,
        x: uh,
    });
    let im = p.push(Instr::Unary {
        op: UnaryOp::Imag,
        x: uh,
    });
    let re2 = b(&mut p, BinaryOp::Multiply, re, re);
    let im2 = b(&mut p, BinaryOp::Multiply, im, im);
    let int = b(&mut p, BinaryOp::Add, re2, im2);
    p.output(a6);
    p.output(int);
    let ops = p
        .instrs
        .iter()
        .filter(|i| !matches!(i, Instr::Load { .. } | Instr::Const(_)))
        .count();
    let plan = ElementwisePlan::new(&p).unwrap();
    let (uu, hh) = (field(n), field(plane.iter().product()));
    let mut o0 = vec![Complex32::new(0.0, 0.0); n];
    let mut o1 = vec![0.0f32; n];
    let mut dst = vec![Complex32::new(0.0, 0.0); n];
    let mut portable = plan.clone();
    portable.set_simd(false);
    let times = best_of_each(runs, 3, |v| {
        let (ins, mut outs) = (
            [BufRef::C64(&uu), BufRef::C64(&hh)],
            [BufMut::C64(&mut o0), BufMut::F32(&mut o1)],
        );
        match v {
            0 => plan.run(&ins, &mut outs).unwrap(),
            1 => portable.run(&ins, &mut outs).unwrap(),
            // Bandwidth reference: a parallel copy of the same field (read + write).
            _ => dst
                .par_chunks_mut(1 << 16)
                .zip(uu.par_chunks(1 << 16))
                .for_each(|(d, s)| d.copy_from_slice(s)),
        }
    });
    let (t, t_portable, tc) = (times[0], times[1], times[2]);
    // Read u, write o0 and o1 (H stays in cache).
    let bytes = (n * 8 + n * 8 + n * 4) as f64;
    let copy_bw = (2 * n * 8) as f64 / tc / 1e9;
    println!(
        "elementwise {shape:?}: {ops} ops (c64 and f32), chunk {} lanes: {:.2} ms (portable build {:.2} ms), {:.1} GB/s moved; parallel copy {:.1} GB/s → {:.0}% of copy bandwidth",
        plan.chunk_len(),
        t * 1e3,
        t_portable * 1e3,
        bytes / t / 1e9,
        copy_bw,
        100.0 * (bytes / t / 1e9) / copy_bw
    );
}

/// In-cache complex multiply-add chains: interleaved `Complex<f32>` vs split re/im arrays.
fn bench_complex_layout(runs: usize) {
    const N: usize = 4096;
    const REPS: usize = 2000;
    let a = field(N);
    let b: Vec<Complex32> = a.iter().map(|z| z * Complex32::new(0.3, 0.7)).collect();
    let mut o = vec![Complex32::new(0.0, 0.0); N];
    let inter = best_of(runs, || {
        for _ in 0..REPS {
            for ((o, &x), &y) in o.iter_mut().zip(&a).zip(&b) {
                *o = x * y + x;
            }
            std::hint::black_box(&mut o);
        }
    });
    let (ar, ai): (Vec<f32>, Vec<f32>) = a.iter().map(|z| (z.re, z.im)).unzip();
    let (br, bi): (Vec<f32>, Vec<f32>) = b.iter().map(|z| (z.re, z.im)).unzip();
    let (mut or, mut oi) = (vec![0.0f32; N], vec![0.0f32; N]);
    let split = best_of(runs, || {
        for _ in 0..REPS {
            let (ar, ai, br, bi) = (&ar[..N], &ai[..N], &br[..N], &bi[..N]);
            for (i, (or, oi)) in or[..N].iter_mut().zip(oi[..N].iter_mut()).enumerate() {
                *or = ar[i] * br[i] - ai[i] * bi[i] + ar[i];
                *oi = ar[i] * bi[i] + ai[i] * br[i] + ai[i];
            }
            std::hint::black_box((&mut or, &mut oi));
        }
    });
    let per = |t: f64| t / (N * REPS) as f64 * 1e9;
    println!(
        "complex multiply-add in cache: interleaved {:.3} ns/elem, split re/im {:.3} ns/elem (split is {:.2}x faster)",
        per(inter),
        per(split),
        inter / split
    );
}

/// `|fft2(u·H)|²` as one fused kernel vs three kernels (elementwise, FFT, elementwise).
fn bench_fused_fft(shape: &[usize], runs: usize) {
    let r = shape.len();
    let n: usize = shape.iter().product();
    let plane = &shape[r - 2..];
    let mut pro = ElementwiseProgram::new(shape.to_vec());
    let u = pro.load(InputMap::contiguous(DType::C64, shape));
    let h = pro.load(
        InputMap::contiguous(DType::C64, plane)
            .broadcast_in_dim(r, &[r - 2, r - 1])
            .unwrap(),
    );
    let y = pro.push(Instr::Binary {
        op: BinaryOp::Multiply,
        lhs: u,
        rhs: h,
    });
    pro.output(y);
    let mut epi = ElementwiseProgram::new(shape.to_vec());
    let z = epi.load(InputMap::contiguous(DType::C64, shape));
    let re = epi.push(Instr::Unary {
        op: UnaryOp::Real,
        x: z,
    });
    let im = epi.push(Instr::Unary {
        op: UnaryOp::Imag,
        x: z,
    });
    let re2 = epi.push(Instr::Binary {
        op: BinaryOp::Multiply,
        lhs: re,
        rhs: re,
    });
    let im2 = epi.push(Instr::Binary {
        op: BinaryOp::Multiply,
        lhs: im,
        rhs: im,
    });
    let i = epi.push(Instr::Binary {
        op: BinaryOp::Add,
        lhs: re2,
        rhs: im2,
    });
    epi.output(i);
    let fft = FftDesc {
        transform: FftTransform::Forward,
        dtype: DType::C64,
        shape: shape.to_vec(),
        axes: vec![r - 2, r - 1],
        scale: None,
    };
    let fused = FusedFftPlan::new(&FusedFftDesc {
        fft: fft.clone(),
        prologue: Some(pro.clone()),
        epilogue: Some(epi.clone()),
    })
    .unwrap();
    let (pro_plan, fft_plan, epi_plan) = (
        ElementwisePlan::new(&pro).unwrap(),
        FftPlan::new(&fft).unwrap(),
        ElementwisePlan::new(&epi).unwrap(),
    );
    let (uu, hh) = (field(n), field(plane.iter().product()));
    let mut tmp = vec![Complex32::new(0.0, 0.0); n];
    let mut out = vec![0.0f32; n];
    let times = best_of_each(runs, 3, |v| match v {
        0 => fused
            .run(
                &[BufRef::C64(&uu), BufRef::C64(&hh)],
                &mut [BufMut::F32(&mut out)],
            )
            .unwrap(),
        1 => {
            let ins = [BufRef::C64(&uu), BufRef::C64(&hh)];
            pro_plan.run(&ins, &mut [BufMut::C64(&mut tmp)]).unwrap();
            fft_plan.run_in_place(BufMut::C64(&mut tmp)).unwrap();
            epi_plan
                .run(&[BufRef::C64(&tmp)], &mut [BufMut::F32(&mut out)])
                .unwrap();
        }
        _ => fft_plan.run_in_place(BufMut::C64(&mut tmp)).unwrap(),
    });
    let (t_fused, t_split, t_fft) = (times[0], times[1], times[2]);
    println!(
        "|fft2(u·H)|² over {shape:?}: fused {:.2} ms, three kernels {:.2} ms (fused is {:.2}x faster); the FFT alone {:.2} ms",
        t_fused * 1e3,
        t_split * 1e3,
        t_split / t_fused,
        t_fft * 1e3
    );
}

/// Appends one instruction reading two registers and returns its register.
type BuildOp = Box<dyn Fn(&mut ElementwiseProgram, u32, u32) -> u32>;

/// Cost of single instructions (load, op, store) over an in-cache field, in ns per element.
fn bench_ops(runs: usize) {
    let n = 1 << 16;
    let uu = field(n);
    let vv: Vec<f32> = (0..n).map(|i| i as f32 * 0.001).collect();
    let cases: Vec<(&str, DType, BuildOp)> = vec![
        ("load+store c64", DType::C64, Box::new(|_, x, _| x)),
        (
            "c64 add",
            DType::C64,
            Box::new(|p, x, y| {
                p.push(Instr::Binary {
                    op: BinaryOp::Add,
                    lhs: x,
                    rhs: y,
                })
            }),
        ),
        (
            "c64 multiply",
            DType::C64,
            Box::new(|p, x, y| {
                p.push(Instr::Binary {
                    op: BinaryOp::Multiply,
                    lhs: x,
                    rhs: y,
                })
            }),
        ),
        (
            "c64 real",
            DType::C64,
            Box::new(|p, x, _| {
                p.push(Instr::Unary {
                    op: UnaryOp::Real,
                    x,
                })
            }),
        ),
        (
            "c64 abs",
            DType::C64,
            Box::new(|p, x, _| {
                p.push(Instr::Unary {
                    op: UnaryOp::Abs,
                    x,
                })
            }),
        ),
        ("load+store f32", DType::F32, Box::new(|_, x, _| x)),
        (
            "f32 multiply",
            DType::F32,
            Box::new(|p, x, y| {
                p.push(Instr::Binary {
                    op: BinaryOp::Multiply,
                    lhs: x,
                    rhs: y,
                })
            }),
        ),
        (
            "f32 maximum",
            DType::F32,
            Box::new(|p, x, y| {
                p.push(Instr::Binary {
                    op: BinaryOp::Maximum,
                    lhs: x,
                    rhs: y,
                })
            }),
        ),
        (
            "f32 exp",
            DType::F32,
            Box::new(|p, x, _| {
                p.push(Instr::Unary {
                    op: UnaryOp::Exponential,
                    x,
                })
            }),
        ),
    ];
    let mut line = String::from("single instructions, ns/element (1 thread, in cache):");
    for (name, t, build) in cases {
        let mut p = ElementwiseProgram::new(vec![n]);
        let x = p.load(InputMap::contiguous(t, &[n]));
        let y = p.load(InputMap::contiguous(t, &[n]));
        let r = build(&mut p, x, y);
        p.output(r);
        let plan = ElementwisePlan::new(&p).unwrap();
        let ins = match t {
            DType::C64 => [BufRef::C64(&uu), BufRef::C64(&uu)],
            _ => [BufRef::F32(&vv), BufRef::F32(&vv)],
        };
        let mut o = fresnel_ir::Data::zeros(plan.output_types()[0], n);
        let dt = best_of(runs, || {
            plan.run(&ins, &mut [BufMut::from(&mut o)]).unwrap()
        });
        line += &format!(" {name} {:.3};", dt / n as f64 * 1e9);
    }
    println!("{line}");
}

/// `FRESNEL_BENCH=name` runs only the benchmarks whose name contains `name`.
fn selected(name: &str) -> bool {
    std::env::var("FRESNEL_BENCH").map_or(true, |f| name.contains(&f))
}

fn main() {
    if selected("fft") {
        bench_fft(&[2, 2, 3, 4, 256, 256], 20);
        bench_fft(&[4, 1024, 1024], 10);
    }
    if selected("elementwise") {
        bench_elementwise(&[2, 2, 3, 4, 256, 256], 20);
        bench_elementwise(&[2, 256, 256], 300);
    }
    if selected("fused") {
        bench_fused_fft(&[2, 2, 3, 4, 256, 256], 20);
    }
    if selected("ops") {
        bench_ops(200);
    }
    if selected("layout") {
        bench_complex_layout(5);
    }
}
