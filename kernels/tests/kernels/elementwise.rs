//! The fused elementwise kernel against a naive per-element evaluator.

use crate::scalar_ref;
use crate::util::*;
use fresnel_ir::{BinaryOp, CompareDir, CompareType, DType, Data, Scalar, UnaryOp};
use fresnel_kernels::elementwise::{binary_result, compare_covered, unary_result};
use fresnel_kernels::{BufRef, ElementwisePlan, ElementwiseProgram, InputMap, Instr, Window};

/// Evaluates the program one output element at a time, straight from its definition.
pub fn naive_eval(p: &ElementwiseProgram, inputs: &[Data]) -> Vec<Data> {
    let total = p.num_elements();
    let mut outs: Vec<Data> = Vec::new();
    for lane in 0..total {
        let idx = unravel(lane, &p.shape);
        let mut regs: Vec<Scalar> = Vec::with_capacity(p.instrs.len());
        for instr in &p.instrs {
            let r = |k: u32| regs[k as usize];
            let v = match *instr {
                Instr::Load { input } => {
                    let m = &p.inputs[input as usize];
                    let off = m.offset as i64
                        + idx
                            .iter()
                            .zip(&m.strides)
                            .map(|(&i, &s)| i as i64 * s)
                            .sum::<i64>();
                    inputs[input as usize].get(off as usize)
                }
                Instr::LoadPadded { input, ref window } => {
                    let m = &p.inputs[input as usize];
                    let src: Vec<i64> = idx
                        .iter()
                        .zip(&window.low)
                        .map(|(&i, &lo)| i as i64 - lo)
                        .collect();
                    let inside = src
                        .iter()
                        .zip(&window.shape)
                        .all(|(&s, &n)| s >= 0 && s < n as i64);
                    if inside {
                        let off = m.offset as i64
                            + src
                                .iter()
                                .zip(&m.strides)
                                .map(|(&s, &t)| s * t)
                                .sum::<i64>();
                        inputs[input as usize].get(off as usize)
                    } else {
                        window.fill
                    }
                }
                Instr::Const(s) => s,
                Instr::Iota { dim, dtype } => scalar_ref::iota(idx[dim as usize], dtype),
                Instr::Unary { op, x } => scalar_ref::unary(op, r(x)).expect("covered unary"),
                Instr::Binary { op, lhs, rhs } => {
                    scalar_ref::binary(op, r(lhs), r(rhs)).expect("covered binary")
                }
                Instr::Compare {
                    dir,
                    cmp_type,
                    lhs,
                    rhs,
                } => scalar_ref::compare(dir, cmp_type, r(lhs), r(rhs)).expect("covered compare"),
                Instr::Select {
                    pred,
                    on_true,
                    on_false,
                } => scalar_ref::select(r(pred), r(on_true), r(on_false)).expect("select"),
                Instr::Clamp { min, x, max } => {
                    scalar_ref::clamp(r(min), r(x), r(max)).expect("clamp")
                }
                Instr::Convert { x, to } => scalar_ref::convert(r(x), to),
            };
            regs.push(v);
        }
        if lane == 0 {
            let regs_types: Vec<DType> = regs.iter().map(|s| s.dtype()).collect();
            outs = p
                .outputs
                .iter()
                .map(|&o| Data::zeros(regs_types[o as usize], total))
                .collect();
        }
        for (k, &o) in p.outputs.iter().enumerate() {
            outs[k].set(lane, regs[o as usize]);
        }
    }
    if total == 0 {
        let types = p.validate().expect("valid program");
        outs = p
            .outputs
            .iter()
            .map(|&o| Data::zeros(types[o as usize], 0))
            .collect();
    }
    outs
}

fn tolerance(t: DType) -> f64 {
    match t {
        DType::F32 | DType::C64 => 2e-4,
        _ => 1e-10,
    }
}

/// Runs the program with the default chunking and with tiny chunks, and compares both with the
/// naive evaluator.
pub fn check_program(p: &ElementwiseProgram, inputs: &[Data], what: &str) {
    let want = naive_eval(p, inputs);
    let views: Vec<BufRef<'_>> = inputs.iter().map(BufRef::from).collect();
    for (chunk, simd) in [
        (None, true),
        (None, false),
        (Some(1), true),
        (Some(7), true),
    ] {
        let mut plan = match chunk {
            None => ElementwisePlan::new(p),
            Some(c) => ElementwisePlan::with_chunk_len(p, c),
        }
        .unwrap_or_else(|e| panic!("{what}: {e}"));
        plan.set_simd(simd);
        let got = plan
            .run_to_data(&views)
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        for (k, (g, w)) in got.iter().zip(&want).enumerate() {
            assert_close(
                g,
                w,
                tolerance(w.dtype()),
                &format!("{what}, output {k}, chunk {chunk:?}, simd {simd}"),
            );
        }
    }
}

#[test]
fn every_covered_unary_op_matches_the_reference() {
    let mut rng = Rng::new(1);
    // The CHLO and bit ops draw their inputs from a stream of their own, so that adding ops
    // leaves the inputs of the others as they were.
    let mut rng_new_ops = Rng::new(2);
    let shape = [3, 5];
    let mut count = 0;
    for t in TESTED_DTYPES {
        for op in UnaryOp::ALL {
            if unary_result(op, t).is_none() {
                continue;
            }
            let mut p = ElementwiseProgram::new(shape);
            let x = p.load(InputMap::contiguous(t, &shape));
            let y = p.push(Instr::Unary { op, x });
            p.output(y);
            let newer = op.dialect() == "chlo"
                || matches!(
                    op,
                    UnaryOp::Popcnt | UnaryOp::CountLeadingZeros | UnaryOp::RoundNearestAfz
                );
            let stream = if newer { &mut rng_new_ops } else { &mut rng };
            let input = random_data(stream, t, 15, true);
            check_program(&p, &[input], &format!("{} on {t}", op.name()));
            count += 1;
        }
    }
    assert!(count > 60, "only {count} unary cases covered");
}

#[test]
fn every_covered_binary_op_matches_the_reference_with_a_broadcast_operand() {
    let mut rng = Rng::new(2);
    let shape = [4, 6];
    for t in TESTED_DTYPES {
        for op in BinaryOp::ALL {
            let Some(_) = binary_result(op, t, t) else {
                continue;
            };
            let mut p = ElementwiseProgram::new(shape);
            let a = p.load(InputMap::contiguous(t, &shape));
            // The rhs is a row vector broadcast along dim 0.
            let b = p.load(
                InputMap::contiguous(t, &[6])
                    .broadcast_in_dim(2, &[1])
                    .unwrap(),
            );
            let c = p.push(Instr::Binary { op, lhs: a, rhs: b });
            p.output(c);
            let inputs = [
                random_data(&mut rng, t, 24, true),
                random_data(&mut rng, t, 6, true),
            ];
            check_program(&p, &inputs, &format!("{} on {t}", op.name()));
        }
    }
}

#[test]
fn every_covered_comparison_matches_the_reference() {
    let mut rng = Rng::new(3);
    let types = [
        None,
        Some(CompareType::Float),
        Some(CompareType::TotalOrder),
        Some(CompareType::Signed),
        Some(CompareType::Unsigned),
    ];
    for t in TESTED_DTYPES {
        let inputs = [
            random_data(&mut rng, t, 40, true),
            random_data(&mut rng, t, 40, true),
        ];
        for dir in CompareDir::ALL {
            for &ct in &types {
                if !compare_covered(dir, ct, t) {
                    continue;
                }
                let mut p = ElementwiseProgram::new([40]);
                let a = p.load(InputMap::contiguous(t, &[40]));
                let b = p.load(InputMap::contiguous(t, &[40]));
                // Also compare a with itself, so that equal operands occur.
                let c = p.push(Instr::Compare {
                    dir,
                    cmp_type: ct,
                    lhs: a,
                    rhs: b,
                });
                let d = p.push(Instr::Compare {
                    dir,
                    cmp_type: ct,
                    lhs: a,
                    rhs: a,
                });
                p.output(c);
                p.output(d);
                check_program(
                    &p,
                    &inputs,
                    &format!("compare {} {ct:?} on {t}", dir.name()),
                );
            }
        }
    }
}

#[test]
fn converts_between_every_pair_of_dtypes() {
    let mut rng = Rng::new(4);
    for from in TESTED_DTYPES {
        let input = random_data(&mut rng, from, 30, true);
        for to in TESTED_DTYPES {
            let mut p = ElementwiseProgram::new([30]);
            let x = p.load(InputMap::contiguous(from, &[30]));
            let y = p.push(Instr::Convert { x, to });
            p.output(y);
            check_program(
                &p,
                std::slice::from_ref(&input),
                &format!("convert {from} -> {to}"),
            );
        }
    }
}

#[test]
fn iota_select_clamp_and_constants() {
    let mut rng = Rng::new(5);
    let shape = [3, 4, 5];
    for t in [
        DType::I32,
        DType::I64,
        DType::F32,
        DType::F64,
        DType::C64,
        DType::C128,
    ] {
        for dim in 0..3u32 {
            let mut p = ElementwiseProgram::new(shape);
            let i = p.push(Instr::Iota { dim, dtype: t });
            p.output(i);
            check_program(&p, &[], &format!("iota {dim} {t}"));
        }
    }
    for t in [DType::I32, DType::I64, DType::F32, DType::F64] {
        let mut p = ElementwiseProgram::new(shape);
        let x = p.load(InputMap::contiguous(t, &shape));
        let lo = p.push(Instr::Const(Scalar::from_f64(t, -1.0)));
        let hi = p.load(InputMap::splat(t, 3));
        let c = p.push(Instr::Clamp {
            min: lo,
            x,
            max: hi,
        });
        p.output(c);
        let inputs = [
            random_data(&mut rng, t, 60, true),
            Scalar::from_f64(t, 2.0).splat(1),
        ];
        check_program(&p, &inputs, &format!("clamp {t}"));
    }
    for t in TESTED_DTYPES {
        let mut p = ElementwiseProgram::new(shape);
        let pred = p.load(InputMap::contiguous(DType::I1, &shape));
        let a = p.load(InputMap::contiguous(t, &shape));
        let b = p.push(Instr::Const(random_scalar(&mut rng, t, false)));
        let s = p.push(Instr::Select {
            pred,
            on_true: a,
            on_false: b,
        });
        p.output(s);
        p.output(b);
        let inputs = [
            random_data(&mut rng, DType::I1, 60, false),
            random_data(&mut rng, t, 60, true),
        ];
        check_program(&p, &inputs, &format!("select {t}"));
    }
}

#[test]
fn index_maps_express_transpose_reverse_slice_and_broadcast() {
    let mut rng = Rng::new(6);
    let t = DType::C64;
    // Output [4, 3, 5]; x is stored as [5, 4, 3] and transposed.
    let shape = [4, 3, 5];
    let x_map = InputMap::contiguous(t, &[5, 4, 3])
        .transpose(&[1, 2, 0])
        .unwrap();
    // y is stored as [4, 3, 5] and read reversed along dims 0 and 2.
    let y_map = InputMap::contiguous(t, &shape)
        .reverse(&shape, &[0, 2])
        .unwrap();
    // z is stored as [9, 3, 11] and sliced with start [1, 0, 2], steps [2, 1, 2].
    let z_map = InputMap::contiguous(t, &[9, 3, 11])
        .slice(&[1, 0, 2], &[2, 1, 2])
        .unwrap();
    // w is stored as [4, 1] and broadcast along the size-1 dim and dim 2.
    let w_map = InputMap::contiguous(t, &[4, 1])
        .zero_unit_dims(&[4, 1])
        .broadcast_in_dim(3, &[0, 1])
        .unwrap();
    let mut p = ElementwiseProgram::new(shape);
    let x = p.load(x_map);
    let y = p.load(y_map);
    let z = p.load(z_map);
    let w = p.load(w_map);
    let a = p.push(Instr::Binary {
        op: BinaryOp::Multiply,
        lhs: x,
        rhs: y,
    });
    let b = p.push(Instr::Binary {
        op: BinaryOp::Subtract,
        lhs: a,
        rhs: z,
    });
    let c = p.push(Instr::Binary {
        op: BinaryOp::Add,
        lhs: b,
        rhs: w,
    });
    p.output(c);
    let inputs = [
        random_data(&mut rng, t, 60, false),
        random_data(&mut rng, t, 60, false),
        random_data(&mut rng, t, 9 * 3 * 11, false),
        random_data(&mut rng, t, 4, false),
    ];
    check_program(&p, &inputs, "maps");
}

#[test]
fn angular_spectrum_style_program_with_several_outputs() {
    // u·H (H broadcast over the batch dims), the squared intensity error (|u·H|² − t)², and a
    // gradient-like seed 2·(|u·H|² − t)·(u·H): three outputs sharing intermediate registers.
    let mut rng = Rng::new(7);
    let shape = [2, 3, 8, 8];
    let mut p = ElementwiseProgram::new(shape);
    let u = p.load(InputMap::contiguous(DType::C64, &shape));
    let h = p.load(
        InputMap::contiguous(DType::C64, &[8, 8])
            .broadcast_in_dim(4, &[2, 3])
            .unwrap(),
    );
    let t = p.load(
        InputMap::contiguous(DType::F32, &[3, 8, 8])
            .broadcast_in_dim(4, &[1, 2, 3])
            .unwrap(),
    );
    let uh = p.push(Instr::Binary {
        op: BinaryOp::Multiply,
        lhs: u,
        rhs: h,
    });
    let re = p.push(Instr::Unary {
        op: UnaryOp::Real,
        x: uh,
    });
    let im = p.push(Instr::Unary {
        op: UnaryOp::Imag,
        x: uh,
    });
    let re2 = p.push(Instr::Binary {
        op: BinaryOp::Multiply,
        lhs: re,
        rhs: re,
    });
    let im2 = p.push(Instr::Binary {
        op: BinaryOp::Multiply,
        lhs: im,
        rhs: im,
    });
    let intensity = p.push(Instr::Binary {
        op: BinaryOp::Add,
        lhs: re2,
        rhs: im2,
    });
    let diff = p.push(Instr::Binary {
        op: BinaryOp::Subtract,
        lhs: intensity,
        rhs: t,
    });
    let sq = p.push(Instr::Binary {
        op: BinaryOp::Multiply,
        lhs: diff,
        rhs: diff,
    });
    let two = p.push(Instr::Const(Scalar::F32(2.0)));
    let g = p.push(Instr::Binary {
        op: BinaryOp::Multiply,
        lhs: two,
        rhs: diff,
    });
    let gc = p.push(Instr::Convert {
        x: g,
        to: DType::C64,
    });
    let seed = p.push(Instr::Binary {
        op: BinaryOp::Multiply,
        lhs: gc,
        rhs: uh,
    });
    p.output(sq);
    p.output(seed);
    p.output(uh);
    let inputs = [
        random_data(&mut rng, DType::C64, 384, false),
        random_data(&mut rng, DType::C64, 64, false),
        random_data(&mut rng, DType::F32, 192, false),
    ];
    check_program(&p, &inputs, "angular spectrum");
}

#[test]
fn scalars_and_zero_size_index_spaces() {
    let mut rng = Rng::new(8);
    for shape in [vec![], vec![0], vec![3, 0, 2], vec![1, 1, 1]] {
        let mut p = ElementwiseProgram::new(shape.clone());
        let x = p.load(InputMap::contiguous(DType::F64, &shape));
        let y = p.push(Instr::Unary {
            op: UnaryOp::Exponential,
            x,
        });
        p.output(y);
        let n = shape.iter().product();
        check_program(
            &p,
            &[random_data(&mut rng, DType::F64, n, false)],
            &format!("{shape:?}"),
        );
    }
}

#[test]
fn bad_programs_and_buffers_are_errors() {
    let shape = [2, 3];
    let mut p = ElementwiseProgram::new(shape);
    let x = p.load(InputMap::contiguous(DType::F32, &shape));
    let y = p.push(Instr::Unary {
        op: UnaryOp::Not,
        x,
    });
    p.output(y);
    let e = ElementwisePlan::new(&p).unwrap_err();
    assert!(e.to_string().contains("not on f32 is not covered"), "{e}");

    let mut p = ElementwiseProgram::new(shape);
    let x = p.load(InputMap::contiguous(DType::F32, &shape));
    p.push(Instr::Binary {
        op: BinaryOp::Add,
        lhs: x,
        rhs: 5,
    });
    assert!(ElementwisePlan::new(&p)
        .unwrap_err()
        .to_string()
        .contains("before it is defined"));

    let mut p = ElementwiseProgram::new(shape);
    p.load(InputMap {
        dtype: DType::F32,
        offset: 0,
        strides: vec![1],
    });
    assert!(ElementwisePlan::new(&p)
        .unwrap_err()
        .to_string()
        .contains("strides"));

    let mut p = ElementwiseProgram::new(shape);
    let x = p.load(InputMap::contiguous(DType::F32, &shape));
    p.output(x);
    let plan = ElementwisePlan::new(&p).unwrap();
    let short = Data::F32(vec![0.0; 5]);
    let e = plan.run_to_data(&[BufRef::from(&short)]).unwrap_err();
    assert!(e.to_string().contains("needs 6"), "{e}");
    let wrong = Data::F64(vec![0.0; 6]);
    assert!(plan.run_to_data(&[BufRef::from(&wrong)]).is_err());
    assert!(plan.run_to_data(&[]).is_err());
}

#[test]
fn loads_can_be_outputs_whether_read_in_place_or_gathered() {
    // A contiguous load is read in place, a broadcast one is gathered (except where a chunk
    // falls inside one row), a reversed one is always gathered.
    let mut rng = Rng::new(9);
    let shape = [5, 6];
    let mut p = ElementwiseProgram::new(shape);
    let a = p.load(InputMap::contiguous(DType::F64, &shape));
    let b = p.load(
        InputMap::contiguous(DType::F64, &[6])
            .broadcast_in_dim(2, &[1])
            .unwrap(),
    );
    let c = p.load(
        InputMap::contiguous(DType::F64, &shape)
            .reverse(&shape, &[1])
            .unwrap(),
    );
    let s = p.push(Instr::Binary {
        op: BinaryOp::Add,
        lhs: a,
        rhs: b,
    });
    for r in [a, b, c, s, a] {
        p.output(r);
    }
    let inputs = [
        random_data(&mut rng, DType::F64, 30, false),
        random_data(&mut rng, DType::F64, 6, false),
        random_data(&mut rng, DType::F64, 30, false),
    ];
    check_program(&p, &inputs, "loads as outputs");
}

/// Index maps of broadcasts: a size-1 operand dim reads with stride 0 once stretched, the
/// others keep their strides; dims that do not fit the output rank are refused.
#[test]
fn broadcast_index_maps_stretch_only_unit_dims() {
    let v = InputMap::contiguous(DType::F32, &[3, 1]).zero_unit_dims(&[3, 1]);
    assert_eq!(v.strides, vec![1, 0]);
    let b = v.broadcast_in_dim(3, &[0, 2]).expect("dims fit rank 3");
    assert_eq!(b.strides, vec![1, 0, 0]);
    let w = InputMap::contiguous(DType::F32, &[2, 4]).zero_unit_dims(&[2, 4]);
    assert_eq!(w.strides, vec![4, 1], "no unit dims: strides unchanged");
    // One bad property is enough to refuse: a dim past the output rank, or a wrong count.
    assert_eq!(w.broadcast_in_dim(2, &[0, 2]), None);
    assert_eq!(w.broadcast_in_dim(3, &[0]), None);
}

/// Padded loads (a `pad` read in place) against the reference: windows inside, overlapping
/// and outside the index space on each side, negative lows (cropping), transposed and
/// reversed input maps, several padded inputs, every chunking.
#[test]
fn padded_loads_read_inside_the_window_and_fill_outside() {
    let mut rng = Rng::new(11);
    let space = [5, 7, 9];
    let cases: [(&[i64], [usize; 3]); 5] = [
        (&[1, 2, 3], [3, 3, 3]),
        (&[0, 0, 0], [5, 7, 9]),
        (&[-1, 3, -2], [4, 6, 12]),
        (&[2, -4, 5], [6, 2, 2]),
        (&[7, 0, 0], [2, 7, 9]),
    ];
    for (low, in_shape) in cases {
        for t in [DType::F32, DType::C64, DType::I32, DType::I1] {
            let n: usize = in_shape.iter().product();
            let fill = random_data(&mut rng, t, 1, false).get(0);
            let window = Window {
                low: low.to_vec(),
                shape: in_shape.to_vec(),
                fill,
            };
            let mut p = ElementwiseProgram::new(space);
            let a = p.load_padded(InputMap::contiguous(t, &in_shape), window.clone());
            // The same input reversed along dim 1 and read through a second window.
            let rev = InputMap::contiguous(t, &in_shape)
                .reverse(&in_shape, &[1])
                .unwrap();
            let b = p.load_padded(rev, window);
            let other = p.load(InputMap::contiguous(t, &space));
            let op = if t == DType::I1 {
                BinaryOp::Or
            } else {
                BinaryOp::Add
            };
            let c = p.push(Instr::Binary { op, lhs: a, rhs: b });
            let d = p.push(Instr::Binary {
                op,
                lhs: c,
                rhs: other,
            });
            p.output(d);
            p.output(a);
            let inputs = [
                random_data(&mut rng, t, n, true),
                random_data(&mut rng, t, n, true),
                random_data(&mut rng, t, space.iter().product(), true),
            ];
            check_program(
                &p,
                &inputs,
                &format!("padded {t} low {low:?} shape {in_shape:?}"),
            );
        }
    }
}

#[test]
fn padded_loads_with_inconsistent_windows_are_errors() {
    let mut p = ElementwiseProgram::new([4, 4]);
    let window = Window {
        low: vec![1, 1],
        shape: vec![2, 2],
        fill: Scalar::F32(0.0),
    };
    let a = p.load_padded(InputMap::contiguous(DType::F32, &[2, 2]), window.clone());
    p.output(a);
    // The fill's dtype must be the input's.
    let mut q = p.clone();
    q.instrs[0] = Instr::LoadPadded {
        input: 0,
        window: Window {
            fill: Scalar::I32(0),
            ..window.clone()
        },
    };
    assert!(q.validate().is_err());
    // Rank mismatch.
    let mut q = p.clone();
    q.instrs[0] = Instr::LoadPadded {
        input: 0,
        window: Window {
            low: vec![1],
            ..window.clone()
        },
    };
    assert!(q.validate().is_err());
    // One input read plainly and through a window of another extent.
    let mut q = p.clone();
    let b = q.push(Instr::Load { input: 0 });
    q.output(b);
    assert!(q.validate().is_err());
    // The input buffer must hold the window's extent, not the space's.
    let plan = ElementwisePlan::new(&p).unwrap();
    let small = Data::zeros(DType::F32, 3);
    assert!(plan.run_to_data(&[BufRef::from(&small)]).is_err());
    let fits = Data::zeros(DType::F32, 4);
    assert!(plan.run_to_data(&[BufRef::from(&fits)]).is_ok());
}
