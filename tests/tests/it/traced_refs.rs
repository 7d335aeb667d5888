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

/// The fused gradient of a program: its `fresnel.fusion` and other top-level ops by kind, and
/// the bodies of its FFT fusions whose FFT is a forward or inverse 2-D transform.
fn fused_gradient(m: &fresnel_ir::Module, wrt: &[usize]) -> (Vec<String>, Vec<String>) {
    let mut g = fresnel::ad::value_and_grad(m, wrt).unwrap_or_else(|e| panic!("AD: {e}"));
    fresnel::pipeline::run_compile(&mut g, &mut |_, _| {}).unwrap_or_else(|d| panic!("{d}"));
    let f = g.entry().unwrap_or_else(|| panic!("no @main"));
    let mut kinds = Vec::new();
    let mut prologues = Vec::new();
    for &op in &f.block(f.body).ops {
        let data = f.op(op);
        let kind = match &data.op {
            fresnel_ir::Op::Fusion { kind } => format!("fusion.{}", kind.name()),
            o => o.name().to_string(),
        };
        if kind == "constant" {
            continue;
        }
        if kind == "fusion.fft" {
            // The prologue: the computing ops before the FFT (index maps cost nothing).
            let body = f.block(data.regions[0]);
            let names: Vec<String> = body
                .ops
                .iter()
                .map(|&o| &f.op(o).op)
                .take_while(|o| !matches!(o, fresnel_ir::Op::Fft { .. }))
                .filter(|o| {
                    !matches!(
                        o,
                        fresnel_ir::Op::Constant(_)
                            | fresnel_ir::Op::BroadcastInDim { .. }
                            | fresnel_ir::Op::Reshape
                            | fresnel_ir::Op::Transpose { .. }
                    )
                })
                .map(|o| o.name())
                .collect();
            prologues.push(names.join(" "));
        }
        kinds.push(kind);
    }
    (kinds, prologues)
}

/// JAX's own program for the angular-spectrum loss, imported, and the same loss traced
/// differentiate and fuse to the same kernels (as many of each kind): the imported `abs(u)·abs(u)` and
/// `exp(1j·phase)` are canonicalised before AD (`simplify::BEFORE_AD`), so the gradient keeps
/// no square root of the field and no complex exponential, and every FFT gets the same
/// prologue. Both fused programs are printed.
#[test]
fn imported_and_traced_angular_spectrum_gradients_fuse_alike() {
    let name = "asm_loss_c64";
    let case = refs::case(name);
    let imported = fresnel_ir::parse::parse_module(&case.program_text("fwd.mlir"))
        .unwrap_or_else(|e| panic!("{e}"));
    let types: Vec<_> = case.inputs().iter().map(Array::ty).collect();
    let traced = trace_with(|ctx: &Ctx, a: &[Tensor]| asm_loss(ctx, a), &types)
        .unwrap_or_else(|e| panic!("trace failed: {e}"))
        .module;
    let (k_imported, p_imported) = fused_gradient(&imported, &case.wrt);
    let (k_traced, p_traced) = fused_gradient(&traced, &case.wrt);
    println!("imported: {} kernels: {k_imported:?}", k_imported.len());
    println!("traced:   {} kernels: {k_traced:?}", k_traced.len());
    println!("FFT prologues, imported: {p_imported:?}");
    println!("FFT prologues, traced:   {p_traced:?}");
    let sorted = |mut k: Vec<String>| {
        k.sort();
        k
    };
    assert_eq!(sorted(k_imported), sorted(k_traced), "kernels by kind");
    assert_eq!(p_imported, p_traced, "FFT prologues");
    for prologue in &p_imported {
        for op in ["abs", "sqrt", "compare", "select", "divide", "exponential"] {
            assert!(
                !prologue.contains(&format!("stablehlo.{op}")),
                "an FFT prologue of the gradient computes {op}: {prologue}"
            );
        }
    }
}
