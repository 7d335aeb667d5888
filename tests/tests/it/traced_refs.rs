//! The JAX reference programs of `tests/data/refs` re-expressed through the trace API
//! (`fresnel::trace`, `fresnel::fft`): each traced program must verify, compute the stored
//! loss on the reference interpreter from the case's inputs, and — through our AD
//! (`fresnel::ad::value_and_grad`) — the stored gradients (already in our complex convention).
//! Tolerance as in the refs README: max|got − want| / max|want| ≤ 2e-4 for float32/complex64
//! programs, 1e-9 when an input is float64/complex128.

use fresnel::fft::{self, Norm};
use fresnel::s;
use fresnel::trace::{concatenate, trace_with, where_, Ctx, Tensor, Traced};
use fresnel_ir::Array;
use fresnel_runtime::interp::run_main;
use fresnel_tests::refs;
use std::f64::consts::PI;

type Program = fn(&Ctx, &[Tensor]) -> Tensor;

/// The traced counterpart of each case's `jax_source`.
fn program(name: &str) -> Option<Program> {
    let p: Program = match name {
        "asm_loss_c64" => asm_loss,
        "fft_last_c64" => |_, a| {
            (a[1].conj() * fft::fft(&a[0], None, -1, Norm::Backward))
                .real()
                .sum_all()
        },
        "ifft_last_c64" => |_, a| {
            (fft::ifft(&a[0], None, -1, Norm::Backward) - &a[1])
                .abs()
                .pow(2)
                .sum_all()
        },
        "rfft_even_f32" | "rfft_odd_f32" => |_, a| {
            let y = fft::rfft(&a[0], None, -1, Norm::Backward);
            (y.real() * a[1].real() + y.imag() * a[1].imag()).sum_all()
        },
        "irfft_even_c64" => {
            |_, a| (fft::irfft(&a[0], Some(8), -1, Norm::Backward) * &a[1]).sum_all()
        }
        "irfft_odd_c64" => {
            |_, a| (fft::irfft(&a[0], Some(7), -1, Norm::Backward) * &a[1]).sum_all()
        }
        "fft2_ortho_c128" => |_, a| {
            (fft::fft2(&a[0], None, None, Norm::Ortho) * &a[1])
                .abs()
                .pow(2)
                .sum_all()
        },
        "fftn_3axes_c64" => |_, a| {
            (fft::fftn(&a[0], None, Some(&[1, 2, 3]), Norm::Backward) * &a[1])
                .real()
                .sum_all()
        },
        "fft_axis0_c64" => {
            |_, a| (fft::fft(&a[0], None, 0, Norm::Backward).imag() * &a[1]).sum_all()
        }
        "complex_elementwise_c64" => |_, a| {
            let (x, z) = (&a[0], &a[1]);
            let y = x.exp_i() * z + z.conj().pow(2);
            y.abs().sum_all() + (z.real() * y.imag()).sum_all()
        },
        "complex_matmul_c64" => |_, a| a[0].matmul(&a[1]).abs().pow(2).sum_all(),
        "mlp_f32" => |_, a| {
            let h = (a[0].matmul(&a[1]) + &a[2]).tanh();
            let y = h.matmul(&a[3]);
            y.log_softmax(&[-1]).pow(2).mean_all()
        },
        "shape_ops_f32" => |_, a| {
            let p = a[0].pad(&[(1, 2), (0, 3)]);
            let s = p.slice(&s![1..-1;2, ..;3]);
            let c = concatenate(&[&s, &s.slice(&s![..;-1])], 0);
            (c.transpose().reshape(&[-1]) * &a[1]).sum_all()
        },
        "reduce_max_min_f32" => |_, a| a[0].max(&[1]).pow(2).sum_all() + a[0].min(&[0]).sum_all(),
        "broadcast_sum_f64" => |_, a| {
            let x = a[0].slice(&s![.., fresnel::trace::NewAxis, ..]);
            let y = a[1].slice(&s![fresnel::trace::NewAxis, .., ..]);
            (x.sin() * y.cos() / (1.0 + x.pow(2))).sum_all()
        },
        _ => return None,
    };
    Some(p)
}

/// Angular-spectrum propagation (`asm` in `gen/gen_refs.py`) and its loss.
fn asm_loss(ctx: &Ctx, a: &[Tensor]) -> Tensor {
    let (field, z, lam, target) = (&a[0], &a[1], &a[2], &a[3]);
    let dx = 2e-6;
    let (ny, nx) = (field.shape()[4], field.shape()[5]);
    let fy = fft::fftfreq(ctx, ny, dx, z.dtype());
    let fx = fft::fftfreq(ctx, nx, dx, z.dtype());
    let arg = 1.0 / lam.reshape(&[-1, 1, 1, 1]).pow(2)
        - fy.reshape(&[1, 1, -1, 1]).pow(2)
        - fx.reshape(&[1, 1, 1, -1]).pow(2);
    let prop = arg.gt(0.0);
    let kz = where_(&prop, &arg, 0.0).sqrt();
    let phase = 2.0 * PI * z.reshape(&[1, -1, 1, 1]) * &kz;
    let h = where_(&prop, phase.exp_i(), 0.0)
        .expand_dims(0)
        .expand_dims(0);
    let spectrum = fft::fft2(field, None, Some(&[-2, -1]), Norm::Backward) * h;
    let out = fft::ifft2(&spectrum, None, Some(&[-2, -1]), Norm::Backward);
    (out.abs().pow(2) - target).pow(2).sum_all()
}

/// max|got − want| / max|want|, the README's error measure.
fn relative_error(got: &Array, want: &Array) -> f64 {
    refs::rel_err(got, want).unwrap_or_else(|e| panic!("{e}"))
}

fn verified(m: &fresnel_ir::Module, what: &str) {
    if let Err(errors) = fresnel_ir::verify::verify_module(m) {
        let list: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        panic!(
            "{what} does not verify:\n{}\n{}",
            list.join("\n"),
            fresnel_ir::print::print_module(m)
        );
    }
}

fn check_case(name: &str) {
    let case = refs::case(name);
    let inputs = case.inputs();
    let tol = case.tolerance();
    let types: Vec<_> = inputs.iter().map(Array::ty).collect();
    let f = program(name).unwrap_or_else(|| panic!("no traced program for {name}"));
    let traced: Traced = trace_with(|ctx: &Ctx, args: &[Tensor]| f(ctx, args), &types)
        .unwrap_or_else(|e| panic!("{name}: trace failed: {e}"));
    verified(&traced.module, "traced program");

    let value = case.value();
    let out = run_main(&traced.module, &inputs)
        .unwrap_or_else(|e| panic!("{name}: interpreter: {e}\n{}", traced.text()));
    let err = relative_error(&out[0], &value);
    assert!(
        err <= tol,
        "{name}: loss off by {err:e} (tolerance {tol:e})"
    );

    let wrt = &case.wrt;
    let vg = fresnel::ad::value_and_grad(&traced.module, wrt)
        .unwrap_or_else(|e| panic!("{name}: AD failed: {e}\n{}", traced.text()));
    verified(&vg, "value_and_grad of the traced program");
    let got = run_main(&vg, &inputs).unwrap_or_else(|e| panic!("{name}: interpreter on AD: {e}"));
    let err = relative_error(&got[0], &value);
    assert!(err <= tol, "{name}: value of value_and_grad off by {err:e}");
    for (k, (want, &arg)) in case.grads().iter().zip(wrt).enumerate() {
        let err = relative_error(&got[k + 1], want);
        assert!(
            err <= tol,
            "{name}: gradient w.r.t. argument {arg} off by {err:e} (tolerance {tol:e})"
        );
    }
}

macro_rules! ref_cases {
    ($($test:ident => $name:literal),* $(,)?) => {
        $( #[test] fn $test() { check_case($name); } )*
        const COVERED: &[&str] = &[$($name),*];
    };
}

ref_cases! {
    traced_asm_loss_c64 => "asm_loss_c64",
    traced_fft_last_c64 => "fft_last_c64",
    traced_ifft_last_c64 => "ifft_last_c64",
    traced_rfft_even_f32 => "rfft_even_f32",
    traced_rfft_odd_f32 => "rfft_odd_f32",
    traced_irfft_even_c64 => "irfft_even_c64",
    traced_irfft_odd_c64 => "irfft_odd_c64",
    traced_fft2_ortho_c128 => "fft2_ortho_c128",
    traced_fftn_3axes_c64 => "fftn_3axes_c64",
    traced_fft_axis0_c64 => "fft_axis0_c64",
    traced_complex_elementwise_c64 => "complex_elementwise_c64",
    traced_complex_matmul_c64 => "complex_matmul_c64",
    traced_mlp_f32 => "mlp_f32",
    traced_shape_ops_f32 => "shape_ops_f32",
    traced_reduce_max_min_f32 => "reduce_max_min_f32",
    traced_broadcast_sum_f64 => "broadcast_sum_f64",
}

/// A case added to the manifest must get a traced program and a test here.
#[test]
fn traced_every_manifest_case_is_covered() {
    let names: Vec<String> = refs::cases().into_iter().map(|c| c.name).collect();
    assert!(!names.is_empty());
    for n in names {
        assert!(
            COVERED.contains(&n.as_str()),
            "manifest case {n} has no traced test"
        );
        assert!(
            program(&n).is_some(),
            "manifest case {n} has no traced program"
        );
    }
}
