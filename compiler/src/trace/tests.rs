//! Traced programs verify and compute, on the reference interpreter, what straightforward Rust
//! computes; user errors come back located at the test's own lines.

use super::test_util::*;
use super::*;
use fresnel_ir::{Array, DType, DotDims};
use num_complex::Complex64;

fn c(re: f64, im: f64) -> Complex64 {
    Complex64::new(re, im)
}

fn real_vec(a: &Array) -> Vec<f64> {
    a.to_c128_vec().iter().map(|z| z.re).collect()
}

#[test]
fn trace_broadcasting_arithmetic_matches_rust() {
    let (xs, ys) = ([3, 1], [4]);
    let (x, y) = (random(3, 1), random(4, 2));
    let t = trace(
        |a: &[Tensor]| (&a[0] * &a[1] + 1.0) - &a[1] / 2.0 - (2.0 - &a[0]) * -&a[1],
        &[ty(DType::F64, &xs), ty(DType::F64, &ys)],
    )
    .unwrap();
    assert_eq!(t.main().result_types, vec![ty(DType::F64, &[3, 4])]);
    let out = run(&t, &[arr_f64(&xs, &x), arr_f64(&ys, &y)]);
    let want: Vec<f64> = indices(&[3, 4])
        .iter()
        .map(|i| {
            let (a, b) = (x[i[0]], y[i[1]]);
            (a * b + 1.0) - b / 2.0 - (2.0 - a) * -b
        })
        .collect();
    assert_close_real(&out[0], &want, 1e-14);
    assert!(
        t.text().contains("stablehlo.broadcast_in_dim"),
        "{}",
        t.text()
    );
}

#[test]
fn trace_promotion_and_weak_scalars() {
    let inputs = [
        ty(DType::F32, &[2]),
        ty(DType::F64, &[2]),
        ty(DType::I32, &[2]),
    ];
    let t = trace(
        |a: &[Tensor]| {
            vec![
                &a[0] * 2.0,                                   // weak f64 scalar keeps f32
                &a[0] + &a[1],                                 // f32 + f64 -> f64
                &a[0] * Complex64::new(0.0, 1.0), // real tensor * complex scalar -> c64
                &a[2] + &a[0],                    // int + float -> float
                &a[2] / &a[2],                    // true division of ints -> float
                a[2].clone() + 1,                 // int stays int
                &a[1] * num_complex::Complex32::new(1.0, 1.0), // f64 * c64 scalar -> c128
            ]
        },
        &inputs,
    )
    .unwrap();
    let dtypes: Vec<DType> = t.main().result_types.iter().map(|r| r.dtype).collect();
    assert_eq!(
        dtypes,
        vec![
            DType::F32,
            DType::F64,
            DType::C64,
            DType::F32,
            DType::F32,
            DType::I32,
            DType::C128
        ]
    );
    let ints = Array::new(vec![2], fresnel_ir::Data::I32(vec![3, -4])).unwrap();
    let out = run(
        &t,
        &[
            arr_f32(&[2], &[0.5, -1.5]),
            arr_f64(&[2], &[0.25, 2.0]),
            ints,
        ],
    );
    assert_close_real(&out[0], &[1.0, -3.0], 0.0);
    assert_close_real(&out[1], &[0.75, 0.5], 0.0);
    assert_close(&out[2], &[c(0.0, 0.5), c(0.0, -1.5)], 0.0);
    assert_close_real(&out[3], &[3.5, -5.5], 0.0);
    assert_close_real(&out[4], &[1.0, 1.0], 0.0);
    assert_close_real(&out[5], &[4.0, -3.0], 0.0);
    assert_close(&out[6], &[c(0.25, 0.25), c(2.0, 2.0)], 0.0);
}

#[test]
fn trace_unary_functions_match_std() {
    let x: Vec<f64> = random(7, 3).iter().map(|v| v * 2.0).collect();
    let pos: Vec<f64> = x.iter().map(|v| v.abs() + 0.1).collect();
    type F = fn(f64) -> f64;
    let cases: Vec<(&str, F, bool)> = vec![
        ("exp", f64::exp, false),
        ("expm1", f64::exp_m1, false),
        ("log", f64::ln, true),
        ("log1p", f64::ln_1p, true),
        ("sqrt", f64::sqrt, true),
        ("rsqrt", |v| 1.0 / v.sqrt(), true),
        ("sin", f64::sin, false),
        ("cos", f64::cos, false),
        ("tan", f64::tan, false),
        ("tanh", f64::tanh, false),
        ("abs", f64::abs, false),
        ("sign", f64::signum, false),
        ("sigmoid", |v| 1.0 / (1.0 + (-v).exp()), false),
        ("softplus", |v| (1.0 + v.exp()).ln(), false),
    ];
    for (name, reference, positive) in cases {
        let input = if positive { &pos } else { &x };
        let t = trace(
            |a: &[Tensor]| {
                let v = &a[0];
                match name {
                    "exp" => v.exp(),
                    "expm1" => v.expm1(),
                    "log" => v.log(),
                    "log1p" => v.log1p(),
                    "sqrt" => v.sqrt(),
                    "rsqrt" => v.rsqrt(),
                    "sin" => v.sin(),
                    "cos" => v.cos(),
                    "tan" => v.tan(),
                    "tanh" => v.tanh(),
                    "abs" => v.abs(),
                    "sign" => v.sign(),
                    "sigmoid" => v.sigmoid(),
                    _ => v.softplus(),
                }
            },
            &[ty(DType::F64, &[7])],
        )
        .unwrap();
        let out = run(&t, &[arr_f64(&[7], input)]);
        let want: Vec<f64> = input.iter().map(|&v| reference(v)).collect();
        assert_close_real(&out[0], &want, 1e-13);
    }
}

#[test]
fn trace_softplus_is_stable_for_large_inputs() {
    let t = trace(|a: &[Tensor]| a[0].softplus(), &[ty(DType::F32, &[3])]).unwrap();
    let out = run(&t, &[arr_f32(&[3], &[200.0, -200.0, 0.0])]);
    assert_close_real(&out[0], &[200.0, 0.0, std::f64::consts::LN_2], 1e-6);
}

#[test]
fn trace_complex_helpers() {
    let z = random_c(5, 4);
    let r = random(5, 5);
    let t = trace(
        |a: &[Tensor]| {
            let (z, r) = (&a[0], &a[1]);
            vec![
                z.abs2(),
                z.real(),
                z.imag(),
                z.conj(),
                z.angle(),
                complex(r, r * 2.0),
                r.exp_i(),
                r.imag(),
                z.exp_i(),
                z.abs(),
            ]
        },
        &[ty(DType::C128, &[5]), ty(DType::F64, &[5])],
    )
    .unwrap();
    let out = run(&t, &[arr_c128(&[5], &z), arr_f64(&[5], &r)]);
    let i = c(0.0, 1.0);
    let map = |f: &dyn Fn(usize) -> Complex64| (0..5).map(f).collect::<Vec<_>>();
    assert_close(&out[0], &map(&|k| c(z[k].norm_sqr(), 0.0)), 1e-14);
    assert_close(&out[1], &map(&|k| c(z[k].re, 0.0)), 0.0);
    assert_close(&out[2], &map(&|k| c(z[k].im, 0.0)), 0.0);
    assert_close(&out[3], &map(&|k| z[k].conj()), 0.0);
    assert_close(&out[4], &map(&|k| c(z[k].arg(), 0.0)), 1e-14);
    assert_close(&out[5], &map(&|k| c(r[k], 2.0 * r[k])), 0.0);
    assert_close(&out[6], &map(&|k| (i * r[k]).exp()), 1e-14);
    assert_close(&out[7], &map(&|_| c(0.0, 0.0)), 0.0);
    assert_close(&out[8], &map(&|k| (i * z[k]).exp()), 1e-14);
    assert_close(&out[9], &map(&|k| c(z[k].norm(), 0.0)), 1e-14);
}

#[test]
fn trace_pow_forms() {
    let x: Vec<f64> = random(4, 6).iter().map(|v| v + 1.5).collect();
    let y = random(4, 7);
    let t = trace(
        |a: &[Tensor]| {
            vec![
                a[0].pow(2.0),
                a[0].pow(0.5),
                a[0].pow(&a[1]),
                a[0].powi(-3),
                a[0].pow(0),
            ]
        },
        &[ty(DType::F64, &[4]), ty(DType::F64, &[4])],
    )
    .unwrap();
    let out = run(&t, &[arr_f64(&[4], &x), arr_f64(&[4], &y)]);
    let m = |f: &dyn Fn(usize) -> f64| (0..4).map(f).collect::<Vec<_>>();
    assert_close_real(&out[0], &m(&|k| x[k] * x[k]), 0.0);
    assert_close_real(&out[1], &m(&|k| x[k].sqrt()), 1e-15);
    assert_close_real(&out[2], &m(&|k| x[k].powf(y[k])), 1e-14);
    assert_close_real(&out[3], &m(&|k| x[k].powi(-3)), 1e-14);
    assert_close_real(&out[4], &m(&|_| 1.0), 0.0);
    // Integer exponents are multiplies, as JAX's integer_pow.
    let square = trace(|a: &[Tensor]| a[0].pow(2.0), &[ty(DType::F32, &[2])]).unwrap();
    assert!(square.text().contains("stablehlo.multiply"));
    assert!(!square.text().contains("stablehlo.power"));
}

#[test]
fn trace_max_min_clip_where() {
    let (x, y) = (random(6, 8), random(6, 9));
    let t = trace(
        |a: &[Tensor]| {
            let (x, y) = (&a[0], &a[1]);
            vec![
                x.maximum(y),
                x.minimum(0.0),
                x.clip(-0.5, 0.25),
                where_(&x.gt(y), x, 7.0),
                x.lt(y).select(1.0, y),
            ]
        },
        &[ty(DType::F64, &[6]), ty(DType::F64, &[6])],
    )
    .unwrap();
    let out = run(&t, &[arr_f64(&[6], &x), arr_f64(&[6], &y)]);
    let m = |f: &dyn Fn(usize) -> f64| (0..6).map(f).collect::<Vec<_>>();
    assert_close_real(&out[0], &m(&|k| x[k].max(y[k])), 0.0);
    assert_close_real(&out[1], &m(&|k| x[k].min(0.0)), 0.0);
    assert_close_real(&out[2], &m(&|k| x[k].clamp(-0.5, 0.25)), 0.0);
    assert_close_real(&out[3], &m(&|k| if x[k] > y[k] { x[k] } else { 7.0 }), 0.0);
    assert_close_real(&out[4], &m(&|k| if x[k] < y[k] { 1.0 } else { y[k] }), 0.0);
}

#[test]
fn trace_comparisons_and_logic() {
    let x = [1.0, 2.0, 3.0, 4.0];
    let t = trace(
        |a: &[Tensor]| {
            let x = &a[0];
            vec![
                x.lt(2.5),
                x.le(2.0),
                x.gt(3.0),
                x.ge(3.0),
                x.eq(2.0),
                x.ne(2.0),
                x.lt(3.5).logical_and(x.gt(1.5)),
                x.lt(1.5).logical_or(x.gt(3.5)),
                x.lt(2.5).logical_not(),
                x.gt(2.5).logical_xor(x.gt(3.5)),
            ]
        },
        &[ty(DType::F32, &[4])],
    )
    .unwrap();
    assert!(t.main().result_types.iter().all(|r| r.dtype == DType::I1));
    let out = run(&t, &[arr_f32(&[4], &x)]);
    let bools = |a: &Array| real_vec(a).iter().map(|&v| v != 0.0).collect::<Vec<_>>();
    let m = |f: &dyn Fn(f64) -> bool| x.iter().map(|&v| f(v)).collect::<Vec<_>>();
    assert_eq!(bools(&out[0]), m(&|v| v < 2.5));
    assert_eq!(bools(&out[1]), m(&|v| v <= 2.0));
    assert_eq!(bools(&out[2]), m(&|v| v > 3.0));
    assert_eq!(bools(&out[3]), m(&|v| v >= 3.0));
    assert_eq!(bools(&out[4]), m(&|v| v == 2.0));
    assert_eq!(bools(&out[5]), m(&|v| v != 2.0));
    assert_eq!(bools(&out[6]), m(&|v| v < 3.5 && v > 1.5));
    assert_eq!(bools(&out[7]), m(&|v| !(1.5..=3.5).contains(&v)));
    assert_eq!(bools(&out[8]), m(&|v| v >= 2.5));
    assert_eq!(bools(&out[9]), m(&|v| (v > 2.5) != (v > 3.5)));
}

#[test]
fn trace_reductions_over_axes() {
    let shape = [2, 3, 4];
    let x = random(24, 10);
    let at = |i: usize, j: usize, k: usize| x[i * 12 + j * 4 + k];
    let t = trace(
        |a: &[Tensor]| {
            let x = &a[0];
            vec![
                x.sum(&[-1]),
                x.sum_keepdims(&[0, 2]),
                x.mean(&[1]),
                x.prod(&[0]),
                x.max(&[2, 0]),
                x.min(&[1]),
                x.logsumexp(&[-1]),
                x.sum_all(),
                x.log_softmax(&[1]),
                x.sum(&[]),
            ]
        },
        &[ty(DType::F64, &shape)],
    )
    .unwrap();
    let rt = &t.main().result_types;
    assert_eq!(rt[0].shape, vec![2, 3]);
    assert_eq!(rt[1].shape, vec![1, 3, 1]);
    assert_eq!(rt[4].shape, vec![3]);
    assert_eq!(rt[7].shape, Vec::<usize>::new());
    let out = run(&t, &[arr_f64(&shape, &x)]);
    let sum_k: Vec<f64> = indices(&[2, 3])
        .iter()
        .map(|i| (0..4).map(|k| at(i[0], i[1], k)).sum())
        .collect();
    assert_close_real(&out[0], &sum_k, 1e-14);
    let sum_ik: Vec<f64> = (0..3)
        .map(|j| {
            (0..2)
                .flat_map(|i| (0..4).map(move |k| (i, k)))
                .map(|(i, k)| at(i, j, k))
                .sum()
        })
        .collect();
    assert_close_real(&out[1], &sum_ik, 1e-14);
    let mean_j: Vec<f64> = indices(&[2, 4])
        .iter()
        .map(|i| (0..3).map(|j| at(i[0], j, i[1])).sum::<f64>() / 3.0)
        .collect();
    assert_close_real(&out[2], &mean_j, 1e-14);
    let prod_i: Vec<f64> = indices(&[3, 4])
        .iter()
        .map(|i| at(0, i[0], i[1]) * at(1, i[0], i[1]))
        .collect();
    assert_close_real(&out[3], &prod_i, 1e-14);
    let max_ik: Vec<f64> = (0..3)
        .map(|j| {
            (0..2)
                .flat_map(|i| (0..4).map(move |k| (i, k)))
                .map(|(i, k)| at(i, j, k))
                .fold(f64::MIN, f64::max)
        })
        .collect();
    assert_close_real(&out[4], &max_ik, 0.0);
    let min_j: Vec<f64> = indices(&[2, 4])
        .iter()
        .map(|i| (0..3).map(|j| at(i[0], j, i[1])).fold(f64::MAX, f64::min))
        .collect();
    assert_close_real(&out[5], &min_j, 0.0);
    let lse: Vec<f64> = indices(&[2, 3])
        .iter()
        .map(|i| (0..4).map(|k| at(i[0], i[1], k).exp()).sum::<f64>().ln())
        .collect();
    assert_close_real(&out[6], &lse, 1e-14);
    assert_close_real(&out[7], &[x.iter().sum()], 1e-14);
    let lsm: Vec<f64> = indices(&shape)
        .iter()
        .map(|i| {
            let z: f64 = (0..3).map(|j| at(i[0], j, i[2]).exp()).sum();
            at(i[0], i[1], i[2]) - z.ln()
        })
        .collect();
    assert_close_real(&out[8], &lsm, 1e-14);
    assert_close_real(&out[9], &x, 0.0);
}

#[test]
fn trace_shape_ops_match_numpy() {
    let shape = [2, 3, 4];
    let x = random(24, 11);
    let at = |i: usize, j: usize, k: usize| x[i * 12 + j * 4 + k];
    let t = trace(
        |a: &[Tensor]| {
            let x = &a[0];
            vec![
                x.reshape(&[-1, 4]),
                x.transpose(),
                x.permute(&[1, -1, 0]),
                x.moveaxis(0, -1),
                x.sum(&[0, 1]).broadcast_to(&[2, 4]),
                x.expand_dims(1),
                x.expand_dims(-1).squeeze(&[-1]),
                x.flip(&[0, 2]),
                x.roll(&[1, -1], &[1, 2]),
                x.swapaxes(0, 2),
            ]
        },
        &[ty(DType::F64, &shape)],
    )
    .unwrap();
    let out = run(&t, &[arr_f64(&shape, &x)]);
    let rt = &t.main().result_types;
    assert_eq!(rt[0].shape, vec![6, 4]);
    assert_eq!(rt[5].shape, vec![2, 1, 3, 4]);
    assert_eq!(rt[6].shape, vec![2, 3, 4]);
    assert_close_real(&out[0], &x, 0.0);
    let tr: Vec<f64> = indices(&[4, 3, 2])
        .iter()
        .map(|i| at(i[2], i[1], i[0]))
        .collect();
    assert_close_real(&out[1], &tr, 0.0);
    let perm: Vec<f64> = indices(&[3, 4, 2])
        .iter()
        .map(|i| at(i[2], i[0], i[1]))
        .collect();
    assert_close_real(&out[2], &perm, 0.0);
    assert_close_real(&out[3], &perm, 0.0);
    let col: Vec<f64> = (0..4)
        .map(|k| (0..6).map(|ij| at(ij / 3, ij % 3, k)).sum())
        .collect();
    let bc: Vec<f64> = (0..8).map(|f| col[f % 4]).collect();
    assert_close_real(&out[4], &bc, 1e-14);
    assert_close_real(&out[5], &x, 0.0);
    assert_close_real(&out[6], &x, 0.0);
    let flip: Vec<f64> = indices(&shape)
        .iter()
        .map(|i| at(1 - i[0], i[1], 3 - i[2]))
        .collect();
    assert_close_real(&out[7], &flip, 0.0);
    // roll: out[i] = x[i - shift]
    let roll: Vec<f64> = indices(&shape)
        .iter()
        .map(|i| at(i[0], (i[1] + 3 - 1) % 3, (i[2] + 1) % 4))
        .collect();
    assert_close_real(&out[8], &roll, 0.0);
    let sw: Vec<f64> = indices(&[4, 3, 2])
        .iter()
        .map(|i| at(i[2], i[1], i[0]))
        .collect();
    assert_close_real(&out[9], &sw, 0.0);
}

#[test]
fn trace_slicing_follows_numpy() {
    let shape = [5, 6];
    let x = random(30, 12);
    let at = |i: usize, j: usize| x[i * 6 + j];
    let t = trace(
        |a: &[Tensor]| {
            let x = &a[0];
            vec![
                x.slice(&crate::s![1..-1;2, ..;3]),
                x.slice(&crate::s![..;-1, 4..1;-2]),
                x.slice(&crate::s![-1, NewAxis, 2..]),
                x.slice(&crate::s![Ellipsis, 3]),
                x.slice(&crate::s![10..20]),
            ]
        },
        &[ty(DType::F64, &shape)],
    )
    .unwrap();
    let rt = &t.main().result_types;
    assert_eq!(rt[0].shape, vec![2, 2]);
    assert_eq!(rt[1].shape, vec![5, 2]);
    assert_eq!(rt[2].shape, vec![1, 4]);
    assert_eq!(rt[3].shape, vec![5]);
    assert_eq!(rt[4].shape, vec![0, 6]);
    let out = run(&t, &[arr_f64(&shape, &x)]);
    assert_close_real(&out[0], &[at(1, 0), at(1, 3), at(3, 0), at(3, 3)], 0.0);
    let rev: Vec<f64> = (0..5).rev().flat_map(|i| [at(i, 4), at(i, 2)]).collect();
    assert_close_real(&out[1], &rev, 0.0);
    assert_close_real(&out[2], &[at(4, 2), at(4, 3), at(4, 4), at(4, 5)], 0.0);
    let col: Vec<f64> = (0..5).map(|i| at(i, 3)).collect();
    assert_close_real(&out[3], &col, 0.0);
}

#[test]
fn trace_pad_concatenate_stack() {
    let x = random(6, 13);
    let t = trace(
        |a: &[Tensor]| {
            let x = &a[0];
            vec![
                x.pad(&[(1, 0), (-1, 2)]),
                x.pad_value(&[(0, 0), (1, 1)], 9.0),
                concatenate(&[x, &(x * 10.0)], -1),
                concatenate(&[x.clone(), a[1].clone()], 0),
                stack(&[x, x], 0),
            ]
        },
        &[ty(DType::F32, &[2, 3]), ty(DType::F64, &[1, 3])],
    )
    .unwrap();
    let rt = &t.main().result_types;
    assert_eq!(rt[0].shape, vec![3, 4]);
    assert_eq!(rt[2].shape, vec![2, 6]);
    assert_eq!(rt[3], ty(DType::F64, &[3, 3]));
    assert_eq!(rt[4].shape, vec![2, 2, 3]);
    let y = [7.0, 8.0, 9.0];
    let out = run(&t, &[arr_f32(&[2, 3], &x), arr_f64(&[1, 3], &y)]);
    let xf: Vec<f64> = x.iter().map(|&v| v as f32 as f64).collect();
    let padded = [
        0.0, 0.0, 0.0, 0.0, //
        xf[1], xf[2], 0.0, 0.0, //
        xf[4], xf[5], 0.0, 0.0,
    ];
    assert_close_real(&out[0], &padded, 0.0);
    let valued = [9.0, xf[0], xf[1], xf[2], 9.0, 9.0, xf[3], xf[4], xf[5], 9.0];
    assert_close_real(&out[1], &valued, 0.0);
    let cat: Vec<f64> = (0..2)
        .flat_map(|i| (0..6).map(move |j| (i, j)))
        .map(|(i, j)| {
            if j < 3 {
                xf[i * 3 + j]
            } else {
                (xf[i * 3 + j - 3] as f32 * 10.0) as f64
            }
        })
        .collect();
    assert_close_real(&out[2], &cat, 1e-7);
    let cat0: Vec<f64> = xf.iter().chain(&y).copied().collect();
    assert_close_real(&out[3], &cat0, 0.0);
    let st: Vec<f64> = xf.iter().chain(&xf).copied().collect();
    assert_close_real(&out[4], &st, 0.0);
}

#[test]
fn trace_matmul_numpy_semantics() {
    let a = random(12, 14); // 3x4
    let b = random(8, 15); // 4x2
    let v = random(4, 16);
    let batch_a = random(2 * 3 * 4, 17); // 2x1x3x4
    let batch_b = random(5 * 4 * 2, 18); // 5x4x2
    let t = trace(
        |x: &[Tensor]| {
            vec![
                x[0].matmul(&x[1]),
                x[2].matmul(&x[1]),
                x[0].matmul(&x[2]),
                x[2].matmul(&x[2]),
                x[3].matmul(&x[4]),
                x[2].matmul(&x[4]),
            ]
        },
        &[
            ty(DType::F64, &[3, 4]),
            ty(DType::F64, &[4, 2]),
            ty(DType::F64, &[4]),
            ty(DType::F64, &[2, 1, 3, 4]),
            ty(DType::F64, &[5, 4, 2]),
        ],
    )
    .unwrap();
    let rt: Vec<Vec<usize>> = t
        .main()
        .result_types
        .iter()
        .map(|r| r.shape.clone())
        .collect();
    assert_eq!(
        rt,
        vec![
            vec![3, 2],
            vec![2],
            vec![3],
            vec![],
            vec![2, 5, 3, 2],
            vec![5, 2]
        ]
    );
    let out = run(
        &t,
        &[
            arr_f64(&[3, 4], &a),
            arr_f64(&[4, 2], &b),
            arr_f64(&[4], &v),
            arr_f64(&[2, 1, 3, 4], &batch_a),
            arr_f64(&[5, 4, 2], &batch_b),
        ],
    );
    let mm = |i: usize, j: usize| (0..4).map(|k| a[i * 4 + k] * b[k * 2 + j]).sum::<f64>();
    let want0: Vec<f64> = indices(&[3, 2]).iter().map(|i| mm(i[0], i[1])).collect();
    assert_close_real(&out[0], &want0, 1e-14);
    let want1: Vec<f64> = (0..2)
        .map(|j| (0..4).map(|k| v[k] * b[k * 2 + j]).sum())
        .collect();
    assert_close_real(&out[1], &want1, 1e-14);
    let want2: Vec<f64> = (0..3)
        .map(|i| (0..4).map(|k| a[i * 4 + k] * v[k]).sum())
        .collect();
    assert_close_real(&out[2], &want2, 1e-14);
    assert_close_real(&out[3], &[v.iter().map(|x| x * x).sum()], 1e-14);
    let want4: Vec<f64> = indices(&[2, 5, 3, 2])
        .iter()
        .map(|i| {
            (0..4)
                .map(|k| batch_a[i[0] * 12 + i[2] * 4 + k] * batch_b[i[1] * 8 + k * 2 + i[3]])
                .sum()
        })
        .collect();
    assert_close_real(&out[4], &want4, 1e-14);
    let want5: Vec<f64> = indices(&[5, 2])
        .iter()
        .map(|i| {
            (0..4)
                .map(|k| v[k] * batch_b[i[0] * 8 + k * 2 + i[1]])
                .sum()
        })
        .collect();
    assert_close_real(&out[5], &want5, 1e-14);
}

#[test]
fn trace_dot_general_promotes() {
    let t = trace(
        |x: &[Tensor]| {
            let dims = DotDims {
                lhs_contract: vec![0],
                rhs_contract: vec![0],
                ..DotDims::default()
            };
            x[0].dot_general(&x[1], &dims)
        },
        &[ty(DType::F32, &[3, 2]), ty(DType::C64, &[3])],
    )
    .unwrap();
    assert_eq!(t.main().result_types, vec![ty(DType::C64, &[2])]);
    let a = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0];
    let z = [c(1.0, 1.0), c(0.0, 2.0), c(-1.0, 0.0)];
    let out = run(&t, &[arr_f32(&[3, 2], &a), arr_c64(&[3], &z)]);
    let want: Vec<Complex64> = (0..2)
        .map(|j| (0..3).map(|k| z[k] * a[k * 2 + j]).sum())
        .collect();
    assert_close(&out[0], &want, 1e-7);
}

#[test]
fn trace_constants_iota_arange_linspace() {
    let t = trace_with(
        |ctx: &Ctx, a: &[Tensor]| {
            vec![
                &a[0] + ctx.array(&[2, 2], &[1.0f32, 2.0, 3.0, 4.0]),
                ctx.iota(&[2, 3], 1, DType::I32),
                ctx.arange(1.0, 2.0, 0.25, DType::F32),
                ctx.linspace(0.0, 1.0, 5, true, DType::F64),
                ctx.linspace(0.0, 1.0, 4, false, DType::F64),
                ctx.full(&[2], 2.5, DType::C64),
                a[0].ctx().scalar(3i64),
                ctx.ones(&[3], DType::F64),
            ]
        },
        &[ty(DType::F32, &[2, 2])],
    )
    .unwrap();
    let out = run(&t, &[arr_f32(&[2, 2], &[10.0, 20.0, 30.0, 40.0])]);
    assert_close_real(&out[0], &[11.0, 22.0, 33.0, 44.0], 0.0);
    assert_close_real(&out[1], &[0.0, 1.0, 2.0, 0.0, 1.0, 2.0], 0.0);
    assert_close_real(&out[2], &[1.0, 1.25, 1.5, 1.75], 0.0);
    assert_close_real(&out[3], &[0.0, 0.25, 0.5, 0.75, 1.0], 0.0);
    assert_close_real(&out[4], &[0.0, 0.25, 0.5, 0.75], 0.0);
    assert_close(&out[5], &[c(2.5, 0.0), c(2.5, 0.0)], 0.0);
    assert_eq!(out[6].dtype(), DType::I64);
    assert_close_real(&out[7], &[1.0, 1.0, 1.0], 0.0);
}

#[test]
fn trace_returns_single_tuple_and_inputs() {
    let t = trace(
        |a: &[Tensor]| (a[0].clone(), a[0].exp()),
        &[ty(DType::F32, &[2])],
    )
    .unwrap();
    assert_eq!(t.main().returns().len(), 2);
    assert_eq!(t.main().returns()[0], t.main().params()[0]);
    assert!(t.main().public);
    assert_eq!(t.main().name, "main");
}

#[test]
fn trace_prints_like_jax() {
    let t = trace(
        |a: &[Tensor]| (a[0].sin() * 2.0).sum(&[0]),
        &[ty(DType::F32, &[4, 3])],
    )
    .unwrap();
    insta::assert_snapshot!(t.text());
}

// ---- errors -------------------------------------------------------------------------------

#[test]
fn trace_error_broadcast_points_at_caller_line() {
    let line = line!() + 2;
    let err = trace(
        |a: &[Tensor]| &a[0] + &a[1],
        &[ty(DType::F32, &[3]), ty(DType::F32, &[4])],
    )
    .unwrap_err();
    assert_eq!(err.location.line(), line);
    assert!(err.location.file().ends_with("trace/tests.rs"), "{err}");
    assert_eq!(
        err.message,
        "cannot broadcast tensor<3xf32> with tensor<4xf32>"
    );
    let shown = err.to_string();
    let want = format!(
        "{}:{}:{}: cannot broadcast tensor<3xf32> with tensor<4xf32>",
        err.location.file(),
        line,
        err.location.column()
    );
    assert_eq!(shown, want);
}

#[test]
fn trace_error_first_one_wins_and_later_ops_are_skipped() {
    let mut first_line = 0;
    let err = trace(
        |a: &[Tensor]| {
            first_line = line!() + 1;
            let bad = a[0].sum(&[3]);
            let worse = bad.reshape(&[7, 7]) + &a[0];
            worse.exp().sum_all()
        },
        &[ty(DType::F32, &[2, 3])],
    )
    .unwrap_err();
    assert_eq!(err.location.line(), first_line);
    assert!(err.message.contains("axis 3 is out of bounds"), "{err}");
}

/// `Ctx::warn` records the caller's location once per place; the module carries the warnings
/// through differentiation and prints them with its text.
#[test]
fn warnings_carry_the_callers_location_and_survive_ad() {
    let t = TensorType::new(DType::F32, vec![3]);
    let traced = trace(
        |a: &[Tensor]| {
            for _ in 0..2 {
                a[0].ctx().warn("sampled too coarsely");
            }
            a[0].pow(2).sum_all()
        },
        &[t],
    )
    .expect("traces");
    assert_eq!(traced.warnings().len(), 1, "{:?}", traced.warnings());
    let w = &traced.warnings()[0];
    assert!(
        w.contains("tests.rs:") && w.ends_with(": sampled too coarsely"),
        "{w}"
    );
    let grad = traced.value_and_grad(&[0]).expect("differentiates");
    assert_eq!(grad.warnings(), traced.warnings());
    assert!(grad.text().contains("fresnel.warnings"), "{}", grad.text());
}

#[test]
fn trace_error_cases_are_reported_not_panicked() {
    type Case = (&'static str, fn(&[Tensor]) -> Tensor);
    let cases: Vec<Case> = vec![
        ("cannot reshape", |a| a[0].reshape(&[5, -1])),
        ("repeated", |a| a[0].sum(&[0, -2])),
        ("matmul", |a| a[0].matmul(&a[0])),
        ("cannot concatenate", |a| {
            concatenate(&[&a[0], &a[0].transpose()], 0)
        }),
        ("concatenate needs at least one", |_| {
            concatenate::<Tensor>(&[], 0)
        }),
        ("out of bounds", |a| a[0].slice(&crate::s![.., 7])),
        ("too many indices", |a| a[0].slice(&crate::s![0, 0, 0])),
        ("step cannot be zero", |a| a[0].slice(&crate::s![..;0])),
        ("no order", |a| a[0].astype(DType::C64).lt(0.0)),
        ("cannot squeeze", |a| a[0].squeeze(&[0])),
        ("cannot broadcast", |a| a[0].broadcast_to(&[3, 3])),
        ("pad needs", |a| a[0].pad(&[(1, 1)])),
        // Found by fuzzing the same rule through the text: widths near i64::MAX overflowed.
        ("over 2^63", |a| a[0].pad(&[(i64::MAX, 1), (0, 0)])),
        ("needs real parts", |a| {
            complex(a[0].astype(DType::C64), 1.0)
        }),
        ("not supported", |a| a[0].lt(0.0) - a[0].lt(1.0)),
    ];
    for (want, f) in cases {
        let err = trace(|a: &[Tensor]| f(a), &[ty(DType::F32, &[2, 3])])
            .err()
            .unwrap_or_else(|| panic!("expected an error containing {want:?}"));
        assert!(err.message.contains(want), "{want:?} not in {err}");
        assert!(err.location.file().ends_with("trace/tests.rs"), "{err}");
    }
}

#[test]
fn trace_error_tensors_from_two_traces() {
    let mut leaked: Option<Tensor> = None;
    trace(
        |a: &[Tensor]| {
            leaked = Some(a[0].clone());
            a[0].clone()
        },
        &[ty(DType::F32, &[2])],
    )
    .unwrap();
    let old = leaked.expect("set by the first trace");
    let line = line!() + 1;
    let err = trace(|a: &[Tensor]| &a[0] + &old, &[ty(DType::F32, &[2])]).unwrap_err();
    assert_eq!(err.location.line(), line);
    assert!(err.message.contains("different trace"), "{err}");
    // Returning a foreign tensor is caught at the `trace` call.
    let err = trace(|_: &[Tensor]| old.clone(), &[ty(DType::F32, &[2])]).unwrap_err();
    assert!(err.message.contains("different trace"), "{err}");
    // Using it alone after its trace finished poisons silently; mixing reports.
    assert!(old.exp().is_poisoned());
}

#[test]
fn differentiation_chains_from_a_traced_program_and_keeps_auxiliary_results() {
    use crate::backend::Backend;
    use fresnel_ir::{Array, DType, TensorType};
    let t = TensorType::new(DType::F64, vec![3]);
    // loss = Σ x², aux = x + 1.
    let traced = crate::trace(
        |x: &[Tensor]| vec![(&x[0] * &x[0]).sum_all(), &x[0] + 1.0],
        &[t],
    )
    .expect("traces");
    let e = traced.value_and_grad(&[0]).expect_err("two results");
    assert!(
        e.message.contains("2 results") && e.message.contains("_with_aux"),
        "{e}"
    );
    let x = Array::from_vec([3], vec![1.0f64, -2.0, 0.5]).expect("fits");
    let run = |t: crate::Traced| {
        t.compile(Backend::Cpu)
            .expect("compiles")
            .run_borrowed(&[&x])
            .expect("runs")
    };
    let out = run(traced
        .value_and_grad_with_aux(&[0])
        .expect("differentiates"));
    assert_eq!(out[0].as_slice::<f64>().expect("f64"), &[5.25]);
    assert_eq!(out[1].as_slice::<f64>().expect("f64"), &[2.0, -1.0, 1.5]);
    assert_eq!(out[2].as_slice::<f64>().expect("f64"), &[2.0, -4.0, 1.0]);
    let out = run(traced.grad_with_aux(&[0]).expect("differentiates"));
    assert_eq!(out[0].as_slice::<f64>().expect("f64"), &[2.0, -4.0, 1.0]);
    assert_eq!(out[1].as_slice::<f64>().expect("f64"), &[2.0, -1.0, 1.5]);
    // vjp: arguments, then one cotangent per result.
    let vjp = traced.vjp(&[0]).expect("differentiates");
    let one = Array::from_scalar(1.0f64);
    let ct = Array::from_vec([3], vec![1.0f64, 1.0, 1.0]).expect("fits");
    let out = vjp
        .compile(Backend::Cpu)
        .expect("compiles")
        .run_borrowed(&[&x, &one, &ct])
        .expect("runs");
    // ∂/∂x (Σx² + Σ(x+1)) = 2x + 1.
    assert_eq!(out[2].as_slice::<f64>().expect("f64"), &[3.0, -3.0, 2.0]);
}
