//! Random programs (fixed seed) of elementwise ops, broadcasts, shape ops, reductions and FFTs
//! over any axes, traced through the trace API: compiled for the CPU (with and without the
//! compile pipeline) they must match the interpreter. Inputs are O(1), and random sums can
//! cancel to rounding noise, so errors are relative to max(max|want|, 1).

use super::compare::compare_all_floored;
use super::run_both;
use fresnel::backend::{lower_module, Backend};
use fresnel::fft::{self, Norm};
use fresnel::trace::{trace_with, Ctx, Tensor};
use fresnel_ir::{Array, DType, Data, TensorType};
use fresnel_runtime::cpu::CpuExecutable;
use fresnel_runtime::interp::run_main;
use num_complex::Complex32;

pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    pub fn unit(&mut self) -> f32 {
        self.next() as f32 / (1u64 << 31) as f32 * 2.0 - 1.0
    }
    /// A non-empty random subset of `0..rank`, as signed axes.
    fn axes(&mut self, rank: usize) -> Vec<isize> {
        let mut axes: Vec<isize> = (0..rank as isize).filter(|_| self.below(2) == 0).collect();
        if axes.is_empty() {
            axes.push(self.below(rank) as isize);
        }
        axes
    }
}

/// One random op on the pool; returns the new tensor, if the op applies.
fn step(ctx: &Ctx, rng: &mut Rng, pool: &[Tensor]) -> Option<Tensor> {
    let t = &pool[rng.below(pool.len())];
    let rank = t.rank();
    let complex = t.dtype().is_complex();
    Some(match rng.below(11) {
        0 if !complex => match rng.below(4) {
            0 => t.sin(),
            1 => t.tanh(),
            2 => t.abs(),
            _ => t.cos() * 0.5,
        },
        1 => {
            // A partner that broadcasts: the same tensor, a keepdims reduction, a scalar, or a
            // pool tensor of the same type.
            let same: Vec<&Tensor> = pool.iter().filter(|p| p.ty() == t.ty()).collect();
            let other = match rng.below(3) {
                0 if rank > 0 => t.sum_keepdims(&rng.axes(rank)),
                1 => same[rng.below(same.len())].clone(),
                _ => ctx.constant(&Array::from_f32(vec![], vec![rng.unit()])?),
            };
            match rng.below(3) {
                0 => t + &other,
                1 => t * &other,
                _ => t - &other,
            }
        }
        2 if !complex => t.exp_i(),
        3 if complex => match rng.below(3) {
            0 => t.abs(),
            1 => t.real(),
            _ => t.imag(),
        },
        4 if rank > 0 => match rng.below(3) {
            0 => t.sum(&rng.axes(rank)),
            1 if !complex => t.max(&rng.axes(rank)),
            _ => t.sum_keepdims(&rng.axes(rank)),
        },
        5 if rank > 1 => {
            let mut perm: Vec<isize> = (0..rank as isize).collect();
            for i in (1..rank).rev() {
                perm.swap(i, rng.below(i + 1));
            }
            t.permute(&perm)
        }
        6 if rank > 1 => {
            // Merge two neighbouring dims.
            let k = rng.below(rank - 1);
            let mut shape: Vec<isize> = t.shape().iter().map(|&d| d as isize).collect();
            let merged = shape[k] * shape[k + 1];
            shape.splice(k..k + 2, [merged]);
            t.reshape(&shape)
        }
        7 if complex && rank > 0 => {
            let axes = rng.axes(rank);
            let norm = [Norm::Backward, Norm::Ortho, Norm::Forward][rng.below(3)];
            match rng.below(2) {
                0 => fft::fftn(t, None, Some(&axes), norm),
                _ => fft::ifftn(t, None, Some(&axes), norm),
            }
        }
        8 if rank < 4 && t.shape().iter().product::<usize>() < 200 => {
            let k = 1 + rng.below(3);
            let e = t.expand_dims(0);
            let mut shape = e.shape().to_vec();
            shape[0] = k;
            e.broadcast_to(&shape)
        }
        9 if !complex && rank > 0 => fft::rfft(t, None, -1, Norm::Backward),
        10 if complex && rank > 0 => {
            let n = 2 * (t.shape()[rank - 1].max(2) - 1);
            fft::irfft(t, Some(n), -1, Norm::Backward)
        }
        _ => return None,
    })
}

fn random_inputs(rng: &mut Rng, types: &[TensorType]) -> Vec<Array> {
    types
        .iter()
        .map(|t| {
            let n = t.num_elements();
            let data = match t.dtype {
                DType::C64 => Data::C64(
                    (0..n)
                        .map(|_| Complex32::new(rng.unit(), rng.unit()))
                        .collect(),
                ),
                _ => Data::F32((0..n).map(|_| rng.unit()).collect()),
            };
            Array::new(t.shape.clone(), data).expect("sized to the type")
        })
        .collect()
}

#[test]
fn random_programs_match_the_interpreter() {
    let mut rng = Rng(0x5EED_CAFE);
    let mut ran = 0;
    for case in 0..150 {
        let dims: Vec<usize> = (0..3).map(|_| 1 + rng.below(5)).collect();
        let types = [
            TensorType::new(DType::F32, dims.clone()),
            TensorType::new(DType::C64, dims[1..].to_vec()),
        ];
        let steps = 6 + rng.below(12);
        let mut seed = Rng(rng.next());
        let traced = trace_with(
            |ctx, args: &[Tensor]| {
                let mut pool: Vec<Tensor> = args.to_vec();
                for _ in 0..steps {
                    // Not every op applies to every tensor: a few tries per step.
                    if let Some(t) = (0..8).find_map(|_| step(ctx, &mut seed, &pool)) {
                        pool.push(t);
                    }
                }
                let last = pool[pool.len() - 1].clone();
                let any = pool[seed.below(pool.len())].clone();
                vec![last, any.sum_all()]
            },
            &types,
        );
        let traced =
            traced.unwrap_or_else(|e| panic!("case {case}: the generator made a bad program: {e}"));
        let inputs = random_inputs(&mut rng, &types);
        let text = traced.text();
        // Compiled through the pipeline (simplify, fuse) …
        let o = run_both(&traced.module, &inputs)
            .unwrap_or_else(|e| panic!("case {case}: {e}\n{text}"));
        compare_all_floored(&o.cpu, &o.interp, 1.0)
            .unwrap_or_else(|e| panic!("case {case}: {e}\n{}\n{text}", o.summary));
        // … and op by op as traced.
        let program = lower_module(&traced.module).unwrap_or_else(|e| panic!("case {case}: {e}"));
        let got = CpuExecutable::new(program)
            .and_then(|exe| exe.run(&inputs))
            .unwrap_or_else(|e| panic!("case {case}: unfused: {e}\n{text}"));
        compare_all_floored(&got, &o.interp, 1.0)
            .unwrap_or_else(|e| panic!("case {case}: unfused: {e}\n{text}"));
        // … and through the trace API's own entry point.
        let exe = traced
            .compile(Backend::Cpu)
            .unwrap_or_else(|e| panic!("case {case}: {e}"));
        let again = exe
            .run(&inputs)
            .unwrap_or_else(|e| panic!("case {case}: {e}"));
        compare_all_floored(&again, &o.interp, 1.0)
            .unwrap_or_else(|e| panic!("case {case}: compile(): {e}"));
        ran += 1;
    }
    assert_eq!(ran, 150);
}

#[test]
fn the_interp_backend_is_the_interpreter() {
    let t = TensorType::new(DType::F32, vec![4]);
    let traced =
        trace_with(|_, a: &[Tensor]| (a[0].sin() * 3.0).sum_all(), &[t.clone()]).expect("traces");
    let x = random_inputs(&mut Rng(1), &[t]);
    let exe = traced.compile(Backend::Interp).expect("compiles");
    assert_eq!(exe.program().summary(), "interp 1");
    assert_eq!(
        exe.run(&x).expect("runs"),
        run_main(&traced.module, &x).expect("runs")
    );
}
