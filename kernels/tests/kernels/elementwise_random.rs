//! Property test: random fused programs (random maps, instructions, outputs) against the naive
//! evaluator, with a fixed-seed xorshift generator.

use crate::elementwise::check_program;
use crate::util::*;
use fresnel_ir::{BinaryOp, CompareDir, DType, UnaryOp};
use fresnel_kernels::elementwise::{binary_result, compare_covered, unary_result};
use fresnel_kernels::{ElementwiseProgram, InputMap, Instr};

/// A random index map onto `shape` and the length of the buffer it reads.
fn random_map(rng: &mut Rng, t: DType, shape: &[usize]) -> (InputMap, usize) {
    let rank = shape.len();
    match rng.below(5) {
        0 => (InputMap::contiguous(t, shape), shape.iter().product()),
        1 => {
            // broadcast from a random subset of dims
            let dims: Vec<usize> = (0..rank).filter(|_| rng.coin(0.5)).collect();
            let sub: Vec<usize> = dims.iter().map(|&d| shape[d]).collect();
            let m = InputMap::contiguous(t, &sub)
                .broadcast_in_dim(rank, &dims)
                .unwrap();
            (m, sub.iter().product())
        }
        2 => {
            let mut perm: Vec<usize> = (0..rank).collect();
            for i in (1..rank).rev() {
                perm.swap(i, rng.below(i + 1));
            }
            // stored[perm[i]] = shape[i]
            let mut stored = vec![0; rank];
            for i in 0..rank {
                stored[perm[i]] = shape[i];
            }
            (
                InputMap::contiguous(t, &stored).transpose(&perm).unwrap(),
                shape.iter().product(),
            )
        }
        3 => {
            let dims: Vec<usize> = (0..rank).filter(|_| rng.coin(0.5)).collect();
            let m = InputMap::contiguous(t, shape)
                .reverse(shape, &dims)
                .unwrap();
            (m, shape.iter().product())
        }
        _ => {
            let start: Vec<usize> = (0..rank).map(|_| rng.below(3)).collect();
            let steps: Vec<usize> = (0..rank).map(|_| 1 + rng.below(3)).collect();
            let stored: Vec<usize> = (0..rank)
                .map(|d| start[d] + shape[d].saturating_sub(1) * steps[d] + 1 + rng.below(2))
                .collect();
            let m = InputMap::contiguous(t, &stored)
                .slice(&start, &steps)
                .unwrap();
            (m, stored.iter().product())
        }
    }
}

/// Appends a random covered instruction, if one can be found for the registers so far.
fn random_instr(rng: &mut Rng, p: &mut ElementwiseProgram, rank: usize) {
    let types = p.validate().expect("valid so far");
    let regs_of = |t: DType| -> Vec<u32> {
        (0..types.len() as u32)
            .filter(|&r| types[r as usize] == t)
            .collect()
    };
    for _ in 0..20 {
        let x = rng.below(types.len()) as u32;
        let t = types[x as usize];
        let same = regs_of(t);
        let y = *rng.pick(&same);
        let instr = match rng.below(9) {
            0 => {
                let t = *rng.pick(&TESTED_DTYPES);
                Instr::Const(random_scalar(rng, t, false))
            }
            1 if rank > 0 => Instr::Iota {
                dim: rng.below(rank) as u32,
                dtype: *rng.pick(&[DType::I32, DType::F32, DType::C128]),
            },
            2 | 3 => {
                let op = *rng.pick(&UnaryOp::ALL);
                if unary_result(op, t).is_none() {
                    continue;
                }
                Instr::Unary { op, x }
            }
            4 | 5 => {
                let op = *rng.pick(&BinaryOp::ALL);
                if binary_result(op, t, t).is_none() {
                    continue;
                }
                Instr::Binary { op, lhs: x, rhs: y }
            }
            6 => {
                let dir = *rng.pick(&CompareDir::ALL);
                if !compare_covered(dir, None, t) {
                    continue;
                }
                Instr::Compare {
                    dir,
                    cmp_type: None,
                    lhs: x,
                    rhs: y,
                }
            }
            7 => {
                let preds = regs_of(DType::I1);
                if preds.is_empty() {
                    continue;
                }
                Instr::Select {
                    pred: *rng.pick(&preds),
                    on_true: x,
                    on_false: y,
                }
            }
            _ => Instr::Convert {
                x,
                to: *rng.pick(&TESTED_DTYPES),
            },
        };
        p.push(instr);
        return;
    }
}

#[test]
fn random_programs_match_the_naive_evaluator() {
    let mut rng = Rng::new(0x5eed);
    for case in 0..250 {
        let rank = rng.below(5);
        let shape = random_shape(&mut rng, rank, 4, case % 10 == 0);
        let mut p = ElementwiseProgram::new(shape.clone());
        let mut inputs = Vec::new();
        for _ in 0..1 + rng.below(3) {
            let t = *rng.pick(&TESTED_DTYPES);
            let (m, len) = random_map(&mut rng, t, &shape);
            p.load(m);
            inputs.push(random_data(&mut rng, t, len, true));
        }
        for _ in 0..2 + rng.below(10) {
            random_instr(&mut rng, &mut p, rank);
        }
        let n = p.instrs.len() as u32;
        for _ in 0..1 + rng.below(3) {
            p.output(n - 1 - rng.below(n.min(4) as usize) as u32);
        }
        check_program(&p, &inputs, &format!("case {case}: {p:?}"));
    }
}
