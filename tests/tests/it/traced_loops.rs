//! The trace API's control flow (`fori_loop`, `scan`, `while_loop`, `cond`, `switch`) and
//! `optics::multislice`: each traced loop is checked against the same computation written
//! without control flow (values and, through `fresnel::ad`, gradients under every
//! checkpoint policy), the multi-slice model against JAX's `lax.scan` BPM
//! (`tests/data/jax_loops/bpm`), and user errors are located at the caller.

use fresnel::ad::{value_and_grad_with, AdOptions, Checkpoint};
use fresnel::optics::{multislice, multislice_repeated, AsmConfig};
use fresnel::s;
use fresnel::trace::{cond, fori_loop, scan, stack, switch, trace, while_loop, Tensor};
use fresnel_ir::{Array, DType, Data, Module, Op, TensorType};
use fresnel_runtime::interp::run_main;
use fresnel_runtime::npy::read_npy;
use fresnel_tests::refs::rel_err;
use std::path::Path;

fn f64t(shape: &[usize]) -> TensorType {
    TensorType::new(DType::F64, shape.to_vec())
}

fn arr(shape: &[usize], seed: u64) -> Array {
    let n: usize = shape.iter().product();
    let mut s = seed;
    let v = (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((s >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0
        })
        .collect();
    Array::from_f64(shape.to_vec(), v).expect("shape matches")
}

const POLICIES: [Checkpoint; 3] = [Checkpoint::None, Checkpoint::Every(2), Checkpoint::Sqrt];

fn has_op(m: &Module, pred: fn(&Op) -> bool) -> bool {
    let f = &m.funcs[0];
    f.walk().into_iter().any(|op| pred(&f.op(op).op))
}

/// Value and gradients of `looped` and `unrolled` agree (interpreter), for every policy.
fn same_value_and_grads(looped: &Module, unrolled: &Module, inputs: &[Array], wrt: &[usize]) {
    assert!(has_op(looped, |o| matches!(o, Op::While | Op::Case)));
    assert!(!has_op(unrolled, |o| matches!(o, Op::While | Op::Case)));
    let want = run_main(
        &fresnel::ad::value_and_grad(unrolled, wrt).expect("AD of straight-line code"),
        inputs,
    )
    .expect("runs");
    for policy in POLICIES {
        let o = AdOptions {
            checkpoint: policy,
            ..AdOptions::default()
        };
        let vg = value_and_grad_with(looped, wrt, &o).expect("AD through control flow");
        let got = run_main(&vg, inputs).expect("runs");
        for (k, (g, w)) in got.iter().zip(&want).enumerate() {
            let e = rel_err(g, w).expect("comparable");
            assert!(e <= 1e-12, "{policy:?}: result {k} off by {e:.2e}");
        }
    }
}

#[test]
fn fori_loop_is_the_unrolled_loop() {
    let step = |c: &Tensor, w: &Tensor, i: &Tensor| (c * w).sin() + 0.9 * c + i.astype(DType::F64);
    let looped = trace(
        |a: &[Tensor]| {
            let out = fori_loop(0, 5, &[a[0].clone()], |i, c| vec![step(&c[0], &a[1], i)]);
            out[0].pow(2).sum_all()
        },
        &[f64t(&[4]), f64t(&[4])],
    )
    .unwrap();
    let unrolled = trace(
        |a: &[Tensor]| {
            let mut c = a[0].clone();
            for i in 0..5i64 {
                let it = a[0].ctx().scalar(i);
                c = step(&c, &a[1], &it);
            }
            c.pow(2).sum_all()
        },
        &[f64t(&[4]), f64t(&[4])],
    )
    .unwrap();
    same_value_and_grads(
        &looped.module,
        &unrolled.module,
        &[arr(&[4], 1), arr(&[4], 2)],
        &[0, 1],
    );
}

#[test]
fn scan_is_the_unrolled_loop_with_stacked_outputs() {
    let step = |c: &Tensor, x: &Tensor| (c.cos() * x + 0.5 * c, c * x);
    let weights =
        |ctx: &fresnel::trace::Ctx| ctx.arange(0.0, 6.0, 1.0, DType::F64).reshape(&[6, 1]);
    let looped = trace(
        |a: &[Tensor]| {
            let (c, ys) = scan(&[a[0].clone()], &[a[1].clone()], |c, x| {
                let (c, y) = step(&c[0], &x[0]);
                (vec![c], vec![y])
            });
            c[0].sum_all() + (&ys[0] * weights(a[0].ctx())).sum_all()
        },
        &[f64t(&[3]), f64t(&[6, 3])],
    )
    .unwrap();
    let unrolled = trace(
        |a: &[Tensor]| {
            let mut c = a[0].clone();
            let mut ys = Vec::new();
            for t in 0..6i64 {
                let (next, y) = step(&c, &a[1].slice(&s![t, ..]));
                c = next;
                ys.push(y);
            }
            c.sum_all() + (stack(&ys, 0) * weights(a[0].ctx())).sum_all()
        },
        &[f64t(&[3]), f64t(&[6, 3])],
    )
    .unwrap();
    same_value_and_grads(
        &looped.module,
        &unrolled.module,
        &[arr(&[3], 3), arr(&[6, 3], 4)],
        &[0, 1],
    );
}

#[test]
fn cond_and_switch_take_the_branch_the_unrolled_program_takes() {
    let types = [TensorType::scalar(DType::F64), f64t(&[4])];
    let looped = trace(
        |a: &[Tensor]| {
            let (p, x) = (&a[0], &a[1]);
            let out = cond(&p.gt(0.0), || vec![x.sin() * p], || vec![x.cos() - p]);
            out[0].pow(2).sum_all()
        },
        &types,
    )
    .unwrap();
    for (p, branch) in [(0.7, true), (-0.4, false)] {
        let unrolled = trace(
            |a: &[Tensor]| {
                let (p, x) = (&a[0], &a[1]);
                let out = if branch { x.sin() * p } else { x.cos() - p };
                out.pow(2).sum_all()
            },
            &types,
        )
        .unwrap();
        let pa = Array::from_f64(Vec::<usize>::new(), vec![p]).unwrap();
        same_value_and_grads(
            &looped.module,
            &unrolled.module,
            &[pa, arr(&[4], 5)],
            &[0, 1],
        );
    }

    let types = [
        TensorType::scalar(DType::I32),
        f64t(&[4]),
        TensorType::scalar(DType::F64),
    ];
    let switched = trace(
        |a: &[Tensor]| {
            let (x, s) = (&a[1], &a[2]);
            let out = switch(
                &a[0],
                vec![
                    Box::new(|| vec![x.sin()]),
                    Box::new(|| vec![x.cos() * s]),
                    Box::new(|| vec![x * x * s]),
                ],
            );
            out[0].sum_all()
        },
        &types,
    )
    .unwrap();
    // Out-of-range indices clamp, as in lax.switch.
    for (i, branch) in [(-3, 0), (0, 0), (1, 1), (2, 2), (9, 2)] {
        let unrolled = trace(
            |a: &[Tensor]| {
                let (x, s) = (&a[1], &a[2]);
                let out = match branch {
                    0 => x.sin() + s * 0.0,
                    1 => x.cos() * s,
                    _ => x * x * s,
                };
                out.sum_all()
            },
            &types,
        )
        .unwrap();
        let ia = Array::new(Vec::<usize>::new(), Data::I32(vec![i])).unwrap();
        let sa = Array::from_f64(Vec::<usize>::new(), vec![1.3]).unwrap();
        same_value_and_grads(
            &switched.module,
            &unrolled.module,
            &[ia, arr(&[4], 6), sa],
            &[1, 2],
        );
    }
}

#[test]
fn while_loop_with_a_run_time_trip_count() {
    // Doubles x (and adds w) until its sum exceeds 20: the trip count depends on the data.
    let looped = trace(
        |a: &[Tensor]| {
            let out = while_loop(
                &[a[0].clone()],
                |c| c[0].sum_all().lt(20.0),
                |c| vec![&c[0] * 2.0 + &a[1]],
            );
            out[0].sin().sum_all()
        },
        &[f64t(&[3]), f64t(&[3])],
    )
    .unwrap();
    let x = Array::from_f64(vec![3], vec![0.5, 1.0, 0.25]).unwrap();
    let w = Array::from_f64(vec![3], vec![0.1, -0.2, 0.3]).unwrap();
    // 1.75 → 3.7 → 7.6 → 15.4 → 31.0: four iterations.
    let unrolled = trace(
        |a: &[Tensor]| {
            let mut c = a[0].clone();
            for _ in 0..4 {
                c = &c * 2.0 + &a[1];
            }
            c.sin().sum_all()
        },
        &[f64t(&[3]), f64t(&[3])],
    )
    .unwrap();
    same_value_and_grads(&looped.module, &unrolled.module, &[x, w], &[0, 1]);
}

#[test]
fn control_flow_errors_are_located_at_the_caller() {
    let line = line!() + 4;
    let e = trace(
        |a: &[Tensor]| {
            // The body returns f32 for an f64 carry.
            let out = fori_loop(0, 3, &[a[0].clone()], |_, c| vec![c[0].astype(DType::F32)]);
            out[0].sum_all()
        },
        &[f64t(&[2])],
    )
    .unwrap_err();
    assert_eq!(e.location.line(), line, "{e}");
    assert!(
        e.message.contains("fori_loop body") && e.message.contains("expected tensor<2xf64>"),
        "{e}"
    );

    let line = line!() + 5;
    let e = trace(
        |a: &[Tensor]| {
            let mut inner = None;
            let out = fori_loop(0, 3, &[a[0].clone()], |_, c| {
                inner = Some(c[0].sin());
                vec![c[0].cos()]
            });
            // A tensor made inside the body, used outside it.
            &out[0] + inner.as_ref().expect("set by the body")
        },
        &[f64t(&[2])],
    )
    .unwrap_err();
    assert!(e.message.contains("inside a loop or branch body"), "{e}");
    assert_eq!(e.location.line(), line + 4, "{e}");

    let e = trace(
        |a: &[Tensor]| {
            scan(&[a[0].clone()], &[a[1].clone(), a[0].clone()], |c, _| {
                (c.to_vec(), vec![])
            })
            .0
        },
        &[f64t(&[2]), f64t(&[3, 2])],
    )
    .unwrap_err();
    assert!(
        e.message.contains("xs[1]") && e.message.contains("leading dimension 3"),
        "{e}"
    );

    let e = trace(
        |a: &[Tensor]| {
            cond(
                &a[0].gt(0.0),
                || vec![a[0].clone()],
                || vec![a[0].astype(DType::F32)],
            )
        },
        &[TensorType::scalar(DType::F64)],
    )
    .unwrap_err();
    assert!(e.message.contains("cond: branch 1"), "{e}");
}

fn load(case: &str, file: &str) -> Array {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/data/jax_loops")
        .join(case)
        .join(file);
    read_npy(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// The multi-slice model traced from Rust against JAX's `lax.scan` BPM (gen.py's `bpm`:
/// 8×8 field, 4 screens, dz = 2, λ = 0.5, dx = 1): value and gradients.
#[test]
fn multislice_matches_jax_scan_bpm() {
    let c128 = |s: &[usize]| TensorType::new(DType::C128, s.to_vec());
    let traced = trace(
        |a: &[Tensor]| {
            let ctx = a[0].ctx();
            let u0 = a[0].reshape(&[1, 1, 1, 1, 8, 8]);
            let dz = ctx.scalar(2.0f64);
            let lam = ctx.scalar(0.5f64);
            let u = multislice(&u0, &a[1], &dz, &lam, &AsmConfig::new(1.0));
            (u.abs2().reshape(&[8, 8]) - &a[2]).pow(2).sum_all()
        },
        &[c128(&[8, 8]), f64t(&[4, 8, 8]), f64t(&[8, 8])],
    )
    .unwrap();
    let inputs = [
        load("bpm", "in0.npy"),
        load("bpm", "in1.npy"),
        load("bpm", "in2.npy"),
    ];
    let want = [
        load("bpm", "value.npy"),
        load("bpm", "grad0.npy"),
        load("bpm", "grad1.npy"),
    ];
    for policy in POLICIES {
        let o = AdOptions {
            checkpoint: policy,
            ..AdOptions::default()
        };
        let vg = value_and_grad_with(&traced.module, &[0, 1], &o).expect("AD");
        let got = run_main(&vg, &inputs).expect("runs");
        for (k, (g, w)) in got.iter().zip(&want).enumerate() {
            let e = rel_err(g, w).expect("comparable");
            assert!(e <= 1e-9, "{policy:?}: result {k} off by {e:.2e} from JAX");
        }
    }
}

/// `multislice_repeated` (a `scan` nested in a `fori_loop`) is `multislice` applied twice.
#[test]
fn repeated_multislice_is_a_nested_loop() {
    let c128 = TensorType::new(DType::C128, vec![1, 1, 2, 1, 6, 6]);
    let types = [c128, f64t(&[3, 6, 6]), TensorType::new(DType::F64, vec![2])];
    let cfg = AsmConfig::new(1.0).with_pad(2);
    let loss = |u: Tensor| u.abs2().sum_all() + u.real().sum_all();
    let nested = trace(
        |a: &[Tensor]| {
            let dz = a[0].ctx().scalar(1.5f64);
            loss(multislice_repeated(&a[0], &a[1], &dz, &a[2], &cfg, 2))
        },
        &types,
    )
    .unwrap();
    let twice = trace(
        |a: &[Tensor]| {
            let dz = a[0].ctx().scalar(1.5f64);
            let u = multislice(&a[0], &a[1], &dz, &a[2], &cfg);
            loss(multislice(&u, &a[1], &dz, &a[2], &cfg))
        },
        &types,
    )
    .unwrap();
    let re = arr(&[72], 7).to_c128_vec();
    let im = arr(&[72], 8).to_c128_vec();
    let field = Array::new(
        vec![1, 1, 2, 1, 6, 6],
        Data::C128(
            re.iter()
                .zip(&im)
                .map(|(a, b)| a + b * num_complex::Complex64::i())
                .collect(),
        ),
    )
    .unwrap();
    let lam = Array::from_f64(vec![2], vec![0.5, 0.7]).unwrap();
    let inputs = [field, arr(&[3, 6, 6], 9), lam];
    let o = AdOptions {
        checkpoint: Checkpoint::Sqrt,
        ..AdOptions::default()
    };
    let a = run_main(
        &value_and_grad_with(&nested.module, &[0, 1, 2], &o).unwrap(),
        &inputs,
    )
    .unwrap();
    let b = run_main(
        &value_and_grad_with(&twice.module, &[0, 1, 2], &o).unwrap(),
        &inputs,
    )
    .unwrap();
    for (k, (x, y)) in a.iter().zip(&b).enumerate() {
        let e = rel_err(x, y).unwrap();
        assert!(e <= 1e-12, "result {k}: {e:.2e}");
    }
}
