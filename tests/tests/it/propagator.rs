//! The angular-spectrum propagator of `fresnel::optics` and its gradients:
//! * it is the reference generator's `asm` (loss and gradients of `asm_loss_c64`);
//! * its field gradient over broadcast λ/z axes is the sum of per-slice adjoints;
//! * dL/dz at z = 0 and z < 0, and dL/d(field, z, λ) with padding and cropping, match central
//!   finite differences in f64 (complex128 fields);
//! * the gradient IR, before and after simplification, is snapshotted;
//! * bad inputs are trace errors located at the caller.

use crate::common::optics::*;
use fresnel::ad::{value_and_grad, vjp};
use fresnel::optics::{intensity_loss, propagate, AsmConfig};
use fresnel::pipeline::{run_pipeline, SIMPLIFY};
use fresnel::trace::{trace, Tensor};
use fresnel_ir::{Array, DType, Data, Module, TensorType};
use fresnel_runtime::interp::run_main;
use fresnel_runtime::npy::read_npy;
use num_complex::Complex64;
use std::path::PathBuf;

// ---------------------------------------------------------------------------------------------
// Helpers: deterministic random arrays, running programs, comparing.

/// max|got − want| / max|want| (the refs README's measure); NaN or infinity anywhere fails.
fn relative_error(got: &[Complex64], want: &[Complex64]) -> f64 {
    assert_eq!(got.len(), want.len(), "number of elements");
    assert!(
        got.iter()
            .chain(want)
            .all(|z| z.re.is_finite() && z.im.is_finite()),
        "non-finite values: got {got:?}, want {want:?}"
    );
    let diff = got
        .iter()
        .zip(want)
        .map(|(a, b)| (a - b).norm())
        .fold(0.0, f64::max);
    let scale = want.iter().map(|z| z.norm()).fold(0.0, f64::max);
    diff / scale.max(f64::MIN_POSITIVE)
}

/// `a` with `delta` added to element `i` (only the real part for real arrays).
fn nudged(a: &Array, i: usize, delta: Complex64) -> Array {
    let mut out = a.clone();
    match &mut out.data {
        Data::F64(v) => v[i] += delta.re,
        Data::C128(v) => v[i] += delta,
        other => panic!(
            "finite differences need f64 or c128 inputs, got {:?}",
            other.dtype()
        ),
    }
    out
}

/// Central finite-difference gradient of the scalar `loss` w.r.t. argument `arg`, in the
/// convention ∂L/∂Re + i ∂L/∂Im.
fn fd_gradient(loss: &Module, inputs: &[Array], arg: usize, h: f64) -> Vec<Complex64> {
    let complex = inputs[arg].dtype() == DType::C128;
    let eval = |i: usize, d: Complex64| {
        let mut args = inputs.to_vec();
        args[arg] = nudged(&inputs[arg], i, d);
        scalar_value(&run(loss, &args)[0])
    };
    let central = |i: usize, d: Complex64| (eval(i, d) - eval(i, -d)) / (2.0 * h);
    (0..inputs[arg].len())
        .map(|i| {
            let re = central(i, Complex64::new(h, 0.0));
            let im = if complex {
                central(i, Complex64::new(0.0, h))
            } else {
                0.0
            };
            Complex64::new(re, im)
        })
        .collect()
}

/// Traces `intensity_loss(field, z, lam, target)` for the given argument types.
fn loss_program(types: &[TensorType], cfg: AsmConfig) -> Module {
    trace(
        |a: &[Tensor]| intensity_loss(&a[0], &a[1], &a[2], &a[3], &cfg),
        types,
    )
    .unwrap_or_else(|e| panic!("trace failed: {e}"))
    .module
}

/// Checks value_and_grad of the loss against central differences for every argument in
/// `wrt`, and that every gradient is finite.
fn check_against_fd(loss: &Module, inputs: &[Array], wrt: &[usize], h: f64, tol: f64) {
    let vg = value_and_grad(loss, wrt).unwrap_or_else(|e| panic!("AD failed: {e}"));
    let got = run(&vg, inputs);
    let value = scalar_value(&run(loss, inputs)[0]);
    assert!(
        (scalar_value(&got[0]) - value).abs() <= 1e-12 * value.abs().max(1.0),
        "value_and_grad's value {} differs from the loss {value}",
        scalar_value(&got[0])
    );
    for (k, &arg) in wrt.iter().enumerate() {
        let analytic = got[k + 1].to_c128_vec();
        let numeric = fd_gradient(loss, inputs, arg, h);
        let err = relative_error(&analytic, &numeric);
        assert!(
            err <= tol,
            "gradient w.r.t. argument {arg} off by {err:e} (tolerance {tol:e})\n\
             analytic {analytic:?}\nfinite differences {numeric:?}"
        );
    }
}

// Units: pixel pitch 1; λ = 1.6 makes 1/λ² = 0.39 < max(fy² + fx²) = 0.5, so the corners
// of the spectrum are evanescent and the masking is exercised.
const LAM: f64 = 1.6;

// ---------------------------------------------------------------------------------------------
// (e) The propagator is the reference generator's `asm`.

fn refs_case() -> PathBuf {
    PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/data/refs/asm_loss_c64"
    ))
}

#[test]
fn loss_and_gradients_match_the_jax_reference() {
    let read = |f: &str| {
        let p = refs_case().join(f);
        read_npy(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
    };
    let inputs: Vec<Array> = (0..4).map(|i| read(&format!("in{i}.npy"))).collect();
    let types: Vec<TensorType> = inputs.iter().map(Array::ty).collect();
    // gen_refs.py: asm_loss uses dx = 2e-6 and differentiates w.r.t. field and z.
    let loss = loss_program(&types, AsmConfig::new(2e-6));
    let value = read("value.npy");
    assert!(relative_error(&run(&loss, &inputs)[0].to_c128_vec(), &value.to_c128_vec()) <= 2e-4);
    let vg = value_and_grad(&loss, &[0, 1]).expect("AD of the propagator");
    let got = run(&vg, &inputs);
    for (k, arg) in [0, 1].into_iter().enumerate() {
        let want = read(&format!("grad{arg}.npy"));
        let err = relative_error(&got[k + 1].to_c128_vec(), &want.to_c128_vec());
        assert!(err <= 2e-4, "gradient w.r.t. argument {arg} off by {err:e}");
    }
}

// ---------------------------------------------------------------------------------------------
// (a) Broadcast axes: the field gradient is the sum of per-slice adjoints.

/// Element offset of (b, p, l, k, y, x) in a row-major array of `shape`.
fn offset(shape: &[usize], idx: [usize; 6]) -> usize {
    idx.iter().zip(shape).fold(0, |acc, (&i, &n)| acc * n + i)
}

/// The (l, k) slice `(b, p, 1, 1, y, x)` of a 6-D complex array (index 0 along axes of size 1).
fn slice_of(a: &[Complex64], shape: &[usize], l: usize, k: usize) -> Vec<Complex64> {
    let (l, k) = (l.min(shape[2] - 1), k.min(shape[3] - 1));
    let mut out = Vec::new();
    for b in 0..shape[0] {
        for p in 0..shape[1] {
            for y in 0..shape[4] {
                for x in 0..shape[5] {
                    out.push(a[offset(shape, [b, p, l, k, y, x])]);
                }
            }
        }
    }
    out
}

fn check_slices_sum(field_shape: [usize; 6], zs: &[f64], lams: &[f64], cfg: AsmConfig) {
    let (nl, nz) = (lams.len(), zs.len());
    let out_shape = [
        field_shape[0],
        field_shape[1],
        nl,
        nz,
        field_shape[4],
        field_shape[5],
    ];
    let mut rng = Rng(0x5EED_0001);
    let field = rng.complex(&field_shape);
    let cotangent = rng.complex(&out_shape);

    let full = trace(
        |a: &[Tensor]| propagate(&a[0], &a[1], &a[2], &cfg),
        &[field.ty(), ty(DType::F64, &[nz]), ty(DType::F64, &[nl])],
    )
    .expect("trace of the 6-D propagator");
    let full_vjp = vjp(&full.module, &[0]).expect("vjp of the 6-D propagator");
    let got = run(
        &full_vjp,
        &[
            field.clone(),
            f64s(&[nz], zs),
            f64s(&[nl], lams),
            cotangent.clone(),
        ],
    );
    assert_eq!(got[0].shape, out_shape);
    assert_eq!(got[1].shape, field_shape);

    // One (λ, z) slice at a time: scalar z and λ, the field slice that broadcasts there.
    let slice_shape = [
        field_shape[0],
        field_shape[1],
        1,
        1,
        field_shape[4],
        field_shape[5],
    ];
    let single = trace(
        |a: &[Tensor]| propagate(&a[0], &a[1], &a[2], &cfg),
        &[
            ty(DType::C128, &slice_shape),
            TensorType::scalar(DType::F64),
            TensorType::scalar(DType::F64),
        ],
    )
    .expect("trace of the single-slice propagator");
    let single_vjp = vjp(&single.module, &[0]).expect("vjp of the single-slice propagator");
    let (field_v, ct_v, full_out) = (
        field.to_c128_vec(),
        cotangent.to_c128_vec(),
        got[0].to_c128_vec(),
    );
    let mut want = vec![Complex64::new(0.0, 0.0); field_v.len()];
    for (l, &lam) in lams.iter().enumerate() {
        for (k, &z) in zs.iter().enumerate() {
            let args = [
                Array::new(
                    slice_shape.to_vec(),
                    Data::C128(slice_of(&field_v, &field_shape, l, k)),
                )
                .expect("slice size"),
                f64s(&[], &[z]),
                f64s(&[], &[lam]),
                Array::new(
                    slice_shape.to_vec(),
                    Data::C128(slice_of(&ct_v, &out_shape, l, k)),
                )
                .expect("slice size"),
            ];
            let r = run(&single_vjp, &args);
            let err = relative_error(&r[0].to_c128_vec(), &slice_of(&full_out, &out_shape, l, k));
            assert!(
                err <= 1e-12,
                "slice (λ {l}, z {k}) of the output off by {err:e}"
            );
            // Scatter-add the slice's adjoint where that slice of the field came from.
            let g = r[1].to_c128_vec();
            let (fl, fk) = (l.min(field_shape[2] - 1), k.min(field_shape[3] - 1));
            let mut j = 0;
            for b in 0..field_shape[0] {
                for p in 0..field_shape[1] {
                    for y in 0..field_shape[4] {
                        for x in 0..field_shape[5] {
                            want[offset(&field_shape, [b, p, fl, fk, y, x])] += g[j];
                            j += 1;
                        }
                    }
                }
            }
        }
    }
    let err = relative_error(&got[1].to_c128_vec(), &want);
    assert!(
        err <= 1e-12,
        "field gradient differs from the sum of per-slice adjoints by {err:e}"
    );
}

#[test]
fn field_gradient_sums_slice_adjoints_over_broadcast_lambda_and_z() {
    let cfg = AsmConfig::new(1.0);
    check_slices_sum([1, 1, 1, 1, 6, 6], &[0.7, -2.5], &[LAM, 0.9], cfg);
}

#[test]
fn field_gradient_sums_slice_adjoints_over_broadcast_z_only() {
    let cfg = AsmConfig::new(1.0);
    check_slices_sum([2, 1, 2, 1, 6, 5], &[0.0, 1.5, 4.0], &[LAM, 0.9], cfg);
}

#[test]
fn field_gradient_sums_slice_adjoints_with_padding() {
    let cfg = AsmConfig::new(1.0).with_pad(2);
    check_slices_sum([1, 2, 1, 2, 5, 6], &[3.0, -1.0], &[LAM, 1.1, 0.8], cfg);
}

// ---------------------------------------------------------------------------------------------
// (b) dL/dz at z = 0 and z < 0.

#[test]
fn dz_matches_finite_differences_at_zero_and_negative_distances() {
    let shape = [1, 1, 1, 1, 6, 6];
    let mut rng = Rng(0x5EED_0002);
    let field = rng.complex(&shape);
    let target = rng.positive(&shape);
    let types = [
        field.ty(),
        TensorType::scalar(DType::F64),
        TensorType::scalar(DType::F64),
        target.ty(),
    ];
    let loss = loss_program(&types, AsmConfig::new(1.0));
    for z in [0.0, -0.8, -3.5] {
        let inputs = [
            field.clone(),
            f64s(&[], &[z]),
            f64s(&[], &[LAM]),
            target.clone(),
        ];
        check_against_fd(&loss, &inputs, &[1], 1e-6, 1e-7);
    }
}

#[test]
fn dz_of_a_distance_vector_with_zero_and_negative_entries() {
    let mut rng = Rng(0x5EED_0003);
    let field = rng.complex(&[1, 1, 1, 1, 6, 6]);
    let target = rng.positive(&[1, 1, 1, 3, 6, 6]);
    let types = [
        field.ty(),
        ty(DType::F64, &[3]),
        TensorType::scalar(DType::F64),
        target.ty(),
    ];
    let loss = loss_program(&types, AsmConfig::new(1.0));
    let inputs = [
        field,
        f64s(&[3], &[-2.0, 0.0, 1.25]),
        f64s(&[], &[LAM]),
        target,
    ];
    check_against_fd(&loss, &inputs, &[1], 1e-6, 1e-7);
}

// ---------------------------------------------------------------------------------------------
// (c) Padding and cropping: gradients w.r.t. field, z and λ against finite differences.

#[test]
fn padded_gradients_match_finite_differences_for_scalar_z_and_lambda() {
    let mut rng = Rng(0x5EED_0004);
    let field = rng.complex(&[1, 1, 1, 1, 5, 6]);
    let target = rng.positive(&[1, 1, 1, 1, 5, 6]);
    let types = [
        field.ty(),
        TensorType::scalar(DType::F64),
        TensorType::scalar(DType::F64),
        target.ty(),
    ];
    let loss = loss_program(&types, AsmConfig::new(1.0).with_pad(2));
    let inputs = [field, f64s(&[], &[2.3]), f64s(&[], &[LAM]), target];
    check_against_fd(&loss, &inputs, &[0, 1, 2], 1e-6, 1e-7);
}

#[test]
fn padded_gradients_match_finite_differences_for_vector_z_and_lambda() {
    let mut rng = Rng(0x5EED_0005);
    // λ axis full, z axis broadcast: the field is one per wavelength, seen at three distances.
    let field = rng.complex(&[1, 1, 2, 1, 5, 6]);
    let target = rng.positive(&[1, 1, 2, 3, 5, 6]);
    let types = [
        field.ty(),
        ty(DType::F64, &[3]),
        ty(DType::F64, &[2]),
        target.ty(),
    ];
    let loss = loss_program(&types, AsmConfig::new(1.0).with_pad(3));
    let inputs = [
        field,
        f64s(&[3], &[-1.5, 0.0, 2.0]),
        f64s(&[2], &[LAM, 0.95]),
        target,
    ];
    check_against_fd(&loss, &inputs, &[0, 1, 2], 1e-6, 1e-7);
}

/// Padding means what it says: propagating with `pad = 2` equals propagating, without
/// padding, the field zero-padded by hand into the centre of a twice larger grid, then
/// cropping that centre back (5 → 10 rows: 2 zeros before, 3 after; 6 → 12 columns: 3 and 3).
/// Padding by 1 is no padding, and padding does change the result (no wrap-around).
#[test]
fn padding_is_centred_zero_padding_then_centred_crop() {
    let mut rng = Rng(0x5EED_0006);
    let (ny, nx, (y0, x0)) = (5, 6, (2, 3));
    let field = rng.complex(&[1, 1, 1, 1, ny, nx]);
    let (z, lam) = (f64s(&[], &[3.0]), f64s(&[], &[LAM]));
    let propagated = |field: &Array, cfg: AsmConfig| {
        let types = [field.ty(), z.ty(), lam.ty()];
        let t = trace(|a: &[Tensor]| propagate(&a[0], &a[1], &a[2], &cfg), &types).expect("trace");
        run(&t.module, &[field.clone(), z.clone(), lam.clone()])[0].to_c128_vec()
    };
    let padded = propagated(&field, AsmConfig::new(1.0).with_pad(2));

    let f = field.to_c128_vec();
    let mut big = vec![Complex64::new(0.0, 0.0); 4 * ny * nx];
    for y in 0..ny {
        for x in 0..nx {
            big[(y + y0) * 2 * nx + x + x0] = f[y * nx + x];
        }
    }
    let big = Array::new(vec![1, 1, 1, 1, 2 * ny, 2 * nx], Data::C128(big)).expect("size");
    let big_out = propagated(&big, AsmConfig::new(1.0));
    let cropped: Vec<Complex64> = (0..ny)
        .flat_map(|y| (0..nx).map(move |x| (y, x)))
        .map(|(y, x)| big_out[(y + y0) * 2 * nx + x + x0])
        .collect();
    assert!(relative_error(&padded, &cropped) <= 1e-12);

    let plain = propagated(&field, AsmConfig::new(1.0));
    assert!(relative_error(&propagated(&field, AsmConfig::new(1.0).with_pad(1)), &plain) <= 1e-15);
    assert!(relative_error(&padded, &plain) > 1e-3);
}

// ---------------------------------------------------------------------------------------------
// (d) Snapshots of the gradient IR before and after simplification.

#[test]
fn gradient_ir_snapshots() {
    let shape = [1, 1, 1, 1, 4, 4];
    let types = [
        ty(DType::C64, &shape),
        TensorType::scalar(DType::F32),
        TensorType::scalar(DType::F32),
        ty(DType::F32, &shape),
    ];
    let loss = loss_program(&types, AsmConfig::new(1.0));
    let raw = value_and_grad(&loss, &[0, 1]).expect("AD of the propagator");
    insta::assert_snapshot!(
        "propagator_value_and_grad_raw",
        fresnel_ir::print::print_module(&raw)
    );
    let mut simplified = raw.clone();
    run_pipeline(&mut simplified, SIMPLIFY, &mut |_, _| {}).expect("simplification");
    insta::assert_snapshot!(
        "propagator_value_and_grad_simplified",
        fresnel_ir::print::print_module(&simplified)
    );
}

// ---------------------------------------------------------------------------------------------
// Bad inputs: trace errors located at the call in this file.

fn trace_error(types: &[TensorType], cfg: AsmConfig) -> String {
    let err = trace(|a: &[Tensor]| propagate(&a[0], &a[1], &a[2], &cfg), types)
        .expect_err("the trace must fail");
    assert!(
        err.location.file().ends_with("propagator.rs"),
        "error located at {}, not at the caller",
        err
    );
    err.message
}

#[test]
fn bad_inputs_are_located_trace_errors() {
    let f64_scalar = TensorType::scalar(DType::F64);
    let cfg = AsmConfig::new(1.0);
    let five_d = trace_error(
        &[
            ty(DType::C128, &[1, 1, 1, 6, 6]),
            f64_scalar.clone(),
            f64_scalar.clone(),
        ],
        cfg,
    );
    assert!(five_d.contains("complex 6-D"), "{five_d}");
    let real_field = trace_error(
        &[
            ty(DType::F64, &[1, 1, 1, 1, 6, 6]),
            f64_scalar.clone(),
            f64_scalar.clone(),
        ],
        cfg,
    );
    assert!(real_field.contains("complex 6-D"), "{real_field}");
    let z_mismatch = trace_error(
        &[
            ty(DType::C128, &[1, 1, 1, 2, 6, 6]),
            ty(DType::F64, &[3]),
            f64_scalar.clone(),
        ],
        cfg,
    );
    assert!(z_mismatch.contains("axis 3 has length 2"), "{z_mismatch}");
    let z_matrix = trace_error(
        &[
            ty(DType::C128, &[1, 1, 1, 1, 6, 6]),
            ty(DType::F64, &[2, 2]),
            f64_scalar.clone(),
        ],
        cfg,
    );
    assert!(
        z_matrix.contains("z must be a real scalar or vector"),
        "{z_matrix}"
    );
    let no_pad = trace_error(
        &[
            ty(DType::C128, &[1, 1, 1, 1, 6, 6]),
            f64_scalar.clone(),
            f64_scalar.clone(),
        ],
        AsmConfig::new(1.0).with_pad(0),
    );
    assert!(no_pad.contains("padding factor"), "{no_pad}");
    let bad_dx = trace_error(
        &[
            ty(DType::C128, &[1, 1, 1, 1, 6, 6]),
            f64_scalar.clone(),
            f64_scalar,
        ],
        AsmConfig::new(-1.0),
    );
    assert!(bad_dx.contains("pixel pitch"), "{bad_dx}");
}

#[test]
fn scalar_parameters_broadcast_over_existing_axes_and_mixed_precisions_promote() {
    let cfg = AsmConfig::new(2e-6).with_pad(2);
    let field_ty = ty(DType::C128, &[1, 2, 3, 2, 6, 6]);
    let (z, lam) = (3e-5, 5.5e-7);
    let run = |types: &[TensorType], args: &[Array]| -> Array {
        let traced = trace(|a: &[Tensor]| propagate(&a[0], &a[1], &a[2], &cfg), types)
            .unwrap_or_else(|e| panic!("{e}"));
        run_main(&traced.module, args).expect("runs").remove(0)
    };
    let field = Rng(11).complex(&field_ty.shape);
    // A scalar z (f32) and λ (f64) over a field that already has 3 wavelength and 2
    // distance slices …
    let z32 = Array::from_vec(Vec::<usize>::new(), vec![z as f32]).expect("scalar");
    let got = run(
        &[
            field_ty.clone(),
            TensorType::scalar(DType::F32),
            TensorType::scalar(DType::F64),
        ],
        &[field.clone(), z32.clone(), f64s(&[], &[lam])],
    );
    assert_eq!(got.shape, vec![1, 2, 3, 2, 6, 6]);
    assert_eq!(got.dtype(), DType::C128);
    // … is the same as vectors of those values, all in double precision (z rounded to f32
    // first, as the promotion does).
    let z_promoted = z as f32 as f64;
    let want = run(
        &[field_ty, ty(DType::F64, &[2]), ty(DType::F64, &[3])],
        &[field, f64s(&[2], &[z_promoted; 2]), f64s(&[3], &[lam; 3])],
    );
    let err = relative_error(&got.to_c128_vec(), &want.to_c128_vec());
    assert!(err < 1e-14, "{err:e}");
}

#[test]
fn ndarray_fields_go_in_and_come_out() {
    // A (1, 1, 1, 1, 4, 4) field built with ndarray (transposed view: strides are not
    // row-major), propagated, and read back as an ndarray.
    use ndarray::{Array2, Axis};
    let plane = Array2::from_shape_fn((4, 4), |(y, x)| Complex64::new(y as f64, -(x as f64)));
    let transposed = plane.t();
    let field = Array::from_ndarray(
        &transposed
            .insert_axis(Axis(0))
            .insert_axis(Axis(0))
            .insert_axis(Axis(0))
            .insert_axis(Axis(0)),
    );
    assert_eq!(field.shape, vec![1, 1, 1, 1, 4, 4]);
    // Element (y, x) of the transposed view is plane[x, y] = x - i·y.
    let v = field.as_slice::<Complex64>().expect("c128");
    assert_eq!(v[4 + 2], Complex64::new(2.0, -1.0));
    let back = field.to_ndarray::<Complex64>().expect("c128");
    assert_eq!(back.shape(), &[1, 1, 1, 1, 4, 4]);
    assert_eq!(back[[0, 0, 0, 0, 1, 2]], Complex64::new(2.0, -1.0));
    let e = field.to_ndarray::<f32>().expect_err("not f32");
    assert!(e.contains("complex"), "{e}");
}
